"""Read a Relics level from a Tiled .tmx map (format: DESIGN.md, "Relics level format").

Every problem becomes a ``LevelError`` whose one-line message names the file, and where it makes
sense the layer and the cell, e.g. ``levels/floor-1/1-03.tmx: layer z2, cell (4, 1): the crate
floats (nothing under it on z1)``. pytmx reads the map; a light pre-pass over the XML catches
what pytmx would only answer with a bare exception (infinite maps, encodings, missing tilesets).
"""
from __future__ import annotations

import logging
import os
import re
from pathlib import Path
from typing import Optional

from game.relics.errors import LevelError
from game.relics.map_prepass import check_map, file_problem
from game.relics.model import BOX_LIMITS, Goal, Kind, Level, MAX_SIDE, MIN_SIDE
from game.shell.safe_text import plain, quoted, shown_path

ROOT = Path(__file__).resolve().parent.parent.parent
LEVELS_DIR = ROOT / "levels"
PIECES = ("adventurer", "nemesis", "gem")
_LAYER_RE = re.compile(r"^z([1-9][0-9]*)$")
_NAME_RE = re.compile(r"^([1-9])-([0-9]{1,2})$")


def _display(path: Path) -> str:
    """The path for messages: relative to the working folder when inside it. Never raises (a
    symbolic link loop, a name too long, a vanished working folder) and always prints."""
    try:
        shown = str(Path(os.path.abspath(path)).relative_to(Path(os.getcwd())))
    except (ValueError, OSError):
        shown = str(path)
    return shown_path(shown)


def load_level(path) -> Level:
    """Load and validate a level; raises ``LevelError`` (never anything else) on a broken map."""
    path = Path(path)
    name = _display(path)
    try:
        return _load(path, name)
    except LevelError:
        raise
    except RecursionError:
        raise LevelError(name, "the map is nested too deeply to be a Tiled map") from None
    except Exception as exc:  # pytmx raises bare Exceptions, ValueErrors, KeyErrors...
        # the prepass (map_prepass) should have said it in the designer's words: a bug to fix there
        text = " ".join(str(exc).split())[:80] or type(exc).__name__
        raise LevelError(name, f"Tiled could not read this map ({text})", internal=True) from None


def _prop_int(props: dict, key: str, name: str, default=None, minimum: int = 0):
    if key not in props or props[key] in (None, ""):
        return default
    value = props[key]
    try:
        iv = int(str(value).strip())
    except ValueError:
        raise LevelError(name, f"map property {key} must be a whole number, not {quoted(value)}") from None
    if iv < minimum:
        raise LevelError(name, f"map property {key} must be {minimum} or more, not {iv}")
    return iv


def _import_pytmx():
    """pytmx's package tries to import its pygame helpers; the core must not pull pygame in, so
    hide pygame while pytmx is first imported (if the game already loaded pygame, nothing changes).
    pytmx's own error logging is silenced: every problem reaches the user as one LevelError line."""
    import sys

    if "pytmx" not in sys.modules:
        log = logging.getLogger("pytmx")
        log.addHandler(logging.NullHandler())
        log.propagate = False
        hidden = "pygame" not in sys.modules
        if hidden:
            sys.modules["pygame"] = None  # type: ignore[assignment]
        try:
            import pytmx  # noqa: F401
        finally:
            if hidden:
                del sys.modules["pygame"]
    return sys.modules["pytmx"]


def _load(path: Path, name: str) -> Level:
    pytmx = _import_pytmx()
    check_map(path, name)
    tmx = pytmx.TiledMap(str(path))
    w, h = int(tmx.width), int(tmx.height)
    if not (MIN_SIDE <= w <= MAX_SIDE and MIN_SIDE <= h <= MAX_SIDE):
        raise LevelError(name, f"the board is {w} x {h}; it must be {MIN_SIDE}..{MAX_SIDE} spaces each way")
    tw, th = int(tmx.tilewidth or 64), int(tmx.tileheight or 64)

    # --- block layers z1, z2, ... ---
    layers: dict[int, object] = {}
    pieces_layer = None
    for layer in tmx.layers:
        lname = getattr(layer, "name", None) or "(unnamed)"
        if isinstance(layer, pytmx.TiledTileLayer):
            m = _LAYER_RE.match(lname)
            if not m:
                raise LevelError(name, "block layers must be named z1, z2, ... (z1 rests on the ground)",
                                 layer=lname)
            z = int(m.group(1))
            if z in layers:
                raise LevelError(name, "two layers have this name", layer=lname)
            if int(layer.width) != w or int(layer.height) != h:
                raise LevelError(name, f"the layer is {layer.width} x {layer.height} but the map is {w} x {h}",
                                 layer=lname)
            layers[z] = layer
        elif isinstance(layer, pytmx.TiledObjectGroup):
            if lname != "pieces":
                raise LevelError(name, "the only object layer must be named 'pieces'", layer=lname)
            if pieces_layer is not None:
                raise LevelError(name, "two object layers named 'pieces'", layer=lname)
            pieces_layer = layer
    if not layers:
        raise LevelError(name, "no block layer: add a tile layer named z1")
    top = max(layers)
    grid: list[list[Optional[Kind]]] = [[None] * (top + 1) for _ in range(w * h)]  # index z-1
    for z, layer in layers.items():
        lname = f"z{z}"
        for y, row in enumerate(layer.data):
            for x, gid in enumerate(row):
                if not gid:
                    continue
                props = tmx.get_tile_properties_by_gid(gid) or {}
                kind_name = props.get("kind")
                if kind_name in (None, ""):
                    tid = props.get("id")
                    # a gid no tileset holds (a hand-edited map) has no properties at all
                    what = (f"tile {tid} of the tileset has no 'kind' property" if tid is not None else
                            "this tile is not in the relics tileset (paint with the relics tileset's tiles)")
                    raise LevelError(name, what, layer=lname,
                                     cell=(x, y))
                kind_name = str(kind_name).strip().lower()
                if kind_name in PIECES:
                    raise LevelError(name, f"the {kind_name} is a piece, not a block: place it in the "
                                           "'pieces' object layer", layer=lname, cell=(x, y))
                try:
                    kind = Kind(kind_name)
                except ValueError:
                    raise LevelError(name, f"unknown kind {quoted(kind_name)} (expected crate, boulder, ice, fire "
                                           "or water)", layer=lname, cell=(x, y)) from None
                grid[y * w + x][z] = kind
    stacks: list[tuple[Kind, ...]] = []
    for c, col in enumerate(grid):
        cell = (c % w, c // w)
        st: list[Kind] = []
        for z in range(1, top + 1):
            kind = col[z]
            if kind is None:
                continue
            lname = f"z{z}"
            if kind is Kind.WATER and z != 1:
                raise LevelError(name, "water can only be on z1 (a pool is in the floor)", layer=lname, cell=cell)
            if len(st) != z - 1:
                raise LevelError(name, f"the {kind.value} floats (nothing under it on z{z - 1})", layer=lname,
                                 cell=cell)
            if st:
                below = st[-1]
                if below is Kind.WATER:
                    raise LevelError(name, f"the {kind.value} is on water (a pool holds nothing on top)",
                                     layer=lname, cell=cell)
                if below is Kind.FIRE:
                    raise LevelError(name, f"the {kind.value} rests on a fire (nothing may rest on a fire)",
                                     layer=lname, cell=cell)
                if kind is Kind.FIRE and below is not Kind.BOULDER:
                    raise LevelError(name, f"a fire rests on {below.value} (fire rests only on the ground or a "
                                           "boulder)", layer=lname, cell=cell)
            st.append(kind)
        stacks.append(tuple(st))

    # --- pieces ---
    found: dict[str, list[tuple[int, int]]] = {p: [] for p in PIECES}
    occupied: dict[tuple[int, int], str] = {}
    if pieces_layer is None:
        raise LevelError(name, "no object layer 'pieces' (it holds the adventurer, the nemesis and the gems)")
    for obj in pieces_layer:
        ptype = _object_type(obj)
        label = f"object {quoted(obj.name)}" if obj.name else f"object {plain(obj.id)}"
        if not ptype:
            raise LevelError(name, f"{label} has no type: set its Class/Type to adventurer, nemesis or gem",
                             layer="pieces")
        if ptype in {k.value for k in Kind}:
            raise LevelError(name, f"{label} is a {plain(ptype)} block: paint blocks on the tile layers z1, z2, ...",
                             layer="pieces")
        if ptype not in PIECES:
            raise LevelError(name, f"{label} has unknown type {quoted(ptype)} (expected adventurer, nemesis or gem)",
                             layer="pieces")
        ow, oh = float(obj.width or 0), float(obj.height or 0)
        cx, cy = float(obj.x) + ow / 2, float(obj.y) + oh / 2
        # pytmx already moved a tile object's y from its bottom to its top edge
        x, y = int(cx // tw), int(cy // th)
        if not (0 <= x < w and 0 <= y < h):
            raise LevelError(name, f"the {ptype} ({label}) is off the board", layer="pieces", cell=(x, y))
        cell = (x, y)
        st = stacks[y * w + x]
        if st and st[-1] is Kind.WATER:
            raise LevelError(name, f"the {ptype} stands on water", layer="pieces", cell=cell)
        if st and st[-1] is Kind.FIRE:
            raise LevelError(name, f"the {ptype} stands on a fire (nothing may rest on a fire)", layer="pieces",
                             cell=cell)
        if ptype == "adventurer" and st and st[-1] is Kind.BOULDER:
            raise LevelError(name, "the adventurer stands on a boulder (boulders can't be stood on)",
                             layer="pieces", cell=cell)
        if cell in occupied:
            raise LevelError(name, f"the {ptype} and the {occupied[cell]} share one space", layer="pieces", cell=cell)
        occupied[cell] = ptype
        found[ptype].append(cell)
    if not found["adventurer"]:
        raise LevelError(name, "no adventurer: add an object of type adventurer", layer="pieces")
    if len(found["adventurer"]) > 1:
        cells = " and ".join(f"({x}, {y})" for x, y in found["adventurer"])
        raise LevelError(name, f"{len(found['adventurer'])} adventurers (at {cells}); a level has exactly one",
                         layer="pieces")
    if len(found["nemesis"]) > 1:
        raise LevelError(name, "two nemeses; the box holds one", layer="pieces", cell=found["nemesis"][1])
    if len(found["gem"]) > BOX_LIMITS["gem"]:
        raise LevelError(name, f"{len(found['gem'])} gems; the box holds {BOX_LIMITS['gem']}", layer="pieces",
                         cell=found["gem"][2])
    for kind in Kind:
        n = sum(st.count(kind) for st in stacks)
        if n > BOX_LIMITS[kind.value]:
            raise LevelError(name, f"{n} {kind.value} blocks; the box holds {BOX_LIMITS[kind.value]}")

    # --- map properties ---
    props = dict(tmx.properties)
    raw_goals = props.get("goals")
    if raw_goals in (None, ""):
        raise LevelError(name, "map property goals is missing (a comma list of gem, nemesis, destroy)")
    goals: list[Goal] = []
    for g in str(raw_goals).split(","):
        g = g.strip().lower()
        if not g:
            continue
        try:
            goal = Goal(g)
        except ValueError:
            raise LevelError(name, f"map property goals: unknown goal {quoted(g)} (expected gem, nemesis or destroy)") \
                from None
        if goal not in goals:
            goals.append(goal)
    if not goals:
        raise LevelError(name, "map property goals is empty (a comma list of gem, nemesis, destroy)")
    destroy_kind, destroy_count = None, 0
    if Goal.DESTROY in goals:
        dk = str(props.get("destroy_kind") or "").strip().lower()
        if not dk:
            raise LevelError(name, "the destroy goal needs map properties destroy_kind and destroy_count "
                                   "(destroy_kind is missing)")
        try:
            destroy_kind = Kind(dk)
        except ValueError:
            raise LevelError(name, f"map property destroy_kind: unknown kind {quoted(dk)}") from None
        destroy_count = _prop_int(props, "destroy_count", name, minimum=1)
        if destroy_count is None:
            raise LevelError(name, "the destroy goal needs map properties destroy_kind and destroy_count "
                                   "(destroy_count is missing)")
    if Goal.GEM in goals and not found["gem"]:
        raise LevelError(name, "the gem goal needs at least one gem in the pieces layer", layer="pieces")
    if Goal.NEMESIS in goals and not found["nemesis"]:
        raise LevelError(name, "the nemesis goal needs a nemesis in the pieces layer", layer="pieces")
    m = _NAME_RE.match(path.stem)
    floor = _prop_int(props, "floor", name, default=int(m.group(1)) if m else 0)
    level_no = _prop_int(props, "level", name, default=int(m.group(2)) if m else 0)
    par = _prop_int(props, "par", name)
    view = _prop_int(props, "view", name)
    if view is not None and view > 3:
        raise LevelError(name, f"map property view must be 0, 1, 2 or 3 (quarter turns), not {view}")
    stem = shown_path(path.stem)  # a non-UTF-8 file name becomes printable ("caf\\xe9")
    level_id = f"{floor}-{level_no:02d}" if floor and level_no else stem
    return Level(
        id=level_id, width=w, height=h, stacks=tuple(stacks), adventurer=found["adventurer"][0],
        nemesis=found["nemesis"][0] if found["nemesis"] else None, gems=tuple(found["gem"]),
        goals=tuple(goals), destroy_kind=destroy_kind, destroy_count=destroy_count or 0,
        title=_text_prop(props, "title") or stem, hint=str(props.get("hint") or ""), par=par,
        floor=floor, level=level_no, path=path, view=view,
    )


def _text_prop(props: dict, key: str) -> str:
    """A text property as the player sees it: one line (Tiled's multi-line text is joined)."""
    value = props.get(key)
    return " ".join(str(value).split()) if value not in (None, "") else ""


def _object_type(obj) -> str:
    """The piece type of a map object: ``type`` (Tiled 1.8, 1.10+) or ``class`` (1.9), else what the
    object's tile says (a tile object inherits its tile's class/type and ``kind`` property)."""
    for value in (getattr(obj, "type", None), obj.__dict__.get("class"),
                  obj.properties.get("type"), obj.properties.get("class"), obj.properties.get("kind")):
        if value not in (None, ""):
            return str(value).strip().lower()
    return ""


# --- the campaign ----------------------------------------------------------------------------

def campaign_paths(levels_dir: Optional[Path] = None) -> list[Path]:
    """``levels/floor-N/N-LL.tmx`` in play order (floor, then level)."""
    base = Path(levels_dir) if levels_dir else LEVELS_DIR
    found = []
    for p in base.glob("floor-*/*.tmx"):
        m = _NAME_RE.match(p.stem)
        if m:
            found.append(((int(m.group(1)), int(m.group(2))), p))
    return [p for _, p in sorted(found)]


def find_level(name: str, levels_dir: Optional[Path] = None) -> Path:
    """``"1-1"`` or ``"1-01"`` -> its .tmx path; LevelError when there is no such level."""
    m = _NAME_RE.match(name.strip())
    if not m:
        raise LevelError(quoted(name), "not a level name (expected FLOOR-LEVEL, e.g. 1-1 or 1-01)")
    floor, level = int(m.group(1)), int(m.group(2))
    base = Path(levels_dir) if levels_dir else LEVELS_DIR
    path = base / f"floor-{floor}" / f"{floor}-{level:02d}.tmx"
    if file_problem(path) is not None:
        raise LevelError(_display(path), f"there is no level {floor}-{level:02d}")
    return path
