"""What an online table adds to the table scene: the prompt bar says who the table waits for
("Waiting for Asha to join...") and, for the host, offers "Bots for the empty seats"; the own
board's header shows where the table is (its code and address, for friends still to join)."""
from __future__ import annotations

import pygame

from game.i18n import _
from game.ui.fonts import text


def spaced_code(code: str) -> str:
    """"ABCDEFGHJK" -> "ABCDE-FGHJK" (easier to read out; the dash is optional when typed)."""
    return f"{code[:5]}-{code[5:]}" if len(code) == 10 else code


def online_prompt(table, prompt: str, buttons: list) -> tuple[str, list]:
    session = table.session
    waiting = session.waiting_words()
    if waiting and not table.ended:
        prompt = waiting
    missing = session.missing() if session.host_token and not session.over else []
    if missing and not buttons:
        buttons = [(_("Bots for the empty seats"), lambda: _bots_for(table, missing), True)]
    return prompt, buttons


def paint_online(surface: pygame.Surface, table) -> None:
    """The table's code and address in the free bottom-right corner of the own board (above the
    hand); the pause dialog says them too, for when monuments fill that corner."""
    session = table.session
    L = table.layout
    t = text(where_words(session), 12, (214, 196, 160), True)
    box = t.get_rect(bottomright=(L.own.right - 12, L.hand.y - 10))
    if not any(c.rect.colliderect(box.inflate(12, 6)) for c in table.columns()):
        surface.blit(t, box)


def where_words(session) -> str:
    where = session.shown_address or session.address.where
    return _("Online table {code} at {address}").format(code=spaced_code(session.address.code), address=where)


def _bots_for(table, seats: list[int]) -> None:
    for seat in seats:
        table.session.hand_to_bot(seat)
    table.sound("click")
    table.say(_("Bots take the seats nobody joined."))
