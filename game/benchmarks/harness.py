"""Opening the real App headless, with the window the player really gets.

The App draws on a 1280x720 canvas; a real window shows it through SDL's renderer
(``pygame.SCALED``), which uploads the canvas and scales it to the window at every flip. In
headless mode the App opens a plain 1280x720 surface (nothing to scale), so the bench re-opens
the display exactly as ``App._open_window`` does for a window (SCALED | RESIZABLE, linear
filtering) on SDL's dummy driver and sets the window size: at 1920x1080 every ``flip`` then pays
the texture upload and the scale step on this machine's renderer (the software one here, the
worst case; a GPU renderer only makes it cheaper).
"""
from __future__ import annotations

import os
import tempfile
import time
import warnings
from typing import Any, Callable, Optional

SIZES = ((1280, 720), (1920, 1080))


def headless_env(home: Optional[str] = None) -> str:
    """Dummy SDL drivers and a throw-away user folder (settings, progress) for the bench."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "1")  # as window.open_display sets for a window
    # and, as it does, the name pygame reads to scale to any window size (without it a 1920x1080
    # window shows the canvas 1:1 in its middle and the bench would not pay the scale step)
    os.environ.setdefault("SDL_HINT_RENDER_SCALE_QUALITY", "1")
    if home is None:
        home = os.environ.get("DURBAR_BENCH_HOME") or tempfile.mkdtemp(prefix="durbar-bench-")
    os.environ["DURBAR_HOME"] = home
    os.environ["DURBAR_BENCH_HOME"] = home
    return home


def scaled_window(app, size: tuple[int, int]) -> None:
    """Give ``app`` the window a player has: the logical canvas shown scaled in a ``size`` window."""
    pg = app.pg
    from game.shell.app import LOGICAL_SIZE

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "no fast renderer available": the software renderer
        app.window = pg.display.set_mode(LOGICAL_SIZE, pg.SCALED | pg.RESIZABLE)
        if tuple(size) != tuple(LOGICAL_SIZE):
            win = pg.Window.from_display_module()
            win.size = tuple(size)
    app.canvas = pg.display.get_surface()
    got = pg.display.get_window_size()
    if tuple(got) != tuple(size):
        raise RuntimeError(f"could not open a {size[0]}x{size[1]} window (got {got[0]}x{got[1]})")


def open_app(size: tuple[int, int] = (1280, 720), *, audio: bool = True):
    """A real App, headless, in a scaled window of ``size``, sounds synthesised up front."""
    from game.shell.app import App

    app = App(headless=True, audio=audio)
    app.loop_like = True  # App.advance draws as App.run does (the picture under an overlay is kept)
    scaled_window(app, size)
    if audio and app.audio.enabled:
        th = app.audio.preload()
        if th is not None:
            th.join(30)
    return app


def time_frames(app, frames: int, warmup: int, before: Optional[Callable[[int], Any]] = None,
                cpu: Optional[list] = None) -> list[float]:
    """Seconds of work for each of ``frames`` frames: events, fixed update, draw and flip (the
    scale step), as ``App.advance`` does them - never the wait for the next frame.

    Wall time (``perf_counter``) is the figure; when ``cpu`` is a list, the main thread's CPU time
    for each frame is appended to it too (``thread_time``: what the frame cost without the time
    other processes on a busy machine took the core away, nor other threads' work)."""
    times: list[float] = []
    clock, tclock = time.perf_counter, time.thread_time
    for i in range(warmup + frames):
        if before is not None:
            before(i)
        c0 = tclock()
        t0 = clock()
        app.advance(1)
        dt = clock() - t0
        dc = tclock() - c0
        if i >= warmup:
            times.append(dt)
            if cpu is not None:
                cpu.append(dc)
        if not app.running or not len(app.stack):
            raise RuntimeError(f"the scene closed itself after {i + 1} frames")
    return times


def bare_blits(app, frames: int) -> list[float]:
    """The reference: one full-screen blit of an opaque picture and a flip, per frame."""
    pg = app.pg
    canvas = app.canvas
    pic = pg.Surface(canvas.get_size())
    for y in range(0, pic.get_height(), 8):
        pg.draw.line(pic, (y % 256, (y * 3) % 256, 90), (0, y), (pic.get_width(), y), 8)
    pic = pic.convert()
    times: list[float] = []
    clock = time.perf_counter
    for i in range(frames + 5):
        t0 = clock()
        canvas.blit(pic, (0, 0))
        pg.display.flip()
        dt = clock() - t0
        if i >= 5:
            times.append(dt)
    return times
