"""Procedural sprites for the Relics board: drawn with pygame at start-up, cached per tile size.

Everything is painted at twice the size and smooth-scaled down, which gives soft, anti-aliased
edges without any image files. The light comes from the upper left: top faces are brightest,
left faces medium, right faces darkest, and every block has a dark outline and a light rim on
its top edges, so heights read at a glance.

``SpriteBank(tile_w)`` holds the surfaces (converted to display format when a display exists):
``block(kind)`` for crate / ice / boulder, ``fire(frame)``, ``water(frame)``, ``meeple(name)``,
``gem(frame)``, ``floor_tile(variant)``, plus small helpers (shadows, markers). The textures and
the cube geometry they are folded with are in ``textures``.
"""
from __future__ import annotations

import math
import random

import pygame

from game.relics.view.iso import block_height
from game.relics.view.textures import (ADVENTURER, GEM, NEMESIS, OUTLINE, _convert, _cube, _down, _ice_face,
                                      _shaded, _soft, _sphere, _top_diamond, _wood_face)
from game.ui.palette import lerp_color as _mix, shade as _shade

SS = 2  # supersampling factor

FIRE_FRAMES = 10
WATER_FRAMES = 16
GEM_FRAMES = 24
ROLL_FRAMES = 8


class SpriteBank:
    """All board sprites for one tile width (cached by :func:`bank`)."""

    def __init__(self, tile_w: int) -> None:
        self.tile_w = tile_w
        self.tile_h = tile_w // 2
        self.block_h = block_height(tile_w)
        self._rng = random.Random(1977)
        self._blocks: dict[str, pygame.Surface] = {}
        self._fire: list[pygame.Surface] = []
        self._water: list[pygame.Surface] = []
        self._gem: list[pygame.Surface] = []
        self._meeples: dict[str, pygame.Surface] = {}
        self._tiles: list[pygame.Surface] = []
        self._cache: dict[object, pygame.Surface] = {}
        self._build()

    # public --------------------------------------------------------------
    def block(self, kind: str, variant: int = 0) -> pygame.Surface:
        if kind == "crate":
            return self._blocks[f"crate{variant % 3}"]
        return self._blocks[kind]

    def block_at(self, kind: str, variant: int, level: int) -> pygame.Surface:
        """A block whose top face is lit a little more the higher it stands (heights read at a
        glance: a tall stack's top is brighter than a low one's)."""
        base = self.block(kind, variant)
        if level <= 0 or kind not in ("crate", "ice"):
            return base
        key = ("lit", kind, variant % 3 if kind == "crate" else 0, min(level, 6))
        if key not in self._cache:
            g = base.copy()
            top = pygame.Surface(g.get_size(), pygame.SRCALPHA)
            tw, th = self.tile_w, self.tile_h
            pygame.draw.polygon(top, (255, 236, 200, min(70, 16 * level)),
                                [(tw / 2, 1), (tw - 2, th / 2), (tw / 2, th - 1), (2, th / 2)])
            g.blit(top, (0, 0))
            self._cache[key] = g
        return self._cache[key]

    def fire(self, frame: int) -> pygame.Surface:
        return self._fire[frame % FIRE_FRAMES]

    def water(self, frame: int) -> pygame.Surface:
        return self._water[frame % WATER_FRAMES]

    def brazier_flame(self, frame: int) -> pygame.Surface:
        """A smaller fire for the braziers on the temple walls (scaled from the fire frames, cached)."""
        key = ("brazier", frame % FIRE_FRAMES)
        if key not in self._cache:
            src = self._fire[frame % FIRE_FRAMES]
            w, h = src.get_size()
            self._cache[key] = _convert(pygame.transform.smoothscale(src, (max(2, int(w * 0.5)), max(2, int(h * 0.5)))))
        return self._cache[key]

    def gem(self, frame: int) -> pygame.Surface:
        return self._gem[frame % GEM_FRAMES]

    def meeple(self, name: str) -> pygame.Surface:
        return self._meeples[name]

    def floor_tile(self, variant: int) -> pygame.Surface:
        return self._tiles[variant % len(self._tiles)]

    def ghost(self, kind: str) -> pygame.Surface:
        """A see-through version of a block (push preview)."""
        key = ("ghost", kind)
        if key not in self._cache:
            src = self.block(kind) if kind in ("crate", "ice", "boulder") else self._blocks["crate0"]
            g = src.copy()
            g.fill((255, 255, 255, 110), special_flags=pygame.BLEND_RGBA_MULT)
            self._cache[key] = g
        return self._cache[key]

    def highlight(self, kind: str, variant: int = 0) -> pygame.Surface:
        """A brightened copy of a block (the block a click or the hint would push)."""
        key = ("highlight", kind, variant % 3 if kind == "crate" else 0)
        if key not in self._cache:
            g = self.block(kind, variant).copy()
            g.fill((60, 52, 24, 0), special_flags=pygame.BLEND_RGBA_ADD)
            self._cache[key] = g
        return self._cache[key]

    def diamond_marker(self, colour: tuple[int, int, int], alpha: int = 120, width: int = 0,
                       inset: float = 0.0) -> pygame.Surface:
        key = ("diamond", colour, alpha, width, inset)
        if key not in self._cache:
            tw, th = self.tile_w, self.tile_h
            s = pygame.Surface((tw * SS, th * SS), pygame.SRCALPHA)
            ix, iy = tw * SS * inset / 2, th * SS * inset / 2
            pts = [(tw * SS / 2, iy), (tw * SS - ix, th * SS / 2), (tw * SS / 2, th * SS - iy), (ix, th * SS / 2)]
            pygame.draw.polygon(s, (*colour, alpha), pts, width * SS)
            self._cache[key] = _down(s, (tw, th))
        return self._cache[key]

    def dot(self, colour: tuple[int, int, int], radius: int, alpha: int = 220) -> pygame.Surface:
        key = ("dot", colour, radius, alpha)
        if key not in self._cache:
            r = radius * SS
            s = pygame.Surface((r * 2 + 4, r + 4), pygame.SRCALPHA)
            pygame.draw.ellipse(s, (*OUTLINE, alpha // 2), (0, 1, r * 2 + 4, r + 3))
            pygame.draw.ellipse(s, (*colour, alpha), (2, 2, r * 2, r))
            self._cache[key] = _down(s, (s.get_width() // SS, s.get_height() // SS))
        return self._cache[key]

    def contact_shadow(self, scale: float = 1.0) -> pygame.Surface:
        key = ("contact", round(scale, 2))
        if key not in self._cache:
            w, h = max(4, round(self.tile_w * 0.7 * scale)), max(2, round(self.tile_h * 0.7 * scale))
            s = pygame.Surface((w + 8, h + 8), pygame.SRCALPHA)
            pygame.draw.ellipse(s, (0, 0, 0, 110), (4, 4, w, h))
            self._cache[key] = _convert(_soft(s, 3))
        return self._cache[key]

    # building ------------------------------------------------------------
    def _build(self) -> None:
        for v in range(3):
            self._blocks[f"crate{v}"] = self._make_crate(v)
        self._blocks["crate"] = self._blocks["crate0"]
        self._blocks["ice"] = self._make_ice()
        self._blocks["boulder"] = self._make_boulder()
        self._fire = [self._make_fire(i) for i in range(FIRE_FRAMES)]
        self._water = [self._make_water(i) for i in range(WATER_FRAMES)]
        self._gem = [self._make_gem(i) for i in range(GEM_FRAMES)]
        self._meeples["adventurer"] = self._make_meeple(ADVENTURER, hat=True)
        self._meeples["nemesis"] = self._make_meeple(NEMESIS, hat=False)
        self._tiles = [self._make_floor_tile(i) for i in range(6)]

    def _make_crate(self, variant: int) -> pygame.Surface:
        tw, th, bh = self.tile_w * SS, self.tile_h * SS, self.block_h * SS
        rng = random.Random(100 + variant)
        side = (tw // 2, bh)
        top = _wood_face(th * 2 // 2 + th // 2, th * 2 // 2 + th // 2, rng, top=True)
        left = _wood_face(*side, rng)
        right = _wood_face(*side, rng)
        surf = _cube(tw, bh, _shaded(top, 1.12), _shaded(left, 0.86), _shaded(right, 0.64))
        return _down(surf, (self.tile_w, self.tile_h + self.block_h))

    def _make_ice(self) -> pygame.Surface:
        tw, th, bh = self.tile_w * SS, self.tile_h * SS, self.block_h * SS
        rng = random.Random(7)
        top = _ice_face(th * 3 // 2, th * 3 // 2, rng, 200)
        left = _ice_face(tw // 2, bh, rng, 165)
        right = _ice_face(tw // 2, bh, rng, 165)
        surf = _cube(tw, bh, _shaded(top, 1.05), _shaded(left, 0.92), _shaded(right, 0.76),
                     outline=(40, 90, 130), outline_alpha=210, rim=(255, 255, 255, 200))
        return _down(surf, (self.tile_w, self.tile_h + self.block_h))

    def _make_boulder(self, angle: float = 0.0) -> pygame.Surface:
        """The stone ball; ``angle`` turns its cracks and moss (not its lighting) for rolling."""
        tw, th, bh = self.tile_w * SS, self.tile_h * SS, self.block_h * SS
        surf = pygame.Surface((tw, th + bh), pygame.SRCALPHA)
        # contact shadow on the stack top / ground
        shadow = pygame.Surface((tw, th), pygame.SRCALPHA)
        pygame.draw.ellipse(shadow, (0, 0, 0, 120), (tw * 0.14, th * 0.18, tw * 0.72, th * 0.64))
        surf.blit(_soft(shadow, 6), (0, bh))
        r = tw * 0.36
        cx, cy = tw / 2, th / 2 + bh - r * 0.78 + th * 0.12
        d = int(2 * r)
        surf.blit(pygame.transform.smoothscale(_sphere(), (d, d)), (int(cx - r), int(cy - r)))
        # cracks and a moss patch for character, on their own layer so they can turn
        rng = random.Random(3)
        marks = pygame.Surface((d, d), pygame.SRCALPHA)
        mx, my = d / 2, d / 2
        pygame.draw.lines(marks, (70, 64, 58), False,
                          [(mx + r * 0.15, my - r * 0.7), (mx + r * 0.05, my - r * 0.35),
                           (mx + r * 0.28, my - r * 0.1), (mx + r * 0.2, my + r * 0.25)], 3)
        pygame.draw.lines(marks, (70, 64, 58), False,
                          [(mx - r * 0.6, my + r * 0.2), (mx - r * 0.35, my + r * 0.3), (mx - r * 0.3, my + r * 0.55)], 3)
        for _ in range(40):
            a = rng.uniform(3.6, 5.2)
            rr = rng.uniform(0.55, 0.95) * r
            pygame.draw.circle(marks, (92, 128, 60, 150), (mx + math.cos(a) * rr * 0.6, my + r * 0.62 + math.sin(a) * 3),
                               rng.uniform(2, 5))
        if angle:
            marks = pygame.transform.rotate(marks, angle)
        clip = pygame.Surface(marks.get_size(), pygame.SRCALPHA)
        pygame.draw.circle(clip, (255, 255, 255, 255), (marks.get_width() / 2, marks.get_height() / 2), r - 2)
        marks.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(marks, marks.get_rect(center=(cx, cy)))
        pygame.draw.circle(surf, (*OUTLINE, 230), (cx, cy), r, max(3, tw // 40))
        return _down(surf, (self.tile_w, self.tile_h + self.block_h))

    def boulder_rolling(self, step: int) -> pygame.Surface:
        """The boulder turned by ``step`` eighths of a turn (frames of a roll, made on first use)."""
        key = ("roll", step % ROLL_FRAMES)
        if key not in self._cache:
            self._cache[key] = self._make_boulder(-360.0 * (step % ROLL_FRAMES) / ROLL_FRAMES)
        return self._cache[key]

    def _make_fire(self, frame: int) -> pygame.Surface:
        tw, th, bh = self.tile_w * SS, self.tile_h * SS, self.block_h * SS
        extra = bh // 2
        h = th + bh + extra
        surf = pygame.Surface((tw, h), pygame.SRCALPHA)
        base_y = th / 2 + bh + extra  # ground centre of the cell
        # glow
        glow = pygame.Surface((tw, h), pygame.SRCALPHA)
        pygame.draw.ellipse(glow, (255, 140, 40, 90), (tw * 0.05, base_y - th * 0.6, tw * 0.9, th * 1.1))
        pygame.draw.ellipse(glow, (255, 120, 30, 60), (tw * 0.18, base_y - bh * 1.2, tw * 0.64, bh * 1.3))
        surf.blit(_soft(glow, 10), (0, 0))
        # crossed logs
        log = (96, 58, 30)
        for a, b in (((tw * 0.22, base_y - th * 0.05), (tw * 0.74, base_y + th * 0.22)),
                     ((tw * 0.26, base_y + th * 0.2), (tw * 0.78, base_y - th * 0.06))):
            pygame.draw.line(surf, _shade(log, 0.6), a, b, max(8, tw // 9))
            pygame.draw.line(surf, log, (a[0], a[1] - 2), (b[0], b[1] - 2), max(5, tw // 14))
            pygame.draw.circle(surf, (230, 120, 50), b, max(3, tw // 30))
        # embers
        rng = random.Random(50 + frame)
        for _ in range(10):
            pygame.draw.circle(surf, (255, rng.randrange(120, 200), 40),
                               (tw / 2 + rng.uniform(-tw * 0.25, tw * 0.25), base_y + rng.uniform(-th * 0.12, th * 0.18)),
                               rng.uniform(1.5, 3.5))
        # flame tongues: layered teardrops whose heights flicker with the frame
        t = frame / FIRE_FRAMES * 2 * math.pi
        layers = (((214, 56, 24), 1.0, 0.36), ((250, 136, 30), 0.78, 0.27), ((255, 214, 90), 0.52, 0.17),
                  ((255, 246, 200), 0.3, 0.08))
        tongues = ((-0.17, 0.75, 0.0), (0.0, 1.0, 1.7), (0.17, 0.8, 3.1), (-0.07, 0.6, 4.2), (0.1, 0.62, 5.3))
        for colour, hk, wk in layers:
            for ox, hh, ph in tongues:
                height = (bh * 1.18 + extra * 0.7) * hh * hk * (0.84 + 0.16 * math.sin(t + ph))
                width = tw * wk * (0.9 + 0.1 * math.cos(t * 2 + ph))
                sway = math.sin(t + ph) * tw * 0.03
                cx = tw / 2 + ox * tw
                by = base_y + th * 0.05
                # a teardrop: round bottom, pointed swaying top
                pts = [(cx + math.cos(a) * width / 2, by - math.sin(a) * width * 0.25)
                       for a in (i / 20 * math.pi for i in range(21))]
                tip = (cx + sway * 2, by - height)
                poly = [pts[0], (cx + width * 0.45 + sway * 0.5, by - height * 0.35), tip,
                        (cx - width * 0.45 + sway * 0.5, by - height * 0.35), pts[-1]]
                poly += [(cx - math.cos(a) * width / 2, by + math.sin(a) * width * 0.18)
                         for a in [i / 10 * math.pi for i in range(11)]]
                pygame.draw.polygon(surf, colour, poly)
        # sparks
        for i in range(4):
            ph = (frame / FIRE_FRAMES + i / 4) % 1.0
            sx = tw / 2 + math.sin(i * 2.3 + ph * 6) * tw * 0.15
            sy = base_y - bh * 0.5 - ph * (bh + extra)
            pygame.draw.circle(surf, (255, 220, 120, int(255 * (1 - ph))), (sx, sy), 2.5)
        return _down(surf, (self.tile_w, h // SS))

    def _make_water(self, frame: int) -> pygame.Surface:
        """A pool sunk into the floor: stone lip, deep blue gradient, moving ripples (diamond-sized)."""
        tw, th = self.tile_w * SS, self.tile_h * SS
        depth = max(6, th // 5)
        surf = pygame.Surface((tw, th + depth), pygame.SRCALPHA)
        outer = [(tw / 2, 0), (tw, th / 2), (tw / 2, th), (0, th / 2)]
        pygame.draw.polygon(surf, (74, 62, 52), outer)
        ins = 0.1
        inner = [(tw / 2, th * ins), (tw * (1 - ins), th / 2), (tw / 2, th * (1 - ins)), (tw * ins, th / 2)]
        # inner basin walls (darker), then the water surface slightly lower
        pygame.draw.polygon(surf, (40, 46, 56), inner)
        water = pygame.Surface((tw, th), pygame.SRCALPHA)
        for y in range(th):
            t = y / th
            pygame.draw.line(water, _mix((30, 92, 150), (60, 150, 200), t), (0, y), (tw, y))
        mask = pygame.Surface((tw, th), pygame.SRCALPHA)
        ins2 = 0.16
        wpts = [(tw / 2, th * ins2 + 3), (tw * (1 - ins2), th / 2 + 3), (tw / 2, th * (1 - ins2) + 1),
                (tw * ins2, th / 2 + 3)]
        pygame.draw.polygon(mask, (255, 255, 255, 255), wpts)
        water.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        # ripples: rings expanding from two sources, clipped to the water
        rip = pygame.Surface((tw, th), pygame.SRCALPHA)
        t = frame / WATER_FRAMES
        for sx, sy, off in ((0.42, 0.48, 0.0), (0.6, 0.55, 0.5)):
            p = (t + off) % 1.0
            rw, rh = tw * 0.1 + p * tw * 0.5, (th * 0.1 + p * th * 0.5)
            a = int(150 * (1 - p))
            pygame.draw.ellipse(rip, (210, 240, 255, a), (tw * sx - rw / 2, th * sy - rh / 2, rw, rh), 3)
        for i in range(3):
            x = tw * (0.3 + 0.2 * i) + math.sin(t * 2 * math.pi + i) * tw * 0.04
            y = th * (0.4 + 0.08 * i)
            pygame.draw.line(rip, (255, 255, 255, 90), (x - tw * 0.05, y), (x + tw * 0.05, y), 3)
        rip.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        water.blit(rip, (0, 0))
        surf.blit(water, (0, 0))
        pygame.draw.polygon(surf, (*OUTLINE, 200), outer, 3)
        pygame.draw.lines(surf, (200, 180, 150, 120), False, [outer[3], outer[2], outer[1]], 3)
        return _down(surf, (self.tile_w, (th + depth) // SS))

    def _make_gem(self, frame: int) -> pygame.Surface:
        tw, th, bh = self.tile_w * SS, self.tile_h * SS, self.block_h * SS
        h = th + bh
        surf = pygame.Surface((tw, h), pygame.SRCALPHA)
        t = frame / GEM_FRAMES * 2 * math.pi
        bob = math.sin(t) * bh * 0.05
        base_y = th / 2 + bh
        # shadow on the top below
        sh = pygame.Surface((tw, th), pygame.SRCALPHA)
        k = 1.0 - 0.15 * math.sin(t)
        pygame.draw.ellipse(sh, (0, 0, 0, 110), (tw / 2 - tw * 0.16 * k, th * 0.4, tw * 0.32 * k, th * 0.2))
        surf.blit(_soft(sh, 4), (0, base_y - th / 2))
        # glow
        glow = pygame.Surface((tw, h), pygame.SRCALPHA)
        gy = base_y - bh * 0.45 + bob
        ga = int(110 + 50 * math.sin(t * 2))
        pygame.draw.circle(glow, (255, 90, 150, ga), (tw / 2, gy), tw * 0.26)
        surf.blit(_soft(glow, 14), (0, 0))
        # the cut stone: crown + pavilion, facets shaded
        w = tw * 0.42
        cx, cy = tw / 2, gy
        top_y, girdle, table_w = cy - w * 0.38, cy - w * 0.08, w * 0.5
        bottom = cy + w * 0.62
        L, R = cx - w / 2, cx + w / 2
        tl, tr = cx - table_w / 2, cx + table_w / 2
        facets = [
            ([(L, girdle), (tl, top_y), (cx, girdle)], 1.15),
            ([(tl, top_y), (tr, top_y), (cx, girdle)], 1.35),
            ([(cx, girdle), (tr, top_y), (R, girdle)], 0.95),
            ([(L, girdle), (cx, girdle), (cx, bottom)], 0.8),
            ([(cx, girdle), (R, girdle), (cx, bottom)], 0.55),
        ]
        for pts, k in facets:
            pygame.draw.polygon(surf, _shade(GEM, k), pts)
        outline = [(L, girdle), (tl, top_y), (tr, top_y), (R, girdle), (cx, bottom)]
        pygame.draw.polygon(surf, (90, 10, 40), outline, 3)
        pygame.draw.line(surf, (255, 200, 220), (tl + 3, top_y + 2), (cx - 2, girdle - 2), 2)
        # sparkle: a four-point star that travels around the rim
        sp = (frame % GEM_FRAMES) / GEM_FRAMES
        if sp < 0.4:
            a = 1.0 - abs(sp - 0.2) / 0.2
            sx, sy = tl + (tr - tl) * (sp / 0.4), top_y + 2
            ln = w * 0.35 * a
            col = (255, 255, 255, int(255 * a))
            pygame.draw.line(surf, col, (sx - ln, sy), (sx + ln, sy), 3)
            pygame.draw.line(surf, col, (sx, sy - ln), (sx, sy + ln), 3)
        return _down(surf, (self.tile_w, h // SS))

    def _make_meeple(self, colour, hat: bool) -> pygame.Surface:
        """A wooden meeple standing on the cell centre, with a bit of thickness and a contact shadow."""
        tw, th, bh = self.tile_w * SS, self.tile_h * SS, self.block_h * SS
        h = th + bh + bh // 3
        surf = pygame.Surface((tw, h), pygame.SRCALPHA)
        base_y = h - th / 2
        sh = pygame.Surface((tw, th), pygame.SRCALPHA)
        pygame.draw.ellipse(sh, (0, 0, 0, 120), (tw * 0.28, th * 0.3, tw * 0.44, th * 0.4))
        surf.blit(_soft(sh, 5), (0, base_y - th / 2))
        mh = bh * 1.3
        mw = tw * 0.5
        cx = tw / 2

        def shape(dx: float, dy: float) -> list[tuple[float, float]]:
            top = base_y - mh
            pts = [
                (cx - mw * 0.16, top + mh * 0.3),   # neck left
                (cx - mw * 0.5, top + mh * 0.42),   # left hand top
                (cx - mw * 0.5, top + mh * 0.58),   # left hand bottom
                (cx - mw * 0.2, top + mh * 0.56),   # armpit
                (cx - mw * 0.38, base_y),           # left foot
                (cx - mw * 0.06, base_y),
                (cx, top + mh * 0.72),              # crotch
                (cx + mw * 0.06, base_y),
                (cx + mw * 0.38, base_y),           # right foot
                (cx + mw * 0.2, top + mh * 0.56),
                (cx + mw * 0.5, top + mh * 0.58),
                (cx + mw * 0.5, top + mh * 0.42),
                (cx + mw * 0.16, top + mh * 0.3),
            ]
            return [(x + dx, y + dy) for x, y in pts]

        head_r = mw * 0.2
        head_y = base_y - mh + head_r * 0.6
        depth = tw * 0.035
        dark = _shade(colour, 0.55)
        # thickness (the side of the wooden piece), then the face
        for i in range(int(depth), 0, -1):
            pygame.draw.polygon(surf, dark, shape(i * 0.9, -i * 0.45 + 1))
            pygame.draw.circle(surf, dark, (cx + i * 0.9, head_y - i * 0.45 + 1), head_r)
        face = shape(0, 0)
        pygame.draw.polygon(surf, colour, face)
        pygame.draw.circle(surf, colour, (cx, head_y), head_r)
        # soft shading on the face: light on the left
        shade = pygame.Surface((tw, h), pygame.SRCALPHA)
        pygame.draw.polygon(shade, (255, 255, 255, 50), [(p[0] - 3, p[1]) for p in face[:7]])
        surf.blit(shade, (0, 0))
        pygame.draw.polygon(surf, (*OUTLINE, 230), face, 3)
        pygame.draw.circle(surf, (*OUTLINE, 230), (cx, head_y), head_r, 3)
        if hat:
            # a brown explorer's hat
            hatc = (120, 82, 44)
            brim = (cx - head_r * 1.7, head_y - head_r * 0.55, head_r * 3.4, head_r * 0.8)
            pygame.draw.ellipse(surf, hatc, brim)
            pygame.draw.ellipse(surf, OUTLINE, brim, 2)
            crown = [(cx - head_r * 0.9, head_y - head_r * 0.25), (cx - head_r * 0.75, head_y - head_r * 1.3),
                     (cx + head_r * 0.75, head_y - head_r * 1.3), (cx + head_r * 0.9, head_y - head_r * 0.25)]
            pygame.draw.polygon(surf, _shade(hatc, 1.1), crown)
            pygame.draw.polygon(surf, OUTLINE, crown, 2)
            pygame.draw.line(surf, (60, 36, 20), (crown[0][0], crown[0][1] - 3), (crown[3][0], crown[3][1] - 3), 4)
        else:
            # the Nemesis: two horns and narrow eyes
            for sgn in (-1, 1):
                horn = [(cx + sgn * head_r * 0.5, head_y - head_r * 0.7), (cx + sgn * head_r * 1.3, head_y - head_r * 1.9),
                        (cx + sgn * head_r * 0.95, head_y - head_r * 0.35)]
                pygame.draw.polygon(surf, (70, 40, 26), horn)
                pygame.draw.polygon(surf, OUTLINE, horn, 2)
                pygame.draw.line(surf, (40, 20, 10), (cx + sgn * head_r * 0.2, head_y), (cx + sgn * head_r * 0.6, head_y - head_r * 0.15), 4)
        return _down(surf, (self.tile_w, h // SS))

    def _make_floor_tile(self, variant: int) -> pygame.Surface:
        tw, th = self.tile_w * SS, self.tile_h * SS
        rng = random.Random(900 + variant)
        base = _shade((196, 160, 118), rng.uniform(0.9, 1.05))
        size = th * 3 // 2
        tex = pygame.Surface((size, size), pygame.SRCALPHA)
        tex.fill(base)
        for _ in range(size * size // 25):
            x, y = rng.randrange(size), rng.randrange(size)
            tex.fill(_shade(base, rng.uniform(0.88, 1.1)), (x, y, rng.randint(1, 3), rng.randint(1, 3)))
        # a faint carved motif on some tiles
        if variant % 3 == 0:
            pygame.draw.circle(tex, _shade(base, 0.86), (size / 2, size / 2), size * 0.22, 3)
            pygame.draw.circle(tex, _shade(base, 0.9), (size / 2, size / 2), size * 0.1, 2)
        # a crack
        if variant % 4 == 1:
            x, y = rng.uniform(0, size * 0.3), rng.uniform(0, size)
            pts = [(x, y)]
            for _ in range(5):
                x += rng.uniform(size * 0.05, size * 0.18)
                y += rng.uniform(-size * 0.1, size * 0.1)
                pts.append((x, y))
            pygame.draw.lines(tex, _shade(base, 0.7), False, pts, 2)
        # bevel: light top-left edges, dark bottom-right edges, grout outside
        b = max(3, size // 18)
        pygame.draw.rect(tex, _shade(base, 1.12), (0, 0, size, b))
        pygame.draw.rect(tex, _shade(base, 1.12), (0, 0, b, size))
        pygame.draw.rect(tex, _shade(base, 0.74), (0, size - b, size, b))
        pygame.draw.rect(tex, _shade(base, 0.74), (size - b, 0, b, size))
        pygame.draw.rect(tex, (92, 70, 52), (0, 0, size, size), 2)
        d = _top_diamond(tex, tw, th)
        return _down(d, (self.tile_w, self.tile_h))


_BANKS: dict[int, SpriteBank] = {}


def bank(tile_w: int) -> SpriteBank:
    """The sprites for ``tile_w`` (built once, then cached)."""
    if tile_w not in _BANKS:
        _BANKS[tile_w] = SpriteBank(tile_w)
    return _BANKS[tile_w]
