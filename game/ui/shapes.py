"""Shapes in Durbar's look: gradients, carved-wood panels with a brass rim, plain dark panels (the
Kathmandu table's boxes), the breathing focus ring, a pulsing outline for a target, the veil
behind dialogs and the heading ornament (all cached by size)."""
from __future__ import annotations

import math
from collections import OrderedDict
from functools import lru_cache

import pygame

from game.ui.palette import BRASS, BRASS_LIGHT, CREAM, NIGHT, PANEL, PANEL_EDGE, SAFFRON, WOOD, lerp_color

def vertical_gradient(size: tuple[int, int], stops: list[tuple[float, tuple]]) -> pygame.Surface:
    """A Surface filled with a top-to-bottom gradient through ``stops`` [(0.0, colour), ..., (1.0, colour)]."""
    w, h = size
    surf = pygame.Surface((1, h))
    for y in range(h):
        t = y / max(1, h - 1)
        for i in range(len(stops) - 1):
            (t0, c0), (t1, c1) = stops[i], stops[i + 1]
            if t0 <= t <= t1:
                surf.set_at((0, y), lerp_color(c0, c1, (t - t0) / max(1e-6, t1 - t0)))
                break
    return pygame.transform.scale(surf, (w, h))


_PANEL_CACHE: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()


def panel_surface(size: tuple[int, int], *, fill=WOOD, rim=BRASS, radius: int = 14, alpha: int = 240,
                  grain: bool = True) -> pygame.Surface:
    """A cached carved-wood panel: gradient wood, faint grain, dark inner line and a brass rim."""
    key = (size, tuple(fill), tuple(rim) if rim else None, radius, alpha, grain)
    surf = _PANEL_CACHE.get(key)
    if surf is not None:
        return surf
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    body = vertical_gradient((w, h), [(0.0, lerp_color(fill, CREAM, 0.08)), (1.0, lerp_color(fill, NIGHT, 0.35))])
    if grain:
        for i, y in enumerate(range(6, h - 6, 7)):
            c = lerp_color(fill, NIGHT, 0.18 if i % 2 else 0.1)
            pygame.draw.line(body, c, (8, y), (w - 8, y + ((i * 37) % 5) - 2), 1)
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, alpha), mask.get_rect(), border_radius=radius)
    shaped = pygame.Surface((w, h), pygame.SRCALPHA)
    shaped.blit(body, (0, 0))
    shaped.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(shaped, (0, 0))
    if rim:
        pygame.draw.rect(surf, lerp_color(rim, NIGHT, 0.45), surf.get_rect(), width=4, border_radius=radius)
        pygame.draw.rect(surf, rim, surf.get_rect().inflate(-2, -2), width=2, border_radius=radius - 1)
        pygame.draw.rect(surf, lerp_color(fill, NIGHT, 0.5), surf.get_rect().inflate(-10, -10), width=1,
                         border_radius=max(2, radius - 5))
    _PANEL_CACHE[key] = surf
    if len(_PANEL_CACHE) > 200:
        _PANEL_CACHE.popitem(last=False)
    return surf


@lru_cache(maxsize=64)
def _shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    sh = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(sh, (0, 0, 0, 110), sh.get_rect(), border_radius=radius)
    return sh


def panel(surface: pygame.Surface, rect: pygame.Rect, *, fill=WOOD, rim=BRASS, radius: int = 14,
          alpha: int = 240, shadow: bool = True) -> None:
    """Draw a carved-wood panel with a soft drop shadow."""
    rect = pygame.Rect(rect)
    if shadow:
        surface.blit(_shadow(rect.size, radius), rect.move(5, 7))
    surface.blit(panel_surface(rect.size, fill=fill, rim=rim, radius=radius, alpha=alpha), rect)


def _draw_plain_panel(surface: pygame.Surface, rect: pygame.Rect, fill, edge, radius: int, alpha: int) -> None:
    r = pygame.Rect(rect)
    sh = pygame.Surface((r.w + 8, r.h + 8), pygame.SRCALPHA)
    pygame.draw.rect(sh, (0, 0, 0, 90), (4, 6, r.w, r.h), border_radius=radius)
    surface.blit(sh, (r.x - 2, r.y - 2))
    if alpha < 255:
        s = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(s, (*fill, alpha), (0, 0, r.w, r.h), border_radius=radius)
        surface.blit(s, r.topleft)
    else:
        pygame.draw.rect(surface, fill, r, border_radius=radius)
    pygame.draw.rect(surface, edge, r, 2, border_radius=radius)


@lru_cache(maxsize=64)
def _plain_panel_surface(size: tuple[int, int], fill, edge, radius: int, alpha: int) -> pygame.Surface:
    s = pygame.Surface((size[0] + 8, size[1] + 8), pygame.SRCALPHA)
    _draw_plain_panel(s, pygame.Rect(2, 2, size[0], size[1]), fill, edge, radius, alpha)
    return s


def plain_panel(surface: pygame.Surface, rect, fill=PANEL, edge=PANEL_EDGE, radius: int = 10, alpha: int = 235) -> None:
    """A plain dark rounded box with a 2 px edge and a soft shadow (cached by size and colours)."""
    r = pygame.Rect(rect)
    surface.blit(_plain_panel_surface(r.size, tuple(fill), tuple(edge), radius, alpha), (r.x - 2, r.y - 2))


def glow(rect: pygame.Rect, colour, width: int = 3, radius: int = 8, phase: float = 0.0) -> pygame.Surface:
    """A pulsing outline surface for a highlighted target (blit it at ``rect.move(-6, -6)``);
    ``phase`` is a time in seconds."""
    a = int(150 + 100 * (0.5 + 0.5 * math.sin(phase * 5.0)))
    s = pygame.Surface((rect.w + 12, rect.h + 12), pygame.SRCALPHA)
    pygame.draw.rect(s, (*colour, a // 3), (0, 0, rect.w + 12, rect.h + 12), border_radius=radius + 6)
    pygame.draw.rect(s, (*colour, a), (3, 3, rect.w + 6, rect.h + 6), width, border_radius=radius + 3)
    return s


@lru_cache(maxsize=96)
def _ring_glow(size: tuple[int, int], radius: int, level: int) -> pygame.Surface:
    glow = pygame.Surface(size, pygame.SRCALPHA)
    k = 0.6 + 0.4 * level / 8
    for i, a in enumerate((30, 50, 80)):
        r = glow.get_rect().inflate(-i * 6, -i * 6)
        pygame.draw.rect(glow, (*SAFFRON, int(a * k)), r, width=3, border_radius=radius + 8 - i * 3)
    return glow


def focus_ring(surface: pygame.Surface, rect: pygame.Rect, t: float = 0.0, *, radius: int = 12,
               color=BRASS_LIGHT) -> None:
    """The keyboard / gamepad focus highlight: a glowing brass double ring that breathes slowly.

    ``t`` is a time in seconds (pass ``app.time``); with t=0 the ring is drawn still.
    """
    rect = pygame.Rect(rect)
    level = int(round(8 * (0.5 + 0.5 * math.sin(t * 4.0))))
    glow = _ring_glow(rect.inflate(24, 24).size, radius, level)
    surface.blit(glow, glow.get_rect(center=rect.center))
    pygame.draw.rect(surface, color, rect.inflate(6, 6), width=3, border_radius=radius + 2)


@lru_cache(maxsize=16)
def _veil(size: tuple[int, int], alpha: int, color: tuple) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((*color, alpha))
    return veil


def dim(surface: pygame.Surface, alpha: int = 140, color=(8, 4, 6)) -> None:
    """Darken everything already drawn (behind a dialog or pause menu)."""
    surface.blit(_veil(surface.get_size(), int(alpha), tuple(color)), (0, 0))



def ornament(surface: pygame.Surface, center: tuple[int, int], width: int, color=BRASS) -> None:
    """A thin divider with a diamond in the middle (under headings)."""
    x, y = center
    half = width // 2
    pygame.draw.line(surface, color, (x - half, y), (x - 14, y), 2)
    pygame.draw.line(surface, color, (x + 14, y), (x + half, y), 2)
    pygame.draw.polygon(surface, color, [(x - 9, y), (x, y - 7), (x + 9, y), (x, y + 7)])
    pygame.draw.circle(surface, color, (x - half - 4, y), 3)
    pygame.draw.circle(surface, color, (x + half + 4, y), 3)


def clear_caches() -> None:
    """Forget every cached shape (pygame was restarted)."""
    _shadow.cache_clear()
    _ring_glow.cache_clear()
    _veil.cache_clear()
    _plain_panel_surface.cache_clear()
    _PANEL_CACHE.clear()
