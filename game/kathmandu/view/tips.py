"""Tooltips of the table (cards, spots, piles, monuments, missions, goals, coins) and the
full-size view of an opponent's board. Plain functions of (model, layout, look)."""
from __future__ import annotations

import pygame

from game.i18n import N_, _, ngettext
from game.kathmandu.data import COLOURS, MONUMENTS
from game.kathmandu.scoring import matches
from game.kathmandu.view.boards import (ARCHITECT_NAMES, ARCHITECT_TEXT, built_points, card_obj, draw_mission,
                                        draw_monument, monument_rects,
                                        objective_text, order_monuments, seat_name)
from game.ui.fonts import text
from game.kathmandu.view.log_words import BREAKDOWN_ROWS, colour_words, mon_words, symbol_words
from game.kathmandu.view.layout import TableLayout
from game.kathmandu.view.look import Look
from game.kathmandu.view.model import MonumentModel, TableModel
from game.kathmandu.view.own_area import columns, hand_rects
from game.kathmandu.view.paint import INK, MUTED, seat_colour
from game.ui.shapes import plain_panel
from game.kathmandu.view.side_panels import mission_pool

DISTANCE = {0: N_("touching"), 1: N_("at its corner"), 2: N_("beyond the other card")}  # translated where drawn


def tip_at(pos, m: TableModel, L: TableLayout, look: Look, *, advanced: bool, solo_missions: list) -> tuple | None:
    """(text, anchor rect) of what is under ``pos``, or None."""
    g = look.geom
    names = look.names
    spot = g.spot_at(pos)
    if spot:
        tip = _spot_tip(spot, m, look)
        if tip:
            return tip, g.spot_rect(spot)
    for sid, rect in g.spaces.items():
        if rect.collidepoint(pos) and sid in m.market and sid not in look.fx.hidden_spaces:
            return card_tip(m.market[sid], look), rect
    for rect, card in hand_rects(m, L, look.viewer):
        if rect.collidepoint(pos):
            return card_tip(card, look) + "\n" + _("Drag onto a monument; right-click or F flips which end shows."), rect
    if g.red_deck.collidepoint(pos) and m.n > 1:
        return (_("Red deck: {n} cards. Players who win fewer cards than they must collect draw here.").format(
            n=m.red_count), g.red_deck)
    if g.blue_deck.collidepoint(pos):
        return _("Blue deck: {n} cards. The market is dealt from it each round.").format(n=m.blue_count), g.blue_deck
    if g.discard.collidepoint(pos):
        top = " " + _("Top: {card}").format(card=card_tip(m.discards[-1], look)) if m.discards else ""
        return _("Discards: {n} cards, face up.{top} Click to see them all.").format(n=len(m.discards), top=top), g.discard
    for col in columns(m, L, look.viewer):
        mon = col.mon
        if mon is not None and col.rect.collidepoint(pos):
            for lvl, (card, end) in enumerate(mon.cards):
                rr = col.level_rect(lvl)
                if rr.collidepoint(pos):
                    s = card_obj(card).ends[end]
                    fixed = mon.colours[lvl]
                    wild = " " + _("(wild, counts as {colour})").format(colour=colour_words(fixed)) if s.colour == "wild" and fixed != "wild" else ""
                    return (_("{monument} section {position} of {size}: {colour}{wild}, {points}").format(
                        monument=mon_words(s.monument), position=s.position, size=mon.size, colour=colour_words(s.colour), wild=wild,
                        points=points_words(built_points(mon, card) or s.points)) + "\n" + monument_tip(mon), rr)
            return monument_tip(mon), col.rect
    for rect, b in zip(g.bhairav, look.tables.bhairavs):
        if rect.collidepoint(pos):
            c = colour_words(COLOURS[b.colour])
            return (_("The {colour} Bhairav: buy with a leftover coin (cost 3). At the end, 1 point per {colour} section "
                      "of your complete monuments (wilds do not count).").format(colour=c), rect)
    if L.missions.collidepoint(pos):
        return mission_tip(m, look, advanced, solo_missions), L.missions
    if L.goals.h and L.goals.collidepoint(pos):
        lines = []
        for gi, claims in m.goals:
            goal = look.tables.public_goals[gi]
            line = f"{goal.id} (+{goal.points}): " + _("; ").join(objective_text(o) for o in goal.objectives)
            if claims:
                line += " - " + _("claimed by {names}").format(names=", ".join(seat_name(names, s) for s in claims))
            lines.append(line)
        return (_("The first to complete all objectives of a goal scores it; one goal per player.") + "\n"
                + "\n".join(lines), L.goals)
    me = m.seats[look.viewer]
    if L.own_header.collidepoint(pos) and me.architect:
        # the asset's English texts are message ids (data.translatable_strings)
        return f"{_(ARCHITECT_NAMES.get(me.architect) or '')}: {_(ARCHITECT_TEXT.get(me.architect) or '')}", L.own_header
    for v, rect in enumerate(L.coins):
        if rect.collidepoint(pos):
            state = _("spent") if v in me.spent else (_("unspent") if v in me.coins else _("on the mat"))
            return (_("Coin {v}: {state}. Spent coins come back after every {n} rounds.").format(
                v=v, state=state, n=2 if m.n == 2 else 4), rect)
    return None


def _spot_tip(spot: str, m: TableModel, look: Look) -> str | None:
    g = look.geom
    labels = [str(g.space_labels.get(s, s)) for s in g.spot_targets.get(spot, [])]
    bid = m.bids.get(spot)
    who = ""
    if bid:
        coin = f" ({bid.coin})" if bid.coin is not None else " " + _("(face down)")
        who = " " + _("{name}'s coin").format(name=seat_name(look.names, bid.seat)) + coin + "."
    n = sum(1 for x in m.stacks.get(spot) or [] if x < 10)
    kind = _("Diamond spot") if spot in g.spot_diamond else _("Bid spot")
    if spot in g.idle_spots:
        deb = (" " + _("{n} debris: a coin here will have to be worth more than {n}. Debris here stays until it is "
                       "cleared.").format(n=n)) if n else ""
        return _("{kind} {spot}: not used with 4 cards (round 1); it targets cards from round 2 on.").format(
            kind=kind, spot=spot) + deb
    if not labels:
        return None
    deb = " " + _("{n} debris: a coin here must be worth more than {n}.").format(n=n) if n else ""
    reach = g.spot_reach.get(spot, [])
    parts = []
    for i, lab in enumerate(labels):
        dist, long_edge = reach[i] if i < len(reach) else (0, False)
        how = _(DISTANCE.get(dist, "")) + (_(", long edge") if long_edge and dist == 0 else "")
        parts.append(_("card {label} ({how})").format(label=lab, how=how))
    return _("{kind} {spot}: targets {cards}.").format(kind=kind, spot=spot, cards=_(" and ").join(parts)) + who + deb


def points_words(n: int) -> str:
    return ngettext("{n} point", "{n} points", n).format(n=n)


def card_tip(card: int, look: Look) -> str:
    cd = card_obj(card)
    parts = []
    for i, s in enumerate(cd.ends):
        if i == 1 and cd.ends[0] == cd.ends[1]:
            break
        c = _("wild (any colour)") if s.colour == "wild" else f"{colour_words(s.colour)} ({symbol_words(look.renderer.art.colour(s.colour).symbol)})"
        size = look.tables.mission_points[MONUMENTS.index(s.monument)]
        parts.append(_("{monument} section {position} of {size}, {colour}, {points}").format(
            monument=mon_words(s.monument), position=s.position, size=size, colour=c,
            points=points_words(s.points) if cd.deck != "holo" else _(
                "{points} when built now (one more than the holofoil Buddhas built so far)").format(
                points=points_words(look.holo_next))))
    deck = {"red": _("red deck"), "blue": _("blue deck") + (" " + _("(diamond)") if cd.diamond else ""),
            "rainbow": _("rainbow promo"), "holo": _("holofoil Buddha")}.get(cd.deck, cd.deck)
    return _("{deck} card").format(deck=deck[:1].upper() + deck[1:]) + "\n" + "\n".join(parts)


def monument_tip(mon: MonumentModel) -> str:
    secs = _(", ").join(colour_words(c) for c in mon.colours)
    state = _("complete") if mon.complete else _("{n} of {size} sections").format(n=len(mon.cards), size=mon.size)
    return _("{monument} ({state}): {sections}").format(monument=mon_words(mon.mon), state=state, sections=secs or _("empty"))


def mission_tip(m: TableModel, look: Look, advanced: bool, solo_missions: list) -> str:
    pool = mission_pool(look.tables, advanced)
    if m.n == 1:
        missions = [pool[i] for i in solo_missions if i is not None and i >= 0]
    else:
        me = m.seats[look.viewer]
        missions = [pool[me.mission]] if me.mission is not None else []
    lines = [_("Mission objectives score at the end (each once):")]
    for mi in missions:
        for o in mi.objectives:
            lines.append(ngettext("{n} pt", "{n} pts", o.points).format(n=o.points) + f" - {objective_text(o)}")
    return "\n".join(lines)


def _paint_seen_cards(surface, look: Look, hand: list, box: pygame.Rect) -> None:
    """An opponent's hand under its Mission: face up the cards everyone saw it take face up (market,
    discard pile) and still in it, face down the rest (drawn from the red deck)."""
    if not hand:
        return
    surface.blit(text(_("In hand (seen cards face up)"), 11, MUTED, True), (box.x, box.y))
    gap = 5
    ch = box.h - 18
    cw = min(round(ch * 88 / 138), (box.w - gap * (len(hand) - 1)) // len(hand))
    ch = round(cw * 138 / 88)
    r = look.renderer
    for i, c in enumerate(hand):
        rr = pygame.Rect(box.x + i * (cw + gap), box.y + 18, cw, ch)
        surface.blit(r.card(card_obj(c), rr.size) if c is not None else r.back("red", False, rr.size), rr)


def paint_expanded(surface, m: TableModel, L: TableLayout, look: Look, seat: int, *, view, advanced: bool) -> None:
    """An opponent's board at full size, over the mat (hover a compact board), with their Mission
    (public: Missions are dealt face up)."""
    sm = m.seats[seat]
    rect = pygame.Rect(L.left.right + 10, L.mat.y + 4, L.mat.w - 20, 296)
    plain_panel(surface, rect, fill=(46, 32, 26), edge=seat_colour(seat), radius=12, alpha=250)
    head = " - ".join([seat_name(look.names, seat), points_words(sm.score),
                       ngettext("hand {n} card", "hand {n} cards", len(sm.hand)).format(n=len(sm.hand))])
    if sm.architect:
        head += f" - {_(ARCHITECT_NAMES.get(sm.architect) or '')}"
    surface.blit(text(head, 15, INK, True), (rect.x + 14, rect.y + 10))
    rows = dict(BREAKDOWN_ROWS)
    parts = _(", ").join(f"{_(rows[k]) if k in rows else k.replace('_', ' ')} {v}" for k, v in sm.breakdown.items() if v)
    surface.blit(text(parts or _("no points yet"), 12, MUTED), (rect.x + 14, rect.y + 32))
    area = pygame.Rect(rect.x + 14, rect.y + 56, rect.w - 28, rect.h - 66)
    if sm.mission is not None:
        mission = mission_pool(look.tables, advanced)[sm.mission]
        done = [x for x in view.monuments if x.area == seat and x.complete]
        met = [any(matches(o, x) for x in done) for o in mission.objectives]
        box = pygame.Rect(rect.right - 14 - 236, rect.y + 56, 236, 140)
        draw_mission(surface, look.renderer, mission, box, met, _("Mission {id}").format(id=mission.id))
        area.w -= box.w + 10
    elif sm.hand:
        area.w -= 246
    _paint_seen_cards(surface, look, sm.hand, pygame.Rect(rect.right - 14 - 236, rect.y + 200, 236, rect.h - 204))
    mons = order_monuments(sm.monuments)
    if not mons:
        surface.blit(text(_("No monuments yet."), 13, MUTED), area.topleft)
        return
    rects, _new, sec = monument_rects(mons, area, slot=False, max_w=70)
    for rr, mon in zip(rects, mons):
        draw_monument(surface, look.renderer, mon, rr, sec)
