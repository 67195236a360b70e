"""The Relics play screen: one level on the isometric board, played with keys, gamepad or mouse.

The scene owns the core ``State`` and talks to it only through moves (``push`` / ``pop`` /
``apply_reset``); everything on screen comes from ``BoardPicture.from_state`` and the events the
core returns, which ``Animation`` turns into motion and sound. Input that arrives while a move
plays is buffered (a short queue) and runs as soon as the board is still.

Also here: mouse walking (shortest path) and push previews, hints from the solver on a worker
thread, the level-complete flow and progress, and - for ``--map`` - reloading the map whenever it
changes on disk (a broken map shows the loader's message instead of the board).
"""
from __future__ import annotations

import threading
import time as _time
from collections import deque
from pathlib import Path
from typing import Optional

import pygame

from game.relics.model import Dir, Level
from game.relics.moves import Move
from game.relics.progress import floor_and_level, norm_id
from game.relics.view import markers, reach
from game.relics.view.anim import Animation
from game.relics.view.board import BoardRenderer, Sprite
from game.relics.view.effects import Sparkles
from game.relics.view.hud import (Hud, HudInfo, draw_compass, draw_map_problem, draw_message,
                                   draw_waiting_panel)
from game.relics.view.picture import BoardPicture
from game.relics.view.sprites import bank
from game.shell.actions import DIRECTIONS, Action, ActionEvent, PointerEvent
from game.shell.scene import Scene
from game.ui import theme

BOARD_AREA = pygame.Rect(16, 20, 872, 690)
QUEUE_MAX = 4
HINT_STATES = 150_000
POLL_SECONDS = 1.0

#: screen direction of each direction action, as a view-grid delta (u right-down, v left-down)
VIEW_DELTA = {Action.UP: (0, -1), Action.RIGHT: (1, 0), Action.DOWN: (0, 1), Action.LEFT: (-1, 0)}
DIR_OF_DELTA = {(d.dx, d.dy): d for d in Dir}


def key_label_for(app, action: str) -> str:
    from game.shell.input import key_label

    names = app.settings.keys_for(action) if hasattr(app, "settings") else []
    return key_label(names[0]) if names else "-"


class PlayScene(Scene):
    ambient_fps = 12  # fire flickers and gems glint while idle
    wants_releases = True  # a gamepad shoulder: tap to rotate, hold with a direction to push

    def __init__(self, app, path: Path, *, level_id: Optional[str] = None, watch: bool = False,
                 autoplay: bool = False, campaign: bool = True) -> None:
        super().__init__(app)
        self.path = Path(path)
        self.level_id = norm_id(level_id) if level_id else self.path.stem
        self.watch = watch
        self.campaign = campaign and floor_and_level(self.level_id) is not None and not watch
        self.autoplay = autoplay
        self.level: Optional[Level] = None
        self.state = None
        self.error: Optional[str] = None
        self.renderer = BoardRenderer(getattr(app, "canvas_size", (1280, 720)), BOARD_AREA)
        self.hud = Hud(bank(48))
        self.hud.layout_buttons(lambda a: key_label_for(app, a))
        self.hud.alt_keys = _alt_direction_keys(app)
        self.picture: Optional[BoardPicture] = None
        self.anim: Optional[Animation] = None
        self.anim_t = 0.0
        self.queue: deque = deque()
        self.t = 0.0
        self.message: Optional[tuple[str, float, str]] = None
        self.refused: Optional[tuple[tuple[int, int], float]] = None
        self.hover_cell: Optional[tuple[int, int]] = None
        self._hover_sprites: list[Sprite] = []
        self._hover_key = None
        self._plan_hover_said = None
        self.hint_sprites: list[Sprite] = []
        self._hint_thread: Optional[threading.Thread] = None
        self._hint_result = None
        self._hint_for = -1
        self.completed = False
        self._complete_at: Optional[float] = None
        self._mtime = None
        self._poll = 0.0
        self._next_poll = _time.perf_counter() + POLL_SECONDS
        self._autoplay_moves: Optional[list[Move]] = None
        self._autoplay_wait = 0
        self._autoplay_exit: Optional[float] = None
        self._card_shown = False
        self._xfade: Optional[tuple] = None   # (old board picture, start time) after a rotate / plan switch
        self._xfade_pending = False
        self._turn_from: Optional[tuple] = None   # a rotation turns the board (view/turn.py), a plan switch fades
        self._shoulder: Optional[list] = None  # [action, rotation step, used as push modifier]
        self.tip_revealed = False  # the level's hint text shows after the first hint request
        self.sparkles = Sparkles()
        self.redo_stack: list[Move] = []
        self._load(first=True)

    # ------------------------------------------------------------------ loading
    def _load(self, first: bool = False) -> None:
        from game.relics.loader import LevelError, load_level
        from game.relics.state import State

        try:
            self._mtime = self.path.stat().st_mtime_ns
        except OSError:
            self._mtime = None
        try:
            level = load_level(self.path)
        except LevelError as exc:
            self.error = str(exc)
            if not first:
                self._sound("error")
            return
        self.error = None
        self.level = level
        self.state = State.from_level(level)
        self.completed = False
        self._complete_at = None
        self.queue.clear()
        self.redo_stack = []
        self.anim = None
        self.hint_sprites = []
        self._hint_for = -1
        if first:  # each level opens in the view that hides least (its map's `view`, or computed)
            from game.relics.view.occlusion import opening_view

            self.renderer.set_rotation(opening_view(level))
        self.renderer.configure(level.width, level.height, self._max_height(level))
        self._refresh()
        if not first:
            self._toast("Map reloaded", "good")

    @staticmethod
    def _max_height(level: Level) -> int:
        """How tall to plan the view for: the tallest stack (and a Gem on it) plus one level."""
        gem_cells = {y * level.width + x for x, y in level.gems}
        tallest = max((len(s) + (1 if i in gem_cells else 0) for i, s in enumerate(level.stacks)), default=0)
        return max(3, tallest + 1)

    def _refresh(self, hidden: set | None = None) -> None:
        self.picture = BoardPicture.from_state(self.state)
        self.renderer.rebuild(self.picture, hidden)
        self._hover_key = None

    # ------------------------------------------------------------------ services
    def _sound(self, name: str) -> None:
        audio = getattr(self.app, "audio", None)
        if audio is not None:
            audio.play(name)

    def _toast(self, text: str, kind: str = "info") -> None:
        toast = getattr(self.app, "toast", None)
        if toast is not None:
            toast(text, kind=kind)

    def say(self, text: str, kind: str = "info", seconds: float = 2.6) -> None:
        self.message = (text, self.t + seconds, kind)

    @property
    def speed(self) -> float:
        s = getattr(self.app, "settings", None)
        factor = s.anim_factor if s is not None else 1.0
        backlog = sum(len(c[1]) if c[0] == "walk" else 1 for c in self.queue)
        if backlog > 1 and factor > 0:
            factor *= 0.6  # catching up with buffered input
        return factor

    # ------------------------------------------------------------------ life cycle
    def on_enter(self) -> None:
        if self.watch:
            # a tick a second wakes the App from its idle sleep so the map file is polled even
            # when the window has not seen input for a long time (the player is busy in Tiled)
            pygame.time.set_timer(_watch_event(), int(POLL_SECONDS * 1000))
        if self.campaign and self.level is not None and not self.autoplay:
            fl = floor_and_level(self.level_id)
            # what the level shows first (its floor's block, the Nemesis, a goal kind) gets a card;
            # once the level is solved the cards stay away (How to play in the menu shows them all)
            if fl and not self._card_shown and not self._solved_before():
                from game.relics.view import teach
                from game.relics.view.campaign import shared

                self._card_shown = teach.show_new(self.app, shared(self.app)[0], self.level_id, self.level)
        if self.campaign and not self.autoplay:
            try:
                from game.relics.view.campaign import shared

                shared(self.app)[1].set_last(self.level_id)
            except Exception:  # progress is never worth a crash here
                pass

    def on_resume(self) -> None:
        """Back from a menu (perhaps Settings): key labels may have changed."""
        self.hud.layout_buttons(lambda a: key_label_for(self.app, a))
        self.hud.alt_keys = _alt_direction_keys(self.app)
        self.hud._cache = None

    def on_exit(self) -> None:
        if self.watch:
            pygame.time.set_timer(_watch_event(), 0)

    def on_gamepad_lost(self) -> None:
        if self.app.stack.top is self:
            self.open_menu()

    def is_busy(self) -> bool:
        return bool(self.anim or self.queue or self._xfade is not None or self.renderer.busy(self.t) or self.sparkles.busy or self._hint_thread or self.autoplay
                    or (self.watch and _time.perf_counter() >= self._next_poll)
                    or (self.message and self.message[1] > self.t) or self._complete_at is not None)

    # ------------------------------------------------------------------ input
    def handle(self, event) -> bool:
        if isinstance(event, PointerEvent):
            return self._pointer(event)
        if not isinstance(event, ActionEvent):
            return False
        if not event.pressed:
            return self._release(event)
        a = event.action
        if a in DIRECTIONS:
            if self.state is None or self.completed:
                return True
            push = False
            inp = getattr(self.app, "input", None)
            if inp is not None:
                push = inp.held(Action.PUSH)
                if self._shoulder is not None and inp.held(self._shoulder[0]):
                    push = True             # a held shoulder button is a push modifier too
                    self._shoulder[2] = True
            d = self.board_dir(a)
            self._enqueue(("move", Move.push(d) if push else Move.step(d)))
            return True
        if a is Action.UNDO:
            self._enqueue(("undo",))
            return True
        if a is Action.REDO:
            self._enqueue(("redo",))
            return True
        if a is Action.RESET:
            self._enqueue(("reset",))
            return True
        if a is Action.MENU:
            self.open_menu()
            return True
        if a is Action.HINT:
            self.request_hint()
            return True
        if a in (Action.ROTATE, Action.ROTATE_BACK):
            step = -1 if a is Action.ROTATE_BACK else 1
            if event.source == "gamepad":
                # a shoulder rotates when it is let go, unless it was held as a push modifier
                self._shoulder = [a, step, False]
            else:
                self.rotate(step)
            return True
        if a is Action.VIEW:
            self.toggle_plan()
            return True
        if a is Action.HELP:
            self.show_help()
            return True
        if a is Action.PUSH:
            return True
        return False  # BACK / CONFIRM: let the App offer the key's other meaning (menu, undo, push)

    def _release(self, event: ActionEvent) -> bool:
        if self._shoulder is not None and event.action is self._shoulder[0]:
            _a, step, used = self._shoulder
            self._shoulder = None
            if not used:
                self.rotate(step)
            return True
        return False

    def board_dir(self, action: Action) -> Dir:
        """A direction key -> the board direction that looks that way on screen (rotation aware)."""
        du, dv = VIEW_DELTA[action]
        dx, dy = self.renderer.proj.board_dir(du, dv) if self.renderer.proj else (du, dv)
        return DIR_OF_DELTA[(dx, dy)]

    def _enqueue(self, command: tuple) -> None:
        if len(self.queue) >= QUEUE_MAX:
            return
        self.queue.append(command)
        if self.anim is None:
            self._run_queue()

    def _pointer(self, event: PointerEvent) -> bool:
        pos = event.pos
        if event.kind == "move":
            self.hud.hover = self.hud.button_at(pos)
            cell = self.renderer.pick(pos) if BOARD_AREA.collidepoint(pos) and self.state is not None else None
            if cell != self.hover_cell:
                self.hover_cell = cell
                self._hover_key = None
            return True
        if event.kind == "down" and event.button == 1:
            name = self.hud.button_at(pos)
            if name:
                self._sound("click")
                self.button(name)
                return True
            if self.state is None or self.completed or not BOARD_AREA.collidepoint(pos):
                return True
            cell = self.renderer.pick(pos)
            if cell is not None:
                self.click_cell(cell)
            return True
        if event.kind == "down" and event.button == 3:
            self._enqueue(("undo",))
            return True
        return event.kind in ("up", "wheel")

    def button(self, name: str) -> None:
        if name == "undo":
            self._enqueue(("undo",))
        elif name == "reset":
            self._enqueue(("reset",))
        elif name == "hint":
            self.request_hint()
        elif name == "rotate":
            self.rotate(1)
        elif name == "plan":
            self.toggle_plan()
        elif name == "menu":
            self.open_menu()

    def click_cell(self, cell: tuple[int, int]) -> None:
        """Mouse: push the block there if it is next to the Adventurer at his height, else walk there."""
        st = self.state
        preview, reason = reach.preview_push(st, cell)
        if preview is not None:
            self._enqueue(("move", preview.move))
            return
        ax, ay = st.adventurer
        adjacent = abs(cell[0] - ax) + abs(cell[1] - ay) == 1
        path = reach.walk_path(st, cell)
        if path:
            self._enqueue(("walk", tuple(path)))
            return
        if path == []:
            return
        if reason is not None:
            self._refuse(cell, reason)
        elif adjacent:
            d = reach.push_direction(st, cell)
            self._refuse(cell, st.why_illegal(Move.step(d)) or "can't go there")
        else:
            self._refuse(cell, "no way to get there from here")

    # ------------------------------------------------------------------ commands
    def _run_queue(self) -> None:
        while self.queue and self.anim is None and self.state is not None:
            cmd = self.queue.popleft()
            if cmd[0] == "walk":  # a mouse walk: one step now, the rest stays first in line
                if len(cmd[1]) > 1:
                    self.queue.appendleft(("walk", cmd[1][1:]))
                cmd = ("move", cmd[1][0])
            if cmd[0] == "move":
                if self.completed:
                    self.queue.clear()
                    return
                self._play_move(cmd[1])
            elif cmd[0] == "undo":
                self.undo()
            elif cmd[0] == "redo":
                self.redo()
            elif cmd[0] == "reset":
                self.reset()

    def _play_move(self, move: Move, redoing: bool = False) -> None:
        st = self.state
        reason = st.why_illegal(move)
        if reason is not None:
            d = move.dir
            ax, ay = st.adventurer
            target = (ax + d.dx, ay + d.dy)
            if move.kind == "step":
                pv, _ = reach.preview_push(st, target)
                if pv is not None:
                    source = getattr(getattr(self.app, "input", None), "last_source", "keyboard")
                    how = "hold A" if source == "gamepad" else f"hold {key_label_for(self.app, 'push')}"
                    reason = f"{reason} - {how} to push"
            self._refuse(target, reason)
            # a refused move cancels the rest of a mouse walk
            self.queue = deque(c for c in self.queue if c[0] not in ("move", "walk"))
            return
        before = self.picture
        events = st.push(move)
        if not redoing:
            self.redo_stack.clear()  # a new move forgets what was undone
        self._after_change()
        anim = Animation(before, events, self.speed)
        if anim.duration <= 0 or self.speed == 0:
            for name in dict.fromkeys(s for _t, s in anim.sounds):
                self._sound(name)
            for _t, text in anim.flashes:
                self.say(text, "good")
            self._refresh()
            self._check_complete()
            return
        self.anim = anim
        self.anim_t = 0.0
        self._refresh(anim.hidden)

    def undo(self) -> None:
        st = self.state
        if not st.history:
            self.say("Nothing to undo")
            return
        self.redo_stack.append(st.pop())
        self._xfade_pending = True
        self.completed = False
        self._complete_at = None
        self._sound("undo")
        self._after_change()
        self._refresh()

    def redo(self) -> None:
        """Play again the last move undone (any new move clears what can be redone)."""
        if not self.redo_stack or self.completed:
            self.say("Nothing to redo")
            return
        move = self.redo_stack.pop()
        if move.kind == "reset":
            self.state.apply_reset()
            self._xfade_pending = True
            self._sound("undo")
            self._after_change()
            self._refresh()
            return
        self._play_move(move, redoing=True)

    def reset(self) -> None:
        st = self.state
        if not st.history or st.history[-1].kind == "reset":
            self.say("Already at the start")
            return
        st.apply_reset()
        self.redo_stack.clear()
        self._xfade_pending = True
        self.completed = False
        self._complete_at = None
        self._sound("undo")
        self.say(f"Level reset - {key_label_for(self.app, 'undo')} brings your moves back")
        self._after_change()
        self._refresh()

    def _after_change(self) -> None:
        self.hint_sprites = []
        self._hover_key = None
        self.refused = None

    def _refuse(self, cell, reason: str) -> None:
        self._sound("error")
        self.say(reason[:1].upper() + reason[1:], "warn")
        self.refused = (cell, self.t + 0.6)

    def _burst(self, what: str, cell, z: float) -> None:
        if self.renderer.plan or self.renderer.proj is None:
            return
        x, y = self.renderer.proj.cell_center(cell[0], cell[1], z + 0.5)
        if what == "gem":
            self.sparkles.burst((x, y), (226, 60, 120), 22, speed=200)
        elif what == "nemesis":
            self.sparkles.burst((x, y), (150, 120, 90), 16, speed=140, size=4)
        else:
            self.sparkles.burst((x, y), (240, 190, 80), 40, speed=280, life=1.1)

    def _check_complete(self) -> None:
        if self.state is not None and self.state.is_complete() and not self.completed:
            if self.speed > 0:
                self._burst("win", self.state.adventurer, self.state.height(*self.state.adventurer) + 0.6)
            self.completed = True
            self.queue.clear()
            self._sound("fanfare")
            self._complete_at = self.t + (0.45 if self.speed > 0 else 0.05)

    # ------------------------------------------------------------------ view controls
    def rotate(self, step: int) -> None:
        self._finish_anim()
        self._xfade_pending = True
        # the board turns (view/turn.py) from where it is now
        self._turn_from = None if self.renderer.plan else (self.renderer.rotation, step, self.renderer.floor_centre())
        self.renderer.set_rotation(self.renderer.rotation + step)
        if self.picture is not None:
            self._refresh()
        self._sound("click")

    def toggle_plan(self) -> None:
        self._finish_anim()
        self._xfade_pending = True
        self._turn_from = None
        self.renderer.plan = not self.renderer.plan
        if self.picture is not None:
            self._refresh()
        self._sound("click")

    def _finish_anim(self) -> None:
        if self.anim is not None:
            self.anim = None
            self._refresh()
            self._check_complete()

    def open_menu(self) -> None:
        from game.relics.view.cards import PauseMenu

        entries = [("Resume", lambda: None),
                   ("Reset level", lambda: self._enqueue(("reset",))),
                   ("Hint", self.request_hint),
                   ("How to play", self.show_help)]
        if hasattr(self.app, "open_settings"):
            entries.append(("Settings", self.app.open_settings))
        entries.append(("Level select", self.to_select))
        if hasattr(self.app, "go_title"):
            entries.append(("Title screen", self.app.go_title))
        sub = self.level.title if self.level is not None else self.path.name
        self.app.push(PauseMenu(self.app, entries, "Paused", sub))

    def _solved_before(self) -> bool:
        try:
            from game.relics.view.campaign import shared

            return shared(self.app)[1].is_solved(self.level_id)
        except Exception:  # progress is never worth a crash here
            return False

    def show_help(self) -> None:
        """How to play: the rules, and every block, foe and goal met so far (game.relics.view.teach)."""
        from game.relics.view import teach
        from game.relics.view.campaign import shared

        campaign = shared(self.app)[0] if self.campaign else None
        self.app.push(teach.how_to_play(self.app, campaign, self.level_id if self.campaign else None, self.level))

    def to_select(self) -> None:
        from game.relics.view.select import SelectScene

        below = [s for s in self.app.stack if isinstance(s, SelectScene)]
        if below:
            self.app.pop(self, fade=True)
        else:
            self.app.replace(SelectScene(self.app))

    # ------------------------------------------------------------------ hints
    def _tip(self) -> str:
        """The level's own hint once the player asked for help; until then, how to ask."""
        if self.tip_revealed and self.level is not None and self.level.hint:
            return self.level.hint
        source = getattr(getattr(self.app, "input", None), "last_source", "keyboard")
        key = "Back" if source == "gamepad" else key_label_for(self.app, "hint")
        return f"Stuck? Press {key} for a hint."

    def request_hint(self) -> None:
        if self.state is None or self.completed:
            return
        self.tip_revealed = True
        if self._hint_thread is not None:
            self.say("Still thinking...")
            return
        if self.hint_sprites:
            self.say("The hint is on the board")
            return
        snapshot = self.state.copy()
        stamp = len(self.state.history)
        self._hint_for = stamp

        def work() -> None:
            from game.relics.solver import solve

            try:
                res = solve(snapshot, max_states=HINT_STATES)
            except Exception as exc:  # the hint must never take the game down
                res = exc
            self._hint_result = (stamp, snapshot, res)

        self._hint_thread = threading.Thread(target=work, name="relics-hint", daemon=True)
        self._hint_thread.start()
        self.say("Thinking about a hint...")

    def _hint_done(self) -> None:
        stamp, snapshot, res = self._hint_result
        self._hint_result = None
        self._hint_thread = None
        if self.state is None or stamp != len(self.state.history):
            return  # the board moved on meanwhile
        if isinstance(res, Exception):
            self.say(f"No hint: {res}", "warn")
            return
        if res.status == "unsolvable":
            self._sound("error")
            self.app.dialog("No way forward", "This position can no longer be won. Undo your last move, or "
                            "reset the level?", ["Undo", "Reset", "Keep playing"],
                            on_choice=lambda i: self._enqueue(("undo",)) if i == 0 else
                            (self._enqueue(("reset",)) if i == 1 else None))
            return
        if res.status != "solved" or not res.moves:
            self.say("No quick hint from here - try a reset", "warn")
            return
        self._show_hint(snapshot, res.moves)

    def _show_hint(self, snapshot, moves: list[Move]) -> None:
        """Dots along the walk to the next push, the block glowing and its ghost where it will end."""
        self.hint_sprites, text = markers.hint(self.renderer, self.picture, snapshot, moves)
        self.say(text, "good")

    # ------------------------------------------------------------------ per frame
    def update(self, dt: float) -> None:
        self.t += dt
        self.sparkles.update(dt)
        landed = False
        if self.anim is not None:
            self.anim_t += dt
            for name in self.anim.due_sounds(self.anim_t):
                self._sound(name)
            for ft, text in list(self.anim.flashes):
                if ft <= self.anim_t:
                    self.anim.flashes.remove((ft, text))
                    self.say(text, "good")
            for ft, what, cell, z in list(self.anim.bursts):
                if ft <= self.anim_t:
                    self.anim.bursts.remove((ft, what, cell, z))
                    self._burst(what, cell, z)
            if self.anim.done(self.anim_t):
                self.anim = None
                self._check_complete()
                landed = True
        if self.anim is None and self.queue:
            self._run_queue()
        if landed and self.anim is None:
            # repaint once, here: a buffered move that just started has already repainted the
            # board for itself (two rebuilds in one frame were the slowest Relics frames, #9)
            self._refresh()
        if self._hint_result is not None:
            self._hint_done()
        if self._complete_at is not None and self.t >= self._complete_at and self.app.stack.top is self:
            self._complete_at = None
            self._level_complete()
        if self.watch:
            # poll once a second of play time, or of wall time when the window sits idle (the App
            # then sleeps between frames and wakes us through is_busy)
            self._poll += dt
            if self._poll >= POLL_SECONDS or _time.perf_counter() >= self._next_poll:
                self._poll = 0.0
                self._next_poll = _time.perf_counter() + POLL_SECONDS
                self.poll_map()
        if self.autoplay:
            self._drive_autoplay()
        if self.refused and self.refused[1] < self.t:
            self.refused = None

    def poll_map(self) -> bool:
        """Reload the map when its file changed on disk (saved in Tiled). True if it reloaded."""
        try:
            mtime = self.path.stat().st_mtime_ns
        except OSError:
            return False
        if mtime == self._mtime:
            return False
        was_error = self.error
        self._load()
        if self.error is not None and self.error != was_error:
            self._toast("The map has a problem - see the message", "warn")
        return True

    # ------------------------------------------------------------------ level complete
    def _level_complete(self) -> None:
        from game.relics.view import flow

        st = self.state
        if self.autoplay:
            self._autoplay_exit = self.t + 0.8
        flow.level_complete(self, st.pushes, st.steps)

    # ------------------------------------------------------------------ autoplay
    def _drive_autoplay(self) -> None:
        from game.relics.view.autoplay import drive

        drive(self)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        if self.state is None:
            self._draw_error_only(surface)
            return
        if self._xfade_pending:
            # the canvas still holds the last frame: keep its board to fade it out over the new view
            self._xfade_pending = False
            if getattr(self.app, "settings", None) is None or not self.app.settings.instant:
                old = surface.subsurface(BOARD_AREA).copy()
                if self._turn_from is not None:
                    from game.relics.view.turn import Turn

                    old = Turn(self.renderer, old, *self._turn_from)
                self._xfade = (old, self.t)
        movers = self.anim.movers(self.anim_t) if self.anim is not None else []
        extra = list(self.hint_sprites) + self._hover_preview() + self._refused_sprite()
        self.renderer.draw(surface, self.t, movers, extra)
        if self.renderer.plan and self.state is not None and self.anim is None and not self.completed:
            line = markers.draw_plan_hover(surface, self.renderer, self.state, self.hover_cell)
            key = (self.hover_cell, len(self.state.history))
            if line and key != self._plan_hover_said:
                self.say(line, "info", 1.6)
            self._plan_hover_said = key
        self.sparkles.draw(surface)
        if self._xfade is not None:
            old, t0 = self._xfade
            k = (self.t - t0) / (old.DURATION if hasattr(old, "DURATION") else 0.22)
            if k >= 1:
                self._xfade = None
            elif hasattr(old, "DURATION"):
                old.draw(surface, k, self.t)
            else:
                old.set_alpha(int(255 * (1 - k) ** 1.5))
                surface.blit(old, BOARD_AREA)
        self._draw_hud(surface)
        if self.error is not None:
            self._draw_error(surface)
        self._draw_message(surface)

    def _draw_hud(self, surface: pygame.Surface) -> None:
        st, lv = self.state, self.level
        fl = floor_and_level(self.level_id) if self.campaign else None
        heading = f"FLOOR {fl[0]}  ·  LEVEL {fl[1]}" if fl else f"YOUR MAP  ·  {self.path.name}"
        best = None
        if self.campaign:
            from game.relics.view.campaign import shared

            rec = shared(self.app)[1].best(self.level_id)
            best = (rec.pushes, rec.steps) if rec else None
        inp = getattr(self.app, "input", None)
        source = inp.last_source if inp is not None else "keyboard"
        info = HudInfo(heading=heading, title=lv.title or self.path.stem,
                       goals=tuple((g.goal.value, g.text, g.done) for g in st.goal_progress()),
                       pushes=st.pushes, steps=st.steps, par=lv.par, best=best,
                       tip=self._tip(), source=source, rotation=self.renderer.rotation,
                       plan=self.renderer.plan, can_undo=bool(st.history), hint_busy=self._hint_thread is not None,
                       destroy_kind=lv.destroy_kind.value if lv.destroy_kind is not None else None)
        self.hud.draw(surface, info, lambda a: key_label_for(self.app, a), self.t)
        labels = {a: key_label_for(self.app, a) for a in ("up", "down", "left", "right")}
        if source == "gamepad":
            labels = {"up": "Up", "down": "Down", "left": "Left", "right": "Right"}
        draw_compass(surface, (BOARD_AREA.left + 70, BOARD_AREA.bottom - 66), labels, self.renderer.plan)
        view = "PLAN VIEW" if self.renderer.plan else f"VIEW TURNED {self.renderer.rotation * 90}°"
        theme.draw_text(surface, view, (BOARD_AREA.left + 150, BOARD_AREA.bottom - 10), size=theme.TINY - 3,
                        color=theme.TEXT_DIM, bold=True, anchor="bottomleft")

    def _draw_message(self, surface: pygame.Surface) -> None:
        if not self.message:
            return
        text, until, kind = self.message
        left = until - self.t
        if left <= 0:
            self.message = None
            return
        draw_message(surface, text, kind, (BOARD_AREA.centerx + 40, BOARD_AREA.bottom - 18),
                     int(255 * min(1.0, left / 0.3)))

    def _draw_error(self, surface: pygame.Surface) -> None:
        draw_map_problem(surface, BOARD_AREA, self.error or "", self.watch)

    def _draw_error_only(self, surface: pygame.Surface) -> None:
        surface.blit(self.renderer._backdrop_surface(), (0, 0))
        draw_waiting_panel(surface, self.path.name, key_label_for(self.app, "menu"))
        self._draw_error(surface)

    # hover previews ------------------------------------------------------------------
    def _hover_preview(self) -> list[Sprite]:
        if self.renderer.plan or self.state is None or self.anim is not None or self.completed:
            return []
        key = (self.hover_cell, len(self.state.history))
        if key != self._hover_key:
            self._hover_key = key
            self._hover_sprites, line = markers.hover(self.renderer, self.picture, self.state, self.hover_cell)
            if line:
                self.say(line, "info", 1.6)
        return self._hover_sprites

    def _refused_sprite(self) -> list[Sprite]:
        if not self.refused or self.renderer.plan or self.picture is None:
            return []
        return markers.refused(self.renderer, self.picture, self.refused[0])


_WATCH_EVENT: list[int] = []


def _watch_event() -> int:
    """The custom pygame event type of the map-watch timer (made once)."""
    if not _WATCH_EVENT:
        _WATCH_EVENT.append(pygame.event.custom_type())
    return _WATCH_EVENT[0]


def _alt_direction_keys(app) -> str | None:
    """"WASD" when each direction has a second single-letter key bound (shown next to the arrows)."""
    settings = getattr(app, "settings", None)
    if settings is None:
        return None
    letters = []
    for a in ("up", "left", "down", "right"):
        names = settings.keys_for(a)
        if len(names) < 2 or len(names[1]) != 1:
            return None
        letters.append(names[1].upper())
    return "".join(letters)
