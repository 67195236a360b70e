"""Text that came from outside (a file's contents, a file's name, a setting) made safe to show,
print and save. No pygame: the loaders, the level tools and the shell use it.

    quoted("ortho\\ngonal")          -> "'ortho\\\\ngonal'"   (repr-like, one line, cut at 40 chars)
    shown_path(Path("caf\\udce9.tmx")) -> "caf\\\\xe9.tmx"       (the bytes of a non-UTF-8 name, escaped)
    clean_str("a\\ud800b\\x00")      -> "a\\ufffdb"            (lone surrogates replaced, NULs dropped)
    clean_json(data)                 -> the same data with every string (and key) cleaned

A string read from JSON may hold lone surrogates (``"\\ud800"``) and NULs: both are legal JSON but
cannot be encoded as UTF-8 (every later save would fail) or drawn (``font.render`` refuses NULs).
"""
from __future__ import annotations

import os
import re
from typing import Any

#: longest file value quoted in a message (longer ones are cut with "...")
QUOTE_LIMIT = 40
_SURROGATE = re.compile("[\ud800-\udfff]")
_CONTROL = re.compile("[\x00-\x1f\x7f]")


def quoted(value: Any, limit: int = QUOTE_LIMIT) -> str:
    """``repr``-like quoting of a value from a file, always one printable line, cut at ``limit``."""
    text = value if isinstance(value, str) else str(value)
    cut = len(text) > limit
    if cut:
        text = text[:limit]
    shown = repr(clean_surrogates(text))
    # repr keeps printable non-ASCII as it is (Devanagari names stay readable); it escapes
    # newlines, tabs and other control characters, so the message stays one line
    return shown + ("..." if cut else "")


def plain(value: Any, limit: int = QUOTE_LIMIT) -> str:
    """A file value that is already a safe word (``z1``, ``pieces``) unquoted, anything else quoted."""
    text = value if isinstance(value, str) else str(value)
    if text and len(text) <= limit and text.isprintable() and not _SURROGATE.search(text) \
            and not any(c in text for c in ",:'\""):
        return text
    return quoted(text, limit)


def clean_surrogates(text: str) -> str:
    """Lone surrogates (a non-UTF-8 file name's bytes, or ``\\ud800`` from JSON) as U+FFFD."""
    return _SURROGATE.sub("\ufffd", text)


def shown_path(path: Any) -> str:
    """A path for a message or a heading: a non-UTF-8 name's bytes shown as ``\\xe9``, control
    characters escaped, so it prints under a strict UTF-8 console and draws in any font."""
    text = os.fspath(path) if not isinstance(path, str) else path
    if isinstance(text, bytes):
        text = text.decode("utf-8", "surrogateescape")
    if _SURROGATE.search(text):
        try:
            text = os.fsencode(text).decode("utf-8", "backslashreplace")
        except UnicodeError:  # surrogates that are not escaped bytes (e.g. from JSON)
            text = clean_surrogates(text)
    if _CONTROL.search(text):
        text = _CONTROL.sub(lambda m: repr(m.group(0))[1:-1], text)
    return text


def clean_str(text: str) -> str:
    """A string from a file, safe to save and to draw: lone surrogates replaced, NULs dropped."""
    if _SURROGATE.search(text):
        text = clean_surrogates(text)
    if "\x00" in text:
        text = text.replace("\x00", "")
    return text


def is_clean(text: str) -> bool:
    return not _SURROGATE.search(text) and "\x00" not in text


def clean_json(data: Any, depth: int = 0) -> Any:
    """``data`` (as ``json.load`` gives it) with every string and key cleaned by ``clean_str``.

    Raises ValueError for nesting deeper than 64 (no Durbar file is deeper than a few levels)."""
    if depth > 64:
        raise ValueError("the file is nested too deeply")
    if isinstance(data, str):
        return clean_str(data)
    if isinstance(data, dict):
        return {clean_str(str(k)): clean_json(v, depth + 1) for k, v in data.items()}
    if isinstance(data, list):
        return [clean_json(v, depth + 1) for v in data]
    return data
