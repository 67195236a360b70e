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
"""
from __future__ import annotations

import warnings


class Presenter:
    """Presents the canvas: through its own same-format texture on the software renderer,
    through ``pygame.display.flip`` anywhere else."""

    def __init__(self, pg) -> None:
        self.pg = pg
        self._tex = None
        self._ren = None
        self._for = None  # the canvas the texture was made from (its size and format)
        self._broken = False  # the texture path failed once: flip from then on

    def reset(self) -> None:
        """Drop the texture (before the renderer that owns it goes: set_mode, fullscreen, quit)."""
        self._tex = None
        self._ren = None
        self._for = None

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
            return
        try:
            self._tex.update(canvas)
            self._ren.clear()
            self._tex.draw()
            self._ren.present()
        except pg.error:
            self._broken = True
            self.reset()
            pg.display.flip()

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
