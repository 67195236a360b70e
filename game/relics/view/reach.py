"""What the mouse can ask for: the shortest walk to a space, and where a pushed block ends up.

Pure helpers over the core's ``State`` (they try moves on copies and read the events; the real
State is never touched). No pygame.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Optional

from game.i18n import N_
from game.relics import events as E
from game.relics.model import DIRS, Dir
from game.relics.moves import Move

Cell = tuple[int, int]


def walk_path(state, target: Cell, max_nodes: int = 400) -> Optional[list[Move]]:
    """The fewest steps from the Adventurer to ``target`` (moves, climbs and drops as the rules
    allow), or None. Gems are only walked onto when they are the target (collecting one on the
    way could change the puzzle), so a path never picks one up by surprise."""
    start = state.adventurer
    if start == target:
        return []
    gems = set(state.gems)
    prev: dict[Cell, tuple[Cell, Move]] = {}
    seen = {start}
    queue: deque[tuple[Cell, object]] = deque([(start, state)])
    while queue and len(seen) < max_nodes:
        cell, st = queue.popleft()
        for d in DIRS:
            mv = Move.step(d)
            nxt = (cell[0] + d.dx, cell[1] + d.dy)
            if nxt in seen or (nxt in gems and nxt != target):
                continue
            if st.why_illegal(mv) is not None:
                continue
            seen.add(nxt)
            prev[nxt] = (cell, mv)
            if nxt == target:
                path: list[Move] = []
                c = nxt
                while c != start:
                    c, m = prev[c][0], prev[c][1]
                    path.append(m)
                return path[::-1]
            child = st.copy()
            child.push(mv)
            queue.append((nxt, child))
    return None


@dataclass(frozen=True)
class PushPreview:
    move: Move
    block_id: int
    kind: str
    start: tuple[Cell, int]
    end: Optional[tuple[Cell, int]]   # None when the block is destroyed (burnt, melted, sunk)
    fate: str                         # "" | "burns" | "melts" | "sinks" | "defeats the Nemesis" | ...


def push_direction(state, cell: Cell) -> Optional[Dir]:
    """The direction of a push from the Adventurer into ``cell`` (an adjacent space), or None."""
    ax, ay = state.adventurer
    for d in DIRS:
        if (ax + d.dx, ay + d.dy) == cell:
            return d
    return None


def preview_push(state, cell: Cell) -> tuple[Optional[PushPreview], Optional[str]]:
    """Where the block at the Adventurer's height in ``cell`` would end up if pushed now.

    Returns (preview, None) for a legal push, (None, reason) for an illegal one next to the
    Adventurer, (None, None) when ``cell`` is not next to him or holds nothing at his height."""
    d = push_direction(state, cell)
    lv = state.level
    if d is None or not (0 <= cell[0] < lv.width and 0 <= cell[1] < lv.height):
        return None, None
    ax, ay = state.adventurer
    z = state.height(ax, ay)
    stack = state.stack(*cell)
    if len(stack) <= z:
        return None, None
    mv = Move.push(d)
    reason = state.why_illegal(mv)
    if reason is not None:
        return None, reason
    block = stack[z]
    trial = state.copy()
    events = trial.push(mv)
    end: Optional[tuple[Cell, int]] = (cell, z)
    fate = ""
    for ev in events:
        if isinstance(ev, E.Pushed) and ev.block_id == block.id:
            end = (ev.to, ev.z)
        elif isinstance(ev, E.Fell) and ev.what == block.id:
            end = (ev.cell, ev.to_z)
        elif isinstance(ev, (E.Rolled, E.Slid)) and ev.block_id == block.id and ev.path:
            end = ev.path[-1]
        elif isinstance(ev, E.Burnt) and ev.block_id == block.id:
            fate = N_("burns")
        elif isinstance(ev, E.Melted) and ev.ice_id == block.id:
            fate = N_("melts the fire")
        elif isinstance(ev, E.Smothered) and ev.boulder_id == block.id:
            fate = N_("puts the fire out")
        elif isinstance(ev, E.Vanished) and ev.block_id == block.id:
            fate = ev.how  # a message id from the rules
        elif isinstance(ev, E.Sank) and ev.block_id == block.id:
            fate = N_("fills the pool")
        elif isinstance(ev, E.NemesisDefeated) and ev.by_block_id == block.id:
            fate = N_("crushes the Nemesis!")
    return PushPreview(mv, block.id, block.kind.value, (cell, z), end, fate), None
