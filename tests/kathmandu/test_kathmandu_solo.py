"""Solo: the win check with the four levels of expertise, debris removal, solid colours, storage."""
import random
from itertools import permutations

import pytest

from game.kathmandu.choices import Abandon, Build, Done
from game.kathmandu.data import COLOURS, MONUMENTS, SIZES, load_tables
from game.kathmandu.engine import apply, pending, start
from game.kathmandu.record import record
from game.kathmandu.solo import COIN, achieved_level, checklist, has_won, mission_of

from .helpers import game, play_random, section, solid

T = load_tables()


def winning_layout(s, fifth=("buddha", "buddha")):
    """Colours for both squares meeting both Missions (solid monuments, each colour once, no duplicates)."""
    used = set()
    plan = []
    for q in (0, 1):
        objs = mission_of(s, q).objectives
        types = ["buddha", "shrine", "stupa", "pagoda", fifth[q]]
        for perm in permutations(range(5)):
            ok = all(perm[i] in objs[i].sections[-1] if isinstance(objs[i].sections[-1], frozenset) else True
                     for i in range(4))
            ok = ok and all(all(isinstance(sec, frozenset) is False or perm[i] in sec for sec in objs[i].sections)
                            for i in range(4))
            pairs = {(types[i], perm[i]) for i in range(5)}
            if ok and not (pairs & used) and len(pairs) == 5:
                used |= pairs
                plan.append([(types[i], perm[i]) for i in range(5)])
                break
        else:
            raise AssertionError("no layout")
    return plan


def plan_monuments(plan) -> list[dict]:
    """The stated monuments of a plan: solid, from the blue deck (solo plays only the blue deck)."""
    used: set = set()
    return [solid(q, mtype, [COLOURS[col]] * SIZES[MONUMENTS.index(mtype)], "blue", used)
            for q, mons in enumerate(plan) for mtype, col in mons]


def solo_game(seed: int, words=(), plan=None, **spec):
    """A solo game (stated position); with ``plan``, its monuments built. The Missions are the seed's."""
    s = game(1, seed=seed, words=words)
    if plan is None:
        return s
    missions = [m.id for m in (T.advanced_missions if "advanced-missions" in words else T.missions)]
    return game(1, seed=seed, words=words, missions=[missions[i] for i in s.mission],
                monuments=plan_monuments(plan), **spec)


@pytest.mark.parametrize("expertise,fifth,level,won", [
    ("easy", ("buddha", "buddha"), "easy", True),
    ("hard", ("buddha", "buddha"), "easy", True),  # a lower level still wins (rulebook: adjust any time)
    ("medium", ("shrine", "shrine"), "medium", True),
    ("hard", ("pagoda", "shrine"), "hard", True),
    ("extreme", ("pagoda", "stupa"), "hard", False),  # Extreme needs two Pagodas
    ("extreme", ("pagoda", "pagoda"), "extreme", True),
])
def test_solo_win_check(expertise, fifth, level, won):
    for seed in range(3):
        words = [f"expertise={expertise}"]
        s = solo_game(seed, words, winning_layout(game(1, seed=seed, words=words), fifth))
        assert achieved_level(s) == level
        assert has_won(s) is won
        assert all(ok for _, ok in checklist(s)) is won


def test_solo_incomplete_or_duplicate_squares_do_not_win():
    plan = winning_layout(game(1, seed=1))
    plan[1] = plan[1][:4]
    s = solo_game(1, (), plan)
    assert not has_won(s)
    assert [ok for _, ok in checklist(s)][4] is False


def test_solo_engine_ends_the_game_with_a_win():
    """Rulebook: "If you meet all these criteria, you win the game." The win is checked after the round
    (Clear the Market); the result and the GameOver event say which level was achieved."""
    plan = winning_layout(game(1, seed=2))
    last = plan[1].pop()  # everything but one Buddha is built; the player builds the last one
    mtype, col = last
    assert mtype == "buddha"
    used = {c for m in plan_monuments(plan) for c in m["cards"]}
    buddha = section("blue", "buddha", 1, COLOURS[col], skip=used)
    s = solo_game(2, (), plan, phase="build", hands=[[buddha]])
    card, end = T.card_index[buddha.split(".")[0]], int(buddha[-1])
    apply(s, Build(card, end, -1, 1))
    events = apply(s, Done())
    while pending(s) is not None:
        events += apply(s, pending(s).choices()[0])
    assert s.over and s.solo_won and s.scores()[0].solo_monuments == 10
    over = events[-1]
    assert over.kind == "game_over" and over.won and over.level == "easy" and "Easy" in over.text()
    assert record(s)["result"]["level"] == "easy"


def test_solo_solid_colours_and_abandon():
    """Rulebook: "all Monuments must be a solid color (Wilds are allowed.)" and "At any time before a
    Monument is complete, you may discard ALL the cards in that Monument." """
    green2, red2 = section("blue", "stupa", 2, "green"), section("blue", "stupa", 2, "red")
    s = game(1, seed=4, phase="build", hands=[[green2, red2]], monuments=[solid(0, "stupa", ["red"], "blue")])
    m = s.monuments[0]
    g, r = (T.card_index[x.split(".")[0]] for x in (green2, red2))
    ch = pending(s).choices()
    assert Build(r, int(red2[-1]), m.id, 0) in ch and Build(g, int(green2[-1]), m.id, 0) not in ch
    assert Abandon(m.id) in ch
    n_disc = len(s.discards)
    apply(s, Abandon(m.id))
    assert not m.alive and len(s.discards) == n_disc + 1


def test_solo_completion_removes_debris_of_its_colour_from_inside_stacks():
    """Rulebook: "Take all the debris of that Monument's color from the playmat and return that debris to
    the bag. You may remove debris from within a stack—just return the other debris and/or coin(s) to the
    bid spot in the same order they were placed." """
    buddha = section("blue", "buddha", 1, "red")
    s = game(1, seed=6, phase="build", hands=[[buddha]],
             stacks={"N1": ["red", "blue", "red", "coin 4"], "N2": ["blue"]})
    red, blue = COLOURS.index("red"), COLOURS.index("blue")
    ev = apply(s, Build(T.card_index[buddha.split(".")[0]], int(buddha[-1]), -1, 0))
    assert s.stacks[T.spot_index["N1"]] == [blue, COIN + 4] and s.stacks[T.spot_index["N2"]] == [blue]
    cleared = [e for e in ev if e.kind == "debris_cleared"]
    assert cleared and cleared[0].count == 2
    assert s.bag.count(red) == 5


def test_solo_storage_and_six_card_targets_from_round_two():
    storage = [sp.index for sp in T.spaces if sp.storage]
    saw_store = saw_six = False
    for seed in range(6):
        s = game(1, seed=seed)
        start(s)
        rng = random.Random(seed)
        while s.round <= 5 and pending(s) is not None:
            d = pending(s)
            if d.kind == "bid":
                if s.round == 1:
                    assert all(T.spots[c.spot].targets4 for c in d.choices())
                else:
                    saw_six |= any(T.spots[c.spot].targets4 is None for c in d.choices())
            if d.kind == "storage":
                saw_store = True
                assert d.choices() and all(len(c.cards) == 2 for c in d.choices())
            ch = d.choices()
            apply(s, ch[rng.randrange(len(ch))])
            if s.round >= 2 and pending(s) is not None and pending(s).kind == "bid":
                assert all(s.market[i] >= 0 for i in storage)  # the Storage holds 2 cards from round 2 on
    assert saw_store and saw_six


def test_solo_loses_when_the_blue_deck_runs_out():
    s = game(1, seed=9)
    play_random(s, random.Random(9))
    assert s.over and not s.solo_won and s.lost_reason and not s.blue
    assert s.round == 16  # 60 cards, 4 a round: 15 rounds then the empty deck


def test_solo_extreme_exchange_power():
    s = game(1, seed=3, words=["expertise=extreme"])
    start(s)
    rng = random.Random(1)
    found = False
    for _ in range(400):
        d = pending(s)
        if d is None:
            break
        ex = [c for c in d.choices() if c.kind == "exchange"]
        if ex:
            c = ex[0]
            hand = len(s.hands[0])
            apply(s, c)
            assert len(s.hands[0]) == hand - 1 and c.take in s.hands[0] and c.give1 in s.discards
            found = True
            break
        ch = d.choices()
        apply(s, ch[rng.randrange(len(ch))])
    assert found


def test_solo_missions_never_overlap():
    from game.kathmandu.solo import _list_specs
    for pool in (T.missions, T.advanced_missions):
        for i, m in enumerate(pool):
            assert any(not (_list_specs(m) & _list_specs(o)) for j, o in enumerate(pool) if j != i)
    for seed in range(30):
        for words in ([], ["advanced-missions"]):
            s = game(1, seed=seed, words=words)
            a, b = (mission_of(s, q) for q in (0, 1))
            assert a.id != b.id and not (_list_specs(a) & _list_specs(b))
