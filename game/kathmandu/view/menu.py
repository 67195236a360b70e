"""The table's menu of choices: decisions not played on the table (wild colours, the leftover
coin, architect powers, the card to return) and drops that could mean more than one move."""
from __future__ import annotations

import pygame

from game.i18n import _
from game.kathmandu.data import COLOURS
from game.kathmandu.view.boards import card_obj
from game.kathmandu.view.choice_words import ChoiceWords
from game.kathmandu.view.decision_kinds import menu_title
from game.ui.fonts import shadow_text, text
from game.ui.text_layout import wrap
from game.kathmandu.view.paint import GOLD, HILITE, INK, MUTED
from game.ui.shapes import plain_panel
from game.shell.actions import Action, ActionEvent
from game.kathmandu.view.log_words import mon_name, words as message_words

VISIBLE = 7  # rows shown at once; the wheel and the arrows scroll the rest


class ChoiceMenu:
    def __init__(self, table, decision, choices: list, sticky: bool) -> None:
        self.table = table
        self.decision = decision
        self.kind = decision.kind
        self.choices = list(choices)
        self.title = menu_title(decision.kind, message_words(decision.message()))
        self.sticky = sticky  # the decision is only this menu: "View table" hides it instead of closing it
        self.index = 0
        self.hidden = False
        self._best: list | None = None

    def show(self) -> None:
        self.hidden = False

    @property
    def open(self) -> bool:
        return not self.hidden

    def rows(self) -> tuple[pygame.Rect, list[tuple[pygame.Rect, int]], pygame.Rect]:
        """(box, [(row rect, choice index)], the "View table" button)."""
        n = len(self.choices)
        row_h = 64 if any(_card_of(c) is not None for c in self.choices) or self.kind == "leftover" else 44
        visible = min(n, VISIBLE)
        box = pygame.Rect(0, 0, 620, 96 + visible * (row_h + 6) + (24 if self.note() else 0))
        box.center = (self.table.layout.mat.centerx, 360)
        start = max(0, min(self.index - visible + 1, n - visible))
        top = box.y + 56 + (24 if self.note() else 0)
        rows = [(pygame.Rect(box.x + 20, top + (i - start) * (row_h + 6), box.w - 40, row_h), i)
                for i in range(start, start + visible)]
        hide = pygame.Rect(box.right - 130, box.y + 12, 110, 30)
        return box, rows, hide

    def note(self) -> str:
        """A line under the title about what the menu cannot offer."""
        if self.kind == "leftover" and not any(c.kind == "buy" for c in self.choices):
            return _("No discards to buy") if not self.table.model.discards else _(
                "No discard can be built now, so none can be bought")
        return ""

    def close(self) -> None:
        if self.sticky:
            self.hidden = True
        else:
            self.table.menu = None

    # input ---------------------------------------------------------------------------------
    def pointer(self, event) -> bool:
        box, rows, hide = self.rows()
        if event.kind == "move":
            for rect, i in rows:
                if rect.collidepoint(event.pos):
                    self.index = i
        elif event.kind == "wheel":
            self.index = max(0, min(len(self.choices) - 1, self.index - event.wheel))
        elif event.kind == "down" and event.button == 1:
            if hide.collidepoint(event.pos):
                self.close()
                return True
            for rect, i in rows:
                if rect.collidepoint(event.pos):
                    self.table.apply(self.choices[i])
                    return True
            if not box.collidepoint(event.pos):
                self.close()
        return True

    def action(self, event: ActionEvent) -> bool:
        n = len(self.choices)
        if event.action in (Action.UP, Action.LEFT):
            self.index = (self.index - 1) % n
            self.table.sound("focus")
        elif event.action in (Action.DOWN, Action.RIGHT):
            self.index = (self.index + 1) % n
            self.table.sound("focus")
        elif event.action is Action.CONFIRM:
            self.table.apply(self.choices[self.index])
        elif event.means(Action.BACK) or event.means(Action.MENU) or event.action is Action.VIEW:
            self.close()
        return True

    # drawing -------------------------------------------------------------------------------
    def draw(self, surface, veil: pygame.Surface) -> None:
        box, rows, hide = self.rows()
        surface.blit(veil, (0, 0))
        plain_panel(surface, box, fill=(62, 42, 30), edge=GOLD, radius=14, alpha=250)
        surface.blit(shadow_text(self.title, 18, INK, True), (box.x + 20, box.y + 16))
        if self.note():
            surface.blit(text(self.note(), 14, MUTED, True), (box.x + 22, box.y + 54))
        plain_panel(surface, hide, fill=(90, 64, 40), edge=(150, 110, 60), radius=8, alpha=255)
        lab = text(_("View table"), 13, INK, True)
        surface.blit(lab, lab.get_rect(center=hide.center))
        best = self.best_wilds() if self.kind == "wild_colour" else set()
        values = self.wild_values() if self.kind == "wild_colour" else [None] * len(self.choices)
        words = ChoiceWords(self.table.model, self.table.names, self.table.viewer)
        for rect, i in rows:
            focused = i == self.index
            pygame.draw.rect(surface, (110, 76, 44) if focused else (78, 54, 38), rect, border_radius=8)
            if focused:
                pygame.draw.rect(surface, HILITE, rect, 2, border_radius=8)
            self._row(surface, self.choices[i], rect, words, best=i in best, value=values[i])

    def wild_values(self) -> list:
        """What each wild-colour choice scores for the area's owner (the core's ``scoring.wild_value``),
        worked out once per menu."""
        if self._best is None:
            from game.kathmandu.scoring import wild_value
            try:
                self._best = [wild_value(self.table.session.state, ch) if ch.kind == "wild" else None
                              for ch in self.choices]
            except Exception:  # the values are a nicety: never let them stop the menu
                self._best = [None] * len(self.choices)
        return self._best

    def best_wilds(self) -> set[int]:
        """Which wild-colour choices score the most (none when all score the same)."""
        values = [v.points for v in self.wild_values() if v is not None]
        if not values or len(set(values)) < 2:
            return set()
        top = max(values)
        return {i for i, v in enumerate(self.wild_values()) if v is not None and v.points == top}

    def _row(self, surface, ch, rect, words: ChoiceWords, best: bool = False, value=None) -> None:
        r = self.table.renderer
        x = rect.x + 10
        k = ch.kind
        card = _card_of(ch)
        if card is not None and card >= 0:
            img = r.card(card_obj(card), (int((rect.h - 8) * 0.62), rect.h - 8), points=self.table.model.holo_points(card))
            surface.blit(img, (x, rect.y + 4))
            x += img.get_width() + 10
        if k == "wild":
            for c in ch.colours:
                surface.blit(r.symbol(COLOURS[c], 24), (x, rect.centery - 12))
                x += 28
            x += 6
        if k == "bhairav":
            surface.blit(r.symbol(COLOURS[ch.colour], 28), (x, rect.centery - 14))
            x += 36
        lab = words.text(ch)
        if value is not None:
            lab = wild_gain_words(value, words.whose(self.table.owner_of(ch.monument))) + "  " + lab
        if best:
            lab += "   " + _("(best score)")
        lines = wrap(lab, 14, rect.right - x - 12, True)[:2]  # measured bold: that is how it is drawn
        for i, line in enumerate(lines):
            surface.blit(text(line, 14, INK, True), (x, rect.centery - 9 - (8 if len(lines) > 1 else 0) + i * 17))


def _card_of(ch) -> int | None:
    """The card a choice is about (shown as a thumbnail in its row)."""
    if ch.kind in ("return", "buy", "power", "discard", "build", "reconstruct"):
        card = getattr(ch, "card", -1)
        return card if card >= 0 else None
    if ch.kind == "exchange":
        return ch.take
    return None


def wild_gain_words(v, whose: str) -> str:
    """"+7: completes your Stupa objective" - what a wild-colour choice scores, and why."""
    from game.kathmandu.data import MONUMENTS
    parts = []
    for g in v.objectives:
        if g.source == "goal":
            parts.append(_("completes Public Goal {id}").format(id=g.ident))
        else:
            parts.append(_("completes {whose} {monument} objective").format(
                whose=whose, monument=mon_name(g.monument)))
    head = f"+{v.points}"
    return head + (": " + ", ".join(parts) + "." if parts else ":")
