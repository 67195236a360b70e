"""What the region painters share besides the model and the layout: the card renderer, the mat's
geometry, the moment and the mouse, cached layers, and what animations hold back or put down.

The painters (``prompt_bar``, ``mat_pieces``, ``opponents``, ``own_board``, ``side_panels``) are
plain functions of (surface, model, layout, look, play): ``play`` is the interaction of the
pending decision (``interactions.base.Interaction``), asked what to highlight.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.kathmandu.data import COLOURS
from game.kathmandu.view.cards import CardRenderer
from game.kathmandu.view.mat import MatGeometry
from game.kathmandu.view.paint import SOLO_COLOUR, coin, seat_colour


@dataclass
class TableFx:
    """The table between two model refreshes, as the animations leave it."""
    hidden_spaces: set[str] = field(default_factory=set)  # market cards that flew away
    hidden_spots: set[str] = field(default_factory=set)  # coins in flight from these spots
    landed_cards: dict[str, int] = field(default_factory=dict)  # market cards dealt since the refresh
    landed_coins: dict[str, tuple[int, int | None]] = field(default_factory=dict)
    revealed: dict[str, int] = field(default_factory=dict)
    phase_note: str = ""  # the header's phase while the events of a new phase play
    log_shown: int = 0  # log lines shown (each appears as its event's animation starts)
    round: int = 0  # the round being dealt while its start animates (0: the model's round)

    def clear(self, log_len: int) -> None:
        self.hidden_spaces.clear()
        self.hidden_spots.clear()
        self.landed_cards.clear()
        self.landed_coins.clear()
        self.revealed.clear()
        self.phase_note = ""
        self.round = 0
        self.log_shown = log_len


@dataclass
class Look:
    renderer: CardRenderer
    geom: MatGeometry
    tables: object  # the core's card tables (``data.load_tables()``)
    names: list[str]
    n: int
    viewer: int
    fx: TableFx = field(default_factory=TableFx)
    layers: dict = field(default_factory=dict)
    time: float = 0.0
    mouse: tuple[int, int] = (0, 0)
    busy: bool = False  # animations are playing (or the model is about to refresh)
    coins_drawn: list = field(default_factory=list)  # (spot, seat, value) the last frame showed
    holo_next: int = 1  # what a holofoil Buddha built now scores (the model's)

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return seat_colour(seat) if self.n > 1 else SOLO_COLOUR[1]

    def coin(self, seat: int, value: int | None, r: int = 16) -> pygame.Surface:
        return coin(self.seat_colour(seat), value, r)

    def debris(self, colour: int) -> pygame.Surface:
        key = ("debris", colour)
        if key not in self.layers:
            c = self.renderer.art.colour(COLOURS[colour] if 0 <= colour < 5 else "wild")
            s = pygame.Surface((30, 30), pygame.SRCALPHA)
            pygame.draw.circle(s, (30, 24, 20), (15, 15), 14)
            pygame.draw.circle(s, (120, 110, 100), (15, 15), 12)
            pygame.draw.circle(s, c.fill, (15, 15), 7)
            self.layers[key] = s
        return self.layers[key]

    def spot_id(self, idx: int) -> str:
        return self.tables.spots[idx].id

    def space_id(self, idx: int) -> str:
        return self.tables.spaces[idx].id
