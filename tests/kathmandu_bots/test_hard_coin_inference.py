"""Hard reads the coins under the face-down bids already made by modelling each bidder as the
Normal bot, on that bidder's view of the sample as it was when it bid (its hand in the sample,
only the bids made before it). Where every hand is public, a sample is each player's true view,
so the coins the Normal bots put down are read exactly; drawn blind they are not."""
import random

from game.kathmandu.bots.determinize import determinize
from game.kathmandu.bots.hard import HardBot
from game.kathmandu.bots.normal import NormalBot
from game.kathmandu.engine import apply, pending
from game.kathmandu.options import parse_options
from game.kathmandu.player_view import view_for
from game.kathmandu.state import new_game


def _last_to_bid(seed: int, rounds: int):
    """A 4-player game of Normal bots at the last bid of round ``rounds``, every hand made public
    (``known``) before that round's bids."""
    s = new_game(parse_options([], 4, seed))
    normal, rng = NormalBot(), random.Random(seed)
    while True:
        d = pending(s)
        if d.kind == "bid" and s.round == rounds:
            if sum(1 for seat in s.bid_seat if seat >= 0) == 0:
                s.known = [list(h) for h in s.hands]
            if sum(1 for seat in s.bid_seat if seat >= 0) == 3:
                return s, d.player
        apply(s, normal.decide(view_for(s, d.player), rng))


def test_the_coins_under_earlier_bids_are_read_as_the_normal_bot_put_them():
    blind_misses = 0
    for seed in range(6):
        s, me = _last_to_bid(seed, 1 + seed % 3)
        view = view_for(s, me)
        bids = [(sp, seat) for sp, seat in enumerate(s.bid_seat) if seat >= 0]
        for k in range(3):
            base = determinize(view, random.Random(k))
            blind_misses += sum(base.bid_coin[sp] != s.bid_coin[sp] for sp, _seat in bids)
            HardBot(infer="normal")._infer_coins(view, base)
            assert [base.bid_coin[sp] for sp, _seat in bids] == [s.bid_coin[sp] for sp, _seat in bids]
            for _sp, seat in bids:  # the coins left are the bidder's others
                assert sorted(base.coins[seat] + [base.bid_coin[sp] for sp, p in bids if p == seat]) \
                    == sorted(s.coins[seat] + [s.bid_coin[sp] for sp, p in bids if p == seat])
    assert blind_misses > 0
