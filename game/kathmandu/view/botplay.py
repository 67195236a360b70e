"""Bots at the table: each decision is thought in the bots' worker process.

``BotWorker`` keeps the interface the table polls (``done``, ``result``, ``error``, ``wait``) and
hands the work to :mod:`game.kathmandu.bots.worker`: one warm process for the whole program, so
the Hard bot's search runs beside the frame loop instead of sharing its GIL. A bot only ever
gets a PlayerView of a private copy of the state; a worker that crashes or overruns its budget
is replaced and the Normal bot's choice is played for that decision (logged).
"""
from __future__ import annotations

import random
import time
from typing import Any

from game.kathmandu.bots import make_bot as _make_bot
from game.kathmandu.bots.worker import BotProcess, shared

#: what a level the bots package lacks falls back to, strongest first
_FALLBACK = {"hard": ("hard", "normal", "easy", "random"), "normal": ("normal", "easy", "random"),
             "easy": ("easy", "random")}


def make_bot(level: str) -> Any:
    """A bot object with ``decide(view, rng) -> Choice`` for ``level`` (easy / normal / hard),
    falling back to the next level down, then the random bot, for a name it does not know."""
    for name in _FALLBACK.get(level, (level, "random")):
        try:
            return _make_bot(name)
        except ValueError:
            continue
    return _make_bot("random")


def warm_up() -> None:
    """Start the worker process ahead of the first bot turn (a table calls this when it opens)."""
    shared().start()


class BotWorker:
    """One ``decide`` call in the worker process; poll ``done`` / ``result`` from the UI loop."""

    def __init__(self, bot: Any, view: Any, rng: random.Random, seat: int,
                 pool: BotProcess | None = None) -> None:
        self.seat = seat
        self.started_at = time.perf_counter()
        self._ticket = (pool or shared()).submit(bot, view, rng)

    @property
    def done(self) -> bool:
        return self._ticket.done

    @property
    def result(self) -> Any:
        return self._ticket.result

    @property
    def error(self) -> BaseException | None:
        return self._ticket.error

    @property
    def fell_back(self) -> bool:
        return self._ticket.fell_back

    def wait(self, timeout: float | None = None) -> bool:
        return self._ticket.wait(timeout)
