"""The choices a player can make, as small hashable tuples.

Every choice type is a ``NamedTuple`` whose last field ``kind`` names it, so two different kinds
never compare equal. Card arguments are card indices into ``Tables.cards``; spot arguments are
spot indices into ``Tables.spots``; ``monument`` is a monument id of the state (-1 = a new one);
``area`` is the seat whose area receives the card (teams) or, in solo, the Durbar Square (0/1).
``notation(choice)`` gives a short text ("bid N2 3", "build B17.1 new@0") and
``parse_choice(text)`` reads it back; ``label(choice)`` is the human sentence.
"""
from __future__ import annotations

from typing import NamedTuple, Union

from .data import COLOURS, MONUMENTS, WILD, load_tables


class Bid(NamedTuple):
    spot: int
    coin: int
    kind: str = "bid"


class Jump(NamedTuple):
    spot: int  # where the player's coin is now
    to: int
    kind: str = "jump"


class Swap(NamedTuple):
    spot: int  # where the player's coin is now
    coin: int  # the unspent coin that replaces it
    kind: str = "swap"


class Keep(NamedTuple):
    """Leave the bids as they are (bid manipulation)."""
    kind: str = "keep"


class Build(NamedTuple):
    card: int
    end: int  # 0 or 1: which end of the card shows
    monument: int  # existing monument id, or -1 to start a new monument
    area: int  # seat whose area receives it (teams: a teammate's), solo: square 0/1
    kind: str = "build"


class Reconstruct(NamedTuple):
    monument: int
    level: int  # 1 = bottom
    card: int  # hand card replacing the built one (which is discarded)
    end: int
    kind: str = "reconstruct"


class Abandon(NamedTuple):
    """Solo: discard every card of an unfinished monument."""
    monument: int
    kind: str = "abandon"


class Exchange(NamedTuple):
    """Solo, Extreme power: discard 2 hand cards, take 1 card from the discard pile."""
    give1: int
    give2: int
    take: int
    kind: str = "exchange"


class Done(NamedTuple):
    """Finish building."""
    kind: str = "done"


class WildColours(NamedTuple):
    """Fix the colours of a completed monument's wild sections (bottom first, wild levels only)."""
    monument: int
    colours: tuple
    kind: str = "wild"


class Discard(NamedTuple):
    card: int
    kind: str = "discard"


class ReturnCard(NamedTuple):
    """Liliana / Charles: the drawn card to put under the red deck."""
    card: int
    kind: str = "return"


class TakePoints(NamedTuple):
    kind: str = "points"


class BuyDiscard(NamedTuple):
    card: int
    kind: str = "buy"


class BuyBhairav(NamedTuple):
    colour: int
    kind: str = "bhairav"


class UsePower(NamedTuple):
    """Liu (card -1: draw a red card) or Sophie (card: the discard to take), before the leftover coin."""
    card: int = -1
    kind: str = "power"


class SkipPower(NamedTuple):
    kind: str = "skip"


class Store(NamedTuple):
    """Solo: the market cards moved to the Storage (sorted card indices)."""
    cards: tuple
    kind: str = "store"


Choice = Union[Bid, Jump, Swap, Keep, Build, Reconstruct, Abandon, Exchange, Done, WildColours, Discard,
               ReturnCard, TakePoints, BuyDiscard, BuyBhairav, UsePower, SkipPower, Store]

CHOICE_TYPES = (Bid, Jump, Swap, Keep, Build, Reconstruct, Abandon, Exchange, Done, WildColours, Discard,
                ReturnCard, TakePoints, BuyDiscard, BuyBhairav, UsePower, SkipPower, Store)
_BY_KIND = {cls._field_defaults["kind"]: cls for cls in CHOICE_TYPES}
_TUPLE_FIELDS = {"colours", "cards"}


def well_formed(ch) -> bool:
    """Is ``ch`` exactly a choice object: one of the choice classes (not a plain tuple or a subclass),
    its ``kind`` that class's own, every number a plain ``int`` (no bool, float or numpy scalar) and the
    tuple fields (``colours``, ``cards``) plain tuples of ints? Equality alone would accept
    ``(0, 0, 'bid')`` for ``Bid(0, 0)`` and ``Bid(0, 0.0)``, which then break the state or its record."""
    cls = type(ch)
    if cls not in _BY_KIND.values() or _BY_KIND.get(ch.kind) is not cls:
        return False
    for name, v in zip(cls._fields, ch):
        if name == "kind":
            continue
        if name in _TUPLE_FIELDS:
            if type(v) is not tuple or not all(type(x) is int for x in v):
                return False
        elif type(v) is not int:
            return False
    return True


def _card(i: int) -> str:
    return load_tables().cards[i].id


def _spot(i: int) -> str:
    return load_tables().spots[i].id


def _colour(c: int) -> str:
    return "wild" if c == WILD else COLOURS[c]


def notation(ch) -> str:
    k = ch.kind
    if k == "bid":
        return f"bid {_spot(ch.spot)} {ch.coin}"
    if k == "jump":
        return f"jump {_spot(ch.spot)} {_spot(ch.to)}"
    if k == "swap":
        return f"swap {_spot(ch.spot)} {ch.coin}"
    if k == "build":
        where = "new" if ch.monument < 0 else f"m{ch.monument}"
        return f"build {_card(ch.card)}.{ch.end} {where}@{ch.area}"
    if k == "reconstruct":
        return f"reconstruct m{ch.monument}.{ch.level} {_card(ch.card)}.{ch.end}"
    if k == "abandon":
        return f"abandon m{ch.monument}"
    if k == "exchange":
        return f"exchange {_card(ch.give1)} {_card(ch.give2)} {_card(ch.take)}"
    if k == "wild":
        return f"wild m{ch.monument} {','.join(COLOURS[c] for c in ch.colours)}"
    if k in ("discard", "return", "buy"):
        return f"{k} {_card(ch.card)}"
    if k == "bhairav":
        return f"bhairav {COLOURS[ch.colour]}"
    if k == "power":
        return "power" if ch.card < 0 else f"power {_card(ch.card)}"
    if k == "store":
        return "store " + " ".join(_card(c) for c in ch.cards) if ch.cards else "store"
    return k  # keep, done, points, skip


class NotationError(ValueError):
    pass


def parse_choice(text: str):
    """Reads ``notation()`` back; raises ``NotationError`` with the reason."""
    t = load_tables()
    words = text.split()
    if not words:
        raise NotationError("empty choice")
    k, args = words[0], words[1:]

    def card(w: str) -> int:
        if w not in t.card_index:
            raise NotationError(f"unknown card {w!r}")
        return t.card_index[w]

    def spot(w: str) -> int:
        if w not in t.spot_index:
            raise NotationError(f"unknown bid spot {w!r}")
        return t.spot_index[w]

    def colour(w: str) -> int:
        if w not in COLOURS:
            raise NotationError(f"unknown colour {w!r}")
        return COLOURS.index(w)

    def num(w: str) -> int:
        try:
            return int(w)
        except ValueError:
            raise NotationError(f"expected a number, got {w!r}") from None

    def mon(w: str) -> int:
        if not w.startswith("m"):
            raise NotationError(f"expected a monument like m3, got {w!r}")
        return num(w[1:])

    def card_end(w: str) -> tuple[int, int]:
        c, _, e = w.partition(".")
        return card(c), num(e or "0")

    try:
        if k == "bid":
            return Bid(spot(args[0]), num(args[1]))
        if k == "jump":
            return Jump(spot(args[0]), spot(args[1]))
        if k == "swap":
            return Swap(spot(args[0]), num(args[1]))
        if k == "build":
            c, e = card_end(args[0])
            where, _, area = args[1].partition("@")
            return Build(c, e, -1 if where == "new" else mon(where), num(area))
        if k == "reconstruct":
            m, _, lvl = args[0].partition(".")
            c, e = card_end(args[1])
            return Reconstruct(mon(m), num(lvl), c, e)
        if k == "abandon":
            return Abandon(mon(args[0]))
        if k == "exchange":
            return Exchange(card(args[0]), card(args[1]), card(args[2]))
        if k == "wild":
            return WildColours(mon(args[0]), tuple(colour(c) for c in args[1].split(",")))
        if k == "discard":
            return Discard(card(args[0]))
        if k == "return":
            return ReturnCard(card(args[0]))
        if k == "buy":
            return BuyDiscard(card(args[0]))
        if k == "bhairav":
            return BuyBhairav(colour(args[0]))
        if k == "power":
            return UsePower(card(args[0]) if args else -1)
        if k == "store":
            return Store(tuple(sorted(card(a) for a in args)))
        if k in ("keep", "done", "points", "skip") and not args:
            return {"keep": Keep(), "done": Done(), "points": TakePoints(), "skip": SkipPower()}[k]
    except IndexError:
        raise NotationError(f"missing arguments in {text!r}") from None
    raise NotationError(f"unknown choice {text!r}")


def label(ch) -> str:
    """A human sentence for a choice (for menus and tooltips)."""
    t = load_tables()
    k = ch.kind

    def sec(c: int, e: int) -> str:
        s = t.cards[c].ends[e]
        return f"{s.colour} {s.monument} section {s.position} ({s.points} pts)"
    if k == "bid":
        return f"Bid coin {ch.coin} on spot {_spot(ch.spot)}"
    if k == "jump":
        return f"Move your coin from {_spot(ch.spot)} to {_spot(ch.to)}"
    if k == "swap":
        return f"Swap your coin on {_spot(ch.spot)} for coin {ch.coin}"
    if k == "keep":
        return "Keep the bids as they are"
    if k == "build":
        where = "start a new monument" if ch.monument < 0 else f"add to monument {ch.monument}"
        return f"Build {_card(ch.card)} as {sec(ch.card, ch.end)}: {where} (area {ch.area})"
    if k == "reconstruct":
        return f"Replace section {ch.level} of monument {ch.monument} with {_card(ch.card)} ({sec(ch.card, ch.end)})"
    if k == "abandon":
        return f"Discard the unfinished monument {ch.monument}"
    if k == "exchange":
        return f"Discard {_card(ch.give1)} and {_card(ch.give2)} to take {_card(ch.take)} from the discards"
    if k == "done":
        return "Finish building"
    if k == "wild":
        return f"Wild sections of monument {ch.monument} become {', '.join(COLOURS[c] for c in ch.colours)}"
    if k == "discard":
        return f"Discard {_card(ch.card)}"
    if k == "return":
        return f"Put {_card(ch.card)} under the red deck"
    if k == "points":
        return "Take the coin's value in points"
    if k == "buy":
        return f"Buy the discarded {_card(ch.card)} and build it"
    if k == "bhairav":
        return f"Buy the {COLOURS[ch.colour]} Bhairav"
    if k == "power":
        return "Draw 1 red card, then discard 1" if ch.card < 0 else f"Take {_card(ch.card)} from the discards, then discard 1"
    if k == "skip":
        return "Do not use the power"
    if k == "store":
        return "Move " + (", ".join(_card(c) for c in ch.cards) or "nothing") + " to the Storage"
    return k


def monument_name(m: int) -> str:
    return MONUMENTS[m]


def colour_name(c: int) -> str:
    return _colour(c)
