"""The App: one window, one loop, the scene stack, and the services scenes use.

Minimal first version; the shell issue grows it (input layer, settings, audio, fades).
"""
from __future__ import annotations

import os
import sys
from typing import Callable

from game.shell.actions import Action, ActionEvent, PointerEvent
from game.shell.scene import Scene, SceneStack

LOGICAL_SIZE = (1280, 720)
STEP = 1.0 / 60.0

SceneFactory = Callable[["App"], Scene]


class App:
    def __init__(self, frames: int | None = None, screenshot: str | None = None) -> None:
        import pygame

        self.pg = pygame
        pygame.init()
        self.canvas_size = LOGICAL_SIZE
        self.window = pygame.display.set_mode(LOGICAL_SIZE, pygame.SCALED | pygame.RESIZABLE)
        pygame.display.set_caption("Durbar")
        self.canvas = self.window
        self.stack = SceneStack()
        self.frames_limit = frames
        self.screenshot_path = screenshot
        self.frame_count = 0
        self.running = True
        self.exit_code = 0
        self.clock = pygame.time.Clock()

    # stack helpers ------------------------------------------------------
    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def pop(self) -> None:
        self.stack.pop()
        if not len(self.stack):
            self.quit()

    def replace(self, scene: Scene) -> None:
        self.stack.replace(scene)

    def quit(self, code: int = 0) -> None:
        self.running = False
        self.exit_code = code

    # loop ---------------------------------------------------------------
    def _events(self) -> None:
        pg = self.pg
        keymap = {pg.K_UP: Action.UP, pg.K_DOWN: Action.DOWN, pg.K_LEFT: Action.LEFT, pg.K_RIGHT: Action.RIGHT,
                  pg.K_RETURN: Action.CONFIRM, pg.K_SPACE: Action.CONFIRM, pg.K_ESCAPE: Action.BACK}
        for ev in pg.event.get():
            if ev.type == pg.QUIT:
                self.quit()
            elif ev.type == pg.KEYDOWN and ev.key in keymap:
                self.stack.dispatch(ActionEvent(keymap[ev.key]))
            elif ev.type == pg.MOUSEMOTION:
                self.stack.dispatch(PointerEvent("move", ev.pos))
            elif ev.type == pg.MOUSEBUTTONDOWN:
                self.stack.dispatch(PointerEvent("down", ev.pos, ev.button))
            elif ev.type == pg.MOUSEBUTTONUP:
                self.stack.dispatch(PointerEvent("up", ev.pos, ev.button))

    def run(self, first: Scene) -> int:
        self.push(first)
        while self.running and len(self.stack):
            self._events()
            for scene in list(self.stack):
                scene.update(STEP)
            self.canvas.fill((0, 0, 0))
            for scene in self.stack.visible():
                scene.draw(self.canvas)
            self.pg.display.flip()
            self.frame_count += 1
            if self.frames_limit and self.frame_count >= self.frames_limit:
                break
            self.clock.tick(60)
        if self.screenshot_path:
            self.pg.image.save(self.canvas, self.screenshot_path)
        self.pg.quit()
        return self.exit_code


def run_window(factory: SceneFactory | None, args) -> int:
    """Open the window on ``factory``'s scene (the title when None) and run until quit."""
    frames = getattr(args, "frames", None)
    if frames or getattr(args, "headless", False):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    app = App(frames=frames, screenshot=getattr(args, "screenshot", None))
    if factory is None:
        from game.shell.title import TitleScene

        factory = TitleScene
    return app.run(factory(app))
