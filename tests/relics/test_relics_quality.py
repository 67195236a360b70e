"""Level-quality figures (game.relics.quality) on boards small enough to count by hand."""
from __future__ import annotations

import dataclasses

from game.relics import quality as Q
from game.relics.model import Level
from tests.relics.helpers import board

LANE = "A c . ccG\n. . . .\n. . . ."  # push the crate east once and climb; pushing it west kills


def test_figures_of_a_two_way_start_counted_by_hand():
    q = Q.measure(board(LANE).level)
    # positions: the start, the crate beside the tower (then the Gem is in reach), the crate in
    # the corner (dead): one of three is dead
    assert (q.par, q.states, q.dead_fraction) == (1, 3, 1 / 3)
    assert q.first_pushes == 1 and q.solutions == 1 and not q.capped
    # a random player pushes east or west first: about half win; the greedy player walks at the Gem
    assert 0.45 < q.random < 0.55 and q.greedy == 1.0 and q.greedy_wins
    assert q.needs_new_block == "-" and q.steps == 3


def test_free_order_counts_every_push_sequence():
    # two crates, each pushed once into its own fire, in either order
    q = Q.measure(board("f c A c f", goals="destroy", destroy="crate:2").level)
    assert (q.par, q.first_pushes, q.solutions, q.dead_fraction) == (2, 2, 2, 0.0)


def test_goal_distance_counts_steps_and_the_climb_missing():
    from game.relics import areas as A
    from game.relics.graph import Space

    s = board(LANE)
    bd = A.solver_board(s)
    sp = Space(bd)
    area = sp.area(bd, A.masks(bd)[0])
    # from (2, 0) on the ground: one step to the tower, one level too many to climb
    assert Q.goal_distance(bd, area) == 2
    east = next(m for m in sp.moves_of(bd) if m.d == 1)
    nb = east.board
    # the crate now stands beside the tower: one step, no climb missing
    assert Q.goal_distance(nb, sp.area(nb, A.masks(nb)[0])) == 1


def test_overlap_sees_mirrors_and_quarter_turns():
    a = board("c . .\ncc . .\n. A G").level
    mirrored = board(". . c\n. . cc\nG A .").level
    other = board(". A .\n. . .\nc . G").level
    shared, share = Q.overlap(a, mirrored)
    assert (shared, share) == (3, 1.0)
    assert Q.overlap(a, other)[0] <= 1
    worst = Q.worst_overlap(dataclasses.replace(a, id="1-01"),
                            [dataclasses.replace(mirrored, id="1-02"), dataclasses.replace(other, id="1-03")])
    assert worst == Q.Overlap("1-02", 3, 1.0)


def _q(id_: str, par: int, **kw) -> Q.Quality:
    base = dict(id=id_, floor=int(id_[0]), par=par, steps=par, states=100, capped=False, dead_fraction=0.5,
                first_pushes=1, solutions=3, solutions_capped=False, random=0.0, greedy=0.0,
                overlap=Q.Overlap("", 0, 0.0), needs_new_block="-" if id_[0] == "1" else "yes (x)")
    base.update(kw)
    return Q.Quality(**base)


def test_violations_name_each_missed_threshold():
    good = [_q(f"1-{n:02d}", p) for n, p in zip(range(1, 11), (2, 3, 4, 5, 6, 7, 8, 10, 11, 12))]
    assert Q.violations(good) == []
    bad = list(good)
    bad[1] = _q("1-02", 2, greedy=1.0, random=0.5)
    bad[8] = _q("1-09", 11, solutions=1000, solutions_capped=True)
    bad[4] = _q("1-05", 6, overlap=Q.Overlap("1-06", 6, 0.75))
    out = Q.violations(bad)
    assert "1-02: greedy success 100% (must be < 50%)" in out
    assert "1-02: random success 50% (must be < 10%)" in out
    assert "1-02: par 2 (must be >= 3)" in out
    assert "1-09: par 11 with 1000+ push-optimal solutions (must be < 100)" in out
    assert "1-05/1-06: share 6 block cells (75%; must be < 60%)" in out
    # the first level of a floor may be trivial; a floor whose par falls twice is not rising
    dips = [_q(f"2-{n:02d}", p) for n, p in zip(range(1, 11), (9, 3, 4, 3, 5, 4, 6, 10, 11, 12))]
    out = Q.violations(dips)
    assert not any(line.startswith("2-01") for line in out)
    assert any(line.startswith("floor 2: par dips 3 times") for line in out)
    assert Q.violations([_q("2-05", 4, needs_new_block="no (the same solution works with crates)")]) == [
        "2-05: needs its floor's new block: no (the same solution works with crates)"]


def test_quality_is_deterministic_and_serialisable():
    lv: Level = board(LANE).level
    a, b = Q.measure(lv).as_dict(), Q.measure(lv).as_dict()
    a.pop("seconds"), b.pop("seconds")
    assert a == b and a["overlap"] == {"partner": "", "shared": 0, "share": 0.0}
