"""Rotating the view turns the board (a drawn quarter turn, not a crossfade) and lands on the new view."""
from __future__ import annotations

import pygame

from tests.relics_view.mapfix import write_map

BOARD = """
A  .  cc .
.  ci .  b
.  .  .  cG
"""


def test_rotate_turns_the_board_through_in_between_angles(app, tmp_path):
    from game.relics.view.play import BOARD_AREA, PlayScene
    from game.relics.view.turn import Turn

    path = write_map(tmp_path, "turn.tmx", BOARD)
    scene = PlayScene(app, path, campaign=False)
    app.start(scene)
    app.advance(3)
    surface = pygame.display.get_surface()
    before = surface.subsurface(BOARD_AREA).copy()
    scene.rotate(1)
    app.advance(1)
    turn = scene._xfade[0]
    assert isinstance(turn, Turn) and scene.is_busy()
    # half way: the board stands at 45 degrees - neither the old view nor the new one
    mid = pygame.Surface(BOARD_AREA.size)
    app.advance(int(Turn.DURATION * 60 * 0.4))
    mid.blit(surface, (0, 0), BOARD_AREA)
    app.advance(int(Turn.DURATION * 60) + 4)
    assert scene._xfade is None
    after = surface.subsurface(BOARD_AREA).copy()
    assert scene.renderer.rotation == 1

    def differs(a, b) -> int:
        return sum(1 for x in range(0, BOARD_AREA.w, 7) for y in range(0, BOARD_AREA.h, 7)
                   if a.get_at((x, y))[:3] != b.get_at((x, y))[:3])

    assert differs(before, after) > 200
    assert differs(mid, before) > 200 and differs(mid, after) > 200


def test_turning_the_model_at_whole_quarters_matches_the_views(app, tmp_path):
    """The model's geometry at 0 and 90 degrees is the projection's (the turn starts and lands true)."""
    from game.relics.view.play import PlayScene
    from game.relics.view.turn import Turn

    path = write_map(tmp_path, "turn.tmx", BOARD)
    scene = PlayScene(app, path, campaign=False)
    app.start(scene)
    app.advance(2)
    r = scene.renderer
    start = (r.rotation, 1, r.floor_centre())
    r.set_rotation(1)
    r.rebuild(scene.picture)
    turn = Turn(r, pygame.Surface((4, 4)), *start)
    turn._setup(1.0)
    for (x, y) in ((0, 0), (3, 2), (1, 1)):
        # the topmost of the model's four corners of cell (x, y) is the projection's north corner
        corners = [turn.screen(x + dx, y + dy, 2) for dx in (0, 1) for dy in (0, 1)]
        north = min(corners, key=lambda p: p[1])
        tx, ty = r.proj.cell_top(x, y, 2)
        assert abs(north[0] + r.area.x - tx) < 1.5 and abs(north[1] + r.area.y - ty) < 1.5
