"""Issue 14's rules, each built from the rulebook sentence it applies (quoted in the docstring).

Positions are stated with ``game.kathmandu.position`` (public terms: card ids, seats, spots)."""
import random

import pytest

from game.kathmandu.choices import (Bid, Build, BuyDiscard, Discard, Done, Exchange, ReturnCard, TakePoints,
                                    UsePower, WildColours)
from game.kathmandu.data import COLOURS, MONUMENTS, SIZES, load_tables
from game.kathmandu.engine import apply, pending
from game.kathmandu.position import position
from game.kathmandu.scoring import wild_value
from game.kathmandu.solo import checklist, fifth_level, level_of

T = load_tables()
ID = T.card_index


def card(deck: str, monument: str, pos: int, colour: str, skip=()) -> str:
    for c in T.cards:
        if c.deck == deck and c.id not in skip and any((e.monument, e.position, e.colour) == (monument, pos, colour)
                                                       for e in c.ends):
            return c.id
    raise LookupError((deck, monument, pos, colour))


def holo_built(events, seat: int):
    return [e for e in events if e.kind == "card_built" and T.cards[e.card].deck == "holo" and e.seat == seat]


# ---------------------------------------------------------------- holofoil Buddhas

HOLO_RULE = ("The holofoil Buddhas work the same way as the original Buddha cards, but when you collect a "
             "holofoil Buddha card, you must play it immediately")


def test_holo_from_the_market_is_built_at_once():
    """Rulebook: "when you collect a holofoil Buddha card, you must play it immediately" (market)."""
    s = position({"players": 4, "seed": 1, "options": "holo", "first": 0,
                  "market": {"s1": "H3", "s2": "R11", "s3": "R12", "s4": "R13"}})
    apply(s, Bid(T.spot_index["N1"], 4))  # N1: column 1 (cards 1 and 3)
    apply(s, Bid(T.spot_index["N2"], 0))
    apply(s, Bid(T.spot_index["S2"], 0))
    ev = apply(s, Bid(T.spot_index["E2"], 0))
    built = holo_built(ev, 0)
    assert built and built[0].holo == 1 and ID["H3"] not in s.hands[0]
    assert any(m.holo == 1 and m.complete for m in s.monuments)


def test_holo_drawn_from_the_red_deck_is_built_at_once():
    """Rulebook: "If you don't win 2 cards, draw additional ones from the red deck" - and "when you
    collect a holofoil Buddha card, you must play it immediately"."""
    s = position({"players": 4, "seed": 2, "options": "holo", "first": 3, "red_top": ["H2", "R01"],
                  "bids": {"W2": [3, 0]}})  # seat 3 bids first (and draws first)
    apply(s, Bid(T.spot_index["N1"], 4))
    apply(s, Bid(T.spot_index["N2"], 4))
    ev = apply(s, Bid(T.spot_index["S2"], 4))  # seat 3 wins nothing: draws H2 and R01
    assert holo_built(ev, 3) and s.hands[3] == [ID["R01"]]


@pytest.mark.parametrize("architect", ["Liliana", "Charles"])
def test_holo_kept_from_liliana_or_charles_draw_is_built(architect):
    """Rulebook: "Liliana: When you need to draw exactly 2 cards from the red deck, draw 3 instead.
    Keep 2." / "Charles: ... draw 2 instead. Keep 1." The kept holofoil Buddha is collected: "you must
    play it immediately". The log has the draw and the card returned."""
    # bids: N1 seat 0 (coin 4) wins cards 1 and 3, N2 seat 1 card 2 (nearer), S2 seat 2 card 4, W2 seat 3 none
    if architect == "Liliana":  # seat 3 needs exactly 2; it is first player, so it draws first
        s = position({"players": 4, "seed": 3, "options": "holo,architects", "first": 3,
                      "architects": [None, None, None, "Liliana"], "red_top": ["H4", "R02", "R03"],
                      "bids": {"W2": [3, 0]}})
        for spot in ("N1", "N2"):
            apply(s, Bid(T.spot_index[spot], 4))
        ev = apply(s, Bid(T.spot_index["S2"], 4))
        seat, drawn = 3, 3
    else:  # Charles: seat 1 wins one card, needs exactly 1; first player, so it draws first
        s = position({"players": 4, "seed": 3, "options": "holo,architects", "first": 1,
                      "architects": [None, "Charles", None, None], "red_top": ["H4", "R02"],
                      "bids": {"N2": [1, 4]}})
        apply(s, Bid(T.spot_index["S2"], 4))
        apply(s, Bid(T.spot_index["W2"], 0))
        ev = apply(s, Bid(T.spot_index["N1"], 4))
        seat, drawn = 1, 2
    drew = [e for e in ev if e.kind == "power_drew"]
    assert drew and drew[0].architect == architect and len(drew[0].cards) == drawn and ID["H4"] in drew[0].cards
    d = pending(s)
    assert d.kind == "return" and d.player == seat
    ev = apply(s, ReturnCard(ID["R02"]))
    returned = [e for e in ev if e.kind == "card_returned"][0]
    assert returned.drawn == drawn and s.red[0] == ID["R02"]
    assert holo_built(ev, seat) and ID["H4"] not in s.hands[seat]


def test_holo_drawn_by_liu_is_built_and_the_discard_still_follows():
    """Rulebook: "Liu: Immediately before you spend your leftover coin, you may draw 1 red card into your
    hand, then discard 1." A holofoil Buddha drawn so is played at once (it was kept in hand before)."""
    s = position({"players": 3, "seed": 4, "options": "holo,architects", "round": 4, "phase": "leftover",
                  "architects": ["Liu", None, None], "coins": [[3], [1], [0]], "red_top": ["H1"],
                  "hands": [["R01", "R02"], [], []]})
    d = pending(s)
    assert d.kind == "power" and d.player == 0
    ev = apply(s, UsePower(-1))
    assert holo_built(ev, 0) and ID["H1"] not in s.hands[0]
    assert pending(s).kind == "power_discard"  # "then discard 1"
    apply(s, Discard(ID["R02"]))
    assert pending(s).kind == "leftover"


def test_holo_taken_by_sophie_is_built_and_an_empty_hand_skips_the_discard():
    """Rulebook: "Sophie: ... you may search the discarded cards, take 1 into your hand, then discard 1."
    Taking a holofoil Buddha builds it; with nothing left in hand there is nothing to discard."""
    s = position({"players": 3, "seed": 5, "options": "holo,architects", "round": 8, "phase": "leftover",
                  "architects": ["Sophie", None, None], "coins": [[4], [], []], "discards": ["R07", "H5"],
                  "hands": [[], [], []]})
    assert UsePower(ID["H5"]) in pending(s).choices()
    ev = apply(s, UsePower(ID["H5"]))
    assert holo_built(ev, 0) and pending(s).kind == "leftover"


def test_holo_bought_with_a_leftover_coin_is_built_at_once():
    """Rulebook: "Buy 1 discarded card: Collect any 1 discarded card ... Immediately add that card to one
    of your Monuments." A holofoil Buddha bought so is built as a new Buddha (a decision on where, in
    teams), and the coin's use is reported once, as the code "buy"."""
    s = position({"players": 4, "seed": 6, "options": "holo", "round": 4, "phase": "leftover",
                  "coins": [[2], [], [], []], "discards": ["H3"]})
    ev = apply(s, BuyDiscard(ID["H3"]))
    spent = [e for e in ev if e.kind == "coin_spent"]
    assert [e.use for e in spent] == ["buy"]
    d = pending(s)
    assert d.kind == "place" and d.choices() == [Build(ID["H3"], 0, -1, 0)]  # a new Buddha in the buyer's area
    ev = apply(s, d.choices()[0])
    assert holo_built(ev, 0)[0].holo == 1


def test_solo_holo_taken_by_the_extreme_exchange_is_placed_first():
    """Rulebook (Extreme): "at any time, you may discard 2 cards from your hand to retrieve 1 card from
    the discard pile" - a holofoil Buddha retrieved is "collected": "you must play it immediately"."""
    a, b = card("blue", "shrine", 1, "red"), card("blue", "stupa", 1, "green")
    s = position({"players": 1, "seed": 7, "options": "expertise=extreme,holo", "hands": [[a, b]],
                  "discards": ["H2"]})
    ex = Exchange(min(ID[a], ID[b]), max(ID[a], ID[b]), ID["H2"])
    assert pending(s).kind == "bid" and ex in pending(s).choices()
    apply(s, ex)
    d = pending(s)
    assert d.kind == "place" and {c.area for c in d.choices()} == {0, 1}
    apply(s, d.choices()[0])
    assert pending(s).kind == "bid" and not s.hands[0]


# ---------------------------------------------------------------- solo

def test_solo_extreme_exchange_at_every_decision_with_two_cards():
    """Rulebook: "In this mode, you also have a special power—at any time, you may discard 2 cards from
    your hand to retrieve 1 card from the discard pile." Offered at the bid, at the discard down to 3 and
    at the Storage too, and the same decision follows."""
    hand = [card("blue", m, 1, c) for m, c in (("shrine", "red"), ("stupa", "green"), ("pagoda", "white"),
                                               ("shrine", "yellow"), ("stupa", "blue"))]
    s = position({"players": 1, "seed": 8, "options": "expertise=extreme", "round": 2, "phase": "build",
                  "hands": [hand], "discards": ["B01"],
                  "market": {"s1": "B02", "s2": "B03", "s3": "B04"}})
    apply(s, Done())
    d = pending(s)
    assert d.kind == "discard" and any(c.kind == "exchange" for c in d.choices())
    ex = next(c for c in d.choices() if c.kind == "exchange")
    apply(s, ex)
    d = pending(s)
    assert d.kind == "discard" and len(s.hands[0]) == 4 and ID["B01"] in s.hands[0]
    apply(s, next(c for c in d.choices() if c.kind == "discard"))
    d = pending(s)
    assert d.kind == "storage" and any(c.kind == "exchange" for c in d.choices())
    s2 = position({"players": 1, "seed": 8, "options": "expertise=hard", "hands": [hand[:2]], "discards": ["B01"]})
    assert not any(c.kind == "exchange" for c in pending(s2).choices())  # Extreme only


def solid(square: int, mtype: str, colour: str, used: set) -> dict:
    cards = []
    for pos in range(1, SIZES[MONUMENTS.index(mtype)] + 1):
        cid = card("blue", mtype, pos, colour, skip=used | set(cards))
        cards.append(f"{cid}.{next(i for i, e in enumerate(T.cards[ID[cid]].ends) if (e.monument, e.position) == (mtype, pos))}")
    used.update(c.split(".")[0] for c in cards)
    return {"area": square, "cards": cards}


@pytest.mark.parametrize("fifths,level", [
    (("buddha", "buddha"), "easy"),  # "Easy: Your fifth Monument in each Durbar Square should be a Buddha"
    (("shrine", "shrine"), "medium"),  # "Use 2 cards to build a Shrine in one Durbar Square, and 2 ... in the other"
    (("stupa", "buddha"), "medium"),  # "or build a 3-card Stupa in one Durbar Square and a 1-card Buddha"
    (("pagoda", "shrine"), "hard"),  # "a 4-card Pagoda in one Durbar Square and a 2-card Shrine in the other"
    (("stupa", "stupa"), "hard"),  # "or two 3-card Stupas"
    (("pagoda", "pagoda"), "extreme"),  # "Your fifth Monument in each Durbar Square must be a Pagoda"
])
def test_solo_level_reached_by_the_fifth_monuments_so_far(fifths, level):
    """Rulebook, Levels of Expertise: the fifth monuments built so far reach a level, shown live in the
    checklist; a monument the Mission's objectives do not need counts as a square's fifth."""
    used: set = set()
    mons = []
    for sq, mtype in enumerate(fifths):  # two of the type: if an objective takes one, the other is the fifth
        mons += [solid(sq, mtype, COLOURS[2 * sq], used), solid(sq, mtype, COLOURS[2 * sq + 1], used)]
    s = position({"players": 1, "seed": 9, "missions": ["M01", "M02"], "monuments": mons})
    assert fifth_level(s) == (level, tuple(SIZES[MONUMENTS.index(m)] for m in fifths))
    assert any(f"so far {level.capitalize()}" in line for line, _ in checklist(s))
    one = position({"players": 1, "seed": 9, "missions": ["M01", "M02"], "monuments": mons[:2]})
    assert fifth_level(one)[0] is None and level_of((1, 0)) is None  # square 2 has no fifth yet


def test_solo_defeat_names_the_round_the_blue_deck_ran_out_in():
    """Rulebook: "if you cannot accomplish this before the blue deck runs out, you lose." The last
    market is dealt in round 15 (60 cards, 4 a round); round 16 cannot open."""
    s = position({"players": 1, "seed": 10, "round": 15, "phase": "round_start", "blue": ["B01", "B02", "B03", "B04"]})
    rng = random.Random(0)
    events = []
    while pending(s) is not None:
        ch = pending(s).choices()
        events += apply(s, ch[rng.randrange(len(ch))])
    over = events[-1]
    assert over.kind == "game_over" and not over.won and over.reason == "blue_deck" and over.round == 15
    assert "round 15" in over.text()


# ---------------------------------------------------------------- teams: wild colours

def test_teams_owner_fixes_wilds_ordered_by_the_owners_score_with_missions():
    """KATHMANDU-RULES.md: "points go to the area's owner, who also fixes the colours of wilds completed
    there". Rulebook: "once you decide on a color for a wild card—for instance, to meet an objective—it
    counts as that color for the rest of the game." The choices come best first for the owner, counting
    the Mission ("(C) a Stupa with a center and top section of the same color" scores 3)."""
    bottom, top = card("red", "stupa", 1, "red"), card("red", "stupa", 3, "green")
    s = position({"players": 4, "seed": 11, "options": "teams=2v2", "phase": "build", "turn": 0,
                  "missions": ["M02", "M03", "M01", "M04"], "hands": [[top], [], [], []],
                  "monuments": [{"area": 2, "cards": [bottom, "B16.0"]}]})
    apply(s, Build(ID[top], 0, 0, 2))  # seat 0 completes the Stupa in teammate seat 2's area
    d = pending(s)
    assert d.kind == "wild_colour" and d.player == 2  # the owner decides, not the builder
    green, red = WildColours(0, (COLOURS.index("green"),)), WildColours(0, (COLOURS.index("red"),))
    assert d.choices()[0] == green  # red ties on the colour bonus (+2) but misses the Stupa objective
    v = wild_value(s, green)
    assert v.points == wild_value(s, red).points + 3
    assert [(g.source, g.ident, MONUMENTS[g.monument], g.points) for g in v.objectives] == [("mission", "M01", "stupa", 3)]
    assert wild_value(s, red).objectives == ()


# ---------------------------------------------------------------- data the table needs

def test_no_marker_pass_after_the_last_round_and_coin_codes():
    """Rulebook: "At the end of the round, pass the first-player marker clockwise" - not after round 8,
    where "it triggers the end of the game"."""
    s = position({"players": 3, "seed": 12, "round": 8, "phase": "leftover", "coins": [[2], [1], [0]]})
    ev = apply(s, TakePoints())
    ev += apply(s, TakePoints())
    ev += apply(s, TakePoints())
    kinds = [e.kind for e in ev]
    assert "game_over" in kinds and "marker_passed" not in kinds
    assert [e.use for e in ev if e.kind == "coin_spent"] == ["points"] * 3
