"""With no display at all, `python main.py` says so instead of running an invisible window."""
import os
import subprocess
import sys

import pytest

from tests.conftest import ROOT


def test_no_display_is_one_clear_line():
    env = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY")}
    env["SDL_AUDIODRIVER"] = "dummy"
    env["DURBAR_HOME"] = os.environ["DURBAR_HOME"]
    try:
        out = subprocess.run([sys.executable, "main.py"], cwd=ROOT, env=env, capture_output=True,
                             text=True, timeout=60)
    except subprocess.TimeoutExpired:  # pragma: no cover - this machine has a display driver without DISPLAY
        pytest.skip("SDL found a real display without DISPLAY / WAYLAND_DISPLAY")
    assert out.returncode == 1
    assert "no display found" in out.stderr
    assert "Traceback" not in out.stderr
