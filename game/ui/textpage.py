"""A scrollable page of text over the current screen: rules summaries, help, credits.

    from game.ui.textpage import TextPage
    app.push(TextPage(app, N_("How to play"), lambda: rules_text()))

The title is a message id (translated when drawn); the text is a string or a function that
makes it (in the current language: the page re-lays itself out when the language changes).

The text is plain: blank lines separate paragraphs, a line starting with ``# `` is a heading and
a line starting with ``- `` a bullet. Up/Down (or the wheel) scroll, PgUp/PgDn jump; Back, Esc,
B, Confirm or a click on "Close" closes it.
"""
from __future__ import annotations

import pygame

from typing import Callable

from game.i18n import N_, _
from game.shell.actions import Action, ActionEvent, PointerEvent
from game.shell.scene import Scene
from game.ui import theme
from game.ui.widgets import Button

LINE_STEP = 40


class TextPage(Scene):
    transparent = True
    under_veil = 160  # the App darkens the scene below (and keeps that with its picture)

    def __init__(self, app, title: str, text: "str | Callable[[], str]", *, width: int = 900) -> None:
        super().__init__(app)
        self.title = title
        self.panel = pygame.Rect(0, 0, width, 640)
        self.panel.center = (640, 366)
        self.view = pygame.Rect(self.panel.left + 44, self.panel.top + 104, self.panel.width - 100,
                                self.panel.height - 190)
        self.text = text
        self.scroll = 0
        self.on_language()
        self.close_btn = Button(N_("Close"), self.close, sound="back")
        self.close_btn.rect = pygame.Rect(0, 0, 200, 50)
        self.close_btn.rect.midbottom = (self.panel.centerx, self.panel.bottom - 22)

    def on_language(self) -> None:
        text = self.text() if callable(self.text) else _(self.text)
        self.lines = self._layout(text, self.view.width)
        self.content_h = self.lines[-1][1] + 30 if self.lines else 0
        self.scroll = min(self.scroll, max(0, self.content_h - self.view.height))

    @staticmethod
    def _layout(text: str, width: int) -> list[tuple[str, int, str]]:
        """(line, y, kind) with kind "h" heading, "b" bullet start, "t" text."""
        out: list[tuple[str, int, str]] = []
        y = 0
        body_h = theme.font(theme.BODY).get_linesize()
        for para in text.strip("\n").split("\n"):
            if not para.strip():
                y += body_h // 2
                continue
            if para.startswith("# "):
                y += 8
                out.append((para[2:].strip(), y, "h"))
                y += theme.font(theme.H3, True, True).get_linesize() + 4
                continue
            bullet = para.startswith("- ")
            body = para[2:] if bullet else para
            for i, line in enumerate(theme.wrap(body, theme.BODY, width - (28 if bullet else 0))):
                out.append((line, y, "b" if bullet and i == 0 else ("i" if bullet else "t")))
                y += body_h
        return out

    def close(self) -> None:
        self.app.pop(self)

    def _scroll_by(self, dy: int) -> None:
        limit = max(0, self.content_h - self.view.height)
        new = max(0, min(limit, self.scroll + dy))
        if new != self.scroll:
            self.scroll = new
            self.app.request_redraw()

    def handle(self, event) -> bool:
        if isinstance(event, ActionEvent):
            if not event.pressed:
                return True
            if event.action is Action.UP:
                self._scroll_by(-LINE_STEP)
            elif event.action is Action.DOWN:
                self._scroll_by(LINE_STEP)
            elif event.action in (Action.PREV, Action.LEFT):
                self._scroll_by(-self.view.height + LINE_STEP)
            elif event.action in (Action.NEXT, Action.RIGHT):
                self._scroll_by(self.view.height - LINE_STEP)
            elif (event.means(Action.BACK) or event.action in (Action.CONFIRM, Action.HELP, Action.MENU)) \
                    and not event.repeat:
                theme.feedback("back")
                self.close()
            return True
        if isinstance(event, PointerEvent):
            if event.kind == "wheel":
                self._scroll_by(-event.wheel * LINE_STEP * 2)
            else:
                self.close_btn.handle(event)
            return True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        theme.panel(surface, self.panel, radius=20, alpha=248)
        img = theme.engraved(_(self.title), theme.H1)
        if img.get_width() > self.panel.width - 24:
            img = pygame.transform.smoothscale_by(img, (self.panel.width - 24) / img.get_width())
        surface.blit(img, img.get_rect(midtop=(self.panel.centerx, self.panel.top + 16)))
        theme.ornament(surface, (self.panel.centerx, self.panel.top + 86), 360)
        clip = surface.get_clip()
        surface.set_clip(self.view)
        for line, y, kind in self.lines:
            yy = self.view.top + y - self.scroll
            if yy < self.view.top - 60 or yy > self.view.bottom:
                continue
            if kind == "h":
                theme.draw_text(surface, line, (self.view.left, yy), size=theme.H3, bold=True, serif=True,
                                color=theme.BRASS_LIGHT)
            elif kind in ("b", "i"):
                if kind == "b":
                    pygame.draw.circle(surface, theme.SAFFRON, (self.view.left + 9, yy + 15), 4)
                theme.draw_text(surface, line, (self.view.left + 28, yy), size=theme.BODY, color=theme.CREAM)
            else:
                theme.draw_text(surface, line, (self.view.left, yy), size=theme.BODY, color=theme.CREAM)
        surface.set_clip(clip)
        if self.content_h > self.view.height:  # scroll bar
            track = pygame.Rect(self.view.right + 20, self.view.top, 6, self.view.height)
            pygame.draw.rect(surface, theme.WOOD_DARK, track, border_radius=3)
            h = max(30, track.height * self.view.height // self.content_h)
            top = track.top + (track.height - h) * self.scroll // max(1, self.content_h - self.view.height)
            pygame.draw.rect(surface, theme.BRASS, (track.left, top, 6, h), border_radius=3)
        self.close_btn.draw(surface, True, self.app.time, "big")
