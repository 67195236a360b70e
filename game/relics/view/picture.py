"""``BoardPicture``: a plain snapshot of what is on the board, the only thing the renderer reads.

Made from a core ``State`` (``from_state``); the renderer never touches the State itself, so the
view cannot change the game behind the core's back. No pygame here.
"""
from __future__ import annotations

from dataclasses import dataclass, field

Cell = tuple[int, int]


@dataclass
class BoardPicture:
    width: int
    height: int
    #: cell -> blocks bottom to top as (block id, kind name); pools are not in here
    stacks: dict[Cell, tuple[tuple[int, str], ...]] = field(default_factory=dict)
    #: cell -> pool id for the water pools still in the floor
    pools: dict[Cell, int] = field(default_factory=dict)
    adventurer: Cell | None = None
    nemesis: Cell | None = None
    #: gem index -> cell for the Gems still on the board
    gems: dict[int, Cell] = field(default_factory=dict)

    @classmethod
    def from_state(cls, state) -> "BoardPicture":
        lv = state.level
        stacks: dict[Cell, tuple[tuple[int, str], ...]] = {}
        pools: dict[Cell, int] = {}
        for y in range(lv.height):
            for x in range(lv.width):
                st = state.stack(x, y)
                if st:
                    stacks[(x, y)] = tuple((b.id, b.kind.value) for b in st)
                pool = state.pool(x, y)
                if pool is not None:
                    pools[(x, y)] = pool.id
        gems = {i: c for i, c in enumerate(state.gem_cells()) if c is not None}
        return cls(lv.width, lv.height, stacks, pools, state.adventurer, state.nemesis, gems)

    def height_at(self, cell: Cell) -> int:
        return len(self.stacks.get(cell, ()))

    def heights(self) -> dict[Cell, int]:
        return {c: len(s) for c, s in self.stacks.items()}

    def max_height(self) -> int:
        return max((len(s) for s in self.stacks.values()), default=0)

    def block_positions(self) -> dict[int, tuple[Cell, int, str]]:
        """block id -> (cell, z, kind) for every block in a stack."""
        out: dict[int, tuple[Cell, int, str]] = {}
        for cell, st in self.stacks.items():
            for z, (bid, kind) in enumerate(st):
                out[bid] = (cell, z, kind)
        return out

    def piece_positions(self) -> dict[str, tuple[Cell, int]]:
        """piece name ("adventurer", "nemesis", "gem-0"...) -> (cell, z it stands at)."""
        out: dict[str, tuple[Cell, int]] = {}
        if self.adventurer is not None:
            out["adventurer"] = (self.adventurer, self.height_at(self.adventurer))
        if self.nemesis is not None:
            out["nemesis"] = (self.nemesis, self.height_at(self.nemesis))
        for i, c in self.gems.items():
            out[f"gem-{i}"] = (c, self.height_at(c))
        return out
