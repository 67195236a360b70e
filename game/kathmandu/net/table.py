"""One online table: the authoritative game state, its seats (humans with secret tokens, bots) and
what each seat may be sent. Pure and synchronous: the server (``server.py``) adds the sockets."""
from __future__ import annotations

import hmac
import secrets
from dataclasses import dataclass

from .. import engine
from ..record import record, replay
from ..events import for_viewer
from ..options import GameOptions, OptionError, parse_options
from ..player_view import PlayerView
from ..state import new_game
from .codec import CodecError, choice_from_json, events_to_json, view_to_json
from .protocol import NetError

# the local table's rule of what Undo takes back until Done (no pygame in either module)
from ..view.decision_kinds import UNDOABLE_KINDS  # noqa: E402
from ..view.session import UNDOABLE_CHOICES  # noqa: E402

BOT_NAMES = ("random", "easy", "normal", "hard")
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L
CODE_LENGTH = 10  # 31**10 ~ 8e14 codes


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


@dataclass
class Seat:
    kind: str  # "human" | "bot"
    bot: str | None = None
    token: str | None = None  # set when a human claims the seat; None again when it changes hands
    connected: bool = False
    name: str = ""  # what the player who claimed it calls themselves ("" = not given)

    def public(self, index: int) -> dict:
        return {"seat": index, "kind": self.kind, "bot": self.bot, "claimed": self.token is not None,
                "connected": self.connected, "name": self.name}


def clean_name(raw) -> str:
    """A player's name as others will see it: printable, one line, at most 20 characters."""
    if type(raw) is not str:
        return ""
    return " ".join("".join(ch for ch in raw if ch.isprintable()).split())[:20]


def parse_seats(words: list, players: int) -> list[Seat]:
    if len(words) != players:
        raise NetError("bad_seats", reason="one entry per seat")
    seats = []
    for w in words:
        if w == "human":
            seats.append(Seat("human"))
        elif type(w) is str and w.startswith("bot:") and w[4:] in BOT_NAMES:
            seats.append(Seat("bot", bot=w[4:]))
        else:
            raise NetError("bad_seats", reason=str(w)[:30])
    return seats


class Table:
    def __init__(self, code: str, players: int, seat_words: list, option_words: list | None = None,
                 seed: int | None = None):
        if not 2 <= players <= 6:
            raise NetError("bad_players", min=2, max=6)
        if option_words is not None and not all(type(w) is str and len(w) < 40 for w in option_words):
            raise NetError("bad_options", reason="words")
        try:
            options = parse_options(list(option_words or []), players,
                                    secrets.randbits(31) if seed is None else seed)
        except OptionError as exc:
            raise NetError("bad_options", reason=str(exc)[:200]) from None
        self.code = code
        self.seats = parse_seats(seat_words, players)
        self.host_token = secrets.token_urlsafe(24)
        self.state = new_game(options)
        self.log: list = engine.start(self.state)  # every event so far (raw: filter per viewer)
        self.moves = 0  # every applied choice and every undo: the ``turn`` a choice must name
        self.snapshot = None  # (state, log length) before the deciding person's first build step
        self.steps: list = []  # their build steps since (Undo takes the last back)
        self.changed = True  # not yet written to the store

    # --- keeping the table across a server restart (``store.py``)
    def to_doc(self) -> dict:
        state = self.snapshot[0] if self.snapshot is not None else self.state  # committed choices only
        return {"code": self.code, "host_token": self.host_token, "record": record(state),
                "seats": [{"kind": x.kind, "bot": x.bot, "token": x.token, "name": x.name} for x in self.seats]}

    @classmethod
    def from_doc(cls, doc: dict) -> "Table":
        """A table as it was kept (``RecordError``/``KeyError``/``TypeError`` for a damaged one)."""
        t = cls.__new__(cls)
        t.code, t.host_token = str(doc["code"]), str(doc["host_token"])
        t.seats = [Seat(str(x["kind"]), x.get("bot"), x.get("token"), False, clean_name(x.get("name", "")))
                   for x in doc["seats"]]
        t.state = replay(doc["record"])
        if len(t.seats) != t.state.players or any(x.kind not in ("human", "bot") for x in t.seats):
            raise TypeError("the seats do not fit the game")
        t.log = []  # the events before a restart are not kept; views are complete without them
        t.moves = len(t.state.history)
        t.snapshot, t.steps, t.changed = None, [], False
        return t
    # --- seats and tokens
    def claim(self, seat: int | None, name: str = "") -> tuple[int, str]:
        free = [i for i, s in enumerate(self.seats) if s.kind == "human" and s.token is None]
        if seat is None:
            if not free:
                raise NetError("table_full")
            seat = free[0]
        if seat not in free:
            raise NetError("seat_taken", seat=seat)
        token = secrets.token_urlsafe(24)
        self.seats[seat].token = token
        self.seats[seat].name = clean_name(name)
        self.changed = True
        return seat, token

    def check_token(self, seat: int, token: str) -> None:
        if not 0 <= seat < len(self.seats):
            raise NetError("no_such_seat", seat=seat)
        real = self.seats[seat].token
        if real is None or not hmac.compare_digest(real.encode(), token.encode()):
            raise NetError("bad_token", seat=seat)

    def check_host(self, token: str) -> None:
        if not hmac.compare_digest(self.host_token.encode(), token.encode()):
            raise NetError("bad_token")

    def to_bot(self, seat: int, bot: str = "normal") -> None:
        """The seat changes hands: its token stops working at once."""
        if bot not in BOT_NAMES:
            raise NetError("bad_bot")
        s = self.seats[seat]
        s.kind, s.bot, s.token, s.connected = "bot", bot, None, False
        if self.snapshot is not None and self.pending() is not None and self.pending().player == seat:
            self._commit()  # a bot does not take back a person's steps
        self.changed = True

    # --- play
    @property
    def turn(self) -> int:
        return self.moves

    def pending(self):
        return engine.pending(self.state)

    def choose(self, seat: int, turn: int, raw: dict) -> list:
        """A human seat's choice: refused (``NetError``, nothing changed) unless it is this seat's
        decision at this very turn and the JSON rebuilds one of the offered choices exactly."""
        d = self.pending()
        if d is None:
            raise NetError("game_over")
        if turn != self.turn:
            raise NetError("stale_turn", turn=self.turn)
        if d.player != seat:
            raise NetError("not_your_turn", waiting_for=d.player)
        try:
            choice = choice_from_json(raw)
        except CodecError as exc:
            raise NetError("bad_choice", reason=str(exc)) from None
        if not d.is_legal(choice):
            raise NetError("illegal_choice", kind=d.kind)
        step = d.kind in UNDOABLE_KINDS and choice.kind in UNDOABLE_CHOICES
        if step and self.snapshot is None:
            self.snapshot, self.steps = (self.state.copy(), len(self.log)), []
        events = engine.apply(self.state, choice)
        self.log.extend(events)
        self.moves += 1
        self.changed = True
        nxt = self.pending()
        if step:
            self.steps.append(choice)
        if not step or nxt is None or nxt.player != seat or nxt.kind not in UNDOABLE_KINDS:
            self._commit()
        return events

    def can_undo(self, seat: int) -> bool:
        d = self.pending()
        return bool(self.steps) and d is not None and d.player == seat

    def undo(self, seat: int, turn: int) -> None:
        """Takes back ``seat``'s last build step (as the local table's Undo does, until Done)."""
        if turn != self.turn:
            raise NetError("stale_turn", turn=self.turn)
        if not self.can_undo(seat):
            raise NetError("nothing_to_undo")
        state, log_len = self.snapshot
        steps = self.steps[:-1]
        self.state = state.copy()
        del self.log[log_len:]
        for ch in steps:
            self.log.extend(engine.apply(self.state, ch))
        self.steps = steps
        self.moves += 1
        self.changed = True

    def _commit(self) -> None:
        self.snapshot, self.steps = None, []

    def bot_to_move(self):
        """(seat, bot name) when a bot must decide now, else None."""
        d = self.pending()
        if d is None or self.seats[d.player].kind != "bot":
            return None
        return d.player, self.seats[d.player].bot

    def apply_bot(self, seat: int, choice) -> list | None:
        """The bot's choice, or None when the table moved on while the bot thought."""
        d = self.pending()
        if d is None or d.player != seat or self.seats[seat].kind != "bot":
            return None
        events = engine.apply(self.state, choice)
        self.log.extend(events)
        self.moves += 1
        self.changed = True
        return events

    # --- what a seat (or a spectator, -1) may be sent
    def view_message(self, seat: int, events: list) -> dict:
        view = PlayerView(self.state, seat)
        data = view_to_json(view, turn=self.turn, decision=self.pending())
        data["can_undo"] = seat >= 0 and self.can_undo(seat)
        return {"table": self.code, "seats": [s.public(i) for i, s in enumerate(self.seats)],
                "view": data, "events": events_to_json(for_viewer(events, seat)), "log_length": len(self.log)}

    def log_for(self, seat: int) -> list[dict]:
        return events_to_json(for_viewer(self.log, seat))
