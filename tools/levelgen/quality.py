"""Level-quality figures from the full push-state graph of a level (issue 12).

A node is a board (stacks, pools, Nemesis, Gems still on the board, blocks destroyed) plus the
Adventurer's walking area (the cells he can reach without pushing or taking a Gem); its edges
are the macro moves a player chooses between: a push from some cell of the area (1 push), or
stepping onto a Gem next to the area (0 pushes: taking a Gem is a choice, since it blocks
pushes until it is taken). Complete positions are terminal.

Figures (see levels/README.md for what they mean to a designer):
  par, states (reachable nodes, capped), dead fraction (share of reachable nodes from which the
  level can no longer be won), first pushes (distinct push-optimal first pushes), solutions
  (push-optimal move sequences, capped at 1000), random (success of 1000 random playouts of
  2 x par pushes), greedy (success of a greedy player who always makes the move that most
  shortens a plain distance to the goals, random tie-breaks, 100 tries), and layout overlap.

The rules are ``game.relics.rules`` (the game's own code); nothing here re-implements a rule
except the walking area, which follows ``rules.step_reason``.
"""
from __future__ import annotations

import random
from collections import deque
from dataclasses import asdict, dataclass
from typing import Optional

from game.relics import rules as R
from game.relics.model import Goal, Kind, Level
from game.relics.state import State

CAP = 300_000
SOLUTIONS_CAP = 1000


def _board(level: Level) -> R.Board:
    src = State(level).board
    bd = src.copy()
    k = src.kind
    bd.kind = R.IDENTITY
    bd.stacks = [tuple(k[t] for t in st) for st in src.stacks]
    bd.pool_tok = {}
    return bd


def _area(bd: R.Board) -> list[int]:
    """Cells the Adventurer can walk to (never onto a Gem, the Nemesis, fire, boulder, water)."""
    stacks, nbr, pools, nem, gems, kind = bd.stacks, bd.nbr, bd.pools, bd.nem, bd.gems, bd.kind
    seen = {bd.adv}
    todo = [bd.adv]
    while todo:
        a = todo.pop()
        ha = len(stacks[a])
        for c in nbr[a]:
            if c < 0 or c in seen or pools >> c & 1 or c == nem or c in gems:
                continue
            sc = stacks[c]
            if abs(len(sc) - ha) > 1:
                continue
            if sc and kind[sc[-1]] in (R.FIRE, R.BOULDER):
                continue
            seen.add(c)
            todo.append(c)
    return sorted(seen)


def _key(bd: R.Board, rep: int):
    return (tuple(bd.stacks), bd.pools, bd.nem, tuple(bd.gems), tuple(bd.destroyed), rep)


@dataclass
class Graph:
    nodes: list          # per node: the board (adv at the area's representative cell)
    areas: list          # per node: list of area cells
    edges: list          # per node: list of (label, target, cost); target -1 = won
    capped: bool


def explore(level: Level, cap: int = CAP) -> Graph:
    bd0 = _board(level)
    area0 = _area(bd0)
    bd0.adv = area0[0]
    index = {_key(bd0, area0[0]): 0}
    nodes, areas, edges = [bd0], [area0], []
    capped = False
    i = 0
    while i < len(nodes):
        bd, area = nodes[i], areas[i]
        out = []
        if len(nodes) >= cap:
            capped = True
            edges.append(None)  # unexpanded
            i += 1
            continue
        aset = set(area)
        for a in area:
            ha = len(bd.stacks[a])
            for d in range(4):
                c = bd.nbr[a][d]
                if c < 0:
                    continue
                # take a Gem next to the area
                if c in bd.gems and c not in aset:
                    sc = bd.stacks[c]
                    if abs(len(sc) - ha) <= 1 and not (sc and bd.kind[sc[-1]] in (R.FIRE, R.BOULDER)) \
                            and c != bd.nem:
                        nb = bd.copy()
                        nb.adv = a
                        R.do_step(nb, d, None)
                        out.append((("g", c), _add(nb, index, nodes, areas), 0))
                # a push
                if len(bd.stacks[c]) > ha:
                    bd.adv = a
                    reason, plan = R.plan_push(bd, d)
                    if reason is None:
                        nb = bd.copy()
                        R.do_push(nb, d, plan, None)
                        out.append(((c, ha, d), _add(nb, index, nodes, areas), 1))
        bd.adv = area[0]
        edges.append(out)
        i += 1
    return Graph(nodes, areas, edges, capped)


def _add(nb: R.Board, index: dict, nodes: list, areas: list) -> int:
    if nb.complete():
        return -1
    area = _area(nb)
    nb.adv = area[0]
    k = _key(nb, area[0])
    j = index.get(k)
    if j is None:
        j = len(nodes)
        index[k] = j
        nodes.append(nb)
        areas.append(area)
    return j


INF = 10 ** 9


def _dist_to_win(g: Graph) -> list[int]:
    n = len(g.nodes)
    rev = [[] for _ in range(n)]
    dg = [INF] * n
    dq = deque()
    for u, out in enumerate(g.edges):
        if out is None:
            continue
        for _lab, v, c in out:
            if v < 0:
                if c < dg[u]:
                    dg[u] = c
                    (dq.appendleft if c == 0 else dq.append)(u)
            else:
                rev[v].append((u, c))
    # 0-1 BFS backwards
    while dq:
        v = dq.popleft()
        for u, c in rev[v]:
            nd = dg[v] + c
            if nd < dg[u]:
                dg[u] = nd
                (dq.appendleft if c == 0 else dq.append)(u)
    return dg


def _count_solutions(g: Graph, dg: list[int], cap: int = SOLUTIONS_CAP) -> int:
    memo: dict[int, int] = {}

    def count(u: int) -> int:
        if u < 0:
            return 1
        if u in memo:
            return memo[u]
        memo[u] = 0
        total = 0
        for _lab, v, c in g.edges[u] or ():
            dv = 0 if v < 0 else dg[v]
            if dv + c == dg[u]:
                total += count(v)
                if total >= cap:
                    break
        memo[u] = min(total, cap)
        return memo[u]

    import sys
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 10000))
    try:
        return count(0) if dg[0] < INF else 0
    finally:
        sys.setrecursionlimit(old)


def _first_pushes(g: Graph, dg: list[int]) -> int:
    if dg[0] >= INF:
        return 0
    labels = set()
    todo = [0]
    seen = {0}
    while todo:
        u = todo.pop()
        for lab, v, c in g.edges[u] or ():
            dv = 0 if v < 0 else dg[v]
            if dv + c != dg[u]:
                continue
            if c == 0:
                if v >= 0 and v not in seen:
                    seen.add(v)
                    todo.append(v)
            else:
                labels.add(lab)
    return len(labels)


def _random_playouts(g: Graph, par: int, n: int = 1000, seed: int = 1) -> float:
    rng = random.Random(seed)
    limit = 2 * par
    wins = 0
    for _ in range(n):
        u, pushes, moves = 0, 0, 0
        while moves < 4 * limit + 8:
            out = g.edges[u]
            if not out:
                break
            lab, v, c = out[rng.randrange(len(out))]
            pushes += c
            moves += 1
            if pushes > limit:
                break
            if v < 0:
                wins += 1
                break
            u = v
    return wins / n


def _heights(bd: R.Board) -> list[int]:
    return [len(s) for s in bd.stacks]


def _h(bd: R.Board, area: list[int]) -> float:
    """A plain distance to the goals (what a naive player looks at)."""
    w = bd.w
    hs = _heights(bd)
    total = 0.0
    if Goal.GEM in bd.goals:
        for gcell in bd.gems:
            if gcell < 0:
                continue
            gx, gy, gz = gcell % w, gcell // w, hs[gcell]
            total += min(abs(a % w - gx) + abs(a // w - gy) + abs(hs[a] - gz) for a in area)
    if Goal.NEMESIS in bd.goals and not bd.nem_defeated and bd.nem >= 0:
        nx, ny, nz = bd.nem % w, bd.nem // w, hs[bd.nem]
        best = 99
        for c, st in enumerate(bd.stacks):
            for z, k in enumerate(st):
                if k in (R.CRATE, R.BOULDER, R.ICE) and c != bd.nem:
                    best = min(best, abs(c % w - nx) + abs(c // w - ny) + max(0, nz - z))
        total += best
    if Goal.DESTROY in bd.goals and bd.destroy_kind >= 0:
        need = bd.destroy_count - bd.destroyed[bd.destroy_kind]
        if need > 0:
            dk = bd.destroy_kind
            if dk in (R.FIRE, R.WATER):
                sinks = [c for c in range(len(hs)) if (bd.pools >> c & 1 if dk == R.WATER else
                                                       (bd.stacks[c] and bd.stacks[c][-1] == R.FIRE))]
                movers = [c for c, st in enumerate(bd.stacks) if any(k != R.FIRE for k in st)]
            else:
                movers = [c for c, st in enumerate(bd.stacks) if dk in st]
                sinks = [c for c in range(len(hs)) if bd.pools >> c & 1 or (bd.stacks[c] and bd.stacks[c][-1] == R.FIRE)]
            ds = sorted(min((abs(a % w - s % w) + abs(a // w - s // w) for s in sinks), default=20)
                        for a in movers if a not in sinks) or [20]
            total += sum(ds[:need]) + need
    return total


def _greedy(g: Graph, par: int, tries: int = 100, seed: int = 1) -> float:
    rng = random.Random(seed)
    hcache: dict[int, float] = {}

    def h(v: int) -> float:
        if v < 0:
            return -1.0
        if v not in hcache:
            hcache[v] = _h(g.nodes[v], g.areas[v])
        return hcache[v]

    wins = 0
    for _ in range(tries):
        u, pushes, seen = 0, 0, {0}
        while pushes <= 2 * par + 4:
            out = [e for e in (g.edges[u] or ()) if e[1] < 0 or e[1] not in seen]
            if not out:
                break
            best = min(h(v) for _l, v, _c in out)
            choices = [e for e in out if h(e[1]) == best]
            _lab, v, c = choices[rng.randrange(len(choices))]
            pushes += c
            if v < 0:
                wins += 1
                break
            seen.add(v)
            u = v
    return wins / tries


@dataclass
class Figures:
    par: Optional[int]
    states: int
    capped: bool
    dead: float
    first_pushes: int
    solutions: int
    random: float
    greedy: float

    def as_dict(self) -> dict:
        return asdict(self)


def figures(level: Level, cap: int = CAP, playouts: int = 1000) -> Figures:
    g = explore(level, cap)
    dg = _dist_to_win(g)
    n = len(g.nodes)
    dead = sum(1 for d in dg if d >= INF) / n
    par = dg[0] if dg[0] < INF else None
    if par is None:
        return Figures(None, n, g.capped, dead, 0, 0, 0.0, 0.0)
    return Figures(par, n, g.capped, round(dead, 3), _first_pushes(g, dg), _count_solutions(g, dg),
                   _random_playouts(g, par, playouts), _greedy(g, par))


# --- layout overlap ----------------------------------------------------------------------------

def block_cells(level: Level) -> frozenset:
    return frozenset((x, y) for y in range(level.height) for x in range(level.width) if level.stack(x, y))


def _sym(cells, w: int, h: int, t: int):
    out = set()
    for x, y in cells:
        if t & 1:
            x = w - 1 - x
        if t & 2:
            y = h - 1 - y
        if t & 4:
            x, y = y, x
        out.add((x, y))
    return frozenset(out)


def overlap(a: frozenset, b: frozenset, w: int = 6, h: int = 6) -> tuple[int, float]:
    """(shared cells, shared / the smaller layout) at the best of the 8 symmetries."""
    best = (0, 0.0)
    for t in range(8):
        s = len(a & _sym(b, w, h, t))
        frac = s / max(1, min(len(a), len(b)))
        if (s, frac) > best:
            best = (s, frac)
    return best


def near_copy(a: frozenset, b: frozenset) -> bool:
    s, frac = overlap(a, b)
    return s >= 5 and frac >= 0.6
