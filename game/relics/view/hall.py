"""The temple hall around the board: the backdrop (warm light, a carved lattice, a vignette), the
plinth, the back walls with their braziers, the floor tiles, the stacks' soft shadows and the low
front wall. Painted once per level and rotation (``base_layer``), per position for the shadows
(``paint_floor``). Functions of the ``BoardRenderer`` whose layers they fill.
"""
from __future__ import annotations

import random

import pygame

from game.relics.view import iso
from game.relics.view.picture import BoardPicture
from game.relics.view.textures import OUTLINE, _soft


def backdrop(bd) -> pygame.Surface:
    """The hall behind the board, the size of the canvas (made once)."""
    if bd._backdrop is None:
        w, h = bd.canvas_size
        from game.ui import theme

        surf = theme.vertical_gradient((w, h), [(0.0, (40, 24, 20)), (0.55, (62, 36, 26)), (1.0, (26, 16, 14))])
        # soft light pool behind the board and a vignette
        glow = pygame.Surface((w, h), pygame.SRCALPHA)
        cx, cy = bd.area.centerx, bd.area.centery
        for i in range(12, 0, -1):
            r = i * 46
            pygame.draw.ellipse(glow, (255, 190, 120, 7), (cx - r * 1.3, cy - r * 0.8, r * 2.6, r * 1.6))
        surf.blit(glow, (0, 0))
        # faint carved lattice (jali) pattern on the back wall of the hall
        lat = pygame.Surface((w, h), pygame.SRCALPHA)
        step = 48
        for x in range(-h, w + h, step):
            pygame.draw.line(lat, (255, 220, 170, 10), (x, 0), (x + h // 2, h), 2)
            pygame.draw.line(lat, (255, 220, 170, 10), (x, 0), (x - h // 2, h), 2)
        surf.blit(lat, (0, 0))
        vig = pygame.Surface((w, h), pygame.SRCALPHA)
        for i in range(40):
            a = int(3 * i)
            pygame.draw.rect(vig, (0, 0, 0, min(90, a)), (0, 0, w, h), 1 + (40 - i))
        surf.blit(pygame.transform.box_blur(vig, 8), (0, 0))
        bd._backdrop = surf.convert() if pygame.display.get_surface() else surf
    return bd._backdrop

# the wall rim ---------------------------------------------------------

def box(bd, surf: pygame.Surface, u0: float, u1: float, v0: float, v1: float, z0: float, z1: float,
         colour: tuple[int, int, int], bricks: bool = True) -> None:
    """An iso box in view coordinates (top, the +v face and the +u face) with stone courses."""
    p = bd.proj
    ox, oy = p.origin
    tw2, th2, bh = p.tile_w / 2, p.tile_h / 2, p.block_h

    def s(u, v, z):
        return (ox + (u - v) * tw2, oy + (u + v) * th2 - z * bh)

    top = [s(u0, v0, z1), s(u1, v0, z1), s(u1, v1, z1), s(u0, v1, z1)]
    left = [s(u0, v1, z1), s(u1, v1, z1), s(u1, v1, z0), s(u0, v1, z0)]
    right = [s(u1, v0, z1), s(u1, v1, z1), s(u1, v1, z0), s(u1, v0, z0)]
    shade = lambda k: tuple(min(255, int(c * k)) for c in colour)  # noqa: E731
    pygame.draw.polygon(surf, shade(0.82), left)
    pygame.draw.polygon(surf, shade(0.62), right)
    pygame.draw.polygon(surf, shade(1.08), top)
    if bricks:
        course = 0.34
        z = z0 + course
        row = 0
        while z < z1 - 0.05:
            pygame.draw.line(surf, shade(0.55), s(u0, v1, z), s(u1, v1, z), 1)
            pygame.draw.line(surf, shade(0.42), s(u1, v0, z), s(u1, v1, z), 1)
            z += course
            row += 1
        # vertical joints, staggered per course
        zc = z0
        row = 0
        while zc < z1 - 0.01:
            zt = min(z1, zc + course)
            off = 0.5 if row % 2 else 0.0
            u = u0 + off
            while u < u1:
                if u > u0:
                    pygame.draw.line(surf, shade(0.55), s(u, v1, zc), s(u, v1, zt), 1)
                u += 1.0
            v = v0 + off
            while v < v1:
                if v > v0:
                    pygame.draw.line(surf, shade(0.42), s(u1, v, zc), s(u1, v, zt), 1)
                v += 1.0
            zc = zt
            row += 1
    pygame.draw.lines(surf, OUTLINE, True, top, 1)
    pygame.draw.polygon(surf, OUTLINE, [top[3], top[2], top[1], right[3], right[2], left[3]], 1)


def floor_polygon(bd) -> list[tuple[float, float]]:
    p = bd.proj
    vw, vh = p.view_size
    ox, oy = p.origin
    return [(ox, oy), (ox + vw * p.tile_w / 2, oy + vw * p.tile_h / 2),
            (ox + (vw - vh) * p.tile_w / 2, oy + (vw + vh) * p.tile_h / 2),
            (ox - vh * p.tile_w / 2, oy + vh * p.tile_h / 2)]


def base_layer(bd, pic: BoardPicture) -> pygame.Surface:
    """Backdrop, plinth, back walls and floor tiles: fixed for a level and a rotation (cached)."""
    p = bd.proj
    key = (pic.width, pic.height, p.rotation, p.tile_w, p.origin)
    if bd._base is not None and bd._base[0] == key:
        return bd._base[1]
    b = bd.bank
    layer = backdrop(bd).copy()
    vw, vh = p.view_size
    t = iso.WALL_T
    pad = iso.PLINTH_PAD
    stone = (150, 120, 96)
    # plinth under everything
    box(bd, layer, -t - pad, vw + t + pad, -t - pad, vh + t + pad, -iso.PLINTH_DEPTH, -0.02, (120, 84, 62))
    # back walls (behind the board: tall, they hide nothing) with a carved coping
    hb = iso.BACK_WALL_H
    box(bd, layer, -t, 0, -t, vh, 0, hb, stone)
    box(bd, layer, -t, vw, -t, 0, 0, hb, stone)
    box(bd, layer, -t - 0.06, 0.04, -t - 0.06, vh + 0.04, hb, hb + 0.12, (184, 150, 108), bricks=False)
    box(bd, layer, -t - 0.06, vw + 0.04, -t - 0.06, 0.04, hb, hb + 0.12, (184, 150, 108), bricks=False)
    # brass braziers on the back walls (their flames flicker in front, see _animated_sprites)
    glow = pygame.Surface(layer.get_size(), pygame.SRCALPHA)
    for (bu, bv) in brazier_spots(bd):
        bx, by = screen(bd, bu, bv, hb + 0.12)
        r = p.tile_w * 0.9
        for i in range(8, 0, -1):
            pygame.draw.ellipse(glow, (255, 170, 80, 20), (bx - r * i / 8, by - r * 0.8 * i / 8 - p.block_h * 0.3,
                                                          2 * r * i / 8, 1.6 * r * i / 8))
    layer.blit(_soft(glow, 40), (0, 0))
    for (bu, bv) in brazier_spots(bd):
        bx, by = screen(bd, bu, bv, hb + 0.12)
        bw = p.tile_w * 0.3
        bowl = pygame.Rect(0, 0, bw, bw * 0.42)
        bowl.midbottom = (round(bx), round(by))
        pygame.draw.polygon(layer, (120, 84, 36), [(bx - bw * 0.18, by), (bx + bw * 0.18, by),
                                                   (bx + bw * 0.1, by - bw * 0.12), (bx - bw * 0.1, by - bw * 0.12)])
        pygame.draw.ellipse(layer, (176, 128, 60), bowl.move(0, -bw * 0.1))
        pygame.draw.ellipse(layer, (90, 40, 16), bowl.move(0, -bw * 0.1).inflate(-bw * 0.2, -bw * 0.2))
        pygame.draw.ellipse(layer, OUTLINE, bowl.move(0, -bw * 0.1), 1)
    # floor tiles (the pattern follows the board, not the view)
    rng = random.Random(pic.width * 31 + pic.height)
    variants = {(x, y): rng.randrange(6) for y in range(pic.height) for x in range(pic.width)}
    for y in range(pic.height):
        for x in range(pic.width):
            sx, sy = p.cell_top(x, y, 0)
            layer.blit(b.floor_tile(variants[(x, y)]), (round(sx - p.tile_w / 2), round(sy)))
    # ambient darkening at the foot of the back walls, kept on the floor
    fl = floor_polygon(bd)
    bound = pygame.Rect(_bounds(fl)).inflate(8, 8)
    foot = pygame.Surface(bound.size, pygame.SRCALPHA)
    rel = [(x - bound.x, y - bound.y) for x, y in fl]
    pygame.draw.line(foot, (0, 0, 0, 90), rel[3], rel[0], max(3, p.tile_w // 10))
    pygame.draw.line(foot, (0, 0, 0, 90), rel[0], rel[1], max(3, p.tile_w // 10))
    foot = pygame.transform.box_blur(foot, max(2, p.tile_w // 20))
    clip = pygame.Surface(bound.size, pygame.SRCALPHA)
    pygame.draw.polygon(clip, (255, 255, 255, 255), rel)
    foot.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    layer.blit(foot, bound)
    if pygame.display.get_surface() is not None:
        layer = layer.convert()
    bd._base = (key, layer)
    bd._floor_clip = (bound, clip)
    return layer


def paint_floor(bd, pic: BoardPicture) -> pygame.Surface:
    """The base layer plus this position's pools and soft stack shadows (cheap: low-res blur).

    The floor buffer is kept from one rebuild to the next: only where the pools or the shadows
    changed (around the cells whose stacks changed height, see ``ShadowPainter``) is it restored
    from the base layer and painted again, clipped there. ``bd._floor_changed`` says where the
    floor may differ from the last one (a list of rectangles, None for all of it): the static
    layer repaints only that (and what its own sprites changed)."""
    p = bd.proj
    b = bd.bank
    base = base_layer(bd, pic)
    pools = tuple(sorted(c for c in pic.pools if ("pool", c) not in bd.hidden))
    heights = tuple(sorted((cell, h) for cell, st in pic.stacks.items()
                           if (h := sum(1 for bid, _k in st if bid not in bd.hidden))))
    key = (pools, heights)
    layer = bd._buffers.get("floor")
    last = getattr(bd, "_floor_key", None)
    if layer is not None and getattr(bd, "_floor_src", None) is base and last == key:
        return layer   # the same floor as the last rebuild (a walk, a turn of the view): no repaint
    painter = getattr(bd, "_shadows", None)
    if not isinstance(painter, ShadowPainter) or painter.base is not base:
        painter = bd._shadows = ShadowPainter(bd, base)
    shadow_changed = painter.update(heights)
    shadow = painter.big if heights else None
    water = [(round(sx - p.tile_w / 2), round(sy)) for sx, sy in (p.cell_top(*cell, 0) for cell in pools)]
    if (layer is not None and layer.get_size() == base.get_size() and getattr(bd, "_floor_src", None) is base
            and last is not None and last[1] and heights and shadow_changed is not None):
        # the buffer is this base with the last position's pools and shadows: repaint where they changed
        regions = merge_rects(_pool_change(bd, last[0], pools) + shadow_changed)
        clip = layer.get_clip()
        for region in regions:
            layer.set_clip(region)
            layer.blit(base, region, region)
            for pos in water:
                layer.blit(b.water(0), pos)
            layer.blit(shadow, painter.bound)
        layer.set_clip(clip)
        bd._floor_changed = regions
    else:
        layer = bd._buffer("floor", base)
        for pos in water:
            layer.blit(b.water(0), pos)
        if shadow is not None:
            layer.blit(shadow, painter.bound)
        bd._floor_changed = None   # all of it is new
    bd._floor_version = getattr(bd, "_floor_version", 0) + 1
    bd._floor_src, bd._floor_key = base, key
    return layer


def _pool_change(bd, old: tuple, new: tuple) -> list[pygame.Rect]:
    """The screen rectangles of the pools that appeared or went."""
    p = bd.proj
    w, h = bd.bank.water(0).get_size()
    out = []
    for cell in set(old) ^ set(new):
        sx, sy = p.cell_top(*cell, 0)
        out.append(pygame.Rect(round(sx - p.tile_w / 2), round(sy), w, h))
    return out


#: the shadows are painted at 1/SHADOW_K of the floor's size, blurred there and scaled up
SHADOW_K = 4
SHADOW_RGBA = (20, 8, 0, 85)


def _shadow_radius(bd) -> int:
    return max(1, bd.proj.tile_w // (14 * SHADOW_K))


def _shadow_polygon(bd, cell, h: int) -> list[tuple[float, float]]:
    """A stack's shadow on the floor, in the coordinates of the small shadow surface."""
    p = bd.proj
    bound = bd._floor_clip[0]
    k = SHADOW_K
    ox, oy = p.origin
    u, v = p.to_view(*cell)
    length = min(1.3, 0.35 + 0.3 * h)

    def s(uu, vv):
        return ((ox + (uu - vv) * p.tile_w / 2 - bound.x) / k, (oy + (uu + vv) * p.tile_h / 2 - bound.y) / k)

    return [s(u, v), s(u + 1 + length, v), s(u + 1 + length, v + 1), s(u, v + 1)]


def merge_rects(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Union overlapping rectangles so that no region is painted twice (the floor's shadows here,
    the board's static layer and dynamic sprites in ``board``)."""
    out: list[pygame.Rect] = []
    for r in rects:
        r = pygame.Rect(r)
        merged = True
        while merged:
            merged = False
            for o in out:
                if o.colliderect(r):
                    out.remove(o)
                    r = r.union(o)
                    merged = True
                    break
        out.append(r)
    return out


class ShadowPainter:
    """The soft shadows of the stacks on the floor for one base layer, kept from one position to
    the next and repainted only around the stacks whose height changed (a move changes one or
    two): a first-seen position cost ~1 ms of CPU for the whole blur and scale-up (issue 17).

    The picture is that of ``_paint_shadows`` (the shadow polygons painted at a quarter size,
    box-blurred there, smooth-scaled up, clipped to the floor) to the pixel. What makes the
    partial repaint exact: the polygons are drawn clipped (a pixel is the same whatever the
    clip), a box blur's pixel depends only on the pixels within its radius (the blur of a window
    reaching a radius further is exact inside), and pygame's smoothscale enlarges along x, then
    along y, each pass mixing two neighbouring pixels of a row (a column), so a band of rows of
    the x pass and a band of columns of the y pass are each those of the whole scale-up (``tests/
    relics_view/test_relics_view_board.py`` checks it on the real floors). ``small`` is the polygons,
    ``blur`` their blur, ``wide`` the x pass, ``big`` the shadows on the floor's bound."""

    def __init__(self, bd, base: pygame.Surface) -> None:
        self.bd = bd
        self.base = base
        self.bound, self.clip = bd._floor_clip
        self.small_size = (self.bound.w // SHADOW_K + 1, self.bound.h // SHADOW_K + 1)
        self.radius = _shadow_radius(bd)
        self.heights: tuple | None = None
        self.small = self.blur = self.wide = self.big = None

    def update(self, heights: tuple) -> list[pygame.Rect] | None:
        """Hold the shadows of ``heights`` ((cell, height) pairs) in ``big``; where (screen
        rectangles) they changed, None when they were all painted afresh."""
        if self.heights is None or not heights or not self.heights:
            self._paint_all(heights)
            return None
        was, now = dict(self.heights), dict(heights)
        cells = [c for c in set(was) | set(now) if was.get(c, 0) != now.get(c, 0)]
        self.heights = heights
        if not cells:
            return []
        sw, sh = self.small_size
        whole = pygame.Rect(0, 0, sw, sh)
        r = self.radius
        drawn = []   # where the polygons change (small surface)
        for c in cells:
            pts = [q for h in (was.get(c, 0), now.get(c, 0)) if h for q in _shadow_polygon(self.bd, c, h)]
            x0, y0 = int(min(q[0] for q in pts)) - 2, int(min(q[1] for q in pts)) - 2
            x1, y1 = int(max(q[0] for q in pts)) + 3, int(max(q[1] for q in pts)) + 3
            drawn.append(pygame.Rect(x0, y0, x1 - x0, y1 - y0).clip(whole))
        drawn = merge_rects([d for d in drawn if d.w and d.h])
        blurred = merge_rects([d.inflate(2 * r, 2 * r).clip(whole) for d in drawn])   # where the blur changes
        if sum(b.w * b.h for b in blurred) * 2 > sw * sh:
            self._paint_all(heights)
            return None
        small, blur, wide, big = self.small, self.blur, self.wide, self.big
        polys = [_shadow_polygon(self.bd, cell, h) for cell, h in heights]
        for d in drawn:
            small.set_clip(d)
            small.fill((0, 0, 0, 0))
            for poly in polys:
                pygame.draw.polygon(small, SHADOW_RGBA, poly)
        small.set_clip(None)
        for b in blurred:
            win = b.inflate(2 * r, 2 * r).clip(whole)
            # a copy, not the subsurface: pygame-ce 2.5 rejects a subsurface source when the new
            # destination happens to be allocated within a row's pitch of the parent's end (it
            # measures the source as h x pitch), so the subsurface failed depending on malloc
            part = pygame.transform.box_blur(small.subsurface(win).copy(), r)
            _copy(blur, part, b.topleft, b.move(-win.x, -win.y))
        bw, bh = self.bound.size
        out = []
        for b in blurred:   # the rows of the x pass that change
            band = pygame.transform.smoothscale(blur.subsurface((0, b.y, sw, b.h)), (bw, b.h))
            _copy(wide, band, (0, b.y), band.get_rect())
        for b in blurred:   # ... and the columns of the y pass
            xa, xb = _scaled_span(b.left, b.right, sw, bw)
            ya, yb = _scaled_span(b.top, b.bottom, sh, bh)
            band = pygame.transform.smoothscale(wide.subsurface((xa, 0, xb - xa, sh)), (xb - xa, bh))
            rect = pygame.Rect(xa, ya, xb - xa, yb - ya)
            _copy(big, band, rect.topleft, rect.move(-xa, 0))
            big.blit(self.clip, rect, rect, special_flags=pygame.BLEND_RGBA_MIN)
            out.append(rect.move(self.bound.topleft))
        return out

    def _paint_all(self, heights: tuple) -> None:
        sw, sh = self.small_size
        self.small = pygame.Surface((sw, sh), pygame.SRCALPHA)
        for cell, h in heights:
            pygame.draw.polygon(self.small, SHADOW_RGBA, _shadow_polygon(self.bd, cell, h))
        self.blur = pygame.transform.box_blur(self.small, self.radius)
        self.wide = pygame.transform.smoothscale(self.blur, (self.bound.w, sh))   # the x pass ...
        self.big = pygame.transform.smoothscale(self.wide, self.bound.size)       # ... and the y pass
        self.big.blit(self.clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        self.heights = heights


def _scaled_span(lo: int, hi: int, n: int, m: int) -> tuple[int, int]:
    """The pixels of a smooth-scale from ``n`` to ``m`` pixels that read source pixels ``lo`` up
    to ``hi`` (output pixel i mixes source i * (n - 1) // m and the next), a pixel wider each side."""
    a = max(0, (lo - 1) * m // max(1, n - 1) - 1)
    b = min(m, -(-hi * m // max(1, n - 1)) + 2)
    return a, b


def _copy(dst: pygame.Surface, src: pygame.Surface, pos: tuple[int, int], area: pygame.Rect) -> None:
    """Copy ``area`` of ``src`` to ``pos`` on ``dst``, alpha and all (no blending)."""
    dst.fill((0, 0, 0, 0), pygame.Rect(pos, area.size))
    dst.blit(src, pos, area, special_flags=pygame.BLEND_RGBA_ADD)


def _paint_shadows(bd, heights: tuple) -> pygame.Surface:
    # shadows of the stacks on the floor (light from the upper left: shadows fall toward +u),
    # painted at a quarter size, blurred there and scaled up
    bound, clip = bd._floor_clip
    k = SHADOW_K
    small = pygame.Surface((bound.w // k + 1, bound.h // k + 1), pygame.SRCALPHA)
    for cell, h in heights:
        pygame.draw.polygon(small, SHADOW_RGBA, _shadow_polygon(bd, cell, h))
    small = pygame.transform.box_blur(small, _shadow_radius(bd))
    shadow = pygame.transform.smoothscale(small, bound.size)
    shadow.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return shadow


def front_wall(bd) -> tuple[pygame.Surface, tuple[int, int]]:
    """The low walls on the near sides (drawn over everything on the board) and where they go."""
    p = bd.proj
    assert p is not None
    key = (p.width, p.height, p.rotation, p.tile_w, p.origin)
    if bd._front is not None and bd._front[0] == key:
        return bd._front[1]
    vw, vh = p.view_size
    t = iso.WALL_T
    surf = pygame.Surface(bd.canvas_size, pygame.SRCALPHA)
    stone = (150, 120, 96)
    box(bd, surf, vw, vw + t, -t, vh + t, 0, 0.32, stone)
    box(bd, surf, -t, vw, vh, vh + t, 0, 0.32, stone)
    rect = surf.get_bounding_rect()
    cut = surf.subsurface(rect).copy()
    if pygame.display.get_surface() is not None:
        cut = cut.convert_alpha()
    bd._front = (key, (cut, rect.topleft))
    return cut, rect.topleft


def screen(bd, u: float, v: float, z: float) -> tuple[float, float]:
    """Screen point of a view-grid position (for the decor around the board)."""
    p = bd.proj
    ox, oy = p.origin
    return ox + (u - v) * p.tile_w / 2, oy + (u + v) * p.tile_h / 2 - z * p.block_h


def brazier_spots(bd) -> list[tuple[float, float]]:
    vw, vh = bd.proj.view_size
    t = iso.WALL_T
    return [(-t / 2, vh - 0.35), (vw - 0.35, -t / 2)]


def _bounds(points) -> tuple[int, int, int, int]:
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    x0, y0 = int(min(xs)), int(min(ys))
    return x0, y0, int(max(xs)) - x0 + 1, int(max(ys)) - y0 + 1
