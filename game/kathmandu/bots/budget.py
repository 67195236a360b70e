"""Thinking budgets: CPU seconds of the thinking thread, a cancel flag, and an optional wall cap.

A bot never stalls the table: every search loop asks :meth:`Budget.spent` between units of
work, and the table (which runs ``decide()`` in a worker process or thread) may call
:meth:`Budget.cancel` to make the bot return its best choice so far at once.

The budget counts the **CPU time of the thread that thinks** (``time.thread_time``), not the
wall clock: on a machine shared with other work a search gets the same number of samples as on
an idle one, only later, so a tournament's results do not depend on the machine's load (CPU
time still wobbles by a few per cent with caches and clock speed; ``HardBot(iterations=K)`` /
``--hard-iterations K`` is exact). Each thread that asks is measured from its own first
question, so a budget made in one thread and used in another counts the thinker's CPU only.
``wall`` optionally caps the wall-clock time as well (the table's worker uses it so a bot on an
overloaded machine still answers in time; tournaments never set it).
"""
from __future__ import annotations

import threading
import time

cpu_clock = time.thread_time


class Budget:
    """``seconds`` of the thinking thread's CPU time from its first question, optionally capped
    at ``wall`` seconds of wall clock from creation, and a thread-safe cancel switch."""

    __slots__ = ("seconds", "wall", "_wall_deadline", "_origins", "_cancelled")

    def __init__(self, seconds: float | None = None, cancel: threading.Event | None = None,
                 wall: float | None = None) -> None:
        self.seconds = None if seconds is None else max(0.0, seconds)
        self.wall = wall
        self._wall_deadline = None if wall is None else time.monotonic() + max(0.0, wall)
        self._origins: dict = {}
        self._cancelled = cancel if cancel is not None else threading.Event()

    def cancel(self) -> None:
        """Ask the bot to stop thinking (safe to call from any thread)."""
        self._cancelled.set()

    @property
    def cancelled(self) -> bool:
        return self._cancelled.is_set()

    def used(self) -> float:
        """CPU seconds the calling thread has spent since it first asked this budget."""
        now = cpu_clock()
        return now - self._origins.setdefault(threading.get_ident(), now)

    def remaining(self) -> float:
        """Seconds left (``inf`` without a limit, 0 once cancelled)."""
        if self._cancelled.is_set():
            return 0.0
        left = float("inf")
        if self.seconds is not None:
            left = max(0.0, self.seconds - self.used())
        if self._wall_deadline is not None:
            left = min(left, max(0.0, self._wall_deadline - time.monotonic()))
        return left

    def spent(self) -> bool:
        """True once the CPU budget (or the wall cap) is used up or the budget was cancelled."""
        if self._cancelled.is_set():
            return True
        if self.seconds is not None and self.used() >= self.seconds:
            return True
        return self._wall_deadline is not None and time.monotonic() >= self._wall_deadline
