"""Event animations of the table: each core event becomes flights, flips, banners and pop-ups;
the log line of an event shows as its animation starts.

``EventAnimator(table)`` queues them on ``table.anims`` and leaves what has landed in
``table.look.fx`` (the painters show it until the model refreshes).
"""
from __future__ import annotations

import pygame

from game.i18n import N_, _, ngettext
from game.kathmandu.data import COLOURS
from game.kathmandu.events import USE_POINTS
from game.kathmandu.view import services
from game.kathmandu.view.anims import Banner, Die, Flip, Fly, Pause, PopUp, Pulse
from game.kathmandu.view.boards import ARCHITECT_NAMES, card_obj, seat_name
from game.kathmandu.view.log_words import coin_use_words, mon_name
from game.kathmandu.view.paint import seat_colour
from game.kathmandu.view.layout import FLY_CARD, FLY_END, HAND_CARD, RED_BACK

#: what the reveal says about each award (the core's reasons, in a player's words)
REASON_TEXT = {"only bidder": N_("only bidder"), "highest": N_("highest coin"), "nearer": N_("nearer to the card"),
               "long edge": N_("on the long edge"), "turn order": N_("turn order")}
SIDES = {"N": N_("north"), "S": N_("south"), "E": N_("east"), "W": N_("west")}


class EventAnimator:
    def __init__(self, table) -> None:
        self.t = table

    @property
    def fx(self):
        return self.t.look.fx

    def _anchor(self, seat: int) -> tuple[int, int]:
        return self.t.layout.seat_anchor(seat)

    def _space_of(self, idx: int) -> str:
        return self.t.t_tables.spaces[idx].id

    def _spot_of(self, idx: int) -> str:
        return self.t.t_tables.spots[idx].id

    def _coin_surf(self, seat: int, value: int | None, r: int = 16) -> pygame.Surface:
        return self.t.look.coin(seat, value, r)

    def animate(self, events: list, actor: int, choice, dragged: bool = False) -> None:
        """Queue the animations of ``events``; each event's log line appears as its animation starts."""
        base = len(self.t.session.log) - len(events)
        for i, e in enumerate(events):
            n_before = len(self.t.anims.items)
            self._animate_one(e, dragged)
            line = base + i + 1
            if len(self.t.anims.items) == n_before:
                self.t.anims.add(Pause(0.0))
            first = self.t.anims.items[n_before]
            first.on_start.insert(0, lambda line=line: self._show_log(line))
            if e.kind == "bids_revealed":
                first.on_start.append(lambda: setattr(self.fx, "phase_note", _("Collecting")))
            elif e.kind == "round_started":
                # the header names the round being dealt, not the one that ended
                first.on_start.append(lambda r=e.round: (setattr(self.fx, "phase_note", _("Round start")),
                                                         setattr(self.fx, "round", r)))

    def _show_log(self, line: int) -> None:
        self.fx.log_shown = max(self.fx.log_shown, line)

    def _animate_one(self, e, dragged: bool) -> None:
        events = [e]
        q = self.t.anims
        a = self.t.app
        mat_c = self.t.layout.mat.center
        r = self.t.renderer
        g = self.t.geom
        for e in events:
            k = e.kind
            if k == "round_started":
                sub = (_("{name} is first player").format(name=seat_name(self.t.names, e.seat)) if self.t.n > 1
                       else _("Market opens"))
                b = q.add(Banner(_("Round {n}").format(n=e.round), sub, mat_c, services.anim(a, 1.1)))
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
                    f.on_end.append(lambda sid=sid, card=card: self.fx.landed_cards.__setitem__(sid, card))
            elif k == "coin_placed":
                sid = self._spot_of(e.spot)
                if sid not in g.spots:
                    continue
                show = e.face_up or e.seat == self.t.viewer
                value = e.coin if show else None
                if dragged and e.seat == self.t.viewer:
                    self.fx.landed_coins[sid] = (e.seat, value)
                    continue
                f = q.add(Fly(self._coin_surf(e.seat, value), self._anchor(e.seat), g.spots[sid], services.anim(a, 0.35)))
                f.on_start.append(lambda: services.play(a, "click"))
                f.on_end.append(lambda sid=sid, s=e.seat, v=value: self.fx.landed_coins.__setitem__(sid, (s, v)))
            elif k == "bid_jumped":
                src, dst = self._spot_of(e.spot), self._spot_of(e.to)
                bid = self.t.model.bids.get(src) if self.t.model else None
                value = bid.coin if bid else None
                f = q.add(Fly(self._coin_surf(e.seat, value), g.spots[src], g.spots[dst], services.anim(a, 0.35)))
                f.on_start.append(lambda src=src: self.fx.hidden_spots.add(src))
                f.on_end.append(lambda dst=dst, s=e.seat, v=value: self.fx.landed_coins.__setitem__(dst, (s, v)))
            elif k == "bid_swapped":
                sid = self._spot_of(e.spot)
                show = e.face_up or e.seat == self.t.viewer
                nv = e.new if show else None
                f = q.add(Flip(self._coin_surf(e.seat, nv), self._coin_surf(e.seat, e.old if show else None),
                               g.spots[sid], services.anim(a, 0.4)))
                f.on_start.append(lambda sid=sid: self.fx.hidden_spots.add(sid))
                f.on_end.append(lambda sid=sid, s=e.seat, v=nv: self.fx.landed_coins.__setitem__(sid, (s, v)))
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
                    f.on_start.append(lambda sid=sid: self.fx.hidden_spots.add(sid))
                    f.on_end.append(lambda sid=sid, s=seat, v=value: (self.fx.revealed.__setitem__(sid, v),
                                                                        self.fx.landed_coins.__setitem__(sid, (s, v)),
                                                                        self.fx.hidden_spots.discard(sid)))
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
                lab = Banner(seat_name(self.t.names, e.seat), _(REASON_TEXT[e.reason]) if e.reason in REASON_TEXT else e.reason, (bx, by),
                             services.anim(a, 0.7), colour=(50, 36, 30), width=max(150, rect.w + 30))
                lab.parallel = True
                q.add(lab)
                face = r.card(card_obj(e.card), rect.size, landscape=True)
                f = q.add(Fly(face, rect.center, self._anchor(e.seat), services.anim(a, 0.4), scale=(1.0, 0.55)))
                f.on_start.append(lambda sid=sid: (self.fx.hidden_spaces.add(sid), self.fx.landed_cards.pop(sid, None),
                                                   services.play(a, "card")))
            elif k == "red_drawn":
                for card in e.cards:
                    if e.seat == self.t.viewer and self.t.session.is_human(e.seat) or self.t.autoplay and e.seat == self.t.viewer:
                        img = r.card(card_obj(card), HAND_CARD)
                    else:
                        img = r.back("red", False, RED_BACK)
                    f = q.add(Fly(img, g.red_deck.center, self._anchor(e.seat), services.anim(a, 0.3)))
                    f.on_start.append(lambda: services.play(a, "card"))
            elif k == "leftovers_under_red":
                for card in e.cards:
                    sid = next((s for s, c in (self.t.model.market.items() if self.t.model else []) if c == card), None)
                    sid = sid or next((s for s, c in self.fx.landed_cards.items() if c == card), None)
                    if sid is None or sid not in g.spaces:
                        continue
                    rect = g.spaces[sid]
                    f = q.add(Fly(r.back("blue", card_obj(card).diamond, rect.size), rect.center, g.red_deck.center,
                                  services.anim(a, 0.25), scale=(1.0, 0.6)))
                    f.on_start.append(lambda sid=sid: (self.fx.hidden_spaces.add(sid), self.fx.landed_cards.pop(sid, None)))
            elif k == "red_reshuffled":
                q.add(Banner(_("New red deck"), ngettext("{n} discard shuffled", "{n} discards shuffled", e.count).format(n=e.count), mat_c, services.anim(a, 0.9)))
            elif k == "card_returned":
                q.add(Fly(r.back("red", False, RED_BACK), self._anchor(e.seat), g.red_deck.center, services.anim(a, 0.3)))
            elif k == "card_built":
                if dragged and e.seat == self.t.viewer:
                    continue
                s = card_obj(e.card).ends[e.end]
                img = r.end(s, FLY_END, card_obj(e.card).deck, card_id=None, points=getattr(e, "holo", 0) or None)
                dst = self._area_point(e.area)
                f = q.add(Fly(img, self._anchor(e.seat), dst, services.anim(a, 0.35)))
                f.on_start.append(lambda: services.play(a, "card"))
            elif k == "monument_completed":
                total = e.top + e.colour_bonus + e.buddha_colour
                parts = [_("top {n}").format(n=e.top)]
                if e.colour_bonus:
                    parts.append(_("colour bonus {n}").format(n=e.colour_bonus))
                if e.buddha_colour:
                    parts.append(_("new Buddha colour {n}").format(n=e.buddha_colour))
                mon = mon_name(e.mon_type)
                if self.t.n == 1:
                    p = q.add(PopUp(_("{monument} complete!").format(monument=mon), "", self._area_point(e.area), services.anim(a, 1.0)))
                else:
                    p = q.add(PopUp(f"+{total}", _("{monument} complete: {parts}").format(monument=mon, parts=", ".join(parts)), self._area_point(e.area),
                                    services.anim(a, 1.2)))
                p.on_start.append(lambda: services.play(a, "coin"))
            elif k == "reconstructed":
                q.add(PopUp(_("Rebuilt"), "", self._area_point(self._owner_of(e.monument)), services.anim(a, 0.7)))
            elif k == "card_discarded":
                img = r.card(card_obj(e.card), FLY_CARD)
                f = q.add(Fly(img, self._anchor(e.seat), g.discard.center, services.anim(a, 0.3)))
                f.on_start.append(lambda: services.play(a, "card"))
            elif k == "coin_spent":
                if e.use == USE_POINTS:
                    q.add(PopUp(f"+{e.points}", _("leftover coin {coin}").format(coin=e.coin), self._area_point(e.seat),
                                services.anim(a, 0.9)))
                else:
                    q.add(PopUp(_("Coin {coin}").format(coin=e.coin), coin_use_words(e.use),
                                self._area_point(e.seat), services.anim(a, 0.8)))
            elif k == "discard_bought":
                img = r.card(card_obj(e.card), FLY_CARD)
                q.add(Fly(img, g.discard.center, self._anchor(e.seat), services.anim(a, 0.35)))
            elif k == "bhairav_bought":
                q.add(PopUp(_("Bhairav"), _("{colour} sections score at the end").format(colour=_(COLOURS[e.colour])), self._area_point(e.seat),
                            services.anim(a, 1.0), colour=(240, 180, 255)))
            elif k == "power_used":
                q.add(Banner(_(ARCHITECT_NAMES.get(e.architect, e.architect)), _("{name} uses the power").format(name=seat_name(self.t.names, e.seat)),
                             mat_c, services.anim(a, 0.8)))
            elif k == "goal_scored":
                p = q.add(PopUp(f"+{e.points}", _("Public Goal completed!"), self._area_point(e.seat), services.anim(a, 1.3),
                                colour=(140, 230, 255)))
                p.on_start.append(lambda: services.play(a, "fanfare"))
            elif k == "die_rolled":
                d = q.add(Die(e.side, mat_c, services.anim(a, 1.0)))
                d.on_start.append(lambda: services.play(a, "thud"))
                q.add(Banner(_("Aftershock"), _("debris falls on the {side} side").format(side=_(SIDES[e.side])),
                             (mat_c[0], mat_c[1] + 70), services.anim(a, 0.8)))
            elif k == "debris_fell":
                sid = self._spot_of(e.spot)
                if sid in g.spots:
                    x, y = g.spots[sid]
                    q.add(Fly(self.t.look.debris(e.colour), (x, self.t.layout.mat.y - 30), (x, y), services.anim(a, 0.25), arc=0))
            elif k == "coin_recovered":
                sid = self._spot_of(e.spot)
                if sid in g.spots:
                    q.add(Fly(self._coin_surf(0, e.coin), g.spots[sid], self.t.layout.coins[min(4, e.coin)].center,
                              services.anim(a, 0.35)))
            elif k == "debris_cleared":
                q.add(PopUp(ngettext("{n} debris cleared", "{n} debris cleared", e.count).format(n=e.count),
                            _("{colour} debris back to the bag").format(colour=_(COLOURS[e.colour])), mat_c,
                            services.anim(a, 1.0), colour=(200, 240, 200)))
            elif k in ("monument_abandoned", "cards_exchanged", "cards_stored"):
                q.add(Pause(services.anim(a, 0.3)))
            elif k == "game_over":
                self.t.game_over_event = e
                if self.t.n == 1:
                    title = _("Victory!") if e.won else _("The squares stay in ruins")
                else:
                    title = _("Game over")
                wn = " & ".join(seat_name(self.t.names, s) for s in e.winners) if e.winners else ""
                sub = ngettext("{names} wins", "{names} win", len(e.winners)).format(names=wn) if wn else ""
                b = q.add(Banner(title, sub,
                                 mat_c, services.anim(a, 1.6)))
                b.on_start.append(lambda: services.play(a, "fanfare"))

    def _area_point(self, area: int) -> tuple[int, int]:
        if self.t.n == 1 or area == self.t.viewer:
            return self.t.layout.monuments.center
        r = self.t.layout.boards.get(area)
        return r.center if r else self.t.layout.mat.center

    def _owner_of(self, monument: int) -> int:
        return self.t.owner_of(monument)
