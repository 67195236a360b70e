"""The player's settings: one JSON file in the user data folder, saved atomically.

No pygame here. Keys are stored by their pygame names (``pygame.key.name``), optionally with
modifiers (``"alt+return"``); gamepad buttons by SDL GameController names (``a``, ``b``, ``x``,
``y``, ``back``, ``start``, ``lb``, ``rb``, ``dpup``, ``dpdown``, ``dpleft``, ``dpright``; the
left stick acts as the D-pad).

Reading from a scene::

    s = app.settings
    s.anim_duration(0.25)   # 0.25 s scaled by the animation speed; 0.0 when "instant"
    s.instant               # True when animations are off
    s.colour_symbols        # draw colour symbols on cards
    s.language              # "en" / "ja", or "" until chosen (then the system's language is used)
    s.get("relics.last_level", "1-1"); s.set("relics.last_level", "1-2")   # your own keys
"""
from __future__ import annotations

import copy
from pathlib import Path
from typing import Any, Callable

from game.i18n import LANGUAGES
from game.shell.paths import SETTINGS_FILE, data_path
from game.shell.safe_text import is_clean
from game.shell.storage import load_json, save_json

ANIMATION_SPEEDS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
WINDOW_SIZES: list[tuple[int, int]] = [(1280, 720), (1600, 900), (1920, 1080), (2560, 1440)]

DEFAULT_KEYS: dict[str, list[str]] = {
    "up": ["up", "w"],
    "down": ["down", "s"],
    "left": ["left", "a"],
    "right": ["right", "d"],
    "confirm": ["return", "space", "enter"],
    "back": ["escape"],
    "undo": ["z", "backspace"],
    "redo": ["y"],
    "reset": ["r"],
    "menu": ["escape"],
    "push": ["left shift", "right shift"],
    "rotate": ["e"],
    "rotate_back": ["q"],
    "view": ["tab"],
    "hint": ["h"],
    "help": ["f1"],
    "next": ["page down"],
    "prev": ["page up"],
    "flip": ["f"],
    "fullscreen": ["f11", "alt+return"],
}

DEFAULT_PAD: dict[str, list[str]] = {
    "up": ["dpup"],
    "down": ["dpdown"],
    "left": ["dpleft"],
    "right": ["dpright"],
    "confirm": ["a"],
    "back": ["b"],
    "undo": ["b"],
    "redo": [],
    "reset": ["y"],
    "menu": ["start"],
    "push": ["a"],
    "rotate": ["rb"],
    "rotate_back": ["lb"],
    "view": ["x"],
    "hint": ["back"],
    "help": [],
    "next": ["rb"],
    "prev": ["lb"],
    "flip": [],
    "fullscreen": [],
}

DEFAULTS: dict[str, Any] = {
    "version": 1,
    "fullscreen": False,
    "window_size": [1280, 720],
    "music_volume": 0.6,
    "effects_volume": 0.8,
    "animation_speed": "normal",
    "colour_symbols": True,
    "language": "",  # "" until the player chooses one: the system's language (game.i18n)
    "keys": DEFAULT_KEYS,
    "pad": DEFAULT_PAD,
}


#: longest binding name ("alt+left shift", "keypad enter"...): anything longer is not a key
_MAX_BINDING = 40


def _binding_name_ok(name: str) -> bool:
    """A binding as the settings screen writes it: a short printable name (a pygame key name,
    optionally ``mod+``). Lone surrogates and NULs (a damaged or hand-edited file) are refused:
    the key could never be pressed, and its label could not be drawn."""
    return 0 < len(name) <= _MAX_BINDING and name.isprintable() and is_clean(name)


def _clean(data: Any) -> dict[str, Any]:
    """Accept any dict; repair wrong types field by field (a typo must not lose everything)."""
    if not isinstance(data, dict):
        raise ValueError("settings must be a JSON object")
    out = copy.deepcopy(DEFAULTS)
    for key, value in data.items():
        if key in ("keys", "pad"):
            if isinstance(value, dict):
                for action, names in value.items():
                    if isinstance(action, str) and isinstance(names, list) \
                            and all(isinstance(n, str) for n in names):
                        good = [n for n in names if _binding_name_ok(n)]
                        if good or not names:  # an explicitly empty list unbinds; all-garbage keeps the default
                            out[key][action] = good
            continue
        if key not in DEFAULTS:
            out[key] = value  # game-specific keys ("relics.*", "kathmandu.*") kept as they are
            continue
        default = DEFAULTS[key]
        if isinstance(default, bool):
            if isinstance(value, bool):
                out[key] = value
        elif isinstance(default, float):
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                out[key] = min(1.0, max(0.0, float(value)))
        elif key == "window_size":
            # the screen only ever writes 16:9 sizes; a hand-edited 10000x10000 gave a square window
            if (isinstance(value, list) and len(value) == 2
                    and all(type(v) is int for v in value)
                    and 640 <= value[0] <= 10000 and 360 <= value[1] <= 10000
                    and value[0] * 9 == value[1] * 16):
                out[key] = list(value)
        elif key == "animation_speed":
            if value in ANIMATION_SPEEDS:
                out[key] = value
        elif key == "language":
            if value in LANGUAGES:
                out[key] = value
        elif isinstance(value, type(default)):
            out[key] = value
    return out


class Settings:
    """The settings file in memory. ``set`` saves at once (atomically) unless ``save=False``."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else data_path(SETTINGS_FILE)
        result = load_json(self.path, DEFAULTS, validate=_clean, what="Settings file")
        self.values: dict[str, Any] = result.data
        #: one line for the player when the file was corrupt and was moved aside
        self.problem: str | None = result.problem
        #: why the last save failed (None after a good save): a read-only or missing data folder
        self.save_error: str | None = None
        self._listeners: list[Callable[[str, Any], None]] = []

    # generic access ----------------------------------------------------------
    def get(self, key: str, default: Any = None) -> Any:
        return self.values.get(key, default)

    def set(self, key: str, value: Any, *, save: bool = True) -> None:
        self.values[key] = value
        if save:
            self.save()
        for listener in list(self._listeners):
            listener(key, value)

    def on_change(self, listener: Callable[[str, Any], None]) -> None:
        """Call ``listener(key, value)`` after every ``set`` (the App applies volume, fullscreen...)."""
        self._listeners.append(listener)

    def save(self) -> None:
        try:
            save_json(self.path, self.values)
            self.save_error = None
        except OSError as exc:  # a read-only disk (or unwritable data) must not crash the game
            self.save_error = self.problem = f"Could not save settings: {exc.strerror or exc}"

    # typed views -------------------------------------------------------------
    @property
    def fullscreen(self) -> bool:
        return bool(self.values["fullscreen"])

    @property
    def window_size(self) -> tuple[int, int]:
        w, h = self.values["window_size"]
        return int(w), int(h)

    @property
    def music_volume(self) -> float:
        return float(self.values["music_volume"])

    @property
    def effects_volume(self) -> float:
        return float(self.values["effects_volume"])

    @property
    def animation_speed(self) -> str:
        return str(self.values["animation_speed"])

    @property
    def anim_factor(self) -> float:
        """Multiply animation durations by this (0.0 = instant)."""
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)

    @property
    def instant(self) -> bool:
        return self.anim_factor == 0.0

    def anim_duration(self, seconds: float) -> float:
        """A designed animation length scaled by the player's choice (0.0 when instant)."""
        return seconds * self.anim_factor

    @property
    def colour_symbols(self) -> bool:
        return bool(self.values["colour_symbols"])

    @property
    def language(self) -> str:
        """The player's language ("en", "ja"), or "" before they chose one."""
        return str(self.values.get("language", ""))

    # bindings ----------------------------------------------------------------
    def keys_for(self, action: str) -> list[str]:
        return list(self.values["keys"].get(action, []))

    def pad_for(self, action: str) -> list[str]:
        return list(self.values["pad"].get(action, []))

    def bind_key(self, action: str, names: list[str]) -> None:
        keys = dict(self.values["keys"])
        keys[action] = list(names)
        self.set("keys", keys)

    def reset_keys(self) -> None:
        self.set("keys", copy.deepcopy(DEFAULT_KEYS))
