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
