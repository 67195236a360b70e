"""The Kathmandu table: the playmat, the boards, the hands, and play with the mouse or the keyboard.

It draws only from a PlayerView of the person at the screen (``viewer``), animates the events the
core reports (``event_anims``), and hands every decision to the core as one of
``Decision.choices()`` - it never changes the game itself. Each pending decision of a person is
played by its interaction (``interactions``: prompt, buttons, presses, drops, highlights); the
regions are painted by plain painters (``prompt_bar``, ``mat_pieces``, ``opponents``,
``own_board``, ``side_panels``, ``tips``). Bots think in a worker thread. When the next decision
belongs to another person at the same screen, a hand-off screen covers the table first.
"""
from __future__ import annotations

import pygame

from game.i18n import _
from game.kathmandu.data import load_tables
from game.kathmandu.engine import IllegalChoice
from game.kathmandu.view import routes, services
from game.kathmandu.view.advice import Adviser
from game.kathmandu.view.anims import AnimQueue
from game.kathmandu.view.boards import seat_name
from game.kathmandu.view.botplay import BotWorker, make_bot
from game.kathmandu.view.cards import CardRenderer
from game.kathmandu.view.choice_words import ChoiceWords
from game.kathmandu.view.decision_kinds import doing, phase_name
from game.kathmandu.view.event_anims import EventAnimator
from game.kathmandu.view.fonts import shadow_text
from game.kathmandu.view.interactions import Interaction, interaction_for
from game.kathmandu.view.layout import build_layout
from game.kathmandu.view.look import Look
from game.kathmandu.view.mat import build_geometry, paint_mat
from game.kathmandu.view.mat_pieces import paint_bhairavs, paint_discards, paint_market, paint_piles, paint_spots
from game.kathmandu.view.menu import ChoiceMenu
from game.kathmandu.view.model import TableModel, extract
from game.kathmandu.view.opponents import paint_opponents
from game.kathmandu.view.own_area import Column, columns, hand_rects, two_ended
from game.kathmandu.view.own_board import paint_card_ghost, paint_own
from game.kathmandu.view.paint import blit_panel, wood
from game.kathmandu.view.prompt_bar import paint_bar, paint_keyboard
from game.kathmandu.view.session import Session
from game.kathmandu.view.setup import TableSetup
from game.kathmandu.view.side_panels import paint_log, paint_side
from game.kathmandu.view.tips import paint_expanded, tip_at
from game.shell.actions import Action, ActionEvent, PointerEvent
from game.shell.scene import Scene

#: nothing to play: what the painters ask when no decision of the viewer is pending
NO_PLAY = Interaction(None, None)


class TableScene(Scene):
    #: the highlights of what you can do pulse gently even while nothing else moves
    ambient_fps = 20

    def __init__(self, app, setup: TableSetup, session: Session | None = None, autoplay: bool = False,
                 autoquit: bool | None = None) -> None:
        super().__init__(app)
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
        self.layout = build_layout(self.n, self.viewer, self.n == 1, len(self.session.view(self.viewer).goals))
        self._refresh()

    # ------------------------------------------------------------------ lifecycle
    def on_enter(self) -> None:
        if not self.started:
            self.started = True
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

    def on_language(self) -> None:
        """The painted mat holds its captions (STORAGE, the decks): repaint it, and every cached
        layer (they are keyed by the model's version) in the new language."""
        if self.look is not None:
            self.mat_layer = paint_mat(self.look.geom, solo=self.n == 1)
        self.model_version += 1
        self.session.reword_log()

    def is_busy(self) -> bool:
        """Full frame rate only while something runs by itself: animations, bots, a drag, a message."""
        if self.anims.busy or self.dirty or self.play.drag is not None or self.message_t > 0:
            return True
        if self.adviser.thinking:
            return True
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
        if self.dirty:
            self._refresh()
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
            level = self.setup.seats[d.player]
            self.worker = BotWorker(make_bot(level), self.session.bot_view(d.player), self.session.bot_rng(), d.player)
            self.think = 0.0
        if self.app.frames_limit:
            self.worker.wait(30.0)  # headless runs: deterministic frames
        self.think += dt
        if self.worker.done and self.think >= services.anim(self.app, 0.25):
            w, self.worker = self.worker, None
            choice = w.result
            if w.error is not None or choice is None or not d.is_legal(choice):
                choice = d.choices()[0]
            self.apply(choice, from_ui=False)

    def handoff_done(self, seat: int) -> None:
        """The hand-off screen was confirmed by ``seat``'s player."""
        self.handoff_for = None
        self._set_viewer(seat)

    # ------------------------------------------------------------------ what interactions use
    def apply(self, choice, from_ui: bool = True, dragged: bool = False) -> bool:
        d = self.decision()
        if d is None:
            return False
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
        if self.autoplay:
            return
        try:
            routes.save_table(self.session)
        except OSError as exc:
            self.say(_("Could not save the game: {why}").format(why=exc.strerror), bad=True)

    def _keep_record(self) -> None:
        if self.autoplay:
            return
        try:
            routes.keep_finished(self.session)
        except OSError as exc:
            self.say(_("Could not keep the finished game: {why}").format(why=exc.strerror), bad=True)

    def show_results(self) -> None:
        """Back to the results after looking at the final table."""
        routes.end_of_game(self.app, self, autoquit=False, again=True)

    # ------------------------------------------------------------------ input
    def handle(self, event) -> bool:
        play = self._sync_play()
        if isinstance(event, PointerEvent):
            self.mouse = event.pos
            if self.menu is not None and self.menu.open:
                return self.menu.pointer(event)
            if event.kind == "move":
                self.kb_active = False
                self.tip_quiet = False
                play.move(event.pos)
                self._hover_expand(event.pos)
                return True
            if event.kind == "wheel":
                if self.layout.log.collidepoint(event.pos):
                    self.log_scroll = max(0, self.log_scroll + event.wheel * 2)
                return True
            if event.kind == "down":
                if self.anims.busy and event.button == 1 and not self._button_at(event.pos):
                    self.anims.skip()
                    return True
                if event.button == 3:
                    self._flip_at(event.pos)
                elif event.button == 1:
                    self._press(event.pos, play)
                return True
            if event.kind == "up" and event.button == 1:
                play.release(event.pos)
                self.tip_quiet = True  # what was hovered has just been used: no tip until the mouse moves
                return True
            return False
        if isinstance(event, ActionEvent):
            return self._action(event, play)
        return False

    def _action(self, event: ActionEvent, play: Interaction) -> bool:
        a = event.action
        if event.means(Action.HELP):
            routes.rules(self.app)
            return True
        if self.menu is not None and self.menu.open:
            return self.menu.action(event)
        if event.means(Action.MENU) or event.means(Action.BACK):
            if play.cancel() or self.pinned is not None or self.show_discards:
                self.show_discards = False
                self.pinned = None
                self.expanded = None
                return True
            routes.pause(self.app, self)
            return True
        if event.means(Action.UNDO):
            self.undo()
            return True
        if a is Action.HINT and self.n == 1:
            self.adviser.ask()
            return True
        if a is Action.CONFIRM and self.adviser.thinking:
            self.say(_("Thinking about advice..."))  # Enter will play the advice, not a stale pick
            return True
        if a is Action.FLIP:
            self._flip_at(self.mouse)
            return True
        if self.anims.busy and a is Action.CONFIRM:
            self.anims.skip()
            return True
        cands = self.keyboard_moves()
        if a in (Action.LEFT, Action.RIGHT, Action.UP, Action.DOWN) and cands:
            step = 1 if a in (Action.RIGHT, Action.DOWN) else -1
            if self.kb_active:
                self.kb_index = (self.kb_index + step) % len(cands)
            self.kb_active = True
            self.sound("focus")
            return True
        if a is Action.CONFIRM:
            if self.menu is not None and self.menu.hidden:
                self.menu.show()
                return True
            if cands and self.kb_active:
                self.apply(cands[self.kb_index % len(cands)])
            elif cands:
                self.kb_active = True
            return True
        if a is Action.VIEW and self.menu is not None:
            self.menu.hidden = not self.menu.hidden
            return True
        return False

    def _button_at(self, pos):
        for rect, _label, fn, enabled in self.buttons:
            if rect.collidepoint(pos):
                return (rect, fn, enabled)
        return None

    def _press(self, pos, play: Interaction) -> None:
        if self.show_discards:
            self.show_discards = False  # any click closes the spread of discards
            return
        b = self._button_at(pos)
        if b is not None:
            if b[2]:
                b[1]()
            else:
                self.sound("error")
            return
        holding_card = bool(play.selected and play.selected.get("what") == "card")
        for seat, rect in self.layout.boards.items():
            if rect.collidepoint(pos) and not holding_card:
                self.pinned = None if self.pinned == seat else seat
                self.expanded = self.pinned
                self.sound("click")
                return
        if self.pinned is not None:
            self.pinned = None
            self.expanded = None
            return  # the click closed the board that covered the mat
        if not play.uses_discard_pile and self.geom.discard.collidepoint(pos) and self.model.discards:
            self.show_discards = True
            self.sound("card")
            return
        play.press(pos)

    def _flip_at(self, pos) -> None:
        card = self.play.held_card()
        if card is None:
            card = next((c for rect, c in reversed(self.hand_rects()) if rect.collidepoint(pos)), None)
        if card is None and self.play.selected and self.play.selected.get("what") == "card":
            card = self.play.selected["card"]
        if card is None:
            return
        if not two_ended(card):
            self.say(_("Both ends of this card are the same section."))
            return
        self.flipped ^= {card}
        self.sound("card")

    def _hover_expand(self, pos) -> None:
        self.expanded = self.pinned
        for seat, rect in self.layout.boards.items():
            if rect.collidepoint(pos) and not self.play.drag:
                self.expanded = seat

    # ------------------------------------------------------------------ drawing
    def _prompt(self) -> tuple[str, list]:
        d = self.decision()
        if self.ended:
            top = self.app.stack.top
            if top is self:  # the results were closed to look at the final table
                return _("The game is over: the final table."), [(_("Back to results"), self.show_results, True)]
            return _("The game is over."), []
        if d is None or self.anims.busy or self.dirty:
            return "", []
        if d.player != self.viewer or not self.session.is_human(d.player):
            return doing(d.kind, seat_name(self.names, d.player)), []
        return self.play.prompt(), self.play.buttons() + self.play.anytime_buttons()

    def draw(self, surface: pygame.Surface) -> None:
        r = self.renderer
        r.begin_frame()
        r.set_symbols(services.symbols_on(self.app))
        self.time = max(self.time, services.now(self.app))
        play = self._sync_play()
        m, L, look = self.model, self.layout, self.look
        look.time, look.mouse, look.busy = self.time, self.mouse, self.anims.busy or self.dirty
        look.holo_next = m.holo_next
        bg = look.layers.get("bg")
        if bg is None or bg[0] is not self.mat_layer:
            img = wood(surface.get_size()).copy()
            img.blit(self.mat_layer, L.mat)
            bg = (self.mat_layer, img.convert() if pygame.display.get_surface() else img)
            look.layers["bg"] = bg
        surface.blit(bg[1], (0, 0))
        menu_open = self.menu is not None and self.menu.open
        paint_piles(surface, m, L, look)
        paint_market(surface, m, L, look, play, hover_spots=not menu_open)
        paint_spots(surface, m, L, look, play)
        if self.opts.bhairav:
            paint_bhairavs(surface, m, L, look)
        d = self.decision()
        active = d.player if d is not None and not self.anims.busy else None
        paint_opponents(surface, m, L, look, play, version=self.model_version, active=active,
                        thinking=self.worker.seat if self.worker is not None else None,
                        humans={s for s in range(self.n) if self.session.is_human(s)})
        sel = play.selected["card"] if play.selected and play.selected.get("what") == "card" else None
        paint_own(surface, m, L, look, play, title=self._own_title(), flipped=self.flipped, new_cards=self.new_cards,
                  selected_card=sel)
        self.adviser.draw_target(surface)
        paint_side(surface, m, L, look, self.session.view(self.viewer), advanced=self.opts.advanced_missions,
                   expertise=self.opts.expertise, version=self.model_version)
        self.adviser.draw_key(surface)
        shown = len(self.session.log) if not look.busy else min(look.fx.log_shown, len(self.session.log))
        self.log_scroll = paint_log(surface, L, look, self.session.log, shown, self.log_scroll)
        txt, btns = self._prompt()
        self.buttons = paint_bar(surface, m, L, look, phase=self._phase(), prompt=txt, buttons=btns,
                                 mine=self.my_decision() is not None, seat=d.player if d is not None else None,
                                 help_action=lambda: routes.rules(self.app),
                                 last_round=getattr(self.game_over_event, "round", 0) if self.ended else 0)
        self.anims.draw(surface)
        self._draw_keyboard(surface)
        play.draw_ghost(surface)
        if menu_open and self.my_decision() is not None:
            veil = look.layers.get("veil")
            if veil is None:
                veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
                veil.fill((10, 6, 4, 120))
                look.layers["veil"] = veil
            self.menu.draw(surface, veil)
        if self.show_discards:
            paint_discards(surface, m, L, look)
        else:
            self._draw_tooltip(surface)
        if self.message_t > 0 and self.message:
            t = shadow_text(self.message, 15, (255, 200, 170), True)
            box = pygame.Rect(0, 0, t.get_width() + 24, 30)
            box.midbottom = (L.mat.centerx, L.mat.bottom - 6)
            blit_panel(surface, box, fill=(90, 30, 28), edge=(220, 120, 90), radius=8)
            surface.blit(t, t.get_rect(center=box.center))

    def _own_title(self) -> str:
        if self.n == 1:
            return _("Your Durbar Squares")
        name = seat_name(self.names, self.viewer)
        if len(self.setup.humans) == 1 and self.session.is_human(self.viewer):
            return _("You ({name})").format(name=name)
        return name

    def _phase(self) -> str:
        if self.look.fx.phase_note and self.look.busy:
            return self.look.fx.phase_note
        return phase_name(self.model.phase)

    def _draw_keyboard(self, surface) -> None:
        """Keyboard play: the legal move the arrows picked, spelled out, with its target ringed."""
        if not self.kb_active or self.my_decision() is None:
            return
        cands = self.keyboard_moves()
        if not cands:
            return
        ch = cands[self.kb_index % len(cands)]
        words = ChoiceWords(self.model, self.names, self.viewer).text(ch)
        label_ = _("{i}/{n}  {move}   - arrows: other moves, Enter: play it").format(
            i=self.kb_index % len(cands) + 1, n=len(cands), move=words)
        ring = None
        if ch.kind in ("bid", "jump"):
            sid = self.look.spot_id(ch.spot if ch.kind == "bid" else ch.to)
            ring = self.geom.spot_rect(sid) if sid in self.geom.spots else None
        elif ch.kind in ("build", "discard", "reconstruct"):
            ring = next((r for r, c in self.hand_rects() if c == ch.card), None)
        paint_keyboard(surface, self.layout, label_, ring)

    def draw_card_ghost(self, surface, card: int, pos, end: int) -> None:
        """The end of a dragged card that will be built (the half grabbed), under the mouse."""
        paint_card_ghost(surface, self.look, card, end, pos, self.model.holo_points(card))

    def _draw_tooltip(self, surface) -> None:
        if self.play.drag or (self.menu is not None and self.menu.open):
            return
        if self.app.stack.top is not self:
            return  # a dialog is over the table
        if self.expanded is not None:
            paint_expanded(surface, self.model, self.layout, self.look, self.expanded,
                           view=self.session.view(self.viewer), advanced=self.opts.advanced_missions)
            return
        if self.tip_quiet:
            return  # just clicked: what was hovered is used; no tip until the mouse moves
        if self.anims.busy and self.layout.mat.collidepoint(self.mouse):
            return  # the reveal's "highest" / "nearer" labels on the mat must not hide under a tip
        tip = self.tip_at(self.mouse)
        if tip:
            from game.ui.widgets import tooltip
            tooltip(surface, tip[0], tip[1], max_width=360)


__all__ = ["TableScene"]
