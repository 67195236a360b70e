"""The scenes the frame benchmark drives, each set up on a fresh App with a driver that keeps it busy.

A builder takes the App, puts its scene on the stack and returns ``before(frame_index)``, called
before every frame to feed synthetic input through the real input layer (pygame events posted to
the queue, as ``App.advance`` then reads them), so the figures include the animations a player
starts. A builder raises ``NotAvailable`` when its subject is not in the build yet.
"""
from __future__ import annotations

import functools
import os
import random
from pathlib import Path
from typing import Any, Callable

from game.benchmarks.report import NotAvailable

Driver = Callable[[int], Any]


def _key(app, action: str) -> int:
    from game.shell.input import plain_key_for

    key = plain_key_for(app.settings, action)
    if key is None:
        raise NotAvailable(f"no key is bound to {action!r}")
    return key


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
    which opens with the new-block card. ``DURBAR_BENCH_MAP`` names another map to use."""
    try:
        from game.relics.loader import campaign_paths, load_level
    except ImportError as exc:
        raise NotAvailable(f"Relics core missing ({exc})") from None
    override = os.environ.get("DURBAR_BENCH_MAP")
    paths = [Path(override)] if override else campaign_paths()
    if not paths:
        raise NotAvailable("no campaign levels in levels/ yet")
    levels = []
    for p in paths:
        try:
            lv = load_level(p)
        except Exception:
            continue
        if lv.level != 1 or override:
            levels.append((p, lv))
    if not levels:
        raise NotAvailable("no loadable campaign level")
    levels.sort(key=lambda pl: (pl[1].floor, sum(len(s) for s in pl[1].stacks)), reverse=True)
    return levels


def relics_level_path() -> Path:
    """The level the benchmarks play (the richest campaign level)."""
    return _rich_levels()[0][0]


def scripted_moves(level, count: int = 48, seed: int = 9) -> list:
    """A fixed walk of legal moves that pushes whenever it can (falls, rolls, slides, splashes are
    what cost frames) and never completes the level, so it can be replayed after a reset."""
    from game.relics.state import State

    rng = random.Random(seed)
    st = State.from_level(level)
    moves: list = []
    for _ in range(count):
        options = []
        for mv in st.legal_moves():
            trial = st.copy()
            trial.push(mv)
            if not trial.is_complete():
                options.append(mv)
        if not options:
            break
        pushes = [m for m in options if m.is_push]
        if pushes and rng.random() < 0.85:
            mv = rng.choice(pushes)
        else:  # walk, preferably to a place from where a block can be pushed
            ready = [m for m in options if not m.is_push and _push_after(st, m)]
            mv = rng.choice(ready) if ready and rng.random() < 0.8 else rng.choice(options)
        st.push(mv)
        moves.append(mv)
    return moves


def _push_after(st, move) -> bool:
    trial = st.copy()
    trial.push(move)
    return any(m.is_push for m in trial.legal_moves())


@functools.lru_cache(maxsize=1)
def relics_demo() -> tuple[Path, list]:
    """The richest level and the moves to play on it: its solution without the last move (a
    solution pushes a lot: falls, slides, melts, splashes), or a scripted walk if the solver does
    not finish quickly."""
    path, level = _rich_levels()[0]
    moves: list = []
    try:
        from game.relics.solver import solve

        res = solve(level, max_states=300_000)
        if res.solved and res.moves and len(res.moves) >= 2:
            moves = list(res.moves[:-1])
    except Exception:  # the walk below is a fine stand-in
        moves = []
    if sum(1 for m in moves if m.is_push) < 3:
        moves = scripted_moves(level)
    if sum(1 for m in moves if m.is_push) < 2:
        raise NotAvailable(f"{path.stem}: too few pushes possible for the frame benchmark")
    return path, moves


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
        if self.posted >= len(self.moves):  # the script never completes the level: reset, play again
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

    path = relics_level_path()
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
def _kathmandu_view():
    try:
        from game.kathmandu.view.setup import TableSetup
        from game.kathmandu.view.table import TableScene
    except ImportError as exc:
        raise NotAvailable(f"Kathmandu table view missing ({exc})") from None
    return TableSetup, TableScene


def midgame_state(players: int = 6, seed: int = 2024, rounds: int = 4, until_seat: int | None = None):
    """A game played by random bots into round ``rounds`` (monuments on every board), and on until
    ``until_seat`` has to decide when that is given."""
    from game.kathmandu.bots import make_bot
    from game.kathmandu.engine import apply, pending
    from game.kathmandu.options import GameOptions
    from game.kathmandu.player_view import PlayerView
    from game.kathmandu.state import new_game

    s = new_game(GameOptions(players=players, seed=seed))
    bot, rng = make_bot("random"), random.Random(seed)
    views = [PlayerView(s, p) for p in range(s.players)]
    while True:
        d = pending(s)
        if d is None:
            break
        if s.round >= rounds and (until_seat is None or d.player == until_seat):
            break
        apply(s, bot.decide(views[d.player], rng))
    return s


def _table(app, seats: list[str], until_seat: int | None = None):
    from game.kathmandu.view.session import Session

    TableSetup, TableScene = _kathmandu_view()
    from game.kathmandu.options import GameOptions

    setup = TableSetup(GameOptions(players=len(seats), seed=2024), list(seats))
    session = Session(setup, midgame_state(len(seats), until_seat=until_seat))
    table = TableScene(app, setup, session=session, autoplay=all(k != "human" for k in seats), autoquit=False)
    return table


def kathmandu(app) -> Driver:
    """Six Normal bots mid-game (round 4): they think in worker threads while the table animates
    their bids, awards and builds, as a player watching them would see."""
    table = _table(app, ["normal"] * 6)
    app.start(table)
    return lambda i: None


def kathmandu_hard(app) -> Driver:
    """The same table with six Hard bots: each decision is a search of a few hundred ms in the
    table's worker thread, which shares the interpreter lock with the frame loop."""
    table = _table(app, ["hard"] * 6)
    app.start(table)
    return lambda i: None


def kathmandu_waiting(app) -> Driver:
    """A six-player table in mid-game waiting for its one person (seat 1) to decide."""
    table = _table(app, ["human"] + ["normal"] * 5, until_seat=0)
    app.start(table)
    return lambda i: None


def handoff(app) -> Driver:
    """The hot-seat hand-off screen over a six-person table in mid-game."""
    try:
        from game.kathmandu.view.overlays import HandOffScene
    except ImportError as exc:
        raise NotAvailable(f"Kathmandu hand-off screen missing ({exc})") from None
    table = _table(app, ["human"] * 6)
    app.start(table)
    app.advance(2)
    if not isinstance(app.stack.top, HandOffScene):
        table.handoff_for = 1
        app.push(HandOffScene(app, table, 1))
    return lambda i: None


#: (key, label, builder) in table order
SCENES = (
    ("title", "title", title),
    ("relics", "Relics level, moves in flight", relics),
    ("kathmandu6", "Kathmandu 6 players, bots", kathmandu),
    ("kathmandu6hard", "Kathmandu 6 Hard bots", kathmandu_hard),
    ("handoff", "hand-off overlay", handoff),
    ("dialog", "dialog overlay", dialog),
)
