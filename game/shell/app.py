"""The App: one window, one loop, the scene stack, and the services every scene uses.

The API guide for scene authors is docs/dev/SHELL-API.md (keep it true). The window itself is
``game.shell.window``, the fade between screens ``game.shell.fade``, screenshots
``game.shell.screenshots``, the crash log ``game.shell.crash`` and opening the window from the
command line ``game.shell.launch``.
"""
from __future__ import annotations

import os
import sys
import time
from typing import Any, Callable

from game.i18n import N_, _
from game.shell import crash, screenshots, window
from game.shell.present import Presenter
from game.shell.fade import Fade
from game.shell.actions import Action, ActionEvent, PointerEvent
from game.shell.scene import Scene, SceneStack
from game.shell.window import LOGICAL_SIZE

STEP = 1.0 / 60.0
#: after any input the App keeps ticking this long, so a scene's reaction always gets frames
GRACE = 0.6
#: when idle, look at the event queue this often (seconds). pygame-ce's ``event.wait(timeout)``
#: polls internally every millisecond (measured: ~2% of a core while "blocked"); sleeping
#: 25 ms between empty ``event.get()`` calls costs ~0.4% and adds at most 25 ms to the first
#: input after a pause (from then on the loop runs at 60 Hz). See README, Performance.
IDLE_POLL = 0.025
#: ... and every 50 ms once the screen rests (``AMBIENT_FULL`` after the last input): each look costs
#: ~0.25 ms of CPU (the SDL event pump), so a resting screen's polling goes from ~1% to ~0.5% of a
#: core, and the first key after a rest waits at most 50 ms (3 frames) for its frame
IDLE_POLL_RESTING = 0.05
#: a scene's ``ambient_fps`` animation runs at its own rate this long after the last input ...
AMBIENT_FULL = 10.0
#: ... then at most this rate (the flags sway on, slowly: 3 frames/s cost 2.0-2.7% of a core on the
#: reference machine on a slow day, 2 frames/s 1.2-1.6%, and on a slower day - bare blit 1.9 ms -
#: 2 frames/s 1.9-2.8%, 1 frame/s 1.5-1.8%, with the resting poll below) ...
AMBIENT_SLOW_FPS = 1.0
#: ... until this long after the last input; then the App sleeps fully until input arrives
AMBIENT_SECONDS = 45.0
FADE_OUT = 0.16
FADE_IN = 0.22

_IMPORT_TIME = time.perf_counter()


def process_age() -> float:
    """Seconds since this process started (Linux: from /proc; elsewhere: since this module loaded)."""
    try:
        with open("/proc/self/stat") as fh:
            fields = fh.read().rsplit(")", 1)[1].split()
        start_ticks = int(fields[19])
        with open("/proc/uptime") as fh:
            uptime = float(fh.read().split()[0])
        return max(0.0, uptime - start_ticks / os.sysconf("SC_CLK_TCK"))
    except (OSError, ValueError, IndexError, AttributeError):
        return time.perf_counter() - _IMPORT_TIME


class App:
    def __init__(self, frames: int | None = None, screenshot: str | None = None, *,
                 headless: bool | None = None, args: Any = None, audio: bool = True) -> None:
        import pygame

        from game.shell.audio import Audio
        from game.shell.input import InputLayer
        from game.shell.settings import Settings
        from game.ui import theme
        from game.ui.toast import Toasts

        self.pg = pygame
        self.args = args
        self.frames_limit = frames
        self.screenshot_path = screenshot
        self.headless = bool(frames) if headless is None else headless
        if os.environ.get("SDL_VIDEODRIVER") == "dummy":
            self.headless = True
        if not pygame.font.get_init():  # fonts cached by an earlier App died with pygame.quit()
            theme.clear_caches()
        pygame.display.init()
        pygame.font.init()
        self.settings = Settings()
        from game import i18n

        language = i18n.choose_language(self.settings.language, getattr(args, "lang", None))
        language_problem = i18n.set_language(language)
        self.canvas_size = LOGICAL_SIZE
        #: shows the canvas in the window at each frame (``display.flip``; its own texture on SDL's
        #: software renderer, PERF-FINDINGS 20): reset before anything replaces the renderer
        self.presenter = Presenter(pygame)
        self._open_window()
        pygame.display.set_caption("Durbar")
        self._set_icon()
        self.canvas = pygame.display.get_surface()
        self.stack = SceneStack()
        self.frame_count = 0
        self.running = True
        self.exit_code = 0
        self.clock = pygame.time.Clock()
        self.time = 0.0
        self.toasts = Toasts()
        self.input = InputLayer(self.settings, self.to_canvas)
        self.input.on_pad_added = self._pad_added
        self.input.on_pad_removed = self._pad_removed
        try:
            pygame.joystick.init()
            from pygame._sdl2 import controller

            controller.init()
        except (ImportError, pygame.error):
            pass
        self.audio = Audio(self.settings, enabled=audio)
        theme.sound_hook = self.audio.play
        self._save_warned = False
        self.settings.on_change(self._setting_changed)
        if self.settings.problem:
            self.toast(self.settings.problem, kind="warn", seconds=5.0)
            print(f"durbar: {self.settings.problem}", file=sys.stderr)
        if language_problem:
            self.toast(language_problem, kind="warn", seconds=5.0)
            print(f"durbar: {language_problem}", file=sys.stderr)
        self._fade: Fade | None = None
        #: what the screens of one game share for the App's lifetime (``shared["relics"]``: the
        #: campaign and the player's progress)
        self.shared: dict[str, Any] = {}
        #: the scenes under the top overlay as last drawn, reused by idle (ambient) frames
        self._under = None
        self._under_for: list[int] | None = None
        self._keep_under = False
        #: ``advance`` draws like the real loop (reusing the picture under an overlay); the bench sets it
        self.loop_like = False
        self._dirty = True
        self._awake_until = 0.0
        self._last_input = 0.0
        self._t0 = time.perf_counter()
        self.stats: dict[str, float] = {"first_frame_s": -1.0, "frames_drawn": 0, "idle_waits": 0}

    # window ---------------------------------------------------------------------
    def _open_window(self) -> None:
        self.presenter.reset()
        self.window = window.open_display(self.pg, headless=self.headless)
        if self.headless:
            return
        self._apply_window_size(self.settings.window_size)
        if self.settings.fullscreen:
            self.set_fullscreen(True, save=False)

    def _apply_window_size(self, size: tuple[int, int]) -> None:
        if self.headless or self.is_fullscreen():
            return
        if window.fit(self.pg, size):
            self._dirty = True

    def _set_icon(self) -> None:
        window.set_icon(self.pg)

    def is_fullscreen(self) -> bool:
        try:
            return bool(self.pg.display.is_fullscreen())
        except (AttributeError, self.pg.error):
            return False

    def set_fullscreen(self, on: bool, *, save: bool = True) -> None:
        if self.headless:
            if save:
                self.settings.set("fullscreen", on)
            return
        if on != self.is_fullscreen():
            self.presenter.reset()  # the software renderer is made anew on X11
            try:
                self.pg.display.toggle_fullscreen()
            except self.pg.error as exc:
                self.toast(_("Fullscreen is not available: {reason}").format(reason=exc), kind="warn")
        if not on:
            self._apply_window_size(self.settings.window_size)
        if save and self.settings.fullscreen != on:
            self.settings.values["fullscreen"] = on
            self.settings.save()
        self._dirty = True

    def toggle_fullscreen(self) -> None:
        target = not (self.is_fullscreen() if not self.headless else self.settings.fullscreen)
        self.set_fullscreen(target)

    def to_canvas(self, pos) -> tuple[int, int]:
        """Window pixel -> canvas pixel. SDL's logical size (pygame.SCALED) already un-scales and
        un-letterboxes mouse events, so this is the identity for positions pygame reports."""
        return int(pos[0]), int(pos[1])

    def _setting_changed(self, key: str, value: Any) -> None:
        if key == "fullscreen":
            self.set_fullscreen(bool(value), save=False)
        elif key == "window_size":
            self._apply_window_size(tuple(value))
        elif key in ("keys", "pad"):
            self.input.rebuild()
        elif key in ("music_volume", "effects_volume"):
            self.audio.apply_volumes()
        elif key == "language":
            self.set_language(str(value))
        if self.settings.save_error and not self._save_warned:
            # once per session: the change is applied, but will not be there next time
            self._save_warned = True
            self.toast(_("{problem} - changes last until you quit").format(problem=_(self.settings.save_error)),
                       kind="warn", seconds=5.0)
        self._dirty = True

    def set_language(self, language: str) -> None:
        """Switch every word at once: the catalogue, cached text, and each scene's layout."""
        from game import i18n

        problem = i18n.set_language(language)
        if problem:
            self.toast(problem, kind="warn", seconds=5.0)
        for scene in list(self.stack):
            scene.on_language()
        self._dirty = True

    # stack ------------------------------------------------------------------------
    def push(self, scene: Scene, fade: bool = False) -> None:
        self._transition(lambda: self._push_now(scene), fade)

    def _push_now(self, scene: Scene) -> None:
        self.input.stop_repeat()
        self.stack.push(scene)
        self._dirty = True

    def pop(self, scene: Scene | None = None, fade: bool = False) -> None:
        def op() -> None:
            self.input.stop_repeat()
            if scene is None or scene is self.stack.top:
                self.stack.pop()
            else:
                self.stack.remove(scene)
            self._dirty = True
            if not len(self.stack):
                self.quit()

        self._transition(op, fade)

    def replace(self, scene: Scene, fade: bool = True) -> None:
        def op() -> None:
            self.input.stop_repeat()
            self.stack.replace(scene)
            self._dirty = True

        self._transition(op, fade)

    def go_title(self) -> None:
        """Clear the stack and show the title (from a game's pause menu)."""
        from game.shell.title import TitleScene

        def op() -> None:
            self.input.stop_repeat()
            self.stack.clear()
            self.stack.push(TitleScene(self))
            self._dirty = True

        self._transition(op, True)

    def open_settings(self) -> None:
        from game.shell.settings_scene import SettingsScene

        self.push(SettingsScene(self))

    def dialog(self, title: str, text: str = "", buttons=(N_("OK"),), on_choice=None, *, cancel: int | None = None):
        from game.ui.dialog import Dialog

        d = Dialog(self, title, text, buttons, on_choice, cancel=cancel)
        self.push(d)
        return d

    def toast(self, text: str, kind: str = "info", seconds: float = 2.8) -> None:
        self.toasts.add(text, kind, seconds)
        self._dirty = True

    def request_redraw(self) -> None:
        self._dirty = True
        self._under_for = None  # e.g. a worker thread's answer changed a scene under an overlay

    def quit(self, code: int = 0) -> None:
        self.running = False
        self.exit_code = code

    def _transition(self, op: Callable[[], None], fade: bool) -> None:
        if self._fade is not None and self._fade.op is not None:  # finish a pending change first
            pending, self._fade.op = self._fade.op, None
            pending()
        if fade and not self.settings.instant and len(self.stack):
            self._fade = Fade(op, FADE_OUT, FADE_IN)
        else:
            op()
        self._dirty = True

    # gamepads ---------------------------------------------------------------------
    def _pad_added(self, pad) -> None:
        self.toast(_("Gamepad connected: {name}").format(name=pad.name), kind="good")

    def _pad_removed(self, pad) -> None:
        if self.input.pads:
            self.toast(_("Gamepad disconnected: {name}").format(name=pad.name), kind="warn")
            return
        self.toast(_("Gamepad disconnected - plug it back in, or use keyboard and mouse"), kind="warn", seconds=5.0)
        top = self.stack.top
        if top is not None:
            top.on_gamepad_lost()

    # events -------------------------------------------------------------------------
    def post(self, ev) -> None:
        """Handle one pygame event now (tests use this or ``pygame.event.post``)."""
        self._handle_pg_event(ev)

    def _handle_pg_event(self, ev) -> None:
        pg = self.pg
        if ev.type == pg.QUIT:
            self.quit()
            return
        if ev.type == pg.KEYDOWN and ev.key == pg.K_F12:
            self.take_screenshot()
            return
        if ev.type in (pg.WINDOWEXPOSED, pg.WINDOWRESIZED, pg.WINDOWSIZECHANGED, pg.WINDOWRESTORED,
                       pg.WINDOWMAXIMIZED, pg.VIDEOEXPOSE, pg.VIDEORESIZE, pg.WINDOWSHOWN):
            self._dirty = True
            self.presenter.invalidate()  # the window's picture may be gone: show the next frame whole
            self._under_for = None
        hook = getattr(self.stack.top, "text_input", None)  # a scene with text fields (ui.textfield)
        if hook is not None and ev.type in (pg.TEXTINPUT, pg.KEYDOWN) and hook(ev):
            self._dirty = True
            self._last_input = self._now()
            self._awake_until = self._last_input + GRACE
            return
        for event in self.input.process(ev):
            self._show_cursor(isinstance(event, PointerEvent))
            self.dispatch(event)

    def _show_cursor(self, mouse: bool) -> None:
        """Hide the mouse pointer while a gamepad drives the game; any mouse use brings it back."""
        want = mouse or self.input.last_source != "gamepad"
        if want != getattr(self, "_cursor_shown", True):
            self._cursor_shown = want
            try:
                self.pg.mouse.set_visible(want)
            except self.pg.error:
                pass

    def dispatch(self, event) -> bool:
        """Give one input event to the scenes (the top first). Returns True if consumed."""
        top = self.stack.top
        under = self._under_for
        self._under_for = None  # the scenes may change: draw them all again ...
        try:
            return self._dispatch(event)
        finally:
            # ... unless the top is an overlay whose input never reaches or changes the scenes below
            # while it stays on top (``Scene.keeps_under``: a dialog moving its selection)
            if under is not None and getattr(top, "keeps_under", False) and self.stack.top is top:
                self._under_for = under

    def _dispatch(self, event) -> bool:
        self._dirty = True
        self._last_input = self._now()
        self._awake_until = self._last_input + GRACE
        if self._fade is not None and not (isinstance(event, PointerEvent) and event.kind == "move"):
            return True  # no clicks or keys into a screen that is fading away
        if isinstance(event, ActionEvent):
            if event.action is Action.FULLSCREEN:
                if event.pressed and not event.repeat:
                    self.toggle_fullscreen()
                return True
            if not event.pressed:
                top = self.stack.top
                return bool(top is not None and getattr(top, "wants_releases", False) and top.handle(event))
            meanings = (event.action,) + tuple(event.aliases)
            for a in meanings:
                rest = tuple(m for m in meanings if m is not a)
                if self.stack.dispatch(ActionEvent(a, event.pressed, event.repeat, event.source, rest, event.held)):
                    return True
            return False
        return self.stack.dispatch(event)

    # loop -----------------------------------------------------------------------------
    def _now(self) -> float:
        return time.perf_counter() - self._t0

    @property
    def fading(self) -> bool:
        """A fade to black (and back) between screens is running."""
        return self._fade is not None

    def busy(self) -> bool:
        """Whether the loop must tick now (input grace, a fade, a toast, a repeat, a busy scene)."""
        if self.frames_limit or self._fade is not None or self.toasts.busy or self.input.repeating():
            return True
        if self._now() < self._awake_until:
            return True
        return any(s.is_busy() for s in self.stack.visible()) or bool(self.stack.top and self.stack.top.is_busy())

    def idle_seconds(self) -> float:
        """Seconds since the last input reached the scenes."""
        return self._now() - self._last_input

    def idle_for(self, seconds: float) -> None:
        """Let the App behave as if the last input came ``seconds`` ago and its grace period is
        over (tests and the bench look at the idle loop this way)."""
        self._last_input = self._now() - seconds
        self._awake_until = 0.0

    def ambient_fps(self, idle_for: float = 0.0) -> float:
        """The ambient frame rate ``idle_for`` seconds after the last input: the scenes' own for
        ``AMBIENT_FULL`` s, then at most ``AMBIENT_SLOW_FPS``, and nothing after ``AMBIENT_SECONDS``."""
        if idle_for >= AMBIENT_SECONDS:
            return 0.0
        fps = max((getattr(s, "ambient_fps", 0.0) or 0.0 for s in self.stack.visible()), default=0.0)
        return fps if idle_for < AMBIENT_FULL else min(fps, AMBIENT_SLOW_FPS)

    def _step(self, dt: float) -> None:
        for event in self.input.update(dt):
            self.dispatch(event)
        for scene in self.stack.visible():
            scene.update(dt)
        self.toasts.update(dt)
        if self._fade is not None and not self._fade.step(dt):
            self._fade = None

    def _draw(self) -> None:
        pg = self.pg
        canvas = self.canvas
        visible = self.stack.visible()
        lower = visible[:-1]
        # Under an overlay (a pause menu, a dialog) the scenes that are not busy (nothing moves,
        # no input reached them since) look as they did: their picture is kept and only the
        # overlay is drawn (their ambient motion rests while the overlay is up).
        keep = bool(lower) and self._keep_under and self._fade is None and not any(sc.is_busy() for sc in lower)
        # the kept picture holds the scenes below and the veil of the overlay on top (so it is keyed by both)
        under_key = [id(sc) for sc in lower] + [getattr(visible[-1], "under_veil", 0)] if lower else None
        if keep and self._under is not None and self._under_for == under_key:
            canvas.blit(self._under, (0, 0))
            visible[-1].draw(canvas)
        else:
            if not visible or visible[0].transparent:
                canvas.fill((0, 0, 0))
            for scene in lower:
                self._veil(scene)
                scene.draw(canvas)
            if visible:
                self._veil(visible[-1])
            self._under_for = None
            if keep:
                if self._under is None or self._under.get_size() != canvas.get_size():
                    self._under = canvas.copy()
                else:
                    self._under.blit(canvas, (0, 0))
                self._under_for = under_key
            if visible:
                visible[-1].draw(canvas)
        self.toasts.draw(canvas, getattr(self.stack.top, "toast_area", None))  # where the top scene allows
        if self._fade is not None:
            a = self._fade.alpha()
            if a > 0:  # darken in place: no full-screen veil allocated and alpha-blitted per frame
                k = 255 - a
                canvas.fill((k, k, k), special_flags=pg.BLEND_RGB_MULT)
        self.presenter.present(canvas)
        self.frame_count += 1
        self.stats["frames_drawn"] = self.frame_count
        if self.stats["first_frame_s"] < 0:
            self.stats["first_frame_s"] = process_age()
            if self.audio.enabled and not self.headless:
                self.audio.preload()
        self._dirty = False

    def _veil(self, scene) -> None:
        """Darken what is drawn so far under an overlay that asks for it (``Scene.under_veil``)."""
        alpha = getattr(scene, "under_veil", 0)
        if alpha:
            from game.ui import theme
            theme.dim(self.canvas, alpha)

    def _idle_wait(self) -> list:
        """Sleep until an event arrives (or the next frame of an ambient animation is due)."""
        pg = self.pg
        idle_for = self._now() - self._last_input
        fps = self.ambient_fps(idle_for)
        deadline = time.perf_counter() + (1.0 / fps if fps > 0 else 3600.0)
        poll = IDLE_POLL if idle_for < AMBIENT_FULL else IDLE_POLL_RESTING
        self.stats["idle_waits"] += 1
        events = pg.event.get()
        while not events and self.running:
            left = deadline - time.perf_counter()
            if left <= 0:
                self._dirty = True  # time for the next frame of the ambient animation
                break
            time.sleep(min(poll, left))  # a real sleep: the process uses no CPU meanwhile
            events = pg.event.get()
        return events

    def tick(self) -> bool:
        """One pass of the loop: wait or poll, handle events, fixed steps, draw. False = stop."""
        pg = self.pg
        busy = self.busy()
        if busy:
            events = pg.event.get()
        else:
            events = self._idle_wait()
            self._last = time.perf_counter()  # idle time does not pile up as steps
            self._acc = 0.0
        for ev in events:
            self._handle_pg_event(ev)
            if not self.running:
                return False
        if not len(self.stack):
            return False
        now = time.perf_counter()
        if self.frames_limit:
            steps = 1
            self.time += STEP
        else:
            self._acc += min(0.25, now - self._last)
            self.time = self._now()
            steps = int(self._acc / STEP)
            self._acc -= steps * STEP
            steps = min(steps, 5)
        self._last = now
        for _ in range(steps):
            self._step(STEP)
            if not len(self.stack):
                return False
        if self._dirty or busy or steps:
            self._keep_under = not self.frames_limit  # --frames runs (checks, screenshots) draw everything
            try:
                self._draw()
            finally:
                self._keep_under = False
        if self.frames_limit and self.frame_count >= self.frames_limit:
            return False
        if busy and not self.frames_limit:
            self.clock.tick(60)  # sleeps (SDL_Delay), no busy wait
        return True

    def recover(self, exc: Exception) -> bool:
        """Log an unexpected error, then show the title with a message. False = give up (re-raise):
        in --frames runs (tests and checks must see the error) and after repeated failures."""
        log = crash.log_crash(exc)
        now = self._now()
        self._failures = [t for t in getattr(self, "_failures", []) if now - t < 10.0] + [now]
        if self.frames_limit or len(self._failures) >= 3:
            return False
        from game.shell.title import TitleScene

        self._fade = None
        self.input.release_all()
        try:
            self.stack.clear()
        except Exception:  # a scene that fails even to leave is dropped
            self.stack._scenes.clear()
        self.stack.push(TitleScene(self))
        where = " " + _("The details are in {path}.").format(path=log) if log else ""
        self.dialog(N_("Something went wrong"), f"{exc.__class__.__name__}: {str(exc)[:120]}.{where}", [N_("OK")])
        self.audio.play("error")
        self._dirty = True
        return True

    def run(self, first: Scene) -> int:
        pg = self.pg
        self.stack.push(first)
        self._last_input = self._now()  # a screen just opened animates at its full rate at first
        if not self.settings.instant and not self.frames_limit:
            self._fade = Fade(None, 0.0, 0.35)  # fade in from black at start
        self._acc = 0.0
        self._last = time.perf_counter()
        while self.running and len(self.stack):
            try:
                if not self.tick():
                    break
            except Exception as exc:  # a bug in a scene: report it, go back to the title, go on
                if not self.recover(exc):
                    raise
        if self.screenshot_path:
            self.save_screenshot(self.screenshot_path)
        self.stack.clear()
        if os.environ.get("DURBAR_STATS"):
            print(f"durbar: first frame after {self.stats['first_frame_s']:.3f} s, "
                  f"{self.frame_count} frames drawn, {int(self.stats['idle_waits'])} idle waits", file=sys.stderr)
        self.presenter.reset()
        pg.quit()
        return self.exit_code

    # driving the App from tests -----------------------------------------------------
    def start(self, scene: Scene) -> None:
        """Put the first scene on the stack without a fade (tests; ``run`` does this itself)."""
        self.stack.push(scene)
        self._dirty = True

    def advance(self, frames: int = 1, *, draw: bool = True) -> None:
        """Run ``frames`` fixed steps synchronously: queued pygame events, update, draw.

        Tests use this with ``pygame.event.post`` (or ``app.post(event)``) to drive scenes exactly
        as a player would, without real time passing.
        """
        for _ in range(frames):
            for ev in self.pg.event.get():
                self._handle_pg_event(ev)
            if not self.running or not len(self.stack):
                return
            self.time += STEP
            self._step(STEP)
            if draw and len(self.stack):
                self._keep_under = self.loop_like
                try:
                    self._draw()
                finally:
                    self._keep_under = False

    def close(self) -> None:
        """Leave the stack and close the window (tests). Fonts stay valid for the next App."""
        self.stack.clear()
        if self.audio.enabled:
            self.pg.mixer.quit()
        self.presenter.reset()
        self.pg.display.quit()

    def take_screenshot(self) -> str | None:
        """F12: save the canvas as a PNG in the data folder's screenshots/ and say where."""
        return screenshots.take(self)

    def save_screenshot(self, path: str) -> None:
        """``--screenshot PATH``: the canvas as an image at ``path`` (a one-line error if it cannot be written)."""
        screenshots.save(self, path)
