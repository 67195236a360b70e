"""Known cards in hand: what every player saw a seat take face up, until it leaves that hand.

The market is face up, so the cards a seat wins at the collect are public; the red deck's draws
are not. A player at a real table remembers them, so the view shows them and the bots use them.
"""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from game.kathmandu import engine
from game.kathmandu.audit import audit
from game.kathmandu.bots.determinize import determinize
from game.kathmandu.options import parse_options
from game.kathmandu.player_view import view_for
from game.kathmandu.position import PositionError, describe, position
from game.kathmandu.state import new_game


def _play(words, players, seed, steps, watch=None):
    s = new_game(parse_options(words, players, seed))
    rng = random.Random(seed)
    for ev in engine.start(s):
        if watch:
            watch(s, ev)
    for _ in range(steps):
        d = engine.pending(s)
        if d is None:
            break
        for ev in engine.apply(s, rng.choice(d.choices())):
            if watch:
                watch(s, ev)
    return s


def test_cards_won_at_the_collect_are_known_red_draws_are_not_and_a_built_card_leaves():
    seen = {"awarded": 0, "drawn": 0, "built": 0}

    def watch(s, ev):
        if ev.kind == "card_awarded" and s.tables.cards[ev.card].deck != "holo":
            assert ev.card in s.known[ev.seat] or ev.card not in s.hands[ev.seat]
            seen["awarded"] += 1
        elif ev.kind == "red_drawn":
            assert not set(ev.cards) & set(s.known[ev.seat])
            seen["drawn"] += 1
        elif ev.kind == "card_built":
            assert ev.card not in s.known[ev.seat]
            seen["built"] += 1

    for seed in range(4):
        _play([], 4, seed, 400, watch)
    assert min(seen.values()) > 10, seen


def test_a_view_shows_the_known_cards_of_the_others_and_all_of_its_own_hand():
    s = _play([], 4, 5, 60)
    assert any(s.known)
    for me in range(4):
        v = view_for(s, me)
        assert v.known_hand(me) == s.hands[me]
        for p in range(4):
            if p != me:
                assert v.known_hand(p) == s.known[p]
                assert set(v.known_hand(p)) <= set(s.hands[p])


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.sampled_from([2, 3, 4, 5]), steps=st.integers(0, 500),
       words=st.sampled_from([[], ["architects"], ["holo", "reconstruction"], ["senior-architects", "bhairav"],
                              ["teams=2v2"]]))
def test_known_cards_are_always_in_their_hand(seed, players, steps, words):
    if words == ["teams=2v2"]:
        players = 4
    s = _play(words, players, seed, steps)
    assert not audit(s)
    for p in range(players):
        assert set(s.known[p]) <= set(s.hands[p])
    copy = s.copy()
    copy.known[0].append(-5)
    assert -5 not in s.known[0]  # the copy owns its lists


def test_a_sample_of_the_hidden_parts_keeps_every_known_card_where_it_is():
    s = _play([], 4, 9, 90)
    me = engine.pending(s).player
    v = view_for(s, me)
    rng = random.Random(0)
    for _ in range(20):
        d = determinize(v, rng)
        for p in range(4):
            if p != me:
                assert set(s.known[p]) <= set(d.hands[p])
                assert len(d.hands[p]) == len(s.hands[p])
        assert not audit(d)


def test_a_position_states_known_cards_and_describe_gives_them_back():
    spec = {"players": 4, "seed": 1, "phase": "build", "turn": 2,
            "hands": [["R02", "R03"], [], ["R01", "B17"], []], "known": [["R03"], [], [], []]}
    s = position(spec)
    assert [s.tables.cards[c].id for c in s.known[0]] == ["R03"]
    again = position(describe(s))
    assert again.known == s.known
    assert "known" not in describe(position({"players": 4, "hands": [["R02"], [], [], []]}))


@pytest.mark.parametrize("known,why", [
    ([["R01"], [], [], []], "known[0]: 'R01' is not a card of hands[0]"),
    ([["R02", "R02"], [], [], []], "known[0]: 'R02' is not a card of hands[0]"),
    ([["R02"]], "known: expected a list with one entry per seat (4)"),
    (["R02", [], [], []], "known[0]: expected a list of cards"),
])
def test_a_wrong_known_card_is_refused_in_one_line(known, why):
    with pytest.raises(PositionError) as exc:
        position({"players": 4, "hands": [["R02"], [], ["R01"], []], "known": known})
    assert str(exc.value) == why
