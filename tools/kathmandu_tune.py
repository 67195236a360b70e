"""Tune the Kathmandu bots' evaluation: a candidate bot against three default Normal bots.

Each configuration plays the same seeded games (game g: table seed S + g, seats rotating as in
``kathmandu tournament``), so configurations are compared on the same deals. One JSON line per
configuration: its win share (fair 25%), its average score and the Normals'.

    python -m tools.kathmandu_tune --games 1000 --seed 0 '{}' '{"p_section": 0.18, "lam": 2.2}'
    python -m tools.kathmandu_tune --bot hard --games 300 '{"iterations": 20}' '{"iterations": 20, "width": 8}'

A configuration sets ``Params`` fields (``p_section``, ``share``, ...) and the bot's keyword
arguments (``lam``, ``p_later``, ``build_depth``; for Hard also ``iterations``, ``width``,
``opp_weight``, ...). The Hard bot starts from its own table parameters (``hard.TABLE_PARAMS``).
This is how ``TABLE_PARAMS`` / ``TABLE_LAM`` were found (docs/dev/KATHMANDU-BOTS.md, Tuning).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from dataclasses import fields, replace

BOT_ARGS = {"lam", "p_later", "build_depth", "iterations", "width", "opp_weight", "rollout", "model", "seconds",
            "horizon", "coin_alts", "own",
            "leftover_once", "infer"}


def run(bot: str, cfg: dict, games: int, seed: int, first: int = 0) -> dict:
    from game.kathmandu.bots.hard import DEFAULT_SECONDS, TABLE_PARAMS, HardBot
    from game.kathmandu.bots.normal import NormalBot
    from game.kathmandu.bots.position import DEFAULT, Params
    from game.kathmandu.bots.tournament import run_tournament
    from game.kathmandu.options import parse_options

    names = {f.name for f in fields(Params)}
    unknown = set(cfg) - names - BOT_ARGS
    if unknown:
        raise SystemExit(f"unknown setting(s): {', '.join(sorted(unknown))}")
    kw = {k: v for k, v in cfg.items() if k in BOT_ARGS}
    prm = replace(TABLE_PARAMS if bot == "hard" else DEFAULT, **{k: v for k, v in cfg.items() if k in names})
    if bot == "hard":
        kw.setdefault("seconds", None if "iterations" in kw else DEFAULT_SECONDS)
        cand = HardBot(params=prm, **kw)
    else:
        cand = NormalBot(prm, **kw)
    stats, secs = run_tournament(parse_options([], 4, seed), ["cand", "normal", "normal", "normal"], games, seed,
                                 {"cand": cand, "normal": NormalBot()}, first=first)
    c, n = stats["cand"], stats["normal"]
    return {"bot": bot, "cfg": cfg, "games": games, "seed": seed, "first": first, "win": round(c.win_share / games, 4),
            "score": round(c.score_sum / c.seat_games, 2), "normal_score": round(n.score_sum / n.seat_games, 2),
            "cpu_ms_p95": round(c.percentile(0.95, True), 1), "seconds": round(secs, 1)}


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.kathmandu_tune", description=__doc__.splitlines()[0])
    ap.add_argument("--bot", choices=("normal", "hard"), default="normal")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--first", type=int, default=0, help="the first game's number (games first .. first + games - 1)")
    ap.add_argument("configs", nargs="*", default=["{}"], help="JSON objects of settings")
    a = ap.parse_args(argv)
    for text in a.configs:
        try:
            cfg = json.loads(text)
        except json.JSONDecodeError as exc:
            raise SystemExit(f"not a JSON object: {text!r} ({exc})") from None
        if not isinstance(cfg, dict):
            raise SystemExit(f"not a JSON object: {text!r}")
        print(json.dumps(run(a.bot, cfg, a.games, a.seed, a.first)), flush=True)
    return 0


if __name__ == "__main__":
    code = main(sys.argv[1:])
    sys.stdout.flush()
    os._exit(code)
