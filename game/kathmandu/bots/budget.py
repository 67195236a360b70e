"""Thinking budgets: a wall-clock deadline plus a cancel flag another thread may raise.

A bot never stalls the table: every search loop asks :meth:`Budget.spent` between units of
work, and the table view (which runs ``decide()`` in a worker thread) may call
:meth:`Budget.cancel` to make the bot return its best choice so far at once.
"""
from __future__ import annotations

import threading
import time


class Budget:
    """A deadline ``seconds`` from creation, and a thread-safe cancel switch."""

    __slots__ = ("seconds", "_deadline", "_cancelled")

    def __init__(self, seconds: float | None = None, cancel: threading.Event | None = None) -> None:
        self.seconds = seconds
        self._deadline = None if seconds is None else time.perf_counter() + max(0.0, seconds)
        self._cancelled = cancel if cancel is not None else threading.Event()

    def cancel(self) -> None:
        """Ask the bot to stop thinking (safe to call from any thread)."""
        self._cancelled.set()

    @property
    def cancelled(self) -> bool:
        return self._cancelled.is_set()

    def remaining(self) -> float:
        """Seconds left (``inf`` without a deadline, 0 once cancelled)."""
        if self._cancelled.is_set():
            return 0.0
        if self._deadline is None:
            return float("inf")
        return max(0.0, self._deadline - time.perf_counter())

    def spent(self) -> bool:
        """True once the deadline has passed or the budget was cancelled."""
        if self._cancelled.is_set():
            return True
        return self._deadline is not None and time.perf_counter() >= self._deadline
