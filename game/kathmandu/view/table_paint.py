"""Drawing the Kathmandu table, one frame: the wood and the mat, the pieces, the boards, the side
panels and log, the prompt bar with its buttons, the keyboard pick, the choice menu, the spread
of discards, the tooltip and the last message."""
from __future__ import annotations

import pygame

from game.i18n import _
from game.kathmandu.view import routes, services
from game.kathmandu.view.boards import seat_name
from game.kathmandu.view.choice_words import ChoiceWords
from game.kathmandu.view.decision_kinds import doing, phase_name
from game.ui.fonts import shadow_text
from game.shell.actions import Action
from game.shell.input import action_label
from game.kathmandu.view.mat_pieces import paint_bhairavs, paint_discards, paint_market, paint_piles, paint_spots
from game.kathmandu.view.opponents import paint_opponents
from game.kathmandu.view.own_board import paint_own
from game.kathmandu.view.paint import wood
from game.ui.shapes import plain_panel
from game.kathmandu.view.prompt_bar import paint_bar, paint_keyboard
from game.kathmandu.view.side_panels import paint_log, paint_side
from game.kathmandu.view.tips import paint_expanded


def prompt(table) -> tuple[str, list]:
    d = table.decision()
    if table.ended:
        top = table.app.stack.top
        if top is table:  # the results were closed to look at the final table
            return _("The game is over: the final table."), [(_("Back to results"), table.show_results, True)]
        return _("The game is over."), []
    if d is None or table.anims.busy or table.dirty:
        return "", []
    if d.player != table.viewer or not table.session.is_human(d.player):
        return doing(d.kind, seat_name(table.names, d.player)), []
    return table.play.prompt(), table.play.buttons() + table.play.anytime_buttons()


def draw(table, surface: pygame.Surface) -> None:
    r = table.renderer
    r.begin_frame()
    r.set_symbols(services.symbols_on(table.app))
    table.time = max(table.time, services.now(table.app))
    play = table._sync_play()
    m, L, look = table.model, table.layout, table.look
    look.time, look.mouse, look.busy = table.time, table.mouse, table.anims.busy or table.dirty
    look.holo_next = m.holo_next
    bg = look.layers.get("bg")
    if bg is None or bg[0] is not table.mat_layer:
        img = wood(surface.get_size()).copy()
        img.blit(table.mat_layer, L.mat)
        bg = (table.mat_layer, img.convert() if pygame.display.get_surface() else img)
        look.layers["bg"] = bg
    surface.blit(bg[1], (0, 0))
    menu_open = table.menu is not None and table.menu.open
    paint_piles(surface, m, L, look)
    paint_market(surface, m, L, look, play, hover_spots=not menu_open)
    paint_spots(surface, m, L, look, play)
    if table.opts.bhairav:
        paint_bhairavs(surface, m, L, look)
    d = table.decision()
    active = d.player if d is not None and not table.anims.busy else None
    paint_opponents(surface, m, L, look, play, version=table.model_version, active=active,
                    thinking=table.worker.seat if table.worker is not None else None,
                    humans=set(table.session.people))
    sel = play.selected["card"] if play.selected and play.selected.get("what") == "card" else None
    paint_own(surface, m, L, look, play, title=own_title(table), flipped=table.flipped, new_cards=table.new_cards,
              selected_card=sel)
    table.adviser.draw_target(surface)
    paint_side(surface, m, L, look, table.session.view(table.viewer), advanced=table.opts.advanced_missions,
               expertise=table.opts.expertise, version=table.model_version)
    table.adviser.draw_key(surface)
    shown = len(table.session.log) if not look.busy else min(look.fx.log_shown, len(table.session.log))
    table.log_scroll = paint_log(surface, L, look, table.session.log, shown, table.log_scroll)
    txt, btns = prompt(table)
    if table.session.remote:  # who the table waits for; the host's "bots for the empty seats"
        from game.kathmandu.view.online_strip import online_prompt
        txt, btns = online_prompt(table, txt, btns)
    table.buttons = paint_bar(surface, m, L, look, phase=phase(table), prompt=txt, buttons=btns,
                             mine=table.my_decision() is not None, seat=d.player if d is not None else None,
                             help_action=lambda: routes.rules(table.app),
                             last_round=getattr(table.game_over_event, "round", 0) if table.ended else 0)
    if table.session.remote:
        from game.kathmandu.view.online_strip import paint_online
        paint_online(surface, table)
    table.anims.draw(surface)
    draw_keyboard(table, surface)
    play.draw_ghost(surface)
    menu_shown = menu_open and table.my_decision() is not None
    if menu_shown:
        veil = look.layers.get("veil")
        if veil is None:
            veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            veil.fill((10, 6, 4, 120))
            look.layers["veil"] = veil
        table.menu.draw(surface, veil)
    if table.show_discards:
        paint_discards(surface, m, L, look)
    else:
        draw_tooltip(table, surface)
    if table.message_t > 0 and table.message:
        t = shadow_text(table.message, 15, (255, 200, 170), True)
        box = pygame.Rect(0, 0, t.get_width() + 24, 30)
        box.midbottom = (L.mat.centerx, L.mat.bottom - 6)
        if menu_shown:
            # over an open menu the message would cover its rows: it sits just under the menu
            menu_box = table.menu.rows()[0]
            box.midtop = (menu_box.centerx, menu_box.bottom + 6)
            if box.bottom > surface.get_height() - 4:
                box.midbottom = (menu_box.centerx, menu_box.top - 6)
        plain_panel(surface, box, fill=(90, 30, 28), edge=(220, 120, 90), radius=8)
        surface.blit(t, t.get_rect(center=box.center))


def own_title(table) -> str:
    if table.n == 1:
        return _("Your Durbar Squares")
    name = seat_name(table.names, table.viewer)
    if len(table.setup.humans) == 1 and table.session.is_human(table.viewer):
        return _("You ({name})").format(name=name)
    return name


def phase(table) -> str:
    if table.look.fx.phase_note and table.look.busy:
        return table.look.fx.phase_note
    return phase_name(table.model.phase)


def draw_keyboard(table, surface) -> None:
    """Keyboard play: the legal move the arrows picked, spelled out, with its target ringed."""
    if not table.kb_active or table.my_decision() is None:
        return
    cands = table.keyboard_moves()
    if not cands:
        return
    ch = cands[table.kb_index % len(cands)]
    words = ChoiceWords(table.model, table.names, table.viewer).text(ch)
    if table.app.input.last_source == "gamepad":
        label_ = _("{i}/{n}  {move}   - D-pad: other moves, {confirm}: play it").format(
            i=table.kb_index % len(cands) + 1, n=len(cands), move=words,
            confirm=action_label(table.app, Action.CONFIRM.value))
    else:
        label_ = _("{i}/{n}  {move}   - arrows: other moves, {confirm}: play it").format(
            i=table.kb_index % len(cands) + 1, n=len(cands), move=words,
            confirm=action_label(table.app, Action.CONFIRM.value))
    ring = None
    if ch.kind in ("bid", "jump"):
        sid = table.look.spot_id(ch.spot if ch.kind == "bid" else ch.to)
        ring = table.geom.spot_rect(sid) if sid in table.geom.spots else None
    elif ch.kind in ("build", "discard", "reconstruct"):
        ring = next((r for r, c in table.hand_rects() if c == ch.card), None)
    paint_keyboard(surface, table.layout, label_, ring)


def draw_tooltip(table, surface) -> None:
    if table.play.drag or (table.menu is not None and table.menu.open):
        return
    if table.app.stack.top is not table:
        return  # a dialog is over the table
    if table.expanded is not None:
        paint_expanded(surface, table.model, table.layout, table.look, table.expanded,
                       view=table.session.view(table.viewer), advanced=table.opts.advanced_missions)
        return
    if table.tip_quiet:
        return  # just clicked: what was hovered is used; no tip until the mouse moves
    if table.anims.busy and table.layout.mat.collidepoint(table.mouse):
        return  # the reveal's "highest" / "nearer" labels on the mat must not hide under a tip
    tip = table.tip_at(table.mouse)
    if tip:
        from game.ui.widgets import tooltip
        tooltip(surface, tip[0], tip[1], max_width=360)
