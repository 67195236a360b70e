"""Push-optimal solver for Relics levels (breadth-first by pushes, as good Sokoban solvers do).

A search node is a board with the Adventurer's reachable area normalised to its smallest cell, so
all positions that differ only by walking are one node. Its edges are *macro moves*: walk to a
space next to a block and push it (costs one push), or walk onto a Gem and collect it (costs no
push: collecting is a choice, since a Gem blocks pushes until it is taken). Walking never enters a
Gem's space (that would collect it), so the reachable area is computed without Gem spaces.

Layers are expanded in order of pushes, so the first completed position found in the smallest
layer is push-optimal. Among the nodes of a layer, one reached with fewer steps replaces another
until the layer is expanded: a cheap preference for fewer steps (not a step-optimality proof).

Pruned, only when provably dead: a "destroy" goal that can no longer be met because too few
blocks of that kind, or too few fires/pools to destroy them, are left.

The rules are ``game.relics.rules``, the same code the game plays with; the solver's boards use
the kind codes as tokens so that identical blocks are interchangeable in the state key.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Optional, Union

from game.relics import rules as R
from game.relics.model import DIRS, Goal, Level
from game.relics.moves import Move, PUSH, STEP
from game.relics.state import State

DEFAULT_MAX_STATES = 2_000_000


@dataclass
class SolveResult:
    status: str  # "solved" | "unsolvable" | "limit"
    moves: Optional[list[Move]] = None
    pushes: int = 0
    steps: int = 0
    states_explored: int = 0
    seconds: float = 0.0
    max_states: int = DEFAULT_MAX_STATES
    notes: list[str] = field(default_factory=list)

    @property
    def solved(self) -> bool:
        return self.status == "solved"

    @property
    def lurd(self) -> str:
        return "".join(m.letter for m in self.moves or [])

    @property
    def states_per_second(self) -> float:
        return self.states_explored / self.seconds if self.seconds > 0 else 0.0

    def describe(self) -> str:
        if self.status == "solved":
            return f"solved: {self.pushes}/{self.steps} (pushes/steps), {self.states_explored} states"
        if self.status == "unsolvable":
            return f"unsolvable: no solution exists ({self.states_explored} states explored)"
        return f"gave up: no solution within {self.max_states} states"


def _solver_board(state: State) -> R.Board:
    """The state's board with kind codes as tokens (identical blocks become interchangeable)."""
    src = state.board
    bd = src.copy()
    k = src.kind
    bd.kind = R.IDENTITY
    bd.stacks = [tuple(k[t] for t in st) for st in src.stacks]
    bd.pool_tok = {}
    return bd


def _reach(bd: R.Board):
    """Cells the Adventurer can walk to without collecting a Gem, in BFS order, with distances and
    the Gem cells he can step onto next (cell, steps)."""
    stacks, nbr, gems = bd.stacks, bd.nbr, bd.gems
    blocked = bd.pools
    if bd.nem >= 0:
        blocked |= 1 << bd.nem
    gem_bits = 0
    for g in gems:
        if g >= 0:
            gem_bits |= 1 << g
    blocked |= gem_bits
    start = bd.adv
    dist = {start: 0}
    order = [start]
    gem_moves: dict[int, int] = {}
    for c in order:
        hc = len(stacks[c])
        dc = dist[c] + 1
        for n in nbr[c]:
            if n < 0 or n in dist:
                continue
            sn = stacks[n]
            hn = len(sn)
            if hn > hc + 1 or hn < hc - 1:
                continue
            # kind codes: crate 0, boulder 1, ice 2, fire 3 - the odd ones cannot be stood on
            if hn and sn[-1] & 1:
                continue
            if blocked >> n & 1:
                if gem_bits >> n & 1 and n not in gem_moves:
                    gem_moves[n] = dc
                continue
            dist[n] = dc
            order.append(n)
    return order, dist, gem_moves


def _destroy_possible(bd: R.Board) -> bool:
    """Can the destroy goal still be met? (An upper bound on future destruction; False = dead.)"""
    dk = bd.destroy_kind
    need = bd.destroy_count - bd.destroyed[dk]
    if need <= 0:
        return True
    n = [0, 0, 0, 0, 0]
    for st in bd.stacks:
        for t in st:
            n[t] += 1
    pools = bin(bd.pools).count("1")
    crate, boulder, ice, fire = n[0], n[1], n[2], n[3]
    if dk == R.CRATE:
        possible = crate if fire else min(crate, pools)
    elif dk == R.BOULDER:
        possible = min(boulder, pools)
    elif dk == R.ICE:
        possible = min(ice, fire + pools)
    elif dk == R.FIRE:
        possible = fire if boulder else min(fire, ice)
    else:
        possible = min(pools, crate + boulder + ice)
    return possible >= need


def _key(bd: R.Board, canon: int, with_destroy: bool):
    if with_destroy:
        dk = min(bd.destroyed[bd.destroy_kind], bd.destroy_count)
    else:
        dk = 0
    return (canon, tuple(bd.stacks), bd.pools, bd.nem, tuple(bd.gems), dk)


def solve(src: Union[Level, State], max_states: int = DEFAULT_MAX_STATES) -> SolveResult:
    """Find a push-optimal solution from a level's start or from any State (for hints)."""
    t0 = time.perf_counter()
    state = src if isinstance(src, State) else State(src)
    root = _solver_board(state)
    if root.done or root.complete():
        return SolveResult("solved", [], 0, 0, 1, time.perf_counter() - t0, max_states)
    with_destroy = Goal.DESTROY in root.goals and root.destroy_kind >= 0
    if with_destroy and not _destroy_possible(root):
        return SolveResult("unsolvable", None, 0, 0, 1, time.perf_counter() - t0, max_states,
                           ["the destroy goal can no longer be met"])
    order, dist, gem_moves = _reach(root)
    rkey = _key(root, min(order), with_destroy)
    parents: dict = {rkey: (None, None)}  # key -> (parent key, macro)
    # frontier node: [board, order, dist, gem_moves, steps]
    nodes: dict = {rkey: [root, order, dist, gem_moves, 0]}
    layer = [rkey]
    pushes = 0
    best = None  # (pushes, steps, parent key, macro)
    plan_push, do_push = R.plan_push, R.do_push
    next_nodes: dict = {}
    while layer:
        nxt: list = []
        i = 0
        while i < len(layer):
            key = layer[i]
            i += 1
            bd, order, dist, gem_moves, steps = nodes.pop(key)
            stacks, nbr = bd.stacks, bd.nbr
            # collect a Gem: same layer (no push)
            for g, dg in gem_moves.items():
                nb = bd.copy()
                nb.adv = g
                nb.gems[nb.gems.index(g)] = -1
                nsteps = steps + dg
                if nb.complete():
                    if best is None or (pushes, nsteps) < best[:2]:
                        best = (pushes, nsteps, key, (g, -1))
                    continue
                o2, d2, g2 = _reach(nb)
                k2 = _key(nb, min(o2), with_destroy)
                if k2 not in parents:
                    parents[k2] = (key, (g, -1))
                    nodes[k2] = [nb, o2, d2, g2, nsteps]
                    layer.append(k2)
            # pushes: next layer
            for c in order:
                hc = len(stacks[c])
                for d in (0, 1, 2, 3):
                    b = nbr[c][d]
                    if b < 0:
                        continue
                    sb = stacks[b]
                    if len(sb) <= hc or sb[hc] == 3 or nbr[b][d] < 0:
                        continue
                    bd.adv = c
                    reason, plan = plan_push(bd, d)
                    if reason is not None:
                        continue
                    nb = bd.copy()
                    do_push(nb, d, plan, None)
                    nsteps = steps + dist[c]
                    if nb.complete():
                        if best is None or (pushes + 1, nsteps) < best[:2]:
                            best = (pushes + 1, nsteps, key, (c, d))
                        continue
                    if with_destroy and nb.destroyed != bd.destroyed and not _destroy_possible(nb):
                        continue
                    o2, d2, g2 = _reach(nb)
                    k2 = _key(nb, min(o2), with_destroy)
                    old = parents.get(k2)
                    if old is None:
                        parents[k2] = (key, (c, d))
                        next_nodes[k2] = [nb, o2, d2, g2, nsteps]
                        nxt.append(k2)
                    else:
                        entry = next_nodes.get(k2)
                        if entry is not None and nsteps < entry[4]:
                            parents[k2] = (key, (c, d))
                            next_nodes[k2] = [nb, o2, d2, g2, nsteps]
            bd.adv = order[0]
            if len(parents) > max_states:
                return SolveResult("limit", None, 0, 0, len(parents), time.perf_counter() - t0, max_states)
        if best is not None:
            moves = _reconstruct(state, parents, best)
            p = sum(1 for m in moves if m.kind == PUSH)
            return SolveResult("solved", moves, p, len(moves) - p, len(parents),
                               time.perf_counter() - t0, max_states)
        layer = nxt
        nodes = next_nodes
        next_nodes = {}
        pushes += 1
    return SolveResult("unsolvable", None, 0, 0, len(parents), time.perf_counter() - t0, max_states)


def _walk(bd: R.Board, target: int) -> list[int]:
    """Directions of a shortest walk (no Gem entered) from the Adventurer to ``target``."""
    if bd.adv == target:
        return []
    stacks, nbr = bd.stacks, bd.nbr
    blocked = bd.pools | ((1 << bd.nem) if bd.nem >= 0 else 0)
    for g in bd.gems:
        if g >= 0:
            blocked |= 1 << g
    prev = {bd.adv: (-1, -1)}
    queue = [bd.adv]
    for c in queue:
        hc = len(stacks[c])
        for d, n in enumerate(nbr[c]):
            if n < 0 or n in prev or blocked >> n & 1:
                continue
            sn = stacks[n]
            hn = len(sn)
            if hn > hc + 1 or hn < hc - 1 or (hn and sn[-1] & 1):
                continue
            prev[n] = (c, d)
            if n == target:
                path = []
                while n != bd.adv:
                    n, d2 = prev[n]
                    path.append(d2)
                return path[::-1]
            queue.append(n)
    raise RuntimeError("solver: walk target unreachable (internal error)")


def _reconstruct(state: State, parents: dict, best) -> list[Move]:
    macros = [best[3]]
    key = best[2]
    while True:
        pk, macro = parents[key]
        if pk is None:
            break
        macros.append(macro)
        key = pk
    macros.reverse()
    bd = _solver_board(state)
    moves: list[Move] = []
    for cell, d in macros:
        if d < 0:  # collect the Gem at ``cell``: walk next to it, then step on
            # walk to a neighbour from which the Gem can be entered, then the final step
            order, dist, gem_moves = _reach(bd)
            best_from = None
            for c in order:
                for dd, n in enumerate(bd.nbr[c]):
                    if n == cell and R.step_reason(_at(bd, c), dd) is None:
                        if best_from is None or dist[c] < dist[best_from[0]]:
                            best_from = (c, dd)
            assert best_from is not None
            for wd in _walk(bd, best_from[0]):
                R.do_step(bd, wd, None)
                moves.append(Move(STEP, DIRS[wd]))
            R.do_step(bd, best_from[1], None)
            moves.append(Move(STEP, DIRS[best_from[1]]))
        else:
            for wd in _walk(bd, cell):
                R.do_step(bd, wd, None)
                moves.append(Move(STEP, DIRS[wd]))
            reason, plan = R.plan_push(bd, d)
            assert reason is None, reason
            R.do_push(bd, d, plan, None)
            moves.append(Move(PUSH, DIRS[d]))
    return moves


def _at(bd: R.Board, c: int) -> R.Board:
    b = bd.copy()
    b.adv = c
    return b


def hint(state: State, max_states: int = 200_000) -> SolveResult:
    """An optimal continuation from the current position (its first push is the hint)."""
    return solve(state, max_states=max_states)
