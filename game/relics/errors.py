"""``LevelError``: a broken Relics map, as one line for the designer. No pygame."""
from __future__ import annotations

from typing import Optional

from game.shell.safe_text import plain, shown_path


class LevelError(Exception):
    """A broken map: ``str()`` is one line naming the file (and layer and cell where known).

    The file name is shown safely (a non-UTF-8 name's bytes escaped) and a layer name that is not
    a plain word is quoted, so a value from the file can never split the line. ``internal`` is
    True when the loader only had pytmx's own words for the problem (the fuzz tests hunt these)."""

    def __init__(self, path, message: str, layer: Optional[str] = None, cell=None, *,
                 internal: bool = False) -> None:
        where = []
        if layer is not None:
            where.append(f"layer {plain(layer)}")
        if cell is not None:
            where.append(f"cell ({cell[0]}, {cell[1]})")
        shown = shown_path(path)
        message = " ".join(message.splitlines())
        super().__init__(f"{shown}: {', '.join(where)}: {message}" if where else f"{shown}: {message}")
        self.path, self.layer, self.cell, self.reason = path, layer, cell, message
        self.internal = internal
