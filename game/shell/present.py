"""Showing the canvas in the window (what ``pygame.display.flip`` does for a SCALED window).

pygame's SCALED window keeps the canvas (32-bit XRGB) in a streaming *ARGB* texture of SDL's
renderer and, at each flip, uploads the canvas into it, clears the window and copies the texture
onto it. On SDL's software renderer (no GPU, and the bench's dummy driver) the copy from that ARGB
texture to the window is a per-pixel format conversion: 1.3-1.4 ms of the main thread's time at
1280x720 here, half of a Kathmandu frame. A texture made from the canvas itself has the canvas's
format, so the same upload, clear and copy (``SDL_RenderCopy`` of the whole texture to the whole
window, as pygame does) show the same pixels for 0.7 ms (PERF-FINDINGS 20).

Only the software renderer takes this path: a GPU renderer keeps ``pygame.display.flip`` exactly
as before. The texture belongs to the renderer, which pygame destroys on ``set_mode``,
``toggle_fullscreen`` (the software renderer on X11) and ``display.quit``: the App calls
``reset()`` before each of those, and nothing else in the game calls them on a SCALED window.

A window larger than the canvas (1.25x, 1.5x, 2x: 1600x900, 1920x1080, 2560x1440) pays the
stretch on top: 4-5 ms of linear filtering per frame at 1920x1080, over the 6 ms budget before a
scene draws anything. There only the tiles that changed since the last frame are stretched
(``canvas_diff``; PERF-FINDINGS 22): each changed rectangle is uploaded, stretched with a margin
of a few canvas pixels (``margin_for``) into a scratch texture, and its inside copied 1:1 onto the window,
whose picture the software renderer keeps between presents. The margin matters: SDL's linear
stretch clamps at the edges of the rectangle it is given, so a rectangle stretched straight onto
the window would differ from a whole-window stretch in its outermost pixels (up to 45 of 255 on
noise); through the scratch the window differs from a whole stretch by at most 6 of 255, inside
the rectangles, not at their edges (the fixed-point rounding of SDL's step), which no one sees. A frame that changed nothing is not
presented at all; the first frame, a frame after ``invalidate`` (the window was exposed or
resized) and one that changed more than ``WHOLE_ABOVE`` of the canvas are presented whole.
"""
from __future__ import annotations

import warnings

from game.shell.canvas_diff import TILE_H, TILE_W, CanvasDiff

#: the fewest canvas pixels stretched around each changed rectangle, so that its clamped edges
#: fall outside (SDL clamps only the outermost window pixel; 2 leaves room for rounding)
MIN_MARGIN = 2
#: a frame that changed more than this share of the canvas is stretched whole (cheaper then)
WHOLE_ABOVE = 0.45


class Presenter:
    """Presents the canvas: through its own same-format texture on the software renderer,
    through ``pygame.display.flip`` anywhere else."""

    def __init__(self, pg) -> None:
        self.pg = pg
        self._tex = None
        self._ren = None
        self._for = None  # the canvas the texture was made from (its size and format)
        self._broken = False  # the texture path failed once: flip from then on
        self._diff = CanvasDiff(pg)
        self._scratch = None  # a window-sized target texture for stretching changed rectangles
        self._scale: int | None = None  # window pixels per TILE_W canvas pixels, when only changes are stretched
        self._margin = MIN_MARGIN
        self._window = None  # the window size the scale is for
        self._whole_next = True
        #: what the last present did: "whole", "changes" (with ``last_rects``), "none", "flip"
        self.last = ""
        self.last_rects: list[tuple[int, int, int, int]] = []

    def reset(self) -> None:
        """Drop the texture (before the renderer that owns it goes: set_mode, fullscreen, quit)."""
        self._tex = None
        self._ren = None
        self._for = None
        self._scratch = None
        self._window = None
        self._whole_next = True
        self._diff.reset()

    def invalidate(self) -> None:
        """The window lost its picture (exposed, resized, restored): present the next frame whole."""
        self._whole_next = True

    @property
    def active(self) -> bool:
        """The last ``present`` went through the presenter's own texture."""
        return self._tex is not None

    def present(self, canvas) -> None:
        pg = self.pg
        if self._tex is not None and self._for != (canvas.get_size(), canvas.get_bitsize(), canvas.get_masks()):
            self.reset()
        if self._tex is None and not self._broken:
            self._open(canvas)
        if self._tex is None:
            pg.display.flip()
            self.last = "flip"
            return
        try:
            rects = self._changes(canvas)
            if rects is None:
                self._tex.update(canvas)
                self._ren.clear()
                self._tex.draw()
                self._ren.present()
                self.last, self.last_rects = "whole", []
            elif rects:
                self._present_changes(canvas, rects)
                self.last, self.last_rects = "changes", rects
            else:
                self.last, self.last_rects = "none", []
        except pg.error:
            self._broken = True
            self.reset()
            pg.display.flip()
            self.last = "flip"

    def _changes(self, canvas):
        """The rectangles to present, or None for the whole canvas."""
        size = self.pg.display.get_window_size()
        if size != self._window:
            self._window = size
            self._scale = _tile_scale(canvas.get_size(), size)
            self._margin = margin_for(canvas.get_size(), size)
            if self._scale is not None and not self._renderer_stretches(canvas.get_size(), size):
                self._scale = None
            self._scratch = None
            self._whole_next = True
        if self._scale is None:  # the canvas is shown 1:1 or at a scale off the tile grid
            return None
        rects = self._diff.changed(canvas)
        whole, self._whole_next = self._whole_next, False
        if whole or rects is None:
            return None
        cw, ch = canvas.get_size()
        if sum(r[2] * r[3] for r in rects) > WHOLE_ABOVE * cw * ch:
            return None
        return rects

    def _renderer_stretches(self, canvas, window) -> bool:
        """The renderer maps the canvas onto the whole window at the window's scale (pygame's SCALED
        mode does with linear filtering; without its hint it shows the canvas 1:1 in the middle)."""
        try:
            sx, sy = self._ren.scale
            vp = self._ren.get_viewport()
        except (AttributeError, self.pg.error):
            return False
        k = window[0] / canvas[0]
        return abs(sx - k) < 1e-6 and abs(sy - k) < 1e-6 and tuple(vp) == (0, 0, canvas[0], canvas[1])

    def _present_changes(self, canvas, rects) -> None:
        """Stretch each changed rectangle (with its margin) into the scratch, packed in shelves,
        then copy the insides onto the window: two target switches a round, not two a rectangle."""
        from pygame._sdl2 import video

        ren, tex = self._ren, self._tex
        num = self._scale  # window pixels for TILE_W canvas pixels
        margin = self._margin
        k = lambda n: n * num // TILE_W  # noqa: E731 - exact: every n here is on the grid
        if self._scratch is None:
            self._scratch = video.Texture(ren, self._window, target=True)
        scratch = self._scratch
        sw, sh = self._window
        cw, ch = canvas.get_size()
        for x, y, w, h in rects:
            tex.update(canvas.subsurface((x, y, w, h)), (x, y, w, h))
        pending: list[tuple] = []
        px = py = shelf = 0
        for x, y, w, h in rects:
            x0, y0 = max(0, x - margin), max(0, y - margin)
            x1, y1 = min(cw, x + w + margin), min(ch, y + h + margin)
            dw, dh = k(x1 - x0), k(y1 - y0)
            if px + dw > sw:  # next shelf
                px, py, shelf = 0, py + shelf, 0
            if py + dh > sh:  # the scratch is full: show this round, start another
                self._copy_out(pending)
                pending, px, py, shelf = [], 0, 0, 0
            if not pending:
                ren.target = scratch
            tex.draw((x0, y0, x1 - x0, y1 - y0), (px, py, dw, dh))
            pending.append(((px + k(x - x0), py + k(y - y0), k(w), k(h)), (x, y, w, h)))
            px += dw
            shelf = max(shelf, dh)
        self._copy_out(pending)
        ren.present()

    def _copy_out(self, pending) -> None:
        """The insides stretched into the scratch, 1:1 onto the window (in canvas coordinates:
        the window's logical size maps each onto exactly its own window pixels)."""
        self._ren.target = None
        for src, dst in pending:
            self._scratch.draw(src, dst)

    def _open(self, canvas) -> None:
        pg = self.pg
        try:
            info = pg.display._get_renderer_info()  # None: no renderer (not SCALED, headless)
        except (AttributeError, pg.error):
            return
        if not info or info[0] != "software" or canvas is not pg.display.get_surface():
            return
        try:
            from pygame._sdl2 import video

            with warnings.catch_warnings():
                warnings.simplefilter("ignore")  # from_display_module: deprecated, still the way to the window
                ren = video.Renderer.from_window(pg.Window.from_display_module())
            tex = video.Texture.from_surface(ren, canvas)
        except (ImportError, AttributeError, pg.error):
            self._broken = True
            return
        self._ren, self._tex = ren, tex
        self._for = (canvas.get_size(), canvas.get_bitsize(), canvas.get_masks())
        self._window = None
        self._whole_next = True


def _tile_scale(canvas: tuple[int, int], window: tuple[int, int]) -> int | None:
    """Window pixels for ``TILE_W`` canvas pixels, when changed tiles can be presented alone: the
    same scale both ways (no letterbox), above 1, and putting every tile edge, margin and canvas
    edge on a whole window pixel (1.25x, 1.5x, 2x, ...)."""
    if window[0] * canvas[1] != window[1] * canvas[0] or window[0] <= canvas[0]:
        return None
    if any(n * window[0] % canvas[0] for n in (TILE_W, TILE_H, margin_for(canvas, window))):
        return None
    return TILE_W * window[0] // canvas[0]


def margin_for(canvas: tuple[int, int], window: tuple[int, int]) -> int:
    """The margin for this scale: the fewest canvas pixels, at least ``MIN_MARGIN``, that make whole
    window pixels (2 at 1.5x and 2x, 4 at 1.25x); a tile's multiple when none does."""
    for m in range(MIN_MARGIN, TILE_H + 1):
        if m * window[0] % canvas[0] == 0:
            return m
    return TILE_H
