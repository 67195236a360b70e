"""Helpers shared by the bots: choices applied to a ``Position``, card gains, and the bid model.

Everything here reads only a player's view (or a ``Position`` made from one): the bid model
treats a face-down coin as any coin its owner may still hold, and players who bid later as
bidding on each card with a fixed chance.
"""
from __future__ import annotations

from dataclasses import replace

from ..data import SIZES, WILD
from .position import DEFAULT, Mon, Params, Position, value


def after(pos: Position, ch) -> Position:
    """The position after the seat's own build-phase choice (Build, Reconstruct, Abandon,
    Exchange, Discard); other choices leave it as it is."""
    k = ch.kind
    t = pos.t
    if k == "build":
        hand = list(pos.hand)
        if ch.card in hand:
            hand.remove(ch.card)
        mons = list(pos.mons)
        col = t.end_col[ch.card][ch.end]
        if ch.monument < 0:
            new_id = -1 - sum(1 for m in mons if m.id < 0)
            mt = t.end_mon[ch.card][ch.end]
            m = Mon(new_id, ch.area, mt, [(ch.card, ch.end)], [col], SIZES[mt] == 1)
            mons.append(m)
        else:
            for i, m in enumerate(mons):
                if m.id == ch.monument:
                    nm = Mon(m.id, m.area, m.mon, m.cards + [(ch.card, ch.end)], m.fixed + [col],
                             len(m.cards) + 1 == SIZES[m.mon])
                    mons[i] = nm
                    break
        return replace(pos, hand=hand, mons=mons)
    if k == "reconstruct":
        hand = list(pos.hand)
        hand.remove(ch.card)
        mons = list(pos.mons)
        for i, m in enumerate(mons):
            if m.id == ch.monument:
                cards, fixed = list(m.cards), list(m.fixed)
                cards[ch.level - 1] = (ch.card, ch.end)
                fixed[ch.level - 1] = t.end_col[ch.card][ch.end]
                mons[i] = Mon(m.id, m.area, m.mon, cards, fixed, m.complete)
        return replace(pos, hand=hand, mons=mons)
    if k == "abandon":
        return replace(pos, mons=[m for m in pos.mons if m.id != ch.monument])
    if k == "exchange":
        hand = [c for c in pos.hand if c not in (ch.give1, ch.give2)] + [ch.take]
        return replace(pos, hand=hand)
    if k == "discard":
        hand = list(pos.hand)
        hand.remove(ch.card)
        return replace(pos, hand=hand)
    if k == "wild":
        mons = list(pos.mons)
        for i, m in enumerate(mons):
            if m.id == ch.monument:
                fixed = list(m.fixed)
                levels = [j for j, c in enumerate(fixed) if c == WILD]
                if len(ch.colours) == len(levels):
                    for j, c in zip(levels, ch.colours):
                        fixed[j] = c
                else:  # solo: one colour for all
                    fixed = [ch.colours[0]] * len(fixed)
                mons[i] = Mon(m.id, m.area, m.mon, m.cards, fixed, m.complete)
        return replace(pos, mons=mons)
    return pos


def with_cards(pos: Position, cards) -> Position:
    return replace(pos, hand=list(pos.hand) + list(cards))


def best_build_value(pos: Position, prm: Params = DEFAULT, depth: int = 3) -> float:
    """Value after building greedily from the hand (a few steps): a card's worth to the seat."""
    best = value(pos, prm)
    if depth <= 0:
        return best
    cur = pos
    for _ in range(depth):
        opts = build_options(cur)
        if not opts:
            break
        scored = [(value(nxt, prm), i) for i, nxt in enumerate(opts)]
        v, i = max(scored)
        if v <= best + 1e-9:
            break
        best, cur = v, opts[i]
    return best


def build_options(pos: Position) -> list[Position]:
    """Positions after one legal-looking build from the hand into the seat's (or its team's) areas."""
    from ..choices import Build
    t = pos.t
    out = []
    areas = [pos.seat] + [mate for mate, _objs in pos.mates]
    open_mons = [m for m in pos.mons if not m.complete and m.area in areas]
    for c in set(pos.hand):
        ends = (0,) if t.cards[c].ends[0] == t.cards[c].ends[1] else (0, 1)
        for e in ends:
            mt, p = t.end_mon[c][e], t.end_pos[c][e]
            if p == 1:
                out.extend(after(pos, Build(c, e, -1, a)) for a in areas)
            else:
                for m in open_mons:
                    if m.mon == mt and len(m.cards) == p - 1:
                        out.append(after(pos, Build(c, e, m.id, m.area)))
    return out


# ---------------------------------------------------------------- the bid model

def spot_targets(view, spot: int):
    t = view.tables
    sp = t.spots[spot]
    six = view.players >= 5 or (view.players == 1 and view.round >= 2)
    return sp.targets6 if six else sp.targets4


def seat_rank(view) -> dict:
    n = view.players
    return {(view.first_player + i) % n: i for i in range(n)}


def later_bidders(view) -> list[int]:
    """Seats that still bid after the viewer in this round (from public facts)."""
    n = view.players
    if n == 1:
        return []
    order = [(view.first_player + i) % n for i in range(n)]
    placed = {seat for _spot, seat, _coin in view.bids}
    if n == 2:
        # order: first, second, second, first
        counts = {p: sum(1 for _s, seat, _c in view.bids if seat == p) for p in order}
        seq = [order[0], order[1], order[1], order[0]]
        done = sum(counts.values())
        return [p for p in seq[done + 1:] if p != view.player] or []
    return [p for p in order if p not in placed and p != view.player]


def beat_chance(my_coin: int, my_key: tuple, their_coins: list[int], their_key: tuple) -> float:
    """Chance my coin beats a bidder whose coin is any of ``their_coins`` (equally likely);
    keys are (distance, edge flag, turn rank), smaller wins a tie."""
    if not their_coins:
        return 1.0
    win = 0
    for w in their_coins:
        if my_coin > w or (my_coin == w and my_key < their_key):
            win += 1
    return win / len(their_coins)


def win_chances(view, spot: int, coin: int, p_later: float = 0.45) -> list[tuple[int, float]]:
    """[(market space, chance I win its card)] for a bid of ``coin`` on ``spot``."""
    me = view.player
    rank = seat_rank(view)
    out = []
    targets = spot_targets(view, spot) or ()
    bids = view.bids
    later = later_bidders(view)
    for space, dist, long_edge in targets:
        if view.market[space] < 0:
            continue
        my_key = (dist, 0 if long_edge else 1, rank.get(me, 0))
        chance = 1.0
        for osp, seat, c in bids:
            if seat == me:
                continue
            for s2, d2, l2 in spot_targets(view, osp) or ():
                if s2 == space:
                    their = [c] if c is not None else view.coins_left(seat)
                    chance *= beat_chance(coin, my_key, their, (d2, 0 if l2 else 1, rank.get(seat, 0)))
        for seat in later:
            coins = view.coins_left(seat)
            if not coins:
                continue
            lose = sum(1 for w in coins if w >= coin) / len(coins)
            chance *= 1.0 - p_later * lose
        out.append((space, chance))
    return out


def coin_cost(coins: list[int], coin: int, lam: float = 0.5) -> float:
    """Points given up by spending ``coin`` now: the last bid of a half costs the other coin's
    leftover exactly; earlier, each pip is worth ``lam`` of a point."""
    if len(coins) <= 2:
        return float(coin)
    return lam * coin


def card_gains(pos: Position, cards: list[int], prm: Params = DEFAULT) -> dict:
    """Value each card adds to the seat's position (built greedily if it can be)."""
    base = best_build_value(pos, prm, depth=2)
    return {c: best_build_value(with_cards(pos, [c]), prm, depth=2) - base for c in cards}
