"""What lies on the playmat: the decks and the discard pile, the market, the bid spots with their
coins and debris, the Bhairavs, and the discard pile spread out. Plain painters of
(surface, model, layout, look, play); see ``look``."""
from __future__ import annotations

import math

import pygame

from game.i18n import _
from game.kathmandu.data import COLOURS
from game.kathmandu.view.boards import card_obj
from game.ui.fonts import text
from game.kathmandu.view.layout import TableLayout
from game.kathmandu.view.look import Look
from game.kathmandu.view.model import TableModel
from game.kathmandu.view.paint import GOLD, HILITE, INK, MUTED
from game.ui.shapes import glow, plain_panel


def paint_piles(surface, m: TableModel, L: TableLayout, look: Look) -> None:
    g = look.geom
    r = look.renderer
    if m.blue_count:
        for i in range(min(4, m.blue_count // 8 + 1)):
            surface.blit(r.back("blue", False, g.blue_deck.size), g.blue_deck.move(-i, -i * 2))
    count_badge(surface, g.blue_deck, m.blue_count)
    if m.n > 1:
        if m.red_count:
            for i in range(min(4, m.red_count // 8 + 1)):
                surface.blit(r.back("red", False, g.red_deck.size), g.red_deck.move(-i, -i * 2))
        count_badge(surface, g.red_deck, m.red_count)
    if m.discards:
        top = m.discards[-1]
        for i in range(min(3, len(m.discards) - 1)):
            pygame.draw.rect(surface, (230, 220, 200), g.discard.move(-2 - i * 2, -2 - i * 2), border_radius=6)
        surface.blit(r.card(card_obj(top), g.discard.size, points=m.holo_points(top)), g.discard)
    count_badge(surface, g.discard, len(m.discards))


def count_badge(surface, rect: pygame.Rect, n: int) -> None:
    t = text(str(n), 13, (30, 20, 10), True)
    b = pygame.Rect(0, 0, max(24, t.get_width() + 10), 20)
    b.center = (rect.right - 4, rect.bottom - 4)
    pygame.draw.rect(surface, GOLD, b, border_radius=10)
    pygame.draw.rect(surface, (60, 40, 20), b, 1, border_radius=10)
    surface.blit(t, t.get_rect(center=b.center))


def paint_market(surface, m: TableModel, L: TableLayout, look: Look, play, hover_spots: bool = True) -> None:
    g = look.geom
    r = look.renderer
    cards = dict(m.market)
    cards.update(look.fx.landed_cards)
    for sid, rect in g.spaces.items():
        if sid in look.fx.hidden_spaces or sid not in cards:
            continue
        card = cards[sid]
        surface.blit(r.card(card_obj(card), rect.size, landscape=True, points=m.holo_points(card)), rect)
        mark = play.market_mark(sid, card)
        if mark is not None:
            picked = mark != HILITE
            surface.blit(glow(rect, mark, 4 if picked else 2, 8, look.time), rect.move(-6, -6))
    # the cards the hovered spot targets
    spot = g.spot_at(look.mouse) if hover_spots else None
    if spot and spot in g.spot_targets:
        for i, sid in enumerate(g.spot_targets[spot]):
            rect = g.spaces.get(sid)
            if rect:
                pygame.draw.rect(surface, HILITE if i == 0 else (255, 240, 200), rect.inflate(6, 6), 2, border_radius=9)


def paint_spots(surface, m: TableModel, L: TableLayout, look: Look, play) -> None:
    g = look.geom
    a = int(120 + 100 * (0.5 + 0.5 * math.sin(look.time * 5)))
    for sid in play.spot_glows():
        x, y = g.spots[sid]
        rad = g.spot_radius + 4
        s = pygame.Surface((rad * 2 + 8, rad * 2 + 8), pygame.SRCALPHA)
        pygame.draw.circle(s, (255, 214, 90, a), (rad + 4, rad + 4), rad, 3)
        surface.blit(s, (x - rad - 4, y - rad - 4))
    # debris (solo) and the purple coins under it
    for sid, stack in m.stacks.items():
        if sid not in g.spots:
            continue
        x, y = g.spots[sid]
        for i, item in enumerate(stack):
            img = look.coin(0, item - 10, 13) if item >= 10 else look.debris(item)
            surface.blit(img, img.get_rect(center=(x + i * 3, y - i * 4)))
    coins = {sid: (b.seat, b.coin) for sid, b in m.bids.items()}
    coins.update(look.fx.landed_coins)
    held = play.held_spot()
    look.coins_drawn = []
    for sid, (seat, value) in coins.items():
        if sid in look.fx.hidden_spots or sid not in g.spots or sid == held:
            continue
        look.coins_drawn.append((sid, seat, value))
        img = look.coin(seat, value, 16)
        surface.blit(img, img.get_rect(center=g.spots[sid]))


def paint_bhairavs(surface, m: TableModel, L: TableLayout, look: Look) -> None:
    r = look.renderer
    left = set(m.bhairavs_left)
    word = _("Bhairav")
    for rect, b in zip(look.geom.bhairav, look.tables.bhairavs):
        colour = COLOURS[b.colour]
        if colour not in left:
            continue
        c = r.art.colour(colour)
        plain_panel(surface, rect, fill=c.dark, edge=(240, 210, 140), radius=6, alpha=255)
        sym = r.symbol(colour, min(rect.w, rect.h) - 16)
        surface.blit(sym, sym.get_rect(center=(rect.centerx, rect.centery - 4)))
        surface.blit(text(word, 8, (250, 230, 190), True),
                     text(word, 8, INK, True).get_rect(midbottom=(rect.centerx, rect.bottom - 2)))


def paint_discards(surface, m: TableModel, L: TableLayout, look: Look) -> None:
    """The discard pile spread out (public: discards are face up), newest first."""
    cards = list(reversed(m.discards))
    area = L.mat.inflate(-20, -20)
    plain_panel(surface, area, fill=(46, 32, 26), edge=GOLD, radius=12, alpha=250)
    surface.blit(text(_("Discards ({n}), newest first - click to close").format(n=len(cards)), 14, INK, True),
                 (area.x + 14, area.y + 8))
    cw, ch = 62, 98
    per_row = max(1, (area.w - 20) // (cw + 6))
    rows = max(1, (area.h - 40) // (ch + 6))
    for i, card in enumerate(cards[:per_row * rows]):
        x = area.x + 10 + (i % per_row) * (cw + 6)
        y = area.y + 32 + (i // per_row) * (ch + 6)
        surface.blit(look.renderer.card(card_obj(card), (cw, ch), points=m.holo_points(card)), (x, y))
    if len(cards) > per_row * rows:
        surface.blit(text(_("+{n} more").format(n=len(cards) - per_row * rows), 12, MUTED, True),
                     (area.right - 90, area.bottom - 20))
