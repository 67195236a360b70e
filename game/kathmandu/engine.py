"""The flow of a game: the state advances by itself until someone must decide.

``pending(state) -> Decision | None`` (None once the game is over) tells who decides what;
``Decision.choices()`` is the full list of legal choices; ``apply(state, choice) -> list[Event]``
checks the choice (``IllegalChoice`` with a reason, state untouched) and runs the game on to the
next decision. Phases (``state.phase``) that need a decision: bid, manipulate, return, build
(also placing a bought / holofoil card and fixing wild colours), discard, power, power_discard,
leftover, storage. A card that must be built now (``must_place``) and a completed monument's
wilds (``wild_queue``) are decided first, whatever the phase. Everything else runs automatically inside ``_advance``. The legal choices of
each kind are generated in ``legal.py``.
"""
from __future__ import annotations

from . import events as E
from .choices import Build, well_formed
from game.i18n import N_

from .data import WILD
from .messages import render
from .legal import bid_choices, choices_for, placements, spot_targets
from .objectives import best_goal
from .scoring import completion_parts, scores, winners
from .solo import COIN, SIDE_ORDER, achieved_level, has_won, mon_colour
from .state import GameState, Monument


class IllegalChoice(ValueError):
    """A choice that is not legal now; the state is unchanged. ``str()`` is the reason."""


KIND_PROMPTS = {  # message ids (messages.py); Decision.message() adds the details
    "bid": N_("Place a coin on a bid spot"),
    "manipulate": N_("Jump or swap your coin, or keep it"),
    "return": N_("Choose the drawn card to put under the red deck"),
    "build": N_("Build cards from your hand, then finish"),
    "place": N_("Place the card you must build now"),
    "wild_colour": N_("Choose the colours of the wild sections"),
    "discard": N_("Discard down to your hand limit"),
    "power": N_("Use your architect's power before spending your leftover coin?"),
    "power_discard": N_("Discard 1 card"),
    "leftover": N_("Spend your leftover coin"),
    "storage": N_("Choose the 2 market cards for the Storage"),
}


class Decision:
    """Who decides (``player``), what (``kind``), a prompt and the full list of legal choices."""
    __slots__ = ("player", "kind", "_s", "_choices", "_set")

    def __init__(self, s: GameState, player: int, kind: str):
        self.player, self.kind, self._s = player, kind, s
        self._choices = None
        self._set = None

    def message(self) -> tuple:
        """The prompt as a message (id + parameters, ``messages.py``), worded by the presentation."""
        s, k, p = self._s, self.kind, self.player
        if k == "bid" and s.n == 2:
            return N_("Place a coin on a bid spot (bid {n} of 2)"), {
                "n": 1 + sum(1 for q in s.order[:s.turn_index] if q == p)}
        if k == "bid" and s.n == 1:
            return N_("Place a coin on a bid spot (the coin must beat the debris on its spot)"), {}
        if k == "discard":
            return N_("Discard down to your hand limit of {limit} ({n} to go)"), {
                "limit": s.hand_limit(p), "n": len(s.hands[p]) - s.hand_limit(p)}
        if k == "leftover" and s.coins[p]:
            if s.bhairavs_left:
                return N_("Spend your leftover coin ({coin}): points, a discard or a Bhairav"), {"coin": s.coins[p][0]}
            return N_("Spend your leftover coin ({coin}): points or a discard"), {"coin": s.coins[p][0]}
        if k == "wild_colour":
            return N_("Choose the colours of the wild sections of your {mon}"), {
                "mon": s.monuments[s.wild_queue[0][0]].mon}
        return KIND_PROMPTS[k], {}

    @property
    def prompt(self) -> str:
        """The prompt in English (``render(self.message())``)."""
        return render(self.message())

    def choices(self) -> list:
        if self._choices is None:
            self._choices = choices_for(self._s, self.kind, self.player)
        return self._choices

    def is_legal(self, choice) -> bool:
        """One of the offered choices by type and value (``choices.well_formed``), not merely equal."""
        if not well_formed(choice):
            return False
        if self._set is None:
            self._set = set(self.choices())
        return choice in self._set

    def __repr__(self) -> str:
        return f"Decision(player={self.player}, kind={self.kind!r})"


# ---------------------------------------------------------------- helpers

def _seats_from(s: GameState, first: int) -> list[int]:
    return [(first + i) % s.n for i in range(s.n)]


def _draw_red(s: GameState, k: int, ev: list) -> list[int]:
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
    return s.t.cards[card].deck == "holo"


def _to_hand(s: GameState, seat: int, cards: list[int], ev: list) -> None:
    """Cards reaching a hand, by any way (market, red deck, Liliana / Charles, Liu, Sophie, the Extreme
    exchange). "When you collect a holofoil Buddha card, you must play it immediately": it is built at
    once as a new Buddha in the collector's own area (solo: the player picks the square next)."""
    for c in cards:
        if _is_holo(s, c):
            if s.n == 1:
                s.hands[seat].append(c)
                s.must_place.append(c)
            else:
                _build(s, seat, Build(c, 0, -1, seat), ev)
        else:
            s.hands[seat].append(c)


# ---------------------------------------------------------------- pending / apply

def pending(s: GameState) -> Decision | None:
    if s._decision is not None:
        return s._decision
    if not s.started:
        s.started = True
        _advance(s, [])
    if s.over:
        return None
    ph = s.phase
    if s.wild_queue:
        d = Decision(s, s.wild_queue[0][1], "wild_colour")
    elif s.must_place:
        d = Decision(s, s.seat, "place")
    elif ph in ("bid", "manipulate"):
        d = Decision(s, s.order[s.turn_index], ph)
    else:
        d = Decision(s, s.seat, ph)
    s._decision = d
    return d


def start(s: GameState) -> list:
    """Runs the opening (round 1 set-up) and returns its events; ``pending`` does it silently."""
    if s.started:
        return []
    s.started = True
    ev: list = []
    _advance(s, ev)
    return ev


def _why(s: GameState, d: Decision, choice) -> str:
    kinds = sorted({c.kind for c in d.choices()})
    if not well_formed(choice):
        return (f"{_short(choice)} is not a choice object (use one of Decision.choices(): plain ints, "
                f"the right class); it is player {d.player + 1}'s {d.kind.replace('_', ' ')} decision")
    k = choice.kind
    who = f"player {d.player + 1}'s {d.kind.replace('_', ' ')} decision"
    if k not in kinds:
        return f"a {k!r} choice is not possible now: it is {who} (possible: {', '.join(kinds)})"
    if k == "bid":
        if choice.coin not in s.coins[d.player]:
            return f"coin {choice.coin} is not available to player {d.player + 1}"
        return "that bid spot is taken, not in use, or its debris needs a higher coin"
    if k == "build":
        return "that card cannot be built there (not in hand, wrong monument type, or not the next section)"
    return f"{choice!r} is not among the legal choices for {who}"


def _short(x) -> str:
    try:
        text = repr(x)
    except Exception:  # a hostile __repr__
        text = f"a {type(x).__name__}"
    return text if len(text) <= 60 else text[:57] + "..."


def apply(s: GameState, choice) -> list:
    """Applies a legal choice and runs on to the next decision; returns the events."""
    d = pending(s)
    if d is None:
        raise IllegalChoice("the game is over")
    try:
        ok = d.is_legal(choice)
    except Exception:  # an unhashable or hostile object: refused like any other
        ok = False
    if not ok:
        raise IllegalChoice(_why(s, d, choice))
    ev: list = []
    s.history.append(choice)
    s._decision = None
    if choice.kind == "exchange":
        _h_exchange(s, d.player, choice, ev)  # solo Extreme: at any decision; the same decision follows
    else:
        _HANDLERS[d.kind](s, d.player, choice, ev)
    _advance(s, ev)
    return ev


# ---------------------------------------------------------------- handlers

def _h_bid(s: GameState, seat: int, ch, ev: list) -> None:
    s.coins[seat].remove(ch.coin)
    if s.n == 1:
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
            if s.n == 2:
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
    _to_hand(s, seat, keep, ev)
    ev.append(E.RedDrawn(seat, tuple(keep)))
    s.turn_index += 1
    s.phase = "draw"


def _complete(s: GameState, m: Monument, seat: int, ev: list) -> None:
    m.complete = True
    if s.n == 1:
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


def _build(s: GameState, seat: int, ch, ev: list) -> None:
    t = s.t
    card, end = ch.card, ch.end
    if card in s.hands[seat]:
        s.hands[seat].remove(card)
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
        _build(s, seat, ch, ev)
    elif k == "reconstruct":
        m = s.monuments[ch.monument]
        old, _ = m.cards[ch.level - 1]
        s.hands[seat].remove(ch.card)
        s.discards.append(old)
        m.cards[ch.level - 1] = (ch.card, ch.end)
        col = s.t.end_col[ch.card][ch.end]
        m.fixed[ch.level - 1] = col
        if _is_holo(s, old) and ch.level == len(m.cards):
            m.holo = 0
        if _is_holo(s, ch.card):
            s.holo_count += 1
            m.holo = s.holo_count
        ev.append(E.Reconstructed(seat, m.id, ch.level, old, ch.card, ch.end))
        if m.complete and col == WILD:
            s.wild_queue.append((m.id, seat if s.n == 1 else m.area))
    elif k == "abandon":
        m = s.monuments[ch.monument]
        cards = tuple(c for c, _ in m.cards)
        s.discards.extend(cards)
        m.alive = False
        ev.append(E.MonumentAbandoned(m.id, cards))
    else:  # done
        s.phase = "after_build"


def _h_exchange(s: GameState, seat: int, ch, ev: list) -> None:
    for c in (ch.give1, ch.give2):
        s.hands[seat].remove(c)
    s.discards.remove(ch.take)
    s.discards.extend((ch.give1, ch.give2))
    ev.append(E.CardsExchanged((ch.give1, ch.give2), ch.take))
    _to_hand(s, seat, [ch.take], ev)  # a holofoil Buddha taken must be built now


def _h_place(s: GameState, seat: int, ch, ev: list) -> None:
    s.must_place.pop(0)
    _build(s, seat, ch, ev)


def _h_wild(s: GameState, seat: int, ch, ev: list) -> None:
    mid, _ = s.wild_queue.pop(0)
    m = s.monuments[mid]
    levels = [i for i, c in enumerate(m.fixed) if c == WILD]
    for lvl, c in zip(levels, ch.colours):
        m.fixed[lvl] = c
    ev.append(E.WildsFixed(seat, mid, tuple(m.fixed)))
    if s.n == 1:
        _solo_completed(s, m, seat, ev)
    else:
        top, bonus, bud = completion_parts(s, m)
        ev.append(E.MonumentCompleted(seat, m.area, m.id, m.mon, top, bonus, bud))


def _h_discard(s: GameState, seat: int, ch, ev: list) -> None:
    s.hands[seat].remove(ch.card)
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
        drawn = _draw_red(s, 1, ev)
        ev.append(E.PowerUsed(seat, name, -1))
    else:
        s.discards.remove(ch.card)
        drawn = [ch.card]
        ev.append(E.PowerUsed(seat, name, ch.card))
    _to_hand(s, seat, drawn, ev)  # a holofoil Buddha is built at once
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
        extra = coin - s.t.bhairav_cost
        s.bhairav_pts[seat] += max(0, extra)
        ev.append(E.CoinSpent(seat, coin, E.USE_BHAIRAV, max(0, extra)))
        ev.append(E.BhairavBought(seat, ch.colour))
        s.phase = "leftover_next"
    else:
        s.discards.remove(ch.card)
        s.hands[seat].append(ch.card)
        ev.append(E.CoinSpent(seat, coin, E.USE_BUY, 0))
        ev.append(E.DiscardBought(seat, ch.card))
        s.must_place.append(ch.card)
        s.after_place = "leftover"
        s.phase = "build"


def _h_storage(s: GameState, seat: int, ch, ev: list) -> None:
    _store(s, list(ch.cards), ev)


def _store(s: GameState, keep: list[int], ev: list) -> None:
    t = s.t
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


_ARCHITECT_NAMES = {"draw_two_take_three": "Liliana", "draw_one_take_two": "Charles"}

_HANDLERS = {"bid": _h_bid, "manipulate": _h_manip, "return": _h_return, "build": _h_build, "place": _h_place,
             "wild_colour": _h_wild, "discard": _h_discard, "power": _h_power, "power_discard": _h_discard,
             "leftover": _h_leftover, "storage": _h_storage}


# ---------------------------------------------------------------- automatic phases

def _round_start(s: GameState, ev: list) -> None:
    t = s.t
    ev.append(E.RoundStarted(s.round, s.first))
    if s.n == 1 and not s.blue:
        s.lost_reason = E.LOST_BLUE_DECK
        _game_end(s, ev)
        return
    dealt = []
    for sp in t.spaces:
        if sp.storage and (s.n <= 4):
            continue
        if sp.label4 is None and s.n <= 4:
            continue
        if s.blue:
            c = s.blue.pop()
            s.market[sp.index] = c
            dealt.append((sp.index, c))
    ev.append(E.MarketDealt(tuple(dealt)))
    if s.n == 1:
        s.phase = "debris"
        return
    b = s.options.bidding
    s.face_up = b == "open" or (b == "mixed" and s.round <= 4)
    seats = _seats_from(s, s.first)
    s.order = [seats[0], seats[1], seats[1], seats[0]] if s.n == 2 else seats
    s.turn_index = 0
    s.phase = "bid"


def _sara_bonus(s: GameState, seat: int, spot: int) -> int:
    if s.architect[seat] != "final_bid_plus_one" or s.round % s.half_rounds != 0:
        return 0
    return 1 if s.last_bid[seat] == spot else 0


def _collect(s: GameState, ev: list) -> None:
    t = s.t
    bids = []
    for spot in range(len(s.bid_seat)):
        seat = s.bid_seat[spot]
        if seat >= 0:
            coin = s.bid_coin[spot]
            bids.append((spot, seat, coin, coin + _sara_bonus(s, seat, spot)))
    ev.append(E.BidsRevealed(tuple(bids)))
    rank = {p: i for i, p in enumerate(_seats_from(s, s.first))}
    per_space: dict[int, list] = {}
    for spot, seat, coin, value in bids:
        for space, dist, long_edge in spot_targets(s, spot):
            per_space.setdefault(space, []).append((-value, dist, 0 if long_edge else 1, rank[seat], spot, seat))
    won = [[] for _ in range(s.n)]
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
    for seat in range(s.n):
        if won[seat]:
            _to_hand(s, seat, won[seat], ev)
    s.won_cards = [len(w) for w in won]
    for spot, seat, coin, _v in bids:
        s.spent[seat].append(coin)
        s.bid_seat[spot] = -1
        s.bid_coin[spot] = -1
    s.order = _seats_from(s, s.first)
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
            cards = _draw_red(s, need + (1 if extra else 0), ev)
            if extra and len(cards) > need:
                ev.append(E.PowerDrew(seat, _ARCHITECT_NAMES[power], tuple(cards), need))
                s.drawn = cards
                s.seat = seat
                s.phase = "return"
                return True
            _to_hand(s, seat, cards, ev)
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
    s.order = _seats_from(s, s.first)
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
    if s.n == 1:
        left = [c for i, c in enumerate(s.market) if c >= 0 and not s.t.spaces[i].storage]
        if len(left) > 2:
            s.phase = "storage"
        else:
            _store(s, sorted(left), ev)
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
        rank = {p: i for i, p in enumerate(_seats_from(s, s.first))}
        s.order = sorted(range(s.n), key=lambda p: (-(s.coins[p][0] if s.coins[p] else -1), rank[p]))
        s.turn_index = -1
        s.phase = "leftover_next"
    else:
        s.phase = "round_end"


def _check_goals(s: GameState, ev: list) -> None:
    if not s.goals:
        return
    t = s.t
    open_goals = [i for i, cl in enumerate(s.goal_claims) if not cl]
    if not open_goals:
        return
    for seat in _seats_from(s, s.first):  # goals open at this check stay open for everyone in it
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
    for p in range(s.n):
        s.coins[p] = list(s.t.coins)
        s.spent[p] = []
    ev.append(E.CoinsReset())
    s.phase = "round_end"


def _round_end(s: GameState, ev: list) -> None:
    if (s.n != 2 or s.round % 2 == 0) and s.round < s.t.rounds:  # no marker passes after the last round
        s.first = (s.first + 1) % s.n
        ev.append(E.MarkerPassed(s.first))
    s.round += 1
    if s.round > s.t.rounds:
        _game_end(s, ev)
    else:
        s.phase = "round_start"


def _game_end(s: GameState, ev: list) -> None:
    for p in range(s.n):
        if s.n > 1:
            s.red.extend(s.hands[p])
            s.hands[p] = []
    s.over = True
    s.phase = "over"
    sc = scores(s, final=True)
    level = (achieved_level(s) or "") if s.n == 1 and s.solo_won else ""
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
    spots = sorted((sp for sp in s.t.spots if sp.side == side and not sp.diamond), key=lambda sp: sp.order)
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
    _to_hand(s, 0, got, ev)
    s.must_place = [c for c in s.must_place if _gen_place_ok(s, c, ev)]
    s.seat = 0
    s.after_place = None
    s.phase = "build"


def _gen_place_ok(s: GameState, card: int, ev: list) -> bool:
    """Solo: a holofoil Buddha that fits nowhere is discarded at once."""
    open_mons = [m for m in s.monuments if m.alive and not m.complete]
    if placements(s, 0, card, [0, 1], open_mons):
        return True
    s.hands[0].remove(card)
    s.discards.append(card)
    ev.append(E.CardDiscarded(0, card))
    return False


def _advance(s: GameState, ev: list) -> None:
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


def describe_state(s: GameState) -> str:
    """A short debugging summary."""
    return (f"round {s.round} phase {s.phase} first P{s.first + 1} red {len(s.red)} blue {len(s.blue)} "
            f"discards {len(s.discards)} hands {[len(h) for h in s.hands]} monuments {len(s.monuments)}")
