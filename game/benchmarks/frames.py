"""Frame work time of the real scenes, at 1280x720 and 1920x1080, beside bare full-screen blits.

Two figures per scene and size, both held to the same budget at 1280x720:
- wall time (``perf_counter``) of each frame's work: what the player waits for; on a loaded
  machine it also holds the time other processes (or another thread holding the interpreter
  lock) took the core away;
- the main thread's CPU time (``thread_time``) for the same frames: the work itself, steady
  from run to run even when the machine is busy.
"""
from __future__ import annotations

import traceback
from typing import Optional

from game.benchmarks import harness, scenes
from game.benchmarks.report import NotAvailable, Row, failed, missing, percentile

SECTION = "Frame work (update + draw + flip, ms)"
#: budgets for the 99th percentile of the frame's work (main-thread CPU, ms), by window size (issue 17)
P99_BUDGET_MS = {(1280, 720): 4.0, (1920, 1080): 6.0}
#: the wall-clock p99 may be at most this many times the CPU p99 (the rest is waiting: for a core,
#: for the interpreter lock held by another thread)
WALL_RATIO_BUDGET = 1.5


def run(frames: int = 300, warmup: int = 60, only: Optional[set[str]] = None, verbose: bool = False) -> list[Row]:
    rows: list[Row] = []
    for size in harness.SIZES:
        tag = f"{size[0]}x{size[1]}"
        app = harness.open_app(size)
        try:
            base = harness.bare_blits(app, frames)
        finally:
            app.close()
        base50 = percentile(base, 50) * 1000
        rows.append(Row(SECTION, f"frame.blit.{tag}", f"bare full-screen blit + flip @{tag}", base50, "ms",
                        detail=f"p99 {percentile(base, 99) * 1000:.2f}"))
        for key, label, build in scenes.SCENES:
            if only and key not in only:
                continue
            rkey = f"frame.{key}.{tag}"
            rlabel = f"{label} @{tag} p99"
            budget = P99_BUDGET_MS.get(tuple(size))
            app = None
            try:
                app = harness.open_app(size)
                before = build(app)
                cpu: list[float] = []
                times = harness.time_frames(app, frames, warmup, before, cpu)
            except NotAvailable as exc:
                rows.append(missing(SECTION, rkey, rlabel, str(exc), "ms", budget))
                continue
            except Exception as exc:  # a scene that crashes is reported, not fatal to the bench
                if verbose:
                    traceback.print_exc()
                rows.append(failed(SECTION, rkey, rlabel, exc, "ms", budget))
                continue
            finally:
                if app is not None:
                    app.close()
            ms = [t * 1000 for t in times]
            p50, p95, p99 = (percentile(ms, q) for q in (50, 95, 99))
            ratio = p50 / base50 if base50 > 0 else float("nan")
            rows.append(Row(SECTION, rkey, rlabel, p99, "ms", None,
                            detail=f"p50 {p50:.2f}  p95 {p95:.2f}  max {max(ms):.2f}  p50 = {ratio:.1f}x bare blit",
                            extra={"p50": p50, "p95": p95, "p99": p99, "max": max(ms), "frames": len(ms),
                                   "ratio_p50_to_blit": ratio, "ratio_p99_to_blit": p99 / base50 if base50 else None}))
            cms = [c * 1000 for c in cpu]
            c50, c95, c99 = (percentile(cms, q) for q in (50, 95, 99))
            rows.append(Row(SECTION, rkey + ".cpu", f"{label} @{tag} cpu p99", c99, "ms", budget,
                            detail=f"p50 {c50:.2f}  p95 {c95:.2f}  max {max(cms):.2f}  (main-thread CPU time)",
                            extra={"p50": c50, "p95": c95, "p99": c99, "max": max(cms), "frames": len(cms)}))
            ratio99 = p99 / c99 if c99 > 0 else float("nan")
            rows.append(Row(SECTION, rkey + ".wall_ratio", f"{label} @{tag} wall/cpu p99", ratio99, "x",
                            WALL_RATIO_BUDGET, detail="wall p99 / CPU p99: the rest of the wall time was waiting "
                                                      "for a core (a loaded machine) or the interpreter lock"))
    return rows
