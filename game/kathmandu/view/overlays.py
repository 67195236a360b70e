"""Screens over the table: the hot-seat hand-off, the end of the game, and the rules summary (F1)."""
from __future__ import annotations

import pygame

from game.i18n import N_, _

from game.kathmandu.view import routes, services
from game.kathmandu.view.decision_kinds import handoff
from game.kathmandu.view.boards import seat_name
from game.ui.fonts import shadow_text, text
from game.ui.text_layout import wrap
from game.kathmandu.view.log_words import BREAKDOWN_ROWS
from game.kathmandu.view.paint import GOLD, INK, MUTED, seat_colour, wood
from game.ui.shapes import plain_panel
from game.shell.actions import Action, ActionEvent, PointerEvent
from game.shell.scene import Scene



class HandOffScene(Scene):
    """Opaque: covers the whole table so nothing private of anyone shows until the next player is ready."""

    transparent = False
    ambient_fps = 0  # a still picture (painted once): no ambient frames while it waits

    def __init__(self, app, table, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.t = 0.0

    def handle(self, event) -> bool:
        if isinstance(event, PointerEvent):
            if event.kind == "down" and event.button == 1:
                self._go()
            return True
        if isinstance(event, ActionEvent):
            if event.action is Action.CONFIRM:
                self._go()
                return True
            if event.means(Action.MENU) or event.means(Action.BACK):
                routes.pause(self.app, self.table)
                return True
        return True

    def _go(self) -> None:
        services.play(self.app, "confirm")
        self.app.pop()
        self.table.handoff_done(self.seat)

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface) -> None:
        if getattr(self, "_bg", None) is None:
            self._bg = self._paint(surface.get_size())
        surface.blit(self._bg, (0, 0))

    def _paint(self, size) -> pygame.Surface:
        """The whole screen is static: painted once."""
        surface = pygame.Surface(size)
        surface.blit(wood(size), (0, 0))
        veil = pygame.Surface(size, pygame.SRCALPHA)
        veil.fill((10, 6, 4, 120))
        surface.blit(veil, (0, 0))
        name = seat_name(self.table.names, self.seat)
        box = pygame.Rect(0, 0, 640, 300)
        box.center = (640, 360)
        plain_panel(surface, box, fill=(56, 38, 28), edge=seat_colour(self.seat), radius=18, alpha=250)
        import math
        cx, cy = box.centerx, box.y + 60
        for k in range(12):
            a = math.pi * k / 6
            pygame.draw.circle(surface, (120, 90, 50), (cx + 34 * math.cos(a), cy + 34 * math.sin(a)), 9, 2)
        pygame.draw.circle(surface, seat_colour(self.seat), (cx, cy), 28)
        pygame.draw.circle(surface, (30, 20, 14), (cx, cy), 28, 3)
        t = shadow_text(_("Pass the table to {name}").format(name=name), 30, INK, True, serif=True)
        surface.blit(t, t.get_rect(center=(box.centerx, box.y + 120)))
        lines = [_("Everything private is hidden: hands and face-down bids."),
                 _("{name}, click or press Enter when you are ready.").format(name=name)]
        for i, line in enumerate(lines):
            s = text(line, 16, MUTED if i == 0 else INK, i == 1)
            surface.blit(s, s.get_rect(center=(box.centerx, box.y + 175 + i * 28)))
        m = self.table.model
        d = self.table.decision()
        what = handoff(d.kind if d is not None else None)
        if m is not None and m.n > 1:
            s = text(_("Round {n} of {total} - time to {what}").format(n=min(m.round, m.rounds), total=m.rounds, what=what), 14,
                     GOLD, True)
            surface.blit(s, s.get_rect(center=(box.centerx, box.bottom - 44)))
        s = text(_("Esc: pause menu (settings, leave the table)"), 12, MUTED)
        surface.blit(s, s.get_rect(center=(box.centerx, box.bottom - 20)))
        return surface.convert() if pygame.display.get_surface() else surface


class EndScene(Scene):
    """The final scores: one column per player, one row per kind of points, the winner (team totals)."""

    transparent = True
    ambient_fps = 12

    def __init__(self, app, table, autoquit: bool = False, again: bool = False) -> None:
        super().__init__(app)
        self.table = table
        self.again = again  # back from looking at the final table: no fanfare, no fade
        self.autoquit = autoquit
        self.t = 0.0
        state = table.session.state
        from game.kathmandu.scoring import scores, team_totals, winners
        self.scores = scores(state)
        self.winners = winners(state, self.scores)
        self.teams = team_totals(state, self.scores)
        self.team_of = list(state.team) if state.team else None
        self.solo = state.players == 1
        self.won = bool(getattr(state, "solo_won", False))
        self.lost = getattr(state, "lost_reason", "")
        from game.kathmandu.view.log_words import checklist_lines
        self.checklist = checklist_lines(table.session.view(0).checklist_items()) if self.solo else []
        from game.kathmandu.solo import achieved_level
        self.level = (achieved_level(state) or "") if self.solo and self.won else ""
        self.last_round = state.round - 1
        self.buttons: list[tuple[pygame.Rect, str, object]] = []
        self.focus = 0
        if again:
            self.t = 1.0
        else:
            services.play(app, "fanfare")

    def update(self, dt: float) -> None:
        self.t += dt
        if self.autoquit and self.t >= 3.0:
            self.app.quit(0)

    def is_busy(self) -> bool:
        return self.autoquit or self.t < 1.0

    def handle(self, event) -> bool:
        if isinstance(event, PointerEvent):
            if event.kind == "down" and event.button == 1:
                for i, (rect, _l, fn) in enumerate(self.buttons):
                    if rect.collidepoint(event.pos):
                        fn()
            elif event.kind == "move":
                for i, (rect, _l, _fn) in enumerate(self.buttons):
                    if rect.collidepoint(event.pos):
                        self.focus = i
            return True
        if isinstance(event, ActionEvent):
            if event.action in (Action.LEFT, Action.RIGHT) and self.buttons:
                self.focus = (self.focus + (1 if event.action is Action.RIGHT else -1)) % len(self.buttons)
            elif event.action is Action.CONFIRM and self.buttons:
                self.buttons[self.focus][2]()
            elif event.means(Action.BACK) or event.means(Action.MENU):
                self._title()
            return True
        return True

    def _again(self) -> None:
        services.play(self.app, "confirm")
        self.app.pop()
        routes.new_game(self.app)

    def _view_table(self) -> None:
        """Close the results to look at the final table (its bar offers "Back to results")."""
        services.play(self.app, "confirm")
        self.app.pop()

    def _title(self) -> None:
        routes.title(self.app)

    def draw(self, surface) -> None:
        from game.ui.theme import dim
        dim(surface, min(170, int(self.t * 400)), (10, 6, 4))  # cached veils: no allocation per frame
        names = self.table.names
        n = len(self.scores)
        rows = len([k for k, _l in BREAKDOWN_ROWS if any(getattr(b, k, 0) for b in self.scores)])
        height = 300 + rows * 28 + (30 if self.teams else 0) if not self.solo else 250 + 30 * len(self.checklist)
        box = pygame.Rect(0, 0, min(1180, 420 + n * 120), min(640, height))
        box.center = (640, 370)
        plain_panel(surface, box, fill=(54, 36, 26), edge=GOLD, radius=18, alpha=252)
        if self.solo:
            title = _("Both Durbar Squares restored - victory!") if self.won else _("Defeat")
        elif self.teams:
            best = max(self.teams.values())
            tw = [k for k, v in self.teams.items() if v == best]
            who = _(" and ").join(_("Team {letter}").format(letter="ABC"[k]) for k in tw)
            title = (_("{who} wins") if len(tw) == 1 else _("{who} share the win")).format(who=who)
        else:
            who = _(" and ").join(seat_name(names, s) for s in self.winners)
            title = (_("{who} wins!") if len(self.winners) == 1 else _("{who} share the win!")).format(who=who)
        t = shadow_text(title, 30, (255, 230, 160), True, serif=True)
        surface.blit(t, t.get_rect(midtop=(box.centerx, box.y + 18)))
        if self.solo:
            self._draw_solo(surface, box)
        else:
            self._draw_table(surface, box, names)
        self.buttons = []
        labels = [(_("View table"), self._view_table), (_("New game"), self._again), (_("Title screen"), self._title)]
        bw = min(200, (box.w - 40) // len(labels) - 16)
        x = box.centerx - (len(labels) * (bw + 16) - 16) // 2
        for i, (lab, fn) in enumerate(labels):
            rect = pygame.Rect(x + i * (bw + 16), box.bottom - 64, bw, 44)
            focused = i == self.focus
            plain_panel(surface, rect, fill=(170, 110, 40) if focused else (96, 66, 40), edge=GOLD, radius=10, alpha=255)
            s = text(lab, 16, INK, True)
            surface.blit(s, s.get_rect(center=rect.center))
            self.buttons.append((rect, lab, fn))

    def _draw_table(self, surface, box: pygame.Rect, names) -> None:
        n = len(self.scores)
        label_w = 280
        col_w = (box.w - 60 - label_w) // n
        y0 = box.y + 78
        x0 = box.x + 30
        for p, b in enumerate(self.scores):
            cx = x0 + label_w + p * col_w + col_w // 2
            win = p in self.winners
            head = pygame.Rect(cx - col_w // 2 + 4, y0, col_w - 8, 48)
            pygame.draw.rect(surface, seat_colour(p), head, border_radius=8)
            if win:
                pygame.draw.rect(surface, (255, 230, 160), head, 3, border_radius=8)
            nm = seat_name(names, p)
            s = text(nm if len(nm) <= 14 else nm[:13] + ".", 14, (20, 14, 10), True)
            surface.blit(s, s.get_rect(center=(cx, y0 + 16)))
            if self.team_of:
                s = text(_("team {letter}").format(letter="ABC"[self.team_of[p]]), 11, (30, 20, 14), True)
                surface.blit(s, s.get_rect(center=(cx, y0 + 35)))
            elif win:
                s = text(_("winner"), 11, (30, 20, 14), True)
                surface.blit(s, s.get_rect(center=(cx, y0 + 35)))
        y = y0 + 58
        rows = [(k, lab) for k, lab in BREAKDOWN_ROWS if any(getattr(b, k, 0) for b in self.scores)]
        for i, (k, lab) in enumerate(rows):
            if i % 2 == 0:
                pygame.draw.rect(surface, (64, 44, 32), (x0, y - 2, box.w - 60, 26), border_radius=4)
            surface.blit(text(_(lab), 14, MUTED), (x0 + 8, y + 2))
            for p, b in enumerate(self.scores):
                cx = x0 + label_w + p * col_w + col_w // 2
                s = text(str(getattr(b, k, 0)), 15, INK)
                surface.blit(s, s.get_rect(center=(cx, y + 10)))
            y += 28
        pygame.draw.line(surface, GOLD, (x0, y + 2), (box.right - 30, y + 2), 2)
        y += 8
        surface.blit(text(_("Total"), 17, GOLD, True), (x0 + 8, y + 2))
        for p, b in enumerate(self.scores):
            cx = x0 + label_w + p * col_w + col_w // 2
            s = text(str(b.total), 20, GOLD, True)
            surface.blit(s, s.get_rect(center=(cx, y + 12)))
        y += 36
        if self.teams:
            parts = [_("Team {letter}: {points}").format(letter="ABC"[k], points=v) for k, v in sorted(self.teams.items())]
            s = text(_("Team totals - ") + "   ".join(parts), 17, (255, 230, 160), True)
            surface.blit(s, s.get_rect(midtop=(box.centerx, y)))

    def _draw_solo(self, surface, box: pygame.Rect) -> None:
        y = box.y + 84
        from game.kathmandu.events import LOST_BLUE_DECK
        line = ""
        if self.level:
            line = _("Level of expertise achieved: {level}").format(level=_(self.level.capitalize()))
        elif self.lost == LOST_BLUE_DECK:
            line = _("The blue deck ran out in round {n}.").format(n=self.last_round)
        elif self.lost:
            line = _("The game ended: {reason}.").format(reason=self.lost)
        if line:
            s = text(line, 16, GOLD if self.level else MUTED, bool(self.level))
            surface.blit(s, s.get_rect(midtop=(box.centerx, y)))
            y += 34
        for line, ok in self.checklist:
            pygame.draw.circle(surface, (120, 220, 130) if ok else (200, 90, 80), (box.x + 60, y + 9), 8)
            surface.blit(text(line, 15, INK if ok else MUTED), (box.x + 80, y))
            y += 30
        b = self.scores[0]
        s = text(_("Complete monuments: {monuments} of 10 - Mission objectives met: {objectives} of 8").format(
            monuments=b.solo_monuments, objectives=b.solo_objectives),
                 15, GOLD, True)
        surface.blit(s, s.get_rect(midtop=(box.centerx, y + 10)))


RULES_PAGES = [
    (N_("The round"), [
        N_("8 rounds. Each round: Bid, Collect, Build."),
        N_("Bid: in turn order, place one coin (0-4) on a free bid spot. Each spot targets two cards (its row or column; diamond spots the two cards they touch)."),
        N_("Collect: each card goes to its only bidder, else the highest coin, else the coin nearer to it, else the coin on its long edge. Everyone collects 2 cards: win fewer and draw the rest from the red deck. Market leftovers go under the red deck."),
        N_("Build: add cards from your hand to your monuments, bottom to top, only on their own monument type; choose which end of each card shows. Then discard down to 3 cards (face up, West side)."),
        N_("Spent coins stay spent. After every 4 rounds each player has one coin left: highest first, take its value in points or buy a discard and build it at once (Bhairav: or buy a Bhairav for 3)."),
    ]),
    (N_("Scoring"), [
        N_("Completing a monument scores the points on its top card, plus colour bonuses: 2 / 4 / 8 points for 2 / 3 / 4 sections of the same colour."),
        N_("Buddhas: 1 point for each Buddha colour you had not built before."),
        N_("Game end: tops of incomplete monuments score; Mission objectives score once each (Buddha 1, Shrine 2, Stupa 3, Pagoda 4)."),
        N_("Wilds count as any colour; when a monument is completed you fix their colours (the best choice is offered first) for good."),
        N_("Colours and symbols: blue ring (sky), white cloud (air), red flame (fire), green drop (water), yellow square (earth); wild star."),
    ]),
    (N_("Variants"), [
        N_("Two players: two bids a round (first, second, second, first), collect 4 cards, coins come back every 2 rounds."),
        N_("Open / mixed bidding: coins face up (mixed: face up for the first half only)."),
        N_("Bid manipulation: after the last bid, in reverse order, jump your coin to a free spot or swap it for an unspent coin."),
        N_("Reconstruction: while building, replace any built card with one from your hand (drop it on the section)."),
        N_("Teams: you may build in a teammate's area (drop a card on their board); team totals decide."),
        N_("Senior Architects: an architect power each, Public Goals (first to complete one scores it, one per player), Advanced Missions."),
    ]),
    (N_("Solo"), [
        N_("Build two Durbar Squares, each with 5 complete solid-colour monuments: the 4 of its Mission plus one more, one in each colour, none identical across squares."),
        N_("Each round: deal the market, roll the die - debris falls on that side's spots (a purple coin there comes back to you), bid a purple coin (worth more than the debris under it), take both targeted cards, build, discard to 3, then move 2 market cards to the Storage."),
        N_("Completing a monument returns all debris of its colour to the bag. You may take down an unfinished monument."),
        N_("Levels: Easy (fifth monuments Buddhas), Medium (4+ cards), Hard (6+ cards), Extreme (two Pagodas; discard 2 cards to take 1 discard)."),
    ]),
    (N_("Controls"), [
        N_("Bid: drag a coin onto a glowing spot, or click a coin then a spot. Keyboard: arrows pick a legal move, Enter plays it."),
        N_("Build: drag a card onto a glowing monument or the 'new' slot. Right-click or F flips which end shows. Undo (Z) takes back build steps until you press Done."),
        N_("Hover anything for details; hover an opponent's board to see it in full. Click during an animation to skip it."),
        N_("Esc: pause (settings, leave - the game is saved after every move). F1: this summary."),
    ]),
]


class RulesScene(Scene):
    """F1: the rules on a few pages (left/right to turn, Esc to close)."""

    transparent = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.page = 0

    def handle(self, event) -> bool:
        if isinstance(event, ActionEvent):
            if event.action in (Action.RIGHT, Action.NEXT):
                self.page = (self.page + 1) % len(RULES_PAGES)
            elif event.action in (Action.LEFT, Action.PREV):
                self.page = (self.page - 1) % len(RULES_PAGES)
            elif event.means(Action.BACK) or event.means(Action.MENU) or event.means(Action.HELP) or event.action is Action.CONFIRM:
                self.app.pop()
            return True
        if isinstance(event, PointerEvent) and event.kind == "down":
            for i, rect in enumerate(self._tabs()):
                if rect.collidepoint(event.pos):
                    self.page = i
                    return True
            if not self._box().collidepoint(event.pos):
                self.app.pop()
            return True
        return True

    def _box(self) -> pygame.Rect:
        return pygame.Rect(140, 70, 1000, 580)

    def _tabs(self) -> list[pygame.Rect]:
        box = self._box()
        w = (box.w - 40) // len(RULES_PAGES)
        return [pygame.Rect(box.x + 20 + i * w, box.y + 60, w - 8, 34) for i in range(len(RULES_PAGES))]

    def draw(self, surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((10, 6, 4, 170))
        surface.blit(veil, (0, 0))
        box = self._box()
        plain_panel(surface, box, fill=(238, 222, 190), edge=(120, 80, 40), radius=16, alpha=252)
        t = shadow_text(_("Reviving Kathmandu - rules summary"), 24, (70, 40, 20), True, serif=True, shade=(200, 180, 150))
        surface.blit(t, (box.x + 24, box.y + 18))
        for i, rect in enumerate(self._tabs()):
            on = i == self.page
            pygame.draw.rect(surface, (150, 90, 40) if on else (210, 190, 150), rect, border_radius=8)
            s = text(_(RULES_PAGES[i][0]), 14, (255, 245, 230) if on else (80, 50, 30), True)
            surface.blit(s, s.get_rect(center=rect.center))
        y = box.y + 112
        for para in RULES_PAGES[self.page][1]:
            for line in wrap(_(para), 16, box.w - 80):
                surface.blit(text(line, 16, (50, 32, 20)), (box.x + 40, y))
                y += 22
            y += 10
        s = text(_("Left / right: pages   Esc or F1: close"), 12, (120, 90, 60), True)
        surface.blit(s, s.get_rect(midbottom=(box.centerx, box.bottom - 10)))
