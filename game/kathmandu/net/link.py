"""The window's side of the network: an asyncio loop on a background thread holding one ``Client``
(and, for a host, the ``Server`` itself), so the window's frames never wait on a socket. No pygame.

The window thread starts requests with ``submit(coroutine)`` (a ``concurrent.futures.Future`` to
poll each frame) or ``send(...)`` (fire and forget); every message the server pushes lands in
``inbox`` (a thread-safe queue), and ``wake()`` is called so an idle window wakes up to read it.
A connection that ends puts ``{"type": "link_closed"}`` in the inbox.
"""
from __future__ import annotations

import asyncio
import queue
import socket
import threading
from concurrent.futures import Future
from dataclasses import dataclass

from . import protocol
from .client import Client, ServerError
from .serve import DEFAULT_PORT


class JoinError(Exception):
    """Why joining failed, as a message id for the window (``code``) and its parameters."""

    def __init__(self, code: str, **params):
        super().__init__(code)
        self.code = code
        self.params = params


@dataclass(frozen=True)
class Address:
    host: str
    port: int
    code: str  # the table code, upper case, without separators ("" when not given)

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"ws://{host}:{self.port}"

    @property
    def where(self) -> str:
        return f"{self.host}:{self.port}"

    def text(self) -> str:
        return f"{self.host}:{self.port}/{self.code}" if self.code else f"{self.host}:{self.port}"


def parse_address(text: str, code: str | None = None) -> Address:
    """``HOST[:PORT][/CODE]`` (``ws://`` allowed in front; the port defaults to 8765), and the code
    separately when ``code`` is given. ``JoinError`` ``bad_address`` / ``bad_code`` otherwise."""
    raw = (text or "").strip()
    for prefix in ("ws://", "http://"):
        if raw.lower().startswith(prefix):
            raw = raw[len(prefix):]
    raw, _, in_code = raw.partition("/")
    if code is None:
        code = in_code
    host, port = raw, DEFAULT_PORT
    if raw.startswith("["):  # [::1]:8765
        host, _, rest = raw[1:].partition("]")
        if rest.startswith(":"):
            port = rest[1:]
    elif raw.count(":") == 1:
        host, port = raw.split(":")
    if not host or any(c.isspace() for c in host) or len(host) > 253:
        raise JoinError("bad_address")
    try:
        port = int(port)
    except (TypeError, ValueError):
        raise JoinError("bad_port") from None
    if not 1 <= port <= 65535:
        raise JoinError("bad_port")
    clean = "".join(ch for ch in (code or "").upper() if ch.isalnum())
    if code is not None and code.strip() and not clean:
        raise JoinError("bad_code")
    from .table import CODE_ALPHABET, CODE_LENGTH
    if clean and (len(clean) != CODE_LENGTH or any(ch not in CODE_ALPHABET for ch in clean)):
        raise JoinError("bad_code")
    return Address(host, port, clean)


def lan_address() -> str:
    """This computer's address on its network as others would type it (127.0.0.1 when it has none).
    Read from the host's own name: no packet is sent."""
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        return "127.0.0.1"
    addrs = sorted({i[4][0] for i in infos}, key=lambda a: (a.startswith("127."), a))
    return addrs[0] if addrs else "127.0.0.1"


class NetLink:
    def __init__(self, wake=None):
        self.wake = wake or (lambda: None)
        self.inbox: queue.Queue = queue.Queue()
        self.loop = asyncio.new_event_loop()
        self.client: Client | None = None
        self.server = None
        self.address: Address | None = None
        self._thread = threading.Thread(target=self.loop.run_forever, name="durbar-net", daemon=True)
        self._thread.start()
        self._closed = False
        self._asking = 0  # requests waiting for their answer on the client's queue

    # --- from the window's thread
    def submit(self, coro) -> Future:
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def send(self, kind: str, **fields) -> None:
        client = self.client
        if client is not None and client.ws is not None:
            self.submit(self._send(client, kind, fields))

    def messages(self) -> list[dict]:
        out = []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def has_news(self) -> bool:
        return not self.inbox.empty()

    def close(self) -> None:
        """Closes the connection (and a hosted server, which keeps its tables in its store)."""
        if self._closed:
            return
        self._closed = True
        try:
            self.submit(self._shutdown()).result(timeout=5)
        except Exception:
            pass
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(timeout=5)

    # --- on the loop
    @staticmethod
    async def _send(client: Client, kind: str, fields: dict) -> None:
        try:
            await client.send(kind, **fields)
        except Exception:  # the connection is gone: the reader reports it as link_closed
            pass

    def _listen(self, msg) -> None:
        self.inbox.put({"type": "link_closed"} if msg is None else msg)
        client = self.client
        if client is not None and not self._asking:  # nobody reads the client's own queue now
            del client.frames[:]
            while not client.inbox.empty():
                client.inbox.get_nowait()
        self.wake()

    async def connect(self, address: Address) -> Client:
        """A new connection to ``address`` (its messages go to the inbox); ``JoinError`` says why not."""
        if self.client is not None:
            old, self.client = self.client, None
            old.listener = None
            await old.close()
        try:
            client = await Client(address.url).connect()
        except ConnectionRefusedError:
            raise JoinError("refused", address=address.where) from None
        except (TimeoutError, asyncio.TimeoutError):
            raise JoinError("timeout", address=address.where) from None
        except socket.gaierror:
            raise JoinError("unknown_host", host=address.host) from None
        except ServerError as exc:
            raise JoinError(exc.code or "bad_version") from None
        except OSError as exc:
            raise JoinError("unreachable", address=address.where, why=exc.strerror or str(exc)) from None
        except Exception as exc:  # websockets: not a Kathmandu server (an HTTP page, a bad handshake)
            raise JoinError("not_a_server", address=address.where, why=str(exc)[:80]) from None
        self.client = client
        self.address = address
        while not client.inbox.empty():
            client.inbox.get_nowait()
        client.listener = self._listen
        return client

    async def host(self, port: int, store=None, reconnect_limit: float = 120.0, bind: str = "0.0.0.0"):
        """Starts a server in this process on every network of this computer (``bind``), on
        ``port`` or, when it is taken, the next free one of ten; returns the server."""
        from .server import Server
        last = None
        for p in range(port, port + 10):
            try:
                self.server = await Server(bind, p, store=store, reconnect_limit=reconnect_limit).start()
                return self.server
            except OSError as exc:
                last = exc
        raise JoinError("cannot_host", port=port, why=getattr(last, "strerror", None) or str(last))

    async def request(self, kind: str, answer: str, **fields) -> dict:
        """Sends a request and waits for its answer (or the server's error, as a ``JoinError``)."""
        client = self.client
        self._asking += 1
        try:
            ref = await client.send(kind, **fields)
            while True:
                try:
                    msg = await asyncio.wait_for(client.inbox.get(), 10)
                except (TimeoutError, asyncio.TimeoutError):
                    raise JoinError("timeout", address=self.address.where if self.address else "") from None
                if msg.get("ref") != ref:
                    continue
                if msg.get("type") == "error":
                    raise JoinError(msg.get("code", "internal_error"), **(msg.get("params") or {}))
                if msg.get("type") == answer:
                    return msg
        finally:
            self._asking -= 1

    async def next_view(self, seat: int) -> dict:
        """The next ``view`` message of ``seat`` (after a join or resume)."""
        client = self.client
        self._asking += 1
        try:
            while True:
                msg = await asyncio.wait_for(client.inbox.get(), 10)
                if msg.get("type") == "view" and msg.get("view", {}).get("seat") == seat:
                    return msg
        except (TimeoutError, asyncio.TimeoutError):
            raise JoinError("timeout", address=self.address.where if self.address else "") from None
        finally:
            self._asking -= 1

    # --- whole flows the window starts (``submit``): each ends with the seat's first view
    async def join_table(self, address: Address, name: str = "", saved: tuple | None = None) -> dict:
        """Joins ``address``'s table: the kept seat (``saved`` = (seat, token)) when the server still
        knows its token, else the first free seat. Returns {seat, token, view, resumed, lost}."""
        await self.connect(address)
        lost = False
        if saved is not None:
            seat, token = saved
            try:
                await self.request("resume", "joined", table=address.code, seat=seat, token=token)
                view = await self.next_view(seat)
                log = await self.request("log", "log", table=address.code, seat=seat, token=token)
                return {"seat": seat, "token": token, "view": view, "resumed": True, "lost": False,
                        "log": log["events"]}
            except JoinError as exc:
                if exc.code not in ("bad_token", "no_such_seat"):
                    raise
                lost = True  # the seat changed hands (a bot took it): try a free one
        fields = {"table": address.code}
        if name:
            fields["name"] = name
        joined = await self.request("join", "joined", **fields)
        view = await self.next_view(joined["seat"])
        log = await self.request("log", "log", table=address.code, seat=joined["seat"], token=joined["token"])
        return {"seat": joined["seat"], "token": joined["token"], "view": view, "resumed": False, "lost": lost,
                "log": log["events"]}

    async def create_table(self, address: Address, players: int, seats: list[str], options: list[str],
                           name: str = "", seed: int | None = None) -> dict:
        """Makes a table on the server at ``address`` and sits at its first person seat. Returns
        {code, host_token, seat, token, view, ...}."""
        await self.connect(address)
        fields = {"players": players, "seats": seats, "options": options}
        if seed is not None:
            fields["seed"] = seed
        made = await self.request("create", "created", **fields)
        address = Address(address.host, address.port, made["table"])
        self.address = address
        fields = {"table": made["table"]}
        if name:
            fields["name"] = name
        joined = await self.request("join", "joined", **fields)
        view = await self.next_view(joined["seat"])
        log = await self.request("log", "log", table=made["table"], seat=joined["seat"], token=joined["token"])
        return {"seat": joined["seat"], "token": joined["token"], "view": view, "resumed": False, "lost": False,
                "log": log["events"], "code": made["table"], "host_token": made["host_token"], "port": address.port}

    async def host_table(self, port: int, players: int, seats: list[str], options: list[str], name: str = "",
                         store=None, seed: int | None = None, bind: str = "0.0.0.0") -> dict:
        """Starts the server here (``host``), makes the table and sits at its first person seat."""
        srv = await self.host(port, store, bind=bind)
        return await self.create_table(Address("127.0.0.1", srv.port, ""), players, seats, options, name, seed)

    async def _shutdown(self) -> None:
        if self.client is not None:
            self.client.listener = None
            await self.client.close()
        if self.server is not None:
            await self.server.close()


__all__ = ["Address", "JoinError", "NetLink", "lan_address", "parse_address", "protocol"]
