"""Find every translatable string in the tree (Babel's extractor plus two for Durbar's content).

- Python under ``game/``: ``_()``, ``N_()``, ``ngettext()``, ``pgettext()`` (Babel's keywords);
  a ``# Translators:`` comment just above a call reaches the translator.
- Relics levels (``levels/**/*.tmx``): the map properties ``title`` and ``hint``.
- Kathmandu content (``assets/kathmandu/*.json``): the fields listed in ``JSON_FIELDS`` (names
  and rules texts a player reads), wherever they appear in the file.

The result is one Babel ``Catalog`` (the template, ``durbar.pot``).
"""
from __future__ import annotations

import datetime as _dt
import json
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any, Iterator

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir

ROOT = Path(__file__).resolve().parents[2]
PROJECT = "Durbar"
#: a fixed date, so the template only changes when its messages do
STAMP = _dt.datetime(2026, 1, 1, tzinfo=_dt.timezone.utc)
TMX_PROPERTIES = ("title", "hint")
#: content fields a player reads; ids, colour names used as keys and the "about" notes are not
JSON_FIELDS = ("name", "text", "label", "title", "hint", "description", "summary",
               # the Relics block kinds' records (assets/relics/blocks.json)
               "plural", "card_title", "card_text", "destroy_words", "refuse_step", "refuse_push")
#: files whose "name" fields are keys rather than words (the colour / monument tables)
JSON_NAME_IS_KEY = ("colours.json", "monuments.json")

METHOD_MAP = [
    ("game/**.py", "python"),
    ("levels/**.tmx", "tools.i18n.extract:extract_tmx"),
    ("assets/kathmandu/*.json", "tools.i18n.extract:extract_json"),
    ("assets/relics/*.json", "tools.i18n.extract:extract_json"),
]
COMMENT_TAGS = ("Translators:",)


def extract_tmx(fileobj, keywords, comment_tags, options) -> Iterator[tuple[int, Any, str, list[str]]]:
    """Babel extractor for Tiled maps: the map's ``title`` and ``hint`` properties."""
    data = fileobj.read()
    text = data.decode("utf-8") if isinstance(data, bytes) else data
    try:
        root = ET.fromstring(text)
    except ET.ParseError:
        return
    props = root.find("properties")
    if props is None:
        return
    for prop in props.findall("property"):
        name = prop.get("name")
        if name not in TMX_PROPERTIES:
            continue
        value = prop.get("value")
        if value is None:
            value = prop.text or ""
        if value.strip():
            line = _line_of(text, f'name="{name}"')
            yield line, None, value, [f"Relics level {name}"]


def _line_of(text: str, needle: str) -> int:
    pos = text.find(needle)
    return text.count("\n", 0, pos) + 1 if pos >= 0 else 1


def extract_json(fileobj, keywords, comment_tags, options) -> Iterator[tuple[int, Any, str, list[str]]]:
    """Babel extractor for content files (Kathmandu's, the Relics block kinds): the player-facing fields."""
    data = fileobj.read()
    text = data.decode("utf-8") if isinstance(data, bytes) else data
    try:
        doc = json.loads(text)
    except ValueError:
        return
    name = Path(getattr(fileobj, "name", "")).name
    fields = tuple(f for f in JSON_FIELDS if not (f == "name" and name in JSON_NAME_IS_KEY))
    seen: set[str] = set()
    for field, value in _walk(doc, fields):
        if value in seen:
            continue
        seen.add(value)
        game = "Relics block" if name == "blocks.json" else "Kathmandu"
        yield _line_of(text, json.dumps(value, ensure_ascii=False)[:-1]), None, value, [f"{game} {field}"]


def _walk(node: Any, fields: tuple[str, ...]) -> Iterator[tuple[str, str]]:
    if isinstance(node, dict):
        for key, value in node.items():
            if key in fields and isinstance(value, str) and value.strip():
                yield key, value
            elif key != "about":
                yield from _walk(value, fields)
    elif isinstance(node, list):
        for item in node:
            yield from _walk(item, fields)


def extract(root: Path = ROOT) -> Catalog:
    """The template catalogue of every message in the tree, sorted, with source locations."""
    catalog = Catalog(project=PROJECT, version="1", copyright_holder="The Durbar authors",
                      creation_date=STAMP, revision_date=STAMP, fuzzy=False, charset="utf-8")
    found = extract_from_dir(str(root), METHOD_MAP, {}, DEFAULT_KEYWORDS, COMMENT_TAGS, strip_comment_tags=True,
                             directory_filter=_keep_dir)
    for filename, lineno, message, comments, context in found:
        if isinstance(message, tuple):
            if not message[0]:
                continue
        elif not message:
            continue
        catalog.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return catalog


def _keep_dir(path: str) -> bool:
    name = Path(path).name
    return not (name.startswith(".") or name in ("__pycache__", "node_modules", "test-maps"))
