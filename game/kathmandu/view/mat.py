"""The playmat: where the market spaces, bid spots and piles sit, and its painted (cached) layer.

Positions come from the layout data (``assets/kathmandu/layouts.json``): a space's row and column,
a spot's side and targets. A north/south spot sits above/below the middle of the cards it
targets; a west/east spot beside its row; so diamond spots land between their two cards.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.i18n import N_, _
from game.ui.fonts import text
from game.ui.theme import lerp_color

CLOTH = (118, 36, 44)
CLOTH_DARK = (84, 22, 30)


BORDER = (214, 160, 72)
PINK = (196, 88, 120)
STORAGE = (110, 92, 150)


def _get(obj: Any, name: str, default=None):
    if isinstance(obj, dict):
        return obj.get(name, default)
    return getattr(obj, name, default)


@dataclass
class MatGeometry:
    rect: pygame.Rect
    six: bool
    spaces: dict[str, pygame.Rect] = field(default_factory=dict)
    space_labels: dict[str, int] = field(default_factory=dict)
    storage: set[str] = field(default_factory=set)
    spots: dict[str, tuple[int, int]] = field(default_factory=dict)
    spot_side: dict[str, str] = field(default_factory=dict)
    spot_diamond: set[str] = field(default_factory=set)
    spot_targets: dict[str, list[str]] = field(default_factory=dict)
    spot_reach: dict[str, list[tuple[int, bool]]] = field(default_factory=dict)  # (distance, long edge) per target
    spot_radius: int = 17
    card_size: tuple[int, int] = (150, 92)
    red_deck: pygame.Rect = field(default_factory=pygame.Rect)
    blue_deck: pygame.Rect = field(default_factory=pygame.Rect)
    discard: pygame.Rect = field(default_factory=pygame.Rect)
    bhairav: list[pygame.Rect] = field(default_factory=list)
    market_rect: pygame.Rect = field(default_factory=pygame.Rect)
    idle_spots: set[str] = field(default_factory=set)  # solo 4-card mode: spots kept for their debris
    idle_spaces: set[str] = field(default_factory=set)  # solo 4-card mode: the Storage pair, not yet used

    def spot_at(self, pos, slack: int = 6) -> str | None:
        best, bd = None, (self.spot_radius + slack) ** 2
        for sid, (x, y) in self.spots.items():
            d = (x - pos[0]) ** 2 + (y - pos[1]) ** 2
            if d <= bd:
                best, bd = sid, d
        return best

    def spot_rect(self, sid: str) -> pygame.Rect:
        x, y = self.spots[sid]
        r = self.spot_radius
        return pygame.Rect(x - r, y - r, 2 * r, 2 * r)


def build_geometry(rect: pygame.Rect, layout: Any, six: bool, bhairavs: int = 0,
                   whole_mat: bool = False) -> MatGeometry:
    """Place the market (4 or 6 cards), the spots used in that mode, the decks and the discard pile.

    ``whole_mat`` (solo): the mat is one board for the whole game, so even in 4-card mode every
    space and spot keeps its 6-card place; the spots and spaces the mode does not use are kept
    (``idle_spots`` / ``idle_spaces``) because debris and coins lie on them."""
    g = MatGeometry(pygame.Rect(rect), six)
    spaces = list(_get(layout, "spaces", []))
    spots = list(_get(layout, "spots", []))
    cols = 3 if (six or whole_mat) else 2
    sr = 17
    g.spot_radius = sr
    pile_w = 62
    left_zone = 2 * pile_w + 30 + (16 if cols == 3 else 0)  # 3 columns: keep W1/W2 off the discard count
    right_zone = 62 if bhairavs else 10
    spot_band = 2 * sr + 14
    gap = 16
    avail_w = rect.w - left_zone - right_zone - 2 * spot_band - (cols - 1) * gap
    avail_h = rect.h - 2 * spot_band - gap - 8
    cw = min(156, avail_w // cols)
    ch = min(int(cw * 0.64), avail_h // 2)
    cw = min(cw, int(ch / 0.58))
    g.card_size = (cw, ch)
    mw = cols * cw + (cols - 1) * gap
    mh = 2 * ch + gap
    cx = rect.x + left_zone + (rect.w - left_zone - right_zone) // 2
    mx = cx - mw // 2
    my = rect.centery - mh // 2
    g.market_rect = pygame.Rect(mx, my, mw, mh)
    index_to_id = {_get(sp, "index", i): _get(sp, "id") for i, sp in enumerate(spaces)}
    for sp in spaces:
        label = _get(sp, "label6") if six else _get(sp, "label4")
        sid = _get(sp, "id")
        if label is None:
            if not whole_mat:
                continue
            g.idle_spaces.add(sid)
            label = _get(sp, "label6")
        r, c = int(_get(sp, "row")), int(_get(sp, "col"))
        g.spaces[sid] = pygame.Rect(mx + (c - 1) * (cw + gap), my + (r - 1) * (ch + gap), cw, ch)
        g.space_labels[sid] = int(label)
        if _get(sp, "storage"):
            g.storage.add(sid)
    for spot in spots:
        targets = _get(spot, "targets6") if six else _get(spot, "targets4")
        sid = _get(spot, "id")
        side = _get(spot, "side")
        # where the spot sits: next to its targets (solo: its 6-card targets, one mat for the game)
        place = _get(spot, "targets6") if whole_mat else targets
        if not targets:
            if not whole_mat:
                continue
            g.idle_spots.add(sid)
            targets = ()
        tids = [t[0] if isinstance(t, (list, tuple)) else _get(t, "space") for t in targets]
        tids = [index_to_id.get(t, t) if isinstance(t, int) else t for t in tids]
        pids = [t[0] if isinstance(t, (list, tuple)) else _get(t, "space") for t in (place or ())]
        pids = [index_to_id.get(t, t) if isinstance(t, int) else t for t in pids]
        trs = [g.spaces[t] for t in pids if t in g.spaces]
        if not trs:
            continue
        if side in ("N", "S"):
            x = sum(t.centerx for t in trs) // len(trs)
            y = my - sr - 8 if side == "N" else my + mh + sr + 8
        else:
            y = sum(t.centery for t in trs) // len(trs)
            x = mx - sr - 10 if side == "W" else mx + mw + sr + 10
        g.spots[sid] = (x, y)
        g.spot_side[sid] = side
        g.spot_targets[sid] = tids
        g.spot_reach[sid] = [(int(t[1]), bool(t[2])) if isinstance(t, (list, tuple)) and len(t) >= 3 else (0, False)
                             for t in targets]
        if _get(spot, "diamond"):
            g.spot_diamond.add(sid)
    ph = min(96, (rect.h - 40) // 2 - 10)
    pw = min(pile_w, int(ph * 0.66))
    lx = rect.x + 14
    g.blue_deck = pygame.Rect(lx, rect.y + 26, pw, ph)
    g.red_deck = pygame.Rect(lx, rect.bottom - 12 - ph, pw, ph)
    g.discard = pygame.Rect(lx + pw + 14, rect.centery - ph // 2 + 6, pw, ph)
    if bhairavs:
        bh = min(54, (rect.h - 24) // bhairavs - 6)
        for i in range(bhairavs):
            g.bhairav.append(pygame.Rect(rect.right - 54, rect.y + 14 + i * (bh + 6), 44, bh))
    return g


def _cloth(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, CLOTH, (0, 0, w, h), border_radius=18)
    rng = random.Random(3)
    tex = pygame.Surface(size, pygame.SRCALPHA)
    for _ in range(w * h // 60):
        x, y = rng.randrange(w), rng.randrange(h)
        tex.set_at((x, y), (0, 0, 0, rng.randrange(10, 28)))
    # a faint mandala in the middle of the cloth
    cx, cy = w // 2 + 60, h // 2
    for k in range(12):
        a = math.pi * k / 6
        pygame.draw.circle(tex, (255, 210, 140, 16), (cx + 80 * math.cos(a), cy + 80 * math.sin(a)), 70, 2)
    pygame.draw.circle(tex, (255, 210, 140, 18), (cx, cy), 150, 3)
    s.blit(tex, (0, 0))
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=18)
    s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    # a woven border of small diamonds, like a prayer-rug hem
    pygame.draw.rect(s, BORDER, (0, 0, w, h), 3, border_radius=18)
    pygame.draw.rect(s, CLOTH_DARK, (6, 6, w - 12, h - 12), 2, border_radius=14)
    for x in range(24, w - 20, 18):
        for y in (11, h - 11):
            pygame.draw.polygon(s, (176, 120, 60), [(x, y - 3), (x + 3, y), (x, y + 3), (x - 3, y)])
    for y in range(24, h - 20, 18):
        for x in (11, w - 11):
            pygame.draw.polygon(s, (176, 120, 60), [(x, y - 3), (x + 3, y), (x, y + 3), (x - 3, y)])
    return s


def paint_mat(g: MatGeometry, solo: bool = False) -> pygame.Surface:
    """The static layer of the mat (cloth, spaces, spot wells, pile outlines) for a geometry."""
    r = g.rect
    s = pygame.Surface(r.size, pygame.SRCALPHA)
    s.blit(_cloth(r.size), (0, 0))
    ox, oy = r.x, r.y

    def local(rect: pygame.Rect) -> pygame.Rect:
        return rect.move(-ox, -oy)

    for sid, rr in g.spaces.items():
        lr = local(rr)
        colour = STORAGE if (sid in g.storage and solo) else (PINK if sid not in g.storage else (150, 70, 96))
        if sid in g.idle_spaces:
            colour = lerp_color(colour, CLOTH_DARK, 0.55)
        pygame.draw.rect(s, (0, 0, 0, 70), lr.move(2, 3), border_radius=8)
        pygame.draw.rect(s, colour, lr, border_radius=8)
        pygame.draw.rect(s, BORDER, lr, 2, border_radius=8)
        if sid in g.idle_spaces:
            for k, line in enumerate((_("STORAGE"), _("from round 2"))):
                t = text(line, 11 if k == 0 else 10, (205, 190, 215), k == 0)
                s.blit(t, t.get_rect(center=(lr.centerx, lr.centery - 7 + k * 15)))
            continue
        num = text(str(g.space_labels[sid]), 22, (255, 230, 220), True)
        s.blit(num, num.get_rect(center=lr.center))  # solo: "STORAGE" is captioned between the pair
    store = [local(g.spaces[sid]) for sid in sorted(g.storage) if sid in g.spaces and sid not in g.idle_spaces]
    if solo and len(store) == 2:  # a caption in the gap between the pair: still read with cards on them
        top, bottom = sorted(store, key=lambda r: r.y)
        t = text(_("STORAGE"), 10, (225, 205, 240), True)
        s.blit(t, t.get_rect(center=(top.centerx, (top.bottom + bottom.y) // 2)))
    for sid, (x, y) in g.spots.items():
        lx, ly = x - ox, y - oy
        rad = g.spot_radius
        pygame.draw.circle(s, (0, 0, 0, 90), (lx + 1, ly + 2), rad + 2)
        pygame.draw.circle(s, CLOTH_DARK, (lx, ly), rad + 1)
        idle = sid in g.idle_spots
        pygame.draw.circle(s, (150, 110, 90) if idle else BORDER, (lx, ly), rad + 1, 1 if idle else 2)
        if sid in g.spot_diamond:
            d = rad - 5
            pygame.draw.polygon(s, (150, 140, 160) if idle else (230, 230, 250),
                                [(lx, ly - d), (lx + d, ly), (lx, ly + d), (lx - d, ly)], 2)
        t = text(sid, 10, (150, 120, 105) if idle else (220, 180, 150), True)
        s.blit(t, t.get_rect(center=(lx, ly)))
    for rr, name in ((g.blue_deck, N_("BLUE")), (g.red_deck, N_("RED")), (g.discard, N_("DISCARDS"))):
        if solo and name == "RED":
            continue  # solo: no red deck
        lr = local(rr)
        pygame.draw.rect(s, CLOTH_DARK, lr.inflate(6, 6), border_radius=8)
        pygame.draw.rect(s, (170, 120, 70), lr.inflate(6, 6), 1, border_radius=8)
        t = text(_(name), 10, (226, 190, 150), True)
        s.blit(t, t.get_rect(midbottom=(lr.centerx, lr.y - 4)))
    for rr in g.bhairav:
        lr = local(rr)
        pygame.draw.rect(s, CLOTH_DARK, lr.inflate(4, 4), border_radius=6)
    return s
