"""Input at the Kathmandu table: pointer and action events, turned into presses and drops of the
viewer's interaction, the bar's buttons, flipping a hand card, opening an opponent's board or
the spread of discards, keyboard play and the pause / help / undo / hint keys."""
from __future__ import annotations

from game.i18n import _
from game.kathmandu.view import routes
from game.kathmandu.view.interactions import Interaction
from game.kathmandu.view.own_area import two_ended
from game.shell.actions import Action, ActionEvent, PointerEvent


def handle(table, event) -> bool:
    play = table._sync_play()
    if isinstance(event, PointerEvent):
        table.mouse = event.pos
        if table.menu is not None and table.menu.open:
            return table.menu.pointer(event)
        if event.kind == "move":
            table.kb_active = False
            table.tip_quiet = False
            play.move(event.pos)
            hover_expand(table, event.pos)
            return True
        if event.kind == "wheel":
            if table.layout.log.collidepoint(event.pos):
                table.log_scroll = max(0, table.log_scroll + event.wheel * 2)
            return True
        if event.kind == "down":
            if table.anims.busy and event.button == 1 and not button_at(table, event.pos):
                table.anims.skip()
                return True
            if event.button == 3:
                flip_at(table, event.pos)
            elif event.button == 1:
                press(table, event.pos, play)
            return True
        if event.kind == "up" and event.button == 1:
            play.release(event.pos)
            table.tip_quiet = True  # what was hovered has just been used: no tip until the mouse moves
            return True
        return False
    if isinstance(event, ActionEvent):
        return action(table, event, play)
    return False


def action(table, event: ActionEvent, play: Interaction) -> bool:
    a = event.action
    if event.means(Action.HELP):
        routes.rules(table.app)
        return True
    if a is Action.HINT and table.n == 1:   # in a menu too (a wild's colour, a leftover coin...)
        table.adviser.ask()
        return True
    if a is Action.CONFIRM and table.adviser.thinking:
        table.say(_("Thinking about advice..."))  # Enter will play the advice, not a stale pick
        return True
    if table.menu is not None and table.menu.open:
        return table.menu.action(event)
    if event.means(Action.MENU) or event.means(Action.BACK):
        if play.cancel() or table.pinned is not None or table.show_discards:
            table.show_discards = False
            table.pinned = None
            table.expanded = None
            return True
        routes.pause(table.app, table)
        return True
    if event.means(Action.UNDO):
        table.undo()
        return True
    if a is Action.FLIP:
        flip_at(table, table.mouse)
        return True
    if table.anims.busy and a is Action.CONFIRM:
        table.anims.skip()
        return True
    cands = table.keyboard_moves()
    if a in (Action.LEFT, Action.RIGHT, Action.UP, Action.DOWN) and cands:
        step = 1 if a in (Action.RIGHT, Action.DOWN) else -1
        if table.kb_active:
            table.kb_index = (table.kb_index + step) % len(cands)
        table.kb_active = True
        table.sound("focus")
        return True
    if a is Action.CONFIRM:
        if table.menu is not None and table.menu.hidden:
            table.menu.show()
            return True
        if cands and table.kb_active:
            table.apply(cands[table.kb_index % len(cands)])
        elif cands:
            table.kb_active = True
        return True
    if a is Action.VIEW and table.menu is not None:
        table.menu.hidden = not table.menu.hidden
        return True
    return False


def button_at(table, pos):
    for rect, _label, fn, enabled in table.buttons:
        if rect.collidepoint(pos):
            return (rect, fn, enabled)
    return None


def press(table, pos, play: Interaction) -> None:
    if table.show_discards:
        table.show_discards = False  # any click closes the spread of discards
        return
    b = button_at(table, pos)
    if b is not None:
        if b[2]:
            b[1]()
        else:
            table.sound("error")
        return
    holding_card = bool(play.selected and play.selected.get("what") == "card")
    for seat, rect in table.layout.boards.items():
        if rect.collidepoint(pos) and not holding_card:
            table.pinned = None if table.pinned == seat else seat
            table.expanded = table.pinned
            table.sound("click")
            return
    if table.pinned is not None:
        table.pinned = None
        table.expanded = None
        return  # the click closed the board that covered the mat
    if not play.uses_discard_pile and table.geom.discard.collidepoint(pos) and table.model.discards:
        table.show_discards = True
        table.sound("card")
        return
    play.press(pos)


def flip_at(table, pos) -> None:
    card = table.play.held_card()
    if card is None:
        card = next((c for rect, c in reversed(table.hand_rects()) if rect.collidepoint(pos)), None)
    if card is None and table.play.selected and table.play.selected.get("what") == "card":
        card = table.play.selected["card"]
    if card is None:
        return
    if not two_ended(card):
        table.say(_("Both ends of this card are the same section."))
        return
    table.flipped ^= {card}
    table.sound("card")


def hover_expand(table, pos) -> None:
    table.expanded = table.pinned
    for seat, rect in table.layout.boards.items():
        if rect.collidepoint(pos) and not table.play.drag:
            table.expanded = seat
