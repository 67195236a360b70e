"""``python main.py bench``: the performance figures (frame work, idle CPU, first frame, solver, games/s)."""
from __future__ import annotations


def register(sub) -> None:
    p = sub.add_parser("bench", help="measure performance headless")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(handler=_run)


def _run(args) -> int:
    print("bench: not built yet")
    return 1
