"""Whole Kathmandu games played in Japanese through the mouse (every decision kind a person meets,
the hand-off screen, the log, the tooltips the mouse passes over, the end screen and its score
breakdown) and the F1 rules pages: nothing reported as overflowing, no English word on screen.

Set DURBAR_SHOTS=/some/folder to save a PNG of the table at the first decision of each kind.
"""
import os
from pathlib import Path

import pygame
import pytest

from game.kathmandu.options import parse_options
from game.kathmandu.view.setup import TableSetup
from game.ui import theme

from tests.i18n.test_i18n_games import english_words
from tests.kathmandu_view.kview_driver import MousePlayer, open_table

SHOTS = os.environ.get("DURBAR_SHOTS")


def _shot(app, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        app.save_screenshot(str(Path(SHOTS) / f"ja-play-{name}.png"))


def _key(app, key) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    app.advance(2)


def _sweep(app) -> None:
    """Pass the mouse over the whole table (every tooltip and expanded board it can show)."""
    from tests.kathmandu_view.kview_driver import post_mouse

    for y in range(10, 720, 36):
        for x in range(10, 1280, 40):
            post_mouse("move", (x, y))
            app.advance(1)
    post_mouse("move", (640, 700))
    app.advance(1)


def _play(app, setup: TableSetup, name: str, seed: int, build_bias: float = 0.7) -> tuple[set, list, set]:
    """Play to the end; returns (strings rendered, overflows, decision kinds met)."""
    app.settings.set("language", "ja")
    app.settings.set("animation_speed", "instant", save=False)
    theme.record_rendered()
    theme.take_overflows()
    table = open_table(app, setup)
    player = MousePlayer(app, table, seed=seed, build_bias=build_bias)
    overflows: list = []
    shot_kinds: set[str] = set()
    for _ in range(2000):
        player.settle()
        overflows += theme.take_overflows()
        if table.ended:
            break
        if app.stack.top is not table:  # the hand-off screen
            if "handoff" not in shot_kinds:
                shot_kinds.add("handoff")
                _shot(app, f"{name}-handoff")
            player.click((640, 360))
            continue
        d = table.my_decision()
        if d is not None and d.kind not in shot_kinds:
            shot_kinds.add(d.kind)
            if d.kind in ("bid", "build"):
                _sweep(app)
            if d.kind == "bid":  # the rules summary, every page
                _key(app, pygame.K_F1)
                for page in range(5):
                    _shot(app, f"{name}-rules-{page}")
                    _key(app, pygame.K_RIGHT)
                _key(app, pygame.K_ESCAPE)
            _shot(app, f"{name}-{d.kind}")
        player.act()
    else:
        raise AssertionError("the game did not end")
    app.advance(40)
    overflows += theme.take_overflows()
    _shot(app, f"{name}-end")
    return theme.record_rendered(False), overflows, player.seen_kinds


@pytest.mark.parametrize("name, players, seats, words, seed", [
    ("hotseat-variants", 4, ["human", "human", "easy", "easy"],
     ["manipulation", "reconstruction", "teams=2v2", "senior-architects", "bhairav", "holo"], 3),
    ("solo", 1, ["human"], ["expertise=easy"], 5),
    ("wilds", 2, ["human", "easy"], ["rainbow"], 4),  # always building: a completed wild asks its colour
])
def test_a_whole_game_in_japanese_shows_no_english_and_nothing_overflows(app, name, players, seats, words, seed):
    setup = TableSetup(parse_options(words, players=players, seed=seed), seats)
    seen, overflows, kinds = _play(app, setup, name, seed, build_bias=1.0 if name == "wilds" else 0.7)
    assert "build" in kinds and "bid" in kinds
    if name == "wilds":
        assert "wild_colour" in kinds
    left = english_words(seen)
    assert not left, f"{len(left)} English word(s) in a Japanese {name} game, e.g. {list(left.items())[:12]}"
    assert overflows == []


def test_switching_language_at_the_table_rewords_everything_on_it(app):
    """English to Japanese mid-game: the log (replayed, line for line), the mat, the boards and
    panels (cached layers) and the cards all speak Japanese at once."""
    setup = TableSetup(parse_options([], players=3, seed=4), ["human", "easy", "easy"])
    table = open_table(app, setup)
    player = MousePlayer(app, table, seed=1)
    player.settle()
    player.act()
    player.settle()
    before = list(table.session.log)
    assert any(" bids " in line for _s, line in before)
    app.settings.set("language", "ja")
    theme.record_rendered()
    app.advance(3)
    seen = theme.record_rendered(False)
    after = table.session.log
    assert len(after) == len(before) and [s for s, _l in after] == [s for s, _l in before]
    assert not english_words(line for _s, line in after)
    left = english_words(seen)
    assert not left, f"English left on the table after the switch: {list(left.items())[:12]}"
