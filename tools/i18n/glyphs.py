"""Every character a catalogue uses must have a real glyph (not .notdef) in the fonts that draw it.

For each of the four faces (sans / serif, regular / bold) the game draws a character with the
Japanese subset when it has it and with DejaVu otherwise (``game.ui.theme``'s font chain), so a
character passes when one of the two maps it in its ``cmap``.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from tools.i18n.catalogs import languages, message_strings, po_path, read
from tools.i18n.extract import ROOT

FONT_DIR = ROOT / "assets" / "fonts"
#: (Japanese subset, DejaVu face) per style
FACES = {
    "sans": ("NotoSansCJKjp-Regular.subset.otf", "DejaVuSans.ttf"),
    "sans bold": ("NotoSansCJKjp-Bold.subset.otf", "DejaVuSans-Bold.ttf"),
    "serif": ("NotoSerifCJKjp-Regular.subset.otf", "DejaVuSerif.ttf"),
    "serif bold": ("NotoSerifCJKjp-Bold.subset.otf", "DejaVuSerif-Bold.ttf"),
}
#: characters that are layout, not ink
INVISIBLE = {"\n", "\t", "\u200b"}


@lru_cache(maxsize=None)
def cmap(name: str) -> frozenset[int]:
    from fontTools.ttLib import TTFont

    font = TTFont(str(FONT_DIR / name), lazy=True)
    return frozenset(font["cmap"].getBestCmap())


def chars_by_language() -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for lang in languages():
        chars: set[str] = set()
        for msg in read(po_path(lang), locale=lang):
            if msg.id:
                for s in message_strings(msg):
                    chars.update(s)
        out[lang] = chars - INVISIBLE
    return out


def missing_glyphs(extra: str = "") -> list[str]:
    """One line per (language, face) whose characters some font cannot draw."""
    from game.i18n import LANGUAGE_NAMES

    found: list[str] = []
    wanted = chars_by_language()
    wanted["(language names)"] = set("".join(LANGUAGE_NAMES.values()) + extra)
    for lang, chars in sorted(wanted.items()):
        for face, files in FACES.items():
            have = cmap(files[0]) | cmap(files[1])
            lost = sorted(c for c in chars if ord(c) not in have)
            if lost:
                found.append(f"{lang}: {face} cannot draw {''.join(lost)!r} "
                             "(add them and run python -m tools.i18n fonts)")
    return found
