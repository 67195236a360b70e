"""Work the play screen hands to a background thread: hints (by lookup in the level's push
graph, built when the level opens, or from the solver until it is ready), and a fresh par for a
map being edited (``--map``), so a frame never waits for a search.

``HintWorker.ask(state)`` starts a search from a copy of the position; ``poll()`` returns the
``HintAnswer`` once it is ready (the screen checks ``answer.stamp`` against the number of moves
played, so an answer for a position the player has left is dropped). ``request`` / ``present``
are the screen's side of it. No pygame at import time.
"""
from __future__ import annotations

import sys
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
    """Hints for one level. With a level, its push graph is built in the background at once
    (``game.relics.hints.HintOracle``), and from then on a hint - or "this position can no longer
    be won" - is a lookup; until it is ready (or where the graph cannot answer exactly) the
    oracle falls back on the solver. Either way the question is answered off the UI thread."""

    def __init__(self, level=None, max_states: int = HINT_STATES) -> None:
        self.max_states = max_states
        self._job: Optional[Job] = None
        self._asked: Optional[tuple[int, object]] = None
        self._stop = threading.Event()
        self.oracle = None
        self._build: Optional[Job] = None
        if level is not None:
            from game.relics.hints import HintOracle

            self.oracle = HintOracle(level, solver_states=max_states)
            self._build = Job(lambda: _gil_friendly(lambda: self.oracle.build(self._stop.is_set)),
                              "relics-hint-graph")

    @property
    def busy(self) -> bool:
        return self._job is not None

    @property
    def graph_ready(self) -> bool:
        return self.oracle is not None and self.oracle.ready

    @property
    def thread(self) -> Optional[threading.Thread]:
        return self._job.thread if self._job is not None else None

    def stop(self) -> None:
        """The level is left (or reloaded): stop building its graph."""
        self._stop.set()

    def ask(self, state) -> bool:
        """Start thinking about ``state`` (False if a question is already being worked on)."""
        if self._job is not None:
            return False
        snapshot = state.copy()
        self._asked = (len(state.history), snapshot)
        oracle, max_states = self.oracle, self.max_states

        def work():
            if oracle is not None:
                return _answer_of(oracle.advice(snapshot))
            from game.relics.solver import solve

            res = solve(snapshot, max_states=max_states)
            return res.status, tuple(res.moves or ())

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
        status, moves = job.value
        return HintAnswer(stamp, snapshot, status, moves)


#: while a graph is built (pure Python, holding the GIL) threads switch this often, so the frame
#: loop waits at most about this long to run again (Python's default is 5 ms)
BUILD_SWITCH_INTERVAL = 0.001
_builds = [0, 0.005]  # builds running, the switch interval to restore after the last


def _gil_friendly(fn):
    with _LOCK:
        if _builds[0] == 0:
            _builds[1] = sys.getswitchinterval()
            sys.setswitchinterval(min(_builds[1], BUILD_SWITCH_INTERVAL))
        _builds[0] += 1
    try:
        return fn()
    finally:
        with _LOCK:
            _builds[0] -= 1
            if _builds[0] == 0:
                sys.setswitchinterval(_builds[1])


_LOCK = threading.Lock()


def _answer_of(advice) -> tuple[str, tuple]:
    """The oracle's Advice as (solver-like status, moves up to the first push or onto the Gem)."""
    from game.relics import hints as H

    if advice.status in (H.PUSH_ADVICE, H.GEM_ADVICE):
        return "solved", tuple(advice.moves)
    if advice.status == H.DEAD:
        return "unsolvable", ()
    return "limit", ()


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


def request(scene) -> None:
    """H / the Hint button: ask the worker (a lookup once the level's graph is built)."""
    from game.i18n import _

    if scene.state is None or scene.completed:
        return
    scene.tip_revealed = True
    if scene.hints.busy:
        scene.say(_("Still thinking..."))
    elif scene.hint_sprites:
        scene.say(_("The hint is on the board"))
    else:
        scene.hints.ask(scene.state)
        scene.say(_("Thinking about a hint..."))


def present(scene, answer: HintAnswer) -> None:
    """Show an answer: dots to the next push and its ghost, or offer undo / reset when lost."""
    from game.i18n import _
    from game.relics.session import Command
    from game.relics.view import markers

    if scene.state is None or answer.stamp != len(scene.state.history):
        return  # the board moved on meanwhile
    if answer.status == "error":
        scene.say(_("No hint: {error}").format(error=answer.error), "warn")
    elif answer.status == "unsolvable":
        scene._sound("error")
        scene.app.dialog(_("No way forward"), _("This position can no longer be won. Undo your last move, "
                                                "or reset the level?"),
                         [_("Undo"), _("Reset"), _("Keep playing")],
                         on_choice=lambda i: scene._enqueue(Command(("undo", "reset")[i])) if i < 2 else None)
    elif answer.status != "solved" or not answer.moves:
        scene.say(_("No quick hint from here - try a reset"), "warn")
    else:
        # dots along the walk to the next push, the block glowing and its ghost where it will end
        scene.hint_sprites, text = markers.hint(scene.renderer, scene.picture, answer.snapshot, list(answer.moves))
        scene.say(_(text), "good")
