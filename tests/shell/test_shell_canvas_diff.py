"""``game.shell.canvas_diff``: the tiles of the canvas that changed since the last frame shown.
Whatever a frame changes must be found (a missed tile would leave a stale picture in the window),
and nothing else (each tile reported costs a stretch)."""
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.shell.canvas_diff import TILE_H, TILE_W, CanvasDiff

W, H = 320, 200  # a small canvas; the last column and row of tiles are partial (200 = 12.5 * 16)


@pytest.fixture(scope="module")
def pg():
    import pygame

    pygame.display.init()
    yield pygame


def _canvas(pg, seed: int):
    surface = pg.Surface((W, H))
    rnd = random.Random(seed)
    surface.fill((rnd.randrange(256), rnd.randrange(256), rnd.randrange(256)))
    for _ in range(30):
        surface.fill((rnd.randrange(256), rnd.randrange(256), rnd.randrange(256)),
                     (rnd.randrange(W), rnd.randrange(H), rnd.randrange(1, 80), rnd.randrange(1, 60)))
    return surface


def _tiles_in(rects):
    out = set()
    for x, y, w, h in rects:
        assert x % TILE_W == 0 and y % TILE_H == 0
        for tx in range(x // TILE_W, (x + w + TILE_W - 1) // TILE_W):
            for ty in range(y // TILE_H, (y + h + TILE_H - 1) // TILE_H):
                assert (tx, ty) not in out, "a tile reported twice"
                out.add((tx, ty))
    return out


def _tiles_changed(pg, before, after):
    out = set()
    for y in range(H):
        for x in range(W):
            if before.get_at((x, y)) != after.get_at((x, y)):
                out.add((x // TILE_W, y // TILE_H))
    return out


def test_the_first_canvas_is_all_new_and_an_unchanged_one_is_nothing(pg):
    diff = CanvasDiff(pg)
    canvas = _canvas(pg, 1)
    assert diff.changed(canvas) is None
    assert diff.changed(canvas) == []
    diff.reset()
    assert diff.changed(canvas) is None


def test_a_canvas_of_another_size_is_all_new(pg):
    diff = CanvasDiff(pg)
    diff.changed(_canvas(pg, 1))
    assert diff.changed(pg.Surface((W + 32, H))) is None


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000),
       edits=st.lists(st.tuples(st.integers(0, W - 1), st.integers(0, H - 1), st.integers(1, 70),
                                st.integers(1, 40), st.integers(0, 255)), min_size=0, max_size=5))
def test_exactly_the_changed_tiles_are_reported(pg, seed, edits):
    """Single pixels, one channel by one step, rectangles across tile edges and the canvas's edge:
    the reported rectangles cover exactly the tiles where some pixel differs."""
    diff = CanvasDiff(pg)
    canvas = _canvas(pg, seed)
    diff.changed(canvas)
    for step in range(2):  # the second frame is compared with the first's changes kept
        before = canvas.copy()
        for x, y, w, h, v in edits:
            if w == 1 and h == 1:
                r, g, b, _ = canvas.get_at((x, y))
                canvas.set_at((x, y), (r, g, b ^ 1))  # the smallest change there is
            else:
                canvas.fill((v, 255 - v, (v * 7) % 256), (x, y, w, h))
        got = diff.changed(canvas)
        assert _tiles_in(got) == _tiles_changed(pg, before, canvas), step
