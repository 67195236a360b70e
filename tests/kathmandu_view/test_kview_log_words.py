"""The game log speaks a player's words: no catalogue ids, no monument numbers."""
import random
import re

from game.kathmandu import engine
from game.kathmandu.options import parse_options
from game.kathmandu.view.session import Session
from game.kathmandu.view.setup import TableSetup

CARD_ID = re.compile(r"\b(?:[BRW]\d\d|H\d)\b")


def _play(setup: TableSetup, seed: int, steps: int = 4000) -> Session:
    s = Session(setup)
    s.opening()
    rng = random.Random(seed)
    for _ in range(steps):
        d = s.decision()
        if d is None:
            break
        ch = rng.choice(d.choices())
        ev = engine.apply(s.state, ch)
        s._log(ev, d.player, ch)
    return s


def _check(lines):
    for line in lines:
        assert "monument " not in line.lower(), line
        assert not CARD_ID.search(line), line
        assert " P1" not in line and "=" not in line, line


def test_four_player_log_has_no_ids():
    opts = parse_options("reconstruction", 4, 11)
    s = _play(TableSetup(opts, ["human", "normal", "normal", "normal"]), 11)
    lines = [l for _, l in s.log]
    _check(lines)
    assert any(" builds a " in l for l in lines)
    assert any("'s " in l and "is complete" in l for l in lines)
    assert any(l.startswith("Bids revealed: ") for l in lines)


def test_solo_log_names_squares():
    opts = parse_options("expertise=easy", 1, 5)
    s = _play(TableSetup(opts, ["human"]), 5)
    lines = [l for _, l in s.log]
    _check(lines)
    assert any("Square" in l for l in lines)
    assert not any("Player 1" in l or "You is" in l or "You bids" in l or "You discards" in l for l in lines)

