"""The play screen's menus and cards: the pause menu, "How to play", the way back to the select."""
from __future__ import annotations

from game.i18n import _
from game.relics.progress import floor_and_level


def open_menu(scene, subtitle: str | None = None):
    """Esc / Start: the pause menu over the level (returned, so a replugged pad can close it)."""
    from game.relics.view.cards import PauseMenu

    app = scene.app
    entries = [(_("Resume"), lambda: None),
               (_("Reset level"), scene.reset_level),
               (_("Hint"), scene.request_hint),
               (_("How to play"), lambda: show_help(scene))]
    if hasattr(app, "open_settings"):
        entries.append((_("Settings"), app.open_settings))
    entries.append((_("Level select"), lambda: to_select(scene)))
    if hasattr(app, "go_title"):
        entries.append((_("Title screen"), app.go_title))
    if subtitle is None:
        subtitle = scene.level.title if scene.level is not None else scene.path.name
    menu = PauseMenu(app, entries, _("Paused"), subtitle)
    # toasts (the pad unplugged, a save problem) go beside the menu, never over its heading
    menu.toast_area = menu.rect.copy()
    menu.toast_area.update(8, menu.rect.top, menu.rect.left - 16, menu.rect.h)
    app.push(menu)
    return menu


def show_help(scene) -> None:
    from game.relics.view.cards import Card, new_block_card

    app = scene.app
    text = _("Reach the goals on the right. Walk onto a space at your height, climb one level up or drop "
             "one level down. Push the block in front of you at your own height one space (hold {push}, "
             "or click it) - you can never pull. Stuck? Undo as often as you like, or reset.").format(
        push=scene.control_label("push"))
    buttons = [(_("Back to the level"), lambda: None)]
    fl = floor_and_level(scene.level_id) if scene.campaign else None
    if fl and new_block_card(app, fl[0], lambda: None) is not None:
        # the floor's block card, shown once at its first level, can be read again here
        buttons.append((_("Floor {floor}'s block").format(floor=fl[0]),
                        lambda: app.push(new_block_card(app, fl[0], lambda: None))))
    app.push(Card(app, _("How to play"), text, buttons, heading=_("RELICS OF RAJAVIHARA"), width=760, on_back=0))


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
