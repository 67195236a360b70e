"""What happened in one move, in order, for the presentation to animate.

Heights: ``z`` is the level of a block's bottom (0 = on the ground) or, for a standing piece, the
height of the stack it stands on. A ``path`` is a list of ``(cell, z)`` waypoints, each one unit
away from the previous one (horizontally or vertically), starting where the block was.
Pieces are named ``"adventurer"``, ``"nemesis"``, ``"gem-0"``, ``"gem-1"`` (0-based gem index).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from game.relics.model import Cell, Goal, Kind

Waypoint = tuple[Cell, int]


@dataclass(frozen=True)
class Walked:
    """The Adventurer stepped: dz is +1 climb, 0 move, -1 drop down."""

    frm: Cell
    to: Cell
    dz: int


@dataclass(frozen=True)
class Pushed:
    """A block was pushed one space sideways at height z (from ``frm`` to ``to``)."""

    block_id: int
    kind: Kind
    frm: Cell
    to: Cell
    z: int


@dataclass(frozen=True)
class Fell:
    """A block (by id) or a standing piece (by name) fell straight down in ``cell``."""

    what: Union[int, str]
    cell: Cell
    from_z: int
    to_z: int


@dataclass(frozen=True)
class Rolled:
    """A boulder rolled on after its push (path starts at its position after the push)."""

    block_id: int
    path: tuple[Waypoint, ...]


@dataclass(frozen=True)
class Slid:
    """An ice block slid on after its push (path starts at its position after the push)."""

    block_id: int
    path: tuple[Waypoint, ...]


@dataclass(frozen=True)
class Burnt:
    """A crate entered a fire (or a fire fell on it) and burnt; the fire stays."""

    block_id: int
    fire_id: int
    cell: Cell


@dataclass(frozen=True)
class Melted:
    """Ice met fire: both are gone."""

    ice_id: int
    fire_id: int
    cell: Cell


@dataclass(frozen=True)
class Smothered:
    """A boulder put a fire out and took its place."""

    boulder_id: int
    fire_id: int
    cell: Cell


@dataclass(frozen=True)
class Sank:
    """A block entered a water pool: both are gone, the space is bare ground."""

    block_id: int
    pool_id: int
    cell: Cell


@dataclass(frozen=True)
class Vanished:
    """A block left the board by a behaviour of its own kind (a ``behaviour`` name in its record,
    e.g. it crumbled): it is gone and counts as destroyed. ``how`` is a message id naming what it
    did ("crumbles"), for the push preview."""

    block_id: int
    cell: Cell
    how: str


@dataclass(frozen=True)
class NemesisDefeated:
    cell: Cell
    by_block_id: int


@dataclass(frozen=True)
class GemCollected:
    cell: Cell
    index: int


@dataclass(frozen=True)
class GoalCompleted:
    goal: Goal


@dataclass(frozen=True)
class LevelComplete:
    pass


@dataclass(frozen=True)
class Reset:
    """The board went back to the level's start (an undoable action)."""


Event = Union[Walked, Pushed, Fell, Rolled, Slid, Burnt, Melted, Smothered, Sank, Vanished, NemesisDefeated,
              GemCollected, GoalCompleted, LevelComplete, Reset]
