"""Write the campaign table (the same figures as ``python main.py levels check``) into the
README's "Campaign" section, between the markers ``<!-- campaign-table -->`` and
``<!-- /campaign-table -->``, atomically.  Also prints it.

    python -m tools.levelgen.readme_table [--no-write]
"""
from __future__ import annotations

import argparse
import os
import re

from game.relics.loader import campaign_paths, load_level
from game.relics.solver import solve
from game.relics.tools import goals_text, needs_new_block, pieces_text

from .tmx_writer import ROOT

START, END = "<!-- campaign-table -->", "<!-- /campaign-table -->"


def table(figs: dict | None = None) -> str:
    """``figs``: per level id, the ``quality`` record of ``levels check --json`` (optional columns:
    dead fraction, push-optimal first pushes and solutions, random and greedy success, overlap)."""
    figs = figs or {}
    extra_head = " dead | first pushes | solutions | random | greedy | overlap |" if figs else ""
    extra_rule = " ---: | ---: | ---: | ---: | ---: | --- |" if figs else ""
    rows = ["| id | title | pieces | goals | par | pushes/steps | states | seconds | needs the new block |" + extra_head,
            "| --- | --- | --- | --- | ---: | ---: | ---: | ---: | --- |" + extra_rule]
    tot_states, tot_s = 0, 0.0
    for p in campaign_paths():
        lv = load_level(p)
        r = solve(lv)
        tot_states += r.states_explored
        tot_s += r.seconds
        nb = needs_new_block(lv, r, 2_000_000) if lv.new_kind is not None else "-"
        extra = ""
        if figs:
            f = figs.get(lv.id)
            if f:
                def num(v, fmt):
                    return "?" if v is None else format(v, fmt)
                sols = "?" if f["solutions"] is None else f"{f['solutions']}{'+' if f['solutions_capped'] else ''}"
                o = f["overlap"]
                ov = f"{o['partner']} {o['shared']} ({o['share']:.0%})" if o["partner"] else "-"
                extra = (f" {num(f['dead_fraction'], '.2f')} | {num(f['first_pushes'], 'd')} | {sols} | "
                         f"{num(f['random'], '.1%')} | {num(f['greedy'], '.0%')} | {ov} |")
            else:
                extra = " | | | | | |"
        rows.append(f"| {lv.id} | {lv.title} | {pieces_text(lv)} | {goals_text(lv)} | {lv.par} | "
                    f"{r.pushes}/{r.steps} | {r.states_explored} | {r.seconds:.2f} | {nb} |" + extra)
    rows.append("")
    rows.append(f"Total: {tot_states} states in {tot_s:.1f} s of solver time on this machine "
                "(figures vary with the machine; `python main.py levels check` prints them afresh).")
    if figs:
        rows.append("")
        rows.append("Quality figures from the push-state graph (`python main.py levels check`; what they mean: "
                    "`levels/README.md`). `?`: the level's graph was capped (`levels check --max-nodes`), so the figure is unknown; overlap: "
                    "the level sharing most block cells, how many, and their share of the larger layout.")
    return "\n".join(rows)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="refresh the README campaign table")
    ap.add_argument("--no-write", action="store_true")
    ap.add_argument("--figures", help="JSON written by python main.py levels check --json")
    a = ap.parse_args(argv)
    figs = None
    if a.figures:
        import json
        with open(a.figures) as fh:
            figs = {r["id"]: r["quality"] for r in json.load(fh)["levels"] if r.get("quality")}
    t = table(figs)
    print(t)
    if a.no_write:
        return 0
    readme = ROOT / "README.md"
    text = readme.read_text(encoding="utf-8")
    if START not in text or END not in text:
        print("README.md has no campaign-table markers; nothing written")
        return 1
    new = re.sub(re.escape(START) + r".*?" + re.escape(END), lambda m: f"{START}\n{t}\n{END}", text, flags=re.S)
    tmp = readme.with_name("README.md.campaign-tmp")
    tmp.write_text(new, encoding="utf-8")
    os.replace(tmp, readme)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
