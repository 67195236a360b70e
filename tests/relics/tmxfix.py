"""Write small Relics .tmx maps for tests (from the text board form), with knobs to break them."""
from __future__ import annotations

import shutil
from pathlib import Path
from typing import Optional

from game.relics.kinds import RECORDS
from tests.conftest import ROOT
from tools.levelgen.tmx_writer import tile_ids

TILES = ROOT / "levels" / "tiles"
_IDS = tile_ids()  # the shared tileset's tile id of each kind and piece
KIND_ID = {r.letter: _IDS[r.id] for r in RECORDS}
PIECE_ID = {"A": _IDS["adventurer"], "N": _IDS["nemesis"], "G": _IDS["gem"]}
PIECE_NAME = {"A": "adventurer", "N": "nemesis", "G": "gem"}


def copy_tileset(folder: Path) -> str:
    """Copy the real tileset next to the test maps; returns its relative path for maps in ``folder``."""
    dst = folder / "tiles"
    if not dst.exists():
        shutil.copytree(TILES, dst)
    return "tiles/relics.tsx"


def tmx_text(board: str, props: Optional[dict] = None, tsx: str = "tiles/relics.tsx", type_attr: str = "type",
             tile_objects: bool = False, extra_objects: str = "", encoding: str = "csv", infinite: bool = False,
             layer_names: Optional[dict] = None, tile=64) -> str:
    rows = [line.split() for line in board.strip("\n").splitlines() if line.strip()]
    h, w = len(rows), len(rows[0])
    stacks, pieces = {}, []
    for y, row in enumerate(rows):
        for x, tok in enumerate(row):
            piece = tok[-1] if tok[-1] in "ANG" else ""
            body = tok[:-1] if piece else tok
            stacks[(x, y)] = "" if body in ("", ".") else body
            if piece:
                pieces.append((piece, x, y))
    nz = max([len(s) for s in stacks.values()] + [1])
    props = {"goals": "gem"} if props is None else props
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down" width="{w}" '
           f'height="{h}" tilewidth="{tile}" tileheight="{tile}" infinite="{1 if infinite else 0}" '
           f'nextlayerid="{nz + 2}" nextobjectid="{len(pieces) + 10}">']
    if props:
        out.append(" <properties>")
        for k, v in props.items():
            t = ' type="int"' if isinstance(v, int) else ""
            out.append(f'  <property name="{k}"{t} value="{v}"/>')
        out.append(" </properties>")
    out.append(f' <tileset firstgid="1" source="{tsx}"/>')
    for z in range(1, nz + 1):
        name = (layer_names or {}).get(z, f"z{z}")
        out.append(f' <layer id="{z}" name="{name}" width="{w}" height="{h}">')
        vals = [[str(1 + KIND_ID[stacks[(x, y)][z - 1]]) if len(stacks[(x, y)]) >= z else "0" for x in range(w)]
                for y in range(h)]
        if encoding == "csv":
            out.append('  <data encoding="csv">')
            out.append(",\n".join(",".join(r) for r in vals))
            out.append("</data>")
        elif encoding == "xml":
            out.append("  <data>")
            out += [f'   <tile gid="{v}"/>' for r in vals for v in r]
            out.append("  </data>")
        else:
            out.append(f'  <data encoding="base64" compression="{encoding}">AAAA</data>')
        out.append(" </layer>")
    out.append(f' <objectgroup id="{nz + 1}" name="pieces">')
    for i, (p, x, y) in enumerate(pieces, start=1):
        if tile_objects:  # a tile object's x/y is its bottom-left corner
            out.append(f'  <object id="{i}" gid="{1 + PIECE_ID[p]}" x="{x * tile}" y="{(y + 1) * tile}" '
                       f'width="{tile}" height="{tile}"/>')
        else:
            out.append(f'  <object id="{i}" {type_attr}="{PIECE_NAME[p]}" x="{x * tile + tile / 2}" '
                       f'y="{y * tile + tile / 2}">\n   <point/>\n  </object>')
    out.append(extra_objects)
    out.append(" </objectgroup>")
    out.append("</map>")
    return "\n".join(out) + "\n"


def write(folder: Path, name: str, board: str, **kw) -> Path:
    copy_tileset(folder)
    path = folder / name
    path.write_text(tmx_text(board, **kw), encoding="utf-8")
    return path
