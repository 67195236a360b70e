"""Nothing the player needs is hidden: occlusion measured from the painter's order, the x-ray
outlines, the fading stacks and the opening view (pure measure; the renderer on the dummy driver)."""
from __future__ import annotations

import shutil

import pygame
import pytest

from game.relics.loader import LevelError, campaign_paths, load_level
from game.relics.state import State
from game.relics.textmap import parse_board
from game.relics.view import occlusion
from game.relics.view.occlusion import Layout, best_view, coverage, hidden_score, opening_view
from game.relics.view.picture import BoardPicture

# a Gem on the ground right behind a tower of four (seen from the south-east at rotation 0)
TOWER = """
.  .  .  .
.  G  .  .
.  .  cccc .
A  .  .  .
"""


def test_a_tower_hides_what_is_behind_it_not_what_is_in_front():
    level = parse_board(TOWER, goals="gem")
    lay = Layout.from_level(level)
    cov = coverage(lay, 0)
    assert cov["gem-0"] > 0.5                      # behind the tower
    assert cov[("top", (2, 2))] == 0.0             # the tower's own top is in plain sight
    cov2 = coverage(lay, 2)                        # turned half round, the Gem is in front
    assert cov2["gem-0"] == 0.0
    assert hidden_score(lay, 2) < hidden_score(lay, 0)


def test_the_opening_view_is_the_one_that_hides_least_and_a_map_can_fix_it():
    level = parse_board(TOWER, goals="gem")
    view = best_view(level)
    lay = Layout.from_level(level)
    assert hidden_score(lay, view) == min(hidden_score(lay, r) for r in range(4))
    assert coverage(lay, view)["gem-0"] < occlusion.MOST_HIDDEN
    assert opening_view(level) == view
    from dataclasses import replace

    assert opening_view(replace(level, view=0)) == 0   # the map's own `view` wins


def test_blocks_off_to_the_side_hide_nothing():
    level = parse_board("A . c\n. . .\nG . .", goals="gem")
    for r in range(4):
        assert hidden_score(Layout.from_level(level), r) == 0.0


def test_write_view_writes_the_best_view_once_and_the_loader_reads_it(tmp_path):
    from tools.write_view import write_views

    src = campaign_paths()[0]
    shutil.copytree(src.parent.parent / "tiles", tmp_path / "tiles")   # the map's tileset, ../tiles
    (tmp_path / "floor").mkdir()
    path = tmp_path / "floor" / src.name
    shutil.copy(src, path)
    lines: list[str] = []
    expected = best_view(load_level(path))
    assert write_views([path], out=lines.append) == (0 if load_level(src).view == expected else 1)
    assert load_level(path).view == expected
    assert write_views([path], out=lines.append) == 0     # already the best: nothing to do
    text = path.read_text(encoding="utf-8").replace(f'name="view" type="int" value="{expected}"',
                                                     'name="view" type="int" value="7"')
    if 'name="view"' not in text:
        from game.relics.tools import write_int_property

        write_int_property(path, "view", 7)
    else:
        path.write_text(text, encoding="utf-8")
    with pytest.raises(LevelError, match="view must be 0, 1, 2 or 3"):
        load_level(path)


def _renderer():
    pygame.display.init()
    pygame.display.set_mode((1280, 720))
    from game.relics.view.board import BoardRenderer

    return BoardRenderer((1280, 720), pygame.Rect(16, 20, 872, 690))


def _outlined(r, target) -> bool:
    if isinstance(target, tuple) and target[0] in ("top", "column"):
        return ("stack", target[1]) in r.outlined
    if isinstance(target, str) and target.startswith("gem"):
        return target in r.outlined_now
    return target in r.outlined


LEVELS = campaign_paths()


@pytest.mark.parametrize("path", LEVELS, ids=[p.stem for p in LEVELS])
def test_every_campaign_level_at_every_rotation_outlines_what_is_more_than_half_hidden(path):
    """No piece's top face (nor a stack's column, a pool, a piece) more than half covered by what
    the painter draws in front without an outline through it - at all four rotations."""
    level = load_level(path)
    pic = BoardPicture.from_state(State.from_level(level))
    lay = Layout.from_picture(pic)
    r = _renderer()
    screen = pygame.Surface((1280, 720))
    for rotation in range(4):
        r.set_rotation(rotation)
        r.rebuild(pic)
        r.draw(screen, 0.0)
        cov = coverage(lay, rotation)
        missing = [(t, round(share, 2)) for t, share in cov.items()
                   if share > occlusion.MOST_HIDDEN and not _outlined(r, t)]
        assert not missing, f"{level.id} at rotation {rotation}: hidden without an outline: {missing}"
        for sprite in r.static:
            if isinstance(sprite.ident, tuple) and sprite.ident[0] == "xray":
                assert sprite.surf.get_bounding_rect().w > 0   # an outline that shows something


def test_the_stack_in_front_of_the_adventurer_fades_and_comes_back():
    level = parse_board(TOWER.replace("G", "A").replace("A  .  .  .", ".  .  .  G"), goals="gem")
    r = _renderer()
    r.set_rotation(0)
    pic = BoardPicture.from_state(State.from_level(level))
    r.rebuild(pic)
    screen = pygame.Surface((1280, 720))
    r.draw(screen, 0.0)
    assert (2, 2) in r._faded_out                       # the tower is left out of the static layer
    r.draw(screen, 1.0)
    faded = r._fading_sprites(1.0)
    assert faded
    assert max(s.surf.get_at((s.surf.get_width() // 2, s.surf.get_height() // 2)).a for s in faded) < 160
    r.set_rotation(2)                                   # from the other side nothing hides him
    r.rebuild(pic)
    r.draw(screen, 2.0)
    r.draw(screen, 3.0)
    assert (2, 2) not in r._faded_out


def test_pointing_at_an_outline_picks_the_hidden_space_and_fades_what_hides_it():
    from game.relics.view import markers

    level = parse_board(TOWER, goals="gem")
    st = State.from_level(level)
    pic = BoardPicture.from_state(st)
    r = _renderer()
    r.set_rotation(0)
    r.rebuild(pic)
    gem = occlusion.target_polygon(r.proj, Layout.from_picture(pic), "gem-0")
    cx = sum(p[0] for p in gem) / len(gem)
    cy = sum(p[1] for p in gem) / len(gem)
    cell = r.pick((cx, cy))
    assert cell == (1, 1)                               # the Gem's space, not the tower's
    markers.hover(r, pic, st, cell)
    screen = pygame.Surface((1280, 720))
    r.draw(screen, 0.0)
    assert (2, 2) in r._faded_out
    markers.hover(r, pic, st, None)
    r.draw(screen, 0.1)
    r.draw(screen, 1.0)
    assert (2, 2) not in r._faded_out
