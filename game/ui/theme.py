"""The one look of Durbar: a Nepali temple palette (carved dark wood, brass, brick, vermilion),
fonts from ``assets/fonts`` and cached text.

    from game.ui import theme
    f = theme.font(theme.BODY, bold=True)             # cached pygame Font
    img = theme.text("Undo", theme.BODY, theme.CREAM)  # cached rendered Surface
    theme.draw_text(surface, "Floor 1", (640, 40), size=theme.H2, anchor="midtop", shadow=True)
    theme.panel(surface, rect)                         # carved-wood panel with a brass rim

Every size is in logical canvas pixels (the canvas is 1280x720 and scaled by the window).
"""
from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache
from pathlib import Path
from typing import Callable

import pygame

from game.shell.safe_text import clean_str

ROOT = Path(__file__).resolve().parent.parent.parent
FONT_DIR = ROOT / "assets" / "fonts"

# palette -------------------------------------------------------------------------
NIGHT = (18, 12, 14)          # deepest background
WOOD_DARK = (43, 27, 20)      # carved wood in shadow
WOOD = (74, 46, 30)           # panels
WOOD_LIGHT = (112, 72, 44)    # raised wood, hover
BRICK = (128, 50, 36)         # temple brick
VERMILION = (196, 58, 38)     # sindoor red: danger, accents
SAFFRON = (232, 145, 40)      # marigold: highlights
BRASS = (201, 160, 82)        # rims, focus ring
BRASS_LIGHT = (240, 208, 128)
BRASS_DARK = (130, 96, 44)
CREAM = (246, 234, 208)       # text on wood
PARCHMENT = (226, 208, 170)
TEXT_DIM = (184, 160, 128)
JADE = (74, 150, 112)         # success
LAPIS = (52, 92, 160)         # information
SKY_TOP = (34, 22, 48)        # dusk sky
SKY_MID = (120, 52, 52)
SKY_LOW = (232, 136, 64)
SHADOW = (0, 0, 0)
#: the five prayer-flag colours, in their traditional order (blue, white, red, green, yellow)
FLAG_COLOURS = ((46, 96, 178), (236, 232, 220), (196, 52, 40), (40, 140, 84), (236, 190, 48))

# type sizes ------------------------------------------------------------------------
TITLE = 84
H1 = 52
H2 = 36
H3 = 28
BODY = 24
SMALL = 19
TINY = 15

# fonts -----------------------------------------------------------------------------
_FONT_FILES = {
    (False, False): "DejaVuSans.ttf",
    (True, False): "DejaVuSans-Bold.ttf",
    (False, True): "DejaVuSerif.ttf",
    (True, True): "DejaVuSerif-Bold.ttf",
}


@lru_cache(maxsize=128)
def font(size: int, bold: bool = False, serif: bool = False) -> pygame.font.Font:
    """A cached font from assets/fonts (DejaVu Sans / Serif, regular or bold)."""
    if not pygame.font.get_init():
        pygame.font.init()
    path = FONT_DIR / _FONT_FILES[(bool(bold), bool(serif))]
    try:
        return pygame.font.Font(str(path), int(size))
    except (FileNotFoundError, OSError, pygame.error):  # a damaged install still shows text
        return pygame.font.Font(None, int(size * 1.3))


_TEXT_CACHE: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()
_TEXT_CACHE_MAX = 1500


def text(s: str, size: int = BODY, color=CREAM, bold: bool = False, serif: bool = False,
         shadow: bool = False) -> pygame.Surface:
    """Rendered, anti-aliased text (cached: the same call returns the same Surface; do not draw on it)."""
    key = (s, size, tuple(color), bold, serif, shadow)
    surf = _TEXT_CACHE.get(key)
    if surf is not None:
        _TEXT_CACHE.move_to_end(key)
        return surf
    f = font(size, bold, serif)
    s = clean_str(s)  # text from a file may hold lone surrogates or NULs, which render() refuses
    main = f.render(s, True, color)
    if shadow:
        off = max(1, size // 18)
        surf = pygame.Surface((main.get_width() + off, main.get_height() + off), pygame.SRCALPHA)
        sh = f.render(s, True, (0, 0, 0))
        sh.set_alpha(150)
        surf.blit(sh, (off, off))
        surf.blit(main, (0, 0))
    else:
        surf = main
    _TEXT_CACHE[key] = surf
    if len(_TEXT_CACHE) > _TEXT_CACHE_MAX:
        _TEXT_CACHE.popitem(last=False)
    return surf


def draw_text(surface: pygame.Surface, s: str, pos, *, size: int = BODY, color=CREAM, bold: bool = False,
              serif: bool = False, shadow: bool = False, anchor: str = "topleft", alpha: int = 255) -> pygame.Rect:
    """Blit cached text with its rect's ``anchor`` (``"center"``, ``"midtop"``...) at ``pos``."""
    img = text(s, size, color, bold, serif, shadow)
    rect = img.get_rect(**{anchor: pos})
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    surface.blit(img, rect)
    return rect


def wrap(s: str, size: int, width: int, bold: bool = False, serif: bool = False) -> list[str]:
    """Split text into lines no wider than ``width`` pixels (blank lines and \\n kept)."""
    f = font(size, bold, serif)
    lines: list[str] = []
    for para in s.split("\n"):
        words = para.split(" ")
        line = ""
        for w in words:
            trial = w if not line else f"{line} {w}"
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = w
        lines.append(line)
    return lines


def draw_paragraph(surface: pygame.Surface, s: str, rect: pygame.Rect, *, size: int = BODY, color=CREAM,
                   align: str = "left", line_gap: float = 1.25, serif: bool = False) -> int:
    """Word-wrapped text inside ``rect``; returns the height used."""
    y = rect.top
    step = int(font(size, serif=serif).get_linesize() * line_gap * 0.85)
    for line in wrap(s, size, rect.width, serif=serif):
        if line:
            img = text(line, size, color, serif=serif)
            r = img.get_rect(top=y)
            if align == "center":
                r.centerx = rect.centerx
            else:
                r.left = rect.left
            surface.blit(img, r)
        y += step
    return y - rect.top


# shapes ------------------------------------------------------------------------------
def lerp_color(a, b, t: float):
    t = 0.0 if t < 0 else 1.0 if t > 1 else t
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


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
    import math

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


#: set by the App: widgets call ``feedback("click")`` for their sounds
sound_hook: Callable[[str], None] | None = None


def feedback(name: str) -> None:
    """Play a UI sound if the App has installed its audio (a no-op in bare tests)."""
    if sound_hook is not None:
        sound_hook(name)


def clear_caches() -> None:
    """Forget fonts and rendered surfaces (the App calls this when pygame is (re)started)."""
    font.cache_clear()
    engraved.cache_clear()
    _shadow.cache_clear()
    _ring_glow.cache_clear()
    _veil.cache_clear()
    _TEXT_CACHE.clear()
    _PANEL_CACHE.clear()


def _alpha(surf: pygame.Surface) -> pygame.Surface:
    out = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    out.blit(surf, (0, 0))
    return out


@lru_cache(maxsize=64)
def engraved(s: str, size: int = TITLE, top=BRASS_LIGHT, bottom=BRASS_DARK, *, serif: bool = True,
             outline=(40, 18, 12), spacing: int = 0) -> pygame.Surface:
    """Big display text: a brass gradient fill, a dark outline and a soft drop shadow (cached)."""
    f = font(size, bold=True, serif=serif)
    s = clean_str(s)
    if spacing:
        glyphs = [f.render(ch, True, (255, 255, 255)) for ch in s]
        w = sum(g.get_width() for g in glyphs) + spacing * (len(s) - 1)
        base = pygame.Surface((max(1, w), f.get_height()), pygame.SRCALPHA)
        x = 0
        for g in glyphs:
            base.blit(g, (x, 0))
            x += g.get_width() + spacing
    else:
        base = _alpha(f.render(s, True, (255, 255, 255)))
    w, h = base.get_size()
    pad = max(3, size // 14)
    out = pygame.Surface((w + pad * 2 + pad, h + pad * 2 + pad), pygame.SRCALPHA)
    # shadow
    sh = base.copy()
    sh.fill((0, 0, 0, 150), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(sh, (pad + pad, pad + pad))
    # outline: the glyphs stamped in a ring
    ol = base.copy()
    ol.fill((*outline, 255), special_flags=pygame.BLEND_RGBA_MULT)
    r = max(2, size // 28)
    for dx in range(-r, r + 1):
        for dy in range(-r, r + 1):
            if dx * dx + dy * dy <= r * r:
                out.blit(ol, (pad + dx, pad + dy))
    # gradient fill
    grad = _alpha(vertical_gradient((w, h), [(0.0, top), (0.55, lerp_color(top, bottom, 0.35)), (0.56, bottom),
                                             (1.0, lerp_color(bottom, top, 0.4))]))
    fill = base.copy()
    fill.blit(grad, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(fill, (pad, pad))
    return out


def ornament(surface: pygame.Surface, center: tuple[int, int], width: int, color=BRASS) -> None:
    """A thin divider with a diamond in the middle (under headings)."""
    x, y = center
    half = width // 2
    pygame.draw.line(surface, color, (x - half, y), (x - 14, y), 2)
    pygame.draw.line(surface, color, (x + 14, y), (x + half, y), 2)
    pygame.draw.polygon(surface, color, [(x - 9, y), (x, y - 7), (x + 9, y), (x, y + 7)])
    pygame.draw.circle(surface, color, (x - half - 4, y), 3)
    pygame.draw.circle(surface, color, (x + half + 4, y), 3)
