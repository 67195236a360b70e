"""Durbar's fonts and rendered text: DejaVu with Noto CJK for what it lacks (``ChainFont``), the
type sizes, the shared text cache, drop-shadowed labels and engraved display titles.

Every size is in logical canvas pixels (the canvas is 1280x720 and scaled by the window).
"""
from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

import pygame

from game.i18n import current_language
from game.shell.safe_text import clean_str
from game.ui.palette import BRASS_DARK, BRASS_LIGHT, CREAM, lerp_color
from game.ui.shapes import vertical_gradient

ROOT = Path(__file__).resolve().parent.parent.parent
FONT_DIR = ROOT / "assets" / "fonts"

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
#: Noto Sans / Serif CJK JP, cut to kana, the joyo kanji and what the catalogues use
#: (``python -m tools.i18n fonts``); they also draw whatever else DejaVu lacks (a Japanese name)
_CJK_FILES = {
    (False, False): "NotoSansCJKjp-Regular.subset.otf",
    (True, False): "NotoSansCJKjp-Bold.subset.otf",
    (False, True): "NotoSerifCJKjp-Regular.subset.otf",
    (True, True): "NotoSerifCJKjp-Bold.subset.otf",
}


class _Coverage:
    """Which characters one font file really has (FreeType reports no metrics for the others)."""

    def __init__(self, path: Path) -> None:
        self._ft = None
        self._known: dict[str, bool] = {}
        try:
            import pygame.freetype

            if not pygame.freetype.get_init():
                pygame.freetype.init()
            self._ft = pygame.freetype.Font(str(path), 16)
        except (ImportError, OSError, pygame.error):
            self._ft = None

    def has(self, ch: str) -> bool:
        known = self._known.get(ch)
        if known is None:
            if ch in " \t\n" or self._ft is None:
                known = ch in " \t\n"
            else:
                try:
                    known = self._ft.get_metrics(ch)[0] is not None
                except (pygame.error, IndexError):
                    known = False
            self._known[ch] = known
        return known


@lru_cache(maxsize=16)
def _coverage(name: str) -> _Coverage:
    return _Coverage(FONT_DIR / name)


def _load(name: str, size: int) -> pygame.font.Font | None:
    try:
        return pygame.font.Font(str(FONT_DIR / name), int(size))
    except (FileNotFoundError, OSError, pygame.error):
        return None


class _Deferred(NamedTuple):
    """A font of a chain not opened yet (``ChainFont.runs`` opens it when a character needs it)."""
    name: str
    size: int


class ChainFont:
    """A ``pygame.font.Font`` look-alike that draws each run of characters with the first font
    of its chain that has them (DejaVu, then Noto CJK; Noto CJK first when the language is
    Japanese), so a Japanese name in the English game or a symbol in the Japanese one is never a
    box. Line metrics (height, line size, ascent) are always the Latin font's at this size, so a
    layout measured in one language holds in the other; runs sit on one baseline.
    """

    def __init__(self, chain: list[tuple[pygame.font.Font, _Coverage | None]], metrics: pygame.font.Font) -> None:
        self.chain = chain
        self.metrics_font = metrics
        self._ascent = metrics.get_ascent()
        self._height = metrics.get_height()
        self._widths: dict[str, int] = {}  # layout measures the same words every frame

    # the pygame.font.Font surface that scenes use -------------------------------------------
    def get_linesize(self) -> int:
        return self.metrics_font.get_linesize()

    def get_height(self) -> int:
        return self._height

    def get_ascent(self) -> int:
        return self._ascent

    def get_descent(self) -> int:
        return self.metrics_font.get_descent()

    def __getattr__(self, name: str):  # set_bold, metrics, ...: the first font's
        return getattr(self.chain[0][0], name)

    def runs(self, s: str) -> list[tuple[pygame.font.Font, str]]:
        """``s`` cut into (font, text) runs; a character no font has goes to the first."""
        first, cover = self.chain[0]
        if cover is None or s.isascii() and cover.has("A") and _ascii_ok(cover):
            return [(first, s)]
        out: list[tuple[pygame.font.Font, str]] = []
        chain = self.chain   # _resolve edits it in place: walk it by index, no copy per character
        for ch in s:
            chosen = first
            i = 0
            while i < len(chain):
                f, c = chain[i]
                if c is None or c.has(ch):
                    if isinstance(f, _Deferred):
                        f = self._resolve(i)
                        if f is None:   # it left the chain: the next font now sits at i
                            continue
                    chosen = f
                    break
                i += 1
            if out and out[-1][0] is chosen:
                out[-1] = (chosen, out[-1][1] + ch)
            else:
                out.append((chosen, ch))
        return out or [(first, "")]

    def _resolve(self, i: int) -> "pygame.font.Font | None":
        """Load the deferred font at ``chain[i]`` now that a character needs it (a font that
        fails to load leaves the chain, as it would have at start)."""
        deferred, cover = self.chain[i]
        loaded = _load(deferred.name, deferred.size)
        if loaded is None:
            del self.chain[i]
        else:
            self.chain[i] = (loaded, cover)
        return loaded

    def size(self, s: str) -> tuple[int, int]:
        w = self._widths.get(s)
        if w is None:
            if len(self._widths) > 4096:
                self._widths.clear()
            w = self._widths[s] = sum(f.size(t)[0] for f, t in self.runs(s))
        return w, self._height

    def render(self, s: str, antialias: bool, color, background=None) -> pygame.Surface:
        if _RENDERED is not None:
            _RENDERED.add(s)
        runs = self.runs(s)
        if len(runs) == 1 and runs[0][0] is self.metrics_font:
            f, t = runs[0]
            return f.render(t, antialias, color, background) if background is not None else f.render(t, antialias, color)
        imgs = [(f, f.render(t, antialias, color)) for f, t in runs]
        surf = pygame.Surface((max(1, sum(i.get_width() for _f, i in imgs)), self._height), pygame.SRCALPHA)
        if background is not None:
            surf.fill(background)
        x = 0
        for f, img in imgs:
            surf.blit(img, (x, self._ascent - f.get_ascent()))
            x += img.get_width()
        return surf


#: every string rendered since ``record_rendered()`` (None: not recording); the Japanese screen
#: tests read it to find words left in English
_RENDERED: set[str] | None = None


def record_rendered(on: bool = True) -> set[str]:
    """Start (or stop) collecting every string any font renders; returns what was collected.
    Starting also forgets cached text, so everything on screen is rendered (and seen) again."""
    global _RENDERED
    seen = _RENDERED or set()
    _RENDERED = set() if on else None
    if on:
        forget_text()
    return seen


def _ascii_ok(cover: _Coverage) -> bool:
    return cover.has("a") and cover.has("~")


@lru_cache(maxsize=128)
def _chain_font(size: int, bold: bool, serif: bool, cjk_first: bool) -> "ChainFont | pygame.font.Font":
    if not pygame.font.get_init():
        pygame.font.init()
    key = (bool(bold), bool(serif))
    latin = _load(_FONT_FILES[key], size)
    # Noto CJK takes ~2 ms to open at each size (DejaVu 0.2 ms): behind a Latin font it opens
    # only when a character DejaVu lacks is first drawn (a table's first frames opened ~20)
    deferred = latin is not None and not cjk_first
    cjk = _Deferred(_CJK_FILES[key], int(size)) if deferred else _load(_CJK_FILES[key], size)
    if latin is None and cjk is None:  # a damaged install still shows text
        return pygame.font.Font(None, int(size * 1.3))
    chain = [(latin, _coverage(_FONT_FILES[key])), (cjk, _coverage(_CJK_FILES[key]))]
    if cjk_first:
        chain.reverse()
    chain = [(f, c) for f, c in chain if f is not None]
    return ChainFont(chain, latin if latin is not None else cjk)


def font(size: int, bold: bool = False, serif: bool = False) -> "ChainFont":
    """A cached font (DejaVu Sans / Serif, regular or bold, with Noto CJK for what DejaVu lacks;
    Noto CJK first when the language is Japanese). It measures and renders like a pygame Font."""
    return _chain_font(int(size), bool(bold), bool(serif), current_language() == "ja")


font.cache_clear = _chain_font.cache_clear  # type: ignore[attr-defined]


def warm(specs) -> None:
    """Open the fonts a screen will use, ``(size, bold, serif)`` each, while it opens: a face's
    first use costs 3-8 ms (a table's first round banner, in serif, was a late frame)."""
    for size, bold, serif in specs:
        font(size, bold, serif)


_TEXT_CACHE: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()
_TEXT_CACHE_MAX = 1500


def text(s: str, size: int = BODY, color=CREAM, bold: bool = False, serif: bool = False,
         shadow: bool = False) -> pygame.Surface:
    """Rendered, anti-aliased text (cached: the same call returns the same Surface; do not draw on it)."""
    key = (s, size, tuple(color), bold, serif, shadow, current_language())
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


def shadow_text(s: str, size: int, colour=(250, 240, 220), bold: bool = True, serif: bool = False,
                shade=(0, 0, 0)) -> pygame.Surface:
    """A label with a hard drop shadow two pixels down-right (the Kathmandu table's banners and
    floating numbers); cached with the other rendered text."""
    key = ("shadow", s, size, tuple(colour), bold, serif, tuple(shade), current_language())
    surf = _TEXT_CACHE.get(key)
    if surf is not None:
        _TEXT_CACHE.move_to_end(key)
        return surf
    front = text(s, size, colour, bold, serif)
    back = text(s, size, shade, bold, serif)
    surf = pygame.Surface((front.get_width() + 2, front.get_height() + 2), pygame.SRCALPHA)
    surf.blit(back, (2, 2))
    surf.blit(front, (0, 0))
    _TEXT_CACHE[key] = surf
    if len(_TEXT_CACHE) > _TEXT_CACHE_MAX:
        _TEXT_CACHE.popitem(last=False)
    return surf


def forget_text() -> None:
    """Forget every rendered surface (fonts stay: they are cached per language)."""
    _TEXT_CACHE.clear()
    engraved.cache_clear()


def clear_caches() -> None:
    """Forget fonts and rendered text (pygame was restarted)."""
    _chain_font.cache_clear()
    _coverage.cache_clear()
    forget_text()


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

