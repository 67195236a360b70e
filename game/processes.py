"""Helpers for the program's worker processes (the Kathmandu bots', the Relics level graphs').

Nothing here imports pygame.
"""
from __future__ import annotations

import atexit
import threading
from typing import Callable, Generic, Optional, TypeVar

T = TypeVar("T")


class OnePerProgram(Generic[T]):
    """The program's one instance of a worker: made on first use (thread-safe), its ``stop``
    registered to run at exit."""

    def __init__(self, make: Callable[[], T]) -> None:
        self._make = make
        self._it: Optional[T] = None
        self._lock = threading.Lock()

    def get(self) -> T:
        with self._lock:
            if self._it is None:
                self._it = self._make()
                atexit.register(self._it.stop)  # type: ignore[attr-defined]
            return self._it

    @property
    def current(self) -> Optional[T]:
        """The instance if it was made, else None (nothing is started by asking)."""
        return self._it


def end(conn, proc) -> None:
    """Close a worker's pipe and end its process: asked to stop, killed if it does not within a
    second, reaped either way (either argument may be None)."""
    if conn is not None:
        try:
            conn.close()
        except OSError:
            pass
    if proc is not None:
        if proc.is_alive():
            proc.terminate()
            proc.join(1.0)
            if proc.is_alive():
                proc.kill()
                proc.join(1.0)
        else:
            proc.join(0)
