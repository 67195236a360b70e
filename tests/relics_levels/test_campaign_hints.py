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

CAP = 6000


@pytest.fixture(scope="module")
def levels():
    return [load_level(p) for p in campaign_paths()]


def _positions(level, result):
    s = State(level)
    out = [s.copy()]
    for m in result.moves:
        s.push(m)
        if m.is_push:
            out.append(s.copy())
    rng = random.Random(level.id)
    out += [random_state(level, rng, rng.randint(1, max(1, result.pushes))) for _ in range(2)]
    return out


def test_hints_by_lookup_agree_with_the_solver_on_every_level(levels):
    assert levels
    whole = 0
    for level in levels:
        r = solve(level)
        assert r.solved, level.id
        oracle = HintOracle(level, max_nodes=CAP).build()
        if not oracle.graph.capped:
            whole += 1
        for s in _positions(level, r):
            a = oracle.advice(s)
            if not oracle.graph.capped:
                assert a.source == "graph", level.id
            if s.is_complete():
                assert a.status == WON
                continue
            want = solve(s, max_states=60_000)
            if want.status == "limit":
                continue
            if want.status == "unsolvable":
                assert a.status == DEAD, (level.id, s.lurd())
                continue
            assert a.pushes_left == want.pushes, (level.id, s.lurd(), a)
            after = s.copy()
            for m in a.moves:
                after.push(m)
            left = oracle.advice(after).pushes_left
            assert left == a.pushes_left - (1 if a.status == PUSH_ADVICE else 0), (level.id, s.lurd())
    assert whole >= 1  # at least one level answered wholly by lookup
