"""What the input layer hands to scenes: abstract actions and pointer events, never raw key codes.

Device events (keyboard, mouse, gamepad) are turned into these by ``game.shell.input``;
scenes decide what an action means to them. Tests drive scenes with these objects or with
synthetic pygame events fed through the input layer.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Action(Enum):
    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    CONFIRM = "confirm"      # Enter / Space / gamepad A
    BACK = "back"            # Esc / gamepad B (in menus)
    UNDO = "undo"            # Z / Backspace / gamepad B (in play)
    REDO = "redo"
    RESET = "reset"          # R / gamepad Y
    MENU = "menu"            # Esc / gamepad Start: pause menu
    PUSH = "push"            # modifier held: Shift / gamepad A or shoulder (Relics push)
    ROTATE = "rotate"        # E / right shoulder: rotate the view clockwise
    ROTATE_BACK = "rotate_back"  # Q / left shoulder: rotate the view anticlockwise
    VIEW = "view"            # Tab / gamepad X: toggle plan view
    HINT = "hint"            # H / gamepad Back
    HELP = "help"            # F1: rules summary
    NEXT = "next"            # PageDown / right shoulder: next tab/page
    PREV = "prev"            # PageUp / left shoulder
    FLIP = "flip"            # F / right-click: flip a card's end (Kathmandu)
    FULLSCREEN = "fullscreen"  # F11 / Alt+Enter (the shell handles it)


DIRECTIONS = (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT)


@dataclass(frozen=True)
class ActionEvent:
    """An abstract action was pressed (or released). ``repeat`` is True for auto-repeat of a held key."""

    action: Action
    pressed: bool = True
    repeat: bool = False
    source: str = "keyboard"  # "keyboard" | "gamepad" | "mouse" | "script"
    #: other meanings of the same key or button (Esc = BACK then MENU; pad B = BACK then UNDO).
    #: The App offers the meanings one by one, in order, until a scene consumes one, so a scene
    #: that returns False for actions it does not use gets the next meaning.
    aliases: tuple[Action, ...] = ()
    #: the actions whose keys / buttons were held when this one was pressed, judged by the event's
    #: own modifier state (so Shift+Right typed as a quick chord is a push even if Shift is let go
    #: before the move is played). Only presses carry it.
    held: frozenset = frozenset()

    def means(self, action: Action) -> bool:
        """True if this key/button is bound to ``action`` (as its first meaning or another)."""
        return self.action is action or action in self.aliases


@dataclass(frozen=True)
class PointerEvent:
    """Mouse in logical canvas coordinates (1280x720), already un-scaled and un-letterboxed.

    kind: "move" | "down" | "up" | "wheel". button: 1 left, 2 middle, 3 right. wheel: +1 up, -1 down.
    """

    kind: str
    pos: tuple[int, int]
    button: int = 0
    wheel: int = 0


InputEvent = ActionEvent | PointerEvent
