"""Run one Relics map in a real window for the X tests: ``python -m tests.relics_view.xdriver MAP OUT``.

Writes ``READY`` to OUT when the board takes keys, then, when the level is won (or after
``--seconds`` of play), one JSON line: the LURD played, pushes, steps, and whether it was won.
The keys come from outside (xdotool under Xvfb): the same road as a player's keyboard.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
X_KEYS = {"u": "Up", "r": "Right", "d": "Down", "l": "Left"}


class XPlayError(RuntimeError):
    """The window did not open, had no X window, or reported no result."""


def x_play(path: Path, lurd: str, delay_ms: int, out: Path, env: dict, seconds: float = 90.0,
           open_timeout: float = 90.0) -> dict:
    """Open ``path`` in this driver's window, type ``lurd`` with ``xdotool key`` (a push is the
    Shift+arrow chord, as a player types it) and return the window's JSON result line.

    ``env`` must name the X display; ``out`` is the file the window reports through."""
    out.unlink(missing_ok=True)
    proc = subprocess.Popen([sys.executable, "-m", "tests.relics_view.xdriver", str(path), str(out),
                             "--seconds", str(seconds), "--rotation", "0"], cwd=ROOT, env=env,
                            stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.time() + open_timeout   # a first frame takes seconds on a busy machine
        while not (out.exists() and out.read_text().startswith("READY")):
            if proc.poll() is not None:
                raise XPlayError(proc.stderr.read()[-500:])
            if time.time() > deadline:
                raise XPlayError("the window never opened")
            time.sleep(0.1)
        wid = subprocess.run(["xdotool", "search", "--sync", "--pid", str(proc.pid)], env=env,
                             capture_output=True, text=True, timeout=20).stdout.split()
        if not wid:
            raise XPlayError("no X window for the game")
        subprocess.run(["xdotool", "windowfocus", "--sync", wid[-1]], env=env, timeout=20)
        keys = [("shift+" if c.isupper() else "") + X_KEYS[c.lower()] for c in lurd]
        subprocess.run(["xdotool", "key", "--delay", str(delay_ms), *keys], env=env,
                       timeout=max(120, len(keys) * delay_ms / 1000 * 3), check=True)
        proc.wait(timeout=seconds + 60)
        if proc.returncode != 0:
            raise XPlayError(f"the window exited with {proc.returncode}: {proc.stderr.read()[-500:]}")
        lines = out.read_text().splitlines()
        if not (lines and lines[-1].startswith("{")):
            raise XPlayError("the window reported no result")
        return json.loads(lines[-1])
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


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
