"""The play screen's controls: what each key, pad button and click asks the session for.

``handle(scene, event)`` turns the input layer's actions into ``Command``s for the scene's
queue (a direction is a push when the push control - Shift, pad A, or a held shoulder - was
down as the key went down, by the event's own state), view changes and menus; clicks on the
board walk or push. Also the key and pad-button labels the prompts show.
"""
from __future__ import annotations

import pygame

from game.relics.model import Dir
from game.relics.moves import Move
from game.relics.session import Command
from game.shell.actions import DIRECTIONS, Action, ActionEvent, PointerEvent

BOARD_AREA = pygame.Rect(16, 20, 872, 690)
#: a gamepad shoulder let go within this many seconds is a tap (rotate the view)
SHOULDER_TAP = 0.5
#: screen direction of each direction action, as a view-grid delta (u right-down, v left-down)
VIEW_DELTA = {Action.UP: (0, -1), Action.RIGHT: (1, 0), Action.DOWN: (0, 1), Action.LEFT: (-1, 0)}
DIR_OF_DELTA = {(d.dx, d.dy): d for d in Dir}


def key_label_for(app, action: str) -> str:
    from game.shell.input import key_label

    names = app.settings.keys_for(action)
    return key_label(names[0]) if names else "-"


def pad_label_for(app, action: str) -> str:
    from game.shell.input import pad_label

    names = app.settings.pad_for(action)
    return pad_label(names[0]) if names else "-"


def alt_direction_keys(app) -> str | None:
    """"WASD" when each direction has a second single-letter key bound (shown next to the arrows)."""
    settings = app.settings
    letters = []
    for a in ("up", "left", "down", "right"):
        names = settings.keys_for(a)
        if len(names) < 2 or len(names[1]) != 1:
            return None
        letters.append(names[1].upper())
    return "".join(letters)


def handle(scene, event) -> bool:
    if isinstance(event, PointerEvent):
        return pointer(scene, event)
    if not isinstance(event, ActionEvent):
        return False
    if not event.pressed:
        return release(scene, event)
    a = event.action
    if a in DIRECTIONS:
        if scene.state is None or scene.completed:
            return True
        if event.repeat and scene.queue:
            return True  # a held key walks as fast as the board goes; it does not pile up
        # a push when the push control (or a shoulder) was down as this key went down
        push = Action.PUSH in event.held
        if scene._shoulder is not None and scene._shoulder[0] in event.held:
            push = True             # a held shoulder button is a push modifier too
            scene._shoulder[2] = True
        d = board_dir(scene, a)
        scene._enqueue(Command.move(Move.push(d) if push else Move.step(d)))
        return True
    simple = {Action.UNDO: "undo", Action.REDO: "redo", Action.RESET: "reset"}
    if a in simple:
        scene._enqueue(Command(simple[a]))
        return True
    plain = {Action.MENU: scene.open_menu, Action.HINT: scene.request_hint, Action.VIEW: scene.toggle_plan,
             Action.HELP: scene.show_help}
    if a in plain:
        plain[a]()
        return True
    if a in (Action.ROTATE, Action.ROTATE_BACK):
        step = -1 if a is Action.ROTATE_BACK else 1
        if event.source == "gamepad":
            # a shoulder rotates when it is let go, unless it was held as a push modifier
            scene._shoulder = [a, step, False, scene.t]
        else:
            scene.rotate(step)
        return True
    return a is Action.PUSH  # BACK / CONFIRM: let the App offer the key's other meaning


def release(scene, event: ActionEvent) -> bool:
    if scene._shoulder is not None and event.action is scene._shoulder[0]:
        _a, step, used, since = scene._shoulder
        scene._shoulder = None
        if not used and scene.t - since <= SHOULDER_TAP:
            scene.rotate(step)  # a tap; a long hold (or the pad pulled out meanwhile) turns nothing
        return True
    return False


def board_dir(scene, action: Action) -> Dir:
    """A direction key -> the board direction that looks that way on screen (rotation aware)."""
    du, dv = VIEW_DELTA[action]
    dx, dy = scene.renderer.proj.board_dir(du, dv) if scene.renderer.proj else (du, dv)
    return DIR_OF_DELTA[(dx, dy)]


def pointer(scene, event: PointerEvent) -> bool:
    pos = event.pos
    if event.kind == "move":
        scene.hud.hover = scene.hud.button_at(pos)
        cell = scene.renderer.pick(pos) if BOARD_AREA.collidepoint(pos) and scene.state is not None else None
        if cell != scene.hover_cell:
            scene.hover_cell = cell
            scene._hover_key = None
        return True
    if event.kind == "down" and event.button == 1:
        name = scene.hud.button_at(pos)
        if name:
            scene._sound("click")
            button(scene, name)
            return True
        if scene.hud.tip_cut and scene.hud.tip_rect is not None and scene.hud.tip_rect.collidepoint(pos):
            scene._sound("click")
            scene.show_full_tip()
            return True
        if scene.state is None or scene.completed or not BOARD_AREA.collidepoint(pos):
            return True
        cell = scene.renderer.pick(pos)
        if cell is not None:
            click_cell(scene, cell)
        return True
    if event.kind == "down" and event.button == 3:
        scene._enqueue(Command("undo"))
        return True
    return event.kind in ("up", "wheel")


def button(scene, name: str) -> None:
    actions = {"undo": lambda: scene._enqueue(Command("undo")), "reset": scene.reset_level,
               "hint": scene.request_hint, "rotate": lambda: scene.rotate(1), "plan": scene.toggle_plan,
               "menu": scene.open_menu}
    if name in actions:
        actions[name]()


def click_cell(scene, cell: tuple[int, int]) -> None:
    """Mouse: push the block there if it is next to the Adventurer at his height, else walk there."""
    command, refusal = scene.session.click_plan(cell)
    if command is not None:
        scene._enqueue(command)
    elif refusal is not None:
        scene._refuse(refusal)
