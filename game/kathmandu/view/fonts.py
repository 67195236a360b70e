"""Text for the Kathmandu screens: the shell theme's fonts, text cache and wrapping, plus the
table's drop-shadowed labels."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

FONT_DIR = Path(__file__).resolve().parents[3] / "assets" / "fonts"


def font(size: int, bold: bool = False, serif: bool = False) -> pygame.font.Font:
    """The shell theme's cached font (it forgets its fonts when pygame restarts, so do we)."""
    from game.ui import theme
    return theme.font(size, bold, serif)


def text(s: str, size: int, colour=(240, 230, 210), bold: bool = False, serif: bool = False) -> pygame.Surface:
    """A rendered line, from the shell theme's text cache (the one both games share)."""
    from game.ui import theme
    return theme.text(s, size, colour, bold, serif)


_TEXT_CACHE: dict[tuple, pygame.Surface] = {}  # the table's shadowed labels


def shadow_text(s: str, size: int, colour=(250, 240, 220), bold: bool = True, serif: bool = False,
                shade=(0, 0, 0)) -> pygame.Surface:
    key = ("shadow", s, size, tuple(colour), bold, serif, tuple(shade))
    surf = _TEXT_CACHE.get(key)
    if surf is None:
        front = text(s, size, colour, bold, serif)
        back = text(s, size, shade, bold, serif)
        surf = pygame.Surface((front.get_width() + 2, front.get_height() + 2), pygame.SRCALPHA)
        surf.blit(back, (2, 2))
        surf.blit(front, (0, 0))
        if len(_TEXT_CACHE) > 1000:
            _TEXT_CACHE.clear()
        _TEXT_CACHE[key] = surf
    return surf


def wrap(s: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Lines no wider than ``width`` (cached: the table wraps the same texts every frame)."""
    return list(_wrap(s, size, width, bold))


@lru_cache(maxsize=4096)
def _wrap(s: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
    from game.ui import theme
    return tuple(theme.wrap(s, size, width, bold))
