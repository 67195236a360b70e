"""The clear "being built" screen for a game whose view is not in this build yet.

It says so plainly and leads back to the title: the player never meets a dead end.
"""
from __future__ import annotations

import pygame

from game.i18n import N_, _
from game.shell.actions import Action, ActionEvent
from game.shell.scene import Scene
from game.ui import backdrop, theme
from game.ui.widgets import Button, MenuList


def coming_scene(name: str, blurb: str = ""):
    def factory(app) -> Scene:
        return ComingScene(app, name, blurb)

    return factory


class ComingScene(Scene):
    def __init__(self, app, name: str, blurb: str = "") -> None:
        super().__init__(app)
        self.name = name
        self.blurb = blurb
        self.panel = pygame.Rect(0, 0, 760, 380)
        self.panel.center = (640, 380)
        row = pygame.Rect(0, 0, 320, 60)
        row.midbottom = (640, self.panel.bottom - 32)
        self.menu = MenuList([Button(N_("Back to title"), self.leave, sound="back")], row, style="big",
                             item_height=60, on_back=self.leave)

    def leave(self) -> None:
        if len(self.app.stack) > 1:
            self.app.pop(self, fade=True)
        else:  # opened straight from the command line: the title is the way on
            self.app.go_title()

    def handle(self, event) -> bool:
        if isinstance(event, ActionEvent) and event.means(Action.MENU) and not event.repeat:
            self.leave()
            return True
        return self.menu.handle(event)

    def draw(self, surface) -> None:
        backdrop.draw(surface, 0.0, dim=110, flags=False)
        theme.panel(surface, self.panel, radius=18)
        title = theme.engraved(_(self.name), theme.H1)
        surface.blit(title, title.get_rect(midtop=(640, self.panel.top + 28)))
        theme.ornament(surface, (640, self.panel.top + 108), 360)
        body = _("This game is still being built and is not part of this version yet. "
                 "It will open here as soon as it is ready.")
        if self.blurb:
            body = _(self.blurb) + "\n\n" + body
        theme.draw_paragraph(surface, body, pygame.Rect(self.panel.left + 60, self.panel.top + 130,
                                                        self.panel.width - 120, 160),
                             size=theme.BODY, color=theme.CREAM, align="center")
        self.menu.draw(surface, self.app.time)
