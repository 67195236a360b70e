"""Online tables kept on disk, so a server that stops (a crash, a restart, the host's window closed)
picks its tables up again: one JSON file per table (``<code>.json``: the core's replayable record
of its committed choices, the seats with their tokens and names, the host token). No pygame.

The server writes the tables that changed at most once a ``FLUSH_SECONDS``, in a worker thread,
never on the path from a choice to its broadcast. A file that cannot be read is set aside
(``storage.load_json``) and the other tables still load. Finished tables are kept a day (players
who come back see the final table), then dropped.
"""
from __future__ import annotations

import logging
import os
import time
from pathlib import Path

from game.shell.storage import load_json, save_json

from .table import Table

log = logging.getLogger(__name__)

FLUSH_SECONDS = 1.0
KEEP_FINISHED_SECONDS = 24 * 3600


class TableStore:
    def __init__(self, folder: str | os.PathLike):
        self.folder = Path(folder)

    def path(self, code: str) -> Path:
        return self.folder / f"{code}.json"

    def save(self, docs: list[dict]) -> None:
        """Writes table documents (``Table.to_doc``); an unwritable folder is logged, not raised."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            for doc in docs:
                save_json(self.path(doc["code"]), doc, indent=None)
        except OSError as exc:
            log.warning("cannot keep online tables in %s: %s", self.folder, exc)

    def load(self) -> tuple[list[Table], list[str]]:
        """Every table kept here, and one line per file that could not be read."""
        tables, problems = [], []
        if not self.folder.is_dir():
            return tables, problems
        now = time.time()
        for path in sorted(self.folder.glob("*.json")):
            result = load_json(path, None)
            if result.problem or not isinstance(result.data, dict):
                problems.append(result.problem or f"{path.name}: not a table")
                continue
            try:
                table = Table.from_doc(result.data)
            except Exception as exc:  # a damaged or foreign file: set aside, the others load
                problems.append(f"{path.name}: {str(exc)[:80]}")
                continue
            if table.state.over and now - path.stat().st_mtime > KEEP_FINISHED_SECONDS:
                path.unlink(missing_ok=True)
                continue
            tables.append(table)
        return tables, problems
