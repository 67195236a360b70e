"""Hints by lookup (``game.relics.hints``): answer time over random reachable positions of every
campaign level, the time to build each level's push graph, and the memory a whole graph takes.

Positions: for each level, ``POSITIONS / levels`` positions (1,000 in all) reached from the start by a random
number (0 to par) of random pushes (seeded by the level id). Each level's oracle is built first
(in the game this happens in the background when the level opens), then every position is asked
once; an answer the graph cannot give exactly falls back on the solver and is timed all the same.
The game asks the same oracle in its graph worker process (``game.relics.graph_worker``):
``hint.worker_ms`` is the round trip through that process (pickling the position, the lookup,
the answer back) on the first level with a graph.
"""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
import zlib
from pathlib import Path

from game.benchmarks.report import Row, missing, percentile

SECTION = "Relics hints"
POSITIONS = 1000
P95_BUDGET_MS, MAX_BUDGET_MS, MEMORY_BUDGET_MB = 100.0, 300.0, 150.0
ROOT = Path(__file__).resolve().parents[2]


def rows(quick: bool) -> list[Row]:
    from game.relics.loader import campaign_paths, load_level

    paths = campaign_paths()
    if not paths:
        return [missing(SECTION, "hint.p95_ms", "hint answer time, p95", "no campaign levels", "ms", P95_BUDGET_MS)]
    from game.relics.graph import Space
    from game.relics.hints import HintOracle, random_state
    from game.relics import areas as A
    from game.relics.state import State

    if quick:
        paths = paths[:3]
    total = 60 if quick else POSITIONS
    per_level = [total // len(paths) + (1 if i < total % len(paths) else 0) for i in range(len(paths))]
    load0 = os.getloadavg()[0] if hasattr(os, "getloadavg") else -1.0
    times: list[float] = []
    cpu_times: list[float] = []
    builds: dict[str, float] = {}
    sizes: dict[str, int] = {}
    capped: list[str] = []
    by_solver = 0
    worst = ("", 0.0)
    for p, count in zip(paths, per_level):
        level = load_level(p)
        t0 = time.process_time()
        oracle = HintOracle(level).build()
        builds[level.id] = time.process_time() - t0
        g = oracle.graph
        sizes[level.id] = g.size
        if g.capped:
            capped.append(level.id)
        rng = random.Random(zlib.crc32(level.id.encode()))
        space = Space(A.solver_board(State(level)))
        par = level.par or 1
        for _ in range(count):
            s = random_state(level, rng, rng.randint(0, par), space)
            c0, t0 = time.thread_time(), time.perf_counter()
            a = oracle.advice(s)
            dt = (time.perf_counter() - t0) * 1000
            cpu_times.append((time.thread_time() - c0) * 1000)
            times.append(dt)
            by_solver += a.source == "solver"
            if dt > worst[1]:
                worst = (level.id, dt)
        oracle.graph = None  # one graph at a time, as in the game
    biggest = max(sizes, key=sizes.get)
    load1 = os.getloadavg()[0] if hasattr(os, "getloadavg") else -1.0
    detail = (f"{len(times)} positions over {len(paths)} levels; {by_solver} answered by the solver; "
              f"slowest on {worst[0]}; load average {load0:.1f}-{load1:.1f}")
    cpu = {"cpu_p50_ms": percentile(cpu_times, 50), "cpu_p95_ms": percentile(cpu_times, 95),
           "cpu_max_ms": max(cpu_times), "load_average": [load0, load1]}
    out = [
        Row(SECTION, "hint.p50_ms", "hint answer time, p50", percentile(times, 50), "ms", detail=detail),
        Row(SECTION, "hint.p95_ms", "hint answer time, p95", percentile(times, 95), "ms", P95_BUDGET_MS,
            detail=f"main-thread CPU p50 {cpu['cpu_p50_ms']:.2f} / p95 {cpu['cpu_p95_ms']:.2f} / "
                   f"max {cpu['cpu_max_ms']:.1f} ms", extra=cpu),
        Row(SECTION, "hint.max_ms", "hint answer time, max", max(times), "ms", MAX_BUDGET_MS,
            extra={"by_solver": by_solver, "positions": len(times), "slowest_level": worst[0]}),
        Row(SECTION, "hint.build_max_s", "push graph build, slowest level (CPU)", max(builds.values()), "s",
            detail=f"{max(builds, key=builds.get)}; {sum(builds.values()):.1f} s for all; capped: "
                   f"{', '.join(capped) or 'none'}",
            extra={"per_level_s": builds, "nodes": sizes, "capped": capped}),
        Row(SECTION, "hint.build_total_s", "push graph build, all levels (CPU)", sum(builds.values()), "s",
            detail=f"{sum(sizes.values()):,} positions; {sum(sizes.values()) / max(1e-9, sum(builds.values())):,.0f} "
                   "positions per CPU second"),
    ]
    out.append(_worker_row(load_level(paths[0])))
    out.append(_memory_row(biggest, sizes[biggest]))
    return out


def _worker_row(level) -> Row:
    """The round trip of a hint through the graph worker process, once its graph is built."""
    from game.relics.graph_worker import GraphProcess
    from game.relics.hints import random_state

    key, label = "hint.worker_ms", "hint round trip through the graph worker, p95"
    pool = GraphProcess()
    try:
        gen = pool.open(level, 20_000)
        end = time.monotonic() + 120
        while pool.built(gen) is None and time.monotonic() < end:
            time.sleep(0.02)
        if pool.built(gen) is None:
            return missing(SECTION, key, label, "the worker built no graph in 120 s", "ms")
        rng = random.Random(7)
        times = []
        for _ in range(30):
            s = random_state(level, rng, rng.randint(0, level.par or 1))
            t0 = time.perf_counter()
            q = pool.ask(gen, s, 20_000)
            while not q.done and time.perf_counter() - t0 < 30:
                pool.poll()
                time.sleep(0.0005)
            times.append((time.perf_counter() - t0) * 1000)
    finally:
        pool.stop()
    return Row(SECTION, key, label, percentile(times, 95), "ms",
               detail=f"{level.id}, 30 positions; p50 {percentile(times, 50):.2f} ms (wall: pickling, the pipe, "
                      "the lookup in the worker)")


#: the child's peak is VmHWM (``child.peak_rss_mb``): ``ru_maxrss`` keeps the high-water mark of
#: the parent copied at fork, so it reported the bench's own 300-400 MB as the graph's (the
#: "unexplained" 429 MB of PERF-FINDINGS 16)
_CHILD = r"""
import json, sys
from game.benchmarks.child import peak_rss_mb
from game.relics.loader import find_level, load_level
from game.relics.hints import HintOracle
o = HintOracle(load_level(find_level(sys.argv[1]))).build()
print(json.dumps({"peak_mb": peak_rss_mb(), "nodes": o.graph.size,
                  "graph_mb": o.graph.memory_bytes() / 1e6}))
"""


def _memory_row(level_id: str, nodes: int) -> Row:
    key, label = "hint.graph_peak_mb", "peak RSS with the largest level graph in memory"
    try:
        r = subprocess.run([sys.executable, "-c", _CHILD, level_id], cwd=ROOT, capture_output=True, text=True,
                           timeout=600, env={**os.environ, "PYTHONPATH": str(ROOT)})
        got = json.loads(r.stdout.strip().splitlines()[-1])
    except (subprocess.SubprocessError, ValueError, IndexError, OSError) as exc:
        return missing(SECTION, key, label, f"child failed: {exc}", "MB", MEMORY_BUDGET_MB)
    return Row(SECTION, key, label, got["peak_mb"], "MB", MEMORY_BUDGET_MB,
               detail=f"{level_id}: {got['nodes']:,} positions, graph tables about {got['graph_mb']:.0f} MB "
                      f"(core process, no pygame)", extra=got)
