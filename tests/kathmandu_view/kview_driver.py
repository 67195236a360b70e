"""A synthetic player for the Kathmandu table: picks a legal choice and performs it with the mouse.

It posts real pygame mouse events (through the App's input layer), so every path it takes is
the one a person's hand takes: drag a coin to a spot, drag a card to a monument, right-click to
flip, click Done, click a row of a menu. It never calls the core itself.
"""
from __future__ import annotations

import random

import pygame

from game.kathmandu.view.setup import TableSetup


def make_app():
    from game.shell.app import App

    app = App(headless=True, audio=False)
    app.settings.set("animation_speed", "instant", save=False)
    return app


def open_table(app, setup: TableSetup, **kw):
    from game.kathmandu.view.table import TableScene

    scene = TableScene(app, setup, **kw)
    app.start(scene)
    app.advance(2)
    return scene


def post_mouse(kind: str, pos, button: int = 1) -> None:
    pos = (int(pos[0]), int(pos[1]))
    if kind == "move":
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    elif kind == "down":
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    else:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


class MousePlayer:
    def __init__(self, app, table, seed: int = 1, build_bias: float = 0.7, kinds_first: tuple = ()) -> None:
        self.app = app
        self.table = table
        self.rng = random.Random(seed)
        self.build_bias = build_bias
        self.kinds_first = kinds_first
        self.actions = 0
        self.seen_kinds: set[str] = set()

    # low level ------------------------------------------------------------------------
    def click(self, pos, button: int = 1) -> None:
        post_mouse("move", pos)
        post_mouse("down", pos, button)
        post_mouse("up", pos, button)
        self.app.advance(1)

    def drag(self, a, b) -> None:
        post_mouse("move", a)
        post_mouse("down", a)
        self.app.advance(1)
        mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
        post_mouse("move", mid)
        self.app.advance(1)
        post_mouse("move", b)
        self.app.advance(1)
        post_mouse("up", b)
        self.app.advance(1)

    def button(self, label: str) -> None:
        self.app.advance(1)
        from game.i18n import _ as tr

        for rect, lab, _fn, _en in self.table.buttons:
            if lab in (label, tr(label)):  # the label as drawn, in the player's language
                self.click(rect.center)
                return
        raise AssertionError(f"no button {label!r} among {[b[1] for b in self.table.buttons]}")

    # waiting ----------------------------------------------------------------------------
    def settle(self, limit: int = 20000) -> None:
        """Advance until a person must act (their decision is on screen) or the game is over."""
        t = self.table
        for _ in range(limit):
            top = self.app.stack.top
            if t.ended:
                return
            if top is not t and type(top).__name__ == "HandOffScene":
                return
            if t.my_decision() is not None and top is t:
                return
            if t.worker is not None:
                t.worker.wait(10)
            self.app.advance(1)
        raise AssertionError("the table did not reach a person's decision")

    # one decision -----------------------------------------------------------------------
    def act(self) -> str:
        t = self.table
        d = t.my_decision()
        assert d is not None
        before = len(t.session.state.history)
        choices = list(d.choices())
        self.seen_kinds.add(d.kind)
        choice = self.pick(d.kind, choices)
        self.perform(d.kind, choice)
        self.app.advance(1)
        after = len(t.session.state.history)
        assert after > before, f"{d.kind}: {choice} was not played through the mouse"
        self.actions += 1
        return d.kind

    def pick(self, kind: str, choices: list):
        preferred = [c for c in choices if c.kind in self.kinds_first]
        if preferred and self.rng.random() < 0.8:
            return self.rng.choice(preferred)
        if kind in ("build", "place"):
            builds = [c for c in choices if c.kind != "done"]
            done = [c for c in choices if c.kind == "done"]
            if builds and (not done or self.rng.random() < self.build_bias):
                return self.rng.choice(builds)
            return done[0]
        if kind == "wild_colour":
            return choices[0] if self.rng.random() < 0.7 else self.rng.choice(choices[:7])
        return self.rng.choice(choices)

    def perform(self, kind: str, c) -> None:
        t = self.table
        g = t.geom
        L = t.layout
        ids = t.t_tables
        if c.kind == "bid":
            self.drag(L.coins[c.coin].center, g.spots[ids.spots[c.spot].id])
        elif c.kind == "keep":
            self.button("Keep bids")
        elif c.kind == "jump":
            self.drag(g.spots[ids.spots[c.spot].id], g.spots[ids.spots[c.to].id])
        elif c.kind == "swap":
            self.drag(L.coins[c.coin].center, g.spots[ids.spots[c.spot].id])
        elif c.kind in ("build", "reconstruct"):
            self._drag_card(c)
        elif c.kind == "done":
            self.button("Done building")
        elif c.kind == "discard" and kind in ("discard", "power_discard"):
            rect = dict((card, r) for r, card in t.hand_rects())[c.card]
            self.click((rect.x + 8, rect.centery))
        elif c.kind == "store":
            for sid, card in t.model.market.items():
                if card in c.cards:
                    self.click(g.spaces[sid].center)
            self.button("Store these")
        elif c.kind in ("abandon", "exchange"):
            self.button("More...")
            self._picker_click(c)
        else:  # wild, return, power, skip, points, buy, bhairav: the menu of choices
            self._picker_click(c)

    def _picker_click(self, c) -> None:
        t = self.table
        self.app.advance(1)
        assert t.menu is not None, "expected a menu of choices"
        t.menu.show()
        i = t.menu.choices.index(c)
        for _ in range(len(t.menu.choices)):
            box, rows, _hide = t.menu.rows()
            for rect, idx in rows:
                if idx == i:
                    self.click(rect.center)
                    return
            # scroll the list with the wheel until the row shows
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False,
                                                 precise_x=0.0, precise_y=-1.0, touch=False, which=0))
            self.app.advance(1)
        raise AssertionError("the choice never showed in the menu")

    def _drag_card(self, c) -> None:
        t = self.table
        hand = dict((card, r) for r, card in t.hand_rects())
        rect = hand[c.card]
        grip = (rect.centerx, rect.y + 10)
        if t.card_end(c.card) != c.end:
            self.click(grip, button=3)  # right-click flips the card
            assert t.card_end(c.card) == c.end
        self.drag(grip, self._target_point(c))
        if self.table.menu is not None and c in self.table.menu.choices:
            self._picker_click(c)  # a teammate's board: the menu says which of their monuments

    def _target_point(self, c):
        t = self.table
        for col in t.columns():
            mon = col.mon
            if c.kind == "reconstruct":
                if mon is not None and mon.id == c.monument:
                    return col.level_rect(c.level - 1).center
                continue
            if c.monument < 0 and mon is None and col.area == c.area:
                return col.level_rect(0).center
            if mon is not None and mon.id == c.monument:
                return col.level_rect(len(mon.cards)).center
        # a teammate's area: their board (the menu then says which monument, or which section)
        area = t.owner_of(c.monument) if c.kind == "reconstruct" else c.area
        if area in t.layout.boards:
            return t.layout.boards[area].center
        raise AssertionError(f"no target on screen for {c}")


def play_to_end(app, table, player: MousePlayer, max_actions: int = 2000) -> None:
    for _ in range(max_actions):
        player.settle()
        if table.ended:
            return
        top = app.stack.top
        if top is not table:
            # the hand-off screen: the next person confirms
            player.click((640, 360))
            continue
        player.act()
    raise AssertionError("the game did not end")
