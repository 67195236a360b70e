"""A plain, hashable description of a Relics board, independent of the .tmx format.

``Spec`` is what the generator mutates, what the writer turns into a map, and what the
duplicate test compares under the 8 symmetries of the square (rotations and mirrors).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Iterable

Cell = tuple[int, int]
KINDS = ("crate", "boulder", "ice", "fire", "water")
# The box: how many of each piece a level may use.
BOX = {"crate": 18, "boulder": 6, "ice": 6, "fire": 4, "water": 4}


@dataclass(frozen=True)
class Spec:
    width: int
    height: int
    stacks: tuple[tuple[Cell, tuple[str, ...]], ...]  # sorted, only non-empty stacks
    adventurer: Cell
    nemesis: Cell | None = None
    gems: tuple[Cell, ...] = ()
    goals: tuple[str, ...] = ("gem",)
    destroy_kind: str = ""
    destroy_count: int = 0
    # presentation-only metadata (not part of the board identity)
    floor: int = 0
    level: int = 0
    title: str = field(default="", compare=False)
    hint: str = field(default="", compare=False)
    par: int | None = field(default=None, compare=False)

    # ---- construction -------------------------------------------------------------
    @staticmethod
    def make(width: int, height: int, stacks: dict[Cell, Iterable[str]], adventurer: Cell, **kw) -> "Spec":
        st = tuple(sorted((c, tuple(s)) for c, s in stacks.items() if tuple(s)))
        return Spec(width, height, st, adventurer, **kw)

    @staticmethod
    def parse(rows: list[str], **kw) -> "Spec":
        """Build from a compact text picture, one string per row, cells separated by spaces.

        A cell is a string of block letters bottom->top (c crate, b boulder, i ice, f fire,
        w water, . or empty for ground) optionally followed by a piece marker:
        ``@`` adventurer, ``N`` nemesis, ``G`` gem.  E.g. ``cc G`` is a gem on two crates.
        """
        letters = {"c": "crate", "b": "boulder", "i": "ice", "f": "fire", "w": "water"}
        stacks: dict[Cell, tuple[str, ...]] = {}
        adv = None
        nem = None
        gems: list[Cell] = []
        grid = [r.split() for r in rows]
        h = len(grid)
        w = len(grid[0])
        for y, row in enumerate(grid):
            if len(row) != w:
                raise ValueError(f"row {y} has {len(row)} cells, expected {w}")
            for x, tok in enumerate(row):
                blocks = []
                for ch in tok:
                    if ch in letters:
                        blocks.append(letters[ch])
                    elif ch == "@":
                        adv = (x, y)
                    elif ch == "N":
                        nem = (x, y)
                    elif ch == "G":
                        gems.append((x, y))
                    elif ch == ".":
                        pass
                    else:
                        raise ValueError(f"unknown cell letter {ch!r} in {tok!r}")
                if blocks:
                    stacks[(x, y)] = tuple(blocks)
        if adv is None:
            raise ValueError("no adventurer '@'")
        return Spec.make(w, h, stacks, adv, nemesis=nem, gems=tuple(gems), **kw)

    # ---- views --------------------------------------------------------------------
    def stack_map(self) -> dict[Cell, tuple[str, ...]]:
        return dict(self.stacks)

    def counts(self) -> dict[str, int]:
        out = {k: 0 for k in KINDS}
        for _, s in self.stacks:
            for k in s:
                out[k] += 1
        return out

    def piece_count(self) -> int:
        return sum(self.counts().values()) + 1 + (self.nemesis is not None) + len(self.gems)

    def within_box(self) -> bool:
        c = self.counts()
        return all(c[k] <= BOX[k] for k in KINDS) and len(self.gems) <= 2

    def max_height(self) -> int:
        return max((len(s) for _, s in self.stacks), default=0)

    def picture(self) -> list[str]:
        inv = {"crate": "c", "boulder": "b", "ice": "i", "fire": "f", "water": "w"}
        sm = self.stack_map()
        rows = []
        for y in range(self.height):
            toks = []
            for x in range(self.width):
                t = "".join(inv[k] for k in sm.get((x, y), ()))
                if (x, y) == self.adventurer:
                    t += "@"
                if (x, y) == self.nemesis:
                    t += "N"
                if (x, y) in self.gems:
                    t += "G"
                toks.append(t or ".")
            rows.append(" ".join(f"{t:<4}" for t in toks).rstrip())
        return rows

    # ---- symmetry -----------------------------------------------------------------
    def transformed(self, t: int) -> "Spec":
        """One of the 8 symmetries of the rectangle/square: t in 0..7 (bit 2: transpose)."""
        w, h = self.width, self.height

        def f(c: Cell) -> Cell:
            x, y = c
            if t & 1:
                x = w - 1 - x
            if t & 2:
                y = h - 1 - y
            if t & 4:
                x, y = y, x
            return (x, y)

        nw, nh = (h, w) if t & 4 else (w, h)
        return Spec.make(
            nw, nh, {f(c): s for c, s in self.stacks}, f(self.adventurer),
            nemesis=f(self.nemesis) if self.nemesis else None,
            gems=tuple(sorted(f(g) for g in self.gems)),
            goals=tuple(sorted(self.goals)), destroy_kind=self.destroy_kind, destroy_count=self.destroy_count,
        )

    def canonical(self) -> tuple:
        """A key equal for two boards iff they are the same up to rotation / mirroring."""
        keys = []
        for t in range(8):
            s = self.transformed(t)
            keys.append((s.width, s.height, s.stacks, s.adventurer, s.nemesis or (-1, -1), s.gems,
                         s.goals, s.destroy_kind, s.destroy_count))
        return min(keys)

    def with_meta(self, **kw) -> "Spec":
        return replace(self, **kw)
