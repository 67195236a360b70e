"""Solo advice: what the Hard bot's planner would aim at, and the move it would play now.

Asked with the hint key (H / the pad's Back) or the Advice button. It is computed from the
player's own view (never the deck's order) in a thread, so the table keeps drawing. The target
is drawn on the two Durbar Squares: the sections still missing of a monument already begun as
ghost slices above it, the monuments not begun as ghost silhouettes beside the square's title;
the suggested move is picked as the keyboard move (ringed, spelled out; Enter plays it).
"""
from __future__ import annotations

import threading
from dataclasses import dataclass

import pygame

from game.i18n import _
from game.kathmandu.bots import solo_plan
from game.kathmandu.data import MONUMENTS, SIZES
from game.ui.fonts import text
from game.kathmandu.view.model import colour_name
from game.kathmandu.view.paint import HILITE, INK


class Adviser:
    """The table's advice in solo: asked by the hint key, thought in a thread, shown until the
    game moves on (the table calls ``ask``, ``poll`` each update, and the two draws)."""

    def __init__(self, table) -> None:
        self.table = table
        self.advice: Advice | None = None
        self.job: AdviceJob | None = None

    @property
    def thinking(self) -> bool:
        return self.job is not None

    def ask(self) -> None:
        t = self.table
        if t.ended:
            t.say(_("The game is over: there is no move left to advise."))
            return
        if t.my_decision() is None or t.anims.busy:
            t.say(_("Advice is given when it is your move."))
            return
        t.sound("click")
        self.advice = None
        self.job = AdviceJob(t.session.bot_view(t.viewer), t.model_version)
        if t.app.frames_limit:
            self.job.wait(10.0)  # headless runs: deterministic frames

    def poll(self) -> None:
        t, job = self.table, self.job
        if job is None or not job.done:
            return
        self.job = None
        advice = job.result
        if advice.version != t.model_version:
            return  # the game moved on while it was thought
        self.advice = advice
        if advice.choice is None:
            t.say(_("No advice for this position."))
            return
        menu = t.menu
        if menu is not None and menu.open and advice.choice in menu.choices:
            menu.index = menu.choices.index(advice.choice)   # the advised row is focused: Enter plays it
        cands = t.keyboard_moves()
        if advice.choice in cands:
            t.kb_index = cands.index(advice.choice)
            t.kb_active = True
        from game.kathmandu.view.choice_words import ChoiceWords
        words = ChoiceWords(t.model, t.names, t.viewer).text(advice.choice)
        t.say(_("Advice: {move}").format(move=words))

    @property
    def current(self) -> "Advice | None":
        """The advice for the position on the table (None once the game has moved on)."""
        a = self.advice
        return a if a is not None and a.version == self.table.model_version else None

    def draw_target(self, surface) -> None:
        t = self.table
        if t.n == 1 and self.current is not None:
            paint_advice(surface, self.current, t.model, t.layout, t.look, t.columns())

    def draw_key(self, surface) -> None:
        t = self.table
        if t.n != 1 or t.ended:
            return
        from game.shell.input import action_label
        from game.shell.actions import Action
        paint_advice_key(surface, t.layout, action_label(t.app, Action.HINT.value), self.thinking)


@dataclass(frozen=True)
class Advice:
    version: int  # the table model version it was computed for (stale once the game moves on)
    target: solo_plan.Target | None
    choice: object | None


class AdviceJob:
    """The planner's advice for one view, thought in a daemon thread; poll ``result``."""

    def __init__(self, view, version: int) -> None:
        self.version = version
        self.result: Advice | None = None
        self._thread = threading.Thread(target=self._run, args=(view,), daemon=True, name="kathmandu-advice")
        self._thread.start()

    def _run(self, view) -> None:
        try:
            plan = solo_plan.Plan(view, solo_plan.HARD)
            choices = view.choices()
            choice = solo_plan.choose(view, choices, solo_plan.HARD) if choices else None
            self.result = Advice(self.version, plan.best_target(), choice)
        except Exception:  # advice is a courtesy: a planner failure shows "no advice"
            self.result = Advice(self.version, None, None)

    @property
    def done(self) -> bool:
        return self.result is not None

    def wait(self, timeout: float | None = None) -> bool:
        self._thread.join(timeout)
        return self.done


def missing(target: solo_plan.Target, monuments) -> list[list[tuple[int, int, int | None, int]]]:
    """Per square, the target's monuments still to finish as (type, colour, id of the tallest
    begun monument that can become it or None, sections built), nearest to done first."""
    out = []
    for q, pairs in enumerate(target.squares):
        rows = []
        for mon, col in pairs:
            name, colour = MONUMENTS[mon], colour_name(col)
            done, begun = False, None
            for m in monuments:
                if m.area != q or m.mon != name:
                    continue
                solid = next((c for c in m.colours if c != "wild"), "wild")
                if solid not in ("wild", colour):
                    continue
                if m.complete:
                    done = True
                    break
                if begun is None or len(m.cards) > len(begun.cards):
                    begun = m
            if done:
                continue
            rows.append((mon, col, begun.id if begun else None, len(begun.cards) if begun else 0))
        rows.sort(key=lambda row: SIZES[row[0]] - row[3])
        out.append(rows)
    return out


def paint_advice(surface: pygame.Surface, advice: Advice, model, layout, look, columns) -> None:
    """The ghost target on the Durbar Squares (see the module docstring)."""
    if advice.target is None:
        return
    r = look.renderer
    pulse = 150 + int(60 * abs(((look.time * 1.2) % 2.0) - 1.0))
    rows = missing(advice.target, model.seats[0].monuments)
    area = layout.monuments
    half = area.w // 2 - 6
    for q, wanted in enumerate(rows):
        # monuments begun: their missing sections as ghost slices above the built ones
        for mon, col, mid, built in wanted:
            if mid is None:
                continue
            column = next((c for c in columns if c.mon is not None and c.mon.id == mid), None)
            if column is None:
                continue
            for level in range(built, SIZES[mon]):
                rect = column.level_rect(level)
                if rect.bottom < area.y:
                    break
                ghost = pygame.Surface(rect.size, pygame.SRCALPHA)
                icon = r.monument_icon(MONUMENTS[mon], colour_name(col), rect.size)
                ghost.blit(icon, (0, 0))
                ghost.set_alpha(pulse // 2)
                surface.blit(ghost, rect)
                pygame.draw.rect(surface, HILITE, rect, 1, border_radius=4)
        # monuments not begun: silhouettes after the square's title
        fresh = [(mon, col) for mon, col, mid, _b in wanted if mid is None]
        x = area.x + q * (half + 12) + 130
        y = area.y - 8
        if fresh:
            label = text(_("Aim:"), 12, HILITE, True)
            surface.blit(label, (x, y + 6))
            x += label.get_width() + 6
        for mon, col in fresh:
            icon = r.monument_icon(MONUMENTS[mon], colour_name(col), (20, 26)).copy()
            icon.set_alpha(pulse + 40)
            surface.blit(icon, (x, y))
            x += 24
        if not wanted:
            surface.blit(text(_("Complete"), 12, INK, True), (x, y + 6))


def paint_advice_key(surface: pygame.Surface, layout, key: str, thinking: bool) -> None:
    """At the foot of the solo checklist: which key asks for advice (or that it is being thought)."""
    rect = layout.left
    words = _("Thinking about advice...") if thinking else _("Advice: press {key}").format(key=key)
    t = text(words, 12, HILITE, True)
    surface.blit(t, (rect.x + 12, rect.bottom - t.get_height() - 12))
