"""A compact text form of a board, for tests and debugging (the real level format is Tiled .tmx).

One line per row, cells separated by spaces. A cell is its stack bottom to top in letters (each
kind's ``letter`` in ``assets/relics/blocks.json``: ``c`` crate, ``b`` boulder, ``i`` ice, ``f`` fire,
``w`` a water pool) or ``.`` for bare ground,
optionally followed by the standing piece: ``A`` Adventurer, ``N`` Nemesis, ``G`` Gem. Example::

    .  cc  G
    A  c   .
"""
from __future__ import annotations

from typing import Optional

from game.relics.model import KINDS, Goal, Kind, Level

_LETTER = {k.letter: k for k in KINDS}


def parse_board(text: str, goals: Optional[str] = None, destroy: Optional[str] = None, level_id: str = "text",
                floor: int = 0) -> Level:
    """Build a ``Level`` from the text form. ``goals`` is a comma list; ``destroy`` is e.g. ``"crate:2"``. No validation
    beyond the format: tests may build boards the loader would refuse."""
    rows = [line.split() for line in text.strip("\n").splitlines() if line.strip()]
    width = len(rows[0])
    if any(len(r) != width for r in rows):
        raise ValueError("all rows must have the same number of cells")
    stacks = []
    adv = None
    nem = None
    gems = []
    for y, row in enumerate(rows):
        for x, tok in enumerate(row):
            piece = tok[-1] if tok[-1] in "ANG" else ""
            body = tok[:-1] if piece else tok
            body = "" if body == "." else body
            try:
                stacks.append(tuple(_LETTER[ch] for ch in body))
            except KeyError:
                raise ValueError(f"bad cell {tok!r} at ({x}, {y})") from None
            if piece == "A":
                adv = (x, y)
            elif piece == "N":
                nem = (x, y)
            elif piece == "G":
                gems.append((x, y))
    if adv is None:
        raise ValueError("no Adventurer (A) on the board")
    if goals is None:  # default: get the Gems if there are any, else no goal (never complete)
        goals = "gem" if gems else ""
    dk, dc = None, 0
    if destroy:
        name, _, n = destroy.partition(":")
        dk, dc = Kind(name), int(n or 1)
    return Level(id=level_id, width=width, height=len(rows), stacks=tuple(stacks), adventurer=adv,
                 nemesis=nem, gems=tuple(gems),
                 goals=tuple(Goal(g.strip()) for g in goals.split(",") if g.strip()),
                 destroy_kind=dk, destroy_count=dc, floor=floor)


def render_state(state) -> str:
    """The text form of a ``State`` (same letters as ``parse_board``)."""
    lines = []
    for y in range(state.level.height):
        cells = []
        for x in range(state.level.width):
            body = "".join(b.kind.letter for b in state.stack(x, y))
            pool = state.pool(x, y)
            if pool is not None:
                body = pool.kind.letter
            piece = state.piece_at(x, y)
            mark = {"adventurer": "A", "nemesis": "N"}.get(piece or "", "G" if piece else "")
            cells.append((body or ("" if mark else ".")) + mark)
        lines.append(" ".join(c.ljust(3) for c in cells).rstrip())
    return "\n".join(lines)
