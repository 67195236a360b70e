"""Measure the design source (``campaign.py``) with the core's quality figures before the maps are
written: the same ``game.relics.quality.measure`` and ``violations`` as ``levels check --quality``.

    python -m tools.levelgen.measure                 # all 50 entries of campaign.py
    python -m tools.levelgen.measure --only 2-04 --only 2-05
    python -m tools.levelgen.measure --floor 3 --json /tmp/f3.json

Prints one aligned row per level and, at the end, every threshold of issue 12 the entries miss
(overlap is measured against all 50 entries, whichever are printed).
"""
from __future__ import annotations

import argparse
import json
import sys

from game.relics.quality import measure as core_measure, violations

from .build import spec_of
from .campaign import LEVELS
from .core import to_level


def level_of(entry: dict):
    spec = spec_of(entry)
    return to_level(spec, entry["id"])


def _pct(v) -> str:
    return "  -  " if v is None else f"{v:5.1%}"


def line(q) -> str:
    sols = "-" if q.solutions is None else f"{q.solutions}{'+' if q.solutions_capped else ''}"
    dead = "-" if q.dead_fraction is None else f"{q.dead_fraction:.2f}"
    return (f"{q.id:5} par {str(q.par):>3} positions {q.states:7}{'+' if q.capped else ' '} dead {dead:>4} "
            f"first {str(q.first_pushes):>2} sols {sols:>5} random {_pct(q.random)} greedy {_pct(q.greedy)} "
            f"overlap {q.overlap.partner or '-'} {q.overlap.share:.0%} {q.overlap.shared}  {q.needs_new_block}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", action="append", default=[])
    ap.add_argument("--floor", type=int)
    ap.add_argument("--json")
    ap.add_argument("--max-nodes", type=int, default=100_000)
    a = ap.parse_args(argv)
    levels = {e["id"]: level_of(e) for e in LEVELS}
    chosen = [i for i in levels if (not a.only or i in a.only) and (not a.floor or i.startswith(f"{a.floor}-"))]
    rows = []
    for i in chosen:
        others = [lv for j, lv in levels.items() if j != i]
        q = core_measure(levels[i], others, max_nodes=a.max_nodes)
        rows.append(q)
        print(line(q), flush=True)
    if a.json:
        with open(a.json, "w") as fh:
            json.dump([q.as_dict() for q in rows], fh, indent=1)
    for v in violations(rows):
        print("MISS", v)
    return 0


if __name__ == "__main__":
    sys.exit(main())
