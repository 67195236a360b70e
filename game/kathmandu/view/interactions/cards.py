"""Cards from the hand: building (and the card that must be built now), and discarding."""
from __future__ import annotations

from game.i18n import _, ngettext
from game.kathmandu.view.boards import seat_name, section_of
from game.kathmandu.view.interactions.base import Button, Interaction
from game.kathmandu.view.own_area import drop_target, two_ended


class BuildPlay(Interaction):
    """Drag a card (or click it, then a target) onto a monument, the "new" slot, a built section
    (reconstruction) or a teammate's board."""
    kinds = ("build", "place")

    def prompt(self) -> str:
        t = self.table
        d = self.decision
        if d.kind == "place":
            return _("This card must be built now: drag it to a glowing spot{where}.").format(where=self._where())
        txt = _("Build: drag a card onto a glowing monument or the empty slot; right-click or F flips it.")
        extra = len(t.model.seats[t.viewer].hand) - t.model.hand_limits[t.viewer]
        if extra > 0:
            txt += " " + ngettext("You will discard {n} after.", "You will discard {n} after.", extra).format(n=extra)
        return txt

    def _where(self) -> str:
        """Where a card that must be built now can go (it may be a teammate's board)."""
        t = self.table
        areas = sorted({c.area for c in self.decision.choices() if c.kind == "build"})
        if not areas or areas == [t.viewer] or t.n == 1:
            return ""
        names = [_("your board") if a == t.viewer else _("{name}'s board").format(name=seat_name(t.names, a))
                 for a in areas]
        return " (" + _(" or ").join(names) + ")"

    def buttons(self) -> list[Button]:
        t = self.table
        ch = self.decision.choices()
        btns: list[Button] = [(_("Undo"), t.undo, t.session.can_undo())]
        others = [c for c in ch if c.kind in ("abandon", "exchange")]
        if others:
            btns.append((_("More..."), lambda: t.open_menu(self.decision, only=others), True))
        done = [c for c in ch if c.kind == "done"]
        if done:
            btns.append((_("Done building"), lambda: t.apply(done[0]), True))
        return btns

    def anytime_buttons(self) -> list[Button]:
        return []  # "More..." above already holds the exchange

    def keyboard_moves(self) -> list:
        ch = list(self.decision.choices())
        return [c for c in ch if c.kind == "done"] + [c for c in ch if c.kind != "done"]

    # the pointer --------------------------------------------------------------------------
    def press(self, pos) -> bool:
        for rect, card in reversed(self.table.hand_rects()):
            if rect.collidepoint(pos):
                # the half grabbed is the end that is built: the lower half means the other end
                self.drag = {"what": "card", "card": card, "pos": pos, "start": pos,
                             "lower": two_ended(card) and pos[1] >= rect.centery}
                self.selected = None if self.selected and self.selected.get("card") == card else {"what": "card", "card": card}
                return True
        if self.selected and self.selected.get("what") == "card":
            return self.drop_card(self.selected["card"], pos)
        return False

    def drop(self, drag: dict, pos) -> None:
        self.drop_card(drag["card"], pos, dragged=True, end=self.dragged_end(drag))

    def dragged_end(self, drag: dict) -> int:
        """The end of the dragged card the player holds (the half they grabbed; right-click flips it)."""
        return self.table.card_end(drag["card"]) ^ int(bool(drag.get("lower")))

    def drop_card(self, card: int, pos, dragged: bool = False, end: int | None = None) -> bool:
        """Build ``card`` (``end`` up, else the end its hand card shows on top) where it was dropped.
        Returns True if the drop meant something."""
        t = self.table
        target = drop_target(pos, t.model, t.layout, t.viewer)
        if target is None:
            return False
        if end is None:
            end = t.card_end(card)
        choices = self.decision.choices()
        cands: list = []
        for e in (end, 1 - end):
            builds = [c for c in choices if c.kind == "build" and c.card == card and c.end == e]
            if target.kind == "monument":
                cands = [c for c in builds if c.monument == target.monument]
                if not cands and target.level is not None:
                    cands = [c for c in choices if c.kind == "reconstruct" and c.card == card and c.end == e
                             and c.monument == target.monument and c.level == target.level + 1]
            elif target.kind == "new":
                cands = [c for c in builds if c.monument < 0 and c.area == target.area]
            elif target.kind == "board":
                cands = [c for c in builds if c.area == target.area]
                cands += [c for c in choices if c.kind == "reconstruct" and c.card == card and c.end == e
                          and t.owner_of(c.monument) == target.area]
            if cands:
                break
        if not cands:
            s = section_of(card, end)
            t.say(_("The {colour} {monument} section {position} cannot go there (build bottom to top, on its own "
                    "monument type; right-click flips the card).").format(
                colour=s.colour, monument=s.monument, position=s.position), bad=True)
            t.sound("error")
            return True
        if len(cands) > 1:
            t.open_menu(self.decision, only=cands)
            return True
        if cands[0].end != t.card_end(card):
            t.flipped ^= {card}
        t.apply(cands[0], dragged=dragged)
        return True

    # highlights --------------------------------------------------------------------------
    def _card_in_hand(self) -> int | None:
        if self.drag and self.drag["what"] == "card":
            return self.drag["card"]
        if self.selected and self.selected.get("what") == "card":
            return self.selected["card"]
        return None

    def held_card(self) -> int | None:
        return self.drag["card"] if self.drag and self.drag["what"] == "card" else None

    def hand_mark(self, card: int) -> str | None:
        ok = any(c.kind in ("build", "reconstruct") and c.card == card for c in self.decision.choices())
        return "build" if ok else None

    def build_targets(self) -> list:
        card = self._card_in_hand()
        if card is None:
            return []
        end = self.dragged_end(self.drag) if self.held_card() is not None else self.table.card_end(card)
        cands = [c for c in self.decision.choices() if c.kind in ("build", "reconstruct") and c.card == card]
        return [c for c in cands if c.end == end] or cands

    def board_glows(self) -> set[int]:
        card = self.held_card()
        if card is None:
            return set()
        t = self.table
        out = set()
        for c in self.decision.choices():
            if c.kind == "build" and c.card == card:
                out.add(c.area)
            elif c.kind == "reconstruct" and c.card == card:
                out.add(t.owner_of(c.monument))
        return out & set(t.layout.boards)

    def draw_ghost(self, surface) -> None:
        drag = self.drag
        if not drag or not self.moved(drag, drag["pos"]):
            return
        self.table.draw_card_ghost(surface, drag["card"], drag["pos"], self.dragged_end(drag))


class DiscardPlay(Interaction):
    """Click a hand card to discard it (the hand limit, or the card an architect power drew)."""
    kinds = ("discard", "power_discard")

    def prompt(self) -> str:
        t = self.table
        lim = t.model.hand_limits[t.viewer]
        extra = max(1, len(t.model.seats[t.viewer].hand) - lim) if self.decision.kind == "discard" else 1
        return ngettext("Hand limit {limit}: click {n} card to discard (face up, West side).",
                        "Hand limit {limit}: click {n} cards to discard (face up, West side).", extra).format(
            limit=lim, n=extra)

    def press(self, pos) -> bool:
        for rect, card in reversed(self.table.hand_rects()):
            if rect.collidepoint(pos):
                self.table.apply_first([c for c in self.decision.choices() if c.kind == "discard" and c.card == card])
                return True
        return False

    def hand_mark(self, card: int) -> str | None:
        return "discard"
