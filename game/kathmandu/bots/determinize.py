"""Determinization: a full ``GameState`` consistent with what one player knows.

The Hard bot searches over states it could be in. ``determinize(view, rng)`` copies the table's
public facts and the viewer's own private ones, then *redraws every hidden part* from ``rng``:
the other players' hands (but for the cards each was seen to take face up, ``known_hand``:
those stay where they are), the order and content of the red and blue decks, the coins under the
other players' face-down bids (any coin they may still hold), cards another player has drawn
with an architect power, and the game's own random generator. The hidden cards are pooled and
sorted before they are redealt, so the result depends only on public facts and ``rng`` - the
test ``test_bots_see_only_their_view`` checks that changing the hidden parts changes nothing.
"""
from __future__ import annotations

import random


def determinize(view, rng: random.Random):
    me = view.player
    s = view._s.copy()  # noqa: SLF001 - public structure; every hidden field is overwritten below
    t = s.tables
    others = [p for p in range(s.players) if p != me]
    mine_drawn = s.phase == "return" and s.seat == me
    unknown: list[int] = []
    known = {p: view.known_hand(p) for p in others}
    for p in others:
        unknown.extend(c for c in s.hands[p] if c not in known[p])
    unknown.extend(s.red)
    unknown.extend(s.blue)
    if s.drawn and not mine_drawn:
        unknown.extend(s.drawn)
    unknown.sort()
    rng.shuffle(unknown)
    # the blue deck holds only blue-backed cards; every other hidden card may be anywhere
    nb = len(s.blue)
    blue_backed = [c for c in unknown if t.cards[c].deck in ("blue", "holo")]
    blue = blue_backed[:nb]
    taken = set(blue)
    rest = [c for c in unknown if c not in taken]
    pos = 0
    for p in others:
        k = len(s.hands[p]) - len(known[p])
        s.hands[p] = known[p] + rest[pos:pos + k]
        pos += k
    if s.drawn and not mine_drawn:
        k = len(s.drawn)
        s.drawn = rest[pos:pos + k]
        pos += k
    s.red = rest[pos:]
    s.blue = blue
    # face-down coins of the other players
    if not s.face_up and s.players > 1:
        for p in others:
            spots = [sp for sp, seat in enumerate(s.bid_seat) if seat == p]
            if not spots:
                continue
            pool = sorted(s.coins[p] + [s.bid_coin[sp] for sp in spots])
            rng.shuffle(pool)
            for sp in spots:
                s.bid_coin[sp] = pool.pop()
            s.coins[p] = sorted(pool)
    s.history = []
    s.rng = random.Random(rng.getrandbits(64))
    s.invalidate()
    return s
