"""The viewer's own board below the mat: name, score, architect, coins, monuments and hand."""
from __future__ import annotations

import math

import pygame

from game.i18n import _, ngettext
from game.kathmandu.view.boards import ARCHITECT_NAMES, card_obj, draw_hand_card, draw_monument
from game.ui.fonts import text
from game.kathmandu.view.layout import TableLayout
from game.kathmandu.view.look import Look
from game.kathmandu.view.model import TableModel
from game.kathmandu.view.own_area import columns, drop_target, hand_rects
from game.kathmandu.view.paint import BAD, GOLD, HILITE, INK, MUTED, coin
from game.ui.shapes import glow, plain_panel


def paint_own(surface, m: TableModel, L: TableLayout, look: Look, play, *, title: str, flipped: set[int],
              new_cards: set[int], selected_card: int | None, panel: bool = True) -> None:
    """The own board; ``panel`` False: what stands on its panel only (``own_panel`` painted it)."""
    viewer = look.viewer
    me = m.seats[viewer]
    if panel:
        own_panel(surface, L, look)
    _header(surface, m, L, look, title)
    _coins(surface, m, L, look, play)
    _monuments(surface, m, L, look, play)
    _hand(surface, m, L, look, play, flipped, new_cards, selected_card)
    del me


def own_panel(surface, L: TableLayout, look: Look) -> None:
    """The own board's panel (in the viewer's colour), which everything else on it stands on."""
    plain_panel(surface, L.own, fill=(50, 34, 26), edge=look.seat_colour(look.viewer), radius=12, alpha=235)


def _header(surface, m: TableModel, L: TableLayout, look: Look, name: str) -> None:
    viewer = look.viewer
    me = m.seats[viewer]
    h = L.own_header
    r = look.renderer
    pygame.draw.circle(surface, look.seat_colour(viewer), (h.x + 18, h.centery), 9)
    surface.blit(text(name, 16, INK, True), (h.x + 32, h.y + 7))
    x = h.x + 40 + text(name, 16, INK, True).get_width()
    if m.n == 1:
        return
    sc = text(ngettext("{n} pt", "{n} pts", me.score).format(n=me.score), 16, GOLD, True)
    surface.blit(sc, (x, h.y + 7))
    x += sc.get_width() + 14
    if m.first == viewer:
        fm = text(_("1st player"), 11, (40, 24, 10), True)
        pill = pygame.Rect(x, h.y + 9, fm.get_width() + 12, 18)
        pygame.draw.rect(surface, GOLD, pill, border_radius=9)
        surface.blit(fm, fm.get_rect(center=pill.center))
        x = pill.right + 10
    if me.architect:
        t = text(_("Architect: {name}").format(name=_(ARCHITECT_NAMES.get(me.architect, me.architect))), 12,
                 (250, 200, 140), True)
        surface.blit(t, (x, h.y + 10))
        x += t.get_width() + 10
    if me.bhairav:
        surface.blit(r.symbol(me.bhairav, 20), (x, h.y + 7))
        x += 26
    if me.team is not None:
        tt = sum(s.score for s in m.seats if s.team == me.team)
        surface.blit(text(_("Team {letter}: {points}").format(letter="ABC"[me.team], points=tt), 12, MUTED, True),
                     (x, h.y + 10))


def _coins(surface, m: TableModel, L: TableLayout, look: Look, play) -> None:
    me = m.seats[look.viewer]
    colour = look.seat_colour(look.viewer)
    held = play.held_coin()
    for v, rect in enumerate(L.coins):
        if held == v:
            pygame.draw.circle(surface, (110, 90, 70), rect.center, 14, 1)
            continue
        if v in me.coins:
            surface.blit(coin(colour, v, 15), rect.move(-1, -1))
            how = play.coin_glow(v)
            if how is not None:
                a = 255 if how == "selected" else int(140 + 100 * math.sin(look.time * 5))
                s = pygame.Surface((40, 40), pygame.SRCALPHA)
                pygame.draw.circle(s, (255, 214, 90, max(0, min(255, a))), (20, 20), 18, 3)
                surface.blit(s, (rect.centerx - 20, rect.centery - 20))
        elif v in me.spent:
            surface.blit(coin(colour, v, 15, spent=True), rect.move(-1, -1))
        else:
            pygame.draw.circle(surface, (110, 90, 70), rect.center, 14, 1)


def _monuments(surface, m: TableModel, L: TableLayout, look: Look, play) -> None:
    r = look.renderer
    cands = play.build_targets()
    if m.n == 1:
        half = L.monuments.w // 2 - 6
        for q in (0, 1):
            surface.blit(text(_("Durbar Square {q}").format(q=q + 1), 12, GOLD, True),
                         (L.monuments.x + q * (half + 12), L.monuments.y))
    cols = columns(m, L, look.viewer)
    hover = drop_target(look.mouse, m, L, look.viewer) if cands else None
    for col in cols:
        if col.mon is None:
            slot = col.level_rect(0)
            pygame.draw.rect(surface, (90, 66, 48), slot, 1, border_radius=6)
            t = text(_("new"), 11, MUTED, True)
            surface.blit(t, t.get_rect(center=slot.center))
            if any(c.kind == "build" and c.monument < 0 and c.area == col.area for c in cands):
                surface.blit(glow(slot, HILITE, 3, 6, look.time), slot.move(-6, -6))
            continue
        mon = col.mon
        rec = any(c.kind == "reconstruct" and c.monument == mon.id for c in cands)
        hover_level = hover.level if (hover and hover.kind == "monument" and hover.monument == mon.id) else None
        draw_monument(surface, r, mon, col.rect, col.sec, highlight=False, hover_level=hover_level if rec else None)
        if any(c.kind == "build" and c.monument == mon.id for c in cands):
            slot = col.level_rect(len(mon.cards))
            surface.blit(glow(slot, HILITE, 3, 6, look.time), slot.move(-6, -6))
    # the courtyard the monuments stand on
    ground = pygame.Rect(L.monuments.x - 4, L.monuments.bottom - 2, L.monuments.w + 8, 4)
    pygame.draw.rect(surface, (92, 66, 46), ground, border_radius=2)
    if not any(col.mon is not None for col in cols):
        t = text(_("Your monuments will rise here: build bottom to top, each on its own monument type."), 13, MUTED)
        surface.blit(t, t.get_rect(center=(L.monuments.centerx + 40, L.monuments.y + 40)))


def _hand(surface, m: TableModel, L: TableLayout, look: Look, play, flipped: set[int], new_cards: set[int],
          selected_card: int | None) -> None:
    r = look.renderer
    me = m.seats[look.viewer]
    lim = m.hand_limits[look.viewer]
    surface.blit(text(_("Hand {n} (limit {limit})").format(n=len(me.hand), limit=lim), 11, MUTED, True),
                 (L.hand.x, L.hand.y + 2))
    if not me.hand:
        t = text(_("Your hand is empty - win cards at the market.") if m.n == 1 else
                 _("Your hand is empty - win cards at the market, or draw from the red deck."), 13, MUTED)
        surface.blit(t, t.get_rect(center=L.hand.center))
    held = play.held_card()
    for rect, card in hand_rects(m, L, look.viewer):
        if held == card:
            pygame.draw.rect(surface, (90, 66, 48), rect, 1, border_radius=8)
            continue
        lift = -10 if rect.collidepoint(look.mouse) else 0
        if selected_card == card:
            lift = -16
        rr = rect.move(0, lift)
        draw_hand_card(surface, r, card, rr, flipped=card in flipped, points=m.holo_points(card))
        if card in new_cards:
            tag = text(_("NEW"), 9, (40, 24, 10), True)
            pill = pygame.Rect(0, 0, tag.get_width() + 8, 13)
            pill.midbottom = (rr.centerx, rr.y + 2)  # above the card: never over its banner
            pygame.draw.rect(surface, GOLD, pill, border_radius=6)
            surface.blit(tag, tag.get_rect(center=pill.center))
        mark = play.hand_mark(card)
        if mark == "build":
            pygame.draw.rect(surface, HILITE, rr.inflate(4, 4), 2, border_radius=8)
            # the end that will show when built
            pygame.draw.rect(surface, (255, 240, 200), pygame.Rect(rr.x, rr.y, rr.w, rr.h // 2), 2, border_radius=6)
        elif mark == "discard":
            pygame.draw.rect(surface, BAD, rr.inflate(4, 4), 2, border_radius=8)


def paint_card_ghost(surface, look: Look, card: int, end: int, pos, points: int | None) -> None:
    """The end of a dragged card that will be built (the half grabbed), under the mouse."""
    cd = card_obj(card)
    img = look.renderer.end(cd.ends[end], (92, 66), cd.deck, card_id=cd.id, points=points)
    sh = pygame.Surface(img.get_size(), pygame.SRCALPHA)
    sh.fill((0, 0, 0, 80))
    surface.blit(sh, img.get_rect(center=(pos[0] + 5, pos[1] + 7)))
    surface.blit(img, img.get_rect(center=pos))
    surface.blit(text(_("right-click: flip"), 10, INK, True), (pos[0] - 40, pos[1] + 36))
