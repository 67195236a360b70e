"""Durbar: the entry point. Everything is dispatched by game.cli (see DESIGN.md, command-line contract)."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
NEEDED = ("pygame", "pytmx")


def missing_package() -> str | None:
    return next((name for name in NEEDED if importlib.util.find_spec(name) is None), None)


def record_interpreter() -> None:
    """Remember this Python (it has the packages) for levels/launch.py, Tiled's way in."""
    record = ROOT / ".durbar-python"
    try:
        if not record.exists() or record.read_text(encoding="utf-8").strip() != sys.executable:
            record.write_text(sys.executable + "\n", encoding="utf-8")
    except OSError:  # a read-only checkout: the launcher finds .venv instead
        pass


if __name__ == "__main__":
    missing = missing_package()
    if missing is not None:
        print(f"python main.py: error: {missing} is not installed for {sys.executable}; install the packages "
              f"with: {sys.executable} -m pip install -r requirements.txt (or use the .venv, see README)",
              file=sys.stderr)
        sys.exit(1)
    record_interpreter()
    from game.cli import main

    sys.exit(main(sys.argv[1:]))
