"""Random clicks, drags, right-clicks, wheels and keys on a hot-seat table never break it."""
import random

import pygame

from game.kathmandu.options import parse_options
from game.kathmandu.view.setup import TableSetup

from .kview_driver import make_app, open_table, post_mouse

KEYS = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_z, pygame.K_f,
        pygame.K_TAB, pygame.K_F1, pygame.K_RETURN, pygame.K_RIGHT]  # no Esc: leaving is a menu choice


def test_monkey_input_never_breaks_the_table():
    app = make_app()
    try:
        opts = parse_options(["manipulation,reconstruction,bhairav"], players=3, seed=17)
        table = open_table(app, TableSetup(opts, ["human", "human", "easy"]))
        rng = random.Random(5)
        for step in range(700):
            r = rng.random()
            pos = (rng.randrange(1280), rng.randrange(720))
            if r < 0.45:
                post_mouse("move", pos)
                post_mouse("down", pos, rng.choice((1, 1, 1, 3)))
                post_mouse("up", pos, 1)
            elif r < 0.75:
                post_mouse("down", pos)
                post_mouse("move", (rng.randrange(1280), rng.randrange(720)))
                app.advance(1)
                post_mouse("up", (rng.randrange(1280), rng.randrange(720)))
            elif r < 0.8:
                pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False,
                                                     precise_x=0.0, precise_y=1.0, touch=False, which=0))
            else:
                k = rng.choice(KEYS)
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
                pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
            app.advance(2)
            if table.worker is not None:
                table.worker.wait(5)
            if not app.running or not len(app.stack):
                break
        # whatever happened, the game the table shows is a legal game
        assert table in list(app.stack)
        assert len(table.session.state.history) > 5  # the game went on (Enter plays the picked move)
    finally:
        app.close()
