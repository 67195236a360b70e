"""A ready-made pause menu for the games: a transparent scene over the paused game.

    from game.ui.pause import PauseMenu
    app.push(PauseMenu(app, "Paused", [
        ("Resume", None),                   # None = just close the menu
        ("Restart level", self.restart),    # your callbacks run after the menu has closed
        ("Level select", self.to_levels),
    ]))

"Settings" and "Quit to title" are added at the end unless ``settings=False`` / ``title=False``.
Back / Esc / Start (MENU) close the menu like "Resume". ``subtitle`` is a line under the title
(e.g. the level's name). Title, subtitle and labels are message ids (``N_("Restart level")``):
the menu words them when it draws.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from game.i18n import N_, _
from game.shell.actions import Action, ActionEvent
from game.shell.scene import Scene
from game.ui import theme
from game.ui.widgets import Button, MenuList


class PauseMenu(Scene):
    transparent = True
    under_veil = 160  # the App darkens the scene below (and keeps that with its picture)

    def __init__(self, app, title: str = N_("Paused"), entries: Sequence[tuple[str, Callable[[], Any] | None]] = (
            (N_("Resume"), None),), *, subtitle: str = "", settings: bool = True, title_entry: bool = True,
                 on_close: Callable[[], Any] | None = None) -> None:
        super().__init__(app)
        self.title = title
        self.subtitle = subtitle
        self.on_close = on_close
        items = [Button(label, (lambda cb=cb: self._run(cb)), sound="confirm" if cb else "back")
                 for label, cb in entries]
        if settings:
            items.append(Button(N_("Settings"), self.app.open_settings))
        if title_entry:
            items.append(Button(N_("Quit to title"), lambda: self._confirm_title(), sound="back"))
        h = len(items) * 62 + (len(items) - 1) * 12
        header = 150 if subtitle else 122
        self.panel = pygame.Rect(0, 0, 520, header + h + 36)
        self.panel.center = (640, 372)
        top = self.panel.top + header
        self.menu = MenuList(items, pygame.Rect(640 - 200, top, 400, h), spacing=12, style="big",
                             item_height=62, on_back=self.close)

    def close(self) -> None:
        self._run(None)

    def _run(self, callback: Callable[[], Any] | None) -> None:
        self.app.pop(self)
        if self.on_close is not None:
            self.on_close()
        if callback is not None:
            callback()

    def _confirm_title(self) -> None:
        def chosen(i: int) -> None:
            if i == 0:
                self.app.go_title()

        self.app.dialog(N_("Quit to title?"), N_("Your progress so far is kept."), [N_("Quit to title"), N_("Keep playing")],
                        on_choice=chosen)

    def handle(self, event) -> bool:
        if isinstance(event, ActionEvent) and event.pressed and not event.repeat and event.action is Action.MENU:
            theme.feedback("back")
            self.close()
            return True
        self.menu.handle(event)
        return True  # modal

    def draw(self, surface: pygame.Surface) -> None:
        theme.panel(surface, self.panel, radius=20, alpha=248)
        img = theme.engraved(_(self.title), theme.H1)
        if img.get_width() > self.panel.width - 24:
            img = pygame.transform.smoothscale_by(img, (self.panel.width - 24) / img.get_width())
        surface.blit(img, img.get_rect(midtop=(self.panel.centerx, self.panel.top + 18)))
        theme.ornament(surface, (self.panel.centerx, self.panel.top + 90), 300)
        if self.subtitle:
            theme.draw_text(surface, _(self.subtitle), (self.panel.centerx, self.panel.top + 104), size=theme.SMALL,
                            color=theme.PARCHMENT, anchor="midtop", max_width=self.panel.width - 40)
        self.menu.draw(surface, self.app.time)
