"""Isometric (2:1) projection of the board: cell + height -> screen, the view's rotation,
painter's order and picking a column under the mouse.

Pure arithmetic, no pygame, so it is easy to test. Coordinates:
- board cell ``(x, y)``: x to the east, y to the south (row 0 is north, the top of the Tiled map);
- view cell ``(u, v)``: the cell after rotating the view by ``rotation`` quarter turns;
- screen: ``u`` runs down-right, ``v`` down-left, height ``z`` straight up.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Projection:
    """Where the board sits on screen and how big a cell is.

    ``origin`` is the screen point of the north corner of view cell (0, 0) at ground level.
    ``tile_w`` is the width of one cell's diamond; its height is half of it (2:1);
    ``block_h`` is the screen height of one unit of height.
    """

    width: int
    height: int
    rotation: int
    tile_w: int
    block_h: int
    origin: tuple[float, float]

    @property
    def tile_h(self) -> int:
        return self.tile_w // 2

    # rotation ----------------------------------------------------------------
    @property
    def view_size(self) -> tuple[int, int]:
        return (self.width, self.height) if self.rotation % 2 == 0 else (self.height, self.width)

    def to_view(self, x: float, y: float) -> tuple[float, float]:
        """Board cell (x, y) -> view cell (u, v) (works for fractional positions too)."""
        w, h = self.width - 1, self.height - 1
        r = self.rotation % 4
        if r == 0:
            return x, y
        if r == 1:
            return h - y, x
        if r == 2:
            return w - x, h - y
        return y, w - x

    def to_board(self, u: int, v: int) -> tuple[int, int]:
        w, h = self.width - 1, self.height - 1
        r = self.rotation % 4
        if r == 0:
            return u, v
        if r == 1:
            return v, h - u
        if r == 2:
            return w - u, h - v
        return w - v, u

    # projection --------------------------------------------------------------
    def cell_top(self, x: float, y: float, z: float = 0.0) -> tuple[float, float]:
        """Screen position of the north corner of the diamond of cell (x, y) at height z."""
        u, v = self.to_view(x, y)
        ox, oy = self.origin
        return (ox + (u - v) * self.tile_w / 2, oy + (u + v) * self.tile_h / 2 - z * self.block_h)

    def cell_center(self, x: float, y: float, z: float = 0.0) -> tuple[float, float]:
        sx, sy = self.cell_top(x, y, z)
        return sx, sy + self.tile_h / 2

    def sprite_pos(self, x: float, y: float, z: float, sprite_h: int) -> tuple[int, int]:
        """Top-left for a cell-wide sprite whose bottom corner rests at the cell's south corner at height z."""
        sx, sy = self.cell_top(x, y, z)
        return round(sx - self.tile_w / 2), round(sy + self.tile_h - sprite_h)

    def depth(self, x: float, y: float) -> float:
        """Painter's depth: larger is nearer the viewer."""
        u, v = self.to_view(x, y)
        return u + v

    def diamond(self, x: float, y: float, z: float = 0.0) -> list[tuple[float, float]]:
        sx, sy = self.cell_top(x, y, z)
        tw, th = self.tile_w / 2, self.tile_h / 2
        return [(sx, sy), (sx + tw, sy + th), (sx, sy + 2 * th), (sx - tw, sy + th)]

    def column(self, x: int, y: int, z: float) -> list[tuple[float, float]]:
        """Outline (hexagon) of the column from the ground up to height z."""
        top = self.diamond(x, y, z)
        ground = self.diamond(x, y, 0)
        return [top[0], top[1], ground[1], ground[2], ground[3], top[3]]

    def screen_dir(self, dx: int, dy: int) -> tuple[int, int]:
        """Board direction -> view direction (for arrows drawn on screen)."""
        r = self.rotation % 4
        for _ in range(r):
            dx, dy = -dy, dx
        return dx, dy

    def board_dir(self, du: int, dv: int) -> tuple[int, int]:
        """View direction -> board direction (inverse of :meth:`screen_dir`)."""
        r = self.rotation % 4
        for _ in range(r):
            du, dv = dv, -du
        return du, dv

    # picking ------------------------------------------------------------------
    def pick(self, pos: tuple[float, float], heights: dict[tuple[int, int], float]) -> tuple[int, int] | None:
        """The board cell whose column (ground up to its height) is front-most under ``pos``."""
        cells = sorted(((x, y) for y in range(self.height) for x in range(self.width)),
                       key=lambda c: -self.depth(*c))
        for x, y in cells:
            h = heights.get((x, y), 0)
            poly = self.column(x, y, h) if h > 0 else self.diamond(x, y, 0)
            if point_in_polygon(pos, poly):
                return x, y
        return None


def point_in_polygon(p: tuple[float, float], poly: list[tuple[float, float]]) -> bool:
    x, y = p
    inside = False
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        if (y1 > y) != (y2 > y):
            xi = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            if x < xi:
                inside = not inside
    return inside


WALL_T = 0.45        # thickness of the wall rim, in cells
PLINTH_PAD = 0.25    # the plinth sticks out this far beyond the wall
PLINTH_DEPTH = 0.7   # the plinth's height below the floor, in blocks
BACK_WALL_H = 0.9    # the back walls' height, in blocks


def fit(width: int, height: int, max_height: int, area: tuple[int, int, int, int], rotation: int = 0,
        max_tile: int = 136) -> Projection:
    """The largest projection (even tile width) that shows the board, its walls and plinth and stacks
    up to ``max_height`` inside ``area`` (x, y, w, h), centred."""
    ax, ay, aw, ah = area
    vw, vh = (width, height) if rotation % 2 == 0 else (height, width)
    m = WALL_T + PLINTH_PAD

    def extent(cand: int) -> tuple[float, float, float, float]:
        th, bh = cand / 2, block_height(cand)
        left = (vh + 2 * m) * cand / 2                 # the plinth's left corner
        right = (vw + 2 * m) * cand / 2
        up = max(max_height * bh, WALL_T * th + (BACK_WALL_H + 0.7) * bh)  # stacks, or a brazier's flame
        down = (vw + vh + 2 * m) * th / 2 + PLINTH_DEPTH * bh
        return left, right, up, down

    tw = 16
    for cand in range(max_tile, 15, -2):
        left, right, up, down = extent(cand)
        if left + right <= aw and up + down <= ah:
            tw = cand
            break
    th, bh = tw / 2, block_height(tw)
    left, right, up, down = extent(tw)
    ox = ax + (aw - (left + right)) / 2 + left
    oy = ay + (ah - (up + down)) / 2 + up
    return Projection(width, height, rotation % 4, tw, bh, (round(ox), round(oy)))


def block_height(tile_w: int) -> int:
    """Screen height of a unit cube for a tile width (a touch over half: cubes read as cubes)."""
    return max(8, round(tile_w * 0.56))
