"""The card faces a table can show in play, painted into the card cache when the table opens.

A face seen for the first time costs 1-2 ms to paint (``cards.CardRenderer``: two supersampled
ends and the card); painted inside an event's animation it made the worst frames of a bot table
(PERF-FINDINGS 18). The table paints them all once, at black behind the opening fade
(``TableScene.on_enter``), so no frame in play paints one of these:

- the market's cards (blue deck, and the holofoil Buddhas when in play), landscape, at the
  market spaces' sizes (dealt, awarded and flown to a hand);
- every card of the game in the hand (``HAND_CARD``), on the discard pile and flying to or
  from it (60x94);
- every end built: flying to a board (80x54) and standing on the viewer's monuments;
- the backs dealt, flown and piled.

Not warmed (rare, or sized by what happens): a hand card flipped to its other end, a holofoil
Buddha's varying points, a wild's chosen colour, the ends on the tall boards of a 2-4 player
table, an opponent's board opened full size, the choice menu's cards. Those are painted when
first seen, as before.
"""
from __future__ import annotations

import time
from typing import Iterable

import pygame

from game.kathmandu.data import COLOURS
from game.kathmandu.view.boards import monument_rects
from game.kathmandu.view.cards import CardRenderer, card_fields, section_fields
from game.kathmandu.view.layout import FLY_CARD, FLY_END, HAND_CARD, RED_BACK



def cards_in_play(tables, state=None, options=None) -> list:
    """The cards of this game: the box's, less what the deal left in the box (``state.box``);
    without a state (an online seat) the red and blue decks and the promos the options add."""
    if state is not None and getattr(state, "box", None) is not None:
        out_ = set(state.box)
        return [c for c in tables.cards if c.index not in out_]
    decks = {"red", "blue"}
    if options is not None and getattr(options, "holo", False):
        decks.add("holo")
    if options is not None and getattr(options, "rainbow", False):
        decks.add("rainbow")
    return [c for c in tables.cards if c.deck in decks]


def faces_to_warm(cards: Iterable, geom, layout) -> list[tuple]:
    """(kind, card, size, landscape) of every face to paint: ``kind`` "card" or "end" (an end
    is given as (card, end index, the colour a wild shows or None))."""
    cards = list(cards)
    jobs: list[tuple] = []
    market_sizes = sorted({tuple(r.size) for r in geom.spaces.values()})
    market = [c for c in cards if c.deck in ("blue", "holo")]
    for size in market_sizes:
        jobs += [("card", c, size, True) for c in market]
    portrait = [HAND_CARD]
    if geom.discard.w > 0 and geom.discard.h > 0:
        portrait.append(tuple(geom.discard.size))
    portrait.append(FLY_CARD)
    for size in portrait:
        jobs += [("card", c, size, False) for c in cards]
    own = own_section_size(layout)
    for size in (FLY_END, own):
        for c in cards:
            jobs += [("end", (c, k, None), size, False) for k in range(len(c.ends))]
    # a wild built on the viewer's monument shows the colour its monument fixed
    for c in cards:
        for k, e in enumerate(c.ends):
            if section_fields(e)[2] == "wild":
                jobs += [("end", (c, k, colour), own, False) for colour in COLOURS]
    # the backs: dealt to the market (and flown under the red deck), drawn by another player, the piles
    for size in market_sizes:
        jobs += [("back", ("blue", diamond), size, False) for diamond in (False, True)]
    jobs.append(("back", ("red", False), RED_BACK, False))
    jobs += [("back", (deck, False), tuple(r.size), False) for deck, r in (("blue", geom.blue_deck), ("red", geom.red_deck))
             if r.w > 0 and r.h > 0]
    return jobs


def own_section_size(layout) -> tuple[int, int]:
    """The size of a section on the viewer's monuments while they are few (``own_area.columns``:
    the columns keep their widest size until the row is full)."""
    area = layout.monuments
    if layout.solo:  # two Durbar Squares side by side
        half = area.w // 2 - 6
        _, _, sec = monument_rects([], pygame.Rect(area.x, area.y + 16, half, area.h - 16), slot=True, max_w=64)
        return sec
    _, _, sec = monument_rects([], area, slot=True)
    return sec


def warm(renderer: CardRenderer, jobs: list[tuple]) -> float:
    """Paints every face of ``jobs`` not yet in the renderer's cache; returns the seconds it took.
    The renderer's record of the faces shown this frame is left as it was."""
    t0 = time.perf_counter()
    shown, backs = set(renderer.faces), renderer.backs_drawn
    keep = {size for kind, _w, size, _l in jobs if kind == "end"}
    group = None
    for kind, what, size, landscape in jobs:
        if (kind, size, landscape) != group:
            _forget_halves(renderer, group, keep)
            group = (kind, size, landscape)
        if kind == "card":
            renderer.card(what, size, landscape=landscape)
        elif kind == "back":
            renderer.back(what[0], what[1], size)
        else:
            card, k, wild_as = what
            _, deck, _, ends = card_fields(card)
            renderer.end(section_fields(ends[k]), size, deck, wild_as=wild_as)
    _forget_halves(renderer, group, keep)
    renderer.forget_ends((), grounds=True)  # and the kept end backgrounds (~3 MB)
    renderer.faces = shown
    renderer.backs_drawn = backs
    return time.perf_counter() - t0


def _forget_halves(renderer: CardRenderer, group, keep: set) -> None:
    """Once the cards of a size are painted, the ends they were composed from are not kept (they
    are not shown alone at that size: ~7 MB), unless ends of that size are warmed too."""
    if group is None or group[0] != "card":
        return
    _kind, (w, h), landscape = group
    halves = {(w // 2, h), (w - w // 2, h)} if landscape else {(w, h // 2), (w, h - h // 2)}
    renderer.forget_ends(halves - keep)


def warm_words(look, layout, names, n: int, coins) -> float:
    """What a bot's turn draws for the first time, drawn into the caches when the table opens
    (PERF-FINDINGS 20): the prompt bar's "<seat> is bidding..." of every seat and decision kind
    (wrapped and rendered as ``prompt_bar.paint_bar`` does for someone else's turn: no buttons), a
    board's name row without its "(bot)" and its "thinking..." (``opponents``), every seat's coins
    flying to a bid spot face down and face up (``EventAnimator._coin_surf``) and spent on the
    boards (called exactly as those painters call ``paint.coin``: its cache keys on the arguments
    as written), the award banners (``anims.Banner``: the seat's name, the reason) and the bar's
    phase line. The same calls with the same arguments as the painters make, so the same
    surfaces. Returns the seconds it took."""
    from game.i18n import _
    from game.kathmandu.view.boards import seat_name
    from game.kathmandu.view.decision_kinds import KINDS, PHASES, doing, phase_name
    from game.kathmandu.view.event_anims import REASON_TEXT
    from game.kathmandu.view.paint import INK, MUTED, coin, seat_colour
    from game.ui.fonts import shadow_text, text
    from game.ui.text_layout import wrap

    t0 = time.perf_counter()
    values = [None] + sorted(set(coins))
    width = layout.bar.w - 200  # paint_bar's prompt width with no buttons
    for seat in range(n):
        who = seat_name(names, seat)
        text(who, 14, INK, True)
        for kind in KINDS:
            lines = wrap(doing(kind, who), 15, width, bold=True)
            for line in lines[:2]:
                text(line, 15 if len(lines) == 1 else 13, INK, True)
        for v in values:
            look.coin(seat, v, 16)
        for v in range(5):  # spent coins: on the boards' coin rows (opponents) and the own board's
            coin(seat_colour(seat), v, 8, spent=True)
            if seat == look.viewer:
                coin(look.seat_colour(seat), v, 15, spent=True)
        shadow_text(who, 22, (255, 240, 210), True, serif=True)  # an award's banner
    for dots in (".", "..", "..."):  # opponents.paint_board_marks
        text(_("thinking") + dots, 11, (200, 220, 255), True)
    for reason in REASON_TEXT.values():
        text(_(reason), 14, (240, 220, 190))
    for phase in [_("Collecting"), _("Round start")] + [phase_name(p) for p in PHASES]:
        text(phase, 12, MUTED, True)
    return time.perf_counter() - t0
