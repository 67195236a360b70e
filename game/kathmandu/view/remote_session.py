"""An online seat as a table session: the table scene plays it as it plays a local ``Session``.

No pygame. The scene asks for the decision, the view, the log and Undo as it does locally; a
choice is sent to the server (``NetLink``) instead of applied, and ``advance()`` - called by the
scene once per frame while no animation runs - takes the next message the server pushed: the new
view (rebuilt with ``net.ghost``), its events (for the animations and the log), or a notice. The
scene never waits on the network: nothing arrives, nothing changes.

What the scene reads differs from a local session only in ``remote`` (True), ``saves`` (False: the server keeps the game), ``advance()``,
``waiting_words()`` (the "waiting for Asha to join..." line) and ``close()``.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from game.i18n import _
from game.kathmandu.engine import Decision, IllegalChoice
from game.kathmandu.net import keep
from game.kathmandu.net.codec import CodecError, choice_from_json, choice_to_json, events_from_json
from game.kathmandu.net.ghost import SeatView, ghost_state
from game.kathmandu.net.link import Address, JoinError
from game.kathmandu.view.log_words import LogWords
from game.kathmandu.view.net_words import error_words
from game.kathmandu.view.setup import TableSetup

RETRY_SECONDS = 2.0


class RemoteDecision(Decision):
    """The pending decision as the server described it (the choices only when it is this seat's);
    ``is_legal`` is the core's (one of the offered choices by type and value)."""

    __slots__ = ("_raw",)

    def __init__(self, player: int, kind: str, raw: dict | None):
        super().__init__(None, player, kind)
        self._raw = raw

    def choices(self) -> list:
        if self._choices is None:
            out = []
            for c in (self._raw or {}).get("choices", []):
                try:
                    out.append(choice_from_json(c))
                except CodecError:
                    pass  # a choice this client cannot read is not offered (the server would refuse it)
            self._choices = out
        return self._choices

    def message(self) -> tuple:
        msg = (self._raw or {}).get("message") or ["", {}]
        return msg[0], dict(msg[1] or {})

    def __repr__(self) -> str:
        return f"RemoteDecision(player={self.player}, kind={self.kind!r})"


@dataclass
class Step:
    """What one pushed message changed: the events to animate, who acted, the choice this seat sent."""
    events: list = field(default_factory=list)
    seat: int = -1
    choice: object = None
    notice: str = ""


def seat_names(seats: list[dict], players: int) -> list[str]:
    out = []
    for i in range(players):
        info = seats[i] if i < len(seats) else {}
        if info.get("name"):
            out.append(info["name"])
        elif info.get("kind") == "bot":
            out.append(f"{str(info.get('bot') or 'normal').capitalize()} bot {i + 1}")
        else:
            out.append(f"Player {i + 1}")
    return out


class RemoteSession:
    remote = True
    saves = False

    def __init__(self, link, address: Address, joined: dict, host_token: str | None = None,
                 shown_address: str = ""):
        self.link = link
        self.address = address
        self.shown_address = shown_address  # the host's address as friends type it (LAN IP:port)
        self.seat: int = joined["seat"]
        self.token: str = joined["token"]
        self.host_token = host_token
        self.fresh = False
        self.log: list[tuple[int, str]] = []
        self.sent = None  # the choice sent and not yet answered
        self.sent_turn = -1
        self.awaiting = False
        self.lost: str = ""  # why this screen no longer plays the seat ("" while it does)
        self.connected = True
        self._retry = None
        msg = joined["view"]
        self.base = int(msg.get("log_length", 0))  # events before joining are not in this log
        self.lines_at = [0]
        self._take(msg)
        opts = self.state.options
        kinds = ["human" if i == self.seat else "online" for i in range(opts.players)]
        self.setup = TableSetup(opts, kinds)
        self.setup.names = seat_names(self.seats, opts.players)
        try:  # the game so far, as this seat may see it (a seat that joins late or comes back)
            history = events_from_json(joined.get("log") or [])
        except CodecError:
            history = []
        if history:  # the table's whole log: it starts at the table's first event (later views may repeat some)
            self.base = 0
            self._log(history, len(history))
        self.key = address.text()
        try:
            keep.remember(self.key, self.seat, self.token)
        except OSError:
            pass  # the seat still plays; only a reconnect after closing the window needs it

    # --- what the table reads -------------------------------------------------------------
    def _take(self, msg: dict) -> None:
        self.msg = msg
        self.data = msg["view"]
        self.seats: list[dict] = list(msg.get("seats", []))
        self.state = ghost_state(self.data)
        self._view = SeatView(self.data, self.state)
        w = self.data.get("waiting_for")
        old = getattr(self, "_decision", None)
        same = (old is not None and w is not None and getattr(self, "_turn", None) == self.data["turn"]
                and (old.player, old.kind) == (w["seat"], w["kind"]))
        if not same:  # a view that changed nothing of the decision keeps it (and a drag in progress)
            self._decision = None if w is None else RemoteDecision(w["seat"], w["kind"], self.data.get("decision"))
        self._turn = self.data["turn"]

    def opening(self) -> list:
        return []

    def decision(self):
        return self._decision

    def is_human(self, seat: int) -> bool:
        return seat == self.seat and not self.awaiting and not self.lost

    @property
    def humans(self) -> list[int]:
        return [self.seat]

    @property
    def people(self) -> list[int]:
        return [i for i, x in enumerate(self.seats) if x.get("kind") == "human"]

    def view(self, seat: int):
        return self._view

    def bot_view(self, seat: int):
        return self._view

    def bot_rng(self) -> random.Random:
        return random.Random(self.data["turn"])

    @property
    def over(self) -> bool:
        return bool(self.data["over"])

    def committed_state(self):
        return self.state

    # --- playing ------------------------------------------------------------------------------
    def apply(self, choice) -> list:
        d = self._decision
        if d is None or d.player != self.seat or self.awaiting or self.lost:
            raise IllegalChoice(_("It is not your turn."))
        if not d.is_legal(choice):
            raise IllegalChoice(_("That move is not allowed now."))
        self.sent = choice
        self.sent_turn = self.data["turn"]
        self.awaiting = True
        self.link.send("choose", table=self.address.code, seat=self.seat, token=self.token,
                       turn=self.data["turn"], choice=choice_to_json(choice))
        return []  # the events come back with the next view

    def commit(self) -> None:
        pass

    def can_undo(self) -> bool:
        return bool(self.data.get("can_undo")) and not self.awaiting and not self.lost

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        self.awaiting = True
        self.sent, self.sent_turn = None, self.data["turn"]
        self.link.send("undo", table=self.address.code, seat=self.seat, token=self.token, turn=self.data["turn"])
        return True

    def hand_to_bot(self, seat: int, bot: str = "normal") -> None:
        """The host gives a seat (one whose player is not coming) to a bot."""
        if self.host_token:
            self.link.send("hand_to_bot", table=self.address.code, host_token=self.host_token, seat=seat, bot=bot)

    # --- the network ----------------------------------------------------------------------------
    def has_news(self) -> bool:
        return self.link.has_news() or (self._retry is not None and self._retry.done())

    def advance(self) -> Step | None:
        """Takes the next message the server pushed (None: nothing new)."""
        if self._retry is not None and self._retry.done():
            return self._rejoined()
        while True:
            try:
                msg = self.link.inbox.get_nowait()
            except Exception:
                return None
            step = self._message(msg)
            if step is not None:
                return step

    def _message(self, msg: dict) -> Step | None:
        kind = msg.get("type")
        if kind == "view" and msg.get("view", {}).get("seat") == self.seat and not self.lost:
            before = self._decision
            try:
                events = events_from_json(msg.get("events", []))
                self._take(msg)
            except (CodecError, KeyError, TypeError, ValueError) as exc:
                return Step(notice=_("The server sent something this game cannot read: {why}").format(why=exc))
            self._log(events, int(msg.get("log_length", 0)))
            self.setup.names[:] = seat_names(self.seats, len(self.setup.names))  # the scene holds this list
            answered = self.awaiting and self.data["turn"] != self.sent_turn
            mine = before is not None and before.player == self.seat
            step = Step(events, before.player if before is not None else -1, self.sent if mine and answered else None)
            if answered:
                self.awaiting = False
                self.sent = None
            return step
        if kind == "error":
            code = msg.get("code", "")
            self.awaiting = False
            self.sent = None
            if code in ("seat_lost", "replaced"):
                self.lost = code
                self._forget()
            return Step(notice=error_words(code, msg.get("params") or {}))
        if kind == "link_closed" and not self.lost:
            self.connected = False
            self.awaiting = False
            self._start_retry()
            return Step(notice=_("Connection to the table lost: reconnecting..."))
        return None

    def _start_retry(self) -> None:
        async def again():
            import asyncio
            while True:
                try:
                    return await self.link.join_table(self.address, saved=(self.seat, self.token))
                except JoinError as exc:
                    if exc.code in ("no_such_table", "table_full", "seat_taken"):
                        raise
                    await asyncio.sleep(RETRY_SECONDS)
        self._retry = self.link.submit(again())

    def _rejoined(self) -> Step:
        fut, self._retry = self._retry, None
        try:
            joined = fut.result()
        except JoinError as exc:
            self.lost = exc.code
            return Step(notice=error_words(exc.code, exc.params))
        self.connected = True
        if joined["seat"] != self.seat:  # the kept seat went to a bot; the server gave a free one
            self.lost = "seat_lost"
            return Step(notice=error_words("seat_lost", {}))
        self._take(joined["view"])
        return Step(notice=_("Reconnected."))

    def _log(self, events: list, log_length: int) -> None:
        start = log_length - len(events)  # the table's event count before these
        if start < self.base:  # an undo reached back before this screen joined
            self.base, self.lines_at, self.log = start, [0], []
        cut = start - self.base
        if cut < len(self.lines_at) - 1:  # an undo: its events leave the log
            del self.lines_at[cut + 1:]
            del self.log[self.lines_at[-1]:]
        while len(self.lines_at) - 1 < cut:  # events this screen missed (a reconnect)
            self.lines_at.append(len(self.log))
        words = LogWords(self.setup.names, False)
        for e in events:
            try:
                line = words.line(e, self.state)
            except Exception:  # a log line never stops the game
                line = str(getattr(e, "kind", e))
            self.log.append((getattr(e, "seat", -1), line))
            self.lines_at.append(len(self.log))

    def _forget(self) -> None:
        try:
            keep.forget(self.key)
        except OSError:
            pass

    # --- the online strip ------------------------------------------------------------------------
    def waiting_words(self) -> str:
        """Who the table waits for, when it is a person who is not there (else "")."""
        if self.lost:
            return error_words(self.lost, {})
        if not self.connected:
            return _("Connection to the table lost: reconnecting...")
        d = self._decision
        if d is None or d.player == self.seat:
            return ""
        info = self.seats[d.player] if d.player < len(self.seats) else {}
        if info.get("kind") != "human":
            return ""
        name = self.setup.names[d.player]
        if not info.get("claimed"):
            return _("Waiting for {name} to join...").format(name=name)
        if not info.get("connected"):
            return _("{name} lost the connection: waiting for them to come back (a bot takes over after the limit)").format(
                name=name)
        return ""

    def missing(self) -> list[int]:
        """Seats of people who have not joined yet (the host may give them to bots)."""
        return [i for i, s in enumerate(self.seats) if s.get("kind") == "human" and not s.get("claimed")]

    def close(self) -> None:
        if self.over:
            self._forget()
        self.link.close()
