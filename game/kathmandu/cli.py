"""Sub-commands of Kathmandu: ``kathmandu`` (a table), ``kathmandu simulate``, ``kathmandu tournament``.

``kathmandu`` itself is a window mode with options; ``simulate`` and ``tournament`` are headless
sub-commands under it. The bots helper registers ``tournament`` in
``game/kathmandu/bots/tournament.py`` with ``register(ksub)`` (found by ``_register_tools``).
"""
from __future__ import annotations

import argparse
from pathlib import Path


def register(sub, window_parent: argparse.ArgumentParser) -> None:
    p = sub.add_parser("kathmandu", parents=[window_parent], help="play Reviving Kathmandu")
    p.add_argument("--players", type=int, metavar="N", help="1-6 seats")
    p.add_argument("--humans", type=int, metavar="K", help="how many seats are people")
    p.add_argument("--solo", metavar="LEVEL", help="solo game: easy, medium, hard or extreme")
    p.add_argument("--autoplay", action="store_true", help="bots play every seat through the UI")
    p.add_argument("--options", action="append", default=[], metavar="WORDS",
                   help="game options, comma list (see: python main.py kathmandu simulate --help)")
    p.add_argument("--bots", metavar="LEVELS", help="bot levels for the bot seats, comma list (easy,normal,hard)")
    p.add_argument("--seed", type=int, metavar="S", help="deal seed for the table (default: random)")
    p.add_argument("--join", metavar="HOST:PORT/CODE", help="join an online table (the host's address and table code)")
    p.add_argument("--name", metavar="NAME", help="your name at an online table (with --join)")
    p.set_defaults(handler=_play)
    ksub = p.add_subparsers(dest="kathmandu_command", metavar="TOOL", parser_class=type(p))
    ksub.required = False
    _register_tools(ksub)


#: (name, module, help) of the headless tools under ``kathmandu``. The modules import the whole
#: engine and the bots (0.2-0.5 s), so the parser holds a stand-in for each: the real module is
#: imported, and its own parser built, only when that tool runs (issue 17: the CLI parser, and so
#: the title's first frame, never pays for the engine).
_TOOLS = (
    ("simulate", "simulate.py", "headless games between bots"),
    ("tournament", "bots/tournament.py", "seeded games between bots, rotating seats, win shares and timings"),
    ("serve", "net/serve.py", "host online tables (headless WebSocket server)"),
)
_PREFIX = "\x01"  # no argument starts with it: every word after the tool's name goes to the tool


def _register_tools(ksub) -> None:
    """Headless tools under ``kathmandu``: simulate (rules core) and tournament (bots helper)."""
    here = Path(__file__).resolve().parent
    for name, rel, help_text in _TOOLS:
        if not (here / rel).is_file():
            continue
        p = ksub.add_parser(name, help=help_text, add_help=False, prefix_chars=_PREFIX)
        p.add_argument("tool_args", nargs=argparse.REMAINDER)
        p.set_defaults(handler=_run_tool, tool=(name, rel))


def _run_tool(args) -> int:
    """Import the tool, parse its words with its real parser (its --help, its one-line errors), run it."""
    import importlib

    from game.cli import _Parser

    name, rel = args.tool
    module = importlib.import_module("game.kathmandu." + rel[:-3].replace("/", "."))
    root = _Parser(prog="python main.py kathmandu", add_help=False)
    sub = root.add_subparsers(dest="kathmandu_command", parser_class=_Parser)
    module.register(sub)
    real = root.parse_args([name, *args.tool_args])
    for key in ("frames", "screenshot", "headless"):
        setattr(real, key, getattr(args, key, None))
    return int(real.handler(real) or 0)


def _play(args) -> int:
    """Open the table (or the new-game screen); a bad option is a one-line error before any window."""
    from game.cli import CliError
    from game.kathmandu.options import OptionError
    from game.kathmandu.view.setup import setup_from_args

    bots = getattr(args, "bots", None)
    if bots is not None and not str(bots).replace(",", " ").split():
        # "--bots ,,," named no bot at all (the table setup divided by the number of names)
        raise CliError(f"--bots takes easy, normal or hard (comma separated), got {bots!r}")
    if getattr(args, "join", None):
        from game.kathmandu.net.link import JoinError, parse_address
        from game.kathmandu.view.net_words import error_words
        try:
            if not parse_address(args.join).code:
                raise JoinError("no_code")
        except JoinError as exc:
            raise CliError(f"--join {args.join!r}: {error_words(exc.code, exc.params)}") from None
    try:
        setup = setup_from_args(args)
    except OptionError as exc:
        raise CliError(str(exc)) from None
    if setup is not None and args.seed is None:
        args.seed = setup.options.seed  # one seed for the whole run (start_scene reads the args again)
    from game.kathmandu.view import start_scene
    from game.shell.launch import run_window

    return run_window(lambda app: start_scene(app, args), args)
