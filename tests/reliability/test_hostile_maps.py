"""Issue 18, items 1, 2, 5, 6, 8 and 9: hostile map files and file names get one clear line (or
work), in the map tools and in the window, never a traceback or pytmx's own words."""
from __future__ import annotations

import base64
import os
import re
import shutil
import struct
import subprocess
import sys
import zlib
from pathlib import Path

import pytest

from game.relics.loader import LevelError, load_level
from tests.conftest import ROOT
from tests.reliability.fuzz import one_line

MAP = ROOT / "levels" / "test-maps" / "every-block.tmx"


@pytest.fixture
def folder(tmp_path):
    """A folder laid out like levels/: tiles/ beside floor/, where the maps go."""
    shutil.copytree(ROOT / "levels" / "tiles", tmp_path / "tiles")
    (tmp_path / "floor").mkdir()
    return tmp_path / "floor"


def edited(folder: Path, name, change) -> Path:
    text = change(MAP.read_text(encoding="utf-8"))
    path = folder / name
    path.write_bytes(text.encode("utf-8"))
    return path


def refused(path) -> LevelError:
    with pytest.raises(LevelError) as info:
        load_level(path)
    one_line(str(info.value))
    assert not info.value.internal, str(info.value)
    return info.value


def run(*args, cwd=ROOT, encoding="utf-8"):
    env = dict(os.environ, PYTHONIOENCODING=encoding)
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], cwd=cwd, env=env, capture_output=True)


# --- 1. a symbolic link loop ----------------------------------------------------------------

def test_a_symlink_loop_is_named_as_such(folder):
    os.symlink("y.tmx", folder / "x.tmx")
    os.symlink("x.tmx", folder / "y.tmx")
    exc = refused(folder / "x.tmx")
    assert "symbolic link that loops" in str(exc) and "x.tmx" in str(exc)
    out = run("levels", "check", "x.tmx", cwd=folder)
    text = out.stdout.decode()
    assert out.returncode == 1 and "INVALID  x.tmx: the path is a symbolic link that loops back on itself" in text
    assert "internal error" not in text
    win = run("relics", "--map", "x.tmx", "--frames", "1", cwd=folder)
    assert win.returncode == 2 and b"symbolic link that loops" in win.stderr and b"Traceback" not in win.stderr


# --- 2. values with newlines are quoted ------------------------------------------------------

@pytest.mark.parametrize("change, shown", [
    (lambda t: t.replace('orientation="orthogonal"', 'orientation="ortho&#10;gonal"'), r"'ortho\ngonal'"),
    (lambda t: t.replace('name="z1"', 'name="z&#10;1"'), r"layer 'z\n1'"),
    (lambda t: t.replace('source="../tiles/relics.tsx"', 'source="../tiles/rel&#10;ics.tsx"'),
     r"'../tiles/rel\nics.tsx'"),
    (lambda t: t.replace('<object id="3"', '<object id="3" type="g&#10;em"'), r"'g\nem'"),
    (lambda t: t.replace('orientation="orthogonal"', 'orientation="' + "iso&#10;" * 40 + '"'), "..."),
])
def test_a_value_with_a_newline_is_quoted_on_one_line(folder, change, shown):
    exc = refused(edited(folder, "m.tmx", change))
    assert shown in str(exc)
    assert len(str(exc)) < 300  # a long value is cut
    out = run("levels", "check", str(folder / "m.tmx"))
    rows = [ln for ln in out.stdout.decode().splitlines() if ln.startswith("INVALID")]
    assert len(rows) == 1 and shown in rows[0]


# --- 5. file names that are not UTF-8 --------------------------------------------------------

LATIN1 = os.fsdecode(b"caf\xe9.tmx")


def test_a_latin1_file_name_works_in_the_tools_under_strict_utf8(folder):
    shutil.copy(MAP, folder / LATIN1)
    lv = load_level(folder / LATIN1)
    assert lv.id == r"caf\xe9" and lv.title == "Every block"
    for args in (["levels", "check", LATIN1], ["levels", "solve", LATIN1], ["levels", "replay", LATIN1, "r"]):
        out = run(*args, cwd=folder)
        text = out.stdout.decode("utf-8")
        assert "internal error" not in text and not out.stderr, (args, text, out.stderr)
    assert "caf\\xe9" in run("levels", "check", LATIN1, cwd=folder).stdout.decode()
    broken = folder / os.fsdecode(b"br\xf6ken.tmx")
    broken.write_text("<map")
    out = run("levels", "check", broken.name, cwd=folder)
    assert out.returncode == 1 and "INVALID  br\\xf6ken.tmx: not a readable Tiled map" in out.stdout.decode()


def test_a_latin1_map_opens_in_the_window_and_a_screenshot_keeps_its_bytes(folder):
    shutil.copy(MAP, folder / LATIN1)
    shot = os.fsdecode(b"\xff\xfe.png")
    out = run("relics", "--map", LATIN1, "--frames", "3", "--screenshot", shot, cwd=folder)
    assert out.returncode == 0, out.stderr
    assert b"\xff\xfe.png" in os.listdir(os.fsencode(folder))
    assert (folder / shot).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


# --- 6. names and paths too long -------------------------------------------------------------

@pytest.mark.parametrize("path", ["a" * 300 + ".tmx", "/".join(["d" * 200] * 25) + "/m.tmx"])
def test_a_path_too_long_is_one_line(path):
    exc = refused(path)
    assert "too long" in str(exc)
    out = run("levels", "check", path)
    assert out.returncode == 1 and b"internal error" not in out.stdout and b"too long" in out.stdout
    for args in (["levels", "solve", path], ["levels", "replay", path, "r"]):
        res = run(*args)
        assert res.returncode == 3 and b"too long" in res.stdout
    win = run("relics", "--map", path, "--frames", "1")
    assert win.returncode == 2 and b"too long" in win.stderr and b"Traceback" not in win.stderr


# --- 8. the length of layer data -------------------------------------------------------------

def _csv(text: str, layer: str, edit) -> str:
    start = text.index(f'name="{layer}"')
    a = text.index('<data encoding="csv">', start) + len('<data encoding="csv">')
    b = text.index("</data>", a)
    values = [v.strip() for v in text[a:b].split(",")]
    return text[:a] + "\n" + ",".join(edit(values)) + "\n" + text[b:]


def _base64(text: str, layer: str, blob: bytes, compression: str = "") -> str:
    start = text.index(f'name="{layer}"')
    a = text.index("<data", start)
    b = text.index("</data>", a) + len("</data>")
    comp = f' compression="{compression}"' if compression else ""
    return text[:a] + f'<data encoding="base64"{comp}>{base64.b64encode(blob).decode()}</data>' + text[b:]


def _cells(text: str) -> int:
    m = re.search(r'<map [^>]*width="(\d+)" height="(\d+)"', text)
    return int(m.group(1)) * int(m.group(2))


@pytest.mark.parametrize("edit, count", [(lambda v: v[:-1], -1), (lambda v: v + ["0"], +1)])
def test_one_csv_value_too_few_or_too_many_is_refused(folder, edit, count):
    cells = _cells(MAP.read_text())
    exc = refused(edited(folder, "m.tmx", lambda t: _csv(t, "z1", edit)))
    assert f"layer z1: the layer data has {cells + count} values but the layer has {cells} cells" in str(exc)


def test_a_campaign_level_with_a_value_missing_is_not_a_shifted_board(folder):
    shutil.copytree(ROOT / "levels" / "tiles", folder.parent / "tiles", dirs_exist_ok=True)
    src = ROOT / "levels" / "floor-1" / "1-01.tmx"
    text = _csv(src.read_text(), "z1", lambda v: v[1:])
    (folder / "1-01.tmx").write_text(text)
    assert "35 values but the layer has 36 cells" in str(refused(folder / "1-01.tmx"))


def test_truncated_base64_and_a_huge_zlib_layer_are_refused(folder):
    cells = _cells(MAP.read_text())
    raw = struct.pack(f"<{cells}L", *([0] * cells))
    exc = refused(edited(folder, "cut.tmx", lambda t: _base64(t, "z1", raw[:-2])))
    assert "layer z1" in str(exc) and "cut short" in str(exc)
    exc = refused(edited(folder, "cutz.tmx", lambda t: _base64(t, "z1", zlib.compress(raw)[:-6], "zlib")))
    assert "layer z1" in str(exc) and ("cut short" in str(exc) or "not valid zlib" in str(exc))
    huge = zlib.compress(struct.pack("<300000L", *([0] * 300_000)))
    exc = refused(edited(folder, "huge.tmx", lambda t: _base64(t, "z1", huge, "zlib")))
    assert f"layer z1: the layer data has 300000 values but the layer has {cells} cells" in str(exc)


# --- 9. the designer's words, never pytmx's ---------------------------------------------------

@pytest.mark.parametrize("change, words", [
    (lambda t: _csv(t, "z1", lambda v: v[:3] + [""] + v[4:]), "layer z1, cell (3, 0): an empty value"),
    (lambda t: _csv(t, "z1", lambda v: v[:7] + ["x"] + v[8:]), "layer z1, cell (1, 1): 'x' is not a tile number"),
    (lambda t: t.replace('<property name="goals"', '<property'), "a property has no name"),
    (lambda t: t.replace('width="6"', 'width=""', 1), "the <map> attribute width must be a whole number, not ''"),
    (lambda t: t.replace('name="par" type="int" value="6"', 'name="par" type="int" value="six"'),
     "property par must be a whole number, not 'six'"),
    (lambda t: t.replace('firstgid="1" ', ''), "a <tileset> has no firstgid"),
    (lambda t: re.sub(r'(<object [^>]*?) x="[^"]*"', r"\1", t, count=1), "has no x position"),
    (lambda t: re.sub(r'(<object [^>]*?) y="[^"]*"', r'\1 y="nan"', t, count=1), "must be a number, not 'nan'"),
    (lambda t: t.replace('<layer id="1" name="z1" width="6" height="6">', '<layer id="1" name="z1">'),
     "layer z1: the layer has no width"),
    (lambda t: t.replace('name="par" type="int"', 'name="par" type=""'), "property par has unknown type ''"),
])
def test_broken_maps_are_described_in_the_designers_words(folder, change, words):
    path = edited(folder, "m.tmx", change)
    assert path.read_text() != MAP.read_text(), "the edit did not apply"
    exc = refused(path)
    assert words in str(exc)
