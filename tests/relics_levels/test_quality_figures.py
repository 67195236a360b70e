"""The level-quality figures of tools/levelgen/quality.py on small boards whose answers are known,
and the Tiled look of written maps (heights readable in Tiled, same piece objects as the template)."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from game.relics.loader import load_level
from game.relics.textmap import parse_board
from tools.levelgen.quality import block_cells, figures, near_copy, overlap
from tools.levelgen.spec import Spec
from tools.levelgen.tmx_writer import LAYER_RISE, tmx_text

ROOT = Path(__file__).resolve().parents[2]


def test_one_forced_push_is_trivial():
    # the crate must go under the Gem's altar: one push, one way, nothing to get wrong
    lv = parse_board("A c . ccG", goals="gem")
    f = figures(lv)
    assert f.par == 1
    assert f.first_pushes == 1 and f.solutions == 1
    assert f.random > 0.2  # a random pusher often finds it


def test_a_trap_counts_as_dead_and_beats_random_pushers():
    # the only crate is the step to the Gem; pushed north it sinks in the pool and all is lost
    lv = parse_board(". w . ccG\nA c . .\n. . . .", goals="gem")
    f = figures(lv)
    assert f.par is not None and f.par >= 1
    assert 0.0 < f.dead < 1.0
    assert f.random < 1.0


def test_unsolvable_level_has_no_par_and_is_all_dead():
    lv = parse_board("A . cccG", goals="gem")
    f = figures(lv)
    assert f.par is None and f.dead == 1.0


def test_overlap_sees_through_the_eight_symmetries():
    a = frozenset({(0, 0), (1, 0), (2, 0), (3, 0), (0, 1), (0, 2)})
    mirrored = frozenset({(5 - x, 5 - y) for x, y in a})
    transposed = frozenset({(y, x) for x, y in a})
    assert overlap(a, mirrored) == (6, 1.0)
    assert overlap(a, transposed) == (6, 1.0)
    assert near_copy(a, transposed)
    assert not near_copy(a, frozenset({(3, 3), (4, 4)}))  # fewer than 5 shared cells never counts


def test_block_cells_are_the_occupied_spaces():
    lv = parse_board("A c .\n. . cc\nw . .", goals="destroy", destroy="water:1")
    assert block_cells(lv) == {(1, 0), (2, 1), (0, 2)}


def test_written_map_shows_heights_in_tiled_and_loads_the_same(tmp_path):
    spec = Spec.parse(["@ cb ccG", ". . .", ". . ."], goals=("gem",), floor=2, level=1, title="t")
    (tmp_path / "tiles").mkdir()
    tsx = ROOT / "levels" / "tiles" / "relics.tsx"
    (tmp_path / "tiles" / "relics.tsx").write_text(tsx.read_text())
    for png in (ROOT / "levels" / "tiles").glob("*.png"):
        (tmp_path / "tiles" / png.name).write_bytes(png.read_bytes())
    (tmp_path / "maps").mkdir()
    path = tmp_path / "maps" / "m.tmx"
    path.write_text(tmx_text(spec))
    root = ET.parse(path).getroot()
    layers = {l.get("name"): l for l in root.iter("layer")}
    assert list(layers) == ["z1", "z2"]  # file order = height order, so Tiled lists them sorted
    assert layers["z1"].get("offsety") is None
    assert int(layers["z2"].get("offsety")) == -LAYER_RISE
    assert layers["z2"].get("tintcolor") not in (None, layers["z1"].get("tintcolor"))
    objs = list(root.iter("object"))
    assert all(o.get("gid") and o.get("type") == o.get("name") for o in objs)  # tile objects, typed
    lv = load_level(path)
    assert lv.adventurer == (0, 0) and lv.gems == ((2, 0),)
    assert [k.value for k in lv.stack(1, 0)] == ["crate", "boulder"]


def test_campaign_maps_and_template_use_the_same_piece_objects():
    maps = sorted((ROOT / "levels").glob("floor-*/*.tmx")) + [ROOT / "levels" / "test-maps" / "new-level-template.tmx"]
    for p in maps:
        root = ET.parse(p).getroot()
        for o in root.iter("object"):
            assert o.get("gid") and o.find("point") is None, p.name
        for l in root.iter("layer"):
            z = int(l.get("name")[1:])
            assert int(l.get("offsety") or 0) == -LAYER_RISE * (z - 1), (p.name, l.get("name"))
