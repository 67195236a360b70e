"""Run Durbar with the Python that has its packages, from anywhere (Tiled's Play / Check commands).

Tiled runs its commands with the ``python3`` on the PATH, which has no pygame unless Tiled was
started from an activated virtual environment. This launcher needs only the standard library:
it looks for an interpreter that can import pygame and pytmx, in this order, and runs
``main.py`` with it (same arguments, from the project folder):

1. ``$DURBAR_PYTHON``, if set;
2. the project's own ``.venv`` (or ``venv``) folder, as the README's install steps make it;
3. the interpreter recorded in ``.durbar-python`` by the last ``python main.py`` that had pygame;
4. the Python running this file.

If none has pygame it prints one line saying how to install it, and exits with 1.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RECORD = ROOT / ".durbar-python"
NEEDS = "import pygame, pytmx"


def candidates() -> list[str]:
    out = []
    if os.environ.get("DURBAR_PYTHON"):
        out.append(os.environ["DURBAR_PYTHON"])
    for venv in (".venv", "venv"):
        for rel in ("bin/python", "bin/python3", "Scripts/python.exe"):
            p = ROOT / venv / rel
            if p.exists():
                out.append(str(p))
    try:
        recorded = RECORD.read_text(encoding="utf-8").strip()
    except OSError:
        recorded = ""
    if recorded:
        out.append(recorded)
    out.append(sys.executable)
    return list(dict.fromkeys(out))


def usable(python: str) -> bool:
    try:
        return subprocess.run([python, "-c", NEEDS], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              timeout=60).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


def find_python() -> str | None:
    return next((p for p in candidates() if usable(p)), None)


def main(argv: list[str]) -> int:
    python = find_python()
    if python is None:
        print(f"durbar: no Python with pygame found; in {ROOT} run: python3 -m venv .venv && "
              f".venv/bin/pip install -r requirements.txt (see README, Making levels)", file=sys.stderr)
        return 1
    return subprocess.call([python, str(ROOT / "main.py"), *argv], cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
