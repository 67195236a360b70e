"""The painted backdrop of the menus: a dusk sky over the Kathmandu valley, the Himalaya, a stupa,
a five-roofed pagoda on its stepped plinth, a brick courtyard, and strings of prayer flags.

Everything is drawn with pygame primitives from fixed numbers (no image files). The still part
is painted once into a cached Surface; only the flags and lamp flames move, so a menu can
animate at a low frame rate for very little CPU.

    from game.ui import backdrop
    backdrop.draw(surface, t)              # full scene, animated for time t (seconds)
    backdrop.draw(surface, t, dim=120)     # darker, behind a settings panel
"""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from game.ui import theme

W, H = 1280, 720
HORIZON = 488
STUPA_X, STUPA_BASE = 238, 588
PAGODA_X, PAGODA_BASE = 1046, 612


def _glow(surface: pygame.Surface, center, radius: int, color, strength: float = 1.0, steps: int = 48) -> None:
    """A soft additive glow: a radial ramp of pre-multiplied colour, added to what is there."""
    layer = pygame.Surface((radius * 2, radius * 2))
    layer.fill((0, 0, 0))
    for i in range(steps, 0, -1):
        r = int(radius * i / steps)
        k = strength * (1 - i / steps) ** 2
        pygame.draw.circle(layer, tuple(min(255, int(c * k)) for c in color), (radius, radius), r)
    surface.blit(layer, (center[0] - radius, center[1] - radius), special_flags=pygame.BLEND_RGB_ADD)


def _mountains(surface: pygame.Surface, rng: random.Random, base: int, height: int, color, snow=None,
               step: int = 34, jag: float = 0.5) -> None:
    pts = [(0, H)]
    x = -40
    peaks = []
    y = base - height * 0.4
    while x < W + 80:
        y = base - height * (0.35 + 0.65 * rng.random() ** 1.6)
        pts.append((x, y))
        peaks.append((x, y))
        x += step + rng.randint(0, step)
        pts.append((x - step // 2, base - height * 0.25 * rng.random() - height * 0.15 * jag))
    pts.append((W + 80, H))
    pygame.draw.polygon(surface, color, pts)
    if snow:
        for px, py in peaks:
            if py < base - height * 0.62:
                cap = [(px, py), (px + 16, py + 22), (px + 6, py + 18), (px - 3, py + 26), (px - 14, py + 20)]
                pygame.draw.polygon(surface, snow, cap)


def _stupa(s: pygame.Surface) -> None:
    x, base = STUPA_X, STUPA_BASE
    plaster = (226, 204, 182)
    shade = (150, 118, 112)
    # terraces
    for i, (w, h) in enumerate(((330, 18), (290, 16), (250, 14))):
        r = pygame.Rect(0, 0, w, h)
        r.midbottom = (x, base - i * 16)
        pygame.draw.rect(s, theme.lerp_color(plaster, shade, 0.5 - i * 0.1), r)
        pygame.draw.line(s, shade, r.topleft, r.topright, 2)
    top = base - 48
    # dome: a half ellipse, lit from the sunset on the right
    dome = pygame.Rect(0, 0, 220, 170)
    dome.midbottom = (x, top + 85)
    layer = pygame.Surface(dome.size, pygame.SRCALPHA)
    for i in range(40):
        k = i / 39
        c = theme.lerp_color(shade, plaster, k)
        e = pygame.Rect(0, 0, int(dome.width * (1 - 0.55 * k)), int(dome.height * (1 - 0.55 * k)))
        e.center = (dome.width // 2 + int(k * 26), dome.height // 2 - int(k * 8))
        pygame.draw.ellipse(layer, c, e)
    clip = pygame.Surface(dome.size, pygame.SRCALPHA)
    pygame.draw.ellipse(clip, (255, 255, 255, 255), clip.get_rect())
    layer.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    half = layer.subsurface((0, 0, dome.width, dome.height // 2))
    s.blit(half, dome.topleft)
    # golden band at the foot of the dome, and the lotus-petal arches painted in saffron
    pygame.draw.line(s, theme.BRASS, (dome.left + 2, dome.centery - 2), (dome.right - 2, dome.centery - 2), 4)
    for k in range(-3, 4):
        px = x + k * 28
        arc = pygame.Rect(0, 0, 26, 30)
        arc.midbottom = (px, dome.centery - 4)
        if dome.left + 8 < arc.left and arc.right < dome.right - 8:
            pygame.draw.arc(s, (214, 120, 50), arc, 0.0, math.pi, 3)
    # harmika with the watching eyes
    hm = pygame.Rect(0, 0, 62, 46)
    hm.midbottom = (x, dome.top + 6)
    pygame.draw.rect(s, (214, 190, 160), hm)
    pygame.draw.rect(s, shade, hm, 2)
    for dx in (-14, 14):
        pygame.draw.ellipse(s, (250, 246, 236), (x + dx - 10, hm.top + 16, 20, 9))
        pygame.draw.circle(s, (34, 24, 40), (x + dx, hm.top + 20), 4)
        pygame.draw.arc(s, (34, 24, 40), (x + dx - 12, hm.top + 8, 24, 14), 0.3, 2.8, 2)
    pygame.draw.lines(s, (34, 24, 40), False, [(x - 2, hm.top + 28), (x + 3, hm.top + 33), (x - 3, hm.top + 37)], 2)
    # thirteen golden steps, the parasol and the finial
    y = hm.top
    for i in range(13):
        w = 54 - i * 3
        r = pygame.Rect(0, 0, w, 7)
        r.midbottom = (x, y)
        pygame.draw.rect(s, theme.lerp_color(theme.BRASS, theme.BRASS_LIGHT, (i % 2) * 0.6), r)
        pygame.draw.line(s, theme.BRASS_DARK, r.bottomleft, r.bottomright)
        y -= 7
    pygame.draw.polygon(s, theme.BRASS_LIGHT, [(x - 30, y + 2), (x + 30, y + 2), (x + 12, y - 10), (x - 12, y - 10)])
    pygame.draw.line(s, theme.BRASS, (x, y - 10), (x, y - 34), 3)
    pygame.draw.circle(s, theme.BRASS_LIGHT, (x, y - 36), 5)
    _STUPA_TOP[0] = (x, y - 40)


_STUPA_TOP = [(STUPA_X, 300)]
_PAGODA_TOP = [(PAGODA_X, 120)]
_WINDOWS: list[pygame.Rect] = []


def _pagoda(s: pygame.Surface) -> None:
    x, base = PAGODA_X, PAGODA_BASE
    brick = (112, 44, 34)
    brick_dark = (70, 28, 26)
    # the stepped plinth (five terraces, like Nyatapola)
    y = base
    for i in range(5):
        w = 340 - i * 40
        r = pygame.Rect(0, 0, w, 22)
        r.midbottom = (x, y)
        pygame.draw.rect(s, brick, r)
        pygame.draw.rect(s, brick_dark, r, 2)
        for bx in range(r.left + 8, r.right - 4, 16):
            pygame.draw.line(s, brick_dark, (bx, r.top + 4), (bx, r.bottom - 4), 1)
        y -= 22
    # central staircase
    stair = pygame.Rect(0, 0, 54, 110)
    stair.midbottom = (x, base)
    pygame.draw.rect(s, (92, 40, 32), stair)
    for sy in range(stair.top + 4, stair.bottom, 6):
        pygame.draw.line(s, brick_dark, (stair.left, sy), (stair.right, sy))
    # five storeys, each a wooden body under a sloping roof with upturned eaves
    body_w = 130
    roof_w = 250
    for i in range(5):
        bh = 40 if i == 0 else 30
        body = pygame.Rect(0, 0, body_w, bh)
        body.midbottom = (x, y)
        pygame.draw.rect(s, (58, 32, 22), body)
        pygame.draw.rect(s, (36, 20, 14), body, 2)
        # carved struts and lit windows
        for k in range(-2, 3):
            wx = x + k * (body_w // 5)
            win = pygame.Rect(0, 0, 12, bh - 14)
            win.midbottom = (wx, body.bottom - 5)
            pygame.draw.rect(s, (30, 16, 12), win)
            _WINDOWS.append(win.inflate(-4, -4))
        y = body.top
        rh = 46 - i * 3
        eave = 10
        roof = [(x - roof_w // 2 - eave, y + 6), (x - roof_w // 2, y + 2), (x - body_w // 2 + 14, y - rh),
                (x + body_w // 2 - 14, y - rh), (x + roof_w // 2, y + 2), (x + roof_w // 2 + eave, y + 6)]
        pygame.draw.polygon(s, (124, 50, 34), roof)
        # lit side of the roof (sunset on the left of the pagoda)
        lit = [(x - roof_w // 2 - eave, y + 6), (x - roof_w // 2, y + 2), (x - body_w // 2 + 14, y - rh), (x, y - rh), (x, y + 6)]
        pygame.draw.polygon(s, (164, 72, 44), lit)
        for k in range(1, 8):  # tile ribs
            fx = x - roof_w // 2 + k * roof_w // 8
            tx = x - body_w // 2 + 14 + k * (body_w - 28) // 8
            pygame.draw.line(s, (96, 38, 28), (fx, y + 2), (tx, y - rh), 1)
        pygame.draw.line(s, theme.BRASS, roof[0], roof[1], 3)
        pygame.draw.line(s, theme.BRASS, roof[-1], roof[-2], 3)
        pygame.draw.line(s, theme.BRASS_DARK, (x - roof_w // 2, y + 4), (x + roof_w // 2, y + 4), 2)
        # little bells at the eaves
        for bx in (x - roof_w // 2 - eave, x + roof_w // 2 + eave):
            pygame.draw.line(s, theme.BRASS_DARK, (bx, y + 6), (bx, y + 14))
            pygame.draw.circle(s, theme.BRASS_LIGHT, (bx, y + 16), 3)
        y = y - rh
        body_w -= 16
        roof_w -= 38
    # gilded finial (gajur)
    pygame.draw.rect(s, theme.BRASS, (x - 10, y - 14, 20, 14))
    for k, w in enumerate((16, 12, 9, 6)):
        pygame.draw.ellipse(s, theme.BRASS_LIGHT if k % 2 else theme.BRASS, (x - w, y - 26 - k * 12, w * 2, 14))
    pygame.draw.line(s, theme.BRASS_LIGHT, (x, y - 70), (x, y - 88), 3)
    pygame.draw.circle(s, theme.BRASS_LIGHT, (x, y - 90), 4)
    _PAGODA_TOP[0] = (x, y - 84)


def _courtyard(s: pygame.Surface) -> None:
    top = 560
    floor = theme.vertical_gradient((W, H - top), [(0.0, (74, 34, 30)), (1.0, (26, 12, 14))])
    s.blit(floor, (0, top))
    vx, vy = W // 2, HORIZON - 60
    for k in range(-18, 19):
        bx = W // 2 + k * 90
        # perspective joints of the brick floor, faded with distance
        pygame.draw.line(s, (54, 24, 22), (bx, H), (vx + (bx - vx) * 0.55, top), 1)
    y, gap = top + 6, 8
    while y < H:
        pygame.draw.line(s, (56, 26, 24), (0, y), (W, y), 1)
        y += gap
        gap += 3


def _vignette() -> pygame.Surface:
    """Darker corners: a small radial alpha map, smoothly scaled up."""
    sw, sh = 64, 36
    small = pygame.Surface((sw, sh), pygame.SRCALPHA)
    for y in range(sh):
        for x in range(sw):
            dx = (x + 0.5) / sw * 2 - 1
            dy = (y + 0.5) / sh * 2 - 1
            d = min(1.0, math.sqrt(dx * dx * 0.8 + dy * dy * 0.9))
            small.set_at((x, y), (0, 0, 0, int(170 * max(0.0, d - 0.45) / 0.55)))
    return pygame.transform.smoothscale(small, (W, H))


@lru_cache(maxsize=2)
def still(size: tuple[int, int] = (W, H)) -> pygame.Surface:
    """The painted, unmoving part of the backdrop (cached)."""
    rng = random.Random(7)
    _WINDOWS.clear()
    s = theme.vertical_gradient((W, H), [
        (0.0, (16, 12, 34)), (0.30, (52, 26, 58)), (0.55, (140, 54, 58)),
        (0.68, (222, 118, 62)), (0.72, (242, 162, 84)), (1.0, (90, 40, 40))])
    # stars in the high sky
    for _ in range(90):
        px, py = rng.randrange(W), rng.randrange(0, 210)
        c = 120 + rng.randrange(120)
        s.set_at((px, py), (c, c, min(255, c + 30)))
    _glow(s, (640, HORIZON - 40), 420, (200, 110, 60), 0.9)
    # the setting sun, half hidden by the mountains
    sun = pygame.Surface((200, 200), pygame.SRCALPHA)
    for i in range(20, 0, -1):
        pygame.draw.circle(sun, (255, 196 + i * 2, 120 + i * 4, 255 if i < 17 else 120 - (i - 17) * 30), (100, 100),
                           72 + i)
    s.blit(sun, (640 - 100, HORIZON - 150))
    _glow(s, (640, HORIZON - 50), 200, (255, 190, 110), 0.8)
    _mountains(s, rng, HORIZON - 20, 190, (104, 62, 96), snow=(232, 196, 208), step=46)
    _mountains(s, rng, HORIZON + 4, 110, (74, 40, 70), step=30)
    _mountains(s, rng, HORIZON + 20, 50, (52, 28, 50), step=22, jag=0.2)
    # the city: low roofs and small pagodas along the horizon
    for i in range(40):
        bx = rng.randrange(-20, W)
        bw = rng.randrange(30, 80)
        bh = rng.randrange(14, 46)
        col = (40, 20, 30)
        pygame.draw.rect(s, col, (bx, HORIZON + 26 - bh, bw, bh + 60))
        if rng.random() < 0.35:
            pygame.draw.polygon(s, col, [(bx - 8, HORIZON + 26 - bh), (bx + bw + 8, HORIZON + 26 - bh),
                                         (bx + bw // 2, HORIZON + 6 - bh - rng.randrange(4, 20))])
        if rng.random() < 0.5:
            pygame.draw.rect(s, (250, 180, 90), (bx + rng.randrange(4, max(5, bw - 8)), HORIZON + 30 - bh, 3, 4))
    _courtyard(s)
    _stupa(s)
    _pagoda(s)
    _draw_cords(s)
    s.blit(_vignette(), (0, 0))
    if size != (W, H):
        s = pygame.transform.smoothscale(s, size)
    return s


def _catenary(a, b, sag: float, n: int) -> list[tuple[float, float]]:
    pts = []
    for i in range(n):
        k = (i + 0.5) / n
        x = a[0] + (b[0] - a[0]) * k
        y = a[1] + (b[1] - a[1]) * k + sag * 4 * k * (1 - k)
        pts.append((x, y))
    return pts


def strings() -> list[tuple[tuple[float, float], tuple[float, float], float, int]]:
    """The flag cords: (from, to, sag, number of flags)."""
    still()  # fills the anchor points
    return _strings_from(_STUPA_TOP[0], _PAGODA_TOP[0])


def _strings_from(stupa, pagoda) -> list[tuple[tuple[float, float], tuple[float, float], float, int]]:
    return [
        (stupa, (-20, 170), 50, 12),
        (stupa, (-20, 420), 30, 11),
        (stupa, (410, 590), 40, 12),
        (pagoda, (1300, 230), 50, 10),
        ((-20, 18), (1300, 18), 52, 46),
    ]


def _shades(colour):
    out = []
    for lit in (False, True):
        shade = theme.lerp_color(colour, (40, 20, 30), 0.25 + 0.15 * lit)
        out.append((shade, theme.lerp_color(colour, shade, 0.5)))
    return out


_FLAG_SHADES = [_shades(c) for c in theme.FLAG_COLOURS]


@lru_cache(maxsize=1)
def _flag_points() -> list[tuple[int, list[tuple[float, float]]]]:
    """Where each flag hangs (fixed): per string, its index and the points along the cord."""
    return [(si, _catenary(a, b, sag, n)) for si, (a, b, sag, n) in enumerate(strings())]


def _draw_cords(surface: pygame.Surface) -> None:
    for a, b, sag, n in _strings_from(_STUPA_TOP[0], _PAGODA_TOP[0]):
        pygame.draw.aalines(surface, (60, 40, 40), False, [a] + _catenary(a, b, sag, n) + [b])


def draw_flags(surface: pygame.Surface, t: float) -> None:
    """Prayer flags swaying in the wind (cheap: one small polygon per flag; the cords are painted
    into the still backdrop)."""
    sin = math.sin
    for si, pts in _flag_points():
        size = 20 if si == 4 else 16
        w = size * 0.4
        for i, (x, y) in enumerate(pts):
            wind = sin(t * 1.7 + i * 0.55 + si * 1.3) + 0.5 * sin(t * 3.1 + i * 1.7)
            dx = wind * 4.0
            bottom = y + size - abs(wind) * 2.0
            shade, edge = _FLAG_SHADES[i % 5][wind > 0]
            quad = ((x - w, y), (x + w, y), (x + w + dx, bottom), (x - w + dx, bottom))
            pygame.draw.polygon(surface, shade, quad)
            pygame.draw.line(surface, edge, (x - w + 2 + dx * 0.5, y + 3), (x + w - 2 + dx * 0.5, y + 3))


DIYAS = [(34 + i * 44, 612) for i in range(5)] + [(1070 + i * 44, 640) for i in range(5)]


@lru_cache(maxsize=1)
def _halo() -> pygame.Surface:
    h = pygame.Surface((60, 60))
    _glow(h, (30, 30), 30, (255, 150, 60), 0.9, steps=12)
    return h


def draw_lamps(surface: pygame.Surface, t: float) -> None:
    """Warm flickering light in the pagoda's windows and the oil lamps on the courtyard."""
    for i, win in enumerate(_WINDOWS):
        f = 0.75 + 0.25 * math.sin(t * 5.0 + i * 2.3) * math.sin(t * 3.3 + i)
        c = (int(255 * f), int(170 * f), int(70 * f))
        pygame.draw.rect(surface, c, win)
    halo = _halo()
    for i, (x, y) in enumerate(DIYAS):
        f = 0.8 + 0.2 * math.sin(t * 6.0 + i * 1.9) * math.sin(t * 2.7 + i * 0.7)
        surface.blit(halo, (x - 30, y - 36), special_flags=pygame.BLEND_RGB_ADD)
        pygame.draw.ellipse(surface, (120, 60, 34), (x - 8, y - 3, 16, 7))
        pygame.draw.ellipse(surface, (70, 34, 22), (x - 8, y - 3, 16, 7), 1)
        h = int(7 + 3 * f)
        pygame.draw.polygon(surface, (255, int(200 * f), 90), [(x - 3, y - 2), (x + 3, y - 2), (x, y - 2 - h)])
        pygame.draw.line(surface, (255, 246, 200), (x, y - 3), (x, y - 1 - h // 2))


def draw(surface: pygame.Surface, t: float = 0.0, *, dim: int = 0, flags: bool = True) -> None:
    surface.blit(still(), (0, 0))
    draw_lamps(surface, t)
    if flags:
        draw_flags(surface, t)
    if dim:
        theme.dim(surface, dim)
