"""The options descriptor table (issue 16, item 2): one row per option feeds parsing, validation,
``words()``, the new-game toggles and the ``simulate --options`` help."""
from dataclasses import fields

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.kathmandu.options import (OPTIONS, PRESETS, SPECS, GameOptions, OptionError, options_help, parse_options,
                                    toggles)


def test_every_option_field_has_one_row():
    names = [f.name for f in fields(GameOptions) if f.name not in ("players", "seed")]
    assert sorted(names) == sorted(spec.field for spec in OPTIONS)
    assert len({spec.word for spec in OPTIONS}) == len(OPTIONS)
    for spec in OPTIONS:
        assert getattr(GameOptions(), spec.field) == spec.default


def test_help_lists_every_word_from_the_table():
    text = options_help()
    for spec in OPTIONS:
        assert spec.synopsis() in text
    for word in PRESETS:
        assert word in text


def test_toggles_are_the_flags_in_table_order():
    assert [s.field for s in toggles()] == [s.field for s in OPTIONS if not s.values]
    assert "bidding" not in {s.field for s in toggles()}


@settings(max_examples=200, deadline=None)
@given(players=st.integers(1, 6), data=st.data())
def test_words_round_trip_and_validation_follows_the_table(players, data):
    changes = {}
    for spec in OPTIONS:
        if spec.values:
            changes[spec.field] = data.draw(st.sampled_from(spec.values), label=spec.field)
        else:
            changes[spec.field] = data.draw(st.booleans(), label=spec.field)
    o = GameOptions(players=players, seed=3, **changes)
    off = [s for s in OPTIONS if getattr(o, s.field) != s.default and not s.allowed(players)]
    try:
        o.validate()
    except OptionError as exc:
        assert off or o.teams is not None, exc
        assert "\n" not in str(exc)
        fixed = o.for_players(players)
        fixed.validate()  # what the new-game screen does when the player count changes
        assert all(getattr(fixed, s.field) == getattr(o, s.field) for s in OPTIONS if s.allowed(players)
                   and s.field != "teams")
        return
    assert not off
    assert parse_options(o.words(), players, 3) == o


@pytest.mark.parametrize("words,players,message", [
    (["manipulation"], 1, "solo does not use manipulation"),
    (["open-bidding"], 1, "solo does not use open/mixed bidding"),
    (["expertise=hard"], 3, "expertise is a solo option"),
    (["teams=3v3"], 4, "needs 6 players"),
    (["teams=4v4"], 4, "teams must be one of 2v2, 3v3, 2v2v2"),
    (["fast"], 4, "unknown option 'fast'"),
])
def test_refusals_name_the_option(words, players, message):
    with pytest.raises(OptionError, match=message):
        parse_options(words, players)


def test_spellings():
    assert parse_options(["open"], 3).bidding == "open" == parse_options(["bidding=open"], 3).bidding
    assert parse_options(["hard"], 1).expertise == "hard"
    assert SPECS["holo"].allowed(1) and not SPECS["bhairav"].allowed(1)
    o = parse_options(["advanced,senior-architects"], 4)
    assert o.bidding == "mixed" and o.manipulation and o.reconstruction and o.architects and o.advanced_missions
