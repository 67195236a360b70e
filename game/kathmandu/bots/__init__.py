"""Kathmandu bots: ``Bot.decide(view: PlayerView, rng: random.Random) -> Choice``.

Bots see only ``view_for(state, seat)``. ``make_bot(name)`` builds one by name (used by
``kathmandu simulate --bots``); ``BOTS`` maps names to factories - register new bots here.
"""
from __future__ import annotations

import random
from typing import Callable, Protocol


class Bot(Protocol):
    name: str

    def decide(self, view, rng: random.Random):  # easy/normal/hard also take ``budget=Budget(...)``
        ...


def _random():
    from .random_bot import RandomBot
    return RandomBot()


def _easy():
    from .easy import EasyBot
    return EasyBot()


def _normal():
    from .normal import NormalBot
    return NormalBot()


def _hard():
    from .hard import HardBot
    return HardBot()


BOTS: dict[str, Callable[[], Bot]] = {"random": _random, "easy": _easy, "normal": _normal, "hard": _hard}


def make_bot(name: str) -> Bot:
    if name not in BOTS:
        raise ValueError(f"unknown bot {name!r} (known: {', '.join(sorted(BOTS))})")
    return BOTS[name]()
