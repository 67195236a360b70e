"""Measure the campaign (or some entries of campaign.py) against issue 12's thresholds.

    python -m tools.levelgen.measure                 # all 50 entries of campaign.py
    python -m tools.levelgen.measure --only 2-04 --only 2-05
    python -m tools.levelgen.measure --json /tmp/figs.json

Prints one aligned row per level (par, states, dead, first pushes, solutions, random, greedy,
needs-new-block, worst overlap) and, at the end, each threshold with the levels that miss it.
"""
from __future__ import annotations

import argparse
import json
import sys

from .build import spec_of
from .campaign import LEVELS
from .core import crates_for, to_level
from .gen import NEW_KIND
from .quality import block_cells, figures, overlap


def new_block_verdict(spec, par: int, max_states: int = 400_000) -> str:
    from game.relics.solver import solve
    new = NEW_KIND.get(spec.floor)
    if not new:
        return "-"
    if not any(new in s for _, s in spec.stacks):
        return "NO (none on board)"
    r = solve(to_level(crates_for(spec, new)), max_states=max_states, max_pushes=par)
    if r.status == "unsolvable":
        return "unsolvable with crates"
    if r.status == "limit":
        return f"worse with crates (> {par})" if r.notes else "unknown"
    if r.pushes > par:
        return f"par {r.pushes} with crates"
    return "NO (same par with crates)"


def measure(entries, playouts: int = 1000, cap: int = 100_000) -> list[dict]:
    rows = []
    for e in entries:
        spec = spec_of(e)
        f = figures(to_level(spec, e["id"]), cap=cap, playouts=playouts)
        row = dict(id=e["id"], title=e["title"], **f.as_dict())
        row["new_block"] = new_block_verdict(spec, f.par) if f.par else "-"
        row["cells"] = sorted(block_cells(to_level(spec)))
        rows.append(row)
        print(_line(row), flush=True)
    return rows


def _line(r: dict) -> str:
    return (f"{r['id']:5} {r['title'][:24]:24} par {str(r['par']):>3} states {r['states']:7}{'+' if r['capped'] else ' '}"
            f" dead {r['dead']:.2f} first {r['first_pushes']:2} sols {r['solutions']:5} "
            f"rand {r['random']:.3f} greedy {r['greedy']:.2f}  {r['new_block']}")


def thresholds(rows: list[dict]) -> list[tuple[str, list[str]]]:
    by = {r["id"]: r for r in rows}
    out = []
    triv = [r["id"] for r in rows if not r["id"].endswith("-01") and (r["greedy"] >= 0.5 or r["random"] >= 0.10)]
    out.append(("no trivial level (greedy < 50%, random < 10% after x-01)", triv))
    out.append(("par >= 3 (all but 1-01)", [r["id"] for r in rows if r["id"] != "1-01" and (r["par"] or 0) < 3]))
    out.append(("no long shuffle (par >= 8 -> < 100 solutions)",
                [r["id"] for r in rows if (r["par"] or 0) >= 8 and r["solutions"] >= 100]))
    pairs = []
    for i, a in enumerate(rows):
        for b in rows[i + 1:]:
            s, frac = overlap(frozenset(map(tuple, a["cells"])), frozenset(map(tuple, b["cells"])))
            if s >= 5 and frac >= 0.6:
                pairs.append(f"{a['id']}/{b['id']} {s} {frac:.0%}")
    out.append(("no near-copy (>= 5 shared and >= 60%)", pairs))
    fin = []
    for fl in range(1, 6):
        ids = [f"{fl}-{n:02}" for n in range(8, 11)]
        for i in ids:
            if i in by and (by[i]["par"] or 0) < 10:
                fin.append(i)
        last = by.get(f"{fl}-10")
        if fl == 5 and last and (last["par"] or 0) < 20:
            fin.append("5-10 (<20)")
    out.append(("finales (x-08..x-10 par >= 10, 5-10 >= 20)", fin))
    single = [r["id"] for r in rows if r["first_pushes"] == 1]
    out.append((f"single optimal first push: {len(single)} levels (need >= 20)", [] if len(single) >= 20 else ["short"]))
    out.append(("needs the floor's new block", [r["id"] for r in rows if r["new_block"].startswith(("NO", "unknown"))]))
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", action="append", default=[])
    ap.add_argument("--floor", type=int)
    ap.add_argument("--json")
    ap.add_argument("--playouts", type=int, default=1000)
    ap.add_argument("--cap", type=int, default=100_000, help="stop exploring a level's graph at this many states")
    a = ap.parse_args(argv)
    entries = [e for e in LEVELS if (not a.only or e["id"] in a.only)
               and (not a.floor or e["id"].startswith(f"{a.floor}-"))]
    rows = measure(entries, a.playouts, a.cap)
    if a.json:
        with open(a.json, "w") as f:
            json.dump(rows, f, indent=1)
    for name, bad in thresholds(rows):
        print(f"{'OK  ' if not bad else 'MISS'} {name}: {', '.join(bad) if bad else '-'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
