"""Procedural textures for the Relics board's sprites, and the geometry that folds them into a block.

The palette of the materials and pieces, shading helpers (``_shade``, ``_mix``, ``_shaded``, ``_soft``,
``_down``), the wood and ice faces, shearing a face onto an isometric side or top, assembling a
lit cube from its three faces (``_cube``) and the speckled stone ball the boulders are cut from
(``_sphere``). ``sprites.SpriteBank`` builds every board sprite from these.
"""
from __future__ import annotations

import math
import random

import pygame

WOOD = (178, 118, 62)
WOOD_DARK = (112, 66, 32)
STONE = (128, 122, 116)
ICE = (170, 222, 246)
ADVENTURER = (64, 168, 72)
NEMESIS = (236, 124, 36)
GEM = (226, 42, 104)
OUTLINE = (36, 22, 14)


def _shade(colour: tuple[int, int, int], k: float) -> tuple[int, int, int]:
    return tuple(max(0, min(255, round(c * k))) for c in colour)  # type: ignore[return-value]


def _mix(a, b, t: float):
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))


def _convert(surface: pygame.Surface) -> pygame.Surface:
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


def _soft(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """A cheap soft blur: shrink, box-blur the small picture, grow back (glows and shadows only)."""
    k = 4 if radius >= 6 else 2
    w, h = surface.get_size()
    small = pygame.transform.smoothscale(surface, (max(1, w // k), max(1, h // k)))
    small = pygame.transform.box_blur(small, max(1, radius // k))
    return pygame.transform.smoothscale(small, (w, h))


def _down(surface: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return _convert(pygame.transform.smoothscale(surface, size))


# ---------------------------------------------------------------- face textures
def _wood_face(w: int, h: int, rng: random.Random, top: bool = False) -> pygame.Surface:
    """A crate side: a frame of dark boards, horizontal planks with grain, a diagonal brace, nails."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    s.fill(WOOD)
    planks = 3
    ph = h / planks
    for i in range(planks):
        tint = rng.uniform(0.9, 1.08)
        r = pygame.Rect(0, round(i * ph), w, round(ph) + 1)
        s.fill(_shade(WOOD, tint), r)
        # grain: long thin wavy lines
        for _ in range(max(3, h // 10)):
            y0 = r.top + rng.uniform(2, ph - 2)
            amp = rng.uniform(0.5, 1.8)
            freq = rng.uniform(0.02, 0.06)
            phase = rng.uniform(0, 6.28)
            col = _shade(WOOD, tint * rng.uniform(0.72, 0.9))
            pts = [(x, y0 + amp * math.sin(phase + x * freq)) for x in range(0, w + 1, 3)]
            pygame.draw.lines(s, col, False, pts, 1)
        # a knot now and then
        if rng.random() < 0.5:
            kx, ky = rng.uniform(w * 0.25, w * 0.75), r.top + ph / 2
            pygame.draw.ellipse(s, _shade(WOOD, 0.62), (kx - 5, ky - 2.5, 10, 5))
            pygame.draw.ellipse(s, _shade(WOOD, 0.8), (kx - 8, ky - 4, 16, 8), 1)
        pygame.draw.line(s, _shade(WOOD, 0.5), (0, r.top), (w, r.top), 2)
    # frame
    fw = max(3, round(min(w, h) * 0.14))
    frame = _shade(WOOD_DARK, 1.15)
    for rect in ((0, 0, w, fw), (0, h - fw, w, fw), (0, 0, fw, h), (w - fw, 0, fw, h)):
        pygame.draw.rect(s, frame, rect)
    pygame.draw.rect(s, _shade(WOOD_DARK, 0.75), (0, 0, w, h), 2)
    pygame.draw.rect(s, _shade(WOOD_DARK, 0.8), (fw, fw, w - 2 * fw, h - 2 * fw), 2)
    if not top:
        # diagonal brace
        brace = [(fw, h - fw - fw * 0.6), (fw + fw * 0.6, h - fw), (w - fw, fw + fw * 0.6), (w - fw - fw * 0.6, fw)]
        pygame.draw.polygon(s, frame, brace)
        pygame.draw.polygon(s, _shade(WOOD_DARK, 0.75), brace, 2)
    # nails
    for nx, ny in ((fw / 2, fw / 2), (w - fw / 2, fw / 2), (fw / 2, h - fw / 2), (w - fw / 2, h - fw / 2)):
        pygame.draw.circle(s, (70, 62, 58), (nx, ny), max(1.5, fw * 0.22))
        pygame.draw.circle(s, (150, 140, 130), (nx - 0.6, ny - 0.6), max(0.8, fw * 0.09))
    return s


def _ice_face(w: int, h: int, rng: random.Random, alpha: int) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):
        t = y / max(1, h - 1)
        col = _mix((214, 242, 255), ICE, t)
        pygame.draw.line(s, (*col, alpha), (0, y), (w, y))
    # inner cracks
    for _ in range(3):
        x, y = rng.uniform(w * 0.2, w * 0.8), rng.uniform(h * 0.2, h * 0.8)
        pts = [(x, y)]
        for _ in range(3):
            x += rng.uniform(-w * 0.18, w * 0.18)
            y += rng.uniform(-h * 0.18, h * 0.18)
            pts.append((x, y))
        pygame.draw.lines(s, (255, 255, 255, 150), False, pts, 2)
    # frosted rim
    pygame.draw.rect(s, (255, 255, 255, 200), (0, 0, w, h), max(2, w // 22))
    # a glint streak
    pygame.draw.line(s, (255, 255, 255, 120), (w * 0.15, h * 0.75), (w * 0.45, h * 0.2), max(2, w // 16))
    return s


def _shear_side(tex: pygame.Surface, tile_w: int, tile_h: int, left: bool) -> tuple[pygame.Surface, int]:
    """Map a (tile_w/2 x block) rectangle onto the left or right face of an iso cube."""
    w, h = tex.get_size()
    out = pygame.Surface((w, h + tile_h // 2 + 2), pygame.SRCALPHA)
    for x in range(w):
        col = tex.subsurface((x, 0, 1, h))
        dy = (x * 0.5) if left else ((w - 1 - x) * 0.5)
        out.blit(col, (x, round(dy)))
    return out, 0


def _top_diamond(tex: pygame.Surface, tile_w: int, tile_h: int) -> pygame.Surface:
    rot = pygame.transform.rotate(tex, 45)
    return pygame.transform.smoothscale(rot, (tile_w, tile_h))


def _cube(tile_w: int, block_h: int, top: pygame.Surface, left: pygame.Surface, right: pygame.Surface,
          outline=OUTLINE, outline_alpha: int = 230, rim=(255, 240, 210, 110)) -> pygame.Surface:
    """Assemble a cube sprite (tile_w x tile_h + block_h) from three face textures (already shaded)."""
    tile_h = tile_w // 2
    surf = pygame.Surface((tile_w, tile_h + block_h), pygame.SRCALPHA)
    lf, _ = _shear_side(left, tile_w, tile_h, left=True)
    rf, _ = _shear_side(right, tile_w, tile_h, left=False)
    surf.blit(lf, (0, tile_h // 2))
    surf.blit(rf, (tile_w // 2, tile_h // 2))
    surf.blit(_top_diamond(top, tile_w, tile_h), (0, 0))
    hw, hh = tile_w / 2, tile_h / 2
    lw = max(2, tile_w // 40)
    # outline of the silhouette
    sil = [(hw, 0), (tile_w - 1, hh), (tile_w - 1, hh + block_h), (hw, tile_h + block_h - 1),
           (0, hh + block_h), (0, hh)]
    pygame.draw.polygon(surf, (*outline, outline_alpha), sil, lw)
    # inner edges: top face's front edges light, the vertical edge dark
    pygame.draw.line(surf, rim, (1, hh), (hw, tile_h), lw)
    pygame.draw.line(surf, rim, (hw, tile_h), (tile_w - 2, hh), lw)
    pygame.draw.line(surf, (*outline, outline_alpha // 2), (hw, tile_h), (hw, tile_h + block_h - 1), lw)
    return surf


def _shaded(tex: pygame.Surface, k: float) -> pygame.Surface:
    out = tex.copy()
    v = max(0, min(255, round(255 * k)))
    if k <= 1.0:
        out.fill((v, v, v, 255), special_flags=pygame.BLEND_RGBA_MULT)
    else:
        add = round(255 * (k - 1.0) * 0.6)
        out.fill((add, add, add, 0), special_flags=pygame.BLEND_RGBA_ADD)
    return out


# ---------------------------------------------------------------- the bank


_SPHERE: list[pygame.Surface] = []


def _sphere(size: int = 160) -> pygame.Surface:
    """A speckled stone ball lit from the upper left (per-pixel once, then scaled for every size)."""
    if _SPHERE:
        return _SPHERE[0]
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    r = size / 2
    rng = random.Random(3)
    lx, ly, lz = -0.55, -0.65, 0.52
    ln = math.sqrt(lx * lx + ly * ly + lz * lz)
    lx, ly, lz = lx / ln, ly / ln, lz / ln
    speck = {(rng.randrange(size) // 3 * 3, rng.randrange(size) // 3 * 3): rng.uniform(0.8, 1.15)
             for _ in range(int(r * r * 0.5))}
    pa = pygame.PixelArray(surf)
    base = (150, 140, 128)
    for py in range(size):
        ny = (py + 0.5 - r) / r
        for px in range(size):
            nx = (px + 0.5 - r) / r
            d = nx * nx + ny * ny
            if d > 1.0:
                continue
            nz = math.sqrt(1.0 - d)
            lam = max(0.0, nx * lx + ny * ly + nz * lz)
            k = (0.32 + 0.85 * lam) * speck.get((px // 3 * 3, py // 3 * 3), 1.0)
            spec = lam ** 18 * 60
            pa[px, py] = (min(255, int(base[0] * k + spec)), min(255, int(base[1] * k + spec)),
                          min(255, int(base[2] * k + spec)), 255)
    del pa
    _SPHERE.append(surf)
    return surf
