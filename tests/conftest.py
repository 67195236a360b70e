"""Test set-up: headless SDL and a throw-away user data folder, before pygame is imported anywhere."""
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def durbar_home(tmp_path, monkeypatch):
    """Every test gets its own empty user data folder (settings, progress, saves)."""
    home = tmp_path / "durbar-home"
    monkeypatch.setenv("DURBAR_HOME", str(home))
    # English unless a test asks for another language: the machine's locale must not leak in
    for var in ("DURBAR_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    yield home
    from game import i18n

    if i18n.current_language() != "en":
        i18n.set_language("en")


@pytest.fixture
def app():
    """A headless App without sound, closed after the test."""
    from game.shell.app import App

    a = App(headless=True, audio=False)
    yield a
    a.close()
