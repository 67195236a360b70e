"""Test doubles shared by several test folders."""
from __future__ import annotations


class FakeJoystick:
    """Stands in for pygame.joystick.Joystick / an SDL GameController (what the input layer's
    ``joystick_factory`` opens on JOYDEVICEADDED)."""

    def __init__(self, instance_id: int, name: str = "Test Pad", controller: bool = True) -> None:
        self._iid = instance_id
        self._name = name
        self.is_controller = controller

    def get_instance_id(self) -> int:
        return self._iid

    def get_name(self) -> str:
        return self._name
