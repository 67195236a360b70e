"""The content tables: the rulebook's counts and constraints, and clear errors for broken files."""
import json
import shutil
from collections import Counter

import pytest

from game.kathmandu.data import ASSETS, COLOURS, MONUMENTS, SIZES, DataError, load_tables

SECTIONS = [(m, p) for m, n in zip(MONUMENTS, SIZES) for p in range(1, n + 1)]
COLOURED = [(m, p, c) for m, p in SECTIONS for c in COLOURS]


def keys(ends):
    return Counter((e.monument, e.position, e.colour) for e in ends)


def test_red_deck_every_coloured_section_once_both_ends_identical():
    t = load_tables()
    red = [c for c in t.cards if c.deck == "red"]
    assert len(red) == 50
    assert all(c.ends[0] == c.ends[1] for c in red)
    assert keys(c.ends[0] for c in red) == Counter(COLOURED)


def test_blue_deck_counts_and_sections():
    t = load_tables()
    blue = [c for c in t.cards if c.deck == "blue"]
    assert len(blue) == 60
    assert sum(c.diamond for c in blue) == 28
    assert all(c.ends[0].key != c.ends[1].key for c in blue)
    plain = keys(e for c in blue if not c.diamond for e in c.ends)
    allk = keys(e for c in blue for e in c.ends)
    for k in COLOURED:
        assert plain[k] >= 1, k
        assert allk[k] >= 2, k
    for m, p in SECTIONS:
        assert plain[(m, p, "wild")] == 1
    # 32 cards = 4 market cards x 8 rounds; 5-6 players use 48 of 60
    assert sum(not c.diamond for c in blue) == 32


def test_points_grow_toward_the_top_and_pagoda_top_is_highest():
    t = load_tables()
    pts = {}
    for c in t.cards:
        if c.deck == "red":
            pts[c.ends[0].key] = c.ends[0].points
    for m, n in zip(MONUMENTS, SIZES):
        vals = [pts[(m, p)] for p in range(1, n + 1)]
        assert vals == sorted(vals) and len(set(vals)) == n
    assert pts[("pagoda", 4)] == max(pts.values())


def test_promos_missions_goals_architects():
    t = load_tables()
    assert sorted(c.ends[0].colour for c in t.cards if c.deck == "holo") == sorted(COLOURS)
    rainbow = [c for c in t.cards if c.deck == "rainbow"]
    assert len(rainbow) == 10 and all(c.ends[0].colour == "wild" == c.ends[1].colour for c in rainbow)
    assert len(t.missions) == len(t.advanced_missions) == len(t.public_goals) == 10
    for m in t.missions:
        assert [o.points for o in m.objectives] == [1, 2, 3, 4]
    for m in t.advanced_missions:
        assert sum(o.points for o in m.objectives) > 10
    assert all(2 <= len(g.objectives) <= 3 for g in t.public_goals)
    assert {a.name: a.min_players for a in t.architects} == {
        "Liliana": 4, "Charles": 2, "Liu": 2, "Sophie": 2, "Walter": 2, "Sara": 3}
    assert sorted(b.colour for b in t.bhairavs) == [0, 1, 2, 3, 4]
    assert len({c.symbol for c in t.colours}) == 5


def test_layout_spots():
    t = load_tables()
    assert len(t.spots) == 12 and sum(1 for s in t.spots if s.targets4) == 8
    assert sum(1 for s in t.spots if s.diamond) == 2
    for s in t.spots:
        for targets in (s.targets4, s.targets6):
            if targets:
                assert {d for _, d, _ in targets} in ({0, 2}, {1})


def _broken(tmp_path, name, edit):
    folder = tmp_path / name.replace(".json", "") / str(len(list(tmp_path.rglob("*"))))
    shutil.copytree(ASSETS, folder)
    path = folder / name
    data = json.loads(path.read_text())
    edit(data)
    path.write_text(json.dumps(data))
    load_tables.cache_clear()
    try:
        with pytest.raises(DataError) as err:
            load_tables(str(folder))
    finally:
        load_tables.cache_clear()
    msg = str(err.value)
    assert "\n" not in msg and name in msg
    return msg


def test_broken_tables_give_clear_errors(tmp_path):
    msg = _broken(tmp_path, "cards.json", lambda d: d["cards"].pop(0))
    assert "red deck" in msg
    msg = _broken(tmp_path, "cards.json", lambda d: d["cards"][60]["ends"][0].update(colour="purple"))
    assert "purple" in msg
    msg = _broken(tmp_path, "missions.json", lambda d: d["missions"][2]["objectives"][2].update(sections=["any"]))
    assert "M03" in msg and "3 section" in msg
    msg = _broken(tmp_path, "layouts.json", lambda d: d["spots"][0].update(side="X"))
    assert "N1" in msg


def test_missing_or_invalid_json(tmp_path):
    folder = tmp_path / "k"
    shutil.copytree(ASSETS, folder)
    (folder / "architects.json").write_text("{ nope")
    load_tables.cache_clear()
    try:
        with pytest.raises(DataError, match="architects.json: not valid JSON at line 1"):
            load_tables(str(folder))
        (folder / "architects.json").unlink()
        with pytest.raises(DataError, match="architects.json: missing"):
            load_tables(str(folder))
    finally:
        load_tables.cache_clear()
