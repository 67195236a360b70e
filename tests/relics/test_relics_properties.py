"""Property tests: random legal play on random small valid boards keeps the invariants, undo
restores the exact state, and replaying the LURD history reproduces the position."""
import random

from hypothesis import given, settings, strategies as st

from game.relics.model import Kind
from game.relics.moves import parse_lurd
from game.relics.state import State
from tests.relics.brute import random_level

KINDS_NO_WATER = (Kind.CRATE, Kind.BOULDER, Kind.ICE, Kind.FIRE)


def snapshot(s: State):
    return (s.render(), s.key(), tuple(s.blocks()), s.pools, s.pushes, s.steps, s.gem_cells(), s.nemesis,
            tuple(sorted(s.destroyed.items())), s.is_complete())


def check_invariants(s: State, initial: dict) -> None:
    lv = s.level
    pieces = {}
    for y in range(lv.height):
        for x in range(lv.width):
            stack = s.stack(x, y)
            kinds = [b.kind for b in stack]
            assert Kind.WATER not in kinds
            for z, k in enumerate(kinds):
                if k is Kind.FIRE:
                    assert z == len(kinds) - 1, "nothing may rest on a fire"
                    assert z == 0 or kinds[z - 1] is Kind.BOULDER, "fire rests only on the ground or a boulder"
            if s.pool(x, y) is not None:
                assert not stack, "a pool holds nothing"
            p = s.piece_at(x, y)
            if p:
                pieces[p] = (x, y)
                assert s.pool(x, y) is None, "no piece on water"
                assert not kinds or kinds[-1] is not Kind.FIRE, "no piece on a fire"
    adv = s.adventurer
    top = s.stack(*adv)
    assert not top or top[-1].kind in (Kind.CRATE, Kind.ICE)
    # one piece per space: the pieces found cell by cell are all the pieces there are
    expected = 1 + (s.nemesis is not None) + len(s.gems)
    assert len(pieces) == expected
    # blocks only disappear through the listed interactions, and each is counted
    for k in Kind:
        assert s.count(k) + s.destroyed[k] == initial[k], k
    ids = [b.id for b, _c, _z in s.blocks()]
    assert len(ids) == len(set(ids))


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 10**9), choices=st.lists(st.integers(0, 1000), min_size=1, max_size=40),
       w=st.integers(3, 5), h=st.integers(2, 4))
def test_random_play_keeps_invariants_and_undo_restores(seed, choices, w, h):
    level = random_level(random.Random(seed), w=w, h=h)
    s = State(level)
    initial = {k: s.count(k) for k in Kind}
    check_invariants(s, initial)
    history = [snapshot(s)]
    for c in choices:
        moves = list(s.legal_moves())
        if not moves:
            break
        m = moves[c % len(moves)]
        assert s.is_legal(m)
        s.push(m)
        check_invariants(s, initial)
        history.append(snapshot(s))
    # replaying the LURD history from the start reproduces the position
    again = State(level)
    for m in parse_lurd(s.lurd()):
        again.push(m)
    assert snapshot(again) == snapshot(s)
    # undo walks back through every position exactly
    while history[:-1]:
        history.pop()
        s.pop()
        assert snapshot(s) == history[-1]


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**9), choices=st.lists(st.integers(0, 1000), min_size=1, max_size=20))
def test_reset_is_undoable_in_random_play(seed, choices):
    level = random_level(random.Random(seed), w=4, h=3)
    s = State(level)
    for c in choices:
        moves = list(s.legal_moves())
        if not moves:
            break
        s.push(moves[c % len(moves)])
    before = snapshot(s)
    s.apply_reset()
    assert snapshot(s) == snapshot(State(level))
    s.pop()
    assert snapshot(s) == before


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**9), choices=st.lists(st.integers(0, 1000), min_size=1, max_size=25))
def test_illegal_moves_change_nothing(seed, choices):
    from game.relics.moves import Move
    from game.relics.model import DIRS
    from game.relics.state import IllegalMove

    level = random_level(random.Random(seed), w=4, h=3)
    s = State(level)
    for c in choices:
        all_moves = [Move(kind, d) for d in DIRS for kind in ("step", "push")]
        m = all_moves[c % len(all_moves)]
        if s.why_illegal(m) is None:
            s.push(m)
        else:
            before = snapshot(s)
            try:
                s.push(m)
                raise AssertionError("an illegal move was applied")
            except IllegalMove as exc:
                assert str(exc) == s.why_illegal(m)
            assert snapshot(s) == before
