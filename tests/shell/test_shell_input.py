"""The input layer: keys, mouse and gamepads (fake joysticks + synthetic events) -> actions."""
import pygame
import pytest

from game.shell.actions import Action, ActionEvent, PointerEvent
from game.shell.input import DEAD_ZONE, REPEAT_DELAY, REPEAT_INTERVAL, InputLayer
from game.shell.scene import Scene
from game.shell.settings import Settings
from tests.shell.conftest import FakeJoystick, key


@pytest.fixture
def layer(tmp_path):
    pygame.init()
    yield InputLayer(Settings(tmp_path / "s.json"))


def actions(events):
    return [(e.action, e.pressed) for e in events if isinstance(e, ActionEvent)]


def test_arrows_and_wasd_move(layer):
    assert actions(layer.process(key(pygame.K_UP))) == [(Action.UP, True)]
    assert actions(layer.process(key(pygame.K_d))) == [(Action.RIGHT, True)]
    assert layer.held(Action.UP) and layer.held(Action.RIGHT)
    layer.process(key(pygame.K_UP, down=False))
    assert not layer.held(Action.UP)


def test_relics_keys(layer):
    for k, a in ((pygame.K_z, Action.UNDO), (pygame.K_BACKSPACE, Action.UNDO), (pygame.K_r, Action.RESET),
                 (pygame.K_h, Action.HINT), (pygame.K_TAB, Action.VIEW), (pygame.K_F1, Action.HELP)):
        assert layer.process(key(k))[0].action is a
        layer.process(key(k, down=False))
    esc = layer.process(key(pygame.K_ESCAPE))[0]
    assert esc.action is Action.BACK and esc.aliases == (Action.MENU,) and esc.means(Action.MENU)


def test_shift_is_a_held_push_modifier_and_direction_still_moves(layer):
    layer.process(key(pygame.K_LSHIFT))
    ev = layer.process(key(pygame.K_LEFT, mod=pygame.KMOD_LSHIFT))
    assert actions(ev) == [(Action.LEFT, True)]
    assert layer.held(Action.PUSH)
    layer.process(key(pygame.K_LSHIFT, down=False))
    assert not layer.held(Action.PUSH)


def test_alt_enter_is_fullscreen_not_confirm(layer):
    assert actions(layer.process(key(pygame.K_RETURN, mod=pygame.KMOD_LALT))) == [(Action.FULLSCREEN, True)]
    layer.process(key(pygame.K_RETURN, down=False))
    assert actions(layer.process(key(pygame.K_RETURN))) == [(Action.CONFIRM, True)]
    assert actions(layer.process(key(pygame.K_F11))) == [(Action.FULLSCREEN, True)]


def test_held_direction_auto_repeats(layer):
    layer.process(key(pygame.K_RIGHT))
    assert layer.update(REPEAT_DELAY - 0.01) == []
    first = layer.update(0.02)
    assert [(e.action, e.repeat) for e in first] == [(Action.RIGHT, True)]
    more = layer.update(REPEAT_INTERVAL * 3)
    assert len(more) == 3
    layer.process(key(pygame.K_RIGHT, down=False))
    assert layer.update(1.0) == [] and not layer.repeating()


def test_unknown_keys_and_sdl_repeats_are_ignored(layer):
    assert layer.process(key(pygame.K_F7)) == []
    layer.process(key(pygame.K_UP))
    assert layer.process(key(pygame.K_UP)) == []  # SDL key repeat: ours is timed in update()


def test_remapped_binding_from_settings(layer):
    layer.settings.bind_key("undo", ["u"])
    layer.rebuild()
    assert layer.process(key(pygame.K_u))[0].action is Action.UNDO
    assert layer.process(key(pygame.K_z)) == []


def test_capture_next_key_for_remapping(layer):
    got = []
    layer.capture_key(got.append)
    assert layer.process(key(pygame.K_j)) == []
    layer.capture_key(got.append)
    layer.process(key(pygame.K_k, mod=pygame.KMOD_LCTRL))
    layer.capture_key(got.append)
    layer.process(key(pygame.K_ESCAPE))
    assert got == ["j", "ctrl+k", None]


def test_mouse_events_become_pointer_events(layer):
    layer.to_canvas = lambda pos: (pos[0] // 2, pos[1] // 2)  # e.g. a 2x window
    assert layer.process(pygame.event.Event(pygame.MOUSEMOTION, pos=(200, 100), rel=(0, 0), buttons=(0, 0, 0))) == \
        [PointerEvent("move", (100, 50))]
    assert layer.process(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(20, 40), button=3)) == \
        [PointerEvent("down", (10, 20), 3)]
    assert layer.process(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(20, 40), button=4)) == []
    assert layer.process(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2)) == [PointerEvent("wheel", (10, 20), 0, -1)]
    assert layer.last_source == "mouse"


def _pad_layer(layer, controller=True, iid=7):
    pads = {0: FakeJoystick(iid, "Fake Pad", controller)}
    layer.joystick_factory = lambda i: pads[i]
    added, removed = [], []
    layer.on_pad_added, layer.on_pad_removed = added.append, removed.append
    layer.process(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0))
    return added, removed


def cbutton(b, down=True, iid=7):
    return pygame.event.Event(pygame.CONTROLLERBUTTONDOWN if down else pygame.CONTROLLERBUTTONUP,
                              instance_id=iid, button=b)


def test_controller_buttons_map_to_actions(layer):
    added, _ = _pad_layer(layer)
    assert [p.name for p in added] == ["Fake Pad"]
    a = layer.process(cbutton(pygame.CONTROLLER_BUTTON_A))[0]
    assert a.action is Action.CONFIRM and Action.PUSH in a.aliases and a.source == "gamepad"
    assert layer.held(Action.PUSH)
    assert actions(layer.process(cbutton(pygame.CONTROLLER_BUTTON_DPAD_LEFT))) == [(Action.LEFT, True)]
    layer.process(cbutton(pygame.CONTROLLER_BUTTON_A, down=False))
    assert not layer.held(Action.PUSH)
    b = layer.process(cbutton(pygame.CONTROLLER_BUTTON_B))[0]
    assert b.action is Action.BACK and b.means(Action.UNDO)
    assert layer.process(cbutton(pygame.CONTROLLER_BUTTON_Y))[0].action is Action.RESET
    assert layer.process(cbutton(pygame.CONTROLLER_BUTTON_START))[0].action is Action.MENU
    assert layer.last_source == "gamepad"


def test_controller_ignores_duplicate_raw_joystick_events(layer):
    _pad_layer(layer)
    assert layer.process(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=7, button=0)) == []


def test_left_stick_has_a_dead_zone_and_moves(layer):
    _pad_layer(layer)
    axis = lambda ax, v: pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=7, axis=ax, value=v)
    assert layer.process(axis(0, int(32767 * (DEAD_ZONE - 0.1)))) == []
    assert actions(layer.process(axis(0, 32767))) == [(Action.RIGHT, True)]
    assert layer.held(Action.RIGHT)
    # the stick swings up: right is released, up is pressed (the dominant axis wins)
    out = actions(layer.process(axis(1, -32768)))
    assert (Action.UP, True) in out
    out = actions(layer.process(axis(0, 0)))
    assert out == [(Action.RIGHT, False)] or out == []
    layer.process(axis(1, 0))
    assert layer.held_direction() is None


def test_dpad_and_stick_both_repeat(layer):
    _pad_layer(layer)
    layer.process(cbutton(pygame.CONTROLLER_BUTTON_DPAD_DOWN))
    reps = layer.update(REPEAT_DELAY + REPEAT_INTERVAL * 2 + 0.001)
    assert [e.action for e in reps] == [Action.DOWN] * 3 and all(e.source == "gamepad" for e in reps)


def test_raw_joystick_buttons_hat_and_axes(layer):
    _pad_layer(layer, controller=False, iid=3)
    assert layer.process(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=3, button=1))[0].action is Action.BACK
    assert actions(layer.process(pygame.event.Event(pygame.JOYHATMOTION, instance_id=3, hat=0, value=(0, 1)))) == \
        [(Action.UP, True)]
    assert actions(layer.process(pygame.event.Event(pygame.JOYHATMOTION, instance_id=3, hat=0, value=(0, 0)))) == \
        [(Action.UP, False)]
    assert actions(layer.process(pygame.event.Event(pygame.JOYAXISMOTION, instance_id=3, axis=0, value=-0.9))) == \
        [(Action.LEFT, True)]
    # events from a pad we never saw are ignored
    assert layer.process(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=99, button=0)) == []


def test_unplug_calls_the_top_scene_and_plug_back_resumes(app, fake_pads):
    class Game(Scene):
        lost = 0
        moves: list = []

        def handle(self, event):
            if isinstance(event, ActionEvent):
                self.moves.append(event.action)
                return True
            return False

        def on_gamepad_lost(self):
            self.lost += 1

    g = Game(app)
    app.start(g)
    fake_pads[0] = FakeJoystick(11, "Pad One")
    app.post(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0))
    assert 11 in app.input.pads and any("connected" in t.text for t in app.toasts.items)
    app.post(cbutton(pygame.CONTROLLER_BUTTON_DPAD_UP, iid=11))
    assert g.moves == [Action.UP]
    app.post(pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=11))
    assert g.lost == 1 and not app.input.pads
    assert any("disconnected" in t.text for t in app.toasts.items)
    assert not app.input.held(Action.UP)  # nothing stays held from a pad that is gone
    fake_pads[0] = FakeJoystick(12, "Pad One")  # SDL gives a new instance id on re-plug
    app.post(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0))
    app.post(cbutton(pygame.CONTROLLER_BUTTON_DPAD_RIGHT, iid=12))
    assert g.moves == [Action.UP, Action.RIGHT]


def test_title_menu_is_fully_driven_by_the_gamepad(app, fake_pads):
    from game.shell.settings_scene import SettingsScene
    from game.shell.title import TitleScene

    app.start(TitleScene(app))
    fake_pads[0] = FakeJoystick(5)
    app.post(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0))
    down = pygame.CONTROLLER_BUTTON_DPAD_DOWN  # Relics, Kathmandu, Join online game, Settings
    for b in (down, down, down, pygame.CONTROLLER_BUTTON_A):
        app.post(cbutton(b, iid=5))
        app.post(cbutton(b, down=False, iid=5))
    assert isinstance(app.stack.top, SettingsScene)
    app.post(cbutton(pygame.CONTROLLER_BUTTON_B, iid=5))
    assert isinstance(app.stack.top, TitleScene)


def test_default_factory_wraps_real_devices():
    from game.shell.input import OpenedPad

    class Joy:
        def get_instance_id(self):
            return 4

        def get_name(self):
            return "Raw Stick"

    class Ctl:
        name = "Xbox Controller"

    raw, ctl = OpenedPad(Joy()), OpenedPad(Joy(), Ctl())
    assert (raw.get_instance_id(), raw.get_name(), raw.is_controller) == (4, "Raw Stick", False)
    assert (ctl.get_name(), ctl.is_controller) == ("Xbox Controller", True)
