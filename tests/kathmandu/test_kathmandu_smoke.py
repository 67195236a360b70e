import random

import pytest

from game.kathmandu.engine import apply, pending
from game.kathmandu.options import parse_options
from game.kathmandu.state import new_game


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5, 6])
def test_random_games_end(players):
    for seed in range(5):
        s = new_game(parse_options([], players, seed))
        rng = random.Random(seed)
        for _ in range(5000):
            d = pending(s)
            if d is None:
                break
            ch = d.choices()
            apply(s, ch[rng.randrange(len(ch))])
        assert s.over
