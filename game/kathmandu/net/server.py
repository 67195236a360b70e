"""The authoritative Kathmandu server: WebSocket (``websockets``, asyncio), JSON protocol v1.

Every connection is its own task; it may bind to one seat (``join`` / ``resume`` with the seat's
token) or watch as a spectator. Views are pushed only to bound connections, each its own seat's
view (spectators the public one), without waiting on slow clients (``broadcast`` skips a full
buffer; every view is complete, so a skipped one is caught up by the next). A seat whose client
drops is kept ``reconnect_limit`` seconds, then a bot takes it and its token stops working.
"""
from __future__ import annotations

import asyncio
import logging
import random
import time

from websockets.asyncio.server import broadcast, serve

from ..bots import make_bot
from ..player_view import PlayerView
from . import protocol
from .protocol import NetError
from .table import Table, new_code

log = logging.getLogger(__name__)


class RateLimit:
    """Token bucket: ``rate`` messages a second, bursts of ``burst``."""

    def __init__(self, rate: float, burst: int):
        self.rate, self.burst = rate, burst
        self.level = float(burst)
        self.at = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.at) * self.rate)
        self.at = now
        if self.level < 1:
            return False
        self.level -= 1
        return True


class Conn:
    __slots__ = ("ws", "limit", "table", "seat", "strikes")

    def __init__(self, ws, limit: RateLimit):
        self.ws, self.limit = ws, limit
        self.table: str | None = None
        self.seat: int | None = None  # -1 = spectator
        self.strikes = 0


class Room:
    """A table and its connections."""

    def __init__(self, table: Table):
        self.table = table
        self.conns: dict[int, Conn] = {}  # seat -> the one connection bound to it
        self.spectators: set[Conn] = set()
        self.drop_tasks: dict[int, asyncio.Task] = {}
        self.bot_task: asyncio.Task | None = None
        self.rng = random.Random(table.state.options.seed ^ 0x5EED)


class Server:
    def __init__(self, host: str = "127.0.0.1", port: int = 0, *, reconnect_limit: float = 120.0,
                 drop_bot: str = "normal", rate: float = 20.0, burst: int = 40, max_tables: int = 500,
                 bot_delay: float = 0.0, store=None, max_connections: int = 2000):
        self.host, self.port = host, port
        self.reconnect_limit = reconnect_limit
        self.drop_bot = drop_bot
        self.rate, self.burst = rate, burst
        self.max_tables = max_tables
        self.bot_delay = bot_delay
        self.store = store  # a ``store.TableStore``: tables kept across restarts (None: in memory only)
        self.max_connections = max_connections
        self.connections = 0
        self._flusher: asyncio.Task | None = None
        self.rooms: dict[str, Room] = {}
        self.latencies: list[float] = []  # seconds from a choice's arrival to its views sent
        self._server = None

    # --- life
    async def start(self) -> "Server":
        self._server = await serve(self._handle, self.host, self.port, max_size=protocol.MAX_MESSAGE,
                                   ping_interval=20, ping_timeout=20, close_timeout=2)
        self.port = self._server.sockets[0].getsockname()[1]
        if self.store is not None:
            self._resume_tables()
            self._flusher = asyncio.ensure_future(self._flush_forever())
        return self

    def _resume_tables(self) -> None:
        """The tables the store kept: their people get ``reconnect_limit`` to come back, bots play on."""
        tables, problems = self.store.load()
        for line in problems:
            log.warning("online table not resumed: %s", line)
        for table in tables:
            room = self.rooms[table.code] = Room(table)
            if table.state.over:
                continue
            for seat, x in enumerate(table.seats):
                if x.kind == "human" and x.token is not None:
                    room.drop_tasks[seat] = asyncio.ensure_future(self._drop_after(room, seat))
            self._kick_bots(room)
        if tables:
            log.info("resumed %d online table(s)", len(tables))

    async def _flush_forever(self) -> None:
        from .store import FLUSH_SECONDS
        while True:
            await asyncio.sleep(FLUSH_SECONDS)
            await self.flush()

    async def flush(self) -> None:
        """Writes the tables that changed since the last flush (in a worker thread)."""
        if self.store is None:
            return
        docs = []
        for room in list(self.rooms.values()):
            if room.table.changed:
                room.table.changed = False
                docs.append(room.table.to_doc())
        if docs:
            await asyncio.to_thread(self.store.save, docs)

    async def close(self) -> None:
        if self._flusher is not None:
            self._flusher.cancel()
        for room in self.rooms.values():
            for task in [*room.drop_tasks.values(), room.bot_task]:
                if task is not None:
                    task.cancel()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        await self.flush()

    # --- connections
    async def _handle(self, ws) -> None:
        if self.connections >= self.max_connections:
            await ws.close(1013, "server full")
            return
        self.connections += 1
        conn = Conn(ws, RateLimit(self.rate, self.burst))
        self._send(conn, protocol.dump("welcome", protocol=protocol.VERSION))
        try:
            async for frame in ws:
                if not conn.limit.take():
                    conn.strikes += 1
                    self._send(conn, protocol.error("rate_limited"))
                    if conn.strikes > 50:
                        await ws.close(1008, "rate limit")
                        break
                    continue
                ref = None
                try:
                    msg = protocol.parse(frame)
                    ref = msg.get("id")
                    self._dispatch(conn, msg)
                except NetError as exc:
                    self._send(conn, protocol.error(exc.code, exc.params, ref))
                except Exception:  # a server bug: logged, answered, and the connection lives on
                    log.exception("request failed")
                    self._send(conn, protocol.error("internal_error", None, ref))
        except Exception:  # a broken connection ends only its own task
            log.debug("connection ended", exc_info=True)
        finally:
            self.connections -= 1
            self._unbind(conn)

    @staticmethod
    def _send(conn: Conn, text: str) -> None:
        broadcast([conn.ws], text)

    def _room(self, code: str) -> Room:
        room = self.rooms.get(code)
        if room is None:
            raise NetError("no_such_table")
        return room

    def _dispatch(self, conn: Conn, msg: dict) -> None:
        kind = msg["type"]
        ref = msg.get("id")
        if kind == "ping":
            self._send(conn, protocol.dump("pong", ref=ref))
        elif kind == "create":
            if len(self.rooms) >= self.max_tables:
                raise NetError("server_full")
            code = new_code()
            table = Table(code, msg["players"], msg["seats"], msg.get("options"), msg.get("seed"))
            room = self.rooms[code] = Room(table)
            self._send(conn, protocol.dump("created", ref=ref, table=code, host_token=table.host_token))
            self._kick_bots(room)
        elif kind == "join":
            room = self._room(msg["table"])
            seat, token = room.table.claim(msg.get("seat"), msg.get("name", ""))
            self._unbind(conn)  # a seat it held elsewhere starts its reconnect clock
            self._bind(conn, room, seat)
            self._send(conn, protocol.dump("joined", ref=ref, table=room.table.code, seat=seat, token=token))
            self._push(room, [])
        elif kind == "resume":
            room = self._room(msg["table"])
            room.table.check_token(msg["seat"], msg["token"])
            self._unbind(conn)  # a seat it held elsewhere starts its reconnect clock
            self._bind(conn, room, msg["seat"])
            self._send(conn, protocol.dump("joined", ref=ref, table=room.table.code, seat=msg["seat"],
                                           token=msg["token"]))
            self._push(room, [])
        elif kind == "spectate":
            room = self._room(msg["table"])
            self._unbind(conn)  # a seat it held elsewhere starts its reconnect clock
            conn.table, conn.seat = room.table.code, -1
            room.spectators.add(conn)
            self._send(conn, protocol.dump("view", ref=ref, **room.table.view_message(-1, [])))
        elif kind == "hand_to_bot":
            room = self._room(msg["table"])
            room.table.check_host(msg["host_token"])
            self._seat_to_bot(room, msg["seat"], msg.get("bot", self.drop_bot))
        else:  # choose, state, log: the connection must hold this seat, with its current token
            room = self._room(msg["table"])
            seat = msg["seat"]
            room.table.check_token(seat, msg["token"])
            if conn.table != room.table.code or conn.seat != seat:
                raise NetError("not_joined", seat=seat)
            if kind == "state":
                self._send(conn, protocol.dump("view", ref=ref, **room.table.view_message(seat, [])))
            elif kind == "log":
                self._send(conn, protocol.dump("log", ref=ref, events=room.table.log_for(seat)))
            elif kind == "undo":
                room.table.undo(seat, msg["turn"])
                self._push(room, [])
            else:
                start = time.perf_counter()
                events = room.table.choose(seat, msg["turn"], msg["choice"])
                self._push(room, events)
                self.latencies.append(time.perf_counter() - start)
                self._kick_bots(room)

    # --- seats
    def _bind(self, conn: Conn, room: Room, seat: int) -> None:
        old = room.conns.get(seat)
        if old is not None and old is not conn:
            old.table = old.seat = None
            self._send(old, protocol.error("replaced"))
            asyncio.ensure_future(old.ws.close(4000, "seat opened elsewhere"))
        conn.table, conn.seat = room.table.code, seat
        room.conns[seat] = conn
        room.table.seats[seat].connected = True
        task = room.drop_tasks.pop(seat, None)
        if task is not None:
            task.cancel()

    def _leave(self, conn: Conn) -> None:
        """Unbinds ``conn`` from a seat it held without starting the drop clock (it moves elsewhere)."""
        room = self.rooms.get(conn.table) if conn.table else None
        if room is not None:
            room.spectators.discard(conn)
            if conn.seat is not None and room.conns.get(conn.seat) is conn:
                del room.conns[conn.seat]
                room.table.seats[conn.seat].connected = False
        conn.table = conn.seat = None

    def _unbind(self, conn: Conn) -> None:
        room = self.rooms.get(conn.table) if conn.table else None
        seat = conn.seat
        self._leave(conn)
        if room is None or seat is None or seat < 0 or room.table.state.over:
            return
        if room.table.seats[seat].kind == "human" and seat not in room.drop_tasks:
            room.drop_tasks[seat] = asyncio.ensure_future(self._drop_after(room, seat))
            self._push(room, [])

    async def _drop_after(self, room: Room, seat: int) -> None:
        await asyncio.sleep(self.reconnect_limit)
        room.drop_tasks.pop(seat, None)
        if seat not in room.conns:
            self._seat_to_bot(room, seat, self.drop_bot)

    def _seat_to_bot(self, room: Room, seat: int, bot: str) -> None:
        if not 0 <= seat < len(room.table.seats):
            raise NetError("no_such_seat", seat=seat)
        room.table.to_bot(seat, bot)
        conn = room.conns.pop(seat, None)
        if conn is not None:
            conn.table = conn.seat = None
            self._send(conn, protocol.error("seat_lost", {"seat": seat}))
        self._push(room, [])
        self._kick_bots(room)

    # --- pushing views and running bots
    def _push(self, room: Room, events: list) -> None:
        t = room.table
        for seat, conn in list(room.conns.items()):
            self._send(conn, protocol.dump("view", **t.view_message(seat, events)))
        if room.spectators:
            text = protocol.dump("view", **t.view_message(-1, events))
            for conn in list(room.spectators):
                self._send(conn, text)

    def _kick_bots(self, room: Room) -> None:
        if (room.bot_task is None or room.bot_task.done()) and room.table.bot_to_move():
            room.bot_task = asyncio.ensure_future(self._run_bots(room))

    async def _run_bots(self, room: Room) -> None:
        try:
            await self._bot_moves(room)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("bot failed at table %s", room.table.code)

    async def _bot_moves(self, room: Room) -> None:
        t = room.table
        while (who := t.bot_to_move()) is not None:
            seat, name = who
            bot = make_bot(name)
            view = PlayerView(t.state.copy(), seat)  # the bot thinks on a copy, off the event loop
            choice = await asyncio.to_thread(bot.decide, view, room.rng)
            if self.bot_delay:
                await asyncio.sleep(self.bot_delay)
            start = time.perf_counter()
            events = t.apply_bot(seat, choice)
            if events is not None:  # an applied choice (maybe without events: a Done) moves the turn on
                self._push(room, events)
                self.latencies.append(time.perf_counter() - start)


async def serve_forever(host: str, port: int, **kw) -> None:
    server = await Server(host, port, **kw).start()
    print(f"Kathmandu server on ws://{host}:{server.port} (Ctrl+C stops it)", flush=True)
    if server.store is not None:
        print(f"Tables are kept in {server.store.folder} ({len(server.rooms)} resumed)", flush=True)
    try:
        await asyncio.Future()
    finally:
        await server.close()
