"""The title: every entry works with the keyboard and the mouse, and game entries never crash."""
import pygame

from game.shell import title as title_mod
from game.shell.coming import ComingScene
from game.shell.scene import Scene
from game.shell.settings_scene import SettingsScene
from game.shell.title import TitleScene
from game.ui.dialog import Dialog
from tests.shell.conftest import key


def press(app, k):
    app.post(key(k))
    app.post(key(k, down=False))


def test_keyboard_opens_settings_and_back(app):
    app.start(TitleScene(app))
    for _ in range(3):  # Relics, Kathmandu, Join online game, Settings
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, SettingsScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)


def test_mouse_click_on_quit_asks_then_quits(app):
    t = TitleScene(app)
    app.start(t)
    quit_btn = t.menu.items[4].rect.center
    app.post(pygame.event.Event(pygame.MOUSEMOTION, pos=quit_btn, rel=(0, 0), buttons=(0, 0, 0)))
    assert t.menu.focus == 4
    app.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=quit_btn, button=1))
    app.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=quit_btn, button=1))
    assert isinstance(app.stack.top, Dialog) and app.running
    press(app, pygame.K_RETURN)  # "Quit" has the focus
    assert not app.running


def test_esc_on_title_offers_to_leave_and_stay_keeps_running(app):
    app.start(TitleScene(app))
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, Dialog)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene) and app.running


def test_a_game_without_a_view_opens_the_coming_screen(app, monkeypatch):
    monkeypatch.setitem(title_mod.GAMES, "relics", ("game.no_such_view_here", "Relics of Rajavihara", "x"))
    app.start(TitleScene(app))
    press(app, pygame.K_RETURN)
    app.advance(40)
    assert isinstance(app.stack.top, ComingScene)
    press(app, pygame.K_RETURN)  # "Back to title"
    app.advance(40)
    assert isinstance(app.stack.top, TitleScene)


def test_a_game_view_with_start_scene_is_opened(app, monkeypatch):
    opened = []

    class Game(Scene):
        pass

    def start_scene(a, args=None):
        opened.append(args)
        return Game(a)

    monkeypatch.setattr(title_mod, "find_game", lambda k: start_scene)
    app.start(TitleScene(app))
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    app.advance(40)
    assert isinstance(app.stack.top, Game) and len(opened) == 1


def test_a_game_that_fails_to_open_shows_a_dialog(app, monkeypatch, capsys):
    def start_scene(a, args=None):
        raise ValueError("level file broken")

    monkeypatch.setattr(title_mod, "find_game", lambda k: start_scene)
    app.start(TitleScene(app))
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, Dialog) and "level file broken" in app.stack.top.body
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, TitleScene)


def test_title_sleeps_when_idle(app):
    t = TitleScene(app)
    app.start(t)
    app.idle_for(app.idle_seconds())  # the grace period after input is over
    assert not app.busy()  # nothing moves: the loop may block in event.wait
    assert app.ambient_fps() <= 15  # the flags sway slowly at a low frame rate


def test_f1_shows_the_controls_from_the_current_bindings(app):
    from game.ui.textpage import TextPage

    app.settings.bind_key("undo", ["u"])
    app.start(TitleScene(app))
    press(app, pygame.K_F1)
    page = app.stack.top
    assert isinstance(page, TextPage)
    assert any("Undo: U" in line for line, _, _ in page.lines)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)
