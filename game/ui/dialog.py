"""The modal dialog: a transparent scene with a title, a text and a row of buttons.

    app.dialog("Restart level?", "Your moves on this level will be lost.", ["Restart", "Cancel"],
               on_choice=lambda i: i == 0 and self.restart())
    # or: app.push(Dialog(app, title, text, buttons, on_choice, cancel=1))

Title, text and button labels are message ids (or already translated text): the dialog words
them in the player's language when it lays itself out, and again if the language changes.

``on_choice(index)`` is called after the dialog has closed, with the button's index, or with
``cancel`` (default: the last button) when the player presses Back / Esc / B.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from game.i18n import N_, _
from game.shell.scene import Scene
from game.ui import theme
from game.ui.widgets import Button, MenuList


class Dialog(Scene):
    transparent = True
    under_veil = 150  # the App darkens the scene below (and keeps that with its picture)
    #: modal, and ``on_choice`` runs only once it has closed: input while it is up never changes the
    #: scenes below, so the App keeps their picture (PERF-FINDINGS 19)
    keeps_under = True

    def __init__(self, app, title: str, text: str = "", buttons: Sequence[str] = (N_("OK"),),
                 on_choice: Callable[[int], Any] | None = None, *, cancel: int | None = None,
                 width: int = 640) -> None:
        super().__init__(app)
        self.title = title
        self.body = text
        self.on_choice = on_choice
        self.cancel = len(buttons) - 1 if cancel is None else cancel
        self.choice: int | None = None
        self.buttons = list(buttons)
        self._width = width
        self._t = 0.0
        self.layout()

    def layout(self) -> None:
        """Size the box and its buttons for the current language's words."""
        buttons, title, text = self.buttons, _(self.title), _(self.body) if self.body else ""
        cw, ch = self.app.canvas_size
        label_font = theme.font(theme.H3, bold=True, serif=True)
        bw = max(170, max(label_font.size(_(b))[0] for b in buttons) + 60)
        width = max(self._width, min(cw - 80, bw * len(buttons) + 16 * (len(buttons) - 1) + 80),
                    min(cw - 80, theme.font(theme.H2, True, True).size(title)[0] + 80))
        lines = theme.wrap(text, theme.BODY, width - 80) if text else []
        line_h = int(theme.font(theme.BODY).get_linesize() * 1.06)
        h = 100 + len(lines) * line_h + 110
        self.rect = pygame.Rect(0, 0, width, h)
        self.rect.center = (cw // 2, ch // 2)
        bw = min(bw, (width - 80 - 16 * (len(buttons) - 1)) // max(1, len(buttons)))
        total = bw * len(buttons) + 16 * (len(buttons) - 1)
        row = pygame.Rect(0, 0, total, 58)
        row.midbottom = (self.rect.centerx, self.rect.bottom - 28)
        items = [Button(label, (lambda i=i: self.choose(i)), sound="confirm" if i != self.cancel else "back")
                 for i, label in enumerate(buttons)]
        focus = getattr(getattr(self, "menu", None), "focus", None)
        self.menu = MenuList(items, row, spacing=16, style="big", horizontal=True, on_back=self._cancel)
        self.menu.item_height = 58
        if focus is not None:
            self.menu.focus = focus

    def on_language(self) -> None:
        self.layout()

    def _cancel(self) -> None:
        self.choose(self.cancel, sound=False)

    def choose(self, index: int, sound: bool = False) -> None:
        if self.choice is not None:
            return
        self.choice = index
        self.app.pop()
        if self.on_choice is not None:
            self.on_choice(index)

    def handle(self, event) -> bool:
        self.menu.handle(event)
        return True  # modal: nothing falls through

    def update(self, dt: float) -> None:
        self._t += dt

    def draw(self, surface: pygame.Surface) -> None:
        theme.panel(surface, self.rect, fill=theme.WOOD, rim=theme.BRASS, radius=18, alpha=250)
        theme.draw_text(surface, _(self.title), (self.rect.centerx, self.rect.top + 30), size=theme.H2, bold=True,
                        serif=True, color=theme.BRASS_LIGHT, shadow=True, anchor="midtop",
                        max_width=self.rect.width - 40)
        y = self.rect.top + 30 + theme.font(theme.H2, True, True).get_linesize() + 12
        pygame.draw.line(surface, theme.BRASS_DARK, (self.rect.left + 40, y - 6), (self.rect.right - 40, y - 6))
        if self.body:
            body_h = self.menu.rect.top - 12 - (y + 6)
            theme.draw_paragraph(surface, _(self.body), pygame.Rect(self.rect.left + 40, y + 6, self.rect.width - 80,
                                                                    body_h),
                                 size=theme.BODY, color=theme.CREAM, align="center")
        self.menu.draw(surface, self.app.time)
