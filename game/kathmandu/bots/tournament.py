"""``python main.py kathmandu tournament``: seeded games between bots with rotating seats.

Game ``g`` uses the table seed ``S + g`` and puts bot ``names[(i + g) % N]`` in seat ``i``, so
every bot sits in every seat equally often. It prints, per bot name, the win share (a tie
shares the win; with teams every seat of the winning team wins), the fair share (copies / N),
the average final score (solo: monuments completed + Mission objectives met, out of 18), and the 50th / 95th / 99th percentile of its decision times; solo gives
the win rate. ``--json`` prints the same as one JSON object.
"""
from __future__ import annotations

import json
import random
import sys
import time
from dataclasses import dataclass, field, replace

from . import BOTS, make_bot

LEVELS = ("easy", "medium", "hard", "extreme")


def interval(rate: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson ~95% interval of a win rate measured over ``n`` games (a shared win counts its share)."""
    if n <= 0:
        return 0.0, 1.0
    centre = (rate + z * z / (2 * n)) / (1 + z * z / n)
    half = z * ((rate * (1 - rate) / n + z * z / (4 * n * n)) ** 0.5) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class BotStats:
    name: str
    copies: int = 0
    seat_games: int = 0
    win_share: float = 0.0  # sum over games of (won / number of winners)
    score_sum: int = 0
    solo_wins: int = 0
    #: solo: games whose fifth monuments reached at least each level of expertise
    reached: dict = field(default_factory=lambda: dict.fromkeys(LEVELS, 0))
    target: str = "easy"  # solo: the level of expertise played for
    builds: int = 0  # cards built (teams: to show how often a bot builds for a teammate)
    mate_builds: int = 0  # ... of which in a teammate's area
    times: list = field(default_factory=list)  # wall-clock seconds per decision
    cpu_times: list = field(default_factory=list)  # CPU seconds of the deciding thread per decision

    def merge(self, other: "BotStats") -> None:
        """Add another run's counts (the same bot over other games) to these."""
        self.seat_games += other.seat_games
        self.win_share += other.win_share
        self.score_sum += other.score_sum
        self.solo_wins += other.solo_wins
        for k, v in other.reached.items():
            self.reached[k] = self.reached.get(k, 0) + v
        self.builds += other.builds
        self.mate_builds += other.mate_builds
        self.times.extend(other.times)
        self.cpu_times.extend(other.cpu_times)

    def percentile(self, q: float, cpu: bool = False) -> float:
        times = self.cpu_times if cpu else self.times
        if not times:
            return 0.0
        ts = sorted(times)
        k = min(len(ts) - 1, max(0, int(round(q * (len(ts) - 1)))))
        return ts[k] * 1000.0

    def to_dict(self, games: int, players: int) -> dict:
        return {
            "copies": self.copies,
            "win_share": round(self.win_share / games, 4) if games else 0.0,
            "win_share_95": [round(x, 4) for x in interval(self.win_share / games if games else 0.0, games)],
            "fair_share": round(self.copies / players, 4),
            "average_score": round(self.score_sum / self.seat_games, 2) if self.seat_games else 0.0,
            "decisions": len(self.times),
            "ms_p50": round(self.percentile(0.50), 3),
            "ms_p95": round(self.percentile(0.95), 3),
            "ms_p99": round(self.percentile(0.99), 3),
            "cpu_ms_p50": round(self.percentile(0.50, True), 3),
            "cpu_ms_p95": round(self.percentile(0.95, True), 3),
            "cpu_ms_p99": round(self.percentile(0.99, True), 3),
            "builds": self.builds,
            "builds_for_teammates": self.mate_builds,
            **({"solo_win_rate": round(self.solo_wins / games, 4),
                "solo_level": self.target,
                "solo_level_rate": round(self.reached[self.target] / games, 4),
                "solo_level_rate_95": [round(x, 4) for x in interval(self.reached[self.target] / games, games)],
                "solo_reached": {k: round(v / games, 4) for k, v in self.reached.items()}}
               if players == 1 and games else {}),
        }


def build_bots(names: list[str], hard_budget_ms: float | None = None,
               hard_iterations: int | None = None) -> dict:
    bots = {}
    for name in dict.fromkeys(names):
        if name == "hard" and (hard_budget_ms is not None or hard_iterations is not None):
            from .hard import DEFAULT_SECONDS, HardBot
            seconds = hard_budget_ms / 1000.0 if hard_budget_ms is not None else (None if hard_iterations else DEFAULT_SECONDS)
            bots[name] = HardBot(seconds=seconds, iterations=hard_iterations)
        else:
            bots[name] = make_bot(name)
    return bots


def tournament_game(options, names: list[str], seed: int, g: int) -> tuple:
    """Game ``g`` of a tournament: (the seats' bot names, rotating; the new game; the bots' random generator)."""
    from ..state import new_game
    n = options.players
    return ([names[(i + g) % n] for i in range(n)], new_game(replace(options, seed=seed + g)),
            random.Random((seed + g) * 7919 + 17))


def run_tournament(options, names: list[str], games: int, seed: int, bots: dict | None = None,
                   on_game=None, stats_ref: list | None = None, first: int = 0) -> tuple[dict, float]:
    """Plays games ``first`` .. ``first + games - 1``; returns ({bot name: BotStats}, seconds)."""
    from ..engine import apply, pending
    from ..player_view import PlayerView
    from ..scoring import scores, winners

    n = options.players
    bots = bots or build_bots(names)
    from ..solo import achieved_level
    target = (options.expertise or "easy") if n == 1 else "easy"
    stats = {name: BotStats(name, copies=names.count(name), target=target) for name in dict.fromkeys(names)}
    if stats_ref is not None:
        stats_ref[0] = stats
    t0 = time.perf_counter()
    clock = time.perf_counter
    cpu = time.thread_time
    for g in range(first, first + games):
        seats, s, rng = tournament_game(options, names, seed, g)
        views = [PlayerView(s, p) for p in range(n)]
        while True:
            d = pending(s)
            if d is None:
                break
            name = seats[d.player]
            start, cpu_start = clock(), cpu()
            choice = bots[name].decide(views[d.player], rng)
            stats[name].times.append(clock() - start)
            stats[name].cpu_times.append(cpu() - cpu_start)
            if choice.kind == "build" and n > 1:
                stats[name].builds += 1
                stats[name].mate_builds += choice.area != d.player
            apply(s, choice)
        sc = scores(s)
        won = winners(s, sc)
        for p in range(n):
            st = stats[seats[p]]
            st.seat_games += 1
            st.score_sum += sc[p].total
        for p in won:
            stats[seats[p]].win_share += 1.0 / len(won)
        if n == 1:
            st = stats[seats[0]]
            st.solo_wins += 1 if s.solo_won else 0
            level = achieved_level(s)
            if level is not None:
                for k in LEVELS[: LEVELS.index(level) + 1]:
                    st.reached[k] += 1
        if on_game:
            on_game(g, s)
    return stats, time.perf_counter() - t0


def _chunk(args: tuple) -> dict:
    """One worker's share of a parallel tournament (a separate process: its own bots)."""
    options, names, games, seed, first, budget, iters = args
    stats, _secs = run_tournament(options, names, games, seed, build_bots(names, budget, iters), first=first)
    return stats


def run_parallel(options, names: list[str], games: int, seed: int, jobs: int,
                 hard_budget_ms: float | None = None, hard_iterations: int | None = None) -> tuple[dict, float]:
    """The same games as ``run_tournament`` (game g still gets seed S + g and the same seats),
    split into ``jobs`` contiguous chunks played in worker processes; the counts are summed.
    A time-budgeted Hard bot thinks per CPU second of its own process, so it is not slowed by
    the others, but on a machine with fewer free cores than jobs its wall clock is."""
    import multiprocessing as mp
    jobs = max(1, min(jobs, games))
    bounds = [games * k // jobs for k in range(jobs + 1)]
    work = [(options, names, bounds[k + 1] - bounds[k], seed, bounds[k], hard_budget_ms, hard_iterations)
            for k in range(jobs)]
    t0 = time.perf_counter()
    with mp.get_context("spawn").Pool(jobs) as pool:
        parts = pool.map(_chunk, work)
    stats = {name: BotStats(name, copies=names.count(name), target=parts[0][name].target)
             for name in dict.fromkeys(names)}
    for part in parts:
        for name, st in part.items():
            stats[name].merge(st)
    return stats, time.perf_counter() - t0


def _load() -> str:
    import os
    try:
        return " / ".join(f"{x:.1f}" for x in os.getloadavg())
    except OSError:
        return "unknown"


def format_table(stats: dict, games: int, players: int, seconds: float, header: str) -> str:
    lines = [header]
    if players == 1:
        lines.append(f"{'bot':<8} {'games':>6} {'level':>8} {'won at it':>9} {'95% interval':>13} {'any win':>8} {'reached easy/medium/hard/extreme':>33} "
                     f"{'progress/18':>11} {'ms p50':>8} {'ms p95':>8} {'ms p99':>8} {'cpu p50':>8} {'cpu p95':>8}")
        for st in stats.values():
            d = st.to_dict(games, players)
            reached = " / ".join(f"{d['solo_reached'][k]:.0%}" for k in LEVELS)
            lo, hi = d["solo_level_rate_95"]
            lines.append(f"{st.name:<8} {games:>6} {st.target:>8} {d['solo_level_rate']:>9.1%} {f'{lo:.1%}-{hi:.1%}':>13} {d['solo_win_rate']:>8.1%} "
                         f"{reached:>33} {d['average_score']:>11.1f} "
                         f"{d['ms_p50']:>8.2f} {d['ms_p95']:>8.2f} {d['ms_p99']:>8.2f} "
                         f"{d['cpu_ms_p50']:>8.2f} {d['cpu_ms_p95']:>8.2f}")
    else:
        lines.append(f"{'bot':<8} {'seats':>5} {'win share':>9} {'95% interval':>13} {'fair':>6} {'avg score':>9} "
                     f"{'decisions':>9} {'ms p50':>8} {'ms p95':>8} {'ms p99':>8} {'cpu p50':>8} {'cpu p95':>8}")
        for st in stats.values():
            d = st.to_dict(games, players)
            lo, hi = d["win_share_95"]
            lines.append(f"{st.name:<8} {st.copies:>5} {d['win_share']:>9.1%} {f'{lo:.1%}-{hi:.1%}':>13} {d['fair_share']:>6.0%} "
                         f"{d['average_score']:>9.1f} {d['decisions']:>9} {d['ms_p50']:>8.2f} "
                         f"{d['ms_p95']:>8.2f} {d['ms_p99']:>8.2f} {d['cpu_ms_p50']:>8.2f} {d['cpu_ms_p95']:>8.2f}")
        if any(st.mate_builds for st in stats.values()) or "teams" in header:
            for st in stats.values():
                share = st.mate_builds / st.builds if st.builds else 0.0
                lines.append(f"{st.name:<8} built {st.builds} cards, {st.mate_builds} of them in a teammate's area ({share:.1%})")
    rate = games / seconds if seconds > 0 else float("inf")
    lines.append(f"{seconds:.1f} s, {rate:.2f} games/second; load average {_load()} "
                 "(ms: wall clock per decision; cpu: the deciding thread's CPU time, what Hard's budget counts)")
    return "\n".join(lines)


# ---------------------------------------------------------------- command line

def register(ksub) -> None:
    p = ksub.add_parser("tournament", help="seeded games between bots, rotating seats, win shares and timings")
    p.add_argument("--players", default="4", metavar="N", help="1-6 seats (default 4)")
    p.add_argument("--games", default="100", metavar="G", help="number of games (default 100)")
    p.add_argument("--seed", default="0", metavar="S", help="table seed of the first game (game g uses S+g)")
    p.add_argument("--bots", default="normal", metavar="A,B,...",
                   help=f"one name for every seat or one per seat ({', '.join(sorted(BOTS))})")
    p.add_argument("--options", action="append", default=[], metavar="WORDS",
                   help="game options as for simulate (e.g. expertise=hard with --players 1)")
    p.add_argument("--hard-budget-ms", default=None, metavar="MS",
                   help="thinking time of the hard bot per decision, CPU milliseconds of the thinking thread (default: the Hard bot's own, shown in the table's header)")
    p.add_argument("--hard-iterations", default=None, metavar="K",
                   help="a fixed number of samples per hard decision instead of a time budget (reproducible)")
    p.add_argument("--report-every", default=None, metavar="K",
                   help="also print the table so far to stderr after every K games (long runs)")
    p.add_argument("--jobs", default="1", metavar="J",
                   help="play the games in J worker processes (the same games and figures as one; default 1)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(handler=_tournament)


def _number(text, name: str, lo: float, hi: float | None = None, integer: bool = True):
    from game.cli import CliError
    try:
        v = int(text) if integer else float(text)
    except (TypeError, ValueError):
        kind = "a whole number" if integer else "a number"
        raise CliError(f"--{name} must be {kind}, got {text!r}") from None
    if v < lo or (hi is not None and v > hi):
        raise CliError(f"--{name} must be {lo}-{hi}, got {text}" if hi is not None
                       else f"--{name} must be at least {lo}, got {text}")
    return v


def _tournament(args) -> int:
    from game.cli import CliError
    from ..options import OptionError, parse_options

    n = _number(args.players, "players", 1, 6)
    games = _number(args.games, "games", 1, 10 ** 7)
    seed = _number(args.seed, "seed", -(2 ** 62), 2 ** 62)
    budget = None if args.hard_budget_ms is None else _number(args.hard_budget_ms, "hard-budget-ms", 1, 60000, False)
    iters = None if args.hard_iterations is None else _number(args.hard_iterations, "hard-iterations", 1, 100000)
    try:
        options = parse_options(args.options, n, seed)
    except OptionError as exc:
        raise CliError(f"--options: {exc}") from None
    names = [b.strip().lower() for b in str(args.bots).split(",") if b.strip()]
    if not names:
        raise CliError("--bots: give at least one bot name")
    unknown = [b for b in names if b not in BOTS]
    if unknown:
        raise CliError(f"--bots: unknown bot {unknown[0]!r} (known: {', '.join(sorted(BOTS))})")
    if len(names) == 1:
        names = names * n
    if len(names) != n:
        raise CliError(f"--bots: give 1 name or {n} names (one per seat), got {len(names)}")
    every = None if args.report_every is None else _number(args.report_every, "report-every", 1)
    jobs = _number(args.jobs, "jobs", 1, 64)
    if jobs > 1 and every:
        raise CliError("--report-every works with one job only (--jobs 1)")
    load_start = _load()
    t_start = time.perf_counter()

    def progress(g: int, _s) -> None:
        if every and (g + 1) % every == 0 and g + 1 < games:
            print(format_table(stats_ref[0], g + 1, n, time.perf_counter() - t_start, f"after {g + 1} games:"),
                  file=sys.stderr, flush=True)
    stats_ref: list = [None]
    if jobs > 1:
        stats, seconds = run_parallel(options, names, games, seed, jobs, budget, iters)
    else:
        stats, seconds = run_tournament(options, names, games, seed, build_bots(names, budget, iters),
                                        progress, stats_ref)
    hard = ""
    if "hard" in names:
        from .hard import DEFAULT_SECONDS
        default = "%g ms CPU" % (DEFAULT_SECONDS * 1000)
        hard = f"  hard budget {'%g ms CPU' % budget if budget is not None else ('none' if iters else default)}" + \
               (f", {iters} samples" if iters else "")
    header = (f"tournament: {games} games, {n} players, seed {seed}, bots {','.join(names)}, "
              f"options {','.join(options.words()) or '-'}{hard}" + (f", {jobs} jobs" if jobs > 1 else ""))
    try:
        if args.json:
            out = {"games": games, "players": n, "seed": seed, "bots": names, "options": options.words(),
                   "hard_budget_ms": budget, "hard_iterations": iters, "jobs": jobs, "seconds": round(seconds, 2),
                   "load_average_start": load_start, "load_average_end": _load(),
                   "per_bot": {name: st.to_dict(games, n) for name, st in stats.items()}}
            print(json.dumps(out, indent=2))
        else:
            print(format_table(stats, games, n, seconds, header))
        sys.stdout.flush()
    except BrokenPipeError:
        import os
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0
