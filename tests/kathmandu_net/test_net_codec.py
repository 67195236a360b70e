"""The JSON forms of choices and views: exact round trips, and any other JSON refused cleanly."""
from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.kathmandu import engine
from game.kathmandu.net import protocol
from game.kathmandu.net.codec import CodecError, RemoteView, choice_from_json, choice_to_json, view_to_json
from game.kathmandu.options import parse_options
from game.kathmandu.player_view import PlayerView
from game.kathmandu.state import new_game


@settings(max_examples=4, deadline=None)
@given(st.integers(2, 6), st.integers(0, 10_000),
       st.sampled_from([[], ["advanced"], ["senior-architects"], ["holo", "rainbow", "bhairav"]]))
def test_every_offered_choice_survives_its_json_form_exactly(players, seed, words):
    s = new_game(parse_options(words, players, seed))
    rng = random.Random(seed)
    while (d := engine.pending(s)) is not None:
        for c in d.choices():
            back = choice_from_json(json.loads(json.dumps(choice_to_json(c))))
            assert back == c and type(back) is type(c) and d.is_legal(back)
        engine.apply(s, rng.choice(d.choices()))


_json = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
                     lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                                  max_size=4), max_leaves=12)


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.sampled_from(["kind", "card", "spot", "coin", "end", "monument", "area", "colours",
                                        "to", "colour", "cards", "x"]),
                       _json | st.sampled_from(["bid", "build", "done", "wild", "N1", "R01", "red"]), max_size=6))
def test_fuzzed_choice_forms_are_refused_with_a_codec_error_or_rebuild_a_real_choice(raw):
    try:
        ch = choice_from_json(raw)
    except CodecError:
        return
    assert choice_from_json(choice_to_json(ch)) == ch


@settings(max_examples=300, deadline=None)
@given(_json)
def test_fuzzed_frames_are_refused_with_a_net_error(value):
    try:
        protocol.parse(json.dumps(value))
    except protocol.NetError as exc:
        assert exc.code
    else:
        raise AssertionError("a non-request was accepted")


def test_views_carry_no_seed_and_no_other_hand_and_the_reader_reads_them():
    s = new_game(parse_options([], 4, 4242))
    rng = random.Random(1)
    while not all(s.hands) or s.face_up:  # every hand holds cards, bids face down
        engine.apply(s, rng.choice(engine.pending(s).choices()))
    d = engine.pending(s)
    for seat in range(-1, 4):
        data = view_to_json(PlayerView(s, seat), turn=0, decision=d)
        text = json.dumps(data)
        assert "seed" not in data["options"] and "4242" not in text
        others = {s.tables.cards[c].id for i, h in enumerate(s.hands) if i != seat for c in h
                  if c not in s.known[i]}  # cards taken face up are public
        assert others and not any(f'"{c}"' in text for c in others)
        assert data["known"] == [[] if i == seat else [s.tables.cards[c].id for c in s.known[i]] for i in range(4)]
        view = RemoteView(data)
        assert view.my_turn == (seat == d.player)
        if view.my_turn:
            assert view.choice_objects() == d.choices()
