"""Chips: buttons laid out freely on a screen (a grid of options rather than a list), with
spatial keyboard / gamepad focus. Each chip is a record (``Chip``); the screen keeps the list
and the focus, and asks here which chip is under the mouse (``chip_at``), which one an arrow
goes to (``step_focus``) and how one looks (``draw_chip``).

    chips = [Chip(pygame.Rect(60, 150, 50, 40), "1", lambda: pick(1), selected=lambda: n == 1), ...]
    i = chip_at(chips, event.pos)                     # pointer
    focus = step_focus(chips, focus, Action.RIGHT)    # arrows (None: nothing that way)
    draw_chip(surface, chips[i], focused=i == focus, t=app.time)

Styles: "chip" (a pick among siblings), "toggle" (a check box and a label), "seat" (a colour
swatch, a label and "change"), "button", "primary" (the screen's main action, saffron).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

import pygame

from game.i18n import _
from game.shell.actions import Action
from game.ui import theme


@dataclass
class Chip:
    rect: pygame.Rect
    label: str
    on_click: Callable[[], Any]
    selected: Callable[[], bool] = lambda: False
    enabled: Callable[[], bool] = lambda: True
    tip: str = ""
    style: str = "chip"  # chip | toggle | seat | button | primary
    swatch: tuple | None = None
    text_size: int = 0  # 0 = the style's size; a row of chips that must match shares one


_STEPS = {Action.UP: (0, -1), Action.DOWN: (0, 1), Action.LEFT: (-1, 0), Action.RIGHT: (1, 0)}


def chip_at(chips: Sequence[Chip], pos) -> int | None:
    """The index of the chip under ``pos`` (None: none)."""
    for i, c in enumerate(chips):
        if c.rect.collidepoint(pos):
            return i
    return None


def step_focus(chips: Sequence[Chip], focus: int, action: Action) -> int | None:
    """The chip an arrow moves the focus to from ``chips[focus]``: the nearest one that way,
    preferring the one most in line (None: nothing that way)."""
    cur = chips[focus].rect.center
    dx, dy = _STEPS[action]
    best, bd = None, 1e9
    for i, c in enumerate(chips):
        vx, vy = c.rect.centerx - cur[0], c.rect.centery - cur[1]
        along = vx * dx + vy * dy
        if along <= 4:
            continue
        across = abs(vx * dy) + abs(vy * dx)
        d = along + across * 2.5
        if d < bd:
            best, bd = i, d
    return best


def draw_chip(surface: pygame.Surface, c: Chip, focused: bool, t: float, *, ready: bool = True) -> None:
    """One chip; ``ready``: whether a "primary" chip may be pressed now (saffron) or waits (wood)."""
    on = c.selected()
    enabled = c.enabled()
    if c.style == "primary":
        fill = theme.SAFFRON if enabled and ready else theme.WOOD_LIGHT
        rim = theme.BRASS_LIGHT
    elif on:
        fill, rim = (150, 96, 40), theme.BRASS_LIGHT
    else:
        fill, rim = (theme.WOOD_LIGHT if focused else theme.WOOD), theme.BRASS_DARK
    if not enabled:
        fill, rim = (58, 42, 34), (90, 70, 50)
    theme.panel(surface, c.rect, fill=fill, rim=rim, radius=9, alpha=245, shadow=c.style in ("primary", "button"))
    colour = theme.CREAM if enabled else (130, 112, 96)
    if c.style == "seat":
        pygame.draw.circle(surface, c.swatch, (c.rect.x + 22, c.rect.centery), 12)
        pygame.draw.circle(surface, (30, 20, 14), (c.rect.x + 22, c.rect.centery), 12, 2)
        theme.draw_text(surface, c.label, (c.rect.x + 44, c.rect.centery), size=theme.SMALL, color=colour,
                        anchor="midleft")
        theme.draw_text(surface, _("change"), (c.rect.right - 12, c.rect.centery), size=theme.TINY,
                        color=theme.TEXT_DIM, anchor="midright")
    elif c.style == "toggle":
        box = pygame.Rect(c.rect.x + 10, c.rect.centery - 9, 18, 18)
        pygame.draw.rect(surface, (30, 20, 14), box, border_radius=4)
        if on:
            pygame.draw.lines(surface, theme.BRASS_LIGHT, False,
                              [(box.x + 3, box.centery), (box.x + 8, box.bottom - 4), (box.right - 3, box.y + 3)], 3)
        size = theme.fit_size(c.label, theme.TINY - 1, c.rect.w - 44, min_size=10, what="chip")
        theme.draw_text(surface, c.label, (c.rect.x + 34, c.rect.centery), size=size, color=colour,
                        anchor="midleft")
    else:
        bold = c.style in ("primary", "button") or on
        size = theme.fit_size(c.label, c.text_size or (theme.H3 if c.style == "primary" else theme.SMALL),
                              c.rect.w - 16, bold=bold, min_size=10, what="chip")
        theme.draw_text(surface, c.label, c.rect.center, size=size, color=colour if c.style != "primary" else theme.NIGHT,
                        bold=bold, anchor="center")
    if focused:
        theme.focus_ring(surface, c.rect, t, radius=9)
