"""Screenshots of the canvas: F12 (into the data folder, with a toast) and ``--screenshot PATH``."""
from __future__ import annotations

import os
import sys
import time

from game.i18n import _


def take(app) -> str | None:
    """F12: save the canvas as a PNG in the data folder's screenshots/ and say where."""
    from game.shell.paths import data_path

    try:
        path = data_path("screenshots", time.strftime("durbar-%Y%m%d-%H%M%S.png"))
        app.pg.image.save(app.canvas, str(path))
    except (OSError, app.pg.error) as exc:
        app.toast(_("Could not save the screenshot: {reason}").format(reason=exc), kind="error")
        return None
    app.audio.play("card")
    app.toast(_("Screenshot saved: {path}").format(path=path), kind="good", seconds=3.5)
    return str(path)


def save(app, path: str) -> None:
    """The canvas as an image at ``path``; a one-line error (and exit code 1) if it cannot be written."""
    try:
        folder = os.path.dirname(os.path.abspath(path))
        os.makedirs(folder, exist_ok=True)
        # through a Python file: the name's bytes reach the disk exactly as given (a non-UTF-8
        # name like $'\xff\xfe.png' arrives as surrogate escapes, which SDL would write literally)
        ext = os.path.splitext(path)[1].lower().lstrip(".") or "png"
        with open(path, "wb") as fh:
            app.pg.image.save(app.canvas, fh, f"x.{ext if ext in ('png', 'jpg', 'jpeg', 'bmp', 'tga') else 'png'}")
    except (OSError, ValueError, app.pg.error) as exc:
        from game.shell.safe_text import shown_path

        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
        print(f"python main.py: error: could not save screenshot {shown_path(path)}: {reason}", file=sys.stderr)
        app.exit_code = app.exit_code or 1
