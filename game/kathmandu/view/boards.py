"""Player boards, monuments, hands, missions and public goals, drawn from the table model."""
from __future__ import annotations

import pygame

from game.i18n import N_, _, ngettext

from game.kathmandu.data import COLOURS, MONUMENTS, load_tables
from game.kathmandu.view.cards import CardRenderer
from game.ui.fonts import text
from game.kathmandu.view.log_words import mon_fill, mon_name, mon_words, seat_name
from game.kathmandu.view.model import MonumentModel
from game.kathmandu.view.paint import GOLD, MUTED
from game.ui.shapes import plain_panel

ARCHITECT_NAMES = {a.power: a.name for a in load_tables().architects}
ARCHITECT_TEXT = {a.power: a.text for a in load_tables().architects}


def section_of(card: int, end: int):
    return load_tables().cards[card].ends[end]


def card_obj(card: int):
    return load_tables().cards[card]


def monument_rects(mons: list[MonumentModel], area: pygame.Rect, slot: bool = True,
                   max_w: int = 84) -> tuple[list[pygame.Rect], pygame.Rect | None, tuple[int, int]]:
    """Columns for the monuments (in progress first, then complete) and the 'new monument' slot.

    Returns (rects in the order given, new-slot rect or None, section size)."""
    count = len(mons) + (1 if slot else 0)
    gap = 6
    w = min(max_w, max(34, (area.w - gap * (count - 1)) // max(1, count)))
    sh = min(int(w * 0.66), (area.h - 16) // 4)
    rects = []
    for i in range(len(mons)):
        rects.append(pygame.Rect(area.x + i * (w + gap), area.y, w, area.h))
    new = pygame.Rect(area.x + len(mons) * (w + gap), area.y, w, area.h) if slot else None
    return rects, new, (w, sh)


def order_monuments(mons: list[MonumentModel]) -> list[MonumentModel]:
    return [m for m in mons if not m.complete] + [m for m in mons if m.complete]


def draw_monument(surface, r: CardRenderer, m: MonumentModel, col: pygame.Rect, sec: tuple[int, int],
                  highlight: bool = False, hover_level: int | None = None) -> list[pygame.Rect]:
    """One monument as a column of its visible sections, bottom at the column's foot.

    Returns the rect of each built level (bottom first)."""
    w, sh = sec
    x = col.x
    base = col.bottom - 14
    rects = []
    # ghost outline of the whole monument: where the missing sections will go
    for lvl in range(m.size):
        rr = pygame.Rect(x, base - (lvl + 1) * sh, w, sh)
        rects.append(rr)
        if lvl >= len(m.cards):
            pygame.draw.rect(surface, (120, 96, 70), rr, 1, border_radius=5)
    for lvl, (card, end) in enumerate(m.cards):
        rr = rects[lvl]
        s = section_of(card, end)
        fixed = m.colours[lvl] if lvl < len(m.colours) else s.colour
        wild_as = fixed if (s.colour == "wild" and fixed != "wild") else None
        surface.blit(r.end(s, (w, sh), card_obj(card).deck, card_id=card_obj(card).id, wild_as=wild_as,
                           points=built_points(m, card)), rr)
        if hover_level == lvl:
            pygame.draw.rect(surface, (255, 214, 90), rr, 2, border_radius=5)
    foot = pygame.Rect(x - 2, base + 1, w + 4, 12)
    if m.complete:
        pygame.draw.rect(surface, GOLD, foot, border_radius=4)
        t = text(mon_words(m.mon), 9, (40, 24, 10), True)
        surface.blit(t, t.get_rect(center=foot.center))
    else:
        pygame.draw.rect(surface, (76, 54, 40), foot, border_radius=4)
        t = text(mon_fill(m.mon, len(m.cards), m.size), 9, MUTED, True)
        surface.blit(t, t.get_rect(center=foot.center))
    if highlight:
        pygame.draw.rect(surface, (255, 214, 90), pygame.Rect(x - 3, base - m.size * sh - 3, w + 6, m.size * sh + 6), 2,
                         border_radius=6)
    return rects[:len(m.cards)]


def built_points(m: MonumentModel, card: int) -> int | None:
    """What a built holofoil Buddha scored (shown instead of its printed 0); None for other cards."""
    return m.holo if m.holo and card_obj(card).deck == "holo" else None


def draw_hand_card(surface, r: CardRenderer, card: int, rect: pygame.Rect, flipped: bool = False,
                   points: int | None = None) -> None:
    surface.blit(r.card(card_obj(card), rect.size, flipped=flipped, points=points), rect)


def hand_rects(count: int, area: pygame.Rect, card_w: int = 88, card_h: int = 138) -> list[pygame.Rect]:
    if count <= 0:
        return []
    step = min(card_w + 8, (area.w - card_w) // max(1, count - 1)) if count > 1 else 0
    total = card_w + step * (count - 1)
    x0 = area.x + (area.w - total) // 2
    return [pygame.Rect(x0 + i * step, area.y, card_w, card_h) for i in range(count)]


def mini_section(surface, r: CardRenderer, colour: str, rect: pygame.Rect, art) -> None:
    c = art.colour(colour)
    pygame.draw.rect(surface, c.fill, rect, border_radius=3)
    pygame.draw.rect(surface, c.dark, rect, 1, border_radius=3)
    if rect.h >= 10 and r.symbols:
        s = r.symbol(colour, min(rect.h - 2, 14), ring=False)
        surface.blit(s, s.get_rect(center=rect.center))


def objective_icon_colours(obj) -> tuple:
    out = []
    for s in obj.sections:
        if s is None:
            out.append(None)
        elif isinstance(s, str):
            out.append("match")
        else:
            cs = sorted(s)
            out.append(COLOURS[cs[0]] if len(cs) == 1 else None)
    return tuple(out)


def objective_symbols(obj) -> list[str]:
    """Colours an objective allows (for the symbol badges beside its icon)."""
    out: list[str] = []
    for s in obj.sections:
        if s is not None and not isinstance(s, str):
            for c in sorted(s):
                if COLOURS[c] not in out:
                    out.append(COLOURS[c])
    return out


#: a section's place in an objective's monument, by the monument's size (translated where worded)
PLACES = {4: (N_("bottom"), N_("second"), N_("third"), N_("top")), 3: (N_("bottom"), N_("centre"), N_("top")),
          2: (N_("bottom"), N_("top"))}


def objective_text(obj) -> str:
    """An objective in words: "A Stupa: bottom red or blue; centre and top the same colour"."""
    mon = mon_name(obj.monument)
    n = len(obj.sections)
    places = PLACES.get(n, ("",) * n)
    parts = []
    letters: dict[str, list[int]] = {}
    for i, s in enumerate(obj.sections):
        if isinstance(s, str):
            letters.setdefault(s, []).append(i)
        elif s is not None:
            cs = _(" or ").join(_(COLOURS[c]) for c in sorted(s))
            parts.append(_("{place} {colours}").format(place=_(places[i]), colours=cs) if n > 1 else cs)
    for idx in letters.values():
        parts.append(_("{places} the same colour").format(places=_(" and ").join(_(places[i]) for i in idx)))
    if not parts:
        return _("A {monument} (any colours)").format(monument=mon)
    return _("A {monument}: {parts}").format(monument=mon, parts=_("; ").join(parts))


def draw_objective(surface, r: CardRenderer, obj, rect: pygame.Rect, met: bool = False) -> None:
    """An objective: the monument's silhouette (grey = any colour, dark blue = sections that must
    match) and, at its right, the symbols of the colours it asks for."""
    syms = objective_symbols(obj)
    badge = 13 if syms else 0
    icon_h = rect.h - 4
    icon_w = min(int(icon_h * 0.8), rect.w - 2)
    icon = r.monument_icon(MONUMENTS[obj.monument], None, (icon_w, icon_h), colours=objective_icon_colours(obj))
    surface.blit(icon, (rect.x + (rect.w - icon_w) // 2 - badge // 3, rect.y + 2))
    for k, c in enumerate(syms[:3]):
        surface.blit(r.symbol(c, badge), (rect.right - badge, rect.y + 2 + k * (badge + 1)))
    if met:
        cx, cy = rect.x + 8, rect.y + 8
        pygame.draw.circle(surface, (80, 180, 100), (cx, cy), 7)
        pygame.draw.lines(surface, (255, 255, 255), False, [(cx - 4, cy), (cx - 1, cy + 3), (cx + 4, cy - 3)], 2)


def draw_mission(surface, r: CardRenderer, mission, rect: pygame.Rect, met: list[bool], title: str) -> list[pygame.Rect]:
    plain_panel(surface, rect, fill=(36, 56, 64), edge=(96, 150, 160), radius=10, alpha=240)
    surface.blit(text(title, 12, (200, 230, 236), True), (rect.x + 10, rect.y + 6))
    out = []
    if mission is None:
        surface.blit(text(_("hidden"), 12, MUTED), (rect.x + 10, rect.y + 26))
        return out
    n = len(mission.objectives)
    w = (rect.w - 20) // max(1, n)
    for i, obj in enumerate(mission.objectives):
        cell = pygame.Rect(rect.x + 10 + i * w, rect.y + 24, w - 6, rect.h - 32)
        pygame.draw.rect(surface, (26, 40, 46), cell, border_radius=6)
        draw_objective(surface, r, obj, pygame.Rect(cell.x + 4, cell.y + 2, cell.w - 6, cell.h - 22),
                       met[i] if i < len(met) else False)
        pt = text(ngettext("{n} pt", "{n} pts", obj.points).format(n=obj.points), 11, (230, 240, 240), True)
        surface.blit(pt, pt.get_rect(midbottom=(cell.centerx, cell.bottom - 3)))
        out.append(cell)
    return out
