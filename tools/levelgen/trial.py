"""Try a hand-drawn board: solve it, show the solution, and solve it again with the floor's new
block kept from doing its own thing (does the level need the new block?).

    python -m tools.levelgen.trial --goals gem --new boulder < board.txt
    python -m tools.levelgen.trial --entry 2-03          # a level of campaign.py
"""
from __future__ import annotations

import argparse
import sys

from .core import solve_spec
from .gen import segments
from .spec import Spec


def report(spec: Spec, new: str | None, max_states: int = 60_000, figs: bool = False) -> None:
    r = solve_spec(spec, max_states)
    print("\n".join(spec.picture()))
    print(f"{r.status}: par {r.pushes} steps {r.steps} seg {segments(r.lurd)} states {r.states} "
          f"{r.seconds:.2f}s pieces {spec.piece_count()}  {r.lurd}")
    if figs and r.status == "solved":
        from .core import to_level
        from .measure import line
        from game.relics.quality import measure
        lv = to_level(spec.with_meta(floor={"boulder": 2, "ice": 3, "fire": 4, "water": 5}.get(new or "", 1)))
        print("  " + line(measure(lv)))
    if new and r.status == "solved":
        from game.relics.solver import solve
        from game.relics.tools import needs_new_block
        from .core import to_level
        lv = to_level(spec.with_meta(floor={"boulder": 2, "ice": 3, "fire": 4, "water": 5}[new]))
        print("  needs new block:", needs_new_block(lv, solve(lv, max_states=max_states), max_states))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--goals", default="gem")
    ap.add_argument("--destroy", default="")
    ap.add_argument("--new", default=None)
    ap.add_argument("--entry", action="append", default=[])
    ap.add_argument("--figures", action="store_true", help="also the push-state-graph figures (quality.py)")
    a = ap.parse_args(argv)
    if a.entry:
        from .build import spec_of
        from .campaign import LEVELS
        from .gen import NEW_KIND
        for e in LEVELS:
            if e["id"] in a.entry or (e["id"].split("-")[0] in a.entry):
                spec = spec_of(e)
                print(f"== {e['id']} {e['title']}")
                report(spec, NEW_KIND.get(spec.floor), figs=a.figures)
        return 0
    dk, dc = (a.destroy.split(":") if a.destroy else ("", "0"))
    blocks = [b for b in sys.stdin.read().split("\n\n") if b.strip()]
    for b in blocks:
        rows = [r for r in b.splitlines() if r.strip() and not r.startswith("#")]
        report(Spec.parse(rows, goals=tuple(a.goals.split(",")), destroy_kind=dk, destroy_count=int(dc)), a.new,
               figs=a.figures)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
