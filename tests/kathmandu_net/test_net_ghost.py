"""An online seat's copy of the game (``net.ghost``) draws and scores exactly what the server's own
PlayerView for that seat does, at every turn of whole games; events come back from JSON as the
core's objects (hidden values as -1)."""
from __future__ import annotations

import json
import random

import pytest

from game.kathmandu import engine
from game.kathmandu.events import for_viewer
from game.kathmandu.net.codec import events_from_json, events_to_json, view_to_json
from game.kathmandu.net.ghost import SeatView
from game.kathmandu.options import parse_options
from game.kathmandu.player_view import PlayerView
from game.kathmandu.scoring import scores, winners
from game.kathmandu.state import new_game
from game.kathmandu.view.model import extract

GAMES = [
    (2, [], 1), (3, ["architects", "public-goals"], 2), (4, ["advanced"], 3),
    (4, ["teams=2v2", "bhairav", "holo"], 4), (5, ["manipulation", "rainbow"], 5),
    (6, ["teams=2v2v2", "reconstruction", "advanced-missions"], 6), (4, ["open-bidding", "senior-architects"], 7),
]


def _sent(state, seat):
    """What the server sends ``seat``, through JSON text and back."""
    data = view_to_json(PlayerView(state, seat), turn=len(state.history), decision=engine.pending(state))
    return json.loads(json.dumps(data))


@pytest.mark.parametrize("players,words,seed", GAMES)
def test_seat_view_matches_the_servers_view_every_turn(players, words, seed):
    state = new_game(parse_options(words, players, seed))
    events = engine.start(state)
    rng = random.Random(seed)
    step = 0
    while True:
        for seat in range(players):
            real = PlayerView(state, seat)
            data = _sent(state, seat)
            mine = SeatView(data)
            assert extract(mine, seat) == extract(real, seat), (step, seat)
            assert scores(mine._s) == scores(state)
            assert mine.hand_sizes == real.hand_sizes and mine.drawn == real.drawn
            assert mine.bids == real.bids
            mirror = [json.loads(json.dumps(e)) for e in events_to_json(for_viewer(events, seat))]
            assert events_from_json(mirror) == for_viewer(events, seat)
            if data["decision"] is not None:
                assert data["decision"]["message"][0] == engine.pending(state).message()[0]
        if state.over:
            break
        d = engine.pending(state)
        events = engine.apply(state, rng.choice(d.choices()))
        step += 1
    ghost = SeatView(_sent(state, 0))._s
    assert ghost.over and winners(ghost) == winners(state)


def test_a_ghost_holds_of_another_seats_hand_only_its_known_cards_and_no_deck_order():
    state = new_game(parse_options([], 4, 11))
    engine.start(state)
    rng = random.Random(3)
    for _ in range(40):
        engine.apply(state, rng.choice(engine.pending(state).choices()))
    ghost = SeatView(_sent(state, 1))._s
    assert ghost.hands[1] == state.hands[1]
    assert any(state.known[p] for p in (0, 2, 3))
    for p in (0, 2, 3):  # only the cards everyone saw it take face up, then placeholders
        assert ghost.hands[p] == state.known[p] + [-1] * (len(state.hands[p]) - len(state.known[p]))
    assert set(ghost.red) <= {-1} and set(ghost.blue) <= {-1}
