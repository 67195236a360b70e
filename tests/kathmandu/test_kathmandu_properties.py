"""Property tests over many seeded random games in every mode and option combination."""
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.kathmandu.audit import audit
from game.kathmandu.choices import Bid, Build, Discard, Done, TakePoints, well_formed
from game.kathmandu.engine import IllegalChoice, apply, pending, start
from game.kathmandu.options import parse_options
from game.kathmandu.record import record, replay
from game.kathmandu.scoring import scores
from game.kathmandu.state import new_game

EXCHANGE = {"exchange"}  # solo Extreme: at any decision
CHOICE_KINDS = {"bid": {"bid"} | EXCHANGE, "manipulate": {"keep", "jump", "swap"}, "return": {"return"},
                "build": {"build", "reconstruct", "abandon", "done"} | EXCHANGE, "place": {"build"} | EXCHANGE,
                "wild_colour": {"wild"} | EXCHANGE, "discard": {"discard"} | EXCHANGE, "power": {"power", "skip"},
                "power_discard": {"discard"}, "leftover": {"points", "buy", "bhairav"},
                "storage": {"store"} | EXCHANGE}

COMBOS = [
    (1, ()), (1, ("expertise=medium",)), (1, ("expertise=hard", "advanced-missions")),
    (1, ("expertise=extreme", "holo")),
    (2, ()), (2, ("manipulation", "reconstruction", "open-bidding")), (2, ("architects", "public-goals", "bhairav")),
    (3, ()), (3, ("mixed-bidding", "senior-architects", "rainbow")),
    (4, ()), (4, ("teams=2v2", "reconstruction")), (4, ("advanced", "senior-architects", "bhairav", "holo", "rainbow")),
    (5, ()), (5, ("manipulation", "architects", "holo")),
    (6, ()), (6, ("teams=3v3", "public-goals")),
    (6, ("teams=2v2v2", "advanced", "bhairav", "holo", "rainbow", "senior-architects")),
]


def run_checked(players, words, seed, try_all_every=0):
    s = new_game(parse_options(list(words), players, seed))
    rng = random.Random(seed)
    events = start(s)
    steps = 0
    while True:
        d = pending(s)
        if d is None:
            break
        ch = d.choices()
        assert ch, f"{d} has no choices"
        assert len(set(ch)) == len(ch), f"{d} offers a choice twice"
        # every offered choice is one the decision accepts, of a kind that decision can take
        assert {c.kind for c in ch} <= CHOICE_KINDS[d.kind], f"{d} offers {sorted({c.kind for c in ch})}"
        assert all(well_formed(c) and d.is_legal(c) for c in ch)
        if d.kind in ("bid", "manipulate"):
            for p in range(s.players):
                assert len(s.hands[p]) <= s.hand_limit(p), f"hand of {p + 1} over the limit at {d.kind}"
        if try_all_every and steps % try_all_every == 0:
            for c in ch:
                apply(s.copy(), c)  # every offered choice applies
        events = apply(s, ch[rng.randrange(len(ch))])
        if try_all_every:
            assert all(isinstance(e.text(), str) and e.text() for e in events)
        problems = audit(s)
        assert not problems, f"step {steps}: {problems}"
        steps += 1
        assert steps < 5000, "the game does not end"
    sc = scores(s)
    for b in sc:
        assert b.total == sum(b.parts().values())
    over = events[-1]
    assert over.kind == "game_over" and over.totals == tuple(b.total for b in sc)
    if s.players > 1:
        assert all(not h for h in s.hands)
        assert s.round == 9
    return s


@pytest.mark.parametrize("players,words", COMBOS)
def test_seeded_games_every_mode(players, words):
    for seed in range(12):
        run_checked(players, words, seed, try_all_every=9 if seed < 2 else 0)


@settings(max_examples=60, deadline=None)
@given(combo=st.sampled_from(COMBOS), seed=st.integers(0, 2 ** 40))
def test_hypothesis_random_games(combo, seed):
    run_checked(combo[0], combo[1], seed)


@pytest.mark.parametrize("players,words", COMBOS[::2])
def test_record_replays_exactly(players, words):
    s = run_checked(players, words, 77)
    rec = json.loads(json.dumps(record(s)))
    again = replay(rec)
    assert again.history == s.history
    assert [b.to_dict() for b in scores(again)] == [b.to_dict() for b in scores(s)]
    assert record(again) == rec


def test_same_seed_same_game():
    a = run_checked(4, ("advanced",), 5)
    b = run_checked(4, ("advanced",), 5)
    assert record(a) == record(b)
    c = run_checked(4, ("advanced",), 6)
    assert record(c)["choices"] != record(a)["choices"]


def test_replay_rejects_a_tampered_record():
    from game.kathmandu.record import RecordError
    s = run_checked(3, (), 8)
    rec = record(s)
    bad = dict(rec, choices=rec["choices"][:5] + ["bid N1 9"] + rec["choices"][6:])
    with pytest.raises(RecordError, match="choice 5"):
        replay(bad)
    bad = json.loads(json.dumps(rec))
    bad["result"]["scores"][0]["total"] += 1
    with pytest.raises(RecordError, match="different scores"):
        replay(bad)


BOGUS = [
    lambda r: Bid(r.randrange(12), r.randrange(6)),
    lambda r: Build(r.randrange(125), r.randrange(2), r.randrange(-1, 5), r.randrange(6)),
    lambda r: Discard(r.randrange(125)),
    lambda r: Done(),
    lambda r: TakePoints(),
    lambda r: ("not", "a", "choice"),
]


def _snap(s):
    return (record(s), [list(h) for h in s.hands], list(s.red), list(s.discards), list(s.market),
            list(s.bid_coin), [list(c) for c in s.coins], s.phase, s.rng.getstate(),
            [(m.cards, m.fixed, m.complete) for m in s.monuments])


@settings(max_examples=25, deadline=None)
@given(combo=st.sampled_from(COMBOS), data=st.data())
def test_hypothesis_chosen_moves_and_illegal_choices(combo, data):
    """Hypothesis picks every move (so failures shrink to short games) and throws in illegal ones."""
    players, words = combo
    s = new_game(parse_options(list(words), players, data.draw(st.integers(0, 10 ** 6), label="seed")))
    start(s)
    r = random.Random(0)
    for step in range(400):
        d = pending(s)
        if d is None:
            break
        ch = d.choices()
        if step % 5 == 0:
            bogus = BOGUS[r.randrange(len(BOGUS))](r)
            if bogus not in ch:
                before = _snap(s)
                with pytest.raises(IllegalChoice):
                    apply(s, bogus)
                assert _snap(s) == before
        apply(s, ch[data.draw(st.integers(0, len(ch) - 1), label="choice")])
        assert not audit(s)


def test_the_core_does_not_import_pygame():
    """The rules core (engine, legal, scoring, solo, positions, records, saves, options, the bots) runs
    without pygame: a headless game end to end, then pygame must not be among the loaded modules."""
    import subprocess
    import sys

    from tests.conftest import ROOT
    code = ("import sys, json; import game.kathmandu.position, game.kathmandu.saves, game.kathmandu.audit;"
            "from game.kathmandu.simulate import play_game; from game.kathmandu.bots import make_bot;"
            "from game.kathmandu.options import parse_options; from game.kathmandu.record import record, replay;"
            "s = play_game(parse_options(['holo','architects'], 3, 1), [make_bot('normal')] * 3);"
            "replay(json.loads(json.dumps(record(s))));"
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert out.stdout.strip() == "False", out.stderr
