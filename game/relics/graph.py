"""The whole push-state graph of a level: every reachable position, and the pushes to a win from each.

A *node* is a board plus the Adventurer's walking area (positions that differ only by walking are
one node, as in the solver). The board packs into one integer (``Space.code``): each cell's stack
as a small interned id, a bit per pool, per Gem and for the Nemesis, the destroy count. Its *edges* are
the macro moves of the solver: walk and push one block (cost 1 push), or walk onto a Gem and take
it (cost 0). Node ``WIN`` stands for every completed position.

``PushGraph(level).build()`` enumerates the nodes breadth-first from the start (up to
``max_nodes``: ``capped`` says when it stopped early), then gives every node its distance to a
win in pushes (``dist``, -1 when the level can no longer be won from it) by a 0-1 breadth-first
search backwards from ``WIN`` (``keep_edges=False``: sweeps over the spilled edges). ``node_of(state)``
finds the node of any game ``State``;
``moves_of(board)`` lists the macro moves of a board (for hints and naive players).

Memory (``PushGraph``): codes as a few bytes a node in one ``bytearray``, areas, distances and depths
in ``array`` columns, an open-addressing node table; edges in one ``array`` with per-node offsets,
or (``keep_edges=False``, the hints) spilled to a temporary file and dropped once solved: about 37
bytes a position, so a 6x6 level of a million positions takes ~40 MB. Pure: no pygame; deterministic
(node numbers are breadth-first order, whatever the table's layout).
"""
from __future__ import annotations

import tempfile
from array import array
from collections import deque
from time import sleep
from typing import IO, Callable, Iterator, NamedTuple, Optional, Union

from game.relics import areas as A
from game.relics import rules as R
from game.relics.kinds import COUNT, HOT, PLAIN, PUSHABLE, STANDABLE, TRAVELS
from game.relics.model import Goal, Level
from game.relics.state import State

WIN = 0
DEFAULT_MAX_NODES = 100_000
_STACK_BITS = 10  # up to 1024 distinct stacks per level (a 6x6 level has a few dozen)
_SPILL_EDGES = 1 << 20  # edges kept in memory before they go to the spill file (``keep_edges=False``)
ONE_SPACE: tuple[bool, ...] = tuple(p and not t and plain for p, t, plain in zip(PUSHABLE, TRAVELS, PLAIN))
"""Per kind code: a pushed block of this kind moves exactly one space and does nothing else (the
fast path of the solver and of the graph; a kind with more ``behaviour`` always goes through the rules)."""


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

    def __init__(self, root: R.Board, stack_bits: int = _STACK_BITS) -> None:
        self.root = root
        self.sbits = stack_bits
        self.smask = (1 << stack_bits) - 1
        self.geo = A.Geometry(root.w, root.h)
        self.n = root.w * root.h
        self.cb = max(8, (self.n + 1).bit_length())
        self.cmask = (1 << self.cb) - 1
        self.ngems = len(root.gems)
        self.stack_ids: dict[tuple[int, ...], int] = {(): 0}
        self.stack_of: list[tuple[int, ...]] = [()]
        # per stack id: its height and what its top is (0 nothing, 1 can be stood on, 2 a fire, 3 other)
        self.stack_h: list[int] = [0]
        self.stack_top: list[int] = [0]
        self.top_h = 0
        self.with_destroy = Goal.DESTROY in root.goals and root.destroy_kind >= 0
        self.dk, self.dcount = root.destroy_kind, root.destroy_count
        self.has_nem = root.nem >= 0  # (once defeated he stays defeated: nothing to pack)
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
    # (when the level has a destroy goal: as many bits as the count needs), one bit per Gem (still
    # there; a Gem never moves), one bit for the Nemesis (still there; he never moves), one bit per
    # pool of the root board (pools only ever fill), then each cell's interned stack id in
    # ``stack_bits`` bits (10 for the solver; the push graph starts small and widens when a level
    # makes more stacks than that holds: ``GraphTooBig``).
    def _layout(self) -> None:
        root = self.root
        self.dbits = max(1, self.dcount.bit_length()) if self.with_destroy else 0
        off = self.dbits
        self.gem_off = [off + i for i in range(self.ngems)]
        off += self.ngems
        self.nem_off = off
        off += 1 if self.has_nem else 0
        self.pool_off = off
        self.pool_cells = [c for c in range(self.n) if root.pools >> c & 1]
        off += len(self.pool_cells)
        self.stack_off = off
        self.bits = off + self.n * self.sbits
        self.width = (self.bits + 7) // 8  # bytes of a packed code

    def _intern(self, st: tuple[int, ...]) -> int:
        i = len(self.stack_of)
        if i >= 1 << self.sbits:
            raise GraphTooBig("too many distinct stacks")
        self.stack_ids[st] = i
        self.stack_of.append(st)
        self.stack_h.append(len(st))
        self.stack_top.append(0 if not st else 2 if HOT[st[-1]] else 1 if STANDABLE[st[-1]] else 3)
        self.top_h = max(self.top_h, len(st))
        return i

    def _pools_code(self, pools: int) -> int:
        code = 0
        for i, c in enumerate(self.pool_cells):
            if pools >> c & 1:
                code |= 1 << i
        return code

    def code(self, bd: R.Board) -> int:
        """The board's code (everything but the Adventurer)."""
        sid, sb = self.stack_ids, self.sbits
        code = 0
        for st in reversed(bd.stacks):
            i = sid.get(st)
            if i is None:
                i = self._intern(st)
            code = (code << sb) | i
        code = (code << len(self.pool_cells)) | self._pools_code(bd.pools)
        if self.has_nem:
            code = (code << 1) | (bd.nem >= 0)
        for gm in reversed(bd.gems):
            code = (code << 1) | (gm >= 0)
        if self.with_destroy:
            code = (code << self.dbits) | min(bd.destroyed[self.dk], self.dcount)
        return code

    def code_after(self, code: int, bd: R.Board, nb: R.Board, changed: tuple[int, ...]) -> int:
        """The code of ``nb``, a board one macro move after ``bd`` whose code is ``code``."""
        sid, sb, smask = self.stack_ids, self.sbits, self.smask
        so = self.stack_off
        for c in changed:
            st = nb.stacks[c]
            i = sid.get(st)
            if i is None:
                i = self._intern(st)
            off = so + c * sb
            code = (code & ~(smask << off)) | (i << off)
        if nb.pools != bd.pools:
            off = self.pool_off
            code = (code & ~(((1 << len(self.pool_cells)) - 1) << off)) | (self._pools_code(nb.pools) << off)
        if nb.nem != bd.nem and self.has_nem:
            code &= ~(1 << self.nem_off)
            if nb.nem >= 0:
                code |= 1 << self.nem_off
        if nb.gems != bd.gems:
            for i, off in enumerate(self.gem_off):
                code = (code & ~(1 << off)) | ((nb.gems[i] >= 0) << off)
        if self.with_destroy:
            dm = (1 << self.dbits) - 1
            code = (code & ~dm) | min(nb.destroyed[self.dk], self.dcount)
        return code

    def code_cells(self, code: int, cells) -> int:
        """The code after the stacks of some cells changed: ``cells`` holds (cell, new stack)."""
        sid, sb, smask, so = self.stack_ids, self.sbits, self.smask, self.stack_off
        for c, st in cells:
            i = sid.get(st)
            if i is None:
                i = self._intern(st)
            off = so + c * sb
            code = (code & ~(smask << off)) | (i << off)
        return code

    def _board_without_stacks(self, code: int, adv: int) -> R.Board:
        """The board of a code but its stacks (destroyed count, Gems, Nemesis, pools, Adventurer)."""
        root = self.root
        bd = root.copy()
        bd.destroyed = [0] * COUNT
        if self.with_destroy:
            bd.destroyed[self.dk] = code & ((1 << self.dbits) - 1)
        bd.gems = [root.gems[i] if code >> off & 1 else -1 for i, off in enumerate(self.gem_off)]
        bd.nem = root.nem if self.has_nem and code >> self.nem_off & 1 else -1
        bd.nem_defeated = root.nem_defeated or (self.has_nem and bd.nem < 0)
        pools = 0
        pc = code >> self.pool_off
        for c in self.pool_cells:
            if pc & 1:
                pools |= 1 << c
            pc >>= 1
        bd.pools = pools
        bd.adv = adv
        bd.done = False
        return bd

    def board(self, code: int, adv: int) -> R.Board:
        """The board of a code, with the Adventurer at cell ``adv``."""
        bd = self._board_without_stacks(code, adv)
        code >>= self.stack_off
        sb, smask, stack_of = self.sbits, self.smask, self.stack_of
        stacks: list[tuple[int, ...]] = [()] * self.n
        for c in range(self.n):
            stacks[c] = stack_of[code & smask]
            code >>= sb
        bd.stacks = stacks
        return bd

    def board_masks(self, code: int, adv: int):
        """``board(code, adv)`` and its ``areas.masks`` in one pass over the cells (the masks may
        have a few more, empty, levels than ``masks`` gives: the tallest stack of the level)."""
        bd = self._board_without_stacks(code, adv)
        pools = bd.pools
        code >>= self.stack_off
        sb, smask, stack_of, stack_h, stack_top = self.sbits, self.smask, self.stack_of, self.stack_h, self.stack_top
        top = self.top_h
        walk, fire, exact = [0] * (top + 2), [0] * (top + 2), [0] * (top + 2)
        stacks: list[tuple[int, ...]] = [()] * self.n
        bit = 1
        for c in range(self.n):
            i = code & smask
            code >>= sb
            h = stack_h[i]
            if h:
                stacks[c] = stack_of[i]
                exact[h] |= bit
                t = stack_top[i]
                if t == 2:
                    fire[h - 1] |= bit
                elif t == 1:
                    walk[h] |= bit
            elif not pools & bit:
                walk[0] |= bit
            bit <<= 1
        occ = [0] * (top + 2)
        for k in range(top - 1, -1, -1):
            occ[k] = occ[k + 1] | exact[k + 1]
        bd.stacks = stacks
        return bd, (walk, occ, fire)

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


def _first_stack_bits(root: R.Board) -> int:
    """Bits per cell to start a graph with: room for the root's stacks and as many again."""
    distinct = len(set(root.stacks) | {()})
    return max(2, min(_STACK_BITS, (distinct + 1).bit_length()))


class PushGraph:
    """Every position reachable from a level's start (or a given State), with pushes to a win.

    Packed: node ``u``'s board code is ``space.width`` bytes of ``keys`` (little-endian), its
    walking area one machine word of ``areas``; an open-addressing table (``array('i')`` of node
    ids) finds the node of a code; a board with more than one walking area chains its other nodes
    in ``_more``. Distances are ``array('h')``, depths ``array('H')``. Edges are one ``array('i')``
    (``succ``, with per-node ``offsets``): successor ``v`` for a push, ``~v`` for taking a Gem (no
    push). With ``keep_edges=False`` (the hint worker) the edges go to a spill file while the graph
    is enumerated, are read back once to solve it, and are then dropped: ``out_edges`` works them
    out again from the board (the same moves, found by lookup). About 30-40 bytes a position then,
    plus 4 bytes an edge while it is solved."""

    def __init__(self, src: Union[Level, State], max_nodes: int = DEFAULT_MAX_NODES, keep_edges: bool = True,
                 prune_dead: bool = False) -> None:
        state = src if isinstance(src, State) else State(src)
        self.level = state.level
        self.max_nodes = max_nodes
        self.keep_edges = keep_edges
        #: ``prune_dead`` (the hint worker): a position the rules alone prove lost (``areas.hopeless``)
        #: is a leaf, marked dead; what lies beyond it is not enumerated (it is all lost too). The
        #: level-quality figures count every reachable position, so they keep it off.
        self.prune_dead = prune_dead
        self._root = A.solver_board(state)
        self._reset(Space(self._root, _first_stack_bits(self._root)))

    def _reset(self, space: Space) -> None:
        self.space = space
        self._w = space.width
        self.keys = bytearray(self._w)               # node -> packed board code (node 0, WIN, has none)
        self.areas = array("Q", [0]) if space.n <= 64 else [0]  # node -> the Adventurer's walking area
        self._slots = array("i", bytes(4 * 4096))    # open addressing: node id of a code, 0 = empty
        self._mask = 4095
        self._used = 0
        self._more: dict[int, int] = {}              # node -> the next node of the same board
        self.offsets = array("i", [0, 0])            # node i's edges are succ[offsets[i]:offsets[i + 1]]
        self.succ = array("i")
        self.dist = array("h", [0])
        self.depth = array("H", [0])                 # node -> macro moves from the start (breadth-first)
        self.complete_depth = 1 << 30                # every node this many macro moves from the start is expanded
        self.capped = False
        self._lazy: dict[int, list[tuple[int, int]]] = {}
        self.sweeps = 0                              # sweeps of ``_distances_sweep`` (keep_edges=False)
        self.built = False
        self.expanded = 1
        self.edge_count = 0
        self.start = WIN
        self._spill: Optional[IO[bytes]] = None
        self._chunks: list[tuple[int, int, int]] = []  # spilled edges: (first node, end node, edges) a chunk
        self.pruned = array("i")                     # nodes left unexpanded as lost (``prune_dead``)

    # --- the table -------------------------------------------------------------------------
    @property
    def nodes(self) -> int:
        """Nodes including ``WIN``."""
        return len(self.depth)

    def code_of(self, u: int) -> int:
        w = self._w
        return int.from_bytes(self.keys[u * w:(u + 1) * w], "little")

    def _probe(self, kb: bytes) -> tuple[int, int]:
        """(slot, node) of a packed code: node 0 and the empty slot where it would go if absent."""
        slots, mask, keys, w = self._slots, self._mask, self.keys, self._w
        h = hash(kb) & mask
        while True:
            j = slots[h]
            if not j:
                return h, 0
            if keys[j * w:j * w + w] == kb:
                return h, j
            h = (h + 1) & mask

    def _find(self, code: int, cell: int) -> int:
        """The node of board ``code`` whose area holds ``cell``, or -1."""
        try:
            kb = code.to_bytes(self._w, "little")
        except OverflowError:
            return -1
        _h, j = self._probe(kb)
        bit, areas, more = 1 << cell, self.areas, self._more
        while j:
            if areas[j] & bit:
                return j
            j = more.get(j, 0)
        return -1

    def _add(self, kb: bytes, slot: int, head: int, area: int, depth: int) -> int:
        j = len(self.depth)
        self.keys += kb
        self.areas.append(area)
        self.depth.append(depth if depth < 65535 else 65535)
        if self.built:
            self.dist.append(-2)
        if head:
            more = self._more
            while head in more:
                head = more[head]
            more[head] = j
        else:
            self._slots[slot] = j
            self._used += 1
            if 2 * self._used > self._mask:
                self._grow()
        return j

    def _grow(self) -> None:
        size = 2 * (self._mask + 1)
        self._slots = slots = array("i", bytes(4 * size))
        self._mask = mask = size - 1
        keys, w = self.keys, self._w
        chained = set(self._more.values())
        for j in range(1, len(self.depth)):
            if j in chained:
                continue
            h = hash(bytes(keys[j * w:j * w + w])) & mask
            while slots[h]:
                h = (h + 1) & mask
            slots[h] = j

    # --- building --------------------------------------------------------------------------
    def build(self, should_stop: Optional[Callable[[], bool]] = None, breathe: bool = False) -> "PushGraph":
        """Enumerate and solve the graph (safe to run in a thread; ``should_stop`` may cut it short,
        which leaves the graph capped). ``breathe``: give the interpreter lock away every few
        positions (a builder thread beside a frame loop; docs/dev/PERF-FINDINGS.md #7)."""
        while True:
            try:
                self._enumerate(should_stop, breathe)
                break
            except GraphTooBig:
                bits = self.space.sbits
                self._close_spill()
                if bits >= _STACK_BITS:  # more than 1024 distinct stacks: give up where it stands
                    self._reset(Space(self._root, bits))
                    self.capped = True
                    break
                self._reset(Space(self._root, bits + 1))  # more stacks than the code had room for
        self._distances()
        self.built = True
        return self

    def _enumerate(self, should_stop: Optional[Callable[[], bool]], breathe: bool) -> None:
        sp, root = self.space, self._root
        if not (root.done or sp.complete(root)):
            kb = sp.code(root).to_bytes(self._w, "little")
            slot, head = self._probe(kb)
            self.start = self._add(kb, slot, head, sp.area(root, A.masks(root)[0]), 0)
        keys, areas, offsets, depth = self.keys, self.areas, self.offsets, self.depth
        succ = self.succ
        w = self._w
        complete, code_after, remask, area_of = sp.complete, sp.code_after, A.remask, sp.area
        probe, add, board_masks = self._probe, self._add, sp.board_masks
        sid, sbits, smask, so, intern = sp.stack_ids, sp.sbits, sp.smask, sp.stack_off, sp._intern
        plan_push, do_push = R.plan_push, R.do_push
        full, nbr_mask = sp.geo.full, sp.geo.nbr_mask
        ahead, behind = sp._ahead, sp._behind
        max_nodes, keep = self.max_nodes, self.keep_edges
        hopeless = A.hopeless if self.prune_dead and A.can_be_hopeless(root) else None
        ebase = 0
        first = i = 1
        while i < len(depth):
            if len(depth) > max_nodes or (should_stop is not None and i % 256 == 0 and should_stop()):
                self.capped = True
                break
            if breathe and not i & 3:
                sleep(0)
            code = int.from_bytes(keys[i * w:i * w + w], "little")
            area = areas[i]
            di = depth[i] + 1
            bd, ms = board_masks(code, (area & -area).bit_length() - 1)
            hm, occ, fire = ms
            stacks, nbr, pools, nem, gems = bd.stacks, bd.nbr, bd.pools, bd.nem, bd.gems
            if hopeless is not None and hopeless(bd):
                self.pruned.append(i)
                gems, hm = (), (0,)  # lost: no moves enumerated (the loops below do nothing)
            # take a Gem (no push): the same moves, in the same order, as ``Space.moves_of``
            for gi, g in enumerate(gems):
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
                if not from_ok & nbr_mask[g] & area:
                    continue
                nb = bd.copy()
                nb.adv = g
                nb.gems[gi] = -1
                if complete(nb):
                    j = WIN
                else:
                    nc = code_after(code, bd, nb, ())
                    kb = nc.to_bytes(w, "little")
                    slot, j = probe(kb)
                    head, bit = j, 1 << g
                    while j and not areas[j] & bit:
                        j = self._more.get(j, 0)
                    if not j:
                        j = add(kb, slot, head, area_of(nb, hm), di)
                succ.append(~j)
            # pushes: pusher c at height k, block b = c + d at level k, free t = b + d
            for k in range(len(hm) - 1):
                pk = area & hm[k]
                if not pk:
                    continue
                pushable = occ[k] & ~fire[k]
                free = (full & ~occ[k]) | fire[k]
                for d in (0, 1, 2, 3):
                    fwd = ahead[d]
                    tm = fwd(fwd(pk) & pushable) & free
                    if not tm:
                        continue
                    back = behind[d]
                    cm = back(back(tm))
                    while cm:
                        low = cm & -cm
                        cm ^= low
                        c = low.bit_length() - 1
                        b = nbr[c][d]
                        t = nbr[b][d]
                        sb, st = stacks[b], stacks[t]
                        if (len(sb) == k + 1 and ONE_SPACE[sb[k]] and len(st) == k and (not st or not HOT[st[-1]])
                                and not pools >> t & 1 and t != nem and t not in gems):
                            # a plain block with nothing on it pushed onto a flat top: nothing falls,
                            # rolls, burns or sinks, no piece or goal changes (the solver's fast path)
                            nsb, nst = sb[:k], st + (sb[k],)
                            ib = sid.get(nsb)
                            if ib is None:
                                ib = intern(nsb)
                            it = sid.get(nst)
                            if it is None:
                                it = intern(nst)
                            ob, ot = so + b * sbits, so + t * sbits
                            kb = ((code & ~((smask << ob) | (smask << ot))) | (ib << ob) | (it << ot)).to_bytes(w, "little")
                            slots, mask = self._slots, self._mask
                            slot = hash(kb) & mask
                            while True:
                                j = slots[slot]
                                if not j or keys[j * w:j * w + w] == kb:
                                    break
                                slot = (slot + 1) & mask
                            head = j
                            while j and not areas[j] & low:
                                j = self._more.get(j, 0)
                            if not j:
                                nb = bd.copy()
                                nb.stacks = ns = stacks[:]
                                ns[b], ns[t] = nsb, nst
                                nb.adv = c
                                nms = remask(ms, bd, nb, (b, t))
                                j = add(kb, slot, head, area_of(nb, nms[0]), di)
                            succ.append(j)
                            continue
                        bd.adv = c
                        reason, plan = plan_push(bd, d)
                        if reason is not None:
                            continue
                        nb = bd.copy()
                        do_push(nb, d, plan, None)
                        if complete(nb):
                            succ.append(WIN)
                            continue
                        changed = (b, plan[0][-1][0])
                        nc = code_after(code, bd, nb, changed)
                        kb = nc.to_bytes(w, "little")
                        slot, j = probe(kb)
                        head = j
                        while j and not areas[j] & low:
                            j = self._more.get(j, 0)
                        if not j:
                            nms = remask(ms, bd, nb, changed)
                            j = add(kb, slot, head, area_of(nb, nms[0]), di)
                        succ.append(j)
            offsets.append(ebase + len(succ))
            i += 1
            if not keep and len(succ) >= _SPILL_EDGES:
                self._spill_edges(succ, first, i)
                first = i
                ebase += len(succ)
                del succ[:]
        if not keep and len(succ):
            self._spill_edges(succ, first, i)
            ebase += len(succ)
            del succ[:]
        self.expanded = i  # nodes 1..expanded-1 have their edges
        self.edge_count = ebase + len(succ)
        if i < len(depth):
            self.complete_depth = depth[i] - 1
        while len(offsets) < len(depth) + 1:  # unexpanded nodes: no edges known
            offsets.append(self.edge_count)

    def _spill_edges(self, succ: array, first: int, end: int) -> None:
        """Write the edges of nodes first..end-1 to the spill file."""
        if self._spill is None:
            self._spill = tempfile.TemporaryFile(prefix="durbar-graph-")
        succ.tofile(self._spill)
        self._chunks.append((first, end, len(succ)))

    def _close_spill(self) -> None:
        if self._spill is not None:
            self._spill.close()
            self._spill = None
        self._chunks = []

    def _edge_chunks(self) -> Iterator[array]:
        """Every edge in order, a chunk at a time (from memory, or read back from the spill file)."""
        if self._spill is None:
            yield self.succ
            return
        self._spill.seek(0)
        for _first, _end, n in self._chunks:
            a = array("i")
            a.fromfile(self._spill, n)
            yield a

    def _distances(self) -> None:
        if self.keep_edges:
            self._distances_backward()
        else:
            self._distances_sweep()
        for u in self.pruned:
            self.dist[u] = -1  # proved lost by the rules alone, capped graph or not

    def _distances_sweep(self) -> None:
        """Pushes to a win without a reverse edge table (the hint worker's memory budget): sweeps
        over the spilled edges, nodes from the last found to the first, each node taking the best of
        its successors, until a sweep changes nothing. Breadth-first numbering puts most successors
        after their node, so a sweep carries a distance along a whole chain; a few sweeps suffice."""
        n = len(self.depth)
        offsets = self.offsets
        inf = 65535
        dist = array("H", [inf]) * n
        dist[WIN] = 0
        spill, chunks = self._spill, self._chunks
        starts = []
        pos = 0
        for _first, _end, cnt in chunks:
            starts.append(pos)
            pos += 4 * cnt
        self.sweeps = 0
        changed = True
        while changed:
            changed = False
            self.sweeps += 1
            for (first, end, cnt), at in zip(reversed(chunks), reversed(starts)):
                assert spill is not None
                spill.seek(at)
                edges = array("i")
                edges.fromfile(spill, cnt)
                base = offsets[first]
                hi = offsets[end] - base
                for u in range(end - 1, first - 1, -1):
                    lo = offsets[u] - base
                    best = dist[u]
                    for v in edges[lo:hi]:
                        d = dist[v] + 1 if v >= 0 else dist[~v]
                        if d < best:
                            best = d
                    if best < dist[u]:
                        dist[u] = best
                        changed = True
                    hi = lo
        self._close_spill()
        self.succ = array("i")
        self.offsets = array("i")
        unknown = -2 if self.capped else -1  # without the whole graph a missing way is unknown, not "dead"
        self.dist = array("h", [d if d != inf else unknown for d in dist])

    def _distances_backward(self) -> None:
        n = len(self.depth)
        offsets = self.offsets
        rstart = array("i", bytes(4 * (n + 1)))  # reverse edges of node j: rsrc[rstart[j]:rstart[j + 1]]
        for chunk in self._edge_chunks():
            for j in chunk:
                rstart[(j if j >= 0 else ~j) + 1] += 1
        for j in range(n):
            rstart[j + 1] += rstart[j]
        fill = array("i", rstart[:n])
        rsrc = array("i", bytes(4 * rstart[n]))  # the source u of each reverse edge (~u: a Gem taken)
        u, e = 1, 0
        end = offsets[2] if n > 1 else 0
        for chunk in self._edge_chunks():
            for j in chunk:
                while e >= end:
                    u += 1
                    end = offsets[u + 1]
                if j >= 0:
                    p = fill[j]
                    rsrc[p] = u
                else:
                    j = ~j
                    p = fill[j]
                    rsrc[p] = ~u
                fill[j] = p + 1
                e += 1
        del fill
        dist = array("h", [-1]) * n
        dist[WIN] = 0
        dq = deque([WIN])
        while dq:
            v = dq.popleft()
            dv = dist[v]
            for p in range(rstart[v], rstart[v + 1]):
                u = rsrc[p]
                if u >= 0:
                    du = dv + 1
                    if dist[u] < 0 or du < dist[u]:
                        dist[u] = du
                        dq.append(u)
                else:
                    u = ~u
                    if dist[u] < 0 or dv < dist[u]:
                        dist[u] = dv
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
        return len(self.depth) - 1

    def edges(self, u: int) -> Iterator[tuple[int, int]]:
        """(successor, cost) of node u, in the order of ``moves_of``."""
        yield from self.out_edges(u)

    def pushes_to_win(self, u: int) -> Optional[int]:
        """Pushes from node u to a win; None when it can no longer be won (or, capped, unknown)."""
        d = self.dist[u]
        return d if d >= 0 and self.exact(u) else None

    def out_edges(self, u: int) -> list[tuple[int, int]]:
        """(successor, cost) of node u, in the order of ``moves_of``. From the edge table when it
        was kept; else (and for a node a capped graph stopped before) worked out from its board,
        remembered, with the nodes found that way added (their distance unknown)."""
        if u == WIN:
            return []
        if self.keep_edges and u < self.expanded:
            succ = self.succ
            return [(v, 1) if v >= 0 else (~v, 0) for v in succ[self.offsets[u]:self.offsets[u + 1]]]
        got = self._lazy.get(u)
        if got is None:
            got = self._expand(u)
            if u >= self.expanded:
                self._lazy[u] = got
        return got

    def _expand(self, u: int) -> list[tuple[int, int]]:
        sp = self.space
        bd = self.board_of(u)
        ms = A.masks(bd)
        code = self.code_of(u)
        got = []
        for mv in sp.moves_of(bd, ms, self.areas[u]):
            nb = mv.board
            if sp.complete(nb):
                j = WIN
            else:
                nc = sp.code_after(code, bd, nb, mv.changed)
                j = self._find(nc, nb.adv)
                if j < 0:
                    nms = A.remask(ms, bd, nb, mv.changed) if mv.changed else ms
                    kb = nc.to_bytes(self._w, "little")
                    slot, head = self._probe(kb)
                    j = self._add(kb, slot, head, sp.area(nb, nms[0]), self.depth[u] + 1)
            got.append((j, 1 if mv.d >= 0 else 0))
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
        return self.space.board(self.code_of(u), (a & -a).bit_length() - 1)

    def moves_of(self, bd: R.Board) -> list[Macro]:
        return self.space.moves_of(bd)

    def memory_bytes(self) -> int:
        """The size of the graph's own tables (codes, areas, index, edges, distances)."""
        import sys

        areas = self.areas
        per_area = areas.itemsize if isinstance(areas, array) else 40
        return (len(self.keys) + per_area * len(areas) + self._slots.itemsize * len(self._slots)
                + self.offsets.itemsize * len(self.offsets) + self.succ.itemsize * len(self.succ)
                + self.dist.itemsize * len(self.dist) + self.depth.itemsize * len(self.depth)
                + sys.getsizeof(self._more) + 64 * len(self._more))
