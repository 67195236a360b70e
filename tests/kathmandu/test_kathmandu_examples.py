"""The rulebook's worked examples (and the decisions of KATHMANDU-RULES.md) as tests."""
from game.kathmandu import events as E
from game.kathmandu.choices import Bid, Build, Done, Jump, Keep, Swap
from game.kathmandu.data import load_tables
from game.kathmandu.engine import apply, fall_debris, pending, start
from game.kathmandu.scoring import breakdown, matches, mission_points
from game.kathmandu.solo import COIN

from .helpers import COLOUR, game, put_monument

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
    # Amy's Mission (M01, the rulebook's): a Stupa whose centre and top match scores 3.
    s = game(4)
    s.mission[0] = [m.id for m in T.missions].index("M01")
    stupa = put_monument(s, 0, "stupa", ["red", "green", "green"])
    assert matches(T.missions[s.mission[0]].objectives[2], stupa)
    assert mission_points(s, 0) == 3
    put_monument(s, 0, "buddha", ["blue"])  # Buddha red or blue: +1
    put_monument(s, 0, "shrine", ["green", "yellow"])  # top must be green or white: no
    assert mission_points(s, 0) == 4


def test_completion_scoring_top_card_and_colour_bonus():
    s = game(4)
    m = put_monument(s, 0, "pagoda", ["red", "red", "blue", "red"])
    put_monument(s, 0, "buddha", ["red"])
    put_monument(s, 0, "buddha", ["red"], deck="blue")
    put_monument(s, 0, "buddha", ["green"])
    b = breakdown(s, 0, final=False)
    top = T.end_pts[m.cards[-1][0]][m.cards[-1][1]]
    assert b.top_cards == top + 3 * T.end_pts[s.monuments[1].cards[0][0]][0]
    assert b.colour_bonus == 4  # three red sections
    assert b.buddha_colours == 2  # red and green
    assert b.total == sum(b.parts().values())


def test_bhairav_example():
    # Blue Bhairav, a complete blue Shrine and a Pagoda with 1 blue section: 3 points. Wilds never count.
    s = game(4, words=["bhairav"])
    put_monument(s, 0, "shrine", ["blue", "blue"])
    put_monument(s, 0, "pagoda", ["red", "blue", "green", "wild"])
    put_monument(s, 0, "stupa", ["blue", "blue"], complete=False)  # incomplete: does not count
    s.bhairav[0] = COLOUR["blue"]
    s.over = True
    assert breakdown(s, 0).bhairav == 3


def test_holofoil_buddha_values():
    s = game(4, words=["holo"])
    start(s)
    holo = [c.index for c in T.cards if c.deck == "holo"]
    assert all(h in s.blue or h in s.market for h in holo)
    # each holofoil Buddha is worth the number already built, itself included: 1, 2, ..., 5
    from game.kathmandu.engine import _build
    values = []
    for i, h in enumerate(holo):
        from .helpers import take
        take(s, h)
        _build(s, i % 4, Build(h, 0, -1, i % 4), [])
        values.append(s.monuments[-1].holo)
    assert values == [1, 2, 3, 4, 5]
    assert sum(breakdown(s, p, final=False).holo for p in range(4)) == 15


def test_holofoil_buddha_is_built_at_once_when_collected():
    s = game(4, words=["holo"])
    start(s)
    holo = next(c.index for c in T.cards if c.deck == "holo")
    from .helpers import take
    take(s, holo)
    space = SPACE_OF_LABEL4[1]
    s.blue.append(s.market[space])
    s.market[space] = holo
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
    from .helpers import play_random
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
    s = game(4, words=["teams=2v2"])
    assert s.team == [0, 1, 0, 1]
    start(s)
    for _ in range(4):
        apply(s, pending(s).choices()[0])
    d = pending(s)
    assert d.kind == "build"
    areas = {c.area for c in d.choices() if c.kind == "build"}
    assert areas <= {d.player, (d.player + 2) % 4}
    put_monument(s, 2, "buddha", ["red"])
    tt = team_totals(s)
    assert tt[0] == sum(b.total for b in s.scores() if s.team[b.seat] == 0)
    assert set(winners(s)) in ({0, 2}, {1, 3}, {0, 1, 2, 3})


def test_solo_debris_example():
    """"Emily rolls the dice. It shows "N." ... a. The first piece of debris goes to the first bid spot.
    b. There is a purple coin on the second spot, so she gets this coin back and does not add any debris.
    c. She draws 1 more debris from the bag and places it on the third bid spot." Three spots on the
    north side: the row/column spots N1, N2, N3; the diamond spot ND gets no debris."""
    s = game(1, seed=5)
    start(s)
    while s.phase != "bid":  # let the first aftershock fall, then clear the mat for the example
        break
    for st in s.stacks:
        s.bag.extend(x for x in st if x < COIN)
        s.coins[0].extend(x - COIN for x in st if x >= COIN)
        st.clear()
    s.coins[0].sort()
    north = sorted((sp for sp in T.spots if sp.side == "N" and not sp.diamond), key=lambda sp: sp.order)
    assert [sp.id for sp in north] == ["N1", "N2", "N3"]
    s.coins[0].remove(2)
    s.stacks[north[1].index].append(COIN + 2)
    ev = []
    fall_debris(s, "N", ev)
    assert [e.kind for e in ev[:3]] == ["debris_fell", "coin_recovered", "debris_fell"]
    assert ev[0].spot == north[0].index and ev[2].spot == north[2].index
    assert len(s.stacks[north[0].index]) == 1 and s.stacks[north[1].index] == []
    assert 2 in s.coins[0]
    assert len(ev) == 3 and not s.stacks[SPOT["ND"]]  # exactly three spots: the diamond spot is spared
    # a second aftershock stacks debris in order
    ev2 = []
    fall_debris(s, "N", ev2)
    assert len(s.stacks[north[0].index]) == 2 and ev2[0].height == 2


def test_solo_bidding_over_debris_needs_a_higher_coin():
    s = game(1, seed=5)
    start(s)
    for st in s.stacks:
        s.bag.extend(x for x in st if x < COIN)
        s.coins[0].extend(x - COIN for x in st if x >= COIN)
        st.clear()
    s.bag.remove(0)
    s.bag.remove(1)
    s.stacks[SPOT["W1"]] = [0, 1]
    s.dec = None
    d = pending(s)
    assert d.kind == "bid"
    coins_w1 = sorted(c.coin for c in d.choices() if c.spot == SPOT["W1"])
    assert coins_w1 == [3, 4]
    assert sorted(c.coin for c in d.choices() if c.spot == SPOT["W2"]) == [0, 1, 2, 3, 4]
