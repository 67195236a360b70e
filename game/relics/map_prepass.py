"""The checks a Relics map passes before pytmx reads it, so that every broken map is reported in
the designer's words (the file, the element or layer, the cell) and never as pytmx's own error
(``invalid literal for int() with base 10: ''``, ``list index out of range``...).

No pygame. ``check_map(path, name)`` raises ``LevelError`` or returns the parsed XML root.
What is checked: the file itself (missing, a folder, a symbolic link loop, a name too long,
unreadable), the XML, the map's attributes, every attribute pytmx casts to a number or a flag,
typed properties, the tilesets (present and readable), and each tile layer's data: its encoding,
its values (whole numbers) and their count (exactly one per cell, compressed data included).
"""
from __future__ import annotations

import base64
import binascii
import errno
import math
import os
import re
import xml.etree.ElementTree as ET
import zlib
from pathlib import Path
from typing import Optional

from game.relics.errors import LevelError
from game.shell.safe_text import plain, quoted, shown_path

_OK_ENCODINGS = {("csv", None), ("base64", None), ("base64", "zlib"), ("base64", "gzip")}
#: the largest gid a layer cell can hold (32 bits, the top three are Tiled's flip flags)
_MAX_GID = 0xFFFFFFFF
#: attributes pytmx casts, by the cast's kind (pytmx.pytmx.types): whole numbers and numbers
_INT_ATTRS = {"columns", "duration", "firstgid", "gid", "id", "margin", "nextobjectid", "offsetx",
              "offsety", "spacing", "tile", "tilecount", "tileheight", "tileid", "tilewidth"}
_FLOAT_ATTRS = {"height", "hexsidelength", "opacity", "pixelsize", "probability", "rotation", "width",
                "x", "y"}
_BOOL_ATTRS = {"bold", "italic", "kerning", "strikeout", "underline", "visible", "wrap"}
_PROP_TYPES = {"int": "a whole number", "object": "a whole number (an object id)", "float": "a number",
               "bool": "true or false"}
_KNOWN_PROP_TYPES = {"string", "int", "float", "bool", "color", "file", "object", "class", "enum"}
_BOOL_WORDS = re.compile(r"^\s*$|^\s*[-1yt0nf]", re.I)


def file_problem(path: Path) -> Optional[str]:
    """Why ``path`` cannot be opened as a map file, in the player's words (None when it can)."""
    try:
        st = os.stat(path)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            return "the path is a symbolic link that loops back on itself"
        if exc.errno == errno.ENAMETOOLONG:
            return "the path is too long (a name over 255 bytes or a path over 4096)"
        if exc.errno == errno.EACCES:
            return "cannot open the file (permission denied)"
        if exc.errno == errno.ENOTDIR:
            return "no such map file (a part of the path is a file, not a folder)"
        if exc.errno == errno.ENOENT:
            return "no such map file"
        return f"cannot open the file ({exc.strerror or type(exc).__name__})"
    except ValueError:  # an embedded NUL
        return "not a usable path (it holds a NUL character)"
    import stat

    if stat.S_ISDIR(st.st_mode):
        return "a folder, not a map file"
    if not stat.S_ISREG(st.st_mode):
        return "not a regular file"
    return None


def _parse(path: Path, name: str, what: str) -> ET.Element:
    try:
        return ET.parse(path).getroot()
    except ET.ParseError as exc:
        if what == "the map":
            raise LevelError(name, f"not a readable Tiled map (XML error: {_xml_error(exc)})") from None
        raise LevelError(name, f"{what} is not readable XML ({_xml_error(exc)})") from None
    except (OSError, ValueError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else type(exc).__name__
        raise LevelError(name, f"cannot read {what} ({reason})") from None
    except RecursionError:
        raise LevelError(name, f"{what} is nested too deeply to be a Tiled file") from None


def _xml_error(exc: ET.ParseError) -> str:
    text = " ".join(str(exc).split())
    return text[:80]


def check_map(path: Path, name: str) -> ET.Element:
    problem = file_problem(path)
    if problem:
        raise LevelError(name, problem)
    root = _parse(path, name, "the map")
    if root.tag != "map":
        raise LevelError(name, f"not a Tiled map (the root element is <{plain(root.tag)}>, expected <map>)")
    if root.get("infinite", "0") == "1":
        raise LevelError(name, "infinite maps are not supported: untick Map > Map Properties > Infinite "
                               "and give the map a fixed size")
    orientation = root.get("orientation", "orthogonal")
    if orientation != "orthogonal":
        raise LevelError(name, f"the map is {quoted(orientation)}; Relics maps must be orthogonal")
    for key in ("width", "height"):
        if root.get(key) is None:
            raise LevelError(name, f"the map has no {key} (Map > Map Properties > Map size)")
    w, h = _whole(root, "width", name), _whole(root, "height", name)
    _check_attributes(root, name)
    for ts in root.iter("tileset"):
        _check_tileset(ts, path, name)
    for layer in root.iter("layer"):
        _check_layer(layer, name, w, h)
    for group in root.iter("objectgroup"):
        gname = group.get("name", "(unnamed)")
        for obj in group.iter("object"):
            label = f"object {plain(obj.get('name'))}" if obj.get("name") else f"object {plain(obj.get('id', '?'))}"
            for key in ("x", "y"):
                if obj.get(key) is None:
                    raise LevelError(name, f"{label} has no {key} position", layer=gname)
    return root


def _whole(el: ET.Element, key: str, name: str) -> int:
    value = el.get(key, "")
    try:
        return int(value)
    except ValueError:
        raise LevelError(name, f"the <{el.tag}> attribute {key} must be a whole number, not {quoted(value)}") \
            from None


def _where(el: ET.Element, parents: dict) -> Optional[str]:
    """The layer (by name) an element belongs to, for the message."""
    node: Optional[ET.Element] = el
    while node is not None:
        if node.tag in ("layer", "objectgroup", "imagelayer", "group"):
            return node.get("name", "(unnamed)")
        node = parents.get(node)
    return None


def _check_attributes(root: ET.Element, name: str, what: str = "") -> None:
    """Every attribute pytmx casts must cast; every property must have a name and a valid value."""
    parents = {child: parent for parent in root.iter() for child in parent}
    for el in root.iter():
        for key, value in el.attrib.items():
            problem = None
            if key in _INT_ATTRS:
                try:
                    int(value)
                except ValueError:
                    problem = "a whole number"
            elif key in _FLOAT_ATTRS:
                try:
                    if not math.isfinite(float(value)):
                        problem = "a number"
                except ValueError:
                    problem = "a number"
            elif key in _BOOL_ATTRS and not _BOOL_WORDS.match(value):
                problem = "true or false"
            if problem:
                raise LevelError(name, f"{what}the <{plain(el.tag)}> attribute {plain(key)} must be {problem}, "
                                       f"not {quoted(value)}", layer=_where(el, parents))
        if el.tag == "property":
            pname = el.get("name")
            if pname is None or not pname.strip():
                raise LevelError(name, f"{what}a property has no name", layer=_where(el, parents))
            ptype = el.get("type", "string")
            if ptype not in _KNOWN_PROP_TYPES:
                raise LevelError(name, f"{what}property {plain(pname)} has unknown type {quoted(ptype)} (Tiled's "
                                       "types are string, int, float, bool, color, file and object)",
                                 layer=_where(el, parents))
            if ptype in _PROP_TYPES:
                value = el.get("value")
                if value is None:
                    raise LevelError(name, f"{what}property {plain(pname)} ({ptype}) has no value",
                                     layer=_where(el, parents))
                if not _castable(ptype, value):
                    raise LevelError(name, f"{what}property {plain(pname)} must be {_PROP_TYPES[ptype]}, "
                                           f"not {quoted(value)}", layer=_where(el, parents))
            elif ptype == "class":
                raise LevelError(name, f"{what}property {plain(pname)} is a custom class; Relics maps use "
                                       "plain properties", layer=_where(el, parents))


def _castable(ptype: str, value: str) -> bool:
    try:
        if ptype in ("int", "object"):
            int(value)
        elif ptype == "float":
            return math.isfinite(float(value))
        elif ptype == "bool":
            return bool(_BOOL_WORDS.match(value))
    except ValueError:
        return False
    return True


def _check_tileset(ts: ET.Element, path: Path, name: str) -> None:
    if ts.get("firstgid") is None:
        raise LevelError(name, "a <tileset> has no firstgid")
    src = ts.get("source")
    if not src:
        _tile_size(ts, name, "the map's own tileset")
        return
    tsx = path.parent / src
    problem = file_problem(tsx)
    if problem:
        if problem == "no such map file":
            problem = "not found"
        raise LevelError(name, f"tileset file {plain(src)} {problem} (looked for {shown_path(_shown(tsx))})")
    root = _parse(tsx, name, f"tileset file {plain(src)}")
    if root.tag != "tileset":
        raise LevelError(name, f"tileset file {plain(src)} is not a Tiled tileset (its root element is "
                               f"<{plain(root.tag)}>)")
    _check_attributes(root, name, what=f"tileset file {plain(src)}: ")
    _tile_size(root, name, f"tileset file {plain(src)}")


def _tile_size(ts: ET.Element, name: str, what: str) -> None:
    """pytmx cuts a tileset's image into tiles of this size: it must be set and at least 1."""
    for key in ("tilewidth", "tileheight"):
        value = ts.get(key)
        if value is None or int(value) < 1:
            shown = "missing" if value is None else quoted(value)
            raise LevelError(name, f"{what}: the tile {key[4:]} must be 1 pixel or more ({shown})")


def _shown(p: Path) -> str:
    """Relative to the working folder when inside it, else as it is."""
    try:
        return str(Path(os.path.abspath(p)).relative_to(Path(os.getcwd())))
    except (ValueError, OSError):
        return os.path.normpath(p)


def _check_layer(layer: ET.Element, name: str, map_w: int, map_h: int) -> None:
    lname = layer.get("name", "(unnamed)")
    data = layer.find("data")
    if data is None:
        raise LevelError(name, "the layer has no data", layer=lname)
    if data.find("chunk") is not None:
        raise LevelError(name, "infinite maps are not supported: untick Map > Map Properties > Infinite",
                         layer=lname)
    enc = (data.get("encoding"), data.get("compression"))
    if enc not in _OK_ENCODINGS:
        shown = "XML tiles" if enc[0] is None else quoted("/".join(e for e in enc if e))
        raise LevelError(name, f"unsupported layer encoding {shown}: set Map > Map Properties > "
                               "Tile Layer Format to CSV", layer=lname)
    for key in ("width", "height"):
        if layer.get(key) is None:
            raise LevelError(name, f"the layer has no {key} (save the map again in Tiled)", layer=lname)
    w = int(float(layer.get("width")))
    h = int(float(layer.get("height")))
    if w <= 0 or h <= 0:
        raise LevelError(name, f"the layer is {w} x {h}", layer=lname)
    if (w, h) != (map_w, map_h):
        raise LevelError(name, f"the layer is {w} x {h} but the map is {map_w} x {map_h}", layer=lname)
    cells = w * h
    text = (data.text or "").strip()
    if enc[0] == "csv":
        count = _check_csv(text, name, lname, w, cells)
    else:
        count = _check_binary(text, enc[1], name, lname, cells)
    if count != cells:
        raise LevelError(name, f"the layer data has {count} value{'s' if count != 1 else ''} but the layer has "
                               f"{cells} cells ({w} x {h}): the map was cut or hand-edited", layer=lname)


def _check_csv(text: str, name: str, lname: str, w: int, cells: int) -> int:
    if not text:
        return 0
    values = text.split(",")
    for i, raw in enumerate(values[:cells + 1]):
        v = raw.strip()
        ok = v.isdigit() and v.isascii()
        if not ok or int(v) > _MAX_GID:
            what = "an empty value (two commas in a row?)" if not v else f"{quoted(v)}"
            raise LevelError(name, f"{what} is not a tile number", layer=lname,
                             cell=(i % w, i // w) if i < cells else None)
    return len(values)


def _check_binary(text: str, compression: Optional[str], name: str, lname: str, cells: int) -> int:
    try:
        raw = base64.b64decode(text, validate=False)
    except (binascii.Error, ValueError):
        raise LevelError(name, "the layer data is not valid base64 (cut or hand-edited?)", layer=lname) from None
    limit = cells * 4 + 4  # one value more than the layer holds is enough to tell the count is wrong
    if compression:
        wbits = zlib.MAX_WBITS | (16 if compression == "gzip" else 0)
        inflate = zlib.decompressobj(wbits)
        try:
            out = inflate.decompress(raw, limit)
        except zlib.error:
            raise LevelError(name, f"the layer data is not valid {compression} data (cut or hand-edited?)",
                             layer=lname) from None
        if len(out) >= limit:  # there is more: count it without holding it all at once
            total = len(out)
            try:
                while inflate.unconsumed_tail and total < 64 * 1024 * 1024:
                    total += len(inflate.decompress(inflate.unconsumed_tail, 1 << 20))
            except zlib.error:
                pass
            return total // 4
        if not inflate.eof:
            raise LevelError(name, f"the layer data is cut short ({compression} data ends early)", layer=lname)
        raw = out
    if len(raw) % 4:
        raise LevelError(name, f"the layer data is cut short ({len(raw)} bytes is not a whole number of "
                               "4-byte tiles)", layer=lname)
    return len(raw) // 4
