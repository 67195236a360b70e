"""The frame every bot shares: a legal choice always comes back, within the thinking budget (CPU time of the thinking thread, see ``budget``).

``decide(view, rng, budget=None)`` asks the concrete bot's ``choose`` and checks its answer
against the view's full list of legal choices; an exception or an illegal answer falls back to a
safe legal choice (``Done`` / ``Keep`` / ``TakePoints`` / ``SkipPower`` when offered, else the
first). Bots keep no state between calls (all they use comes from the view and ``rng``), so one
bot object may serve several seats and run in a worker thread; ``budget.cancel()`` from another
thread makes a searching bot answer at once.

Set ``DURBAR_BOTS_STRICT=1`` to let exceptions through (tests use it to catch bot bugs).
"""
from __future__ import annotations

import os
import random

from .budget import Budget

SAFE_KINDS = ("done", "keep", "points", "skip")


def fallback(choices: list):
    for k in SAFE_KINDS:
        for c in choices:
            if c.kind == k:
                return c
    return choices[0]


class BaseBot:
    name = "base"
    #: seconds a decision may take when no budget is given (None: unbounded, the bot is fast)
    default_seconds: float | None = None

    def decide(self, view, rng: random.Random, budget: Budget | None = None):
        choices = view.choices()
        if not choices:
            raise ValueError(f"the {self.name} bot was asked to decide with nothing to choose")
        if len(choices) == 1:
            return choices[0]
        if budget is None:
            budget = Budget(self.default_seconds)
        budget.used()  # the thinking thread's CPU clock starts here
        own = choices
        if view.pending().kind != "build":  # solo Extreme offers its exchange at every decision: bots use it in Build
            own = [c for c in choices if c.kind != "exchange"] or choices
        try:
            choice = self.choose(view, own, rng, budget)
        except Exception:
            if os.environ.get("DURBAR_BOTS_STRICT"):
                raise
            choice = None
        if choice is None or choice not in choices:
            if os.environ.get("DURBAR_BOTS_STRICT") and choice is not None:
                raise AssertionError(f"{self.name} bot chose an illegal {choice!r}")
            choice = fallback(choices)
        return choice

    def choose(self, view, choices: list, rng: random.Random, budget: Budget):  # pragma: no cover
        raise NotImplementedError
