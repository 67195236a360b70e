"""Balance check for the card table: ``python -m game.kathmandu.balance [--games G]``.

Plays games between simple greedy builders (a calibration yardstick, not a strong bot: the
bots package holds the real ones) and prints score ranges and how much each monument type
earns per card invested, per player count. The point values in ``deckgen.POINTS`` were chosen
with it (target: games end around 35-60 points; no monument type dominates).
"""
from __future__ import annotations

import argparse
import random

from .data import SIZES
from .options import parse_options
from .simulate import format_summary, run_games


class GreedyBot:
    """Bids for cards that extend its monuments, builds whatever extends or starts one, keeps the best."""
    name = "greedy"

    def _value(self, v, card: int, mons, hand) -> float:
        t = v.tables
        best = 0.0
        for e in (0, 1):
            m, p, col = t.end_mon[card][e], t.end_pos[card][e], t.end_col[card][e]
            size = SIZES[m]
            if p == 1:
                if size == 1:
                    have = {mm.fixed[0] for mm in mons if mm.mon == 0 and mm.complete}
                    val = 3.0 if col not in have else 2.0
                else:
                    nxt = any(t.end_mon[h][x] == m and t.end_pos[h][x] == 2 for h in hand for x in (0, 1))
                    val = 2.0 + (1.5 if nxt else 0.0)
            else:
                ready = any(mm.mon == m and not mm.complete and len(mm.cards) == p - 1 for mm in mons)
                val = (3.0 + 2.0 * p + (t.end_pts[card][e] / 2 if p == size else 0)) if ready else 0.5
            best = max(best, val)
        return best

    def decide(self, v, rng: random.Random):
        d = v.pending()
        ch = d.choices()
        k = d.kind
        mons = [m for m in v.monuments if m.area == v.player]
        hand = v.hand
        t = v.tables
        if k == "bid":
            six = v.players >= 5 or (v.players == 1 and v.round >= 2)
            market = v.market

            def spot_value(spot: int) -> float:
                sp = t.spots[spot]
                tg = sp.targets6 if six else sp.targets4
                return sum(self._value(v, market[s], mons, hand) * (1.0 if dist == 0 else 0.6)
                           for s, dist, _ in tg if market[s] >= 0)
            spots = {c.spot for c in ch}
            best = max(spots, key=lambda sp: (spot_value(sp), -sp))
            coins = sorted(c.coin for c in ch if c.spot == best)
            coin = coins[-1] if spot_value(best) >= 6 else coins[0]
            return next(c for c in ch if c.spot == best and c.coin == coin)
        if k in ("build", "place"):
            scored = []
            for c in ch:
                if c.kind != "build":
                    continue
                m, p = t.end_mon[c.card][c.end], t.end_pos[c.card][c.end]
                if c.monument >= 0:
                    sc = 10.0 + p
                elif SIZES[m] == 1:
                    have = {mm.fixed[0] for mm in mons if mm.mon == 0 and mm.complete}
                    sc = 6.0 if t.end_col[c.card][c.end] not in have else 2.5
                else:
                    waiting = any(mm.mon == m and not mm.complete and len(mm.cards) == 1 for mm in mons)
                    sc = 1.5 if waiting else 3.0
                scored.append((sc, rng.random(), c))
            if scored:
                sc, _, c = max(scored)
                if sc >= 2 or k == "place":
                    return c
            return next((c for c in ch if c.kind == "done"), ch[0])
        if k in ("discard", "power_discard"):
            return min(ch, key=lambda c: (self._value(v, c.card, mons, hand), c.card))
        if k == "return":
            return min(ch, key=lambda c: (self._value(v, c.card, mons, hand), c.card))
        if k == "leftover":
            coin = v.coins_left(v.player)[0] if v.coins_left(v.player) else 0
            buys = [c for c in ch if c.kind == "buy"]
            if buys:
                best = max(buys, key=lambda c: self._value(v, c.card, mons, hand))
                if self._value(v, best.card, mons, hand) >= 3 + coin:
                    return best
            return ch[0]
        if k == "manipulate":
            return ch[0]
        if k == "power":
            return ch[-1]
        return ch[0]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.kathmandu.balance")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--players", default="2,3,4,5,6")
    ap.add_argument("--options", default="")
    ap.add_argument("--seed", type=int, default=1000)
    a = ap.parse_args(argv)
    for n in (int(x) for x in a.players.split(",")):
        opts = parse_options([a.options], n, a.seed)
        sm = run_games(opts, [GreedyBot() for _ in range(n)], a.games, a.seed)
        print(format_summary(sm, opts, ["greedy"] * n))
        per_card = [(sm.mon_points[i] / (sm.mon_count[i] * SIZES[i])) if sm.mon_count[i] else 0 for i in range(4)]
        print("points per card invested: " + ", ".join(f"{x:.2f}" for x in per_card))
        print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
