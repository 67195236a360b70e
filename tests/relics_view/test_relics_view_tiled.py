"""Tiled's *Play this level* (F5) from a Tiled started the way a desktop starts it: no virtual
environment on the PATH. The project's command runs levels/launch.py with the system python3,
which finds the Python that has pygame and opens the level (issue 13)."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.relics_view.mapfix import ROOT
from tests.relics_view.xserver import HAVE_X, xdisplay  # noqa: F401 (fixture)

needs_tiled = pytest.mark.skipif(not (HAVE_X and shutil.which("tiled") and Path("/usr/bin/python3").exists()),
                                 reason="needs Tiled, Xvfb, xdotool and a system python3")


def _game_pids(map_path: Path) -> list[int]:
    out = []
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            cmd = (proc / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        words = [c.decode(errors="replace") for c in cmd]
        if any(w.endswith("main.py") for w in words) and "--map" in words and str(map_path) in words:
            out.append(int(proc.name))
    return out


def test_launcher_without_pygame_anywhere_says_how_to_install_in_one_line(tmp_path):
    # a copy of the project with no .venv and no record: only a python without pygame is left
    root = tmp_path / "durbar"
    (root / "levels").mkdir(parents=True)
    shutil.copy(ROOT / "levels" / "launch.py", root / "levels" / "launch.py")
    shutil.copy(ROOT / "main.py", root / "main.py")
    bare = shutil.which("python3", path="/usr/bin:/bin")
    if bare is None or subprocess.run([bare, "-c", "import pygame"], capture_output=True).returncode == 0:
        pytest.skip("needs a system python3 without pygame")
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    r = subprocess.run([bare, str(root / "levels" / "launch.py"), "relics"], env=env, capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 1 and len(r.stderr.strip().splitlines()) == 1
    assert "pip install -r requirements.txt" in r.stderr and "Traceback" not in r.stderr
    r = subprocess.run([bare, str(root / "main.py"), "relics"], env=env, capture_output=True, text=True, timeout=60)
    assert r.returncode == 1 and len(r.stderr.strip().splitlines()) == 1
    assert "pygame is not installed" in r.stderr and "Traceback" not in r.stderr


@needs_tiled
def test_f5_in_a_desktop_started_tiled_opens_the_level(xdisplay, tmp_path):  # noqa: F811
    maps = tmp_path / "maps"
    shutil.copytree(ROOT / "levels" / "tiles", maps / "tiles")
    level = maps / "mine.tmx"
    level.write_text((ROOT / "levels" / "floor-1" / "1-01.tmx").read_text().replace("../tiles/", "tiles/"))
    # the app records the interpreter that has its packages whenever it runs
    subprocess.run([sys.executable, "main.py", "--help"], cwd=ROOT, capture_output=True, timeout=60, check=True)
    # Tiled as after "Open Project": its last session names the project and the open map
    home = tmp_path / "home"
    conf = home / ".config" / "mapeditor.org"
    conf.mkdir(parents=True)
    session = tmp_path / "relics.tiled-session"
    session.write_text(json.dumps({"project": str(ROOT / "levels" / "relics.tiled-project"),
                                   "openFiles": [str(level)], "activeFile": str(level)}))
    (conf / "tiled.conf").write_text(f"[Project]\nLastSession={session}\n\n[Install]\nRunCount=2\n"
                                     "DonationDialogTime=2100-01-01\n")
    env = {"PATH": "/usr/bin:/bin", "HOME": str(home), "DISPLAY": xdisplay, "SDL_AUDIODRIVER": "dummy",
           "DURBAR_HOME": str(tmp_path / "durbar-home"), "QT_QPA_PLATFORM": "xcb"}
    tiled = subprocess.Popen(["tiled"], env=env, cwd=str(home), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    game: list[int] = []
    try:
        found = subprocess.run(["xdotool", "search", "--sync", "--name", r"mine\.tmx \(relics\)"], env=env,
                               capture_output=True, text=True, timeout=90).stdout.split()
        assert found, "Tiled did not open the project and the map"
        subprocess.run(["xdotool", "windowfocus", "--sync", found[0]], env=env, timeout=10)
        time.sleep(0.5)
        subprocess.run(["xdotool", "key", "F5"], env=env, timeout=10, check=True)
        deadline = time.time() + 60
        while not game and time.time() < deadline:
            time.sleep(0.3)
            game = _game_pids(level)
        assert game, "F5 did not start the game"
        windows = subprocess.run(["xdotool", "search", "--sync", "--pid", str(game[-1])], env=env,
                                 capture_output=True, text=True, timeout=90).stdout.split()
        assert windows, "the game started but opened no window"
        python = Path(f"/proc/{game[-1]}/cmdline").read_bytes().split(b"\0")[0].decode()
        assert python != "/usr/bin/python3"  # the launcher found the interpreter with the packages
        assert subprocess.run([python, "-c", "import pygame"], capture_output=True).returncode == 0
    finally:
        for pid in game:
            try:
                os.kill(pid, 15)
            except ProcessLookupError:
                pass
        tiled.terminate()
        try:
            tiled.wait(10)
        except subprocess.TimeoutExpired:
            tiled.kill()
