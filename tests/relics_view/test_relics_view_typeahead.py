"""Typing ahead: every key is played, in order, however fast it comes (issue 13).

The same 29 keys of 1-09's solution (Fall of the Guardian) (ten of them Shift+arrow chords) are typed one at a time,
waiting for the board, and as a burst far faster than the animations: both must end in the
same won position. Synthetic events run headless; the X tests type with xdotool into a real
window under a private Xvfb, the way the issue's player did.
"""
from __future__ import annotations


import pygame
import pytest

from tests.relics_view.mapfix import ROOT
from tests.relics_view.xdriver import x_play
from tests.relics_view.xserver import needs_x, x_env, xdisplay  # noqa: F401 (fixture)

LEVEL = ROOT / "levels" / "floor-1" / "1-09.tmx"
SOLUTION = "urUluRuRrRrRurrDddLlLurDdDddd"  # 10 pushes, 19 steps
ARROWS = {"u": pygame.K_UP, "r": pygame.K_RIGHT, "d": pygame.K_DOWN, "l": pygame.K_LEFT}


def _key(t, k, mod=0):
    return pygame.event.Event(t, key=k, mod=mod, scancode=0, unicode="")


SCREEN_ARROW = {(0, -1): pygame.K_UP, (1, 0): pygame.K_RIGHT, (0, 1): pygame.K_DOWN, (-1, 0): pygame.K_LEFT}


def post_letter(scene, letter: str) -> None:
    """One LURD letter as the events X delivers for it: a capital is a Shift chord
    (Shift down, arrow down, Shift up, arrow up - Shift is let go before the arrow).
    The arrow is the one that points that way in the scene's view (levels open turned)."""
    from game.relics.model import Dir

    d = Dir.from_letter(letter.lower())
    k = SCREEN_ARROW[scene.renderer.proj.screen_dir(d.dx, d.dy)]
    if letter.isupper():
        pygame.event.post(_key(pygame.KEYDOWN, pygame.K_LSHIFT, pygame.KMOD_LSHIFT))
        pygame.event.post(_key(pygame.KEYDOWN, k, pygame.KMOD_LSHIFT))
        pygame.event.post(_key(pygame.KEYUP, pygame.K_LSHIFT, 0))
        pygame.event.post(_key(pygame.KEYUP, k, 0))
    else:
        pygame.event.post(_key(pygame.KEYDOWN, k))
        pygame.event.post(_key(pygame.KEYUP, k))


def open_level(app):
    from game.relics.view.play import PlayScene

    scene = PlayScene(app, LEVEL, campaign=False)
    app.start(scene)
    app.advance(2)
    return scene


def settle(app, scene, limit=2000):
    for _ in range(limit):
        app.advance(1)
        if scene.anim is None and not scene.queue:
            return
    raise AssertionError("the board never came to rest")


def test_a_burst_of_keys_ends_exactly_where_slow_typing_does(app):
    slow = open_level(app)
    for letter in SOLUTION:
        post_letter(slow, letter)
        settle(app, slow)
    slow_result = (slow.state.lurd(), slow.state.pushes, slow.state.steps, slow.state.is_complete())
    assert slow_result == (SOLUTION, 10, 19, True)

    fast = open_level(app)
    for letter in SOLUTION:   # all 29 keys (and their chords) arrive within one frame
        post_letter(fast, letter)
    app.advance(1)
    # the backlog is played at once: only the last moves are still animating
    assert len(fast.state.history) >= len(SOLUTION) - 2
    settle(app, fast)
    assert (fast.state.lurd(), fast.state.pushes, fast.state.steps, fast.state.is_complete()) == slow_result


def test_keys_typed_during_animations_are_all_kept_in_order(app):
    scene = open_level(app)
    for i, letter in enumerate(SOLUTION):  # one key every other frame: faster than any move animates
        post_letter(scene, letter)
        app.advance(2)
        assert len(scene.state.history) + scene.session.backlog() == i + 1  # nothing dropped
    settle(app, scene)
    assert scene.state.lurd() == SOLUTION and scene.completed


def test_an_illegal_move_stops_the_queue_with_its_reason(app):
    scene = open_level(app)
    for letter in "llluu":        # the second "l" walks into the wall: what follows is dropped
        post_letter(scene, letter)
    app.advance(1)
    settle(app, scene)
    assert scene.state.lurd() == "l" and not scene.queue
    assert scene.message is not None and "wall" in scene.message[0].lower()


def _x_play(display, tmp_path, delay_ms: int) -> dict:
    env = x_env(display, DURBAR_HOME=str(tmp_path / "home"))
    return x_play(LEVEL, SOLUTION, delay_ms, tmp_path / f"result-{delay_ms}.txt", env)


@needs_x
@pytest.mark.parametrize("delay_ms", [600, 40])
def test_real_x_keys_fast_and_slow_with_chords_win_the_level(xdisplay, tmp_path, delay_ms):  # noqa: F811
    # xdotool holds each key for half the delay: 300 ms at 600 ms a key, 20 ms at 40 ms a key
    # (a burst of 29 keys in 1.2 s, many moves faster than the board animates them)
    got = _x_play(xdisplay, tmp_path, delay_ms)
    assert got == {"lurd": SOLUTION, "pushes": 10, "steps": 19, "won": True}


def test_a_chord_is_judged_by_its_own_modifier_state_and_does_not_repeat_once_shift_is_up():
    from game.shell.actions import Action
    from game.shell.input import REPEAT_DELAY, InputLayer
    from game.shell.settings import Settings

    layer = InputLayer(Settings())
    layer.process(_key(pygame.KEYDOWN, pygame.K_LSHIFT, pygame.KMOD_LSHIFT))
    (right,) = layer.process(_key(pygame.KEYDOWN, pygame.K_RIGHT, pygame.KMOD_LSHIFT))
    assert right.action is Action.RIGHT and Action.PUSH in right.held
    layer.process(_key(pygame.KEYUP, pygame.K_LSHIFT, 0))   # xdotool lets Shift go first...
    assert layer.update(REPEAT_DELAY + 0.2) == []           # ...and the arrow held on is not a walk
    # the event's own state counts even when the Shift press itself never reached us
    layer.process(_key(pygame.KEYUP, pygame.K_RIGHT, 0))
    (up,) = layer.process(_key(pygame.KEYDOWN, pygame.K_UP, pygame.KMOD_RSHIFT))
    assert Action.PUSH in up.held
    layer.process(_key(pygame.KEYUP, pygame.K_UP, 0))
    (plain,) = layer.process(_key(pygame.KEYDOWN, pygame.K_UP, 0))
    assert Action.PUSH not in plain.held
