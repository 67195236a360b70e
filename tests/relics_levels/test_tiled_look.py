"""The Tiled look of the written maps (issue 13): heights readable in Tiled (raised, tinted z
layers in height order), the same piece objects in the campaign and the new-map template, and the
game loading exactly the board that was written."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from game.relics.loader import load_level
from tools.levelgen.spec import Spec
from tools.levelgen.tmx_writer import LAYER_RISE, tmx_text

ROOT = Path(__file__).resolve().parents[2]


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
