"""The other players' compact boards in the left column (each repainted only when what it shows changes).

A board shows its name, team, points, hand size, coins (spent ones crossed out), architect and
Bhairav, and every monument readable without hovering: tall boards show the built card ends;
short ones (five or six players) a chip per monument with its colours, its type and level
("Stupa 2/3") and the points of its top card. Hovering a board opens it at full size with the
player's Mission.
"""
from __future__ import annotations

import pygame

from game.i18n import _, current_language
from game.kathmandu.view.boards import (ARCHITECT_NAMES, built_points, card_obj, mini_section, order_monuments, seat_name,
                                        section_of)
from game.kathmandu.view.cards import CardRenderer
from game.ui.fonts import text
from game.ui.text_layout import ellipsize
from game.kathmandu.view.log_words import mon_fill, mon_words
from game.kathmandu.view.layout import TableLayout
from game.kathmandu.view.look import Look
from game.kathmandu.view.model import MonumentModel, SeatModel, TableModel
from game.kathmandu.view.paint import GOLD, HILITE, INK, MUTED, coin, seat_colour
from game.ui.shapes import glow, plain_panel


def paint_opponents(surface, m: TableModel, L: TableLayout, look: Look, play, *, version: int, active: int | None,
                    thinking: int | None, humans: set[int]) -> None:
    """``active``: the seat deciding now; ``thinking``: the bot seat whose worker is busy."""
    glows = play.board_glows()
    for seat, rect, layer in board_layers(m, L, look, version=version, active=active, humans=humans):
        surface.blit(layer[0], (rect.x - 2, rect.y - 2))
        paint_board_marks(surface, look, seat, rect, layer, active=active, thinking=thinking, glows=glows)


def board_layers(m: TableModel, L: TableLayout, look: Look, *, version: int, active: int | None,
                 humans: set[int]) -> list[tuple[int, pygame.Rect, tuple]]:
    """(seat, rect, layer) of each compact board, top to bottom; a layer is (surface, the faces it
    shows, the gap kept for "thinking...") and stays the same tuple while the board is unchanged.
    The layer goes at ``(rect.x - 2, rect.y - 2)``; the faces are noted as shown this frame."""
    r = look.renderer
    out = []
    for seat, rect in L.boards.items():
        sm = m.seats[seat]
        on_mat = {b.coin for b in m.bids.values() if b.seat == seat and b.coin is not None}
        is_active = active == seat
        key = ("board", seat)
        cached = look.layers.get(key)  # (model version, what the board shows, its layer)
        layer = None
        if cached is not None and cached[0] == (version, is_active):
            layer = cached[2]
        else:  # the model changed: repaint only if this player's part of it did (PERF-FINDINGS 18)
            sig = _shown(m, sm, is_active, rect, r, on_mat, seat in humans, look.names)
            if cached is not None and sig == cached[1]:
                layer = cached[2]
                look.layers[key] = ((version, is_active), sig, layer)
        if layer is None:
            sub = _board_ground(look, sm.seat, is_active, rect.size).copy()
            before = set(r.faces)
            r.faces = set()
            place = draw_compact_board(sub, r, m, sm, pygame.Rect(2, 2, rect.w, rect.h), look.names,
                                       is_active, on_mat, seat in humans, panel=False)
            layer = (sub, frozenset(r.faces), place.move(rect.x - 2, rect.y - 2))
            r.faces = before
            look.layers[key] = ((version, is_active), sig, layer)
        r.note_faces(layer[1])
        out.append((seat, rect, layer))
    return out


def paint_board_marks(surface, look: Look, seat: int, rect: pygame.Rect, layer: tuple, *, active: int | None,
                      thinking: int | None, glows) -> None:
    """What is drawn over a board as it is painted: "thinking..." and the glow of a board to pick."""
    if active == seat and thinking == seat:
        # in the gap kept for it on the name row, never over the name, the team or the architect
        dots = "." * (1 + int(look.time * 3) % 3)
        t = text(_("thinking") + dots, 11, (200, 220, 255), True)
        surface.blit(t, t.get_rect(midleft=layer[2].midleft))
    if seat in glows:
        surface.blit(glow(rect, HILITE, 3, 10, look.time), rect.move(-6, -6))


def _shown(m: TableModel, sm: SeatModel, active: bool, rect: pygame.Rect, r: CardRenderer, on_mat: set[int],
           human: bool, names: list[str]) -> tuple:
    """Everything a compact board shows: the same tuple, the same picture."""
    return (repr(sm), m.first == sm.seat, active, rect.size, r.symbols, tuple(sorted(on_mat)), human,
            tuple(names), current_language())


def _fit(s: str, size: int, width: int) -> str:
    """``s`` cut with an ellipsis to fit ``width`` pixels in the boards' bold type."""
    return ellipsize(s, size, width, bold=True)


def _board_ground(look: Look, seat: int, active: bool, size: tuple[int, int]) -> pygame.Surface:
    """A board's layer with only its panel painted (each repaint starts from a copy)."""
    key = ("board ground", seat, active, tuple(size))
    img = look.layers.get(key)
    if img is None:
        img = pygame.Surface((size[0] + 8, size[1] + 8), pygame.SRCALPHA)
        _board_panel(img, seat, active, pygame.Rect(2, 2, size[0], size[1]))
        look.layers[key] = img
    return img


def _board_panel(surface, seat: int, active: bool, rect: pygame.Rect) -> None:
    colour = seat_colour(seat)
    fill = (58, 40, 32) if not active else (78, 56, 34)
    plain_panel(surface, rect, fill=fill, edge=colour if active else (112, 82, 52), radius=10, alpha=240)
    pygame.draw.rect(surface, colour, (rect.x + 2, rect.y + 8, 5, rect.h - 16), border_radius=2)


def draw_compact_board(surface, r: CardRenderer, model: TableModel, seat: SeatModel, rect: pygame.Rect,
                       names: list[str], active: bool, on_mat: set[int], is_human: bool,
                       panel: bool = True) -> pygame.Rect:
    """Paints the board (``panel`` False: on a layer that has its panel already, ``_board_ground``);
    returns the gap on the name row kept for "thinking..."."""
    colour = seat_colour(seat.seat)
    if panel:
        _board_panel(surface, seat.seat, active, rect)
    # name row: name (cut to fit), first-player and team pills, the points at the right
    pts = text(str(seat.score), 20, GOLD, True)
    surface.blit(pts, pts.get_rect(topright=(rect.right - 10, rect.y + 3)))
    pills = []
    if model.first == seat.seat:
        pills.append((_("1st"), GOLD, (40, 24, 10)))
    if seat.team is not None:
        pills.append((_("Team {letter}").format(letter="ABC"[seat.team]), (200, 190, 160), (30, 24, 18)))
    pill_w = sum(text(p, 10, INK, True).get_width() + 12 for p, _c, _i in pills)
    room = rect.w - 28 - pts.get_width() - pill_w - (64 if active else 0)  # the "thinking..." gap
    label = seat_name(names, seat.seat) + ("" if is_human else " " + _("(bot)"))
    if text(label, 14, INK, True).get_width() > max(40, room):
        label = seat_name(names, seat.seat)  # the "(bot)" goes first; then the name is cut
    label = _fit(label, 14, max(40, room))
    lab = text(label, 14, INK, True)
    surface.blit(lab, (rect.x + 14, rect.y + 6))
    x = rect.x + 18 + lab.get_width()
    for word, bg, ink in pills:
        t = text(word, 10, ink, True)
        pill = pygame.Rect(x, rect.y + 8, t.get_width() + 8, 15)
        pygame.draw.rect(surface, bg, pill, border_radius=7)
        surface.blit(t, t.get_rect(center=pill.center))
        x = pill.right + 4
    gap = pygame.Rect(x + 2, rect.y + 6, max(0, rect.right - 12 - pts.get_width() - x - 2), 18)
    # second row: hand size, coins, architect, Bhairav
    y = rect.y + 28
    surface.blit(r.back("red", False, (14, 20)), (rect.x + 14, y))
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
    if seat.bhairav:
        surface.blit(r.symbol(seat.bhairav, 16), (x, y + 1))
        x += 20
    if seat.architect:
        a = _fit(_(ARCHITECT_NAMES.get(seat.architect, seat.architect)), 11, rect.right - 10 - x)
        surface.blit(text(a, 11, (250, 200, 140), True), (x, y + 3))
    area = pygame.Rect(rect.x + 14, y + 24, rect.w - 22, rect.bottom - y - 30)
    mons = order_monuments(seat.monuments)
    if not mons:
        surface.blit(text(_("no monuments yet"), 11, MUTED), (area.x, area.y + 4))
    elif area.h >= 330:
        _columns(surface, r, mons, area)
    else:
        _chips(surface, r, mons, area)
    return gap


def _columns(surface, r: CardRenderer, mons: list[MonumentModel], area: pygame.Rect) -> None:
    """A tall board (two or three players): the monuments as columns of their built card ends."""
    rows = max(1, min(3, area.h // (4 * 38 + 16)))
    cell_h = max(7, min(38, (area.h - 12 * (rows - 1)) // rows - 4) // 4)
    row_h = 4 * cell_h + 4
    cw = int(cell_h * 1.45)
    per_row = max(1, (area.w + 3) // (cw + 3))
    for i, m in enumerate(mons):
        row, k = divmod(i, per_row)
        cx = area.x + k * (cw + 3)
        foot = area.y + (row + 1) * row_h + row * 12
        if row >= rows:
            surface.blit(text(f"+{len(mons) - i}", 11, MUTED, True), (area.right - 22, area.bottom - 14))
            break
        for lvl in range(m.size):
            cell = pygame.Rect(cx, foot - (lvl + 1) * cell_h, cw, cell_h - 1)
            if lvl < len(m.cards):
                card, end = m.cards[lvl]
                s = section_of(card, end)
                fixed = m.colours[lvl]
                wild_as = fixed if (s.colour == "wild" and fixed != "wild") else None
                surface.blit(r.end(s, cell.size, card_obj(card).deck, card_id=card_obj(card).id, wild_as=wild_as,
                                   points=built_points(m, card)), cell)
            else:
                pygame.draw.rect(surface, (100, 80, 60), cell, 1, border_radius=3)
        if m.complete:
            pygame.draw.line(surface, GOLD, (cx, foot + 1), (cx + cw - 1, foot + 1), 2)


def monument_label(m: MonumentModel) -> str:
    """"Stupa 2/3 ·8": type, level (complete ones need none) and the points of its top card (a
    holofoil Buddha: what it scored)."""
    if not m.cards:
        return mon_words(m.mon)
    card, end = m.cards[-1]
    pts = m.holo if m.holo else section_of(card, end).points
    name = mon_words(m.mon) if m.size == 1 or m.complete else mon_fill(m.mon, len(m.cards), m.size)
    return f"{name} ·{pts}"


def _chips(surface, r: CardRenderer, mons: list[MonumentModel], area: pygame.Rect) -> None:
    """A short board: a chip per monument - its colours bottom to top, type, level and top points."""
    chip_h, gap = 15, 2
    cols = 2
    chip_w = (area.w - gap * (cols - 1)) // cols
    rows = max(1, (area.h + gap) // (chip_h + gap))
    shown = mons if len(mons) <= rows * cols else mons[:rows * cols - 1]
    for i, m in enumerate(shown):
        row, k = divmod(i, cols)
        chip = pygame.Rect(area.x + k * (chip_w + gap), area.y + row * (chip_h + gap), chip_w, chip_h)
        pygame.draw.rect(surface, (74, 54, 40) if not m.complete else (92, 72, 40), chip, border_radius=4)
        if m.complete:
            pygame.draw.rect(surface, GOLD, chip, 1, border_radius=4)
        x = chip.x + 2
        for lvl in range(len(m.cards)):  # the built sections; the label says how many are missing
            mini_section(surface, r, m.colours[lvl], pygame.Rect(x, chip.y + 2, 8, chip_h - 4), r.art)
            x += 9
        t = text(_fit(monument_label(m), 10, chip.right - x - 4), 10, INK if m.complete else (230, 214, 190), True)
        surface.blit(t, t.get_rect(midleft=(x + 2, chip.centery)))
    if len(shown) < len(mons):
        i = len(shown)
        row, k = divmod(i, cols)
        more = pygame.Rect(area.x + k * (chip_w + gap), area.y + row * (chip_h + gap), chip_w, chip_h)
        t = text(_("+{n} more (hover)").format(n=len(mons) - len(shown)), 10, MUTED, True)
        surface.blit(t, t.get_rect(midleft=(more.x + 4, more.centery)))
