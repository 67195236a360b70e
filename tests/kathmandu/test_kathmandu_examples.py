"""The rulebook's worked examples (and the decisions of KATHMANDU-RULES.md) as tests."""
from game.kathmandu.choices import Bid, Keep
from game.kathmandu.data import load_tables
from game.kathmandu.engine import apply, fall_debris, pending, start
from game.kathmandu.scoring import breakdown, matches, mission_points

from .helpers import game, solid

T = load_tables()
SPOT = T.spot_index
SPACE_OF_LABEL4 = {sp.label4: sp.index for sp in T.spaces if sp.label4}


def test_four_player_collect_example():
    # Amy (seat 0) north of column 2, Sean (1) east of row 2, Joe (2) south of column 2: all coin 3.
    # Sara (3) west of row 1 with a lower coin.
    s = game(4)
    start(s)
    market = {lbl: s.market[i] for lbl, i in SPACE_OF_LABEL4.items()}
    apply(s, Bid(SPOT["N2"], 3))
    apply(s, Bid(SPOT["E2"], 3))
    apply(s, Bid(SPOT["S2"], 3))
    ev = apply(s, Bid(SPOT["W1"], 1))
    won = {e.card: (e.seat, e.reason) for e in ev if e.kind == "card_awarded"}
    assert won[market[4]] == (2, "long edge")  # Joe: nearer than Amy, long edge beats Sean
    assert won[market[2]] == (0, "nearer")  # Amy is closest to card 2
    assert won[market[3]] == (1, "only bidder")  # Sean
    assert won[market[1]] == (3, "only bidder")  # Sara takes card 1 (card 2 is taken)
    draws = {e.seat: len(e.cards) for e in ev if e.kind == "red_drawn"}
    assert draws == {0: 1, 1: 1, 2: 1, 3: 1}  # each won 1 card, so each draws 1
    assert [len(h) for h in s.hands] == [2, 2, 2, 2]
    under = [e for e in ev if e.kind == "leftovers_under_red"]
    assert under and under[0].cards == ()


def test_highest_coin_beats_nearness():
    s = game(4)
    start(s)
    card2 = s.market[SPACE_OF_LABEL4[2]]
    apply(s, Bid(SPOT["N2"], 1))  # seat 0: nearest to card 2, low coin
    apply(s, Bid(SPOT["S2"], 4))  # seat 1: far from card 2, high coin
    apply(s, Bid(SPOT["W1"], 0))
    ev = apply(s, Bid(SPOT["E1"], 0))
    won = {e.card: (e.seat, e.reason) for e in ev if e.kind == "card_awarded"}
    assert won[card2] == (1, "highest")


def test_stupa_objective_example():
    """Rulebook: "Amy has completed a Stupa with matching center and top sections (both green) (A). She
    will score 3 points for her Stupa objective at the end of the game (B)." (M01 is the rulebook's Mission)"""
    stupa = solid(0, "stupa", ["red", "green", "green"])
    s = game(4, missions=["M01", "M02", "M03", "M04"], monuments=[stupa])
    assert matches(T.missions[s.mission[0]].objectives[2], s.monuments[0])
    assert mission_points(s, 0) == 3
    used: set = set(stupa["cards"])
    more = [solid(0, "buddha", ["blue"], skip=used),  # Buddha red or blue: +1
            solid(0, "shrine", ["green", "yellow"], skip=used)]  # top must be green or white: no
    s = game(4, missions=["M01", "M02", "M03", "M04"], monuments=[stupa] + more)
    assert mission_points(s, 0) == 4


def test_completion_scoring_top_card_and_colour_bonus():
    used: set = set()
    s = game(4, monuments=[solid(0, "pagoda", ["red", "red", "blue", "red"], skip=used),
                           solid(0, "buddha", ["red"], skip=used), solid(0, "buddha", ["red"], "blue", skip=used),
                           solid(0, "buddha", ["green"], skip=used)])
    m = s.monuments[0]
    b = breakdown(s, 0, final=False)
    top = T.end_pts[m.cards[-1][0]][m.cards[-1][1]]
    assert b.top_cards == top + sum(T.end_pts[c][e] for mm in s.monuments[1:] for c, e in mm.cards)
    assert b.colour_bonus == 4  # three red sections
    assert b.buddha_colours == 2  # red and green
    assert b.total == sum(b.parts().values())


def test_bhairav_example():
    """Rulebook (Bhairav): a blue Bhairav, a complete blue Shrine and a Pagoda with 1 blue section: 3 points.
    "Note: Wild cards do not count toward Bhairav bonuses." (not even a wild fixed as blue)"""
    used: set = set()
    pagoda = solid(0, "pagoda", ["red", "blue", "green", "wild"], skip=used)
    pagoda["colours"] = ["red", "blue", "green", "blue"]
    s = game(4, words=["bhairav"], bhairav=["blue", None, None, None],
             monuments=[solid(0, "shrine", ["blue", "blue"], skip=used), pagoda,
                        solid(0, "stupa", ["blue", "blue"], skip=used)])  # incomplete: does not count
    assert breakdown(s, 0, final=True).bhairav == 3


def test_holofoil_buddha_values():
    """Rulebook: "it is worth points equal to the number of holofoil Buddhas already built in this game by
    any player. (E.g., the first holofoil Buddha built is worth 1 point, and the 5th holofoil Buddha built
    is worth 5 points.)" Four are built; the fifth, collected from the market, is worth 5."""
    s = game(4, words=["holo"])
    start(s)
    assert all(f"H{i}" in [T.cards[c].id for c in s.blue + s.market] for i in range(1, 6))
    s = game(4, words=["holo"], phase="bid", market={"s1": "H5", "s2": "R11", "s3": "R12", "s4": "R13"},
             monuments=[{"area": i, "cards": [f"H{i + 1}"]} for i in range(4)])
    assert [m.holo for m in s.monuments] == [1, 2, 3, 4]
    for spot, coin in (("N1", 4), ("N2", 0), ("S2", 0)):
        apply(s, Bid(SPOT[spot], coin))
    ev = apply(s, Bid(SPOT["E2"], 0))
    built = [e for e in ev if e.kind == "card_built" and e.card == T.card_index["H5"]]
    assert built[0].holo == 5 and s.monuments[-1].holo == 5
    assert sum(breakdown(s, p, final=False).holo for p in range(4)) == 15


def test_holofoil_buddha_is_built_at_once_when_collected():
    """Rulebook: "when you collect a holofoil Buddha card, you must play it immediately"."""
    s = game(4, words=["holo"], phase="bid", market={"s1": "H1", "s2": "R11", "s3": "R12", "s4": "R13"})
    holo = T.card_index["H1"]
    apply(s, Bid(SPOT["N1"], 4))
    apply(s, Bid(SPOT["N2"], 0))
    apply(s, Bid(SPOT["S2"], 0))
    ev = apply(s, Bid(SPOT["E2"], 0))
    built = [e for e in ev if e.kind == "card_built" and e.card == holo]
    assert built and built[0].seat == 0
    assert holo not in s.hands[0]
    # the holofoil Buddha counts as one of the 2 collected cards
    assert len(s.hands[0]) + sum(1 for m in s.monuments if m.area == 0 and m.holo) == 2


def test_two_player_bid_order_and_four_cards():
    s = game(2)
    start(s)
    order = []
    for _ in range(4):
        d = pending(s)
        assert d.kind == "bid"
        order.append(d.player)
        apply(s, d.choices()[0])
    assert order == [0, 1, 1, 0]
    assert [len(h) for h in s.hands] == [4, 4]


def test_two_player_marker_and_coins_every_second_round():
    import random
    s = game(2, seed=3)
    firsts = []
    leftovers = []
    start(s)
    rng = random.Random(0)
    while pending(s):
        d = pending(s)
        if d.kind == "bid" and (not firsts or firsts[-1][0] != s.round):
            firsts.append((s.round, s.first))
        if d.kind == "leftover":
            leftovers.append(s.round)
        ch = d.choices()
        apply(s, ch[rng.randrange(len(ch))])
    assert [f for _, f in firsts] == [0, 0, 1, 1, 0, 0, 1, 1]
    assert sorted(set(leftovers)) == [2, 4, 6, 8]
    assert leftovers.count(2) == 2


def test_two_player_manipulation_one_of_two_coins_reverse_order():
    s = game(2, words=["manipulation"])
    start(s)
    for _ in range(4):
        apply(s, pending(s).choices()[0])
    d = pending(s)
    assert d.kind == "manipulate" and d.player == 1
    mine = [sp for sp, p in enumerate(s.bid_seat) if p == 1]
    assert len(mine) == 2
    jumps = {c.spot for c in d.choices() if c.kind == "jump"}
    assert jumps == set(mine)  # either of the two coins may move
    apply(s, next(c for c in d.choices() if c.kind == "swap"))
    d = pending(s)
    assert d.kind == "manipulate" and d.player == 0
    apply(s, Keep())
    assert pending(s).kind != "manipulate"


def test_manipulation_reverse_order_excludes_final_player():
    s = game(4, words=["manipulation"])
    start(s)
    for _ in range(4):
        apply(s, pending(s).choices()[0])
    seen = []
    while pending(s).kind == "manipulate":
        d = pending(s)
        seen.append(d.player)
        choice = next((c for c in d.choices() if c.kind == "jump"), Keep())
        apply(s, choice)
    assert seen == [2, 1, 0]


def test_teams_build_in_a_teammates_area_and_team_totals():
    from game.kathmandu.scoring import team_totals, winners
    s = game(4, words=["teams=2v2"], monuments=[solid(2, "buddha", ["red"])])
    assert s.team == [0, 1, 0, 1]
    start(s)
    for _ in range(4):
        apply(s, pending(s).choices()[0])
    d = pending(s)
    assert d.kind == "build"
    areas = {c.area for c in d.choices() if c.kind == "build"}
    assert areas <= {d.player, (d.player + 2) % 4}
    tt = team_totals(s)
    assert tt[0] == sum(b.total for b in s.scores() if s.team[b.seat] == 0)
    assert set(winners(s)) in ({0, 2}, {1, 3}, {0, 1, 2, 3})


def test_solo_debris_example():
    """"Emily rolls the dice. It shows "N." ... a. The first piece of debris goes to the first bid spot.
    b. There is a purple coin on the second spot, so she gets this coin back and does not add any debris.
    c. She draws 1 more debris from the bag and places it on the third bid spot." Three spots on the
    north side: the row/column spots N1, N2, N3; the diamond spot ND gets no debris."""
    s = game(1, seed=5, round=2, die="N", stacks={"N2": ["coin 2"]})
    ev = start(s)
    north = sorted((sp for sp in T.spots if sp.side == "N" and not sp.diamond), key=lambda sp: sp.order)
    assert [sp.id for sp in north] == ["N1", "N2", "N3"]
    ev = ev[[e.kind for e in ev].index("die_rolled"):]
    assert ev[0].side == "N"
    assert [e.kind for e in ev[1:4]] == ["debris_fell", "coin_recovered", "debris_fell"]
    assert ev[1].spot == north[0].index and ev[3].spot == north[2].index
    assert len(s.stacks[north[0].index]) == 1 and s.stacks[north[1].index] == []
    assert 2 in s.coins[0]
    assert not s.stacks[SPOT["ND"]] and sum(1 for e in ev if e.kind == "debris_fell") == 2
    # a second aftershock stacks debris in order
    ev2 = []
    fall_debris(s, "N", ev2)
    assert len(s.stacks[north[0].index]) == 2 and ev2[0].height == 2


def test_solo_bidding_over_debris_needs_a_higher_coin():
    """Rulebook: "If there is debris on the bid spot you want, the value of your coin must exceed the
    quantity of debris there. (E.g., if there are 2 debris stacked on top of each other, you must place a
    coin with a value of at least 3 to bid on that spot)." """
    s = game(1, seed=5, phase="bid", stacks={"W1": ["blue", "white"]})
    d = pending(s)
    assert d.kind == "bid"
    coins_w1 = sorted(c.coin for c in d.choices() if c.spot == SPOT["W1"])
    assert coins_w1 == [3, 4]
    assert sorted(c.coin for c in d.choices() if c.spot == SPOT["W2"]) == [0, 1, 2, 3, 4]
