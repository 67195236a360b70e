"""A quiet idle (issue 17): ambient animations slow down and stop after a while without input, and
an idle frame under an overlay draws only the overlay (what lies under it cannot have changed)."""
import time

import pygame

from game.shell.app import AMBIENT_FULL, AMBIENT_SECONDS, AMBIENT_SLOW_FPS
from game.shell.scene import Scene
from tests.shell.conftest import key


class Ambient(Scene):
    ambient_fps = 12

    def __init__(self, app, transparent=False):
        super().__init__(app)
        self.transparent = transparent
        self.draws = 0

    def draw(self, surface):
        self.draws += 1
        surface.fill((200, 10, 10), (0, 0, 100, 100)) if not self.transparent else None


def test_the_ambient_rate_slows_then_stops_without_input(app):
    app.start(Ambient(app))
    assert app.ambient_fps(0.0) == 12
    assert app.ambient_fps(AMBIENT_FULL - 0.1) == 12
    assert app.ambient_fps(AMBIENT_FULL + 0.1) == AMBIENT_SLOW_FPS <= 3
    assert app.ambient_fps(AMBIENT_SECONDS + 0.1) == 0.0


def _idle_tick(app):
    app.idle_for(1.0)  # the overlay's ambient frame is due at once
    app.tick()


def test_idle_frames_under_an_overlay_draw_only_the_overlay(app):
    under, top = Ambient(app), Ambient(app, transparent=True)
    app.start(under)
    app.stack.push(top)
    app.advance(1)
    pygame.event.pump()
    pygame.event.clear()
    for _ in range(4):
        _idle_tick(app)
    assert top.draws >= 4 and under.draws == 2  # one ordinary frame, then one kept for the idle frames
    assert app.canvas.get_at((50, 50))[:3] == (200, 10, 10)  # the kept picture is on screen
    pygame.event.post(key(pygame.K_DOWN))  # input may change anything: all is drawn again
    app.tick()
    assert under.draws == 3
    app.request_redraw()  # e.g. a worker's answer reached a scene under the overlay
    _idle_tick(app)
    assert under.draws == 4


def test_a_fade_darkens_without_a_veil(app):
    app.start(Ambient(app))
    app._draw()
    app.replace(Ambient(app), fade=True)
    app._fade.t = app._fade.out / 2
    app._draw()
    r = app.canvas.get_at((50, 50))[0]
    assert 60 < r < 160  # half way to black


class Busy(Ambient):
    def __init__(self, app, transparent=False, busy=True):
        super().__init__(app, transparent)
        self.busy = busy

    def is_busy(self):
        return self.busy


def test_a_moving_overlay_over_a_resting_scene_redraws_only_itself(app):
    app.loop_like = True  # as the real loop draws
    under, top = Busy(app, busy=False), Busy(app, transparent=True)
    app.start(under)
    app.stack.push(top)
    app.advance(10)
    assert top.draws == 10 and under.draws == 1
    under.busy = True  # something moves below: it is drawn every frame again
    app.advance(3)
    assert under.draws == 4
    under.busy = False
    app.advance(3)
    assert under.draws == 5
    app.loop_like = False  # tests and --frames runs draw everything
    app.advance(2)
    assert under.draws == 7


def test_moving_the_selection_of_a_dialog_keeps_the_picture_under_it(app):
    """A modal dialog's own input (moving between its buttons) cannot change the scene below, so
    that scene is not drawn again for it; choosing a button closes the dialog and all is drawn."""
    from game.ui.dialog import Dialog

    app.loop_like = True  # advance() draws as the real loop does (the picture under an overlay kept)
    under = Ambient(app)
    app.start(under)
    chosen = []
    app.stack.push(Dialog(app, "Restart level?", "Your moves will be lost.", ["Restart", "Cancel"],
                          on_choice=chosen.append))
    app.advance(2)
    before = under.draws
    for k in (pygame.K_RIGHT, pygame.K_LEFT, pygame.K_RIGHT):
        pygame.event.post(key(k))
        pygame.event.post(key(k, False))
        app.advance(1)
    assert under.draws == before
    assert app.canvas.get_at((50, 50))[:3] != (0, 0, 0)  # the kept picture (dimmed) is on screen
    pygame.event.post(key(pygame.K_RETURN))
    pygame.event.post(key(pygame.K_RETURN, False))
    app.advance(2)
    assert chosen == [1] and under.draws > before  # "Cancel" chosen, the dialog gone, the scene drawn


def test_each_overlay_darkens_what_lies_under_it_once(app):
    """The veil under a dialog or pause menu is laid by the App and kept with the picture under
    it: a kept frame is as dark as a fresh one, a pause menu after a dialog over the same scene has
    its own veil (not the dialog's kept one), and a dialog over a pause menu darkens both."""
    from game.ui.dialog import Dialog
    from game.ui.pause import PauseMenu

    app.loop_like = True
    under = Ambient(app)
    app.start(under)
    app.advance(1)
    bright = app.canvas.get_at((50, 50))[0]
    dialog = Dialog(app, "Restart level?", "Your moves will be lost.", ["Restart", "Cancel"])
    app.stack.push(dialog)
    app.advance(1)
    fresh = app.canvas.get_at((50, 50))[0]
    app.advance(3)  # drawn from the kept picture
    assert app.canvas.get_at((50, 50))[0] == fresh < bright * 0.5
    app.stack.pop()
    app.stack.push(PauseMenu(app))
    app.advance(2)
    paused = app.canvas.get_at((50, 50))[0]
    assert paused < fresh  # the pause menu's veil (160) is darker than the dialog's (150)
    app.stack.push(Dialog(app, "Quit?", "", ["Yes", "No"]))
    app.advance(2)
    assert app.canvas.get_at((50, 50))[0] < paused * 0.5
