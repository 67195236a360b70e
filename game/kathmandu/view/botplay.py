"""Bots at the table: each decide() runs in a worker thread so the window keeps animating.

The bots package (``game.kathmandu.bots``) provides the levels; until a level exists there, the
random bot that ships with the core plays it. A bot only ever gets a PlayerView of a private
copy of the state.
"""
from __future__ import annotations

import importlib
import random
import threading
import time
from typing import Any


def make_bot(level: str) -> Any:
    """A bot object with ``decide(view, rng) -> Choice`` for ``level`` (easy / normal / hard)."""
    try:
        bots = importlib.import_module("game.kathmandu.bots")
    except ImportError:
        bots = None
    for name in ("make_bot", "get_bot", "bot_for", "create_bot"):
        fn = getattr(bots, name, None) if bots else None
        if callable(fn):
            try:
                return fn(level)
            except (KeyError, ValueError, TypeError):
                break
    registry = getattr(bots, "BOTS", None) if bots else None
    if isinstance(registry, dict) and level in registry:
        entry = registry[level]
        return entry() if isinstance(entry, type) or callable(entry) else entry
    try:
        mod = importlib.import_module("game.kathmandu.bots.random_bot")
        cls = getattr(mod, "RandomBot", None)
        if cls is not None:
            return cls()
    except ImportError:
        pass
    return _Random()


class _Random:
    """Picks uniformly among the legal choices (used only when no bot package is installed)."""

    name = "random"

    def decide(self, view, rng: random.Random):
        return rng.choice(view.choices())


class BotWorker:
    """Runs one ``decide`` call in a daemon thread; poll ``done`` / ``result`` from the UI loop."""

    def __init__(self, bot: Any, view: Any, rng: random.Random, seat: int) -> None:
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
