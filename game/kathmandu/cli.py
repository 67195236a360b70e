"""Sub-commands of Kathmandu: ``kathmandu`` (a table), ``kathmandu simulate``, ``kathmandu tournament``."""
from __future__ import annotations

import argparse


def register(sub, window_parent: argparse.ArgumentParser) -> None:
    p = sub.add_parser("kathmandu", parents=[window_parent], help="play Reviving Kathmandu")
    p.add_argument("--players", type=int, metavar="N", help="1-6 seats")
    p.add_argument("--humans", type=int, metavar="K", help="how many seats are people")
    p.add_argument("--solo", metavar="LEVEL", help="solo game: easy, medium, hard or extreme")
    p.add_argument("--autoplay", action="store_true", help="bots play every seat through the UI")
    p.set_defaults(handler=_play)


def _play(args) -> int:
    from game.shell.app import run_window
    from game.shell.coming import coming_scene

    return run_window(coming_scene("Reviving Kathmandu"), args)
