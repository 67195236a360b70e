"""The Kathmandu content tables (``assets/kathmandu/*.json``), read and validated once.

``load_tables()`` returns a ``Tables`` object (cached); every error names the file and the item and
says what is wrong (``DataError``). Besides the readable dataclasses, ``Tables`` holds flat integer
arrays for the rules core's hot paths: for card index ``c`` and end ``e`` (0/1),
``end_mon[c][e]`` (monument index 0-3), ``end_pos[c][e]`` (1 = bottom), ``end_col[c][e]``
(0-4, ``WILD`` = 5) and ``end_pts[c][e]``.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

ASSETS = Path(__file__).resolve().parents[2] / "assets" / "kathmandu"
COLOURS = ("blue", "white", "red", "green", "yellow")
WILD = 5
MONUMENTS = ("buddha", "shrine", "stupa", "pagoda")
SIZES = (1, 2, 3, 4)
DECKS = ("red", "blue", "rainbow", "holo")
SIDES = ("N", "S", "E", "W")


class DataError(Exception):
    """A content table is missing or breaks a rule; the message is one clear line."""


@dataclass(frozen=True)
class Section:
    monument: str
    position: int
    colour: str  # one of COLOURS or "wild"
    points: int

    @property
    def key(self) -> tuple[str, int]:
        return (self.monument, self.position)


@dataclass(frozen=True)
class Card:
    index: int
    id: str
    deck: str
    diamond: bool
    ends: tuple[Section, Section]


@dataclass(frozen=True)
class Objective:
    """A complete monument of ``monument`` whose sections (bottom first) match ``sections``:
    ``None`` = any colour, a frozenset of colour indices, or a group letter (same colour as the
    other sections with that letter)."""
    monument: int
    sections: tuple
    points: int

    def text(self) -> str:
        parts = []
        for s in self.sections:
            if s is None:
                parts.append("any")
            elif isinstance(s, str):
                parts.append(s)
            else:
                parts.append("/".join(COLOURS[c] for c in sorted(s)))
        return f"{MONUMENTS[self.monument]}({', '.join(parts)})"


@dataclass(frozen=True)
class Mission:
    id: str
    objectives: tuple[Objective, ...]


@dataclass(frozen=True)
class PublicGoal:
    id: str
    points: int
    objectives: tuple[Objective, ...]


@dataclass(frozen=True)
class Architect:
    id: str
    name: str
    power: str
    min_players: int
    text: str


@dataclass(frozen=True)
class Bhairav:
    id: str
    colour: int


@dataclass(frozen=True)
class Space:
    index: int
    id: str
    row: int
    col: int
    label4: int | None
    label6: int
    storage: bool


@dataclass(frozen=True)
class Spot:
    index: int
    id: str
    side: str
    order: int
    diamond: bool
    targets4: tuple | None  # ((space index, distance, long_edge), (…)) or None when unused
    targets6: tuple


@dataclass(frozen=True)
class Colour:
    name: str
    element: str
    symbol: str
    letter: str


@dataclass
class Tables:
    cards: tuple[Card, ...]
    card_index: dict
    missions: tuple[Mission, ...]
    advanced_missions: tuple[Mission, ...]
    public_goals: tuple[PublicGoal, ...]
    architects: tuple[Architect, ...]
    bhairavs: tuple[Bhairav, ...]
    bhairav_cost: int
    spaces: tuple[Space, ...]
    spots: tuple[Spot, ...]
    spot_index: dict
    colours: tuple[Colour, ...]
    colour_bonus: dict
    coins: tuple[int, ...]
    hand_limit: int
    rounds: int
    buddha_new_colour: int
    mission_points: tuple[int, ...]
    end_mon: tuple
    end_pos: tuple
    end_col: tuple
    end_pts: tuple
    ends_of: tuple  # per card: (0,) when both ends are the same section, else (0, 1)


def _read(name: str, folder: Path) -> dict:
    path = folder / name
    try:
        with path.open(encoding="utf-8") as f:
            data = json.load(f)
    except FileNotFoundError:
        raise DataError(f"{path}: missing (the Kathmandu tables live in assets/kathmandu/)") from None
    except json.JSONDecodeError as exc:
        raise DataError(f"{path}: not valid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}") from None
    if not isinstance(data, dict):
        raise DataError(f"{path}: expected a JSON object at the top")
    return data


def _list(data: dict, key: str, where: str) -> list:
    value = data.get(key)
    if not isinstance(value, list):
        raise DataError(f"{where}: expected a list under {key!r}")
    return value


def _need(cond: bool, where: str, what: str) -> None:
    if not cond:
        raise DataError(f"{where}: {what}")


def _section(raw, where: str) -> Section:
    _need(isinstance(raw, dict), where, "an end must be an object")
    mon, pos, col, pts = raw.get("monument"), raw.get("position"), raw.get("colour"), raw.get("points")
    _need(mon in MONUMENTS, where, f"monument {mon!r} is not one of {', '.join(MONUMENTS)}")
    size = SIZES[MONUMENTS.index(mon)]
    _need(isinstance(pos, int) and 1 <= pos <= size, where, f"position {pos!r} is not 1..{size} for a {mon}")
    _need(col in COLOURS or col == "wild", where, f"colour {col!r} is not one of {', '.join(COLOURS)}, wild")
    _need(isinstance(pts, int) and 0 <= pts <= 30, where, f"points {pts!r} must be a whole number 0..30")
    return Section(mon, pos, col, pts)


def _objective(raw, where: str, default_points: int | None) -> Objective:
    _need(isinstance(raw, dict), where, "an objective must be an object")
    mon = raw.get("monument")
    _need(mon in MONUMENTS, where, f"monument {mon!r} is not one of {', '.join(MONUMENTS)}")
    m = MONUMENTS.index(mon)
    secs = raw.get("sections")
    _need(isinstance(secs, list) and len(secs) == SIZES[m], where,
          f"a {mon} objective needs {SIZES[m]} section entries, got {secs!r}")
    out = []
    for s in secs:
        if s == "any":
            out.append(None)
        elif isinstance(s, str) and len(s) == 1 and s.isalpha() and s.isupper():
            out.append(s)
        elif isinstance(s, list) and s and all(c in COLOURS for c in s):
            out.append(frozenset(COLOURS.index(c) for c in s))
        else:
            raise DataError(f"{where}: section {s!r} must be \"any\", a capital letter or a list of colours")
    pts = raw.get("points", default_points)
    _need(isinstance(pts, int) and 0 <= pts <= 30, where, f"points {pts!r} must be a whole number 0..30")
    return Objective(m, tuple(out), pts)


def _check_decks(cards: list[Card], where: str) -> None:
    coloured = [(m, p, c) for m in MONUMENTS for p in range(1, SIZES[MONUMENTS.index(m)] + 1) for c in COLOURS]
    sections = [(m, p) for m in MONUMENTS for p in range(1, SIZES[MONUMENTS.index(m)] + 1)]
    red = [c for c in cards if c.deck == "red"]
    blue = [c for c in cards if c.deck == "blue"]
    _need(len(red) == 50, where, f"the red deck must have 50 cards, has {len(red)}")
    _need(len(blue) == 60, where, f"the blue deck must have 60 cards, has {len(blue)}")
    for c in red:
        _need(c.ends[0] == c.ends[1], where, f"red card {c.id}: both ends must be identical")
        _need(c.ends[0].colour != "wild", where, f"red card {c.id}: the red deck holds no wilds")
        _need(not c.diamond, where, f"red card {c.id}: only blue cards carry a diamond")
    red_keys = sorted((e.monument, e.position, e.colour) for e in (c.ends[0] for c in red))
    _need(red_keys == sorted(coloured), where, "the red deck must hold every coloured section exactly once")
    diamonds = [c for c in blue if c.diamond]
    _need(len(diamonds) == 28, where, f"28 blue cards must carry a diamond, {len(diamonds)} do")
    for c in blue:
        _need(c.ends[0].key != c.ends[1].key, where, f"blue card {c.id}: its two ends must be different sections")
    plain = [e for c in blue if not c.diamond for e in c.ends]
    everything = [e for c in blue for e in c.ends]
    for m, p, col in coloured:
        n1 = sum(1 for e in plain if (e.monument, e.position, e.colour) == (m, p, col))
        n2 = sum(1 for e in everything if (e.monument, e.position, e.colour) == (m, p, col))
        _need(n1 >= 1, where, f"the 32 blue cards without a diamond lack a {col} {m} section {p}")
        _need(n2 >= 2, where, f"the blue deck needs a {col} {m} section {p} at least twice, has {n2}")
    for m, p in sections:
        wild = sum(1 for e in plain if (e.monument, e.position, e.colour) == (m, p, "wild"))
        _need(wild == 1, where, f"the blue cards without a diamond need exactly 1 wild {m} section {p}, have {wild}")
    holo = [c for c in cards if c.deck == "holo"]
    if holo:
        cols = sorted(c.ends[0].colour for c in holo)
        _need(len(holo) == 5 and cols == sorted(COLOURS) and all(c.ends[0].monument == "buddha" for c in holo),
              where, "the holofoil promo must be 5 Buddhas, one of each colour")
    rainbow = [c for c in cards if c.deck == "rainbow"]
    if rainbow:
        keys = sorted(c.ends[0].key for c in rainbow)
        _need(len(rainbow) == 10 and keys == sorted(sections)
              and all(c.ends[0] == c.ends[1] and c.ends[0].colour == "wild" for c in rainbow),
              where, "the rainbow promo must be 10 double-sided wilds, one per section")


def translatable_strings(folder: str | None = None) -> list[tuple[str, str]]:
    """(file, message id) of every translatable text in the asset files: a file lists them with a
    top-level ``"translatable": {"list key": ["field", ...]}`` (architects' names and power texts); the
    English text is the message id, translated where it is drawn (``_(architect.text)``)."""
    base = Path(folder) if folder else ASSETS
    out: list[tuple[str, str]] = []
    for path in sorted(base.glob("*.json")):
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        spec = raw.get("translatable") if isinstance(raw, dict) else None
        if not isinstance(spec, dict):
            continue
        for key, names in spec.items():
            for item in raw.get(key) or []:
                for name in names:
                    v = item.get(name) if isinstance(item, dict) else None
                    if isinstance(v, str) and v and (path.name, v) not in out:
                        out.append((path.name, v))
    return out


@lru_cache(maxsize=4)
def load_tables(folder: str | None = None) -> Tables:
    """The tables from ``folder`` (default: ``$DURBAR_KATHMANDU_ASSETS`` or ``assets/kathmandu``)."""
    folder = folder or os.environ.get("DURBAR_KATHMANDU_ASSETS") or None
    base = Path(folder) if folder else ASSETS
    # colours, monuments
    craw = _read("colours.json", base)
    w = str(base / "colours.json")
    colours = []
    for i, c in enumerate(_list(craw, "colours", w)):
        _need(isinstance(c, dict) and c.get("name") == COLOURS[i], w,
              f"colour {i + 1} must be {COLOURS[i]!r} (order blue, white, red, green, yellow)")
        colours.append(Colour(c["name"], str(c.get("element", "")), str(c.get("symbol", "")), str(c.get("letter", ""))))
    _need(len(colours) == 5, w, "exactly 5 colours")
    _need(len({c.symbol for c in colours}) == 5 and all(c.symbol for c in colours), w, "every colour needs its own symbol")
    mraw = _read("monuments.json", base)
    w = str(base / "monuments.json")
    mons = _list(mraw, "monuments", w)
    _need([m.get("name") for m in mons] == list(MONUMENTS) and [m.get("sections") for m in mons] == list(SIZES), w,
          "monuments must be buddha 1, shrine 2, stupa 3, pagoda 4 sections")
    bonus_raw = mraw.get("colour_bonus", {})
    _need(isinstance(bonus_raw, dict) and all(k in ("2", "3", "4") and isinstance(v, int) for k, v in bonus_raw.items()),
          w, "colour_bonus maps \"2\"/\"3\"/\"4\" same-coloured sections to points")
    colour_bonus = {int(k): v for k, v in bonus_raw.items()}
    coins = mraw.get("coins")
    _need(isinstance(coins, list) and len(coins) == 5 and all(isinstance(c, int) for c in coins), w, "coins: 5 values")
    for key in ("hand_limit", "rounds", "buddha_new_colour", "bhairav_cost"):
        _need(isinstance(mraw.get(key), int), w, f"{key} must be a whole number")
    _need(mraw["rounds"] == 8, w, "the game has 8 rounds")
    # cards
    w = str(base / "cards.json")
    cards: list[Card] = []
    ids = set()
    for i, raw in enumerate(_list(_read("cards.json", base), "cards", w)):
        where = f"{w}: card {i + 1}"
        _need(isinstance(raw, dict), where, "must be an object")
        cid = raw.get("id")
        _need(isinstance(cid, str) and cid and cid not in ids, where, f"id {cid!r} missing or repeated")
        ids.add(cid)
        where = f"{w}: card {cid}"
        _need(raw.get("deck") in DECKS, where, f"deck {raw.get('deck')!r} is not one of {', '.join(DECKS)}")
        ends = raw.get("ends")
        _need(isinstance(ends, list) and len(ends) == 2, where, "needs exactly 2 ends")
        cards.append(Card(i, cid, raw["deck"], bool(raw.get("diamond", False)),
                          (_section(ends[0], where), _section(ends[1], where))))
    _check_decks(cards, w)
    # missions, goals
    def missions(name: str, key: str) -> tuple[Mission, ...]:
        w = str(base / name)
        out = []
        for raw in _list(_read(name, base), key, w):
            where = f"{w}: {raw.get('id') if isinstance(raw, dict) else raw!r}"
            _need(isinstance(raw, dict) and isinstance(raw.get("id"), str), where, "needs an id")
            objs = tuple(_objective(o, where, None) for o in _list(raw, "objectives", where))
            _need(sorted(o.monument for o in objs) == [0, 1, 2, 3], where, "needs one objective per monument type")
            out.append(Mission(raw["id"], tuple(sorted(objs, key=lambda o: o.monument))))
        _need(len(out) == 10, w, f"expected 10 cards, found {len(out)}")
        return tuple(out)
    base_missions = missions("missions.json", "missions")
    adv_missions = missions("advanced_missions.json", "advanced_missions")
    w = str(base / "public_goals.json")
    goals = []
    for raw in _list(_read("public_goals.json", base), "public_goals", w):
        where = f"{w}: {raw.get('id') if isinstance(raw, dict) else raw!r}"
        _need(isinstance(raw, dict) and isinstance(raw.get("id"), str), where, "needs an id")
        objs = tuple(_objective(o, where, 0) for o in _list(raw, "objectives", where))
        _need(2 <= len(objs) <= 3, where, "a Public Goal has 2 or 3 objectives")
        _need(isinstance(raw.get("points"), int) and raw["points"] > 0, where, "points must be a positive number")
        goals.append(PublicGoal(raw["id"], raw["points"], objs))
    _need(len(goals) == 10, w, f"expected 10 Public Goals, found {len(goals)}")
    # architects, bhairavs
    w = str(base / "architects.json")
    powers = {"draw_two_take_three", "draw_one_take_two", "red_before_leftover", "discard_before_leftover",
              "hand_limit_four", "final_bid_plus_one"}
    archs = []
    for raw in _list(_read("architects.json", base), "architects", w):
        where = f"{w}: {raw.get('id') if isinstance(raw, dict) else raw!r}"
        _need(isinstance(raw, dict) and raw.get("power") in powers, where, f"power must be one of {sorted(powers)}")
        _need(isinstance(raw.get("min_players"), int) and 2 <= raw["min_players"] <= 6, where, "min_players 2..6")
        archs.append(Architect(raw["id"], raw.get("name", raw["id"]), raw["power"], raw["min_players"], raw.get("text", "")))
    _need(sorted(a.power for a in archs) == sorted(powers), w, "the six architects, one per power")
    w = str(base / "bhairavs.json")
    braw = _read("bhairavs.json", base)
    bhairavs = []
    for raw in _list(braw, "bhairavs", w):
        _need(isinstance(raw, dict) and raw.get("colour") in COLOURS, w, f"Bhairav {raw!r}: colour must be a colour")
        bhairavs.append(Bhairav(raw.get("id", raw["colour"]), COLOURS.index(raw["colour"])))
    _need(sorted(b.colour for b in bhairavs) == [0, 1, 2, 3, 4], w, "one Bhairav per colour")
    # layout
    w = str(base / "layouts.json")
    lraw = _read("layouts.json", base)
    spaces = []
    for i, raw in enumerate(_list(lraw, "spaces", w)):
        _need(isinstance(raw, dict) and isinstance(raw.get("id"), str), w, f"space {i + 1} needs an id")
        spaces.append(Space(i, raw["id"], raw.get("row", 0), raw.get("col", 0), raw.get("label4"), raw.get("label6", i + 1),
                            bool(raw.get("storage", False))))
    _need(len(spaces) == 6, w, "the mat has 6 market spaces")
    _need(sum(1 for s in spaces if s.label4) == 4 and sorted(s.label4 for s in spaces if s.label4) == [1, 2, 3, 4], w,
          "4 spaces carry the 4-card labels 1-4")
    sid = {s.id: s.index for s in spaces}
    spots = []
    for i, raw in enumerate(_list(lraw, "spots", w)):
        where = f"{w}: spot {raw.get('id') if isinstance(raw, dict) else i + 1}"
        _need(isinstance(raw, dict) and isinstance(raw.get("id"), str), where, "needs an id")
        _need(raw.get("side") in SIDES, where, f"side must be one of {SIDES}")

        def targets(t, mode):
            if t is None:
                return None
            _need(isinstance(t, list) and len(t) == 2, where, f"targets{mode} must list 2 cards")
            out = []
            for tt in t:
                _need(isinstance(tt, list) and len(tt) == 3 and tt[0] in sid and tt[1] in (0, 1, 2)
                      and isinstance(tt[2], bool), where, f"target {tt!r} must be [space id, distance 0-2, long edge]")
                _need(mode == 6 or spaces[sid[tt[0]]].label4, where, f"target {tt[0]} is not a 4-card space")
                out.append((sid[tt[0]], tt[1], tt[2]))
            _need(out[0][0] != out[1][0], where, "the two targets must be different cards")
            return tuple(out)
        t6 = targets(raw.get("targets6"), 6)
        _need(t6 is not None, where, "every spot targets cards in 6-card mode")
        spots.append(Spot(i, raw["id"], raw["side"], int(raw.get("order", 0)), bool(raw.get("diamond")),
                          targets(raw.get("targets4"), 4), t6))
    _need(sum(1 for s in spots if s.targets4) == 8 and len(spots) == 12, w,
          "the mat has 12 bid spots, 8 of them used with 4 cards")
    return Tables(
        cards=tuple(cards), card_index={c.id: c.index for c in cards},
        missions=base_missions, advanced_missions=adv_missions, public_goals=tuple(goals),
        architects=tuple(archs), bhairavs=tuple(bhairavs), bhairav_cost=int(braw.get("cost", mraw["bhairav_cost"])),
        spaces=tuple(spaces), spots=tuple(spots), spot_index={s.id: s.index for s in spots},
        colours=tuple(colours), colour_bonus=colour_bonus, coins=tuple(coins), hand_limit=mraw["hand_limit"],
        rounds=mraw["rounds"], buddha_new_colour=mraw["buddha_new_colour"],
        mission_points=tuple(m["mission_points"] for m in mons),
        end_mon=tuple((MONUMENTS.index(c.ends[0].monument), MONUMENTS.index(c.ends[1].monument)) for c in cards),
        end_pos=tuple((c.ends[0].position, c.ends[1].position) for c in cards),
        end_col=tuple(tuple(WILD if e.colour == "wild" else COLOURS.index(e.colour) for e in c.ends) for c in cards),
        end_pts=tuple((c.ends[0].points, c.ends[1].points) for c in cards),
        ends_of=tuple((0,) if c.ends[0] == c.ends[1] else (0, 1) for c in cards),
    )
