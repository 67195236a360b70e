"""An SDL virtual game controller attached in-process (this machine has no /dev/uinput).

``VirtualPad()`` plugs a pad in (SDL sends the device-added events as for a real one), ``press``
/ ``release`` / ``tap`` its buttons by name, ``unplug()`` and ``plug()`` it. Events appear on the
next event pump (``app.advance``). Uses the SDL library pygame-ce itself loaded, through ctypes.
"""
from __future__ import annotations

import ctypes
import glob
import os

import pygame

# SDL_GameControllerButton order: a virtual controller's buttons map to these one to one
BUTTONS = ("a", "b", "x", "y", "back", "guide", "start", "lstick", "rstick", "lb", "rb",
           "dpup", "dpdown", "dpleft", "dpright")
_TYPE_GAMECONTROLLER = 1


def _sdl() -> ctypes.CDLL | None:
    base = os.path.dirname(pygame.__file__)
    found = sorted(glob.glob(os.path.join(base, "..", "pygame_ce.libs", "libSDL2-2*.so*")))
    for path in found + ["libSDL2-2.0.so.0"]:
        try:
            lib = ctypes.CDLL(path)
            lib.SDL_JoystickAttachVirtual
        except (OSError, AttributeError):
            continue
        lib.SDL_JoystickAttachVirtual.restype = ctypes.c_int
        lib.SDL_JoystickAttachVirtual.argtypes = [ctypes.c_int] * 4
        lib.SDL_JoystickOpen.restype = ctypes.c_void_p
        lib.SDL_JoystickOpen.argtypes = [ctypes.c_int]
        lib.SDL_JoystickClose.argtypes = [ctypes.c_void_p]
        lib.SDL_JoystickSetVirtualButton.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
        lib.SDL_JoystickSetVirtualAxis.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int16]
        lib.SDL_JoystickDetachVirtual.argtypes = [ctypes.c_int]
        lib.SDL_JoystickInstanceID.argtypes = [ctypes.c_void_p]
        lib.SDL_JoystickInstanceID.restype = ctypes.c_int
        return lib
    return None


def available() -> bool:
    return _sdl() is not None


class VirtualPad:
    def __init__(self) -> None:
        self.lib = _sdl()
        if self.lib is None:
            raise RuntimeError("SDL virtual joysticks are not available")
        if not pygame.joystick.get_init():
            pygame.joystick.init()
        self.index: int | None = None
        self.joy = None
        self.plug()

    def plug(self) -> None:
        self.index = self.lib.SDL_JoystickAttachVirtual(_TYPE_GAMECONTROLLER, 6, len(BUTTONS), 0)
        if self.index < 0:
            raise RuntimeError("SDL_JoystickAttachVirtual failed")
        self.joy = self.lib.SDL_JoystickOpen(self.index)

    @property
    def instance_id(self) -> int:
        return self.lib.SDL_JoystickInstanceID(self.joy)

    def set(self, name: str, down: bool) -> None:
        self.lib.SDL_JoystickSetVirtualButton(self.joy, BUTTONS.index(name), 1 if down else 0)

    def press(self, name: str) -> None:
        self.set(name, True)

    def release(self, name: str) -> None:
        self.set(name, False)

    def unplug(self) -> None:
        if self.joy is not None:
            self.lib.SDL_JoystickClose(self.joy)
            self.joy = None
        if self.index is not None:
            # the device index of a virtual pad may have moved; detach the one that is ours
            for i in range(pygame.joystick.get_count()):
                self.lib.SDL_JoystickDetachVirtual(i)
                break
            self.index = None
