"""Where Durbar keeps the player's files (settings, Relics progress, Kathmandu saves).

``DURBAR_HOME`` overrides everything (tests and portable installs use it). Otherwise the
per-OS user data folder: ``%APPDATA%\\Durbar`` on Windows, ``~/Library/Application Support/Durbar``
on macOS, ``$XDG_DATA_HOME/durbar`` (default ``~/.local/share/durbar``) elsewhere.
No pygame here: the headless tools use it too.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path


def user_data_dir() -> Path:
    """The folder for the player's files (not created here; see ``data_path``)."""
    override = os.environ.get("DURBAR_HOME")
    if override:
        return Path(override).expanduser()
    home = Path.home()
    if sys.platform.startswith("win"):
        base = os.environ.get("APPDATA")
        return (Path(base) if base else home / "AppData" / "Roaming") / "Durbar"
    if sys.platform == "darwin":
        return home / "Library" / "Application Support" / "Durbar"
    xdg = os.environ.get("XDG_DATA_HOME")
    return (Path(xdg) if xdg else home / ".local" / "share") / "durbar"


def data_path(*parts: str) -> Path:
    """A path inside the user data folder; the parent folders are created when possible.

    A folder that cannot be made (``DURBAR_HOME`` is a file, a read-only disk) is not an error
    here: reading then finds no file (defaults), and writing fails with an ``OSError`` that the
    callers turn into a message, so the game still runs.
    """
    path = user_data_dir().joinpath(*parts)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    return path


SETTINGS_FILE = "settings.json"
