"""Client side of the online protocol: ``Client`` (one WebSocket connection, asyncio) and
``play_seat`` (a scripted player that answers its own decisions until the game ends).

Every frame received is kept in ``Client.frames`` (raw text) so tests can check what reached a seat.
"""
from __future__ import annotations

import asyncio
import json
import random
import time

from websockets.asyncio.client import connect

from . import protocol
from .codec import RemoteView


class ServerError(Exception):
    def __init__(self, msg: dict):
        super().__init__(msg.get("code"))
        self.code = msg.get("code")
        self.params = msg.get("params", {})


class Client:
    def __init__(self, url: str):
        self.url = url
        self.ws = None
        self.frames: list[str] = []  # every frame received, as sent
        self.inbox: asyncio.Queue = asyncio.Queue()
        self.view: RemoteView | None = None
        self.table = self.seat = self.token = None
        self._reader: asyncio.Task | None = None
        self._next_id = 0
        self.closed = asyncio.Event()
        #: called with every message as it arrives, and with None when the connection ends
        #: (``link.NetLink`` hands them to the window's thread)
        self.listener = None

    async def connect(self) -> "Client":
        self.ws = await connect(self.url, max_size=4 * 1024 * 1024, open_timeout=5)
        self._reader = asyncio.ensure_future(self._read())
        welcome = await self.expect("welcome")
        if welcome.get("protocol") != protocol.VERSION:
            raise ServerError({"code": "bad_version"})
        return self

    async def _read(self) -> None:
        try:
            async for frame in self.ws:
                self.frames.append(frame)
                msg = json.loads(frame)
                if msg.get("type") == "joined":  # before the view that follows it is read
                    self.table, self.seat, self.token = msg["table"], msg["seat"], msg["token"]
                if (msg.get("type") == "view" and msg.get("table") == self.table
                        and msg.get("view", {}).get("seat") == self.seat):
                    self.view = RemoteView(msg["view"])
                await self.inbox.put(msg)
                if self.listener is not None:
                    self.listener(msg)
        except Exception:  # the connection broke (or a listener failed): the reader ends, said once
            import logging
            logging.getLogger(__name__).warning("connection to %s ended", self.url, exc_info=True)
        finally:
            self.closed.set()
            if self.listener is not None:
                self.listener(None)

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        if self._reader is not None:
            await asyncio.gather(self._reader, return_exceptions=True)

    def kill(self) -> None:
        """Drops the connection without a closing handshake (a window killed, Wi-Fi gone)."""
        self.ws.transport.abort()

    async def send(self, kind: str, **fields) -> int:
        self._next_id += 1
        await self.ws.send(protocol.request(kind, id=self._next_id, **fields))
        return self._next_id

    async def send_raw(self, frame) -> None:
        await self.ws.send(frame)

    async def expect(self, *kinds: str, timeout: float = 10.0) -> dict:
        """The next message of one of ``kinds`` (others skipped); an error raises ``ServerError``."""
        while True:
            msg = await asyncio.wait_for(self.inbox.get(), timeout)
            if msg.get("type") in kinds:
                return msg
            if msg.get("type") == "error" and "error" not in kinds:
                raise ServerError(msg)

    # --- requests
    async def create(self, players: int, seats: list[str], options: list[str] | None = None,
                     seed: int | None = None) -> dict:
        fields = {"players": players, "seats": seats, "options": options or []}
        if seed is not None:
            fields["seed"] = seed
        await self.send("create", **fields)
        return await self.expect("created")

    async def join(self, table: str, seat: int | None = None, name: str | None = None) -> int:
        fields = {} if seat is None else {"seat": seat}
        if name:
            fields["name"] = name
        await self.send("join", table=table, **fields)
        msg = await self.expect("joined")
        self.table, self.seat, self.token = msg["table"], msg["seat"], msg["token"]
        return self.seat

    async def resume(self, table: str, seat: int, token: str) -> None:
        self.table, self.seat, self.token = table, seat, token
        await self.send("resume", table=table, seat=seat, token=token)
        await self.expect("joined")

    async def spectate(self, table: str) -> dict:
        self.table, self.seat = table, -1
        await self.send("spectate", table=table)
        return await self.expect("view")

    async def choose(self, choice: dict, turn: int) -> None:
        await self.send("choose", table=self.table, seat=self.seat, token=self.token, turn=turn, choice=choice)

    async def wait_view(self, timeout: float = 20.0) -> RemoteView:
        msg = await self.expect("view", timeout=timeout)
        return RemoteView(msg["view"])


async def play_seat(client: Client, rng: random.Random, *, stop_after: int | None = None,
                    timeout: float = 60.0, latencies: list | None = None) -> int:
    """Answers the seat's decisions with seeded random choices until the game is over (or
    ``stop_after`` choices were sent); returns the number of choices sent. ``latencies`` collects the
    seconds from sending a choice to receiving the view that follows it."""
    sent = 0
    last_turn = -1
    sent_at = None
    while True:
        view = client.view
        if sent_at is not None and view is not None and view.turn > last_turn:
            if latencies is not None:
                latencies.append(time.perf_counter() - sent_at)
            sent_at = None
        if view is not None and view.over:
            return sent
        if view is not None and view.my_turn and view.turn != last_turn:
            if stop_after is not None and sent >= stop_after:
                return sent
            last_turn = view.turn
            sent_at = time.perf_counter()
            await client.choose(rng.choice(view.choices), view.turn)
            sent += 1
        msg = await asyncio.wait_for(client.inbox.get(), timeout)
        if msg.get("type") == "error" and msg.get("code") == "rate_limited":
            await asyncio.sleep(0.1)  # the server dropped the request: send it again a little later
            last_turn = -1
            sent_at = None
            sent -= 1
            continue
        if msg.get("type") == "error" and msg.get("code") != "stale_turn":
            raise ServerError(msg)
