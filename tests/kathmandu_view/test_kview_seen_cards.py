"""An opponent's hand on the table: the cards it was seen to take face up, then face-down ones."""
from __future__ import annotations

import random

from game.kathmandu import engine
from game.kathmandu.options import parse_options
from game.kathmandu.player_view import view_for
from game.kathmandu.state import new_game
from game.kathmandu.view.model import extract


def test_the_table_model_shows_the_cards_each_opponent_was_seen_to_take_and_hides_the_rest():
    s = new_game(parse_options([], 4, 21))
    rng = random.Random(2)
    engine.start(s)
    shown = 0
    for _ in range(300):
        d = engine.pending(s)
        if d is None:
            break
        engine.apply(s, rng.choice(d.choices()))
        m = extract(view_for(s, 0), 0)
        assert m.seats[0].hand == s.hands[0]
        for p in (1, 2, 3):
            hand = m.seats[p].hand
            assert len(hand) == len(s.hands[p])
            assert [c for c in hand if c is not None] == s.known[p]
            assert hand[len(s.known[p]):] == [None] * (len(s.hands[p]) - len(s.known[p]))
            shown += len(s.known[p])
    assert shown > 50
