"""Mutated campaign maps (at the XML level: attributes, elements, layer data, objects, encodings,
the raw bytes) either load as a valid level or are refused with one line in the designer's words
(the file, and the layer and cell where they make sense), never with pytmx's own error text."""
from __future__ import annotations

import base64
import copy
import gzip
import shutil
import struct
import tempfile
import xml.etree.ElementTree as ET
import zlib
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.relics.loader import LevelError, campaign_paths, load_level
from game.relics.model import MAX_SIDE, MIN_SIDE
from tests.conftest import ROOT
from tests.reliability.fuzz import fuzz, one_line

MAPS = campaign_paths() + sorted((ROOT / "levels" / "test-maps").glob("*.tmx"))
_WORK = Path(tempfile.mkdtemp(prefix="durbar-mapfuzz-"))
shutil.copytree(ROOT / "levels" / "tiles", _WORK / "tiles")
(_WORK / "floor").mkdir()
TARGET = _WORK / "floor" / "fuzzed.tmx"

#: values a hostile or clumsy edit puts in an attribute
NASTY = st.one_of(
    st.sampled_from(["", " ", "0", "-1", "1e9", "99999999999999999999", "nan", "inf", "3.5", "abc",
                     "ortho\ngonal", "z1\nz2", "\t", "pieces", "z0", "z01", "z1 ", "csv", "base64", "zlib",
                     "gzip", "xml", "adventurer", "gem", "nemesis", "crate", "fire", "water", "1", "2", "64",
                     "../tiles/relics.tsx", "nowhere.tsx", "/", "true", "false", "int", "bool", "float",
                     "class", "object", "\u0915\u093e\u0920", "x" * 300, "a,b", "'", '"', "\\"]),
    st.text(max_size=12),
    st.integers(-10 ** 6, 10 ** 12).map(str),
)
ATTRS = ["width", "height", "tilewidth", "tileheight", "orientation", "infinite", "name", "type", "class",
         "x", "y", "id", "firstgid", "source", "encoding", "compression", "value", "visible", "opacity",
         "gid", "offsetx", "rotation", "version", "nextobjectid"]


def _elements(root: ET.Element) -> list[ET.Element]:
    return list(root.iter())


def _parents(root: ET.Element) -> dict:
    return {c: p for p in root.iter() for c in p}


def _layer_values(root: ET.Element) -> list[tuple[ET.Element, list[str]]]:
    out = []
    for data in root.iter("data"):
        if data.get("encoding") == "csv":
            out.append((data, [v.strip() for v in (data.text or "").split(",")]))
    return out


@st.composite
def mutated_map(draw) -> tuple[str, bytes]:
    path = draw(st.sampled_from(MAPS))
    text = path.read_text(encoding="utf-8").replace('source="../tiles/', 'source="../tiles/')
    root = ET.fromstring(text)
    how = []
    for _ in range(draw(st.integers(1, 5))):
        kind = draw(st.sampled_from(["set_attr", "del_attr", "del_elem", "dup_elem", "csv_drop", "csv_add",
                                     "csv_value", "reencode", "object", "property", "text", "raw"]))
        els = _elements(root)
        if kind == "set_attr":
            el = draw(st.sampled_from(els))
            key = draw(st.sampled_from(list(el.attrib) + ATTRS))
            el.set(key, draw(NASTY))
        elif kind == "del_attr":
            el = draw(st.sampled_from(els))
            if el.attrib:
                del el.attrib[draw(st.sampled_from(sorted(el.attrib)))]
        elif kind == "del_elem" and len(els) > 1:
            el = draw(st.sampled_from(els[1:]))
            _parents(root)[el].remove(el)
        elif kind == "dup_elem" and len(els) > 1:
            el = draw(st.sampled_from(els[1:]))
            parent = _parents(root)[el]
            parent.insert(list(parent).index(el), copy.deepcopy(el))
        elif kind in ("csv_drop", "csv_add", "csv_value", "reencode"):
            layers = _layer_values(root)
            if not layers:
                continue
            data, values = draw(st.sampled_from(layers))
            if kind == "csv_drop" and values:
                del values[draw(st.integers(0, len(values) - 1))]
            elif kind == "csv_add":
                values.insert(draw(st.integers(0, len(values))), draw(st.sampled_from(["0", "1", "5", ""])))
            elif kind == "csv_value" and values:
                values[draw(st.integers(0, len(values) - 1))] = draw(NASTY)
            if kind == "reencode":
                _reencode(draw, data, values)
            else:
                data.text = "\n" + ",".join(values) + "\n"
        elif kind == "object":
            objs = list(root.iter("object"))
            if objs:
                obj = draw(st.sampled_from(objs))
                obj.set(draw(st.sampled_from(["type", "class", "name", "x", "y", "width", "height", "gid"])),
                        draw(NASTY))
        elif kind == "property":
            props = list(root.iter("property"))
            if props:
                prop = draw(st.sampled_from(props))
                prop.set(draw(st.sampled_from(["name", "value", "type"])), draw(NASTY))
        elif kind == "text":
            el = draw(st.sampled_from(els))
            el.text = draw(NASTY)
        how.append(kind)
    blob = ET.tostring(root, encoding="unicode").encode("utf-8")
    if "raw" in how:
        blob = _raw(draw, blob)
    return ",".join(how) + f" on {path.name}", blob


def _reencode(draw, data: ET.Element, values: list[str]) -> None:
    """The layer as base64 (plain, zlib or gzip), sometimes cut short or padded."""
    try:
        gids = [int(v) for v in values]
    except ValueError:
        gids = [0] * 36
    change = draw(st.sampled_from(["same", "short", "long", "huge", "cut_bytes"]))
    if change == "short":
        gids = gids[:-1]
    elif change == "long":
        gids = gids + [0]
    elif change == "huge":
        gids = [0] * 300_000
    raw = struct.pack(f"<{len(gids)}L", *[g & 0xFFFFFFFF for g in gids])
    comp = draw(st.sampled_from([None, "zlib", "gzip"]))
    if comp == "zlib":
        raw = zlib.compress(raw)
    elif comp == "gzip":
        raw = gzip.compress(raw)
    if change == "cut_bytes":
        raw = raw[:max(0, len(raw) - draw(st.integers(1, 7)))]
    data.attrib.clear()
    data.set("encoding", "base64")
    if comp:
        data.set("compression", comp)
    data.text = base64.b64encode(raw).decode("ascii")


def _raw(draw, blob: bytes) -> bytes:
    how = draw(st.sampled_from(["truncate", "insert", "latin1", "utf16", "bom", "nul"]))
    if how == "truncate":
        return blob[:draw(st.integers(0, len(blob)))]
    if how == "insert":
        at = draw(st.integers(0, len(blob)))
        return blob[:at] + draw(st.binary(min_size=1, max_size=8)) + blob[at:]
    if how == "latin1":
        return blob.replace(b"The", "Th\u00e9".encode("latin-1"))
    if how == "utf16":
        return blob.decode("utf-8").encode("utf-16")
    if how == "bom":
        return b"\xef\xbb\xbf" + blob
    return blob.replace(b"csv", b"c\x00sv", 1)


def _check(blob: bytes) -> None:
    TARGET.write_bytes(blob)
    try:
        level = load_level(TARGET)
    except LevelError as exc:
        msg = str(exc)
        one_line(msg)
        assert "fuzzed.tmx" in msg, msg
        assert not exc.internal, f"pytmx's words reached the designer: {msg}"
        return
    assert MIN_SIDE <= level.width <= MAX_SIDE and MIN_SIDE <= level.height <= MAX_SIDE
    assert len(level.stacks) == level.width * level.height
    one_line(level.title)
    one_line(level.id)


@fuzz(600)
@given(mutated_map())
def test_a_mutated_campaign_map_loads_or_says_why_in_one_line(case):
    how, blob = case
    _check(blob)


@pytest.mark.parametrize("path", MAPS[:3], ids=lambda p: p.name)
def test_the_unmutated_maps_still_load(path):
    _check(path.read_bytes())
