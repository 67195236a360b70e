"""Tooltips of the table (cards, spots, piles, monuments, missions, goals, coins) and the
full-size view of an opponent's board.

A mixin of ``TableScene`` (``game.kathmandu.view.table``): it uses the scene's state.
"""
from __future__ import annotations

import pygame

from game.kathmandu.data import COLOURS, MONUMENTS, load_tables
from game.i18n import _
from game.kathmandu.view.boards import (ARCHITECT_NAMES, ARCHITECT_TEXT, card_obj, draw_monument,
                                        monument_rects, objective_text, order_monuments, seat_name)
from game.kathmandu.view.fonts import text
from game.kathmandu.view.model import MonumentModel
from game.kathmandu.view.paint import INK, MUTED, blit_panel, seat_colour


class TableTips:
    def _draw_tooltip(self, surface) -> None:
        if self.drag or (self.picker is not None and not self.picker_hidden):
            return
        if self.app.stack.top is not self:
            return  # a dialog is over the table
        if self.expanded is not None:
            self._draw_expanded(surface, self.expanded)
            return
        if self.tip_quiet:
            return  # just clicked: what was hovered is used; no tip until the mouse moves
        if self.anims.busy and self.mat_has_labels():
            return  # the reveal's "highest" / "nearer" labels on the mat must not hide under a tip
        tip = self._tip_at(self.mouse)
        if not tip:
            return
        txt, anchor = tip
        from game.ui.widgets import tooltip
        tooltip(surface, txt, anchor, max_width=360)

    def mat_has_labels(self) -> bool:
        """A tooltip over the mat would cover the labels an animation shows there."""
        return self.layout.mat.collidepoint(self.mouse)

    def _tip_at(self, pos):
        g = self.geom
        m = self.model
        spot = g.spot_at(pos)
        if spot:
            tg = g.spot_targets.get(spot, [])
            labels = [str(g.space_labels.get(s, s)) for s in tg]
            bid = m.bids.get(spot)
            who = ""
            if bid:
                who = f" {seat_name(self.names, bid.seat)}'s coin" + (f" ({bid.coin})" if bid.coin is not None else " (face down)") + "."
            stack = m.stacks.get(spot)
            deb = ""
            if stack:
                n = sum(1 for x in stack if x < 10)
                deb = f" {n} debris: a coin here must be worth more than {n}." if n else ""
            kind = "Diamond spot" if spot in g.spot_diamond else "Bid spot"
            if spot in g.idle_spots:
                return (f"{kind} {spot}: not used with 4 cards (round 1); it targets cards from round 2 on."
                        + (deb.replace("a coin here must", "a coin here will have to") if deb else "")
                        + (" Debris here stays until it is cleared." if deb else ""), g.spot_rect(spot))
            if labels:
                reach = g.spot_reach.get(spot, [])
                parts = []
                for i, lab in enumerate(labels):
                    dist, long_edge = reach[i] if i < len(reach) else (0, False)
                    how = {0: "touching", 1: "at its corner", 2: "beyond the other card"}.get(dist, "")
                    parts.append(f"card {lab} ({how}{', long edge' if long_edge and dist == 0 else ''})")
                return (f"{kind} {spot}: targets " + " and ".join(parts) + "." + who + deb, g.spot_rect(spot))
        for sid, rect in g.spaces.items():
            if rect.collidepoint(pos) and sid in m.market and sid not in self.hidden_spaces:
                return (self._card_tip(m.market[sid]), rect)
        for rect, card in self._hand_rects():
            if rect.collidepoint(pos):
                return (self._card_tip(card) + "\nDrag onto a monument; right-click or F flips which end shows.", rect)
        if g.red_deck.collidepoint(pos) and self.n > 1:
            return (f"Red deck: {m.red_count} cards. Players who win fewer cards than they must collect draw here.",
                    g.red_deck)
        if g.blue_deck.collidepoint(pos):
            return (f"Blue deck: {m.blue_count} cards. The market is dealt from it each round.", g.blue_deck)
        if g.discard.collidepoint(pos):
            top = f" Top: {self._card_tip(m.discards[-1])}" if m.discards else ""
            return (f"Discards: {len(m.discards)} cards, face up.{top} Click to see them all.", g.discard)
        for rect, mon, area, sec in self._monument_layout():
            if mon is not None and rect.collidepoint(pos):
                base = rect.bottom - 14
                for lvl, (card, end) in enumerate(mon.cards):
                    rr = pygame.Rect(rect.x, base - (lvl + 1) * sec[1], rect.w, sec[1])
                    if rr.collidepoint(pos):
                        s = card_obj(card).ends[end]
                        fixed = mon.colours[lvl]
                        wild = f" (wild, counts as {fixed})" if s.colour == "wild" and fixed != "wild" else ""
                        return (f"{s.monument.capitalize()} section {s.position} of {mon.size}: {s.colour}{wild}, "
                                f"{s.points} points\n" + self._monument_tip(mon), rr)
                return (self._monument_tip(mon), rect)
        for rect, b in zip(g.bhairav, self.t_tables.bhairavs):
            if rect.collidepoint(pos):
                return (f"The {COLOURS[b.colour]} Bhairav: buy with a leftover coin (cost 3). At the end, 1 point per "
                        f"{COLOURS[b.colour]} section of your complete monuments (wilds do not count).", rect)
        L = self.layout
        if L.missions.collidepoint(pos):
            return (self._mission_tip(), L.missions)
        if L.goals.h and L.goals.collidepoint(pos):
            lines = []
            for gi, claims in m.goals:
                goal = self.t_tables.public_goals[gi]
                lines.append(f"{goal.id} (+{goal.points}): " + "; ".join(objective_text(o) for o in goal.objectives)
                             + (f" - claimed by {', '.join(seat_name(self.names, s) for s in claims)}" if claims else ""))
            return ("The first to complete all objectives of a goal scores it; one goal per player.\n" + "\n".join(lines),
                    L.goals)
        me = m.seats[self.viewer]
        if L.own_header.collidepoint(pos) and me.architect:
            return (f"{_(ARCHITECT_NAMES.get(me.architect) or '')}: {_(ARCHITECT_TEXT.get(me.architect) or '')}",
                    L.own_header)  # the asset's English texts are message ids (data.translatable_strings)
        for v, rect in enumerate(L.coins):
            if rect.collidepoint(pos):
                state = "on the mat" if v not in me.coins and v not in me.spent else ("spent" if v in me.spent else "unspent")
                return (f"Coin {v}: {state}. Spent coins come back after every {2 if self.n == 2 else 4} rounds.", rect)
        return None

    def _card_tip(self, card: int) -> str:
        cd = card_obj(card)
        parts = []
        for i, s in enumerate(cd.ends):
            if i == 1 and cd.ends[0] == cd.ends[1]:
                break
            c = "wild (any colour)" if s.colour == "wild" else f"{s.colour} ({self.renderer.art.colour(s.colour).symbol})"
            size = load_tables().mission_points[MONUMENTS.index(s.monument)]
            parts.append(f"{s.monument.capitalize()} section {s.position} of {size}, {c}, {s.points} points")
        deck = {"red": "red deck", "blue": "blue deck" + (" (diamond)" if cd.diamond else ""),
                "rainbow": "rainbow promo", "holo": "holofoil Buddha"}.get(cd.deck, cd.deck)
        return f"{deck.capitalize()} card\n" + "\n".join(parts)

    def _monument_tip(self, mon: MonumentModel) -> str:
        secs = ", ".join(c for c in mon.colours)
        state = "complete" if mon.complete else f"{len(mon.cards)} of {mon.size} sections"
        return f"{mon.mon.capitalize()} ({state}): {secs or 'empty'}"

    def _mission_tip(self) -> str:
        t = self.t_tables
        pool = t.advanced_missions if self.opts.advanced_missions else t.missions
        if self.n == 1:
            ids = self.session.view(0).missions
            missions = [pool[i] for i in ids if i is not None and i >= 0]
        else:
            me = self.model.seats[self.viewer]
            missions = [pool[me.mission]] if me.mission is not None else []
        lines = ["Mission objectives score at the end (each once):"]
        for mi in missions:
            for o in mi.objectives:
                lines.append(f"{o.points} pt - {objective_text(o)}")
        return "\n".join(lines)

    def _draw_expanded(self, surface, seat: int) -> None:
        """An opponent's board at full size, over the mat (hover a compact board)."""
        m = self.model
        sm = m.seats[seat]
        rect = pygame.Rect(self.layout.left.right + 10, self.layout.mat.y + 4, self.layout.mat.w - 20, 290)
        blit_panel(surface, rect, fill=(46, 32, 26), edge=seat_colour(seat), radius=12, alpha=250)
        bd = sm.breakdown
        head = f"{seat_name(self.names, seat)} - {sm.score} points - hand {len(sm.hand)} cards"
        if sm.architect:
            head += f" - {ARCHITECT_NAMES.get(sm.architect)}"
        surface.blit(text(head, 15, INK, True), (rect.x + 14, rect.y + 10))
        parts = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in bd.items() if v)
        surface.blit(text(parts or "no points yet", 12, MUTED), (rect.x + 14, rect.y + 32))
        area = pygame.Rect(rect.x + 14, rect.y + 56, rect.w - 28, rect.h - 66)
        mons = order_monuments(sm.monuments)
        if not mons:
            surface.blit(text("No monuments yet.", 13, MUTED), area.topleft)
            return
        rects, _new, sec = monument_rects(mons, area, slot=False, max_w=70)
        for rr, mon in zip(rects, mons):
            draw_monument(surface, self.renderer, mon, rr, sec)
