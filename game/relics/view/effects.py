"""Little bursts of light: sparkles when a Gem is taken, dust when the Nemesis is crushed, a
shower of gold when a level is won. Screen-space particles, purely decorative (no pygame state
outside the surface they are drawn on; deterministic for a seed)."""
from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame


@dataclass
class Particle:
    x: float
    y: float
    vx: float
    vy: float
    life: float
    age: float
    colour: tuple[int, int, int]
    size: float
    gravity: float


class Sparkles:
    def __init__(self, seed: int = 7) -> None:
        self.items: list[Particle] = []
        self.rng = random.Random(seed)

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def burst(self, pos: tuple[float, float], colour: tuple[int, int, int], count: int = 18,
              speed: float = 180.0, life: float = 0.8, gravity: float = 120.0, size: float = 5.0) -> None:
        r = self.rng
        for _ in range(count):
            a = r.uniform(-math.pi, 0) if gravity > 0 else r.uniform(0, 2 * math.pi)
            v = r.uniform(0.35, 1.0) * speed
            tint = tuple(min(255, int(c + r.uniform(0, 60))) for c in colour)
            self.items.append(Particle(pos[0], pos[1], math.cos(a) * v, math.sin(a) * v, r.uniform(0.6, 1.0) * life,
                                       0.0, tint, r.uniform(0.6, 1.2) * size, gravity))  # type: ignore[arg-type]

    def update(self, dt: float) -> None:
        for p in self.items:
            p.age += dt
            p.vy += p.gravity * dt
            p.x += p.vx * dt
            p.y += p.vy * dt
        self.items = [p for p in self.items if p.age < p.life]

    def draw(self, surface: pygame.Surface) -> None:
        for p in self.items:
            k = 1.0 - p.age / p.life
            s = max(1.0, p.size * (0.4 + 0.6 * k))
            c = tuple(int(v * (0.5 + 0.5 * k)) for v in p.colour)
            x, y = p.x, p.y
            pygame.draw.line(surface, c, (x - s, y), (x + s, y), 2)
            pygame.draw.line(surface, c, (x, y - s), (x, y + s), 2)
            pygame.draw.circle(surface, (255, 255, 240), (int(x), int(y)), max(1, int(s * 0.35)))
