"""JSON forms of choices, events and player views for the online protocol (docs/dev/NET-PROTOCOL.md).

Cards travel as their printed ids ("R01", "B17"), spots as their ids ("N2"), colours as their
names ("red"), monuments, seats, coins and levels as plain ints. ``choice_to_json`` /
``choice_from_json`` are exact inverses: the server rebuilds a choice from its JSON form with
exact types (``choices.well_formed``) and the engine then accepts it only if it is one of the
offered choices. ``view_to_json`` holds only what ``view_for`` lets the seat know (a spectator,
seat -1, gets the public view); ``events_to_json`` serialises events already filtered by
``events.for_viewer``. Never serialised: other hands, face-down coin values, deck order, the
seed, the choice history.
"""
from __future__ import annotations

from ..choices import _BY_KIND, well_formed
from ..data import COLOURS, MONUMENTS, WILD, load_tables

#: the kind of each choice field: how it travels in JSON
_CARD, _SPOT, _COLOUR, _INT, _CARDS, _COLOURS = "card", "spot", "colour", "int", "cards", "colours"
_FIELD = {"card": _CARD, "give1": _CARD, "give2": _CARD, "take": _CARD, "spot": _SPOT, "to": _SPOT,
          "colour": _COLOUR, "colours": _COLOURS, "cards": _CARDS}


class CodecError(ValueError):
    """A JSON form that is not a choice (``str()`` is the reason, one line)."""


def _card_id(i: int):
    return None if i is None or i < 0 else load_tables().cards[i].id


def _colour_name(c: int) -> str:
    return "wild" if c == WILD else COLOURS[c]


def choice_to_json(ch) -> dict:
    out = {"kind": ch.kind}
    for name, v in zip(type(ch)._fields, ch):
        if name == "kind":
            continue
        how = _FIELD.get(name, _INT)
        if how == _CARD:
            out[name] = _card_id(v)
        elif how == _SPOT:
            out[name] = load_tables().spots[v].id
        elif how == _COLOUR:
            out[name] = COLOURS[v]
        elif how == _COLOURS:
            out[name] = [COLOURS[c] for c in v]
        elif how == _CARDS:
            out[name] = [_card_id(c) for c in v]
        else:
            out[name] = v
    return out


def _lookup(table: dict, value, what: str) -> int:
    if type(value) is not str or value not in table:
        raise CodecError(f"unknown {what} {str(value)[:20]!r}")
    return table[value]


def choice_from_json(raw) -> object:
    """The choice object for a JSON form, exact types; ``CodecError`` for anything else."""
    if type(raw) is not dict:
        raise CodecError("a choice must be a JSON object")
    kind = raw.get("kind")
    cls = _BY_KIND.get(kind) if type(kind) is str else None
    if cls is None:
        raise CodecError(f"unknown choice kind {str(kind)[:20]!r}")
    fields = [f for f in cls._fields if f != "kind"]
    if set(raw) != set(fields) | {"kind"}:
        raise CodecError(f"a {kind!r} choice has the fields {', '.join(fields) or 'none'}")
    t = load_tables()
    cards = t.card_index
    spots = {s.id: s.index for s in t.spots}
    colours = {c: i for i, c in enumerate(COLOURS)}
    args = []
    for name in fields:
        v = raw[name]
        how = _FIELD.get(name, _INT)
        if how == _CARD:
            args.append(-1 if v is None and cls.__name__ == "UsePower" else _lookup(cards, v, "card"))
        elif how == _SPOT:
            args.append(_lookup(spots, v, "spot"))
        elif how == _COLOUR:
            args.append(_lookup(colours, v, "colour"))
        elif how in (_COLOURS, _CARDS):
            if type(v) is not list or len(v) > 8:
                raise CodecError(f"{name} must be a short list")
            table, what = (colours, "colour") if how == _COLOURS else (cards, "card")
            args.append(tuple(_lookup(table, x, what) for x in v))
        else:
            if type(v) is not int or not -1 <= v < 1000:
                raise CodecError(f"{name} must be a small integer")
            args.append(v)
    ch = cls(*args)
    if not well_formed(ch):  # cannot happen with the checks above; the engine checks again
        raise CodecError("not a well-formed choice")
    return ch


# ---------------------------------------------------------------- events

def _event_field(kind: str, name: str, v):
    if kind == "market_dealt" and name == "cards":
        return [[space, _card_id(c)] for space, c in v]
    if kind == "reconstructed" and name in ("old", "new"):
        return _card_id(v)
    if name in ("card", "take"):
        return _card_id(v)
    if name in ("cards", "give", "discarded"):
        return [_card_id(c) for c in v]
    if kind in ("coin_placed",) and name == "coin":
        return None if v < 0 else v
    if kind == "bid_swapped" and name in ("old", "new"):
        return None if v < 0 else v
    if name == "spot" or name == "to":
        return load_tables().spots[v].id if v >= 0 else None
    if name == "bids":
        return [[load_tables().spots[sp].id, seat, coin, value] for sp, seat, coin, value in v]
    if isinstance(v, tuple):
        return list(v)
    return v


def _card_index(v) -> int:
    return -1 if v is None else load_tables().card_index[v]


def _spot_index(v) -> int:
    return -1 if v is None else {s.id: s.index for s in load_tables().spots}[v]


def _event_value(kind: str, name: str, v):
    """The inverse of ``_event_field``: a JSON field back to the core's value."""
    if kind == "market_dealt" and name == "cards":
        return tuple((space, _card_index(c)) for space, c in v)
    if kind == "reconstructed" and name in ("old", "new"):
        return _card_index(v)
    if name in ("card", "take"):
        return _card_index(v)
    if name in ("cards", "give", "discarded"):
        return tuple(_card_index(c) for c in v)
    if kind in ("coin_placed", "bid_swapped") and name in ("coin", "old", "new"):
        return -1 if v is None else v
    if name == "spot" or name == "to":
        return _spot_index(v)
    if name == "bids":
        return tuple((_spot_index(sp), seat, coin, value) for sp, seat, coin, value in v)
    if isinstance(v, list):
        return tuple(v)
    return v


def _event_classes() -> dict:
    from .. import events as E
    out = {}
    for name in dir(E):
        cls = getattr(E, name)
        if isinstance(cls, type) and hasattr(cls, "_field_defaults") and "kind" in cls._field_defaults:
            out[cls._field_defaults["kind"]] = cls
    return out


def events_from_json(raw: list) -> list:
    """The core's event objects of ``events_to_json`` output (hidden values back to -1); an
    unknown kind or field raises ``CodecError``."""
    classes = _event_classes()
    out = []
    for d in raw:
        cls = classes.get(d.get("kind")) if isinstance(d, dict) else None
        if cls is None or set(d) != set(cls._fields):
            raise CodecError(f"not an event: {str(d)[:40]}")
        kind = d["kind"]
        try:
            out.append(cls(**{k: (v if k == "kind" else _event_value(kind, k, v)) for k, v in d.items()}))
        except (KeyError, TypeError, ValueError) as exc:
            raise CodecError(f"a bad {kind} event: {exc}") from None
    return out


def events_to_json(events) -> list[dict]:
    """Events as the viewer may see them: pass ``events.for_viewer(evs, seat)``, never raw events."""
    out = []
    for e in events:
        d = {}
        for name, v in zip(type(e)._fields, e):
            d[name] = _event_field(e.kind, name, v)
        out.append(d)
    return out


# ---------------------------------------------------------------- views

def _public_options(options) -> dict:
    d = options.to_dict()
    d.pop("seed", None)  # the seed fixes the deck order
    return d


def _jsonable(v):
    if isinstance(v, dict):
        return {str(k): _jsonable(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [_jsonable(x) for x in v]
    return v if v is None or isinstance(v, (int, float, str, bool)) else str(v)


def view_to_json(view, *, turn: int, decision=None) -> dict:
    """The player view as plain JSON. ``view.player`` -1 = a spectator (public view only);
    ``decision`` = ``engine.pending(state)`` (who is deciding is public; its choices go only to that seat)."""
    t = view.tables
    seat = view.player
    spectator = seat < 0
    pool = t.advanced_missions if view.options.advanced_missions else t.missions
    out = {
        "seat": seat, "players": view.players, "turn": turn, "round": view.round, "phase": view.phase,
        "first": view.first_player, "over": view.over, "face_up": view.face_up,
        "options": _public_options(view.options),
        "hand": [] if spectator else [_card_id(c) for c in view.hand],
        "drawn": [] if spectator else [_card_id(c) for c in view.drawn],
        "hand_sizes": view.hand_sizes,
        "known": [[] if p == seat else [_card_id(c) for c in view.known_hand(p)] for p in range(view.players)],
        "market": [_card_id(c) for c in view.market],
        "discards": [_card_id(c) for c in view.discards],
        "red_count": view.red_count, "blue_count": view.blue_count,
        "bids": [{"spot": t.spots[sp].id, "seat": s, "coin": coin} for sp, s, coin in view.bids],
        "coins": [{"left": view.coins_left(s), "spent": view.coins_spent(s)} for s in range(view.players)],
        "monuments": [{"id": m.id, "area": m.area, "type": MONUMENTS[m.mon],
                       "cards": [[_card_id(c), e] for c, e in m.cards],
                       "colours": [_colour_name(c) for c in m.fixed], "complete": m.complete, "holo": m.holo}
                      for m in view.monuments],
        "scores": [b.to_dict() for b in view.scores()],
        "missions": [pool[i].id for i in view.missions],
        "architects": view.architects,
        "bhairavs": [None if b < 0 else COLOURS[b] for b in view.bhairavs],
        "goals": [t.public_goals[g].id for g in view.goals],
        "goal_claims": view.goal_claims,
        "teams": view.teams,
        "holo_count": view.holo_count,
        "waiting_for": None if decision is None else {"seat": decision.player, "kind": decision.kind},
        "decision": None,
        # public facts a client needs to score and draw the table as the core does (``ghost.py``)
        "leftover_pts": view.leftover_points, "bhairav_pts": view.bhairav_points, "seat_goal": view.seat_goals,
        "bhairavs_left": [COLOURS[c] for c in view.bhairavs_left],
        "hand_limits": [view.hand_limit(p) for p in range(view.players)],
        "solo_won": view.solo_won, "lost_reason": view.lost_reason,
    }
    mine = view.pending()
    if mine is not None:
        msg, params = mine.message()
        out["decision"] = {"kind": mine.kind, "choices": [choice_to_json(c) for c in mine.choices()],
                           "message": [msg, _jsonable(params)]}
    return out


class RemoteView:
    """Client-side reader of a ``view`` message: the fields as attributes, the choices as JSON forms
    (send one back as it is) and as choice objects (``choice_objects()``, rebuilt with the codec)."""

    def __init__(self, data: dict):
        if type(data) is not dict:
            raise CodecError("a view must be a JSON object")
        self.data = data
        for key in ("seat", "players", "turn", "round", "phase", "over", "hand", "market", "bids",
                    "coins", "monuments", "scores", "hand_sizes", "red_count", "blue_count"):
            if key not in data:
                raise CodecError(f"a view lacks {key!r}")
        self.seat = data["seat"]
        self.turn = data["turn"]
        self.over = data["over"]
        self.hand = list(data["hand"])
        self.market = list(data["market"])
        self.bids = list(data["bids"])
        self.scores = [s.get("total", 0) for s in data["scores"]]
        self.waiting_for = data.get("waiting_for")

    @property
    def my_turn(self) -> bool:
        return self.data.get("decision") is not None

    @property
    def choices(self) -> list[dict]:
        d = self.data.get("decision")
        return list(d["choices"]) if d else []

    def choice_objects(self) -> list:
        return [choice_from_json(c) for c in self.choices]
