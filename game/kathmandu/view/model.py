"""What the table draws, read from a PlayerView (``view_for``) - never from the full state.

The core's view has the state's field names with other players' secrets removed; this module
turns it into plain records for drawing, so the drawing code never touches rules objects and
cannot reach a secret the view does not hold. No pygame.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from game.kathmandu.data import COLOURS, MONUMENTS, SIZES, WILD, load_tables

HIDDEN = None  # a card or coin the viewer may not see


@dataclass
class MonumentModel:
    id: int
    area: int
    mon: str
    size: int
    cards: list[tuple[int, int]]  # (card index, end) bottom first
    colours: list[str]  # fixed colour per level ("wild" until fixed)
    complete: bool
    holo: int = 0


@dataclass
class SeatModel:
    seat: int
    hand: list[int | None]  # card indices; None = a card the viewer may not see (others: the seen ones first)
    coins: list[int]  # unspent coin values
    spent: list[int]
    score: int
    breakdown: dict
    architect: str | None
    bhairav: str | None
    mission: int | None  # index into the mission table in use, None if hidden
    team: int | None
    monuments: list[MonumentModel] = field(default_factory=list)
    goal: int = -1


@dataclass
class BidModel:
    spot: str
    seat: int
    coin: int | None  # None = face down


@dataclass
class TableModel:
    n: int
    viewer: int
    round: int
    rounds: int
    phase: str
    first: int
    six: bool
    market: dict[str, int]  # space id -> card index
    bids: dict[str, BidModel]
    stacks: dict[str, list[int]]  # solo: debris colours (0-4) and purple coins (10+value), bottom first
    red_count: int
    blue_count: int
    discards: list[int]
    seats: list[SeatModel]
    goals: list[tuple[int, list[int]]]  # (public goal index, seats that claimed it)
    bhairavs_left: list[str]
    solo: bool
    advanced: bool
    over: bool
    face_up: bool = False
    hand_limits: list[int] = field(default_factory=list)
    solo_won: bool = False
    lost_reason: str = ""
    holo_next: int = 1  # what the next holofoil Buddha built scores (one more than those built so far)

    def holo_points(self, card: int) -> int | None:
        """The value to show on ``card`` if it is a holofoil Buddha not yet built (else None: as printed)."""
        return self.holo_next if card in _holo_cards() else None


@lru_cache(maxsize=1)
def _holo_cards() -> frozenset[int]:
    return frozenset(i for i, c in enumerate(load_tables().cards) if c.deck == "holo")


def _count(v: Any) -> int:
    if isinstance(v, int):
        return v
    try:
        return len(v)
    except TypeError:
        return 0


def _cards(v: Any) -> list[int | None]:
    if isinstance(v, int):
        return [None] * v
    out: list[int | None] = []
    for c in v or []:
        out.append(c if isinstance(c, int) and c >= 0 else None)
    return out


def colour_name(c: int) -> str:
    return "wild" if c == WILD or c is None or c < 0 else COLOURS[c]


def extract(v: Any, viewer: int) -> TableModel:
    """Read the core's PlayerView into a TableModel (a snapshot: the view reads the live state)."""
    t = v.tables
    n = v.players
    spaces = t.spaces
    spots = t.spots
    rnd = v.round
    six = n >= 5 or (n == 1 and rnd >= 2)
    market = {spaces[i].id: c for i, c in enumerate(v.market) if isinstance(c, int) and c >= 0}
    bids: dict[str, BidModel] = {}
    for spot, seat, coin in v.bids:
        bids[spots[spot].id] = BidModel(spots[spot].id, seat, coin)
    stacks = {spots[i].id: list(st) for i, st in enumerate(v.stacks) if st} if n == 1 else {}
    sc = v.scores()
    mons_by_area: dict[int, list[MonumentModel]] = {}
    for m in v.monuments:
        mm = MonumentModel(m.id, m.area, MONUMENTS[m.mon], SIZES[m.mon], list(m.cards),
                           [colour_name(c) for c in m.fixed], bool(m.complete), int(getattr(m, "holo", 0)))
        mons_by_area.setdefault(m.area, []).append(mm)
    teams = v.teams
    architects = v.architects
    bhairavs = v.bhairavs
    missions = v.missions
    claims = v.goal_claims
    sizes = v.hand_sizes
    seats = []
    for p in range(n):
        b = sc[p]
        if p == viewer:
            hand: list[int | None] = list(v.hand)
        else:  # the cards everyone saw it take face up, then face-down ones
            known = [c for c in v.known_hand(p) if isinstance(c, int) and c >= 0][:sizes[p]]
            hand = known + [None] * (sizes[p] - len(known))
        goal = next((i for i, c in enumerate(claims) if p in c), -1)
        mission = missions[p] if p < len(missions) else None
        seats.append(SeatModel(
            seat=p, hand=hand, coins=list(v.coins_left(p)), spent=list(v.coins_spent(p)), score=int(b.total),
            breakdown=b.parts(), architect=architects[p] if p < len(architects) else None,
            bhairav=(COLOURS[bhairavs[p]] if p < len(bhairavs) and bhairavs[p] >= 0 else None),
            mission=mission if isinstance(mission, int) and mission >= 0 else None,
            team=(teams[p] if teams else None), monuments=mons_by_area.get(p, []), goal=goal))
    if n == 1:
        seats[0].monuments = mons_by_area.get(0, []) + mons_by_area.get(1, [])
    goals = [(g, list(claims[i]) if i < len(claims) else []) for i, g in enumerate(v.goals)]
    return TableModel(
        n=n, viewer=viewer, round=rnd, rounds=t.rounds, phase=str(v.phase), first=v.first_player, six=six,
        market=market, bids=bids, stacks=stacks, red_count=v.red_count, blue_count=v.blue_count,
        discards=list(v.discards), seats=seats, goals=goals,
        bhairavs_left=[COLOURS[c] for c in v.bhairavs_left],
        solo=(n == 1), advanced=bool(v.options.advanced_missions), over=bool(v.over),
        face_up=bool(v.face_up), hand_limits=[v.hand_limit(p) for p in range(n)], holo_next=int(v.holo_count) + 1)
