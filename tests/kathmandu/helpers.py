"""Shared helpers for the Kathmandu core tests."""
from __future__ import annotations

import random

from game.kathmandu.data import COLOURS, load_tables
from game.kathmandu.engine import apply, pending, start


def find_card(deck: str, monument: str, position: int, colour: str, exclude=()) -> int:
    """The first card of ``deck`` showing that section (cards without a diamond first: they are in
    every game)."""
    for c in sorted(load_tables().cards, key=lambda c: c.diamond):
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


def section(deck: str, monument: str, position: int, colour: str, skip=()) -> str:
    """A card id with the end that shows that section ("B16.0"), for stated positions."""
    t = load_tables()
    card = find_card(deck, monument, position, colour, exclude={t.card_index[x.split(".")[0]] for x in skip})
    return f"{t.cards[card].id}.{end_of(card, monument, position)}"


def solid(area: int, monument: str, colours: list[str], deck: str = "red", skip: set | None = None) -> dict:
    """A monument for ``position()``: one section per colour, bottom first ("wild" from the blue deck);
    ``skip`` collects the cards used so far, so several monuments never share a card. When no card
    with a section is left, its wild stands in (add "colours" if the monument is complete and not solo)."""
    skip = set() if skip is None else skip
    cards = []
    for pos, col in enumerate(colours, 1):
        try:
            cid = section("blue" if col == "wild" else deck, monument, pos, col, skip)
        except LookupError:  # every card with that section is used (its other end too): a wild stands in
            cid = section("blue", monument, pos, "wild", skip)
        skip.add(cid)
        cards.append(cid)
    return {"area": area, "cards": cards}


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


def game(players: int, seed: int = 1, words=(), first: int | None = 0, **spec):
    """A new game as ``position`` states it (round 1 not started; ``first`` player, other keys of a
    position in ``spec``); ``first=None`` keeps the seed's first player."""
    from game.kathmandu.position import position
    spec = dict(spec, players=players, seed=seed, options=list(words))
    spec.setdefault("phase", "round_start")
    if first is not None:
        spec["first"] = first
    return position(spec)


COLOUR = {c: i for i, c in enumerate(COLOURS)}
