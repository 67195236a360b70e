"""The isometric projection, painter's order, picking and the event animations (no window needed
for most; the renderer test uses the dummy video driver)."""
from __future__ import annotations

import pygame
import pytest

from game.relics.state import State
from game.relics.textmap import parse_board
from game.relics.view import iso
from game.relics.view.anim import Animation
from game.relics.view.picture import BoardPicture


@pytest.mark.parametrize("rotation", range(4))
def test_rotation_round_trips(rotation):
    p = iso.fit(6, 4, 3, (0, 0, 860, 680), rotation)
    for y in range(4):
        for x in range(6):
            u, v = p.to_view(x, y)
            assert p.to_board(int(u), int(v)) == (x, y)
    for dx, dy in ((1, 0), (0, 1), (-1, 0), (0, -1)):
        assert p.board_dir(*p.screen_dir(dx, dy)) == (dx, dy)


@pytest.mark.parametrize("rotation", range(4))
def test_the_board_fits_its_area_and_picking_finds_each_top(rotation):
    area = (16, 20, 872, 690)
    p = iso.fit(6, 6, 4, area, rotation)
    heights = {(x, y): 1 for y in range(6) for x in range(6)}
    for (x, y), h in heights.items():
        cx, cy = p.cell_center(x, y, h)
        assert area[0] <= cx <= area[0] + area[2] and area[1] <= cy <= area[1] + area[3]
        assert p.pick((cx, cy), heights) == (x, y)
    # a tall stack in front hides the top of the space behind it: the click goes to what is seen
    behind = p.to_board(2, 2)
    front = p.to_board(3, 3)
    heights[front] = 4
    assert p.pick(p.cell_center(*behind, 1), heights) == front


def test_painters_order_puts_nearer_cells_later():
    p = iso.fit(6, 6, 3, (0, 0, 860, 680), 0)
    assert p.depth(2, 2) > p.depth(1, 2) and p.depth(2, 3) > p.depth(2, 2)
    p1 = iso.fit(6, 6, 3, (0, 0, 860, 680), 2)
    assert p1.depth(1, 2) > p1.depth(2, 2)  # turned half round, the far side comes near


BOARD = """
A  c  .  .
.  .  b  .
cc .  .  N
"""


def test_animation_covers_every_event_of_a_push_and_ends_where_the_core_says():
    level = parse_board(BOARD, goals="nemesis")
    st = State.from_level(level)
    before = BoardPicture.from_state(st)
    from game.relics.moves import parse_lurd

    events = []
    for mv in parse_lurd("R"):
        events += st.push(mv)
    anim = Animation(before, events, 1.0)
    assert anim.duration > 0
    block = before.stacks[(1, 0)][0][0]
    assert block in anim.hidden
    end = anim.movers(anim.duration + 1)
    moved = [m for m in end if m.ident == block]
    assert moved and (round(moved[0].x), round(moved[0].y), round(moved[0].z)) == (2, 0, 0)
    assert "push" in [s for _t, s in anim.sounds]
    assert Animation(before, events, 0.0).duration == 0  # instant


def test_a_block_that_vanishes_by_its_own_behaviour_fades_out_where_it_landed():
    """events.Vanished (a kind's own ``behaviour``, e.g. crumbling) needs no view code of its own."""
    from game.relics import events as E
    from game.relics.moves import parse_lurd

    st = State.from_level(parse_board("A  c  .  ."))
    before = BoardPicture.from_state(st)
    bid = before.stacks[(1, 0)][0][0]
    events = st.push(parse_lurd("R")[0]) + [E.Vanished(bid, (2, 0), "crumbles")]
    anim = Animation(before, events, 1.0)
    seen = [m for t in range(0, int(anim.duration * 100) + 2) for m in anim.movers(t / 100) if m.ident == bid]
    assert seen and round(seen[-1].x) == 2 and seen[-1].alpha < 255  # pushed, then fading
    assert not [m for m in anim.movers(anim.duration + 1) if m.ident == bid]  # gone at the end
    assert "thud" in [s for _t, s in anim.sounds]


def test_boulder_roll_and_nemesis_defeat_are_animated():
    level = parse_board("""
A  b  .  .
.  .  .  .
.  .  .  .
""", goals="gem")
    st = State.from_level(level)
    before = BoardPicture.from_state(st)
    from game.relics.moves import parse_lurd

    events = st.push(parse_lurd("R")[0])
    anim = Animation(before, events, 1.0)
    bid = before.stacks[(1, 0)][0][0]
    xs = [round(m.x, 2) for t in range(0, int(anim.duration * 100) + 2)
          for m in anim.movers(t / 100) if m.ident == bid]
    assert xs[0] == 1 and xs[-1] == 3 and sorted(xs) == xs  # it rolled all the way, smoothly


def test_renderer_draws_static_and_moving_things():
    pygame.display.init()
    screen = pygame.display.set_mode((1280, 720))
    from game.relics.view.board import BoardRenderer, Mover

    level = parse_board(BOARD, goals="nemesis")
    st = State.from_level(level)
    r = BoardRenderer((1280, 720), pygame.Rect(16, 20, 872, 690))
    pic = BoardPicture.from_state(st)
    r.rebuild(pic)
    r.draw(screen, 0.0)
    still = screen.copy()
    r.rebuild(pic, hidden={"adventurer"})
    r.draw(screen, 0.0, [Mover("adventurer", "adventurer", 0.5, 0.0, 0.3)])
    moved = screen.copy()
    cx, cy = r.proj.cell_center(0.5, 0, 0.8)
    diff = sum(1 for dx in range(-10, 11, 5) for dy in range(-30, 11, 5)
               if still.get_at((int(cx + dx), int(cy + dy))) != moved.get_at((int(cx + dx), int(cy + dy))))
    assert diff > 3
    r.plan = True
    r.rebuild(pic)
    r.draw(screen, 0.0)
    assert r.pick(r.plan_rect(2, 1).center) == (2, 1)


def test_burn_melt_roll_and_sink_are_animated_with_sound_and_fade_out():
    from game.relics.moves import parse_lurd

    level = parse_board("""
A  c  f  .
.  i  .  f
.  b  .  w
.  .  .  G
""", goals="gem")
    st = State.from_level(level)
    seen = {}
    for letters, sound in (("R", "burn"), ("dR", "burn"), ("dR", "splash")):
        for mv in parse_lurd(letters):
            before = BoardPicture.from_state(st)
            events = st.push(mv)
            anim = Animation(before, events, 1.0)
            names = [s for _t, s in anim.sounds]
            if mv.is_push:
                assert sound in names, (letters, names)
                gone = [tr for tr in anim.tracks.values() if tr.last.alpha == 0]
                assert gone, "what is destroyed fades away"
                assert not [m for m in anim.movers(anim.duration + 0.1) if m.ident in {t.ident for t in gone}]
                seen[sound] = True
    assert st.pools == () and st.count(__import__("game.relics.model", fromlist=["Kind"]).Kind.ICE) == 0
    assert seen == {"burn": True, "splash": True}


def test_cached_layer_plus_repaired_regions_equals_a_full_redraw():
    """The fast path (static layer + repaired rectangles) must paint exactly what drawing every
    sprite in painter's order over the floor would paint."""
    pygame.display.init()
    pygame.display.set_mode((1280, 720))
    from game.relics.view.board import BoardRenderer, Mover

    level = parse_board("""
A  cc .  i
.  b  c  .
f  .  w  cG
""", goals="gem")
    st = State.from_level(level)
    r = BoardRenderer((1280, 720), pygame.Rect(16, 20, 872, 690))
    pic = BoardPicture.from_state(st)
    crate = pic.stacks[(2, 1)][0][0]
    r.rebuild(pic, hidden={crate, "adventurer"})
    movers = [Mover(crate, "crate", 2.0, 0.4, 0.0), Mover("adventurer", "adventurer", 0.3, 0.0, 0.2)]
    fast = pygame.Surface((1280, 720))
    r.draw(fast, 0.35, movers)
    slow = pygame.Surface((1280, 720))
    slow.blit(r.floor_layer, (0, 0))
    dynamic = r._animated_sprites(0.35) + [r.mover_sprite(m, 0.35) for m in movers] + r._fading_sprites(0.35)
    sprites = sorted(r.static + dynamic, key=lambda s: s.key)
    for s in sprites:
        slow.blit(s.surf, s.pos)
    r._xray(slow, sprites, dynamic)
    diff = sum(1 for x in range(0, 1280, 3) for y in range(0, 720, 3) if fast.get_at((x, y)) != slow.get_at((x, y)))
    assert diff == 0


def _layers_of(renderer) -> tuple[bytes, bytes]:
    return (pygame.image.tobytes(renderer.floor_layer, "RGB"), pygame.image.tobytes(renderer.static_layer, "RGB"))


@pytest.mark.parametrize("level_id,rotation", [("3-10", 0), ("5-10", 1), ("2-06", 2), ("5-01", 3)])
def test_a_board_repainted_move_by_move_equals_one_painted_from_scratch(level_id, rotation):
    """The floor (pools, soft shadows) and the static layer are repainted only where a move changed
    them: after every move's start and landing, an undo and a reset, in each view, they must be
    what a renderer painting the same position afresh paints - no stale block, piece, shadow or
    outline left behind."""
    from pathlib import Path

    from game.benchmarks.scenes import scripted_moves
    from game.relics.loader import load_level
    from game.relics.view.board import BoardRenderer

    pygame.display.init()
    pygame.display.set_mode((1280, 720))
    area = pygame.Rect(16, 20, 872, 690)
    level = load_level(Path(__file__).resolve().parents[2] / "levels" / f"floor-{level_id[0]}" / f"{level_id}.tmx")
    st = State.from_level(level)
    kept = BoardRenderer((1280, 720), area)
    kept.set_rotation(rotation)
    checked = 0

    def show(pic, hidden=None):
        nonlocal checked
        fading = dict(kept._fading)   # the stacks fading in front of the Adventurer: the same in both
        kept.rebuild(pic, hidden)
        fresh = BoardRenderer((1280, 720), area)
        fresh.set_rotation(kept.rotation)
        fresh._fading = fading
        fresh.rebuild(pic, hidden)
        assert _layers_of(kept) == _layers_of(fresh), (level_id, kept.rotation, checked)
        checked += 1

    def play(moves):
        for mv in moves:
            before = BoardPicture.from_state(st)
            events = st.push(mv)
            anim = Animation(before, events, 1.0)
            show(BoardPicture.from_state(st), anim.hidden)   # the move in flight: what moves is left out
            show(BoardPicture.from_state(st))                # ... and landed

    moves = scripted_moves(level, count=10, seed=3)
    show(BoardPicture.from_state(st))
    play(moves[:6])
    for _ in range(3):
        st.pop()
        show(BoardPicture.from_state(st))
    play(moves[3:8])
    st.to_initial()
    show(BoardPicture.from_state(st))
    play(moves[:2])
    kept.set_rotation(kept.rotation + 1)   # a turn of the view paints everything afresh
    show(BoardPicture.from_state(st))
    play(moves[2:5])
    assert checked > 20


def test_soft_shadows_repainted_around_changed_stacks_equal_a_whole_repaint():
    """hall.ShadowPainter (windowed blur, bands of the scale-up) paints what hall._paint_shadows
    paints for the whole floor, to the pixel, as stacks grow, shrink, appear and go."""
    import random

    from game.relics.view import hall
    from game.relics.view.board import BoardRenderer

    pygame.display.init()
    pygame.display.set_mode((1280, 720))
    level = parse_board("""
A  cc .  i  .
.  b  c  .  c
f  .  w  cG .
c  .  .  .  b
""", goals="gem")
    for rotation in range(4):
        r = BoardRenderer((1280, 720), pygame.Rect(16, 20, 872, 690))
        r.set_rotation(rotation)
        r.rebuild(BoardPicture.from_state(State.from_level(level)))
        painter = r._shadows
        rng = random.Random(rotation)
        cells = [(x, y) for y in range(level.height) for x in range(level.width)]
        heights = dict(painter.heights)
        for _ in range(12):
            for c in rng.sample(cells, rng.randrange(1, 3)):
                heights[c] = rng.randrange(0, 4)
            now = tuple(sorted((c, h) for c, h in heights.items() if h))
            painter.update(now)
            want = hall._paint_shadows(r, now)
            assert pygame.image.tobytes(painter.big, "RGBA") == pygame.image.tobytes(want, "RGBA"), (rotation, now)


class _NoHints:
    """A hint worker that never thinks (the panel's "Thinking..." follows a real worker's timing)."""

    busy = False

    def __init__(self, *a, **k) -> None:
        pass

    def poll(self):
        return None

    def stop(self) -> None:
        pass


def _play_frames(monkeypatch, fresh: bool) -> list[bytes]:
    """Every frame of moves, undos, a toast, the pointer over the board and a turn of the view on
    5-10, as canvas bytes; ``fresh``: each frame drawn from scratch (not from the last frame)."""
    from pathlib import Path

    from game.benchmarks.scenes import _tap, scripted_moves
    from game.relics.loader import load_level
    from game.relics.view import play
    from game.relics.view.autoplay import post_move
    from game.shell.app import App

    monkeypatch.setattr(play, "HintWorker", _NoHints)
    if fresh:
        monkeypatch.setattr(play.PlayScene, "_canvas_reuse", lambda self, surface: None)
    path = Path(__file__).resolve().parents[2] / "levels" / "floor-5" / "5-10.tmx"
    moves = scripted_moves(load_level(path), count=8, seed=3)
    app = App(headless=True, audio=False)
    frames = []
    try:
        scene = play.PlayScene(app, path, level_id="5-10")
        app.start(scene)

        def run(n):
            for _ in range(n):
                app.advance(1)
                frames.append(pygame.image.tobytes(app.canvas, "RGB"))

        for i, mv in enumerate(moves):
            post_move(app, scene, mv)
            run(16 if i % 3 else 4)   # some moves typed ahead of the board
            if i == 3:
                app.toast("A toast over the board")
            if i == 5:
                _tap(app, "undo")
                run(10)
        for k in range(12):
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(250 + 20 * k, 300 + 10 * k),
                                                 rel=(20, 10), buttons=(0, 0, 0)))
            run(2)
        scene.rotate(1)
        run(30)
    finally:
        app.close()
    monkeypatch.undo()
    return frames


def test_frames_drawn_over_the_last_frame_equal_frames_drawn_afresh(monkeypatch):
    """The play screen redraws only what changed since its last frame (the board's static layer
    where something was drawn over it, the panel when it changed): every frame must be the one a
    full redraw paints."""
    kept = _play_frames(monkeypatch, fresh=False)
    fresh = _play_frames(monkeypatch, fresh=True)
    assert len(kept) == len(fresh) > 150
    assert [i for i, (a, b) in enumerate(zip(kept, fresh)) if a != b] == []
