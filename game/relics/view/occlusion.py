"""How much of each thing on the board the stacks in front of it hide, from the painter's order.

Pure arithmetic, no pygame (the level tools run it headless). The renderer draws every piece whose
share hidden reaches ``OUTLINE_AT`` as an outline through the stacks in front (x-ray), fades those
stacks while the pointer or the Adventurer is behind them, and each level opens in the rotation
that hides least (``best_view``, stored in a map as the optional property ``view``).

What is measured (a *target*), each as its screen polygon in the same 2:1 projection as ``iso``:
- ``("top", cell)``: the top face of a stack (it says where the stack ends and what its top is);
- ``("column", cell)``: the whole stack from the floor up (its sides say how tall it is: two
  towers one behind the other must not read as one);
- ``("pool", cell)``: a water pool in the floor;
- ``"adventurer"``, ``"nemesis"``, ``"gem-0"``, ``"gem-1"``: the standing pieces (their bodies).
A target is hidden by the columns of the cells drawn after it (nearer the viewer: a larger
painter's depth u + v); what stands on its own cell (the block above, the piece on top) is not
hiding it. The share hidden is integrated along scanlines across the target's polygon.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Union

from game.relics.view import iso

Cell = tuple[int, int]
Target = Union[str, tuple[str, Cell]]

#: from this share hidden on, a target is drawn as an outline through what hides it
OUTLINE_AT = 0.2
#: a stack whose top is in sight is outlined only when this much of its column is hidden
COLUMN_OUTLINE_AT = 0.45
#: the view keeps every target under this share hidden, or outlines it (the readability contract)
MOST_HIDDEN = 0.5
#: a stack that hides this much of what the player is looking at fades
FADE_AT = 0.15

_TILE_W = 100                              # the unit projection: a cell's diamond is 100 x 50
_BLOCK_H = iso.block_height(_TILE_W)       # ... and a block 56 high, as on screen
_ROWS = 24                                 # scanlines across a target
_BODY = {"adventurer": (0.3, 1.0), "nemesis": (0.3, 1.0), "gem": (0.32, 0.72)}  # (inset, height)
#: how much each kind of target matters when views are compared (pieces most, pools next)
WEIGHT = {"top": 1.0, "column": 1.0, "pool": 3.0, "adventurer": 4.0, "nemesis": 4.0, "gem": 4.0}

Point = tuple[float, float]


@dataclass(frozen=True)
class Layout:
    """What stands where, as the occlusion measure needs it (made from a Level, a State or the
    view's BoardPicture)."""

    width: int
    height: int
    heights: dict[Cell, int]                # cell -> stack height (0 or absent: bare floor or pool)
    pools: frozenset[Cell]
    pieces: dict[str, Cell]                 # "adventurer" / "nemesis" / "gem-N" -> cell

    @classmethod
    def from_level(cls, level) -> "Layout":
        heights: dict[Cell, int] = {}
        pools = set()
        for cell in level.cells():
            st = level.stack(*cell)
            if len(st) == 1 and st[0].record.pool:
                pools.add(cell)
            elif st:
                heights[cell] = len(st)
        pieces = {"adventurer": level.adventurer}
        if level.nemesis is not None:
            pieces["nemesis"] = level.nemesis
        for i, c in enumerate(level.gems):
            pieces[f"gem-{i}"] = c
        return cls(level.width, level.height, heights, frozenset(pools), pieces)

    @classmethod
    def from_picture(cls, pic, hidden: Iterable = ()) -> "Layout":
        """From a ``BoardPicture`` (or anything with its fields), leaving out the ids in ``hidden``."""
        gone = set(hidden)
        heights = {c: sum(1 for bid, _k in st if bid not in gone) for c, st in pic.stacks.items()}
        pools = frozenset(c for c, pid in pic.pools.items() if pid not in gone and ("pool", c) not in gone)
        pieces = {name: cell for name, (cell, _z) in pic.piece_positions().items() if name not in gone}
        return cls(pic.width, pic.height, {c: h for c, h in heights.items() if h}, pools, pieces)


def projection(layout: Layout, rotation: int) -> iso.Projection:
    return iso.Projection(layout.width, layout.height, rotation % 4, _TILE_W, _BLOCK_H, (0.0, 0.0))


def _kind(target: Target) -> str:
    if isinstance(target, tuple):
        return target[0]
    return "gem" if target.startswith("gem") else target


def target_cell(layout: Layout, target: Target) -> Cell:
    return target[1] if isinstance(target, tuple) else layout.pieces[target]


def targets(layout: Layout) -> list[Target]:
    out: list[Target] = [("top", c) for c in sorted(layout.heights)]
    out += [("column", c) for c in sorted(layout.heights)]
    out += [("pool", c) for c in sorted(layout.pools)]
    out += sorted(layout.pieces)
    return out


def target_polygon(p: iso.Projection, layout: Layout, target: Target) -> list[Point]:
    """The target's outline on screen (unit projection)."""
    kind = _kind(target)
    x, y = target_cell(layout, target)
    h = layout.heights.get((x, y), 0)
    if kind in ("top", "pool"):
        return p.diamond(x, y, h)
    if kind == "column":
        return p.column(x, y, h)
    inset, tall = _BODY[kind]
    k = 1.0 - inset   # the piece's footprint: its cell's diamond shrunk about its centre
    lo = _shrink(p.diamond(x, y, h), k)
    hi = _shrink(p.diamond(x, y, h + tall), k)
    return [hi[0], hi[1], lo[1], lo[2], lo[3], hi[3]]


def _shrink(poly: list[Point], k: float) -> list[Point]:
    cx = sum(q[0] for q in poly) / len(poly)
    cy = sum(q[1] for q in poly) / len(poly)
    return [(cx + (q[0] - cx) * k, cy + (q[1] - cy) * k) for q in poly]


def _span(poly: list[Point], y: float) -> tuple[float, float] | None:
    """Where the horizontal line at ``y`` crosses a convex polygon (None when it misses)."""
    lo = hi = None
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        if (y1 <= y <= y2) or (y2 <= y <= y1):
            if y1 == y2:
                xs = (x1, x2)
            else:
                xs = (x1 + (y - y1) * (x2 - x1) / (y2 - y1),)
            for x in xs:
                lo = x if lo is None or x < lo else lo
                hi = x if hi is None or x > hi else hi
    if lo is None or hi - lo <= 0:
        return None
    return lo, hi


def _box(poly: list[Point]) -> tuple[float, float, float, float]:
    xs = [q[0] for q in poly]
    ys = [q[1] for q in poly]
    return min(xs), min(ys), max(xs), max(ys)


class Measure:
    """The occlusion of one layout at one rotation (the columns are projected once)."""

    def __init__(self, layout: Layout, rotation: int) -> None:
        self.layout = layout
        self.rotation = rotation % 4
        self.proj = p = projection(layout, rotation)
        self._cols = [(c, p.depth(*c), col, _box(col)) for c, h in layout.heights.items() if h > 0
                      for col in (p.column(c[0], c[1], h),)]
        self._memo: dict = {}

    def polygon(self, target: Target) -> list[Point]:
        return target_polygon(self.proj, self.layout, target)

    def hidden_by(self, target: Target) -> tuple[float, dict[Cell, float]]:
        """The share of ``target`` hidden, and the share each cell in front hides of it."""
        got = self._memo.get(target)
        if got is None:
            got = self._memo[target] = self._hidden_by(target)
        return got

    def _hidden_by(self, target: Target) -> tuple[float, dict[Cell, float]]:
        poly = self.polygon(target)
        bx0, by0, bx1, by1 = _box(poly)
        d = self.proj.depth(*target_cell(self.layout, target))
        cols = [(c, col) for c, cd, col, (x0, y0, x1, y1) in self._cols
                if cd > d and x0 < bx1 and x1 > bx0 and y0 < by1 and y1 > by0]
        if not cols:
            return 0.0, {}
        # scanlines: on each row, the length of the target's span that the columns' spans cover
        total = covered = 0.0
        per: dict[Cell, float] = {}
        for j in range(_ROWS):
            y = by0 + (by1 - by0) * (j + 0.5) / _ROWS
            span = _span(poly, y)
            if span is None:
                continue
            a, b = span
            total += b - a
            pieces = []
            for c, col in cols:
                got = _span(col, y)
                if got is None:
                    continue
                lo, hi = max(a, got[0]), min(b, got[1])
                if hi > lo:
                    pieces.append((lo, hi))
                    per[c] = per.get(c, 0.0) + hi - lo
            pieces.sort()
            end = a
            for lo, hi in pieces:
                if hi > end:
                    covered += hi - max(lo, end)
                    end = hi
        if total <= 0:
            return 0.0, {}
        return min(1.0, covered / total), {c: k / total for c, k in per.items()}

    def coverage(self) -> dict[Target, float]:
        return {t: self.hidden_by(t)[0] for t in targets(self.layout)}


def coverage(layout: Layout, rotation: int) -> dict[Target, float]:
    """Every target's share hidden at ``rotation`` (0 .. 1)."""
    return Measure(layout, rotation).coverage()


def hidden_score(layout: Layout, rotation: int) -> float:
    """How much a view hides, pieces and pools weighing more than stack tops."""
    return sum(WEIGHT[_kind(t)] * share for t, share in coverage(layout, rotation).items())


def best_view(level_or_layout) -> int:
    """The rotation (0-3 quarter turns) that hides least; the lowest one on a tie."""
    layout = level_or_layout if isinstance(level_or_layout, Layout) else Layout.from_level(level_or_layout)
    scores = [round(hidden_score(layout, r), 6) for r in range(4)]
    return min(range(4), key=lambda r: (scores[r], r))


def opening_view(level) -> int:
    """The map's ``view`` when it has one, else the computed best."""
    stored = getattr(level, "view", None)
    if stored is not None:
        return int(stored) % 4
    return best_view(level)
