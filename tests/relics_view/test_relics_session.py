"""The pure play session (game.relics.session): queue, redo and refusals, without a window."""
from __future__ import annotations

import sys

from hypothesis import given, settings
from hypothesis import strategies as st

from game.relics import session as S
from game.relics.model import Dir
from game.relics.moves import Move, parse_lurd
from game.relics.session import Command, Session
from game.relics.textmap import parse_board

BOARD = """
A  c  .  .
.  .  .  ccG
.  .  .  .
"""


def level():
    return parse_board(BOARD, goals="gem")


def run(s: Session) -> list:
    outs = []
    while True:
        out = s.step()
        if out is None:
            return outs
        outs.append(out)


def test_the_session_needs_no_pygame():
    import subprocess

    code = ("import sys; import game.relics.session as s; from game.relics.textmap import parse_board; "
            "s.Session(parse_board('A . .\\n. . .\\n. . G', goals='gem')); print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def test_every_queued_command_plays_in_order_and_wins():
    s = Session(level())
    for mv in parse_lurd("rrrDd"):
        assert s.enqueue(Command.move(mv)) is None
    assert s.backlog() == 5
    outs = run(s)
    assert [o.kind for o in outs] == ["move"] * 5 and s.is_complete() and s.state.lurd() == "rrrDd"


def test_a_refused_move_stops_the_queue_with_the_cores_reason():
    s = Session(level())
    for mv in parse_lurd("uurr"):
        s.enqueue(Command.move(mv))
    (out,) = run(s)
    assert out.kind == "refused" and out.refusal.reason == S.ILLEGAL
    assert out.refusal.detail == s.state.why_illegal(Move.step(Dir.N)) and out.refusal.cell == (0, -1)
    assert not s.queue and s.state.steps == 0


def test_a_refused_climb_knows_a_push_would_go():
    s = Session(parse_board("A  cc  .\n.  .  .\n.  .  G", goals="gem"))
    out = s.play(Move.step(Dir.E))
    assert out.refusal.push_would_go and out.refusal.detail == "can't climb two levels"


def test_undo_redo_reset_and_their_refusals():
    s = Session(level())
    assert s.undo().refusal.reason == S.NOTHING_TO_UNDO
    assert s.redo().refusal.reason == S.NOTHING_TO_REDO
    assert s.reset().refusal.reason == S.ALREADY_AT_START
    s.play(Move.step(Dir.E))
    s.play(Move.step(Dir.E))
    assert s.undo().kind == "undo" and s.state.lurd() == "r"
    assert s.redo().kind == "move" and s.state.lurd() == "rr"
    assert s.reset().kind == "reset" and s.state.lurd() == ""
    assert s.reset().refusal.reason == S.ALREADY_AT_START
    assert s.undo().kind == "undo" and s.state.lurd() == "rr"   # the reset itself is undone
    assert s.redo().kind == "redo_reset" and s.state.lurd() == ""
    s.undo()
    s.play(Move.step(Dir.S))                                      # a new move forgets the redo
    assert s.redo().refusal.reason == S.NOTHING_TO_REDO


def test_a_walk_plays_step_by_step_and_the_queue_is_bounded():
    s = Session(level(), queue_limit=3)
    cmd, refusal = s.click_plan((3, 0))
    assert refusal is None and cmd.kind == "walk" and cmd.size == 3
    s.enqueue(cmd)
    assert s.step().kind == "move" and s.backlog() == 2
    run(s)
    assert s.state.adventurer == (3, 0)
    for _ in range(3):
        assert s.enqueue(Command("undo")) is None
    assert s.enqueue(Command("undo")).reason == S.QUEUE_FULL


def test_clicks_that_go_nowhere_say_why():
    s = Session(parse_board("A  .  .\n.  .  .\nccc  .  G", goals="gem"))
    assert s.click_plan(s.state.adventurer) == (None, None)
    _cmd, refusal = s.click_plan((0, 2))
    assert refusal is not None and refusal.cell == (0, 2)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from("udlrUDLRzyx"), max_size=30))
def test_a_queue_played_at_once_ends_where_the_same_commands_one_by_one_do(keys):
    """However the commands are batched, the outcome is the same (the view's fast-forward relies on it)."""
    def command(k):
        return {"z": Command("undo"), "y": Command("redo"), "x": Command("reset")}.get(k) or \
            Command.move(Move.from_letter(k))

    one, burst = Session(level()), Session(level())
    for k in keys:
        one.enqueue(command(k))
        out = one.step()
        if out is not None and out.refusal is not None and out.refusal.reason == S.ILLEGAL:
            break       # what a burst would have dropped after the refused move
    for k in keys:
        burst.enqueue(command(k))
    run(burst)
    assert burst.state.key() == one.state.key() and burst.state.history == one.state.history
