"""The Kathmandu table: the playmat, the boards, the hands, and play with the mouse or the keyboard.

It draws only from a PlayerView of the person at the screen (``viewer``), animates the events the
core reports, and hands every decision to the core as one of ``Decision.choices()`` - it never
changes the game itself. Bots think in a worker thread. When the next decision belongs to another
person at the same screen, a hand-off screen covers the table first.
"""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.kathmandu.data import COLOURS, load_tables
from game.kathmandu.engine import IllegalChoice
from game.kathmandu.view import services
from game.kathmandu.view.anims import AnimQueue
from game.kathmandu.view.boards import (ARCHITECT_NAMES, card_obj, draw_compact_board, draw_hand_card,
                                        draw_monument, hand_rects, monument_rects, order_monuments, section_of,
                                        seat_name)
from game.kathmandu.view.botplay import BotWorker, make_bot
from game.kathmandu.view.cards import CardRenderer
from game.kathmandu.view.fonts import shadow_text, text, wrap
from game.kathmandu.view.layout import HAND_CARD, build_layout
from game.kathmandu.view.log_words import words
from game.kathmandu.view.mat import build_geometry, paint_mat
from game.kathmandu.view.model import TableModel, extract
from game.kathmandu.view.paint import (BAD, GOLD, GOOD, HILITE, INK, MUTED, blit_panel, coin, glow, seat_colour,
                                       wood)
from game.kathmandu.view.session import Session
from game.kathmandu.view.setup import TableSetup
from game.kathmandu.view.table_anims import TableAnimations
from game.kathmandu.view.table_panels import TablePanels
from game.kathmandu.view.table_picker import TablePicker
from game.kathmandu.view.table_tips import TableTips
from game.shell.actions import Action, ActionEvent, PointerEvent
from game.shell.scene import Scene



def resume_scene(app) -> "TableScene | None":
    """The saved game as a table, or None (with a toast) if it cannot be read."""
    from game.kathmandu.record import RecordError
    from game.kathmandu.saves import clear_save, read_save, set_aside
    doc, problem = read_save()
    if problem:
        services.toast(app, problem, "warn")
    if doc is None:
        return None
    try:
        session = Session.from_save(doc)
    except (RecordError, KeyError, TypeError, ValueError) as exc:
        services.toast(app, set_aside(str(exc).splitlines()[0][:80]), "warn")
        return None
    if session.over:
        clear_save()
        return None
    return TableScene(app, session.setup, session=session)


class TableScene(TableAnimations, TableTips, TablePicker, TablePanels, Scene):
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
        self.worker: BotWorker | None = None
        self.think = 0.0
        self.dirty = True
        self.model: TableModel | None = None
        self.model_version = 0
        self.hidden_spaces: set[str] = set()
        self.hidden_spots: set[str] = set()
        self.landed_cards: dict[str, int] = {}
        self.landed_coins: dict[str, tuple[int, int | None]] = {}
        self.revealed: dict[str, int] = {}
        self.flipped: set[int] = set()
        self.new_cards: set[int] = set()
        self.drag: dict | None = None
        self.selected: dict | None = None
        self.store_pick: set[int] = set()
        self.mouse = (0, 0)
        self.log_scroll = 0
        self.kb_index = 0
        self.kb_active = False
        self.log_shown = 0
        self.phase_note = ""
        self.picker: dict | None = None
        self.picker_hidden = False
        self.handoff_for: int | None = None
        self.tip_quiet = False
        self.ended = False
        self.end_timer = 0.0
        self.idle_after_end = 0.0
        self.expanded: int | None = None
        self.pinned: int | None = None  # an opponent's board kept open by a click
        self.show_discards = False  # every discard spread out over the mat (click the pile)
        self.buttons: list[tuple[pygame.Rect, str, Any, bool]] = []
        self.message = ""
        self.message_t = 0.0
        self.time = 0.0
        self._layers: dict = {}
        self._geom_six: bool | None = None
        self.game_over_event = None
        self.started = False
        goals = len(self.session.view(self.viewer).goals)
        self.layout = build_layout(self.n, self.viewer, self.n == 1, goals)
        self._refresh()

    # ------------------------------------------------------------------ lifecycle
    def on_enter(self) -> None:
        if not self.started:
            self.started = True
            if self.session.fresh:
                ev = self.session.opening()
                self._animate(ev, -1, None)
                self.dirty = True
            services.play(self.app, "bell")
            if len(self.setup.humans) > 1 and not self.session.over:
                # hot-seat: the first person's mission and hand stay hidden until they sit down
                from game.kathmandu.view.overlays import HandOffScene
                self.handoff_for = self.viewer
                self.app.push(HandOffScene(self.app, self, self.viewer))

    #: the highlights of what you can do pulse gently even while nothing else moves
    ambient_fps = 20

    def is_busy(self) -> bool:
        """Full frame rate only while something runs by itself: animations, bots, a drag, a message."""
        if self.anims.busy or self.dirty or self.drag is not None or self.message_t > 0:
            return True
        if self.ended or self.handoff_for is not None:
            return False
        d = self.decision()
        if d is None:
            return not self.ended
        return not self.session.is_human(d.player) or d.player != self.viewer

    # ------------------------------------------------------------------ model
    def _refresh(self) -> None:
        old = set(c for c in self.model.seats[self.viewer].hand if c is not None) if self.model else set()
        old_viewer = self.model.viewer if self.model else None
        self.model = extract(self.session.view(self.viewer), self.viewer)
        hand = set(c for c in self.model.seats[self.viewer].hand if c is not None)
        if old_viewer == self.viewer and hand - old:
            self.new_cards = hand - old  # just collected: marked until the next collect
        self.new_cards &= hand
        self.model_version += 1
        self.hidden_spaces.clear()
        self.hidden_spots.clear()
        self.landed_cards.clear()
        self.landed_coins.clear()
        self.revealed.clear()
        self.dirty = False
        self.log_shown = len(self.session.log)
        self.phase_note = ""
        self.kb_index = 0
        six = self.model.six
        if six != self._geom_six:
            self._geom_six = six
            self.geom = build_geometry(self.layout.mat, self.t_tables, six,
                                       bhairavs=len(self.t_tables.bhairavs) if self.opts.bhairav else 0,
                                       whole_mat=self.n == 1)
            self.mat_layer = paint_mat(self.geom, solo=self.n == 1)
        self.flipped = {c for c in self.flipped if c in (self.model.seats[self.viewer].hand or [])}
        self.store_pick &= set(self.model.market.values())
        self.renderer.set_symbols(services.symbols_on(self.app))

    def _set_viewer(self, seat: int) -> None:
        if seat != self.viewer:
            self.viewer = seat
            self.layout = build_layout(self.n, seat, self.n == 1, len(self.model.goals) if self.model else 0)
            self._geom_six = None
            self.flipped.clear()
            self.drag = None
            self.selected = None
            self.picker = None
            self.store_pick.clear()
            self._layers.clear()
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

    # ------------------------------------------------------------------ update
    def update(self, dt: float) -> None:
        top = self.app.stack.top
        if top is not None and top is not self and type(top).__name__ != "EndScene":
            return  # paused under a dialog or the rules
        self.time += dt
        self.anims.update(dt)
        if self.message_t > 0:
            self.message_t -= dt
        if self.anims.busy:
            return
        if self.dirty:
            self._refresh()
        if self.session.over:
            if not self.ended:
                self.ended = True
                self._save()
                self._open_end()
            return
        d = self.decision()
        if d is None:
            return
        if self.session.is_human(d.player):
            if d.player != self.viewer:
                if len(self.setup.humans) > 1:
                    if self.handoff_for != d.player:
                        self.handoff_for = d.player
                        from game.kathmandu.view.overlays import HandOffScene
                        self.app.push(HandOffScene(self.app, self, d.player))
                    return
                self._set_viewer(d.player)
            self._auto_picker(d)
            return
        # a bot's turn
        if self.worker is None or self.worker.seat != d.player:
            level = self.setup.seats[d.player]
            self.worker = BotWorker(make_bot(level), self.session.bot_view(d.player), self.session.bot_rng(), d.player)
            self.think = 0.0
        if getattr(self.app, "frames_limit", None):
            self.worker.wait(30.0)  # headless runs: deterministic frames
        self.think += dt
        if self.worker.done and self.think >= services.anim(self.app, 0.25):
            w, self.worker = self.worker, None
            choice = w.result
            if w.error is not None or choice is None or not d.is_legal(choice):
                choice = d.choices()[0]
            self._apply(choice, from_ui=False)

    def handoff_done(self, seat: int) -> None:
        """The hand-off screen was confirmed by ``seat``'s player."""
        self.handoff_for = None
        self._set_viewer(seat)

    # ------------------------------------------------------------------ applying
    def _apply(self, choice, from_ui: bool = True, dragged: bool = False) -> bool:
        d = self.decision()
        if d is None:
            return False
        try:
            events = self.session.apply(choice)
        except IllegalChoice as exc:
            self._say(str(exc), bad=True)
            services.play(self.app, "error")
            return False
        self.drag = None
        self.selected = None
        self.picker = None
        self.picker_hidden = False
        self.store_pick.clear()
        if from_ui:
            services.play(self.app, "click")
        self._animate(events, d.player, choice, dragged=dragged)
        self.dirty = True
        self._save()
        return True

    def _save(self) -> None:
        from game.kathmandu.saves import clear_save, write_save
        if self.autoplay:
            return
        try:
            if self.session.over:
                clear_save()
            else:
                write_save(self.session.save_doc())
        except OSError as exc:
            self._say(f"Could not save the game: {exc.strerror}", bad=True)

    def undo(self) -> None:
        if self.my_decision() is None or not self.session.can_undo():
            services.play(self.app, "error")
            return
        keep_new = set(self.new_cards)
        self.session.undo()
        services.play(self.app, "undo")
        self.dirty = True
        self._refresh()
        self.new_cards = keep_new  # a card that comes back to the hand by undo is not new

    def _say(self, msg: str, bad: bool = False) -> None:
        self.message = msg
        self.message_t = 3.0

    # ------------------------------------------------------------------ event animation


    # ------------------------------------------------------------------ the legal moves, as targets
    def _choices(self) -> list:
        d = self.my_decision()
        return d.choices() if d else []

    def _build_targets(self, card: int, end: int) -> list:
        return [c for c in self._choices() if c.kind == "build" and c.card == card and c.end == end]

    def _card_end(self, card: int) -> int:
        cd = card_obj(card)
        if cd.ends[0] == cd.ends[1]:
            return 0
        return 1 if card in self.flipped else 0

    def _monument_layout(self):
        """Own area: columns per monument (solo: two squares) -> list of (rect, monument or None, area)."""
        L = self.layout
        m = self.model
        out = []
        area = L.monuments
        if self.n == 1:
            half = area.w // 2 - 6
            for q in (0, 1):
                sub = pygame.Rect(area.x + q * (half + 12), area.y + 16, half, area.h - 16)
                mons = order_monuments([x for x in m.seats[0].monuments if x.area == q])
                rects, new, sec = monument_rects(mons, sub, slot=True, max_w=64)
                out.extend((rr, mm, q, sec) for rr, mm in zip(rects, mons))
                if new is not None:
                    out.append((new, None, q, sec))
            return out
        mons = order_monuments(m.seats[self.viewer].monuments)
        rects, new, sec = monument_rects(mons, area, slot=True)
        out.extend((rr, mm, self.viewer, sec) for rr, mm in zip(rects, mons))
        if new is not None:
            out.append((new, None, self.viewer, sec))
        return out

    def _place_where(self, d) -> str:
        """Where a card that must be built now can go, in words (it may be a teammate's board)."""
        areas = sorted({c.area for c in d.choices() if c.kind == "build"})
        if not areas or areas == [self.viewer] or self.n == 1:
            return ""
        names = ["your board" if a == self.viewer else f"{seat_name(self.names, a)}'s board" for a in areas]
        return " (" + " or ".join(names) + ")"

    def _hand_rects(self) -> list[tuple[pygame.Rect, int]]:
        hand = self.model.seats[self.viewer].hand if self.model else []
        cards = [c for c in hand if c is not None]
        # keep clear of the "Hand N (limit 3)" label at the left (and centred: as much at the right)
        rects = hand_rects(len(cards), self.layout.hand.inflate(-2 * 112, 0), *HAND_CARD)
        return list(zip(rects, cards))

    # ------------------------------------------------------------------ input
    def handle(self, event) -> bool:
        if isinstance(event, PointerEvent):
            self.mouse = event.pos
            if self.picker is not None and not self.picker_hidden:
                return self._picker_pointer(event)
            if event.kind == "move":
                self.kb_active = False
                self.tip_quiet = False
                if self.drag:
                    self.drag["pos"] = event.pos
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
                    return True
                if event.button == 1:
                    self._press(event.pos)
                return True
            if event.kind == "up" and event.button == 1:
                self._release(event.pos)
                self.tip_quiet = True  # what was hovered has just been used: no tip until the mouse moves
                return True
            return False
        if isinstance(event, ActionEvent):
            return self._action(event)
        return False

    def _action(self, event: ActionEvent) -> bool:
        a = event.action
        if event.means(Action.HELP):
            from game.kathmandu.view.overlays import RulesScene
            self.app.push(RulesScene(self.app))
            return True
        if self.picker is not None and not self.picker_hidden:
            return self._picker_action(event)
        if event.means(Action.MENU) or event.means(Action.BACK):
            if self.drag or self.selected or self.pinned is not None or self.show_discards:
                self.show_discards = False
                self.drag = None
                self.selected = None
                self.pinned = None
                self.expanded = None
                return True
            self._menu()
            return True
        if event.means(Action.UNDO):
            self.undo()
            return True
        if a is Action.FLIP:
            self._flip_at(self.mouse)
            return True
        if self.anims.busy and a is Action.CONFIRM:
            self.anims.skip()
            return True
        cands = self._kb_candidates()
        if a in (Action.LEFT, Action.RIGHT, Action.UP, Action.DOWN) and cands:
            step = 1 if a in (Action.RIGHT, Action.DOWN) else -1
            if self.kb_active:
                self.kb_index = (self.kb_index + step) % len(cands)
            self.kb_active = True
            services.play(self.app, "focus")
            return True
        if a is Action.CONFIRM:
            if self.picker is not None and self.picker_hidden:
                self.picker_hidden = False
                return True
            if cands and self.kb_active:
                self._apply(cands[self.kb_index % len(cands)])
            elif cands:
                self.kb_active = True
            return True
        if a is Action.VIEW and self.picker is not None:
            self.picker_hidden = not self.picker_hidden
            return True
        return False

    def _kb_candidates(self) -> list:
        """Every legal choice of the current decision, for keyboard play (arrows pick, confirm applies)."""
        d = self.my_decision()
        if d is None:
            return []
        ch = list(d.choices())
        if d.kind in ("build", "place"):
            done = [c for c in ch if c.kind == "done"]
            return done + [c for c in ch if c.kind != "done"]
        return ch

    def _menu(self) -> None:
        def chosen(i: int) -> None:
            if i == 1:
                opener = getattr(self.app, "open_settings", None)
                if callable(opener):
                    opener()
            elif i == 2:
                self._save()
                go = getattr(self.app, "go_title", None)
                if callable(go):
                    go()
                else:
                    self.app.pop()
        dialog = getattr(self.app, "dialog", None)
        body = ("The game is saved after every move; choose Continue on the new-game screen to pick it up."
                if not self.autoplay else "Bots are playing every seat.")
        if callable(dialog):
            dialog("Paused", body, ["Keep playing", "Settings", "Leave the table"], on_choice=chosen, cancel=0)
        else:
            chosen(2)

    def _button_at(self, pos):
        for rect, _label, fn, enabled in self.buttons:
            if rect.collidepoint(pos):
                return (rect, fn, enabled)
        return None

    def _press(self, pos) -> None:
        if self.show_discards:
            self.show_discards = False  # any click closes the spread of discards
            return
        b = self._button_at(pos)
        if b is not None:
            if b[2]:
                b[1]()
            else:
                services.play(self.app, "error")
            return
        for seat, rect in self.layout.boards.items():
            if rect.collidepoint(pos) and not (self.selected and self.selected.get("what") == "card"):
                self.pinned = None if self.pinned == seat else seat
                self.expanded = self.pinned
                services.play(self.app, "click")
                return
        if self.pinned is not None:
            self.pinned = None
            self.expanded = None
            return  # the click closed the board that covered the mat
        d = self.my_decision()
        if d is None or d.kind != "leftover":
            if self.geom.discard.collidepoint(pos) and self.model.discards:
                self.show_discards = True
                services.play(self.app, "card")
                return
        if d is None:
            return
        kind = d.kind
        L = self.layout
        m = self.model
        # own coins (bid, swap)
        if kind in ("bid", "manipulate"):
            for v, rect in enumerate(L.coins):
                if rect.inflate(6, 6).collidepoint(pos) and v in m.seats[self.viewer].coins:
                    if kind == "bid" and not any(c.kind == "bid" and c.coin == v for c in d.choices()):
                        services.play(self.app, "error")
                        return
                    self.drag = {"what": "coin", "value": v, "pos": pos, "start": pos}
                    self.selected = {"what": "coin", "value": v}
                    services.play(self.app, "click")
                    return
            spot = self.geom.spot_at(pos)
            if spot is not None:
                if self.selected and self.selected.get("what") == "coin":
                    self._drop_coin(self.selected["value"], spot)
                    return
                if self.selected and self.selected.get("what") == "mycoin":
                    self._drop_mycoin(self.selected["spot"], spot)
                    return
                bid = m.bids.get(spot)
                if kind == "manipulate" and bid and bid.seat == self.viewer:
                    self.drag = {"what": "mycoin", "spot": spot, "value": bid.coin, "pos": pos, "start": pos}
                    self.selected = {"what": "mycoin", "spot": spot}
                    return
        if kind in ("build", "place", "discard", "power_discard"):
            for rect, card in reversed(self._hand_rects()):
                if rect.collidepoint(pos):
                    if kind in ("discard", "power_discard"):
                        self._apply_first([c for c in d.choices() if c.kind == "discard" and c.card == card])
                        return
                    self.drag = {"what": "card", "card": card, "pos": pos, "start": pos,
                                 "offset": (pos[0] - rect.centerx, pos[1] - rect.centery)}
                    if self.selected and self.selected.get("card") == card:
                        self.selected = None
                    else:
                        self.selected = {"what": "card", "card": card}
                    return
            if self.selected and self.selected.get("what") == "card":
                if self._drop_card(self.selected["card"], pos):
                    return
        if kind == "storage":
            for sid, rect in self.geom.spaces.items():
                if rect.collidepoint(pos) and sid in m.market and sid not in self.geom.storage:
                    c = m.market[sid]
                    if c in self.store_pick:
                        self.store_pick.discard(c)
                    elif len(self.store_pick) < 2:
                        self.store_pick.add(c)
                    services.play(self.app, "click")
                    return
        if kind == "leftover":
            if self.geom.discard.collidepoint(pos) or any(r.collidepoint(pos) for r in self.geom.bhairav):
                self._open_picker(d, force=True)
                return

    def _release(self, pos) -> None:
        drag, self.drag = self.drag, None
        if not drag:
            return
        moved = abs(pos[0] - drag["start"][0]) + abs(pos[1] - drag["start"][1]) > 8
        if not moved:
            return  # a click: stays selected, click a target next
        if drag["what"] == "coin":
            spot = self.geom.spot_at(pos, slack=12)
            if spot is not None:
                self._drop_coin(drag["value"], spot, dragged=True)
            elif self.model and self.layout.own.collidepoint(pos):
                self.selected = None
            return
        if drag["what"] == "mycoin":
            spot = self.geom.spot_at(pos, slack=12)
            if spot is not None and spot != drag["spot"]:
                self._drop_mycoin(drag["spot"], spot)
            return
        if drag["what"] == "card":
            d = self.my_decision()
            if d and d.kind in ("discard", "power_discard") and self.geom.discard.inflate(20, 20).collidepoint(pos):
                self._apply_first([c for c in d.choices() if c.kind == "discard" and c.card == drag["card"]])
                return
            self._drop_card(drag["card"], pos, dragged=True)

    def _apply_first(self, cands: list, dragged: bool = False) -> bool:
        if not cands:
            services.play(self.app, "error")
            return False
        return self._apply(cands[0], dragged=dragged)

    def _drop_coin(self, value: int, spot: str, dragged: bool = False) -> None:
        d = self.my_decision()
        idx = self.t_tables.spot_index[spot]
        if d.kind == "bid":
            ok = [c for c in d.choices() if c.kind == "bid" and c.coin == value and c.spot == idx]
            if not ok:
                self._say(self._why_not_spot(spot, value), bad=True)
                services.play(self.app, "error")
                return
            self._apply(ok[0], dragged=dragged)
        elif d.kind == "manipulate":
            bid = self.model.bids.get(spot)
            if bid and bid.seat == self.viewer:
                ok = [c for c in d.choices() if c.kind == "swap" and c.spot == idx and c.coin == value]
                self._apply_first(ok)
            else:
                services.play(self.app, "error")

    def _why_not_spot(self, spot: str, value: int) -> str:
        if spot in (self.model.bids if self.model else {}):
            return f"Spot {spot} already has a coin (one coin per spot)."
        stack = self.model.stacks.get(spot, []) if self.model else []
        debris = sum(1 for x in stack if x < 10)
        if debris and value <= debris:
            return f"Spot {spot} holds {debris} debris: your coin must be worth more than {debris}."
        return f"Spot {spot} is not in use now."

    def _drop_mycoin(self, src: str, dst: str) -> None:
        d = self.my_decision()
        ok = [c for c in d.choices() if c.kind == "jump" and c.spot == self.t_tables.spot_index[src]
              and c.to == self.t_tables.spot_index[dst]]
        self._apply_first(ok)

    def _drop_card(self, card: int, pos, dragged: bool = False) -> bool:
        """Build ``card`` where it was dropped: a monument, the new-monument slot, a built section
        (reconstruction) or a teammate's board. Returns True if the drop meant something."""
        d = self.my_decision()
        if d is None:
            return False
        end = self._card_end(card)
        choices = d.choices()
        target = self._drop_target(pos)
        if target is None:
            return False
        kind, mon, area, level = target
        cands = []
        for e in (end, 1 - end):
            if kind == "monument":
                cands = [c for c in choices if c.kind == "build" and c.card == card and c.end == e and c.monument == mon]
                if not cands and level is not None:
                    cands = [c for c in choices if c.kind == "reconstruct" and c.card == card and c.end == e
                             and c.monument == mon and c.level == level + 1]
            elif kind == "new":
                cands = [c for c in choices if c.kind == "build" and c.card == card and c.end == e and c.monument < 0
                         and c.area == area]
            elif kind == "board":
                cands = [c for c in choices if c.kind == "build" and c.card == card and c.end == e and c.area == area]
            if cands:
                break
        if not cands:
            s = section_of(card, end)
            self._say(f"The {s.colour} {s.monument} section {s.position} cannot go there "
                      f"(build bottom to top, on its own monument type; right-click flips the card).", bad=True)
            services.play(self.app, "error")
            return True
        if len(cands) > 1:
            self._open_picker(d, force=True, only=cands)
            return True
        if cands[0].end != end:
            self.flipped ^= {card}
        self._apply(cands[0], dragged=dragged)
        return True

    def _drop_target(self, pos):
        for rect, mon, area, sec in self._monument_layout():
            col = rect.inflate(8, 8)
            if col.collidepoint(pos):
                if mon is None:
                    return ("new", -1, area, None)
                level = None
                base = rect.bottom - 14
                for lvl in range(len(mon.cards)):
                    rr = pygame.Rect(rect.x, base - (lvl + 1) * sec[1], rect.w, sec[1])
                    if rr.collidepoint(pos):
                        level = lvl
                return ("monument", mon.id, area, level)
        if self.layout.monuments.collidepoint(pos):
            return ("new", -1, self.viewer if self.n > 1 else 0, None)
        for seat, rect in self.layout.boards.items():
            if rect.collidepoint(pos):
                return ("board", -1, seat, None)
        return None

    def _flip_at(self, pos) -> None:
        card = None
        if self.drag and self.drag.get("what") == "card":
            card = self.drag["card"]
        else:
            for rect, c in reversed(self._hand_rects()):
                if rect.collidepoint(pos):
                    card = c
                    break
            if card is None and self.selected and self.selected.get("what") == "card":
                card = self.selected["card"]
        if card is None:
            return
        cd = card_obj(card)
        if cd.ends[0] == cd.ends[1]:
            self._say("Both ends of this card are the same section.")
            return
        self.flipped ^= {card}
        services.play(self.app, "card")

    def _hover_expand(self, pos) -> None:
        self.expanded = self.pinned
        for seat, rect in self.layout.boards.items():
            if rect.collidepoint(pos) and not self.drag:
                self.expanded = seat

    # ------------------------------------------------------------------ picker (menus of choices)


    # ------------------------------------------------------------------ prompt and buttons
    def _prompt(self) -> tuple[str, list[tuple[str, Any, bool]]]:
        d = self.decision()
        btns: list[tuple[str, Any, bool]] = []
        if self.ended:
            return "The game is over.", btns
        if d is None:
            return "", btns
        who = seat_name(self.names, d.player)
        if self.anims.busy or self.dirty:
            return "", btns
        if d.player != self.viewer or not self.session.is_human(d.player):
            what = {"bid": "is bidding", "manipulate": "may jump or swap a coin", "build": "is building",
                    "place": "is building", "wild_colour": "is choosing wild colours", "discard": "is discarding",
                    "leftover": "is spending a leftover coin", "power": "considers an architect power",
                    "power_discard": "is discarding", "return": "returns a card", "storage": "fills the Storage"}
            return f"{who} {what.get(d.kind, 'is thinking')}...", btns
        m = self.model
        me = m.seats[self.viewer]
        k = d.kind
        if k == "bid":
            face = "face up" if self.model.face_up or self.n == 1 else "face down"
            txt = f"Your bid: drag a coin onto a glowing bid spot ({face}), or click a coin then a spot."
            if self.n == 2:
                txt = "Your bid (two-player: two bids a round): drag a coin onto a glowing spot."
        elif k == "manipulate":
            txt = "Bid manipulation: drag your coin to another spot (jump), drop a coin on it (swap), or keep."
            btns.append(("Keep bids", lambda: self._apply_first([c for c in d.choices() if c.kind == "keep"]), True))
        elif k in ("build", "place"):
            lim = self.model.hand_limits[self.viewer]
            txt = ("Build: drag a card onto a glowing monument or the empty slot; right-click or F flips it."
                   if k == "build" else "This card must be built now: drag it to a glowing spot" + self._place_where(d) + ".")
            if k == "build":
                extra = len(me.hand) - lim
                if extra > 0:
                    txt += f" You will discard {extra} after."
            done = [c for c in d.choices() if c.kind == "done"]
            btns.append(("Undo", self.undo, self.session.can_undo()))
            others = [c for c in d.choices() if c.kind in ("abandon", "exchange")]
            if others:
                btns.append(("More...", lambda: self._open_picker(d, force=True, only=others), True))
            if done:
                btns.append(("Done building", lambda: self._apply(done[0]), True))
        elif k in ("discard", "power_discard"):
            lim = self.model.hand_limits[self.viewer]
            extra = max(1, len(me.hand) - lim) if k == "discard" else 1
            txt = f"Hand limit {lim}: click {extra} card{'s' if extra > 1 else ''} to discard (face up, West side)."
        elif k == "storage":
            txt = f"Clear the market: click 2 market cards to keep in the Storage ({len(self.store_pick)}/2)."
            pick = tuple(sorted(self.store_pick))
            ok = [c for c in d.choices() if c.kind == "store" and tuple(c.cards) == pick]
            btns.append(("Store these", lambda: self._apply_first(ok), bool(ok)))
        else:
            txt = self.picker["title"] if self.picker else words(d.message())
            if self.picker is not None:
                btns.append(("Choose...", lambda: setattr(self, "picker_hidden", False), True))
        if k in ("bid", "discard", "storage"):  # solo Extreme: the exchange power "at any time"
            ex = [c for c in d.choices() if c.kind == "exchange"]
            if ex:
                btns.append(("More...", lambda: self._open_picker(d, force=True, only=ex), True))
        return txt, btns

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        r = self.renderer
        r.begin_frame()
        r.set_symbols(services.symbols_on(self.app))
        self.time = max(self.time, services.now(self.app))
        self.coins_drawn: list[tuple[str, int, int | None]] = []  # what this frame showed on the bid spots
        m = self.model
        L = self.layout
        bg = self._layers.get("bg")
        if bg is None or bg[0] is not self.mat_layer:
            img = wood(surface.get_size()).copy()
            img.blit(self.mat_layer, L.mat)
            bg = (self.mat_layer, img.convert() if pygame.display.get_surface() else img)
            self._layers["bg"] = bg
        surface.blit(bg[1], (0, 0))
        d = self.my_decision()
        self._draw_piles(surface)
        self._draw_market(surface, d)
        self._draw_spots(surface, d)
        if self.opts.bhairav:
            self._draw_bhairavs(surface)
        self._draw_opponents(surface)
        self._draw_own(surface, d)
        self._draw_right(surface)
        self._draw_bar(surface)
        self.anims.draw(surface)
        self._draw_keyboard(surface, d)
        self._draw_drag(surface)
        if self.picker is not None and not self.picker_hidden and d is not None:
            self._draw_picker(surface)
        if self.show_discards:
            self._draw_discards(surface)
        else:
            self._draw_tooltip(surface)
        if self.message_t > 0 and self.message:
            t = shadow_text(self.message, 15, (255, 200, 170), True)
            box = pygame.Rect(0, 0, t.get_width() + 24, 30)
            box.midbottom = (L.mat.centerx, L.mat.bottom - 6)
            blit_panel(surface, box, fill=(90, 30, 28), edge=(220, 120, 90), radius=8)
            surface.blit(t, t.get_rect(center=box.center))
        del m

    def _draw_bar(self, surface) -> None:
        L = self.layout
        m = self.model
        pygame.draw.rect(surface, (30, 20, 16), L.bar)
        pygame.draw.line(surface, (150, 110, 60), (0, L.bar.bottom - 1), (L.bar.right, L.bar.bottom - 1), 2)
        phase = {"bid": "Bidding", "manipulate": "Bid manipulation", "build": "Building", "discard": "Building",
                 "leftover": "Leftover coins", "power": "Leftover coins", "power_discard": "Leftover coins",
                 "return": "Collecting", "storage": "Clearing the market"}.get(m.phase, m.phase.replace("_", " ").capitalize())
        if self.phase_note and (self.anims.busy or self.dirty):
            phase = self.phase_note
        rl = f"Round {min(m.round, m.rounds)}/{m.rounds}" if self.n > 1 else f"Solo · round {m.round}"
        surface.blit(text(rl, 16, GOLD, True), (12, 6))
        surface.blit(text(phase, 12, MUTED, True), (12, 26))
        txt, btns = self._prompt()
        d = self.decision()
        if txt:
            mine = self.my_decision() is not None
            col = HILITE if mine else INK
            if mine:
                pulse = int(60 + 40 * math.sin(self.time * 4))
                hl = pygame.Surface((L.bar.w - 170 - len(btns) * 130, L.bar.h - 10), pygame.SRCALPHA)
                pygame.draw.rect(hl, (255, 200, 80, pulse // 3), hl.get_rect(), border_radius=8)
                surface.blit(hl, (150, 5))
            if d is not None and self.n > 1:
                pygame.draw.circle(surface, seat_colour(d.player), (168, L.bar.centery), 8)
            lines = wrap(txt, 15, L.bar.w - 200 - len(btns) * 130, bold=True)
            for i, line in enumerate(lines[:2]):
                surface.blit(text(line, 15 if len(lines) == 1 else 13, col, True),
                             (184, (13 if len(lines) == 1 else 5) + i * 17))
        self.buttons = []
        x = L.bar.right - 52
        for label_, fn, enabled in reversed(btns):
            w = max(96, text(label_, 14, INK, True).get_width() + 24)
            rect = pygame.Rect(x - w - 6, 7, w, 32)
            x = rect.x
            hover = rect.collidepoint(self.mouse)
            fill = (170, 110, 40) if enabled and hover else ((120, 80, 36) if enabled else (60, 46, 38))
            blit_panel(surface, rect, fill=fill, edge=GOLD if enabled else (90, 70, 50), radius=8, alpha=255)
            surface.blit(text(label_, 14, INK if enabled else MUTED, True),
                         text(label_, 14, INK, True).get_rect(center=rect.center))
            self.buttons.append((rect, label_, fn, enabled))
        help_r = pygame.Rect(L.bar.right - 44, 7, 36, 32)
        blit_panel(surface, help_r, fill=(80, 56, 36), edge=GOLD, radius=8, alpha=255)
        surface.blit(text("?", 18, INK, True), text("?", 18, INK, True).get_rect(center=help_r.center))
        from game.kathmandu.view.overlays import RulesScene
        self.buttons.append((help_r, "Rules (F1)", lambda: self.app.push(RulesScene(self.app)), True))

    def _draw_piles(self, surface) -> None:
        g = self.geom
        m = self.model
        r = self.renderer
        if m.blue_count:
            for i in range(min(4, m.blue_count // 8 + 1)):
                surface.blit(r.back("blue", False, g.blue_deck.size), g.blue_deck.move(-i, -i * 2))
        self._count_badge(surface, g.blue_deck, m.blue_count)
        if self.n > 1:
            if m.red_count:
                for i in range(min(4, m.red_count // 8 + 1)):
                    surface.blit(r.back("red", False, g.red_deck.size), g.red_deck.move(-i, -i * 2))
            self._count_badge(surface, g.red_deck, m.red_count)
        if m.discards:
            top = m.discards[-1]
            for i in range(min(3, len(m.discards) - 1)):
                pygame.draw.rect(surface, (230, 220, 200), g.discard.move(-2 - i * 2, -2 - i * 2), border_radius=6)
            surface.blit(r.card(card_obj(top), g.discard.size), g.discard)
        self._count_badge(surface, g.discard, len(m.discards))

    def _count_badge(self, surface, rect: pygame.Rect, n: int) -> None:
        t = text(str(n), 13, (30, 20, 10), True)
        b = pygame.Rect(0, 0, max(24, t.get_width() + 10), 20)
        b.center = (rect.right - 4, rect.bottom - 4)
        pygame.draw.rect(surface, GOLD, b, border_radius=10)
        pygame.draw.rect(surface, (60, 40, 20), b, 1, border_radius=10)
        surface.blit(t, t.get_rect(center=b.center))

    def _draw_market(self, surface, d) -> None:
        g = self.geom
        m = self.model
        r = self.renderer
        cards = dict(m.market)
        cards.update(self.landed_cards)
        picking = d is not None and d.kind == "storage"
        for sid, rect in g.spaces.items():
            if sid in self.hidden_spaces or sid not in cards:
                continue
            card = cards[sid]
            surface.blit(r.card(card_obj(card), rect.size, landscape=True), rect)
            if picking and sid not in g.storage:
                if card in self.store_pick:
                    surface.blit(glow(rect, GOOD, 4, 8, self.time), rect.move(-6, -6))
                else:
                    surface.blit(glow(rect, HILITE, 2, 8, self.time), rect.move(-6, -6))
        # targets of the hovered / dragged spot
        spot = self.geom.spot_at(self.mouse) if not self.picker or self.picker_hidden else None
        if spot and spot in g.spot_targets:
            for i, sid in enumerate(g.spot_targets[spot]):
                rect = g.spaces.get(sid)
                if rect:
                    pygame.draw.rect(surface, HILITE if i == 0 else (255, 240, 200), rect.inflate(6, 6), 2, border_radius=9)

    def _draw_spots(self, surface, d) -> None:
        g = self.geom
        m = self.model
        legal: set[str] = set()
        dragging_coin = None
        if d is not None and d.kind == "bid":
            v = None
            if self.drag and self.drag.get("what") == "coin":
                v = self.drag["value"]
            elif self.selected and self.selected.get("what") == "coin":
                v = self.selected["value"]
            dragging_coin = v
            for c in d.choices():
                if c.kind == "bid" and (v is None or c.coin == v):
                    legal.add(self._spot_of(c.spot))
        elif d is not None and d.kind == "manipulate":
            for c in d.choices():
                if c.kind == "jump" and (not self.drag or self.drag.get("what") == "mycoin"):
                    legal.add(self._spot_of(c.to))
                if c.kind in ("jump", "swap"):
                    legal.add(self._spot_of(c.spot))  # your coin there: drag it, or drop a coin on it
        for sid in legal:
            x, y = g.spots[sid]
            rad = g.spot_radius + 4
            a = int(120 + 100 * (0.5 + 0.5 * math.sin(self.time * 5)))
            s = pygame.Surface((rad * 2 + 8, rad * 2 + 8), pygame.SRCALPHA)
            pygame.draw.circle(s, (255, 214, 90, a), (rad + 4, rad + 4), rad, 3)
            surface.blit(s, (x - rad - 4, y - rad - 4))
        # debris (solo) and coins
        for sid, stack in m.stacks.items():
            if sid not in g.spots:
                continue
            x, y = g.spots[sid]
            for i, item in enumerate(stack):
                if item >= 10:
                    img = self._coin_surf(0, item - 10, 13)
                else:
                    img = self._debris_surf(item)
                surface.blit(img, img.get_rect(center=(x + i * 3, y - i * 4)))
        coins = {sid: (b.seat, b.coin) for sid, b in m.bids.items()}
        coins.update(self.landed_coins)
        for sid, (seat, value) in coins.items():
            if sid in self.hidden_spots or sid not in g.spots:
                continue
            if self.drag and self.drag.get("what") == "mycoin" and self.drag["spot"] == sid:
                continue
            self.coins_drawn.append((sid, seat, value))
            img = self._coin_surf(seat, value, 16)
            surface.blit(img, img.get_rect(center=g.spots[sid]))
        del dragging_coin

    def _draw_bhairavs(self, surface) -> None:
        r = self.renderer
        left = set(self.model.bhairavs_left)
        for rect, b in zip(self.geom.bhairav, self.t_tables.bhairavs):
            colour = COLOURS[b.colour]
            if colour not in left:
                continue
            c = r.art.colour(colour)
            blit_panel(surface, rect, fill=c.dark, edge=(240, 210, 140), radius=6, alpha=255)
            sym = r.symbol(colour, min(rect.w, rect.h) - 16)
            surface.blit(sym, sym.get_rect(center=(rect.centerx, rect.centery - 4)))
            surface.blit(text("Bhairav", 8, (250, 230, 190), True),
                         text("Bhairav", 8, INK, True).get_rect(midbottom=(rect.centerx, rect.bottom - 2)))

    def _draw_opponents(self, surface) -> None:
        m = self.model
        d = self.decision()
        for seat, rect in self.layout.boards.items():
            sm = m.seats[seat]
            on_mat = {b.coin for b in m.bids.values() if b.seat == seat and b.coin is not None}
            active = d is not None and d.player == seat and not self.anims.busy
            key = ("board", seat, self.model_version, active, rect.size, self.renderer.symbols)
            layer = self._layers.get(key)
            if layer is None:
                for k in [k for k in self._layers if k[0] == "board" and k[1] == seat]:
                    del self._layers[k]
                sub = pygame.Surface((rect.w + 8, rect.h + 8), pygame.SRCALPHA)
                before = set(self.renderer.faces)
                self.renderer.faces = set()
                draw_compact_board(sub, self.renderer, m, sm, pygame.Rect(2, 2, rect.w, rect.h), self.names,
                                   active, False, on_mat, self.session.is_human(seat))
                layer = (sub, frozenset(self.renderer.faces))
                self.renderer.faces = before
                self._layers[key] = layer
            surface.blit(layer[0], (rect.x - 2, rect.y - 2))
            self.renderer.note_faces(layer[1])
            if active and self.worker is not None and self.worker.seat == seat:
                dots = "." * (1 + int(self.time * 3) % 3)
                surface.blit(text("thinking" + dots, 11, (200, 220, 255), True), (rect.right - 78, rect.y + 28))
            if self.drag and self.drag.get("what") == "card":
                cands = [c for c in self._choices() if c.kind == "build" and c.card == self.drag["card"] and c.area == seat]
                if cands:
                    surface.blit(glow(rect, HILITE, 3, 10, self.time), rect.move(-6, -6))

    def _draw_own(self, surface, d) -> None:
        L = self.layout
        m = self.model
        r = self.renderer
        me = m.seats[self.viewer]
        blit_panel(surface, L.own, fill=(50, 34, 26), edge=seat_colour(self.viewer) if self.n > 1 else (140, 84, 180),
                   radius=12, alpha=235)
        # header: name, score, architect, Bhairav, hand limit, coins
        h = L.own_header
        name = seat_name(self.names, self.viewer) if self.n > 1 else "Your Durbar Squares"
        if self.n > 1 and len(self.setup.humans) == 1 and self.session.is_human(self.viewer):
            name = f"You ({name})"
        pygame.draw.circle(surface, seat_colour(self.viewer) if self.n > 1 else (140, 84, 180), (h.x + 18, h.centery), 9)
        surface.blit(text(name, 16, INK, True), (h.x + 32, h.y + 7))
        x = h.x + 40 + text(name, 16, INK, True).get_width()
        if self.n > 1:
            sc = text(f"{me.score} pts", 16, GOLD, True)
            surface.blit(sc, (x, h.y + 7))
            x += sc.get_width() + 14
            if m.first == self.viewer:
                fm = text("1st player", 11, (40, 24, 10), True)
                pill = pygame.Rect(x, h.y + 9, fm.get_width() + 12, 18)
                pygame.draw.rect(surface, GOLD, pill, border_radius=9)
                surface.blit(fm, fm.get_rect(center=pill.center))
                x = pill.right + 10
            if me.architect:
                t = text(f"Architect: {ARCHITECT_NAMES.get(me.architect, me.architect)}", 12, (250, 200, 140), True)
                surface.blit(t, (x, h.y + 10))
                x += t.get_width() + 10
            if me.bhairav:
                surface.blit(r.symbol(me.bhairav, 20), (x, h.y + 7))
                x += 26
            if me.team is not None:
                mates = [s for s in range(self.n) if m.seats[s].team == me.team]
                tt = sum(m.seats[s].score for s in mates)
                surface.blit(text(f"Team {'ABC'[me.team]}: {tt}", 12, MUTED, True), (x, h.y + 10))
        # coins
        on_mat = {b.coin for b in m.bids.values() if b.seat == self.viewer and b.coin is not None}
        colour = seat_colour(self.viewer) if self.n > 1 else (140, 84, 180)
        bidding = d is not None and d.kind in ("bid", "manipulate")
        for v, rect in enumerate(L.coins):
            if self.drag and self.drag.get("what") == "coin" and self.drag["value"] == v:
                pygame.draw.circle(surface, (110, 90, 70), rect.center, 14, 1)
                continue
            if v in me.coins:
                surface.blit(coin(colour, v, 15), rect.move(-1, -1))
                if bidding and any(c.kind in ("bid", "swap") and c.coin == v for c in d.choices()):
                    sel = self.selected and self.selected.get("what") == "coin" and self.selected["value"] == v
                    a = int(140 + 100 * math.sin(self.time * 5)) if not sel else 255
                    s = pygame.Surface((40, 40), pygame.SRCALPHA)
                    pygame.draw.circle(s, (255, 214, 90, max(0, min(255, a))), (20, 20), 18, 3)
                    surface.blit(s, (rect.centerx - 20, rect.centery - 20))
            elif v in me.spent:
                surface.blit(coin(colour, v, 15, spent=True), rect.move(-1, -1))
            else:
                pygame.draw.circle(surface, (110, 90, 70), rect.center, 14, 1)
        # monuments
        dragging = self.drag["card"] if self.drag and self.drag.get("what") == "card" else (
            self.selected["card"] if self.selected and self.selected.get("what") == "card" else None)
        cands = []
        if dragging is not None and d is not None:
            end = self._card_end(dragging)
            cands = [c for c in d.choices() if c.kind in ("build", "reconstruct") and c.card == dragging]
            pref = [c for c in cands if c.end == end]
            cands = pref or cands
        if self.n == 1:
            half = L.monuments.w // 2 - 6
            for q in (0, 1):
                sub = pygame.Rect(L.monuments.x + q * (half + 12), L.monuments.y, half, 16)
                surface.blit(text(f"Durbar Square {q + 1}", 12, GOLD, True), sub.topleft)
        targets = self._monument_layout()
        hover_t = self._drop_target(self.mouse) if dragging is not None else None
        for rect, mon, area, sec in targets:
            if mon is None:
                ok = any(c.kind == "build" and c.monument < 0 and c.area == area for c in cands)
                slot = pygame.Rect(rect.x, rect.bottom - 14 - sec[1], rect.w, sec[1])
                pygame.draw.rect(surface, (90, 66, 48), slot, 1, border_radius=6)
                t = text("new", 11, MUTED, True)
                surface.blit(t, t.get_rect(center=slot.center))
                if ok:
                    surface.blit(glow(slot, HILITE, 3, 6, self.time), slot.move(-6, -6))
                continue
            ok = any(c.kind == "build" and c.monument == mon.id for c in cands)
            rec = any(c.kind == "reconstruct" and c.monument == mon.id for c in cands)
            hover_level = hover_t[3] if (hover_t and hover_t[0] == "monument" and hover_t[1] == mon.id) else None
            draw_monument(surface, r, mon, rect, sec, highlight=False, hover_level=hover_level if rec else None)
            if ok:
                lvl = len(mon.cards)
                slot = pygame.Rect(rect.x, rect.bottom - 14 - (lvl + 1) * sec[1], rect.w, sec[1])
                surface.blit(glow(slot, HILITE, 3, 6, self.time), slot.move(-6, -6))
        # the courtyard the monuments stand on
        ground = pygame.Rect(L.monuments.x - 4, L.monuments.bottom - 2, L.monuments.w + 8, 4)
        pygame.draw.rect(surface, (92, 66, 46), ground, border_radius=2)
        if not any(mon is not None for _r, mon, _a, _s in targets):
            t = text("Your monuments will rise here: build bottom to top, each on its own monument type.", 13, MUTED)
            surface.blit(t, t.get_rect(center=(L.monuments.centerx + 40, L.monuments.y + 40)))
        # hand
        lim = self.model.hand_limits[self.viewer]
        surface.blit(text(f"Hand {len(me.hand)} (limit {lim})", 11, MUTED, True), (L.hand.x, L.hand.y + 2))
        if not me.hand:
            t = text("Your hand is empty - win cards at the market." if self.n == 1 else
                     "Your hand is empty - win cards at the market, or draw from the red deck.", 13, MUTED)
            surface.blit(t, t.get_rect(center=L.hand.center))
        discarding = d is not None and d.kind in ("discard", "power_discard")
        building = d is not None and d.kind in ("build", "place")
        hover_card = None
        for rect, card in self._hand_rects():
            if self.drag and self.drag.get("what") == "card" and self.drag["card"] == card:
                pygame.draw.rect(surface, (90, 66, 48), rect, 1, border_radius=8)
                continue
            lift = 0
            if rect.collidepoint(self.mouse):
                hover_card = card
                lift = -10
            if self.selected and self.selected.get("card") == card:
                lift = -16
            rr = rect.move(0, lift)
            draw_hand_card(surface, r, card, rr, flipped=card in self.flipped)
            if card in self.new_cards:
                tag = text("NEW", 9, (40, 24, 10), True)
                pill = pygame.Rect(0, 0, tag.get_width() + 8, 13)
                pill.midbottom = (rr.centerx, rr.y + 2)  # above the card: never over its banner
                pygame.draw.rect(surface, GOLD, pill, border_radius=6)
                surface.blit(tag, tag.get_rect(center=pill.center))
            if building and any(c.kind in ("build", "reconstruct") and c.card == card for c in d.choices()):
                pygame.draw.rect(surface, HILITE, rr.inflate(4, 4), 2, border_radius=8)
                # the end that will show when built
                top = pygame.Rect(rr.x, rr.y, rr.w, rr.h // 2)
                pygame.draw.rect(surface, (255, 240, 200), top, 2, border_radius=6)
            if discarding:
                pygame.draw.rect(surface, BAD, rr.inflate(4, 4), 2, border_radius=8)
        del hover_card


    def _draw_discards(self, surface) -> None:
        """The discard pile spread out (public: discards are face up), newest first."""
        cards = list(reversed(self.model.discards))
        area = self.layout.mat.inflate(-20, -20)
        blit_panel(surface, area, fill=(46, 32, 26), edge=GOLD, radius=12, alpha=250)
        surface.blit(text(f"Discards ({len(cards)}), newest first - click to close", 14, INK, True),
                     (area.x + 14, area.y + 8))
        cw, ch = 62, 98
        per_row = max(1, (area.w - 20) // (cw + 6))
        rows = max(1, (area.h - 40) // (ch + 6))
        for i, card in enumerate(cards[:per_row * rows]):
            x = area.x + 10 + (i % per_row) * (cw + 6)
            y = area.y + 32 + (i // per_row) * (ch + 6)
            surface.blit(self.renderer.card(card_obj(card), (cw, ch)), (x, y))
        if len(cards) > per_row * rows:
            surface.blit(text(f"+{len(cards) - per_row * rows} more", 12, MUTED, True), (area.right - 90, area.bottom - 20))

    def _draw_keyboard(self, surface, d) -> None:
        """Keyboard play: the legal move the arrows picked, spelled out, with its target ringed."""
        if not self.kb_active or d is None:
            return
        cands = self._kb_candidates()
        if not cands:
            return
        ch = cands[self.kb_index % len(cands)]
        label_ = f"{self.kb_index % len(cands) + 1}/{len(cands)}  {self._choice_text(ch)}   - arrows: other moves, Enter: play it"
        t = text(label_, 13, (30, 20, 10), True)
        # over the prompt bar (the move it spells out is the prompt now), never over the mat's spots
        box = pygame.Rect(0, 0, min(t.get_width() + 24, self.layout.mat.w), 34)
        box.center = (self.layout.mat.centerx, self.layout.bar.centery)
        pygame.draw.rect(surface, HILITE, box, border_radius=8)
        surface.blit(t, t.get_rect(center=box.center))
        ring = None
        if ch.kind in ("bid", "jump"):
            sid = self._spot_of(ch.spot if ch.kind == "bid" else ch.to)
            ring = self.geom.spot_rect(sid) if sid in self.geom.spots else None
        elif ch.kind in ("build", "discard", "reconstruct"):
            ring = next((r for r, c in self._hand_rects() if c == ch.card), None)
        if ring is not None:
            pygame.draw.rect(surface, HILITE, ring.inflate(10, 10), 3, border_radius=10)

    def _draw_drag(self, surface) -> None:
        drag = self.drag
        if not drag:
            return
        pos = drag["pos"]
        if abs(pos[0] - drag["start"][0]) + abs(pos[1] - drag["start"][1]) <= 8:
            return
        if drag["what"] == "coin":
            img = self._coin_surf(self.viewer, drag["value"], 17)
            surface.blit(img, img.get_rect(center=pos))
        elif drag["what"] == "mycoin":
            img = self._coin_surf(self.viewer, drag["value"], 17)
            surface.blit(img, img.get_rect(center=pos))
        elif drag["what"] == "card":
            card = drag["card"]
            end = self._card_end(card)
            s = card_obj(card).ends[end]
            img = self.renderer.end(s, (92, 66), card_obj(card).deck, card_id=card_obj(card).id)
            sh = pygame.Surface(img.get_size(), pygame.SRCALPHA)
            sh.fill((0, 0, 0, 80))
            surface.blit(sh, img.get_rect(center=(pos[0] + 5, pos[1] + 7)))
            surface.blit(img, img.get_rect(center=pos))
            surface.blit(text("right-click: flip", 10, INK, True), (pos[0] - 40, pos[1] + 36))


    # ------------------------------------------------------------------ tooltips


    # ------------------------------------------------------------------ end
    def _open_end(self) -> None:
        from game.kathmandu.view.overlays import EndScene
        self.app.push(EndScene(self.app, self, autoquit=self.autoquit))


__all__ = ["TableScene", "resume_scene"]
