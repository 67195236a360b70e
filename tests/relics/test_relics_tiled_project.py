"""The Tiled side: the shared tileset, the project file (enums, commands) and the sample maps."""
import json
import struct
import xml.etree.ElementTree as ET

from game.relics.loader import load_level
from game.relics.model import KINDS
from game.relics.solver import solve
from tests.conftest import ROOT

LEVELS = ROOT / "levels"


def test_tileset_has_a_picture_and_a_kind_for_every_block_and_piece():
    root = ET.parse(LEVELS / "tiles" / "relics.tsx").getroot()
    kinds = {}
    for tile in root.iter("tile"):
        props = {p.get("name"): p.get("value") for p in tile.iter("property")}
        image = tile.find("image")
        png = LEVELS / "tiles" / image.get("source")
        assert png.is_file()
        with open(png, "rb") as f:
            head = f.read(24)
        assert head[:8] == b"\x89PNG\r\n\x1a\n" and struct.unpack(">II", head[16:24]) == (64, 64)
        kinds[props["kind"]] = tile.get("type")
    assert set(kinds) == {k.value for k in KINDS} | {"adventurer", "nemesis", "gem"}
    assert all(kinds[p] == p for p in ("adventurer", "nemesis", "gem"))  # tile objects get their type


def test_project_declares_the_enums_and_the_two_commands():
    project = json.loads((LEVELS / "relics.tiled-project").read_text())
    enums = {t["name"]: t for t in project["propertyTypes"]}
    assert set(enums["kind"]["values"]) >= {k.value for k in KINDS}
    assert enums["goals"]["valuesAsFlags"] and set(enums["goals"]["values"]) == {"gem", "nemesis", "destroy"}
    commands = {c["name"]: c for c in project["commands"]}
    play, check = commands["Play this level"], commands["Check this level"]
    # through levels/launch.py, which finds the Python with the game's packages (issue 13: F5 from a
    # Tiled started from the desktop, with no virtual environment on the PATH)
    assert (play["command"], play["arguments"]) == ("python3", '"%projectpath/launch.py" relics --map "%mapfile"')
    assert (check["command"], check["arguments"]) == ("python3", '"%projectpath/launch.py" levels check "%mapfile"')
    assert (LEVELS / "launch.py").is_file()
    assert play["saveBeforeExecute"] and check["saveBeforeExecute"] and check["showOutput"]
    assert play["workingDirectory"] == check["workingDirectory"] == "%projectpath/.."
    assert (LEVELS / project["objectTypesFile"]).is_file()


def test_sample_maps_load_and_keep_their_par():
    maps = sorted((LEVELS / "test-maps").glob("*.tmx"))
    assert maps
    for path in maps:
        level = load_level(path)
        r = solve(level)
        assert r.solved and r.pushes == level.par, path.name


def test_make_tileset_help_prints_usage_and_writes_nothing(tmp_path, monkeypatch, capsys):
    # it used to take "--help" for the output folder and draw the tileset into ./--help
    import pytest

    from tools import make_tileset

    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as exit_info:
        make_tileset.main(["--help"])
    assert exit_info.value.code == 0 and "FOLDER" in capsys.readouterr().out
    assert list(tmp_path.iterdir()) == []
    assert make_tileset.main([str(tmp_path / "tiles")]) == 0
    assert (tmp_path / "tiles" / "relics.tsx").exists()
