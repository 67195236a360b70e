"""A private Xvfb for tests that need a real X window (skipped where Xvfb or xdotool is missing)."""
from __future__ import annotations

import os
import shutil
import subprocess
import time
from pathlib import Path

import pytest

HAVE_X = bool(shutil.which("Xvfb") and shutil.which("xdotool"))
needs_x = pytest.mark.skipif(not HAVE_X, reason="needs Xvfb and xdotool")


@pytest.fixture
def xdisplay():
    """Start Xvfb on a free display number; yields ":N" and stops it afterwards."""
    for n in range(140, 200):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            break
    else:
        pytest.skip("no free X display number")
    proc = subprocess.Popen(["Xvfb", f":{n}", "-screen", "0", "1280x720x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 10
    while not Path(f"/tmp/.X11-unix/X{n}").exists():
        if time.time() > deadline or proc.poll() is not None:
            proc.kill()
            pytest.skip("Xvfb did not start")
        time.sleep(0.05)
    try:
        yield f":{n}"
    finally:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()


def x_env(display: str, **extra) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_")}
    env.update(DISPLAY=display, SDL_AUDIODRIVER="dummy", **extra)
    return env
