"""Market and discards: the solo Storage (keep two market cards) and the leftover coin."""
from __future__ import annotations

from game.i18n import _
from game.kathmandu.view.interactions.base import Button, Interaction
from game.kathmandu.view.paint import GOOD, HILITE
from game.kathmandu.view.log_words import words


class StoragePlay(Interaction):
    """Solo, end of the round: click two market cards to keep in the Storage."""
    kinds = ("storage",)

    def __init__(self, table, decision) -> None:
        super().__init__(table, decision)
        self.picks: set[int] = set()

    def _picked(self) -> set[int]:
        self.picks &= set(self.table.model.market.values())
        return self.picks

    def prompt(self) -> str:
        return _("Clear the market: click 2 market cards to keep in the Storage ({n}/2).").format(n=len(self._picked()))

    def buttons(self) -> list[Button]:
        pick = tuple(sorted(self._picked()))
        ok = [c for c in self.decision.choices() if c.kind == "store" and tuple(c.cards) == pick]
        return [(_("Store these"), lambda: self.table.apply_first(ok), bool(ok))]

    def press(self, pos) -> bool:
        t = self.table
        for sid, rect in t.geom.spaces.items():
            if rect.collidepoint(pos) and sid in t.model.market and sid not in t.geom.storage:
                c = t.model.market[sid]
                if c in self.picks:
                    self.picks.discard(c)
                elif len(self._picked()) < 2:
                    self.picks.add(c)
                t.sound("click")
                return True
        return False

    def market_mark(self, sid: str, card: int):
        if sid in self.table.geom.storage:
            return None
        return GOOD if card in self._picked() else HILITE


class MenuPlay(Interaction):
    """A decision not played on the table (wild colours, architect powers, the card to return):
    the menu of its choices opens by itself and stays until one is taken ("View table" hides it)."""
    kinds = ("wild_colour", "power", "return")
    menu_only = True

    def prompt(self) -> str:
        menu = self.table.menu
        return menu.title if menu is not None else words(self.decision.message())

    def buttons(self) -> list[Button]:
        menu = self.table.menu
        if menu is None:
            return []
        return [(_("Choose..."), menu.show, True)]

    def anytime_buttons(self) -> list:
        return []  # the menu holds every choice, the exchange too


class LeftoverPlay(MenuPlay):
    """The last coin of a half: points, a discard, or a Bhairav (click the pile or a Bhairav for the menu)."""
    kinds = ("leftover",)
    uses_discard_pile = True

    def press(self, pos) -> bool:
        g = self.table.geom
        if g.discard.collidepoint(pos) or any(r.collidepoint(pos) for r in g.bhairav):
            self.table.open_menu(self.decision, sticky=True)
            return True
        return False
