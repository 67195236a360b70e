"""Thin, forgiving access to the App's services (settings, audio, toasts), so the table also runs
inside a bare test App that lacks some of them."""
from __future__ import annotations

from typing import Any


def setting(app, key: str, default: Any = None) -> Any:
    s = getattr(app, "settings", None)
    if s is None:
        return default
    try:
        return s.get(key, default)
    except Exception:  # a settings object without get(): use the default
        return default


def set_setting(app, key: str, value: Any) -> None:
    s = getattr(app, "settings", None)
    if s is not None and hasattr(s, "set"):
        s.set(key, value)


def anim(app, seconds: float) -> float:
    """Seconds scaled by the player's animation speed (0 when animations are off)."""
    s = getattr(app, "settings", None)
    if s is not None and hasattr(s, "anim_duration"):
        return float(s.anim_duration(seconds))
    return seconds


def symbols_on(app) -> bool:
    s = getattr(app, "settings", None)
    return bool(getattr(s, "colour_symbols", True)) if s is not None else True


def play(app, name: str) -> None:
    audio = getattr(app, "audio", None)
    if audio is not None:
        try:
            audio.play(name)
        except Exception:  # sound is never essential
            pass


def toast(app, text: str, kind: str = "info") -> None:
    t = getattr(app, "toast", None)
    if callable(t):
        t(text, kind=kind)


def now(app) -> float:
    return float(getattr(app, "time", 0.0))
