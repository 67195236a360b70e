"""The level tools: the .tmx writer round-trips through the loader (and through Tiled itself when
it is installed), the board text format, and the symmetry key used by the duplicate test."""
from __future__ import annotations

import os
import shutil
import subprocess

import pytest

from game.relics.loader import campaign_paths, load_level
from tools.levelgen.core import from_level, to_level
from tools.levelgen.spec import Spec
from tools.levelgen.tmx_writer import write_tmx

BOARD = [
    "@ . i . ccc ccG",
    ". i . . f w",
    ". . . . . .",
    "f w . . . .",
    ". . c . . .",
    ". c . . cc N",
]


def _spec() -> Spec:
    return Spec.parse(BOARD, goals=("gem", "nemesis"), floor=5, level=10, title="T", hint="H", par=20)


def test_parse_reads_stacks_and_pieces():
    s = _spec()
    sm = s.stack_map()
    assert sm[(4, 0)] == ("crate",) * 3
    assert sm[(5, 1)] == ("water",)
    assert s.adventurer == (0, 0) and s.nemesis == (5, 5) and s.gems == ((5, 0),)
    assert s.counts()["crate"] == 9 and s.within_box()


def test_writer_round_trips_through_the_loader(tmp_path):
    levels = tmp_path / "levels"
    (levels / "floor-5").mkdir(parents=True)
    shutil.copytree(campaign_paths()[0].parents[1] / "tiles", levels / "tiles")
    path = levels / "floor-5" / "5-10.tmx"
    write_tmx(_spec(), path)
    lv = load_level(path)
    back = from_level(lv)
    assert back == _spec()
    assert (lv.title, lv.hint, lv.par, lv.floor, lv.level) == ("T", "H", 20, 5, 10)
    assert to_level(back).stacks == lv.stacks


def test_symmetry_key_ignores_rotation_and_mirror_only():
    s = _spec()
    assert {s.transformed(t).canonical() for t in range(8)} == {s.canonical()}
    moved = Spec.parse(BOARD[:-1] + [". c . cc . N"], goals=("gem", "nemesis"))
    assert moved.canonical() != s.canonical()


@pytest.mark.skipif(shutil.which("tiled") is None, reason="Tiled is not installed")
def test_tiled_opens_and_resaves_a_campaign_map(tmp_path):
    levels = tmp_path / "levels"
    (levels / "floor-5").mkdir(parents=True)
    shutil.copytree(campaign_paths()[0].parents[1] / "tiles", levels / "tiles")
    src = levels / "floor-5" / "5-10.tmx"
    shutil.copy(campaign_paths()[-1], src)
    out = src.with_name("resaved.tmx")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    try:
        subprocess.run(["tiled", "--export-map", "tmx", str(src), str(out)], env=env, check=True,
                       capture_output=True, timeout=60)
        a, b = load_level(src), load_level(out)
        assert (a.stacks, a.adventurer, a.nemesis, a.gems, a.goals, a.title, a.hint, a.par) == \
               (b.stacks, b.adventurer, b.nemesis, b.gems, b.goals, b.title, b.hint, b.par)
    finally:
        out.unlink(missing_ok=True)
