"""Bots think in a separate process, so their search never holds the window's GIL.

The table sends a request - the bot object, the seat's ``PlayerView`` (of a private copy of the
state) and the bot's ``random.Random`` - pickled through a pipe to one warm worker process
(started once, reused for every decision of every table, ended with the program) and polls for
the answer from its frame loop. On a 2-core machine the search then runs beside the drawing
instead of sharing one interpreter with it.

The rules tables are large and the same in both processes: they cross the pipe as a call and
the worker uses its own copy (see :func:`_dumps`). A worker that dies, cannot be started or
overruns the decision's budget (plus a grace for the pipe) is killed; the decision then falls back
to the Normal bot's choice, computed in a thread of this process, and a line is logged. The next
request starts a fresh worker.

Nothing here imports pygame.
"""
from __future__ import annotations

import io
import itertools
import logging
import multiprocessing as mp
import pickle
import threading
import time
from typing import Any, Optional

from game.processes import OnePerProgram, end

from ..data import load_tables

log = logging.getLogger("durbar.bots")

#: seconds allowed beyond the bot's own thinking budget before the worker counts as stuck
GRACE = 3.0
#: budget assumed for bots that say none (Easy and Normal answer in milliseconds)
DEFAULT_BUDGET = 2.0


class _Pickler(pickle.Pickler):
    # ``reducer_override`` is asked only about instances of classes (``persistent_id`` would be
    # asked about every int, str, list and tuple too): a request pickles in a third of the time,
    # which the table pays in its frame when a bot's turn starts
    def __init__(self, file, protocol=None) -> None:
        super().__init__(file, protocol=protocol)
        self._tables = _default_tables()

    def reducer_override(self, obj):  # the shared rules tables travel as a call to the worker's own
        if obj is self._tables and obj is not None:
            return _default_tables, ()
        return NotImplemented


def _default_tables():
    try:
        return load_tables()
    except Exception:  # broken assets: every object pickles by value instead
        return None


def _dumps(obj) -> bytes:
    buf = io.BytesIO()
    _Pickler(buf, protocol=pickle.HIGHEST_PROTOCOL).dump(obj)
    return buf.getvalue()


def _loads(data: bytes):
    return pickle.loads(data)


def _serve(conn) -> None:
    """The worker process: answer ``(id, bot, view, rng)`` requests until the pipe closes."""
    while True:
        try:
            data = conn.recv_bytes()
        except (EOFError, OSError):
            return
        try:
            rid, bot, view, rng = _loads(data)
        except Exception as exc:  # a request it cannot read: say so and wait for the next
            conn.send_bytes(_dumps((-1, False, f"unreadable request: {exc!r}")))
            continue
        try:
            answer = (rid, True, _decide(bot, view, rng))
        except Exception as exc:
            answer = (rid, False, f"{type(exc).__name__}: {exc}")
        try:
            conn.send_bytes(_dumps(answer))
        except (EOFError, OSError):
            return


def _decide(bot: Any, view: Any, rng: Any):
    """``bot.decide`` with its CPU budget, capped at the wall clock (budget + half the grace): on an
    overloaded machine a Hard bot answers with fewer samples instead of being stopped as stuck."""
    from .base import BaseBot
    from .budget import Budget
    seconds = getattr(bot, "default_seconds", None)
    if isinstance(bot, BaseBot) and seconds:
        return bot.decide(view, rng, Budget(seconds, wall=seconds + GRACE / 2))
    return bot.decide(view, rng)


def budget_of(bot: Any) -> float:
    """Seconds the bot may think for one decision (its own default, else :data:`DEFAULT_BUDGET`)."""
    seconds = getattr(bot, "seconds", None)
    if seconds is None:
        seconds = getattr(bot, "default_seconds", None)
    return float(seconds) if isinstance(seconds, (int, float)) and seconds > 0 else DEFAULT_BUDGET


class Ticket:
    """One decision asked of the worker: poll :attr:`done`, then read :attr:`result` / :attr:`error`.

    ``fell_back`` is True when the answer is the Normal bot's, because the worker crashed,
    could not start or overran its budget."""

    def __init__(self, pool: "BotProcess", rid: int, bot: Any, view: Any, rng_state: tuple, deadline: float):
        self.pool = pool
        self.id = rid
        self.bot_name = getattr(bot, "name", type(bot).__name__)
        self.view = view
        self.rng_state = rng_state
        self.deadline = deadline
        self.result: Any = None
        self.error: BaseException | None = None
        self.fell_back = False
        self._done = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def done(self) -> bool:
        if not self._done.is_set() and self._thread is None:
            self.pool._poll(self)
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        end = None if timeout is None else time.monotonic() + timeout
        while not self.done:
            left = None if end is None else end - time.monotonic()
            if left is not None and left <= 0:
                return False
            if self._thread is not None:
                self._done.wait(left)
            else:
                self.pool._wait(self, 0.05 if left is None else min(0.05, left))
        return True

    def _finish(self, result: Any = None, error: BaseException | None = None) -> None:
        self.result, self.error = result, error
        self._done.set()

    def _fall_back(self, why: str) -> None:
        """Answer with the Normal bot's choice, thought in a thread of this process."""
        log.warning("kathmandu bot %s: %s; playing the Normal bot's choice instead", self.bot_name, why)
        self.fell_back = True
        import random

        def run() -> None:
            from .normal import NormalBot
            rng = random.Random()
            rng.setstate(self.rng_state)
            try:
                self._finish(NormalBot().decide(self.view, rng))
            except BaseException as exc:  # the table then plays a safe legal choice
                self._finish(error=exc)

        self._thread = threading.Thread(target=run, daemon=True, name="kathmandu-bot-fallback")
        self._thread.start()


class BotProcess:
    """One warm worker process serving bot decisions one at a time (see the module docstring)."""

    def __init__(self, start_method: str = "spawn") -> None:
        self._ctx = mp.get_context(start_method)
        self._proc = None
        self._conn = None
        self._ids = itertools.count(1)
        self._busy: Ticket | None = None
        self._lock = threading.RLock()
        self.restarts = 0

    # ---------------------------------------------------------------- life cycle
    def start(self) -> bool:
        """Start the worker if it is not running (call early: the first start takes ~0.3 s)."""
        with self._lock:
            if self._proc is not None and self._proc.is_alive():
                return True
            self._stop_locked()
            try:
                parent, child = self._ctx.Pipe(duplex=True)
                proc = self._ctx.Process(target=_serve, args=(child,), daemon=True,
                                         name="durbar-kathmandu-bots")
                proc.start()
                child.close()
            except Exception as exc:
                log.warning("kathmandu bots: could not start the worker process (%s)", exc)
                return False
            self._proc, self._conn = proc, parent
            return True

    @property
    def alive(self) -> bool:
        return self._proc is not None and self._proc.is_alive()

    @property
    def pid(self) -> int | None:
        return self._proc.pid if self._proc is not None else None

    def stop(self) -> None:
        """End the worker (idempotent: at exit, or by a test); a pending ticket ends with an error
        (the table then plays a safe legal choice) - quietly, the program is closing."""
        with self._lock:
            busy, self._busy = self._busy, None
            self._stop_locked()
        if busy is not None and not busy._done.is_set():
            busy._finish(error=RuntimeError("the bots' worker process was stopped"))

    def _stop_locked(self) -> None:
        conn, proc = self._conn, self._proc
        self._conn = self._proc = None
        end(conn, proc)

    # ---------------------------------------------------------------- decisions
    def submit(self, bot: Any, view: Any, rng: Any) -> Ticket:
        """Ask the worker for ``bot.decide(view, rng)``; returns at once with a :class:`Ticket`.

        A decision still pending from before is abandoned (its answer is dropped when it comes)."""
        state = rng.getstate()
        deadline = time.monotonic() + budget_of(bot) + GRACE
        with self._lock:
            ticket = Ticket(self, next(self._ids), bot, view, state, deadline)
            old, self._busy = self._busy, None
            if old is not None and not old._done.is_set():
                # the worker is still thinking about a decision nobody wants: start afresh
                self._stop_locked()
                self.restarts += 1
                old._finish(error=RuntimeError("abandoned"))
            try:
                payload = _dumps((ticket.id, bot, view, rng))
            except Exception as exc:
                ticket._fall_back(f"could not send the decision ({exc})")
                return ticket
            if not self.start():
                ticket._fall_back("no worker process")
                return ticket
            try:
                self._conn.send_bytes(payload)
            except (OSError, EOFError, ValueError) as exc:
                self._stop_locked()
                self.restarts += 1
                ticket._fall_back(f"the worker process is gone ({exc})")
                return ticket
            self._busy = ticket
            return ticket

    def _wait(self, ticket: Ticket, timeout: float) -> None:
        conn = self._conn
        if conn is not None and self._busy is ticket:
            try:
                conn.poll(timeout)
            except (OSError, EOFError):
                pass
        self._poll(ticket)

    def _poll(self, ticket: Ticket) -> None:
        with self._lock:
            if ticket._done.is_set() or ticket._thread is not None:
                return
            if self._busy is not ticket:
                ticket._fall_back("the worker process lost the decision")
                return
            conn = self._conn
            try:
                while conn is not None and conn.poll(0):
                    rid, ok, payload = _loads(conn.recv_bytes())
                    if rid != ticket.id:
                        continue  # an answer to an abandoned request
                    self._busy = None
                    if ok:
                        ticket._finish(payload)
                    else:
                        ticket._fall_back(f"the bot failed in the worker ({payload})")
                    return
            except (EOFError, OSError, pickle.UnpicklingError) as exc:
                self._busy = None
                self._stop_locked()
                self.restarts += 1
                ticket._fall_back(f"the worker process died ({type(exc).__name__})")
                return
            if self._proc is None or not self._proc.is_alive():
                self._busy = None
                self._stop_locked()
                self.restarts += 1
                ticket._fall_back("the worker process died")
                return
            if time.monotonic() > ticket.deadline:
                self._busy = None
                self._stop_locked()
                self.restarts += 1
                ticket._fall_back("the worker overran its thinking budget and was stopped")


_one: OnePerProgram[BotProcess] = OnePerProgram(BotProcess)


def shared() -> BotProcess:
    """The program's one worker (started on first use, stopped at exit)."""
    return _one.get()


def started() -> Optional[BotProcess]:
    """The worker if it was started, else None (asking starts nothing)."""
    return _one.current
