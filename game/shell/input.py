"""The input layer: keyboard, mouse and gamepad events in, abstract actions and pointer events out.

One ``InputLayer`` lives in ``app.input``. The App feeds it every pygame event
(``process(event) -> list[InputEvent]``) and calls ``update(dt)`` once per fixed step for the
auto-repeat of held directions. Scenes only read from it:

    app.input.held(Action.PUSH)      # is a key / button bound to PUSH down right now?
    app.input.held_direction()       # the direction held most recently, or None
    app.input.last_source            # "keyboard" | "mouse" | "gamepad": show the right prompts
    app.input.pads                   # connected gamepads by instance id

Bindings come from the settings (``keys`` / ``pad``) and are rebuilt by ``rebuild()``.
A key or button may mean several actions (Esc = BACK and MENU; pad B = BACK and UNDO); the
first meaning is the event's ``action`` and the rest its ``aliases`` (in ``Action`` order).

Gamepads: ``JOYDEVICEADDED`` opens the device through ``joystick_factory(device_index)``; pads that
SDL knows get the GameController layout (``CONTROLLER*`` events, named buttons), others the
raw joystick events with an Xbox-like numbering. ``JOYDEVICEREMOVED`` (by instance id) drops it.
Tests replace ``joystick_factory`` with one that returns a fake object (``get_instance_id()``,
``get_name()`` and an ``is_controller`` attribute) and post synthetic events.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from game.i18n import N_, _, pgettext
from game.shell.actions import DIRECTIONS, Action, ActionEvent, InputEvent, PointerEvent

#: stick travel (0..1) below which the left stick counts as centred
DEAD_ZONE = 0.4
#: seconds a direction is held before it repeats: the desktops' usual half second, so a key held
#: a little while as it is typed (xdotool holds each key for half its --delay) is one press
REPEAT_DELAY = 0.50
REPEAT_INTERVAL = 0.11
REPEATABLE = frozenset(DIRECTIONS) | {Action.UNDO, Action.REDO}

_ORDER = {a: i for i, a in enumerate(Action)}

# SDL GameController buttons -> our names
_CONTROLLER_BUTTONS = {
    pygame.CONTROLLER_BUTTON_A: "a", pygame.CONTROLLER_BUTTON_B: "b",
    pygame.CONTROLLER_BUTTON_X: "x", pygame.CONTROLLER_BUTTON_Y: "y",
    pygame.CONTROLLER_BUTTON_BACK: "back", pygame.CONTROLLER_BUTTON_GUIDE: "guide",
    pygame.CONTROLLER_BUTTON_START: "start",
    pygame.CONTROLLER_BUTTON_LEFTSTICK: "lstick", pygame.CONTROLLER_BUTTON_RIGHTSTICK: "rstick",
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: "lb", pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: "rb",
    pygame.CONTROLLER_BUTTON_DPAD_UP: "dpup", pygame.CONTROLLER_BUTTON_DPAD_DOWN: "dpdown",
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: "dpleft", pygame.CONTROLLER_BUTTON_DPAD_RIGHT: "dpright",
}
# raw joysticks SDL has no mapping for: the common XInput-like numbering
_RAW_BUTTONS = {0: "a", 1: "b", 2: "x", 3: "y", 4: "lb", 5: "rb", 6: "back", 7: "start",
                8: "guide", 9: "lstick", 10: "rstick"}
_DIR_BUTTONS = {"up": "dpup", "down": "dpdown", "left": "dpleft", "right": "dpright"}
PAD_BUTTON_NAMES = ("a", "b", "x", "y", "lb", "rb", "back", "start", "guide", "lstick", "rstick",
                    "dpup", "dpdown", "dpleft", "dpright")
_MOD_NAMES = ("ctrl", "alt", "shift")
#: modifier keys and the bit of an event's ``mod`` that says they are down
_MOD_KEYS = {pygame.K_LSHIFT: pygame.KMOD_LSHIFT, pygame.K_RSHIFT: pygame.KMOD_RSHIFT,
             pygame.K_LCTRL: pygame.KMOD_LCTRL, pygame.K_RCTRL: pygame.KMOD_RCTRL,
             pygame.K_LALT: pygame.KMOD_LALT, pygame.K_RALT: pygame.KMOD_RALT}


def _mods_of(mod: int) -> frozenset[str]:
    out = set()
    if mod & pygame.KMOD_CTRL:
        out.add("ctrl")
    if mod & pygame.KMOD_ALT:
        out.add("alt")
    if mod & pygame.KMOD_SHIFT:
        out.add("shift")
    return frozenset(out)


def parse_key(spec: str) -> tuple[int, frozenset[str]] | None:
    """``"alt+return"`` -> (K_RETURN, {"alt"}); None for a name pygame does not know."""
    parts = spec.strip().lower().split("+")
    name = parts[-1] if parts[-1] else "+"
    mods = frozenset(p for p in parts[:-1] if p in _MOD_NAMES)
    try:
        return pygame.key.key_code(name), mods
    except (ValueError, pygame.error):
        return None


def plain_key_for(settings, action: str) -> int | None:
    """The first key bound to ``action`` that needs no modifier, for scripted input (autoplay, bench).

    None when the player unbound every plain key of that action in Settings.
    """
    for spec in settings.keys_for(action):
        parsed = parse_key(spec)
        if parsed is not None and not parsed[1] and "+" not in spec:
            return parsed[0]
    return None


def _arrow_key_names() -> dict[str, str]:
    return {"up": pgettext("key", "Up"), "down": pgettext("key", "Down"), "left": pgettext("key", "Left"),
            "right": pgettext("key", "Right")}


def key_label(spec: str) -> str:
    """A short label for a binding, for the settings screen and on-screen prompts (the arrow keys
    in the player's language; other keys by the name on their keycap)."""
    parts = spec.split("+")
    nice = {"return": "Enter", "escape": "Esc", "left shift": "L-Shift", "right shift": "R-Shift",
            "backspace": "Backspace", "page down": "PgDn", "page up": "PgUp", "space": "Space",
            "enter": "Num Enter", "tab": "Tab"}
    nice.update(_arrow_key_names())
    last = parts[-1]
    last = nice.get(last, last.upper() if len(last) <= 3 else last.title())
    return "+".join([p.title() for p in parts[:-1]] + [last])


PAD_LABELS = {"a": "A", "b": "B", "x": "X", "y": "Y", "lb": "LB", "rb": "RB", "back": "Back",
              "start": "Start", "guide": "Guide", "lstick": "L3", "rstick": "R3", "dpup": N_("D-pad Up"),
              "dpdown": N_("D-pad Down"), "dpleft": N_("D-pad Left"), "dpright": N_("D-pad Right")}


def pad_label(name: str) -> str:
    """A gamepad button's label in the player's language (the D-pad's; the others by their letters)."""
    label = PAD_LABELS.get(name, name)
    return _(label) if name.startswith("dp") else label


def action_label(app, action: str) -> str:
    """The label of the first key - or, when the player last used a gamepad, the first pad button -
    bound to ``action``: what an on-screen prompt names ("-" if nothing is bound)."""
    if app.input.last_source == "gamepad":
        names = app.settings.pad_for(action)
        return pad_label(names[0]) if names else "-"
    names = app.settings.keys_for(action)
    return key_label(names[0]) if names else "-"


@dataclass
class Pad:
    """One connected gamepad (or joystick)."""

    instance_id: int
    name: str
    device: Any
    controller: bool
    buttons: set[str] = field(default_factory=set)
    stick: str | None = None      # "up" | "down" | "left" | "right" | None
    hat: str | None = None        # raw joysticks: the hat's direction
    axis_x: float = 0.0           # left stick, -1..1
    axis_y: float = 0.0

    def down(self) -> set[str]:
        """Every virtual button held: real buttons, plus the stick / hat as D-pad buttons."""
        out = set(self.buttons)
        if self.stick:
            out.add(_DIR_BUTTONS[self.stick])
        if self.hat:
            out.add(_DIR_BUTTONS[self.hat])
        return out


class OpenedPad:
    """A device opened by ``default_joystick_factory``: the joystick, and the SDL GameController
    when SDL knows the pad's layout (kept open so SDL keeps sending CONTROLLER* events)."""

    def __init__(self, joystick: Any, controller: Any = None) -> None:
        self.joystick = joystick
        self.controller = controller
        self.is_controller = controller is not None

    def get_instance_id(self) -> int:
        return int(self.joystick.get_instance_id())

    def get_name(self) -> str:
        try:
            if self.controller is not None:
                return str(self.controller.name)
        except (AttributeError, pygame.error):
            pass
        return str(self.joystick.get_name())


def default_joystick_factory(device_index: int) -> Any:
    """Open a device: an SDL GameController when SDL knows the pad, else a plain joystick."""
    try:
        from pygame._sdl2 import controller

        if not controller.get_init():
            controller.init()
        if controller.is_controller(device_index):
            pad = controller.Controller(device_index)
            return OpenedPad(pad.as_joystick(), pad)
    except (ImportError, pygame.error, AttributeError):
        pass
    return OpenedPad(pygame.joystick.Joystick(device_index))


class InputLayer:
    def __init__(self, settings, to_canvas: Callable[[tuple[int, int]], tuple[int, int]] | None = None) -> None:
        self.settings = settings
        self.to_canvas = to_canvas or (lambda pos: (int(pos[0]), int(pos[1])))
        self.joystick_factory: Callable[[int], Any] = default_joystick_factory
        self.on_pad_added: Callable[[Pad], None] | None = None
        self.on_pad_removed: Callable[[Pad], None] | None = None
        self.pads: dict[int, Pad] = {}
        self.last_source = "keyboard"
        self.mouse_pos: tuple[int, int] = (-1, -1)
        self._keys_down: set[int] = set()
        self._key_actions: dict[int, list[tuple[frozenset[str], Action]]] = {}
        self._pad_actions: dict[str, list[Action]] = {}
        self._repeat: tuple[Action, str, str | int] | None = None  # action, source, control
        self._repeat_timer = 0.0
        self._repeat_held: frozenset[Action] = frozenset()  # what was held as the repeating key went down
        self._capture: Callable[[str | None], None] | None = None
        self.rebuild()

    # bindings ------------------------------------------------------------------
    def rebuild(self) -> None:
        """Re-read the bindings from the settings (after the player remaps a key)."""
        self._key_actions = {}
        self._pad_actions = {}
        for action in Action:
            for spec in self.settings.keys_for(action.value):
                parsed = parse_key(spec)
                if parsed is None:
                    continue
                code, mods = parsed
                self._key_actions.setdefault(code, []).append((mods, action))
            for name in self.settings.pad_for(action.value):
                self._pad_actions.setdefault(name, []).append(action)

    def actions_for_key(self, key: int, mod: int = 0) -> list[Action]:
        """The meanings of a key press, most specific binding first (Alt+Enter beats Enter)."""
        entries = self._key_actions.get(key, [])
        active = _mods_of(mod)
        combo = [a for m, a in entries if m and m <= active]
        plain = [a for m, a in entries if not m]
        found = combo if combo else plain
        return sorted(dict.fromkeys(found), key=_ORDER.__getitem__)

    def actions_for_button(self, name: str) -> list[Action]:
        return sorted(dict.fromkeys(self._pad_actions.get(name, [])), key=_ORDER.__getitem__)

    def capture_key(self, callback: Callable[[str | None], None]) -> None:
        """Hand the next key press to ``callback`` as a binding name (None if Esc cancels)."""
        self._capture = callback

    def cancel_capture(self) -> None:
        """Stop waiting for a key (the player clicked or used the gamepad instead)."""
        callback, self._capture = self._capture, None
        if callback is not None:
            callback(None)

    @property
    def capturing(self) -> bool:
        return self._capture is not None

    # queries -------------------------------------------------------------------
    def held(self, action: Action) -> bool:
        for key in self._keys_down:
            if any(a is action for _, a in self._key_actions.get(key, [])):
                return True
        for pad in self.pads.values():
            for name in pad.down():
                if action in self._pad_actions.get(name, []):
                    return True
        return False

    def held_actions(self, mod: int | None = None, *, but: str | int | None = None) -> frozenset[Action]:
        """Every action whose key or button is down, the control ``but`` left out. With ``mod``
        (a key event's modifier state) a modifier key counts as down exactly when that state
        says so: a chord such as ``xdotool key shift+Right`` may deliver Shift's release before
        the scene sees the arrow, but the arrow's own event still says Shift was down."""
        out: set[Action] = set()
        for key in self._keys_down:
            if key == but or (mod is not None and key in _MOD_KEYS):
                continue
            out.update(a for _, a in self._key_actions.get(key, []))
        if mod is not None:
            for key, bit in _MOD_KEYS.items():
                if mod & bit and key != but:
                    out.update(a for _, a in self._key_actions.get(key, []))
        for pad in self.pads.values():
            for name in pad.down():
                if name != but:
                    out.update(self._pad_actions.get(name, []))
        return frozenset(out)

    def held_direction(self) -> Action | None:
        if self._repeat and self._repeat[0] in DIRECTIONS:
            return self._repeat[0]
        for d in DIRECTIONS:
            if self.held(d):
                return d
        return None

    def repeating(self) -> bool:
        """True while a repeatable action is held (the App keeps ticking for the repeat)."""
        return self._repeat is not None

    def stop_repeat(self) -> None:
        """End the auto-repeat of a held key (the screen changed: a key held to close a menu must
        not go on repeating into the game below). What is held stays held."""
        self._repeat = None

    def release_all(self) -> None:
        """Forget everything held (window lost focus, a scene changed)."""
        self._keys_down.clear()
        for pad in self.pads.values():
            pad.buttons.clear()
            pad.stick = pad.hat = None
        self._repeat = None

    # feeding -------------------------------------------------------------------
    def process(self, ev) -> list[InputEvent]:
        """Turn one pygame event into zero or more InputEvents."""
        t = ev.type
        if t == pygame.KEYDOWN:
            return self._key_down(ev)
        if t == pygame.KEYUP:
            return self._key_up(ev)
        if t == pygame.MOUSEMOTION:
            self.mouse_pos = self.to_canvas(ev.pos)
            self.last_source = "mouse"
            return [PointerEvent("move", self.mouse_pos)]
        if t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if ev.button not in (1, 2, 3):  # 4/5 are the old wheel buttons; MOUSEWHEEL covers it
                return []
            self.mouse_pos = self.to_canvas(ev.pos)
            self.last_source = "mouse"
            kind = "down" if t == pygame.MOUSEBUTTONDOWN else "up"
            return [PointerEvent(kind, self.mouse_pos, ev.button)]
        if t == pygame.MOUSEWHEEL:
            step = 1 if ev.y > 0 else -1 if ev.y < 0 else 0
            return [PointerEvent("wheel", self.mouse_pos, 0, step)] if step else []
        if t == pygame.JOYDEVICEADDED:
            self._add_pad(ev.device_index)
            return []
        if t == pygame.JOYDEVICEREMOVED:
            self._remove_pad(ev.instance_id)
            return []
        if t in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            pad = self.pads.get(ev.instance_id)
            if pad is None or not pad.controller:
                return []
            name = _CONTROLLER_BUTTONS.get(ev.button)
            return self._pad_button(pad, name, t == pygame.CONTROLLERBUTTONDOWN) if name else []
        if t == pygame.CONTROLLERAXISMOTION:
            pad = self.pads.get(ev.instance_id)
            if pad is None or not pad.controller or ev.axis not in (0, 1):
                return []
            return self._pad_axis(pad, ev.axis, ev.value / 32767.0)
        if t in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP):
            pad = self.pads.get(ev.instance_id)
            if pad is None or pad.controller:  # controllers report through CONTROLLER* events
                return []
            name = _RAW_BUTTONS.get(ev.button)
            return self._pad_button(pad, name, t == pygame.JOYBUTTONDOWN) if name else []
        if t == pygame.JOYAXISMOTION:
            pad = self.pads.get(ev.instance_id)
            if pad is None or pad.controller or ev.axis not in (0, 1):
                return []
            return self._pad_axis(pad, ev.axis, float(ev.value))
        if t == pygame.JOYHATMOTION:
            pad = self.pads.get(ev.instance_id)
            if pad is None or pad.controller or ev.hat != 0:
                return []
            x, y = ev.value
            new = "left" if x < 0 else "right" if x > 0 else "up" if y > 0 else "down" if y < 0 else None
            return self._pad_virtual(pad, "hat", new)
        if t in (pygame.WINDOWFOCUSLOST,):
            self.release_all()
        return []

    def update(self, dt: float) -> list[ActionEvent]:
        """Advance the auto-repeat by ``dt`` seconds; returns the repeated presses."""
        if self._repeat is None:
            return []
        action, source, _control = self._repeat
        if not self.held(action):
            self._repeat = None
            return []
        self._repeat_timer -= dt
        out: list[ActionEvent] = []
        while self._repeat_timer <= 0:
            self._repeat_timer += REPEAT_INTERVAL
            out.append(ActionEvent(action, True, True, "gamepad" if source.startswith("pad") else source,
                                   held=self.held_actions(but=_control)))
        return out

    # keyboard ------------------------------------------------------------------
    def _key_down(self, ev) -> list[InputEvent]:
        if self._capture is not None:
            callback, self._capture = self._capture, None
            if ev.key == pygame.K_ESCAPE:
                callback(None)
            else:
                name = pygame.key.name(ev.key)
                mods = _mods_of(getattr(ev, "mod", 0))
                if ev.key not in (pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT, pygame.K_RALT,
                                  pygame.K_LSHIFT, pygame.K_RSHIFT):
                    prefix = [m for m in ("ctrl", "alt") if m in mods]
                    name = "+".join(prefix + [name])
                callback(name)
            return []
        self.last_source = "keyboard"
        if ev.key in self._keys_down:  # SDL key repeat: ours is in update()
            return []
        self._keys_down.add(ev.key)
        mod = getattr(ev, "mod", 0)
        actions = self.actions_for_key(ev.key, mod)
        return self._press(actions, "keyboard", ev.key, self.held_actions(mod, but=ev.key))

    def _key_up(self, ev) -> list[InputEvent]:
        self._keys_down.discard(ev.key)
        actions = self.actions_for_key(ev.key, getattr(ev, "mod", 0))
        if self._repeat and self._repeat[1] == "keyboard" and self._repeat[2] == ev.key:
            self._repeat = None
        self._chord_over([a for _, a in self._key_actions.get(ev.key, [])])
        return [ActionEvent(a, False, False, "keyboard") for a in actions[:1]] if actions else []

    def _chord_over(self, released) -> None:
        """A control that was down when the repeating key went down is let go: the chord is over,
        so the key does not repeat (Shift+Right held a while is one push, not a push and steps)."""
        if self._repeat is not None and released and self._repeat_held.intersection(released):
            self._repeat = None

    def _press(self, actions: list[Action], source: str, control: str | int,
               held: frozenset[Action] = frozenset()) -> list[InputEvent]:
        if not actions:
            return []
        rep = next((a for a in actions if a in REPEATABLE), None)
        if rep is not None:
            self._repeat = (rep, source, control)
            self._repeat_timer = REPEAT_DELAY
            self._repeat_held = held
        return [ActionEvent(actions[0], True, False, source, tuple(actions[1:]), held)]

    # gamepad -------------------------------------------------------------------
    def _add_pad(self, device_index: int) -> None:
        try:
            device = self.joystick_factory(device_index)
        except (pygame.error, IndexError, ValueError):
            return
        iid = int(device.get_instance_id())
        if iid in self.pads:
            return
        name = str(device.get_name()) if hasattr(device, "get_name") else "Gamepad"
        pad = Pad(iid, name, device, bool(getattr(device, "is_controller", False)))
        self.pads[iid] = pad
        if self.on_pad_added:
            self.on_pad_added(pad)

    def _remove_pad(self, instance_id: int) -> None:
        pad = self.pads.pop(instance_id, None)
        if pad is None:
            return
        if self._repeat and self._repeat[1] == f"pad{instance_id}":
            self._repeat = None
        if self.on_pad_removed:
            self.on_pad_removed(pad)

    def _pad_button(self, pad: Pad, name: str, down: bool) -> list[InputEvent]:
        self.last_source = "gamepad"
        before = pad.down()
        if down:
            pad.buttons.add(name)
        else:
            pad.buttons.discard(name)
        return self._pad_changes(pad, before, name)

    def _pad_axis(self, pad: Pad, axis: int, value: float) -> list[InputEvent]:
        """Left stick: a digital direction outside the dead zone, the dominant axis wins."""
        if axis == 0:
            pad.axis_x = value
        else:
            pad.axis_y = value
        x, y = pad.axis_x, pad.axis_y
        if max(abs(x), abs(y)) < DEAD_ZONE:
            new = None
        elif abs(x) >= abs(y):
            new = "right" if x > 0 else "left"
        else:
            new = "down" if y > 0 else "up"
        if new is not None:
            self.last_source = "gamepad"
        return self._pad_virtual(pad, "stick", new)

    def _pad_virtual(self, pad: Pad, which: str, new: str | None) -> list[InputEvent]:
        before = pad.down()
        setattr(pad, which, new)
        changed = _DIR_BUTTONS[new] if new else None
        return self._pad_changes(pad, before, changed)

    def _pad_changes(self, pad: Pad, before: set[str], pressed_hint: str | None) -> list[InputEvent]:
        after = pad.down()
        out: list[InputEvent] = []
        source = "gamepad"
        for name in sorted(before - after):
            actions = self.actions_for_button(name)
            if self._repeat and self._repeat[1] == f"pad{pad.instance_id}" and self._repeat[2] == name:
                self._repeat = None
            self._chord_over(actions)
            if actions:
                out.append(ActionEvent(actions[0], False, False, source))
        for name in sorted(after - before):
            self.last_source = "gamepad"
            actions = self.actions_for_button(name)
            out.extend(self._press(actions, f"pad{pad.instance_id}", name, self.held_actions(but=name)))
        # the repeat's source says which pad; events say "gamepad"
        return [ActionEvent(e.action, e.pressed, e.repeat, source, e.aliases, e.held) if isinstance(e, ActionEvent)
                else e for e in out]
