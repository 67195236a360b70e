"""Both games' screens in Japanese, drawn and measured like the shell's: nothing reported as
overflowing, and no English word left on screen (every string any font rendered is read back).

Set DURBAR_SHOTS=/some/folder to save each screen as a PNG to look at.
"""
import argparse
import os
import re
from pathlib import Path

import pytest

from game import i18n
from game.ui import theme

SHOTS = os.environ.get("DURBAR_SHOTS")
#: words a Japanese screen may show in Latin letters: the name, key caps, gamepad buttons
ALLOWED = {"DURBAR", "Durbar", "Enter", "Esc", "Shift", "Tab", "Space", "Backspace", "PgUp", "PgDn",
           "Num", "Alt", "Ctrl", "Start", "Back", "Guide", "WASD", "OK", "Tiled", "tmx", "python", "main",
           "lang", "levels"}
WORD = re.compile(r"[A-Za-z]{3,}")


def english_words(strings) -> dict[str, str]:
    out = {}
    for s in strings:
        for w in WORD.findall(s):
            if w not in ALLOWED and not re.fullmatch(r"[A-Z]?\d*|[LR]-Shift", w):
                out.setdefault(w, s)
    return out


def _open(app, scene, name: str, frames: int = 20) -> set[str]:
    theme.record_rendered()
    theme.take_overflows()
    app.start(scene)
    app.advance(frames)
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        app.save_screenshot(str(Path(SHOTS) / f"ja-{name}.png"))
    return theme.record_rendered(False)


SCENES = {
    "relics-select": lambda app: __import__("game.relics.view", fromlist=["x"]).start_scene(app, None),
    "relics-level": lambda app: __import__("game.relics.view", fromlist=["x"]).start_scene(
        app, argparse.Namespace(level="1-3", map=None, autoplay=False)),
    "kathmandu-newgame": lambda app: __import__("game.kathmandu.view", fromlist=["x"]).start_scene(app, None),
    "kathmandu-table": lambda app: __import__("game.kathmandu.view", fromlist=["x"]).start_scene(
        app, argparse.Namespace(players=4, humans=1, solo=None, options=None, autoplay=False, seed=3, bots=None)),
    "relics-first-level": lambda app: __import__("game.relics.view", fromlist=["x"]).start_scene(
        app, argparse.Namespace(level="1-1", map=None, autoplay=False)),
    "kathmandu-hotseat": lambda app: __import__("game.kathmandu.view", fromlist=["x"]).start_scene(
        app, argparse.Namespace(players=3, humans=2, solo=None, options=None, autoplay=False, seed=4, bots=None)),
    "kathmandu-expansions": lambda app: __import__("game.kathmandu.view", fromlist=["x"]).start_scene(
        app, argparse.Namespace(players=4, humans=1, solo=None, options=["senior-architects,bhairav,holo"],
                                autoplay=False, seed=6, bots=None)),
    "kathmandu-solo": lambda app: __import__("game.kathmandu.view", fromlist=["x"]).start_scene(
        app, argparse.Namespace(players=None, humans=None, solo="easy", options=None, autoplay=False, seed=5,
                                bots=None)),
}


@pytest.mark.parametrize("name", sorted(SCENES))
def test_game_screen_text_fits_in_japanese(app, name):
    app.settings.set("language", "ja")
    _open(app, SCENES[name](app), name)
    assert theme.take_overflows() == []


@pytest.mark.parametrize("name", sorted(SCENES))
def test_game_screen_has_no_english_word_in_japanese(app, name):
    app.settings.set("language", "ja")
    seen = _open(app, SCENES[name](app), name)
    left = english_words(seen)
    assert not left, f"{len(left)} English word(s) on the {name} screen, e.g. {list(left.items())}"


def test_the_english_word_finder_finds_english():
    assert set(english_words(["Get the Gem 0/1", "宝石を取る 0/1", "Enter：決定", "L-Shift"])) == {"Get", "the", "Gem"}


def _key(app, key) -> None:
    import pygame

    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    app.advance(12)


def _check(app, name: str, seen: set) -> None:
    if SHOTS:
        app.save_screenshot(str(Path(SHOTS) / f"ja-{name}.png"))
    left = english_words(seen)
    assert not left, f"{len(left)} English word(s) on the {name} screen, e.g. {list(left.items())}"
    assert theme.take_overflows() == []


def test_relics_help_pause_and_level_complete_in_japanese(app):
    """Scenes reached by play: F1 in a level, the pause card, and a level played (by the solver,
    through the input layer) to its "level complete" card."""
    import pygame

    from game.relics.view import start_scene

    app.settings.set("language", "ja")
    _open(app, start_scene(app, argparse.Namespace(level="1-3", map=None, autoplay=False)), "relics-help")
    theme.record_rendered()
    _key(app, pygame.K_F1)
    _check(app, "relics-help", theme.record_rendered())
    _key(app, pygame.K_ESCAPE)
    _key(app, pygame.K_ESCAPE)
    _check(app, "relics-pause", theme.record_rendered())
    app.settings.set("animation_speed", "fast", save=False)
    play = start_scene(app, argparse.Namespace(level="1-2", map=None, autoplay=True))
    _open(app, play, "relics-complete", frames=1)
    theme.record_rendered()
    for _ in range(60):
        app.advance(20)
        if app.stack.top is not play:
            break
    app.advance(30)
    assert app.stack.top is not play, "the solver's moves did not finish the level"
    _check(app, "relics-complete", theme.record_rendered(False))


def test_kathmandu_help_pause_and_advice_in_japanese(app):
    """F1 and Esc at the table, and the solo advice (H)."""
    import pygame

    app.settings.set("language", "ja")
    from tests.kathmandu_view.kview_driver import MousePlayer

    _open(app, SCENES["kathmandu-solo"](app), "kathmandu-advice", frames=2)
    MousePlayer(app, app.stack.top).settle()  # the player's first bid is asked
    theme.record_rendered()
    _key(app, pygame.K_h)
    app.advance(60)
    _check(app, "kathmandu-advice", theme.record_rendered())
    _key(app, pygame.K_ESCAPE)
    _check(app, "kathmandu-pause", theme.record_rendered(False))
