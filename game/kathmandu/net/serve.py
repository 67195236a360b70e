"""``python main.py kathmandu serve [--port P] [--host H]``: a headless server hosting online tables.

Clients create tables (``create``: players, seats human / bot:LEVEL, option words) and get a table
code; see docs/dev/NET-PROTOCOL.md. Stops with Ctrl+C (or SIGTERM)."""
from __future__ import annotations

import argparse

DEFAULT_PORT = 8765


def register(ksub) -> None:
    p = ksub.add_parser("serve", help="host online tables (headless WebSocket server)")
    p.add_argument("--port", type=str, default=str(DEFAULT_PORT), metavar="P",
                   help=f"TCP port (default {DEFAULT_PORT}; 0 = any free port, printed)")
    p.add_argument("--host", default="127.0.0.1", metavar="ADDR",
                   help="address to listen on (default 127.0.0.1, this computer only; 0.0.0.0 = every network)")
    p.add_argument("--reconnect-limit", type=str, default="120", metavar="SECONDS",
                   help="how long a dropped player's seat waits before a bot takes it (default 120)")
    p.add_argument("--drop-bot", default="normal", metavar="LEVEL",
                   help="the bot that takes a dropped seat: random, easy, normal or hard (default normal)")
    p.add_argument("--tables", default=None, metavar="DIR",
                   help="folder that keeps the tables so a restarted server resumes them "
                        "(default: kathmandu/server-tables in the user data folder)")
    p.add_argument("--no-keep", action="store_true", help="keep tables in memory only (a restart loses them)")
    p.add_argument("--max-tables", type=str, default="500", metavar="N", help="tables at once (default 500)")
    p.add_argument("--max-connections", type=str, default="2000", metavar="N",
                   help="connections at once; more are refused (default 2000)")
    p.set_defaults(handler=_serve)


def _number(text: str, name: str, lo: float, hi: float, kind=int):
    from game.cli import CliError
    try:
        v = kind(text)
    except ValueError:
        raise CliError(f"--{name} must be a number, got {text!r}") from None
    if not lo <= v <= hi:
        raise CliError(f"--{name} must be {lo:g}-{hi:g}, got {text}")
    return v


def _serve(args: argparse.Namespace) -> int:
    import asyncio
    import signal

    from game.cli import CliError

    from .server import serve_forever
    from .table import BOT_NAMES

    port = _number(args.port, "port", 0, 65535)
    limit = _number(args.reconnect_limit, "reconnect-limit", 0, 86400, float)
    if args.drop_bot not in BOT_NAMES:
        raise CliError(f"--drop-bot takes {', '.join(BOT_NAMES)}, got {args.drop_bot!r}")
    tables = _number(args.max_tables, "max-tables", 1, 100000)
    conns = _number(args.max_connections, "max-connections", 1, 1000000)
    store = None
    if not args.no_keep:
        from game.shell.paths import data_path

        from .store import TableStore
        store = TableStore(args.tables or data_path("kathmandu", "server-tables"))
    signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt()))
    try:
        asyncio.run(serve_forever(args.host, port, reconnect_limit=limit, drop_bot=args.drop_bot, store=store,
                                  max_tables=tables, max_connections=conns))
    except KeyboardInterrupt:
        print("Server stopped.", flush=True)
    except OSError as exc:
        raise CliError(f"cannot listen on {args.host}:{port}: {exc.strerror or exc}") from None
    return 0
