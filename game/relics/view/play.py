"""The Relics play screen: one level on the isometric board, played with keys, gamepad or mouse.

The scene presents a ``game.relics.session.Session`` (the State, redo, the queue of typed-ahead
commands, refusals as ids): input becomes ``Command``s in the session's queue, the next one is
played when the board is still, and the ``Outcome`` is animated from the events the core returns
(``Animation``). Nothing typed is lost: when more than ``FAST_KEEP`` moves wait, the ones before
the last few are played without animation, so the board catches up at once.

Also here: mouse walking and push previews, hints (``hints.HintWorker``, in the graph worker process), the
level-complete flow, and - for ``--map`` - reloading the map when it changes on disk
(``watch.MapWatcher``) with a fresh par searched in the background.
"""
from __future__ import annotations

from pathlib import Path
from typing import Optional

import pygame

from game.i18n import N_, _
from game.relics import session as S
from game.relics.model import Dir, Level
from game.relics.moves import Move
from game.relics.progress import floor_and_level, norm_id
from game.relics.session import Command, Outcome, Refusal, Session
from game.relics.view import controls, markers, menus
from game.relics.view.controls import BOARD_AREA, alt_direction_keys, key_label_for, pad_label_for
from game.relics.view.anim import Animation
from game.relics.view.board import BoardRenderer, Sprite
from game.relics.view.effects import Sparkles
from game.relics.view import hints
from game.relics.view.hints import HintWorker, ParWorker
from game.relics.view.hud import (PANEL, Hud, draw_map_problem, goal_words, draw_message, draw_scene_panel,
                                  draw_waiting_panel)
from game.relics.view.picture import BoardPicture
from game.relics.view.sprites import bank
from game.relics.view.watch import MapWatcher
from game.shell.actions import Action
from game.shell.scene import Scene

#: moves still animated when input piles up; the ones queued before them are played at once
FAST_KEEP = 2

#: the session's refusal ids in words ({key}: the undo / push control of the device in use)
REFUSAL_WORDS = {S.NOTHING_TO_UNDO: N_("Nothing to undo"), S.NOTHING_TO_REDO: N_("Nothing to redo"),
                 S.ALREADY_AT_START: N_("Already at the start"), S.NO_WAY_THERE: N_("No way to get there from here"),
                 S.QUEUE_FULL: N_("Slow down - the board is catching up")}


class PlayScene(Scene):
    ambient_fps = 12  # fire flickers and gems glint while idle
    wants_releases = True  # a gamepad shoulder: tap to rotate, hold with a direction to push
    toast_area = pygame.Rect(BOARD_AREA.x, BOARD_AREA.y, BOARD_AREA.w, 300)  # toasts keep off the panel

    def __init__(self, app, path: Path, *, level_id: Optional[str] = None, watch: bool = False,
                 autoplay: bool = False, campaign: bool = True) -> None:
        super().__init__(app)
        self.path = Path(path)
        self.level_id = norm_id(level_id) if level_id else self.path.stem
        self.watch = watch
        self.campaign = campaign and floor_and_level(self.level_id) is not None and not watch
        self.autoplay = autoplay
        self.session: Optional[Session] = None
        self.error: Optional[str] = None
        self.renderer = BoardRenderer(app.canvas_size, BOARD_AREA)
        self.renderer.watch = PANEL   # the panel is composed over the static layer there (hud.Hud.draw)
        self.hud = Hud(bank(48))
        self.hud.layout_buttons(lambda a: key_label_for(app, a))
        self.hud.alt_keys = alt_direction_keys(app)
        self.picture: Optional[BoardPicture] = None
        self.anim: Optional[Animation] = None
        self.anim_t = 0.0
        self.t = 0.0
        self.message: Optional[tuple[str, float, str]] = None
        self.refused: Optional[tuple[tuple[int, int], float]] = None
        self.hover_cell: Optional[tuple[int, int]] = None
        self._hover_sprites: list[Sprite] = []
        self._hover_key = None
        self._plan_hover_said = None
        self.hint_sprites: list[Sprite] = []
        self.hints = HintWorker()
        self.par_worker: Optional[ParWorker] = None
        self.completed = False
        self._complete_at: Optional[float] = None
        self._goals_shown: Optional[tuple] = None  # the goals as of the last move that landed
        self.watcher = MapWatcher(self.path) if watch else None
        self._autoplay_moves: Optional[list[Move]] = None
        self._autoplay_wait = 0
        self._autoplay_exit: Optional[float] = None
        self._card_shown = False
        self._xfade: Optional[tuple] = None   # (old board picture, start time) after a rotate / plan switch
        self._last_canvas: Optional[tuple] = None   # (canvas, frame, what was drawn over the board's layer,
        #                                              nothing drawn over the panel after it)
        self._last_canvas_panel = False
        self._xfade_pending = False
        self._turn_from: Optional[tuple] = None   # a rotation turns the board (view/turn.py), a plan switch fades
        self._shoulder: Optional[list] = None  # [action, rotation step, used as push modifier, pressed at]
        self._pad_pause = None  # the pause menu opened because the pad was unplugged
        self.tip_revealed = False  # the level's hint text shows after the first hint request
        self.sparkles = Sparkles()
        self._load(first=True)

    # the session's parts, read by the HUD, autoplay, the bench and tests
    @property
    def state(self):
        return self.session.state if self.session is not None else None

    @property
    def level(self) -> Optional[Level]:
        return self.session.level if self.session is not None else None

    @property
    def queue(self):
        return self.session.queue if self.session is not None else ()

    @property
    def redo_stack(self) -> list[Move]:
        return self.session.redo_stack if self.session is not None else []

    @property
    def _hint_thread(self):
        return self.hints.pending

    @property
    def par(self) -> Optional[int]:
        """The level's par: for a map being edited, searched afresh at every load."""
        if self.par_worker is not None:
            return self.par_worker.par
        return self.level.par if self.level is not None else None

    # ------------------------------------------------------------------ loading
    def _load(self, first: bool = False) -> None:
        from game.relics.loader import LevelError, load_level

        if self.watcher is not None:
            self.watcher.remember()
        try:
            level = load_level(self.path)
        except LevelError as exc:
            self.error = str(exc)
            if not first:
                self._sound("error")
            return
        self.error = None
        self.session = Session(level)
        self.hints.stop()  # the old map's graph is no use now; this one's is built in the background
        self.hints = HintWorker(None if self.autoplay else level)
        self.completed = False
        self._complete_at = None
        self._goals_shown = None
        self.anim = None
        self.hint_sprites = []
        if self.watch:
            self.par_worker = ParWorker(level)  # the file's par may be stale while the map is edited
        if first:  # each level opens in the view that hides least (its map's `view`, or computed)
            from game.relics.view.occlusion import opening_view

            self.renderer.set_rotation(opening_view(level))
        self.renderer.configure(level.width, level.height, self._max_height(level))
        self._refresh()
        if not first:
            self._toast(_("Map reloaded"), "good")

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
        self.app.audio.play(name)

    def _toast(self, text: str, kind: str = "info") -> None:
        self.app.toast(text, kind=kind)

    def say(self, text: str, kind: str = "info", seconds: float = 2.6) -> None:
        self.message = (text, self.t + seconds, kind)

    @property
    def source(self) -> str:
        """The device the player used last: what every on-screen prompt names."""
        return self.app.input.last_source

    def control_label(self, action: str) -> str:
        """The key or pad button for ``action`` on the device in use ("Z" or "B")."""
        return pad_label_for(self.app, action) if self.source == "gamepad" else key_label_for(self.app, action)

    @property
    def speed(self) -> float:
        factor = self.app.settings.anim_factor
        if self.session is not None and self.session.backlog() > 1 and factor > 0:
            factor *= 0.6  # catching up with buffered input
        return factor

    # ------------------------------------------------------------------ life cycle
    def on_enter(self) -> None:
        if self.watcher is not None:
            self.watcher.start()
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
        self._pad_pause = None
        self.hud.layout_buttons(lambda a: key_label_for(self.app, a))
        self.hud.alt_keys = alt_direction_keys(self.app)
        self.hud.invalidate()

    def on_exit(self) -> None:
        self.hints.stop()
        if self.watcher is not None:
            self.watcher.stop()

    def on_gamepad_lost(self) -> None:
        if self.app.stack.top is self:
            self._shoulder = None
            self._pad_pause = self.open_menu(_("Plug the gamepad back in to play on"))

    def _pad_back(self) -> None:
        """The pad came back while its unplugging holds the pause menu open: play on."""
        menu, self._pad_pause = self._pad_pause, None
        if self.app.stack.top is menu:
            self.app.pop(menu)
            self.say(_("Gamepad back - play on"), "good")

    def is_busy(self) -> bool:
        return bool(self.anim or self.queue or self._xfade is not None or self.renderer.busy(self.t)
                    or self.sparkles.busy or self.hints.busy
                    or self.autoplay or (self.par_worker is not None and not self.par_worker.done)
                    or (self.watcher is not None and self.watcher.due())
                    or (self.message and self.message[1] > self.t) or self._complete_at is not None)

    # ------------------------------------------------------------------ input (see controls)
    def handle(self, event) -> bool:
        return controls.handle(self, event)

    def board_dir(self, action: Action) -> Dir:
        return controls.board_dir(self, action)

    def click_cell(self, cell: tuple[int, int]) -> None:
        controls.click_cell(self, cell)

    def _enqueue(self, command: Command) -> None:
        if self.session is None:
            return
        refusal = self.session.enqueue(command)
        if refusal is not None:
            self._refuse(refusal)
            return
        if self.anim is None:
            self._run_queue()

    def reset_level(self) -> None:
        self._enqueue(Command("reset"))

    # ------------------------------------------------------------------ commands
    def _run_queue(self) -> None:
        """Play queued commands until one is animated; those beyond the last few play at once."""
        batch_sounds: dict[str, None] = {}
        instant_any = False
        while self.session is not None and self.session.queue and self.anim is None:
            instant = self.session.backlog() > FAST_KEEP
            goals_before = self._goals()
            before = self.picture
            out = self.session.step()
            if out is None:
                break
            if out.kind == "move":
                self._after_change()
                if self._animate(out, before, instant, batch_sounds):
                    self._goals_shown = goals_before  # a goal ticks when its move lands
                else:
                    instant_any = True
            else:
                self._presented(out)
        for name in batch_sounds:
            self._sound(name)
        if instant_any and self.anim is None:
            self._refresh()

    def _animate(self, out: Outcome, before, instant: bool, sounds: dict) -> bool:
        """Show a move: True if it is animated, False if it was shown at once (the caller repaints)."""
        anim = Animation(before, out.events, self.speed)
        if instant or anim.duration <= 0 or self.speed == 0:
            sounds.update(dict.fromkeys(s for _t, s in anim.sounds))
            for _t, text in anim.flashes:
                self.say(_(text), "good")
            self.picture = BoardPicture.from_state(self.state)
            self._check_complete()
            return False
        self.anim = anim
        self.anim_t = 0.0
        self._refresh(anim.hidden)
        return True

    def _presented(self, out: Outcome) -> None:
        """Undo, redo of a reset, reset, or a refusal."""
        if out.refusal is not None:
            self._refuse(out.refusal)
            return
        self._xfade_pending = True
        self._sound("undo")
        self._after_change()
        if out.kind == "undo":
            self.completed = False
            self._complete_at = None
        elif out.kind == "reset":
            self.completed = False
            self._complete_at = None
            self.say(_("Level reset - {key} brings your moves back").format(key=self.control_label("undo")))
        self._refresh()

    # kept for the tests and tools that call them directly
    def undo(self) -> None:
        self._presented(self.session.undo())

    def redo(self) -> None:
        self._enqueue(Command("redo"))

    def reset(self) -> None:
        self._presented(self.session.reset())

    def _after_change(self) -> None:
        self.hint_sprites = []
        self._hover_key = None
        self.refused = None

    def refusal_text(self, refusal: Refusal) -> str:
        if refusal.reason == S.ILLEGAL:
            text = _(refusal.detail or "can't go there")
            if refusal.push_would_go:
                text = _("{reason} - hold {key} to push").format(reason=text, key=self.control_label("push"))
            return text[:1].upper() + text[1:]
        return _(REFUSAL_WORDS.get(refusal.reason, refusal.reason))

    def _refuse(self, refusal: Refusal) -> None:
        quiet = refusal.reason in (S.NOTHING_TO_UNDO, S.NOTHING_TO_REDO, S.ALREADY_AT_START)
        if not quiet:
            self._sound("error")
        self.say(self.refusal_text(refusal), "warn" if not quiet else "info")
        if refusal.cell is not None:
            self.refused = (refusal.cell, self.t + 0.6)

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
            self.session.clear_queue()
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
            self._goals_shown = None
            self._refresh()
            self._check_complete()

    def open_menu(self, subtitle: str | None = None):
        return menus.open_menu(self, subtitle)

    def show_help(self) -> None:
        menus.show_help(self)

    def to_select(self) -> None:
        menus.to_select(self)

    def _solved_before(self) -> bool:
        try:
            from game.relics.view.campaign import shared

            return shared(self.app)[1].is_solved(self.level_id)
        except Exception:  # progress is never worth a crash here
            return False

    # ------------------------------------------------------------------ hints
    def tip_text(self) -> str:
        """The level's own hint once the player asked for help; until then, how to ask."""
        if self.tip_revealed and self.level is not None and self.level.hint:
            return _(self.level.hint)
        return _("Stuck? Press {key} for a hint.").format(key=self.control_label("hint"))

    def show_full_tip(self) -> None:
        """The level's tip whole, in a dialog (the panel cut it short)."""
        if self.level is not None and self.level.hint:
            self.app.dialog(self.level.title, self.level.hint, [N_("OK")])

    def request_hint(self) -> None:
        hints.request(self)

    def _hint_done(self, answer) -> None:
        hints.present(self, answer)

    # ------------------------------------------------------------------ per frame
    def update(self, dt: float) -> None:
        self.t += dt
        self.sparkles.update(dt)
        if self._pad_pause is not None and self.app.input.pads:
            self._pad_back()
        landed = False
        if self.anim is not None and self.session.backlog() > FAST_KEEP:
            # typing runs ahead of the board: skip to where it is going (once per frame, so all
            # the keys of a frame are in the queue and a refused one drops those typed after it)
            self.anim = None
            self._goals_shown = None
            self._check_complete()
            landed = True
        if self.anim is not None:
            self.anim_t += dt
            for name in self.anim.due_sounds(self.anim_t):
                self._sound(name)
            for ft, text in list(self.anim.flashes):
                if ft <= self.anim_t:
                    self.anim.flashes.remove((ft, text))
                    self.say(_(text), "good")
            for ft, what, cell, z in list(self.anim.bursts):
                if ft <= self.anim_t:
                    self.anim.bursts.remove((ft, what, cell, z))
                    self._burst(what, cell, z)
            if self.anim.done(self.anim_t):
                self.anim = None
                self._goals_shown = None
                self._check_complete()
                landed = True
        if self.anim is None and self.queue:
            self._run_queue()
        if landed and self.anim is None:
            # repaint once, here: a buffered move that just started has already repainted the
            # board for itself (two rebuilds in one frame were the slowest Relics frames, #9)
            self._refresh()
        answer = self.hints.poll()
        if answer is not None:
            self._hint_done(answer)
        if self._complete_at is not None and self.t >= self._complete_at and self.app.stack.top is self:
            self._complete_at = None
            self._level_complete()
        if self.watcher is not None and self.watcher.tick(dt):
            self.poll_map()
        if self.autoplay:
            from game.relics.view.autoplay import drive

            drive(self)
        if self.refused and self.refused[1] < self.t:
            self.refused = None

    def poll_map(self) -> bool:
        """Reload the map when its file changed on disk (saved in Tiled). True if it reloaded."""
        if self.watcher is None or not self.watcher.changed():
            return False
        was_error = self.error
        self._load()
        if self.error is not None and self.error != was_error:
            self._toast(_("The map has a problem - see the message"), "warn")
        return True

    def _level_complete(self) -> None:
        from game.relics.view import flow

        if self.autoplay:
            self._autoplay_exit = self.t + 0.8
        flow.level_complete(self, self.state.pushes, self.state.steps)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        reuse = self._canvas_reuse(surface)
        self._last_canvas_panel = self._last_canvas is not None and self._last_canvas[3]
        self._last_canvas = None
        if self.state is None:
            surface.blit(self.renderer._backdrop_surface(), (0, 0))
            draw_waiting_panel(surface, self.path.name, self.control_label("menu"))
            draw_map_problem(surface, BOARD_AREA, self.error or "", self.watch)
            return
        if self._xfade_pending:
            # the canvas still holds the last frame: keep its board to fade it out over the new view
            self._xfade_pending = False
            if not self.app.settings.instant:
                old = surface.subsurface(BOARD_AREA).copy()
                if self._turn_from is not None:
                    from game.relics.view.turn import Turn

                    old = Turn(self.renderer, old, *self._turn_from)
                self._xfade = (old, self.t)
        movers = self.anim.movers(self.anim_t) if self.anim is not None else []
        extra = list(self.hint_sprites) + self._hover_preview() + self._refused_sprite()
        self.renderer.draw(surface, self.t, movers, extra, PANEL if self._panel_clear(surface) else None, reuse)
        drawn = list(self.renderer.repaired)
        if self.renderer.plan and self.anim is None and not self.completed:
            line = markers.draw_plan_hover(surface, self.renderer, self.state, self.hover_cell)
            key = (self.hover_cell, len(self.state.history))
            if line and key != self._plan_hover_said:
                self.say(_(line), "info", 1.6)
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
        r = self.renderer
        kept = (reuse is not None and self._last_canvas_panel and r.skipped == PANEL and not self.sparkles.items
                and self._xfade is None and PANEL.collidelist(r.repaired) < 0)
        drawn += self._draw_hud(surface, self._panel_under(), kept)
        if self.error is not None:
            draw_map_problem(surface, BOARD_AREA, self.error or "", self.watch)
        said = self._draw_message(surface)
        if said is not None:
            drawn.append(said)
        # (the panel is kept on the screen only if nothing drawn after it reached into it)
        self._remember_canvas(surface, drawn, said is None or not said.colliderect(PANEL))

    def _canvas_reuse(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """When ``surface`` still holds this scene's last frame (the frame just before, nothing
        drawn over it since), the rectangles where it differs from the board's static layer
        blitted then: the board's draw blits only those again (see ``BoardRenderer.draw``)."""
        last = self._last_canvas
        if last is None or last[0] is not surface or last[1] + 1 != self.app.frame_count:
            return None
        return last[2]

    def _remember_canvas(self, surface: pygame.Surface, drawn: list[pygame.Rect], panel_clean: bool) -> None:
        """Keep what this frame drew over the board's static layer, when that is all there is to
        know: only this scene on the screen, no toast or fade drawn over it by the shell, no
        picture of the last view fading, no sparks, no plan view (their drawing is not tracked)."""
        app = self.app
        if (self.renderer.plan or self._xfade is not None or self.sparkles.items or self.error is not None
                or self.transparent or surface is not app.canvas or app.toasts.busy
                or getattr(app, "fading", False) or app.stack.visible() != [self]):
            self._last_canvas = None
            return
        self._last_canvas = (surface, app.frame_count, drawn, panel_clean)
    def _goals(self) -> tuple:
        return tuple((g.goal.value, goal_words(g.message), g.done) for g in self.state.goal_progress())

    def shown_goals(self) -> tuple:
        """(kind, text, done) per goal as of the last move that landed: a goal ticks when its animation does."""
        return self._goals_shown if self._goals_shown is not None else self._goals()

    def _draw_hud(self, surface: pygame.Surface, under=None, kept: bool = False) -> list[pygame.Rect]:
        return draw_scene_panel(surface, self, under, kept)

    def _panel_clear(self, surface: pygame.Surface) -> bool:
        """True when nothing but the board's static layer (opaque, in the canvas's format) will be
        under the panel, so the panel can be composed over its pixels once (``hud.Hud.draw``) and
        the board's draw leave that rectangle out of its full-screen blit."""
        r = self.renderer
        layer = r.static_layer
        return not (r.plan or layer is None or self._xfade is not None or self.sparkles.items or r.watch != PANEL
                    or layer.get_size() != surface.get_size() or layer.get_flags() & pygame.SRCALPHA
                    or layer.get_alpha() is not None or layer.get_colorkey() is not None
                    or layer.get_bitsize() != surface.get_bitsize() or layer.get_masks() != surface.get_masks())

    def _panel_under(self):
        """(key, surface) of what lies under the panel when the board's draw left it out (only the
        static layer's pixels do), else None."""
        r = self.renderer
        if r.skipped != PANEL or r.plan or r.static_layer is None:
            return None
        return ((id(r.static_layer), r.watch_serial), r.static_layer)

    def _draw_message(self, surface: pygame.Surface) -> pygame.Rect | None:
        if not self.message:
            return None
        text, until, kind = self.message
        left = until - self.t
        if left <= 0:
            self.message = None
            return None
        return draw_message(surface, text, kind, (BOARD_AREA.centerx + 40, BOARD_AREA.bottom - 18),
                     int(255 * min(1.0, left / 0.3)))

    # hover previews ------------------------------------------------------------------
    def _hover_preview(self) -> list[Sprite]:
        if self.renderer.plan or self.state is None or self.anim is not None or self.completed:
            return []
        key = (self.hover_cell, len(self.state.history))
        if key != self._hover_key:
            self._hover_key = key
            self._hover_sprites, line = markers.hover(self.renderer, self.picture, self.state, self.hover_cell)
            if line:
                self.say(_(line), "info", 1.6)
        return self._hover_sprites

    def _refused_sprite(self) -> list[Sprite]:
        if not self.refused or self.renderer.plan or self.picture is None:
            return []
        return markers.refused(self.renderer, self.picture, self.refused[0])
