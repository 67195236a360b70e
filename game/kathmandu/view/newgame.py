"""The new-game screen: seats (a person or a bot level), teams, every rules option and expansion,
the solo level, a seed, and "continue" when a game was left unfinished. Remembers the last choices.

Everything is on one screen (no sub-menus): a grid of chips. Mouse: click a chip. Keyboard or
gamepad: arrows move the focus, confirm presses, back leaves.
"""
from __future__ import annotations

from dataclasses import replace

import pygame

from game.i18n import N_, _, ngettext
from game.kathmandu.options import EXPERTISE, SPECS, GameOptions, OptionError
from game.kathmandu.options import toggles as option_toggles
from game.kathmandu.view import routes, services
from game.kathmandu.view.paint import seat_colour, wood
from game.kathmandu.view.setup import SEAT_KINDS, SEAT_LABELS, TEAM_CHOICES, TableSetup, new_seed
from game.shell.actions import Action, ActionEvent, PointerEvent
from game.shell.scene import Scene
from game.ui import theme
from game.ui.chips import Chip, chip_at, draw_chip, step_focus
from game.ui.widgets import tooltip

BIDDING_TIPS = SPECS["bidding"].value_help  # message ids (options.OPTIONS), translated where drawn
LEVEL_TIPS = SPECS["expertise"].value_help

#: the solo level inside a sentence ("Solo, hard expertise: ...")
LEVEL_WORDS = {"easy": N_("easy"), "medium": N_("medium"), "hard": N_("hard"), "extreme": N_("extreme")}
BIDDING_WORDS = {"closed": N_("Closed"), "open": N_("Open"), "mixed": N_("Mixed")}
SETTINGS_KEY = "kathmandu.new_game"


class NewGameScene(Scene):
    ambient_fps = 12

    def __init__(self, app, setup: TableSetup | None = None) -> None:
        super().__init__(app)
        self.setup = setup or self._remembered()
        self.chips: list[Chip] = []
        self.focus = 0
        self.hover: int | None = None
        self.message = ""
        self._build()
        self.focus = next((i for i, c in enumerate(self.chips) if c.style == "primary"), 0)

    # state ------------------------------------------------------------------------
    def _remembered(self) -> TableSetup:
        raw = services.setting(self.app, SETTINGS_KEY, None)
        if raw:
            try:
                s = TableSetup.from_dict(raw)
                return TableSetup(replace(s.options, seed=new_seed()), s.seats)
            except (OptionError, TypeError, ValueError, KeyError):
                pass
        return TableSetup(GameOptions(players=4, seed=new_seed()))

    def _opts(self, **changes) -> None:
        o = replace(self.setup.options, **changes)
        self.setup = TableSetup(o, list(self.setup.seats))
        self._build()

    def _players(self, n: int) -> None:
        o = self.setup.options
        changes: dict = {"players": n}
        if o.teams and TEAM_CHOICES.get(n) and o.teams not in TEAM_CHOICES[n]:
            changes["teams"] = None
        elif o.teams and not TEAM_CHOICES.get(n):
            changes["teams"] = None
        if o.teams and n not in (4, 6):
            changes["teams"] = None
        if n == 1:
            self.setup.seats = ["human"] + self.setup.seats[1:]
        o = o.for_players(n)  # what n players cannot use goes back to its default (options.OPTIONS)
        changes.update({f: getattr(o, f) for f in SPECS})
        self._opts(**changes)

    def _cycle_seat(self, i: int) -> None:
        seats = list(self.setup.seats)
        seats[i] = SEAT_KINDS[(SEAT_KINDS.index(seats[i]) + 1) % len(SEAT_KINDS)]
        self.setup = TableSetup(self.setup.options, seats)
        self._build()

    def _checked(self) -> bool:
        """The setup makes a game (else its problem is said); it is remembered for next time."""
        problem = self.setup.check()
        if problem:
            self.message = problem
            services.play(self.app, "error")
            return False
        services.set_setting(self.app, SETTINGS_KEY, self.setup.to_dict())
        return True

    def _start(self) -> None:
        if not self._checked():
            return
        services.play(self.app, "confirm")
        routes.open_table(self.app, self.setup)

    def _host(self) -> None:
        if not self._checked():
            return
        from game.kathmandu.view.net_words import error_words
        from game.kathmandu.view.online import ask_where_to_host

        def failed(code: str, params: dict) -> None:
            self.message = error_words(code, params) if code else ""
            if code:
                services.play(self.app, "error")
        ask_where_to_host(self.app, self.setup, failed)

    def _continue(self) -> None:
        scene = routes.resume_scene(self.app)
        if scene is None:
            self.message = _("The saved game could not be read; it was set aside.")
            services.play(self.app, "error")
            self._build()
            return
        services.play(self.app, "confirm")
        self.app.replace(scene)

    def _back(self) -> None:
        services.play(self.app, "back")
        routes.title(self.app)

    def on_language(self) -> None:
        self._build()  # the chips hold their words

    # layout -------------------------------------------------------------------------
    def _build(self) -> None:
        from game.kathmandu.saves import has_save
        s = self.setup
        o = s.options
        chips: list[Chip] = []
        x0, y = 60, 150
        for n in range(1, 7):
            chips.append(Chip(pygame.Rect(x0 + (n - 1) * 58, y, 50, 40), str(n), (lambda n=n: self._players(n)),
                              selected=(lambda n=n: self.setup.options.players == n),
                              tip=_("Solo: build two Durbar Squares against the debris") if n == 1 else
                              (_("Two-player rules: 2 bids and 4 cards a round") if n == 2
                               else ngettext("{n} player", "{n} players", n).format(n=n))))
        y = 232
        teams = s.teams_of()
        for i in range(o.players):
            label = _(SEAT_LABELS[s.seats[i]])
            if teams is not None:
                label += "  (" + _("team {letter}").format(letter="ABC"[teams[i]]) + ")"
            chips.append(Chip(pygame.Rect(x0, y + i * 50, 340, 42), label, (lambda i=i: self._cycle_seat(i)),
                              tip=_("Click to change: Human, or a bot (Easy, Normal, Hard)"),
                              style="seat", swatch=seat_colour(i)))
        # rules column
        rx, ry = 470, 150
        for j, b in enumerate(("closed", "open", "mixed")):
            chips.append(Chip(pygame.Rect(rx + j * 120, ry, 112, 40), _(BIDDING_WORDS[b]),
                              (lambda b=b: self._opts(bidding=b)), selected=(lambda b=b: self.setup.options.bidding == b),
                              enabled=lambda: self.setup.options.players > 1,
                              tip=_(BIDDING_TIPS[b])))
        ry += 82
        for k, spec in enumerate(option_toggles()):  # one row each in options.OPTIONS
            tip = _(spec.help)
            chips.append(Chip(pygame.Rect(rx + (k % 2) * 182, ry + (k // 2) * 50, 174, 42), _(spec.label),
                              (lambda f=spec.field: self._opts(**{f: not getattr(self.setup.options, f)})),
                              selected=(lambda f=spec.field: bool(getattr(self.setup.options, f))),
                              enabled=(lambda sp=spec: sp.allowed(self.setup.options.players)),
                              tip=tip[:1].upper() + tip[1:], style="toggle"))
        ry += (len(option_toggles()) + 1) // 2 * 50 + 34  # below the toggles, however many rows
        self.teams_y = ry
        for j, t in enumerate(TEAM_CHOICES[max(1, o.players)] if o.players in (4, 6) else [None]):
            chips.append(Chip(pygame.Rect(rx + j * 112, ry, 104, 40), t or _("None"), (lambda t=t: self._opts(teams=t)),
                              selected=(lambda t=t: self.setup.options.teams == t),
                              tip=_("Teams: seats alternate teams, team totals decide") if t else _("Everyone for themselves")))
        ry += 82
        self.solo_y = ry
        for j, lvl in enumerate(EXPERTISE):
            chips.append(Chip(pygame.Rect(rx + j * 91, ry, 88, 40), _(lvl.capitalize()),
                              (lambda lvl=lvl: self._opts(expertise=lvl)),
                              selected=(lambda lvl=lvl: self.setup.options.expertise == lvl),
                              enabled=lambda: SPECS["expertise"].allowed(self.setup.options.players),
                              tip=_(LEVEL_TIPS[lvl]),
                              text_size=theme.TINY))
        # right column
        cx = 880
        chips.append(Chip(pygame.Rect(cx, 150, 44, 40), "-", lambda: self._opts(seed=max(1, self.setup.options.seed - 1)),
                          tip=_("Previous seed")))
        chips.append(Chip(pygame.Rect(cx + 176, 150, 44, 40), "+", lambda: self._opts(seed=self.setup.options.seed + 1),
                          tip=_("Next seed")))
        chips.append(Chip(pygame.Rect(cx + 230, 150, 110, 40), _("Shuffle"), lambda: self._opts(seed=new_seed()),
                          tip=_("A new random seed (the same seed deals the same game)")))
        if has_save():
            chips.append(Chip(pygame.Rect(cx, 480, 340, 50), _("Continue saved game"), self._continue,
                              tip=_("Pick up the game you left"), style="button"))
        chips.append(Chip(pygame.Rect(cx, 546, 340, 64), _("Start game"), self._start, style="primary",
                          tip=_("Open the table")))
        chips.append(Chip(pygame.Rect(cx, 416, 340, 50), _("Host online game"), self._host, style="button",
                          tip=_("Open this table to friends on other computers: the Human seats after yours are "
                                "theirs; they join with the address and code shown on the table")))
        chips.append(Chip(pygame.Rect(cx, 626, 340, 44), _("Back"), self._back, style="button",
                          tip=_("Back to the title")))
        self.chips = chips
        self.focus = min(self.focus, len(chips) - 1)
        problem = s.check()
        self.message = problem or ""

    # input ----------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if isinstance(event, PointerEvent):
            idx = chip_at(self.chips, event.pos)
            if event.kind == "move":
                self.hover = idx
                if idx is not None:
                    self.focus = idx
                return True
            if event.kind == "down" and event.button == 1 and idx is not None:
                self._press(idx)
                return True
            return event.kind in ("down", "up")
        if isinstance(event, ActionEvent):
            a = event.action
            if a in (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT):
                self._move(a)
                return True
            if a is Action.CONFIRM:
                self._press(self.focus)
                return True
            if event.means(Action.BACK):
                self._back()
                return True
        return False

    def _press(self, idx: int) -> None:
        chip = self.chips[idx]
        if not chip.enabled():
            services.play(self.app, "error")
            return
        if chip.style not in ("primary",):
            services.play(self.app, "click")
        label = chip.label
        chip.on_click()
        # keep the focus on the same control after a rebuild
        for i, c in enumerate(self.chips):
            if c.rect == chip.rect and (c.label == label or c.style == chip.style):
                self.focus = i
                break

    def _move(self, a: Action) -> None:
        best = step_focus(self.chips, self.focus, a)
        if best is not None:
            self.focus = best
            services.play(self.app, "focus")

    # drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(wood(surface.get_size()), (0, 0))
        t = services.now(self.app)
        theme.draw_text(surface, _("Reviving Kathmandu"), (640, 22), size=theme.H1, color=theme.BRASS_LIGHT, bold=True,
                        serif=True, shadow=True, anchor="midtop")
        theme.draw_text(surface, _("New game"), (640, 86), size=theme.SMALL, color=theme.TEXT_DIM, anchor="midtop")
        o = self.setup.options
        theme.panel(surface, pygame.Rect(40, 116, 390, 580), alpha=220)
        theme.panel(surface, pygame.Rect(450, 116, 400, 580), alpha=220)
        theme.panel(surface, pygame.Rect(864, 116, 376, 580), alpha=220)
        head = dict(size=theme.TINY, color=theme.BRASS, bold=True)
        theme.draw_text(surface, _("PLAYERS"), (60, 126), **head)
        theme.draw_text(surface, _("SEATS  (click to change)"), (60, 206), **head)
        theme.draw_text(surface, _("BIDDING"), (470, 126), **head)
        theme.draw_text(surface, _("VARIANTS AND EXPANSIONS"), (470, 208), **head)
        theme.draw_text(surface, _("TEAMS") + ("" if o.players in (4, 6) else "  " + _("(4 or 6 players)")),
                        (470, self.teams_y - 24), **head)
        theme.draw_text(surface, _("SOLO LEVEL OF EXPERTISE") + ("" if o.players == 1 else "  " + _("(solo only)")),
                        (470, self.solo_y - 24), **head)
        theme.draw_text(surface, _("SEED"), (880, 126), **head)
        theme.draw_text(surface, str(o.seed), (880 + 110, 170), size=theme.BODY, color=theme.CREAM, bold=True,
                        anchor="center")
        self._summary(surface, pygame.Rect(880, 214, 340, 196))
        notes = [_("Bots: Easy grabs what scores now; Normal weighs missions and colours; Hard plans ahead."),
                 _("Several humans share this screen (hot-seat): each hand stays hidden behind a hand-off screen."),
                 _("In the game: F1 shows the rules, Esc pauses; the game is saved after every move.")]
        y = 232 + 50 * o.players + 16
        for line in notes:
            y += theme.draw_paragraph(surface, line, pygame.Rect(62, y, 350, 120), size=theme.TINY,
                                      color=theme.TEXT_DIM) + 8
        for i, c in enumerate(self.chips):
            draw_chip(surface, c, focused=(i == self.focus), t=t, ready=not self.message)
        if self.message:
            theme.draw_paragraph(surface, self.message, pygame.Rect(470, self.solo_y + 64, 370, 80), size=theme.TINY,
                                 color=(250, 150, 120))
        if self.hover is not None and self.chips[self.hover].tip:
            tooltip(surface, self.chips[self.hover].tip, self.chips[self.hover].rect, max_width=320)

    def _summary(self, surface, rect: pygame.Rect) -> None:
        s = self.setup
        o = s.options
        lines = []
        if o.players == 1:
            lines.append(_("Solo, {level} expertise: two Durbar Squares, debris, the die.").format(level=_(LEVEL_WORDS[o.expertise])))
        else:
            h = len(s.humans)
            lines.append(_("{players} players: {humans} at this screen, {bots} bots.").format(
                players=o.players, humans=h, bots=o.players - h))
            if h > 1:
                lines.append(_("Hot-seat: a hand-off screen hides each hand until its player is ready."))
            if o.players == 2:
                lines.append(_("Two-player rules: two bids a round, four cards each."))
        extras = option_words(o)
        lines.append(_("Rules: ") + (_(", ").join(extras) if extras else _("base game")) + _("."))
        lines.append(_("Same seed, same deal."))
        y = rect.top
        for line in lines:
            y += theme.draw_paragraph(surface, line, pygame.Rect(rect.left, y, rect.w, 200), size=theme.TINY,
                                      color=theme.PARCHMENT) + 6


def option_words(o: GameOptions) -> list[str]:
    """The options that differ from the base game, by their new-game names ("Bid manipulation",
    "Bidding: Open"), in the player's language (solo's level is named on its own line)."""
    out = []
    for spec in SPECS.values():
        value = getattr(o, spec.field)
        if value == spec.default or spec.field == "expertise":
            continue
        if spec.flag:
            out.append(_(spec.label))
        else:
            shown = _(BIDDING_WORDS[value]) if spec.field == "bidding" else str(value)
            out.append(_("{option}: {value}").format(option=_(spec.label), value=shown))
    return out
