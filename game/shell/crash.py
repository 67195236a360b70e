"""The crash log: an unexpected error's traceback, printed and appended to ``crash.log`` in the
data folder (the App then shows the title with a message)."""
from __future__ import annotations

import sys
import time
import traceback


def log_crash(exc: BaseException):
    """Print ``exc``'s traceback and append it, dated, to crash.log; the log's path (None if it
    could not be written)."""
    text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    print(text, file=sys.stderr)
    try:
        from game.shell.paths import data_path

        log = data_path("crash.log")
        with open(log, "a", encoding="utf-8") as fh:
            fh.write(time.strftime("--- %Y-%m-%d %H:%M:%S\n") + text)
    except OSError:
        return None
    return log
