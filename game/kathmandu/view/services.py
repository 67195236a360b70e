"""The App's services as the Kathmandu screens use them (settings, animation speed, sounds, toasts).

The screens always run inside the shell's ``App`` (the tests use the real one, headless), so these
are plain calls; only sound is guarded, because it is never essential.
"""
from __future__ import annotations

from typing import Any


def setting(app, key: str, default: Any = None) -> Any:
    return app.settings.get(key, default)


def set_setting(app, key: str, value: Any) -> None:
    app.settings.set(key, value)


def anim(app, seconds: float) -> float:
    """Seconds scaled by the player's animation speed (0 when animations are off)."""
    return float(app.settings.anim_duration(seconds))


def symbols_on(app) -> bool:
    return bool(app.settings.colour_symbols)


def play(app, name: str) -> None:
    try:
        app.audio.play(name)
    except Exception:  # sound is never essential
        pass


def toast(app, text: str, kind: str = "info") -> None:
    app.toast(text, kind=kind)


def now(app) -> float:
    return float(app.time)
