"""Choices in a player's words, for the menus and the keyboard banner. No pygame.

``ChoiceWords(model, names, viewer)`` names cards by what is printed on them and monuments by
whose they are ("your Stupa (2/3)", "Priya's Shrine (1/2)", "the Pagoda in Square 1 (3/4)").
"""
from __future__ import annotations

from game.i18n import _, ngettext
from game.kathmandu.choices import label as choice_label
from game.kathmandu.data import COLOURS, load_tables
from game.kathmandu.view.boards import card_obj, seat_name
from game.kathmandu.view.log_words import cap, card_faces, card_words, mon_words, section_points, section_words
from game.kathmandu.view.model import TableModel


class ChoiceWords:
    def __init__(self, model: TableModel, names: list[str], viewer: int) -> None:
        self.model = model
        self.names = names
        self.viewer = viewer
        self.n = model.n

    def coin(self) -> int:
        """The viewer's leftover coin."""
        me = self.model.seats[self.viewer]
        return me.coins[0] if me.coins else 0

    def whose(self, area: int) -> str:
        if self.n == 1:   # solo: the two areas are your two Durbar Squares, not two players
            return _("Square {q}'s").format(q=area + 1)
        return _("your") if area == self.viewer else _("{name}'s").format(name=seat_name(self.names, area))

    def monument(self, mid: int) -> str:
        """"your Stupa (2/3)", "the Pagoda in Square 1 (3/4)", "Player 3's Shrine (1/2)"."""
        for st in self.model.seats:
            for mm in st.monuments:
                if mm.id == mid:
                    fill = f" ({len(mm.cards)}/{mm.size})"
                    if self.n == 1:
                        return _("the {monument} in Square {q}").format(monument=mon_words(mm.mon), q=mm.area + 1) + fill
                    return _("{whose} {monument}").format(whose=self.whose(mm.area), monument=mon_words(mm.mon)) + fill
        return _("the monument")

    def text(self, ch) -> str:
        k = ch.kind
        if k == "wild":
            if len(ch.colours) == 1:
                return _("The wild section becomes {colour}").format(colour=_(COLOURS[ch.colours[0]]))
            return _("The wild sections become {colours} (bottom to top)").format(
                colours=_(", ").join(_(COLOURS[c]) for c in ch.colours))
        if k == "points":
            v = self.coin()
            return ngettext("Take {n} point (the coin's value)", "Take {n} points (the coin's value)", v).format(n=v)
        if k == "buy":
            return _("Buy the {card} from the discards and build it now").format(card=card_faces(ch.card))
        if k == "bhairav":
            extra = self.coin() - load_tables().bhairav_cost
            name = _("Buy the {colour} Bhairav").format(colour=_(COLOURS[ch.colour]))
            if extra > 0:
                return name + " " + ngettext("(and +{n} point)", "(and +{n} points)", extra).format(n=extra)
            return name
        if k == "build":
            sec = card_obj(ch.card).ends[ch.end]
            head = cap(section_points(ch.card, ch.end))
            where = (_("Square {q}").format(q=ch.area + 1) if self.n == 1
                     else _("{whose} area").format(whose=self.whose(ch.area)))
            if ch.monument < 0:
                return _("{section}: start a new {monument} in {where}").format(
                    section=head, monument=mon_words(sec.monument), where=where)
            return _("{section}: add to {monument}").format(section=head, monument=self.monument(ch.monument))
        if k == "reconstruct":
            return _("Rebuild section {level} of {monument} with this {section}").format(
                level=ch.level, monument=self.monument(ch.monument), section=section_words(ch.card, ch.end))
        if k == "abandon":
            return _("Take down {monument} (its cards are discarded)").format(monument=self.monument(ch.monument))
        if k == "exchange":
            return _("Discard a {a} and a {b} to take the {take} from the discards").format(
                a=card_words(ch.give1), b=card_words(ch.give2), take=card_faces(ch.take))
        if k == "discard":
            return _("Discard the {card}").format(card=card_faces(ch.card))
        if k == "return":
            return _("Put the {card} under the red deck").format(card=card_faces(ch.card))
        if k == "power" and ch.card >= 0:
            return _("Take the {card} from the discards, then discard 1").format(card=card_faces(ch.card))
        spots = load_tables().spots
        if k == "bid":
            return _("Bid coin {coin} on spot {spot}").format(coin=ch.coin, spot=spots[ch.spot].id)
        if k == "jump":
            return _("Move your coin from {spot} to {to}").format(spot=spots[ch.spot].id, to=spots[ch.to].id)
        if k == "swap":
            return _("Swap your coin on {spot} for coin {coin}").format(spot=spots[ch.spot].id, coin=ch.coin)
        if k == "keep":
            return _("Keep the bids as they are")
        if k == "done":
            return _("Finish building")
        if k == "power":
            return _("Draw 1 red card, then discard 1")
        if k == "skip":
            return _("Do not use the power")
        if k == "store":
            if not ch.cards:
                return _("Move nothing to the Storage")
            return _("Move {cards} to the Storage").format(cards=_(", ").join(card_words(c) for c in ch.cards))
        try:
            txt = choice_label(ch)
        except Exception:  # a label never stops the menu
            txt = str(ch)
        for p in range(self.n - 1, -1, -1):
            txt = txt.replace(f"area {p}", _("{name}'s area").format(name=seat_name(self.names, p)))
        return txt
