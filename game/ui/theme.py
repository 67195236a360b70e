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

from game.i18n import current_language
from game.i18n import on_change as on_language_change
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
        for ch in s:
            chosen = first
            for f, c in self.chain:
                if c is None or c.has(ch):
                    chosen = f
                    break
            if out and out[-1][0] is chosen:
                out[-1] = (chosen, out[-1][1] + ch)
            else:
                out.append((chosen, ch))
        return out or [(first, "")]

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
        _TEXT_CACHE.clear()
        engraved.cache_clear()
    return seen


def _ascii_ok(cover: _Coverage) -> bool:
    return cover.has("a") and cover.has("~")


@lru_cache(maxsize=128)
def _chain_font(size: int, bold: bool, serif: bool, cjk_first: bool) -> "ChainFont | pygame.font.Font":
    if not pygame.font.get_init():
        pygame.font.init()
    key = (bool(bold), bool(serif))
    latin = _load(_FONT_FILES[key], size)
    cjk = _load(_CJK_FILES[key], size)
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


# text that does not fit -------------------------------------------------------------------------
#: (what, text, needed px, available px) for every text drawn wider / taller than its box since
#: the last ``take_overflows()``: the Japanese layout tests read it; it costs nothing otherwise
_OVERFLOWS: "OrderedDict[tuple, tuple]" = OrderedDict()


def report_overflow(what: str, s: str, need: int, have: int) -> None:
    key = (what, s, need, have)
    if key not in _OVERFLOWS:
        _OVERFLOWS[key] = key
        if len(_OVERFLOWS) > 500:
            _OVERFLOWS.popitem(last=False)


def take_overflows() -> list[tuple[str, str, int, int]]:
    """Every overflow reported since the last call (and forget them)."""
    out = list(_OVERFLOWS)
    _OVERFLOWS.clear()
    return out


def fit_size(s: str, size: int, width: int, *, bold: bool = False, serif: bool = False,
             smallest: float = 0.78, what: str = "text") -> int:
    """The largest type size from ``size`` down to ``smallest`` x ``size`` at which ``s`` fits in
    ``width`` pixels; when even that is too wide it is reported (``take_overflows``)."""
    if width <= 0:
        return size
    need = font(size, bold, serif).size(s)[0]
    if need <= width:
        return size
    low = max(8, int(size * smallest))
    for trial in range(size - 1, low - 1, -1):
        if font(trial, bold, serif).size(s)[0] <= width:
            return trial
    report_overflow(what, s, font(low, bold, serif).size(s)[0], width)
    return low


def draw_text(surface: pygame.Surface, s: str, pos, *, size: int = BODY, color=CREAM, bold: bool = False,
              serif: bool = False, shadow: bool = False, anchor: str = "topleft", alpha: int = 255,
              max_width: int | None = None) -> pygame.Rect:
    """Blit cached text with its rect's ``anchor`` (``"center"``, ``"midtop"``...) at ``pos``.

    ``max_width``: shrink the type (to 78% at most) so the text fits; what still does not fit is
    reported as an overflow. Text that leaves the surface is reported too."""
    if max_width is not None:
        size = fit_size(s, size, max_width, bold=bold, serif=serif, what="label")
    img = text(s, size, color, bold, serif, shadow)
    rect = img.get_rect(**{anchor: pos})
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    surface.blit(img, rect)
    if s.strip() and (rect.left < -1 or rect.right > surface.get_width() + 1):
        report_overflow("off the screen", s, rect.width, surface.get_width())
    return rect


# line breaking ----------------------------------------------------------------------------------
#: kinsoku shori: never at the start of a line (closing brackets, small kana, the long vowel mark,
#: sentence punctuation) / never at its end (opening brackets)
NO_LINE_START = frozenset("、。，．,.:;!?！？：；・ー～〜…‥」』）〕］｝〉》】〙〗〟’”)]}"
                          "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ々〻ゝゞヽヾ゛゜%％")
NO_LINE_END = frozenset("「『（〔［｛〈《【〘〖〝‘“([{")


def _is_cjk(ch: str) -> bool:
    o = ord(ch)
    return (0x2E80 <= o <= 0x9FFF or 0xF900 <= o <= 0xFAFF or 0xFF00 <= o <= 0xFFEF
            or 0x3000 <= o <= 0x303F or 0x20000 <= o <= 0x3FFFF)


def _is_katakana(ch: str) -> bool:
    """A katakana letter (a loanword like モニュメント stays on one line, as a Latin word does)."""
    return "\u30a1" <= ch <= "\u30fa" or ch == "\u30fc"


def _tokens(para: str) -> list[tuple[str, str]]:
    """A paragraph with Japanese in it as (gap, piece) pairs: a line may break before a piece,
    and the gap (spaces) disappears when it does. Breaks fall between characters of Japanese
    text, obeying kinsoku; a Latin word or a katakana word inside it stays whole."""
    out: list[tuple[str, str]] = []
    gap, piece = "", ""
    prev = ""
    for ch in para:
        if ch == " ":
            if piece:
                out.append((gap, piece))
                gap, piece = "", ""
            gap += ch
            prev = ch
            continue
        breakable = (piece and (_is_cjk(prev) or _is_cjk(ch)) and ch not in NO_LINE_START
                     and prev not in NO_LINE_END and not (_is_katakana(prev) and _is_katakana(ch)))
        if breakable:
            out.append((gap, piece))
            gap, piece = "", ""
        piece += ch
        prev = ch
    if piece or gap:
        out.append((gap, piece))
    return out


def wrap(s: str, size: int, width: int, bold: bool = False, serif: bool = False) -> list[str]:
    """Split text into lines no wider than ``width`` pixels (blank lines and \\n kept). Latin
    text breaks at spaces; Japanese between characters, never before 。、」 or after 「 (kinsoku).
    Cached: toasts, dialogs and tooltips wrap the same text every frame."""
    return list(_wrap(s, int(size), int(width), bool(bold), bool(serif), current_language()))


@lru_cache(maxsize=2048)
def _wrap(s: str, size: int, width: int, bold: bool, serif: bool, _language: str) -> tuple[str, ...]:
    f = font(size, bold, serif)
    lines: list[str] = []
    for para in s.split("\n"):
        if not any(_is_cjk(ch) for ch in para):
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
            continue
        line = ""
        for gap, piece in _tokens(para):
            trial = line + gap + piece if line else piece
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line.rstrip(" "))
                line = piece
        lines.append(line)
    return tuple(lines)


def draw_paragraph(surface: pygame.Surface, s: str, rect: pygame.Rect, *, size: int = BODY, color=CREAM,
                   align: str = "left", line_gap: float = 1.25, serif: bool = False) -> int:
    """Word-wrapped text inside ``rect``; returns the height used (more than ``rect.height``, or a
    line wider than it, is reported as an overflow)."""
    y = rect.top
    step = int(font(size, serif=serif).get_linesize() * line_gap * 0.85)
    lines = wrap(s, size, rect.width, serif=serif)
    for line in lines:
        if line:
            img = text(line, size, color, serif=serif)
            r = img.get_rect(top=y)
            if align == "center":
                r.centerx = rect.centerx
            else:
                r.left = rect.left
            surface.blit(img, r)
            if img.get_width() > rect.width:
                report_overflow("paragraph line", line, img.get_width(), rect.width)
        y += step
    used = y - rect.top
    if lines and used - step + font(size, serif=serif).get_height() > rect.height:
        report_overflow("paragraph height", s, used, rect.height)
    return used


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
    _chain_font.cache_clear()
    _coverage.cache_clear()
    _wrap.cache_clear()
    engraved.cache_clear()
    _shadow.cache_clear()
    _ring_glow.cache_clear()
    _veil.cache_clear()
    _TEXT_CACHE.clear()
    _PANEL_CACHE.clear()


def _language_changed(_language: str) -> None:
    """Drawn text belongs to one language: forget it (fonts stay: they are cached per language)."""
    _TEXT_CACHE.clear()
    engraved.cache_clear()


on_language_change(_language_changed)


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
