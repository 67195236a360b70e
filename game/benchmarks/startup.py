"""Time from process start to the first drawn frame of the title.

Each run is a fresh ``python main.py --frames 1`` with ``DURBAR_STATS=1``: the App notes the age
of its process (from the kernel's process start time) when its first frame is flipped and prints
it on exit ("durbar: first frame after X s"). The kernel clock counts in 1/100 s, so each figure is
good to about 10 ms. The median of a few runs is reported.
"""
from __future__ import annotations

import os
import re
import statistics
import subprocess
import sys
import time

from game.benchmarks.child import ROOT
from game.benchmarks.report import Row, failed

SECTION = "Start-up"
BUDGET_S = 1.0
_LINE = re.compile(r"first frame after (-?[0-9.]+) s")


def first_frame(timeout: float = 60.0) -> tuple[float, float]:
    """(first frame, whole run) in seconds for one fresh process."""
    env = dict(os.environ)
    env["DURBAR_STATS"] = "1"
    t0 = time.perf_counter()
    proc = subprocess.run([sys.executable, "main.py", "--frames", "1"], cwd=str(ROOT), env=env,
                          capture_output=True, text=True, timeout=timeout)
    wall = time.perf_counter() - t0
    m = _LINE.search(proc.stderr)
    if proc.returncode != 0 or not m:
        tail = (proc.stderr.strip().splitlines() or [f"exit code {proc.returncode}"])[-1]
        raise RuntimeError(f"python main.py --frames 1: {tail}")
    value = float(m.group(1))
    if value < 0:
        raise RuntimeError("the App did not report its first frame")
    return value, wall


def rows(runs: int = 5) -> list[Row]:
    key, label = "startup.first_frame", "process start -> first title frame"
    try:
        got = [first_frame() for _ in range(max(1, runs))]
    except Exception as exc:
        return [failed(SECTION, key, label, exc, "s", BUDGET_S)]
    ff = [g[0] for g in got]
    walls = [g[1] for g in got]
    med = statistics.median(ff)
    return [Row(SECTION, key, label, med, "s", BUDGET_S,
                detail=f"median of {len(ff)}: min {min(ff):.2f}  max {max(ff):.2f}; whole run {statistics.median(walls):.2f} s",
                extra={"runs": ff, "whole_run_s": statistics.median(walls)})]
