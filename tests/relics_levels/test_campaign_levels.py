"""The 50 campaign maps: they load, obey the box and the floor rules, are all different up to
rotation / mirroring, cover every goal kind, and their stored par is the solver's push count.

Par is checked for EVERY level (the whole campaign solves in well under a minute here), and so
is the "needs the floor's new block" verdict of ``python main.py levels check``.
"""
from __future__ import annotations

import pytest

from game.relics.loader import campaign_paths, load_level
from game.relics.model import Goal, Kind
from game.relics.solver import solve
from game.relics.state import State
from game.relics.tools import needs_new_block
from tools.levelgen.core import from_level

ALLOWED = {
    1: {Kind.CRATE},
    2: {Kind.CRATE, Kind.BOULDER},
    3: {Kind.CRATE, Kind.BOULDER, Kind.ICE},
    4: {Kind.CRATE, Kind.BOULDER, Kind.ICE, Kind.FIRE},
    5: {Kind.CRATE, Kind.BOULDER, Kind.ICE, Kind.FIRE, Kind.WATER},
}
NEW = {2: Kind.BOULDER, 3: Kind.ICE, 4: Kind.FIRE, 5: Kind.WATER}
BOX = {"crate": 18, "boulder": 6, "ice": 6, "fire": 4, "water": 4, "adventurer": 1, "nemesis": 1, "gem": 2}


@pytest.fixture(scope="module")
def levels():
    return [load_level(p) for p in campaign_paths()]


@pytest.fixture(scope="module")
def solutions(levels):
    """One solver run per level, shared by the tests below."""
    return {lv.id: solve(lv) for lv in levels}


def test_fifty_levels_ten_per_floor(levels):
    ids = [(lv.floor, lv.level) for lv in levels]
    assert ids == [(f, n) for f in range(1, 6) for n in range(1, 11)]
    for p, lv in zip(campaign_paths(), levels):
        assert p.name == f"{lv.floor}-{lv.level:02d}.tmx"
        assert p.parent.name == f"floor-{lv.floor}"


def test_board_size_box_and_metadata(levels):
    for lv in levels:
        assert (lv.width, lv.height) == (6, 6), lv.id
        for piece, n in lv.piece_counts().items():
            assert n <= BOX[piece], (lv.id, piece, n)
        assert lv.title.strip() and lv.hint.strip(), lv.id
        assert lv.par is not None and lv.par >= 1, lv.id


def test_floor_block_rules(levels):
    for lv in levels:
        kinds = {k for st in lv.stacks for k in st}
        assert kinds <= ALLOWED[lv.floor], (lv.id, kinds)
        if lv.floor in NEW:
            assert NEW[lv.floor] in kinds, f"{lv.id} lacks its floor's new block"


def _touches_kind(level, moves, kind: Kind) -> bool:
    """Does replaying ``moves`` push, burn, smother, melt or fill a block of ``kind``?"""
    from game.relics import events as E

    s = State(level)
    ids = {bid for bid, k, _c, _z in level.blocks() if k is kind}
    for m in moves:
        for ev in s.push(m):
            if isinstance(ev, E.Pushed) and ev.kind is kind:
                return True
            for attr in ("fire_id", "pool_id", "block_id", "ice_id", "boulder_id"):
                if getattr(ev, attr, None) in ids and not isinstance(ev, (E.Fell,)):
                    return True
    return False


def test_every_level_needs_its_floors_new_block(levels, solutions):
    """The checker's 'needs-new-block' verdict: with the new blocks replaced by crates the stored
    solution fails and the level becomes unsolvable or changes its par."""
    for lv in levels:
        if lv.floor not in NEW:
            continue
        verdict = needs_new_block(lv, solutions[lv.id], 2_000_000)
        assert verdict.startswith("yes"), (lv.id, verdict)


def test_first_level_of_each_floor_uses_the_new_block(levels, solutions):
    for lv in levels:
        if lv.level != 1 or lv.floor not in NEW:
            continue
        r = solutions[lv.id]
        assert _touches_kind(lv, r.moves, NEW[lv.floor]), f"{lv.id}: the solution never uses a {NEW[lv.floor].value}"


def test_every_goal_kind_and_gem_variants(levels):
    goals = {g for lv in levels for g in lv.goals}
    assert goals == {Goal.GEM, Goal.NEMESIS, Goal.DESTROY}
    assert any(len(lv.gems) == 2 for lv in levels), "no two-Gem level"
    assert any(lv.gems and Goal.GEM not in lv.goals for lv in levels), "no level with a Gem that is not the goal"
    first_nemesis = min((lv.floor, lv.level) for lv in levels if Goal.NEMESIS in lv.goals)
    assert first_nemesis[0] == 1
    destroyed_kinds = {lv.destroy_kind for lv in levels if Goal.DESTROY in lv.goals}
    assert len(destroyed_kinds) >= 2


def test_no_two_levels_alike_under_rotation_or_mirror(levels):
    seen = {}
    for lv in levels:
        s = from_level(lv)
        key = s.with_meta(goals=(), destroy_kind="", destroy_count=0).canonical()
        assert key not in seen, f"{lv.id} is {seen[key]} rotated or mirrored"
        seen[key] = lv.id


def test_canonical_key_sees_rotations_and_mirrors(levels):
    s = from_level(levels[-1])
    keys = {s.transformed(t).canonical() for t in range(8)}
    assert len(keys) == 1
    assert len({s.transformed(t).stacks for t in range(8)}) > 1  # the transformations really move things


def test_stored_par_is_the_solver_push_count(levels, solutions):
    for lv in levels:
        r = solutions[lv.id]
        assert r.status == "solved", lv.id
        assert r.pushes == lv.par, (lv.id, r.pushes, lv.par)


def test_difficulty_rises_to_twenty_pushes(levels):
    assert levels[0].par >= 2
    assert max(lv.par for lv in levels if lv.floor == 5) >= 20
    for f in range(1, 6):
        pars = [lv.par for lv in levels if lv.floor == f]
        assert pars[-1] > pars[0], f"floor {f} does not get harder"
