"""Laying text out: the largest size that fits a width (``fit_size``), text cut with an ellipsis
(``ellipsize``), anchored labels
(``draw_text``), line breaking for Latin and Japanese (kinsoku) text (``wrap``), paragraphs, and
the record of text that did not fit (``take_overflows``, read by the Japanese layout tests)."""
from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache

import pygame

from game.i18n import current_language
from game.ui.fonts import BODY, font, text
from game.ui.palette import CREAM

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
             smallest: float = 0.78, min_size: int | None = None, what: str = "text") -> int:
    """The largest type size from ``size`` down to ``smallest`` x ``size`` (or down to
    ``min_size``) at which ``s`` fits in ``width`` pixels; when even that is too wide it is
    reported (``take_overflows``)."""
    if width <= 0:
        return size
    need = font(size, bold, serif).size(s)[0]
    if need <= width:
        return size
    low = min(size, min_size) if min_size is not None else max(8, int(size * smallest))
    for trial in range(size - 1, low - 1, -1):
        if font(trial, bold, serif).size(s)[0] <= width:
            return trial
    report_overflow(what, s, font(low, bold, serif).size(s)[0], width)
    return low


def ellipsize(s: str, size: int, width: int, *, bold: bool = False, serif: bool = False,
              more: bool = False) -> str:
    """``s`` as it is when it fits ``width`` pixels, else cut (trailing spaces too) and ended
    with an ellipsis, keeping at least one character. ``more``: the text goes on after ``s``
    (the last line kept of a paragraph), so the ellipsis is always there."""
    f = font(size, bold, serif)
    if not more and f.size(s)[0] <= width:
        return s
    while len(s) > 1 and f.size(s.rstrip() + "…")[0] > width:
        s = s[:-1]
    return s.rstrip() + "…"


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
