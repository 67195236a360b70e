"""Hints by lookup on every campaign level agree with the solver: at every push of the level's
optimal solution and at random reachable positions. Works for whatever levels are in levels/.

The graphs are capped small here to keep the suite fast: a level whose graph fits is answered by
lookup everywhere; one that does not still has its exact answers (positions near the start)
checked, and every answer, by lookup or not, is a push count the solver agrees with.
"""
from __future__ import annotations

import random

import pytest

from game.relics.hints import DEAD, PUSH_ADVICE, WON, HintOracle, random_state
from game.relics.loader import campaign_paths, load_level
from game.relics.solver import solve
from game.relics.state import State

CAP = 4000


@pytest.fixture(scope="module")
def levels():
    return [load_level(p) for p in campaign_paths()]


def _positions(level, result):
    """(position, its fewest pushes or None when unknown): every push of the optimal solution (the
    rest of an optimal solution is optimal) and two random reachable positions."""
    s = State(level)
    out = [(s.copy(), result.pushes)]
    for m in result.moves:
        s.push(m)
        if m.is_push:
            out.append((s.copy(), result.pushes - s.pushes))
    rng = random.Random(level.id)
    out += [(random_state(level, rng, rng.randint(1, max(1, result.pushes))), None) for _ in range(2)]
    return out


def test_hints_by_lookup_agree_with_the_solver_on_every_level(levels):
    assert levels
    whole = looked_up = 0
    for level in levels:
        r = solve(level)
        assert r.solved, level.id
        oracle = HintOracle(level, max_nodes=CAP).build()
        whole += not oracle.graph.capped
        for s, want in _positions(level, r):
            a = oracle.advice(s)
            if not oracle.graph.capped:  # a whole graph answers everything (past a lost position, the rules do)
                assert a.source == "graph" or (a.source == "rules" and a.status == DEAD), level.id
            if a.source == "rules":
                assert solve(s).status == "unsolvable", (level.id, s.lurd())
                continue
            if a.source != "graph":
                continue  # the solver's own answer: nothing to compare
            if not a.optimal:  # a sure way found in a capped graph: it makes progress
                after = s.copy()
                for m in a.moves:
                    after.push(m)
                left = oracle.advice(after).pushes_left
                assert left is not None and left <= a.pushes_left - (a.status == PUSH_ADVICE), (level.id, s.lurd())
                continue
            looked_up += 1
            if s.is_complete():
                assert a.status == WON
                continue
            if want is None:
                got = solve(s, max_states=4_000)
                if got.status == "limit":
                    continue
                if got.status == "unsolvable":
                    assert a.status == DEAD, (level.id, s.lurd())
                    continue
                want = got.pushes
            assert a.pushes_left == want, (level.id, s.lurd(), a)
            after = s.copy()
            for m in a.moves:
                after.push(m)
            left = oracle.advice(after).pushes_left
            assert left == a.pushes_left - (1 if a.status == PUSH_ADVICE else 0), (level.id, s.lurd())
    assert whole >= 1 and looked_up >= len(levels)
