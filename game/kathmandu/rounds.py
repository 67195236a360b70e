"""The phases that run by themselves between decisions: dealing the market, revealing the bids
and collecting, the red-deck draws, the next builder, public goals, the leftover coins, the end
of a round and of the game, and the solo aftershocks (``fall_debris``). ``advance`` runs them
until someone must decide."""
from __future__ import annotations

from . import events as E
from .legal import bid_choices, placements, spot_targets
from .moves import draw_red, from_hand, seats_from, store, to_hand
from .objectives import best_goal
from .scoring import scores, winners
from .solo import COIN, SIDE_ORDER, achieved_level, has_won
from .state import GameState


_ARCHITECT_NAMES = {"draw_two_take_three": "Liliana", "draw_one_take_two": "Charles"}


def _round_start(s: GameState, ev: list) -> None:
    t = s.tables
    ev.append(E.RoundStarted(s.round, s.first))
    if s.players == 1 and not s.blue:
        s.lost_reason = E.LOST_BLUE_DECK
        _game_end(s, ev)
        return
    dealt = []
    for sp in t.spaces:
        if sp.storage and (s.players <= 4):
            continue
        if sp.label4 is None and s.players <= 4:
            continue
        if s.blue:
            c = s.blue.pop()
            s.market[sp.index] = c
            dealt.append((sp.index, c))
    ev.append(E.MarketDealt(tuple(dealt)))
    if s.players == 1:
        s.phase = "debris"
        return
    b = s.options.bidding
    s.face_up = b == "open" or (b == "mixed" and s.round <= 4)
    seats = seats_from(s, s.first)
    s.order = [seats[0], seats[1], seats[1], seats[0]] if s.players == 2 else seats
    s.turn_index = 0
    s.phase = "bid"


def _sara_bonus(s: GameState, seat: int, spot: int) -> int:
    if s.architect[seat] != "final_bid_plus_one" or s.round % s.half_rounds != 0:
        return 0
    return 1 if s.last_bid[seat] == spot else 0


def _collect(s: GameState, ev: list) -> None:
    t = s.tables
    bids = []
    for spot in range(len(s.bid_seat)):
        seat = s.bid_seat[spot]
        if seat >= 0:
            coin = s.bid_coin[spot]
            bids.append((spot, seat, coin, coin + _sara_bonus(s, seat, spot)))
    ev.append(E.BidsRevealed(tuple(bids)))
    rank = {p: i for i, p in enumerate(seats_from(s, s.first))}
    per_space: dict[int, list] = {}
    for spot, seat, coin, value in bids:
        for space, dist, long_edge in spot_targets(s, spot):
            per_space.setdefault(space, []).append((-value, dist, 0 if long_edge else 1, rank[seat], spot, seat))
    won = [[] for _ in range(s.players)]
    for space in sorted(per_space):
        card = s.market[space]
        if card < 0:
            continue
        cands = sorted(per_space[space])
        best = cands[0]
        if len(cands) == 1:
            reason = "only bidder"
        else:
            nxt = cands[1]
            reason = ("highest" if best[0] != nxt[0] else "nearer" if best[1] != nxt[1]
                      else "long edge" if best[2] != nxt[2] else "turn order")
        seat = best[5]
        s.market[space] = -1
        won[seat].append(card)
        ev.append(E.CardAwarded(card, seat, best[4], space, reason))
    for seat in range(s.players):
        if won[seat]:
            to_hand(s, seat, won[seat], ev, public=True)
    s.won_cards = [len(w) for w in won]
    for spot, seat, coin, _v in bids:
        s.spent[seat].append(coin)
        s.bid_seat[spot] = -1
        s.bid_coin[spot] = -1
    s.order = seats_from(s, s.first)
    s.turn_index = 0
    s.phase = "draw"


def _draws(s: GameState, ev: list) -> bool:
    """Red-deck draws in turn order; returns True when a decision (Liliana / Charles) is needed."""
    while s.turn_index < len(s.order):
        seat = s.order[s.turn_index]
        need = s.quota - s.won_cards[seat]
        if need > 0:
            power = s.architect[seat]
            extra = (power == "draw_two_take_three" and need == 2) or (power == "draw_one_take_two" and need == 1)
            cards = draw_red(s, need + (1 if extra else 0), ev)
            if extra and len(cards) > need:
                ev.append(E.PowerDrew(seat, _ARCHITECT_NAMES[power], tuple(cards), need))
                s.drawn = cards
                s.seat = seat
                s.phase = "return"
                return True
            to_hand(s, seat, cards, ev)
            if cards:
                ev.append(E.RedDrawn(seat, tuple(cards)))
        s.turn_index += 1
    left = []
    for i, c in enumerate(s.market):
        if c >= 0:
            left.append(c)
            s.market[i] = -1
    s.red[0:0] = left
    ev.append(E.LeftoversUnderRed(tuple(left)))
    s.order = seats_from(s, s.first)
    s.turn_index = 0
    s.seat = s.order[0]
    s.after_place = None
    s.phase = "build"
    return False


def _after_build(s: GameState, ev: list) -> None:
    seat = s.seat
    if len(s.hands[seat]) > s.hand_limit(seat):
        s.phase = "discard"
        return
    _next_builder(s, ev)


def _next_builder(s: GameState, ev: list) -> None:
    if s.players == 1:
        left = [c for i, c in enumerate(s.market) if c >= 0 and not s.tables.spaces[i].storage]
        if len(left) > 2:
            s.phase = "storage"
        else:
            store(s, sorted(left), ev)
        return
    if s.after_place == "leftover":
        s.after_place = None
        s.phase = "leftover_next"
        return
    s.turn_index += 1
    if s.turn_index < len(s.order):
        s.seat = s.order[s.turn_index]
        s.phase = "build"
        return
    _check_goals(s, ev)
    if s.round % s.half_rounds == 0:
        rank = {p: i for i, p in enumerate(seats_from(s, s.first))}
        s.order = sorted(range(s.players), key=lambda p: (-(s.coins[p][0] if s.coins[p] else -1), rank[p]))
        s.turn_index = -1
        s.phase = "leftover_next"
    else:
        s.phase = "round_end"


def _check_goals(s: GameState, ev: list) -> None:
    if not s.goals:
        return
    t = s.tables
    open_goals = [i for i, cl in enumerate(s.goal_claims) if not cl]
    if not open_goals:
        return
    for seat in seats_from(s, s.first):  # goals open at this check stay open for everyone in it
        if s.seat_goal[seat] >= 0:
            continue
        done = [m for m in s.monuments if m.alive and m.area == seat and m.complete]
        best = best_goal(s, done, open_goals)
        if best >= 0:
            s.goal_claims[best].append(seat)
            s.seat_goal[seat] = best
            g = t.public_goals[s.goals[best]]
            ev.append(E.GoalScored(seat, g.id, g.points))


def _leftover_next(s: GameState, ev: list) -> None:
    s.turn_index += 1
    while s.turn_index < len(s.order):
        seat = s.order[s.turn_index]
        if s.coins[seat]:
            s.seat = seat
            power = s.architect[seat]
            if power == "red_before_leftover" and (s.red or s.discards):
                s.phase = "power"
            elif power == "discard_before_leftover" and s.discards:
                s.phase = "power"
            else:
                s.phase = "leftover"
            return
        s.turn_index += 1
    _check_goals(s, ev)
    for p in range(s.players):
        s.coins[p] = list(s.tables.coins)
        s.spent[p] = []
    ev.append(E.CoinsReset())
    s.phase = "round_end"


def _round_end(s: GameState, ev: list) -> None:
    if (s.players != 2 or s.round % 2 == 0) and s.round < s.tables.rounds:  # no marker passes after the last round
        s.first = (s.first + 1) % s.players
        ev.append(E.MarkerPassed(s.first))
    s.round += 1
    if s.round > s.tables.rounds:
        _game_end(s, ev)
    else:
        s.phase = "round_start"


def _game_end(s: GameState, ev: list) -> None:
    for p in range(s.players):
        if s.players > 1:
            s.red.extend(s.hands[p])
            s.hands[p] = []
            s.known[p] = []
    s.over = True
    s.phase = "over"
    sc = scores(s, final=True)
    level = (achieved_level(s) or "") if s.players == 1 and s.solo_won else ""
    reason = {E.LOST_BLUE_DECK: "blue_deck", E.LOST_NO_COIN: "no_coin"}.get(s.lost_reason, "")
    last = s.round - 1 if reason == "blue_deck" else s.round
    ev.append(E.GameOver(tuple(b.total for b in sc), tuple(winners(s, sc)), s.solo_won, level=level,
                         reason=reason, round=last))


# ---------------------------------------------------------------- solo phases

def _debris(s: GameState, ev: list) -> None:
    side, s.next_die = s.next_die or SIDE_ORDER[s.rng.randrange(4)], None
    ev.append(E.DieRolled(side))
    fall_debris(s, side, ev)
    s.phase = "solo_bid_check"


def fall_debris(s: GameState, side: str, ev: list) -> None:
    """Aftershock on ``side``: each row/column spot there (never a diamond spot), in order, gives back
    its purple coin or gets 1 debris (docs/dev/KATHMANDU-API.md, "Solo debris")."""
    spots = sorted((sp for sp in s.tables.spots if sp.side == side and not sp.diamond), key=lambda sp: sp.order)
    for sp in spots:
        st = s.stacks[sp.index]
        if st and st[-1] >= COIN:
            coin = st.pop() - COIN
            s.coins[0].append(coin)
            s.coins[0].sort()
            ev.append(E.CoinRecovered(sp.index, coin))
        elif s.bag:
            col = s.bag.pop(s.rng.randrange(len(s.bag)))
            st.append(col)
            ev.append(E.DebrisFell(sp.index, col, len(st)))


def _solo_collect(s: GameState, ev: list) -> None:
    spot = s.last_bid[0]
    got = []
    for space, _d, _l in spot_targets(s, spot):
        if s.market[space] >= 0:
            got.append(s.market[space])
            s.market[space] = -1
    ev.append(E.CardsCollected(0, tuple(got)))
    to_hand(s, 0, got, ev, public=True)
    s.must_place = [c for c in s.must_place if _gen_place_ok(s, c, ev)]
    s.seat = 0
    s.after_place = None
    s.phase = "build"


def _gen_place_ok(s: GameState, card: int, ev: list) -> bool:
    """Solo: a holofoil Buddha that fits nowhere is discarded at once."""
    open_mons = [m for m in s.monuments if m.alive and not m.complete]
    if placements(s, 0, card, [0, 1], open_mons):
        return True
    from_hand(s, 0, card)
    s.discards.append(card)
    ev.append(E.CardDiscarded(0, card))
    return False


def advance(s: GameState, ev: list) -> None:
    while not s.over:
        ph = s.phase
        if ph == "round_start":
            _round_start(s, ev)
        elif ph == "collect":
            _collect(s, ev)
        elif ph == "draw":
            if _draws(s, ev):
                return
        elif ph == "after_build":
            _after_build(s, ev)
        elif ph == "discard":
            if len(s.hands[s.seat]) <= s.hand_limit(s.seat):
                _next_builder(s, ev)
            else:
                return
        elif ph == "leftover_next":
            _leftover_next(s, ev)
        elif ph == "round_end":
            _round_end(s, ev)
        elif ph == "debris":
            _debris(s, ev)
        elif ph == "solo_bid_check":
            if bid_choices(s, 0):
                s.reroll = 0
                s.order, s.turn_index, s.phase = [0], 0, "bid"
            else:
                s.reroll += 1
                if s.reroll > 100:
                    s.lost_reason = E.LOST_NO_COIN
                    _game_end(s, ev)
                else:
                    s.phase = "debris"
        elif ph == "solo_collect":
            _solo_collect(s, ev)
        elif ph == "solo_round_end":
            if has_won(s):
                s.solo_won = True
                _game_end(s, ev)
                return
            s.round += 1
            s.phase = "round_start"
        else:
            return
