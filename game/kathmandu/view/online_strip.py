"""The online table's strip over the top of the mat: where the table is (address and code, for
friends still to join), who it waits for ("Waiting for Asha to join..."), and for the host a button
that gives the seats nobody took to bots."""
from __future__ import annotations

import pygame

from game.i18n import _
from game.kathmandu.view.fonts import shadow_text, text
from game.kathmandu.view.paint import blit_panel


def spaced_code(code: str) -> str:
    """"ABCDEFGHJK" -> "ABCDE-FGHJK" (easier to read out; the dash is optional when typed)."""
    return f"{code[:5]}-{code[5:]}" if len(code) == 10 else code


def paint_online(surface: pygame.Surface, table) -> list:
    """Paints the strip; returns the buttons it drew, as the prompt bar does (rect, label, fn, enabled)."""
    session = table.session
    mat = table.layout.mat
    where = session.shown_address or session.address.text()
    line = _("Online table {code} at {address}").format(code=spaced_code(session.address.code), address=where)
    t = text(line, 12, (235, 222, 190), True)
    box = pygame.Rect(0, 0, t.get_width() + 20, 22)
    box.midtop = (mat.centerx, mat.top + 3)
    buttons = []
    missing = session.missing() if session.host_token and not session.over else []
    if missing:
        label = _("Bots for the empty seats")
        b = text(label, 12, (30, 20, 12), True)
        bbox = pygame.Rect(0, 0, b.get_width() + 18, 22)
        box.centerx = mat.centerx - bbox.w // 2 - 4
        bbox.midleft = (box.right + 8, box.centery)
        blit_panel(surface, bbox, fill=(226, 170, 80), edge=(255, 220, 150), radius=8)
        surface.blit(b, b.get_rect(center=bbox.center))
        buttons.append((bbox, label, lambda: _bots_for(table, missing), True))
    blit_panel(surface, box, fill=(36, 26, 20), edge=(150, 120, 70), radius=8, alpha=215)
    surface.blit(t, t.get_rect(center=box.center))
    waiting = session.waiting_words()
    if waiting:
        w = shadow_text(waiting, 14, (255, 214, 150), True)
        wbox = pygame.Rect(0, 0, min(mat.w - 20, w.get_width() + 24), 26)
        wbox.midtop = (mat.centerx, box.bottom + 4)
        blit_panel(surface, wbox, fill=(70, 40, 24), edge=(230, 170, 90), radius=9, alpha=230)
        surface.blit(w, w.get_rect(center=wbox.center))
    return buttons


def _bots_for(table, seats: list[int]) -> None:
    for seat in seats:
        table.session.hand_to_bot(seat)
    table.sound("click")
    table.say(_("Bots take the seats nobody joined."))
