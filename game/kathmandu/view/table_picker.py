"""The table's menu of choices: decisions not played directly on the table (wild colours, the
leftover coin, architect powers, the card to return) and ambiguous drops.

A mixin of ``TableScene`` (``game.kathmandu.view.table``): it uses the scene's state.
"""
from __future__ import annotations

import pygame

from game.kathmandu.choices import label as choice_label
from game.kathmandu.data import COLOURS
from game.kathmandu.view import services
from game.kathmandu.view.log_words import cap, card_words, section_words, words
from game.kathmandu.view.boards import card_obj, seat_name
from game.kathmandu.view.fonts import shadow_text, text, wrap
from game.kathmandu.view.paint import GOLD, HILITE, INK, blit_panel
from game.shell.actions import Action, ActionEvent


class TablePicker:
    #: decisions played directly on the table; every other kind gets the menu of its choices
    ON_TABLE = ("bid", "manipulate", "build", "place", "discard", "power_discard", "storage")

    def _auto_picker(self, d) -> None:
        if d.kind not in self.ON_TABLE and (self.picker is None or self.picker.get("decision") is not d):
            self._open_picker(d)

    def _open_picker(self, d, force: bool = False, only: list | None = None) -> None:
        choices = only if only is not None else list(d.choices())
        titles = {"wild_colour": "Choose the colours of the wild sections",
                  "return": "Put one of the drawn cards under the red deck",
                  "power": "Use your architect's power?",
                  "leftover": "Spend your leftover coin",
                  "build": "Where should the card go?"}
        self.picker = {"decision": d, "choices": choices, "index": 0,
                       "title": titles.get(d.kind) or words(d.message()), "kind": d.kind}
        self.picker_hidden = False

    def _picker_items(self):
        p = self.picker
        rows = []
        box = pygame.Rect(0, 0, 560, 0)
        n = len(p["choices"])
        row_h = 64 if p["kind"] in ("return", "leftover", "power") else 44
        visible = min(n, 7)
        box.h = 96 + visible * (row_h + 6)
        box.center = (self.layout.mat.centerx, 360)
        start = max(0, min(p["index"] - visible + 1, n - visible))
        for i in range(start, start + visible):
            rows.append((pygame.Rect(box.x + 20, box.y + 56 + (i - start) * (row_h + 6), box.w - 40, row_h), i))
        hide = pygame.Rect(box.right - 130, box.y + 12, 110, 30)
        return box, rows, hide

    def _picker_pointer(self, event) -> bool:
        box, rows, hide = self._picker_items()
        if event.kind == "move":
            for rect, i in rows:
                if rect.collidepoint(event.pos):
                    self.picker["index"] = i
            return True
        if event.kind == "wheel":
            n = len(self.picker["choices"])
            self.picker["index"] = max(0, min(n - 1, self.picker["index"] - event.wheel))
            return True
        if event.kind == "down" and event.button == 1:
            if hide.collidepoint(event.pos):
                self._picker_close()
                return True
            for rect, i in rows:
                if rect.collidepoint(event.pos):
                    self._apply(self.picker["choices"][i])
                    return True
            if not box.collidepoint(event.pos):
                self._picker_close()
            return True
        return True

    def _picker_close(self) -> None:
        if self.picker and self.picker["kind"] not in self.ON_TABLE:
            self.picker_hidden = True
        else:
            self.picker = None

    def _picker_action(self, event: ActionEvent) -> bool:
        p = self.picker
        n = len(p["choices"])
        if event.action in (Action.UP, Action.LEFT):
            p["index"] = (p["index"] - 1) % n
            services.play(self.app, "focus")
        elif event.action in (Action.DOWN, Action.RIGHT):
            p["index"] = (p["index"] + 1) % n
            services.play(self.app, "focus")
        elif event.action is Action.CONFIRM:
            self._apply(p["choices"][p["index"]])
        elif event.means(Action.BACK) or event.means(Action.MENU) or event.action is Action.VIEW:
            self._picker_close()
        return True

    def _draw_picker(self, surface) -> None:
        p = self.picker
        box, rows, hide = self._picker_items()
        veil = self._layers.get("veil")
        if veil is None:
            veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            veil.fill((10, 6, 4, 120))
            self._layers["veil"] = veil
        surface.blit(veil, (0, 0))
        blit_panel(surface, box, fill=(62, 42, 30), edge=GOLD, radius=14, alpha=250)
        surface.blit(shadow_text(p["title"], 18, INK, True), (box.x + 20, box.y + 16))
        blit_panel(surface, hide, fill=(90, 64, 40), edge=(150, 110, 60), radius=8, alpha=255)
        surface.blit(text("View table", 13, INK, True), text("View table", 13, INK, True).get_rect(center=hide.center))
        for rect, i in rows:
            ch = p["choices"][i]
            focused = i == p["index"]
            pygame.draw.rect(surface, (110, 76, 44) if focused else (78, 54, 38), rect, border_radius=8)
            if focused:
                pygame.draw.rect(surface, HILITE, rect, 2, border_radius=8)
            self._draw_choice_row(surface, ch, rect, best=(p["kind"] == "wild_colour" and i in self._best_wilds(p)))

    def _best_wilds(self, p) -> set[int]:
        """Which wild-colour choices score the most for the chooser (their team with teams); none
        when every choice scores the same. Worked out once per menu, on copies of the state."""
        cached = p.get("best")
        if cached is not None:
            return cached
        best: set[int] = set()
        try:
            from game.kathmandu import engine
            from game.kathmandu.scoring import team_totals
            from game.kathmandu.view.session import _copy
            state = self.session.state
            seat = self.viewer
            team = state.team[seat] if getattr(state, "team", None) else None
            values = []
            for ch in p["choices"]:
                trial = _copy(state)
                engine.apply(trial, ch)
                values.append(team_totals(trial)[team] if team is not None else trial.scores()[seat].total)
            if values and len(set(values)) > 1:
                top = max(values)
                best = {i for i, v in enumerate(values) if v == top}
        except Exception:  # the hint is a nicety: never let it stop the menu
            best = set()
        p["best"] = best
        return best

    def _draw_choice_row(self, surface, ch, rect, best: bool = False) -> None:
        r = self.renderer
        x = rect.x + 10
        k = ch.kind
        card = getattr(ch, "card", None) if k in ("return", "buy", "power", "discard", "build") else None
        if card is not None and card >= 0:
            img = r.card(card_obj(card), (int((rect.h - 8) * 0.62), rect.h - 8))
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
        lab = self._choice_text(ch)
        if best:
            lab += "   (best score)"
        lines = wrap(lab, 14, rect.right - x - 12, True)[:2]  # measured bold: that is how it is drawn
        for i, line in enumerate(lines):
            surface.blit(text(line, 14, INK, True), (x, rect.centery - 9 - (8 if len(lines) > 1 else 0) + i * 17))

    def _mon_words(self, mid: int) -> str:
        """"your Stupa (2/3)", "the Pagoda in Square 1 (3/4)", "Player 3's Shrine (1/2)"."""
        for st in self.model.seats:
            for mm in st.monuments:
                if mm.id == mid:
                    fill = f" ({len(mm.cards)}/{mm.size})"
                    if self.n == 1:
                        return f"the {mm.mon.capitalize()} in Square {mm.area + 1}{fill}"
                    who = "your" if mm.area == self.viewer else f"{seat_name(self.names, mm.area)}'s"
                    return f"{who} {mm.mon.capitalize()}{fill}"
        return "the monument"

    def _choice_text(self, ch) -> str:
        k = ch.kind
        if k == "wild":
            if len(ch.colours) == 1:
                return f"The wild section becomes {COLOURS[ch.colours[0]]}"
            return "The wild sections become " + ", ".join(COLOURS[c] for c in ch.colours) + " (bottom to top)"
        if k == "points":
            me = self.model.seats[self.viewer]
            v = me.coins[0] if me.coins else 0
            return f"Take {v} point{'s' if v != 1 else ''} (the coin's value)"
        if k == "buy":
            return f"Buy this {card_words(ch.card)} from the discards and build it now"
        if k == "build":
            sec = card_obj(ch.card).ends[ch.end]
            who = "your" if ch.area == self.viewer else f"{seat_name(self.names, ch.area)}'s"
            head = cap(section_words(ch.card, ch.end))
            where = f"Square {ch.area + 1}" if self.n == 1 else f"{who} area"
            if ch.monument < 0:
                return f"{head}: start a new {sec.monument.capitalize()} in {where}"
            return f"{head}: add to {self._mon_words(ch.monument)}"
        if k == "reconstruct":
            return (f"Rebuild section {ch.level} of {self._mon_words(ch.monument)} with this "
                    f"{section_words(ch.card, ch.end)}")
        if k == "abandon":
            return f"Take down {self._mon_words(ch.monument)} (its cards are discarded)"
        if k == "exchange":
            return (f"Discard a {card_words(ch.give1)} and a {card_words(ch.give2)}"
                    f" to take a {card_words(ch.take)} from the discards")
        if k == "discard":
            return f"Discard this {card_words(ch.card)}"
        if k == "return":
            return f"Put this {card_words(ch.card)} under the red deck"
        if k == "power" and ch.card >= 0:
            return f"Take this {card_words(ch.card)} from the discards, then discard 1"
        try:
            txt = choice_label(ch)
        except Exception:
            txt = str(ch)
        for p in range(self.n - 1, -1, -1):
            txt = txt.replace(f"area {p}", f"{seat_name(self.names, p)}'s area")
        return txt
