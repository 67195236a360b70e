"""Cut the shipped Japanese fonts out of Noto Sans / Serif CJK with fontTools' subsetter.

The subset holds printable ASCII and Latin-1, general punctuation, the CJK symbols, hiragana,
katakana, the full-width forms, the 2,136 joyo kanji (``joyo-kanji.txt``), the glossary's terms
(``docs/dev/GLOSSARY-ja.md``) and every other character any catalogue uses, so translators can write freely and a new kanji only needs
``python -m tools.i18n fonts`` (Debian: ``apt-get install fonts-noto-cjk``) to be drawn.
"""
from __future__ import annotations

from pathlib import Path

from tools.i18n.catalogs import languages, message_strings, po_path, read
from tools.i18n.extract import ROOT

FONT_DIR = ROOT / "assets" / "fonts"
JOYO = Path(__file__).with_name("joyo-kanji.txt")
#: the glossary's Japanese terms (some, like 瓦礫, are not joyo) are always in the fonts
GLOSSARY = ROOT / "docs" / "dev" / "GLOSSARY-ja.md"
SYSTEM_DIRS = (Path("/usr/share/fonts/opentype/noto"), Path("/usr/share/fonts/noto-cjk"),
               Path("/usr/share/fonts/google-noto-cjk"))
#: shipped file -> the system collection it is cut from (face 0 of each collection is Japanese)
FONTS = {
    "NotoSansCJKjp-Regular.subset.otf": "NotoSansCJK-Regular.ttc",
    "NotoSansCJKjp-Bold.subset.otf": "NotoSansCJK-Bold.ttc",
    "NotoSerifCJKjp-Regular.subset.otf": "NotoSerifCJK-Regular.ttc",
    "NotoSerifCJKjp-Bold.subset.otf": "NotoSerifCJK-Bold.ttc",
}
RANGES = (
    (0x20, 0x7E), (0xA0, 0xFF),          # ASCII, Latin-1
    (0x2010, 0x2027), (0x2030, 0x203B),  # dashes, quotes, ellipsis, per mille, reference mark
    (0x2190, 0x2193), (0x25A0, 0x25CF),  # arrows, geometric shapes (squares, triangles, circles)
    (0x2605, 0x2606), (0x3000, 0x303F),  # stars, CJK symbols and punctuation
    (0x3040, 0x309F), (0x30A0, 0x30FF),  # hiragana, katakana
    (0xFF01, 0xFF5E),                    # full-width forms
)


def catalogue_chars() -> set[str]:
    chars: set[str] = set()
    for lang in languages():
        catalog = read(po_path(lang), locale=lang)
        for msg in list(catalog) + list(catalog.obsolete.values()):  # #~: translated ahead of its code
            for s in message_strings(msg):
                chars.update(s or "")
    return chars


def wanted_chars() -> set[str]:
    chars = {chr(c) for lo, hi in RANGES for c in range(lo, hi + 1)}
    chars |= set(JOYO.read_text(encoding="utf-8").strip())
    chars |= catalogue_chars()
    if GLOSSARY.exists():
        chars |= {c for c in GLOSSARY.read_text(encoding="utf-8") if ord(c) >= 0x3000}
    return {c for c in chars if c.isprintable() or c.isspace() and c not in "\n\r\t"}


def find_source(name: str, search: tuple[Path, ...] = SYSTEM_DIRS) -> Path:
    for folder in search:
        path = folder / name
        if path.exists():
            return path
    raise FileNotFoundError(f"{name} not found in {', '.join(map(str, search))} "
                            "(Debian: apt-get install fonts-noto-cjk)")


def subset_all(source_dir: Path | None = None) -> list[tuple[str, int, int]]:
    """Write every subset; returns (file, glyphs, bytes) for each."""
    from fontTools import subset
    from fontTools.ttLib import TTCollection

    unicodes = sorted(ord(c) for c in wanted_chars())
    out = []
    for target, source in FONTS.items():
        src = (source_dir / source) if source_dir else find_source(source)
        font = TTCollection(str(src)).fonts[0]
        options = subset.Options()
        options.layout_features = ["*"]   # keep kerning, vertical forms and proportional punctuation
        options.name_IDs = ["*"]          # keep the copyright and licence records
        options.notdef_outline = True
        options.hinting = False
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=unicodes)
        subsetter.subset(font)
        path = FONT_DIR / target
        font.save(str(path))
        out.append((target, len(font.getGlyphOrder()), path.stat().st_size))
    return out
