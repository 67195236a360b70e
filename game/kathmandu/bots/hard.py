"""Hard: determinized Monte Carlo search under a CPU-time budget, on top of the Normal evaluation.

Bids (and bid manipulation) are where the hidden information lives, so that is where it searches:
1. Normal's bid model ranks the legal bids; the best ``width`` become candidates.
2. Until the budget (CPU seconds of the thinking thread) is spent - or, with ``iterations``, until
   that many samples are done, whatever the time -, it draws a *determinization*
   (``determinize``: the other hands, both decks, the coins under face-down bids and the game's
   random generator redrawn from what the viewer knows; the coin under each face-down bid already
   made is then the one the Normal bot would have put there, seen from that bidder's view of the
   sample when it bid: ``infer``) and plays every candidate in that same
   sample (common random numbers): each player still to bid ranks its bids with Normal's bid
   model on **its own view of the sample** - so it never sees this bot's face-down coin, which
   is how the simultaneous, hidden bids are handled soundly - and takes its best bid on a spot
   still free; then the collect and red-deck draws run in the rules core, the sample plays on
   ``horizon`` more rounds (the other seats by the Easy policy, this bot by Normal's with its own
   evaluation: ``own``), and it is scored as the bot's position after its best build sequence
   minus 0.3 x the best opponent's, minus the coin's price (``lam`` a pip; none when the
   rollout already spent the leftover coin, whose points are then in the position).
3. The candidate with the best mean wins (Normal's order breaks ties), so with a tiny budget it
   plays like Normal.
Building is searched exhaustively over short build sequences (the evaluation is deterministic
given the hand); the other decisions use Normal's choices. ``budget.cancel()`` stops the search
between two samples.
"""
from __future__ import annotations

import random
import threading
import time

from ..engine import apply, pending
from ..player_view import PlayerView
from . import solo_plan
from .budget import Budget
from .common import after, build_options, coin_cost
from .determinize import determinize
from .easy import EasyBot
from .normal import NormalBot
from .position import Params, from_state, value
from dataclasses import replace

#: CPU seconds a searched decision may think (bids, bid manipulation): about 19 samples of two
#: rounds on this machine (one round: 20 samples did as well as 40, 100 ms as well as 350)
DEFAULT_SECONDS = 0.3

#: rounds a sample plays on past this round's collect (this bot by Normal's policy, the others by the rollout policy) before it
#: is valued: one more round prices a coin by what it buys next round, which ``lam`` only guesses.
#: Against three Normal, 1000 games of seed 0: 42.5% (one round at 150 ms: 40.6-40.9%; README, Bots); with the
#: bot's own rollout moves by Normal (``own``) and the leftover priced once (``leftover_once``): 49.3%
DEFAULT_HORIZON = 1

#: Hard's own evaluation at the table, tuned against the Normal bot (README, Bots): a needed
#: section is less likely to come each round than Normal assumes (0.18 a round, Normal 0.3) and a
#: coin pip spent before the last bid of a half is worth 2.2 points (Normal 1.1). With them a
#: Normal bot wins 30-32% against three default ones (fair 25%), and Hard 40.6% against three
#: Normal over 1000 games where it won 38.3% with Normal's settings.
TABLE_PARAMS = Params(p_section=0.18)
TABLE_LAM = 2.2

_MAIN_THREAD = threading.main_thread()


def _breathe() -> None:
    """Let the drawing thread run between two small steps of the search.

    In the window a Hard bot thinks in a worker thread; pure-Python search would otherwise keep
    the GIL for a whole switch interval at a time and the frame loop would stutter (bench scene
    ``kathmandu6hard``). ``time.sleep(0)`` hands the lock over; on the main thread (tournaments,
    simulate) it is skipped.
    """
    if threading.current_thread() is not _MAIN_THREAD:
        time.sleep(0)


class HardBot(NormalBot):
    name = "hard"

    def __init__(self, seconds: float | None = DEFAULT_SECONDS, iterations: int | None = None,
                 width: int = 6, opp_weight: float = 0.3, rollout: str = "easy", model: str = "self",
                 horizon: int = DEFAULT_HORIZON, coin_alts: int = 0, own: str = "normal",
                 leftover_once: bool = True, infer: str = "normal", **kw) -> None:
        kw.setdefault("params", TABLE_PARAMS)
        kw.setdefault("lam", TABLE_LAM)
        super().__init__(**kw)
        self.opp_weight = opp_weight
        # how the players still to bid are modelled: "self" (Normal's bid model with this bot's evaluation),
        # "normal" (the shipped Normal bot's, its own evaluation: 45.3% against 47.4% over 1000 games at 13
        # samples, 2026-12-04, though the opponents measured are those very Normal bots) or "easy" (no plans)
        self.model = model
        self._opponent = NormalBot(self.prm, self.lam, self.p_later)  # this bot's own moves inside a rollout
        self._bidder = NormalBot() if model == "normal" else self._opponent
        self.default_seconds = seconds
        self.iterations = iterations
        self.width = width
        self.coin_alts = coin_alts  # the best N spots are also tried with every other coin (0: off; 1 helped alone, not on top of ``own``)
        # this bot's own moves inside the rollout: "normal" (Normal's, with this bot's evaluation: 2026-12-04,
        # +5-9 points over 300 games against three Normal), "build" (Normal's but for bids) or "easy" (the rollout
        # policy, as the other seats; it builds every card it can)
        self.own = own
        # a rollout that spends this bot's leftover coin (the last bid of a half, horizon >= 1) has its points in
        # the position: the bid's coin is not priced again (before 2026-12-04 it was, so such a coin cost twice)
        self.leftover_once = leftover_once
        # the coins under the face-down bids already made: "normal" (2026-12-07: the coin the Normal bot would
        # have put on that spot, from its view of the sample when it bid; against three Normal 50.9 / 51.9 / 53.7%
        # over the 1000 games of seeds 0 / 100000 / 200000, 49.3 / 47.9 / 49.5% before) or "" (any coin the bidder
        # still held, as ``determinize`` draws them)
        self.infer = infer
        self._inferrer = NormalBot() if infer == "normal" else None
        self.horizon = horizon  # rounds played on past this round's collect (the others by the rollout policy, this bot by ``own``)
        # the policy of the players still to bid inside a sample (stateless: safe to share between threads)
        self._rollout = EasyBot() if rollout == "easy" else NormalBot(self.prm, self.lam, self.p_later)

    solo_config = solo_plan.HARD

    def choose(self, view, choices, rng, budget):
        if view.players == 1:
            planned = solo_plan.choose(view, choices, self.solo_config)
            if planned is not None:
                return planned
        kind = view.pending().kind
        if kind == "bid":
            scored = sorted(self.bid_scores(view, choices), key=lambda x: (-x[0], x[1].coin, x[1].spot))
            if view.players == 1:
                return scored[0][1]
            cands = [c for _v, c in scored[: self.width]]
            if self.coin_alts:
                spots = list(dict.fromkeys(c.spot for _v, c in scored))[: self.coin_alts]
                cands += [c for _v, c in scored if c.spot in spots and c not in cands]
            return self._search(view, cands, rng, budget)
        if kind == "manipulate":
            normal_pick = self._manipulate(view, choices, rng)
            cands = [normal_pick] + [c for c in choices if c != normal_pick]
            return self._search(view, cands[: self.width], rng, budget)
        if kind == "build":
            return self._search_build(view, choices, budget)
        return super().choose(view, choices, rng, budget)

    def _search(self, view, cands: list, rng: random.Random, budget: Budget):
        if len(cands) == 1:
            return cands[0]
        me = view.player
        coins = view.coins_left(me)
        totals = [0.0] * len(cands)
        samples = 0
        limit = self.iterations
        while True:
            if limit is not None:  # a fixed number of samples, whatever the time (only a cancel stops it)
                if samples >= limit or (samples > 0 and budget.cancelled):
                    break
            elif budget.spent():
                break
            base = determinize(view, rng)
            if self._inferrer is not None:
                self._infer_coins(view, base)
            seed = rng.getrandbits(32)
            plans = self._plans(view, base) if self.model != "easy" else {}
            for i, cand in enumerate(cands):
                s = base.copy()
                s.rng = random.Random(seed)
                totals[i] += self._rollout_value(s, me, cand, coins, seed, plans)
            samples += 1
        # for tools.kathmandu_regret: the candidates and their sample means
        self.last_search = (list(cands), [t / samples if samples else None for t in totals], samples)
        if samples == 0:
            return cands[0]
        best = max(range(len(cands)), key=lambda i: (totals[i], -i))
        return cands[best]

    def _infer_coins(self, view, base) -> None:
        """Put under each face-down bid already made the coin the model bot would have bid there:
        its best coin for that spot, judged on the sample as that player saw it when bidding (its
        own hand in the sample, only the bids made before it). One bid a seat, face down, during the
        bids only (after bid manipulation a coin may have been jumped or swapped: drawn blind as before).

        Against three Normal bots the coin read is the true one in 93% of the samples (blind: 31%):
        only their hidden hands, drawn blind, can change their choice."""
        from ..choices import Bid
        if base.face_up or base.players < 3 or base.phase != "bid":
            return
        n = base.players
        order = [(base.first + i) % n for i in range(n)]
        spot_of: dict[int, list[int]] = {}
        for sp, seat in enumerate(base.bid_seat):
            if seat >= 0 and seat != view.player:
                spot_of.setdefault(seat, []).append(sp)
        if not spot_of or any(len(v) != 1 for v in spot_of.values()):
            return
        earlier = [p for p in order if p in spot_of]
        then = base.copy()
        for p in reversed(earlier):
            sp = spot_of[p][0]
            pool = sorted(then.coins[p] + [then.bid_coin[sp]])
            then.bid_seat[sp] = -1
            then.coins[p] = list(pool)
            then.invalidate()
            scored = self._inferrer.bid_scores(PlayerView(then, p), [Bid(sp, c) for c in sorted(set(pool))])
            coin = max(scored, key=lambda x: (x[0], -x[1].coin))[1].coin
            pool.remove(coin)
            base.bid_coin[sp] = coin
            base.coins[p] = pool
        base.invalidate()

    def _plans(self, view, base) -> dict:
        """The bids the players still to bid would like, each ranked by Normal's bid model on its
        own view of the sample. It cannot see this bot's face-down coin, so only the spots taken
        before its turn change its choice: the rollout gives it its best bid on a free spot."""
        from ..choices import Bid
        from .common import later_bidders
        plans = {}
        t = base.tables
        six = base.six_cards()
        spots = [sp.index for sp in t.spots if six or sp.targets4 is not None]
        for p in later_bidders(view):
            pv = PlayerView(base, p)
            free = [sp for sp in spots if base.bid_seat[sp] < 0]
            opts = [Bid(sp, c) for sp in free for c in sorted(set(base.coins[p]))]
            if not opts:
                continue
            ranked = sorted(self._bidder.bid_scores(pv, opts), key=lambda x: (-x[0], x[1].coin, x[1].spot))
            plans[p] = [c for _v, c in ranked]
        return plans

    def _rollout_value(self, s, me: int, cand, coins: list[int], seed: int, plans: dict | None = None) -> float:
        rng = random.Random(seed ^ 0x5EED)
        apply(s, cand)
        start_round = s.round
        end_round = start_round + self.horizon
        paid = False  # my leftover coin was spent inside the rollout (its points are banked)
        while True:
            d = pending(s)
            if d is None or s.round > end_round:
                break
            if d.kind == "leftover" and d.player == me:
                paid = True
            quick = d.kind in ("bid", "manipulate", "return")
            if not quick and s.round == end_round:
                break  # the build phase of the last round played: valued by the best build sequence
            ch = None
            if quick and s.round == start_round:  # this round's bids: the plans; my own return: Normal's
                if d.player == me and d.kind == "return":
                    ch = NormalBot._return(self, PlayerView(s, me), d.choices(), rng)
                elif d.kind == "bid" and plans and d.player in plans:
                    ch = next((c for c in plans[d.player] if s.bid_seat[c.spot] < 0 and c.coin in s.coins[d.player]),
                              None)
            if ch is None and d.player == me and (self.own == "normal" or self.own == "build" and not quick):
                ch = self._opponent.decide(PlayerView(s, me), rng)  # Normal with this bot's evaluation
            if ch is None:
                ch = self._rollout.decide(PlayerView(s, d.player), rng)
            apply(s, ch)
            _breathe()
        pos = replace(from_state(s, me), coins=[])
        v = self._best_sequence(pos, 3)
        if self.opp_weight and s.team is None:
            others = [value(replace(from_state(s, p), coins=[]), self.prm) for p in range(s.players) if p != me]
            v -= self.opp_weight * max(others)
        spent = getattr(cand, "coin", None)
        if paid and self.leftover_once:
            return v  # the coins' worth is the leftover's points, already in the position
        if cand.kind == "bid":
            v -= coin_cost(coins, spent, self.lam)
        elif cand.kind == "swap":
            v -= coin_cost(sorted(coins), spent, self.lam)
        return v

    # ------------------------------------------------------------ building
    def _best_sequence(self, pos, depth: int) -> float:
        best = value(pos, self.prm)
        _breathe()
        if depth <= 0:
            return best
        for nxt in build_options(pos):
            best = max(best, self._best_sequence(nxt, depth - 1))
        return best

    def _search_build(self, view, choices, budget: Budget):
        from .position import from_view
        pos = from_view(view)
        depth = 3 if len(pos.hand) <= 5 else 2
        best, best_v = None, value(pos, self.prm) + 0.01
        for ch in choices:
            if ch.kind in ("build", "reconstruct", "abandon", "exchange"):
                nxt = after(pos, ch)
                v = self._best_sequence(nxt, depth - 1) if ch.kind == "build" else value(nxt, self.prm)
                if v > best_v:
                    best, best_v = ch, v
            if budget.cancelled if self.iterations is not None else budget.spent():
                break
        return best if best is not None else next(c for c in choices if c.kind == "done")
