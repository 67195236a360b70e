"""Player boards, monuments, hands, missions and public goals, drawn from the table model."""
from __future__ import annotations

import pygame

from game.kathmandu.data import COLOURS, MONUMENTS, load_tables
from game.kathmandu.view.cards import CardRenderer
from game.kathmandu.view.fonts import text
from game.kathmandu.view.model import MonumentModel, SeatModel, TableModel
from game.kathmandu.view.paint import GOLD, INK, MUTED, blit_panel, coin, seat_colour

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
        surface.blit(r.end(s, (w, sh), card_obj(card).deck, card_id=card_obj(card).id, wild_as=wild_as), rr)
        if hover_level == lvl:
            pygame.draw.rect(surface, (255, 214, 90), rr, 2, border_radius=5)
    foot = pygame.Rect(x - 2, base + 1, w + 4, 12)
    if m.complete:
        pygame.draw.rect(surface, GOLD, foot, border_radius=4)
        t = text(f"{MONUMENTS.index(m.mon) and m.mon.capitalize() or 'Buddha'}", 9, (40, 24, 10), True)
        surface.blit(t, t.get_rect(center=foot.center))
    else:
        pygame.draw.rect(surface, (76, 54, 40), foot, border_radius=4)
        t = text(f"{m.mon.capitalize()} {len(m.cards)}/{m.size}", 9, MUTED, True)
        surface.blit(t, t.get_rect(center=foot.center))
    if highlight:
        pygame.draw.rect(surface, (255, 214, 90), pygame.Rect(x - 3, base - m.size * sh - 3, w + 6, m.size * sh + 6), 2,
                         border_radius=6)
    return rects[:len(m.cards)]


def draw_hand_card(surface, r: CardRenderer, card: int, rect: pygame.Rect, flipped: bool = False) -> None:
    surface.blit(r.card(card_obj(card), rect.size, flipped=flipped), rect)


def hand_rects(count: int, area: pygame.Rect, card_w: int = 88, card_h: int = 138) -> list[pygame.Rect]:
    if count <= 0:
        return []
    step = min(card_w + 8, (area.w - card_w) // max(1, count - 1)) if count > 1 else 0
    total = card_w + step * (count - 1)
    x0 = area.x + (area.w - total) // 2
    return [pygame.Rect(x0 + i * step, area.y, card_w, card_h) for i in range(count)]


def seat_name(names: list[str], seat: int) -> str:
    return names[seat] if seat < len(names) else f"Player {seat + 1}"


def draw_coin_row(surface, seat: SeatModel, rects: list[pygame.Rect], colour, on_mat: set[int],
                  dragging: int | None = None, hidden_values: bool = False) -> None:
    values = sorted(set(seat.coins) | set(seat.spent) | on_mat)
    for i, rr in enumerate(rects):
        if i >= 5:
            break
        v = i
        if v in on_mat or v == dragging:
            pygame.draw.circle(surface, (90, 70, 50), rr.center, rr.w // 2, 1)
            continue
        if v in seat.spent:
            surface.blit(coin(colour, v, rr.w // 2, spent=True), rr.move(-1, -1))
        elif v in seat.coins:
            surface.blit(coin(colour, v, rr.w // 2), rr.move(-1, -1))
        else:
            pygame.draw.circle(surface, (90, 70, 50), rr.center, rr.w // 2, 1)
    del values


def mini_section(surface, r: CardRenderer, colour: str, rect: pygame.Rect, art) -> None:
    c = art.colour(colour)
    pygame.draw.rect(surface, c.fill, rect, border_radius=3)
    pygame.draw.rect(surface, c.dark, rect, 1, border_radius=3)
    if rect.h >= 10 and r.symbols:
        s = r.symbol(colour, min(rect.h - 2, 14), ring=False)
        surface.blit(s, s.get_rect(center=rect.center))


def draw_compact_board(surface, r: CardRenderer, model: TableModel, seat: SeatModel, rect: pygame.Rect,
                       names: list[str], active: bool, hovered: bool, on_mat: set[int], is_human: bool,
                       thinking: bool = False, t: float = 0.0) -> None:
    """An opponent's board in the left column: name, points, coins, hand size, monuments in miniature."""
    colour = seat_colour(seat.seat)
    fill = (58, 40, 32) if not active else (78, 56, 34)
    blit_panel(surface, rect, fill=fill, edge=colour if active else (112, 82, 52), radius=10, alpha=240)
    pygame.draw.rect(surface, colour, (rect.x + 2, rect.y + 8, 5, rect.h - 16), border_radius=2)
    name = seat_name(names, seat.seat)
    label = name + (" (bot)" if not is_human else "")
    surface.blit(text(label, 14, INK, True), (rect.x + 14, rect.y + 6))
    if model.first == seat.seat:
        fm = text("1st", 10, (40, 24, 10), True)
        pill = pygame.Rect(rect.x + 16 + text(label, 14, INK, True).get_width(), rect.y + 8, fm.get_width() + 8, 15)
        pygame.draw.rect(surface, GOLD, pill, border_radius=7)
        surface.blit(fm, fm.get_rect(center=pill.center))
    pts = text(str(seat.score), 20, GOLD, True)
    surface.blit(pts, pts.get_rect(topright=(rect.right - 10, rect.y + 3)))
    y = rect.y + 28
    # hand size, architect, Bhairav, team
    back = r.back("red", False, (14, 20))
    surface.blit(back, (rect.x + 14, y))
    surface.blit(text(f"x{len(seat.hand)}", 12, INK, True), (rect.x + 31, y + 3))
    x = rect.x + 60
    for v in range(5):
        cr = pygame.Rect(x + v * 19, y + 1, 18, 18)
        if v in on_mat:
            pygame.draw.circle(surface, (110, 90, 70), cr.center, 8, 1)
        elif v in seat.spent:
            surface.blit(coin(colour, v, 8, spent=True), cr)
        elif v in seat.coins:
            surface.blit(coin(colour, v, 8), cr)
    x += 5 * 19 + 6
    if seat.architect:
        a = text(ARCHITECT_NAMES.get(seat.architect, seat.architect), 11, (250, 200, 140), True)
        surface.blit(a, (x, y + 3))
        x += a.get_width() + 6
    if seat.bhairav:
        surface.blit(r.symbol(seat.bhairav, 16), (x, y + 1))
        x += 20
    if seat.team is not None:
        surface.blit(text(f"Team {'ABC'[seat.team]}", 11, MUTED, True), (x, y + 3))
    if thinking:
        dots = "." * (1 + int(t * 3) % 3)
        surface.blit(text("thinking" + dots, 11, (200, 220, 255)), (rect.right - 70, rect.y + 26))
    # monuments in miniature: one column of small cells per monument
    area = pygame.Rect(rect.x + 14, y + 24, rect.w - 22, rect.bottom - y - 30)
    mons = order_monuments(seat.monuments)
    if not mons:
        surface.blit(text("no monuments yet", 11, MUTED), (area.x, area.y + 4))
        return
    # a tall board (two players: the only opponent gets the whole column) shows two rows of
    # bigger monuments; a short one a single row of miniatures
    rows = max(1, min(3, area.h // (4 * 38 + 16))) if area.h >= 330 else 1
    row_h = (area.h - 12 * (rows - 1)) // rows
    cell_h = max(7, min(30 if rows == 1 else 38, (row_h - 4) // 4))
    if rows > 1:
        row_h = 4 * cell_h + 4  # rows stack from the top of the board
    per_row = len(mons) if rows == 1 else max(1, (area.w + 3) // (int(cell_h * 1.45) + 3))
    cw = max(10, min(int(cell_h * 1.45), (area.w - 3 * per_row) // max(1, per_row)))
    art = r.art
    for i, m in enumerate(mons):
        row, k = (0, i) if rows == 1 else divmod(i, per_row)
        cx = area.x + k * (cw + 3)
        foot = area.y + (row + 1) * row_h + row * 12 if rows > 1 else area.bottom
        if row >= rows or cx + cw > area.right:
            surface.blit(text(f"+{len(mons) - i}", 11, MUTED, True), (area.right - 22, area.bottom - 14))
            break
        for lvl in range(m.size):
            cell = pygame.Rect(cx, foot - (lvl + 1) * cell_h, cw, cell_h - 1)
            if lvl < len(m.cards):
                if cell_h >= 22 and cw >= 28:
                    card, end = m.cards[lvl]
                    s = section_of(card, end)
                    fixed = m.colours[lvl]
                    wild_as = fixed if (s.colour == "wild" and fixed != "wild") else None
                    surface.blit(r.end(s, cell.size, card_obj(card).deck, card_id=card_obj(card).id, wild_as=wild_as),
                                 cell)
                else:
                    mini_section(surface, r, m.colours[lvl], cell, art)
            else:
                pygame.draw.rect(surface, (100, 80, 60), cell, 1, border_radius=3)
        if m.complete:
            pygame.draw.line(surface, GOLD, (cx, foot + 1), (cx + cw - 1, foot + 1), 2)


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


def objective_text(obj) -> str:
    mon = MONUMENTS[obj.monument]
    n = len(obj.sections)
    parts = []
    letters: dict[str, list[int]] = {}
    for i, s in enumerate(obj.sections):
        name = "section" if n > 1 else ""
        place = ["bottom", "second", "third", "top"][i] if n == 4 else (
            ["bottom", "centre", "top"][i] if n == 3 else (["bottom", "top"][i] if n == 2 else ""))
        if isinstance(s, str):
            letters.setdefault(s, []).append(i)
        elif s is not None:
            cs = " or ".join(COLOURS[c] for c in sorted(s))
            parts.append(f"{place} {cs}".strip() if n > 1 else cs)
        del name
    for idx in letters.values():
        names = [(["bottom", "second", "third", "top"] if n == 4 else ["bottom", "centre", "top"] if n == 3
                  else ["bottom", "top"])[i] for i in idx]
        parts.append(" and ".join(names) + " the same colour")
    return f"A {mon}" + (": " + "; ".join(parts) if parts else " (any colours)")


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
    blit_panel(surface, rect, fill=(36, 56, 64), edge=(96, 150, 160), radius=10, alpha=240)
    surface.blit(text(title, 12, (200, 230, 236), True), (rect.x + 10, rect.y + 6))
    out = []
    if mission is None:
        surface.blit(text("hidden", 12, MUTED), (rect.x + 10, rect.y + 26))
        return out
    n = len(mission.objectives)
    w = (rect.w - 20) // max(1, n)
    for i, obj in enumerate(mission.objectives):
        cell = pygame.Rect(rect.x + 10 + i * w, rect.y + 24, w - 6, rect.h - 32)
        pygame.draw.rect(surface, (26, 40, 46), cell, border_radius=6)
        draw_objective(surface, r, obj, pygame.Rect(cell.x + 4, cell.y + 2, cell.w - 6, cell.h - 22),
                       met[i] if i < len(met) else False)
        pt = text(f"{obj.points} pt", 11, (230, 240, 240), True)
        surface.blit(pt, pt.get_rect(midbottom=(cell.centerx, cell.bottom - 3)))
        out.append(cell)
    return out
