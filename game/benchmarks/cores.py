"""The pure cores: level loading, the solver over the campaign, Kathmandu games and bot decisions.

None of these import pygame; the figures are for information (the issue sets no budget on them)
but make regressions visible: a slower loader, a solver that explores more, a bot that thinks
too long for the table's animation to hide it.
"""
from __future__ import annotations

import random
import statistics
import time
from dataclasses import replace

from game.benchmarks.report import Row, missing, percentile

LEVELS = "Relics levels"
KATH = "Kathmandu core"
BOTS = "Kathmandu bots (decision time)"


def _campaign():
    try:
        from game.relics.loader import campaign_paths
    except ImportError as exc:
        return None, f"Relics loader missing ({exc})"
    paths = campaign_paths()
    if not paths:
        return None, "no campaign levels in levels/ yet"
    return paths, ""


def level_load_rows(quick: bool) -> list[Row]:
    paths, why = _campaign()
    if not paths:
        return [missing(LEVELS, "levels.load_max", "level load, slowest map", why, "ms")]
    from game.relics.loader import load_level

    repeats = 1 if quick else 3
    per: dict[str, float] = {}
    for p in paths:
        best = float("inf")
        for _ in range(repeats):
            t0 = time.perf_counter()
            load_level(p)
            best = min(best, time.perf_counter() - t0)
        per[p.stem] = best * 1000
    slow = max(per, key=per.get)
    vals = list(per.values())
    return [
        Row(LEVELS, "levels.load_max", "level load, slowest map", per[slow], "ms",
            detail=f"{slow}; median {statistics.median(vals):.1f} ms over {len(vals)} maps",
            extra={"per_map_ms": per, "median_ms": statistics.median(vals)}),
        Row(LEVELS, "levels.load_total", "level load, whole campaign", sum(vals), "ms",
            detail=f"{len(vals)} maps"),
    ]


def solver_rows(quick: bool) -> list[Row]:
    paths, why = _campaign()
    if not paths:
        return [missing(LEVELS, "solver.campaign_s", "solver, whole campaign", why, "s")]
    from game.relics.loader import load_level
    from game.relics.solver import solve

    if quick:
        paths = paths[:3]
    total_s, total_states, per, unsolved = 0.0, 0, {}, []
    for p in paths:
        level = load_level(p)
        t0 = time.perf_counter()
        res = solve(level)
        dt = time.perf_counter() - t0
        total_s += dt
        total_states += res.states_explored
        per[p.stem] = {"seconds": dt, "states": res.states_explored, "status": res.status}
        if not res.solved:
            unsolved.append(p.stem)
    slow = max(per, key=lambda k: per[k]["seconds"])
    label = "solver, first 3 maps" if quick else "solver, whole campaign"
    note = f"; not solved: {', '.join(unsolved)}" if unsolved else ""
    return [
        Row(LEVELS, "solver.campaign_s", label, total_s, "s",
            detail=f"{len(per)} maps, {total_states:,} states; slowest {slow} {per[slow]['seconds']:.2f} s{note}",
            extra={"maps": len(per), "states": total_states, "per_map": per, "unsolved": unsolved}),
        Row(LEVELS, "solver.states_per_s", "solver states per second", total_states / total_s if total_s else 0.0,
            "states/s"),
    ]


def _kathmandu():
    try:
        from game.kathmandu.options import GameOptions
        from game.kathmandu.simulate import play_game
    except ImportError as exc:
        return None, None, f"Kathmandu core missing ({exc})"
    return GameOptions, play_game, ""


def kathmandu_rows(quick: bool) -> list[Row]:
    GameOptions, play_game, why = _kathmandu()
    if GameOptions is None:
        return [missing(KATH, "kathmandu.games_per_s", "games per second", why, "games/s")]
    from game.kathmandu.bots import make_bot

    seconds = 0.3 if quick else 2.0
    rows = []
    for n in range(1, 7):
        bots = [make_bot("random") for _ in range(n)]
        games, t0, seed = 0, time.perf_counter(), 1
        while True:
            play_game(GameOptions(players=n, seed=seed), bots)
            games += 1
            seed += 1
            el = time.perf_counter() - t0
            if el >= seconds and games >= 2:
                break
        label = "solo game" if n == 1 else f"{n}-player games"
        rows.append(Row(KATH, f"kathmandu.games_per_s.{n}p", f"{label}, random bots", games / el, "games/s",
                        detail=f"{games} games in {el:.2f} s", extra={"games": games, "seconds": el}))
    return rows


def bot_rows(quick: bool) -> list[Row]:
    GameOptions, _play, why = _kathmandu()
    if GameOptions is None:
        return [missing(BOTS, "bots.decide", "bot decisions", why, "ms")]
    from game.kathmandu.bots import BOTS as REGISTRY, make_bot
    from game.kathmandu.engine import apply, pending
    from game.kathmandu.player_view import PlayerView
    from game.kathmandu.state import new_game

    cap_s = 1.5 if quick else 12.0
    cap_games = 1 if quick else 3
    rows = []
    for name in REGISTRY:
        try:
            bot = make_bot(name)
        except ImportError as exc:
            rows.append(missing(BOTS, f"bots.{name}.p99", f"{name} bot, 4 players, p99", f"{exc}", "ms"))
            continue
        times: list[float] = []
        t_start = time.perf_counter()
        games = 0
        for g in range(cap_games):
            s = new_game(GameOptions(players=4, seed=100 + g))
            rng = random.Random(g)
            views = [PlayerView(s, p) for p in range(s.players)]
            while True:
                d = pending(s)
                if d is None:
                    games += 1
                    break
                t0 = time.perf_counter()
                choice = bot.decide(views[d.player], rng)
                times.append(time.perf_counter() - t0)
                apply(s, choice)
                if time.perf_counter() - t_start > cap_s:
                    break
            if time.perf_counter() - t_start > cap_s:
                break
        ms = [t * 1000 for t in times]
        p50, p95, p99 = (percentile(ms, q) for q in (50, 95, 99))
        rows.append(Row(BOTS, f"bots.{name}.p99", f"{name} bot, 4 players, p99", p99, "ms",
                        detail=f"p50 {p50:.2f}  p95 {p95:.2f}  max {max(ms):.1f}; {len(ms)} decisions, {games} full games",
                        extra={"p50": p50, "p95": p95, "p99": p99, "max": max(ms), "decisions": len(ms),
                               "games": games}))
    return rows
