"""Event animations of the table: each core event becomes flights, flips, banners and pop-ups;
the log line of an event shows as its animation starts.

A mixin of ``TableScene`` (``game.kathmandu.view.table``): it uses the scene's state.
"""
from __future__ import annotations

import pygame

from game.kathmandu.data import COLOURS, MONUMENTS
from game.kathmandu.events import USE_BUY
from game.kathmandu.view import services
from game.kathmandu.view.anims import Banner, Die, Flip, Fly, Pause, PopUp, Pulse
from game.kathmandu.view.boards import ARCHITECT_NAMES, card_obj, seat_name
from game.kathmandu.view.paint import coin, seat_colour
from game.kathmandu.view.layout import HAND_CARD

#: what the reveal says about each award (the core's reasons, in a player's words)
REASON_TEXT = {"only bidder": "only bidder", "highest": "highest coin", "nearer": "nearer to the card",
               "long edge": "on the long edge", "turn order": "turn order"}


class TableAnimations:
    def _anchor(self, seat: int) -> tuple[int, int]:
        return self.layout.seat_anchor(seat)

    def _space_of(self, idx: int) -> str:
        return self.t_tables.spaces[idx].id

    def _spot_of(self, idx: int) -> str:
        return self.t_tables.spots[idx].id

    def _coin_surf(self, seat: int, value: int | None, r: int = 16) -> pygame.Surface:
        return coin(seat_colour(seat) if self.n > 1 else (140, 84, 180), value, r)

    def _animate(self, events: list, actor: int, choice, dragged: bool = False) -> None:
        """Queue the animations of ``events``; each event's log line appears as its animation starts."""
        base = len(self.session.log) - len(events)
        for i, e in enumerate(events):
            n_before = len(self.anims.items)
            self._animate_one(e, dragged)
            line = base + i + 1
            if len(self.anims.items) == n_before:
                self.anims.add(Pause(0.0))
            first = self.anims.items[n_before]
            first.on_start.insert(0, lambda line=line: self._show_log(line))
            if e.kind == "bids_revealed":
                first.on_start.append(lambda: setattr(self, "phase_note", "Collecting"))
            elif e.kind == "round_started":
                first.on_start.append(lambda: setattr(self, "phase_note", "Round start"))

    def _show_log(self, line: int) -> None:
        self.log_shown = max(self.log_shown, line)

    def _animate_one(self, e, dragged: bool) -> None:
        events = [e]
        q = self.anims
        a = self.app
        mat_c = self.layout.mat.center
        r = self.renderer
        g = self.geom
        for e in events:
            k = e.kind
            if k == "round_started":
                sub = f"{seat_name(self.names, e.seat)} is first player" if self.n > 1 else "Market opens"
                b = q.add(Banner(f"Round {e.round}", sub, mat_c, services.anim(a, 1.1)))
                b.on_start.append(lambda: services.play(a, "bell"))
            elif k == "market_dealt":
                for space, card in e.cards:
                    sid = self._space_of(space)
                    rect = g.spaces.get(sid)
                    if rect is None:
                        continue
                    face = r.card(card_obj(card), rect.size, landscape=True)
                    back = r.back("blue", card_obj(card).diamond, rect.size)
                    f = q.add(Fly(back, g.blue_deck.center, rect.center, services.anim(a, 0.3), arc=10, flip_to=face))
                    f.on_start.append(lambda: services.play(a, "card"))
                    f.on_end.append(lambda sid=sid, card=card: self.landed_cards.__setitem__(sid, card))
            elif k == "coin_placed":
                sid = self._spot_of(e.spot)
                if sid not in g.spots:
                    continue
                show = e.face_up or e.seat == self.viewer
                value = e.coin if show else None
                if dragged and e.seat == self.viewer:
                    self.landed_coins[sid] = (e.seat, value)
                    continue
                f = q.add(Fly(self._coin_surf(e.seat, value), self._anchor(e.seat), g.spots[sid], services.anim(a, 0.35)))
                f.on_start.append(lambda: services.play(a, "click"))
                f.on_end.append(lambda sid=sid, s=e.seat, v=value: self.landed_coins.__setitem__(sid, (s, v)))
            elif k == "bid_jumped":
                src, dst = self._spot_of(e.spot), self._spot_of(e.to)
                bid = self.model.bids.get(src) if self.model else None
                value = bid.coin if bid else None
                f = q.add(Fly(self._coin_surf(e.seat, value), g.spots[src], g.spots[dst], services.anim(a, 0.35)))
                f.on_start.append(lambda src=src: self.hidden_spots.add(src))
                f.on_end.append(lambda dst=dst, s=e.seat, v=value: self.landed_coins.__setitem__(dst, (s, v)))
            elif k == "bid_swapped":
                sid = self._spot_of(e.spot)
                show = e.face_up or e.seat == self.viewer
                nv = e.new if show else None
                f = q.add(Flip(self._coin_surf(e.seat, nv), self._coin_surf(e.seat, e.old if show else None),
                               g.spots[sid], services.anim(a, 0.4)))
                f.on_start.append(lambda sid=sid: self.hidden_spots.add(sid))
                f.on_end.append(lambda sid=sid, s=e.seat, v=nv: self.landed_coins.__setitem__(sid, (s, v)))
            elif k == "bids_revealed":
                first = True
                for spot, seat, coin_v, value in e.bids:
                    sid = self._spot_of(spot)
                    if sid not in g.spots:
                        continue
                    f = Flip(self._coin_surf(seat, value), self._coin_surf(seat, None), g.spots[sid],
                             services.anim(a, 0.45))
                    f.parallel = not first
                    if first:
                        f.on_start.append(lambda: services.play(a, "coin"))
                    first = False
                    f.on_start.append(lambda sid=sid: self.hidden_spots.add(sid))
                    f.on_end.append(lambda sid=sid, s=seat, v=value: (self.revealed.__setitem__(sid, v),
                                                                        self.landed_coins.__setitem__(sid, (s, v)),
                                                                        self.hidden_spots.discard(sid)))
                    q.add(f)
            elif k == "card_awarded":
                sid = self._space_of(e.space)
                spot = self._spot_of(e.spot)
                rect = g.spaces.get(sid)
                if rect is None:
                    continue
                rects = [rect]
                if spot in g.spots:
                    rects.append(g.spot_rect(spot))
                q.add(Pulse(rects, seat_colour(e.seat), services.anim(a, 0.7)))
                bx, by = rect.centerx, rect.centery
                lab = Banner(seat_name(self.names, e.seat), REASON_TEXT.get(e.reason, e.reason), (bx, by),
                             services.anim(a, 0.7), colour=(50, 36, 30), width=max(150, rect.w + 30))
                lab.parallel = True
                q.add(lab)
                face = r.card(card_obj(e.card), rect.size, landscape=True)
                f = q.add(Fly(face, rect.center, self._anchor(e.seat), services.anim(a, 0.4), scale=(1.0, 0.55)))
                f.on_start.append(lambda sid=sid: (self.hidden_spaces.add(sid), self.landed_cards.pop(sid, None),
                                                   services.play(a, "card")))
            elif k == "red_drawn":
                for card in e.cards:
                    if e.seat == self.viewer and self.session.is_human(e.seat) or self.autoplay and e.seat == self.viewer:
                        img = r.card(card_obj(card), HAND_CARD)
                    else:
                        img = r.back("red", False, (60, 92))
                    f = q.add(Fly(img, g.red_deck.center, self._anchor(e.seat), services.anim(a, 0.3)))
                    f.on_start.append(lambda: services.play(a, "card"))
            elif k == "leftovers_under_red":
                for card in e.cards:
                    sid = next((s for s, c in (self.model.market.items() if self.model else []) if c == card), None)
                    sid = sid or next((s for s, c in self.landed_cards.items() if c == card), None)
                    if sid is None or sid not in g.spaces:
                        continue
                    rect = g.spaces[sid]
                    f = q.add(Fly(r.back("blue", card_obj(card).diamond, rect.size), rect.center, g.red_deck.center,
                                  services.anim(a, 0.25), scale=(1.0, 0.6)))
                    f.on_start.append(lambda sid=sid: (self.hidden_spaces.add(sid), self.landed_cards.pop(sid, None)))
            elif k == "red_reshuffled":
                q.add(Banner("New red deck", f"{e.count} discards shuffled", mat_c, services.anim(a, 0.9)))
            elif k == "card_returned":
                q.add(Fly(r.back("red", False, (60, 92)), self._anchor(e.seat), g.red_deck.center, services.anim(a, 0.3)))
            elif k == "card_built":
                if dragged and e.seat == self.viewer:
                    continue
                s = card_obj(e.card).ends[e.end]
                img = r.end(s, (80, 54), card_obj(e.card).deck, card_id=None)
                dst = self._area_point(e.area)
                f = q.add(Fly(img, self._anchor(e.seat), dst, services.anim(a, 0.35)))
                f.on_start.append(lambda: services.play(a, "card"))
            elif k == "monument_completed":
                total = e.top + e.colour_bonus + e.buddha_colour
                parts = [f"top {e.top}"]
                if e.colour_bonus:
                    parts.append(f"colour bonus {e.colour_bonus}")
                if e.buddha_colour:
                    parts.append(f"new Buddha colour {e.buddha_colour}")
                mon = MONUMENTS[e.mon_type].capitalize()
                if self.n == 1:
                    p = q.add(PopUp(f"{mon} complete!", "", self._area_point(e.area), services.anim(a, 1.0)))
                else:
                    p = q.add(PopUp(f"+{total}", f"{mon} complete: " + ", ".join(parts), self._area_point(e.area),
                                    services.anim(a, 1.2)))
                p.on_start.append(lambda: services.play(a, "coin"))
            elif k == "reconstructed":
                q.add(PopUp("Rebuilt", "", self._area_point(self._owner_of(e.monument)), services.anim(a, 0.7)))
            elif k == "card_discarded":
                img = r.card(card_obj(e.card), (60, 94))
                f = q.add(Fly(img, self._anchor(e.seat), g.discard.center, services.anim(a, 0.3)))
                f.on_start.append(lambda: services.play(a, "card"))
            elif k == "coin_spent":
                if e.use == "points":
                    q.add(PopUp(f"+{e.points}", f"leftover coin {e.coin}", self._area_point(e.seat), services.anim(a, 0.9)))
                else:
                    q.add(PopUp(f"Coin {e.coin}", "buys a discard" if e.use == USE_BUY else "buys a Bhairav",
                                self._area_point(e.seat), services.anim(a, 0.8)))
            elif k == "discard_bought":
                img = r.card(card_obj(e.card), (60, 94))
                q.add(Fly(img, g.discard.center, self._anchor(e.seat), services.anim(a, 0.35)))
            elif k == "bhairav_bought":
                q.add(PopUp("Bhairav", f"{COLOURS[e.colour]} sections score at the end", self._area_point(e.seat),
                            services.anim(a, 1.0), colour=(240, 180, 255)))
            elif k == "power_used":
                q.add(Banner(ARCHITECT_NAMES.get(e.architect, e.architect), f"{seat_name(self.names, e.seat)} uses the power",
                             mat_c, services.anim(a, 0.8)))
            elif k == "goal_scored":
                p = q.add(PopUp(f"+{e.points}", "Public Goal completed!", self._area_point(e.seat), services.anim(a, 1.3),
                                colour=(140, 230, 255)))
                p.on_start.append(lambda: services.play(a, "fanfare"))
            elif k == "die_rolled":
                d = q.add(Die(e.side, mat_c, services.anim(a, 1.0)))
                d.on_start.append(lambda: services.play(a, "thud"))
                q.add(Banner("Aftershock", f"debris falls on the {dict(N='north', S='south', E='east', W='west')[e.side]} side",
                             (mat_c[0], mat_c[1] + 70), services.anim(a, 0.8)))
            elif k == "debris_fell":
                sid = self._spot_of(e.spot)
                if sid in g.spots:
                    x, y = g.spots[sid]
                    q.add(Fly(self._debris_surf(e.colour), (x, self.layout.mat.y - 30), (x, y), services.anim(a, 0.25), arc=0))
            elif k == "coin_recovered":
                sid = self._spot_of(e.spot)
                if sid in g.spots:
                    q.add(Fly(self._coin_surf(0, e.coin), g.spots[sid], self.layout.coins[min(4, e.coin)].center,
                              services.anim(a, 0.35)))
            elif k == "debris_cleared":
                q.add(PopUp(f"{e.count} debris cleared", f"{COLOURS[e.colour]} debris back to the bag", mat_c,
                            services.anim(a, 1.0), colour=(200, 240, 200)))
            elif k in ("monument_abandoned", "cards_exchanged", "cards_stored"):
                q.add(Pause(services.anim(a, 0.3)))
            elif k == "game_over":
                self.game_over_event = e
                if self.n == 1:
                    title = "Victory!" if e.won else "The squares stay in ruins"
                else:
                    title = "Game over"
                wn = " & ".join(seat_name(self.names, s) for s in e.winners) if e.winners else ""
                b = q.add(Banner(title, (wn + " win" + ("s" if len(e.winners) == 1 else "")) if wn else "",
                                 mat_c, services.anim(a, 1.6)))
                b.on_start.append(lambda: services.play(a, "fanfare"))

    def _area_point(self, area: int) -> tuple[int, int]:
        if self.n == 1 or area == self.viewer:
            return self.layout.monuments.center
        r = self.layout.boards.get(area)
        return r.center if r else self.layout.mat.center

    def _owner_of(self, monument: int) -> int:
        for s in (self.model.seats if self.model else []):
            for m in s.monuments:
                if m.id == monument:
                    return m.area
        return self.viewer

    def _debris_surf(self, colour: int) -> pygame.Surface:
        key = ("debris", colour)
        if key not in self._layers:
            c = self.renderer.art.colour(COLOURS[colour] if 0 <= colour < 5 else "wild")
            s = pygame.Surface((30, 30), pygame.SRCALPHA)
            pygame.draw.circle(s, (30, 24, 20), (15, 15), 14)
            pygame.draw.circle(s, (120, 110, 100), (15, 15), 12)
            pygame.draw.circle(s, c.fill, (15, 15), 7)
            self._layers[key] = s
        return self._layers[key]
