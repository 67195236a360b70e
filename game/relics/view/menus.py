"""The play screen's menus and cards: the pause menu, "How to play", the way back to the select."""
from __future__ import annotations

from game.i18n import N_, _


def open_menu(scene, subtitle: str | None = None):
    """Esc / Start: the pause menu over the level (returned, so a replugged pad can close it)."""
    from game.ui.pause import PauseMenu

    app = scene.app
    entries = [(N_("Resume"), None),
               (N_("Reset level"), scene.reset_level),
               (N_("Hint"), scene.request_hint),
               (N_("How to play"), lambda: show_help(scene))]
    entries.append((N_("Settings"), app.open_settings))
    entries.append((N_("Level select"), lambda: to_select(scene)))
    entries.append((N_("Title screen"), app.go_title))
    if subtitle is None:
        subtitle = _(scene.level.title) if scene.level is not None and scene.level.title else scene.path.name
    menu = PauseMenu(app, N_("Paused"), entries, subtitle=subtitle, settings=False, title_entry=False)
    # toasts (the pad unplugged, a save problem) go beside the menu, never over its heading
    menu.toast_area = menu.panel.copy()
    menu.toast_area.update(8, menu.panel.top, menu.panel.left - 16, menu.panel.h)
    app.push(menu)
    return menu


def show_help(scene) -> None:
    """How to play: the rules, and every block, foe and goal met so far (game.relics.view.teach)."""
    from game.relics.view import teach
    from game.relics.view.campaign import shared

    campaign = shared(scene.app)[0] if scene.campaign else None
    scene.app.push(teach.how_to_play(scene.app, campaign, scene.level_id if scene.campaign else None, scene.level))


def to_select(scene) -> None:
    """Back to the floors and levels, with the cursor on this level (or on the next one once won)."""
    from game.relics.view.select import SelectScene

    app = scene.app
    focus = scene.level_id
    if scene.campaign and scene.completed:
        from game.relics.view.campaign import shared

        focus = shared(app)[0].next_id(scene.level_id) or scene.level_id
    below = [s for s in app.stack if isinstance(s, SelectScene)]
    if below:
        below[-1].focus_level(focus)
        app.pop(scene, fade=True)
    else:
        app.replace(SelectScene(app, focus=focus))
