"""A Relics play session without a window: the State, redo, the queue of typed-ahead commands,
and why a command was refused (as an id the view puts into words).

The play screen (``game.relics.view.play``) owns one ``Session`` and only presents it: it puts
the player's commands in the queue as they are typed, takes the next one with ``step()`` when the
board is still, and animates the ``Outcome`` it gets back. Everything a player could notice about
the order of moves, redo, and refusals is decided here, so it is tested here without pygame:

    s = Session(level)
    s.enqueue(Command.move(Move.step(Dir.E)))
    out = s.step()              # Outcome(kind="move", move=..., events=[...])
    out.refusal                 # None, or Refusal(reason=ILLEGAL, detail="the wall is in the way")

Every command typed is kept, in order, up to ``QUEUE_LIMIT``; a refused move empties the queue
(what was typed after it no longer means what the player meant), and so does the win.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Optional

from game.relics.view import reach
from game.relics.model import Level
from game.relics.moves import Move
from game.relics.state import State

Cell = tuple[int, int]

#: typed-ahead commands kept at most (a burst of a whole solution fits many times over)
QUEUE_LIMIT = 300

# refusal ids (the view words them; see game.relics.view.play.REFUSAL_WORDS)
ILLEGAL = "illegal"                    # the core refused the move: ``detail`` is its reason
NOTHING_TO_UNDO = "nothing_to_undo"
NOTHING_TO_REDO = "nothing_to_redo"
ALREADY_AT_START = "already_at_start"
NO_WAY_THERE = "no_way_there"          # a click on a space the Adventurer cannot walk to
QUEUE_FULL = "queue_full"


@dataclass(frozen=True)
class Command:
    """One thing the player asked for: ``move``, ``walk`` (a mouse path), ``undo``, ``redo``, ``reset``."""

    kind: str
    moves: tuple[Move, ...] = ()
    count: int = 1  # ``undo``: how many moves to take back (a hint's way back to a winnable position)

    @staticmethod
    def move(move: Move) -> "Command":
        return Command("move", (move,))

    @staticmethod
    def undo(count: int = 1) -> "Command":
        return Command("undo", count=max(1, count))

    @staticmethod
    def walk(path) -> "Command":
        return Command("walk", tuple(path))

    @property
    def size(self) -> int:
        """How many moves this command plays (redo / reset count as one, an undo its count)."""
        return len(self.moves) if self.kind == "walk" else self.count if self.kind == "undo" else 1


@dataclass(frozen=True)
class Refusal:
    reason: str                      # one of the ids above
    cell: Optional[Cell] = None      # where to show it (the space the Adventurer could not enter)
    detail: Optional[str] = None     # the core's reason for ILLEGAL ("the wall is in the way")
    push_would_go: bool = False      # a step was refused where a push in that direction is legal


@dataclass
class Outcome:
    """What one command did. ``kind``: move | undo | redo_reset | reset | refused."""

    kind: str
    move: Optional[Move] = None
    events: list = field(default_factory=list)
    refusal: Optional[Refusal] = None
    redoing: bool = False


class Session:
    def __init__(self, level: Level, *, queue_limit: int = QUEUE_LIMIT) -> None:
        self.level = level
        self.state = State.from_level(level)
        self.redo_stack: list[Move] = []
        self.queue: deque[Command] = deque()
        self.queue_limit = queue_limit

    # ------------------------------------------------------------------ the queue
    def enqueue(self, command: Command) -> Optional[Refusal]:
        """Keep a command to play when the board is still; a Refusal only when the queue is full."""
        if len(self.queue) >= self.queue_limit:
            return Refusal(QUEUE_FULL)
        self.queue.append(command)
        return None

    def backlog(self) -> int:
        """Moves waiting in the queue (a mouse walk counts each of its steps)."""
        return sum(c.size for c in self.queue)

    def clear_queue(self) -> None:
        self.queue.clear()

    def step(self) -> Optional[Outcome]:
        """Play the next queued command (one step of a walk). None when nothing is left to play."""
        while self.queue:
            cmd = self.queue.popleft()
            if cmd.kind in ("move", "walk"):
                if not cmd.moves:
                    continue
                if self.state.is_complete():
                    self.queue.clear()   # the level is won: the rest of the typing is moot
                    return None
                if cmd.kind == "walk" and len(cmd.moves) > 1:
                    self.queue.appendleft(Command("walk", cmd.moves[1:]))
                return self.play(cmd.moves[0])
            if cmd.kind == "undo":
                if cmd.count > 1 and len(self.state.history) > 1:
                    self.queue.appendleft(Command.undo(cmd.count - 1))
                return self.undo()
            if cmd.kind == "redo":
                return self.redo()
            if cmd.kind == "reset":
                return self.reset()
            raise ValueError(f"unknown command {cmd.kind!r}")
        return None

    # ------------------------------------------------------------------ commands
    def play(self, move: Move, *, redoing: bool = False) -> Outcome:
        st = self.state
        reason = st.why_illegal(move)
        if reason is not None:
            d = move.dir
            ax, ay = st.adventurer
            target = (ax + d.dx, ay + d.dy) if d is not None else None
            push_ok = False
            if move.kind == "step" and target is not None:
                preview, _why = reach.preview_push(st, target)
                push_ok = preview is not None
            self.queue.clear()  # the queue stops at the refused move
            return Outcome("refused", move, refusal=Refusal(ILLEGAL, target, reason, push_ok))
        events = st.push(move)
        if not redoing:
            self.redo_stack.clear()  # a new move forgets what was undone
        return Outcome("move", move, events, redoing=redoing)

    def undo(self) -> Outcome:
        st = self.state
        if not st.history:
            return Outcome("refused", refusal=Refusal(NOTHING_TO_UNDO))
        move = st.pop()
        self.redo_stack.append(move)
        return Outcome("undo", move)

    def redo(self) -> Outcome:
        """Play again the last move undone (any new move clears what can be redone)."""
        if not self.redo_stack or self.state.is_complete():
            return Outcome("refused", refusal=Refusal(NOTHING_TO_REDO))
        move = self.redo_stack.pop()
        if move.kind == "reset":
            events = self.state.apply_reset()
            return Outcome("redo_reset", move, events, redoing=True)
        out = self.play(move, redoing=True)
        if out.refusal is not None:
            self.redo_stack.append(move)
        return out

    def reset(self) -> Outcome:
        st = self.state
        if not st.history or st.history[-1].kind == "reset":
            return Outcome("refused", refusal=Refusal(ALREADY_AT_START))
        events = st.apply_reset()
        self.redo_stack.clear()
        return Outcome("reset", st.history[-1], events)

    # ------------------------------------------------------------------ reading
    def is_complete(self) -> bool:
        return self.state.is_complete()

    def click_plan(self, cell: Cell) -> tuple[Optional[Command], Optional[Refusal]]:
        """A click on ``cell``: push the block there if it is next to the Adventurer at his
        height, else walk there. (command to queue, or why not); (None, None) = already there."""
        st = self.state
        preview, reason = reach.preview_push(st, cell)
        if preview is not None:
            return Command.move(preview.move), None
        path = reach.walk_path(st, cell)
        if path:
            return Command.walk(path), None
        if path == []:
            return None, None
        if reason is not None:
            return None, Refusal(ILLEGAL, cell, reason)
        ax, ay = st.adventurer
        if abs(cell[0] - ax) + abs(cell[1] - ay) == 1:
            d = reach.push_direction(st, cell)
            return None, Refusal(ILLEGAL, cell, st.why_illegal(Move.step(d)) or "can't go there")
        return None, Refusal(NO_WAY_THERE, cell)
