"""The push graph and hints by lookup on random small boards (hypothesis), against the solver and
the brute-force reference search."""
from __future__ import annotations

import random

import pytest

from hypothesis import given, settings, strategies as st

from game.relics import areas as A
from game.relics.graph import WIN, PushGraph
from game.relics.hints import DEAD, GEM_ADVICE, PUSH_ADVICE, UNKNOWN, WON, HintOracle, random_state
from game.relics.solver import solve
from game.relics.state import State
from tests.relics.brute import brute_min_pushes, random_level
from tests.relics.helpers import board, play


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**9))
def test_distance_from_the_start_is_the_fewest_pushes(seed):
    level = random_level(random.Random(seed))
    g = PushGraph(level).build()
    assert not g.capped
    want = brute_min_pushes(level)
    assert g.pushes_to_win(g.start) == want
    assert g.is_dead(g.start) == (want is None)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**9))
def test_distances_are_consistent_over_every_edge(seed):
    """dist(u) = min over u's moves of (pushes of the move + dist(successor)); dead iff no move
    leads to a position that can still be won."""
    g = PushGraph(random_level(random.Random(seed))).build()
    for u in range(1, g.size + 1):
        live = [c + g.dist[v] for v, c in g.out_edges(u) if g.dist[v] >= 0]
        if live:
            assert g.dist[u] == min(live)
        else:
            assert g.is_dead(u)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**9), pushes=st.integers(0, 6))
def test_every_reachable_position_is_in_the_graph_and_hints_agree_with_the_solver(seed, pushes):
    rng = random.Random(seed)
    level = random_level(rng)
    oracle = HintOracle(level).build()
    s = random_state(level, rng, pushes)
    a = oracle.advice(s)
    if oracle.graph.node_of(s) is None:
        # only past a position the rules prove lost does the graph stop enumerating
        assert A.hopeless(A.solver_board(s)) and a.status == DEAD and a.source == "rules"
        assert solve(s).status == "unsolvable"
        return
    assert a.source == "graph" and a.optimal
    r = solve(s)
    if s.is_complete():
        assert a.status == WON
    elif r.status == "unsolvable":
        assert a.status == DEAD and a.moves == ()
    else:
        assert a.status in (PUSH_ADVICE, GEM_ADVICE) and a.pushes_left == r.pushes
        # following the hints wins in exactly that many pushes
        before = s.pushes
        while not s.is_complete():
            a = oracle.advice(s)
            left = a.pushes_left
            for m in a.moves:
                s.push(m)
            assert oracle.advice(s).pushes_left == left - (1 if a.status == PUSH_ADVICE else 0)
        assert s.pushes - before == r.pushes


def test_a_dead_position_is_reported_dead():
    # the Gem on a tower of three is reached by the crate beside the tower of two: pushing that
    # crate away leaves no way up
    s = board(". . .\nA c .\n. cc cccG")
    oracle = HintOracle(s.level).build()
    a = oracle.advice(s)
    assert a.status == GEM_ADVICE and a.pushes_left == 0 and len(a.moves) == 3  # the fewest steps
    done = s.copy()
    for m in a.moves:
        done.push(m)
    assert done.is_complete()
    s.push(next(m for m in s.legal_moves() if m.is_push and m.dir.letter == "r"))
    assert solve(s).status == "unsolvable" and oracle.advice(s).status == DEAD
    corner = board("c A .\n. . .\n. . G", goals="destroy", destroy="crate:1")  # no fire, no pool
    o2 = HintOracle(corner.level).build()
    assert o2.advice(corner).status == DEAD and o2.advice(corner).pushes_left is None


def test_a_capped_graph_says_so_and_still_answers_through_the_solver():
    text = ". . . . .\n. c . c .\n. . A . .\n. c . c .\n. . . . G"
    level = board(text).level
    whole = PushGraph(level).build()
    small = PushGraph(level, max_nodes=20).build()
    assert not whole.capped and small.capped and small.size < whole.size
    assert all(small.dist[u] != -1 for u in range(1, small.size + 1))  # never "dead" without proof
    o = HintOracle(level, max_nodes=20).build()
    s = State(level)
    a = o.advice(s)
    assert a.pushes_left == solve(s).pushes
    assert whole.dist[whole.start] == a.pushes_left


def test_the_win_node_and_a_complete_position():
    s = board("A G")
    g = PushGraph(s.level).build()
    s.push(next(m for m in s.legal_moves()))
    assert s.is_complete() and g.node_of(s) == WIN
    assert HintOracle(s.level).build().advice(s).status == WON


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**9), cap=st.integers(5, 60), pushes=st.integers(0, 5))
def test_hints_of_a_capped_graph_are_sure_ways_to_a_win(seed, cap, pushes):
    rng = random.Random(seed)
    level = random_level(rng)
    oracle = HintOracle(level, max_nodes=cap).build()
    s = random_state(level, rng, pushes)
    first = oracle.advice(s)
    want = solve(s)
    if first.status in (PUSH_ADVICE, GEM_ADVICE):
        assert want.solved and first.pushes_left >= want.pushes
        assert first.optimal <= (first.pushes_left == want.pushes)  # "optimal" is never claimed wrongly
        before = s.pushes
        for _ in range(100):
            if s.is_complete():
                break
            a = oracle.advice(s)
            assert a.status in (PUSH_ADVICE, GEM_ADVICE)
            for m in a.moves:
                s.push(m)
        assert s.is_complete() and s.pushes - before <= first.pushes_left
    elif first.status == DEAD:
        assert want.status == "unsolvable"


def test_a_build_in_a_thread_becomes_ready_and_can_be_stopped():
    s = board(". . . . .\n. c . c .\n. . A . .\n. c . c .\n. . . . G")
    oracle = HintOracle(s.level)
    assert not oracle.ready and oracle.advice(s).source == "solver"  # not built yet: searched
    oracle.build_in_thread().join(120)
    assert oracle.ready and not oracle.graph.capped and oracle.advice(s).source == "graph"
    stopped = HintOracle(s.level).build(should_stop=lambda: True)
    assert stopped.graph.capped and stopped.graph.size < oracle.graph.size


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**9), spill=st.integers(1, 40))
def test_a_graph_without_its_edges_is_the_same_graph(seed, spill):
    """The hint worker's graph (edges spilled to a file while enumerating, read back to solve it,
    then dropped: ``out_edges`` works them out again) has the same nodes, distances and edges as a
    graph that keeps its edges; and a code with too few bits for the level's stacks widens and
    starts again, to the same graph."""
    import game.relics.graph as G

    level = random_level(random.Random(seed))
    kept = PushGraph(level).build()
    old_spill, old_bits = G._SPILL_EDGES, G._first_stack_bits
    G._SPILL_EDGES, G._first_stack_bits = spill, (lambda root: 1)
    try:
        lean = PushGraph(level, keep_edges=False).build()
    finally:
        G._SPILL_EDGES, G._first_stack_bits = old_spill, old_bits
    assert lean.size == kept.size and not lean.capped and lean.succ.tolist() == []
    assert lean.dist.tolist() == kept.dist.tolist() and lean.start == kept.start
    for u in range(1, kept.size + 1):
        assert lean.out_edges(u) == kept.out_edges(u)
        assert lean.board_of(u).stacks == kept.board_of(u).stacks
    assert lean.size == kept.size  # working the edges out found no new node


def test_positions_are_packed_small():
    """A whole graph costs a few tens of bytes a position (it was about 200 with Python ints and a
    dict): 1-09-sized levels fit in a few MB."""
    text = ". . . . .\n. c . c .\n. . A . .\n. c . c .\n. . . . G"
    g = PushGraph(board(text).level, keep_edges=False).build()
    assert g.size > 1000 and g.memory_bytes() / g.size < 60
    assert g.space.width <= 8  # 25 cells of two bits, one Gem: one word


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 10**9), pushes=st.integers(0, 5))
def test_a_position_the_rules_call_hopeless_cannot_be_won(seed, pushes):
    # the rule-based test that lets the hint graph stop (areas.hopeless) is sound: checked against
    # an exhaustive search over the game's own State rules, not the solver it prunes
    rng = random.Random(seed)
    level = random_level(rng)
    s = random_state(level, rng, pushes)
    if s.is_complete() or not A.hopeless(A.solver_board(s)):
        return
    assert brute_min_pushes_from(s) is None


def brute_min_pushes_from(s: State):
    """Fewest pushes to complete the level from ``s``, or None (exhaustive over ``State``)."""
    from collections import deque

    seen = {s.key()}
    dq = deque([s])
    while dq:
        cur = dq.popleft()
        for m in list(cur.legal_moves()):
            nxt = cur.copy()
            nxt.push(m)
            if nxt.is_complete():
                return 1
            k = nxt.key()
            if k not in seen:
                seen.add(k)
                dq.append(nxt)
    return None


def test_once_no_block_stands_above_the_ground_the_nemesis_hint_says_lost_at_once():
    # climb the lone crate and push the pair's top crate onto him: won in one push. Knock the
    # pair's base out from the north instead and no block is left above the ground: lost, and the
    # hint says so from the rules alone
    text = ". . . .\n. c cc N\nA . . ."
    start = board(text, goals="nemesis")
    oracle = HintOracle(start.level).build()
    assert oracle.advice(start).status == PUSH_ADVICE and oracle.advice(start).pushes_left == 1
    s, _ = play(text, "uurrD", goals="nemesis")
    assert max(len(t) for t in A.solver_board(s).stacks) <= 1 and A.hopeless(A.solver_board(s))
    a = oracle.advice(s)
    assert a.status == DEAD and a.source in ("graph", "rules")
    assert solve(s).status == "unsolvable" and brute_min_pushes_from(s) is None


@pytest.mark.parametrize("level_id, cap", [("2-07", 3000), ("2-06", 3000), ("2-05", 20000)])
def test_a_lost_or_unknown_hint_names_the_way_back_to_a_winnable_position(level_id, cap):
    """A hint that cannot lead on ("dead", or "unknown" where a capped graph knows no way and the
    quick search cannot tell) says how many moves to undo to reach the last position of the
    player's own history that can still be won, and how many pushes win from there; every
    position in between has no known way to a win."""
    from game.relics.loader import find_level, load_level

    level = load_level(find_level(level_id))
    oracle = HintOracle(level, max_nodes=cap, quick_states=50).build()
    rng = random.Random(level_id)
    seen = 0
    for _ in range(30):
        s = random_state(level, rng, rng.randint(1, (level.par or 1) + 3))
        a = oracle.advice(s)
        if a.status not in (DEAD, UNKNOWN):
            assert a.back is None
            continue
        assert a.back is not None and 1 <= a.back <= len(s.history)  # the start is always winnable
        seen += 1
        back = s.copy()
        for i in range(a.back):
            if i:
                got = oracle.advice(back)
                assert got.status in (DEAD, UNKNOWN) or got.source != "graph"
            back.pop()
        there = solve(back)
        assert there.solved and there.pushes <= a.back_pushes_left
    assert seen >= 3  # the sample does reach lost and unknown positions


def test_the_way_back_from_a_lost_position_undoes_to_the_last_winnable_one():
    # knock the pair's base out (lost), then walk on: the way back undoes the walk and that push
    text = ". . . .\n. c cc N\nA . . ."
    s, _ = play(text, "uurrDl", goals="nemesis")
    a = HintOracle(s.level).build().advice(s)
    assert a.status == DEAD and a.back == 2 and a.back_pushes_left == 1
