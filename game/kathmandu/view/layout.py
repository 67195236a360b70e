"""Where everything sits on the 1280x720 table, for 1-6 seats (six is the hard case).

Top: the prompt bar (round, what to do now, the action buttons). Centre: the playmat. Below it:
the viewing player's own board (monuments) and hand. Left column: the other players' compact
boards (expand on hover). Right column: missions, public goals and the game log.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

W, H = 1280, 720
BAR_H = 46
SIDE_W = 248
#: a card in the hand (two ends, one above the other)
HAND_CARD = (86, 136)
#: a card flying to or from the discard pile, a built end flying to its board, a red card flying
#: face down to another player (``event_anims``; ``face_warm`` paints them when the table opens)
FLY_CARD = (60, 94)
FLY_END = (80, 54)
RED_BACK = (60, 92)


@dataclass
class TableLayout:
    n: int
    viewer: int
    solo: bool
    bar: pygame.Rect = field(default_factory=pygame.Rect)
    mat: pygame.Rect = field(default_factory=pygame.Rect)
    own: pygame.Rect = field(default_factory=pygame.Rect)
    own_header: pygame.Rect = field(default_factory=pygame.Rect)
    monuments: pygame.Rect = field(default_factory=pygame.Rect)
    hand: pygame.Rect = field(default_factory=pygame.Rect)
    left: pygame.Rect = field(default_factory=pygame.Rect)
    right: pygame.Rect = field(default_factory=pygame.Rect)
    missions: pygame.Rect = field(default_factory=pygame.Rect)
    goals: pygame.Rect = field(default_factory=pygame.Rect)
    log: pygame.Rect = field(default_factory=pygame.Rect)
    boards: dict[int, pygame.Rect] = field(default_factory=dict)
    coins: list[pygame.Rect] = field(default_factory=list)

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """Where cards and coins of a seat fly to / from."""
        if seat == self.viewer or self.solo:
            return self.hand.center
        r = self.boards.get(seat)
        return r.center if r else self.mat.center


def build_layout(n: int, viewer: int, solo: bool, goals: int = 0) -> TableLayout:
    L = TableLayout(n, viewer, solo)
    L.bar = pygame.Rect(0, 0, W, BAR_H)
    L.left = pygame.Rect(6, BAR_H + 6, SIDE_W, H - BAR_H - 12)
    L.right = pygame.Rect(W - SIDE_W - 6, BAR_H + 6, SIDE_W, H - BAR_H - 12)
    cx0 = L.left.right + 8
    cx1 = L.right.left - 8
    L.mat = pygame.Rect(cx0, BAR_H + 6, cx1 - cx0, 300)
    L.own = pygame.Rect(cx0, L.mat.bottom + 6, cx1 - cx0, H - L.mat.bottom - 12)
    L.own_header = pygame.Rect(L.own.x, L.own.y, L.own.w, 34)
    L.hand = pygame.Rect(L.own.x + 8, L.own.bottom - 146, L.own.w - 16, 140)
    L.monuments = pygame.Rect(L.own.x + 8, L.own_header.bottom + 4, L.own.w - 16, L.hand.y - L.own_header.bottom - 10)
    # own coins in the header, at the right
    L.coins = [pygame.Rect(L.own_header.right - 10 - (5 - i) * 38, L.own_header.y + 3, 30, 30) for i in range(5)]
    others = [s for s in range(n) if s != viewer] if not solo else []
    if others:
        gap = 6
        h = min(210, (L.left.h - gap * (len(others) - 1)) // len(others)) if len(others) > 1 else L.left.h
        # seats in turn order after the viewer, top to bottom
        ordered = [(viewer + k) % n for k in range(1, n)]
        for i, s in enumerate(ordered):
            L.boards[s] = pygame.Rect(L.left.x, L.left.y + i * (h + gap), L.left.w, h)
    mh = 140 if not solo else 250
    L.missions = pygame.Rect(L.right.x, L.right.y, L.right.w, mh)
    gh = 0 if not goals else 30 + goals * 38
    L.goals = pygame.Rect(L.right.x, L.missions.bottom + 6, L.right.w, gh)
    top = (L.goals.bottom if gh else L.missions.bottom) + 6
    L.log = pygame.Rect(L.right.x, top, L.right.w, L.right.bottom - top)
    return L
