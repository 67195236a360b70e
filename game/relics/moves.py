"""Moves and the LURD notation (as in Sokoban): ``l u r d`` steps, ``L U R D`` pushes.

Up (``u``) is toward row 0, the top of the Tiled map. Whitespace is ignored when reading.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Optional

from game.relics.model import Dir

STEP, PUSH, RESET = "step", "push", "reset"


class NotationError(ValueError):
    """A LURD string holds a character that is not a move; ``index`` counts move letters only."""

    def __init__(self, message: str, index: int) -> None:
        super().__init__(message)
        self.index = index


@dataclass(frozen=True)
class Move:
    kind: str  # "step" | "push" | "reset"
    dir: Optional[Dir] = None

    @property
    def letter(self) -> str:
        if self.kind == RESET or self.dir is None:
            raise ValueError("a reset has no LURD letter")
        return self.dir.letter.upper() if self.kind == PUSH else self.dir.letter

    @property
    def is_push(self) -> bool:
        return self.kind == PUSH

    @staticmethod
    def from_letter(letter: str) -> "Move":
        d = Dir.from_letter(letter)
        return Move(PUSH if letter.isupper() else STEP, d)

    @staticmethod
    def step(d: Dir) -> "Move":
        return Move(STEP, d)

    @staticmethod
    def push(d: Dir) -> "Move":
        return Move(PUSH, d)

    def __str__(self) -> str:
        return "reset" if self.kind == RESET else self.letter


RESET_MOVE = Move(RESET)


def parse_lurd(text: str) -> list[Move]:
    """Read a LURD string. Raises ``NotationError`` (with the 0-based index among move letters)."""
    moves: list[Move] = []
    for ch in text:
        if ch.isspace():
            continue
        if ch.lower() not in "lurd":
            raise NotationError(f"{ch!r} is not a move letter (use l u r d, upper case to push)", len(moves))
        moves.append(Move.from_letter(ch))
    return moves


def to_lurd(moves: Iterable[Move]) -> str:
    return "".join(m.letter for m in moves)


def count(moves: Iterable[Move]) -> tuple[int, int]:
    """(pushes, steps) of a move list."""
    pushes = steps = 0
    for m in moves:
        if m.kind == PUSH:
            pushes += 1
        elif m.kind == STEP:
            steps += 1
    return pushes, steps
