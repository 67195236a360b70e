"""The gamepad in play: words that name the pad's buttons, pushes judged by the press itself,
and unplugging / replugging (an SDL virtual controller, attached in-process)."""
from __future__ import annotations

import pygame
import pytest

from tests.relics_view import vpad
from tests.relics_view.mapfix import STAIRS, write_map

pytestmark = pytest.mark.skipif(not vpad.available(), reason="SDL virtual joysticks unavailable")


@pytest.fixture
def pad_app(app):
    pads = []

    def plug():
        p = vpad.VirtualPad()
        pads.append(p)
        app.advance(2)
        return p

    yield app, plug
    for p in pads:
        p.unplug()
    pygame.event.clear()


def open_stairs(app, tmp_path):
    from game.relics.view.play import PlayScene

    scene = PlayScene(app, write_map(tmp_path, "stairs.tmx", STAIRS), campaign=False)
    app.start(scene)
    app.advance(2)
    return scene


def tap(app, pad, *names, frames=1):
    for name in names:
        pad.press(name)
        app.advance(frames)
        pad.release(name)
        app.advance(frames)


def settle(app, scene):
    for _ in range(600):
        app.advance(1)
        if scene.anim is None and not scene.queue:
            return
    raise AssertionError("the board never came to rest")


def test_after_a_pad_press_every_hint_names_the_pad_buttons(pad_app, tmp_path):
    app, plug = pad_app
    scene = open_stairs(app, tmp_path)
    assert "Z brings your moves back" in _after_reset(app, scene, keyboard=True)
    pad = plug()
    tap(app, pad, "dpright")
    settle(app, scene)
    assert app.input.last_source == "gamepad"
    assert scene.tip_text() == "Stuck? Press Back for a hint."
    tap(app, pad, "y")                       # reset
    app.advance(2)
    assert scene.message[0] == "Level reset - B brings your moves back"
    from game.relics.view.hud import control_lines

    assert dict(control_lines(app.input.last_source, str))["B"] == "undo"


def _after_reset(app, scene, keyboard: bool) -> str:
    for k in (pygame.K_RIGHT, pygame.K_r):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, scancode=0, unicode=""))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, scancode=0, unicode=""))
        settle(app, scene)
    return scene.message[0]


def test_a_refused_step_where_a_push_would_go_says_hold_a_on_a_pad(pad_app, tmp_path):
    app, plug = pad_app
    from game.relics.view.play import PlayScene

    path = write_map(tmp_path, "wall.tmx", "A  cc  .  .\n.  .  .  .\n.  .  .  G")
    scene = PlayScene(app, path, campaign=False)
    app.start(scene)
    app.advance(2)
    pad = plug()
    tap(app, pad, "dpright")   # two high: no climb, but a push would go
    app.advance(2)
    assert scene.state.steps == 0 and scene.message[0] == "Can't climb two levels - hold A to push"
    pad.press("a")             # hold A + direction: a push (the stack's bottom block moves)
    app.advance(1)
    tap(app, pad, "dpright")
    pad.release("a")
    settle(app, scene)
    assert scene.state.pushes == 1


def test_unplugging_pauses_and_replugging_plays_on_with_no_press_needed(pad_app, tmp_path):
    from game.ui.pause import PauseMenu

    app, plug = pad_app
    scene = open_stairs(app, tmp_path)
    pad = plug()
    tap(app, pad, "dpright")
    settle(app, scene)
    rotation = scene.renderer.rotation
    pad.press("lb")            # a shoulder held as the cable comes out...
    app.advance(40)
    pad.unplug()
    app.advance(2)
    menu = app.stack.top
    assert isinstance(menu, PauseMenu) and "back in to play on" in menu.subtitle
    pad.plug()
    app.advance(3)
    assert app.stack.top is scene, "the pause menu closes by itself when the pad is back"
    assert scene.message and scene.message[0].startswith("Gamepad back")
    # moves typed at once right after the replug all play, with no further press
    tap(app, pad, "dpdown", "dpleft", "dpdown")  # a frame down, a frame up: faster than any move
    for _ in range(240):
        app.advance(1)
    assert scene.state.lurd() == "rdld" and not scene.queue and scene.anim is None
    assert scene.renderer.rotation == rotation  # ...is not left armed to turn the view or push


def test_pad_moves_queued_during_an_animation_play_on_without_another_press(pad_app, tmp_path):
    app, plug = pad_app
    scene = open_stairs(app, tmp_path)
    pad = plug()
    pad.unplug()
    app.advance(2)
    pad.plug()
    app.advance(3)
    for name in ("dpright", "dpdown", "dpright"):  # typed during the first move's animation
        tap(app, pad, name)
    assert scene.anim is not None and scene.queue
    for _ in range(240):   # nothing pressed from here on
        app.advance(1)
    assert scene.state.lurd() == "rdr" and not scene.queue
