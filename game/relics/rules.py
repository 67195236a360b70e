"""The rules engine: steps and pushes on a compact board (RELICS-RULES.md), shared by the game
``State`` and the solver so that both obey exactly the same rules.

A ``Board`` holds per cell a tuple of *tokens* bottom to top; ``kind[token]`` is the block's kind
code (its index in ``game.relics.kinds.RECORDS``; what a kind does is read from its record through
the per-code tables ``PUSHABLE``, ``STANDABLE``, ``HOT``, ``TRAVELS``, ``FIRE_EFFECT`` ...). The game uses unique block ids as tokens (for animation);
the solver uses the kind codes themselves (``kind = IDENTITY``), so identical blocks are
interchangeable in its state keys. Water pools are a bit mask (height 0, nothing on them).
Cells are integers ``y * w + x``; directions are 0 N, 1 E, 2 S, 3 W.

Every mutating function takes ``ev``: a list to append events to, or None (solver: no events).
"""
from __future__ import annotations

from typing import Optional

from game.relics import events as E
from game.relics.kinds import COUNT, FIRE_EFFECT, HOT, POOL, PUSHABLE, RECORDS, REFUSE_PUSH, REFUSE_STEP, ROLLS, \
    STANDABLE, TRAVELS, KindsError
from game.relics.model import KINDS, Goal

#: the behaviours named in a record's ``behaviour`` list that these rules implement (each reads its
#: per-code table with ``kinds.having(name)`` and reports what it does with events, e.g.
#: ``events.Vanished`` for a block that leaves the board by itself); none so far
BEHAVIOURS: frozenset[str] = frozenset()


def check_behaviours(records=RECORDS) -> None:
    """Raise ``KindsError`` when a record names a behaviour these rules do not implement."""
    unknown = sorted({b for r in records for b in r.behaviour} - BEHAVIOURS)
    if unknown:
        raise KindsError(f"blocks.json names behaviour the rules do not implement: {', '.join(unknown)}")


check_behaviours()

IDENTITY: tuple[int, ...] = tuple(range(COUNT))
_BURN_OR_MELT = ("burn", "melt")
PIECE_NAMES = ("adventurer", "nemesis")


class Board:
    """Mutable compact board. Copy with ``copy()`` (stacks are tuples, so the copy is shallow)."""

    __slots__ = ("w", "h", "nbr", "stacks", "kind", "pools", "pool_tok", "adv", "nem", "gems",
                 "destroyed", "nem_defeated", "goals", "destroy_kind", "destroy_count", "done")

    def __init__(self, w: int, h: int) -> None:
        self.w, self.h = w, h
        n = w * h
        nbr = []
        for c in range(n):
            x, y = c % w, c // w
            nbr.append((c - w if y > 0 else -1, c + 1 if x < w - 1 else -1,
                        c + w if y < h - 1 else -1, c - 1 if x > 0 else -1))
        self.nbr: tuple[tuple[int, int, int, int], ...] = tuple(nbr)
        self.stacks: list[tuple[int, ...]] = [()] * n
        self.kind: tuple[int, ...] | list[int] = IDENTITY
        self.pools = 0
        self.pool_tok: dict[int, int] = {}
        self.adv = 0
        self.nem = -1
        self.gems: list[int] = []  # per gem index: its cell, or -1 once collected
        self.destroyed = [0] * COUNT
        self.nem_defeated = False
        self.goals: tuple[Goal, ...] = ()
        self.destroy_kind = -1
        self.destroy_count = 0
        self.done = False

    def copy(self) -> "Board":
        b = Board.__new__(Board)
        b.w, b.h, b.nbr, b.kind, b.pool_tok = self.w, self.h, self.nbr, self.kind, self.pool_tok
        b.stacks = self.stacks[:]
        b.pools = self.pools
        b.adv, b.nem = self.adv, self.nem
        b.gems = self.gems[:]
        b.destroyed = self.destroyed[:]
        b.nem_defeated = self.nem_defeated
        b.goals, b.destroy_kind, b.destroy_count = self.goals, self.destroy_kind, self.destroy_count
        b.done = self.done
        return b

    # --- small queries ---------------------------------------------------------------------
    def xy(self, c: int) -> tuple[int, int]:
        return (c % self.w, c // self.w)

    def piece_at(self, c: int) -> Optional[str]:
        if c == self.adv:
            return "adventurer"
        if c == self.nem:
            return "nemesis"
        if c in self.gems:
            return "gem-%d" % self.gems.index(c)
        return None

    def goal_holds(self, goal: Goal) -> bool:
        if goal is Goal.GEM:
            return all(g < 0 for g in self.gems)
        if goal is Goal.NEMESIS:
            return self.nem_defeated
        return self.destroyed[self.destroy_kind] >= self.destroy_count

    def complete(self) -> bool:
        return bool(self.goals) and all(self.goal_holds(g) for g in self.goals)


# --- steps -----------------------------------------------------------------------------------

def step_reason(bd: Board, d: int) -> Optional[str]:
    """Why the Adventurer cannot step in direction d, or None if the step is legal."""
    if bd.done:
        return "the level is complete"
    a = bd.adv
    c = bd.nbr[a][d]
    if c < 0:
        return "the wall is in the way"
    if bd.pools >> c & 1:
        return REFUSE_STEP[POOL]
    sc = bd.stacks[c]
    dz = len(sc) - len(bd.stacks[a])
    if dz > 1:
        return "can't climb two levels" if dz == 2 else "far too high to climb"
    if dz < -1:
        return "too far to drop down"
    if c == bd.nem:
        return "the Nemesis is in the way"
    if sc:
        k = bd.kind[sc[-1]]
        if not STANDABLE[k]:
            return REFUSE_STEP[k]
    return None


def do_step(bd: Board, d: int, ev: Optional[list]) -> None:
    """Apply a step known to be legal."""
    a = bd.adv
    c = bd.nbr[a][d]
    bd.adv = c
    if ev is not None:
        ev.append(E.Walked(bd.xy(a), bd.xy(c), len(bd.stacks[c]) - len(bd.stacks[a])))
    if c in bd.gems:
        i = bd.gems.index(c)
        bd.gems[i] = -1
        if ev is not None:
            ev.append(E.GemCollected(bd.xy(c), i))


# --- pushes ----------------------------------------------------------------------------------

# end effects of a pushed block's movement
_LAND, _SINK, _FIRE_SIDE, _FIRE_BELOW, _NEMESIS = range(5)


def plan_push(bd: Board, d: int):
    """Work out a push in direction d without changing the board.

    Returns ``(reason, None)`` when illegal, else ``(None, (path, end))`` where ``path`` is the
    list of (cell, z) waypoints of the pushed block from its first position after the push, and
    ``end`` one of the end effects above.
    """
    if bd.done:
        return "the level is complete", None
    stacks, kind, nbr = bd.stacks, bd.kind, bd.nbr
    a = bd.adv
    h = len(stacks[a])
    b = nbr[a][d]
    if b < 0:
        return "the wall is in the way", None
    sb = stacks[b]
    if len(sb) <= h:
        if not sb and bd.pools >> b & 1:
            return REFUSE_PUSH[POOL], None
        return "there is no block at your height to push", None
    k = kind[sb[h]]
    if not PUSHABLE[k]:
        return REFUSE_PUSH[k], None
    t = nbr[b][d]
    if t < 0:
        return "the wall is in the way", None
    st = stacks[t]
    ht = len(st)
    if ht > h:
        if ht != h + 1 or not HOT[kind[st[-1]]]:
            return "a block is in the way", None
    elif ht == h:
        if t == bd.nem:
            return "the Nemesis is in the way", None
        if t in bd.gems:
            return "the Gem is in the way", None
    gems = bd.gems
    cur, z = t, h
    path = [(t, h)]
    while True:
        st = stacks[cur]
        ht = len(st)
        if ht == z + 1:  # a fire at the block's own height (the only taller thing it may enter)
            return None, (path, _FIRE_SIDE)
        if ht < z:
            if cur in gems:
                return "the block would fall onto the Gem", None
            z = ht
            path.append((cur, z))
            if cur == bd.nem:
                return None, (path, _NEMESIS)
        if bd.pools >> cur & 1:
            return None, (path, _SINK)
        if ht and HOT[kind[st[-1]]]:
            return None, (path, _FIRE_BELOW)
        if not TRAVELS[k]:
            return None, (path, _LAND)
        nxt = nbr[cur][d]
        if nxt < 0:
            return None, (path, _LAND)
        sn = stacks[nxt]
        hn = len(sn)
        if hn > z:
            if hn != z + 1 or not HOT[kind[sn[-1]]]:
                return None, (path, _LAND)
        elif hn == z and (nxt == bd.nem or nxt in gems):
            return None, (path, _LAND)
        cur = nxt
        path.append((cur, z))


def uses_kind(bd: Board, d: int, plan, code: int) -> bool:
    """Does this planned push make a block of kind ``code`` do what only that kind does? A pool
    swallows the block; a fire burns it, melts with it, is smothered by it or falls off the pushed
    block; a rolling or sliding block of that kind goes on past the first space. (For the level
    checker's "needs its floor's new block": the level searched without these pushes.)"""
    path, end = plan
    if POOL == code:
        return end == _SINK
    if HOT[code]:
        if end in (_FIRE_SIDE, _FIRE_BELOW):
            return True
        sb = bd.stacks[bd.nbr[bd.adv][d]]
        up = len(bd.stacks[bd.adv]) + 1
        return len(sb) > up and HOT[bd.kind[sb[up]]]
    if TRAVELS[code]:
        sb = bd.stacks[bd.nbr[bd.adv][d]]
        return bd.kind[sb[len(bd.stacks[bd.adv])]] == code and any(p[0] != path[0][0] for p in path)
    return False


def do_push(bd: Board, d: int, plan, ev: Optional[list]) -> None:
    """Apply a push planned by ``plan_push`` (legal)."""
    path, end = plan
    stacks, kind = bd.stacks, bd.kind
    destroyed = bd.destroyed
    a = bd.adv
    h = len(stacks[a])
    b = bd.nbr[a][d]
    sb = stacks[b]
    x = sb[h]
    k = kind[x]
    upper = sb[h + 1:]
    rest = sb[:h]
    xy = bd.xy
    if ev is not None:
        ev.append(E.Pushed(x, KINDS[k], xy(b), xy(path[0][0]), h))
        for i, u in enumerate(upper):
            ev.append(E.Fell(u, xy(b), h + 1 + i, h + i))
    # 1. everything on top of the pushed block falls one level into the space it left
    if upper and HOT[kind[upper[0]]]:  # a fire resting on the pushed boulder (upper == (fire,))
        fire = upper[0]
        z = h
        while rest and FIRE_EFFECT[kind[rest[-1]]] in _BURN_OR_MELT:
            below = rest[-1]
            rest = rest[:-1]
            if FIRE_EFFECT[kind[below]] == "burn":
                destroyed[kind[below]] += 1
                if ev is not None:
                    ev.append(E.Burnt(below, fire, xy(b)))
                    ev.append(E.Fell(fire, xy(b), z, z - 1))
                z -= 1
            else:
                destroyed[kind[below]] += 1
                destroyed[kind[fire]] += 1
                if ev is not None:
                    ev.append(E.Melted(below, fire, xy(b)))
                fire = -1
                break
        stacks[b] = rest + ((fire,) if fire >= 0 else ())
    else:
        stacks[b] = rest + upper
    if ev is not None:
        nb = len(stacks[b])
        if b == bd.nem:
            ev.append(E.Fell("nemesis", xy(b), len(sb), nb))
        if b in bd.gems:
            ev.append(E.Fell("gem-%d" % bd.gems.index(b), xy(b), len(sb), nb))
    # 2. the block's journey
    cell, z = path[-1]
    if ev is not None and len(path) > 1:
        horizontal = any(p[0] != path[0][0] for p in path)
        if not horizontal:
            ev.append(E.Fell(x, xy(cell), path[0][1], z))
        else:
            wp = tuple((xy(c), zz) for c, zz in path)
            ev.append(E.Rolled(x, wp) if ROLLS[k] else E.Slid(x, wp))
    sc = stacks[cell]
    if end == _LAND:
        stacks[cell] = sc + (x,)
    elif end == _NEMESIS:
        stacks[cell] = sc + (x,)
        bd.nem = -1
        bd.nem_defeated = True
        if ev is not None:
            ev.append(E.NemesisDefeated(xy(cell), x))
    elif end == _SINK:
        bd.pools &= ~(1 << cell)
        destroyed[k] += 1
        destroyed[POOL] += 1
        if ev is not None:
            ev.append(E.Sank(x, bd.pool_tok.get(cell, POOL), xy(cell)))
    else:  # fire, beside (same height) or below (the block fell onto it)
        fire = sc[-1]
        effect = FIRE_EFFECT[k]
        if effect == "burn":
            destroyed[k] += 1
            if ev is not None:
                ev.append(E.Burnt(x, fire, xy(cell)))
        elif effect == "melt":
            stacks[cell] = sc[:-1]
            destroyed[k] += 1
            destroyed[kind[fire]] += 1
            if ev is not None:
                ev.append(E.Melted(x, fire, xy(cell)))
        else:
            stacks[cell] = sc[:-1] + (x,)
            destroyed[kind[fire]] += 1
            if ev is not None:
                ev.append(E.Smothered(x, fire, xy(cell)))


def finish(bd: Board, before: tuple[bool, ...], ev: Optional[list]) -> None:
    """After a move: report goals that now hold and whether the level is complete."""
    if ev is not None:
        for g, held in zip(bd.goals, before):
            if not held and bd.goal_holds(g):
                ev.append(E.GoalCompleted(g))
    if bd.complete():
        bd.done = True
        if ev is not None:
            ev.append(E.LevelComplete())
