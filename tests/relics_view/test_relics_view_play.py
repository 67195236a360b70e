"""Playing Relics through the real input layer: keyboard, gamepad, mouse, undo/reset, map reload."""
from __future__ import annotations

import os

import pygame
import pytest

from game.relics.model import Dir
from game.relics.moves import parse_lurd
from tests.fakes import FakeJoystick
from tests.relics_view.mapfix import STAIRS, write_map

SOLUTION = "rrrDd"  # for STAIRS: over the crate, then push the gem's stack down and climb


@pytest.fixture
def stairs(tmp_path):
    return write_map(tmp_path, "stairs.tmx", STAIRS, title="Stairs")


def open_map(app, path, **kw):
    from game.relics.view.play import PlayScene

    scene = PlayScene(app, path, watch=kw.pop("watch", False), campaign=kw.pop("campaign", False), **kw)
    app.start(scene)
    app.advance(2)
    return scene


def settle(app, scene, limit: int = 600) -> None:
    """Advance until nothing moves and the input buffer is empty."""
    app.advance(1)
    for _ in range(limit):
        if scene.anim is None and not scene.queue:
            return
        app.advance(1)
    raise AssertionError("the board never came to rest")


def key(k, down=True, mod=0):
    return pygame.event.Event(pygame.KEYDOWN if down else pygame.KEYUP, key=k, mod=mod, scancode=0, unicode="")


def press(app, k, mod=0):
    pygame.event.post(key(k, True, mod))
    pygame.event.post(key(k, False, mod))


ARROW = {(0, -1): pygame.K_UP, (1, 0): pygame.K_RIGHT, (0, 1): pygame.K_DOWN, (-1, 0): pygame.K_LEFT}


def keys_for(scene, move):
    du, dv = scene.renderer.proj.screen_dir(move.dir.dx, move.dir.dy)
    return ARROW[(du, dv)]


def test_keyboard_plays_a_level_to_the_complete_card(app, stairs):
    from game.relics.view.cards import Card

    scene = open_map(app, stairs)
    assert scene.state is not None and scene.error is None
    for mv in parse_lurd(SOLUTION):
        k = keys_for(scene, mv)
        if mv.is_push:
            pygame.event.post(key(pygame.K_LSHIFT))
            press(app, k, pygame.KMOD_LSHIFT)
            pygame.event.post(key(pygame.K_LSHIFT, False))
        else:
            press(app, k)
        app.advance(1)
        settle(app, scene)
    assert scene.state.is_complete()
    assert scene.state.lurd() == SOLUTION
    app.advance(60)
    assert isinstance(app.stack.top, Card)
    assert app.stack.top.title == "Level complete!"


def test_input_during_an_animation_is_buffered(app, stairs):
    scene = open_map(app, stairs)
    # three quick presses: the first starts a walk, the next two wait in the buffer
    for _ in range(3):
        press(app, pygame.K_RIGHT)
    app.advance(1)
    assert scene.anim is not None, "a step is animated at normal speed"
    assert scene.state.steps == 1 and len(scene.queue) == 2
    settle(app, scene)
    assert scene.state.adventurer == (3, 0) and scene.state.steps == 3


def test_instant_animation_setting(app, stairs):
    app.settings.set("animation_speed", "instant")
    scene = open_map(app, stairs)
    press(app, pygame.K_RIGHT)
    app.advance(1)
    assert scene.anim is None and scene.state.adventurer == (1, 0)


def test_illegal_move_gives_the_cores_reason(app, stairs):
    scene = open_map(app, stairs)
    press(app, pygame.K_UP)  # north of (0, 0) is the wall
    app.advance(1)
    expected = scene.state.why_illegal(parse_lurd("u")[0])
    assert expected and scene.message is not None
    assert scene.message[0].lower().startswith(expected.lower()[:12])
    assert scene.state.steps == 0


@pytest.mark.parametrize("push_button", ["a", "lb"])
def test_gamepad_with_rotated_view_completes_the_level(app, stairs, push_button):
    app.input.joystick_factory = lambda index: FakeJoystick(7, "Test Pad")
    scene = open_map(app, stairs)
    app.post(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0))

    def button(name, down):
        codes = {"a": pygame.CONTROLLER_BUTTON_A, "rb": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
                 "lb": pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
                 "dpup": pygame.CONTROLLER_BUTTON_DPAD_UP, "dpdown": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
                 "dpleft": pygame.CONTROLLER_BUTTON_DPAD_LEFT, "dpright": pygame.CONTROLLER_BUTTON_DPAD_RIGHT}
        t = pygame.CONTROLLERBUTTONDOWN if down else pygame.CONTROLLERBUTTONUP
        pygame.event.post(pygame.event.Event(t, instance_id=7, button=codes[name]))

    button("rb", True)
    button("rb", False)
    app.advance(1)
    assert scene.renderer.rotation == 1
    pad = {(0, -1): "dpup", (1, 0): "dpright", (0, 1): "dpdown", (-1, 0): "dpleft"}
    for mv in parse_lurd(SOLUTION):
        name = pad[scene.renderer.proj.screen_dir(mv.dir.dx, mv.dir.dy)]
        if mv.is_push:
            button(push_button, True)
        button(name, True)
        button(name, False)
        if mv.is_push:
            button(push_button, False)
        app.advance(1)
        settle(app, scene)
    assert app.input.last_source == "gamepad"
    assert scene.state.lurd() == SOLUTION and scene.state.is_complete()
    assert scene.renderer.rotation == 1  # a shoulder held for a push does not also turn the view


def click(app, pos, button=1):
    app.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    app.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def top_of(scene, cell):
    p = scene.renderer.proj
    x, y = p.cell_center(cell[0], cell[1], scene.state.height(*cell))
    return int(x), int(y)


def test_mouse_walks_and_pushes_to_complete_the_level(app, stairs):
    scene = open_map(app, stairs)
    # walk: a click on (3, 0) takes the shortest path over the crate
    click(app, top_of(scene, (3, 0)))
    settle(app, scene)
    assert scene.state.adventurer == (3, 0) and scene.state.steps == 3
    # hovering the Gem's stack next to him shows where the pushed block will end up
    app.post(pygame.event.Event(pygame.MOUSEMOTION, pos=top_of(scene, (3, 1)), rel=(0, 0), buttons=(0, 0, 0)))
    app.advance(1)
    assert scene.hover_cell == (3, 1)
    from game.relics.view.board import FRONT

    ghosts = [s for s in scene._hover_preview() if s.key[0] > FRONT]
    assert ghosts, "a push preview ghost is drawn"
    click(app, top_of(scene, (3, 1)))  # push it south
    settle(app, scene)
    assert scene.state.pushes == 1
    click(app, top_of(scene, (3, 1)))  # and walk onto the Gem
    settle(app, scene)
    assert scene.state.is_complete()


def test_undo_and_reset_through_keys(app, stairs):
    scene = open_map(app, stairs)
    for _ in range(2):
        press(app, pygame.K_RIGHT)
    settle(app, scene)
    app.advance(2)
    assert scene.state.adventurer == (2, 0)
    press(app, pygame.K_z)
    app.advance(2)
    settle(app, scene)
    assert scene.state.adventurer == (1, 0) and scene.state.steps == 1
    press(app, pygame.K_r)
    app.advance(2)
    assert scene.state.adventurer == (0, 0) and scene.state.steps == 0
    press(app, pygame.K_BACKSPACE)  # the reset itself is undone
    app.advance(2)
    assert scene.state.adventurer == (1, 0) and scene.state.steps == 1


def test_map_edited_on_disk_reloads_and_a_broken_map_shows_the_loader_message(app, tmp_path):
    from game.relics.loader import LevelError, load_level

    path = write_map(tmp_path, "live.tmx", STAIRS, title="Before")
    scene = open_map(app, path, watch=True)
    assert scene.level.title == "Before"
    write_map(tmp_path, "live.tmx", STAIRS.replace("A  c", "A  ."), title="After")
    app.advance(70)
    assert scene.level.title == "After" and scene.state.stack(1, 0) == ()
    path.write_text(path.read_text().replace('name="z1"', 'name="floor one"'))
    st = path.stat().st_mtime_ns
    os.utime(path, ns=(st + 3_000_000_000, st + 3_000_000_000))
    app.advance(70)
    with pytest.raises(LevelError) as exc:
        load_level(path)
    assert scene.error == str(exc.value)
    app.advance(2)  # the message is drawn over the board; the game goes on
    assert app.running and app.stack.top is scene


def test_a_broken_map_at_start_waits_for_a_fix(app, tmp_path):
    path = write_map(tmp_path, "bad.tmx", STAIRS)
    path.write_text(path.read_text().replace('type="adventurer"', 'type="wizard"'))
    scene = open_map(app, path, watch=True)
    assert scene.state is None and scene.error
    app.advance(3)
    write_map(tmp_path, "bad.tmx", STAIRS)
    app.advance(70)
    assert scene.error is None and scene.state is not None


def test_level_complete_saves_progress(app, stairs):
    from game.relics.progress import Progress

    from game.relics.view.cards import Card

    app.settings.set("animation_speed", "instant")
    scene = open_map(app, stairs, level_id="1-01", campaign=True)
    assert scene.campaign
    # level 1 of a floor opens with the new-block card, then the first goal's card; Enter closes each
    assert isinstance(app.stack.top, Card) and app.stack.top.title == "Wooden crates"
    press(app, pygame.K_RETURN)
    app.advance(2)
    assert isinstance(app.stack.top, Card) and app.stack.top.title == "Get the Gem"
    press(app, pygame.K_RETURN)
    app.advance(2)
    assert app.stack.top is scene
    for mv in parse_lurd(SOLUTION):
        pygame.event.post(key(pygame.K_LSHIFT)) if mv.is_push else None
        press(app, keys_for(scene, mv), pygame.KMOD_LSHIFT if mv.is_push else 0)
        pygame.event.post(key(pygame.K_LSHIFT, False)) if mv.is_push else None
        app.advance(1)
    app.advance(30)
    rec = Progress().best("1-1")
    assert rec is not None and (rec.pushes, rec.steps) == (1, 4)


def test_view_controls_rotate_and_plan(app, stairs):
    scene = open_map(app, stairs)
    press(app, pygame.K_e)
    app.advance(1)
    assert scene.renderer.rotation == 1
    press(app, pygame.K_q)
    press(app, pygame.K_q)
    app.advance(1)
    assert scene.renderer.rotation == 3
    press(app, pygame.K_TAB)
    app.advance(1)
    assert scene.renderer.plan
    # in plan view "up" is straight up the screen and still follows the rotation
    assert scene.board_dir(__import__("game.shell.actions", fromlist=["Action"]).Action.UP) in tuple(Dir)


def test_escape_opens_and_closes_the_pause_menu_and_b_on_a_pad_undoes(app, stairs):
    from game.ui.pause import PauseMenu
    scene = open_map(app, stairs)
    press(app, pygame.K_ESCAPE)
    app.advance(2)
    assert isinstance(app.stack.top, PauseMenu)
    press(app, pygame.K_ESCAPE)
    app.advance(2)
    assert app.stack.top is scene
    # pad B means BACK first, then UNDO: in play it undoes
    app.input.joystick_factory = lambda index: FakeJoystick(3, "Pad")
    app.post(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0))
    press(app, pygame.K_RIGHT)
    settle(app, scene)
    assert scene.state.steps == 1
    for t in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
        pygame.event.post(pygame.event.Event(t, instance_id=3, button=pygame.CONTROLLER_BUTTON_B))
    app.advance(2)
    assert scene.state.steps == 0 and app.stack.top is scene


def test_remapped_keys_play_and_show_in_the_panel(app, stairs):
    from game.relics.view.hud import control_lines

    scene = open_map(app, stairs)
    app.settings.bind_key("right", ["l"])
    app.settings.bind_key("undo", ["u"])
    scene.on_resume()                      # as after closing the Settings screen
    press(app, pygame.K_l)
    settle(app, scene)
    assert scene.state.adventurer == (1, 0)
    press(app, pygame.K_u)
    app.advance(2)
    assert scene.state.adventurer == (0, 0)
    from game.relics.view.play import key_label_for

    labels = dict(control_lines("keyboard", lambda a: key_label_for(app, a)))
    assert "U / Y" in labels and any("L" in k.split() for k in labels)
    assert [b.key for b in scene.hud.buttons if b.name == "undo"] == ["U"]


def test_redo_brings_back_what_undo_took(app, stairs):
    scene = open_map(app, stairs)
    for _ in range(2):
        press(app, pygame.K_RIGHT)
    settle(app, scene)
    press(app, pygame.K_z)
    press(app, pygame.K_z)
    app.advance(2)
    assert scene.state.steps == 0
    press(app, pygame.K_y)                 # redo
    settle(app, scene)
    assert scene.state.adventurer == (1, 0)
    press(app, pygame.K_DOWN)              # a new move: the rest cannot be redone any more
    settle(app, scene)
    press(app, pygame.K_y)
    settle(app, scene)
    assert scene.state.lurd() == "rd" and scene.message[0] == "Nothing to redo"


def test_plan_view_shows_the_hover_preview_too(app, stairs):
    # the push preview and the walk were only drawn in the 3D view; the plan showed nothing
    from game.shell.actions import PointerEvent

    scene = open_map(app, stairs)
    scene.toggle_plan()
    settle(app, scene)
    app.advance(40)  # past the cross-fade from the 3D view
    r = scene.renderer

    def frame(cell):
        scene.handle(PointerEvent("move", r.plan_rect(*cell).center if cell else (5, 5)))
        app.advance(1)
        surface = pygame.Surface((1280, 720))
        scene.draw(surface)
        return surface

    plain = frame(None)
    push = frame((1, 0))  # the crate beside the Adventurer: it would land on (2, 0)
    land = r.plan_rect(2, 0).center
    assert push.get_at(land) != plain.get_at(land)
    walk = frame((0, 2))  # two steps down: a dot on (0, 1)
    on_the_way = r.plan_rect(0, 1).center
    assert walk.get_at(on_the_way) != plain.get_at(on_the_way)


def test_a_map_being_edited_shows_a_fresh_par_after_each_reload(app, tmp_path):
    import time

    from game.relics.solver import solve
    from game.relics.loader import load_level

    path = write_map(tmp_path, "live.tmx", STAIRS, par=9)       # the par written in the file is stale
    scene = open_map(app, path, watch=True)

    def fresh_par():
        deadline = time.time() + 30
        while scene.par_worker is not None and not scene.par_worker.done and time.time() < deadline:
            app.advance(1)
        app.advance(1)
        return scene.par

    assert fresh_par() == solve(load_level(path)).pushes == 1
    harder = STAIRS.replace(".  .  .  ccG", ".  c  .  ccG").replace("A  c  .  .", "A  .  c  .")
    write_map(tmp_path, "live.tmx", harder, par=7, title="Harder")
    app.advance(70)
    assert scene.level.title == "Harder" and scene.level.par == 7   # what the file says...
    assert fresh_par() == solve(load_level(path)).pushes != 7        # ...and what the HUD shows


def test_a_goal_ticks_when_its_move_lands_not_when_it_is_accepted(app, stairs):
    scene = open_map(app, stairs)
    for mv in parse_lurd(SOLUTION[:-1]):
        if mv.is_push:
            pygame.event.post(key(pygame.K_LSHIFT, mod=pygame.KMOD_LSHIFT))
        press(app, keys_for(scene, mv), pygame.KMOD_LSHIFT if mv.is_push else 0)
        if mv.is_push:
            pygame.event.post(key(pygame.K_LSHIFT, False))
        settle(app, scene)
    press(app, keys_for(scene, parse_lurd(SOLUTION[-1])[0]))   # the step onto the Gem
    app.advance(1)
    assert scene.state.is_complete() and scene.anim is not None
    assert [done for _k, _t, done in scene.shown_goals()] == [False]   # still walking there
    settle(app, scene)
    assert [done for _k, _t, done in scene.shown_goals()] == [True]
