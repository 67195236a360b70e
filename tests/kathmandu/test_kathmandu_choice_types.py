"""A choice is legal only if it is one of the offered choices by type and value (issue 18, item 7).

Wrong-typed choices (plain tuples, floats, bools for ints, None, strings, another choice class, huge
ints, lists for tuples) are refused with ``IllegalChoice`` and leave the state exactly as it was:
no history appended, the pending decision kept, and the next legal choice still applies.
``DURBAR_FUZZ=1`` runs many more examples (e.g. ``DURBAR_FUZZ=1 pytest tests/kathmandu -k types``).
"""
from __future__ import annotations

import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.kathmandu import choices as C
from game.kathmandu.audit import audit
from game.kathmandu.choices import Bid, well_formed
from game.kathmandu.engine import IllegalChoice, apply, pending, start
from game.kathmandu.options import parse_options
from game.kathmandu.record import record, replay
from game.kathmandu.state import new_game

FUZZ = bool(os.environ.get("DURBAR_FUZZ"))
EXAMPLES = 3000 if FUZZ else 150

COMBOS = [(1, ("expertise=extreme",)), (2, ("manipulation", "architects")), (4, ("reconstruction", "bhairav")),
          (4, ("teams=2v2", "senior-architects", "holo")), (5, ("advanced", "rainbow"))]


def snap(s):
    d = pending(s)
    return (len(s.history), record(s), [list(h) for h in s.hands], list(s.red), list(s.blue), list(s.discards),
            list(s.market), list(s.bid_seat), list(s.bid_coin), [list(c) for c in s.coins], s.phase,
            s.rng.getstate(), [(m.cards, m.fixed, m.complete) for m in s.monuments], list(s.must_place),
            list(s.wild_queue), (d.player, d.kind) if d is not None else None)


def game_at(players: int, words, seed: int, steps: int):
    s = new_game(parse_options(list(words), players, seed))
    start(s)
    rng = random.Random(seed)
    for _ in range(steps):
        d = pending(s)
        if d is None:
            break
        ch = d.choices()
        apply(s, ch[rng.randrange(len(ch))])
    return s


class Sneaky(Bid):
    """A subclass equal to a legal Bid: still not one of the offered choices."""


def wrong_forms(ch, draw) -> list:
    """Objects equal (or nearly) to a legal choice ``ch`` but of the wrong type somewhere."""
    out = [tuple(ch), list(ch), None, "bid N1 1", str(ch), 3, 1.5, object(), {"kind": ch.kind}]
    fields = [f for f in ch._fields if f != "kind"]
    for i, name in enumerate(ch._fields):
        if name == "kind":
            out.append(ch._replace(kind=ch.kind.upper()))
            continue
        v = getattr(ch, name)
        if isinstance(v, tuple):
            out += [ch._replace(**{name: list(v)}), ch._replace(**{name: tuple(float(x) for x in v) or (0.5,)}),
                    ch._replace(**{name: tuple(bool(x) for x in v) or (True,)}), ch._replace(**{name: None})]
        else:
            out += [ch._replace(**{name: float(v)}), ch._replace(**{name: str(v)}), ch._replace(**{name: None}),
                    ch._replace(**{name: bool(v)}), ch._replace(**{name: v + 2 ** 70}),
                    ch._replace(**{name: -(2 ** 70)}), ch._replace(**{name: draw(st.floats(allow_nan=True))})]
    # another choice class with the same values, and a subclass of the right one
    for cls in C.CHOICE_TYPES:
        if cls is not type(ch):
            n = len(cls._fields) - 1
            vals = [getattr(ch, f) for f in fields][:n]
            if len(vals) == n:
                out.append(cls(*vals))
    if type(ch) is Bid:
        out.append(Sneaky(*ch))
    return out


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(combo=st.sampled_from(COMBOS), seed=st.integers(0, 10 ** 6), steps=st.integers(0, 160), data=st.data())
def test_wrong_typed_choices_are_refused_and_change_nothing(combo, seed, steps, data):
    s = game_at(combo[0], combo[1], seed, steps)
    d = pending(s)
    if d is None:
        return
    legal = d.choices()
    ch = legal[data.draw(st.integers(0, len(legal) - 1), label="legal choice")]
    # (another class with the same values may be a real legal choice, e.g. Done(): not a wrong form)
    forms = [f for f in wrong_forms(ch, data.draw) if not (well_formed(f) and f in legal)]
    picks = data.draw(st.lists(st.sampled_from(forms), min_size=1, max_size=6), label="wrong forms")
    before = snap(s)
    for bad in picks:
        with pytest.raises(IllegalChoice):
            apply(s, bad)
        assert snap(s) == before, f"{bad!r} changed the state"
        assert pending(s) is d  # the same pending decision, not a new one
    apply(s, ch)  # the legal choice still applies
    assert not audit(s)
    assert len(s.history) == before[0] + 1 and s.history[-1] is ch


def test_the_issue_cases():
    """``apply(state, (0, 0, 'bid'))`` raised AttributeError after the history was appended;
    ``Bid(0, 0.0)`` was accepted and the record then failed to replay."""
    s = new_game(parse_options([], 4, 1))
    start(s)
    legal = pending(s).choices()
    assert Bid(0, 0) in legal
    before = snap(s)
    for bad in ((0, 0, "bid"), Bid(0, 0.0), Bid(0, False), Bid(0.0, 0), Sneaky(0, 0)):
        with pytest.raises(IllegalChoice, match="not a choice object"):
            apply(s, bad)
        assert snap(s) == before
    apply(s, Bid(0, 0))
    assert replay(record(s)).history == s.history


def test_a_legal_choice_is_well_formed():
    rng = random.Random(5)
    for players, words in COMBOS:
        s = game_at(players, words, 3, 0)
        for _ in range(300):
            d = pending(s)
            if d is None:
                break
            ch = d.choices()
            assert all(well_formed(c) for c in ch), [c for c in ch if not well_formed(c)][:3]
            apply(s, ch[rng.randrange(len(ch))])
