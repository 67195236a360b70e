"""Toasts: short messages that slide in at the top of the screen and fade away by themselves.

The App owns one ``Toasts`` and draws it above every scene: call ``app.toast("Saved")`` or
``app.toast("Gamepad disconnected", kind="warn")`` (the text is translated when drawn, so pass
``_("...").format(...)`` for a message with values, or a plain message id). Kinds: "info", "good", "warn", "error".
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import _
from game.ui import theme

KIND_COLOURS = {"info": theme.LAPIS, "good": theme.JADE, "warn": theme.SAFFRON, "error": theme.VERMILION}
SLIDE = 0.25  # seconds to slide in / fade out


@dataclass
class Toast:
    text: str
    kind: str = "info"
    seconds: float = 2.8
    age: float = 0.0

    @property
    def alive(self) -> bool:
        return self.age < self.seconds + SLIDE


class Toasts:
    def __init__(self, max_visible: int = 4) -> None:
        self.items: list[Toast] = []
        self.max_visible = max_visible

    def add(self, text: str, kind: str = "info", seconds: float = 2.8) -> Toast:
        # the same message twice in a row restarts its timer instead of stacking
        for t in self.items:
            if t.text == text and t.kind == kind:
                t.age = min(t.age, SLIDE)
                t.seconds = max(t.seconds, seconds)
                return t
        toast = Toast(text, kind if kind in KIND_COLOURS else "info", seconds)
        self.items.append(toast)
        del self.items[:-self.max_visible]
        return toast

    def clear(self) -> None:
        self.items.clear()

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def update(self, dt: float) -> None:
        for t in self.items:
            t.age += dt
        self.items = [t for t in self.items if t.alive]

    def draw(self, surface: pygame.Surface, area: pygame.Rect | None = None) -> None:
        """Stack the toasts from the top of ``area`` (default: the whole screen), centred in it;
        a scene names its ``toast_area`` so toasts keep off its headings (see App._draw)."""
        area = area or surface.get_rect()
        y = area.top + 18
        cx = area.centerx
        for t in self.items:
            if t.age < SLIDE:
                k = t.age / SLIDE
            elif t.age > t.seconds:
                k = max(0.0, 1 - (t.age - t.seconds) / SLIDE)
            else:
                k = 1.0
            ease = 1 - (1 - k) ** 3
            # a long message (a corrupt file's name and reason) wraps instead of running off the screen
            max_w = min(surface.get_width() - 160, area.w - 80)
            imgs = [theme.text(line, theme.BODY, theme.CREAM, bold=True)
                    for line in theme.wrap(_(t.text), theme.BODY, max_w, bold=True)[:4]]
            text_w = max(img.get_width() for img in imgs)
            text_h = sum(img.get_height() for img in imgs)
            box = pygame.Rect(0, 0, min(max(320, text_w + 80), area.w), text_h + 24)
            box.midtop = (cx, int(y - (1 - ease) * 30))
            layer = pygame.Surface(box.size, pygame.SRCALPHA)
            theme.panel(layer, layer.get_rect(), fill=theme.WOOD_DARK, rim=KIND_COLOURS[t.kind], radius=12,
                        alpha=245, shadow=False)
            pygame.draw.circle(layer, KIND_COLOURS[t.kind], (24, 12 + imgs[0].get_height() // 2), 7)
            ty = 12
            for img in imgs:
                layer.blit(img, (44, ty))
                ty += img.get_height()
            layer.set_alpha(int(255 * ease))
            surface.blit(layer, box)
            y += int((box.height + 10) * ease)
