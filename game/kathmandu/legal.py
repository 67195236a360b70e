"""Legal choices: one generator per decision kind (``GEN[kind](state, seat) -> list``).

Pure functions of the state; the engine caches their result per decision (``choices_for``). Large
lists (wild colours of an all-wild Pagoda: 625) are only built when asked for. ``spot_targets``,
``bid_choices`` and ``placements`` are public: the engine resolves bids and checks placements with them.
"""
from __future__ import annotations

from itertools import combinations, product

from .choices import (Abandon, Bid, Build, BuyBhairav, BuyDiscard, Discard, Done, Exchange, Jump, Keep,
                      Reconstruct, ReturnCard, SkipPower, Store, Swap, TakePoints, UsePower, WildColours)
from .data import SIZES, WILD
from .scoring import wild_value
from .solo import COIN, free_colours, mon_colour
from .state import GameState


# ---------------------------------------------------------------- spots
def _mode_spots(s: GameState) -> list[int]:
    six = s.six_cards()
    return [sp.index for sp in s.tables.spots if six or sp.targets4 is not None]


def spot_targets(s: GameState, spot: int):
    """((space, distance, long edge), x2) of a bid spot in the current 4- or 6-card mode."""
    sp = s.tables.spots[spot]
    return sp.targets6 if s.six_cards() else sp.targets4


def _other_ends(s: GameState, card: int) -> tuple:
    return s.tables.ends_of[card]


# ---------------------------------------------------------------- choice generators

def bid_choices(s: GameState, seat: int) -> list:
    """Every legal ``Bid`` of ``seat`` now (solo: the coin must beat the debris on its spot)."""
    coins = sorted(set(s.coins[seat]))
    out = []
    if s.players == 1:
        for spot in _mode_spots(s):
            st = s.stacks[spot]
            if st and st[-1] >= COIN:
                continue
            debris = sum(1 for x in st if x < COIN)
            out.extend(Bid(spot, c) for c in coins if debris == 0 or c > debris)
        return out
    for spot in _mode_spots(s):
        if s.bid_seat[spot] < 0:
            out.extend(Bid(spot, c) for c in coins)
    return out


def _gen_manip(s: GameState, seat: int) -> list:
    out = [Keep()]
    free = [sp for sp in _mode_spots(s) if s.bid_seat[sp] < 0]
    coins = sorted(set(s.coins[seat]))
    for spot in range(len(s.bid_seat)):
        if s.bid_seat[spot] == seat:
            out.extend(Jump(spot, to) for to in free)
            out.extend(Swap(spot, c) for c in coins if c != s.bid_coin[spot])
    return out


def _gen_return(s: GameState, seat: int) -> list:
    return [ReturnCard(c) for c in s.drawn]


def _solo_ok(s: GameState, m_type: int, area: int, mon, colour: int, completes: bool) -> bool:
    """Solo: solid colours, and a completing card must leave a free colour for the monument."""
    current = mon_colour(mon) if mon is not None else WILD
    if colour != WILD and current != WILD and colour != current:
        return False
    if not completes:
        return True
    final = current if current != WILD else colour
    free = free_colours(s, m_type, area)
    return bool(free) if final == WILD else final in free


def placements(s: GameState, seat: int, card: int, areas: list[int], open_mons: list) -> list:
    """Every ``Build`` of ``card`` (either end) into ``areas``: new monuments and ``open_mons``."""
    t = s.tables
    out = []
    solo = s.players == 1
    for e in t.ends_of[card]:
        m, p = t.end_mon[card][e], t.end_pos[card][e]
        col = t.end_col[card][e]
        if p == 1:
            for a in areas:
                if solo and not _solo_ok(s, m, a, None, col, SIZES[m] == 1):
                    continue
                out.append(Build(card, e, -1, a))
        else:
            for mon in open_mons:
                if mon.mon == m and len(mon.cards) == p - 1:
                    if solo and not _solo_ok(s, m, mon.area, mon, col, p == SIZES[m]):
                        continue
                    out.append(Build(card, e, mon.id, mon.area))
    return out


def _areas(s: GameState, seat: int) -> list[int]:
    return [0, 1] if s.players == 1 else s.teammates(seat)


def _gen_build(s: GameState, seat: int) -> list:
    areas = _areas(s, seat)
    mons = [m for m in s.monuments if m.alive and m.area in areas]
    open_mons = [m for m in mons if not m.complete]
    hand = s.hands[seat]
    out = []
    for card in hand:
        out.extend(placements(s, seat, card, areas, open_mons))
    if s.options.reconstruction:
        t = s.tables
        for m in mons:
            for lvl in range(1, len(m.cards) + 1):
                for card in hand:
                    for e in _other_ends(s, card):
                        if t.end_mon[card][e] == m.mon and t.end_pos[card][e] == lvl:
                            out.append(Reconstruct(m.id, lvl, card, e))
    if s.players == 1:
        out.extend(Abandon(m.id) for m in open_mons if m.cards)
        out.extend(extreme_exchanges(s, seat))
    out.append(Done())
    return out


def _gen_place(s: GameState, seat: int) -> list:
    card = s.must_place[0]
    areas = _areas(s, seat)
    open_mons = [m for m in s.monuments if m.alive and m.area in areas and not m.complete]
    return placements(s, seat, card, areas, open_mons)


def _gen_wild(s: GameState, seat: int) -> list:
    mid = s.wild_queue[0][0]
    m = s.monuments[mid]
    levels = [i for i, c in enumerate(m.fixed) if c == WILD]
    if s.players == 1:
        return [WildColours(mid, (c,) * len(levels)) for c in free_colours(s, m.mon, m.area)]
    combos = [WildColours(mid, cols) for cols in product(range(5), repeat=len(levels))]
    return sorted(combos, key=lambda ch: -wild_value(s, ch).points)  # the owner's best score first


def _gen_discard(s: GameState, seat: int) -> list:
    return [Discard(c) for c in s.hands[seat]]


def _gen_power(s: GameState, seat: int) -> list:
    if s.architect[seat] == "red_before_leftover":
        return [UsePower(-1), SkipPower()] if (s.red or s.discards) else [SkipPower()]
    return [UsePower(c) for c in s.discards] + [SkipPower()]


def _buyable(s: GameState, seat: int, card: int) -> bool:
    areas = _areas(s, seat)
    open_mons = [m for m in s.monuments if m.alive and m.area in areas and not m.complete]
    return bool(placements(s, seat, card, areas, open_mons))


def _gen_leftover(s: GameState, seat: int) -> list:
    out = [TakePoints()]
    seen = set()
    for c in s.discards:
        if c not in seen and _buyable(s, seat, c):
            out.append(BuyDiscard(c))
        seen.add(c)
    coin = s.coins[seat][0] if s.coins[seat] else 0
    if s.bhairavs_left and s.bhairav[seat] < 0 and coin >= s.tables.bhairav_cost:
        out.extend(BuyBhairav(c) for c in s.bhairavs_left)
    return out


def _gen_storage(s: GameState, seat: int) -> list:
    left = sorted(c for i, c in enumerate(s.market) if c >= 0 and not s.tables.spaces[i].storage)
    return [Store(pair) for pair in combinations(left, 2)]


def extreme_exchanges(s: GameState, seat: int) -> list:
    """Solo Extreme: "at any time, you may discard 2 cards from your hand to retrieve 1 card from the
    discard pile" - every pair of hand cards (not a card that must be built now) for every discard
    (a holofoil Buddha only if it could then be built, since it must be built at once)."""
    if s.players != 1 or s.options.expertise != "extreme" or not s.discards:
        return []
    hand = sorted(c for c in s.hands[seat] if c not in s.must_place)
    if len(hand) < 2:
        return []
    open_mons = [m for m in s.monuments if m.alive and not m.complete]
    takes = [c for c in sorted(set(s.discards))
             if s.tables.cards[c].deck != "holo" or placements(s, seat, c, [0, 1], open_mons)]
    return [Exchange(a, b, c) for a, b in combinations(hand, 2) for c in takes]


def choices_for(s: GameState, kind: str, seat: int) -> list:
    """The full list of legal choices of a decision: the kind's own, and in solo Extreme the exchange
    power at every decision (Build lists it before ``Done``)."""
    out = GEN[kind](s, seat)
    if s.players == 1 and kind != "build":
        out = out + extreme_exchanges(s, seat)
    return out


GEN = {"bid": bid_choices, "manipulate": _gen_manip, "return": _gen_return, "build": _gen_build,
        "place": _gen_place, "wild_colour": _gen_wild, "discard": _gen_discard, "power": _gen_power,
        "power_discard": _gen_discard, "leftover": _gen_leftover, "storage": _gen_storage}
