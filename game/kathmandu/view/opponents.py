"""The other players' compact boards in the left column (each painted once per model change)."""
from __future__ import annotations

import pygame

from game.i18n import _
from game.kathmandu.view.boards import draw_compact_board
from game.kathmandu.view.fonts import text
from game.kathmandu.view.layout import TableLayout
from game.kathmandu.view.look import Look
from game.kathmandu.view.model import TableModel
from game.kathmandu.view.paint import HILITE, glow


def paint_opponents(surface, m: TableModel, L: TableLayout, look: Look, play, *, version: int, active: int | None,
                    thinking: int | None, humans: set[int]) -> None:
    """``active``: the seat deciding now; ``thinking``: the bot seat whose worker is busy."""
    r = look.renderer
    glows = play.board_glows()
    for seat, rect in L.boards.items():
        sm = m.seats[seat]
        on_mat = {b.coin for b in m.bids.values() if b.seat == seat and b.coin is not None}
        is_active = active == seat
        key = ("board", seat, version, is_active, rect.size, r.symbols)
        layer = look.layers.get(key)
        if layer is None:
            for k in [k for k in look.layers if k[0] == "board" and k[1] == seat]:
                del look.layers[k]
            sub = pygame.Surface((rect.w + 8, rect.h + 8), pygame.SRCALPHA)
            before = set(r.faces)
            r.faces = set()
            draw_compact_board(sub, r, m, sm, pygame.Rect(2, 2, rect.w, rect.h), look.names,
                               is_active, False, on_mat, seat in humans)
            layer = (sub, frozenset(r.faces))
            r.faces = before
            look.layers[key] = layer
        surface.blit(layer[0], (rect.x - 2, rect.y - 2))
        r.note_faces(layer[1])
        if is_active and thinking == seat:
            dots = "." * (1 + int(look.time * 3) % 3)
            surface.blit(text(_("thinking") + dots, 11, (200, 220, 255), True), (rect.right - 78, rect.y + 28))
        if seat in glows:
            surface.blit(glow(rect, HILITE, 3, 10, look.time), rect.move(-6, -6))
