"""What each choice does: one handler per decision kind (``HANDLERS``: bid, manipulate, return,
build, place, wild colour, discard, power, leftover, storage; ``exchange`` for the solo Extreme
exchange at any decision), and what they share: cards reaching a hand, building a card,
completing a monument, the Storage. Each handler changes the state and reports events; the
automatic phases that follow are in ``rounds.py``."""
from __future__ import annotations

from . import events as E
from .choices import Build
from .data import WILD
from .scoring import completion_parts
from .solo import COIN, mon_colour
from .state import GameState, Monument


def seats_from(s: GameState, first: int) -> list[int]:
    return [(first + i) % s.players for i in range(s.players)]


def draw_red(s: GameState, k: int, ev: list) -> list[int]:
    out = []
    for _ in range(k):
        if not s.red:
            if not s.discards:
                break
            s.red = s.discards
            s.discards = []
            s.rng.shuffle(s.red)
            ev.append(E.RedReshuffled(len(s.red)))
        out.append(s.red.pop())
    return out


def _is_holo(s: GameState, card: int) -> bool:
    return s.tables.cards[card].deck == "holo"


def to_hand(s: GameState, seat: int, cards: list[int], ev: list, public: bool = False) -> None:
    """Cards reaching a hand, by any way (market, red deck, Liliana / Charles, Liu, Sophie, the Extreme
    exchange). "When you collect a holofoil Buddha card, you must play it immediately": it is built at
    once as a new Buddha in the collector's own area (solo: the player picks the square next).

    ``public``: the cards were taken face up (from the market or the discard pile), so every player
    knows they are in this hand until they leave it (``GameState.known``; the red deck's draws are
    secret)."""
    for c in cards:
        if _is_holo(s, c):
            if s.players == 1:
                s.hands[seat].append(c)
                s.must_place.append(c)
            else:
                build(s, seat, Build(c, 0, -1, seat), ev)
        else:
            s.hands[seat].append(c)
            if public:
                s.known[seat].append(c)


def from_hand(s: GameState, seat: int, card: int) -> None:
    """A card leaves a hand (built, discarded, exchanged): it is no longer a known card of it."""
    s.hands[seat].remove(card)
    if card in s.known[seat]:
        s.known[seat].remove(card)


def _h_bid(s: GameState, seat: int, ch, ev: list) -> None:
    s.coins[seat].remove(ch.coin)
    if s.players == 1:
        s.stacks[ch.spot].append(COIN + ch.coin)
        s.last_bid[0] = ch.spot
        ev.append(E.CoinPlaced(seat, ch.spot, ch.coin, True))
        s.phase = "solo_collect"
        return
    s.bid_seat[ch.spot] = seat
    s.bid_coin[ch.spot] = ch.coin
    s.last_bid[seat] = ch.spot
    ev.append(E.CoinPlaced(seat, ch.spot, ch.coin, s.face_up))
    s.turn_index += 1
    if s.turn_index >= len(s.order):
        if s.options.manipulation:
            bid_order = s.order
            if s.players == 2:
                s.order = [bid_order[1], bid_order[0]]
            else:
                s.order = list(reversed(bid_order[:-1]))
            s.turn_index = 0
            s.phase = "manipulate"
        else:
            s.phase = "collect"


def _h_manip(s: GameState, seat: int, ch, ev: list) -> None:
    if ch.kind == "jump":
        s.bid_seat[ch.to], s.bid_coin[ch.to] = seat, s.bid_coin[ch.spot]
        s.bid_seat[ch.spot], s.bid_coin[ch.spot] = -1, -1
        if s.last_bid[seat] == ch.spot:
            s.last_bid[seat] = ch.to
        ev.append(E.BidJumped(seat, ch.spot, ch.to))
    elif ch.kind == "swap":
        old = s.bid_coin[ch.spot]
        s.coins[seat].remove(ch.coin)
        s.coins[seat].append(old)
        s.coins[seat].sort()
        s.bid_coin[ch.spot] = ch.coin
        ev.append(E.BidSwapped(seat, ch.spot, old, ch.coin, s.face_up))
    s.turn_index += 1
    if s.turn_index >= len(s.order):
        s.phase = "collect"


def _h_return(s: GameState, seat: int, ch, ev: list) -> None:
    s.drawn.remove(ch.card)
    s.red.insert(0, ch.card)
    ev.append(E.CardReturned(seat, ch.card, len(s.drawn) + 1))
    keep, s.drawn = s.drawn, []
    to_hand(s, seat, keep, ev)
    ev.append(E.RedDrawn(seat, tuple(keep)))
    s.turn_index += 1
    s.phase = "draw"


def _complete(s: GameState, m: Monument, seat: int, ev: list) -> None:
    m.complete = True
    if s.players == 1:
        col = mon_colour(m)
        if col == WILD:
            s.wild_queue.append((m.id, seat))
            return
        m.fixed = [col] * len(m.fixed)
        _solo_completed(s, m, seat, ev)
        return
    if WILD in m.fixed:
        s.wild_queue.append((m.id, m.area))  # the area's owner fixes the colours (teams: maybe not the builder)
        return
    top, bonus, bud = completion_parts(s, m)
    ev.append(E.MonumentCompleted(seat, m.area, m.id, m.mon, top, bonus, bud))


def _solo_completed(s: GameState, m: Monument, seat: int, ev: list) -> None:
    col = m.fixed[0]
    ev.append(E.MonumentCompleted(seat, m.area, m.id, m.mon, 0, 0, 0))
    spots, count = [], 0
    for i, st in enumerate(s.stacks):
        keep = [x for x in st if x != col]
        if len(keep) != len(st):
            count += len(st) - len(keep)
            spots.append(i)
            s.stacks[i] = keep
    if count:
        s.bag.extend([col] * count)
        ev.append(E.DebrisCleared(col, tuple(spots), count))


def build(s: GameState, seat: int, ch, ev: list) -> None:
    t = s.tables
    card, end = ch.card, ch.end
    if card in s.hands[seat]:
        from_hand(s, seat, card)
    if ch.monument < 0:
        m = Monument(len(s.monuments), ch.area, t.end_mon[card][end])
        s.monuments.append(m)
    else:
        m = s.monuments[ch.monument]
    m.cards.append((card, end))
    m.fixed.append(t.end_col[card][end])
    if _is_holo(s, card):
        s.holo_count += 1
        m.holo = s.holo_count
    ev.append(E.CardBuilt(seat, m.area, card, end, m.id, m.mon, len(m.cards), m.holo if _is_holo(s, card) else 0))
    if len(m.cards) == m.size:
        _complete(s, m, seat, ev)


def _h_build(s: GameState, seat: int, ch, ev: list) -> None:
    k = ch.kind
    if k == "build":
        build(s, seat, ch, ev)
    elif k == "reconstruct":
        m = s.monuments[ch.monument]
        old, _ = m.cards[ch.level - 1]
        from_hand(s, seat, ch.card)
        s.discards.append(old)
        m.cards[ch.level - 1] = (ch.card, ch.end)
        col = s.tables.end_col[ch.card][ch.end]
        m.fixed[ch.level - 1] = col
        if _is_holo(s, old) and ch.level == len(m.cards):
            m.holo = 0
        if _is_holo(s, ch.card):
            s.holo_count += 1
            m.holo = s.holo_count
        ev.append(E.Reconstructed(seat, m.id, ch.level, old, ch.card, ch.end))
        if m.complete and col == WILD:
            s.wild_queue.append((m.id, seat if s.players == 1 else m.area))
    elif k == "abandon":
        m = s.monuments[ch.monument]
        cards = tuple(c for c, _ in m.cards)
        s.discards.extend(cards)
        m.alive = False
        ev.append(E.MonumentAbandoned(m.id, cards))
    else:  # done
        s.phase = "after_build"


def exchange(s: GameState, seat: int, ch, ev: list) -> None:
    for c in (ch.give1, ch.give2):
        from_hand(s, seat, c)
    s.discards.remove(ch.take)
    s.discards.extend((ch.give1, ch.give2))
    ev.append(E.CardsExchanged((ch.give1, ch.give2), ch.take))
    to_hand(s, seat, [ch.take], ev, public=True)  # a holofoil Buddha taken must be built now


def _h_place(s: GameState, seat: int, ch, ev: list) -> None:
    s.must_place.pop(0)
    build(s, seat, ch, ev)


def _h_wild(s: GameState, seat: int, ch, ev: list) -> None:
    mid, _ = s.wild_queue.pop(0)
    m = s.monuments[mid]
    levels = [i for i, c in enumerate(m.fixed) if c == WILD]
    for lvl, c in zip(levels, ch.colours):
        m.fixed[lvl] = c
    ev.append(E.WildsFixed(seat, mid, tuple(m.fixed)))
    if s.players == 1:
        _solo_completed(s, m, seat, ev)
    else:
        top, bonus, bud = completion_parts(s, m)
        ev.append(E.MonumentCompleted(seat, m.area, m.id, m.mon, top, bonus, bud))


def _h_discard(s: GameState, seat: int, ch, ev: list) -> None:
    from_hand(s, seat, ch.card)
    s.discards.append(ch.card)
    ev.append(E.CardDiscarded(seat, ch.card))
    if s.phase == "power_discard":
        s.phase = "leftover"


def _h_power(s: GameState, seat: int, ch, ev: list) -> None:
    name = {"red_before_leftover": "Liu", "discard_before_leftover": "Sophie"}[s.architect[seat]]
    if ch.kind == "skip":
        s.phase = "leftover"
        return
    if ch.card < 0:
        drawn = draw_red(s, 1, ev)
        ev.append(E.PowerUsed(seat, name, -1))
    else:
        s.discards.remove(ch.card)
        drawn = [ch.card]
        ev.append(E.PowerUsed(seat, name, ch.card))
    to_hand(s, seat, drawn, ev, public=ch.card >= 0)  # a holofoil Buddha is built at once; a red draw is secret
    # "then discard 1": still owed after a holofoil Buddha was built, unless the hand is empty
    s.phase = "power_discard" if s.hands[seat] else "leftover"


def _h_leftover(s: GameState, seat: int, ch, ev: list) -> None:
    coin = s.coins[seat].pop()
    s.spent[seat].append(coin)
    if ch.kind == "points":
        s.leftover_pts[seat] += coin
        ev.append(E.CoinSpent(seat, coin, E.USE_POINTS, coin))
        s.phase = "leftover_next"
    elif ch.kind == "bhairav":
        s.bhairav[seat] = ch.colour
        s.bhairavs_left.remove(ch.colour)
        extra = coin - s.tables.bhairav_cost
        s.bhairav_pts[seat] += max(0, extra)
        ev.append(E.CoinSpent(seat, coin, E.USE_BHAIRAV, max(0, extra)))
        ev.append(E.BhairavBought(seat, ch.colour))
        s.phase = "leftover_next"
    else:
        s.discards.remove(ch.card)
        s.hands[seat].append(ch.card)
        s.known[seat].append(ch.card)
        ev.append(E.CoinSpent(seat, coin, E.USE_BUY, 0))
        ev.append(E.DiscardBought(seat, ch.card))
        s.must_place.append(ch.card)
        s.after_place = "leftover"
        s.phase = "build"


def _h_storage(s: GameState, seat: int, ch, ev: list) -> None:
    store(s, list(ch.cards), ev)


def store(s: GameState, keep: list[int], ev: list) -> None:
    t = s.tables
    storage = [i for i, sp in enumerate(t.spaces) if sp.storage]
    dropped = []
    for i in storage:
        if s.market[i] >= 0:
            dropped.append(s.market[i])
            s.market[i] = -1
    for i, sp in enumerate(t.spaces):
        if not sp.storage and s.market[i] >= 0:
            if s.market[i] not in keep:
                dropped.append(s.market[i])
            s.market[i] = -1
    for i, c in zip(storage, keep):
        s.market[i] = c
    s.discards.extend(dropped)
    ev.append(E.CardsStored(tuple(keep), tuple(dropped)))
    s.phase = "solo_round_end"


HANDLERS = {"bid": _h_bid, "manipulate": _h_manip, "return": _h_return, "build": _h_build, "place": _h_place,
             "wild_colour": _h_wild, "discard": _h_discard, "power": _h_power, "power_discard": _h_discard,
             "leftover": _h_leftover, "storage": _h_storage}
