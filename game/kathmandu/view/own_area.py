"""Where the viewer's hand cards and monuments sit, and what a point over them means.

Plain functions of (model, layout): the own-board painter draws at these rects and the build
interaction drops cards on them, so the two can never disagree.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.kathmandu.view.boards import card_obj, hand_rects as _hand_rects, monument_rects, order_monuments
from game.kathmandu.view.layout import HAND_CARD, TableLayout
from game.kathmandu.view.model import MonumentModel, TableModel

FOOT = 14  # the label under each monument column


@dataclass(frozen=True)
class Column:
    """One monument column of a board (``mon`` None: the "new monument" slot)."""
    rect: pygame.Rect
    mon: MonumentModel | None
    area: int
    sec: tuple[int, int]  # size of one section

    def level_rect(self, level: int) -> pygame.Rect:
        """The rect of section ``level`` (0 = bottom)."""
        return pygame.Rect(self.rect.x, self.rect.bottom - FOOT - (level + 1) * self.sec[1], self.rect.w, self.sec[1])

    def level_at(self, pos) -> int | None:
        if self.mon is None:
            return None
        for lvl in range(len(self.mon.cards)):
            if self.level_rect(lvl).collidepoint(pos):
                return lvl
        return None


@dataclass(frozen=True)
class DropTarget:
    kind: str  # "monument", "new" (start one in ``area``) or "board" (a teammate's compact board)
    monument: int
    area: int
    level: int | None  # the built section under the point (reconstruction)


def hand_rects(model: TableModel, layout: TableLayout, viewer: int) -> list[tuple[pygame.Rect, int]]:
    """(rect, card) of the viewer's hand, left to right."""
    cards = [c for c in model.seats[viewer].hand if c is not None]
    # keep clear of the "Hand N (limit 3)" label at the left (and centred: as much at the right)
    rects = _hand_rects(len(cards), layout.hand.inflate(-2 * 112, 0), *HAND_CARD)
    return list(zip(rects, cards))


def columns(model: TableModel, layout: TableLayout, viewer: int) -> list[Column]:
    """The viewer's monument columns (solo: the two Durbar Squares side by side)."""
    area = layout.monuments
    out: list[Column] = []
    if model.n == 1:
        half = area.w // 2 - 6
        for q in (0, 1):
            sub = pygame.Rect(area.x + q * (half + 12), area.y + 16, half, area.h - 16)
            mons = order_monuments([x for x in model.seats[0].monuments if x.area == q])
            rects, new, sec = monument_rects(mons, sub, slot=True, max_w=64)
            out.extend(Column(rr, mm, q, sec) for rr, mm in zip(rects, mons))
            if new is not None:
                out.append(Column(new, None, q, sec))
        return out
    mons = order_monuments(model.seats[viewer].monuments)
    rects, new, sec = monument_rects(mons, area, slot=True)
    out.extend(Column(rr, mm, viewer, sec) for rr, mm in zip(rects, mons))
    if new is not None:
        out.append(Column(new, None, viewer, sec))
    return out


def drop_target(pos, model: TableModel, layout: TableLayout, viewer: int) -> DropTarget | None:
    for col in columns(model, layout, viewer):
        if col.rect.inflate(8, 8).collidepoint(pos):
            if col.mon is None:
                return DropTarget("new", -1, col.area, None)
            return DropTarget("monument", col.mon.id, col.area, col.level_at(pos))
    if layout.monuments.collidepoint(pos):
        return DropTarget("new", -1, viewer if model.n > 1 else 0, None)
    for seat, rect in layout.boards.items():
        if rect.collidepoint(pos):
            return DropTarget("board", -1, seat, None)
    return None


def two_ended(card: int) -> bool:
    cd = card_obj(card)
    return cd.ends[0] != cd.ends[1]
