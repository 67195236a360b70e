"""Write the per-level design notes (the ``idea`` of each entry of ``campaign.py``) into
``levels/README.md`` between ``<!-- design-notes -->`` and ``<!-- /design-notes -->``, atomically.

    python -m tools.levelgen.notes [--no-write]
"""
from __future__ import annotations

import argparse
import os
import re

from .campaign import LEVELS
from .tmx_writer import ROOT

START, END = "<!-- design-notes -->", "<!-- /design-notes -->"
FLOORS = {1: "crates", 2: "boulders", 3: "ice", 4: "fire", 5: "water"}


def notes() -> str:
    out = []
    floor = 0
    for e in LEVELS:
        f = int(e["id"].split("-")[0])
        if f != floor:
            floor = f
            out += ["", f"Floor {f} ({FLOORS[f]}):", ""]
        out.append(f"- **{e['id']} {e['title']}**: {e['idea']}")
    return "\n".join(out).strip("\n")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--no-write", action="store_true")
    a = ap.parse_args(argv)
    t = notes()
    print(t)
    if a.no_write:
        return 0
    path = ROOT / "levels" / "README.md"
    text = path.read_text(encoding="utf-8")
    if START not in text or END not in text:
        print("levels/README.md has no design-notes markers; nothing written")
        return 1
    new = re.sub(re.escape(START) + r".*?" + re.escape(END), lambda m: f"{START}\n{t}\n{END}", text, flags=re.S)
    tmp = path.with_name("README.md.notes-tmp")
    tmp.write_text(new, encoding="utf-8")
    os.replace(tmp, path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
