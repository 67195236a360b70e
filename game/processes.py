"""Helpers for the program's worker processes (the Kathmandu bots', the Relics level graphs').

Nothing here imports pygame.
"""
from __future__ import annotations


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
