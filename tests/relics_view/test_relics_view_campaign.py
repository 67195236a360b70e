"""Campaign flow on a small test campaign: select screen locks, level complete, the new-floor
card, new-block cards, hints from the solver thread, and the headless --autoplay contract."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time

import pygame
import pytest

from tests.relics_view.mapfix import ROOT, STAIRS, write_map


@pytest.fixture
def campaign_dir(tmp_path):
    base = tmp_path / "levels"
    shutil.copytree(ROOT / "levels" / "tiles", base / "tiles")
    for floor, count in ((1, 2), (2, 1)):
        d = base / f"floor-{floor}"
        d.mkdir(parents=True)
        for level in range(1, count + 1):
            p = write_map(d, f"{floor}-{level:02d}.tmx", STAIRS, title=f"Test {floor}-{level}", floor=floor,
                          level=level, par=1)
            p.write_text(p.read_text().replace('"tiles/relics.tsx"', '"../tiles/relics.tsx"'))
            shutil.rmtree(d / "tiles")
    return base


@pytest.fixture
def app(campaign_dir):
    from game.relics.progress import Progress
    from game.relics.view.campaign import Campaign
    from game.shell.app import App

    a = App(headless=True, audio=False)
    a.settings.set("animation_speed", "instant")
    a.shared["relics"] = (Campaign(campaign_dir), Progress())
    yield a
    a.close()


def press(app, k, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, scancode=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, scancode=0, unicode=""))
    app.advance(2)


def solve_by_keys(app, scene):
    from game.relics.moves import parse_lurd

    arrow = {(0, -1): pygame.K_UP, (1, 0): pygame.K_RIGHT, (0, 1): pygame.K_DOWN, (-1, 0): pygame.K_LEFT}
    for mv in parse_lurd("rrrDd"):
        k = arrow[scene.renderer.proj.screen_dir(mv.dir.dx, mv.dir.dy)]
        if mv.is_push:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0))
        press(app, k, pygame.KMOD_LSHIFT if mv.is_push else 0)
        if mv.is_push:
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_LSHIFT, mod=0))
    app.advance(40)


def test_select_locks_then_plays_through_a_floor_into_the_next(app):
    from game.relics.view.cards import Card
    from game.relics.view.play import PlayScene
    from game.relics.view.select import SelectScene

    sel = SelectScene(app)
    app.start(sel)
    app.advance(2)
    assert [sel.status(i) for i in sel.campaign.ids] == ["open", "locked", "locked"]
    sel.index = 1
    press(app, pygame.K_RETURN)           # locked: a message, no level
    assert app.stack.top is sel and sel.message and "1-01" in sel.message[0]
    sel.index = 0
    press(app, pygame.K_RETURN)
    app.advance(30)
    play = app.stack.top
    assert isinstance(play.__class__, type) and isinstance(app.stack.top, Card)  # the new-block card first
    assert app.stack.top.title == "Wooden crates"
    press(app, pygame.K_RETURN)
    assert app.stack.top.title == "Get the Gem"   # then the goal the first level brings
    press(app, pygame.K_RETURN)
    play = app.stack.top
    assert isinstance(play, PlayScene) and play.level_id == "1-01"
    solve_by_keys(app, play)
    card = app.stack.top
    assert isinstance(card, Card) and card.title == "Level complete!"
    assert sel.status("1-02") == "open"
    press(app, pygame.K_RETURN)           # Next level
    app.advance(30)
    play2 = app.stack.top
    assert isinstance(play2, PlayScene) and play2.level_id == "1-02"
    solve_by_keys(app, play2)
    assert app.stack.top.title == "Level complete!"
    press(app, pygame.K_RETURN)           # Next floor -> the advance card
    assert app.stack.top.title == "Advance to Floor 2"
    press(app, pygame.K_RETURN)
    app.advance(30)
    assert app.stack.top.title == "Boulders roll"   # floor 2 opens with its new block
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, PlayScene) and app.stack.top.level_id == "2-01"
    assert sel.progress.floor_open(2, sel.campaign.ids)


def test_the_new_block_card_comes_until_solved_then_lives_in_how_to_play(app, campaign_dir):
    from game.relics.view.campaign import shared
    from game.relics.view.cards import Card
    from game.relics.view.play import PlayScene

    path = campaign_dir / "floor-1" / "1-01.tmx"
    app.start(PlayScene(app, path, level_id="1-01"))
    app.advance(2)
    assert isinstance(app.stack.top, Card) and "NEW BLOCK" in app.stack.top.heading
    shared(app)[1].record("1-01", 1, 5)
    again = PlayScene(app, path, level_id="1-01")
    app.replace(again)
    app.advance(5)
    assert app.stack.top is again  # solved before: straight to the board
    again.show_help()
    app.advance(2)
    from game.relics.view.teach import HowToPlay

    book = app.stack.top
    assert isinstance(book, HowToPlay) and book.page.title == "How to play"
    press(app, pygame.K_DOWN)             # the floor's block, read again
    assert book.page.title == "Wooden crates" and "NEW BLOCK" in book.page.heading
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is again


def test_hint_runs_off_the_ui_thread_and_marks_the_next_push(app, campaign_dir):
    from game.relics.view.play import PlayScene

    scene = PlayScene(app, campaign_dir / "floor-1" / "1-02.tmx", level_id="1-02")
    app.start(scene)
    app.advance(2)
    press(app, pygame.K_h)
    assert scene._hint_thread is not None or scene.hint_sprites
    deadline = time.time() + 20
    while scene._hint_thread is not None and time.time() < deadline:
        app.advance(1)
    assert scene.hint_sprites, "the hint shows a walk and a push on the board"
    assert scene.message and scene.message[0].startswith("Hint")


def test_hint_in_a_lost_position_offers_undo(app, tmp_path):
    from game.relics.view.play import PlayScene
    from game.ui.dialog import Dialog

    # push the only crate against the bottom wall: the Gem on the high stack is out of reach for good
    path = write_map(tmp_path, "lost.tmx", """
.  .  .  ccG
.  c  .  .
A  .  .  .
""")
    scene = PlayScene(app, path, campaign=False)
    app.start(scene)
    app.advance(2)
    press(app, pygame.K_UP)
    press(app, pygame.K_UP)
    press(app, pygame.K_RIGHT)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0))
    press(app, pygame.K_DOWN, pygame.KMOD_LSHIFT)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_LSHIFT, mod=0))
    app.advance(2)
    press(app, pygame.K_LEFT)             # and walk on: the way back is that step and the push
    app.advance(4)
    assert scene.state.lurd() == "uurDl"
    press(app, pygame.K_h)
    deadline = time.time() + 20
    while scene._hint_thread is not None and time.time() < deadline:
        app.advance(1)
    deadline = time.time() + 20
    while not isinstance(app.stack.top, Dialog) and time.time() < deadline:
        app.advance(1)
    dialog = app.stack.top
    assert isinstance(dialog, Dialog)
    assert "2 moves back" in dialog.body and dialog.buttons[0] == "Undo 2 moves"
    press(app, pygame.K_RETURN)           # "Undo 2 moves"
    app.advance(12)
    assert scene.state.pushes == 0 and scene.state.lurd() == "uur"


def test_autoplay_from_the_command_line(tmp_path):
    path = write_map(tmp_path, "auto.tmx", STAIRS)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", DURBAR_HOME=str(tmp_path / "home"))
    shot = tmp_path / "done.png"
    r = subprocess.run([sys.executable, "main.py", "relics", "--map", str(path), "--autoplay",
                        "--frames", "900", "--screenshot", str(shot)], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert shot.exists()
    r = subprocess.run([sys.executable, "main.py", "relics", "--level", "9-99"], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and "9-99" in r.stderr and "Traceback" not in r.stderr


def test_autoplay_with_unbound_direction_keys_says_so_without_a_traceback(tmp_path):
    path = write_map(tmp_path, "auto.tmx", STAIRS)
    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.json").write_text(json.dumps({"keys": {d: [] for d in ("up", "down", "left", "right")}}))
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", DURBAR_HOME=str(home))
    r = subprocess.run([sys.executable, "main.py", "relics", "--map", str(path), "--autoplay", "--frames", "900"],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 1 and "Traceback" not in r.stderr
    assert "no key is bound" in r.stderr and len(r.stderr.strip().splitlines()) == 1


@pytest.mark.skipif(not (ROOT / "levels" / "floor-1" / "1-01.tmx").exists(), reason="campaign level 1-1 not built")
def test_autoplay_level_1_1_is_the_headless_contract(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", DURBAR_HOME=str(tmp_path / "home"))
    shot = tmp_path / "card.png"
    r = subprocess.run([sys.executable, "main.py", "relics", "--level", "1-1", "--autoplay", "--frames", "3000",
                        "--screenshot", str(shot)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert shot.exists()
    saved = tmp_path / "home" / "relics-progress.json"
    if saved.exists():  # the solver's run is not the player's win
        assert json.loads(saved.read_text())["levels"] == {}


def test_the_last_level_of_floor_five_leads_to_the_ending(tmp_path):
    from game.relics.progress import Progress
    from game.relics.view.campaign import Campaign
    from game.relics.view.play import PlayScene
    from game.shell.app import App

    base = tmp_path / "levels"
    shutil.copytree(ROOT / "levels" / "tiles", base / "tiles")
    d = base / "floor-5"
    d.mkdir(parents=True)
    p = write_map(d, "5-10.tmx", STAIRS, title="The Last Chamber", floor=5, level=10)
    p.write_text(p.read_text().replace('"tiles/relics.tsx"', '"../tiles/relics.tsx"'))
    app = App(headless=True, audio=False)
    try:
        app.settings.set("animation_speed", "instant")
        app.shared["relics"] = (Campaign(base), Progress())
        scene = PlayScene(app, d / "5-10.tmx", level_id="5-10")
        app.start(scene)
        app.advance(2)
        assert app.stack.top.title == "Get the Gem"   # the only level of this campaign: its goal is new
        press(app, pygame.K_RETURN)
        solve_by_keys(app, scene)
        assert app.stack.top.title == "Level complete!"
        press(app, pygame.K_RETURN)       # "The ending"
        assert app.stack.top.title == "The Relics are safe"
        assert app.shared["relics"][1].data.get("ending_seen") is True
    finally:
        app.close()


def test_hints_come_from_the_push_graph_once_it_is_built(app, campaign_dir):
    from game.relics.view.cards import Card
    from game.relics.view.play import PlayScene

    scene = PlayScene(app, campaign_dir / "floor-1" / "1-02.tmx", level_id="1-02")
    app.start(scene)
    app.advance(2)
    deadline = time.time() + 60
    while not scene.hints.graph_ready and time.time() < deadline:   # built in the background
        time.sleep(0.05)
    assert scene.hints.graph_ready
    while isinstance(app.stack.top, Card):   # the level's first cards
        press(app, pygame.K_RETURN)
    press(app, pygame.K_h)
    deadline = time.time() + 20
    while not scene.hint_sprites and time.time() < deadline:
        app.advance(1)
    assert scene.hint_sprites and scene.message[0].startswith("Hint")
    assert scene.hints.last.source == "graph"


def test_back_from_the_complete_card_the_cursor_is_on_the_next_level(app):
    from game.relics.view.cards import Card
    from game.relics.view.play import PlayScene
    from game.relics.view.select import SelectScene

    sel = SelectScene(app)
    app.start(sel)
    app.advance(2)
    assert sel.level_ids()[sel.index] == "1-01"
    press(app, pygame.K_RETURN)
    app.advance(30)
    scene = app.stack.top
    while isinstance(scene, Card):            # the level's first cards
        press(app, pygame.K_RETURN)
        app.advance(30)
        scene = app.stack.top
    assert isinstance(scene, PlayScene)
    solve_by_keys(app, scene)
    assert app.stack.top.title == "Level complete!"
    press(app, pygame.K_ESCAPE)               # the card's last button: Level select
    app.advance(40)
    assert app.stack.top is sel and sel.level_ids()[sel.index] == "1-02"


def test_a_resting_mouse_does_not_take_the_select_cursor(app):
    from game.relics.view.select import SelectScene

    sel = SelectScene(app)
    app.start(sel)
    app.advance(2)
    start = sel.index
    over = sel.tile_rect(1).center
    app.post(pygame.event.Event(pygame.MOUSEMOTION, pos=over, rel=(0, 0), buttons=(0, 0, 0)))  # SDL at start-up
    app.advance(1)
    assert sel.index == start
    app.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(over[0] + 3, over[1]), rel=(3, 0), buttons=(0, 0, 0)))
    app.advance(1)
    assert sel.index == 1                     # a mouse that moves does


def test_a_level_tip_cut_short_in_the_panel_opens_whole_on_a_click(app):
    from game.relics.loader import find_level, load_level
    from game.relics.view.play import PlayScene
    from game.ui.dialog import Dialog

    path = find_level("3-10")  # a two-line title and a long tip: the panel has room for four lines
    scene = PlayScene(app, path, campaign=True)
    app.start(scene)
    app.advance(2)
    while isinstance(app.stack.top, Dialog) or app.stack.top is not scene:
        app.stack.pop()
    scene.tip_revealed = True
    scene.hud.invalidate()
    app.advance(2)
    assert scene.hud.tip_cut and scene.hud.tip_rect is not None
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=scene.hud.tip_rect.center))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=scene.hud.tip_rect.center))
    app.advance(2)
    top = app.stack.top
    assert isinstance(top, Dialog) and top.body == load_level(path).hint
