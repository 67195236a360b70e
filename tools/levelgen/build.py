"""Write the campaign maps ``levels/floor-F/F-LL.tmx`` from ``campaign.py`` (the design source).

Each board is solved with the core solver so the map carries its ``par``, and gets its opening
``view`` (the rotation that hides least, ``game.relics.view.occlusion.best_view``); a board that
is not solvable stops the build with a message.

    python -m tools.levelgen.build [--floor F] [--only 1-03] [--no-solve]
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .campaign import LEVELS
from game.relics.view.occlusion import best_view

from .core import solve_spec, to_level
from .spec import Spec
from .tmx_writer import ROOT, write_tmx


def spec_of(entry: dict) -> Spec:
    floor, level = (int(p) for p in entry["id"].split("-"))
    goals = tuple(g.strip() for g in entry["goals"].split(","))
    dk, dc = "", 0
    if entry.get("destroy"):
        dk, n = entry["destroy"].split(":")
        dc = int(n)
    rows = [r for r in entry["board"].strip("\n").splitlines() if r.strip()]
    return Spec.parse(rows, goals=goals, destroy_kind=dk, destroy_count=dc, floor=floor, level=level,
                      title=entry["title"], hint=entry["hint"])


def path_of(entry: dict) -> Path:
    floor = entry["id"].split("-")[0]
    return ROOT / "levels" / f"floor-{floor}" / f"{entry['id']}.tmx"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="write the campaign .tmx maps from tools/levelgen/campaign.py")
    ap.add_argument("--floor", type=int)
    ap.add_argument("--only", action="append", default=[])
    ap.add_argument("--no-solve", action="store_true")
    ap.add_argument("--max-states", type=int, default=2_000_000)
    a = ap.parse_args(argv)
    for e in LEVELS:
        if a.floor and not e["id"].startswith(f"{a.floor}-"):
            continue
        if a.only and e["id"] not in a.only:
            continue
        spec = spec_of(e)
        if not a.no_solve:
            r = solve_spec(spec, a.max_states)
            if r.status != "solved":
                print(f"{e['id']}: {r.status} after {r.states} states", file=sys.stderr)
                return 1
            spec = spec.with_meta(par=r.pushes)
            print(f"{e['id']:6} {e['title']:28} par {r.pushes:3} steps {r.steps:4} states {r.states:7} "
                  f"{r.seconds:6.2f}s  {r.lurd}")
        write_tmx(spec, path_of(e), view=best_view(to_level(spec, e["id"])))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
