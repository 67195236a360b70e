"""The desktop window: opening the display (scaled, resizable, smooth filtering), fitting a size
on the screen, the icon, and telling whether SDL fell back to a driver that shows nothing."""
from __future__ import annotations

import os
import warnings

LOGICAL_SIZE = (1280, 720)


def open_display(pg, *, headless: bool):
    """The display surface at the logical 1280x720 size (a plain one when headless)."""
    if headless:
        return pg.display.set_mode(LOGICAL_SIZE)
    # Smooth (linear) filtering when the canvas is scaled. pygame sets "nearest" at default
    # priority, which SDL lets this environment variable override. The second variable is the
    # (literal) name pygame checks to decide on integer-only scaling in a window: with it set,
    # any window size is filled (letterboxed), not just whole multiples of 1280x720.
    os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "1")
    os.environ.setdefault("SDL_HINT_RENDER_SCALE_QUALITY", "1")
    flags = pg.SCALED | pg.RESIZABLE
    surface = pg.display.set_mode(LOGICAL_SIZE, flags)
    win = sdl_window(pg)
    if win is not None:
        try:  # small screens: allow shrinking below the logical size (the picture scales down)
            win.minimum_size = (640, 360)
        except (AttributeError, ValueError, pg.error):
            pass
    return surface


def sdl_window(pg):
    """The SDL window behind the display module (None where pygame cannot give it)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return pg.Window.from_display_module()
    except (AttributeError, pg.error):
        return None


def fit(pg, size: tuple[int, int]) -> bool:
    """Resize the window to ``size`` (never larger than the screen, never under 640x360) and
    centre it. False when there is no window to resize."""
    win = sdl_window(pg)
    if win is None:
        return False
    try:
        desk = pg.display.get_desktop_sizes()[0]
    except (AttributeError, IndexError, pg.error):
        desk = size
    w, h = size
    if w > desk[0] or h > desk[1] - 40:  # never larger than the screen
        k = min(desk[0] / w, (desk[1] - 40) / h)
        w, h = int(w * k), int(h * k)
        sx, sy = LOGICAL_SIZE[0] // 16, LOGICAL_SIZE[1] // 16
        if size[0] * sy == size[1] * sx:
            # a window of the canvas's shape shrinks to a sixteenth step of the canvas (80x45
            # pixels a step: 1840x1035 on a 1920x1080 screen): the canvas then fills it without a
            # letterbox, and the presenter stretches only what changed (tile edges on whole pixels)
            n = max(8, min(desk[0] // sx, (desk[1] - 40) // sy))
            w, h = sx * n, sy * n
    win.size = (max(640, w), max(360, h))
    try:
        win.position = pg.WINDOWPOS_CENTERED
    except (AttributeError, TypeError, pg.error):
        pass
    return True


def set_icon(pg) -> None:
    """The window icon: a small pagoda in the theme's brick and brass."""
    try:
        from game.ui import theme

        icon = pg.Surface((64, 64), pg.SRCALPHA)
        pg.draw.circle(icon, theme.WOOD_DARK, (32, 32), 31)
        for i, w in enumerate((44, 34, 24)):
            y = 40 - i * 11
            pg.draw.polygon(icon, theme.BRICK if i % 2 == 0 else theme.VERMILION,
                            [(32 - w // 2, y), (32 + w // 2, y), (32 + w // 4, y - 9), (32 - w // 4, y - 9)])
        pg.draw.rect(icon, theme.BRASS, (27, 40, 10, 14))
        pg.draw.circle(icon, theme.BRASS_LIGHT, (32, 9), 4)
        pg.display.set_icon(icon)
    except Exception:  # an icon is never worth a crash
        pass


def no_visible_display(pg) -> bool:
    """SDL fell back to a driver that shows nothing although a real window was asked for.

    With no display (e.g. over ssh) SDL quietly picks its ``offscreen`` driver and the player
    would see nothing at all; a driver the user chose on purpose is respected.
    """
    chosen = os.environ.get("SDL_VIDEODRIVER", "")
    return pg.display.get_driver() in ("offscreen", "dummy") and not chosen
