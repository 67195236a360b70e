"""How hard the reliability tests push: a few thousand examples in all by default (CI stays
fast); ``DURBAR_FUZZ=1`` (or ``DURBAR_FUZZ=N``, a multiplier, e.g. 20) runs each N times longer
(default 25x), for a hunt before a release:

    DURBAR_FUZZ=1 python -m pytest -q -p no:cacheprovider tests/reliability
"""
from __future__ import annotations

import os

from hypothesis import HealthCheck, settings


def factor() -> int:
    raw = os.environ.get("DURBAR_FUZZ", "").strip()
    if not raw or raw == "0":
        return 1
    try:
        n = int(raw)
    except ValueError:
        return 25
    return 25 if n == 1 else max(1, n)


def fuzz(examples: int):
    """``@fuzz(300)``: hypothesis settings for ``examples`` examples (times the DURBAR_FUZZ factor)."""
    return settings(max_examples=examples * factor(), deadline=None, derandomize=factor() == 1,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much,
                                           HealthCheck.data_too_large, HealthCheck.function_scoped_fixture])


def one_line(text: str) -> None:
    """A message a player can read: one line, printable, encodable as strict UTF-8."""
    assert text and "\n" not in text and "\r" not in text, repr(text)
    text.encode("utf-8")  # no lone surrogates (a strict UTF-8 console, a save file)
    assert "Traceback" not in text, text
