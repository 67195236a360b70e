"""Smoke test of ``python main.py bench``: it runs, prints one JSON object with the expected keys.

Timings are never asserted (DESIGN.md): only that figures were measured and judged against budgets.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.benchmarks.report import Row, missing, percentile, table, to_json

ROOT = Path(__file__).resolve().parents[2]


def _bench(*args: str, timeout: float = 240) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "main.py", "bench", *args], cwd=str(ROOT), capture_output=True,
                          text=True, timeout=timeout)


def test_quick_json_run_has_the_figures():
    proc = _bench("--quick", "--json", "--only", "frames,startup,kathmandu", "--scenes", "title")
    assert proc.returncode == 0, proc.stderr[-2000:]
    out = json.loads(proc.stdout)
    assert out["quick"] is True
    assert {"frame_p99_ms_1280x720", "frame_p99_ms_1920x1080", "frame_wall_to_cpu_p99", "idle_cpu_percent",
            "first_frame_s", "peak_memory_mb"} <= set(out["budgets"])
    figs = out["figures"]
    for size in ("1280x720", "1920x1080"):
        title = figs[f"frame.title.{size}"]
        assert title["value"] > 0 and title["unit"] == "ms"
        assert title["p50"] <= title["p95"] <= title["p99"] <= title["max"]
        assert title["frames"] == 40
        assert title["ratio_p50_to_blit"] > 0
        assert figs[f"frame.blit.{size}"]["value"] > 0
    assert figs["frame.title.1280x720.cpu"]["budget"] == 4.0
    assert figs["frame.title.1280x720.cpu"]["status"] in ("PASS", "OVER")
    assert figs["frame.title.1920x1080.cpu"]["budget"] == 6.0
    assert figs["frame.title.1280x720.wall_ratio"]["budget"] == 1.5
    assert figs["frame.title.1920x1080"]["budget"] is None
    ff = figs["startup.first_frame"]
    assert ff["status"] in ("PASS", "OVER") and 0 < ff["value"] < 60
    for n in range(1, 7):
        assert figs[f"kathmandu.games_per_s.{n}p"]["value"] > 0
    assert not out["summary"]["errors"]


def test_unknown_part_is_a_one_line_error():
    proc = _bench("--only", "frames,warp-drive", timeout=60)
    assert proc.returncode == 2
    assert "unknown part warp-drive" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_percentile_interpolates():
    assert percentile([5.0], 99) == 5.0
    assert percentile([1.0, 2.0, 3.0, 4.0, 5.0], 50) == 3.0
    assert percentile([1.0, 2.0], 50) == pytest.approx(1.5)
    assert percentile(list(range(101)), 99) == pytest.approx(99.0)
    assert percentile([3.0, 1.0, 2.0], 0) == 1.0


def test_table_and_json_judge_budgets():
    rows = [Row("S", "a", "fast thing", 3.0, "ms", 8.0), Row("S", "b", "slow thing", 9.5, "ms", 8.0),
            Row("S", "c", "info", 12.0, "games/s"), missing("S", "d", "later", "scene not landed", "ms", 8.0)]
    assert [r.status for r in rows] == ["PASS", "OVER", "", "N/A"]
    text = table(rows)
    assert "PASS" in text and "OVER" in text and "not available: scene not landed" in text
    assert "budgets: 1/2 met; OVER: b" in text
    obj = json.loads(to_json(rows, {"quick": True}))
    assert obj["figures"]["b"]["status"] == "OVER" and obj["figures"]["d"]["value"] is None
    assert obj["summary"]["over"] == ["b"] and obj["summary"]["not_available"] == ["d"]
