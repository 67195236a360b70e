"""Bots at the table: each decide() runs in a worker thread so the window keeps animating.

The bots package (``game.kathmandu.bots``) provides the levels; until a level exists there, the
random bot that ships with the core plays it. A bot only ever gets a PlayerView of a private
copy of the state.
"""
from __future__ import annotations

import importlib
import random
import sys
import threading
import time
from typing import Any


def make_bot(level: str) -> Any:
    """A bot object with ``decide(view, rng) -> Choice`` for ``level`` (easy / normal / hard).

    A level the bots package does not have yet falls back to the next one down, then the random bot."""
    try:
        bots = importlib.import_module("game.kathmandu.bots")
    except ImportError:
        bots = None
    order = {"hard": ["hard", "normal", "easy", "random"], "normal": ["normal", "easy", "random"],
             "easy": ["easy", "random"]}.get(level, [level, "random"])
    fn = getattr(bots, "make_bot", None) if bots else None
    if callable(fn):
        for name in order:
            try:
                return fn(name)
            except (ImportError, KeyError, ValueError, TypeError, AttributeError):
                continue
    return _Random()


class _Random:
    """Picks uniformly among the legal choices (used only when no bot package is installed)."""

    name = "random"

    def decide(self, view, rng: random.Random):
        return rng.choice(view.choices())


class BotWorker:
    """Runs one ``decide`` call in a daemon thread; poll ``done`` / ``result`` from the UI loop."""

    #: while a bot thinks, hand the GIL back to the drawing thread every millisecond (the default 5 ms
    #: would let a long decide() delay a frame by that much)
    SWITCH_INTERVAL = 0.001

    def __init__(self, bot: Any, view: Any, rng: random.Random, seat: int) -> None:
        if sys.getswitchinterval() > self.SWITCH_INTERVAL:
            sys.setswitchinterval(self.SWITCH_INTERVAL)
        self.seat = seat
        self.result: Any = None
        self.error: BaseException | None = None
        self.started_at = time.perf_counter()
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(bot, view, rng), daemon=True,
                                        name=f"kathmandu-bot-{seat}")
        self._thread.start()

    def _run(self, bot, view, rng) -> None:
        try:
            self.result = bot.decide(view, rng)
        except BaseException as exc:  # reported to the table, which falls back to a legal choice
            self.error = exc
        finally:
            self._done.set()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        return self._done.wait(timeout)
