"""Small helpers for the Relics core tests: build a State from the text form, play LURD."""
from __future__ import annotations

from game.relics.moves import Move, parse_lurd
from game.relics.state import State
from game.relics.textmap import parse_board


def board(text: str, **kw) -> State:
    return State(parse_board(text, **kw))


def play(text: str, lurd: str, **kw) -> tuple[State, list]:
    """Play every move (all must be legal); returns the state and all events."""
    s = board(text, **kw)
    events: list = []
    for m in parse_lurd(lurd):
        reason = s.why_illegal(m)
        assert reason is None, f"{m} illegal: {reason}\n{s.render()}"
        events += s.push(m)
    return s, events


def reason(text: str, lurd: str, **kw) -> str | None:
    """Play all but the last move, then return why the last one is illegal (None if legal)."""
    moves = parse_lurd(lurd)
    s, _ = play(text, "".join(m.letter for m in moves[:-1]), **kw)
    return s.why_illegal(moves[-1])


def picture(s: State) -> list[str]:
    return [line.split() for line in s.render().splitlines()]


def same(s: State, text: str) -> bool:
    want = [line.split() for line in text.strip("\n").splitlines() if line.strip()]
    return picture(s) == want


def move(letter: str) -> Move:
    return Move.from_letter(letter)
