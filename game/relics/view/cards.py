"""The cards that interrupt play: the new-block card (its words from the kind's record), the
teaching cards and How to play (``teach``), level complete, advance to a new floor and the
ending (the pause menu is the shared ``game.ui.pause.PauseMenu``). Each is a transparent scene
over the level with a carved panel, a picture, a few lines of text and buttons (the shell's
widgets: keyboard, gamepad and mouse).
"""
from __future__ import annotations

import math
from typing import Callable, Sequence

import pygame

from game.i18n import _
from game.relics.kinds import FLOORS
from game.relics.view.sprites import bank
from game.shell.actions import Action, ActionEvent
from game.shell.scene import Scene
from game.ui import theme
from game.ui.widgets import Button, MenuList

def card_picture(kind: str, size: int = 150) -> pygame.Surface:
    """A big sprite of the block on a little floor tile, for the new-block card."""
    b = bank(size)
    surf = pygame.Surface((size + 20, int(size * 1.45)), pygame.SRCALPHA)
    tile = b.floor_tile(0)
    base_y = surf.get_height() - b.tile_h - 6
    surf.blit(tile, (10, base_y))
    if kind == "fire":
        img = b.fire(3)
    elif kind == "water":
        img = b.water(2)
        surf.blit(img, (10, base_y))
        return surf.subsurface(surf.get_bounding_rect()).copy()
    else:
        img = b.block(kind)
    surf.blit(img, (10, base_y + b.tile_h - img.get_height()))
    return surf.subsurface(surf.get_bounding_rect()).copy()


class Card(Scene):
    """A modal card: title, optional picture, text, buttons. Confirm = first button."""

    transparent = True

    def __init__(self, app, title: str, text: str, buttons: Sequence[tuple[str, Callable[[], None]]], *,
                 heading: str = "", picture: pygame.Surface | None = None, lines: Sequence[tuple[str, str]] = (),
                 width: int = 760, on_back: int | None = None, accent=theme.BRASS) -> None:
        super().__init__(app)
        self.title, self.text, self.heading = title, text, heading
        self.picture = picture
        self.lines = list(lines)
        self.accent = accent
        self.t = 0.0
        cw, ch = app.canvas_size
        text_w = width - 80 - (picture.get_width() + 30 if picture else 0)
        self._wrapped = theme.wrap(text, theme.BODY, text_w) if text else []
        line_h = int(theme.font(theme.BODY).get_linesize() * 1.06)
        body_h = max(len(self._wrapped) * line_h + len(self.lines) * 40, picture.get_height() if picture else 0)
        h = 130 + body_h + 110
        self.rect = pygame.Rect(0, 0, width, h)
        self.rect.center = (cw // 2, ch // 2)
        self._line_h = line_h
        self._actions = [fn for _label, fn in buttons]
        n = len(buttons)
        # wide enough for the longest label ("Back to the level" spilled over a 230 px button)
        widest = max((theme.font(theme.H3, True, True).size(label)[0] for label, _fn in buttons), default=0)
        bw = min(max(230, widest + 40), (width - 80 - 16 * (n - 1)) // max(1, n))
        row = pygame.Rect(0, 0, bw * n + 16 * (n - 1), 56)
        row.midbottom = (self.rect.centerx, self.rect.bottom - 26)
        items = [Button(label, (lambda i=i: self._choose(i)), sound="confirm" if i == 0 else "click")
                 for i, (label, _fn) in enumerate(buttons)]
        back = (n - 1) if on_back is None else on_back
        self.menu = MenuList(items, row, spacing=16, style="big", horizontal=True,
                             on_back=lambda: self._choose(back))
        self.menu.item_height = 56
        self._chosen = False

    def _choose(self, index: int) -> None:
        if self._chosen:
            return
        self._chosen = True
        self.app.pop(self)
        self._actions[index]()

    def handle(self, event) -> bool:
        if isinstance(event, ActionEvent) and event.action in (Action.MENU,) and not self._chosen:
            return self.menu.handle(ActionEvent(Action.BACK))
        self.menu.handle(event)
        return True  # modal

    def update(self, dt: float) -> None:
        self.t += dt

    def is_busy(self) -> bool:
        return self.t < 0.4

    def draw(self, surface: pygame.Surface) -> None:
        theme.dim(surface, 150)
        k = min(1.0, self.t / 0.18) if not self.app.settings.instant else 1.0
        rect = self.rect.move(0, int((1 - k) * 30))
        theme.panel(surface, rect, alpha=248)
        pygame.draw.rect(surface, self.accent, rect.inflate(-18, -18), 1, border_radius=10)
        y = rect.top + 26
        if self.heading:
            theme.draw_text(surface, self.heading, (rect.centerx, y), size=theme.TINY, color=theme.BRASS_LIGHT,
                            bold=True, anchor="midtop")
            y += 24
        theme.draw_text(surface, self.title, (rect.centerx, y), size=theme.H2, bold=True, serif=True,
                        shadow=True, anchor="midtop")
        y += 62
        x = rect.left + 40
        if self.picture is not None:
            bob = math.sin(self.t * 2.2) * 3
            surface.blit(self.picture, (x, y + bob))
            x += self.picture.get_width() + 30
        for line in self._wrapped:
            theme.draw_text(surface, line, (x, y), size=theme.BODY, color=theme.PARCHMENT)
            y += self._line_h
        if self._wrapped:
            y += 10
        for label, value in self.lines:
            theme.draw_text(surface, label, (x, y), size=theme.BODY, color=theme.TEXT_DIM)
            theme.draw_text(surface, value, (rect.right - 40, y), size=theme.BODY, color=theme.CREAM, bold=True,
                            anchor="topright")
            y += 40
        self.menu.draw(surface, self.app.time)


def new_block_card(app, floor: int, on_close: Callable[[], None]) -> Card | None:
    """The card shown at the first level of a floor (what its new block does, from its record)."""
    rec = FLOORS.get(floor)
    if rec is None:
        return None
    return Card(app, _(rec.card_title), _(rec.card_text), [(_("Let's go"), on_close)],
                heading=_("FLOOR {floor}  ·  NEW BLOCK").format(floor=floor), picture=card_picture(rec.id),
                width=820, on_back=0)
