"""Normal: plans with a heuristic evaluation of its own position (``position.value``).

- Bids: for every legal (spot, coin), the chance of winning each target card (face-down coins
  are any coin their owner may still hold; later bidders contest a card with a fixed chance)
  times what the card adds to the position over a red-deck draw, minus what the coin costs the
  leftover. Bid manipulation is judged the same way.
- Building: one build at a time, the one whose result - or the best result one more build
  from it reaches (``build_depth`` 2) - raises the evaluation most; ``Done`` when none does.
  Monuments, colour bonuses and Mission objectives are all in the evaluation, so it starts
  monuments it can hope to finish and keeps colours together when that pays.
- Discards, wild colours, the leftover coin, architect powers and the solo Storage: the choice
  whose resulting position evaluates best.
"""
from __future__ import annotations

import random

from ..data import WILD
from . import solo_plan
from .base import BaseBot
from .budget import Budget
from .common import after, build_options, coin_cost, win_chances
from .position import DEFAULT, Params, Position, from_view, value
from dataclasses import replace


def card_gain(pos: Position, card: int, prm: Params, base: float) -> float:
    """What holding or building ``card`` now adds to ``pos``."""
    from ..choices import Build
    from ..data import SIZES
    t = pos.t
    held = replace(pos, hand=pos.hand + [card])
    best = value(held, prm)
    ends = (0,) if t.cards[card].ends[0] == t.cards[card].ends[1] else (0, 1)
    areas = pos.areas  # solo: both squares; teams: every area of the team
    for e in ends:
        mt, p = t.end_mon[card][e], t.end_pos[card][e]
        if p == 1:
            for a in areas:
                best = max(best, value(after(held, Build(card, e, -1, a)), prm))
        else:
            for m in pos.mons:
                if not m.complete and m.area in areas and m.mon == mt and len(m.cards) == p - 1:
                    if pos.players == 1 and SIZES[mt] > 0:
                        col = t.end_col[card][e]
                        mc = next((c for c in m.fixed if c != WILD), WILD)
                        if col != WILD and mc != WILD and col != mc:
                            continue
                    best = max(best, value(after(held, Build(card, e, m.id, m.area)), prm))
    return best - base


def red_baseline(view, pos: Position, prm: Params, base: float, sample: int = 8) -> float:
    """Expected gain of a card drawn blind from the red deck (cards not visible to the viewer)."""
    t = view.tables
    if view.players == 1:
        return 0.0
    seen = set(view.hand) | set(view.discards) | {c for m in view.monuments for c, _e in m.cards}
    reds = [c.index for c in t.cards if c.deck == "red" and c.index not in seen]
    if not reds:
        return 0.0
    step = max(1, len(reds) // sample)
    picks = reds[::step]
    return sum(card_gain(pos, c, prm, base) for c in picks) / len(picks)


class NormalBot(BaseBot):
    name = "normal"

    def __init__(self, params: Params | None = None, lam: float = 1.1, p_later: float = 0.45,
                 build_depth: int = 2):
        self.prm = params or DEFAULT
        self.lam = lam
        self.p_later = p_later
        self.build_depth = build_depth  # a build is judged by the best position one more build can reach

    # ------------------------------------------------------------ dispatch
    #: how hard the solo planner thinks for this bot (see solo_plan.Config)
    solo_config = solo_plan.NORMAL

    def choose(self, view, choices: list, rng: random.Random, budget: Budget):
        if view.players == 1:
            planned = solo_plan.choose(view, choices, self.solo_config)
            if planned is not None:
                return planned
        kind = view.pending().kind
        handler = getattr(self, "_" + kind, None)
        if handler is None:
            return choices[0]
        return handler(view, choices, rng)

    # ------------------------------------------------------------ bidding
    def _market_gains(self, view) -> tuple[list[int], dict[int, float], float]:
        """The market, what each card in it adds to this position, and a blind red draw's worth."""
        prm = self.prm
        pos = from_view(view)
        base = value(pos, prm)
        market = view.market
        gains = {c: card_gain(pos, c, prm, base) for c in market if c >= 0}
        return market, gains, red_baseline(view, pos, prm, base)

    def bid_scores(self, view, choices: list) -> list[tuple[float, object]]:
        """(expected gain, choice) for every Bid choice."""
        market, gains, red = self._market_gains(view)
        coins = view.coins_left(view.player)
        out = []
        for ch in choices:
            if ch.kind != "bid":
                continue
            if view.players == 1:
                from .common import spot_targets
                got = sum(gains.get(market[s], 0.0) for s, _d, _l in (spot_targets(view, ch.spot) or ()) if market[s] >= 0)
                out.append((got - 0.4 * ch.coin, ch))
                continue
            wins = win_chances(view, ch.spot, ch.coin, self.p_later)
            score = sum(p * (gains[market[s]] - red) for s, p in wins)
            out.append((score - coin_cost(coins, ch.coin, self.lam), ch))
        return out

    def _bid(self, view, choices, rng):
        scored = self.bid_scores(view, choices)
        return max(scored, key=lambda x: (x[0], -x[1].coin, -x[1].spot))[1]

    def _manipulate(self, view, choices, rng):
        market, gains, red = self._market_gains(view)
        mine = {spot: coin for spot, seat, coin in view.bids if seat == view.player}
        coins = view.coins_left(view.player)
        best, best_v = None, None
        for ch in choices:
            if ch.kind == "keep":
                options = [(sp, c) for sp, c in mine.items()]
            elif ch.kind == "jump":
                options = [(ch.to, mine[ch.spot])] + [(sp, c) for sp, c in mine.items() if sp != ch.spot]
            else:
                options = [(ch.spot, ch.coin)] + [(sp, c) for sp, c in mine.items() if sp != ch.spot]
            v = 0.0
            for sp, c in options:
                wins = win_chances(view, sp, c, 0.0)
                v += sum(p * (gains[market[s]] - red) for s, p in wins)
                v -= coin_cost(sorted(coins + [c]), c, self.lam)
            if best_v is None or v > best_v + 1e-9:
                best, best_v = ch, v
        return best

    # ------------------------------------------------------------ building
    def _build(self, view, choices, rng):
        prm = self.prm
        pos = from_view(view)
        best, best_v = None, value(pos, prm) + 0.01
        for ch in choices:
            if ch.kind in ("build", "reconstruct", "abandon", "exchange"):
                nxt = after(pos, ch)
                v = value(nxt, prm)
                if self.build_depth > 1 and ch.kind == "build":
                    for nxt2 in build_options(nxt):
                        v = max(v, value(nxt2, prm))
                if v > best_v:
                    best, best_v = ch, v
        return best if best is not None else next(c for c in choices if c.kind == "done")

    def _place(self, view, choices, rng):
        pos = from_view(view)
        return max(choices, key=lambda ch: value(after(pos, ch), self.prm))

    def _wild_colour(self, view, choices, rng):
        pos = from_view(view)
        return max(choices[:60], key=lambda ch: value(after(pos, ch), self.prm))

    def _discard(self, view, choices, rng):
        pos = from_view(view)
        return max(choices, key=lambda ch: (value(after(pos, ch), self.prm), -ch.card))

    _power_discard = _discard

    def _return(self, view, choices, rng):
        pos = from_view(view)
        drawn = view.drawn
        def keep_value(ch):
            kept = [c for c in drawn if c != ch.card]
            return value(replace(pos, hand=pos.hand + kept), self.prm)
        return max(choices, key=keep_value)

    def _power(self, view, choices, rng):
        pos = from_view(view)
        base = value(pos, self.prm)
        best, best_v = next(c for c in choices if c.kind == "skip"), base + 0.3
        for ch in choices:
            if ch.kind != "power":
                continue
            if ch.card < 0:
                return ch  # Liu: a free look at one more card (then discard the worst)
            held = replace(pos, hand=pos.hand + [ch.card])
            v = max(value(after(held, _discard_of(c)), self.prm) for c in held.hand)
            if v > best_v:
                best, best_v = ch, v
        return best

    def _leftover(self, view, choices, rng):
        prm = self.prm
        pos = from_view(view)
        coin = pos.coins[0] if pos.coins else 0
        spent = replace(pos, coins=[])
        best, best_v = None, None
        for ch in choices:
            if ch.kind == "points":
                v = value(replace(spent, banked=spent.banked + coin), prm)
            elif ch.kind == "buy":
                v = value(spent, prm) + card_gain(spent, ch.card, prm, value(spent, prm)) - 0.2
            elif ch.kind == "bhairav":
                v = value(replace(spent, banked=spent.banked + max(0, coin - view.tables.bhairav_cost)), prm)
                v += _bhairav_estimate(pos, ch.colour)
            else:
                continue
            if best_v is None or v > best_v:
                best, best_v = ch, v
        return best

    def _storage(self, view, choices, rng):
        pos = from_view(view)
        base = value(pos, self.prm)
        gains: dict = {}
        for ch in choices:
            for c in ch.cards:
                if c not in gains:
                    gains[c] = card_gain(pos, c, self.prm, base)
        return max(choices, key=lambda ch: sum(gains[c] for c in ch.cards))


def _discard_of(card: int):
    from ..choices import Discard
    return Discard(card)


def _bhairav_estimate(pos: Position, colour: int) -> float:
    t = pos.t
    total = 0.0
    for m in pos.mons:
        if m.area != pos.seat:
            continue
        n = sum(1 for c, e in m.cards if t.end_col[c][e] == colour)
        total += n if m.complete else 0.5 * n
    return total + 0.3 * pos.rounds_left
