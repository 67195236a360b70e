"""The title runs headless for some frames and writes a screenshot."""
import subprocess
import sys

import pygame

from tests.conftest import ROOT


def test_title_runs_headless_and_saves_a_screenshot(tmp_path):
    shot = tmp_path / "title.png"
    out = subprocess.run([sys.executable, "main.py", "--frames", "20", "--screenshot", str(shot)], cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr
    img = pygame.image.load(str(shot))
    assert img.get_size() == (1280, 720)
    # a painted screen, not a flat fill: many different colours
    colours = {tuple(img.get_at((x, y))) for x in range(0, 1280, 40) for y in range(0, 720, 40)}
    assert len(colours) > 100
