"""The Relics block kinds: one record each, read once from ``assets/relics/blocks.json``.

Every plain fact about a kind (its Tiled ``kind`` value, text-map letter, name, colour, new-block
card, campaign floor, destroy-goal words, how many the box holds) and every behaviour flag the
rules and the solver need (pushable, standable, how it moves, what it does to a fire, fire, pool,
and any further ``behaviour`` by name) lives in that one record. ``game.relics.model.Kind`` is
built from it, and ``rules`` / ``solver`` derive their per-code tables (``PUSHABLE[code]`` ...)
from it, so a new kind is its record, its
behaviour (when it needs a new one: a name in the record's ``behaviour`` list, implemented in
``rules`` with ``having(name)``) and its art (docs/dev/HOW-TO-ADD.md).

Words (``name``, ``plural``, ``card_title``, ``card_text``, ``destroy_words``, ``refuse_*``) are
gettext message ids in English: cores pass them on untranslated, views call ``_()`` on them where
they are drawn. ``message_ids()`` lists them for a catalogue extractor. Pure: no pygame.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

BLOCKS_JSON = Path(__file__).resolve().parents[2] / "assets" / "relics" / "blocks.json"

MOTIONS = ("step", "slide", "roll")
INTO_FIRE = ("burn", "melt", "smother")


@dataclass(frozen=True)
class KindRecord:
    """One block kind as data (see the ``about`` text of blocks.json for each field)."""

    code: int               # index in ``RECORDS``: the small integer of the fast rules engine
    id: str                 # the Tiled ``kind`` value, e.g. "crate"
    letter: str             # the text-map letter, e.g. "c"
    floor: int              # the campaign floor that introduces it
    box: int                # how many the physical box holds
    name: str               # msgid, e.g. "Crate"
    plural: str             # msgid, e.g. "Crates" (also the floor's name)
    colour: tuple[int, int, int]
    card_title: str         # msgid of the new-block card
    card_text: str          # msgid
    destroy_words: str      # msgid, e.g. "Destroy crates" (the goal line adds " 1/2")
    pushable: bool
    standable: bool
    motion: Optional[str]   # "step" | "slide" | "roll" for pushable kinds, else None
    into_fire: Optional[str]  # "burn" | "melt" | "smother" for pushable kinds, else None
    hot: bool = False       # a fire
    pool: bool = False      # a water pool (height 0, in the floor)
    refuse_step: Optional[str] = None  # msgid: why the Adventurer cannot step onto its top
    refuse_push: Optional[str] = None  # msgid: why it cannot be pushed
    behaviour: frozenset = frozenset()  # more behaviour, by name, that ``rules`` implements

    @property
    def plain(self) -> bool:
        """No behaviour beyond the fixed fields (the solver's shortcuts hold for it)."""
        return not self.behaviour

    @property
    def travels(self) -> bool:
        """Does a pushed block of this kind keep going until stopped (slide or roll)?"""
        return self.motion in ("slide", "roll")


class KindsError(ValueError):
    """blocks.json is malformed (a bug in the data, reported with the offending record)."""


_WORDS = ("name", "plural", "card_title", "card_text", "destroy_words")


def _names(raw) -> list[str]:
    if not isinstance(raw, list) or not all(isinstance(b, str) and b for b in raw):
        raise ValueError("behaviour must be a list of names")
    return raw


def _record(code: int, raw: dict) -> KindRecord:
    where = f"{BLOCKS_JSON.name}: kind {raw.get('id', code)!r}"
    try:
        rec = KindRecord(
            code=code, id=str(raw["id"]), letter=str(raw["letter"]), floor=int(raw["floor"]), box=int(raw["box"]),
            colour=tuple(int(v) for v in raw["colour"]),  # type: ignore[arg-type]
            pushable=bool(raw["pushable"]), standable=bool(raw["standable"]),
            motion=raw.get("motion"), into_fire=raw.get("into_fire"),
            hot=bool(raw.get("hot", False)), pool=bool(raw.get("pool", False)),
            refuse_step=raw.get("refuse_step"), refuse_push=raw.get("refuse_push"),
            behaviour=frozenset(_names(raw.get("behaviour", []))),
            **{w: str(raw[w]) for w in _WORDS})
    except (KeyError, TypeError, ValueError) as exc:
        raise KindsError(f"{where}: bad or missing field {exc}") from None
    if len(rec.letter) != 1 or not rec.letter.islower() or rec.letter in "ang":
        raise KindsError(f"{where}: the letter must be one lower-case letter other than a, n, g")
    if len(rec.colour) != 3:
        raise KindsError(f"{where}: colour is [r, g, b]")
    if rec.pushable:
        if rec.motion not in MOTIONS or rec.into_fire not in INTO_FIRE:
            raise KindsError(f"{where}: a pushable kind needs motion in {MOTIONS} and into_fire in {INTO_FIRE}")
        if rec.hot or rec.pool:
            raise KindsError(f"{where}: a fire or a pool cannot be pushable")
    elif rec.refuse_push is None:
        raise KindsError(f"{where}: a kind that cannot be pushed needs refuse_push")
    if not rec.standable and rec.refuse_step is None:
        raise KindsError(f"{where}: a kind that cannot be stood on needs refuse_step")
    if rec.hot and rec.standable:
        raise KindsError(f"{where}: a fire cannot be stood on")
    return rec


def load(path: Path = BLOCKS_JSON) -> tuple[KindRecord, ...]:
    """Read and validate the records (raises ``KindsError``)."""
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))["kinds"]
    except (OSError, ValueError, KeyError) as exc:
        raise KindsError(f"{path}: cannot read the block kinds: {exc}") from None
    recs = tuple(_record(i, r) for i, r in enumerate(raw))
    for field in ("id", "letter"):
        values = [getattr(r, field) for r in recs]
        if len(set(values)) != len(values):
            raise KindsError(f"{path.name}: two kinds share a {field}")
    if sum(r.pool for r in recs) != 1 or sum(r.hot for r in recs) > 1:
        raise KindsError(f"{path.name}: the rules know exactly one pool kind and at most one fire kind")
    return recs


RECORDS: tuple[KindRecord, ...] = load()
BY_ID: dict[str, KindRecord] = {r.id: r for r in RECORDS}
BY_LETTER: dict[str, KindRecord] = {r.letter: r for r in RECORDS}
FLOORS: dict[int, KindRecord] = {r.floor: r for r in RECORDS}

# per kind code, for the rules engine and the solver (tuples indexed by ``code``)
PUSHABLE: tuple[bool, ...] = tuple(r.pushable for r in RECORDS)
STANDABLE: tuple[bool, ...] = tuple(r.standable for r in RECORDS)
HOT: tuple[bool, ...] = tuple(r.hot for r in RECORDS)
TRAVELS: tuple[bool, ...] = tuple(r.travels for r in RECORDS)
ROLLS: tuple[bool, ...] = tuple(r.motion == "roll" for r in RECORDS)
FIRE_EFFECT: tuple[Optional[str], ...] = tuple(r.into_fire for r in RECORDS)
REFUSE_STEP: tuple[Optional[str], ...] = tuple(r.refuse_step for r in RECORDS)
REFUSE_PUSH: tuple[Optional[str], ...] = tuple(r.refuse_push for r in RECORDS)
PLAIN: tuple[bool, ...] = tuple(r.plain for r in RECORDS)
"""Per kind code: no ``behaviour`` words (a kind with any takes the rules' full path in the solver
and is never judged out of reach by its pruning)."""


def having(behaviour: str) -> tuple[bool, ...]:
    """Per kind code: does the kind's record name ``behaviour`` (``rules`` reads its behaviours so)."""
    return tuple(behaviour in r.behaviour for r in RECORDS)


POOL: int = next(r.code for r in RECORDS if r.pool)
"""The code of the pool kind (pools are a bit mask of the board, not stacked tokens)."""
COUNT: int = len(RECORDS)


def message_ids() -> list[str]:
    """Every word of the records (for a gettext catalogue extractor)."""
    out: list[str] = []
    for r in RECORDS:
        out += [getattr(r, w) for w in _WORDS]
        out += [m for m in (r.refuse_step, r.refuse_push) if m]
    return out
