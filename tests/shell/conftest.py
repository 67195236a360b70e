"""Shared fixtures for the shell tests: a headless App and a fake gamepad."""
from __future__ import annotations

import pygame
import pytest


class FakeJoystick:
    """Stands in for pygame.joystick.Joystick / an SDL GameController in tests."""

    def __init__(self, instance_id: int, name: str = "Test Pad", controller: bool = True) -> None:
        self._iid = instance_id
        self._name = name
        self.is_controller = controller

    def get_instance_id(self) -> int:
        return self._iid

    def get_name(self) -> str:
        return self._name


@pytest.fixture
def app():
    from game.shell.app import App

    a = App(headless=True, audio=False)
    yield a
    a.close()


@pytest.fixture
def fake_pads(app):
    """``fake_pads[device_index] = FakeJoystick(...)`` decides what JOYDEVICEADDED opens."""
    pads: dict[int, FakeJoystick] = {}
    app.input.joystick_factory = lambda index: pads[index]
    return pads


def key(k: int, down: bool = True, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN if down else pygame.KEYUP, key=k, mod=mod)
