"""Push-optimal solver for Relics levels (breadth-first by pushes, as good Sokoban solvers do).

A search state is a board plus the Adventurer's walking area (a bit mask of the cells he can
reach without pushing), so all positions that differ only by walking are one state. Its edges
are *macro moves*: walk to a space next to a block and push it (one push), or walk onto a Gem and
take it (no push: collecting is a choice, since a Gem blocks pushes until it is taken). Walking
never enters a Gem's space (that would collect it), so areas are computed without Gem spaces.

Speed (pure Python): boards are bit masks by level (walkable cells, occupied levels, fires),
walking areas are flood fills over "walk link" masks, push candidates come from mask shifts, and
states are indexed by board so that a repeated board whose pusher cell lies in a known area is
recognised without a flood fill. ``SolveResult.states_per_second`` reports the rate.

Optimality: layers are expanded in order of pushes. A completion found while expanding layer p
has p+1 pushes (or p, when it is a Gem taken without a push), so the search stops at the first
one, after checking the rest of layer p only for Gem-only finishes (which need fewer pushes).
The order inside a layer (most promising first) changes only which optimal solution is found.
Among equal pushes the solver keeps the cheaper way into each waiting state: few steps, but
step-optimality is not proved.

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
from game.relics import areas as A
from game.relics.graph import ONE_SPACE, GraphTooBig, Space
from game.relics.kinds import HOT, STANDABLE, TRAVELS
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
    cpu_seconds: float = 0.0  # process CPU time (the wall-clock ``seconds`` suffers on a busy machine)

    @property
    def solved(self) -> bool:
        return self.status == "solved"

    @property
    def lurd(self) -> str:
        return "".join(m.letter for m in self.moves or [])

    @property
    def states_per_second(self) -> float:
        """States per CPU second."""
        return self.states_explored / self.cpu_seconds if self.cpu_seconds > 0 else 0.0

    def describe(self) -> str:
        if self.status == "solved":
            return f"solved: {self.pushes}/{self.steps} (pushes/steps), {self.states_explored} states"
        if self.status == "unsolvable":
            return f"unsolvable: no solution exists ({self.states_explored} states explored)"
        if self.notes:
            return f"gave up: {self.notes[0]} ({self.states_explored} states explored)"
        return f"gave up: no solution within {self.max_states} states"


def solve(src: Union[Level, State], max_states: int = DEFAULT_MAX_STATES,
          max_pushes: Optional[int] = None, without: Optional[int] = None) -> SolveResult:
    """Find a push-optimal solution from a level's start or from any State (for hints).

    ``max_pushes`` bounds the search: with no solution of at most that many pushes the status is
    "limit" and ``notes`` says so (used to compare a level with a variant cheaply). ``without``: a
    kind code whose own behaviour is left out (``rules.uses_kind``: no block sinks in a pool, no
    fire burns or goes out, no boulder rolls ...), for the checker's "needs its floor's new block"."""
    cpu0 = time.process_time()
    try:
        result = _solve(src, max_states, max_pushes, without)
    except GraphTooBig:  # more than 1024 distinct stacks: far beyond any board the box can build
        result = SolveResult("limit", None, 0, 0, 0, 0.0, max_states, ["too many distinct stacks to search"])
    result.cpu_seconds = time.process_time() - cpu0
    return result


def _solve(src: Union[Level, State], max_states: int, max_pushes: Optional[int],
           without: Optional[int] = None) -> SolveResult:
    t0 = time.perf_counter()
    state = src if isinstance(src, State) else State(src)
    root = A.solver_board(state)
    if root.done or root.complete():
        return SolveResult("solved", [], 0, 0, 1, time.perf_counter() - t0, max_states)
    with_destroy = Goal.DESTROY in root.goals and root.destroy_kind >= 0
    if with_destroy and not A.destroy_possible(root):
        return SolveResult("unsolvable", None, 0, 0, 1, time.perf_counter() - t0, max_states,
                           ["the destroy goal can no longer be met"])
    if not A.nemesis_possible(root):
        return SolveResult("unsolvable", None, 0, 0, 1, time.perf_counter() - t0, max_states,
                           ["no block above the ground is left to drop on the Nemesis"])
    complete = A.completion_test(root)
    dkind, dcount = root.destroy_kind, root.destroy_count
    geo = A.Geometry(root.w, root.h)
    nbr_mask = geo.nbr_mask
    w = root.w
    full, not_col0, not_last = geo.full, geo.not_col0, geo.not_last
    ahead = (lambda m: m >> w, lambda m: (m << 1) & not_col0, lambda m: (m << w) & full,
             lambda m: (m >> 1) & not_last)
    behind = (ahead[2], ahead[3], ahead[0], ahead[1])

    # boards are packed into integer codes (``graph.Space``): a push changes a few fields of its
    # parent's code, and an integer hashes far faster than a tuple of stacks
    space = Space(root)
    code_after, code_cells = space.code_after, space.code_cells

    # The search index: board (without the Adventurer) -> its known walking areas, one record per
    # search state: [area, parent record, macro, frontier node or None]. A successor whose pusher
    # cell lies in a known area of the same board is a known state: no flood fill needed.
    # macro: (cell, dir) push from cell, or (gem cell, -1) collect.
    index: dict = {}
    masks0 = A.masks(root)
    rec0 = [A.flood(w, *A.edges(geo, masks0[0], A.blocked(root)), root.adv), None, None, None]
    code0 = space.code(root)
    rec0[3] = (root, masks0, 0, 0, code0)
    index[code0] = [rec0]
    count = 1
    layer = [rec0]
    pushes = 0
    best = None  # (pushes, steps, parent record, macro)
    plan_push, do_push, remask, edges, flood = R.plan_push, R.do_push, A.remask, A.edges, A.flood
    gem_goal = Goal.GEM in root.goals
    finishing = False  # a solution one push deeper is known: look only for Gem-only finishes

    need_nem = Goal.NEMESIS in root.goals
    nemesis_possible = A.nemesis_possible

    def last_gem_step(b: R.Board, walk: list[int], start: int, area: int):
        """If taking the one Gem left would complete the level from here: (gem cell, steps)."""
        if need_nem and not b.nem_defeated:
            return None
        if with_destroy and b.destroyed[dkind] < dcount:
            return None
        left = [g for g in b.gems if g >= 0]
        if len(left) != 1:
            return None
        g = left[0]
        sg = b.stacks[g]
        hg = len(sg)
        if hg and not STANDABLE[sg[-1]]:
            return None
        from_ok = 0
        for k in (hg - 1, hg, hg + 1):
            if 0 <= k < len(walk):
                from_ok |= walk[k]
        from_ok &= nbr_mask[g] & area
        if not from_ok:
            return None
        for dist, lm in enumerate(A.layers(w, *edges(geo, walk, A.blocked(b)), start)):
            if lm & from_ok:
                return g, dist + 1
        return None

    def promise(rec) -> int:
        b = rec[3][0]
        score = 0
        if with_destroy:
            score -= 16 * min(b.destroyed[dkind], dcount)
        if need_nem:
            score += threat(b)
        return score

    def threat(b: R.Board) -> int:
        n = b.nem
        if n < 0:
            return -8
        above = len(b.stacks[n]) + 1
        score = 0
        stacks, nbr = b.stacks, b.nbr
        for d in (0, 1, 2, 3):
            m = nbr[n][d]
            if m >= 0 and len(stacks[m]) > above:
                score -= 2
            while m >= 0:  # a boulder or ice block higher up in line with him may roll onto him
                st = stacks[m]
                if any(TRAVELS[k] for k in st[above - 1:]):
                    score -= 1
                    break
                m = nbr[m][d]
        return score

    def finish(best) -> SolveResult:
        moves = _reconstruct(state, best)
        p = sum(1 for m in moves if m.kind == PUSH)
        return SolveResult("solved", moves, p, len(moves) - p, count, time.perf_counter() - t0, max_states)

    while layer:
        nxt: list = []
        i = 0
        if max_pushes is not None and pushes >= max_pushes:
            finishing = True  # this layer may still finish by taking a Gem, but may not push
        while i < len(layer):
            rec = layer[i]
            i += 1
            bd, masks, steps, _p, pcode = rec[3]
            rec[3] = None
            hm, occ, fire = masks
            stacks, nbr = bd.stacks, bd.nbr
            layers = A.layers(w, *edges(geo, hm, A.blocked(bd)), bd.adv)
            area = rec[0]
            pools, nem, gems = bd.pools, bd.nem, bd.gems
            # collect a Gem (no push, same layer)
            for g in bd.gems:
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
                from_ok &= nbr_mask[g]
                for dist, lm in enumerate(layers):
                    if lm & from_ok:
                        break
                else:
                    continue
                nb = bd.copy()
                nb.adv = g
                nb.gems[nb.gems.index(g)] = -1
                nsteps = steps + dist + 1
                if complete(nb):  # nothing can need fewer pushes than this layer's
                    if best is None or (pushes, nsteps) < best[:2]:
                        best = (pushes, nsteps, rec, (g, -1))
                    return finish(best)
                bk = code_after(pcode, bd, nb, ())
                recs = index.get(bk)
                if recs is None:
                    recs = index[bk] = []
                elif any(r[0] >> g & 1 for r in recs):
                    continue
                nrec = [flood(w, *edges(geo, hm, A.blocked(nb)), g), rec, (g, -1), (nb, masks, nsteps, pushes, bk)]
                recs.append(nrec)
                count += 1
                layer.append(nrec)
            # pushes (next layer): pushers c at height k, block b = c+d at level k, free t = b+d
            for k in range(len(hm) - 1 if not finishing else 0):
                pk = area & hm[k]
                if not pk:
                    continue
                pushable = occ[k] & ~fire[k]
                free = (full & ~occ[k]) | fire[k]
                for d in (0, 1, 2, 3):
                    fwd = ahead[d]
                    bm = fwd(pk) & pushable
                    if not bm:
                        continue
                    tm = fwd(bm) & free
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
                            # the common case, a crate with nothing on it pushed onto a flat top: no
                            # fall, no roll, no fire, no water, no piece touched, no goal changed
                            nsb, nst = sb[:k], st + (sb[k],)
                            bk = code_cells(pcode, ((b, nsb), (t, nst)))
                            recs = index.get(bk)
                            if recs is None:
                                recs = index[bk] = []
                            else:
                                for old in recs:
                                    if old[0] & low:
                                        node = old[3]
                                        if node is not None and node[3] > pushes:
                                            nsteps = steps + A.distance(layers, low)
                                            if nsteps < node[2]:
                                                nb = bd.copy()
                                                nb.stacks = ns = stacks[:]
                                                ns[b], ns[t] = nsb, nst
                                                nb.adv = c
                                                old[1], old[2] = rec, (c, d)
                                                old[3] = (nb, node[1], nsteps, node[3], bk)
                                        break
                                else:
                                    old = None
                                if old is not None:
                                    continue
                            nb = bd.copy()
                            nb.stacks = ns = stacks[:]
                            ns[b], ns[t] = nsb, nst
                            nb.adv = c
                            nsteps = steps + A.distance(layers, low)
                            plan_end = t
                        else:
                            bd.adv = c
                            reason, plan = plan_push(bd, d)
                            if reason is not None or (without is not None and R.uses_kind(bd, d, plan, without)):
                                continue
                            nsteps = steps + A.distance(layers, low)
                            nb = bd.copy()
                            do_push(nb, d, plan, None)
                            plan_end = -1
                        if plan_end < 0:
                            if complete(nb):
                                if best is None or (pushes + 1, nsteps) < best[:2]:
                                    best = (pushes + 1, nsteps, rec, (c, d))
                                if not gem_goal:  # nothing in this layer can do better: stop here
                                    return finish(best)
                                finishing = True  # only a Gem taken without a push could still beat it
                                continue
                            if with_destroy and nb.destroyed != bd.destroyed and not A.destroy_possible(nb):
                                continue
                            if need_nem and not nb.nem_defeated and not nemesis_possible(nb):
                                continue
                            bk = code_after(pcode, bd, nb, (b, plan[0][-1][0]))
                            recs = index.get(bk)
                            if recs is None:
                                recs = index[bk] = []
                            else:
                                for old in recs:
                                    if old[0] & low:
                                        # a known state: if it waits in the next layer, keep the way
                                        # in with fewer steps (same board, so the same masks)
                                        node = old[3]
                                        if node is not None and node[3] > pushes and nsteps < node[2]:
                                            old[1], old[2] = rec, (c, d)
                                            old[3] = (nb, node[1], nsteps, node[3], bk)
                                        break
                                else:
                                    old = None
                                if old is not None:
                                    continue
                            plan_end = plan[0][-1][0]
                        nmasks = remask(masks, bd, nb, (b, plan_end))
                        nrec = [flood(w, *edges(geo, nmasks[0], A.blocked(nb)), c), rec, (c, d),
                                (nb, nmasks, nsteps, pushes + 1, bk)]
                        recs.append(nrec)
                        count += 1
                        nxt.append(nrec)
                        if gem_goal:
                            last = last_gem_step(nb, nmasks[0], c, nrec[0])
                            if last is not None and (best is None or (pushes + 1, nsteps + last[1]) < best[:2]):
                                best = (pushes + 1, nsteps + last[1], nrec, (last[0], -1))
                                finishing = True
            if count > max_states:
                return SolveResult("limit", None, 0, 0, count, time.perf_counter() - t0, max_states)
        if best is not None:
            return finish(best)
        if max_pushes is not None and pushes >= max_pushes:
            return SolveResult("limit", None, 0, 0, count, time.perf_counter() - t0, max_states,
                               [f"no solution within {max_pushes} push{'es' if max_pushes != 1 else ''}"])
        if need_nem or with_destroy:
            # expand first the positions closest to done (more blocks destroyed; a block higher than
            # the Nemesis's head next to him or in line with him): the shallowest solution is found
            # sooner. The order inside a layer never changes the number of pushes found.
            nxt.sort(key=promise)
        layer = nxt
        pushes += 1
    return SolveResult("unsolvable", None, 0, 0, count, time.perf_counter() - t0, max_states)


def _reconstruct(state: State, best) -> list[Move]:
    macros = [best[3]]
    rec = best[2]
    while rec[1] is not None:
        macros.append(rec[2])
        rec = rec[1]
    macros.reverse()
    bd = A.solver_board(state)
    moves: list[Move] = []
    for cell, d in macros:
        if d < 0:  # collect the Gem at ``cell``: the shortest walk to a space it can be stepped on from
            options = []
            for n in bd.nbr[cell]:
                if n < 0:
                    continue
                into = bd.nbr[n].index(cell)
                if R.step_reason(A.adventurer_at(bd, n), into) is not None:
                    continue
                path = A.walk_path(bd, n)
                if path is not None:
                    options.append((len(path), path, into))
            _n, path, into = min(options)
            for wd in path + [into]:
                R.do_step(bd, wd, None)
                moves.append(Move(STEP, DIRS[wd]))
        else:
            for wd in A.walk_path(bd, cell) or ():
                R.do_step(bd, wd, None)
                moves.append(Move(STEP, DIRS[wd]))
            reason, plan = R.plan_push(bd, d)
            assert reason is None, reason
            R.do_push(bd, d, plan, None)
            moves.append(Move(PUSH, DIRS[d]))
    return moves


def hint(state: State, max_states: int = 200_000) -> SolveResult:
    """An optimal continuation from the current position (its first push is the hint)."""
    return solve(state, max_states=max_states)
