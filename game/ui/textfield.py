"""A one-line text field: typed text (SDL text input, so every keyboard layout and input method
works), a caret that the arrows, Home and End move, Backspace and Delete, Ctrl+V to paste.

A scene that holds fields gets the raw pygame events first through its ``text_input(ev)`` method
(the App offers them before turning keys into actions) and passes them to the focused field's
``feed(ev)``: True when the field used the event.
"""
from __future__ import annotations

import pygame

from game.ui import theme


class TextField:
    def __init__(self, label: str, text: str = "", *, max_length: int = 60, placeholder: str = "",
                 allowed=None) -> None:
        self.label = label  # a message id, translated where drawn
        self.text = text
        self.caret = len(text)
        self.max_length = max_length
        self.placeholder = placeholder  # a message id, shown dim while the field is empty
        self.allowed = allowed  # None or a function char -> bool
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.problem = False  # drawn with a red rim (the form's message says why)

    def set(self, text: str) -> None:
        self.text = text[:self.max_length]
        self.caret = len(self.text)

    def _insert(self, s: str) -> None:
        s = "".join(ch for ch in s if ch.isprintable() and (self.allowed is None or self.allowed(ch)))
        room = self.max_length - len(self.text)
        s = s[:max(0, room)]
        if s:
            self.text = self.text[:self.caret] + s + self.text[self.caret:]
            self.caret += len(s)
            self.problem = False

    def feed(self, ev) -> bool:
        if ev.type == pygame.TEXTINPUT:
            self._insert(ev.text)
            return True
        if ev.type != pygame.KEYDOWN:
            return False
        k = ev.key
        ctrl = bool(ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        if k == pygame.K_BACKSPACE:
            if self.caret > 0:
                self.text = self.text[:self.caret - 1] + self.text[self.caret:]
                self.caret -= 1
            self.problem = False
            return True
        if k == pygame.K_DELETE:
            self.text = self.text[:self.caret] + self.text[self.caret + 1:]
            self.problem = False
            return True
        if k == pygame.K_LEFT:
            self.caret = max(0, self.caret - 1)
            return True
        if k == pygame.K_RIGHT:
            self.caret = min(len(self.text), self.caret + 1)
            return True
        if k == pygame.K_HOME:
            self.caret = 0
            return True
        if k == pygame.K_END:
            self.caret = len(self.text)
            return True
        if ctrl and k == pygame.K_v:
            self._insert(_clipboard())
            return True
        if ctrl and k in (pygame.K_a, pygame.K_u):  # select all is not kept: Ctrl+U clears, as shells do
            if k == pygame.K_u:
                self.set("")
            return True
        # printable keys arrive as TEXTINPUT: the key press itself is used up here too
        return bool(ev.unicode and ev.unicode.isprintable() and not ctrl)

    def draw(self, surface: pygame.Surface, focused: bool, t: float) -> None:
        from game.i18n import _
        r = self.rect
        theme.draw_text(surface, _(self.label), (r.x + 2, r.y - 6), size=theme.TINY, color=theme.BRASS, bold=True,
                        anchor="bottomleft")
        rim = theme.VERMILION if self.problem else (theme.BRASS_LIGHT if focused else theme.BRASS_DARK)
        theme.panel(surface, r, fill=theme.WOOD_DARK, rim=rim, radius=8, alpha=250, shadow=False)
        x = r.x + 12
        if self.text:
            f = theme.font(theme.SMALL)
            head = f.size(self.text[:self.caret])[0]
            shift = max(0, head - (r.w - 28))  # keep the caret in view
            clip = surface.get_clip()
            surface.set_clip(r.inflate(-8, -4))
            theme.draw_text(surface, self.text, (x - shift, r.centery), size=theme.SMALL, color=theme.CREAM,
                            anchor="midleft")
            surface.set_clip(clip)
            cx = x - shift + head
        else:
            if self.placeholder and not focused:
                theme.draw_text(surface, _(self.placeholder), (x, r.centery), size=theme.SMALL, color=theme.TEXT_DIM,
                                anchor="midleft", max_width=r.w - 24)
            cx = x
        if focused and int(t * 2) % 2 == 0:
            pygame.draw.line(surface, theme.BRASS_LIGHT, (cx + 1, r.y + 9), (cx + 1, r.bottom - 9), 2)
        if focused:
            theme.focus_ring(surface, r, t, radius=8)


def _clipboard() -> str:
    try:
        raw = pygame.scrap.get_text() if hasattr(pygame.scrap, "get_text") else ""
    except Exception:  # no clipboard on this system (or not initialised)
        return ""
    return (raw or "").replace("\x00", "").splitlines()[0] if raw else ""
