"""Shared helpers for the Kathmandu core tests."""
from __future__ import annotations

import random

from game.kathmandu.data import COLOURS, MONUMENTS, load_tables
from game.kathmandu.engine import apply, pending, start
from game.kathmandu.options import parse_options
from game.kathmandu.state import Monument, new_game


def find_card(deck: str, monument: str, position: int, colour: str, exclude=()) -> int:
    for c in load_tables().cards:
        if c.deck == deck and c.index not in exclude:
            for e in c.ends:
                if (e.monument, e.position, e.colour) == (monument, position, colour):
                    return c.index
    raise LookupError((deck, monument, position, colour))


def end_of(card: int, monument: str, position: int) -> int:
    t = load_tables()
    for i, e in enumerate(t.cards[card].ends):
        if (e.monument, e.position) == (monument, position):
            return i
    raise LookupError(card)


def take(s, card: int) -> None:
    """Removes a card from wherever it is (to put it somewhere by hand in a test)."""
    for zone in (s.red, s.blue, s.discards, s.box):
        if card in zone:
            zone.remove(card)
            return
    for h in s.hands:
        if card in h:
            h.remove(card)
            return
    if card in s.market:
        s.market[s.market.index(card)] = -1
        return
    raise LookupError(card)


def put_monument(s, area: int, monument: str, colours: list[str], deck: str = "red", complete: bool = True) -> Monument:
    """A monument built by hand from the named deck's cards (colours bottom first)."""
    t = load_tables()
    mon = MONUMENTS.index(monument)
    m = Monument(len(s.monuments), area, mon)
    used = {c for mm in s.monuments for c, _ in mm.cards}
    for pos, col in enumerate(colours, 1):
        card = find_card("blue" if col == "wild" else deck, monument, pos, col, exclude=used)
        take(s, card)
        used.add(card)
        end = end_of(card, monument, pos)
        m.cards.append((card, end))
        m.fixed.append(t.end_col[card][end])
    m.complete = complete and len(colours) == m.size
    s.monuments.append(m)
    return m


def play_random(s, rng: random.Random, limit: int = 20000, check=None) -> int:
    steps = 0
    start(s)
    while steps < limit:
        d = pending(s)
        if d is None:
            return steps
        ch = d.choices()
        assert ch, f"no choices for {d}"
        apply(s, ch[rng.randrange(len(ch))])
        steps += 1
        if check:
            check(s)
    raise AssertionError(f"game did not end in {limit} steps")


def game(players: int, seed: int = 1, words=(), first: int | None = 0):
    s = new_game(parse_options(list(words), players, seed))
    if first is not None:
        s.first = first
    return s


COLOUR = {c: i for i, c in enumerate(COLOURS)}
