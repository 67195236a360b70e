"""The plan view: the board seen from straight above, one square per space, each stack's blocks as
coloured bars bottom to top and its height written in the corner; pieces as discs and diamonds.
Drawn by ``BoardRenderer`` when ``plan`` is on (these functions take the renderer).
"""
from __future__ import annotations

import pygame

from game.i18n import pgettext
from game.relics.kinds import BY_ID
from game.relics.view.picture import BoardPicture, Cell
from game.relics.view.textures import OUTLINE



def kind_colour(kind: str) -> tuple[int, int, int]:
    """A block kind's colour on the plan (its square's top, its bar in the stack): its record's."""
    rec = BY_ID.get(kind)
    return rec.colour if rec is not None else (150, 150, 150)


def geometry(r) -> tuple[int, int, int]:
    vw, vh = r.proj.view_size
    size = int(min((r.area.w - 40) / vw, (r.area.h - 40) / vh, 96))
    x0 = r.area.centerx - size * vw // 2
    y0 = r.area.centery - size * vh // 2
    return size, x0, y0


def rect(r, x: float, y: float) -> pygame.Rect:
    size, x0, y0 = geometry(r)
    u, v = r.proj.to_view(x, y)
    return pygame.Rect(round(x0 + u * size), round(y0 + v * size), size, size)


def pick(r, pos) -> Cell | None:
    size, x0, y0 = geometry(r)
    vw, vh = r.proj.view_size
    u, v = (pos[0] - x0) // size, (pos[1] - y0) // size
    if 0 <= u < vw and 0 <= v < vh:
        return r.proj.to_board(int(u), int(v))
    return None


def rebuild(r, pic: BoardPicture) -> None:
    from game.ui import theme

    layer = r._backdrop_surface().copy()
    size, x0, y0 = geometry(r)
    vw, vh = r.proj.view_size
    frame = pygame.Rect(x0 - 14, y0 - 14, size * vw + 28, size * vh + 28)
    pygame.draw.rect(layer, (110, 82, 62), frame, border_radius=10)
    pygame.draw.rect(layer, OUTLINE, frame, 3, border_radius=10)
    for y in range(pic.height):
        for x in range(pic.width):
            sq = rect(r, x, y)
            st = [(bid, k) for bid, k in pic.stacks.get((x, y), ()) if bid not in r.hidden]
            if (x, y) in pic.pools:
                col = kind_colour("water")
            elif st:
                col = kind_colour(st[-1][1])
                col = theme.lerp_color(col, (255, 250, 230), min(0.35, 0.08 * (len(st) - 1)))
            else:
                col = (200, 168, 124) if (x + y) % 2 else (188, 156, 114)
            pygame.draw.rect(layer, col, sq.inflate(-2, -2), border_radius=4)
            if st:
                # one bar per block along the left edge: the stack bottom to top in colour
                bar_h = min(14, (sq.h - 10) // max(1, len(st)))
                for i, (_bid, k) in enumerate(st):
                    br = pygame.Rect(sq.x + 5, sq.bottom - 6 - (i + 1) * bar_h, max(10, size // 5), bar_h - 2)
                    pygame.draw.rect(layer, kind_colour(k), br)
                    pygame.draw.rect(layer, OUTLINE, br, 1)
                theme.draw_text(layer, str(len(st)), (sq.right - 6, sq.bottom - 4), size=max(14, size // 3),
                                color=(40, 24, 14), bold=True, anchor="bottomright")
            pygame.draw.rect(layer, OUTLINE, sq.inflate(-2, -2), 1, border_radius=4)
    r.floor_layer = layer
    r.static_layer = layer
    r.static = []
    r.animated = []


def draw(r, target: pygame.Surface, movers) -> None:
    from game.ui import theme

    if r.static_layer is None:
        return
    target.blit(r.static_layer, (0, 0))
    pic = r.picture
    size = geometry(r)[0]
    icons = []
    for name, (cell, _z) in pic.piece_positions().items():
        if name not in r.hidden:
            icons.append((name, cell[0], cell[1], 255))
    for m in movers:
        if isinstance(m.ident, str) or m.kind in ("adventurer", "nemesis"):
            icons.append((m.kind if not m.kind.startswith("gem") else "gem-0", m.x, m.y, m.alpha))
        else:
            sq = rect(r, m.x, m.y).inflate(-size // 3, -size // 3)
            col = theme.lerp_color(kind_colour(m.kind), (255, 255, 255), 0.1)
            s = pygame.Surface(sq.size, pygame.SRCALPHA)
            s.fill((*col, int(m.alpha)))
            target.blit(s, sq)
    for name, x, y, alpha in icons:
        sq = rect(r, x, y)
        colour = {"adventurer": (64, 168, 72), "nemesis": (236, 124, 36)}.get(name, (226, 42, 104))
        c = sq.center
        if name.startswith("gem"):
            rr = size * 0.22
            pts = [(c[0], c[1] - rr), (c[0] + rr, c[1]), (c[0], c[1] + rr), (c[0] - rr, c[1])]
            pygame.draw.polygon(target, colour, pts)
            pygame.draw.polygon(target, OUTLINE, pts, 2)
        else:
            pygame.draw.circle(target, colour, c, size * 0.26)
            pygame.draw.circle(target, OUTLINE, c, size * 0.26, 2)
            theme.draw_text(target, pgettext("plan view disc", "A") if name == "adventurer" else pgettext("plan view disc", "N"), c, size=max(12, size // 4),
                            color=(255, 255, 255), bold=True, anchor="center")
