"""Shared widgets: labels, buttons, toggles, choices, sliders, the menu list with its focus ring,
and tooltips. They take the shell's input events (``ActionEvent`` / ``PointerEvent``) and draw
on the logical canvas.

    menu = MenuList([
        Button("Play", on_click=start),
        Toggle("Colour symbols", get=lambda: s.colour_symbols, set=lambda v: s.set("colour_symbols", v)),
        Choice("Speed", ["slow", "normal", "fast", "instant"], get=..., set=...),
        Slider("Effects", get=..., set=...),
    ], rect=pygame.Rect(440, 260, 400, 360), on_back=app.pop)
    # in the scene:  handle -> menu.handle(event);  draw -> menu.draw(surface, app.time)

A widget also works on its own, for the mouse (a HUD button)::

    self.undo = Button("Undo", self.do_undo); self.undo.rect = pygame.Rect(1100, 20, 150, 48)
    # handle:  if self.undo.handle(event): return True      draw:  self.undo.draw(surface)

Words: give labels, values and tooltips as English message ids marked with ``N_()`` (or ``_()``):
the widgets translate them when they draw, so a language switch re-words every menu at once. A
label too wide for its row shrinks a little and is then reported (``theme.take_overflows()``).

Keyboard / gamepad: up/down move the focus (left/right in a horizontal list), confirm activates,
left/right change a toggle, choice or slider, back calls ``on_back``. Mouse: hover focuses,
click activates, the wheel scrolls a long list. Every change plays a UI sound via ``theme.feedback``.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from game.i18n import N_, _
from game.shell.actions import Action, ActionEvent, PointerEvent
from game.ui import theme


class Widget:
    """Something in a MenuList row. ``height`` is the row height it wants."""

    height = 56
    focusable = True

    def __init__(self, label: str, *, tooltip: str | None = None, enabled: bool = True) -> None:
        self.label = label
        self.tooltip = tooltip
        self.enabled = enabled
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hovered = False

    def activate(self) -> bool:
        """Confirm pressed / clicked. Return True if something happened."""
        return False

    def adjust(self, step: int) -> bool:
        """Left (-1) / right (+1). Return True if the value changed."""
        return False

    def click_at(self, pos: tuple[int, int]) -> bool:
        return self.activate()

    def value_text(self) -> str | None:
        return None

    def draw(self, surface: pygame.Surface, focused: bool = False, t: float = 0.0, style: str = "row") -> None:
        draw_row(surface, self.rect, self.label, self.value_text(), focused=focused, hovered=self.hovered,
                 enabled=self.enabled, style=style, t=t)

    def handle(self, event) -> bool:
        """Mouse only, for a widget used on its own (a HUD button): hover, then click to activate.

        Keyboard and gamepad reach widgets through a MenuList (which owns the focus).
        """
        if not isinstance(event, PointerEvent) or not self.focusable:
            return False
        inside = self.rect.collidepoint(event.pos)
        if event.kind == "move":
            self.hovered = inside
            return False  # hovering never hides the move from the scene
        if event.kind == "down" and event.button == 1 and inside:
            self._armed = True
            return True
        if event.kind == "up" and event.button == 1:
            armed, self._armed = getattr(self, "_armed", False), False
            if armed and inside:
                self.click_at(event.pos)
                return True
        return False


def draw_row(surface, rect: pygame.Rect, label: str, value: str | None = None, *, focused=False, hovered=False,
             enabled=True, style: str = "row", t: float = 0.0, arrows: bool = False, reserve: int = 0) -> None:
    """The look of one menu entry. ``style``: "big" (title buttons), "big-h" (big buttons side by
    side, as in a dialog: no side ornaments) or "row" (settings rows). ``label`` and ``value``
    are translated here (pass message ids; already translated text passes through); a text too
    wide for the row shrinks a little, then is reported (``theme.take_overflows``). ``reserve``:
    pixels at the right that the caller draws on (a switch, a slider)."""
    ornaments = style == "big"
    style = "big" if style.startswith("big") else style
    fill = theme.WOOD_LIGHT if (focused or hovered) and enabled else theme.WOOD
    rim = theme.BRASS_LIGHT if focused and enabled else theme.BRASS_DARK
    theme.panel(surface, rect, fill=fill, rim=rim, radius=12 if style == "big" else 10, alpha=235,
                shadow=style == "big")
    if focused and enabled:
        theme.focus_ring(surface, rect, t, radius=12 if style == "big" else 10)
        if ornaments:  # brass diamonds beside the chosen entry
            for x, d in ((rect.left - 22, 1), (rect.right + 22, -1)):
                y = rect.centery
                pygame.draw.polygon(surface, theme.BRASS_LIGHT, [(x - 7, y), (x, y - 9), (x + 7, y), (x, y + 9)])
                pygame.draw.polygon(surface, theme.BRASS_DARK, [(x - 7, y), (x, y - 9), (x + 7, y), (x, y + 9)], 1)
                pygame.draw.line(surface, theme.BRASS, (x + 10 * d, y), (x + 16 * d, y), 2)
    color = theme.CREAM if enabled else theme.TEXT_DIM
    label = _(label) if label else label
    value = _(value) if value else value
    if style == "big":
        size = theme.H3
        if value is None:
            theme.draw_text(surface, label, rect.center, size=size, color=color, bold=True, serif=True,
                            shadow=True, anchor="center", max_width=rect.width - 32 - reserve)
        else:
            r = theme.draw_text(surface, value, (rect.right - 28, rect.centery), size=theme.BODY,
                                color=theme.BRASS_LIGHT, bold=True, anchor="midright",
                                max_width=rect.width // 2 - 28)
            theme.draw_text(surface, label, (rect.left + 28, rect.centery), size=size, color=color, bold=True,
                            serif=True, shadow=True, anchor="midleft", max_width=r.left - 16 - rect.left - 28)
    else:
        right = rect.right - reserve
        if value is not None:
            vc = theme.BRASS_LIGHT if enabled else theme.TEXT_DIM
            r = theme.draw_text(surface, value, (right - (52 if arrows else 22), rect.centery),
                                size=theme.BODY, color=vc, bold=True, anchor="midright",
                                max_width=(right - rect.left) * 3 // 5 - (52 if arrows else 22))
            right = r.left - 16 - (18 if arrows else 0)
            if arrows and focused:
                _arrow(surface, (r.left - 18, rect.centery), -1, vc)
                _arrow(surface, (rect.right - 30, rect.centery), 1, vc)
        else:
            right -= 22
        theme.draw_text(surface, label, (rect.left + 22, rect.centery), size=theme.BODY, color=color,
                        anchor="midleft", max_width=right - rect.left - 22)


def _arrow(surface, center, direction: int, color) -> None:
    x, y = center
    pts = [(x + 6 * direction, y), (x - 5 * direction, y - 8), (x - 5 * direction, y + 8)]
    pygame.draw.polygon(surface, color, pts)


class Label(Widget):
    """A heading or a line of text inside a list (not focusable)."""

    focusable = False
    height = 40

    def __init__(self, label: str, *, size: int = theme.SMALL, color=theme.BRASS) -> None:
        super().__init__(label)
        self.size = size
        self.color = color

    def draw(self, surface, focused=False, t=0.0, style="row") -> None:
        theme.draw_text(surface, _(self.label).upper(), (self.rect.left + 8, self.rect.bottom - 8), size=self.size,
                        color=self.color, bold=True, anchor="bottomleft", max_width=self.rect.width - 16)
        y = self.rect.bottom - 4
        pygame.draw.line(surface, theme.BRASS_DARK, (self.rect.left + 8, y), (self.rect.right - 8, y), 1)


class Button(Widget):
    def __init__(self, label: str, on_click: Callable[[], Any] | None = None, *, tooltip: str | None = None,
                 enabled: bool = True, sound: str = "click", value: Callable[[], str] | None = None) -> None:
        super().__init__(label, tooltip=tooltip, enabled=enabled)
        self.on_click = on_click
        self.sound = sound
        self._value = value

    def value_text(self) -> str | None:
        return self._value() if self._value else None

    def activate(self) -> bool:
        if not self.enabled:
            theme.feedback("error")
            return True
        theme.feedback(self.sound)
        if self.on_click:
            self.on_click()
        return True


class Toggle(Widget):
    def __init__(self, label: str, get: Callable[[], bool], set: Callable[[bool], Any], *,
                 tooltip: str | None = None, on_text: str = N_("On"), off_text: str = N_("Off")) -> None:
        super().__init__(label, tooltip=tooltip)
        self.get, self.set = get, set
        self.on_text, self.off_text = on_text, off_text

    def value_text(self) -> str:
        return self.on_text if self.get() else self.off_text

    def activate(self) -> bool:
        self.set(not self.get())
        theme.feedback("click")
        return True

    def adjust(self, step: int) -> bool:
        return self.activate()

    def draw(self, surface, focused=False, t=0.0, style="row") -> None:
        value_w = theme.font(theme.SMALL, bold=True).size(_(self.value_text()))[0]
        draw_row(surface, self.rect, self.label, None, focused=focused, hovered=self.hovered, style=style, t=t,
                 reserve=22 + 64 + 12 + value_w)
        on = bool(self.get())
        sw = pygame.Rect(0, 0, 64, 30)
        sw.midright = (self.rect.right - 22, self.rect.centery)
        pygame.draw.rect(surface, theme.JADE if on else theme.WOOD_DARK, sw, border_radius=15)
        pygame.draw.rect(surface, theme.BRASS, sw, width=2, border_radius=15)
        knob = (sw.right - 15, sw.centery) if on else (sw.left + 15, sw.centery)
        pygame.draw.circle(surface, theme.CREAM, knob, 11)
        theme.draw_text(surface, _(self.value_text()), (sw.left - 12, sw.centery), size=theme.SMALL,
                        color=theme.BRASS_LIGHT, bold=True, anchor="midright")


class Choice(Widget):
    """One of several options; left/right (or click) cycles."""

    def __init__(self, label: str, options: Sequence[Any], get: Callable[[], Any], set: Callable[[Any], Any], *,
                 names: Callable[[Any], str] = str, tooltip: str | None = None) -> None:
        super().__init__(label, tooltip=tooltip)
        self.options = list(options)
        self.get, self.set, self.names = get, set, names

    def _index(self) -> int:
        try:
            return self.options.index(self.get())
        except ValueError:
            return 0

    def value_text(self) -> str:
        return self.names(self.get())

    def adjust(self, step: int) -> bool:
        self.set(self.options[(self._index() + step) % len(self.options)])
        theme.feedback("click")
        return True

    def activate(self) -> bool:
        return self.adjust(1)

    def click_at(self, pos) -> bool:
        return self.adjust(1)

    def draw(self, surface, focused=False, t=0.0, style="row") -> None:
        draw_row(surface, self.rect, self.label, self.value_text(), focused=focused, hovered=self.hovered,
                 style=style, t=t, arrows=True)


class Slider(Widget):
    """A value 0..1 in steps; left/right or click/drag on the bar."""

    def __init__(self, label: str, get: Callable[[], float], set: Callable[[float], Any], *, step: float = 0.1,
                 tooltip: str | None = None, sound: str = "click") -> None:
        super().__init__(label, tooltip=tooltip)
        self.get, self.set, self.step, self.sound = get, set, step, sound

    def bar(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, 220, 10)
        r.midright = (self.rect.right - 80, self.rect.centery)
        return r

    def adjust(self, step: int) -> bool:
        v = round(min(1.0, max(0.0, self.get() + step * self.step)), 3)
        if v == self.get():
            return False
        self.set(v)
        theme.feedback(self.sound)
        return True

    def activate(self) -> bool:
        return False

    def click_at(self, pos) -> bool:
        bar = self.bar()
        if bar.inflate(20, 30).collidepoint(pos):
            v = (pos[0] - bar.left) / bar.width
            v = round(min(1.0, max(0.0, round(v / self.step) * self.step)), 3)
            self.set(v)
            theme.feedback(self.sound)
            return True
        return False

    def draw(self, surface, focused=False, t=0.0, style="row") -> None:
        bar = self.bar()
        draw_row(surface, self.rect, self.label, None, focused=focused, hovered=self.hovered, style=style, t=t,
                 reserve=self.rect.right - bar.left + 16)
        v = self.get()
        pygame.draw.rect(surface, theme.WOOD_DARK, bar.inflate(4, 4), border_radius=7)
        fill = bar.copy()
        fill.width = int(bar.width * v)
        pygame.draw.rect(surface, theme.SAFFRON, fill, border_radius=5)
        pygame.draw.rect(surface, theme.BRASS_DARK, bar.inflate(4, 4), width=1, border_radius=7)
        pygame.draw.circle(surface, theme.BRASS_LIGHT, (bar.left + fill.width, bar.centery), 11)
        pygame.draw.circle(surface, theme.WOOD_DARK, (bar.left + fill.width, bar.centery), 11, width=2)
        theme.draw_text(surface, f"{int(round(v * 100))}%", (self.rect.right - 22, self.rect.centery),
                        size=theme.BODY, color=theme.BRASS_LIGHT, bold=True, anchor="midright")


class MenuList:
    """A vertical (or horizontal) list of widgets with one focused entry and a focus ring.

    ``rect``: where the list lives. Rows are laid out top-down with ``spacing``; when they do not
    fit, the list scrolls to keep the focused row visible (mouse wheel scrolls too).
    """

    def __init__(self, items: list[Widget], rect: pygame.Rect, *, spacing: int = 10, style: str = "row",
                 horizontal: bool = False, on_back: Callable[[], Any] | None = None,
                 on_focus: Callable[[Widget], Any] | None = None, item_height: int | None = None) -> None:
        self.items = items
        self.rect = pygame.Rect(rect)
        self.spacing = spacing
        self.style = style
        self.horizontal = horizontal
        self.on_back = on_back
        self.on_focus = on_focus
        self.item_height = item_height
        self.scroll = 0
        self.focus = next((i for i, w in enumerate(items) if w.focusable and w.enabled), 0)
        self._pressed: Widget | None = None
        self.layout()

    # layout ---------------------------------------------------------------------
    def layout(self) -> None:
        if self.horizontal:
            n = max(1, len(self.items))
            w = (self.rect.width - self.spacing * (n - 1)) // n
            for i, item in enumerate(self.items):
                item.rect = pygame.Rect(self.rect.left + i * (w + self.spacing), self.rect.top, w, self.rect.height)
            return
        y = self.rect.top - self.scroll
        for item in self.items:
            h = self.item_height or item.height
            if not item.focusable:
                h = item.height
            item.rect = pygame.Rect(self.rect.left, y, self.rect.width, h)
            y += h + self.spacing

    def content_height(self) -> int:
        return sum((self.item_height or w.height) if w.focusable else w.height for w in self.items) + \
            self.spacing * max(0, len(self.items) - 1)

    def _ensure_visible(self) -> None:
        if self.horizontal or not self.items:
            return
        self.layout()
        r = self.items[self.focus].rect
        margin = 10  # room for the focus glow inside the clipped list
        if r.top < self.rect.top + margin:
            self.scroll -= self.rect.top + margin - r.top + (40 if self.focus > 0 else 0)
        elif r.bottom > self.rect.bottom - margin:
            self.scroll += r.bottom - (self.rect.bottom - margin)
        self.scroll = max(0, min(self.scroll, max(0, self.content_height() + margin - self.rect.height)))
        if self.focus == self._first_focusable():
            self.scroll = 0
        self.layout()

    def _first_focusable(self) -> int:
        return next((i for i, w in enumerate(self.items) if w.focusable), 0)

    @property
    def focused(self) -> Widget | None:
        return self.items[self.focus] if self.items else None

    def set_focus(self, index: int, sound: bool = True) -> None:
        if index != self.focus and 0 <= index < len(self.items) and self.items[index].focusable:
            self.focus = index
            if sound:
                theme.feedback("focus")
            self._ensure_visible()
            if self.on_focus:
                self.on_focus(self.items[index])

    def move(self, step: int) -> None:
        n = len(self.items)
        i = self.focus
        for _ in range(n):
            i = (i + step) % n
            if self.items[i].focusable:
                self.set_focus(i)
                return

    # input ----------------------------------------------------------------------
    def handle(self, event) -> bool:
        if isinstance(event, ActionEvent):
            if not event.pressed:
                return False
            prev_key, next_key = (Action.LEFT, Action.RIGHT) if self.horizontal else (Action.UP, Action.DOWN)
            if event.action is prev_key:
                self.move(-1)
                return True
            if event.action is next_key:
                self.move(1)
                return True
            if not self.horizontal and event.action in (Action.LEFT, Action.RIGHT):
                w = self.focused
                if w is not None and w.enabled:
                    w.adjust(-1 if event.action is Action.LEFT else 1)
                return True
            if event.action is Action.CONFIRM and not event.repeat:
                w = self.focused
                if w is not None:
                    w.activate()
                return True
            if event.means(Action.BACK) and self.on_back is not None and not event.repeat:
                theme.feedback("back")
                self.on_back()
                return True
            return False
        if isinstance(event, PointerEvent):
            if event.kind == "wheel" and not self.horizontal and self.rect.collidepoint(event.pos):
                limit = max(0, self.content_height() + 10 - self.rect.height)
                self.scroll = max(0, min(limit, self.scroll - event.wheel * 60))
                self.layout()
                # the row now under the pointer takes the focus (and the tooltip), as a mouse move
                # would; a row scrolled out of sight must not keep describing itself
                hit = self.item_at(event.pos)
                for i, w in enumerate(self.items):
                    w.hovered = i == hit
                if hit is not None and self.rect.contains(self.items[hit].rect):
                    self.set_focus(hit, sound=False)
                return True
            hit = self.item_at(event.pos)
            for i, w in enumerate(self.items):
                w.hovered = i == hit
            if event.kind == "move":
                if hit is not None:
                    self.set_focus(hit)
                return hit is not None
            if event.kind == "down" and event.button == 1:
                self._pressed = self.items[hit] if hit is not None else None
                if isinstance(self._pressed, Slider):
                    self._pressed.click_at(event.pos)
                return hit is not None
            if event.kind == "up" and event.button == 1:
                pressed, self._pressed = self._pressed, None
                if hit is not None and pressed is self.items[hit] and not isinstance(pressed, Slider):
                    self.set_focus(hit, sound=False)
                    pressed.click_at(event.pos)
                    return True
                return hit is not None
        return False

    def item_at(self, pos) -> int | None:
        if not self.horizontal and not self.rect.inflate(40, 12).collidepoint(pos):
            return None
        for i, w in enumerate(self.items):
            if w.focusable and w.rect.collidepoint(pos):
                return i
        return None

    # drawing --------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, t: float = 0.0) -> None:
        clip = surface.get_clip()
        if not self.horizontal and self.content_height() > self.rect.height:
            surface.set_clip(self.rect.inflate(40, 0))
        for i, w in enumerate(self.items):
            if w.rect.bottom < self.rect.top - 10 or w.rect.top > self.rect.bottom + 10:
                continue
            style = "big-h" if self.horizontal and self.style == "big" else self.style
            w.draw(surface, i == self.focus, t, style)
        surface.set_clip(clip)
        if not self.horizontal and self.content_height() > self.rect.height:
            self._draw_scrollbar(surface)

    def _draw_scrollbar(self, surface) -> None:
        track = pygame.Rect(self.rect.right + 16, self.rect.top, 6, self.rect.height)
        pygame.draw.rect(surface, theme.WOOD_DARK, track, border_radius=3)
        total = self.content_height()
        h = max(30, int(track.height * self.rect.height / total))
        y = track.top + int((track.height - h) * self.scroll / max(1, total - self.rect.height))
        pygame.draw.rect(surface, theme.BRASS, (track.left, y, track.width, h), border_radius=3)


def tooltip(surface: pygame.Surface, text: str, anchor: pygame.Rect | tuple[int, int], *,
            max_width: int = 420) -> pygame.Rect:
    """A small parchment box with ``text`` below (or above, near the bottom edge) ``anchor``;
    kept inside the screen (``text`` is translated here). Returns the box."""
    lines = theme.wrap(_(text), theme.SMALL, max_width)
    line_h = theme.font(theme.SMALL).get_linesize()
    w = max(theme.font(theme.SMALL).size(line)[0] for line in lines) + 24
    h = line_h * len(lines) + 16
    a = pygame.Rect(anchor, (0, 0)) if isinstance(anchor, tuple) else pygame.Rect(anchor)
    box = pygame.Rect(0, 0, w, h)
    box.midtop = (a.centerx, a.bottom + 10)
    sw, sh = surface.get_size()
    if box.bottom > sh - 8:
        box.midbottom = (a.centerx, a.top - 10)
    box.clamp_ip(pygame.Rect(8, 8, sw - 16, sh - 16))
    theme.panel(surface, box, fill=theme.PARCHMENT, rim=theme.BRASS_DARK, radius=8, alpha=250, shadow=True)
    for i, line in enumerate(lines):
        theme.draw_text(surface, line, (box.left + 12, box.top + 8 + i * line_h), size=theme.SMALL,
                        color=theme.WOOD_DARK)
    return box
