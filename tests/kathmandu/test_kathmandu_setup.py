"""Setup by player count and option: decks, market spaces, bid spots, teams, missions, architects, goals."""
import pytest

from game.kathmandu.choices import Bid
from game.kathmandu.data import load_tables
from game.kathmandu.engine import apply, pending, start

from .helpers import game

T = load_tables()


@pytest.mark.parametrize("n,blue,market,spots", [(2, 32, 4, 8), (3, 32, 4, 8), (4, 32, 4, 8), (5, 60, 6, 12),
                                                 (6, 60, 6, 12), (1, 60, 4, 8)])
def test_decks_market_and_spots_by_player_count(n, blue, market, spots):
    s = game(n)
    assert len(s.blue) == blue
    assert all(not T.cards[c].diamond for c in s.blue) or n >= 5 or n == 1
    assert len(s.red) == (0 if n == 1 else 50)
    start(s)
    assert sum(1 for c in s.market if c >= 0) == market
    assert len({c.spot for c in pending(s).choices()}) == spots


def test_six_card_mode_diamond_spots_target_the_cards_they_touch():
    s = game(5)
    start(s)
    sp = T.spots[T.spot_index["ND"]]
    assert {T.spaces[x].label6 for x, _, _ in sp.targets6} == {1, 3}
    sp = T.spots[T.spot_index["SD"]]
    assert {T.spaces[x].label6 for x, _, _ in sp.targets6} == {4, 6}
    # a diamond bid beats the far column spot, loses to the near one
    card1 = s.market[0]
    apply(s, Bid(T.spot_index["ND"], 2))
    apply(s, Bid(T.spot_index["S1"], 2))
    for _ in range(3):
        d = pending(s)
        ev = apply(s, next(c for c in d.choices() if c.coin == 0 and T.spots[c.spot].side in "EW"))
    # ND (corner, distance 1) beats S1 (beyond card 2, distance 2) for card 1
    won = [e for e in ev if e.kind == "card_awarded" and e.card == card1]
    assert won and won[0].seat == 0 and won[0].spot == T.spot_index["ND"] and won[0].reason == "nearer"


@pytest.mark.parametrize("n,layout,teams", [(4, "2v2", [0, 1, 0, 1]), (6, "3v3", [0, 1, 0, 1, 0, 1]),
                                            (6, "2v2v2", [0, 1, 2, 0, 1, 2])])
def test_team_seats_alternate(n, layout, teams):
    s = game(n, words=[f"teams={layout}"])
    assert s.team == teams
    for p in range(n):
        assert all(s.team[q] == s.team[p] for q in s.teammates(p))
        assert all(s.team[q] != s.team[(p + 1) % n] for q in s.teammates(p))


def test_rainbow_cards_join_the_red_deck_only():
    s = game(4, words=["rainbow"])
    rainbow = {c.index for c in T.cards if c.deck == "rainbow"}
    assert len(s.red) == 60 and rainbow <= set(s.red) and not (rainbow & set(s.blue))
    assert rainbow <= set(game(4).box)


def test_holo_replaces_one_blue_buddha_per_colour():
    plain = game(4)
    s = game(4, words=["holo"])
    holo = {c.index for c in T.cards if c.deck == "holo"}
    assert holo <= set(s.blue) and len(s.blue) == len(plain.blue)
    gone = set(plain.blue) - set(s.blue)
    assert sorted(next(e.colour for e in T.cards[c].ends if e.monument == "buddha") for c in gone) == sorted(
        ["blue", "white", "red", "green", "yellow"])


def test_senior_architects_setup():
    for n in range(2, 7):
        s = game(n, seed=n, words=["senior-architects"])
        assert len(s.goals) == n - 1 and len(set(s.goals)) == n - 1
        powers = [p for p in s.architect]
        assert len(set(powers)) == n and None not in powers
        mins = {a.power: a.min_players for a in T.architects}
        assert all(mins[p] <= n for p in powers)
        assert all(m.startswith("A") for m in s.setup["missions"])
        assert len(set(s.mission)) == n
    assert game(4).setup["missions"][0].startswith("M")
