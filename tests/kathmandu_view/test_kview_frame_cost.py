"""What keeps a table's frames cheap (PERF-FINDINGS 18) without changing what they show: the card
faces painted when the table opens, and the composed base each frame starts from."""
import pygame

from game.kathmandu.options import parse_options
from game.kathmandu.view import cards, face_warm, table_paint
from game.kathmandu.view.setup import TableSetup

from .kview_driver import MousePlayer, open_table, post_mouse


def _painted(renderer) -> list:
    """Counts the faces ``renderer`` paints from now on (a card, or one end of a card)."""
    calls = []
    card, end = renderer._draw_card, renderer._draw_end
    renderer._draw_card = lambda *a, **k: (calls.append(("card", a[2])), card(*a, **k))[1]
    renderer._draw_end = lambda *a, **k: (calls.append(("end", a[1])), end(*a, **k))[1]
    return calls


def test_a_six_bot_game_paints_no_card_face_after_the_table_opens(app, durbar_home):
    app.frames_limit = 10 ** 9  # the bots answer before the next frame: the same game every run
    opts = parse_options([], players=6, seed=5)
    table = open_table(app, TableSetup(opts, ["normal"] * 6), autoplay=True, autoquit=False)
    r = table.renderer
    # the market's faces are there before the first deal: every blue card, at every space's size
    blue = [c for c in face_warm.cards_in_play(table.t_tables, table.session.state) if c.deck == "blue"]
    assert blue and table.geom.spaces
    for c in blue:
        for rect in table.geom.spaces.values():
            a, b = cards.section_fields(c.ends[0]), cards.section_fields(c.ends[1])
            assert r.has(("card", a, b, tuple(rect.size), True, c.deck)), c.id
    assert len(r._cache) < cards.CACHE_LIMIT  # kept: the cache does not start afresh in play
    painted = _painted(r)
    moves = len(table.session.state.history)
    for _ in range(1500):  # rounds of deals, awards, builds, discards and red draws
        app.advance(1)
        if table.ended:
            break
    assert len(table.session.state.history) - moves > 60  # the game went on
    assert painted == []


def _same_as_painted_in_full(table) -> None:
    """The frame the table draws now equals the one it draws with every region painted in full."""
    size = (1280, 720)
    composed, full = pygame.Surface(size), pygame.Surface(size)
    table.draw(composed)
    table_paint.COMPOSE = False
    try:
        table.draw(full)
    finally:
        table_paint.COMPOSE = True
    assert pygame.image.tobytes(composed, "RGB") == pygame.image.tobytes(full, "RGB")


def test_composed_frames_are_the_frames_painted_in_full_bots(app, durbar_home):
    app.frames_limit = 10 ** 9
    opts = parse_options([], players=6, seed=7)
    table = open_table(app, TableSetup(opts, ["normal"] * 6), autoplay=True, autoquit=False)
    spots = [(700, 640), (400, 200), (120, 300), (1150, 400), (640, 420), (900, 120)]
    for i in range(400):
        if i % 9 == 0:  # over the hand, the market, a board, the log...
            post_mouse("move", spots[(i // 9) % len(spots)])
        app.advance(1)
        _same_as_painted_in_full(table)
        if table.ended:
            break


def test_composed_frames_are_the_frames_painted_in_full_with_a_person(app, durbar_home):
    # a person's decisions: glows, lifted hand cards, drags, menus are painted live over the base
    app.frames_limit = 10 ** 9
    opts = parse_options([], players=4, seed=3)
    table = open_table(app, TableSetup(opts, ["human", "easy", "easy", "easy"]))
    player = MousePlayer(app, table, seed=4)
    checked = 0
    for _ in range(25):
        player.settle()
        if table.ended:
            break
        for pos in ((500, 650), (640, 200), (100, 150), (1100, 500)):
            post_mouse("move", pos)
            app.advance(1)
            _same_as_painted_in_full(table)
            checked += 1
        player.act()
        _same_as_painted_in_full(table)
    assert checked >= 40
