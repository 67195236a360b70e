"""Paired decision-level comparison of Hard settings: each bid judged by where it leads.

A whole-game screen cannot rank settings that differ by a few points of win share (1000 games
have a standard error of 1.6 points, and the games diverge after the first decision that differs;
docs/dev/KATHMANDU-BOTS.md, How much a screen can tell). This tool pairs at the level of one
decision instead. The first configuration plays games against three Normal bots (seats rotating
as in ``kathmandu tournament``). At each of its bids, every configuration decides from the same
view with the same random generator, and every bid that one of them picked or searched is played
on from the *true* state to the end of the game by fixed policies (the candidate's seat by
Normal's policy with Hard's evaluation - what Hard plays between its bids -, the others by the
Normal bot). Those policies are deterministic, so two bids from one position differ only by the
bid: the difference of their final margins (the seat's score minus the best other score) and
wins is paired exactly. One JSON line per configuration: how often it bid differently from the
first one and the mean paired difference of margin and win (with standard errors), per round too.

    python -m tools.kathmandu_regret --games 200 '{}' '{"model": "normal"}'

For the first configuration it also prints what its search added over Normal's ranking (the
first candidate) and the regret against the best of its own candidates (an upper bound no bot
reaches: the true state is not known). ``--dump FILE`` writes every judged decision as a JSON line.
A configuration holds ``HardBot`` keyword arguments; ``iterations`` defaults to 19 (about the
default 300 ms, exact, so the run does not depend on the machine's load).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time

from tools.kathmandu_fork import load_configs, map_games, outcome


def _bot(cfg: dict):
    from game.kathmandu.bots.hard import HardBot
    kw = dict(cfg)
    kw.setdefault("iterations", 19)
    kw["seconds"] = None
    return HardBot(**kw)


def _finish(s, me: int, own, normal) -> tuple[float, int]:
    """(win share, margin over the best other seat) of seat ``me`` after fixed policies play ``s`` out."""
    from game.kathmandu.engine import apply, pending
    from game.kathmandu.player_view import PlayerView
    rng = random.Random(0)
    while (d := pending(s)) is not None:
        bot = own if d.player == me else normal
        apply(s, bot.decide(PlayerView(s, d.player), rng))
    return outcome(s, me)


def play(args: tuple) -> list[dict]:
    """The judged bids of game ``g``: one record per bid of the first configuration."""
    g, seed, configs = args
    from game.kathmandu.bots.normal import NormalBot
    from game.kathmandu.bots.tournament import tournament_game
    from game.kathmandu.engine import apply, pending
    from game.kathmandu.options import parse_options
    from game.kathmandu.player_view import PlayerView

    seats, s, rng = tournament_game(parse_options([], 4, seed), ["cand", "normal", "normal", "normal"], seed, g)
    me = seats.index("cand")
    bots = [_bot(c) for c in configs]
    lead = bots[0]
    normal = NormalBot()
    own = NormalBot(lead.prm, lead.lam, lead.p_later)
    out = []
    while (d := pending(s)) is not None:
        if d.player != me:
            apply(s, normal.decide(PlayerView(s, d.player), rng))
            continue
        view = PlayerView(s, me)
        if d.kind != "bid":
            apply(s, lead.decide(view, rng))
            continue
        state = rng.getstate()
        picks, searched = [], []
        for bot in bots[1:]:
            r2 = random.Random()
            r2.setstate(state)
            bot.last_search = None
            picks.append(bot.decide(view, r2))
            searched.append(bot.last_search)
        lead.last_search = None
        pick = lead.decide(view, rng)
        cands, means, samples = lead.last_search or ([pick], [None], 0)
        prior = dict((c, v) for v, c in lead.bid_scores(view, cands))
        judged = list(dict.fromkeys(cands + [pick] + picks))
        q = {}
        for c in judged:
            s2 = s.copy()
            apply(s2, c)
            q[c] = _finish(s2, me, own, normal)
        key = judged.index

        def means_of(found) -> list:
            """A configuration's sample means of the judged bids (None: not among its candidates)."""
            if not found:
                return [None] * len(judged)
            cs, ms, _n = found
            return [round(ms[cs.index(c)], 3) if c in cs and ms[cs.index(c)] is not None else None for c in judged]
        out.append({"game": g, "round": s.round, "cands": [key(c) for c in cands], "pick": key(pick),
                    "picks": [key(c) for c in picks], "prior": [round(prior[c], 3) if c in prior else None for c in judged],
                    "mean": means_of((cands, means, samples)), "means": [means_of(f) for f in searched],
                    "win": [q[c][0] for c in judged], "margin": [q[c][1] for c in judged],
                    "bids": [f"{c.spot}/{c.coin}" for c in judged]})
        apply(s, pick)
    return out


def _summary(name, diffs_m: list[float], diffs_w: list[float], rounds: list[int], changed: int, n: int) -> dict:
    def mse(xs):
        return (round(sum(xs) / len(xs), 3), round(statistics.pstdev(xs) / len(xs) ** 0.5, 3)) if xs else (0.0, 0.0)
    by_round = {}
    for r in sorted(set(rounds)):
        dm = [d for d, rr in zip(diffs_m, rounds) if rr == r]
        dw = [d for d, rr in zip(diffs_w, rounds) if rr == r]
        by_round[r] = {"changed": sum(1 for x, y in zip(dm, dw) if x or y), "margin": mse(dm)[0], "win": mse(dw)[0]}
    return {"cfg": name, "decisions": n, "changed": changed, "margin": mse(diffs_m), "win": mse(diffs_w),
            "by_round": by_round}


def agreement(recs: list[dict], means_of) -> tuple[float, int]:
    """How often a configuration's sample means order two of its candidates as their margins do
    (pairs tied on either side left out): how well its search ranks bids, over many more pairs
    than there are changed decisions."""
    agree = total = 0
    for r in recs:
        ms = means_of(r)
        ks = [k for k, m in enumerate(ms) if m is not None]
        for i, a in enumerate(ks):
            for b in ks[i + 1:]:
                if ms[a] == ms[b] or r["margin"][a] == r["margin"][b]:
                    continue
                total += 1
                agree += (ms[a] > ms[b]) == (r["margin"][a] > r["margin"][b])
    return (round(agree / total, 4) if total else 0.0), total


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.kathmandu_regret", description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--first", type=int, default=0, help="the first game's number")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--dump", help="write every judged bid as a JSON line to this file")
    ap.add_argument("configs", nargs="*", default=["{}"], help="JSON objects of HardBot settings; the first plays")
    a = ap.parse_args(argv)
    configs = load_configs(a.configs, _bot)
    t0 = time.perf_counter()
    work = [(g, a.seed, configs) for g in range(a.first, a.first + a.games)]
    res = map_games(play, work, a.jobs, 2)
    recs = [r for game in res for r in game]
    if a.dump:
        with open(a.dump, "w", encoding="utf-8") as f:
            for r in recs:
                f.write(json.dumps(r) + "\n")
    rounds = [r["round"] for r in recs]
    for i, cfg in enumerate(configs):
        if i == 0:
            continue
        dm = [r["margin"][r["picks"][i - 1]] - r["margin"][r["pick"]] for r in recs]
        dw = [r["win"][r["picks"][i - 1]] - r["win"][r["pick"]] for r in recs]
        changed = sum(1 for r in recs if r["picks"][i - 1] != r["pick"])
        out = _summary(cfg, dm, dw, rounds, changed, len(recs))
        out["agreement"] = agreement(recs, lambda r, i=i: r["means"][i - 1])
        print(json.dumps(out), flush=True)
    dm = [r["margin"][r["pick"]] - r["margin"][r["cands"][0]] for r in recs]
    dw = [r["win"][r["pick"]] - r["win"][r["cands"][0]] for r in recs]
    changed = sum(1 for r in recs if r["pick"] != r["cands"][0])
    out = _summary(f"{json.dumps(configs[0])}: search over Normal's first candidate", dm, dw, rounds, changed, len(recs))
    out["agreement"] = agreement(recs, lambda r: r["mean"])
    out["agreement_normal"] = agreement(recs, lambda r: r["prior"])
    print(json.dumps(out), flush=True)
    dm = [max(r["margin"][k] for k in r["cands"]) - r["margin"][r["pick"]] for r in recs]
    print(json.dumps({"cfg": "best candidate in hindsight over the pick", "margin": round(sum(dm) / max(1, len(dm)), 3)}))
    print(json.dumps({"seconds": round(time.perf_counter() - t0, 1)}), flush=True)
    return 0


if __name__ == "__main__":
    code = main(sys.argv[1:])
    sys.stdout.flush()
    os._exit(code)
