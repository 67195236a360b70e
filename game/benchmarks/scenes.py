"""The scenes the frame benchmark drives, each set up on a fresh App with a driver that keeps it busy.

A builder takes the App, puts its scene on the stack and returns ``before(frame_index)``, called
before every frame to feed synthetic input through the real input layer (pygame events posted to
the queue, as ``App.advance`` then reads them), so the figures include the animations a player
starts. A builder raises ``NotAvailable`` when its subject is not in the build yet.
"""
from __future__ import annotations

import functools
from typing import Any, Callable

from game.benchmarks.report import NotAvailable

Driver = Callable[[int], Any]


def _key(app, action: str) -> int:
    import pygame

    for name in app.settings.keys_for(action):
        if "+" in name:
            continue
        try:
            return pygame.key.key_code(name)
        except (ValueError, pygame.error):
            continue
    raise NotAvailable(f"no key is bound to {action!r}")


def _tap(app, action: str) -> None:
    import pygame

    k = _key(app, action)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, scancode=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, scancode=0, unicode=""))


# ---------------------------------------------------------------------------------- title
def title(app) -> Driver:
    from game.shell.title import TitleScene

    app.start(TitleScene(app))

    def before(i: int) -> None:
        if i % 24 == 12:  # walk the menu: focus glow, tooltip strip, sound
            _tap(app, "down" if (i // 96) % 2 == 0 else "up")
    return before


# ---------------------------------------------------------------------------------- relics
def _rich_levels() -> list:
    """Campaign levels, richest first (highest floor, then most blocks); no floor's first level,
    which opens with the new-block card."""
    try:
        from game.relics.loader import campaign_paths, load_level
    except ImportError as exc:
        raise NotAvailable(f"Relics core missing ({exc})") from None
    paths = campaign_paths()
    if not paths:
        raise NotAvailable("no campaign levels in levels/ yet")
    levels = []
    for p in paths:
        try:
            lv = load_level(p)
        except Exception:
            continue
        if lv.level != 1:
            levels.append((p, lv))
    if not levels:
        raise NotAvailable("no loadable campaign level")
    levels.sort(key=lambda pl: (pl[1].floor, sum(len(s) for s in pl[1].stacks)), reverse=True)
    return levels


def relics_level_path():
    """The level the idle figure pauses in (the richest, no solving needed)."""
    return _rich_levels()[0][0]


@functools.lru_cache(maxsize=1)
def relics_demo() -> tuple[Any, list]:
    """A campaign level with a lot on the board and a solution to play on it: the richest level
    the solver finishes quickly, and its moves."""
    from game.relics.solver import solve

    for path, level in _rich_levels()[:12]:
        res = solve(level, max_states=150_000)
        if res.solved and res.moves and res.pushes >= 3:
            return path, list(res.moves)
    raise NotAvailable("no campaign level with a quick solution to play")


class RelicsPlayer:
    """Plays a solution through the input layer, two moves buffered ahead (so a new move starts as
    soon as the last one lands), then resets with the reset key and plays it again."""

    def __init__(self, app, scene, moves: list) -> None:
        self.app, self.scene, self.moves = app, scene, moves
        self.posted = 0
        self.resetting = False

    def __call__(self, i: int) -> None:
        from game.relics.view.autoplay import post_move

        sc, app = self.scene, self.app
        if app.stack.top is not sc or sc.state is None:
            return
        done = len(sc.state.moves_since_reset())
        if self.resetting:
            if done == 0 and sc.anim is None and not sc.queue:
                self.resetting = False
                self.posted = 0
            return
        if self.posted >= len(self.moves) - 1:  # stop short of completion: it would end the level
            if done >= self.posted and sc.anim is None and not sc.queue:
                _tap(app, "reset")
                self.resetting = True
            return
        if self.posted - done < 2:
            post_move(app, sc, self.moves[self.posted])
            self.posted += 1


def relics(app) -> Driver:
    try:
        from game.relics.view.play import PlayScene
    except ImportError as exc:
        raise NotAvailable(f"Relics view missing ({exc})") from None
    path, moves = relics_demo()
    scene = PlayScene(app, path, level_id=path.stem)
    app.start(scene)
    return RelicsPlayer(app, scene, moves)


def relics_paused(app) -> Driver:
    """A level with its pause menu open (for the idle figure)."""
    from game.relics.view.play import PlayScene

    path, _moves = relics_demo()
    scene = PlayScene(app, path, level_id=path.stem)
    app.start(scene)
    scene.open_menu()
    return lambda i: None


# ---------------------------------------------------------------------------------- dialogs
def dialog(app) -> Driver:
    """The shell's modal dialog over a Relics level (the board keeps its ambient animation)."""
    relics(app)
    app.dialog("Restart level?", "Your moves on this level will be lost. The board goes back to how the "
               "chamber was when you entered.", ["Restart", "Cancel"])

    def before(i: int) -> None:
        if i % 30 == 15:
            _tap(app, "left" if (i // 30) % 2 else "right")
    return before


# ---------------------------------------------------------------------------------- kathmandu
def _kathmandu_start():
    try:
        from game.kathmandu.view import start_scene  # type: ignore[attr-defined]
    except ImportError as exc:
        raise NotAvailable(f"Kathmandu table view missing ({exc})") from None
    return start_scene


def kathmandu(app) -> Driver:
    raise NotAvailable("Kathmandu table scene not wired into the bench yet")


def handoff(app) -> Driver:
    raise NotAvailable("Kathmandu hand-off screen not wired into the bench yet")


#: (key, label, builder) in table order
SCENES = (
    ("title", "title", title),
    ("relics", "Relics level, moves in flight", relics),
    ("kathmandu6", "Kathmandu 6 players, bots", kathmandu),
    ("handoff", "hand-off overlay", handoff),
    ("dialog", "dialog overlay", dialog),
)
