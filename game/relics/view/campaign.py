"""The campaign as the view needs it: level ids in order, each level's data (loaded lazily and
cached), what comes next, and the one shared ``Progress`` of the running App.
"""
from __future__ import annotations

from pathlib import Path
from typing import Optional

from game.i18n import _
from game.relics.model import NEW_KIND_OF_FLOOR, Level
from game.relics.progress import Progress, floor_and_level, norm_id

FLOOR_COUNT = 5
LEVELS_PER_FLOOR = 10


class Campaign:
    def __init__(self, levels_dir: Optional[Path] = None) -> None:
        from game.relics.loader import campaign_paths

        self.paths: dict[str, Path] = {}
        for p in campaign_paths(levels_dir):
            self.paths[norm_id(p.stem)] = p
        self.ids: list[str] = list(self.paths)
        self._levels: dict[str, Level | str] = {}

    def level(self, level_id: str) -> Level | str:
        """The level, or the loader's message when its map is broken."""
        from game.relics.loader import LevelError, load_level

        lid = norm_id(level_id)
        if lid not in self._levels:
            try:
                self._levels[lid] = load_level(self.paths[lid])
            except LevelError as exc:
                self._levels[lid] = str(exc)
            except KeyError:
                self._levels[lid] = _("there is no level {id}").format(id=display_id(lid))
        return self._levels[lid]

    def floors(self) -> list[int]:
        return sorted({(floor_and_level(i) or (0, 0))[0] for i in self.ids})

    def on_floor(self, floor: int) -> list[str]:
        return [i for i in self.ids if (floor_and_level(i) or (0, 0))[0] == floor]

    def next_id(self, level_id: str) -> Optional[str]:
        lid = norm_id(level_id)
        if lid not in self.ids:
            return None
        i = self.ids.index(lid)
        return self.ids[i + 1] if i + 1 < len(self.ids) else None

    def is_floor_end(self, level_id: str) -> bool:
        fl = floor_and_level(level_id)
        if fl is None:
            return False
        return norm_id(level_id) == self.on_floor(fl[0])[-1]

    def is_last(self, level_id: str) -> bool:
        return bool(self.ids) and norm_id(level_id) == self.ids[-1]


def display_id(level_id: str) -> str:
    """A level id as the player reads it everywhere (select tiles, cards, toasts): ``"1-3"`` -> ``"1-03"``,
    the form of the campaign's file names (so the select sorts and reads like levels/floor-1/)."""
    return norm_id(level_id)


def floor_name(floor: int) -> str:
    kind = NEW_KIND_OF_FLOOR.get(floor)
    """The floor's name in the player's language: the kind of block it brings ("Boulders")."""
    return _(kind.record.plural) if kind is not None else _("Floor {floor}").format(floor=floor)


def shared(app) -> tuple[Campaign, Progress]:
    """The App's campaign and progress (made on first use, then shared by every Relics screen)."""
    got = app.shared.get("relics")
    if got is None:
        progress = Progress()
        got = app.shared["relics"] = (Campaign(), progress)
        if progress.problem:
            app.toast(progress.problem, kind="warn", seconds=6.0)
    return got
