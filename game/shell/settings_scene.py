"""The settings screen: display, sound, gameplay and the key bindings (remappable).

Every change is applied at once and saved atomically (``Settings.set``). To remap a key, choose
the action and press the new key (Esc cancels); "Reset keys" brings the defaults back.
"""
from __future__ import annotations

import pygame

from game.i18n import LANGUAGE_NAMES, LANGUAGES, N_, _, current_language
from game.shell.actions import Action, ActionEvent, PointerEvent
from game.shell.input import key_label, pad_label
from game.shell.scene import Scene
from game.shell.settings import ANIMATION_SPEEDS, WINDOW_SIZES
from game.ui import backdrop, theme
from game.ui.widgets import Button, Choice, Label, MenuList, Slider, Toggle, Widget, draw_row

#: message ids (translated where drawn)
ACTION_NAMES: dict[Action, str] = {
    Action.UP: N_("Up"), Action.DOWN: N_("Down"), Action.LEFT: N_("Left"), Action.RIGHT: N_("Right"),
    Action.CONFIRM: N_("Confirm"), Action.BACK: N_("Back"), Action.UNDO: N_("Undo"), Action.REDO: N_("Redo"),
    Action.RESET: N_("Restart level"), Action.MENU: N_("Pause menu"), Action.PUSH: N_("Push (hold + direction)"),
    Action.ROTATE: N_("Rotate view"), Action.ROTATE_BACK: N_("Rotate view back"), Action.VIEW: N_("Plan view"),
    Action.HINT: N_("Hint"), Action.HELP: N_("Rules"), Action.NEXT: N_("Next tab"), Action.PREV: N_("Previous tab"),
    Action.FLIP: N_("Flip card"), Action.FULLSCREEN: N_("Fullscreen"),
}
SPEED_NAMES = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"), "instant": N_("Instant")}


def action_name(action: Action) -> str:
    """The action's name in the player's language."""
    return _(ACTION_NAMES.get(action, action.value))


class KeyRow(Widget):
    """One action with its keys; activating it waits for the new key."""

    height = 48

    def __init__(self, scene: "SettingsScene", action: Action) -> None:
        super().__init__(ACTION_NAMES.get(action, action.value))
        self.scene = scene
        self.action = action

    @property
    def tooltip(self) -> str:
        pads = [pad_label(n) for n in self.scene.app.settings.pad_for(self.action.value)]
        if not pads:
            return _("Gamepad: not used.  Enter: choose a new key.")
        if self.action in (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT):
            return _("Gamepad: {buttons} (or the left stick).  Enter: choose a new key.").format(
                buttons=", ".join(pads))
        return _("Gamepad: {buttons}.  Enter: choose a new key.").format(buttons=", ".join(pads))

    @tooltip.setter
    def tooltip(self, value) -> None:  # Widget.__init__ sets it; the text is made when shown
        pass

    def value_text(self) -> str:
        if self.scene.capturing is self:
            return _("Press a key...  (Esc cancels)")
        keys = self.scene.app.settings.keys_for(self.action.value)
        return ", ".join(key_label(k) for k in keys) if keys else _("(none)")

    def activate(self) -> bool:
        theme.feedback("click")
        self.scene.start_capture(self)
        return True


class SettingsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        s = app.settings
        self.capturing: KeyRow | None = None
        items: list[Widget] = [
            Label(N_("General")),
            Choice(N_("Language"), list(LANGUAGES), current_language, lambda v: s.set("language", v),
                   names=lambda v: LANGUAGE_NAMES.get(v, v),
                   tooltip=N_("Every word of both games changes at once.")),
            Label(N_("Display")),
            Toggle(N_("Fullscreen"), lambda: s.fullscreen, lambda v: s.set("fullscreen", v),
                   tooltip=N_("F11 or Alt+Enter switch at any time.")),
            Choice(N_("Window size"), [list(x) for x in WINDOW_SIZES], lambda: list(s.window_size),
                   lambda v: s.set("window_size", list(v)), names=lambda v: f"{v[0]} x {v[1]}",
                   tooltip=N_("The picture keeps its 16:9 shape and scales to the window.")),
            Label(N_("Sound")),
            Slider(N_("Music volume"), lambda: s.music_volume, lambda v: s.set("music_volume", v),
                   tooltip=N_("Background music and ambience.")),
            Slider(N_("Effects volume"), lambda: s.effects_volume, lambda v: s.set("effects_volume", v),
                   tooltip=N_("Clicks, steps, pushes, cards and fanfares.")),
            Label(N_("Gameplay")),
            Choice(N_("Animation speed"), list(ANIMATION_SPEEDS), lambda: s.animation_speed,
                   lambda v: s.set("animation_speed", v), names=lambda v: SPEED_NAMES.get(v, v),
                   tooltip=N_("Instant skips every animation: moves and cards appear at once.")),
            Toggle(N_("Colour symbols on cards"), lambda: s.colour_symbols, lambda v: s.set("colour_symbols", v),
                   tooltip=N_("Show a symbol for each colour, so no colour has to be told apart by hue.")),
            Label(N_("Keyboard  (Enter on an action, then press the new key)")),
        ]
        items += [KeyRow(self, a) for a in Action]
        items += [
            Button(N_("Reset keys to defaults"), self.reset_keys, tooltip=N_("Bring back the original key bindings.")),
            Button(N_("Back"), self.close, sound="back", tooltip=N_("Return. Everything is already saved.")),
        ]
        self.panel = pygame.Rect(0, 0, 880, 640)
        self.panel.center = (640, 372)
        area = pygame.Rect(self.panel.left + 40, self.panel.top + 96, self.panel.width - 96, 440)
        self.menu = MenuList(items, area, spacing=8, style="row", on_back=self.close)
        # always on screen: the list's own Back row is 30 rows down, out of sight for a mouse player
        self.back_rect = pygame.Rect(self.panel.left + 24, self.panel.top + 24, 110, 44)
        self.hover_back = False

    def close(self) -> None:
        if self.capturing is not None:
            self.app.input.cancel_capture()
        self.app.pop(self)

    def on_exit(self) -> None:
        if self.capturing is not None:
            self.app.input.cancel_capture()

    def reset_keys(self) -> None:
        self.app.settings.reset_keys()
        self.app.toast(_("Keys reset to the defaults"), kind="good")

    def start_capture(self, row: KeyRow) -> None:
        self.capturing = row

        def done(name: str | None) -> None:
            self.capturing = None
            if name is None:
                theme.feedback("back")
                return
            s = self.app.settings
            clash = [action_name(a) for a in Action if a is not row.action and name in s.keys_for(a.value)]
            s.bind_key(row.action.value, [name])
            theme.feedback("confirm")
            msg = _("{action}: {key}").format(action=action_name(row.action), key=key_label(name))
            if clash:
                msg = _("{action}: {key}  (also {others})").format(
                    action=action_name(row.action), key=key_label(name), others=_(", ").join(clash))
            self.app.toast(msg, kind="warn" if clash else "good")
            self.app.request_redraw()

        self.app.input.capture_key(done)

    def handle(self, event) -> bool:
        if self.capturing is not None:
            # waiting for a key: a click or a gamepad button cancels instead of acting
            if isinstance(event, ActionEvent) or (isinstance(event, PointerEvent) and event.kind == "down"):
                self.app.input.cancel_capture()
                return True
        if isinstance(event, PointerEvent):
            over = self.back_rect.collidepoint(event.pos)
            if event.kind == "move" and over != self.hover_back:
                self.hover_back = over
                self.app.request_redraw()
            if event.kind == "down" and event.button == 1 and over:
                theme.feedback("back")
                self.close()
                return True
        self.menu.handle(event)
        return True

    def is_busy(self) -> bool:
        return self.capturing is not None  # the "press a key" prompt pulses

    def draw(self, surface: pygame.Surface) -> None:
        backdrop.draw(surface, 0.0, dim=120, flags=False)
        theme.panel(surface, self.panel, radius=20, alpha=245)
        title = theme.engraved(_("Settings"), theme.H1)
        surface.blit(title, title.get_rect(midtop=(self.panel.centerx, self.panel.top + 14)))
        theme.ornament(surface, (self.panel.centerx, self.panel.top + 84), 420)
        draw_row(surface, self.back_rect, "", None, hovered=self.hover_back, style="row")
        theme.draw_text(surface, _("< Back"), self.back_rect.center, size=theme.SMALL, bold=True, anchor="center",
                        max_width=self.back_rect.width - 12)
        self.menu.draw(surface, self.app.time)
        focused = self.menu.focused
        tip = focused.tooltip if focused is not None else None
        strip = pygame.Rect(self.panel.left + 30, self.panel.bottom - 74, self.panel.width - 60, 42)
        pygame.draw.rect(surface, theme.WOOD_DARK, strip, border_radius=8)
        if tip:
            theme.draw_text(surface, _(tip), strip.center, size=theme.SMALL, color=theme.PARCHMENT, anchor="center",
                            max_width=strip.width - 16)
        hint = (_("Up/Down: choose    Left/Right: change    Enter: select    Esc: back")
                if self.app.input.last_source != "gamepad" else
                _("D-pad: choose    Left/Right: change    A: select    B: back"))
        theme.draw_text(surface, hint, (640, 712), size=theme.TINY, color=theme.TEXT_DIM, anchor="midbottom",
                        max_width=1240)
