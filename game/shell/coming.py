"""A clear "coming soon" screen for a game whose issue has not landed yet."""
from __future__ import annotations

from game.shell.actions import ActionEvent, PointerEvent
from game.shell.scene import Scene


def coming_scene(name: str):
    def factory(app) -> Scene:
        return ComingScene(app, name)

    return factory


class ComingScene(Scene):
    def __init__(self, app, name: str) -> None:
        super().__init__(app)
        self.name = name

    def handle(self, event) -> bool:
        if isinstance(event, ActionEvent) or (isinstance(event, PointerEvent) and event.kind == "down"):
            self.app.pop()
            return True
        return False

    def draw(self, surface) -> None:
        import pygame

        surface.fill((30, 22, 18))
        font = pygame.font.Font(None, 64)
        text = font.render(f"{self.name} - coming soon", True, (240, 220, 180))
        surface.blit(text, text.get_rect(center=(640, 340)))
