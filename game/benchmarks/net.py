"""Kathmandu online: many concurrent tables on one server (issue 20's measure).

A real server on 127.0.0.1 (a free port), keeping its tables on disk as ``serve`` does (a temporary
folder), and, in the same process, two scripted clients per table (seeded random choices through
real WebSocket connections) beside two server bots (random); 200 tables at once. Figures:
the server's choice-to-broadcast time (a choice's arrival to every seat's view sent, bots' choices
included) and the client's round trip (a choice sent to the next view received: the loop is shared
with every client, so this is an upper bound, information only). Budget: server p95 under 50 ms.
"""
from __future__ import annotations

import asyncio
import random
import time

from .report import Row, percentile

NET = "Kathmandu online"


async def _run(tables: int) -> tuple[list[float], list[float], float, int]:
    from game.kathmandu.net.client import Client, play_seat
    from game.kathmandu.net.server import Server

    import tempfile

    from game.kathmandu.net.store import TableStore
    folder = tempfile.TemporaryDirectory(prefix="durbar-net-bench-")
    srv = await Server("127.0.0.1", 0, rate=1000, burst=1000, max_tables=tables + 1,
                       store=TableStore(folder.name)).start()
    url = f"ws://127.0.0.1:{srv.port}"
    round_trips: list[float] = []
    clients: list[Client] = []
    try:
        async def one(i: int) -> None:
            host = await Client(url).connect()
            made = await host.create(4, ["human", "bot:random", "human", "bot:random"], [], seed=i)
            other = await Client(url).connect()
            clients.extend((host, other))
            await host.join(made["table"])
            await other.join(made["table"])
            await asyncio.gather(play_seat(host, random.Random(2 * i), latencies=round_trips, timeout=120),
                                 play_seat(other, random.Random(2 * i + 1), latencies=round_trips, timeout=120))
        t0 = time.perf_counter()
        await asyncio.gather(*(one(i) for i in range(tables)))
        elapsed = time.perf_counter() - t0
        done = sum(1 for r in srv.rooms.values() if r.table.state.over)
    finally:
        for c in clients:
            await c.close()
        await srv.close()
        folder.cleanup()
    return list(srv.latencies), round_trips, elapsed, done


def rows(quick: bool) -> list[Row]:
    tables = 10 if quick else 200
    server_lat, trips, elapsed, done = asyncio.run(_run(tables))
    ms = 1000.0
    head = f"{tables} concurrent tables of 2 clients + 2 bots, {done} finished in {elapsed:.1f} s wall"
    return [
        Row(NET, "net.broadcast_p95_ms", "choice to broadcast, server (p95)", percentile(server_lat, 95) * ms, "ms",
            budget=50.0, detail=f"p50 {percentile(server_lat, 50) * ms:.2f} ms, {len(server_lat)} choices; {head}",
            extra={"tables": tables, "finished": done, "choices": len(server_lat)}),
        Row(NET, "net.round_trip_p95_ms", "choice to next view, client (p95)", percentile(trips, 95) * ms, "ms",
            detail=f"p50 {percentile(trips, 50) * ms:.2f} ms, {len(trips)} round trips (clients share the server's loop)",
            extra={"round_trips": len(trips)}),
    ]
