"""Which parts of the canvas changed since the frame last shown (for presenting only those).

A scaled window on SDL's software renderer pays 4-5 ms per frame at 1920x1080 to stretch the
whole 1280x720 canvas onto the window, while a frame at the table or in a level changes 1-8% of
it (PERF-FINDINGS 22). The presenter asks this record which tiles of a fixed grid changed and
stretches only those. Nothing here depends on a scene telling what it drew: the canvas itself is
compared with the last one shown, so a change cannot be missed.

How it stays cheap (0.3 ms a frame at the table, 0.5 in a level, 1.0 on the title): the canvas's
bytes are read through a view of ``get_buffer()`` (nothing copied); an unchanged frame is one
memcmp against the last one shown (a ``bytearray``, into which only changed bands are copied);
otherwise each band of ``TILE_H`` rows is compared by one ``startswith`` on views; only a
changed band is turned a quarter (``transform.rotate`` by 90 degrees is an exact pixel copy) so
that each tile's columns lie together in memory, and its tiles are compared ``GROUP`` at once,
then one by one where a group differs.
"""
from __future__ import annotations

from typing import Optional

#: the grid the canvas is compared in (canvas pixels): multiples of 4, so that 1.25x, 1.5x and 2x
#: windows put every tile edge on a whole window pixel. Measured on the title (flags fluttering
#: all over it), 32x16 tiles find the least to stretch for the least comparing: a frame there
#: changes 5% of the canvas in 32x16 tiles, 15% in 64x48 (PERF-FINDINGS 22)
TILE_W = 32
TILE_H = 16
#: tiles compared at once before one by one
GROUP = 5

Rect = tuple[int, int, int, int]


class CanvasDiff:
    """Compares each canvas handed to ``changed`` with the one before it."""

    def __init__(self, pg) -> None:
        self.pg = pg
        self._size: Optional[tuple[int, int, int]] = None  # (width, height, pitch) last seen
        self._last = bytearray()  # the canvas's bytes as last shown (changed bands copied in)
        self._turned: list[memoryview] = []  # each band turned a quarter, as last shown

    def reset(self) -> None:
        """Forget the last canvas: the next ``changed`` reports everything."""
        self._size = None
        self._last = bytearray()
        self._turned = []

    def changed(self, canvas) -> Optional[list[Rect]]:
        """Rectangles (x, y, w, h, on the tile grid) covering every pixel that differs from the
        canvas of the last call; ``[]`` when nothing changed; ``None`` when there was no last
        canvas (or it had another size): everything is new."""
        w, h = canvas.get_size()
        pitch = canvas.get_pitch()
        first = self._size != (w, h, pitch)
        proxy = canvas.get_buffer()  # locks the canvas until released below
        now = memoryview(proxy)
        try:
            if first:
                self._size = (w, h, pitch)
                self._last = bytearray(now)
                self._turned = []
            elif self._last.startswith(now):
                return []
            return self._compare(canvas, now, first)
        finally:
            now.release()
            del proxy

    def _compare(self, canvas, now: memoryview, first: bool) -> Optional[list[Rect]]:
        w, h = canvas.get_size()
        pitch = canvas.get_pitch()
        last = self._last
        spans = [(x0, min(w, x0 + TILE_W)) for x0 in range(0, w, TILE_W)]
        rotate = self.pg.transform.rotate
        rows: list[list[int]] = []  # per band, the changed tile columns
        for b, y0 in enumerate(range(0, h, TILE_H)):
            a, e = y0 * pitch, min(h, y0 + TILE_H) * pitch
            if not first:
                if last.startswith(now[a:e], a):  # a memcmp: slices of views copy nothing
                    rows.append([])
                    continue
                last[a:e] = now[a:e]
            turned = rotate(canvas.subsurface((0, y0, w, (e - a) // pitch)), 90).get_buffer().raw
            if first:
                self._turned.append(memoryview(turned))
                continue
            tpitch = len(turned) // w  # a turned row is one canvas column
            old = self._turned[b]
            cols: list[int] = []
            # turned a quarter counter-clockwise, canvas column x is turned row w - 1 - x: a run of
            # tiles is one stretch of bytes, so a group is compared at once and only a group that
            # differs tile by tile
            for g in range(0, len(spans), GROUP):
                tiles = spans[g:g + GROUP]
                a = (w - tiles[-1][1]) * tpitch
                if turned.startswith(old[a:(w - tiles[0][0]) * tpitch], a):
                    continue
                for tx, (x0, x1) in enumerate(tiles, g):
                    a = (w - x1) * tpitch
                    if not turned.startswith(old[a:(w - x0) * tpitch], a):
                        cols.append(tx)
            rows.append(cols)
            self._turned[b] = memoryview(turned)
        if first:
            return None
        return _merge(rows, w, h)


def _merge(rows: list[list[int]], w: int, h: int) -> list[Rect]:
    """Changed tiles as few rectangles: runs along each band, stacked where bands share a run."""
    out: list[list[int]] = []  # [x0, y0, x1, y1] in canvas pixels
    open_runs: dict[tuple[int, int], list[int]] = {}  # (x0, x1) -> its rectangle, if it reached the band above
    for b, cols in enumerate(rows):
        y0, y1 = b * TILE_H, min(h, (b + 1) * TILE_H)
        runs: list[tuple[int, int]] = []
        for tx in cols:
            x0, x1 = tx * TILE_W, min(w, (tx + 1) * TILE_W)
            if runs and runs[-1][1] == x0:
                runs[-1] = (runs[-1][0], x1)
            else:
                runs.append((x0, x1))
        reached: dict[tuple[int, int], list[int]] = {}
        for run in runs:
            rect = open_runs.get(run)
            if rect is not None and rect[3] == y0:
                rect[3] = y1
            else:
                rect = [run[0], y0, run[1], y1]
                out.append(rect)
            reached[run] = rect
        open_runs = reached
    return [(x0, y0, x1 - x0, y1 - y0) for x0, y0, x1, y1 in out]
