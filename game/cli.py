"""The command-line contract of DESIGN.md.

``python main.py`` opens the title; sub-commands open a game or run a headless tool. Each game
package registers its own sub-commands (``register(subparsers, window_parent)``) so this file
stays a table of contents. Importing this module must not import pygame: the headless tools
(``levels``, ``kathmandu simulate``, ``bench``) decide for themselves what they load.
"""
from __future__ import annotations

import argparse
import os
import sys


class CliError(Exception):
    """A wrong argument: printed as one line, exit code 2."""


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a number of 1 or more, got {value}")
    return value


def window_parent(suppress: bool) -> argparse.ArgumentParser:
    """Options every window mode takes (DESIGN.md: --frames / --screenshot)."""
    default = argparse.SUPPRESS if suppress else None
    p = argparse.ArgumentParser(add_help=False)
    g = p.add_argument_group("window")
    g.add_argument("--frames", type=_positive_int, default=default, metavar="N",
                   help="quit after N drawn frames (headless runs)")
    g.add_argument("--screenshot", default=default, metavar="PATH",
                   help="save the last frame as a PNG at PATH")
    g.add_argument("--headless", action="store_true", default=argparse.SUPPRESS if suppress else False,
                   help="no visible window (SDL dummy driver); implied by --frames")
    from game.i18n import LANGUAGES

    g.add_argument("--lang", choices=LANGUAGES, default=default,
                   help="language for this run (not saved; also DURBAR_LANG=ja)")
    return p


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one line, exit 2, as the contract asks
        self.exit(2, f"{self.prog}: error: {message}\n(try: python main.py --help)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="python main.py",
        description="Durbar - Relics of Rajavihara and Reviving Kathmandu.",
        parents=[window_parent(False)],
        epilog="Without a command, the title screen opens.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    from game.relics import cli as relics_cli
    from game.kathmandu import cli as kathmandu_cli
    from game import bench

    relics_cli.register(sub, window_parent(True))
    kathmandu_cli.register(sub, window_parent(True))
    bench.register(sub)
    return parser


def _safe_console() -> None:
    """Whatever a message holds (a non-UTF-8 file name's escaped bytes, a lone surrogate), printing
    it never raises, under any console encoding (e.g. PYTHONIOENCODING=utf-8 or ascii)."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.reconfigure(errors="backslashreplace")
        except (AttributeError, ValueError, OSError):  # replaced streams (tests), closed ones
            pass


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    _safe_console()
    parser = build_parser()
    args = parser.parse_args(argv)
    for name in ("frames", "screenshot", "headless", "lang"):
        if not hasattr(args, name):
            setattr(args, name, None if name != "headless" else False)
    handler = getattr(args, "handler", None)
    try:
        if handler is None:
            from game.shell.launch import run_window

            return run_window(None, args)
        return int(handler(args) or 0)
    except CliError as exc:
        print(f"python main.py: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (e.g. `levels solve MAP | head -1`): not our error. Point stdout at
        # devnull so the interpreter's final flush does not raise again (Python docs, "SIGPIPE").
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0


def headless_env() -> None:
    """For tools that must never open a window or a sound device."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
