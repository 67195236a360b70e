"""The random bot: a uniformly random legal choice (the baseline for simulations and tests)."""
from __future__ import annotations

import random


class RandomBot:
    name = "random"

    def decide(self, view, rng: random.Random):
        choices = view.choices()
        if not choices:
            raise ValueError("the random bot was asked to decide with nothing to choose")
        return choices[rng.randrange(len(choices))]
