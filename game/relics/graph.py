"""The whole push-state graph of a level: every reachable position, and the pushes to a win from each.

A *node* is a board plus the Adventurer's walking area (positions that differ only by walking are
one node, as in the solver), packed into one integer: each cell's stack as a small interned id,
the pools, the Nemesis, the Gems, the destroy count and the area's lowest cell. Its *edges* are
the macro moves of the solver: walk and push one block (cost 1 push), or walk onto a Gem and take
it (cost 0). Node ``WIN`` stands for every completed position.

``PushGraph(level).build()`` enumerates the nodes breadth-first from the start (up to
``max_nodes``: ``capped`` says when it stopped early), then gives every node its distance to a
win in pushes (``dist``, -1 when the level can no longer be won from it) by a 0-1 breadth-first
search backwards from ``WIN``. ``node_of(state)`` finds the node of any game ``State``;
``moves_of(board)`` lists the macro moves of a board (for hints and naive players).

Memory: edges are flat ``array`` columns (successor, cost) with per-node offsets; a 6x6 level of
a few hundred thousand nodes takes a few tens of MB. Pure: no pygame; deterministic.
"""
from __future__ import annotations

from array import array
from collections import deque
from time import sleep
from typing import Callable, Iterator, NamedTuple, Optional, Union

from game.relics import areas as A
from game.relics import rules as R
from game.relics.kinds import COUNT, STANDABLE
from game.relics.model import Goal, Level
from game.relics.state import State

WIN = 0
DEFAULT_MAX_NODES = 100_000
_STACK_BITS = 10  # up to 1024 distinct stacks per level (a 6x6 level has a few dozen)


class Macro(NamedTuple):
    """One macro move from a node: push from ``cell`` in direction ``d`` (0 N, 1 E, 2 S, 3 W), or
    take the Gem at ``cell`` (``d == -1``); ``board`` is the position after it (Adventurer at the
    pusher cell, or on the Gem's cell)."""

    cell: int
    d: int
    board: R.Board
    changed: tuple[int, ...]  # cells whose stacks changed (for the masks)

    @property
    def is_push(self) -> bool:
        return self.d >= 0


class GraphTooBig(Exception):
    """More distinct stacks than a key can hold."""


class Space:
    """A level's positions: packing boards into integer keys and back, walking areas, macro moves."""

    def __init__(self, root: R.Board) -> None:
        self.root = root
        self.geo = A.Geometry(root.w, root.h)
        self.n = root.w * root.h
        self.cb = max(8, (self.n + 1).bit_length())
        self.cmask = (1 << self.cb) - 1
        self.ngems = len(root.gems)
        self.stack_ids: dict[tuple[int, ...], int] = {(): 0}
        self.stack_of: list[tuple[int, ...]] = [()]
        self.with_destroy = Goal.DESTROY in root.goals and root.destroy_kind >= 0
        self.dk, self.dcount = root.destroy_kind, root.destroy_count
        self.has_nem = root.nem >= 0 or root.nem_defeated
        self.complete = A.completion_test(root)
        g = self.geo
        w, full, not_col0, not_last = root.w, g.full, g.not_col0, g.not_last
        self._ahead: tuple[Callable[[int], int], ...] = (
            lambda m: m >> w, lambda m: (m << 1) & not_col0, lambda m: (m << w) & full, lambda m: (m >> 1) & not_last)
        a = self._ahead
        self._behind = (a[2], a[3], a[0], a[1])
        self._layout()

    # --- board codes -----------------------------------------------------------------------
    # A board (without the Adventurer) packs into one integer, low bits first: the destroy count
    # (6 bits, when the level has a destroy goal), each Gem's cell + 1 (0 once taken), the
    # Nemesis's cell + 1, the pools mask, then each cell's interned stack id.
    def _layout(self) -> None:
        cb = self.cb
        off = 6 if self.with_destroy else 0
        self.gem_off = [off + i * cb for i in range(self.ngems)]
        off += self.ngems * cb
        self.nem_off = off
        off += cb
        self.pool_off = off
        off += self.n
        self.stack_off = off

    def _intern(self, st: tuple[int, ...]) -> int:
        i = len(self.stack_of)
        if i >= 1 << _STACK_BITS:
            raise GraphTooBig("too many distinct stacks")
        self.stack_ids[st] = i
        self.stack_of.append(st)
        return i

    def code(self, bd: R.Board) -> int:
        """The board's code (everything but the Adventurer)."""
        sid = self.stack_ids
        code = 0
        for st in reversed(bd.stacks):
            i = sid.get(st)
            if i is None:
                i = self._intern(st)
            code = (code << _STACK_BITS) | i
        cb = self.cb
        code = (code << self.n) | bd.pools
        code = (code << cb) | (bd.nem + 1)
        for gm in reversed(bd.gems):
            code = (code << cb) | (gm + 1)
        if self.with_destroy:
            code = (code << 6) | min(bd.destroyed[self.dk], self.dcount)
        return code

    def code_after(self, code: int, bd: R.Board, nb: R.Board, changed: tuple[int, ...]) -> int:
        """The code of ``nb``, a board one macro move after ``bd`` whose code is ``code``."""
        sid, smask = self.stack_ids, (1 << _STACK_BITS) - 1
        so = self.stack_off
        for c in changed:
            st = nb.stacks[c]
            i = sid.get(st)
            if i is None:
                i = self._intern(st)
            off = so + c * _STACK_BITS
            code = (code & ~(smask << off)) | (i << off)
        if nb.pools != bd.pools:
            off = self.pool_off
            code = (code & ~(((1 << self.n) - 1) << off)) | (nb.pools << off)
        cmask = self.cmask
        if nb.nem != bd.nem:
            off = self.nem_off
            code = (code & ~(cmask << off)) | ((nb.nem + 1) << off)
        if nb.gems != bd.gems:
            for i, off in enumerate(self.gem_off):
                code = (code & ~(cmask << off)) | ((nb.gems[i] + 1) << off)
        if self.with_destroy:
            code = (code & ~63) | min(nb.destroyed[self.dk], self.dcount)
        return code

    def code_cells(self, code: int, cells) -> int:
        """The code after the stacks of some cells changed: ``cells`` holds (cell, new stack)."""
        sid, smask, so = self.stack_ids, (1 << _STACK_BITS) - 1, self.stack_off
        for c, st in cells:
            i = sid.get(st)
            if i is None:
                i = self._intern(st)
            off = so + c * _STACK_BITS
            code = (code & ~(smask << off)) | (i << off)
        return code

    def board(self, code: int, adv: int) -> R.Board:
        """The board of a code, with the Adventurer at cell ``adv``."""
        cb, cmask = self.cb, self.cmask
        bd = self.root.copy()
        bd.destroyed = [0] * COUNT
        if self.with_destroy:
            bd.destroyed[self.dk] = code & 63
        bd.gems = [((code >> off) & cmask) - 1 for off in self.gem_off]
        bd.nem = ((code >> self.nem_off) & cmask) - 1
        bd.nem_defeated = self.has_nem and bd.nem < 0
        bd.pools = (code >> self.pool_off) & ((1 << self.n) - 1)
        code >>= self.stack_off
        smask, stack_of = (1 << _STACK_BITS) - 1, self.stack_of
        stacks: list[tuple[int, ...]] = [()] * self.n
        for c in range(self.n):
            stacks[c] = stack_of[code & smask]
            code >>= _STACK_BITS
        bd.stacks = stacks
        bd.adv = adv
        bd.done = False
        return bd

    # --- walking and moves -----------------------------------------------------------------
    def area(self, bd: R.Board, walk: list[int]) -> int:
        return A.flood(self.root.w, *A.edges(self.geo, walk, A.blocked(bd)), bd.adv)

    def moves_of(self, bd: R.Board, ms=None, area: Optional[int] = None) -> list[Macro]:
        """Every macro move of the board (Gems first, then pushes by level, direction and cell)."""
        if ms is None:
            ms = A.masks(bd)
        hm, occ, fire = ms
        if area is None:
            area = self.area(bd, hm)
        out: list[Macro] = []
        stacks, nbr_mask = bd.stacks, self.geo.nbr_mask
        for i, g in enumerate(bd.gems):
            if g < 0:
                continue
            sg = stacks[g]
            hg = len(sg)
            if hg and not STANDABLE[sg[-1]]:
                continue
            from_ok = 0
            for k in (hg - 1, hg, hg + 1):
                if 0 <= k < len(hm):
                    from_ok |= hm[k]
            if from_ok & nbr_mask[g] & area:
                nb = bd.copy()
                nb.adv = g
                nb.gems[i] = -1
                out.append(Macro(g, -1, nb, ()))
        full = self.geo.full
        adv = bd.adv
        for k in range(len(hm) - 1):
            pk = area & hm[k]
            if not pk:
                continue
            pushable = occ[k] & ~fire[k]
            free = (full & ~occ[k]) | fire[k]
            for d in (0, 1, 2, 3):
                fwd = self._ahead[d]
                tm = fwd(fwd(pk) & pushable) & free
                if not tm:
                    continue
                back = self._behind[d]
                cm = back(back(tm))
                while cm:
                    low = cm & -cm
                    cm ^= low
                    c = low.bit_length() - 1
                    bd.adv = c
                    reason, plan = R.plan_push(bd, d)
                    if reason is not None:
                        continue
                    nb = bd.copy()
                    R.do_push(nb, d, plan, None)
                    out.append(Macro(c, d, nb, (bd.nbr[c][d], plan[0][-1][0])))
        bd.adv = adv
        return out


class PushGraph:
    """Every position reachable from a level's start (or a given State), with pushes to a win."""

    def __init__(self, src: Union[Level, State], max_nodes: int = DEFAULT_MAX_NODES) -> None:
        state = src if isinstance(src, State) else State(src)
        self.level = state.level
        self.max_nodes = max_nodes
        root = A.solver_board(state)
        self.space = Space(root)
        self._root = root
        self.codes: list[int] = [-1]         # node -> board code (WIN has none)
        self.areas: list[int] = [0]          # node -> the Adventurer's walking area (a bit mask)
        self.index: dict[int, Union[int, tuple[int, ...]]] = {}  # board code -> its node(s)
        self.offsets = array("i", [0, 0])    # node i's edges are succ[offsets[i]:offsets[i + 1]]
        self.succ = array("i")
        self.cost = array("b")
        self.dist = array("i", [0])
        self.depth = array("H", [0])         # node -> macro moves from the start (breadth-first)
        self.complete_depth = 1 << 30        # every node this many macro moves from the start is expanded
        self.capped = False
        self._lazy: dict[int, list[tuple[int, int]]] = {}
        self.built = False
        self.expanded = 1
        self.start = WIN

    # --- building --------------------------------------------------------------------------
    def _find(self, code: int, cell: int) -> int:
        """The node of board ``code`` whose area holds ``cell``, or -1."""
        hit = self.index.get(code)
        if hit is None:
            return -1
        bit = 1 << cell
        if type(hit) is int:
            return hit if self.areas[hit] & bit else -1
        for u in hit:
            if self.areas[u] & bit:
                return u
        return -1

    def _add(self, code: int, area: int, depth: int) -> int:
        j = len(self.codes)
        self.codes.append(code)
        self.areas.append(area)
        self.depth.append(min(depth, 65535))
        hit = self.index.get(code)
        if hit is None:
            self.index[code] = j
        elif type(hit) is int:
            self.index[code] = (hit, j)
        else:
            self.index[code] = hit + (j,)
        return j

    def build(self, should_stop: Optional[Callable[[], bool]] = None, breathe: bool = False) -> "PushGraph":
        """Enumerate and solve the graph (safe to run in a thread; ``should_stop`` may cut it short,
        which leaves the graph capped). ``breathe``: give the interpreter lock away every few
        positions (a builder thread beside a frame loop; docs/dev/PERF-FINDINGS.md #7)."""
        sp, root = self.space, self._root
        try:
            if not (root.done or sp.complete(root)):
                self.start = self._add(sp.code(root), sp.area(root, A.masks(root)[0]), 0)
        except GraphTooBig:
            self.capped = True
        codes, areas, offsets, succ, cost, depth = self.codes, self.areas, self.offsets, self.succ, self.cost, self.depth
        complete, code_after, remask, masks, area_of = sp.complete, sp.code_after, A.remask, A.masks, sp.area
        find, add, board = self._find, self._add, sp.board
        i = 1
        try:
            while i < len(codes):
                if len(codes) > self.max_nodes or (should_stop is not None and i % 256 == 0 and should_stop()):
                    self.capped = True
                    break
                if breathe and not i & 3:
                    sleep(0)
                code, area = codes[i], areas[i]
                bd = board(code, (area & -area).bit_length() - 1)
                ms = masks(bd)
                for mv in sp.moves_of(bd, ms, area):
                    nb = mv.board
                    if complete(nb):
                        j = WIN
                    else:
                        nc = code_after(code, bd, nb, mv.changed)
                        j = find(nc, nb.adv)
                        if j < 0:
                            nms = remask(ms, bd, nb, mv.changed) if mv.changed else ms
                            j = add(nc, area_of(nb, nms[0]), depth[i] + 1)
                    succ.append(j)
                    cost.append(1 if mv.d >= 0 else 0)
                offsets.append(len(succ))
                i += 1
        except GraphTooBig:
            self.capped = True
        self.expanded = i  # nodes 1..expanded-1 have their edges
        if i < len(codes):
            self.complete_depth = depth[i] - 1
        while len(offsets) < len(codes) + 1:  # unexpanded nodes: no edges known
            offsets.append(len(succ))
        self._distances()
        self.built = True
        return self

    def _distances(self) -> None:
        n = len(self.codes)
        offsets, succ, cost = self.offsets, self.succ, self.cost
        rstart = array("i", bytes(4 * (n + 1)))  # reverse edges of node j: rsrc[rstart[j]:rstart[j + 1]]
        for j in succ:
            rstart[j + 1] += 1
        for j in range(n):
            rstart[j + 1] += rstart[j]
        fill = array("i", rstart[:n])
        rsrc = array("i", bytes(4 * len(succ)))
        rcost = array("b", bytes(len(succ)))
        for u in range(1, n):
            for e in range(offsets[u], offsets[u + 1]):
                j = succ[e]
                p = fill[j]
                rsrc[p] = u
                rcost[p] = cost[e]
                fill[j] = p + 1
        del fill
        dist = array("i", [-1]) * n
        dist[WIN] = 0
        dq = deque([WIN])
        while dq:
            v = dq.popleft()
            dv = dist[v]
            for p in range(rstart[v], rstart[v + 1]):
                u = rsrc[p]
                du = dv + rcost[p]
                if dist[u] < 0 or du < dist[u]:
                    dist[u] = du
                    if rcost[p]:
                        dq.append(u)
                    else:
                        dq.appendleft(u)
        if self.capped:  # without the whole graph a missing way to a win is unknown, not "dead"
            for u in range(n):
                if dist[u] < 0:
                    dist[u] = -2
        self.dist = dist

    # --- reading ---------------------------------------------------------------------------
    @property
    def size(self) -> int:
        """Reachable positions (nodes, ``WIN`` not counted)."""
        return len(self.codes) - 1

    def edges(self, u: int) -> Iterator[tuple[int, int]]:
        """(successor, cost) of node u, in the order of ``moves_of``."""
        for e in range(self.offsets[u], self.offsets[u + 1]):
            yield self.succ[e], self.cost[e]

    def pushes_to_win(self, u: int) -> Optional[int]:
        """Pushes from node u to a win; None when it can no longer be won (or, capped, unknown)."""
        d = self.dist[u]
        return d if d >= 0 and self.exact(u) else None

    def out_edges(self, u: int) -> list[tuple[int, int]]:
        """(successor, cost) of node u, expanding it on the spot (and remembering it) when a capped
        graph stopped before it; nodes found that way have an unknown distance."""
        if u < self.expanded or u == WIN:
            return [(self.succ[e], self.cost[e]) for e in range(self.offsets[u], self.offsets[u + 1])]
        got = self._lazy.get(u)
        if got is None:
            sp = self.space
            bd = self.board_of(u)
            ms = A.masks(bd)
            got = []
            for mv in sp.moves_of(bd, ms, self.areas[u]):
                nb = mv.board
                if sp.complete(nb):
                    j = WIN
                else:
                    nc = sp.code_after(self.codes[u], bd, nb, mv.changed)
                    j = self._find(nc, nb.adv)
                    if j < 0:
                        nms = A.remask(ms, bd, nb, mv.changed) if mv.changed else ms
                        j = self._add(nc, sp.area(nb, nms[0]), self.depth[u] + 1)
                        self.dist.append(-2)
                got.append((j, 1 if mv.d >= 0 else 0))
            self._lazy[u] = got
        return got

    def exact(self, u: int) -> bool:
        """Is node u's distance to a win proved? Always in a whole graph; in a capped one when the
        way found stays inside the part expanded breadth-first (depth + distance + Gems <= the
        complete depth), since no shorter way can leave it."""
        if not self.capped:
            return True
        d = self.dist[u]
        return d >= 0 and self.depth[u] + d + self.space.ngems <= self.complete_depth

    def is_dead(self, u: int) -> bool:
        """Can the level no longer be won from node u? (False when unknown in a capped graph.)"""
        return self.dist[u] == -1

    def node_of_board(self, bd: R.Board) -> Optional[int]:
        """The node of a solver board (``areas.solver_board``), or None if not in the graph."""
        if bd.done or self.space.complete(bd):
            return WIN
        try:
            u = self._find(self.space.code(bd), bd.adv)
        except GraphTooBig:
            return None
        return u if u > 0 else None

    def node_of(self, state: State) -> Optional[int]:
        """The node of a game position (None if it is not in the graph, e.g. another level's)."""
        if state.level is not self.level and state.level != self.level:
            return None
        return self.node_of_board(A.solver_board(state))

    def board_of(self, u: int) -> R.Board:
        """A board of node u (the Adventurer on the lowest cell of his area)."""
        a = self.areas[u]
        return self.space.board(self.codes[u], (a & -a).bit_length() - 1)

    def moves_of(self, bd: R.Board) -> list[Macro]:
        return self.space.moves_of(bd)

    def memory_bytes(self) -> int:
        """A rough size of the graph's own tables (codes, areas, index, edges, distances)."""
        import sys

        n = len(self.codes)
        sample = self.codes[1:min(n, 2001)]
        per = (sum(sys.getsizeof(k) for k in sample) / len(sample)) if sample else 0
        return int(per * (n - 1) + 32 * n + sys.getsizeof(self.index) + 2 * sys.getsizeof(self.codes)
                   + self.succ.itemsize * len(self.succ) + len(self.cost)
                   + self.offsets.itemsize * len(self.offsets) + self.dist.itemsize * n)
