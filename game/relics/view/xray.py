"""X-ray pictures: what a stack in front hides, drawn through it as a bright outline.

Hidden edges are dashed, as in a technical drawing. A hidden stack shows as a wireframe of its
column (the outline, one seam per block, the front edge) washed in the colour of its top block; a pool as its basin's rim in
water blue; a standing piece as its silhouette, tinted and rimmed. Every picture is clipped to
the part that is really hidden (the union of the masks of what is drawn in front), so the
visible part of a piece is never doubled and the outline reads as "seen through".
"""
from __future__ import annotations

import math

import pygame

from game.relics.kinds import BY_ID
from game.relics.view import iso

#: line / wash alpha of the x-ray pictures (bright enough to read over any block, never opaque)
LINE_ALPHA = 235
WASH_ALPHA = 70
SHADOW = (20, 10, 4)
#: the outline colour of each piece seen through a stack (a block's is its record's colour, lit)
PIECES = {"adventurer": (140, 255, 140), "nemesis": (255, 170, 90), "gem": (255, 140, 196)}


def colour_of(name: str) -> tuple[int, int, int]:
    """The x-ray colour of a block kind (its record's colour, made bright) or a piece ("gem-1")."""
    piece = PIECES.get("gem" if name.startswith("gem") else name)
    if piece is not None:
        return piece
    rec = BY_ID.get(name)
    base = rec.colour if rec is not None else (200, 190, 170)
    lift = 0.1 if rec is not None and rec.pool else 0.5   # water stays blue: it must not read as ice
    return tuple(round(c + (255 - c) * lift) for c in base)  # type: ignore[return-value]


def _dashes(pts, closed: bool, dash: float, gap: float) -> list[tuple]:
    """The pieces of a dashed polyline (a hidden edge, as in a technical drawing)."""
    pts = list(pts) + ([pts[0]] if closed else [])
    out = []
    add = out.append
    on, left = True, dash
    # (the arithmetic of each piece is kept exactly as it was: the pieces are the same floats)
    for (x1, y1), (x2, y2) in zip(pts, pts[1:]):
        dx, dy = x2 - x1, y2 - y1
        seg = math.hypot(dx, dy)
        pos = 0.0
        rest = seg
        while rest > 1e-6:
            step = rest if rest < left else left
            if on:
                a, b = pos / seg, (pos + step) / seg
                add(((x1 + dx * a, y1 + dy * a), (x1 + dx * b, y1 + dy * b)))
            pos += step
            left -= step
            if left <= 1e-6:
                on = not on
                left = dash if on else gap
            rest = seg - pos
    return out


def _lines(surf: pygame.Surface, colour, pts, width: int, closed: bool = False, halo: bool = True) -> None:
    """A dashed line with a dark halo: it reads as hidden, on pale ice and on dark wood alike."""
    dash = max(5.0, width * 3.5)
    pieces = _dashes(pts, closed, dash, dash * 0.6)
    for a, b in pieces if halo else ():
        pygame.draw.line(surf, (*SHADOW, 140), a, b, width + 2)
    for a, b in pieces:
        pygame.draw.line(surf, (*colour, LINE_ALPHA), a, b, width)


_CACHE: dict = {}


def _cached(key, make):
    """Pictures are the same for the same view and piece: draw each once (a move repaints many)."""
    got = _CACHE.get(key)
    if got is None:
        if len(_CACHE) > 300:
            _CACHE.clear()
        got = _CACHE[key] = make()
    return got


def stack_picture(proj: iso.Projection, cell, height: int, colour) -> tuple[pygame.Surface, tuple[int, int]]:
    """The wireframe of the column on ``cell`` (``height`` blocks) and where to blit it."""
    return _cached(("stack", proj, cell, height, colour), lambda: _stack_picture(proj, cell, height, colour))


def _stack_picture(proj: iso.Projection, cell, height: int, colour) -> tuple[pygame.Surface, tuple[int, int]]:
    x, y = cell
    col = proj.column(x, y, height)
    x0, y0, w, h = _bounds(col, pad=4)

    def rel(pts):
        return [(px - x0, py - y0) for px, py in pts]

    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    top = rel(proj.diamond(x, y, height))
    pygame.draw.polygon(surf, (*colour, WASH_ALPHA // 2), rel(col))
    pygame.draw.polygon(surf, (*colour, WASH_ALPHA), top)
    lw = max(2, proj.tile_w // 48)
    for z in range(1, height):   # the seams between blocks: how many there are
        d = rel(proj.diamond(x, y, z))
        _lines(surf, colour, [d[3], d[2], d[1]], max(1, lw - 1))
    ground = rel(proj.diamond(x, y, 0))
    _lines(surf, colour, [top[2], ground[2]], max(1, lw - 1))
    _lines(surf, colour, top, lw, closed=True)
    _lines(surf, colour, rel(col), lw, closed=True)
    return surf, (x0, y0)


def pool_picture(proj: iso.Projection, cell, colour) -> tuple[pygame.Surface, tuple[int, int]]:
    return _cached(("pool", proj, cell, colour), lambda: _pool_picture(proj, cell, colour))


def _pool_picture(proj: iso.Projection, cell, colour) -> tuple[pygame.Surface, tuple[int, int]]:
    x, y = cell
    d = proj.diamond(x, y, 0)
    x0, y0, w, h = _bounds(d, pad=4)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rel = [(px - x0, py - y0) for px, py in d]
    inner = [(cx + (px - cx) * 0.78, cy + (py - cy) * 0.78) for (px, py) in rel
             for cx, cy in [(w / 2, h / 2)]]
    pygame.draw.polygon(surf, (*colour, WASH_ALPHA + 110), inner)
    lw = max(2, proj.tile_w // 48)
    _lines(surf, colour, rel, lw, closed=True)
    # two ripples, light on the blue: it reads as water, not as a floor tile
    light = tuple(round(c + (255 - c) * 0.6) for c in colour)
    for k in (0.5, 0.26):
        rip = [(w / 2 + (px - w / 2) * k, h / 2 + (py - h / 2) * k) for px, py in rel]
        _lines(surf, light, rip, 1, closed=True, halo=False)
    return surf, (x0, y0)


def piece_picture(surf: pygame.Surface, mask: pygame.mask.Mask, colour) -> pygame.Surface:
    """A resting piece's whole silhouette (cached per sprite; clipped to its hidden part later)."""
    key = ("piece", id(surf), colour)
    got = _CACHE.get(key)
    if got is None or got[0] is not surf:
        got = (surf, silhouette(mask, colour))
        _CACHE[key] = got
    return got[1]


def silhouette(mask: pygame.mask.Mask, colour) -> pygame.Surface:
    """A piece's hidden part as a see-through tint with a bright, haloed rim."""
    out = mask.to_surface(setcolor=(*colour, 90), unsetcolor=(0, 0, 0, 0))
    for comp in mask.connected_components(20):
        pts = comp.outline()
        if len(pts) > 2:
            _lines(out, colour, pts, 2, closed=True)
    return out


def clip_hidden(picture: pygame.Surface, pos: tuple[int, int], occluders) -> pygame.Surface | None:
    """``picture`` (blitted at ``pos``) kept only where one of ``occluders`` ((surface, pos,
    mask) drawn in front) covers it; None when nothing of it is hidden. Cached: most of what a
    move repaints hides the same things behind the same stacks as before it."""
    occluders = list(occluders)
    key = (id(picture), pos, tuple((id(m), opos) for _s, opos, m in occluders))
    got = _CLIPS.get(key)
    if got is not None and got[0] is picture and all(a is b for a, (_s, _p, b) in zip(got[1], occluders)):
        return got[2]
    if len(_CLIPS) >= 200:
        _CLIPS.pop(next(iter(_CLIPS)))
    out = _clip_hidden(picture, pos, occluders)
    _CLIPS[key] = (picture, tuple(m for _s, _p, m in occluders), out)
    return out


_CLIPS: dict = {}


def _clip_hidden(picture: pygame.Surface, pos: tuple[int, int], occluders) -> pygame.Surface | None:
    w, h = picture.get_size()
    cover = pygame.mask.Mask((w, h))
    for _surf, opos, omask in occluders:
        cover.draw(omask, (opos[0] - pos[0], opos[1] - pos[1]))
    if cover.count() == 0:
        return None
    keep = cover.to_surface(setcolor=(255, 255, 255, 255), unsetcolor=(0, 0, 0, 0))
    out = picture.copy()
    out.blit(keep, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def _bounds(points, pad: int = 0) -> tuple[int, int, int, int]:
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    x0, y0 = int(min(xs)) - pad, int(min(ys)) - pad
    return x0, y0, int(max(xs)) - x0 + 1 + pad, int(max(ys)) - y0 + 1 + pad
