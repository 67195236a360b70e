"""Scenes and the scene stack.

The top scene takes input first; a scene that does not consume an event lets it fall to the
one below only if it is ``transparent`` (an overlay). Drawing starts at the lowest scene that
is visible: every scene from the top down to (and including) the first opaque one is drawn,
bottom first. Transitions (fades) are the App's job, not the scenes'.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:  # pragma: no cover
    import pygame

    from game.shell.actions import InputEvent


class Scene:
    """Base class for every screen. Override what you need.

    ``app`` is the running App (window, settings, audio, input, assets, scene stack).
    """

    #: draw the scene below first (dialogs, pause, hand-off, toasts)
    transparent: bool = False
    #: let unconsumed input fall through to the scene below (rare; overlays usually block)
    input_passthrough: bool = False
    #: an overlay whose input never changes the scenes below while it stays on top (a modal dialog):
    #: the App keeps their last picture through it instead of drawing them again
    keeps_under: bool = False
    #: an overlay that darkens the scenes below it: the alpha of the veil the App lays over them
    #: before drawing this scene (0 = none). With their picture kept (``keeps_under``) the veil is
    #: kept in it too, so a dialog's frame is one opaque blit and the dialog, not a full-screen
    #: alpha blend every frame.
    under_veil: int = 0
    #: also receive ActionEvents with ``pressed=False`` (key / button releases)
    wants_releases: bool = False
    #: redraw this many times a second while idle (a slow ambient animation); 0 = only on change
    ambient_fps: float = 0.0

    def __init__(self, app) -> None:
        self.app = app

    # life cycle -------------------------------------------------------
    def on_enter(self) -> None:
        """Called when the scene becomes part of the stack (pushed or replaced in)."""

    def on_exit(self) -> None:
        """Called when the scene leaves the stack."""

    def on_resume(self) -> None:
        """Called when the scene above it was popped and this one is on top again."""

    def on_pause(self) -> None:
        """Called when another scene is pushed over this one."""

    def on_language(self) -> None:
        """The player switched language (every scene on the stack hears it). Words drawn with
        ``_()`` at draw time change by themselves; rebuild here what was laid out from text."""

    # per frame --------------------------------------------------------
    def handle(self, event: "InputEvent") -> bool:
        """React to an abstract action or pointer event; return True if consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance by one fixed step of ``dt`` seconds (1/60)."""

    def draw(self, surface: "pygame.Surface") -> None:
        """Draw on the logical canvas (1280x720)."""

    def is_busy(self) -> bool:
        """True while something moves on screen (animation, bot thinking, timer).

        When no scene on the stack is busy and no input arrives, the App sleeps instead of
        redrawing, so an idle screen costs next to no CPU.
        """
        return False

    def on_gamepad_lost(self) -> None:
        """The gamepad in use was unplugged. Scenes in play pause themselves here."""


class SceneStack:
    """A plain stack of scenes with push / pop / replace and the life-cycle calls."""

    def __init__(self) -> None:
        self._scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self):
        return iter(self._scenes)

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def push(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes[-1].on_pause()
        self._scenes.append(scene)
        scene.on_enter()

    def pop(self) -> Scene | None:
        if not self._scenes:
            return None
        scene = self._scenes.pop()
        scene.on_exit()
        if self._scenes:
            self._scenes[-1].on_resume()
        return scene

    def replace(self, scene: Scene) -> Scene | None:
        old = None
        if self._scenes:
            old = self._scenes.pop()
            old.on_exit()
        self._scenes.append(scene)
        scene.on_enter()
        return old

    def clear(self) -> None:
        while self._scenes:
            self._scenes.pop().on_exit()

    def remove(self, scene: Scene) -> None:
        """Take a scene out from anywhere in the stack (e.g. a toast that timed out)."""
        if scene is self.top:
            self.pop()
        elif scene in self._scenes:
            self._scenes.remove(scene)
            scene.on_exit()

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the first opaque scene (from the top) upward."""
        out: list[Scene] = []
        for scene in reversed(self._scenes):
            out.append(scene)
            if not scene.transparent:
                break
        out.reverse()
        return out

    def dispatch(self, event: "InputEvent") -> bool:
        """Offer an event to the top scene, falling through only while scenes allow it."""
        for scene in reversed(self._scenes):
            if scene.handle(event):
                return True
            if not scene.input_passthrough:
                return False
        return False

    def find(self, predicate: Callable[[Scene], bool]) -> Scene | None:
        for scene in reversed(self._scenes):
            if predicate(scene):
                return scene
        return None
