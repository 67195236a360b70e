"""The App's presenter (``game.shell.present``): on SDL's software renderer a SCALED window shows the
canvas through a texture of the canvas's own format; the window must show exactly what
``pygame.display.flip`` shows, frame after frame, and it must step aside whenever the renderer goes."""
import random
import warnings

import pytest


def _scaled(app):
    """The window a player has (as the bench opens it): the 1280x720 canvas in a SCALED window."""
    pg = app.pg
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        app.presenter.reset()
        app.window = pg.display.set_mode((1280, 720), pg.SCALED | pg.RESIZABLE)
    app.canvas = pg.display.get_surface()
    info = pg.display._get_renderer_info()
    if not info or info[0] != "software":
        pytest.skip(f"no software renderer here ({info})")
    from pygame._sdl2 import video

    return video.Renderer.from_window(pg.Window.from_display_module())


def _scribble(pg, surface, seed: int) -> None:
    rnd = random.Random(seed)
    surface.fill((rnd.randrange(256), rnd.randrange(256), rnd.randrange(256)))
    for _ in range(120):
        colour = (rnd.randrange(256), rnd.randrange(256), rnd.randrange(256))
        pos = (rnd.randrange(1280), rnd.randrange(720))
        pg.draw.circle(surface, colour, pos, rnd.randrange(2, 90))


def test_the_window_shows_what_a_flip_shows(app):
    pg = app.pg
    ren = _scaled(app)
    for seed in range(4):
        _scribble(pg, app.canvas, seed)
        pg.display.flip()
        flipped = pg.image.tobytes(ren.to_surface(), "RGB")
        ren.clear()
        ren.present()  # the window is black again: what follows must paint it all
        app.presenter.present(app.canvas)
        assert app.presenter.active
        assert pg.image.tobytes(ren.to_surface(), "RGB") == flipped, seed


def test_app_frames_show_the_canvas(app):
    """Frames drawn by the App (a scene that changes every frame) reach the window unchanged."""
    from game.shell.scene import Scene

    pg = app.pg
    ren = _scaled(app)

    class Noise(Scene):
        n = 0

        def is_busy(self) -> bool:
            return True

        def draw(self, surface) -> None:
            Noise.n += 1
            _scribble(pg, surface, Noise.n)

    app.start(Noise(app))
    for _ in range(5):
        app.advance(1)
        assert app.presenter.active
        assert pg.image.tobytes(ren.to_surface(), "RGB") == pg.image.tobytes(app.canvas, "RGB")


def test_presenter_steps_aside_without_a_renderer(app):
    """Headless (a plain display surface, no renderer) the presenter is ``display.flip``."""
    app.canvas.fill((10, 20, 30))
    app.presenter.present(app.canvas)
    assert not app.presenter.active


def test_presenter_follows_a_new_window(app):
    """The texture is dropped before the renderer is replaced, and made again for the new one."""
    pg = app.pg
    _scaled(app)
    app.presenter.present(app.canvas)
    assert app.presenter.active
    ren = _scaled(app)  # set_mode again: a new renderer (the presenter was reset first)
    assert not app.presenter.active
    _scribble(pg, app.canvas, 9)
    app.presenter.present(app.canvas)
    assert app.presenter.active
    assert pg.image.tobytes(ren.to_surface(), "RGB") == pg.image.tobytes(app.canvas, "RGB")


# --------------------------------------------------------------------- a window larger than the canvas
def _scaled_to(app, size):
    """A SCALED window of ``size`` showing the 1280x720 canvas stretched (as the bench opens it)."""
    import os

    pg = app.pg
    os.environ.setdefault("SDL_HINT_RENDER_SCALE_QUALITY", "1")  # what window.open_display sets
    ren = _scaled(app)
    pg.Window.from_display_module().size = size
    if tuple(pg.display.get_window_size()) != tuple(size):
        pytest.skip(f"could not open a {size} window here")
    return ren


def _window_pixels(pg, ren):
    """What the window shows, at the window's own pixels (the logical size lifted for the read)."""
    ren.logical_size = (0, 0)
    ren.scale = (1, 1)
    try:
        return pg.image.tobytes(ren.to_surface(), "RGB")
    finally:
        ren.logical_size = (1280, 720)


def _worst(a: bytes, b: bytes) -> int:
    return max((abs(x - y) for x, y in zip(a, b)), default=0)


def test_a_scaled_window_shows_only_the_changes_and_the_same_picture(app):
    """At 1920x1080 a frame that changed a little is presented by stretching only its changed
    tiles; the window then shows what a whole stretch shows (to SDL's rounding: a few of 255),
    with no seam at the tiles' edges, frame after frame."""
    pg = app.pg
    ren = _scaled_to(app, (1920, 1080))
    presenter = app.presenter
    _scribble(pg, app.canvas, 1)
    presenter.present(app.canvas)
    assert presenter.last == "whole"
    rnd = random.Random(5)
    for step in range(4):
        x, y = rnd.randrange(40, 1200), rnd.randrange(40, 650)
        pg.draw.circle(app.canvas, (rnd.randrange(256), 250, 20), (x, y), 25)
        presenter.present(app.canvas)
        assert presenter.last == "changes", step
        covered = sum(w * h for _, _, w, h in presenter.last_rects)
        assert covered < 1280 * 720 // 20  # a small circle: a few tiles, not the canvas
        assert any(rx <= x < rx + w and ry <= y < ry + h for rx, ry, w, h in presenter.last_rects)
        partial = _window_pixels(pg, ren)
        presenter.invalidate()
        presenter.present(app.canvas)
        assert presenter.last == "whole"
        assert _worst(partial, _window_pixels(pg, ren)) <= 8, step


def test_a_frame_that_changed_nothing_is_not_presented_and_the_window_keeps_its_picture(app):
    pg = app.pg
    ren = _scaled_to(app, (1920, 1080))
    _scribble(pg, app.canvas, 2)
    app.presenter.present(app.canvas)
    shown = _window_pixels(pg, ren)
    app.presenter.present(app.canvas)
    assert app.presenter.last == "none"
    assert _window_pixels(pg, ren) == shown


def test_an_exposed_window_is_presented_whole(app):
    """The App tells the presenter when the window may have lost its picture."""
    pg = app.pg
    _scaled_to(app, (1920, 1080))
    from game.shell.scene import Scene

    class Still(Scene):
        def draw(self, surface) -> None:
            surface.fill((30, 60, 90))

    app.start(Still(app))
    app.advance(1)
    app.presenter.present(app.canvas)
    assert app.presenter.last == "none"
    pg.event.post(pg.event.Event(pg.WINDOWEXPOSED))
    app.advance(1)
    assert app.presenter.last == "whole"


def test_a_window_off_the_tile_grid_is_stretched_whole(app):
    """A window whose scale does not put tile edges on whole pixels (1366x768) is stretched whole
    every frame, as pygame would."""
    pg = app.pg
    _scaled_to(app, (1366, 768))
    _scribble(pg, app.canvas, 3)
    app.presenter.present(app.canvas)
    pg.draw.circle(app.canvas, (255, 0, 0), (300, 300), 20)
    app.presenter.present(app.canvas)
    assert app.presenter.last == "whole"


@pytest.mark.parametrize("desk, asked, got", [((1920, 1080), (1920, 1080), (1840, 1035)),
                                              ((1366, 768), (1600, 900), (1280, 720)),
                                              ((2560, 1440), (1920, 1080), (1920, 1080))])
def test_a_window_too_large_for_the_screen_shrinks_onto_the_tile_grid(app, monkeypatch, desk, asked, got):
    """A 16:9 size that does not fit shrinks in 80x45 steps: no letterbox, and the scale keeps the
    presenter's changed-tiles path (1840x1035 is 23/16 of the canvas)."""
    from game.shell import present, window

    pg = app.pg
    _scaled(app)
    monkeypatch.setattr(pg.display, "get_desktop_sizes", lambda: [desk])
    assert window.fit(pg, asked)
    assert tuple(pg.display.get_window_size()) == got
    assert present._tile_scale((1280, 720), got) is not None or got == (1280, 720)
