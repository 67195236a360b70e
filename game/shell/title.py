"""Title screen (minimal first version)."""
from __future__ import annotations

from game.shell.scene import Scene


class TitleScene(Scene):
    def draw(self, surface) -> None:
        import pygame

        surface.fill((30, 22, 18))
        font = pygame.font.Font(None, 96)
        text = font.render("Durbar", True, (240, 220, 180))
        surface.blit(text, text.get_rect(center=(640, 300)))
