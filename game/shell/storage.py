"""Atomic JSON files with a safe path for corrupt ones. No pygame: cores and tools use it too.

    from game.shell.storage import load_json, save_json
    result = load_json(path, default={"version": 1, "levels": {}}, validate=my_check)
    data = result.data
    if result.problem:            # the file was unreadable and has been moved aside
        app.toast(result.problem)  # one clear line for the player
    save_json(path, data)          # temp file in the same folder + fsync + os.replace

A file that is not valid JSON (or that ``validate`` rejects by raising ``ValueError`` /
``TypeError`` / ``KeyError``) is renamed to ``<name>.corrupt-<YYYYmmdd-HHMMSS>`` and the default is
returned, so a broken file is kept for inspection and never crashes the game.
"""
from __future__ import annotations

import copy
import json
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from game.shell.safe_text import clean_json, clean_surrogates


@dataclass
class LoadResult:
    data: Any
    #: one line for the player when the file was corrupt (None when all went well)
    problem: str | None = None
    #: where the corrupt file was moved to
    moved_to: Path | None = None
    #: True when the file did not exist yet (a first run)
    fresh: bool = False


class SaveFailed(OSError):
    """Data that cannot be written as JSON (a bug upstream, not the disk): an ``OSError`` so that
    every caller's "could not save" path (which catches ``OSError``) handles it too."""


def _encode(data: Any, indent: int | None) -> bytes:
    try:
        text = json.dumps(data, indent=indent, sort_keys=True, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError) as exc:  # unsortable keys, a set, a cycle...
        raise SaveFailed(0, f"the data could not be written as JSON ({type(exc).__name__})") from None
    try:
        return (text + "\n").encode("utf-8")
    except UnicodeEncodeError:
        # a lone surrogate slipped through: JSON's \\ud800 escapes always encode, and read back
        return (json.dumps(data, indent=indent, sort_keys=True, ensure_ascii=True) + "\n").encode("ascii")


def save_json(path: str | os.PathLike, data: Any, *, indent: int | None = 2) -> None:
    """Write ``data`` as JSON atomically: a reader sees the old file or the new one, never half.

    Raises only ``OSError`` (``SaveFailed`` when the data itself cannot be written as JSON)."""
    path = Path(path)
    blob = _encode(data, indent)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=str(path.parent))
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(blob)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def move_aside(path: str | os.PathLike) -> Path:
    """Rename a broken file to ``<name>.corrupt-<timestamp>`` (never overwriting an earlier one)."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
    os.replace(path, target)
    return target


def load_json(path: str | os.PathLike, default: Any = None, *,
              validate: Callable[[Any], Any] | None = None, what: str | None = None) -> LoadResult:
    """Read JSON from ``path``; a missing file gives ``default``, a corrupt one is moved aside.

    ``default`` is deep-copied, so callers may mutate the result. ``validate(data)`` may return a
    cleaned value (or None to keep ``data``) and raises ValueError/TypeError/KeyError to reject it.
    ``what`` names the file for the player's message (default: the file name). Every string in
    the data has lone surrogates replaced and NULs dropped (``safe_text.clean_json``), so what was
    read can always be saved again and drawn.
    """
    path = Path(path)
    label = what or path.name
    try:
        missing = not path.exists()
    except OSError:  # e.g. a name too long: open() below says why
        missing = False
    if missing:
        return LoadResult(copy.deepcopy(default), fresh=True)
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
        if validate is not None:  # sees the raw strings, so it can refuse a damaged one outright
            cleaned = validate(data)
            if cleaned is not None:
                data = cleaned
        return LoadResult(clean_json(data))  # no lone surrogates or NULs reach the game
    except (OSError, UnicodeDecodeError, ValueError, TypeError, KeyError, AttributeError,
            RecursionError) as exc:
        # RecursionError: absurdly deep nesting ("[[[[...") makes the json module give up
        reason = exc.__class__.__name__ if not str(exc).strip() else clean_surrogates(str(exc).splitlines()[0][:80])
        try:
            moved = move_aside(path)
        except OSError:
            moved = None
        where = f" (kept as {moved.name})" if moved else ""
        return LoadResult(copy.deepcopy(default),
                          problem=f"{label} was unreadable and has been reset{where}: {reason}",
                          moved_to=moved)
