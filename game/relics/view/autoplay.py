"""``--autoplay``: the solver's solution played through the input layer, as a player would.

Each LURD letter becomes synthetic pygame key events (the push key held for a capital letter)
posted to the event queue, so they travel the same road as real key presses: the App's event
loop, the input layer's bindings, the scene's buffered input and the animations. The driver waits
for each move to land before posting the next one, and quits with 0 once the level-complete card
has been on screen a moment (1 if the solution cannot be found or a move is refused).
"""
from __future__ import annotations

import sys

import pygame

from game.shell.actions import Action
from game.shell.input import plain_key_for

#: view-grid delta -> the direction action that points that way on screen
ACTION_OF_DELTA = {(0, -1): Action.UP, (1, 0): Action.RIGHT, (0, 1): Action.DOWN, (-1, 0): Action.LEFT}


def key_code(app, action: str) -> int:
    key = plain_key_for(app.settings, action)
    if key is None:
        raise RuntimeError(f"no key is bound to {action}")
    return key


def post_move(app, scene, move) -> None:
    """Post the key presses for one move (direction relative to the current view)."""
    du, dv = scene.renderer.proj.screen_dir(move.dir.dx, move.dir.dy)
    action = ACTION_OF_DELTA[(du, dv)]
    key = key_code(app, action.value)
    events = []
    if move.is_push:
        shift = key_code(app, "push")
        events.append(pygame.event.Event(pygame.KEYDOWN, key=shift, mod=pygame.KMOD_LSHIFT, scancode=0, unicode=""))
        events.append(pygame.event.Event(pygame.KEYDOWN, key=key, mod=pygame.KMOD_LSHIFT, scancode=0, unicode=""))
        events.append(pygame.event.Event(pygame.KEYUP, key=key, mod=pygame.KMOD_LSHIFT, scancode=0, unicode=""))
        events.append(pygame.event.Event(pygame.KEYUP, key=shift, mod=0, scancode=0, unicode=""))
    else:
        events.append(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, scancode=0, unicode=""))
        events.append(pygame.event.Event(pygame.KEYUP, key=key, mod=0, scancode=0, unicode=""))
    for ev in events:
        pygame.event.post(ev)


def drive(scene) -> None:
    app = scene.app
    if scene._autoplay_exit is not None:
        if scene.t >= scene._autoplay_exit:
            app.quit(0)
        return
    if scene.state is None:
        print(f"python main.py relics: error: {scene.error}", file=sys.stderr)
        app.quit(1)
        return
    if scene._autoplay_moves is None:
        from game.relics.solver import solve

        res = solve(scene.state.copy())
        if res.status != "solved" or res.moves is None:
            print(f"python main.py relics: error: autoplay found no solution ({res.status})", file=sys.stderr)
            app.quit(1)
            return
        scene._autoplay_moves = list(res.moves)
        scene._autoplay_done = len(scene.state.history)
        scene._autoplay_posted = None
        return
    if app.stack.top is not scene or scene.completed:
        return
    if scene.anim is not None or scene.queue or app.fading:
        return  # the App drops key presses during a screen fade: wait for it
    played = len(scene.state.history)
    if scene._autoplay_posted is not None:
        if played <= scene._autoplay_posted:
            scene._autoplay_wait += 1
            if scene._autoplay_wait > 90:
                msg = scene.message[0] if scene.message else "no reaction"
                print(f"python main.py relics: error: autoplay move was refused: {msg}", file=sys.stderr)
                app.quit(1)
            return
        scene._autoplay_posted = None
    index = played - scene._autoplay_done
    if index >= len(scene._autoplay_moves):
        return
    scene._autoplay_wait = 0
    scene._autoplay_posted = played
    try:
        post_move(app, scene, scene._autoplay_moves[index])
    except RuntimeError as exc:  # the player unbound a key the solution needs (Settings > Keyboard)
        print(f"python main.py relics: error: autoplay cannot press the keys: {exc} (see Settings)", file=sys.stderr)
        app.quit(1)
