"""Write a ``Spec`` as a Relics .tmx map in exactly the DESIGN.md format.

- orthogonal, finite, CSV tile layers ``z1``, ``z2``, ... (one per height in use, at least ``z1``),
- the shared tileset ``../tiles/relics.tsx`` (tile ids looked up by their ``kind`` property),
- each tile layer ``zN`` drawn by Tiled ``LAYER_RISE`` pixels higher than the one below it and
  tinted by height (``layer_look``), so a stack reads as a stack in Tiled (a boulder on a crate
  shows the crate's edge under it); the game ignores both attributes,
- an object layer ``pieces`` with tile objects (the piece's own picture, named and typed
  ``adventurer`` / ``nemesis`` / ``gem``) covering their cell, as the "new map" template has,
- plain map properties ``floor``, ``level``, ``title``, ``goals``, ``destroy_kind``,
  ``destroy_count``, ``par`` (if known), ``hint`` and ``view`` (the opening rotation that hides
  least, from ``game.relics.view.occlusion.best_view``, when the build gives it).
"""
from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from pathlib import Path
from xml.sax.saxutils import quoteattr

from .spec import Spec

ROOT = Path(__file__).resolve().parents[2]
TSX = ROOT / "levels" / "tiles" / "relics.tsx"
TILE = 64
LAYER_RISE = 10  # pixels each height level is drawn above the one below, in Tiled
# Tiled multiplies a layer's tiles by its tint: z1 as painted, then warm, cool, rose, green.
TINTS = ("#ffffff", "#ffe9a8", "#b4e4ff", "#ffc4e4", "#c8ffc0", "#e0c8ff")


def layer_look(z: int) -> tuple[int, str]:
    """(offsety, tintcolor) of the tile layer ``z<z>``: the same for every campaign map and the
    template, so a designer learns it once."""
    return -LAYER_RISE * (z - 1), TINTS[(z - 1) % len(TINTS)]


def tile_ids(tsx: Path = TSX) -> dict[str, int]:
    """Local tile id for each block kind (the first tile carrying ``kind`` = that kind)."""
    root = ET.parse(tsx).getroot()
    out: dict[str, int] = {}
    for tile in root.iter("tile"):
        for prop in tile.iter("property"):
            if prop.get("name") == "kind":
                out.setdefault(prop.get("value", ""), int(tile.get("id", "0")))
    return out


def tmx_text(spec: Spec, tsx_rel: str = "../tiles/relics.tsx", tsx: Path = TSX, view: int | None = None) -> str:
    ids = tile_ids(tsx)
    first_gid = 1
    sm = spec.stack_map()
    nz = max(1, spec.max_height())
    w, h = spec.width, spec.height
    lines = ['<?xml version="1.0" encoding="UTF-8"?>']
    n_obj = 1 + (spec.nemesis is not None) + len(spec.gems)
    lines.append(
        f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{w}" height="{h}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
        f'nextlayerid="{nz + 2}" nextobjectid="{n_obj + 1}">'
    )
    props = [("floor", "int", spec.floor), ("level", "int", spec.level), ("title", None, spec.title),
             ("goals", None, ",".join(spec.goals))]
    if "destroy" in spec.goals:
        props += [("destroy_kind", None, spec.destroy_kind), ("destroy_count", "int", spec.destroy_count)]
    if spec.par is not None:
        props.append(("par", "int", spec.par))
    if spec.hint:
        props.append(("hint", None, spec.hint))
    if view is not None:
        props.append(("view", "int", view))
    lines.append(" <properties>")
    for name, typ, val in sorted(props):  # Tiled saves map properties sorted by name
        t = f' type="{typ}"' if typ else ""
        lines.append(f'  <property name="{name}"{t} value={quoteattr(str(val))}/>')
    lines.append(" </properties>")
    lines.append(f' <tileset firstgid="{first_gid}" source="{tsx_rel}"/>')
    for z in range(1, nz + 1):
        oy, tint = layer_look(z)
        look = f' tintcolor="{tint}"' if z > 1 else ""
        look += f' offsetx="0" offsety="{oy}"' if oy else ""
        lines.append(f' <layer id="{z}" name="z{z}" width="{w}" height="{h}"{look}>')
        lines.append('  <data encoding="csv">')
        rows = []
        for y in range(h):
            vals = []
            for x in range(w):
                s = sm.get((x, y), ())
                vals.append(str(first_gid + ids[s[z - 1]]) if len(s) >= z else "0")
            rows.append(",".join(vals))
        lines.append(",\n".join(rows))
        lines.append("</data>")
        lines.append(" </layer>")
    lines.append(f' <objectgroup id="{nz + 1}" name="pieces">')
    oid = 1
    pieces = [("adventurer", spec.adventurer)]
    if spec.nemesis is not None:
        pieces.append(("nemesis", spec.nemesis))
    pieces += [("gem", g) for g in spec.gems]
    for name, (x, y) in pieces:
        px, py = x * TILE, (y + 1) * TILE  # a tile object's y is its bottom edge
        gid = first_gid + ids[name]
        lines.append(f'  <object id="{oid}" name="{name}" type="{name}" gid="{gid}" x="{px}" y="{py}" '
                     f'width="{TILE}" height="{TILE}"/>')
        oid += 1
    lines.append(" </objectgroup>")
    lines.append("</map>")
    return "\n".join(lines) + "\n"


def write_tmx(spec: Spec, path: Path, view: int | None = None) -> None:
    """Write atomically (temp file + rename) so a half-written map is never seen."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmx.tmp")
    tmp.write_text(tmx_text(spec, view=view), encoding="utf-8")
    os.replace(tmp, path)
