"""Shared set-up of the online tests: a real server on 127.0.0.1 (a free port), real clients."""
from __future__ import annotations

import asyncio
import contextlib

from game.kathmandu.net.client import Client
from game.kathmandu.net.server import Server


def run(coro, timeout: float = 120.0):
    return asyncio.run(asyncio.wait_for(coro, timeout))


@contextlib.asynccontextmanager
async def server(**kw):
    kw.setdefault("drop_bot", "random")
    srv = await Server("127.0.0.1", 0, **kw).start()
    try:
        yield srv
    finally:
        await srv.close()


async def client(srv) -> Client:
    return await Client(f"ws://127.0.0.1:{srv.port}").connect()


async def table(srv, seats, players=None, options=None, seed=7):
    host = await client(srv)
    made = await host.create(players or len(seats), seats, options, seed)
    await host.close()
    return made["table"], made["host_token"]
