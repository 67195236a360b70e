"""Save and resume a Kathmandu table. No pygame.

A save is the core's game record (options, seed, every choice so far) plus who sits where;
resuming replays the record, so a save can never disagree with the rules. The file lives in
the user data folder and is written atomically through the shell's storage helper; a corrupt
file is set aside with a one-line message and the game starts fresh.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from game.shell.paths import data_path
from game.shell.safe_text import quoted
from game.shell.storage import load_json, save_json

SAVE_VERSION = 1
SAVE_FILE = ("kathmandu", "table-save.json")


class SaveError(ValueError):
    """A save that cannot be resumed; the message is one line."""


def save_path() -> Path:
    return data_path(*SAVE_FILE)


def make_save(record: dict, seats: list[str], names: list[str] | None = None) -> dict:
    """The JSON document for a game in progress (pure)."""
    return {"version": SAVE_VERSION, "record": record, "seats": list(seats), "names": list(names or [])}


def check_save(raw: Any) -> dict:
    """Validate a save's shape (the record itself is checked by replaying it)."""
    if not isinstance(raw, dict):
        raise SaveError("the save is not an object")
    version = raw.get("version")
    if type(version) is not int or version != SAVE_VERSION:
        raise SaveError(f"unknown save version {quoted(version, 20)}")
    if not isinstance(raw.get("record"), dict):
        raise SaveError("the save has no game record")
    seats = raw.get("seats")
    if not isinstance(seats, list) or not 1 <= len(seats) <= 6 \
            or not all(isinstance(s, str) and s in ("human", "easy", "normal", "hard") for s in seats):
        raise SaveError("the save's seats are not readable")
    names = raw.get("names", [])
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise SaveError("the save's player names are not readable")
    return raw


def write_save(doc: dict, path: Path | None = None) -> None:
    save_json(path or save_path(), doc, indent=None)


def has_save(path: Path | None = None) -> bool:
    return (path or save_path()).exists()


def read_save(path: Path | None = None) -> tuple[dict | None, str | None]:
    """(save, problem): the save or None, and a one-line message if a file had to be set aside."""
    p = path or save_path()
    if not p.exists():
        return None, None

    def validate(raw):
        try:
            return check_save(raw)
        except SaveError as exc:
            raise ValueError(str(exc)) from None

    res = load_json(p, default=None, validate=validate, what="The saved Kathmandu game")
    return res.data, res.problem


def set_aside(reason: str, path: Path | None = None) -> str:
    """A save that failed to replay: keep it for inspection, return the player's message."""
    from game.shell.storage import move_aside
    p = path or save_path()
    try:
        moved = move_aside(p)
        return f"The saved game could not be resumed ({reason}); kept as {moved.name}."
    except OSError:
        return f"The saved game could not be resumed ({reason})."


def clear_save(path: Path | None = None) -> None:
    p = path or save_path()
    try:
        p.unlink()
    except FileNotFoundError:
        pass
