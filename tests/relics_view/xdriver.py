"""Run one Relics map in a real window for the X tests: ``python -m tests.relics_view.xdriver MAP OUT``.

Writes ``READY`` to OUT when the board takes keys, then, when the level is won (or after
``--seconds`` of play), one JSON line: the LURD played, pushes, steps, and whether it was won.
The keys come from outside (xdotool under Xvfb): the same road as a player's keyboard.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("map")
    ap.add_argument("out")
    ap.add_argument("--seconds", type=float, default=60.0)
    ap.add_argument("--rotation", type=int, default=None, help="turn the view (0: the arrows point along the map)")
    args = ap.parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.relics.view.play import PlayScene
    from game.shell.app import App

    out = Path(args.out)

    class Watched(PlayScene):
        started = None

        def update(self, dt):
            super().update(dt)
            now = time.monotonic()
            if self.started is None and self.app._fade is None and self.app.stack.top is self:
                self.started = now
                out.write_text("READY\n")
            done = self.completed and not self.anim and not self.queue
            if self.started is not None and (done or now - self.started > args.seconds):
                st = self.state
                out.write_text(json.dumps({"lurd": st.lurd(), "pushes": st.pushes, "steps": st.steps,
                                           "won": st.is_complete()}) + "\n")
                self.app.quit(0)

        def is_busy(self):
            return True  # keep ticking so the deadline is seen even when no key comes

    app = App(audio=False)
    scene = Watched(app, Path(args.map), campaign=False)
    if args.rotation is not None:
        scene.renderer.set_rotation(args.rotation)
        scene._refresh()
    return app.run(scene)


if __name__ == "__main__":
    sys.exit(main())
