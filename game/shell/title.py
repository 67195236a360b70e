"""The title screen: choose Relics of Rajavihara, Reviving Kathmandu, Settings, or Quit.

A game entry opens ``start_scene(app, args)`` from ``game.relics.view`` / ``game.kathmandu.view``
when that package exists, and the clear "being built" screen otherwise. A game that fails to
open shows a dialog with the reason instead of crashing the app.
"""
from __future__ import annotations

import importlib
import sys
import traceback

import pygame

from game.i18n import N_, _, ngettext
from game.shell.actions import Action, ActionEvent
from game.shell.scene import Scene
from game.ui import backdrop, theme
from game.ui.widgets import Button, MenuList

#: the games' module, name and blurb (message ids, translated where drawn)
GAMES = {
    "relics": ("game.relics.view", N_("Relics of Rajavihara"),
               N_("A block-pushing and climbing puzzle: fifty temple chambers over five floors.")),
    "kathmandu": ("game.kathmandu.view", N_("Reviving Kathmandu"),
                  N_("Bid for cards, collect sections and rebuild the valley's monuments. 1 to 6 players.")),
}


def find_game(key: str):
    """The game's ``start_scene`` function, or None when the game's view is not in this build."""
    module_name = GAMES[key][0]
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        # only "the view package is not there" means not built; a missing import inside it is a bug
        if exc.name and (module_name == exc.name or module_name.startswith(exc.name + ".")):
            return None
        raise
    return getattr(module, "start_scene", None)


def open_game(app, key: str) -> None:
    """Push the game's first scene (with a fade), the coming screen, or an error dialog."""
    name = GAMES[key][1]
    try:
        start = find_game(key)
        if start is None:
            from game.shell.coming import ComingScene

            app.push(ComingScene(app, name, GAMES[key][2]), fade=True)
            return
        scene = start(app, app.args)
    except Exception as exc:  # never crash the title: say what went wrong
        traceback.print_exc(file=sys.stderr)
        theme.feedback("error")
        app.dialog(_("{game} could not open").format(game=_(name)), f"{exc.__class__.__name__}: {exc}",
                   [N_("Back to title")])
        return
    app.push(scene, fade=True)


def pad_icon(surface: pygame.Surface, center: tuple[int, int], color=theme.BRASS_LIGHT) -> None:
    """A small gamepad glyph (shown when a pad is connected)."""
    x, y = center
    body = pygame.Rect(0, 0, 30, 16)
    body.center = (x, y)
    pygame.draw.rect(surface, color, body, border_radius=8)
    pygame.draw.line(surface, theme.WOOD_DARK, (x - 10, y), (x - 4, y), 2)
    pygame.draw.line(surface, theme.WOOD_DARK, (x - 7, y - 3), (x - 7, y + 3), 2)
    pygame.draw.circle(surface, theme.WOOD_DARK, (x + 6, y - 2), 2)
    pygame.draw.circle(surface, theme.WOOD_DARK, (x + 9, y + 2), 2)


def controls_text(settings) -> str:
    """The controls page, from the player's current key bindings."""
    from game.shell.input import key_label, pad_label
    from game.shell.settings_scene import action_name

    lines = ["# " + _("Keyboard and gamepad"),
             _("Every screen also works with the mouse. Change keys in Settings."), ""]
    for action in Action:
        keys = ", ".join(key_label(k) for k in settings.keys_for(action.value)) or "-"
        pads = ", ".join(pad_label(p) for p in settings.pad_for(action.value))
        if pads:
            lines.append("- " + _("{action}: {keys}   (pad: {buttons})").format(
                action=action_name(action), keys=keys, buttons=pads))
        else:
            lines.append("- " + _("{action}: {keys}").format(action=action_name(action), keys=keys))
    lines += ["", "# " + _("Gamepads"),
              _("Plug a gamepad in or out at any time. The left stick moves like the D-pad; held directions "
                "repeat. A game pauses when its gamepad is unplugged.")]
    return "\n".join(lines)


class TitleScene(Scene):
    ambient_fps = 8.0  # the prayer flags sway and the lamps flicker, slowly, while idle

    def __init__(self, app) -> None:
        super().__init__(app)
        items = [
            Button(GAMES["relics"][1], lambda: open_game(self.app, "relics"), tooltip=GAMES["relics"][2],
                   sound="confirm"),
            Button(GAMES["kathmandu"][1], lambda: open_game(self.app, "kathmandu"), tooltip=GAMES["kathmandu"][2],
                   sound="confirm"),
            Button(N_("Join online game"), self.join_online,
                   tooltip=N_("Play Reviving Kathmandu at a friend's table: type the address and code they give you."),
                   sound="confirm"),
            Button(N_("Settings"), self.app.open_settings,
                   tooltip=N_("Language, screen, sound, animation speed, colour symbols and controls.")),
            Button(N_("Quit"), self.ask_quit, tooltip=N_("Close Durbar. Your progress is saved as you play."),
                   sound="back"),
        ]
        self.menu = MenuList(items, pygame.Rect(440, 282, 400, 312), spacing=10, style="big", item_height=54,
                             on_back=self.ask_quit)

    def join_online(self) -> None:
        try:
            from game.kathmandu.view.online import JoinScene
        except ModuleNotFoundError:
            open_game(self.app, "kathmandu")
            return
        self.app.push(JoinScene(self.app), fade=True)

    def ask_quit(self) -> None:
        self.app.dialog(N_("Leave Durbar?"), N_("Your progress and settings are saved."), [N_("Quit"), N_("Stay")],
                        on_choice=lambda i: self.app.quit() if i == 0 else None)

    def _music(self) -> None:
        self.app.audio.play_music("valley")

    def on_enter(self) -> None:
        self._music()

    def on_resume(self) -> None:
        self.app.request_redraw()
        self._music()

    def show_controls(self) -> None:
        from game.ui.textpage import TextPage

        self.app.push(TextPage(self.app, N_("Controls"), lambda: controls_text(self.app.settings)))

    def handle(self, event) -> bool:
        if isinstance(event, ActionEvent) and event.action is Action.MENU:
            return False
        if isinstance(event, ActionEvent) and event.action is Action.HELP and event.pressed:
            theme.feedback("click")
            self.show_controls()
            return True
        return self.menu.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.time
        backdrop.draw(surface, t)
        # the name, engraved in brass
        title = theme.engraved("DURBAR", 104, spacing=10)
        surface.blit(title, title.get_rect(midtop=(640, 86)))
        theme.ornament(surface, (640, 212), 300)
        theme.draw_text(surface, _("Two games from the Kathmandu valley"), (640, 236), size=theme.BODY,
                        color=theme.CREAM, serif=True, shadow=True, anchor="midtop", max_width=1200)
        self.menu.draw(surface, t)
        focused = self.menu.focused
        if focused is not None and focused.tooltip:
            strip = pygame.Rect(0, 0, 760, 46)
            strip.midtop = (640, 604)
            theme.panel(surface, strip, fill=theme.WOOD_DARK, rim=theme.BRASS_DARK, radius=10, alpha=215, shadow=False)
            theme.draw_text(surface, _(focused.tooltip), strip.center, size=theme.SMALL, color=theme.PARCHMENT,
                            anchor="center", max_width=strip.width - 20)
        src = self.app.input.last_source
        hint = (_("D-pad / stick: choose    A: select    B: back") if src == "gamepad"
                else _("Arrows: choose    Enter: select    Esc: quit    F1: controls    F11: fullscreen"))
        theme.draw_text(surface, hint, (640, 700), size=theme.TINY, color=theme.TEXT_DIM, anchor="midbottom",
                        max_width=1000)
        pads = list(self.app.input.pads.values())
        if pads:
            label = pads[0].name if len(pads) == 1 else ngettext("{n} gamepad", "{n} gamepads", len(pads)).format(
                n=len(pads))
            r = theme.draw_text(surface, label, (1262, 700), size=theme.TINY, color=theme.PARCHMENT,
                                anchor="bottomright")
            pad_icon(surface, (r.left - 22, r.centery))
