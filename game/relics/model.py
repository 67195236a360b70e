"""The static description of a Relics level: block kinds, directions, cells and the ``Level`` record.

Pure data, no rules and no pygame. A ``Level`` is what the loader reads from a Tiled map and what
``State.from_level`` starts from. Cells are ``(x, y)`` with y = 0 the top row of the Tiled map (north).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Iterator, Optional

Cell = tuple[int, int]

from game.relics import kinds as _kinds

BOX_LIMITS: dict[str, int] = {**{r.id: r.box for r in _kinds.RECORDS}, "adventurer": 1, "nemesis": 1, "gem": 2}
"""What the physical box holds (RELICS-RULES.md): a level never uses more."""

MIN_SIDE, MAX_SIDE = 3, 12


class _KindBase(str, Enum):
    """A block type. The value is the Tiled ``kind`` property; every fact about it is its record
    in ``assets/relics/blocks.json`` (``game.relics.kinds``)."""

    @property
    def record(self) -> "_kinds.KindRecord":
        return _kinds.BY_ID[self.value]

    @property
    def code(self) -> int:
        """Small integer used by the fast rules engine (index in ``KINDS``)."""
        return _kinds.BY_ID[self.value].code

    @property
    def pushable(self) -> bool:
        return _kinds.BY_ID[self.value].pushable

    @property
    def standable(self) -> bool:
        """Can the Adventurer stand on top of this block?"""
        return _kinds.BY_ID[self.value].standable

    @property
    def floor(self) -> int:
        """The campaign floor that introduces this block type."""
        return _kinds.BY_ID[self.value].floor

    @property
    def letter(self) -> str:
        """The text-map letter (``game.relics.textmap``)."""
        return _kinds.BY_ID[self.value].letter

    def __str__(self) -> str:  # "crate", not "Kind.CRATE"
        return self.value


# Kind.CRATE, Kind.BOULDER ...: one member per record, in the records' order
Kind = _KindBase("Kind", [(r.id.upper(), r.id) for r in _kinds.RECORDS],  # type: ignore[misc]
                 module=__name__, qualname="Kind")
KINDS: tuple[Kind, ...] = tuple(Kind)
NEW_KIND_OF_FLOOR: dict[int, Kind] = {r.floor: Kind(r.id) for r in _kinds.RECORDS}
POOL_KIND: Kind = KINDS[_kinds.POOL]
"""The kind that is a pool sunk into the floor (water): a Level stack of its own, a mask in play."""


class Dir(Enum):
    """A direction on the board. N is toward row 0 (the top of the Tiled map)."""

    N = (0, -1, "u")
    E = (1, 0, "r")
    S = (0, 1, "d")
    W = (-1, 0, "l")

    @property
    def dx(self) -> int:
        return self.value[0]

    @property
    def dy(self) -> int:
        return self.value[1]

    @property
    def letter(self) -> str:
        """LURD letter of a step in this direction (lower case); a push is the upper case."""
        return self.value[2]

    @property
    def index(self) -> int:
        return _DIR_INDEX[self]

    @property
    def opposite(self) -> "Dir":
        return DIRS[(_DIR_INDEX[self] + 2) % 4]

    @staticmethod
    def from_letter(letter: str) -> "Dir":
        try:
            return _DIR_OF_LETTER[letter.lower()]
        except KeyError:
            raise ValueError(f"not a direction letter: {letter!r}") from None


DIRS: tuple[Dir, ...] = (Dir.N, Dir.E, Dir.S, Dir.W)
_DIR_INDEX = {d: i for i, d in enumerate(DIRS)}
_DIR_OF_LETTER = {d.letter: d for d in DIRS}


def symmetric_cell(cell: Cell, w: int, h: int, t: int) -> Cell:
    """Cell ``(x, y)`` of a w x h board under symmetry ``t`` in 0..7 of the 8 of the rectangle:
    bit 0 mirrors x, bit 1 mirrors y, bit 2 then transposes (the board becomes h x w)."""
    x, y = cell
    if t & 1:
        x = w - 1 - x
    if t & 2:
        y = h - 1 - y
    return (y, x) if t & 4 else (x, y)


class Goal(str, Enum):
    GEM = "gem"
    NEMESIS = "nemesis"
    DESTROY = "destroy"

    def __str__(self) -> str:
        return self.value


GOALS = (Goal.GEM, Goal.NEMESIS, Goal.DESTROY)


@dataclass(frozen=True)
class Level:
    """One puzzle as designed: the board at its start and what must be done.

    ``stacks`` is indexed by cell number ``y * width + x``; each entry lists the blocks bottom to
    top. A water pool is the single entry ``(POOL_KIND,)`` of its cell (it has height 0 in play).
    """

    id: str
    width: int
    height: int
    stacks: tuple[tuple[Kind, ...], ...]
    adventurer: Cell
    nemesis: Optional[Cell] = None
    gems: tuple[Cell, ...] = ()
    goals: tuple[Goal, ...] = (Goal.GEM,)
    destroy_kind: Optional[Kind] = None
    destroy_count: int = 0
    title: str = ""
    hint: str = ""
    par: Optional[int] = None
    floor: int = 0
    level: int = 0
    path: Optional[Path] = field(default=None, compare=False)
    view: Optional[int] = field(default=None, compare=False)  # opening view, quarter turns (0-3)

    def stack(self, x: int, y: int) -> tuple[Kind, ...]:
        return self.stacks[y * self.width + x]

    def cells(self) -> Iterator[Cell]:
        for y in range(self.height):
            for x in range(self.width):
                yield (x, y)

    def blocks(self) -> Iterator[tuple[int, Kind, Cell, int]]:
        """Every block (water pools included) as ``(id, kind, cell, z)``; ids are stable:
        row-major over cells, bottom to top, starting at 1. z is 0 for the lowest block."""
        bid = 0
        for i, st in enumerate(self.stacks):
            for z, kind in enumerate(st):
                bid += 1
                yield bid, kind, (i % self.width, i // self.width), z

    def count(self, kind: Kind) -> int:
        return sum(st.count(kind) for st in self.stacks)

    def piece_counts(self) -> dict[str, int]:
        """How many of each box component the level uses (blocks by kind, pieces)."""
        counts = {k.value: self.count(k) for k in KINDS}
        counts["adventurer"] = 1
        counts["nemesis"] = 1 if self.nemesis is not None else 0
        counts["gem"] = len(self.gems)
        return counts

    @property
    def new_kind(self) -> Optional[Kind]:
        """The block type this level's floor introduces (None on floor 1: crates are the basics)."""
        k = NEW_KIND_OF_FLOOR.get(self.floor)
        return None if k in (None, Kind.CRATE) else k
