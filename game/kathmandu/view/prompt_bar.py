"""The bar across the top: the round, the phase, what to do now, and the action buttons."""
from __future__ import annotations

import math

import pygame

from game.i18n import _
from game.ui.fonts import text
from game.ui.text_layout import wrap
from game.kathmandu.view.layout import TableLayout
from game.kathmandu.view.look import Look
from game.kathmandu.view.model import TableModel
from game.kathmandu.view.paint import GOLD, HILITE, INK, MUTED, seat_colour
from game.ui.shapes import plain_panel

BarButton = tuple[pygame.Rect, str, object, bool]  # (rect, label, action, enabled)


def round_label(m: TableModel, dealing: int = 0) -> str:
    """"Round 3/8" (``dealing``: the round whose start is animating, ahead of the model)."""
    n = dealing or m.round
    if m.n == 1:
        return _("Solo · round {n}").format(n=n)
    return _("Round {n}/{total}").format(n=min(n, m.rounds), total=m.rounds)


def paint_bar(surface, m: TableModel, L: TableLayout, look: Look, *, phase: str, prompt: str, buttons: list,
              mine: bool, seat: int | None, help_action, last_round: int = 0) -> list[BarButton]:
    """Draws the bar; returns the buttons as drawn (the last one is the rules "?")."""
    pygame.draw.rect(surface, (30, 20, 16), L.bar)
    pygame.draw.line(surface, (150, 110, 60), (0, L.bar.bottom - 1), (L.bar.right, L.bar.bottom - 1), 2)
    # the round being dealt while its start animates; once over, the last round played
    surface.blit(text(round_label(m, look.fx.round if look.busy else last_round), 16, GOLD, True), (12, 6))
    surface.blit(text(phase, 12, MUTED, True), (12, 26))
    if prompt:
        col = HILITE if mine else INK
        if mine:
            pulse = int(60 + 40 * math.sin(look.time * 4))
            hl = pygame.Surface((L.bar.w - 170 - len(buttons) * 130, L.bar.h - 10), pygame.SRCALPHA)
            pygame.draw.rect(hl, (255, 200, 80, pulse // 3), hl.get_rect(), border_radius=8)
            surface.blit(hl, (150, 5))
        if seat is not None and m.n > 1:
            pygame.draw.circle(surface, seat_colour(seat), (168, L.bar.centery), 8)
        lines = wrap(prompt, 15, L.bar.w - 200 - len(buttons) * 130, bold=True)
        for i, line in enumerate(lines[:2]):
            surface.blit(text(line, 15 if len(lines) == 1 else 13, col, True),
                         (184, (13 if len(lines) == 1 else 5) + i * 17))
    drawn: list[BarButton] = []
    x = L.bar.right - 52
    for label_, fn, enabled in reversed(buttons):
        lab = text(label_, 14, INK if enabled else MUTED, True)
        w = max(96, lab.get_width() + 24)
        rect = pygame.Rect(x - w - 6, 7, w, 32)
        x = rect.x
        hover = rect.collidepoint(look.mouse)
        fill = (170, 110, 40) if enabled and hover else ((120, 80, 36) if enabled else (60, 46, 38))
        plain_panel(surface, rect, fill=fill, edge=GOLD if enabled else (90, 70, 50), radius=8, alpha=255)
        surface.blit(lab, lab.get_rect(center=rect.center))
        drawn.append((rect, label_, fn, enabled))
    help_r = pygame.Rect(L.bar.right - 44, 7, 36, 32)
    plain_panel(surface, help_r, fill=(80, 56, 36), edge=GOLD, radius=8, alpha=255)
    q = text("?", 18, INK, True)
    surface.blit(q, q.get_rect(center=help_r.center))
    drawn.append((help_r, _("Rules (F1)"), help_action, True))
    return drawn


def paint_keyboard(surface, L: TableLayout, label: str, ring: pygame.Rect | None) -> None:
    """Keyboard play: the move the arrows picked, on the mat's border just under the bar (never over
    the prompt, nor over the bid spots), and its target ringed."""
    if ring is not None:
        pygame.draw.rect(surface, HILITE, ring.inflate(10, 10), 3, border_radius=10)
    t = text(label, 12, (30, 20, 10), True)
    box = pygame.Rect(0, 0, min(t.get_width() + 20, L.mat.w - 40), 18)
    box.midtop = (L.mat.centerx, L.bar.bottom + 1)
    pygame.draw.rect(surface, HILITE, box, border_radius=8)
    dest = t.get_rect(center=box.center) if t.get_width() + 20 <= box.w else t.get_rect(midleft=(box.x + 10, box.centery))
    surface.blit(t, dest, area=pygame.Rect(0, 0, box.w - 20, t.get_height()))
