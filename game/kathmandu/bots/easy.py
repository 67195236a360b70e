"""Easy: sensible and greedy on what it sees, without planning.

It bids for the spot whose two cards fit its monuments best right now (a high coin only for a
card it really wants), builds every card it can (extending a monument before starting one, and
keeping colours together), discards what fits least, and takes its leftover coin as points unless
a discard finishes a monument. It never looks at other players' needs or at its Mission.
"""
from __future__ import annotations

import random

from ..data import SIZES, WILD
from .base import BaseBot
from .budget import Budget
from .common import spot_targets


def _open(view) -> list:
    me = view.player
    areas = [0, 1] if view.players == 1 else [me]
    return [m for m in view.monuments if m.area in areas and not m.complete]


def usefulness(view, card: int, open_mons=None) -> float:
    """How well a card fits the monuments the viewer has now (0 = not at all)."""
    t = view.tables
    open_mons = _open(view) if open_mons is None else open_mons
    best = 0.0
    for e in (0, 1):
        mt, p, col = t.end_mon[card][e], t.end_pos[card][e], t.end_col[card][e]
        if mt == 0:
            best = max(best, 2.0 + t.end_pts[card][e] * 0.5)
        elif p == 1:
            best = max(best, 1.0 + 0.3 * mt)
        else:
            for m in open_mons:
                if m.mon == mt and len(m.cards) == p - 1:
                    same = col == WILD or all(c in (col, WILD) for c in m.fixed)
                    best = max(best, 3.0 + p + (1.5 if same else 0.0) + (2.0 if p == SIZES[mt] else 0.0))
                elif m.mon == mt and len(m.cards) < p - 1:
                    best = max(best, 1.5)
    return best


class EasyBot(BaseBot):
    name = "easy"

    def choose(self, view, choices: list, rng: random.Random, budget: Budget):
        kind = view.pending().kind
        if kind in ("bid",):
            return self._bid(view, choices, rng)
        if kind in ("build", "place"):
            return self._build(view, choices)
        if kind in ("discard", "power_discard"):
            return min(choices, key=lambda c: (usefulness(view, c.card), c.card))
        if kind == "return":
            return min(choices, key=lambda c: (usefulness(view, c.card), c.card))
        if kind == "leftover":
            return self._leftover(view, choices)
        if kind == "storage":
            return max(choices, key=lambda c: sum(usefulness(view, x) for x in c.cards))
        if kind == "power":
            use = [c for c in choices if c.kind == "power"]
            if not use:
                return choices[-1]
            if use[0].card < 0:
                return use[0]
            best = max(use, key=lambda c: usefulness(view, c.card))
            worst = min((usefulness(view, c) for c in view.hand), default=0.0)
            return best if usefulness(view, best.card) > worst else choices[-1]
        return choices[0]  # wild colours come best-scoring first; keep the bids as they are

    def _bid(self, view, choices, rng):
        market = view.market
        open_mons = _open(view)
        spot_val = {}
        for ch in choices:
            if ch.spot not in spot_val:
                vals = [usefulness(view, market[s], open_mons) for s, _d, _l in (spot_targets(view, ch.spot) or ())
                        if market[s] >= 0]
                spot_val[ch.spot] = sum(vals) + 0.5 * max(vals, default=0.0)
        best_spot = max(spot_val, key=lambda s: (spot_val[s], -s))
        coins = sorted({c.coin for c in choices if c.spot == best_spot})
        want = spot_val[best_spot]
        coin = coins[-1] if want >= 9 else coins[len(coins) // 2] if want >= 6 else coins[0]
        return next(c for c in choices if c.spot == best_spot and c.coin == coin)

    def _build(self, view, choices):
        t = view.tables
        mons = {m.id: m for m in view.monuments}
        best, best_v = None, 0.0
        for ch in choices:
            if ch.kind != "build":
                continue
            col = t.end_col[ch.card][ch.end]
            p = t.end_pos[ch.card][ch.end]
            mt = t.end_mon[ch.card][ch.end]
            if ch.area != (view.player if view.players > 1 else ch.area):
                continue
            if ch.monument >= 0:
                m = mons[ch.monument]
                same = col == WILD or all(c in (col, WILD) for c in m.fixed)
                v = 4.0 + p + (2.0 if same else 0.0) + (t.end_pts[ch.card][ch.end] if p == SIZES[mt] else 0.0)
            else:
                v = 1.0 + t.end_pts[ch.card][ch.end] + (0.5 if mt == 0 else 0.2 * mt)
            if v > best_v:
                best, best_v = ch, v
        return best if best is not None else next((c for c in choices if c.kind == "done"), choices[0])

    def _leftover(self, view, choices):
        coin = view.coins_left(view.player)
        coin = coin[0] if coin else 0
        open_mons = _open(view)
        best = None
        for ch in choices:
            if ch.kind == "buy":
                u = usefulness(view, ch.card, open_mons)
                if u >= 7 and u - 3 > coin and (best is None or u > best[0]):
                    best = (u, ch)
        return best[1] if best else next(c for c in choices if c.kind == "points")
