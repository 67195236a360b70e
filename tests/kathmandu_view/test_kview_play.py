"""Whole games at the table through synthetic mouse input, against bots."""
import pytest

from game.kathmandu.options import GameOptions
from game.kathmandu.view.setup import TableSetup

from .kview_driver import MousePlayer, make_app, open_table, play_to_end


@pytest.fixture
def app():
    a = make_app()
    yield a
    a.close()


def test_whole_game_with_the_mouse_against_bots(app):
    setup = TableSetup(GameOptions(players=4, seed=11), ["human", "easy", "easy", "easy"])
    table = open_table(app, setup)
    player = MousePlayer(app, table, seed=2)
    play_to_end(app, table, player)
    assert table.session.over
    assert {"bid", "build", "leftover"} <= player.seen_kinds
    assert type(app.stack.top).__name__ == "EndScene"
    # the human's coins and cards were really played: every human choice is in the game's history
    assert player.actions >= 8 * 1 + 8
