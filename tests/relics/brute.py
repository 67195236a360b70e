"""A slow, obviously-correct reference search over single moves (0-1 BFS by pushes) for checking
the solver's push counts on small boards, and a random small-board generator."""
from __future__ import annotations

import random
from collections import deque

from game.relics.model import KINDS, Goal, Kind, Level
from game.relics.state import State


def brute_min_pushes(level: Level, limit: int = 200_000):
    """Fewest pushes to complete the level, or None if impossible (exhaustive)."""
    s = State(level)
    if s.is_complete():
        return 0
    start = s.key()
    best = {start: 0}
    dq = deque([(0, s)])
    while dq:
        p, st = dq.popleft()
        if best.get(st.key(), 1 << 30) < p:
            continue
        for m in list(st.legal_moves()):
            nxt = st.copy()
            nxt.push(m)
            np = p + (1 if m.is_push else 0)
            if nxt.is_complete():
                # 0-1 BFS pops in order of pushes; a finish by a push may still be beaten by a
                # step-only finish from a state of the current layer
                return _finish(dq, st, np, p)
            k = nxt.key()
            if best.get(k, 1 << 30) <= np:
                continue
            best[k] = np
            if len(best) > limit:
                raise RuntimeError("brute force limit")
            if m.is_push:
                dq.append((np, nxt))
            else:
                dq.appendleft((np, nxt))
    return None


def _finish(dq, current, np, p):
    # A finish found by a step (np == p) is optimal. One found by a push (np == p + 1) is optimal
    # unless some state still queued at p pushes finishes by steps alone: check those.
    if np == p:
        return np
    stack = [current] + [st for q, st in dq if q == p]
    seen = set()
    while stack:
        st = stack.pop()
        for m in st.legal_moves():
            if m.is_push:
                continue
            nxt = st.copy()
            nxt.push(m)
            if nxt.is_complete():
                return p
            k = nxt.key()
            if k not in seen:
                seen.add(k)
                stack.append(nxt)
    return np


LETTERS = {k.letter: k for k in KINDS}


def random_level(rng: random.Random, w: int = 4, h: int = 3, kinds: str = "cbifw") -> Level:
    """A random small *valid* board: no floating blocks, fire only on ground/boulder, pools bare,
    one piece per space, pieces not on water/fire/boulder tops (Gems may be anywhere legal)."""
    n = w * h
    stacks: list[tuple[Kind, ...]] = []
    for _ in range(n):
        r = rng.random()
        if r < 0.45:
            stacks.append(())
            continue
        if "w" in kinds and r < 0.52:
            stacks.append((Kind.WATER,))
            continue
        height = rng.choice([1, 1, 1, 2, 2, 3])
        st: list[Kind] = []
        for _z in range(height):
            choices = [LETTERS[k] for k in kinds if k != "w"]
            k = rng.choice(choices)
            if st and st[-1] is Kind.FIRE:
                break
            if k is Kind.FIRE and st and st[-1] is not Kind.BOULDER:
                k = Kind.CRATE
            st.append(k)
        stacks.append(tuple(st))
    free = [c for c in range(n) if not stacks[c] or stacks[c][-1] in (Kind.CRATE, Kind.ICE)]
    free = [c for c in free if stacks[c] != (Kind.WATER,)]
    if len(free) < 3:
        stacks = [() for _ in range(n)]
        free = list(range(n))
    rng.shuffle(free)
    adv = free.pop()
    gems, nem = [], None
    goals = []
    if rng.random() < 0.6:
        gems.append(free.pop())
        if rng.random() < 0.3 and free:
            gems.append(free.pop())
        goals.append(Goal.GEM)
    if free and rng.random() < 0.5:
        nem = free.pop()
        goals.append(Goal.NEMESIS)
    dk, dc = None, 0
    if not goals or rng.random() < 0.3:
        present = sorted({k for st in stacks for k in st}, key=lambda k: k.value)
        if present:
            dk = rng.choice(present)
            dc = rng.choice([1, 1, 2])
            goals.append(Goal.DESTROY)
        elif not goals:
            gems.append(free.pop())
            goals.append(Goal.GEM)
    xy = lambda c: (c % w, c // w)  # noqa: E731
    return Level(id="random", width=w, height=h, stacks=tuple(stacks), adventurer=xy(adv),
                 nemesis=None if nem is None else xy(nem), gems=tuple(xy(g) for g in gems),
                 goals=tuple(goals), destroy_kind=dk, destroy_count=dc)
