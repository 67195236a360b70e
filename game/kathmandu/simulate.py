"""Headless games between bots: ``python main.py kathmandu simulate ...`` and ``run_games`` for tools."""
from __future__ import annotations

import json
import random
import sys
import time
from dataclasses import dataclass, field, replace

from .bots import BOTS, make_bot
from .data import MONUMENTS
from .engine import apply, pending
from .options import OptionError, options_help, parse_options
from .player_view import PlayerView
from .record import record
from .scoring import colour_bonus, scores, top_points, winners
from .state import GameState, new_game


def play_game(options, bots: list, bot_seed: int | None = None) -> GameState:
    """One game from start to end; each bot sees only its own view."""
    s = new_game(options)
    rng = random.Random(options.seed * 7919 + 17 if bot_seed is None else bot_seed)
    views = [PlayerView(s, p) for p in range(s.players)]
    while True:
        d = pending(s)
        if d is None:
            return s
        apply(s, bots[d.player].decide(views[d.player], rng))


@dataclass
class Summary:
    games: int = 0
    seconds: float = 0.0
    cpu_seconds: float = 0.0
    totals: list = field(default_factory=list)  # every seat's total, every game
    per_seat: list = field(default_factory=list)
    wins: list = field(default_factory=list)
    mon_count: list = field(default_factory=lambda: [0, 0, 0, 0])
    mon_points: list = field(default_factory=lambda: [0, 0, 0, 0])
    solo_wins: int = 0
    rounds: int = 0


def monument_stats(s: GameState) -> tuple[list[int], list[int]]:
    """Completed monuments per type and the points they scored (top card + colour bonus; a Buddha
    also its new-colour point)."""
    count, pts = [0] * 4, [0] * 4
    seen = set()
    for m in s.monuments:
        if m.alive and m.complete:
            count[m.mon] += 1
            pts[m.mon] += (m.holo or top_points(s, m)) + colour_bonus(s.tables, m.fixed)
            if m.mon == 0 and s.players > 1 and (m.area, m.fixed[0]) not in seen:
                seen.add((m.area, m.fixed[0]))
                pts[0] += s.tables.buddha_new_colour
    return count, pts


def run_games(base_options, bots: list, games: int, seed: int, on_game=None) -> Summary:
    n = base_options.players
    summary = Summary(per_seat=[[] for _ in range(n)], wins=[0] * n)
    t0 = time.perf_counter()
    c0 = time.process_time()
    for g in range(games):
        s = play_game(replace(base_options, seed=seed + g), bots)
        sc = scores(s)
        for b in sc:
            summary.totals.append(b.total)
            summary.per_seat[b.seat].append(b.total)
        for w in winners(s, sc):
            summary.wins[w] += 1
        c, p = monument_stats(s)
        for i in range(4):
            summary.mon_count[i] += c[i]
            summary.mon_points[i] += p[i]
        summary.solo_wins += 1 if s.solo_won else 0
        summary.rounds += s.round
        summary.games += 1
        if on_game:
            on_game(g, s)
    summary.seconds = time.perf_counter() - t0
    summary.cpu_seconds = time.process_time() - c0
    return summary


def format_summary(sm: Summary, options, bot_names: list[str]) -> str:
    n = options.players
    lines = [f"games {sm.games}  players {n}  bots {','.join(bot_names)}  options {','.join(options.words()) or '-'}"]
    if sm.games:
        tot = sm.totals
        lines.append(f"score  average {sum(tot) / len(tot):.1f}  min {min(tot)}  max {max(tot)}")
        for p in range(n):
            v = sm.per_seat[p]
            lines.append(f"  seat {p + 1}: average {sum(v) / len(v):.1f}  min {min(v)}  max {max(v)}  wins {sm.wins[p]}")
        if n == 1:
            lines.append(f"solo wins {sm.solo_wins} of {sm.games}  average rounds {sm.rounds / sm.games:.1f}")
        per = [f"{MONUMENTS[i]} {sm.mon_count[i] / sm.games / n:.2f} built, "
               f"{(sm.mon_points[i] / sm.mon_count[i]) if sm.mon_count[i] else 0:.1f} pts each, "
               f"{sm.mon_points[i] / sm.games / n:.1f} pts/player" for i in range(4)]
        lines.append("monuments per player-game: " + "; ".join(per))
    rate = sm.games / sm.seconds if sm.seconds > 0 else float("inf")
    cpu = sm.games / sm.cpu_seconds if sm.cpu_seconds > 0 else float("inf")
    lines.append(f"{sm.seconds:.2f} s, {rate:.0f} games/second ({cpu:.0f} per CPU-second of this process)")
    return "\n".join(lines)


def register(ksub) -> None:
    p = ksub.add_parser("simulate", help="headless games between bots")
    p.add_argument("--players", type=str, default="4", metavar="N", help="1-6 (default 4)")
    p.add_argument("--games", type=str, default="100", metavar="G", help="number of games (default 100)")
    p.add_argument("--seed", type=str, default="0", metavar="S", help="seed of the first game (game i uses S+i)")
    p.add_argument("--bots", default="random", metavar="NAMES",
                   help=f"one bot for every seat or a comma list per seat ({', '.join(sorted(BOTS))})")
    p.add_argument("--options", action="append", default=[], metavar="WORDS",
                   help=options_help())
    p.add_argument("--json", action="store_true", help="one JSON game record per line")
    p.add_argument("--check", action="store_true",
                   help="audit every finished game (no card, coin or debris created or lost) and replay its record")
    p.set_defaults(handler=_simulate)


def _int(text: str, name: str, lo: int, hi: int | None = None) -> int:
    from game.cli import CliError
    try:
        v = int(text)
    except ValueError:
        raise CliError(f"--{name} must be a whole number, got {text!r}") from None
    if v < lo or (hi is not None and v > hi):
        if hi is None:
            raise CliError(f"--{name} must be at least {lo}, got {v}")
        span = f"{lo}-{hi}" if lo >= 0 else f"between {lo} and {hi}"  # "-4611...-4611..." read badly
        raise CliError(f"--{name} must be {span}, got {v}")
    return v


def _simulate(args) -> int:
    from game.cli import CliError
    from .data import DataError, load_tables
    try:
        load_tables()
    except DataError as exc:
        raise CliError(str(exc)) from None
    n = _int(args.players, "players", 1, 6)
    games = _int(args.games, "games", 1)
    seed = _int(args.seed, "seed", -(2 ** 62), 2 ** 62)
    try:
        options = parse_options(args.options, n, seed)
    except OptionError as exc:
        raise CliError(f"--options: {exc}") from None
    names = [b.strip() for b in args.bots.split(",") if b.strip()]
    if len(names) == 1:
        names = names * n
    if len(names) != n:
        raise CliError(f"--bots: give 1 name or {n} names, got {len(names)}")
    try:
        bots = [make_bot(b) for b in names]
    except ValueError as exc:
        raise CliError(f"--bots: {exc}") from None
    out = sys.stdout

    problems: list[str] = []

    def each(g: int, s: GameState) -> None:
        rec = record(s) if (args.json or args.check) else None
        if args.check:
            from .audit import audit
            from .record import RecordError, replay
            for p in audit(s):
                problems.append(f"game {g} (seed {seed + g}): {p}")
            try:
                replay(json.loads(json.dumps(rec)))
            except RecordError as exc:
                problems.append(f"game {g} (seed {seed + g}): replay: {exc}")
        if args.json:
            rec["game"] = g
            out.write(json.dumps(rec, separators=(",", ":")) + "\n")

    try:
        sm = run_games(options, bots, games, seed, each if (args.json or args.check) else None)
        if not args.json:
            print(format_summary(sm, options, names))
        out.flush()
    except BrokenPipeError:  # e.g. piped into head
        import os
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    if problems:
        print(f"check failed: {problems[0]} ({len(problems)} problem(s))", file=sys.stderr)
        return 1
    if args.check and not args.json:
        print(f"check: {games} games audited and replayed exactly")
    return 0


__all__ = ["play_game", "run_games", "format_summary", "register", "monument_stats"]
