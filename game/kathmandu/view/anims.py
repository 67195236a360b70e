"""Animations of the core's events: flights of cards and coins, flips, banners and score pop-ups.

An ``Anim`` runs for ``duration`` seconds (already scaled by the animation-speed setting; 0 means
it only fires its effects). The table plays them one after another from a queue; an animation may
leave a ``landed`` sprite (a card dealt to the market, a coin on a spot) that stays drawn until
the table swaps to the state after the event.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable

import pygame

from game.ui.fonts import shadow_text, text


def ease(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


def lerp(a, b, t: float):
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def shadow_of(img: pygame.Surface) -> pygame.Surface:
    """A soft shadow of the shape of ``img`` (a coin casts a round one, a card a rounded rectangle)."""
    return pygame.mask.from_surface(img, 40).to_surface(setcolor=(0, 0, 0, 70), unsetcolor=(0, 0, 0, 0))


@dataclass
class Sprite:
    surf: pygame.Surface
    pos: tuple[float, float]  # centre

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.surf, self.surf.get_rect(center=(int(self.pos[0]), int(self.pos[1]))))


class Anim:
    duration: float = 0.3
    #: play at the same time as the previous animation (e.g. several coins flipping)
    parallel: bool = False

    def __init__(self, duration: float) -> None:
        self.duration = max(0.0, duration)
        self.t = 0.0
        self.started = False
        self.on_start: list[Callable[[], None]] = []
        self.on_end: list[Callable[[], None]] = []

    @property
    def done(self) -> bool:
        return self.t >= self.duration

    @property
    def k(self) -> float:
        return 1.0 if self.duration <= 0 else min(1.0, self.t / self.duration)

    def start(self) -> None:
        self.started = True
        for fn in self.on_start:
            fn()

    def finish(self) -> None:
        for fn in self.on_end:
            fn()

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        pass


class Pause(Anim):
    pass


class Fly(Anim):
    """A surface flies from one point to another (cards, coins), optionally growing or shrinking."""

    def __init__(self, surf: pygame.Surface, src, dst, duration: float, scale=(1.0, 1.0), arc: float = 30.0,
                 flip_to: pygame.Surface | None = None) -> None:
        super().__init__(duration)
        self.surf, self.src, self.dst, self.scale, self.arc, self.flip_to = surf, src, dst, scale, arc, flip_to
        self._shadows: dict = {}

    def draw(self, surface) -> None:
        k = ease(self.k)
        x, y = lerp(self.src, self.dst, k)
        y -= math.sin(k * math.pi) * self.arc
        sc = self.scale[0] + (self.scale[1] - self.scale[0]) * k
        img = self.surf
        if self.flip_to is not None:
            # a flip halfway through: squeeze, swap faces, open
            wk = abs(math.cos(k * math.pi))
            img = self.surf if k < 0.5 else self.flip_to
            w = max(1, int(img.get_width() * sc * wk))
            img = pygame.transform.smoothscale(img, (w, max(1, int(img.get_height() * sc))))
        elif abs(sc - 1.0) > 0.01:
            img = pygame.transform.smoothscale(img, (max(1, int(img.get_width() * sc)), max(1, int(img.get_height() * sc))))
        shadow = self._shadows.get(img.get_size()) if img is self.surf else None
        if shadow is None:
            shadow = shadow_of(img)
            if img is self.surf:
                self._shadows[img.get_size()] = shadow
        surface.blit(shadow, shadow.get_rect(center=(int(x) + 4, int(y) + 6)))
        surface.blit(img, img.get_rect(center=(int(x), int(y))))


class Flip(Anim):
    """A coin or card turns over in place."""

    def __init__(self, front: pygame.Surface, back: pygame.Surface, pos, duration: float) -> None:
        super().__init__(duration)
        self.front, self.back, self.pos = front, back, pos

    def draw(self, surface) -> None:
        k = self.k
        img = self.back if k < 0.5 else self.front
        w = max(1, int(img.get_width() * abs(math.cos(k * math.pi))))
        img = pygame.transform.smoothscale(img, (w, img.get_height()))
        surface.blit(img, img.get_rect(center=self.pos))


class Banner(Anim):
    """A ribbon across the mat: round starts, awards with their reason, the die, game over."""

    def __init__(self, title: str, sub: str, centre, duration: float, colour=(92, 30, 36), width: int = 460) -> None:
        super().__init__(duration)
        self.title, self.sub, self.centre, self.colour, self.width = title, sub, centre, colour, width

    def draw(self, surface) -> None:
        k = self.k
        a = 1.0
        if k < 0.15:
            a = k / 0.15
        elif k > 0.85:
            a = (1 - k) / 0.15
        h = 64 if self.sub else 46
        box = pygame.Surface((self.width, h), pygame.SRCALPHA)
        pygame.draw.rect(box, (*self.colour, int(230 * a)), (0, 0, self.width, h), border_radius=12)
        pygame.draw.rect(box, (232, 190, 96, int(255 * a)), (0, 0, self.width, h), 2, border_radius=12)
        t1 = shadow_text(self.title, 22, (255, 240, 210), True, serif=True)
        t1.set_alpha(int(255 * a))
        box.blit(t1, t1.get_rect(midtop=(self.width // 2, 6)))
        if self.sub:
            t2 = text(self.sub, 14, (240, 220, 190))
            t2.set_alpha(int(255 * a))
            box.blit(t2, t2.get_rect(midtop=(self.width // 2, 38)))
        surface.blit(box, box.get_rect(center=self.centre))


class PopUp(Anim):
    """A score pop-up that rises and fades: "+12" with a line of reasons."""

    def __init__(self, value: str, sub: str, pos, duration: float, colour=(255, 214, 90)) -> None:
        super().__init__(duration)
        self.value, self.sub, self.pos, self.colour = value, sub, pos, colour

    def draw(self, surface) -> None:
        k = self.k
        a = 1.0 if k < 0.7 else max(0.0, (1 - k) / 0.3)
        y = self.pos[1] - 40 * ease(k)
        t1 = shadow_text(self.value, 30, self.colour, True)
        t2 = shadow_text(self.sub, 14, (250, 240, 220), True) if self.sub else None
        # value and reasons move together, kept whole on screen (a board at the edge cuts nothing off)
        r1 = t1.get_rect(center=(self.pos[0], y))
        r2 = t2.get_rect(center=(self.pos[0], y + 26)) if t2 is not None else r1
        group = r1.union(r2)
        fit = group.clamp(surface.get_rect().inflate(-8, -8))
        dx, dy = fit.x - group.x, fit.y - group.y
        t1.set_alpha(int(255 * a))
        surface.blit(t1, r1.move(dx, dy))
        if t2 is not None:
            t2.set_alpha(int(255 * a))
            surface.blit(t2, r2.move(dx, dy))


class Pulse(Anim):
    """A ring that pulses around a rect (the spot and card of an award)."""

    def __init__(self, rects: list[pygame.Rect], colour, duration: float) -> None:
        super().__init__(duration)
        self.rects, self.colour = rects, colour

    def draw(self, surface) -> None:
        a = int(200 * (0.5 + 0.5 * math.sin(self.t * 12)))
        for r in self.rects:
            s = pygame.Surface((r.w + 16, r.h + 16), pygame.SRCALPHA)
            pygame.draw.rect(s, (*self.colour, a), (0, 0, r.w + 16, r.h + 16), 4, border_radius=12)
            surface.blit(s, (r.x - 8, r.y - 8))


class Die(Anim):
    """The solo die: tumbles through faces, then lands on the side."""

    def __init__(self, side: str, centre, duration: float) -> None:
        super().__init__(duration)
        self.side, self.centre = side, centre

    def draw(self, surface) -> None:
        k = self.k
        faces = "NESW"
        face = self.side if k > 0.6 else faces[int(self.t * 14) % 4]
        size = 64
        box = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.rect(box, (246, 240, 226), (0, 0, size, size), border_radius=12)
        pygame.draw.rect(box, (60, 40, 30), (0, 0, size, size), 3, border_radius=12)
        t = text(face, 36, (120, 30, 40), True)
        box.blit(t, t.get_rect(center=(size // 2, size // 2)))
        ang = 0 if k > 0.6 else (1 - k / 0.6) * 360 * 1.5
        img = pygame.transform.rotate(box, ang)
        surface.blit(img, img.get_rect(center=self.centre))


@dataclass
class AnimQueue:
    items: list[Anim] = field(default_factory=list)
    active: list[Anim] = field(default_factory=list)

    def add(self, a: Anim) -> Anim:
        self.items.append(a)
        return a

    @property
    def busy(self) -> bool:
        return bool(self.items or self.active)

    def update(self, dt: float) -> None:
        if not self.active and self.items:
            self._start_next()
        for a in list(self.active):
            a.update(dt)
        if self.active and all(a.done for a in self.active):
            for a in self.active:
                a.finish()
            self.active = []
            # zero-length animations fire at once
            while self.items and not self.active:
                self._start_next()
                if all(a.duration <= 0 for a in self.active):
                    for a in self.active:
                        a.finish()
                    self.active = []

    def _start_next(self) -> None:
        first = self.items.pop(0)
        first.start()
        self.active = [first]
        while self.items and self.items[0].parallel:
            a = self.items.pop(0)
            a.start()
            self.active.append(a)

    def skip(self) -> None:
        """Finish everything at once (a click during a long reveal)."""
        for a in self.active:
            a.finish()
        self.active = []
        while self.items:
            a = self.items.pop(0)
            a.start()
            a.finish()

    def draw(self, surface) -> None:
        for a in self.active:
            a.draw(surface)
