"""The board turning a quarter when the view rotates (Q / E, the Rotate button, a shoulder).

For the few frames of a turn the board is drawn as a model at any angle: the plinth, the floor
with its grid and the walls as shaded boxes, crates and ice as shaded cubes in their records'
colours, and the round or standing things (boulders, fires, the Adventurer, the Nemesis, Gems)
as their own sprites, upright at their turned places - all in painter's order for that angle.
The model starts where the old view is (it fades in over the old frame) and lands on the new
one (the textured view shows through at the end). Presentation only: it reads the picture.
"""
from __future__ import annotations

import math

import pygame

from game.relics.kinds import BY_ID
from game.relics.view import iso
from game.relics.view.textures import OUTLINE
from game.ui.palette import shade

DURATION = 0.36      # seconds for a quarter turn
_TURNED = 0.8        # the model has turned by here, then the new view shows through
_FADE_IN = 0.14      # the old frame fades out over the model until here
FLOOR = (196, 160, 118)
STONE = (150, 120, 96)
PLINTH = (120, 84, 62)


class Turn:
    """One quarter turn, from ``rotation`` by ``step`` (+1 or -1)."""

    DURATION = DURATION

    def __init__(self, renderer, old_frame: pygame.Surface, rotation: int, step: int, old_centre) -> None:
        self.r = renderer
        self.old = old_frame
        self.phi0 = rotation * 90.0
        self.step = step
        self.proj = renderer.proj        # the new projection: its scale is used throughout
        self.c0 = old_centre
        self.c1 = renderer.floor_centre()
        self._buf: pygame.Surface | None = None

    # ------------------------------------------------------------------ geometry
    def _setup(self, k: float) -> None:
        t = _ease(min(1.0, k / _TURNED))
        phi = math.radians(self.phi0 + 90.0 * self.step * t)
        self._cos, self._sin = math.cos(phi), math.sin(phi)
        self._sc = (self.c0[0] + (self.c1[0] - self.c0[0]) * t, self.c0[1] + (self.c1[1] - self.c0[1]) * t)
        p = self.proj
        self._bw, self._bh = p.width / 2, p.height / 2
        self._tw2, self._th2, self._zh = p.tile_w / 2, p.tile_h / 2, p.block_h

    def uv(self, x: float, y: float) -> tuple[float, float]:
        """Board point -> turned view offset from the floor's middle."""
        a, b = x - self._bw, y - self._bh
        return a * self._cos - b * self._sin, a * self._sin + b * self._cos

    def screen(self, x: float, y: float, z: float) -> tuple[float, float]:
        u, v = self.uv(x, y)
        return (self._sc[0] + (u - v) * self._tw2 - self.r.area.x,
                self._sc[1] + (u + v) * self._th2 - z * self._zh - self.r.area.y)

    def depth(self, x: float, y: float) -> float:
        u, v = self.uv(x, y)
        return u + v

    # ------------------------------------------------------------------ drawing
    def _box(self, surf, corners, z0: float, z1: float, colour, line=OUTLINE) -> None:
        """A box standing on the board quad ``corners`` (board points, in order), lit from the upper
        left: the sides that face the viewer, then the top."""
        n = len(corners)
        cx = sum(c[0] for c in corners) / n
        cy = sum(c[1] for c in corners) / n
        for i in range(n):
            a, b = corners[i], corners[(i + 1) % n]
            mx, my = (a[0] + b[0]) / 2 - cx, (a[1] + b[1]) / 2 - cy
            nu, nv = self.uv(mx + self._bw, my + self._bh)      # the face's outward direction
            if nu + nv <= 1e-6:
                continue
            w = max(0.0, nv) / (max(0.0, nu) + max(0.0, nv) + 1e-9)
            face = [self.screen(a[0], a[1], z1), self.screen(b[0], b[1], z1),
                    self.screen(b[0], b[1], z0), self.screen(a[0], a[1], z0)]
            _poly(surf, shade(colour, 0.62 + 0.2 * w), face, line)
        top = [self.screen(c[0], c[1], z1) for c in corners]
        _poly(surf, shade(colour, 1.08), top, line)

    def _cube(self, surf, x: int, y: int, z: int, kind: str) -> None:
        rec = BY_ID.get(kind)
        colour = rec.colour if rec is not None else (170, 170, 170)
        line = shade(colour, 0.45)
        self._box(surf, [(x, y), (x + 1, y), (x + 1, y + 1), (x, y + 1)], z, z + 1, colour, line)
        if kind == "crate":  # the dark frame of its top boards
            i = 0.16
            inner = [self.screen(x + i, y + i, z + 1), self.screen(x + 1 - i, y + i, z + 1),
                     self.screen(x + 1 - i, y + 1 - i, z + 1), self.screen(x + i, y + 1 - i, z + 1)]
            pygame.draw.polygon(surf, shade(colour, 0.7), inner, 2)

    def _sprite(self, surf, image: pygame.Surface, x: float, y: float, z: float) -> None:
        """An upright sprite whose bottom corner rests at the cell's south point at height z."""
        sx, sy = self.screen(x + 0.5, y + 0.5, z)
        surf.blit(image, (round(sx - image.get_width() / 2), round(sy + self._th2 - image.get_height())))

    def draw(self, surface: pygame.Surface, k: float, time: float) -> None:
        """One frame at progress ``k`` (0..1), over the new view already on ``surface``."""
        r, pic, b = self.r, self.r.picture, self.r.bank
        area = r.area
        self._setup(k)
        if self._buf is None or self._buf.get_size() != area.size:
            self._buf = pygame.Surface(area.size, pygame.SRCALPHA)
        buf = self._buf
        buf.fill((0, 0, 0, 0))
        w, h = pic.width, pic.height
        t, pad = iso.WALL_T, iso.PLINTH_PAD
        m = t + pad
        self._box(buf, [(-m, -m), (w + m, -m), (w + m, h + m), (-m, h + m)], -iso.PLINTH_DEPTH, -0.02, PLINTH)
        pygame.draw.polygon(buf, FLOOR, [self.screen(0, 0, 0), self.screen(w, 0, 0), self.screen(w, h, 0),
                                         self.screen(0, h, 0)])
        grid = shade(FLOOR, 0.78)
        for i in range(w + 1):
            pygame.draw.line(buf, grid, self.screen(i, 0, 0), self.screen(i, h, 0), 1)
        for j in range(h + 1):
            pygame.draw.line(buf, grid, self.screen(0, j, 0), self.screen(w, j, 0), 1)
        for cell in pic.pools:
            x, y = cell
            pygame.draw.polygon(buf, (52, 96, 150), [self.screen(x + 0.1, y + 0.1, 0), self.screen(x + 0.9, y + 0.1, 0),
                                                    self.screen(x + 0.9, y + 0.9, 0), self.screen(x + 0.1, y + 0.9, 0)])
        walls = [[(-t, -t), (w + t, -t), (w + t, 0), (-t, 0)], [(w, 0), (w + t, 0), (w + t, h), (w, h)],
                 [(-t, h), (w + t, h), (w + t, h + t), (-t, h + t)], [(-t, 0), (0, 0), (0, h), (-t, h)]]
        things = []   # (depth, z, order, draw)
        for quad in walls:
            cx = sum(c[0] for c in quad) / 4
            cy = sum(c[1] for c in quad) / 4
            u, v = self.uv(cx, cy)
            back = _clamp(-(u + v) / (w + h) * 2.2 + 0.5, 0.0, 1.0)   # 1 behind the board, 0 in front
            tall = 0.32 + (iso.BACK_WALL_H - 0.32) * back
            things.append((1e9 if back < 0.5 else -1e9, 0, 0,
                           lambda q=quad, hz=tall: self._box(buf, q, 0, hz, STONE)))
        for (x, y), st in pic.stacks.items():
            d = self.depth(x + 0.5, y + 0.5)
            for z, (bid, kind) in enumerate(st):
                rec = BY_ID.get(kind)
                if rec is not None and rec.standable:   # a cube (crate, ice): drawn as a shaded box
                    things.append((d, z, 0, lambda x=x, y=y, z=z, kd=kind: self._cube(buf, x, y, z, kd)))
                else:
                    img = b.fire(int(time * 12) + bid * 3) if kind == "fire" else b.block(kind)
                    things.append((d, z, 0, lambda im=img, x=x, y=y, z=z: self._sprite(buf, im, x, y, z)))
        for name, (cell, z) in pic.piece_positions().items():
            img = b.gem(int(time * 14)) if name.startswith("gem") else b.meeple(name)
            d = self.depth(cell[0] + 0.5, cell[1] + 0.5)
            things.append((d, z, 1, lambda im=img, c=cell, z=z: self._sprite(buf, im, c[0], c[1], z)))
        for _d, _z, _o, paint in sorted(things, key=lambda th: th[:3]):
            paint()
        clip = surface.get_clip()
        surface.set_clip(area)
        if k < _TURNED:
            surface.blit(r._backdrop_surface(), area.topleft, area)
            surface.blit(buf, area.topleft)
            if k < _FADE_IN:
                self.old.set_alpha(int(255 * (1 - k / _FADE_IN)))
                surface.blit(self.old, area.topleft)
        else:
            buf.set_alpha(int(255 * (1 - (k - _TURNED) / (1 - _TURNED))))
            surface.blit(buf, area.topleft)
            buf.set_alpha(None)
        surface.set_clip(clip)


def _poly(surf, colour, pts, line) -> None:
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, line, pts, 1)


def _clamp(v: float, lo: float, hi: float) -> float:
    return lo if v < lo else hi if v > hi else v


def _ease(k: float) -> float:
    return k * k * (3 - 2 * k)
