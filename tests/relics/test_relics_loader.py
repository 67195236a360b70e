"""The Tiled level loader: good maps load; every broken map gives one clear line naming the file,
the layer and the cell (fixture maps are generated into tmp_path)."""
import os
import shutil
import subprocess
import sys

import pytest

from game.relics.loader import LevelError, campaign_paths, find_level, load_level
from game.relics.model import Goal, Kind
from tests.conftest import ROOT
from tests.relics.tmxfix import copy_tileset, tmx_text, write


def err(tmp_path, board, **kw) -> str:
    path = write(tmp_path, "broken.tmx", board, **kw)
    with pytest.raises(LevelError) as info:
        load_level(path)
    msg = str(info.value)
    assert "broken.tmx" in msg and "\n" not in msg
    return msg


def test_a_good_map_loads(tmp_path):
    path = write(tmp_path, "1-07.tmx", "A c .\n. cc G\nN . .",
                 props={"goals": "gem,nemesis", "title": "Two Steps", "hint": "Look up", "par": 3})
    lv = load_level(path)
    assert (lv.width, lv.height) == (3, 3)
    assert lv.stack(1, 1) == (Kind.CRATE, Kind.CRATE) and lv.stack(0, 0) == ()
    assert lv.adventurer == (0, 0) and lv.nemesis == (0, 2) and lv.gems == ((2, 1),)
    assert lv.goals == (Goal.GEM, Goal.NEMESIS)
    assert (lv.title, lv.hint, lv.par) == ("Two Steps", "Look up", 3)
    assert (lv.floor, lv.level, lv.id) == (1, 7, "1-07")  # from the file name when not in properties


def test_destroy_goal_and_water(tmp_path):
    lv = load_level(write(tmp_path, "m.tmx", "A c w\n. . .\n. . .",
                          props={"goals": "destroy", "destroy_kind": "water", "destroy_count": 1, "floor": 5,
                                 "level": 2}))
    assert lv.goals == (Goal.DESTROY,) and lv.destroy_kind is Kind.WATER and lv.destroy_count == 1
    assert lv.stack(2, 0) == (Kind.WATER,) and lv.id == "5-02"


@pytest.mark.parametrize("attr", ["type", "class"])
def test_object_type_and_class_are_both_accepted(tmp_path, attr):
    lv = load_level(write(tmp_path, "m.tmx", "A . .\n. G .\n. . N", props={"goals": "gem"}, type_attr=attr))
    assert lv.adventurer == (0, 0) and lv.gems == ((1, 1),) and lv.nemesis == (2, 2)


def test_pieces_as_tile_objects_take_the_middle_of_their_picture(tmp_path):
    lv = load_level(write(tmp_path, "m.tmx", "c . .\ncA cG .\n. . N", props={"goals": "gem"}, tile_objects=True))
    assert lv.adventurer == (0, 1) and lv.gems == ((1, 1),) and lv.nemesis == (2, 2)


def test_layers_found_by_name_not_order(tmp_path):
    text = tmx_text("A cc .\n. . G\n. . .")
    z1 = text[text.index(' <layer id="1"'):text.index(' <layer id="2"')]
    text = text.replace(z1, "")
    text = text.replace(' <objectgroup', z1 + ' <objectgroup')
    copy_tileset(tmp_path)
    (tmp_path / "m.tmx").write_text(text)
    assert load_level(tmp_path / "m.tmx").stack(1, 0) == (Kind.CRATE, Kind.CRATE)


# --- every broken map gets its message -----------------------------------------------------------

def test_floating_block(tmp_path):
    msg = err(tmp_path, "A c .\n. . G\n. . .", layer_names={1: "z2"})
    assert "layer z2, cell (1, 0)" in msg and "floats" in msg


def test_water_above_z1(tmp_path):
    msg = err(tmp_path, "A cw .\n. . G\n. . .")
    assert "layer z2, cell (1, 0)" in msg and "water can only be on z1" in msg


def test_block_on_water(tmp_path):
    msg = err(tmp_path, "A wc .\n. . G\n. . .")
    assert "layer z2, cell (1, 0)" in msg and "on water" in msg


@pytest.mark.parametrize("below", ["c", "i"])
def test_fire_resting_on_a_crate_or_ice(tmp_path, below):
    msg = err(tmp_path, f"A {below}f .\n. . G\n. . .")
    assert "layer z2, cell (1, 0)" in msg and "fire rests on" in msg
    load_level(write(tmp_path, "ok.tmx", "A bf .\n. . G\n. . ."))  # on a boulder it is fine


def test_block_resting_on_fire(tmp_path):
    msg = err(tmp_path, "A fc .\n. . G\n. . .")
    assert "rests on a fire" in msg


def test_piece_on_water(tmp_path):
    msg = err(tmp_path, "A wG .\n. . .\n. . .")
    assert "layer pieces, cell (1, 0)" in msg and "gem stands on water" in msg


def test_piece_on_fire(tmp_path):
    msg = err(tmp_path, "A fN .\n. . G\n. . .")
    assert "nemesis stands on a fire" in msg


def _tsx_edit(tmp_path, old, new):
    copy_tileset(tmp_path)
    tsx = tmp_path / "tiles" / "relics.tsx"
    text = tsx.read_text()
    assert old in text
    tsx.write_text(text.replace(old, new, 1))


def test_unknown_kind(tmp_path):
    _tsx_edit(tmp_path, 'value="crate"', 'value="lava"')
    msg = err(tmp_path, "A . .\n. c G\n. . .")
    assert "layer z1, cell (1, 1)" in msg and "unknown kind 'lava'" in msg


def test_tile_without_kind(tmp_path):
    _tsx_edit(tmp_path, '<property name="kind" type="string" propertytype="kind" value="crate"/>', "")
    msg = err(tmp_path, "A . .\n. c G\n. . .")
    assert "layer z1, cell (1, 1)" in msg and "no 'kind' property" in msg


def test_tile_number_outside_the_tileset(tmp_path):
    # a hand-edited gid that no tileset holds used to read "tile ? of the tileset has no 'kind' property"
    path = write(tmp_path, "broken.tmx", "A . .\n. c G\n. . .")
    path.write_text(path.read_text().replace("0,1,0,", "0,99,0,"))
    with pytest.raises(LevelError) as info:
        load_level(path)
    msg = str(info.value)
    assert "layer z1, cell (1, 1)" in msg and "not in the relics tileset" in msg and "?" not in msg


def test_piece_tile_painted_on_a_block_layer(tmp_path):
    text = tmx_text("A c .\n. . G\n. . .").replace("0,1,0", "0,7,0", 1)
    copy_tileset(tmp_path)
    (tmp_path / "broken.tmx").write_text(text)
    with pytest.raises(LevelError, match=r"layer z1, cell \(1, 0\): the nemesis is a piece"):
        load_level(tmp_path / "broken.tmx")


def test_no_adventurer(tmp_path):
    assert "no adventurer" in err(tmp_path, "c . .\n. . G\n. . .")


def test_two_adventurers(tmp_path):
    msg = err(tmp_path, "A . A\n. . G\n. . .")
    assert "layer pieces" in msg and "2 adventurers" in msg and "(0, 0) and (2, 0)" in msg


def test_piece_off_the_board(tmp_path):
    extra = '  <object id="9" type="gem" x="500" y="32">\n   <point/>\n  </object>'
    msg = err(tmp_path, "A . .\n. . G\n. . .", extra_objects=extra)
    assert "layer pieces, cell (7, 0)" in msg and "off the board" in msg


def test_two_pieces_in_one_space(tmp_path):
    extra = '  <object id="9" type="nemesis" x="96" y="96">\n   <point/>\n  </object>'
    assert "share one space" in err(tmp_path, "A . .\n. G .\n. . .", extra_objects=extra)


def test_unknown_object_type(tmp_path):
    extra = '  <object id="9" type="dragon" x="96" y="96">\n   <point/>\n  </object>'
    assert "unknown type 'dragon'" in err(tmp_path, "A . .\n. . G\n. . .", extra_objects=extra)


def test_block_tile_placed_as_an_object(tmp_path):
    extra = '  <object id="9" gid="1" x="64" y="128" width="64" height="64"/>'
    msg = err(tmp_path, "A . .\n. . G\n. . .", extra_objects=extra)
    assert "layer pieces" in msg and "is a crate block: paint blocks on the tile layers" in msg


def test_infinite_map(tmp_path):
    msg = err(tmp_path, "A . .\n. . G\n. . .", infinite=True)
    assert "infinite maps are not supported" in msg and "Infinite" in msg


@pytest.mark.parametrize("encoding", ["xml", "zstd"])
def test_unsupported_layer_encoding(tmp_path, encoding):
    msg = err(tmp_path, "A c .\n. . G\n. . .", encoding=encoding)
    assert "layer z1" in msg and "unsupported layer encoding" in msg and "CSV" in msg


def test_unknown_goal(tmp_path):
    assert "unknown goal 'treasure'" in err(tmp_path, "A . .\n. . G\n. . .", props={"goals": "gem,treasure"})


def test_missing_goals(tmp_path):
    assert "goals is missing" in err(tmp_path, "A . .\n. . G\n. . .", props={"title": "x"})


def test_destroy_goal_without_kind_or_count(tmp_path):
    m1 = err(tmp_path, "A c .\n. . .\n. . .", props={"goals": "destroy", "destroy_count": 1})
    assert "destroy_kind is missing" in m1
    m2 = err(tmp_path, "A c .\n. . .\n. . .", props={"goals": "destroy", "destroy_kind": "crate"})
    assert "destroy_count is missing" in m2
    m3 = err(tmp_path, "A c .\n. . .\n. . .", props={"goals": "destroy", "destroy_kind": "gold", "destroy_count": 1})
    assert "unknown kind 'gold'" in m3


def test_goal_without_its_piece(tmp_path):
    assert "needs at least one gem" in err(tmp_path, "A . .\n. . .\n. . .", props={"goals": "gem"})
    assert "needs a nemesis" in err(tmp_path, "A . .\n. . G\n. . .", props={"goals": "gem,nemesis"})


def test_more_pieces_than_the_box_holds(tmp_path):
    board = "A cccc cccc\ncccc cccc ccc\n. . G"  # 19 crates, the box holds 18
    assert "19 crate blocks; the box holds 18" in err(tmp_path, board)
    assert "3 gems; the box holds 2" in err(tmp_path, "A G .\nG G .\n. . .")
    assert "5 water blocks; the box holds 4" in err(tmp_path, "A w w\nw w w\n. G .")


def test_board_size_limits(tmp_path):
    assert "must be 3..12" in err(tmp_path, "A G")


def test_unreadable_xml(tmp_path):
    (tmp_path / "broken.tmx").write_text("<map><layer")
    with pytest.raises(LevelError, match=r"broken\.tmx: not a readable Tiled map \(XML error"):
        load_level(tmp_path / "broken.tmx")


def test_missing_tileset_file(tmp_path):
    msg = err(tmp_path, "A . .\n. . G\n. . .", tsx="nowhere/relics.tsx")
    assert "tileset file nowhere/relics.tsx not found" in msg


def test_missing_map_file(tmp_path):
    with pytest.raises(LevelError, match="no such map file"):
        load_level(tmp_path / "nothing.tmx")


def test_any_pytmx_exception_becomes_a_level_error(tmp_path):
    # a property name pytmx reserves: pytmx raises a ValueError; we name the file instead
    msg = err(tmp_path, "A . .\n. . G\n. . .", props={"goals": "gem", "width": 3})
    assert "Tiled could not read this map" in msg


def test_bad_property_values(tmp_path):
    assert "par must be a whole number" in err(tmp_path, "A . .\n. . G\n. . .", props={"goals": "gem", "par": "x"})


def test_the_core_does_not_import_pygame(tmp_path):
    path = write(tmp_path, "m.tmx", "A c .\n. . G\n. . .")
    code = ("import sys; from game.relics.loader import load_level; import game.relics.solver, game.relics.tools;"
            "game.relics.solver.solve(load_level(sys.argv[1])); print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code, str(path)], cwd=ROOT, capture_output=True, text=True)
    assert out.stdout.strip() == "False", out.stderr


def test_campaign_paths_and_find_level(tmp_path):
    for name in ("floor-1/1-02.tmx", "floor-1/1-10.tmx", "floor-1/1-01.tmx", "floor-2/2-01.tmx"):
        (tmp_path / name).parent.mkdir(exist_ok=True)
        (tmp_path / name).write_text("")
    assert [p.name for p in campaign_paths(tmp_path)] == ["1-01.tmx", "1-02.tmx", "1-10.tmx", "2-01.tmx"]
    assert find_level("1-1", tmp_path).name == "1-01.tmx"
    assert find_level("1-10", tmp_path).name == "1-10.tmx"
    with pytest.raises(LevelError, match="there is no level 3-01"):
        find_level("3-1", tmp_path)
    with pytest.raises(LevelError, match="not a level name"):
        find_level("x", tmp_path)


# --- the real Tiled ------------------------------------------------------------------------------

@pytest.mark.skipif(shutil.which("tiled") is None, reason="Tiled is not installed")
@pytest.mark.parametrize("tile_objects", [False, True])
def test_a_map_saved_by_tiled_loads_to_the_same_level(tmp_path, tile_objects):
    src = write(tmp_path, "5-03.tmx", "A cbf .  i\nw cc G .\nN . . c",
                props={"goals": "gem,nemesis,destroy", "destroy_kind": "fire", "destroy_count": 1,
                       "title": "Round trip", "par": 4}, tile_objects=tile_objects)
    out = tmp_path / "saved" / "5-03.tmx"
    out.parent.mkdir()
    shutil.copytree(tmp_path / "tiles", out.parent / "tiles")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    r = subprocess.run(["tiled", "--export-map", "tmx", str(src), str(out)], env=env, capture_output=True,
                       text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert load_level(out) == load_level(src)
