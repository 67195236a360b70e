"""The solver: push-optimal on hand-checked boards, agrees with a brute-force search on random
small boards, reports unsolvable and limits, and hints from a mid-game state."""
import random

import pytest

from game.relics.model import Kind
from game.relics.moves import parse_lurd
from game.relics.solver import solve, hint
from game.relics.state import State
from tests.relics.brute import brute_min_pushes, random_level
from tests.relics.helpers import board


def completes(state: State, moves) -> bool:
    s = state.copy()
    for m in moves:
        s.push(m)
    return s.is_complete()


def test_no_push_needed():
    r = solve(board("A c . G"))
    assert r.solved and (r.pushes, r.steps) == (0, 3) and r.lurd == "rrr"


def test_one_push_to_build_a_step():
    s = board("A c . ccG")
    r = solve(s)
    assert r.solved and r.lurd == "Rrrr" and (r.pushes, r.steps) == (1, 3)
    assert completes(s, r.moves)


def test_two_pushes_fewest_steps():
    r = solve(board("A c . . ccG"))
    assert (r.pushes, r.steps) == (2, 4) and r.lurd == "RrRrrr"


def test_prefers_fewer_pushes_over_fewer_steps():
    # walking round the long way (0 pushes) beats pushing the crate out of the way
    text = """
A c G
. c .
. . .
"""
    r = solve(board(text))
    assert r.pushes == 0 and r.solved


def test_unsolvable_is_reported():
    r = solve(board("A cc G"))
    assert r.status == "unsolvable" and r.moves is None and r.states_explored >= 1
    assert "unsolvable" in r.describe()


def test_destroy_goal_that_cannot_be_met_is_unsolvable_at_once():
    r = solve(board("A c f .", goals="destroy", destroy="crate:2"))
    assert r.status == "unsolvable"


def test_state_limit():
    r = solve(board("A c . . .\n. . c . .\n. . . c .\nc . . . ccG"), max_states=3)
    assert r.status == "limit" and "3 states" in r.describe()


def test_nemesis_goal_with_a_rolling_boulder():
    r = solve(board("cA cb c c N", goals="nemesis"))
    assert r.solved and r.lurd == "R"


def test_destroy_goals():
    r = solve(board("A c . w", goals="destroy", destroy="water:1"))
    assert (r.pushes, r.lurd) == (2, "RrR")
    r = solve(board("A i . . f", goals="destroy", destroy="fire:1"))
    assert r.lurd == "R"


def test_collecting_a_gem_is_a_choice_not_automatic():
    # the crate must be pushed along the row before the Gem behind the Adventurer's path is taken
    text = """
.  G  .  .
A  c  .  ccG
"""
    s = board(text)
    r = solve(s)
    assert r.solved and completes(s, r.moves)
    assert r.pushes == 1


def test_hint_from_a_mid_game_state():
    s = board("A c . . ccG")
    for m in parse_lurd("Rr"):
        s.push(m)
    h = hint(s)
    assert h.solved and h.pushes == 1 and h.lurd == "Rrrr"
    assert completes(s, h.moves)
    # after sinking the crate the hint finds the other way (topple the stack the Gem is on)
    text = """
.  w  .  .  .
A  c  .  .  ccG
.  .  .  .  .
"""
    s = board(text)
    for m in parse_lurd("drU"):
        s.push(m)
    assert s.count(Kind.CRATE) == 2
    h = hint(s)
    assert h.solved and completes(s, h.moves) and h.pushes == 1
    # the only crate must cross the pool to reach the stack: it sinks, so there is no hint
    lost = board("A c . w ccG")
    lost.push(parse_lurd("R")[0])
    assert hint(lost).status == "unsolvable"


def test_hint_on_a_complete_level_is_empty():
    s = board("A G")
    s.push(parse_lurd("r")[0])
    assert solve(s).solved and solve(s).moves == []


def test_agrees_with_brute_force_on_random_boards():
    rng = random.Random(20261129)
    checked = solved = 0
    for _ in range(150):
        level = random_level(rng, w=rng.choice([3, 4]), h=rng.choice([2, 3]))
        try:
            best = brute_min_pushes(level, limit=20_000)
        except RuntimeError:
            continue
        r = solve(level)
        checked += 1
        assert (r.pushes if r.solved else None) == best, State(level).render()
        if r.solved:
            solved += 1
            assert completes(State(level), r.moves)
    assert checked > 100 and solved > 15


@pytest.mark.parametrize("kinds", ["cb", "ci", "cbf", "cw", "cifw"])
def test_agrees_with_brute_force_per_block_type(kinds):
    rng = random.Random(hash(kinds) & 0xFFFF)
    for _ in range(30):
        level = random_level(rng, w=4, h=3, kinds=kinds)
        try:
            best = brute_min_pushes(level, limit=20_000)
        except RuntimeError:
            continue
        r = solve(level)
        assert (r.pushes if r.solved else None) == best, State(level).render()


def test_push_bound():
    s = board("cA cc c c N", goals="nemesis")  # crates: three pushes needed
    assert solve(s).pushes == 3
    r = solve(s, max_pushes=2)
    assert r.status == "limit" and r.notes == ["no solution within 2 pushes"]
    assert solve(s, max_pushes=3).pushes == 3
    # a Gem may still be taken in the last allowed layer
    assert solve(board("A c . ccG"), max_pushes=1).lurd == "Rrrr"
