"""Opening the game's window from the command line: the headless drivers for ``--frames`` runs,
the one-line errors when there is no display or the first screen cannot open, then the loop."""
from __future__ import annotations

import os
import sys
from typing import Callable

from game.shell.app import App
from game.shell.scene import Scene
from game.shell.window import no_visible_display

SceneFactory = Callable[[App], Scene]


def run_window(factory: SceneFactory | None, args) -> int:
    """Open the window on ``factory``'s scene (the title when None) and run until quit."""
    frames = getattr(args, "frames", None)
    headless = bool(frames or getattr(args, "headless", False))
    if headless:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    app = App(frames=frames, screenshot=getattr(args, "screenshot", None), headless=headless, args=args)
    if not app.headless and no_visible_display(app.pg):
        app.pg.quit()
        print("python main.py: error: no display found (is DISPLAY or WAYLAND_DISPLAY set?); "
              "for a headless run use --frames N", file=sys.stderr)
        return 1
    if factory is None:
        from game.shell.title import TitleScene

        factory = TitleScene
    try:
        first = factory(app)
    except Exception as exc:  # a game that cannot open says why in one line
        print(f"python main.py: error: could not open the screen: {exc}", file=sys.stderr)
        app.pg.quit()
        return 1
    return app.run(first)
