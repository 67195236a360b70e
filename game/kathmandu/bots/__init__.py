"""Kathmandu bots: ``Bot.decide(view: PlayerView, rng: random.Random) -> Choice``.

Bots see only ``view_for(state, seat)``. ``make_bot(name)`` builds one by name (used by
``kathmandu simulate --bots``); ``BOTS`` maps names to factories - register new bots here.
"""
from __future__ import annotations

import random
from typing import Callable, Protocol


class Bot(Protocol):
    name: str

    def decide(self, view, rng: random.Random):
        ...


def _random():
    from .random_bot import RandomBot
    return RandomBot()


BOTS: dict[str, Callable[[], Bot]] = {"random": _random}


def make_bot(name: str) -> Bot:
    if name not in BOTS:
        raise ValueError(f"unknown bot {name!r} (known: {', '.join(sorted(BOTS))})")
    return BOTS[name]()
