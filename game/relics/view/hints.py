"""Work the play screen hands off, so a frame never waits for a search: hints (by lookup in the
level's push graph, built in the graph worker process when the level opens, or from the solver
until it is ready), and a fresh par for a map being edited (``--map``, in a thread).

``HintWorker.ask(state)`` sends a copy of the position to the worker (``game.relics.graph_worker``);
``poll()`` returns the ``HintAnswer`` once it is ready (the screen checks ``answer.stamp`` against
the number of moves played, so an answer for a position the player has left is dropped).
``request`` / ``present`` are the screen's side of it. No pygame at import time.
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
    source: str = "solver"  # "graph" (a lookup in the level's push graph) or "solver" (searched)
    back: Optional[int] = None  # lost or unknown: moves to undo to the last position known winnable


class HintWorker:
    """Hints for one level. With a level, the graph worker process builds its push graph at once
    (``game.relics.hints.HintOracle`` there), and from then on a hint - or "this position can no
    longer be won" - is a lookup; until it is ready (or where the graph cannot answer exactly) the
    oracle falls back on the solver. Without a level (a demo) the solver runs in a thread. Either
    way the question is answered off the UI thread, and the graph never shares its GIL."""

    def __init__(self, level=None, max_states: int = HINT_STATES, pool=None) -> None:
        self.max_states = max_states
        self._job = None          # the Question (worker) or Job (thread) being answered
        self._asked: Optional[tuple[int, object]] = None
        self._pool = None
        self._gen: Optional[int] = None
        self.last: Optional[HintAnswer] = None  # the last answer given
        if level is not None:
            if pool is None:
                from game.relics.graph_worker import shared

                pool = shared()
            self._pool = pool
            self._gen = pool.open(level, max_states)

    @property
    def busy(self) -> bool:
        return self._job is not None

    @property
    def pending(self):
        """The question being answered (None when the worker is free)."""
        return self._job

    @property
    def graph_ready(self) -> bool:
        return self._pool is not None and self._pool.built(self._gen) is not None

    def stop(self) -> None:
        """The level is left (or reloaded): the worker stops building its graph and drops it."""
        if self._pool is not None:
            self._pool.close(self._gen)

    def ask(self, state) -> bool:
        """Start thinking about ``state`` (False if a question is already being worked on)."""
        if self._job is not None:
            return False
        snapshot = state.copy()
        self._asked = (len(state.history), snapshot)
        if self._pool is not None:
            self._job = self._pool.ask(self._gen, snapshot, self.max_states)
            return True
        max_states = self.max_states

        def work():
            from game.relics.hints import HintOracle

            return HintOracle(snapshot.level, solver_states=max_states).advice(snapshot)

        self._job = Job(work, "relics-hint")
        return True

    def poll(self) -> Optional[HintAnswer]:
        """The answer once the search is over (then the worker is free again), else None."""
        job = self._job
        if job is None:
            return None
        if self._pool is not None:
            self._pool.poll()
        if not job.done:
            return None
        self._job = None
        stamp, snapshot = self._asked
        error = job.error
        advice = getattr(job, "advice", None) if self._pool is not None else job.value
        if error is not None:
            self.last = HintAnswer(stamp, snapshot, "error", error=str(error))
        else:
            status, moves = _answer_of(advice)
            self.last = HintAnswer(stamp, snapshot, status, moves, source=advice.source,
                                   back=advice.back)
        return self.last


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
        if scene.hud.tip_cut:  # the level's tip is cut short in the panel: the second press reads it whole
            scene.show_full_tip()
        else:
            scene.say(_("The hint is on the board"))
    else:
        scene.hints.ask(scene.state)
        scene.say(_("Thinking about a hint..."))


def present(scene, answer: HintAnswer) -> None:
    """Show an answer: dots to the next push and its ghost, or offer undo / reset when lost."""
    from game.i18n import _, ngettext
    from game.relics.session import Command
    from game.relics.view import markers

    if scene.state is None or answer.stamp != len(scene.state.history):
        return  # the board moved on meanwhile
    if answer.status == "error":
        scene.say(_("No hint: {error}").format(error=answer.error), "warn")
    elif answer.status == "unsolvable" and not answer.back:
        scene._sound("error")
        scene.say(_("No way forward"), "warn")
        scene.app.dialog(_("No way forward"), _("This position can no longer be won. Undo your last move, "
                                                "or reset the level?"),
                         [_("Undo"), _("Reset"), _("Keep playing")],
                         on_choice=lambda i: scene._enqueue(Command(("undo", "reset")[i])) if i < 2 else None)
    elif answer.status in ("unsolvable", "limit") and answer.back:
        # the way back: undo to the last position of this try known to be winnable
        n = answer.back
        if answer.status == "unsolvable":
            scene._sound("error")
            title = _("No way forward")
            text = ngettext("This position can no longer be won. The last position that could is {n} move back.",
                            "This position can no longer be won. The last position that could is {n} moves back.",
                            n).format(n=n)
        else:
            title = _("No quick hint from here")
            text = ngettext("No way to win is known from here. The last position known to be winnable is {n} move back.",
                            "No way to win is known from here. The last position known to be winnable is {n} moves back.",
                            n).format(n=n)
        undo_label = ngettext("Undo {n} move", "Undo {n} moves", n).format(n=n)
        scene.say(title, "warn")  # the bar no longer says "Thinking about a hint..."
        scene.app.dialog(title, text, [undo_label, _("Reset"), _("Keep playing")],
                         on_choice=lambda i: scene._enqueue(Command.undo(n) if i == 0 else Command("reset"))
                         if i < 2 else None)
    elif answer.status != "solved" or not answer.moves:
        scene.say(_("No quick hint from here - try a reset"), "warn")
    else:
        # dots along the walk to the next push, the block glowing and its ghost where it will end
        scene.hint_sprites, text = markers.hint(scene.renderer, scene.picture, answer.snapshot, list(answer.moves))
        scene.say(_(text), "good")
