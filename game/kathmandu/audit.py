"""Consistency checks of a state (used by the tests and ``simulate --check``): nothing created or lost.

``audit(state) -> list[str]`` lists every problem found (empty = consistent).
"""
from __future__ import annotations

from collections import Counter

from .solo import COIN


def card_zones(s) -> Counter:
    c: Counter = Counter()
    for zone in (s.red, s.blue, s.discards, s.box, s.drawn):
        c.update(zone)
    c.update(x for x in s.market if x >= 0)
    for h in s.hands:
        c.update(h)
    for m in s.monuments:
        if m.alive:
            c.update(card for card, _ in m.cards)
    return c


def audit(s) -> list[str]:
    problems = []
    zones = card_zones(s)
    total = len(s.tables.cards)
    dup = [s.tables.cards[c].id for c, k in zones.items() if k > 1]
    if dup:
        problems.append(f"cards in two places: {', '.join(dup[:5])}")
    if sum(zones.values()) != total or len(zones) != total:
        missing = [s.tables.cards[i].id for i in range(total) if i not in zones]
        problems.append(f"{total - len(zones)} cards lost: {', '.join(missing[:5])}")
    for p, known in enumerate(s.known):
        stray = [s.tables.cards[c].id for c in known if c not in s.hands[p]]
        if stray or len(set(known)) != len(known):
            problems.append(f"player {p + 1} known cards {', '.join(stray) or 'twice'} not in the hand")
    coins = sorted(s.tables.coins)
    if s.players == 1:
        mine = list(s.coins[0]) + [x - COIN for st in s.stacks for x in st if x >= COIN]
        if sorted(mine) != coins:
            problems.append(f"purple coins {sorted(mine)} != {coins}")
        debris = Counter(s.bag)
        debris.update(x for st in s.stacks for x in st if x < COIN)
        if debris != Counter({c: 5 for c in range(5)}):
            problems.append(f"debris {dict(debris)} is not 5 of each colour")
        for st in s.stacks:
            if any(x >= COIN for x in st[:-1]):
                problems.append("a purple coin is buried under debris")
    else:
        for p in range(s.players):
            mat = [s.bid_coin[i] for i, q in enumerate(s.bid_seat) if q == p]
            have = sorted(s.coins[p] + s.spent[p] + mat)
            if have != coins:
                problems.append(f"player {p + 1} coins {have} != {coins}")
    for m in s.monuments:
        if not m.alive:
            continue
        if len(m.cards) > m.size or len(m.cards) != len(m.fixed):
            problems.append(f"monument {m.id} has {len(m.cards)} cards")
        for lvl, (card, end) in enumerate(m.cards, 1):
            if s.tables.end_mon[card][end] != m.mon or s.tables.end_pos[card][end] != lvl:
                problems.append(f"monument {m.id} level {lvl} holds {s.tables.cards[card].id} end {end}")
        if m.complete != (len(m.cards) == m.size):
            problems.append(f"monument {m.id} complete flag wrong")
        if s.players == 1 and m.complete and len(set(m.fixed)) != 1 and not s.wild_queue:
            problems.append(f"solo monument {m.id} is not a solid colour")
    return problems
