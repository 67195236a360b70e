"""Time from process start to the first drawn frame of the title.

Headless: each run is a fresh ``python main.py --frames 1`` with ``DURBAR_STATS=1``: the App notes
the age of its process (from the kernel's process start time) when its first frame is flipped and
prints it on exit ("durbar: first frame after X s"). The kernel clock counts in 1/100 s, so each
figure is good to about 10 ms. The median of a few runs is reported.

In a window: ``--frames`` makes the App headless (no window, no renderer), so a second figure
starts Durbar as ``python main.py`` does, in a real X11 window - on the desktop's display when
``DISPLAY`` is set, else on a private Xvfb server when one is installed - and stops it right after
its first frame (``python -m game.benchmarks.child firstframe``).
"""
from __future__ import annotations

import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

from game.benchmarks.child import ROOT
from game.benchmarks.report import Row, failed, missing

SECTION = "Start-up"
BUDGET_S = 0.5  # issue 17 (was 1.0)
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


def _start_xvfb() -> tuple[subprocess.Popen, str]:
    """A private Xvfb on a display number no other X server holds (its lock file is free), once
    its socket takes connections."""
    import socket

    base = 150 + os.getpid() % 50
    for number in range(base, base + 40):
        if os.path.exists(f"/tmp/.X{number}-lock") or os.path.exists(f"/tmp/.X11-unix/X{number}"):
            continue
        proc = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        path = f"/tmp/.X11-unix/X{number}"
        deadline = time.monotonic() + 10.0
        while proc.poll() is None and time.monotonic() < deadline:
            try:
                with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
                    sock.settimeout(1.0)
                    sock.connect(path)
                time.sleep(0.2)
                if proc.poll() is None:
                    return proc, f":{number}"
            except OSError:
                time.sleep(0.05)
        if proc.poll() is None:
            proc.kill()
        proc.wait(5)
    raise RuntimeError("Xvfb did not start")


def window_rows(runs: int = 5) -> list[Row]:
    key, label = "startup.first_frame_window", "process start -> first title frame, X11 window"
    own_display = not os.environ.get("DISPLAY")
    if own_display and shutil.which("Xvfb") is None:
        return [missing(SECTION, key, label, "no display (DISPLAY unset) and no Xvfb installed", "s", BUDGET_S)]
    xvfb = None
    try:
        env = dict(os.environ)
        for name in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "DURBAR_STATS"):
            env.pop(name, None)  # the drivers a player gets
        if own_display:
            try:
                xvfb, env["DISPLAY"] = _start_xvfb()
            except (OSError, RuntimeError) as exc:
                return [missing(SECTION, key, label, f"no display, and Xvfb would not start ({exc})", "s",
                                BUDGET_S)]
            # an X server: say so (SDL's automatic choice here can land on its "offscreen" driver
            # after the Wayland probe fails, which would not be a window at all)
            env["SDL_VIDEODRIVER"] = "x11"
        got = []
        for _ in range(max(1, runs)):
            if xvfb is not None and xvfb.poll() is not None:
                raise RuntimeError("the private Xvfb stopped")
            proc = subprocess.run([sys.executable, "-m", "game.benchmarks.child", "firstframe"], cwd=str(ROOT),
                                  env=env, capture_output=True, text=True, timeout=60)
            lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("{")]
            if proc.returncode != 0 or not lines:
                raise RuntimeError((proc.stderr.strip().splitlines() or [f"exit code {proc.returncode}"])[-1])
            got.append(json.loads(lines[-1]))
    except Exception as exc:
        return [failed(SECTION, key, label, exc, "s", BUDGET_S)]
    finally:
        if xvfb is not None:
            xvfb.terminate()
            try:
                xvfb.wait(5)
            except subprocess.TimeoutExpired:
                xvfb.kill()
                xvfb.wait(5)
    if any(g["driver"] in ("offscreen", "dummy") for g in got):
        return [missing(SECTION, key, label, f"SDL opened no real window (driver {got[0]['driver']})", "s",
                        BUDGET_S)]
    ff = [g["first_frame_s"] for g in got]
    where = "Xvfb" if own_display else os.environ.get("DISPLAY", "")
    return [Row(SECTION, key, f"{label} ({where})", statistics.median(ff), "s", BUDGET_S,
                detail=f"median of {len(ff)}: min {min(ff):.2f}  max {max(ff):.2f}; SDL {got[0]['driver']} "
                       f"{got[0]['window'][0]}x{got[0]['window'][1]}",
                extra={"runs": ff, "driver": got[0]["driver"]})]
