"""The Kathmandu table: the playmat, the boards, the hands, and play with the mouse or the keyboard.

It draws only from a PlayerView of the person at the screen (``viewer``), animates the events the
core reports (``event_anims``), and hands every decision to the core as one of
``Decision.choices()`` - it never changes the game itself. Each pending decision of a person is
played by its interaction (``interactions``: prompt, buttons, presses, drops, highlights); the
regions are painted by plain painters (``prompt_bar``, ``mat_pieces``, ``opponents``,
``own_board``, ``side_panels``, ``tips``). Bots think in a worker thread. When the next decision
belongs to another person at the same screen, a hand-off screen covers the table first.
Input events are routed in ``table_input``; a frame is drawn by ``table_paint``.
"""
from __future__ import annotations

import pygame

from game.i18n import _
from game.kathmandu.data import load_tables
from game.kathmandu.engine import IllegalChoice
from game.kathmandu.view import routes, services, table_input, table_paint
from game.kathmandu.view.advice import Adviser
from game.kathmandu.view.anims import AnimQueue
from game.kathmandu.view.botplay import BotWorker, make_bot
from game.kathmandu.view.cards import CardRenderer
from game.kathmandu.view.event_anims import EventAnimator
from game.kathmandu.view import face_warm
from game.kathmandu.view.interactions import Interaction, interaction_for
from game.kathmandu.view.layout import build_layout
from game.kathmandu.view.look import Look
from game.kathmandu.view.mat import build_geometry, paint_mat
from game.kathmandu.view.menu import ChoiceMenu
from game.kathmandu.view.model import TableModel, extract
from game.kathmandu.view.own_area import Column, columns, hand_rects, two_ended
from game.kathmandu.view.own_board import paint_card_ghost
from game.kathmandu.view.session import Session
from game.kathmandu.view.setup import TableSetup
from game.kathmandu.view.tips import tip_at
from game.shell.scene import Scene
from game.ui import fonts

#: nothing to play: what the painters ask when no decision of the viewer is pending
NO_PLAY = Interaction(None, None)
#: the (size, bold, serif) fonts the table draws with, opened when it opens (not on a late frame)
TABLE_FONTS = [(n, True, False) for n in (7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18, 20, 22, 25, 30, 47, 50)] + [
    (11, False, False), (12, False, False), (14, False, False), (22, True, True)]


class TableScene(Scene):
    #: the highlights of what you can do pulse gently even while nothing else moves
    ambient_fps = 20

    def __init__(self, app, setup: TableSetup, session: Session | None = None, autoplay: bool = False,
                 autoquit: bool | None = None) -> None:
        super().__init__(app)
        fonts.warm(TABLE_FONTS)
        self.t_tables = load_tables()
        self.session = session or Session(setup)
        self.setup = self.session.setup
        self.opts = self.setup.options
        self.n = self.opts.players
        self.names = self.setup.names
        self.autoplay = autoplay or not self.setup.humans
        self.autoquit = self.autoplay if autoquit is None else autoquit
        humans = self.setup.humans
        self.viewer = humans[0] if humans else 0
        self.renderer = CardRenderer(symbols=services.symbols_on(app))
        self.anims = AnimQueue()
        self.animator = EventAnimator(self)
        self.worker: BotWorker | None = None
        self.adviser = Adviser(self)  # solo: the planner's target and move (H)
        self.think = 0.0
        self.dirty = True
        self.model: TableModel | None = None
        self.model_version = 0
        self.flipped: set[int] = set()  # hand cards showing their other end
        self.new_cards: set[int] = set()
        self.new_round = 0  # the round the NEW cards arrived in
        self.play: Interaction = NO_PLAY  # the interaction of the viewer's pending decision
        self.menu: ChoiceMenu | None = None
        self.mouse = (0, 0)
        self.log_scroll = 0
        self.kb_index = 0
        self.kb_active = False
        self.handoff_for: int | None = None
        self.tip_quiet = False
        self.ended = False
        self.expanded: int | None = None
        self.pinned: int | None = None  # an opponent's board kept open by a click
        self.show_discards = False  # every discard spread out over the mat (click the pile)
        self.buttons: list = []  # (rect, label, action, enabled) as the bar last drew them
        self.message = ""
        self.message_t = 0.0
        self.time = 0.0
        self._geom_six: bool | None = None
        self.look: Look | None = None
        self.game_over_event = None
        self.started = False
        self.warm_seconds = 0.0  # what painting the faces took when the table opened
        self._asking: tuple[int, float] | None = None  # (bot seat, seconds) asked for with the next frame
        self._sent_dragged = False  # online: the move sent was a drag (its card is not flown again)
        self.layout = build_layout(self.n, self.viewer, self.n == 1, len(self.session.view(self.viewer).goals))
        self._refresh()

    # ------------------------------------------------------------------ lifecycle
    def on_enter(self) -> None:
        if not self.started:
            self.started = True
            self.warm_faces()
            if self.session.fresh:
                self.animator.animate(self.session.opening(), -1, None)
                self.dirty = True
            services.play(self.app, "bell")
            if len(self.setup.humans) > 1 and not self.session.over:
                # hot-seat: the table goes first to the person who decides first (their mission and
                # hand stay hidden until they sit down)
                d = self.decision()
                seat = d.player if d is not None and self.session.is_human(d.player) else self.viewer
                if seat != self.viewer:
                    self._set_viewer(seat)
                self.handoff_for = seat
                routes.hand_off(self.app, self, seat)

    def warm_faces(self) -> None:
        """Paint every card face the table can show in play into the card cache now (at black,
        behind the opening fade: ~0.2-0.3 s), so no frame in play paints one (``face_warm``)."""
        cards = face_warm.cards_in_play(self.t_tables, getattr(self.session, "state", None), self.opts)
        self.warm_seconds = face_warm.warm(self.renderer, face_warm.faces_to_warm(cards, self.geom, self.layout))
        self.warm_seconds += face_warm.warm_words(self.look, self.layout, self.names, self.n, self.t_tables.coins)

    def on_language(self) -> None:
        """The painted mat holds its captions (STORAGE, the decks): repaint it, and every cached
        layer (they are keyed by the model's version) in the new language."""
        if self.look is not None:
            self.mat_layer = paint_mat(self.look.geom, solo=self.n == 1)
        self.model_version += 1
        self.session.reword_log()
        self.renderer.forget_other_languages()

    def is_busy(self) -> bool:
        """Full frame rate only while something runs by itself: animations, bots, a drag, a message."""
        if self.anims.busy or self.dirty or self.play.drag is not None or self.message_t > 0:
            return True
        if self.adviser.thinking:
            return True
        if self.session.remote:  # waiting on the network costs nothing: a message wakes the window
            return self.session.has_news()
        if self.ended or self.handoff_for is not None:
            return False
        d = self.decision()
        if d is None:
            return not self.ended
        return not self.session.is_human(d.player) or d.player != self.viewer

    # ------------------------------------------------------------------ model
    @property
    def geom(self):
        return self.look.geom

    @property
    def coins_drawn(self) -> list:
        """(spot, seat, value) of the coins the last frame showed on the bid spots."""
        return self.look.coins_drawn

    def _refresh(self) -> None:
        old = set(c for c in self.model.seats[self.viewer].hand if c is not None) if self.model else set()
        old_viewer = self.model.viewer if self.model else None
        self.model = extract(self.session.view(self.viewer), self.viewer)
        hand = set(c for c in self.model.seats[self.viewer].hand if c is not None)
        if old_viewer == self.viewer and hand - old:
            self.new_cards = hand - old  # just collected: marked for the rest of the round
            self.new_round = self.model.round
        if self.model.round != self.new_round:
            self.new_cards = set()
        self.new_cards &= hand
        self.model_version += 1
        self.dirty = False
        six = self.model.six
        if six != self._geom_six or self.look is None:
            self._geom_six = six
            geom = build_geometry(self.layout.mat, self.t_tables, six,
                                  bhairavs=len(self.t_tables.bhairavs) if self.opts.bhairav else 0, whole_mat=self.n == 1)
            self.mat_layer = paint_mat(geom, solo=self.n == 1)
            if self.look is None:
                self.look = Look(self.renderer, geom, self.t_tables, self.names, self.n, self.viewer)
            self.look.geom = geom
        self.look.viewer = self.viewer
        self.look.fx.clear(len(self.session.log))
        self.kb_index = 0
        self.flipped = {c for c in self.flipped if c in (self.model.seats[self.viewer].hand or [])}
        self.renderer.set_symbols(services.symbols_on(self.app))

    def _set_viewer(self, seat: int) -> None:
        if seat != self.viewer:
            self.viewer = seat
            self.layout = build_layout(self.n, seat, self.n == 1, len(self.model.goals) if self.model else 0)
            self._geom_six = None
            self.flipped.clear()
            self.play = NO_PLAY
            self.menu = None
            self.look.layers.clear()
        self._refresh()

    def decision(self):
        return self.session.decision()

    def my_decision(self):
        """The pending decision if it is the viewer's and a person's (so the UI may act)."""
        if self.anims.busy or self.dirty or self.ended or self.handoff_for is not None:
            return None
        d = self.decision()
        if d is None or d.player != self.viewer or not self.session.is_human(d.player):
            return None
        return d

    def _sync_play(self) -> Interaction:
        """The interaction of the viewer's pending decision (a new one for each new decision)."""
        d = self.my_decision()
        if d is None:
            return NO_PLAY
        if self.play.decision is not d:
            self.play = interaction_for(self, d)
            if self.menu is not None and self.menu.decision is not d:
                self.menu = None
            if self.play.menu_only:
                self.open_menu(d, sticky=True)
        return self.play

    # ------------------------------------------------------------------ update
    def update(self, dt: float) -> None:
        if not routes.table_runs_under(self.app.stack.top, self):
            return  # paused under a dialog or the rules
        self.time += dt
        self.anims.update(dt)
        if self.message_t > 0:
            self.message_t -= dt
        self.adviser.poll()
        if self.anims.busy:
            return
        if self.session.remote and self._pump_remote():
            return
        refreshed = False
        if self.dirty:
            self._refresh()
            refreshed = True
        if self.session.over:
            if not self.ended:
                self.ended = True
                self.play = NO_PLAY
                self._save()
                self._keep_record()
                routes.end_of_game(self.app, self, autoquit=self.autoquit)
            return
        d = self.decision()
        if d is None:
            return
        if self.session.remote:  # another seat's decision is made on its own computer or the server
            if self.session.is_human(d.player):
                self._sync_play()
            return
        if self.session.is_human(d.player):
            if d.player != self.viewer:
                if len(self.setup.humans) > 1:
                    if self.handoff_for != d.player:
                        self.handoff_for = d.player
                        routes.hand_off(self.app, self, d.player)
                    return
                self._set_viewer(d.player)
            self._sync_play()
            return
        # a bot's turn
        if self.worker is None or self.worker.seat != d.player:
            if refreshed:
                # this frame repaints what the last move changed: the request to the bots' worker
                # (pickled and piped, ~0.5 ms) goes with the next frame, and the bot's time counts
                # from this one (its move lands on the same frame as if asked now)
                self._asking = (d.player, dt)
                return
            level = self.setup.seats[d.player]
            self.worker = BotWorker(make_bot(level), self.session.bot_view(d.player), self.session.bot_rng(), d.player)
            ahead = self._asking[1] if self._asking is not None and self._asking[0] == d.player else 0.0
            self._asking = None
            self.think = ahead
        if self.app.frames_limit:
            self.worker.wait(30.0)  # headless runs: deterministic frames
        self.think += dt
        if self.worker.done and self.think >= services.anim(self.app, 0.25):
            w, self.worker = self.worker, None
            choice = w.result
            if w.error is not None or choice is None or not d.is_legal(choice):
                choice = d.choices()[0]
            self.apply(choice, from_ui=False)

    def thinking_seat(self) -> int | None:
        """The bot seat whose decision is being thought (or asked for with the next frame)."""
        if self.worker is not None:
            return self.worker.seat
        return self._asking[0] if self._asking is not None else None

    def _pump_remote(self) -> bool:
        """Takes what the server pushed since the last frame (one message a frame, so each animates)."""
        step = self.session.advance()
        if step is None:
            return False
        if step.notice:
            self.say(step.notice, bad=True)
        if step.events or self.play.decision is not self.decision():
            self.play = NO_PLAY
            self.menu = None
        if step.events:
            self.animator.animate(step.events, step.seat, step.choice,
                                  dragged=step.choice is not None and self._sent_dragged)
        self.dirty = True
        return True

    def on_exit(self) -> None:
        if self.session.remote:
            self.session.close()

    def handoff_done(self, seat: int) -> None:
        """The hand-off screen was confirmed by ``seat``'s player."""
        self.handoff_for = None
        self._set_viewer(seat)

    # ------------------------------------------------------------------ what interactions use
    def apply(self, choice, from_ui: bool = True, dragged: bool = False) -> bool:
        d = self.decision()
        if d is None:
            return False
        self._sent_dragged = dragged
        try:
            events = self.session.apply(choice)
        except IllegalChoice as exc:
            self.say(str(exc), bad=True)
            self.sound("error")
            return False
        self.play = NO_PLAY
        self.menu = None
        if from_ui:
            self.sound("click")
        self.animator.animate(events, d.player, choice, dragged=dragged)
        self.dirty = True
        self._save()
        return True

    def apply_first(self, cands: list, dragged: bool = False) -> bool:
        if not cands:
            self.sound("error")
            return False
        return self.apply(cands[0], dragged=dragged)

    def say(self, msg: str, bad: bool = False) -> None:
        self.message = msg
        self.message_t = 3.0

    def sound(self, name: str) -> None:
        services.play(self.app, name)

    def open_menu(self, d, only: list | None = None, sticky: bool = False) -> None:
        """The menu of ``d``'s choices (``only`` some of them: an ambiguous drop)."""
        self.menu = ChoiceMenu(self, d, only if only is not None else list(d.choices()), sticky=sticky)

    def undo(self) -> None:
        if self.my_decision() is None or not self.session.can_undo():
            self.sound("error")
            return
        keep_new = set(self.new_cards)
        self.session.undo()
        self.sound("undo")
        self.dirty = True
        self._refresh()
        self.new_cards = keep_new  # a card that comes back to the hand by undo is not new

    def card_end(self, card: int) -> int:
        """Which end of a hand card is up (right-click flips it)."""
        return 1 if two_ended(card) and card in self.flipped else 0

    def hand_rects(self) -> list[tuple[pygame.Rect, int]]:
        return hand_rects(self.model, self.layout, self.viewer) if self.model else []

    def columns(self) -> list[Column]:
        return columns(self.model, self.layout, self.viewer)

    def owner_of(self, monument: int) -> int:
        for s in (self.model.seats if self.model else []):
            for m in s.monuments:
                if m.id == monument:
                    return m.area
        return self.viewer

    def coin_surf(self, seat: int, value: int | None, r: int = 16) -> pygame.Surface:
        return self.look.coin(seat, value, r)

    def keyboard_moves(self) -> list:
        """Every legal choice of the current decision, for keyboard play (arrows pick, confirm applies)."""
        return self._sync_play().keyboard_moves() if self.my_decision() is not None else []

    def tip_at(self, pos):
        return tip_at(pos, self.model, self.layout, self.look, advanced=self.opts.advanced_missions,
                      solo_missions=self.session.view(0).missions if self.n == 1 else [])

    def _save(self) -> None:
        if self.autoplay or not self.session.saves:
            return
        try:
            routes.save_table(self.session)
        except OSError as exc:
            self.say(_("Could not save the game: {why}").format(why=exc.strerror), bad=True)

    def _keep_record(self) -> None:
        if self.autoplay or not self.session.saves:
            return
        try:
            routes.keep_finished(self.session)
        except OSError as exc:
            self.say(_("Could not keep the finished game: {why}").format(why=exc.strerror), bad=True)

    def show_results(self) -> None:
        """Back to the results after looking at the final table."""
        routes.end_of_game(self.app, self, autoquit=False, again=True)

    # ------------------------------------------------------------------ input and drawing
    def handle(self, event) -> bool:
        return table_input.handle(self, event)

    def draw(self, surface: pygame.Surface) -> None:
        table_paint.draw(self, surface)

    def draw_card_ghost(self, surface, card: int, pos, end: int) -> None:
        """The end of a dragged card that will be built (the half grabbed), under the mouse."""
        paint_card_ghost(surface, self.look, card, end, pos, self.model.holo_points(card))

__all__ = ["TableScene"]
