"""The shell's fade between screens: out to black, the change of screen, back in."""
from __future__ import annotations

from typing import Callable


class Fade:
    """A fade to black and back between screens: ``op`` (the change of screen) runs at black."""

    def __init__(self, op: Callable[[], None] | None, out: float, into: float) -> None:
        self.op = op
        self.phase = "out" if op is not None and out > 0 else "in"
        self.t = 0.0
        self.out = out
        self.into = into
        if self.phase == "in" and op is not None:
            op()
            self.op = None

    def alpha(self) -> int:
        if self.phase == "out":
            return int(255 * min(1.0, self.t / self.out))
        return int(255 * max(0.0, 1 - self.t / self.into)) if self.into > 0 else 0

    def step(self, dt: float) -> bool:
        """Advance; returns False when finished."""
        self.t += dt
        if self.phase == "out" and self.t >= self.out:
            if self.op:
                op, self.op = self.op, None
                op()
            self.phase, self.t = "in", 0.0
        return not (self.phase == "in" and self.t >= self.into)
