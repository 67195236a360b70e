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


# ------------------------------------------------------------------ words and coins drawn ahead (PERF-FINDINGS 20)
def _frame_hashes(frames: int, seed: int) -> list:
    """The frames of a six-Normal-bot game in an App of its own."""
    import hashlib

    from game.shell.app import App

    app = App(headless=True, audio=False)
    try:
        app.frames_limit = 10 ** 9  # the bots answer before the next frame: the same game every run
        opts = parse_options([], players=6, seed=seed)
        table = open_table(app, TableSetup(opts, ["normal"] * 6), autoplay=True, autoquit=False)
        out = []
        for _ in range(frames):
            app.advance(1)
            out.append(hashlib.md5(pygame.image.tobytes(app.canvas, "RGB")).digest())
            if table.ended:
                break
    finally:
        app.close()
    return out


def _cold_caches() -> None:
    from game.kathmandu.view import paint
    from game.ui import fonts, text_layout

    fonts.forget_text()
    text_layout._wrap.cache_clear()
    paint.coin.cache_clear()


def test_frames_with_words_drawn_ahead_are_the_frames_drawn_cold(durbar_home, monkeypatch):
    """The prompts, coins, banners and log lines drawn into the caches ahead of their frame (when
    the table opens, or on a frame before the log shows a line) change no pixel: the same game
    drawn with cold caches and nothing drawn ahead gives the same frames."""
    from game.kathmandu.view import side_panels

    _cold_caches()
    ahead = _frame_hashes(420, seed=11)
    _cold_caches()
    monkeypatch.setattr(face_warm, "warm_words", lambda *a, **k: 0.0)
    monkeypatch.setattr(side_panels, "_warm_next_line", lambda *a, **k: None)
    cold = _frame_hashes(420, seed=11)
    assert len(set(ahead)) > 100  # the game moved
    assert ahead == cold


def test_a_bot_turn_renders_no_new_prompt_or_coin(app, durbar_home):
    """After the table opens, a bots' bidding round renders no prompt, "thinking..." or coin for
    the first time (the frames that did were among the slowest of the six-bot table)."""
    from game.kathmandu.view import paint
    from game.ui import fonts

    app.frames_limit = 10 ** 9
    opts = parse_options([], players=6, seed=3)
    table = open_table(app, TableSetup(opts, ["normal"] * 6), autoplay=True, autoquit=False)
    app.advance(2)
    rendered = []
    render = fonts.ChainFont.render
    coins_before = paint.coin.cache_info().misses
    try:
        fonts.ChainFont.render = lambda self, s, *a, **k: (rendered.append(s), render(self, s, *a, **k))[1]
        for _ in range(240):
            app.advance(1)
    finally:
        fonts.ChainFont.render = render
    from game.i18n import _
    from game.kathmandu.view.decision_kinds import KINDS, doing

    words = {doing(kind, seat_name_of(table, s)) for s in range(6) for kind in KINDS}
    words |= {_("thinking") + dots for dots in (".", "..", "...")}
    prompts = [s for s in rendered if s in words]
    assert len(table.session.log) > 3  # bots played
    assert prompts == []
    assert paint.coin.cache_info().misses == coins_before


def seat_name_of(table, seat: int) -> str:
    from game.kathmandu.view.boards import seat_name

    return seat_name(table.names, seat)
