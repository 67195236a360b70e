"""The loop: idle means sleeping without redrawing; fixed steps; fullscreen toggles reach settings."""
import threading
import time

import pygame

from game.shell.scene import Scene
from tests.shell.conftest import key


class Counting(Scene):
    def __init__(self, app, busy=False):
        super().__init__(app)
        self.busy, self.updates, self.draws = busy, 0, 0

    def is_busy(self):
        return self.busy

    def update(self, dt):
        self.updates += 1
        assert abs(dt - 1 / 60) < 1e-9

    def draw(self, surface):
        self.draws += 1


def test_idle_app_waits_for_an_event_and_does_not_redraw(app):
    s = Counting(app)
    app.start(s)
    app.advance(1)
    app.idle_for(1e9)
    pygame.event.pump()
    pygame.event.clear()  # window notices from start-up are not what this test is about
    draws = s.draws
    timer = threading.Timer(0.2, lambda: pygame.event.post(pygame.event.Event(pygame.USEREVENT)))
    timer.start()
    t0 = time.perf_counter()
    assert app.tick()
    assert time.perf_counter() - t0 >= 0.15  # it slept until the event came
    assert s.draws == draws and s.updates == 1  # nothing changed: no update, no redraw


def test_input_wakes_the_loop_and_it_redraws(app):
    s = Counting(app)
    app.start(s)
    app.advance(1)
    app.idle_for(app.idle_seconds())  # the grace period after input is over
    draws = s.draws
    pygame.event.post(key(pygame.K_DOWN))
    assert app.tick()
    assert s.draws == draws + 1 and app.busy()  # and it keeps ticking for the grace period


def test_busy_scene_gets_fixed_steps(app):
    s = Counting(app, busy=True)
    app.start(s)
    app._last = time.perf_counter() - 0.1  # 100 ms since the last frame
    app._acc = 0.0
    app.tick()
    assert s.updates == 5  # 100 ms = 6 steps of 1/60 s, capped at 5 per frame


def test_fullscreen_key_is_saved_in_settings(app, durbar_home):
    from game.shell.settings import Settings

    app.start(Scene(app))
    app.post(key(pygame.K_F11))
    assert Settings().fullscreen is True
    app.post(key(pygame.K_F11, down=False))
    app.post(key(pygame.K_RETURN, mod=pygame.KMOD_LALT))
    assert Settings().fullscreen is False


def test_the_pointer_hides_while_a_gamepad_plays(app, fake_pads):
    from tests.shell.conftest import FakeJoystick

    app.start(Scene(app))
    fake_pads[0] = FakeJoystick(2)
    app.post(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0))
    app.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=2, button=pygame.CONTROLLER_BUTTON_A))
    assert app._cursor_shown is False
    app.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    assert app._cursor_shown is True
