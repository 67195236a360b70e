"""The only bridge from the level tools to the rules core (``game.relics``).

Converts a ``Spec`` to the core's ``Level`` and asks the core's solver; nothing here knows a rule.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from game.relics.model import Goal, Kind, Level

from .spec import Spec


def to_level(spec: Spec, level_id: str = "gen") -> Level:
    sm = spec.stack_map()
    stacks = tuple(tuple(Kind(k) for k in sm.get((x, y), ())) for y in range(spec.height) for x in range(spec.width))
    return Level(
        id=level_id, width=spec.width, height=spec.height, stacks=stacks, adventurer=spec.adventurer,
        nemesis=spec.nemesis, gems=tuple(spec.gems), goals=tuple(Goal(g) for g in spec.goals),
        destroy_kind=Kind(spec.destroy_kind) if spec.destroy_kind else None, destroy_count=spec.destroy_count,
        title=spec.title, hint=spec.hint, par=spec.par, floor=spec.floor, level=spec.level,
    )


def from_level(level: Level) -> Spec:
    stacks = {}
    for y in range(level.height):
        for x in range(level.width):
            st = level.stack(x, y)
            if st:
                stacks[(x, y)] = tuple(k.value for k in st)
    return Spec.make(
        level.width, level.height, stacks, tuple(level.adventurer),
        nemesis=tuple(level.nemesis) if level.nemesis else None, gems=tuple(tuple(g) for g in level.gems),
        goals=tuple(str(g) for g in level.goals), destroy_kind=level.destroy_kind.value if level.destroy_kind else "",
        destroy_count=level.destroy_count, floor=level.floor, level=level.level, title=level.title,
        hint=level.hint, par=level.par,
    )


@dataclass
class Result:
    status: str  # solved | unsolvable | limit
    pushes: Optional[int]
    steps: Optional[int]
    states: int
    seconds: float
    lurd: str


def solve_spec(spec: Spec, max_states: int = 200_000) -> Result:
    from game.relics.moves import to_lurd
    from game.relics.solver import solve

    r = solve(to_level(spec), max_states=max_states)
    lurd = to_lurd(r.moves) if r.moves else ""
    return Result(r.status, r.pushes, r.steps, r.states_explored, r.seconds, lurd)


def solve_without(spec: Spec, kind: str, max_states: int = 200_000) -> Result:
    """Solve the board with ``kind``'s own behaviour left out (no block sinks, no fire burns or goes
    out, no boulder rolls, no ice slides: the core's 'needs the new block' test)."""
    from game.relics.solver import solve

    r = solve(to_level(spec), max_states=max_states, without=Kind(kind).code)
    return Result(r.status, r.pushes, r.steps, r.states_explored, r.seconds, "")
