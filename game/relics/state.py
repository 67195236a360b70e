"""``State``: a level being played. Mutable like python-chess's Board: ``push(move)`` applies a move
and returns its events, ``pop()`` undoes the last one (unlimited undo, a reset is undoable too).

The rules themselves live in ``game.relics.rules`` (shared with the solver).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator, NamedTuple, Optional

from game.i18n import N_
from game.relics import events as E
from game.relics import rules as R
from game.relics.model import DIRS, KINDS, POOL_KIND, Cell, Goal, Kind, Level
from game.relics.moves import PUSH, RESET, RESET_MOVE, STEP, Move, to_lurd


class IllegalMove(ValueError):
    """``push`` of a move that is not legal; the message is the player-facing reason."""


class Block(NamedTuple):
    id: int
    kind: Kind


@dataclass(frozen=True)
class GoalProgress:
    goal: Goal
    text: str  # e.g. "Gems 1/2", "Defeat the Nemesis", "Burn crates 2/3" (English: records, the command line)
    done: bool
    message: tuple = ("", {})  # (message id, parameters) for a presentation to word: ``_(id).format(**params)``


class State:
    """The board in play. Cells are ``(x, y)``; ``stack`` excludes water pools (see ``pool``)."""

    def __init__(self, level: Level) -> None:
        self.level = level
        bd = R.Board(level.width, level.height)
        kinds: list[int] = [-1]
        stacks: list[tuple[int, ...]] = [()] * (level.width * level.height)
        pools = 0
        pool_tok: dict[int, int] = {}
        for bid, kind, (x, y), _z in level.blocks():
            kinds.append(kind.code)
            c = y * level.width + x
            if kind is POOL_KIND:
                pools |= 1 << c
                pool_tok[c] = bid
            else:
                stacks[c] = stacks[c] + (bid,)
        bd.kind = tuple(kinds)
        bd.stacks = stacks
        bd.pools = pools
        bd.pool_tok = pool_tok
        w = level.width
        bd.adv = level.adventurer[1] * w + level.adventurer[0]
        bd.nem = -1 if level.nemesis is None else level.nemesis[1] * w + level.nemesis[0]
        bd.gems = [y * w + x for x, y in level.gems]
        bd.goals = tuple(level.goals)
        bd.destroy_kind = level.destroy_kind.code if level.destroy_kind is not None else -1
        bd.destroy_count = level.destroy_count
        self._initial = bd.copy()
        self._bd = bd
        self.pushes = 0
        self.steps = 0
        self._undo: list[tuple[Move, R.Board, int, int]] = []

    @classmethod
    def from_level(cls, level: Level) -> "State":
        return cls(level)

    def copy(self) -> "State":
        s = State.__new__(State)
        s.level = self.level
        s._initial = self._initial
        s._bd = self._bd.copy()
        s.pushes, s.steps = self.pushes, self.steps
        s._undo = list(self._undo)
        return s

    # --- reading the board -------------------------------------------------------------------
    @property
    def board(self) -> R.Board:
        """The compact board (read only, please: for the solver)."""
        return self._bd

    def _c(self, x: int, y: int) -> int:
        if not (0 <= x < self.level.width and 0 <= y < self.level.height):
            raise IndexError(f"cell ({x}, {y}) is off the board")
        return y * self.level.width + x

    def stack(self, x: int, y: int) -> tuple[Block, ...]:
        kinds = self._bd.kind
        return tuple(Block(t, KINDS[kinds[t]]) for t in self._bd.stacks[self._c(x, y)])

    def height(self, x: int, y: int) -> int:
        return len(self._bd.stacks[self._c(x, y)])

    def pool(self, x: int, y: int) -> Optional[Block]:
        """The water pool in this cell's floor, if any."""
        c = self._c(x, y)
        return Block(self._bd.pool_tok[c], POOL_KIND) if self._bd.pools >> c & 1 else None

    @property
    def pools(self) -> tuple[Cell, ...]:
        bd = self._bd
        return tuple(bd.xy(c) for c in range(bd.w * bd.h) if bd.pools >> c & 1)

    @property
    def adventurer(self) -> Cell:
        return self._bd.xy(self._bd.adv)

    @property
    def nemesis(self) -> Optional[Cell]:
        return None if self._bd.nem < 0 else self._bd.xy(self._bd.nem)

    @property
    def nemesis_defeated(self) -> bool:
        return self._bd.nem_defeated

    @property
    def gems(self) -> tuple[Cell, ...]:
        """Cells of the Gems still on the board."""
        return tuple(self._bd.xy(g) for g in self._bd.gems if g >= 0)

    def gem_cells(self) -> tuple[Optional[Cell], ...]:
        """Per gem index: its cell, or None once collected."""
        return tuple(None if g < 0 else self._bd.xy(g) for g in self._bd.gems)

    @property
    def gems_collected(self) -> int:
        return sum(1 for g in self._bd.gems if g < 0)

    @property
    def destroyed(self) -> dict[Kind, int]:
        return {k: n for k, n in zip(KINDS, self._bd.destroyed)}

    def piece_at(self, x: int, y: int) -> Optional[str]:
        """"adventurer", "nemesis", "gem-0", "gem-1" or None."""
        return self._bd.piece_at(self._c(x, y))

    def blocks(self) -> Iterator[tuple[Block, Cell, int]]:
        """Every block on the board with its cell and z (pools not included)."""
        bd = self._bd
        for c, st in enumerate(bd.stacks):
            for z, t in enumerate(st):
                yield Block(t, KINDS[bd.kind[t]]), bd.xy(c), z

    def count(self, kind: Kind) -> int:
        if kind is POOL_KIND:
            return bin(self._bd.pools).count("1")
        code = kind.code
        return sum(1 for st in self._bd.stacks for t in st if self._bd.kind[t] == code)

    # --- moves -------------------------------------------------------------------------------
    def why_illegal(self, move: Move) -> Optional[str]:
        if move.kind == RESET:
            return None
        if move.dir is None:
            return "a move needs a direction"
        if move.kind == STEP:
            return R.step_reason(self._bd, move.dir.index)
        reason, _ = R.plan_push(self._bd, move.dir.index)
        return reason

    def is_legal(self, move: Move) -> bool:
        return self.why_illegal(move) is None

    def legal_moves(self) -> Iterator[Move]:
        """Every legal step and push (a reset is always possible and not listed)."""
        for d in DIRS:
            if R.step_reason(self._bd, d.index) is None:
                yield Move(STEP, d)
            if R.plan_push(self._bd, d.index)[0] is None:
                yield Move(PUSH, d)

    def push(self, move: Move) -> list:
        """Apply a move and return its events; raises ``IllegalMove`` with the reason."""
        if move.kind == RESET:
            return self.apply_reset()
        bd = self._bd
        if move.dir is None:
            raise IllegalMove("a move needs a direction")
        d = move.dir.index
        before = tuple(bd.goal_holds(g) for g in bd.goals)
        ev: list = []
        if move.kind == STEP:
            reason = R.step_reason(bd, d)
            if reason:
                raise IllegalMove(reason)
            self._undo.append((move, bd.copy(), self.pushes, self.steps))
            R.do_step(bd, d, ev)
            self.steps += 1
        elif move.kind == PUSH:
            reason, plan = R.plan_push(bd, d)
            if reason:
                raise IllegalMove(reason)
            self._undo.append((move, bd.copy(), self.pushes, self.steps))
            R.do_push(bd, d, plan, ev)
            self.pushes += 1
        else:
            raise IllegalMove(f"unknown move kind {move.kind!r}")
        R.finish(bd, before, ev)
        return ev

    def apply_reset(self) -> list:
        """Back to the level's start, as an undoable action (``pop`` brings the board back)."""
        self._undo.append((RESET_MOVE, self._bd, self.pushes, self.steps))
        self._bd = self._initial.copy()
        self.pushes = self.steps = 0
        return [E.Reset()]

    def pop(self) -> Move:
        """Undo the last move (or reset); returns it. Raises IndexError when there is nothing to undo."""
        move, bd, pushes, steps = self._undo.pop()
        self._bd = bd
        self.pushes, self.steps = pushes, steps
        return move

    def to_initial(self) -> None:
        """Forget the history and go back to the start (not undoable; see ``apply_reset``)."""
        self._bd = self._initial.copy()
        self.pushes = self.steps = 0
        self._undo.clear()

    @property
    def history(self) -> list[Move]:
        """Every move played, resets included, oldest first."""
        return [u[0] for u in self._undo]

    def moves_since_reset(self) -> list[Move]:
        out: list[Move] = []
        for m in self.history:
            if m.kind == RESET:
                out.clear()
            else:
                out.append(m)
        return out

    def lurd(self) -> str:
        """The moves since the last reset in LURD (replaying them from the start gives this state)."""
        return to_lurd(self.moves_since_reset())

    # --- goals -------------------------------------------------------------------------------
    def is_complete(self) -> bool:
        return self._bd.done

    def goal_progress(self) -> list[GoalProgress]:
        bd = self._bd
        out = []
        for g in bd.goals:
            if g is Goal.GEM:
                n = len(bd.gems)
                got = self.gems_collected
                msg = (N_("Get the Gem {n}/{total}"), {"n": got, "total": 1}) if n == 1 else \
                    (N_("Gems {n}/{total}"), {"n": got, "total": n})
            elif g is Goal.NEMESIS:
                msg = (N_("Defeat the Nemesis"), {})
            else:
                kind = KINDS[bd.destroy_kind]
                got = min(bd.destroyed[bd.destroy_kind], bd.destroy_count)
                # destroy_words is a content field the view translates: a parameter, worded first
                msg = ("{words} {n}/{total}", {"words": kind.record.destroy_words, "n": got, "total": bd.destroy_count})
            out.append(GoalProgress(g, msg[0].format(**msg[1]), bd.goal_holds(g), msg))
        return out

    def key(self) -> tuple:
        """A hashable key of the position (blocks by kind, not id; exact Adventurer cell)."""
        bd = self._bd
        k = bd.kind
        stacks = tuple(tuple(k[t] for t in st) for st in bd.stacks)
        dk = bd.destroyed[bd.destroy_kind] if bd.destroy_kind >= 0 else 0
        return (bd.adv, stacks, bd.pools, bd.nem, tuple(bd.gems), dk)

    def __repr__(self) -> str:
        return f"<State {self.level.id} pushes={self.pushes} steps={self.steps}>"

    def render(self) -> str:
        """A text picture (see ``game.relics.textmap``) of the current board."""
        from game.relics.textmap import render_state

        return render_state(self)
