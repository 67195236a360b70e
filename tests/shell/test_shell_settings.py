"""Settings and saves: defaults, persistence, atomic writes, corrupt files moved aside, DURBAR_HOME."""
import json
import os

import pygame

from game.shell import paths
from game.shell.settings import DEFAULTS, Settings
from game.shell.storage import load_json, save_json
from tests.shell.conftest import key


def test_durbar_home_overrides_the_data_folder(durbar_home):
    assert paths.user_data_dir() == durbar_home
    p = paths.data_path("relics", "progress.json")
    assert p.parent.is_dir() and str(p).startswith(str(durbar_home))


def test_default_folder_per_os(monkeypatch, tmp_path):
    monkeypatch.delenv("DURBAR_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr(paths.sys, "platform", "linux")
    assert paths.user_data_dir() == tmp_path / "durbar"
    monkeypatch.setattr(paths.sys, "platform", "darwin")
    assert paths.user_data_dir().parts[-2:] == ("Application Support", "Durbar")


def test_defaults_then_persist_and_reload(durbar_home):
    s = Settings()
    assert s.animation_speed == "normal" and s.colour_symbols and not s.fullscreen
    assert not (durbar_home / "settings.json").exists()  # nothing written until something changes
    s.set("animation_speed", "instant")
    s.set("effects_volume", 0.3)
    s.set("relics.last_level", "2-04")
    s.bind_key("undo", ["u"])
    again = Settings()
    assert again.animation_speed == "instant" and again.instant and again.anim_duration(0.5) == 0.0
    assert again.effects_volume == 0.3 and again.get("relics.last_level") == "2-04"
    assert again.keys_for("undo") == ["u"] and again.keys_for("reset") == ["r"]
    assert again.problem is None


def test_anim_duration_scales():
    s = Settings()
    s.set("animation_speed", "fast", save=False)
    assert s.anim_duration(0.4) == 0.2
    s.set("animation_speed", "slow", save=False)
    assert s.anim_duration(1.0) > 1.0


def test_atomic_save_leaves_no_temp_files(tmp_path):
    path = tmp_path / "x" / "data.json"
    for i in range(5):
        save_json(path, {"i": i})
    assert json.loads(path.read_text()) == {"i": 4}
    assert sorted(p.name for p in path.parent.iterdir()) == ["data.json"]


def test_corrupt_settings_are_moved_aside_with_a_message(durbar_home):
    durbar_home.mkdir(parents=True, exist_ok=True)
    (durbar_home / "settings.json").write_text("{ not json")
    s = Settings()
    assert s.problem and "reset" in s.problem
    kept = [p.name for p in durbar_home.iterdir() if p.name.startswith("settings.json.corrupt-")]
    assert len(kept) == 1
    assert s.animation_speed == DEFAULTS["animation_speed"]
    s.set("colour_symbols", False)
    assert Settings().colour_symbols is False and Settings().problem is None


def test_wrong_types_are_repaired_field_by_field(durbar_home):
    durbar_home.mkdir(parents=True, exist_ok=True)
    (durbar_home / "settings.json").write_text(json.dumps(
        {"fullscreen": "yes", "effects_volume": 7, "animation_speed": "ludicrous", "keys": {"undo": ["u"]},
         "window_size": [10, 10]}))
    s = Settings()
    assert s.problem is None
    assert s.fullscreen is False and s.effects_volume == 1.0 and s.animation_speed == "normal"
    assert s.keys_for("undo") == ["u"] and s.window_size == (1280, 720)


def test_a_non_object_is_corrupt(durbar_home):
    durbar_home.mkdir(parents=True, exist_ok=True)
    (durbar_home / "settings.json").write_text("[1, 2, 3]")
    assert Settings().problem


def test_load_json_helper_for_game_saves(tmp_path):
    path = tmp_path / "progress.json"
    fresh = load_json(path, {"levels": {}})
    assert fresh.fresh and fresh.data == {"levels": {}} and fresh.problem is None
    fresh.data["levels"]["1-1"] = 12
    save_json(path, fresh.data)
    assert load_json(path, {}).data == {"levels": {"1-1": 12}}

    def check(d):
        if not isinstance(d.get("levels"), dict):
            raise ValueError("levels must be an object")

    path.write_text('{"levels": 3}')
    bad = load_json(path, {"levels": {}}, validate=check, what="Relics progress")
    assert bad.data == {"levels": {}} and bad.problem.startswith("Relics progress was unreadable")
    assert bad.moved_to is not None and bad.moved_to.exists() and not path.exists()
    path.write_bytes(b"\xff\xfe\x00garbage")
    assert load_json(path, None).problem


def test_the_app_shows_a_toast_for_a_corrupt_settings_file(durbar_home):
    from game.shell.app import App

    durbar_home.mkdir(parents=True, exist_ok=True)
    (durbar_home / "settings.json").write_text("\x00\x01 broken")
    app = App(headless=True, audio=False)
    try:
        assert any("Settings file was unreadable" in t.text for t in app.toasts.items)
    finally:
        app.close()


def test_remapping_in_the_settings_screen_is_saved(app, durbar_home):
    from game.shell.actions import Action
    from game.shell.settings_scene import KeyRow, SettingsScene

    scene = SettingsScene(app)
    app.start(scene)
    row = next(i for i, w in enumerate(scene.menu.items) if isinstance(w, KeyRow) and w.action is Action.UNDO)
    scene.menu.set_focus(row)
    app.post(key(pygame.K_RETURN))
    assert scene.capturing is not None
    app.post(key(pygame.K_u))
    assert scene.capturing is None
    assert Settings().keys_for("undo") == ["u"]
    assert app.input.actions_for_key(pygame.K_u) == [Action.UNDO]
    assert os.path.exists(durbar_home / "settings.json")


def test_settings_screen_changes_values_with_left_right(app):
    from game.shell.settings_scene import SettingsScene
    from game.ui.widgets import Choice

    scene = SettingsScene(app)
    app.start(scene)
    idx = next(i for i, w in enumerate(scene.menu.items) if isinstance(w, Choice) and w.label == "Animation speed")
    scene.menu.set_focus(idx)
    app.post(key(pygame.K_RIGHT))
    assert app.settings.animation_speed == "fast"
    app.post(key(pygame.K_RIGHT, down=False))
    app.post(key(pygame.K_RIGHT))
    assert Settings().animation_speed == "instant"


def test_a_gamepad_button_cancels_waiting_for_a_key(app, fake_pads):
    from game.shell.actions import Action
    from game.shell.settings_scene import KeyRow, SettingsScene
    from tests.shell.conftest import FakeJoystick

    scene = SettingsScene(app)
    app.start(scene)
    fake_pads[0] = FakeJoystick(1)
    app.post(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0))
    row = next(i for i, w in enumerate(scene.menu.items) if isinstance(w, KeyRow) and w.action is Action.RESET)
    scene.menu.set_focus(row)
    app.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=1, button=pygame.CONTROLLER_BUTTON_A))
    assert scene.capturing is not None
    app.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=1, button=pygame.CONTROLLER_BUTTON_B))
    assert scene.capturing is None and not app.input.capturing
    assert app.stack.top is scene  # B cancelled the wait; it did not also close the screen
    app.post(key(pygame.K_q))
    assert Settings().keys_for("reset") == ["r"]  # no stray rebinding afterwards


def test_absurdly_deep_json_is_corrupt_not_a_crash(durbar_home):
    # json.load raises RecursionError (not ValueError) on "[[[[...]]]]" nested 100k deep
    durbar_home.mkdir(parents=True, exist_ok=True)
    (durbar_home / "settings.json").write_text("[" * 100_000 + "]" * 100_000)
    s = Settings()
    assert s.problem and s.get("music_volume") == DEFAULTS["music_volume"]
    assert any(p.name.startswith("settings.json.corrupt-") for p in durbar_home.iterdir())


def test_an_unusable_data_folder_runs_on_defaults_and_says_saving_failed(tmp_path, monkeypatch):
    # DURBAR_HOME pointing at a file: nothing can be read or written there, yet the game runs
    from game.shell.app import App

    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    monkeypatch.setenv("DURBAR_HOME", str(blocker))
    assert paths.data_path("settings.json") == blocker / "settings.json"
    app = App(headless=True, audio=False)
    try:
        assert app.settings.get("music_volume") == DEFAULTS["music_volume"]
        app.settings.set("music_volume", 0.3)
        assert app.settings.get("music_volume") == 0.3 and app.settings.save_error
        app.settings.set("effects_volume", 0.3)
        warned = [t.text for t in app.toasts.items if "Could not save settings" in t.text]
        assert len(warned) == 1 and "until you quit" in warned[0]
    finally:
        app.close()


def test_the_settings_screen_has_a_back_button_in_sight_for_the_mouse(app):
    # the list's own "Back" row is far down the scrolled list; the corner button is always there
    from game.shell.scene import Scene
    from game.shell.settings_scene import SettingsScene

    under = Scene(app)
    app.start(under)
    scene = SettingsScene(app)
    app.push(scene)
    assert app.stack.top is scene
    assert scene.panel.contains(scene.back_rect)
    app.post(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.back_rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert scene.hover_back
    app.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=scene.back_rect.center, button=1))
    app.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=scene.back_rect.center, button=1))
    assert app.stack.top is under


def test_a_window_size_that_is_not_16_by_9_falls_back_to_the_default(durbar_home):
    durbar_home.mkdir(parents=True, exist_ok=True)
    for bad in ([10000, 10000], [1280, 1280], [True, 720], [1280.0, 720], [9999, 9999]):
        (durbar_home / "settings.json").write_text(json.dumps({"window_size": bad}))
        assert Settings().window_size == (1280, 720), bad
    (durbar_home / "settings.json").write_text(json.dumps({"window_size": [1920, 1080]}))
    assert Settings().window_size == (1920, 1080)


def test_wheel_scrolling_hands_the_focus_to_the_row_under_the_pointer(app):
    # the footer tooltip kept describing "Fullscreen" after it had scrolled out of sight
    from game.shell.actions import PointerEvent
    from game.shell.settings_scene import SettingsScene

    scene = SettingsScene(app)
    app.start(scene)
    menu = scene.menu
    first = menu.focused
    pos = (640, menu.rect.centery)
    for _ in range(6):
        menu.handle(PointerEvent("wheel", pos, 0, -1))
    assert menu.scroll > 0 and menu.focused is not first
    assert menu.rect.contains(menu.focused.rect) and menu.focused.rect.collidepoint(pos)
