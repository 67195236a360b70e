"""The one look of Durbar, as one namespace: the palette (``game.ui.palette``), fonts and cached
text (``game.ui.fonts``), text layout (``game.ui.text_layout``), shapes (``game.ui.shapes``), plus
the UI sound hook and the cache reset.

    from game.ui import theme
    f = theme.font(theme.BODY, bold=True)             # cached pygame Font
    img = theme.text("Undo", theme.BODY, theme.CREAM)  # cached rendered Surface
    theme.draw_text(surface, "Floor 1", (640, 40), size=theme.H2, anchor="midtop", shadow=True)
    theme.panel(surface, rect)                         # carved-wood panel with a brass rim

Every size is in logical canvas pixels (the canvas is 1280x720 and scaled by the window).
"""
from __future__ import annotations

from typing import Callable

from game.i18n import on_change as on_language_change
from game.ui import fonts as _fonts
from game.ui import shapes as _shapes
from game.ui import text_layout as _layout
from game.ui.fonts import (  # noqa: F401  (the theme's names)
    BODY, FONT_DIR, H1, H2, H3, ROOT, SMALL, TINY, TITLE, ChainFont, engraved, font, record_rendered,
    shadow_text, text)
from game.ui.palette import (  # noqa: F401
    BRASS, BRASS_DARK, BRASS_LIGHT, BRICK, CREAM, FLAG_COLOURS, JADE, LAPIS, NIGHT, PARCHMENT, SAFFRON,
    SHADOW, SKY_LOW, SKY_MID, SKY_TOP, TEXT_DIM, VERMILION, WOOD, WOOD_DARK, WOOD_LIGHT, lerp_color, shade)
from game.ui.shapes import dim, focus_ring, ornament, panel, panel_surface, vertical_gradient  # noqa: F401
from game.ui.text_layout import (  # noqa: F401
    NO_LINE_END, NO_LINE_START, _tokens, draw_paragraph, draw_text, fit_size, report_overflow,
    take_overflows, wrap)

#: set by the App: widgets call ``feedback("click")`` for their sounds
sound_hook: Callable[[str], None] | None = None


def feedback(name: str) -> None:
    """Play a UI sound if the App has installed its audio (a no-op in bare tests)."""
    if sound_hook is not None:
        sound_hook(name)


def clear_caches() -> None:
    """Forget fonts and rendered surfaces (the App calls this when pygame is (re)started)."""
    _fonts.clear_caches()
    _layout._wrap.cache_clear()
    _shapes.clear_caches()


def _language_changed(_language: str) -> None:
    """Drawn text belongs to one language: forget it (fonts stay: they are cached per language)."""
    _fonts.forget_text()


on_language_change(_language_changed)

