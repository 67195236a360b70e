"""The Kathmandu table's own painting: the seat colours, the table's palette, the walnut table top
and the coins (cached by size). Panels, highlights and text come from the shared toolkit
(``game.ui``)."""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from game.ui.fonts import font
from game.ui.palette import ink_on

#: seat colours, as the printed coins: yellow prayer wheel, white singing bowl, red Buddha eyes,
#: green vajra, blue ritual bell; purple mandala is the solo colour
SEAT_COLOURS = [
    ("Saffron", (232, 178, 36)), ("Ivory", (226, 222, 208)), ("Crimson", (196, 48, 52)),
    ("Jade", (54, 160, 96)), ("Azure", (58, 120, 210)), ("Violet", (140, 84, 180)),
]
SOLO_COLOUR = ("Violet", (140, 84, 180))

INK = (250, 240, 220)
MUTED = (196, 180, 156)
GOLD = (232, 190, 96)
HILITE = (255, 214, 90)
GOOD = (120, 220, 130)
BAD = (236, 96, 80)


def seat_colour(i: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[i % len(SEAT_COLOURS)][1]


@lru_cache(maxsize=8)
def wood(size: tuple[int, int]) -> pygame.Surface:
    """A dark walnut table top with grain."""
    w, h = size
    surf = pygame.Surface(size)
    rng = random.Random(7)
    for y in range(h):
        t = 0.5 + 0.5 * math.sin(y / 23.0 + math.sin(y / 71.0) * 2.0)
        base = (58 + int(14 * t), 38 + int(9 * t), 26 + int(6 * t))
        pygame.draw.line(surf, base, (0, y), (w, y))
    for _ in range(260):
        y = rng.randrange(h)
        x = rng.randrange(w)
        ln = rng.randrange(60, 360)
        c = (44 + rng.randrange(12), 28 + rng.randrange(8), 20 + rng.randrange(6))
        pygame.draw.line(surf, c, (x, y), (x + ln, y + rng.choice((-1, 0, 1))), 1)
    vignette = pygame.Surface(size, pygame.SRCALPHA)
    for i in range(40):
        a = int(3 * i)
        pygame.draw.rect(vignette, (0, 0, 0, 4), (i * 4 - 160, i * 3 - 120, w - i * 8 + 320, h - i * 6 + 240), 40)
    surf.blit(vignette, (0, 0))
    return surf.convert() if pygame.display.get_surface() else surf


@lru_cache(maxsize=256)
def coin(colour: tuple[int, int, int], value: int | None, radius: int, spent: bool = False,
         ring=(40, 28, 20)) -> pygame.Surface:
    """A player's coin: face up shows the value, face down (value None) the seat's mandala; a spent
    coin is dimmed and crossed out."""
    ss = 3
    r = radius * ss
    s = pygame.Surface((2 * r + 2 * ss, 2 * r + 2 * ss), pygame.SRCALPHA)
    c = (r + ss, r + ss)
    body = colour if not spent else tuple(int(v * 0.45 + 40) for v in colour)
    pygame.draw.circle(s, (0, 0, 0, 120), (c[0] + ss, c[1] + 2 * ss), r)
    pygame.draw.circle(s, ring, c, r)
    pygame.draw.circle(s, body, c, r - 2 * ss)
    light = tuple(min(255, v + 40) for v in body)
    dark = tuple(max(0, v - 60) for v in body)
    pygame.draw.circle(s, dark, c, int(r * 0.78), max(1, ss))
    if value is None:
        for k in range(8):
            a = math.pi * k / 4
            pygame.draw.circle(s, dark, (c[0] + r * 0.36 * math.cos(a), c[1] + r * 0.36 * math.sin(a)), r * 0.22, ss)
        pygame.draw.circle(s, light, c, r * 0.14)
    else:
        ink = ink_on(body)
        t = font(int(r * 1.05 / 1), True).render(str(value), True, ink)
        s.blit(t, t.get_rect(center=(c[0], c[1] + ss)))
    if spent:
        # spent: struck through with a cross, so it differs by shape, not only by shade
        k = r * 0.62
        for sx, sy in ((1, 1), (1, -1)):
            a, b = (c[0] - k * sx, c[1] - k * sy), (c[0] + k * sx, c[1] + k * sy)
            pygame.draw.line(s, (250, 240, 220), a, b, 5 * ss)
            pygame.draw.line(s, (30, 20, 16), a, b, 3 * ss)
    out = pygame.transform.smoothscale(s, (2 * radius + 2, 2 * radius + 2))
    return out
