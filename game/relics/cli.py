"""Sub-commands of Relics: ``relics`` (play) and ``levels check|solve|replay`` (headless tools)."""
from __future__ import annotations

import argparse


def register(sub, window_parent: argparse.ArgumentParser) -> None:
    p = sub.add_parser("relics", parents=[window_parent], help="play Relics of Rajavihara")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--level", metavar="F-L", help="a campaign level, e.g. 1-1 or 1-01")
    g.add_argument("--map", metavar="PATH.tmx", help="any Tiled map (reloads when saved in Tiled)")
    p.add_argument("--autoplay", action="store_true", help="play the solver's solution through the input layer")
    p.set_defaults(handler=_play)

    lv = sub.add_parser("levels", help="check, solve and replay Relics maps (headless)")
    lsub = lv.add_subparsers(dest="levels_command", metavar="TOOL", required=True)
    c = lsub.add_parser("check", help="validate and solve maps (default: all of levels/)")
    c.add_argument("paths", nargs="*", metavar="PATH")
    c.set_defaults(handler=_check)
    s = lsub.add_parser("solve", help="print an optimal solution in LURD")
    s.add_argument("path", metavar="PATH.tmx")
    s.set_defaults(handler=_solve)
    r = lsub.add_parser("replay", help="replay a LURD string on a map")
    r.add_argument("path", metavar="PATH.tmx")
    r.add_argument("moves", metavar="MOVES")
    r.set_defaults(handler=_replay)


def _play(args) -> int:
    from game.shell.app import run_window
    from game.shell.coming import coming_scene

    return run_window(coming_scene("Relics of Rajavihara"), args)


def _check(args) -> int:
    from game.relics.tools import check

    return check(list(args.paths))


def _solve(args) -> int:
    from game.relics.tools import solve_cmd

    return solve_cmd(args.path)


def _replay(args) -> int:
    from game.relics.tools import replay

    return replay(args.path, args.moves)
