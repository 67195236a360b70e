"""Each rules option's path through the table UI, played to the end with the mouse."""
import pytest

from game.kathmandu.options import parse_options
from game.kathmandu.view.setup import TableSetup

from .kview_driver import MousePlayer, open_table, play_to_end


CASES = [
    # (players, words, seed, kinds the mouse player prefers, decision kinds that must have come up)
    (2, "", 3, (), {"bid", "build"}),
    (3, "open-bidding,reconstruction", 4, ("reconstruct",), {"bid", "build"}),
    (4, "mixed-bidding,manipulation", 5, ("jump", "swap"), {"manipulate"}),
    (6, "teams=3v3,senior-architects", 8, ("power",), {"bid", "build"}),
    (3, "bhairav,rainbow,holo", 9, ("bhairav",), {"leftover"}),
]


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch):
    """The option paths are about the UI: the bot seats play random legal moves (fast)."""
    from game.kathmandu.bots.random_bot import RandomBot
    from game.kathmandu.view import table
    monkeypatch.setattr(table, "make_bot", lambda level: RandomBot())


@pytest.mark.parametrize("players,words,seed,prefer,kinds", CASES, ids=[c[1] or f"{c[0]}p" for c in CASES])
def test_option_paths(app, players, words, seed, prefer, kinds):
    opts = parse_options(words, players=players, seed=seed)
    setup = TableSetup(opts, ["human"] + ["easy"] * (players - 1))
    table = open_table(app, setup)
    player = MousePlayer(app, table, seed=seed, kinds_first=prefer)
    play_to_end(app, table, player)
    assert table.session.over
    assert kinds <= player.seen_kinds
    history = [c.kind for c in table.session.state.history]
    for k in prefer:
        if k in ("jump", "swap", "reconstruct", "bhairav"):
            assert k in history or prefer == (), f"{k} never played through the UI"


@pytest.mark.parametrize("level,seed", [("easy", 1), ("extreme", 2)])
def test_solo_paths(app, level, seed):
    opts = parse_options([f"expertise={level}"], players=1, seed=seed)
    table = open_table(app, TableSetup(opts, ["human"]))
    player = MousePlayer(app, table, seed=seed, kinds_first=("abandon", "exchange") if level == "extreme" else ())
    play_to_end(app, table, player, max_actions=4000)
    assert {"bid", "build", "storage"} <= player.seen_kinds
    assert table.session.over
