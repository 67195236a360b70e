"""Tiny Relics maps for the view tests, written as real Tiled .tmx files (text board -> map)."""
from __future__ import annotations

import os
import shutil
from pathlib import Path

from game.relics.kinds import RECORDS
from tools.levelgen.tmx_writer import tile_ids

ROOT = Path(__file__).resolve().parents[2]
KIND_GID = {r.letter: 1 + tile_ids()[r.id] for r in RECORDS}  # the shared tileset's, first gid 1
PIECES = {"A": "adventurer", "N": "nemesis", "G": "gem"}

#: push the crate twice to the east, then climb up to the Gem: solution "RrRrrd" (2 pushes, 4 steps)
STAIRS = """
A  c  .  .
.  .  .  ccG
.  .  .  .
"""


def write_map(folder: Path, name: str, board: str, **props) -> Path:
    """Write ``board`` (the text form of game.relics.textmap) as ``folder/name`` with the real tileset."""
    tiles = folder / "tiles"
    if not tiles.exists():
        shutil.copytree(ROOT / "levels" / "tiles", tiles)
    rows = [line.split() for line in board.strip("\n").splitlines() if line.strip()]
    h, w = len(rows), len(rows[0])
    stacks, pieces = {}, []
    for y, row in enumerate(rows):
        for x, tok in enumerate(row):
            piece = tok[-1] if tok[-1] in PIECES else ""
            body = tok[:-1] if piece else tok
            stacks[(x, y)] = "" if body in ("", ".") else body
            if piece:
                pieces.append((PIECES[piece], x, y))
    nz = max([len(s) for s in stacks.values()] + [1])
    # the tests' key presses are written for the unturned view: the map fixes it (view 0)
    props = {"goals": "gem", "title": "Test map", "view": 0, **props}
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down" '
           f'width="{w}" height="{h}" tilewidth="64" tileheight="64" infinite="0" nextlayerid="{nz + 2}" '
           f'nextobjectid="{len(pieces) + 1}">', " <properties>"]
    for k, v in props.items():
        t = ' type="int"' if isinstance(v, int) else ""
        out.append(f'  <property name="{k}"{t} value="{v}"/>')
    out += [" </properties>", ' <tileset firstgid="1" source="tiles/relics.tsx"/>']
    for z in range(1, nz + 1):
        out.append(f' <layer id="{z}" name="z{z}" width="{w}" height="{h}">')
        out.append('  <data encoding="csv">')
        out.append(",\n".join(",".join(str(KIND_GID[stacks[(x, y)][z - 1]]) if len(stacks[(x, y)]) >= z else "0"
                                       for x in range(w)) for y in range(h)))
        out.append("</data>")
        out.append(" </layer>")
    out.append(f' <objectgroup id="{nz + 1}" name="pieces">')
    for i, (kind, x, y) in enumerate(pieces, start=1):
        out.append(f'  <object id="{i}" type="{kind}" x="{x * 64 + 32}" y="{y * 64 + 32}">\n   <point/>\n  </object>')
    out += [" </objectgroup>", "</map>"]
    path = folder / name
    old = path.stat().st_mtime_ns if path.exists() else None
    path.write_text("\n".join(out) + "\n", encoding="utf-8")
    if old is not None:  # make sure a rewrite is seen as a change even on coarse clocks
        os.utime(path, ns=(old + 2_000_000_000, old + 2_000_000_000))
    return path
