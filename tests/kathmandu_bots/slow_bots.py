"""Bots that misbehave, for the worker-process tests (importable by the worker: module level)."""
from __future__ import annotations

import os
import time


class SleepyBot:
    """Overruns any budget: thinks far longer than its ``seconds``."""
    name = "sleepy"
    seconds = 0.05

    def decide(self, view, rng):
        time.sleep(30)
        return view.choices()[0]


class CrashingBot:
    """Takes the worker process down with it (as a segfault in an extension would)."""
    name = "crashing"

    def decide(self, view, rng):
        os._exit(3)
