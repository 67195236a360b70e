"""Senior Architects (architects, public goals), Bhairav, leftover coins, reconstruction."""
import random

from game.kathmandu.choices import Bid, BuyBhairav, Done, Reconstruct, ReturnCard, SkipPower, TakePoints
from game.kathmandu.data import load_tables
from game.kathmandu.engine import apply, pending, start
from game.kathmandu.scoring import breakdown

from .helpers import game, section, solid

T = load_tables()
SPOT = T.spot_index


def until(s, kind, rng, pick=None):
    while True:
        d = pending(s)
        if d is None:
            return None
        if d.kind == kind and (pick is None or pick(d)):
            return d
        ch = d.choices()
        apply(s, ch[rng.randrange(len(ch))])


def test_liliana_draws_three_keeps_two():
    """Rulebook: "Liliana: When you need to draw exactly 2 cards from the red deck, draw 3 instead. Keep 2.
    Return the other one to the bottom of the red deck." """
    s = game(4, words=["architects"], architects=["Liliana", None, None, None])
    start(s)
    apply(s, Bid(SPOT["N1"], 0))  # seat 0 loses both its cards
    apply(s, Bid(SPOT["S1"], 4))
    apply(s, Bid(SPOT["N2"], 4))
    apply(s, Bid(SPOT["S2"], 3))
    d = pending(s)
    assert d.kind == "return" and d.player == 0 and len(d.choices()) == 3
    bottom = d.choices()[1].card
    apply(s, ReturnCard(bottom))
    assert s.red[0] == bottom and len(s.hands[0]) == 2
    assert len(s.hands[3]) == 2  # no power: plain draw of 2


def test_charles_draws_two_keeps_one_only_when_one_is_needed():
    """Rulebook: "Charles: When you need to draw exactly 1 card from the red deck, draw 2 instead. Keep 1."
    Charles needing 1 draws 2 and returns 1; Charles needing 2 draws 2 plainly."""
    for seat in (1, 3):
        arch = [None] * 4
        arch[seat] = "Charles"
        s = game(4, words=["architects"], architects=arch)
        start(s)
        apply(s, Bid(SPOT["N1"], 4))  # seat 0 wins s1 and s2
        apply(s, Bid(SPOT["N2"], 4))  # seat 1 wins s3 (nearer) ...
        apply(s, Bid(SPOT["S2"], 4))  # ... seat 2 wins s4
        apply(s, Bid(SPOT["W2"], 0))  # seat 3 wins nothing: needs 2
        d = pending(s)
        if seat == 1:
            assert d.kind == "return" and d.player == 1 and len(d.choices()) == 2
            apply(s, d.choices()[0])
        else:
            assert d.kind == "build"  # no return decision: Charles needed 2
        assert len(s.hands[1]) == 2 and len(s.hands[3]) == 2


def test_walter_hand_limit_four():
    """Rulebook: "Walter: Your hand limit is 4 throughout the game." """
    s = game(3, words=["architects"], seed=11, architects=["Walter", None, None])
    rng = random.Random(2)
    start(s)
    seen = False
    while pending(s):
        d = pending(s)
        if d.kind == "discard":
            assert len(s.hands[d.player]) > s.hand_limit(d.player)
            seen |= d.player == 0
        if d.kind == "bid":
            assert len(s.hands[0]) <= 4 and all(len(s.hands[p]) <= 3 for p in (1, 2))
        ch = d.choices()
        choice = Done() if d.kind == "build" else ch[rng.randrange(len(ch))]
        apply(s, choice)
    assert seen


def test_sara_final_bid_plus_one():
    """Rulebook: "Sara: Your final bid is worth +1." - her last bid of each half (round 4, not round 3)."""
    for rnd, winner in ((3, 1), (4, 0)):
        s = game(3, words=["architects"], architects=["Sara", None, None], round=rnd)
        start(s)
        apply(s, Bid(SPOT["W1"], 2))  # Sara: card 1 nearer... both coins 2, the other nearer
        apply(s, Bid(SPOT["N1"], 2))
        ev = apply(s, Bid(SPOT["E2"], 0))
        card1 = [e for e in ev if e.kind == "card_awarded" and e.space == 0][0]
        assert card1.seat == winner
        if rnd == 4:
            assert card1.reason == "highest"
            revealed = [b for b in ev if b.kind == "bids_revealed"][0].bids
            assert [v for _, seat, _, v in revealed if seat == 0] == [3]


def test_liu_and_sophie_before_the_leftover_coin():
    s = game(4, words=["architects"], seed=5, architects=["Liu", "Sophie", None, None])
    rng = random.Random(5)
    start(s)
    used = set()
    while True:
        d = until(s, "power", rng)
        if d is None:
            break
        seat = d.player
        hand = len(s.hands[seat])
        use = [c for c in d.choices() if c.kind == "power"]
        assert SkipPower() in d.choices() and use
        if seat == 1:
            assert all(c.card in s.discards for c in use)
        apply(s, use[0])
        assert len(s.hands[seat]) == hand + 1
        d = pending(s)
        assert d.kind == "power_discard" and d.player == seat
        apply(s, d.choices()[-1])
        assert len(s.hands[seat]) == hand and pending(s).kind == "leftover"
        used.add(seat)
    assert used == {0, 1}


def test_leftover_order_highest_coin_first_and_points():
    s = game(4, seed=3)
    rng = random.Random(3)
    start(s)
    d = until(s, "leftover", rng)
    coins = {p: s.coins[p][0] for p in range(4)}
    order = []
    while d is not None and d.kind == "leftover":
        order.append(d.player)
        before = breakdown(s, d.player, final=False).leftover_coins
        apply(s, TakePoints())
        assert breakdown(s, d.player, final=False).leftover_coins == before + coins[d.player]
        while pending(s) and pending(s).kind not in ("leftover", "bid"):
            apply(s, pending(s).choices()[-1])
        d = pending(s)
    rank = {(s.first - 1 + i) % 4: i for i in range(4)}  # first player before the marker passed
    assert order == sorted(range(4), key=lambda p: (-coins[p], rank[p]))


def test_buy_a_discard_and_build_it_at_once():
    rng = random.Random(0)
    for seed in range(20):
        s = game(4, seed=seed)
        start(s)
        d = until(s, "leftover", rng, pick=lambda d: any(c.kind == "buy" for c in d.choices()))
        if d is None:
            continue
        buy = next(c for c in d.choices() if c.kind == "buy")
        apply(s, buy)
        d2 = pending(s)
        assert d2.kind == "place" and all(c.card == buy.card for c in d2.choices())
        apply(s, d2.choices()[0])
        assert any(buy.card in [c for c, _ in m.cards] for m in s.monuments)
        assert pending(s).kind == "build" and Done() in pending(s).choices()
        return
    raise AssertionError("no game offered a discard to buy")


def test_bhairav_bought_with_a_four_still_scores_one():
    rng = random.Random(1)
    for seed in range(30):
        s = game(4, seed=seed, words=["bhairav"])
        start(s)
        d = until(s, "leftover", rng, pick=lambda d: s.coins[d.player] == [4])
        if d is None:
            continue
        buy = [c for c in d.choices() if c.kind == "bhairav"]
        assert len(buy) == 5
        apply(s, buy[2])
        assert s.bhairav[d.player] == buy[2].colour and breakdown(s, d.player, final=False).leftover_coins == 1
        # only one Bhairav per player, and that colour is gone for everyone
        d = until(s, "leftover", rng)
        if d is not None and d.kind == "leftover":
            assert BuyBhairav(buy[2].colour) not in d.choices()
        return
    raise AssertionError("no leftover 4")


def build_round(s) -> list:
    """Every player finishes building (a stated Build phase with empty hands): the Public Goal check."""
    ev = []
    while pending(s).kind == "build":
        ev += apply(s, Done())
    return [e for e in ev if e.kind == "goal_scored"]


def test_public_goals_first_completers_score_once():
    """Rulebook: "The first player(s) to complete all the objectives on a Public Goal card immediately
    receive(s) the bonus points." "If 2 players complete the same Goal within the same round, they may
    both score points for that Goal." "Each player may only complete 1 Public Goal per game." """
    assert len(game(4, words=["public-goals"]).goals) == 3
    # 5 players (4 Public Goals): the blue deck holds every coloured section twice
    used: set = set()
    two = lambda seat, deck: [solid(seat, "buddha", ["blue"], deck, used), solid(seat, "buddha", ["white"], deck, used)]  # noqa: E731
    goals = dict(words=["public-goals"], goals=["G01", "G04", "G09", "G10"], phase="build")
    first = two(0, "red") + two(2, "blue")
    s = game(5, monuments=first, **goals)
    scored = build_round(s)
    assert sorted(e.seat for e in scored) == [0, 2]  # same round: both score
    assert breakdown(s, 0, final=False).public_goals == 4 == breakdown(s, 2, final=False).public_goals
    later = first + two(1, "blue")
    s = game(5, monuments=later, goal_claims={"G01": [0, 2]}, **goals)
    assert build_round(s) == []  # G01 is taken; seat 1 has no Stupa + Shrine for G04
    more = later + [solid(0, "stupa", ["red", "red", "red"], skip=used), solid(0, "shrine", ["red", "red"], skip=used)]
    s = game(5, monuments=more, goal_claims={"G01": [0, 2]}, **goals)
    assert build_round(s) == []  # one Public Goal per player


def test_reconstruction_adjusts_the_score():
    """Rulebook: "a player may discard any card from one of their Monuments (even if it's complete). If they
    do, they must immediately replace it with a new card from their hand. (Remember to adjust your score
    accordingly.)" """
    green_top = section("red", "shrine", 2, "green")
    shrine = solid(0, "shrine", ["red", "red"])
    s = game(4, words=["reconstruction"], seed=2, phase="build", turn=0, hands=[[green_top], [], [], []],
             monuments=[shrine])
    before = breakdown(s, 0, final=False)
    card = T.card_index[green_top.split(".")[0]]
    choice = Reconstruct(0, 2, card, int(green_top[-1]))
    assert choice in pending(s).choices()
    old = s.monuments[0].cards[1][0]
    apply(s, choice)
    after = breakdown(s, 0, final=False)
    assert old in s.discards and s.monuments[0].cards[1] == (card, int(green_top[-1]))
    assert after.colour_bonus == before.colour_bonus - 2
