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


@dataclass
class LoadResult:
    data: Any
    #: one line for the player when the file was corrupt (None when all went well)
    problem: str | None = None
    #: where the corrupt file was moved to
    moved_to: Path | None = None
    #: True when the file did not exist yet (a first run)
    fresh: bool = False


def save_json(path: str | os.PathLike, data: Any, *, indent: int | None = 2) -> None:
    """Write ``data`` as JSON atomically: a reader sees the old file or the new one, never half."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, indent=indent, sort_keys=True, ensure_ascii=False)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=str(path.parent))
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.write("\n")
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
    ``what`` names the file for the player's message (default: the file name).
    """
    path = Path(path)
    label = what or path.name
    if not path.exists():
        return LoadResult(copy.deepcopy(default), fresh=True)
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
        if validate is not None:
            cleaned = validate(data)
            if cleaned is not None:
                data = cleaned
        return LoadResult(data)
    except (OSError, UnicodeDecodeError, ValueError, TypeError, KeyError, AttributeError,
            RecursionError) as exc:
        # RecursionError: absurdly deep nesting ("[[[[...") makes the json module give up
        reason = exc.__class__.__name__ if not str(exc) else str(exc).splitlines()[0][:80]
        try:
            moved = move_aside(path)
        except OSError:
            moved = None
        where = f" (kept as {moved.name})" if moved else ""
        return LoadResult(copy.deepcopy(default),
                          problem=f"{label} was unreadable and has been reset{where}: {reason}",
                          moved_to=moved)
