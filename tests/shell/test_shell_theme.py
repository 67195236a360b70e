"""Theme and widgets: cached fonts and text, tooltips on screen, menus by keyboard and mouse."""
import pygame
import pytest

from game.shell.actions import Action, ActionEvent, PointerEvent
from game.ui import theme
from game.ui.widgets import Button, Choice, Label, MenuList, Slider, Toggle, tooltip


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield


def test_fonts_and_text_are_cached():
    assert theme.font(24, bold=True) is theme.font(24, bold=True)
    assert theme.font(24, serif=True) is not theme.font(24)
    a = theme.text("Undo", theme.BODY, theme.CREAM)
    assert theme.text("Undo", theme.BODY, theme.CREAM) is a
    assert theme.text("Undo", theme.BODY, theme.BRASS) is not a


def test_wrap_keeps_lines_inside_the_width():
    lines = theme.wrap("the quick brown fox jumps over the lazy dog " * 6, theme.BODY, 300)
    assert len(lines) > 3
    assert all(theme.font(theme.BODY).size(line)[0] <= 300 for line in lines)


def test_tooltip_stays_on_screen():
    surf = pygame.Surface((1280, 720))
    screen = surf.get_rect()
    corner = tooltip(surf, "A long helpful explanation of this control", pygame.Rect(1250, 700, 20, 20))
    assert screen.contains(corner) and corner.bottom <= 700  # above the anchor, inside the screen
    below = tooltip(surf, "Short", pygame.Rect(600, 100, 80, 40))
    assert below.top >= 140 and abs(below.centerx - 640) <= 1


def test_menu_list_keys_mouse_and_values():
    chosen, state = [], {"on": False, "speed": "normal", "vol": 0.5}
    items = [Label("Section"), Button("Play", lambda: chosen.append("play")),
             Toggle("Symbols", lambda: state["on"], lambda v: state.__setitem__("on", v)),
             Choice("Speed", ["slow", "normal", "fast"], lambda: state["speed"],
                    lambda v: state.__setitem__("speed", v)),
             Slider("Volume", lambda: state["vol"], lambda v: state.__setitem__("vol", v))]
    menu = MenuList(items, pygame.Rect(100, 100, 600, 400), on_back=lambda: chosen.append("back"))
    assert menu.focus == 1  # labels are skipped
    menu.handle(ActionEvent(Action.CONFIRM))
    menu.handle(ActionEvent(Action.DOWN))
    menu.handle(ActionEvent(Action.RIGHT))
    menu.handle(ActionEvent(Action.DOWN))
    menu.handle(ActionEvent(Action.LEFT))
    menu.handle(ActionEvent(Action.DOWN))
    menu.handle(ActionEvent(Action.RIGHT))
    assert state == {"on": True, "speed": "slow", "vol": 0.6}
    menu.handle(ActionEvent(Action.DOWN))  # wraps to the first focusable entry
    assert menu.focus == 1
    menu.handle(ActionEvent(Action.BACK, aliases=(Action.MENU,)))
    play = items[1].rect.center
    menu.handle(PointerEvent("move", items[2].rect.center))
    assert menu.focus == 2
    menu.handle(PointerEvent("down", play, 1))
    menu.handle(PointerEvent("up", play, 1))
    bar = items[4].bar()
    menu.handle(PointerEvent("down", (bar.right, bar.centery), 1))
    assert chosen == ["play", "back", "play"] and state["vol"] == 1.0
    surf = pygame.Surface((1280, 720))
    menu.draw(surf, 1.0)  # every widget draws without error


def test_a_long_toast_wraps_inside_the_screen():
    # a corrupt file's message ran off both edges of the screen on one line
    import pygame

    from game.ui.toast import Toasts

    toasts = Toasts()
    toasts.add("Relics progress was unreadable and has been reset (kept as relics-progress.json.corrupt-"
               "20261129-164006): Expecting value: line 1 column 1 (char 0)", kind="warn", seconds=5)
    toasts.update(1.0)
    surface = pygame.Surface((1280, 720))
    surface.fill((1, 2, 3))
    toasts.draw(surface)
    for y in range(18, 120):
        assert surface.get_at((20, y))[:3] == (1, 2, 3) and surface.get_at((1259, y))[:3] == (1, 2, 3)
    assert surface.get_at((640, 40))[:3] != (1, 2, 3)  # it is drawn, in the middle
