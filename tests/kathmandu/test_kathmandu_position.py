"""Stated positions (issue 16, item 6): ``position(spec)`` builds a game at a given point from public
terms, validates it with one-line reasons, and ``describe(state)`` states a position back."""
import doctest
import json
import random

import pytest

import game.kathmandu.position as P
from game.kathmandu.audit import audit
from game.kathmandu.engine import apply, pending, start
from game.kathmandu.options import parse_options
from game.kathmandu.position import PositionError, describe, position
from game.kathmandu.record import record, replay
from game.kathmandu.state import new_game


def test_the_module_examples_run():
    res = doctest.testmod(P)
    assert res.attempted >= 5 and res.failed == 0


COMBOS = [(1, "expertise=hard"), (2, "manipulation"), (3, "architects,bhairav,public-goals"), (4, "teams=2v2,holo"),
          (5, "reconstruction,rainbow"), (6, "advanced,senior-architects")]


@pytest.mark.parametrize("players,words", COMBOS)
def test_describe_then_position_gives_the_same_position(players, words):
    rng = random.Random(players)
    seen = set()
    for seed in range(3):
        s = new_game(parse_options([words], players, seed))
        start(s)
        while pending(s) is not None:
            d = pending(s)
            if s.phase in ("bid", "build", "leftover") and not s.must_place and not s.wild_queue and rng.random() < 0.2:
                spec = describe(s)
                again = position(json.dumps(spec))
                assert describe(again) == spec
                kinds = (d.kind, pending(again).kind)
                assert kinds[0] == kinds[1] or kinds == ("leftover", "power")  # a stated leftover turn
                assert pending(again).player == d.player  # starts at the architect's power, if any
                if kinds[0] == kinds[1] and all(m.alive for m in s.monuments):  # (monument ids are renumbered)
                    assert set(pending(again).choices()) == set(d.choices())
                assert not audit(again)
                seen.add(s.phase)
            ch = d.choices()
            apply(s, ch[rng.randrange(len(ch))])
    assert {"bid", "build"} <= seen


def test_a_positioned_game_records_and_replays():
    s = position({"players": 3, "seed": 4, "round": 4, "phase": "build", "turn": 1,
                  "hands": [["R02"], ["R01", "R12", "B17"], []],
                  "monuments": [{"area": 1, "cards": ["R06", "R11"]}]})
    rng = random.Random(1)
    while pending(s) is not None:
        ch = pending(s).choices()
        apply(s, ch[rng.randrange(len(ch))])
    rec = json.loads(json.dumps(record(s)))
    assert rec["setup"]["position"]["round"] == 4
    assert replay(rec).history == s.history


@pytest.mark.parametrize("spec,words", [
    ({"players": 7}, "options: players must be 1-6"),
    ({"colour": "red"}, "unknown key(s): colour"),
    ({"hands": [["R01"], ["R01"], [], []]}, "card R01 is placed twice"),
    ({"hands": [["X9"], [], [], []]}, "unknown card 'X9'"),
    ({"hands": [["B02"]] + [[]] * 3}, None),  # checked below: a diamond card with 4 players
    ({"phase": "collect"}, "phase 'collect' is not one of"),
    ({"round": 9}, "round 9 is not 1-8"),
    ({"bids": {"N1": [1, 3]}, "first": 0}, "the bids placed so far must be by player 1"),
    ({"bids": {"N9": [0, 3]}}, "unknown bid spot 'N9'"),
    ({"coins": [[0, 1, 1], [], [], []]}, "coin 1 is not one of the coins"),
    ({"monuments": [{"area": 0, "cards": ["R11"]}]}, "R11 has no section 1"),
    ({"phase": "leftover", "round": 3}, "coins are spent after rounds 4, 8"),
    ({"phase": "build", "bids": {"N1": [0, 3]}}, "bids are on the mat only in the bid phase"),
    ({"architects": ["Merlin", None, None, None]}, "unknown architect 'Merlin'"),
    ({"players": 1, "stacks": {"N1": ["coin 2", "red"]}}, "a purple coin is always on top"),
    ({"players": 1, "hands": [["R01"]]}, "card R01 is not in this game"),
    ("{nope", "not JSON"),
])
def test_bad_positions_say_why_in_one_line(spec, words):
    if words is None:
        from game.kathmandu.data import load_tables
        diamond = next(c.id for c in load_tables().cards if c.deck == "blue" and c.diamond)
        spec = {"hands": [[diamond], [], [], []]}
        words = f"card {diamond} is not in this game"
    with pytest.raises(PositionError) as err:
        position(spec)
    assert words in str(err.value) and "\n" not in str(err.value)


def test_monument_ends_types_and_wild_colours():
    from game.kathmandu.data import load_tables
    t = load_tables()
    wild1 = next(c for c in t.cards if c.deck == "blue" and any(e.colour == "wild" and e.monument == "shrine"
                                                                 and e.position == 1 for e in c.ends))
    end = next(i for i, e in enumerate(wild1.ends) if e.colour == "wild" and e.monument == "shrine")
    top = next(c for c in t.cards if c.deck == "red" and c.ends[0].monument == "shrine" and c.ends[0].position == 2
               and c.ends[0].colour == "green")
    with pytest.raises(PositionError, match="needs \"colours\""):
        position({"monuments": [{"area": 0, "cards": [f"{wild1.id}.{end}", top.id]}]})
    s = position({"monuments": [{"area": 0, "cards": [f"{wild1.id}.{end}", top.id], "colours": ["green", "green"]}]})
    m = s.monuments[0]
    assert m.complete and m.fixed == [2 + 1, 3] or m.fixed == [3, 3]
