"""Walking areas and board masks: the fast primitives shared by the solver and the push graph.

Boards are ``game.relics.rules.Board`` with kind codes as tokens (``solver_board``). Cell c is bit
``1 << c``. ``masks(bd)`` gives per level k the cells one can stand on at height k (``walk``), the
cells with a block at level k (``occ``) and those whose block at level k is a fire (``fire``);
``edges`` turns the walk masks into walk links and ``flood`` / ``layers`` spread a walking area
over them. What can be stood on and what is a fire comes from the kind records. Pure: no pygame.
"""
from __future__ import annotations

from typing import Optional

from game.relics import rules as R
from game.relics.kinds import COUNT, FIRE_EFFECT, HOT, PLAIN, POOL, PUSHABLE, STANDABLE
from game.relics.model import Goal
from game.relics.state import State


def solver_board(state: State) -> R.Board:
    """The state's board with kind codes as tokens (identical blocks become interchangeable)."""
    src = state.board
    bd = src.copy()
    k = src.kind
    bd.kind = R.IDENTITY
    bd.stacks = [tuple(k[t] for t in st) for st in src.stacks]
    bd.pool_tok = {}
    return bd


class Geometry:
    """Bit masks of one board size: cell c is bit ``1 << c``."""

    def __init__(self, w: int, h: int) -> None:
        n = w * h
        self.w = w
        self.full = (1 << n) - 1
        col0 = sum(1 << (y * w) for y in range(h))
        self.not_col0 = self.full & ~col0
        self.not_last = self.full & ~(col0 << (w - 1))
        self.nbr_mask = []
        for c in range(n):
            m = 0
            x, y = c % w, c // w
            for nx, ny in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)):
                if 0 <= nx < w and 0 <= ny < h:
                    m |= 1 << (ny * w + nx)
            self.nbr_mask.append(m)

    def spread(self, m: int) -> int:
        """Every cell next to a cell of m."""
        w = self.w
        return (m >> w) | ((m << w) & self.full) | ((m << 1) & self.not_col0) | ((m >> 1) & self.not_last)


def masks(bd: R.Board):
    """Bit masks of the board by level k: ``walk[k]`` = cells of height k whose top can be stood on
    (bare ground that is not a pool for k = 0), ``occ[k]`` = cells with a block at level k (height
    > k), ``fire[k]`` = cells whose block at level k is a fire. What can be stood on and what is a
    fire comes from the kind records (``STANDABLE``, ``HOT``)."""
    stacks, pools = bd.stacks, bd.pools
    top = max(map(len, stacks))
    walk, fire, exact = [0] * (top + 2), [0] * (top + 2), [0] * (top + 2)
    bit = 1
    for st in stacks:
        h = len(st)
        if h:
            exact[h] |= bit
            t = st[-1]
            if HOT[t]:
                fire[h - 1] |= bit
            elif STANDABLE[t]:
                walk[h] |= bit
        elif not pools & bit:
            walk[0] |= bit
        bit <<= 1
    occ = [0] * (top + 2)  # a block at level k: height > k
    for k in range(top - 1, -1, -1):
        occ[k] = occ[k + 1] | exact[k + 1]
    return walk, occ, fire


def remask(masks, old: R.Board, new: R.Board, cells):
    """The masks (copies) after the stacks of ``cells`` changed from ``old`` to ``new``."""
    walk, occ, fire = masks[0][:], masks[1][:], masks[2][:]
    for c in cells:
        bit = 1 << c
        clear = ~bit
        ho = len(old.stacks[c])
        st = new.stacks[c]
        hn = len(st)
        walk[ho] &= clear
        if ho:
            fire[ho - 1] &= clear
        while len(walk) <= hn + 1:
            walk.append(0)
            occ.append(0)
            fire.append(0)
        if hn > ho:
            for k in range(ho, hn):
                occ[k] |= bit
        else:
            for k in range(hn, ho):
                occ[k] &= clear
        if hn == 0:
            if not new.pools >> c & 1:
                walk[0] |= bit
        else:
            top = st[-1]
            if HOT[top]:
                fire[hn - 1] |= bit
            elif STANDABLE[top]:
                walk[hn] |= bit
    return walk, occ, fire


def blocked(bd: R.Board) -> int:
    """Cells a walk may not enter: the Nemesis and the Gems (stepping on a Gem collects it)."""
    b = (1 << bd.nem) if bd.nem >= 0 else 0
    for g in bd.gems:
        if g >= 0:
            b |= 1 << g
    return b


def edges(geo: Geometry, hm: list[int], blocked: int) -> tuple[int, int]:
    """Walkable links: bit c of ``right`` links c and c+1, bit c of ``down`` links c and c+w
    (both ends walkable, heights at most one apart)."""
    w, not_last = geo.w, geo.not_last
    right = down = 0
    prev = 0
    top = len(hm) - 1
    for k in range(top + 1):
        ak = hm[k] & ~blocked
        if not ak:
            prev = 0
            continue
        near = prev | ak | ((hm[k + 1] & ~blocked) if k < top else 0)
        right |= ak & (near >> 1) & not_last
        down |= ak & (near >> w)
        # every link has a left (or upper) end c at some height k: found when k is visited
        prev = ak
    return right, down


def flood(w: int, right: int, down: int, start: int) -> int:
    """All cells linked to ``start``."""
    seen = 1 << start
    while True:
        grown = seen | ((seen & right) << 1) | ((seen >> 1) & right) | ((seen & down) << w) | ((seen >> w) & down)
        if grown == seen:
            return seen
        seen = grown


def layers(w: int, right: int, down: int, start: int) -> list[int]:
    """The cells linked to ``start`` by walking distance: ``layers[d]`` is a bit mask."""
    seen = frontier = 1 << start
    layers = [frontier]
    while True:
        grown = ((frontier & right) << 1) | ((frontier >> 1) & right) | ((frontier & down) << w) \
            | ((frontier >> w) & down)
        frontier = grown & ~seen
        if not frontier:
            return layers
        seen |= frontier
        layers.append(frontier)


def destroy_possible(bd: R.Board) -> bool:
    """Can the destroy goal still be met? (An upper bound on future destruction; False = dead.)"""
    dk = bd.destroy_kind
    need = bd.destroy_count - bd.destroyed[dk]
    if need <= 0:
        return True
    n = [0] * COUNT
    for st in bd.stacks:
        for t in st:
            n[t] += 1
    if not PLAIN[dk] or any(n[c] for c in range(COUNT) if not PLAIN[c]):
        return True  # a kind with more behaviour on the board: no bound is known, so no pruning
    pools = bin(bd.pools).count("1")
    fires = sum(n[c] for c in range(COUNT) if HOT[c])
    if dk == POOL:  # any pushed block fills a pool
        possible = min(pools, sum(n[c] for c in range(COUNT) if PUSHABLE[c]))
    elif HOT[dk]:  # put out by a block that smothers it (and stays) or one that melts with it
        if any(n[c] for c in range(COUNT) if FIRE_EFFECT[c] == "smother"):
            possible = n[dk]
        else:
            possible = min(n[dk], sum(n[c] for c in range(COUNT) if FIRE_EFFECT[c] == "melt"))
    elif not PUSHABLE[dk]:
        possible = 0
    elif FIRE_EFFECT[dk] == "burn":  # one fire burns any number; else each needs a pool
        possible = n[dk] if fires else min(n[dk], pools)
    elif FIRE_EFFECT[dk] == "melt":  # each takes a fire or a pool with it
        possible = min(n[dk], fires + pools)
    else:  # a fire does not destroy it: only pools do
        possible = min(n[dk], pools)
    return possible >= need


def nemesis_possible(bd: R.Board) -> bool:
    """Can a block still land on the Nemesis? (False = dead.) Blocks are never lifted, so a block's
    bottom height never rises, and one that lands on him enters his space sideways above the top
    of his stack (nothing rests on a standing piece): a block at ground level never can. So once
    no pushable block sits above the ground, the Nemesis can no longer be defeated."""
    if Goal.NEMESIS not in bd.goals or bd.nem_defeated or bd.nem < 0:
        return True
    for st in bd.stacks:
        for t in st[1:]:
            if PUSHABLE[t] or not PLAIN[t]:
                return True
        if st and not PLAIN[st[0]]:
            return True  # a kind with more behaviour: no bound is known, so no pruning
    return False


def can_be_hopeless(root: R.Board) -> bool:
    """Could ``hopeless`` ever be True on this level? (Only a Nemesis or destroy goal has a test.)"""
    return Goal.NEMESIS in root.goals or (Goal.DESTROY in root.goals and root.destroy_kind >= 0)


def hopeless(bd: R.Board) -> bool:
    """Is the level provably lost from ``bd`` by the rules alone (no search)? A sound test, not a
    complete one: False says nothing."""
    if not nemesis_possible(bd):
        return True
    return Goal.DESTROY in bd.goals and bd.destroy_kind >= 0 and not destroy_possible(bd)


def distance(layers: list[int], bit: int) -> int:
    """Walking distance of the cell ``bit`` (a bit mask) from the layers of a flood fill."""
    for dist, lm in enumerate(layers):
        if lm & bit:
            return dist
    raise AssertionError("solver: pusher cell outside the walking area")


def completion_test(bd: R.Board):
    """A fast ``bd.complete()`` for this level's goals."""
    need_gem = Goal.GEM in bd.goals
    need_nem = Goal.NEMESIS in bd.goals
    dk, count = bd.destroy_kind, bd.destroy_count
    need_destroy = Goal.DESTROY in bd.goals and dk >= 0

    def complete(b: R.Board) -> bool:
        if need_nem and not b.nem_defeated:
            return False
        if need_destroy and b.destroyed[dk] < count:
            return False
        if need_gem:
            for g in b.gems:
                if g >= 0:
                    return False
        return True

    return complete


def walk_path(bd: R.Board, target: int) -> Optional[list[int]]:
    """Directions of a shortest walk (no Gem entered) from the Adventurer to ``target``, or None."""
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
            if hn > hc + 1 or hn < hc - 1 or (hn and not STANDABLE[sn[-1]]):
                continue
            prev[n] = (c, d)
            if n == target:
                path = []
                while n != bd.adv:
                    n, d2 = prev[n]
                    path.append(d2)
                return path[::-1]
            queue.append(n)
    return None


def adventurer_at(bd: R.Board, c: int) -> R.Board:
    b = bd.copy()
    b.adv = c
    return b
