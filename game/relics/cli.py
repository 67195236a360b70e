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
    c = lsub.add_parser("check", help="validate, solve and measure maps (default: all of levels/)")
    c.add_argument("paths", nargs="*", metavar="PATH")
    c.add_argument("--json", action="store_true", help="print the rows and figures as one JSON document")
    c.add_argument("--write-par", action="store_true", help="write the solver's par into maps whose par differs")
    c.add_argument("--quality", action="store_true",
                   help="also list every campaign quality threshold the levels miss (levels/README.md)")
    c.add_argument("--no-figures", action="store_true",
                   help="skip the push-graph figures (faster: validate, solve and the new-block column only)")
    c.add_argument("--max-nodes", type=int, default=None, metavar="N",
                   help="cap of each level's push graph (default 200000; a capped level shows 'N+')")
    c.set_defaults(handler=_check)
    s = lsub.add_parser("solve", help="print an optimal solution in LURD")
    s.add_argument("path", metavar="PATH.tmx")
    s.set_defaults(handler=_solve)
    r = lsub.add_parser("replay", help="replay a LURD string on a map")
    r.add_argument("path", metavar="PATH.tmx")
    r.add_argument("moves", metavar="MOVES")
    r.set_defaults(handler=_replay)


def _play(args) -> int:
    """Open the window on the level select, a campaign level (--level) or any map (--map)."""
    import os
    import sys
    from pathlib import Path

    from game.relics.loader import LevelError, find_level
    from game.relics.map_prepass import file_problem
    from game.shell.launch import run_window
    from game.shell.safe_text import shown_path

    if getattr(args, "level", None) is not None:  # '--level ""' is a mistake, not "no level"
        if not args.level.strip():
            print("python main.py relics: error: --level needs a level name, e.g. 1-1", file=sys.stderr)
            return 2
        try:
            find_level(args.level)
        except LevelError as exc:
            print(f"python main.py relics: error: {exc}", file=sys.stderr)
            return 2
    if getattr(args, "map", None) is not None:
        if not args.map.strip():
            print("python main.py relics: error: --map needs the path of a .tmx file", file=sys.stderr)
            return 2
        problem = file_problem(Path(args.map))  # missing, a folder, a link loop, a name too long...
        if problem:
            print(f"python main.py relics: error: {shown_path(args.map)}: {problem}", file=sys.stderr)
            return 2
    if getattr(args, "autoplay", False):
        if not (args.level or args.map):
            print("python main.py relics: error: --autoplay needs --level F-L or --map PATH.tmx", file=sys.stderr)
            return 2
        if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    def factory(app):
        from game.relics.view import start_scene

        return start_scene(app, args)

    return run_window(factory, args)


def _guarded(name: str, run) -> int:
    """The level tools promise one-line failures: even an unexpected error is reported in one line."""
    try:
        return run()
    except (KeyboardInterrupt, SystemExit):
        raise
    except Exception as exc:  # a bug, not bad input: still no traceback on the console
        from game.shell.safe_text import shown_path

        print(f"levels {name}: internal error: {type(exc).__name__}: {shown_path(' '.join(str(exc).split()))}")
        return 1


def _check(args) -> int:
    from game.relics.tools import CHECK_MAX_NODES, check

    if args.max_nodes is not None and args.max_nodes < 1:
        print("levels check: --max-nodes must be at least 1")
        return 2
    return _guarded("check", lambda: check(list(args.paths), write_pars=args.write_par, as_json=args.json,
                                           quality=not args.no_figures, summary=args.quality,
                                           max_nodes=args.max_nodes or CHECK_MAX_NODES))


def _solve(args) -> int:
    from game.relics.tools import solve_cmd

    return _guarded("solve", lambda: solve_cmd(args.path))


def _replay(args) -> int:
    from game.relics.tools import replay

    return _guarded("replay", lambda: replay(args.path, args.moves))
