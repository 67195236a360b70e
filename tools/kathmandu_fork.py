"""Paired comparison of Hard settings over the end of the game (a candidate against three Normal).

Each game (seats rotating as in ``kathmandu tournament``) is played by the first configuration up
to the start of round ``--round``; from that one position - the same state, the game's random
generator and the bots' random generator copied - the rest is played once per configuration.
The games are identical up to there, so the differences between configurations are measured
without the deal-to-deal noise of whole games (a 300-game screen of whole games has a standard
error of about 3 points of win share, more than most effects looked for). One JSON line per
configuration: its win share, its mean margin over the best other seat, the paired difference
from the first configuration with its standard error, and how many games it changed.

    python -m tools.kathmandu_fork --games 600 --round 7 '{}' '{"width": 8}'

A configuration holds ``HardBot`` keyword arguments; ``iterations`` defaults to 13 (exact, so
the runs do not depend on the machine's load). Only settings that act from ``--round`` on are
measured this way; for the whole game use ``tools.kathmandu_tune``.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time


def _bot(cfg: dict):
    from game.kathmandu.bots.hard import HardBot
    kw = dict(cfg)
    kw.setdefault("iterations", 13)
    kw["seconds"] = None
    return HardBot(**kw)


def load_configs(texts: list[str], make) -> list[dict]:
    """The command line's JSON configurations, each checked by building its bot with ``make``
    before any game is played; a bad one ends the run with a one-line message."""
    try:
        configs = [json.loads(x) for x in texts]
    except json.JSONDecodeError as exc:
        raise SystemExit(f"not a JSON object: {exc}") from None
    if not all(isinstance(c, dict) for c in configs):
        raise SystemExit("every configuration must be a JSON object")
    for c in configs:
        try:
            make(c)  # an unknown setting fails here, before any game
        except TypeError as exc:
            raise SystemExit(f"not a HardBot setting: {json.dumps(c)} ({exc})") from None
    return configs


def outcome(s, me: int) -> tuple[float, int]:
    """(win share, margin over the best other seat) of seat ``me`` in the finished game ``s``."""
    from game.kathmandu.scoring import scores, winners
    sc = scores(s)
    won = winners(s, sc)
    return (1.0 / len(won) if me in won else 0.0), sc[me].total - max(b.total for b in sc if b.seat != me)


def map_games(play, work: list, jobs: int, chunksize: int) -> list:
    """``play`` over every item of ``work``, in ``jobs`` worker processes when more than one."""
    if jobs > 1:
        from multiprocessing import Pool
        with Pool(jobs) as pool:
            return pool.map(play, work, chunksize=chunksize)
    return [play(w) for w in work]


def play(args: tuple) -> list[tuple[float, int]]:
    """(win share, margin over the best other seat) of the candidate in game ``g``, per configuration."""
    g, seed, fork_round, configs = args
    from game.kathmandu.bots.normal import NormalBot
    from game.kathmandu.engine import apply, pending
    from game.kathmandu.options import parse_options
    from game.kathmandu.player_view import PlayerView
    from game.kathmandu.bots.tournament import tournament_game

    seats, s, rng = tournament_game(parse_options([], 4, seed), ["cand", "normal", "normal", "normal"], seed, g)
    me = seats.index("cand")
    normal = NormalBot()

    def run(s, rng, cand, stop: int | None) -> None:
        while (d := pending(s)) is not None and (stop is None or s.round < stop):
            bot = cand if seats[d.player] == "cand" else normal
            apply(s, bot.decide(PlayerView(s, d.player), rng))

    run(s, rng, _bot(configs[0]), fork_round)
    out = []
    for cfg in configs:
        s2, r2 = s.copy(), random.Random()
        r2.setstate(rng.getstate())
        run(s2, r2, _bot(cfg), None)
        out.append(outcome(s2, me))
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.kathmandu_fork", description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=600)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--round", type=int, default=7, help="the round from which each configuration plays")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("configs", nargs="+", help="JSON objects of HardBot settings; the first plays up to --round")
    a = ap.parse_args(argv)
    configs = load_configs(a.configs, _bot)
    t0 = time.perf_counter()
    work = [(g, a.seed, a.round, configs) for g in range(a.games)]
    res = map_games(play, work, a.jobs, 4)
    for i, cfg in enumerate(configs):
        diff = [r[i][0] - r[0][0] for r in res]
        print(json.dumps({"cfg": cfg, "round": a.round, "games": a.games, "seed": a.seed,
                          "win": round(sum(r[i][0] for r in res) / a.games, 4),
                          "margin": round(sum(r[i][1] for r in res) / a.games, 2),
                          "diff": round(sum(diff) / a.games, 4),
                          "se": round(statistics.pstdev(diff) / a.games ** 0.5, 4),
                          "changed": sum(1 for x in diff if x)}), flush=True)
    print(json.dumps({"seconds": round(time.perf_counter() - t0, 1)}), flush=True)
    return 0


if __name__ == "__main__":
    code = main(sys.argv[1:])
    sys.stdout.flush()
    os._exit(code)
