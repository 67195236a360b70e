"""Solo: the win check with the four levels of expertise, debris removal, solid colours, storage."""
import random
from itertools import permutations

import pytest

from game.kathmandu.choices import Abandon, Build, Done, Store
from game.kathmandu.data import COLOURS, MONUMENTS, load_tables
from game.kathmandu.engine import _solo_completed, apply, pending, start
from game.kathmandu.solo import COIN, achieved_level, checklist, has_won, mission_of

from .helpers import game, play_random, put_monument

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


def build_plan(s, plan):
    for q, mons in enumerate(plan):
        for mtype, col in mons:
            size = (1, 2, 3, 4)[MONUMENTS.index(mtype)]
            put_monument(s, q, mtype, [COLOURS[col]] * size)


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
        s = game(1, seed=seed, words=[f"expertise={expertise}"])
        plan = winning_layout(s, fifth)
        build_plan(s, plan)
        assert achieved_level(s) == level
        assert has_won(s) is won
        assert all(ok for _, ok in checklist(s)) is won


def test_solo_incomplete_or_duplicate_squares_do_not_win():
    s = game(1, seed=1)
    plan = winning_layout(s)
    plan[1] = plan[1][:4]
    build_plan(s, plan)
    assert not has_won(s)
    assert [ok for _, ok in checklist(s)][4] is False


def test_solo_engine_ends_the_game_with_a_win():
    s = game(1, seed=2)
    start(s)
    plan = winning_layout(s)
    last = plan[1].pop()  # build everything but one Buddha, then let the engine complete it
    build_plan(s, plan)
    mtype, col = last
    assert mtype == "buddha"
    card = next(c.index for c in T.cards if c.deck == "red" and c.ends[0].monument == "buddha"
                and c.ends[0].colour == COLOURS[col])
    s.box.remove(card)
    rng = random.Random(0)
    while pending(s).kind != "build":
        ch = pending(s).choices()
        apply(s, ch[rng.randrange(len(ch))])
    s.hands[0].append(card)
    s.dec = None
    apply(s, Build(card, 0, -1, 1))
    apply(s, Done())
    while pending(s) is not None:
        apply(s, pending(s).choices()[0])
    assert s.over and s.solo_won and s.scores()[0].solo_monuments == 10


def test_solo_solid_colours_and_abandon():
    s = game(1, seed=4)
    start(s)
    rng = random.Random(4)
    while pending(s).kind != "build":
        ch = pending(s).choices()
        apply(s, ch[rng.randrange(len(ch))])
    m = put_monument(s, 0, "stupa", ["red"], complete=False)
    s.dec = None
    green2 = next(c.index for c in T.cards if c.deck == "red" and c.ends[0].key == ("stupa", 2)
                  and c.ends[0].colour == "green")
    red2 = next(c.index for c in T.cards if c.deck == "red" and c.ends[0].key == ("stupa", 2)
                and c.ends[0].colour == "red")
    for c in (green2, red2):
        s.box.remove(c)
        s.hands[0].append(c)
    ch = pending(s).choices()
    assert Build(red2, 0, m.id, 0) in ch and Build(green2, 0, m.id, 0) not in ch
    assert Abandon(m.id) in ch
    n_disc = len(s.discards)
    apply(s, Abandon(m.id))
    assert not m.alive and len(s.discards) == n_disc + 1


def test_solo_completion_removes_debris_of_its_colour_from_inside_stacks():
    s = game(1, seed=6)
    start(s)
    for st in s.stacks:
        s.bag.extend(x for x in st if x < COIN)
        s.coins[0].extend(x - COIN for x in st if x >= COIN)
        st.clear()
    red, blue = COLOURS.index("red"), COLOURS.index("blue")
    for c in (red, blue, red, blue):
        s.bag.remove(c)
    s.coins[0].remove(4)
    s.stacks[0] = [red, blue, red, COIN + 4]
    s.stacks[1] = [blue]
    m = put_monument(s, 0, "buddha", ["red"])
    ev = []
    _solo_completed(s, m, 0, ev)
    assert s.stacks[0] == [blue, COIN + 4] and s.stacks[1] == [blue]
    assert ev[-1].kind == "debris_cleared" and ev[-1].count == 2
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
