"""Saved Relics progress: which levels are solved, best pushes and steps, and what is unlocked.

Pure (no pygame). One JSON file in the user data folder (``relics-progress.json``), written
atomically after every solved level through ``game.shell.storage``, so a crash never leaves half a
file. A corrupt file is moved aside (``*.corrupt-<time>``) and play starts fresh; ``problem`` then
holds one line for the player.

Unlocking follows the rulebook: level 1 of floor 1 is open; solving a level opens the next one on
its floor; solving a floor's last level (level 10 in the campaign) opens level 1 of the next floor.
Level ids are normalised to ``F-LL`` (``"1-1"`` and ``"1-01"`` are the same level).
"""
from __future__ import annotations

import re
import shutil
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Optional

from game.shell.paths import data_path
from game.shell.safe_text import plain
from game.shell.storage import load_json, save_json

PROGRESS_FILE = "relics-progress.json"
VERSION = 1
_ID = re.compile(r"^\s*(\d+)\s*-\s*(\d+)\s*$")
#: more pushes or steps than anyone plays (and than the panel's boxes hold): a damaged record
MAX_COUNT = 999_999
_DROPPED = "_dropped"  # set by _validate, taken out again by Progress (never saved)


def norm_id(level_id: str) -> str:
    """``"1-1"`` -> ``"1-01"``; other ids (a map's file stem) are kept as they are."""
    m = _ID.match(level_id)
    return f"{int(m.group(1))}-{int(m.group(2)):02d}" if m else level_id


def floor_and_level(level_id: str) -> Optional[tuple[int, int]]:
    m = _ID.match(level_id)
    return (int(m.group(1)), int(m.group(2))) if m else None


@dataclass(frozen=True)
class Record:
    pushes: int
    steps: int


def _validate(data: Any) -> dict:
    if not isinstance(data, dict):
        raise ValueError("progress must be a JSON object")
    levels = data.get("levels", {})
    if not isinstance(levels, dict):
        raise ValueError("'levels' must be an object")
    clean: dict[str, dict] = {}
    dropped: list[str] = []
    for key, rec in levels.items():
        # one damaged record must not cost the player every other solved level: skip just it
        p, s = (rec.get("pushes"), rec.get("steps")) if isinstance(rec, dict) else (None, None)
        if not (type(p) is int and type(s) is int and 0 <= p <= MAX_COUNT and 0 <= s <= MAX_COUNT):
            dropped.append(str(key))
            continue
        clean[norm_id(str(key))] = {"pushes": p, "steps": s}
    out: dict[str, Any] = {"version": VERSION, "levels": clean}
    if dropped:
        out[_DROPPED] = dropped
    if isinstance(data.get("last"), str):
        out["last"] = data["last"]
    if isinstance(data.get("ending_seen"), bool):
        out["ending_seen"] = data["ending_seen"]
    return out


class Progress:
    """The progress file in memory. Every change is saved at once."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else data_path(PROGRESS_FILE)
        result = load_json(self.path, {"version": VERSION, "levels": {}}, validate=_validate,
                           what="Relics progress")
        self.data: dict = result.data
        #: one line for the player when the file was corrupt (it has been moved aside)
        self.problem: Optional[str] = result.problem
        self.moved_to: Optional[Path] = result.moved_to
        dropped = self.data.pop(_DROPPED, None)
        if dropped:
            try:  # keep the file as it was beside the cleaned one, like a corrupt file
                backup = self.path.with_name(f"{self.path.name}.corrupt-{time.strftime('%Y%m%d-%H%M%S')}")
                shutil.copyfile(self.path, backup)
                self.moved_to = backup
                where = f" (the old file is kept as {backup.name})"
            except OSError:
                where = ""
            names = ", ".join(plain(d, 20) for d in dropped[:3]) + (" ..." if len(dropped) > 3 else "")
            self.problem = (f"Relics progress: {len(dropped)} damaged record(s) skipped ({names}); "
                            f"the rest is kept{where}")
            self.save()

    # reading -------------------------------------------------------------------
    def is_solved(self, level_id: str) -> bool:
        return norm_id(level_id) in self.data["levels"]

    def best(self, level_id: str) -> Optional[Record]:
        rec = self.data["levels"].get(norm_id(level_id))
        return Record(rec["pushes"], rec["steps"]) if rec else None

    @property
    def solved_count(self) -> int:
        return len(self.data["levels"])

    @property
    def last(self) -> Optional[str]:
        return self.data.get("last")

    def status(self, level_id: str, campaign: Iterable[str]) -> str:
        """``"solved"``, ``"open"`` or ``"locked"`` for a campaign level (ids in campaign order)."""
        lid = norm_id(level_id)
        if self.is_solved(lid):
            return "solved"
        order = [norm_id(c) for c in campaign]
        if lid not in order:
            return "open"  # not a campaign level: any map can be played
        i = order.index(lid)
        if i == 0:
            return "open"
        prev = order[i - 1]
        return "open" if self.is_solved(prev) else "locked"

    def floor_open(self, floor: int, campaign: Iterable[str]) -> bool:
        """A floor is open when its first level is (floor 1 always)."""
        ids = [norm_id(c) for c in campaign]
        first = next((c for c in ids if (floor_and_level(c) or (0, 0))[0] == floor), None)
        return first is not None and self.status(first, ids) != "locked"

    def next_open(self, campaign: Iterable[str]) -> Optional[str]:
        """The first level not solved yet (where "Continue" takes the player)."""
        ids = [norm_id(c) for c in campaign]
        for c in ids:
            if not self.is_solved(c):
                return c if self.status(c, ids) != "locked" else None
        return None

    # writing -------------------------------------------------------------------
    def record(self, level_id: str, pushes: int, steps: int) -> bool:
        """Mark a level solved with this result; keeps the best (fewest pushes, then steps).
        Returns True when it is a new best (or the first solve). Saves atomically."""
        lid = norm_id(level_id)
        old = self.data["levels"].get(lid)
        better = old is None or (pushes, steps) < (old["pushes"], old["steps"])
        if better:
            self.data["levels"][lid] = {"pushes": int(pushes), "steps": int(steps)}
        self.data["last"] = lid
        self.save()
        return better

    def set_last(self, level_id: str) -> None:
        self.data["last"] = norm_id(level_id)
        self.save()

    def mark_ending_seen(self) -> None:
        self.data["ending_seen"] = True
        self.save()

    def save(self) -> None:
        try:
            save_json(self.path, self.data)
        except OSError as exc:
            self.problem = f"Could not save Relics progress: {exc.strerror or exc}"
