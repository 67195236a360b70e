"""``python main.py bench``: the performance figures and the budgets they are held to.

Measured headless in one run (details in ``game/benchmarks/``):
- frame work time (update + draw + flip, not the wait) of the real scenes through the real App,
  at 1280x720 and 1920x1080 windows, beside the cost of bare full-screen blits;
- CPU use while idle on the title and in a paused level;
- time from process start to the first drawn frame of the title;
- level load time, the solver over the campaign, Kathmandu games per second, bot decision times;
- peak resident memory of a play session.

``--json`` prints one object; ``--quick`` runs fewer frames and games (the smoke test);
``--only`` runs some parts. Timings are never asserted: each figure is printed with its budget
and PASS / OVER. A part whose subject is not in the build says "not available: <why>".
"""
from __future__ import annotations

import os
import platform
import shutil
import sys
import time

#: the budgets of issues #9 and #17, on the reference 2-core machine (frames: main-thread CPU p99)
BUDGETS = {
    "frame_p99_ms_1280x720": 4.0,
    "frame_p99_ms_1920x1080": 6.0,
    "frame_wall_to_cpu_p99": 1.5,
    "idle_cpu_percent": 2.0,
    "first_frame_s": 0.5,
    "peak_memory_mb": 150.0,
}

PARTS = ("frames", "idle", "startup", "levels", "solver", "hints", "kathmandu", "bots", "net", "memory")


def register(sub) -> None:
    p = sub.add_parser("bench", help="measure performance headless",
                       description="Measure frame times, idle CPU, start-up, load/solver/simulation speed "
                                   "and memory, headless, and compare them with the budgets.")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--quick", action="store_true", help="fewer frames and games (a smoke run)")
    p.add_argument("--only", metavar="PART[,PART]", default=None,
                   help="run only these parts: " + ", ".join(PARTS))
    p.add_argument("--scenes", metavar="KEY[,KEY]", default=None,
                   help="frame part: only these scenes (title, relics, kathmandu6, kathmandu6hard, handoff, dialog)")
    p.add_argument("--repeat", type=int, default=1, metavar="N",
                   help="run everything N times and report the median of each figure (noisy machines)")
    p.add_argument("--verbose", action="store_true", help="print tracebacks of failing parts to stderr")
    p.set_defaults(handler=_run)


def _split(text: str | None, allowed: tuple[str, ...] | None, what: str) -> set[str] | None:
    if not text:
        return None
    from game.cli import CliError

    items = {t.strip() for t in text.split(",") if t.strip()}
    if allowed is not None:
        bad = sorted(items - set(allowed))
        if bad:
            raise CliError(f"unknown {what} {', '.join(bad)} (choose from {', '.join(allowed)})")
    return items


def _progress(text: str) -> None:
    print(f"bench: {text}", file=sys.stderr, flush=True)


def _run(args) -> int:
    from game.benchmarks import harness

    parts = _split(args.only, PARTS, "part") or set(PARTS)
    from game.benchmarks.scenes import SCENES

    scene_keys = _split(args.scenes, tuple(k for k, _l, _b in SCENES), "scene")
    if not 1 <= args.repeat <= 20:
        from game.cli import CliError

        raise CliError(f"--repeat must be 1-20, got {args.repeat}")
    own_home = not os.environ.get("DURBAR_BENCH_HOME")
    home = harness.headless_env()
    quick = bool(args.quick)
    started = time.perf_counter()
    rows = []
    try:
        from game.benchmarks.report import median_rows

        runs = []
        for i in range(args.repeat):
            say = None if args.json else (lambda t, i=i: _progress(f"[run {i + 1}/{args.repeat}] {t}"
                                                                  if args.repeat > 1 else t))
            runs.append(collect(parts, quick, scene_keys, verbose=args.verbose, progress=say))
        rows = median_rows(runs) if len(runs) > 1 else runs[0]
    finally:
        if own_home:
            shutil.rmtree(home, ignore_errors=True)
    meta = machine()
    meta.update({"quick": quick, "repeat": args.repeat, "parts": sorted(parts), "seconds": round(time.perf_counter() - started, 1),
                 "budgets": BUDGETS})
    from game.benchmarks.report import table, to_json

    if args.json:
        print(to_json(rows, meta))
    else:
        head = (f"Durbar bench - {meta['cpus']} CPUs, load {meta['load']}, Python {meta['python']}, "
                f"pygame-ce {meta['pygame']}{' (quick)' if quick else ''}"
                f"{f', median of {args.repeat} runs' if args.repeat > 1 else ''} - {meta['seconds']} s")
        print(table(rows, head))
    return 1 if any(r.status == "ERROR" for r in rows) else 0


def collect(parts: set[str], quick: bool, scene_keys=None, *, verbose: bool = False, progress=None) -> list:
    """Run the chosen parts in table order; each part's failure becomes an ERROR row."""
    from game.benchmarks import child, cores, frames, hints, startup
    from game.benchmarks.report import failed

    say = progress or (lambda _t: None)
    plan = [
        ("frames", "frame work of the scenes",
         lambda: frames.run(frames=40 if quick else 300, warmup=15 if quick else 60, only=scene_keys,
                            verbose=verbose)),
        ("idle", "idle CPU", lambda: child.idle_rows(seconds=1.0 if quick else 4.0)),
        ("startup", "time to first frame",
         lambda: startup.rows(runs=1 if quick else 5) + startup.window_rows(runs=1 if quick else 5)),
        ("levels", "level load", lambda: cores.level_load_rows(quick)),
        ("solver", "solver over the campaign", lambda: cores.solver_rows(quick)),
        ("hints", "hints by lookup", lambda: hints.rows(quick)),
        ("kathmandu", "Kathmandu games per second", lambda: cores.kathmandu_rows(quick)),
        ("bots", "bot decision times", lambda: cores.bot_rows(quick)),
        ("net", "Kathmandu online tables", lambda: __import__("game.benchmarks.net", fromlist=["rows"]).rows(quick)),
        ("memory", "peak memory", lambda: child.memory_rows(frames=60 if quick else 600)),
    ]
    rows = []
    for key, what, fn in plan:
        if key not in parts:
            continue
        say(f"{what}...")
        t0 = time.perf_counter()
        try:
            rows.extend(fn())
        except Exception as exc:  # one broken part never hides the others
            if verbose:
                import traceback

                traceback.print_exc()
            rows.append(failed(key, f"{key}.error", what, exc))
        say(f"{what}: {time.perf_counter() - t0:.1f} s")
    return rows


def machine() -> dict:
    try:
        import pygame

        pg = pygame.version.ver
    except ImportError:
        pg = "-"
    try:
        load = " ".join(f"{x:.1f}" for x in os.getloadavg())
    except OSError:
        load = "-"
    return {"cpus": os.cpu_count(), "load": load, "python": platform.python_version(), "pygame": pg,
            "platform": platform.platform(terse=True)}
