"""Work the play screen hands to a background thread: hints from the solver, and a fresh par
for a map being edited (``--map``), so a frame never waits for a search.

``HintWorker.ask(state)`` starts a search from a copy of the position; ``poll()`` returns the
``HintAnswer`` once it is ready (the screen checks ``answer.stamp`` against the number of moves
played, so an answer for a position the player has left is dropped). No pygame here.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Callable, Optional

#: how far a hint may search (a few tenths of a second of CPU on the campaign's largest levels)
HINT_STATES = 150_000
#: how far the par of an edited map is searched before it shows as unknown
PAR_STATES = 2_000_000


class Job:
    """One function run on a daemon thread; ``done`` once it returned (or raised)."""

    def __init__(self, fn: Callable[[], object], name: str) -> None:
        self.value: object = None
        self.error: Optional[BaseException] = None
        self._done = threading.Event()

        def run() -> None:
            try:
                self.value = fn()
            except Exception as exc:  # the work must never take the game down
                self.error = exc
            finally:
                self._done.set()

        self.thread = threading.Thread(target=run, name=name, daemon=True)
        self.thread.start()

    @property
    def done(self) -> bool:
        return self._done.is_set()


@dataclass(frozen=True)
class HintAnswer:
    stamp: int            # moves played when it was asked (len(state.history))
    snapshot: object      # the State it answers for
    status: str           # "solved" | "unsolvable" | "limit" | "error"
    moves: tuple = ()     # the solution from there (the hint is its walk up to the first push)
    error: str = ""


class HintWorker:
    def __init__(self, max_states: int = HINT_STATES) -> None:
        self.max_states = max_states
        self._job: Optional[Job] = None
        self._asked: Optional[tuple[int, object]] = None

    @property
    def busy(self) -> bool:
        return self._job is not None

    @property
    def thread(self) -> Optional[threading.Thread]:
        return self._job.thread if self._job is not None else None

    def ask(self, state) -> bool:
        """Start thinking about ``state`` (False if a question is already being worked on)."""
        if self._job is not None:
            return False
        snapshot = state.copy()
        self._asked = (len(state.history), snapshot)

        def work():
            from game.relics.solver import solve

            return solve(snapshot, max_states=self.max_states)

        self._job = Job(work, "relics-hint")
        return True

    def poll(self) -> Optional[HintAnswer]:
        """The answer once the search is over (then the worker is free again), else None."""
        job = self._job
        if job is None or not job.done:
            return None
        self._job = None
        stamp, snapshot = self._asked
        if job.error is not None:
            return HintAnswer(stamp, snapshot, "error", error=str(job.error))
        res = job.value
        return HintAnswer(stamp, snapshot, res.status, tuple(res.moves or ()))


class ParWorker:
    """The fewest pushes of a level, searched in the background (for a map being edited)."""

    def __init__(self, level, max_states: int = PAR_STATES) -> None:
        def work():
            from game.relics.solver import solve

            res = solve(level, max_states=max_states)
            return res.pushes if res.status == "solved" else None

        self._job = Job(work, "relics-par")

    @property
    def done(self) -> bool:
        return self._job.done

    @property
    def par(self) -> Optional[int]:
        """The par once found; None while searching, when unsolvable or past the search limit."""
        return self._job.value if self._job.done and self._job.error is None else None
