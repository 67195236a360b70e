"""The level graph worker process: the same hints as the oracle in process, and a worker that
dies never loses a hint (the solver answers here, and the next request starts a new worker that
builds the level's graph again)."""
from __future__ import annotations

import os
import random
import signal
import time

import pytest

from game.relics.graph_worker import GraphProcess
from game.relics.hints import HintOracle, random_state
from game.relics.loader import campaign_paths, load_level
from game.relics.state import State

STATES = 20_000


@pytest.fixture
def pool():
    p = GraphProcess()
    yield p
    p.stop()


def _levels(n: int):
    """``n`` campaign levels with small graphs (a few thousand positions at most), smallest first."""
    small = {"1-01": 0, "1-03": 1, "1-04": 2}
    picked = sorted((p for p in campaign_paths() if p.stem in small), key=lambda p: small[p.stem])
    return [load_level(p) for p in picked[:n]] or [load_level(p) for p in campaign_paths()[:n]]


def _wait_built(pool, gen, seconds=60.0):
    end = time.monotonic() + seconds
    while pool.built(gen) is None and time.monotonic() < end:
        time.sleep(0.02)
    return pool.built(gen)


def _answer(pool, q, seconds=60.0):
    end = time.monotonic() + seconds
    while not q.done and time.monotonic() < end:
        pool.poll()
        time.sleep(0.01)
    assert q.done, "no answer"
    assert q.error is None, q.error
    return q.advice


def test_worker_hints_equal_the_in_process_oracle(pool):
    levels = _levels(3)
    assert levels
    for level in levels:
        gen = pool.open(level, STATES)
        built = _wait_built(pool, gen)
        local = HintOracle(level, solver_states=STATES).build()
        assert built == (local.graph.size, local.graph.capped), level.id
        rng = random.Random(level.id)
        for _ in range(6):
            s = random_state(level, rng, rng.randint(0, level.par or 1))
            got = _answer(pool, pool.ask(gen, s.copy(), STATES))
            assert got == local.advice(s), (level.id, s.lurd())
            assert got.source == "graph"
        pool.close(gen)


def test_a_question_before_the_graph_is_built_is_answered_by_the_solver(pool):
    level = _levels(1)[0]
    gen = pool.open(level, STATES)
    got = _answer(pool, pool.ask(gen + 1000, State(level), STATES))  # not the open level: no graph for it
    assert got.source == "solver" and got.push is not None
    assert got.pushes_left == HintOracle(level).build().advice(State(level)).pushes_left


def test_a_killed_worker_is_replaced_and_its_hint_still_answered(pool):
    level = _levels(2)[1]
    gen = pool.open(level, STATES)
    assert _wait_built(pool, gen)
    first = pool.pid
    os.kill(first, signal.SIGKILL)
    deadline = time.monotonic() + 10
    while pool.alive and time.monotonic() < deadline:
        time.sleep(0.02)
    q = pool.ask(gen, State(level), STATES)  # the worker is replaced and the level opened again in it
    want = HintOracle(level).build().advice(State(level))
    assert _answer(pool, q).pushes_left == want.pushes_left
    assert pool.alive and pool.pid != first and pool.restarts >= 1
    assert _wait_built(pool, gen), "the new worker builds the open level's graph again"
    q = pool.ask(gen, State(level), STATES)
    assert _answer(pool, q) == want and not q.fell_back


def test_a_worker_killed_while_answering_still_gives_the_hint(pool):
    level = _levels(3)[2]
    gen = pool.open(level, STATES)
    q = pool.ask(gen, State(level), STATES)   # asked of the new worker (or answered by the old one first)
    os.kill(pool.pid, signal.SIGKILL)
    got = _answer(pool, q)
    assert got.push is not None and got.pushes_left == HintOracle(level).build().advice(State(level)).pushes_left
    assert not q.fell_back, "a second worker was there to ask"


def test_a_hint_the_worker_never_answers_says_no_quick_hint(pool, monkeypatch):
    from game.relics import graph_worker
    from game.relics.hints import UNKNOWN

    level = _levels(1)[0]
    gen = pool.open(level, STATES)
    assert _wait_built(pool, gen)
    os.kill(pool.pid, signal.SIGSTOP)         # hung: alive, silent
    monkeypatch.setattr(graph_worker, "ANSWER_TIMEOUT", 0.3)
    stuck = pool.pid
    q = pool.ask(gen, State(level), STATES)
    got = _answer(pool, q, seconds=10)
    assert got.status == UNKNOWN and not q.fell_back
    assert pool.pid != stuck


def test_stop_ends_the_process():
    p = GraphProcess()
    gen = p.open(_levels(1)[0], STATES)
    assert _wait_built(p, gen)
    proc = p._proc
    p.stop()
    assert not proc.is_alive() and not p.alive
