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
from game.kathmandu.view.fonts import text
from game.kathmandu.view.model import colour_name
from game.kathmandu.view.paint import HILITE, INK


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
