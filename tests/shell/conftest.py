"""Shared helpers for the shell tests: a fake gamepad and key events (the headless `app` fixture is in tests/conftest.py)."""
from __future__ import annotations

import pygame
import pytest

from tests.fakes import FakeJoystick  # noqa: F401  (imported from here by the shell tests)


@pytest.fixture
def fake_pads(app):
    """``fake_pads[device_index] = FakeJoystick(...)`` decides what JOYDEVICEADDED opens."""
    pads: dict[int, FakeJoystick] = {}
    app.input.joystick_factory = lambda index: pads[index]
    return pads


def key(k: int, down: bool = True, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN if down else pygame.KEYUP, key=k, mod=mod)
