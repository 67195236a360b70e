"""Play campaign levels through in a real window with real X key presses (not a test: a tool).

    Xvfb :10 -screen 0 1280x720x24 &
    DISPLAY=:10 python -m tests.relics_view.xplay_campaign [IDS ...] [--delay 60] [--shots DIR]

For each level: the solver's push-optimal solution is typed with ``xdotool key`` (a push is the
Shift+arrow chord, as a player types it) into ``tests.relics_view.xdriver``'s window, and the
window reports what it played and whether the level was won.  With ``--shots``, a screenshot of
each level at its opening rotation is saved first (headless, ``main.py --frames``).  Prints one
line per level and exits 1 if any level was not won with exactly the solver's pushes.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

from tests.relics_view.xdriver import XPlayError, x_play

ROOT = Path(__file__).resolve().parents[2]


def play(path: Path, lurd: str, delay_ms: int, home: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_")}
    env.update(SDL_AUDIODRIVER="dummy", DURBAR_HOME=str(home))
    try:
        return x_play(path, lurd, delay_ms, home / f"{path.stem}.result", env, seconds=240, open_timeout=120)
    except (XPlayError, subprocess.SubprocessError) as exc:
        return {"error": str(exc)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("ids", nargs="*", help="level ids such as 2-08 (default: all 50)")
    ap.add_argument("--delay", type=int, default=60, help="ms between key presses")
    ap.add_argument("--shots", type=Path, default=None, help="save an opening screenshot per level here")
    ap.add_argument("--home", type=Path, default=Path("/tmp/xplay-home"))
    args = ap.parse_args(argv)
    if "DISPLAY" not in os.environ:
        print("set DISPLAY to an X server (e.g. Xvfb :10)", file=sys.stderr)
        return 2
    from game.relics.loader import campaign_paths, load_level
    from game.relics.solver import solve

    args.home.mkdir(parents=True, exist_ok=True)
    paths = [p for p in campaign_paths() if not args.ids or p.stem in args.ids]
    unknown = sorted(set(args.ids) - {p.stem for p in paths})
    if unknown:
        print(f"no campaign level {', '.join(unknown)} (ids look like 2-08)", file=sys.stderr)
        return 2
    bad = 0
    for path in paths:
        level = load_level(path)
        r = solve(level, max_states=2_000_000)
        if not r.solved:
            print(f"{path.stem}: solver {r.status}")
            bad += 1
            continue
        if args.shots:
            args.shots.mkdir(parents=True, exist_ok=True)
            env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", DURBAR_HOME=str(args.home))
            subprocess.run([sys.executable, "main.py", "--frames", "40", "--screenshot",
                            str(args.shots / f"{path.stem}.png"), "relics", "--map", str(path)],
                           cwd=ROOT, env=env, capture_output=True, timeout=120)
        t0 = time.time()
        got = play(path, r.lurd, args.delay, args.home)
        ok = got.get("won") and got.get("lurd") == r.lurd and got.get("pushes") == r.pushes
        bad += not ok
        print(f"{path.stem}: {'won' if ok else 'FAILED'} {r.pushes} pushes / {r.steps} steps "
              f"({len(r.lurd)} keys, {time.time() - t0:.0f} s) {'' if ok else got}", flush=True)
    print(f"{len(paths) - bad} of {len(paths)} level(s) played through in the window")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
