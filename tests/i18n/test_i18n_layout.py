"""Every shell screen in each language, drawn and measured: no label wider than its row, no
paragraph taller than its box, no text off the screen (``theme.take_overflows()``).

Set DURBAR_SHOTS=/some/folder to also save each screen as a PNG to look at.
"""
import os
from pathlib import Path

import pytest

from game import i18n
from game.shell.actions import Action, ActionEvent
from game.ui import theme

SHOTS = os.environ.get("DURBAR_SHOTS")


def _shot(app, name: str) -> None:
    app.advance(2)
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        app.save_screenshot(str(Path(SHOTS) / f"{i18n.current_language()}-{name}.png"))


def _settle(app, frames: int = 2) -> list:
    app.advance(frames)
    return theme.take_overflows()


@pytest.fixture(params=["en", "ja"])
def lang(request, app):
    app.settings.set("language", request.param)
    theme.take_overflows()
    return request.param


def test_title_and_its_tooltips_fit(app, lang):
    from game.shell.title import TitleScene

    title = TitleScene(app)
    app.start(title)
    found = []
    for i in range(len(title.menu.items)):
        title.menu.set_focus(i, sound=False)
        found += _settle(app)
    _shot(app, "title")
    assert found == []


def test_every_settings_row_and_tooltip_fits(app, lang):
    from game.shell.settings_scene import SettingsScene

    app.start(SettingsScene(app))
    scene = app.stack.top
    found = []
    for _i in range(len(scene.menu.items)):
        found += _settle(app, 1)
        if _i == 0:
            _shot(app, "settings")
        scene.menu.handle(ActionEvent(Action.DOWN))
    _shot(app, "settings-keys")
    scene.menu.items[len(scene.menu.items) // 2].activate()    # a key row waiting for its key
    found += _settle(app)
    _shot(app, "settings-capture")
    app.input.cancel_capture()
    assert found == []


def test_dialogs_pause_menu_controls_page_and_toasts_fit(app, lang):
    from game.shell.coming import ComingScene
    from game.shell.title import GAMES, TitleScene
    from game.ui.pause import PauseMenu

    title = TitleScene(app)
    app.start(title)
    title.ask_quit()
    found = _settle(app)
    _shot(app, "dialog-quit")
    app.pop()
    app.push(PauseMenu(app, subtitle="Relics of Rajavihara"))
    found += _settle(app)
    _shot(app, "pause")
    app.stack.top._confirm_title()
    found += _settle(app)
    _shot(app, "dialog-title")
    app.pop()
    app.pop()
    title.show_controls()
    found += _settle(app)
    _shot(app, "controls")
    page = app.stack.top
    page._scroll_by(10_000)
    found += _settle(app)
    app.pop()
    app.push(ComingScene(app, GAMES["kathmandu"][1], GAMES["kathmandu"][2]))
    found += _settle(app)
    _shot(app, "coming")
    app.pop()
    app.toast(i18n._("Gamepad disconnected - plug it back in, or use keyboard and mouse"), kind="warn")
    app.toast(i18n._("Keys reset to the defaults"), kind="good")
    found += _settle(app, 30)
    _shot(app, "toasts")
    assert found == []


def test_overflow_is_caught_when_a_label_cannot_fit(app):
    from game.ui.widgets import Button, MenuList
    import pygame

    menu = MenuList([Button("A label far, far too long to ever fit in a row this narrow")],
                    pygame.Rect(0, 0, 160, 60))
    theme.take_overflows()
    menu.draw(app.canvas)
    assert theme.take_overflows()
