"""A game at the table: the core state, who sits where, the log, build-step undo, save/resume.

No pygame. The table scene asks the session for the pending decision, hands it the chosen
choice, and animates the events the session returns. Only the session touches the full state;
the scene draws from ``view(seat)`` (the core's ``view_for``).

Build undo: while a person builds, the state before their first build step is kept; undo
restores it and replays the remaining steps; "done" (or any choice that is not a build step)
commits. The save always holds committed choices only.
"""
from __future__ import annotations

import random
from typing import Any

from game.i18n import _
from game.kathmandu import engine
from game.kathmandu.state import new_game
from game.kathmandu.view.decision_kinds import UNDOABLE_KINDS
from game.kathmandu.view.log_words import LogWords
from game.kathmandu.view.setup import TableSetup

#: the choices of those kinds that are steps to take back (``UNDOABLE_KINDS``: decision_kinds)
UNDOABLE_CHOICES = ("build", "reconstruct", "abandon", "exchange", "wild")


def _copy(state):
    return state.copy()  # a copy has no cached decision


def view_for(state, seat: int):
    """The core's PlayerView for ``seat`` (it reads the live state: extract what you need at once)."""
    from game.kathmandu.player_view import view_for as core_view_for
    return core_view_for(state, seat)


def make_record(state) -> dict:
    from game.kathmandu.record import record
    return record(state)


def replay_record(rec: dict):
    from game.kathmandu.record import replay
    return replay(rec)


class Session:
    remote = False  # the game is played here (``remote_session.RemoteSession``: on a server)
    saves = True  # kept in the user data folder after every move

    def __init__(self, setup: TableSetup, state=None) -> None:
        self.setup = setup
        self.fresh = state is None
        self.state = state if state is not None else new_game(setup.options)
        if state is not None:
            state.pending()  # a state from a save or a test: make sure its opening has run
        self.log: list[tuple[int, str]] = []  # (seat or -1, line)
        self.snapshot = None  # state before the current person's first build step
        self.snapshot_log = 0
        self.steps: list[Any] = []

    # who and what ------------------------------------------------------------
    def opening(self) -> list:
        """The events of the game's set-up (round 1 deal), once."""
        ev = engine.start(self.state)
        self._log(ev)
        return ev

    def decision(self):
        return self.state.pending()

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.setup.seats) and self.setup.seats[seat] == "human"

    @property
    def humans(self) -> list[int]:
        return self.setup.humans

    @property
    def people(self) -> list[int]:
        """Seats played by people (here; online, anywhere)."""
        return self.setup.humans

    def view(self, seat: int):
        return view_for(self.state, seat)

    def bot_view(self, seat: int):
        """A view on a private copy, safe to read from the bots' worker thread."""
        return view_for(_copy(self.state), seat)

    @property
    def over(self) -> bool:
        return bool(self.state.over)

    # applying ------------------------------------------------------------------
    def apply(self, choice) -> list:
        d = self.decision()
        if d is None:
            raise engine.IllegalChoice("the game is over")
        human = self.is_human(d.player)
        step = human and d.kind in UNDOABLE_KINDS and choice.kind in UNDOABLE_CHOICES
        if step and self.snapshot is None:
            self.snapshot = _copy(self.state)
            self.snapshot_log = len(self.log)
            self.steps = []
        before = _copy(self.state) if step else None
        ev = engine.apply(self.state, choice)
        del before
        if step:
            self.steps.append(choice)
            nxt = self.decision()
            if nxt is None or nxt.player != d.player or nxt.kind not in UNDOABLE_KINDS:
                self.commit()
        else:
            self.commit()
        self._log(ev, d.player, choice)
        return ev

    def commit(self) -> None:
        self.snapshot = None
        self.steps = []

    def can_undo(self) -> bool:
        return self.snapshot is not None and bool(self.steps)

    def undo(self) -> bool:
        """Take back the last build step of the person building now."""
        if not self.can_undo():
            return False
        steps = self.steps[:-1]
        self.state = _copy(self.snapshot)
        del self.log[self.snapshot_log:]
        snap, snap_log = self.snapshot, self.snapshot_log
        self.steps = []
        for ch in steps:
            ev = engine.apply(self.state, ch)
            self._log(ev)
        self.snapshot, self.snapshot_log, self.steps = snap, snap_log, steps
        if not steps:
            self.steps = []
        return True

    def _log(self, events, seat: int = -1, choice=None, *, state=None, into: list | None = None) -> None:
        state = self.state if state is None else state
        into = self.log if into is None else into
        words = LogWords(self.setup.names, state.players == 1)
        for e in events:
            try:
                line = words.line(e, state)
            except Exception:  # a log line never stops the game
                line = str(getattr(e, "kind", e))
            into.append((getattr(e, "seat", -1), line))

    def reword_log(self) -> bool:
        """The log in the language just chosen: the game is replayed from its start (the same
        events, so the same lines, worded anew). Kept as it was when the replay does not give
        the same number of lines (a resumed game's "Game resumed" line) or cannot run."""
        old, lines = self.log, []
        try:
            state = new_game(self.setup.options)
            self._log(engine.start(state), state=state, into=lines)
            for choice in self.state.history:
                self._log(engine.apply(state, choice), state=state, into=lines)
            same = len(lines) == len(old) and state.history == self.state.history
        except Exception:  # the log never stops the game: the old words stay
            same = False
        if same:
            self.log = lines
        return same

    # saving ----------------------------------------------------------------------
    def committed_state(self):
        return self.snapshot if self.snapshot is not None else self.state

    def save_doc(self) -> dict:
        from game.kathmandu.saves import make_save
        return make_save(make_record(self.committed_state()), self.setup.seats, self.setup.names)

    @staticmethod
    def from_save(doc: dict) -> "Session":
        rec = doc["record"]
        checked = replay_record(rec)  # validates the record (a RecordError says why it cannot be resumed)
        setup = TableSetup(checked.options, list(doc["seats"]))
        # replayed once more, event by event, so the log holds the whole game, not just the resume
        state = new_game(checked.options)
        opening = engine.start(state)
        s = Session(setup, state)
        s.fresh = False
        s._log(opening)
        for choice in checked.history:
            d = state.pending()
            s._log(engine.apply(state, choice), d.player if d is not None else -1, choice)
        s.log.append((-1, _("Game resumed (round {n})").format(n=state.round)))
        return s

    def bot_rng(self) -> random.Random:
        return random.Random((self.setup.options.seed * 7919 + len(self.state.history)) & 0xFFFFFFFF)
