"""Whole games at the table through synthetic mouse input, against bots."""

from game.kathmandu.options import GameOptions
from game.kathmandu.view.setup import TableSetup

from .kview_driver import MousePlayer, open_table, play_to_end


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


def _key(app, key):
    import pygame
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    app.advance(1)


def test_keyboard_plays_a_bid_and_f1_opens_the_rules(app):
    import pygame

    setup = TableSetup(GameOptions(players=3, seed=4), ["human", "easy", "easy"])
    table = open_table(app, setup)
    player = MousePlayer(app, table)
    player.settle()
    d = table.my_decision()
    assert d.kind == "bid"
    before = len(table.session.state.history)
    _key(app, pygame.K_RIGHT)  # shows the first legal move
    _key(app, pygame.K_RIGHT)  # the next one
    assert table.kb_active and table.kb_index == 1
    expected = table.keyboard_moves()[1]
    _key(app, pygame.K_RETURN)
    assert table.session.state.history[before] == expected
    _key(app, pygame.K_F1)
    assert type(app.stack.top).__name__ == "RulesScene"
    _key(app, pygame.K_ESCAPE)
    assert app.stack.top is table


def test_illegal_drop_is_refused_with_a_reason(app):
    setup = TableSetup(GameOptions(players=3, seed=4), ["human", "easy", "easy"])
    table = open_table(app, setup)
    player = MousePlayer(app, table)
    player.settle()
    d = table.my_decision()
    taken = [b for b in table.model.bids.values()]
    free = [c for c in d.choices() if c.kind == "bid"]
    assert free
    before = len(table.session.state.history)
    # drop a coin far from any spot: nothing happens; then on a spot that holds a coin, if any
    player.drag(table.layout.coins[free[0].coin].center, (640, 200))
    assert len(table.session.state.history) == before
    if taken:
        spot = taken[0].spot
        player.drag(table.layout.coins[free[0].coin].center, table.geom.spots[spot])
        assert len(table.session.state.history) == before
        assert "already has a coin" in table.message


def test_new_game_screen_builds_the_table(app):
    from game.kathmandu.view.newgame import NewGameScene

    scene = NewGameScene(app)
    app.start(scene)
    app.advance(2)
    player = MousePlayer(app, scene)

    def chip(label):
        return next(c for c in scene.chips if c.label == label)

    player.click(chip("2").rect.center)
    player.click(chip("Open").rect.center)
    player.click(chip("Bhairav").rect.center)
    seat = [c for c in scene.chips if c.style == "seat"][1]
    while scene.setup.seats[1] != "human":
        player.click(seat.rect.center)
        seat = [c for c in scene.chips if c.style == "seat"][1]
    player.click(chip("Start game").rect.center)
    app.advance(40)
    table = app.stack.find(lambda sc: type(sc).__name__ == "TableScene")
    assert table is not None
    assert type(app.stack.top).__name__ in ("TableScene", "HandOffScene")
    assert table.opts.players == 2 and table.opts.bidding == "open" and table.opts.bhairav
    assert table.setup.seats == ["human", "human"]
    # remembered for next time
    again = NewGameScene(app)
    assert again.setup.options.players == 2 and again.setup.options.bhairav
    # solo switches the multi-player options off and offers the expertise levels
    player.table = again
    app.start(again)
    app.advance(1)
    player.click(next(c for c in again.chips if c.label == "1").rect.center)
    assert again.setup.options.players == 1 and again.setup.options.bidding == "closed"
    player.click(next(c for c in again.chips if c.label == "Extreme").rect.center)
    assert again.setup.options.expertise == "extreme" and again.setup.check() is None


def test_tooltips_on_cards_spots_missions_and_goals(app):
    setup = TableSetup(GameOptions(players=3, seed=4, public_goals=True), ["human", "easy", "easy"])
    table = open_table(app, setup)
    MousePlayer(app, table).settle()
    g = table.geom
    sid, rect = next((s, r) for s, r in g.spaces.items() if s in table.model.market)
    assert "section" in table.tip_at(rect.center)[0]
    spot = next(iter(g.spots))
    assert "targets card" in table.tip_at(g.spots[spot])[0]
    assert "Mission" in table.tip_at(table.layout.missions.center)[0]
    assert "Public Goal" in table.tip_at(table.layout.goals.center)[0] or "goal" in table.tip_at(table.layout.goals.center)[0]
    assert "deck" in table.tip_at(g.red_deck.center)[0]


def test_discard_pile_spreads_out_on_click(app):
    setup = TableSetup(GameOptions(players=3, seed=4), ["human", "easy", "easy"])
    table = open_table(app, setup)
    player = MousePlayer(app, table, seed=1, build_bias=0.0)
    while not table.model.discards:
        player.settle()
        player.act()
    player.settle()
    player.click(table.geom.discard.center)
    assert table.show_discards
    shown = set(table.renderer.faces)
    assert {table.t_tables.cards[c].id for c in table.model.discards[-3:]} <= shown
    player.click((640, 200))
    assert not table.show_discards
