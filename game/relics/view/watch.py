"""``--map``: notice when the map file being played changes on disk (saved in Tiled).

``MapWatcher.tick(dt)`` polls the file's modification time once a second of play time, or of
wall time while the App sleeps between frames (``due()`` tells the scene to stay awake for it);
``start()`` sets a one-second timer event that wakes the sleeping App, ``stop()`` clears it.
"""
from __future__ import annotations

import time
from pathlib import Path
from typing import Optional

import pygame

POLL_SECONDS = 1.0

_WATCH_EVENT: list[int] = []


def watch_event() -> int:
    """The custom pygame event type of the map-watch timer (made once)."""
    if not _WATCH_EVENT:
        _WATCH_EVENT.append(pygame.event.custom_type())
    return _WATCH_EVENT[0]


class MapWatcher:
    def __init__(self, path: Path, interval: float = POLL_SECONDS) -> None:
        self.path = Path(path)
        self.interval = interval
        self._mtime: Optional[int] = None
        self._poll = 0.0
        self._next = time.perf_counter() + interval
        self.remember()

    def remember(self) -> None:
        """Take the file as it is now as seen (called when it is loaded)."""
        try:
            self._mtime = self.path.stat().st_mtime_ns
        except OSError:
            self._mtime = None

    def changed(self) -> bool:
        """True once for each change of the file since ``remember()``."""
        try:
            mtime = self.path.stat().st_mtime_ns
        except OSError:
            return False
        return mtime != self._mtime

    def due(self) -> bool:
        return time.perf_counter() >= self._next

    def tick(self, dt: float) -> bool:
        """Advance the poll clock; True when it is time to look and the file has changed."""
        self._poll += dt
        if self._poll < self.interval and not self.due():
            return False
        self._poll = 0.0
        self._next = time.perf_counter() + self.interval
        return self.changed()

    def start(self) -> None:
        # a tick a second wakes the App from its idle sleep so the map file is polled even when
        # the window has not seen input for a long time (the player is busy in Tiled)
        pygame.time.set_timer(watch_event(), int(self.interval * 1000))

    def stop(self) -> None:
        pygame.time.set_timer(watch_event(), 0)
