"""Drawing the Kathmandu table, one frame: the wood and the mat, the pieces, the boards, the side
panels and log, the prompt bar with its buttons, the keyboard pick, the choice menu, the spread
of discards, the tooltip and the last message."""
from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.i18n import _, current_language
from game.kathmandu.view import routes, services
from game.kathmandu.view.boards import seat_name
from game.kathmandu.view.choice_words import ChoiceWords
from game.kathmandu.view.decision_kinds import doing, phase_name
from game.ui.fonts import shadow_text
from game.shell.actions import Action
from game.shell.input import action_label
from game.kathmandu.view.mat_pieces import paint_bhairavs, paint_discards, paint_market, paint_piles, paint_spots
from game.kathmandu.view.opponents import board_layers, paint_board_marks, paint_opponents
from game.kathmandu.view.own_board import own_panel, paint_own
from game.kathmandu.view.paint import wood
from game.ui.shapes import plain_panel
from game.kathmandu.view.prompt_bar import paint_bar, paint_keyboard
from game.kathmandu.view.side_panels import log_layer, paint_log, paint_side, side_layer
from game.kathmandu.view.tips import paint_expanded


#: the multi-player table starts each frame from its composed base (``compose``); False paints every
#: region in full each frame (the same picture: the tests compare the two)
COMPOSE = True


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
    menu_open = table.menu is not None and table.menu.open
    d = table.decision()
    active = d.player if d is not None and not table.anims.busy else None
    thinking = table.thinking_seat()
    sel = play.selected["card"] if play.selected and play.selected.get("what") == "card" else None
    shown = len(table.session.log) if not look.busy else min(look.fx.log_shown, len(table.session.log))
    if table.n > 1 and COMPOSE:
        compose(table, surface, bg[1], play, menu_open=menu_open, active=active, thinking=thinking, sel=sel,
                shown=shown)
    else:  # painted in full (solo: the adviser draws over the own board and the side panels, in this order)
        surface.blit(bg[1], (0, 0))
        paint_piles(surface, m, L, look)
        paint_market(surface, m, L, look, play, hover_spots=not menu_open)
        paint_spots(surface, m, L, look, play)
        if table.opts.bhairav:
            paint_bhairavs(surface, m, L, look)
        paint_opponents(surface, m, L, look, play, version=table.model_version, active=active,
                        thinking=thinking, humans=set(table.session.people))
        paint_own(surface, m, L, look, play, title=own_title(table), flipped=table.flipped,
                  new_cards=table.new_cards, selected_card=sel)
        table.adviser.draw_target(surface)
        paint_side(surface, m, L, look, table.session.view(table.viewer), advanced=table.opts.advanced_missions,
                   expertise=table.opts.expertise, version=table.model_version)
        table.adviser.draw_key(surface)
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


# ---------------------------------------------------------------------------------- the composed base
# The regions that hold still between two model changes (a bot's turn, the animations of its move)
# are painted once into ``base``, a copy of the wood and the mat, and each frame starts with that one
# opaque blit instead of ~40 blits, most of them alpha (PERF-FINDINGS 18). A region is repainted into
# the base (the wood under it put back, then painted as a frame would, clipped to the region) only
# when what it shows changes (its stamp); a region that answers the pointer or a pending decision of
# the viewer is painted each frame over its bare wood, as before. The regions do not overlap, and
# what each paints stays inside its rectangle, so the picture is the frame painted in full.

def _region(look, base, name, rect: pygame.Rect, stamp, paint, ground=None) -> None:
    """Keeps region ``name`` of the base as ``paint(base)`` painted it for ``stamp`` (None: bare
    wood; ``paint`` is then not called); the faces it shows are noted for this frame. ``ground``:
    what the region is painted on (a surface of ``rect``'s size: the wood with a panel already on)."""
    img, bg, held = base[1], base[0], base[2]
    r = look.renderer
    old = held.get(name)
    if old is None or old[0] != stamp or old[1] != rect:
        if stamp is not None and ground is not None:
            img.blit(ground, rect)
        else:
            img.blit(bg, rect, area=rect)
        faces: frozenset = frozenset()
        if stamp is not None:
            before = set(r.faces)
            r.faces = set()
            img.set_clip(rect)
            try:
                paint(img)
            finally:
                img.set_clip(None)
            faces = frozenset(r.faces)
            r.faces = before
        old = held[name] = (stamp, pygame.Rect(rect), faces)
    r.note_faces(old[2])


class _Same:
    """A stamp equal to another only when it holds the very same objects (cached layers)."""
    __slots__ = ("objs",)

    def __init__(self, *objs) -> None:
        self.objs = objs

    def __eq__(self, other) -> bool:
        return isinstance(other, _Same) and len(other.objs) == len(self.objs) and all(
            a is b for a, b in zip(self.objs, other.objs))

    def __ne__(self, other) -> bool:
        return not self == other

    __hash__ = None


def _own_ground(look, L, bgimg, box: pygame.Rect) -> pygame.Surface:
    """The wood under the own board with its panel painted on (``own_panel``), ``box``'s size."""
    key = ("own ground", tuple(box), look.seat_colour(look.viewer))
    held = look.layers.get(key)
    if held is None or held[0] is not bgimg:
        img = pygame.Surface(box.size, 0, bgimg)
        img.blit(bgimg, (0, 0), area=box)
        own_panel(img, SimpleNamespace(own=L.own.move(-box.x, -box.y)), look)
        held = look.layers[key] = (bgimg, img)
    return held[1]


def _shown(look, name: str, version: int, sig):
    """``sig()``, computed once per model version; the same object while it is equal (so the
    stamp of a region the model change did not touch stays what it was)."""
    key = ("shown", name)
    held = look.layers.get(key)
    if held is not None and held[0] == version:
        return held[1]
    new = sig()
    if held is not None and held[1] == new:
        new = held[1]
    look.layers[key] = (version, new)
    return new


def _mat_shows(m) -> tuple:
    """What the decks, the discards and the market show (``paint_piles``, ``paint_market``)."""
    top = m.discards[-1] if m.discards else None
    market = tuple(sorted(m.market.items()))
    return (m.n, m.blue_count, m.red_count, len(m.discards), top, market,
            tuple(m.holo_points(c) for _s, c in market), m.holo_points(top) if top is not None else None)


def _own_shows(m, viewer: int) -> tuple:
    """What the viewer's own board shows of the model (``own_board.paint_own``)."""
    me = m.seats[viewer]
    team = sum(s.score for s in m.seats if s.team == me.team) if me.team is not None else None
    return (repr(me), m.n, m.first == viewer, m.hand_limits[viewer], team,
            tuple(m.holo_points(c) for c in me.hand if c is not None))


def compose(table, surface, bgimg, play, *, menu_open: bool, active, thinking, sel, shown: int) -> None:
    """The frame's mat, boards, own board, side panels and log (the multi-player table)."""
    m, L, look = table.model, table.layout, table.look
    base = look.layers.get("base")
    if base is None or base[0] is not bgimg:
        base = (bgimg, bgimg.copy(), {})
        look.layers["base"] = base
    still = play.decision is None and play.drag is None  # no decision of the viewer's: nothing answers
    version = table.model_version
    r = look.renderer
    # the mat's pieces: decks, discards, market (the bid spots and Bhairavs are painted live after)
    hover = look.geom.spot_at(look.mouse) if not menu_open else None
    fx = look.fx
    mat_stamp = (_shown(look, "mat", version, lambda: _mat_shows(m)), frozenset(fx.hidden_spaces),
                 tuple(sorted(fx.landed_cards.items())), hover if hover in look.geom.spot_targets else None,
                 r.symbols, current_language()) if still else None
    _region(look, base, "mat", L.mat, mat_stamp,
            lambda img: (paint_piles(img, m, L, look), paint_market(img, m, L, look, play, hover_spots=not menu_open)))
    # the opponents' boards (a glow to pick one: painted live)
    boards = board_layers(m, L, look, version=version, active=active, humans=set(table.session.people))
    glows = play.board_glows()
    places = [pygame.Rect(rect.x - 2, rect.y - 2, rect.w + 8, rect.h + 8) for _s, rect, _l in boards]
    for i, (seat, rect, layer) in enumerate(boards):
        # a board's band of the column, down to where the next board's layer starts (a layer's
        # shadow reaches two rows into the next one's: such a band is painted with both, in order)
        band = pygame.Rect(places[i])
        if i + 1 < len(places):
            band.h = max(0, places[i + 1].y - band.y)
        over = [j for j, p in enumerate(places) if p.colliderect(band)]

        def paint_band(img, over=over):
            for j in over:
                img.blit(boards[j][2][0], places[j])
        _region(look, base, ("board", seat), band, None if glows else _Same(*(boards[j][2] for j in over)), paint_band)
    # the viewer's own board (its hand cards lift under the pointer)
    own_box = pygame.Rect(L.own.x - 2, L.own.y - 2, L.own.w + 8, L.own.h + 8)
    title = own_title(table)
    if still:
        hovered = tuple(c for rr, c in table.hand_rects() if rr.collidepoint(look.mouse))
        own_stamp = (_shown(look, "own", version, lambda: _own_shows(m, look.viewer)), title,
                     frozenset(table.flipped), frozenset(table.new_cards), sel, hovered, r.symbols, look.viewer,
                     current_language())
    else:
        own_stamp = None
    _region(look, base, "own", own_box, own_stamp,
            lambda img: paint_own(img, m, L, look, play, title=title, flipped=table.flipped,
                                  new_cards=table.new_cards, selected_card=sel, panel=False),
            ground=_own_ground(look, L, base[0], own_box) if own_stamp is not None else None)
    # the side panels and the log (the column right of the own board: its shadow is not theirs)
    side, side_at = side_layer(surface.get_size(), m, L, look, table.session.view(table.viewer),
                               advanced=table.opts.advanced_missions, expertise=table.opts.expertise, version=version)
    log, log_at, table.log_scroll = log_layer(L, look, table.session.log, shown, table.log_scroll)
    column = pygame.Rect(own_box.right, 0, surface.get_width() - own_box.right, surface.get_height())
    log_box = pygame.Rect(log_at, log.get_size()).clip(column)
    side_box = pygame.Rect(side_at, side.get_size()).clip(column)
    side_box.h = min(side_box.h, max(0, log_box.y - side_box.y))  # above the log: the panels' part
    _region(look, base, "side", side_box, _Same(side), lambda img: img.blit(side, side_at))
    _region(look, base, "log", log_box, _Same(log), lambda img: img.blit(log, log_at))
    # the frame: the base, then what moves or answers
    surface.blit(base[1], (0, 0))
    if mat_stamp is None:
        paint_piles(surface, m, L, look)
        paint_market(surface, m, L, look, play, hover_spots=not menu_open)
    paint_spots(surface, m, L, look, play)
    if table.opts.bhairav:
        paint_bhairavs(surface, m, L, look)
    for seat, rect, layer in boards:
        if glows:
            surface.blit(layer[0], (rect.x - 2, rect.y - 2))
        paint_board_marks(surface, look, seat, rect, layer, active=active, thinking=thinking, glows=glows)
    if own_stamp is None:
        paint_own(surface, m, L, look, play, title=title, flipped=table.flipped, new_cards=table.new_cards,
                  selected_card=sel)


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
