"""What every interaction answers: the prompt, the buttons, presses and releases, the highlights.

One interaction object plays one pending decision of the person at the screen. The table
scene creates it when the decision appears (``interaction_for``) and forwards the pointer to
it; the region painters ask it what to highlight. It plays only by handing one of the core's
``Decision.choices()`` to ``table.apply`` - it never changes the game itself.

The ``table`` it holds is the scene's public surface: ``model``, ``layout``, ``geom``,
``t_tables``, ``viewer``, ``names``, ``time``, ``mouse``, ``flipped``, ``apply``,
``apply_first``, ``say``, ``sound``, ``card_end``, ``hand_rects``, ``columns``, ``open_menu``
and ``undo``.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.i18n import _
from game.kathmandu.view.log_words import words

Button = tuple[str, Callable[[], Any], bool]  # (label, action, enabled)


class Interaction:
    #: decision kinds this interaction plays (the registry reads it)
    kinds: tuple[str, ...] = ()
    #: True: the decision is a menu of choices, which stays (hidden at most) until one is taken
    menu_only = False
    #: True: a click on the discard pile plays this decision (instead of spreading the discards out)
    uses_discard_pile = False

    def __init__(self, table, decision) -> None:
        self.table = table
        self.decision = decision
        self.drag: dict | None = None  # what the mouse holds: {"what", "pos", "start", ...}
        self.selected: dict | None = None  # what a click picked up, to drop with the next click

    # the bar --------------------------------------------------------------------------
    def prompt(self) -> str:
        return words(self.decision.message())

    def buttons(self) -> list[Button]:
        return []

    def anytime_buttons(self) -> list[Button]:
        """Solo Extreme: "at any time, you may discard 2 cards from your hand to retrieve 1 card from
        the discard pile" - the core offers the exchange beside the decision's own choices."""
        ex = [c for c in self.decision.choices() if c.kind == "exchange"]
        if not ex:
            return []
        return [(_("More..."), lambda: self.table.open_menu(self.decision, only=ex), True)]

    # the pointer --------------------------------------------------------------------------
    def press(self, pos) -> bool:
        """A left press on the table (buttons, boards and piles are handled before); True if used."""
        return False

    def release(self, pos) -> None:
        drag, self.drag = self.drag, None
        if drag and self.moved(drag, pos):
            self.drop(drag, pos)

    def drop(self, drag: dict, pos) -> None:
        """A drag let go away from where it started."""

    def move(self, pos) -> None:
        if self.drag:
            self.drag["pos"] = pos

    @staticmethod
    def moved(drag: dict, pos) -> bool:
        return abs(pos[0] - drag["start"][0]) + abs(pos[1] - drag["start"][1]) > 8

    def cancel(self) -> bool:
        """Esc: drop what is held; True if something was."""
        held = self.drag is not None or self.selected is not None
        self.drag = None
        self.selected = None
        return held

    def keyboard_moves(self) -> list:
        """Every legal choice in the order the arrows walk them."""
        return list(self.decision.choices())

    # what to highlight (the painters ask) ---------------------------------------------------
    def spot_glows(self) -> set[str]:
        return set()

    def coin_glow(self, value: int) -> str | None:
        """"pulse" or "selected" for a coin of the viewer's row that can be played."""
        return None

    def held_coin(self) -> int | None:
        """The coin value lifted from the viewer's row (its place shows empty)."""
        return None

    def held_spot(self) -> str | None:
        """The spot whose coin is lifted off the mat."""
        return None

    def market_mark(self, sid: str, card: int):
        """A colour to glow a market card with, or None."""
        return None

    def hand_mark(self, card: int) -> str | None:
        """"build" or "discard" for a hand card that this decision can use."""
        return None

    def held_card(self) -> int | None:
        return None

    def build_targets(self) -> list:
        """The build / reconstruct choices of the card in hand (glow their monuments)."""
        return []

    def board_glows(self) -> set[int]:
        return set()

    def draw_ghost(self, surface: pygame.Surface) -> None:
        """What the mouse carries, drawn over everything but menus."""
