"""Hints by lookup: solve a level's whole push graph once, then answer any position at once.

``HintOracle(level).build()`` enumerates the level's push graph (``game.relics.graph``) and the
pushes to a win from every position; it may run in a background thread when the level opens
(``ready`` turns True at the end; ``should_stop`` cuts it short). ``advice(state)`` then returns
an ``Advice``: the next push and the walk to it (or the steps onto a Gem, when taking it is the
best next move), the pushes left, or "dead" when the level can no longer be won from there.

In a capped graph (a level with more positions than ``max_nodes``) a position beyond the part
explored breadth-first may still have a known way to a win inside the graph: the advice follows it
at once (``optimal`` False: a sure way, maybe not the shortest). A position with no way known in a
capped graph (almost always a lost one whose loss spreads beyond the cap: 2-03, 2-06 and 2-07 have
more than 6M positions) gets a short solver search (``quick_states``: tenths of a second), and when
that cannot tell either, ``unknown`` with the way back: ``Advice.back`` moves to undo to the last
position of the player's own history known to be winnable (``back_pushes_left`` pushes from there).
Before the graph is built the solver answers, bounded by ``solver_states``; ``Advice.source`` says
which answered. The graph does not enumerate past a position the rules
alone prove lost (``areas.hopeless``: no block above the ground left to drop on the Nemesis, too
few blocks left to destroy): such a position is dead at once, and what lies beyond it (lost too)
is answered by that same test - which is what keeps 2-01's graph whole (28,884 positions, was
more than 300,000). Pure: no pygame; deterministic.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, replace
from typing import Callable, Optional, Union

from game.relics import areas as A
from game.relics import rules as R
from game.relics.graph import WIN, Macro, PushGraph
from game.relics.model import DIRS, Level
from game.relics.moves import PUSH, STEP, Move
from game.relics.solver import solve
from game.relics.state import State

PUSH_ADVICE, GEM_ADVICE, DEAD, WON, UNKNOWN = "push", "gem", "dead", "won", "unknown"
#: positions a hint graph may hold: at 1.5M the worker peaks at 100-104 MB RSS (2-03, 2-06, 2-07 capped
#: there; 2-05 and 4-07 whole below it since lost positions end the enumeration; PERF-FINDINGS 16)
HINT_MAX_NODES = 1_500_000
#: the solver's bound for a position a built, capped graph cannot answer: 2,500 states, 0.1-0.2 s
#: (the hint's answer-time budget is 300 ms, and 4,000 took up to 341 ms at load 4; the lost positions
#: of the bench's sample needed 440 to 85,000 states to prove, or more than 200,000)
QUICK_STATES = 2_500


@dataclass(frozen=True)
class Advice:
    """What to do next. ``moves`` are the steps then the push (``status == "push"``), or the steps
    onto the Gem (``"gem"``); empty for ``"dead"``, ``"won"`` and ``"unknown"`` (the solver gave up).
    ``pushes_left`` counts the pushes to a win from the position asked about (this one included)."""

    status: str
    moves: tuple[Move, ...] = ()
    pushes_left: Optional[int] = None
    source: str = "graph"  # "graph" (lookup), "rules" (lost by a rule-based test) or "solver" (searched)
    optimal: bool = True   # False: a sure way to a win found in a capped graph, maybe not the shortest
    #: for "dead" and "unknown": moves of the history to undo to reach the last position known to be
    #: winnable, and the pushes to a win from there (None: no such position is known)
    back: Optional[int] = None
    back_pushes_left: Optional[int] = None

    @property
    def push(self) -> Optional[Move]:
        return self.moves[-1] if self.status == PUSH_ADVICE and self.moves else None

    @property
    def walk(self) -> tuple[Move, ...]:
        return self.moves[:-1] if self.status == PUSH_ADVICE else self.moves


def macro_moves(bd: R.Board, mv: Macro) -> list[Move]:
    """The moves that play a macro move on board ``bd`` (a shortest walk, then the push or the
    step onto the Gem). ``bd`` is not changed."""
    if mv.d >= 0:
        path = A.walk_path(bd, mv.cell)
        if path is None:
            raise ValueError("macro move out of reach")
        return [Move(STEP, DIRS[d]) for d in path] + [Move(PUSH, DIRS[mv.d])]
    best: Optional[list[int]] = None
    for n in bd.nbr[mv.cell]:
        if n < 0:
            continue
        into = bd.nbr[n].index(mv.cell)
        if R.step_reason(A.adventurer_at(bd, n), into) is not None:
            continue
        path = A.walk_path(bd, n)
        if path is not None and (best is None or len(path) + 1 < len(best)):
            best = path + [into]
    if best is None:
        raise ValueError("Gem out of reach")
    return [Move(STEP, DIRS[d]) for d in best]


class HintOracle:
    """The hint service of one level (build once, ask many times)."""

    def __init__(self, level: Level, max_nodes: int = HINT_MAX_NODES, solver_states: int = 200_000,
                 quick_states: int = QUICK_STATES) -> None:
        self.level = level
        self.max_nodes = max_nodes
        self.solver_states = solver_states
        self.quick_states = quick_states
        self.graph: Optional[PushGraph] = None
        self._lock = threading.Lock()

    @property
    def ready(self) -> bool:
        return self.graph is not None

    def build(self, should_stop: Optional[Callable[[], bool]] = None, breathe: bool = False) -> "HintOracle":
        """Enumerate and solve the level's graph (seconds on a big level: call it from a thread, with
        ``breathe`` so that the frame loop keeps the interpreter lock often enough)."""
        g = PushGraph(self.level, max_nodes=self.max_nodes, keep_edges=False, prune_dead=True).build(should_stop, breathe)
        with self._lock:
            self.graph = g
        return self

    def build_in_thread(self, should_stop: Optional[Callable[[], bool]] = None) -> threading.Thread:
        """Start ``build`` (breathing) in a daemon thread and return it."""
        t = threading.Thread(target=self.build, args=(should_stop, True), name=f"hints-{self.level.id}",
                             daemon=True)
        t.start()
        return t

    def advice(self, state: State) -> Advice:
        """The best next move from ``state`` (a position of this level)."""
        if state.is_complete():
            return Advice(WON, (), 0)
        g = self.graph
        if g is not None:
            got = self._lookup(g, state)
            if got is not None:
                return self._with_way_back(g, state, got)
        if A.hopeless(A.solver_board(state)):  # lost by the rules alone (the graph stops there)
            return self._with_way_back(g, state, Advice(DEAD, (), None, "rules"))
        if g is None:
            return self._search(state, self.solver_states)
        return self._with_way_back(g, state, self._search(state, self.quick_states))

    def _with_way_back(self, g: PushGraph, state: State, a: Advice) -> Advice:
        """``a`` with ``back`` filled in when it is "dead" or "unknown": the moves of ``state``'s
        history to undo to the last position whose way to a win the graph knows."""
        if g is None or a.status not in (DEAD, UNKNOWN) or not state.history:
            return a
        s = state.copy()
        for n in range(1, len(state.history) + 1):
            s.pop()
            u = g.node_of_board(A.solver_board(s))
            if u is not None and g.dist[u] >= 0:
                return replace(a, back=n, back_pushes_left=g.dist[u])
            if u is not None and u == g.start and self.level.par:  # the start: won in par (checked maps)
                return replace(a, back=n, back_pushes_left=self.level.par)
        return a

    def pushes_left(self, state: State) -> Union[int, None, str]:
        """Pushes to a win from ``state``, None when it can no longer be won, "unknown" otherwise."""
        a = self.advice(state)
        if a.status == DEAD:
            return None
        return a.pushes_left if a.pushes_left is not None else UNKNOWN

    # --- answering -------------------------------------------------------------------------
    def _lookup(self, g: PushGraph, state: State) -> Optional[Advice]:
        bd = A.solver_board(state)
        u = g.node_of_board(bd)
        if u is None:
            return None
        if g.is_dead(u):
            return Advice(DEAD, (), None)
        d = g.dist[u]
        if d < 0:  # a capped graph knows no way to a win from here
            return None
        exact = g.exact(u)
        moves = g.moves_of(bd)
        succ = [v for v, _c in g.out_edges(u)]
        if len(succ) != len(moves):  # the moves of the position's board are those of its node
            return None
        hm = A.masks(bd)[0]
        layers = A.layers(bd.w, *A.edges(g.space.geo, hm, A.blocked(bd)), bd.adv)
        best = None
        for mv, v in zip(moves, succ):
            c = 1 if mv.d >= 0 else 0
            if g.dist[v] < 0 or g.dist[v] + c != d:
                continue
            steps = A.distance(layers, 1 << mv.cell) if mv.d >= 0 else _gem_steps(layers, bd, mv.cell)
            if best is None or steps < best[0]:
                best = (steps, mv)
        if best is None:
            return None
        mv = best[1]
        return Advice(PUSH_ADVICE if mv.d >= 0 else GEM_ADVICE, tuple(macro_moves(bd, mv)), d, optimal=exact)

    def _search(self, state: State, max_states: int) -> Advice:
        r = solve(state, max_states=max_states)
        if r.status == "unsolvable":
            return Advice(DEAD, (), None, "solver")
        if not r.solved or not r.moves:
            return Advice(UNKNOWN, (), None, "solver")
        first: list[Move] = []
        for m in r.moves:
            first.append(m)
            if m.kind == PUSH:
                return Advice(PUSH_ADVICE, tuple(first), r.pushes, "solver")
        return Advice(GEM_ADVICE, tuple(first), r.pushes, "solver")


def _gem_steps(layers: list[int], bd: R.Board, g: int) -> int:
    near = 0
    for n in bd.nbr[g]:
        if n >= 0:
            near |= 1 << n
    for dist, lm in enumerate(layers):
        if lm & near:
            return dist + 1
    return 1 << 20


def random_state(level: Level, rng, pushes: int, space=None) -> State:
    """A position reached from the start by ``pushes`` random macro moves (uniform among the
    position's pushes and Gem takings; fewer when it runs out of moves or completes the level)."""
    from game.relics.graph import Space

    s = State(level)
    done = 0
    while done < pushes and not s.is_complete():
        bd = A.solver_board(s)
        sp = space if space is not None else Space(bd)
        moves = sp.moves_of(bd)
        if not moves:
            break
        mv = moves[rng.randrange(len(moves))]
        for m in macro_moves(bd, mv):
            s.push(m)
        done += 1 if mv.d >= 0 else 0
    return s
