"""What one seat knows about its own position, and a heuristic value of it in points.

``Position`` is built either from a ``PlayerView`` (:func:`from_view`, what the bots use) or, for
the search of the Hard bot, from a *determinized* ``GameState`` (:func:`from_state`); both read
only that seat's public and own-private facts (its hand, everyone's monuments, coins, missions).

``value(pos)`` estimates the points the seat will have at the end of the game: points already
scored, plus for every unfinished monument its current top card and the chance-weighted gain of
finishing it (top card, colour bonus, mission objective) in the rounds left, plus what the hand
and the unspent coins are worth. The chance of finishing uses a simple model: each future round
brings a needed section with probability ``p_section`` (shared between the open monuments).
Solo has its own value (:func:`solo_value`) built on the rulebook's win check.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache
from math import comb

from ..data import SIZES, WILD, Objective, Tables
from ..scoring import matches

BUDDHA, SHRINE, STUPA, PAGODA = 0, 1, 2, 3


@dataclass
class Params:
    """The knobs of the evaluation (tuned with ``kathmandu tournament``)."""
    p_section: float = 0.3  # chance per round to obtain one needed section of one monument
    share: float = 2.0  # open multi-section monuments one seat can feed in parallel
    p_colour: float = 0.15  # chance a future section matches a given colour (wilds included)
    hold_next: float = 0.85  # a hand card that continues a monument after the next section
    hold_start: float = 0.3  # a hand card with a bottom section (a monument can be started)
    hold_other: float = 0.15  # any other hand card
    hold_buddha: float = 0.4  # share of a Buddha's worth while it stays in the hand
    coin_keep: float = 0.8  # how much of the best unspent coin counts as a future leftover


DEFAULT = Params()

# mean printed points of the top section of each monument type (from the card table, see _tops)
_TOP_CACHE: dict = {}


def top_mean(t: Tables, mon: int) -> float:
    key = (id(t), mon)
    if key not in _TOP_CACHE:
        vals = [t.end_pts[c][e] for c in range(len(t.cards)) for e in (0, 1)
                if t.end_mon[c][e] == mon and t.end_pos[c][e] == SIZES[mon] and t.cards[c].deck in ("red", "blue")]
        _TOP_CACHE[key] = sum(vals) / len(vals) if vals else 0.0
    return _TOP_CACHE[key]


@lru_cache(maxsize=4096)
def p_at_least(k: int, n: int, p: float) -> float:
    """P(Binomial(n, p) >= k)."""
    if k <= 0:
        return 1.0
    if k > n:
        return 0.0
    return sum(comb(n, i) * p ** i * (1 - p) ** (n - i) for i in range(k, n + 1))


@dataclass
class Mon:
    """A monument as the evaluation sees it (a light copy; the core's ``Monument`` also fits)."""
    id: int
    area: int
    mon: int
    cards: list
    fixed: list
    complete: bool

    @staticmethod
    def of(m) -> "Mon":
        return Mon(m.id, m.area, m.mon, list(m.cards), list(m.fixed), m.complete)


@dataclass
class Position:
    t: Tables
    seat: int
    players: int
    areas: list[int]
    mons: list[Mon]  # alive monuments in the seat's areas
    hand: list[int]
    objectives: tuple  # the seat's Mission objectives (multiplayer)
    rounds_left: int  # collect phases still to come
    banked: int  # points not derived from monuments: leftover coins, Bhairav coin change, public goal
    coins: list[int] = field(default_factory=list)  # unspent coins (for the leftover)
    holo: int = 0  # points of holofoil Buddhas (fixed when built)
    solo_missions: tuple = ()  # solo: objectives per square
    free_fn: object = None  # solo: free colours oracle (mon, square) -> list
    mates: tuple = ()  # teams: (seat, Mission objectives) of each teammate (their areas count too)


def objectives_of(t: Tables, advanced: bool, mission: int) -> tuple:
    pool = t.advanced_missions if advanced else t.missions
    return pool[mission].objectives


def _rounds_left(round_: int, phase: str, rounds: int) -> int:
    before_collect = phase in ("round_start", "bid", "manipulate", "collect", "debris", "solo_bid_check")
    return max(0, rounds - round_ + (1 if before_collect else 0))


def from_view(view, seat: int | None = None) -> Position:
    """The seat's position from its own player view (public facts and its own hand only)."""
    seat = view.player if seat is None else seat
    t = view.tables
    n = view.players
    teams = view.teams
    if n == 1:
        areas = [0, 1]
    elif teams:
        areas = [p for p in range(n) if teams[p] == teams[seat]]
    else:
        areas = [seat]
    mons = [Mon.of(m) for m in view.monuments if m.area in areas]
    sc = view.scores()[seat] if n > 1 else None
    banked = (sc.leftover_coins + sc.public_goals) if sc is not None else 0
    holo = sc.holo if sc is not None else 0
    opts = view.options
    if n == 1:
        rounds_left = max(0, view.blue_count // 4 + (1 if view.phase in ("debris", "bid", "solo_bid_check") else 0))
        solo = tuple(objectives_of(t, opts.advanced_missions, m) for m in view.missions)
        objectives = ()
    else:
        rounds_left = _rounds_left(view.round, view.phase, t.rounds)
        solo = ()
        objectives = objectives_of(t, opts.advanced_missions, view.missions[seat])
    hand = view.hand if seat == view.player else []
    coins = view.coins_left(seat)
    mates = tuple((p, objectives_of(t, opts.advanced_missions, view.missions[p])) for p in areas if p != seat) \
        if n > 1 else ()
    return Position(t, seat, n, areas, mons, hand, objectives, rounds_left, banked, coins, holo, solo, mates=mates)


def from_state(s, seat: int) -> Position:
    """The same from a (determinized) game state: used inside the Hard bot's search."""
    t = s.tables
    n = s.players
    areas = [0, 1] if n == 1 else s.teammates(seat)
    mons = [Mon.of(m) for m in s.monuments if m.alive and m.area in areas]
    if n == 1:
        rounds_left = max(0, len(s.blue) // 4 + (1 if s.phase in ("debris", "bid", "solo_bid_check") else 0))
        solo = tuple(objectives_of(t, s.options.advanced_missions, m) for m in s.mission)
        objectives = ()
        banked = 0
    else:
        rounds_left = _rounds_left(s.round, s.phase, t.rounds)
        solo = ()
        objectives = objectives_of(t, s.options.advanced_missions, s.mission[seat])
        banked = s.leftover_pts[seat] + s.bhairav_pts[seat]
        if s.seat_goal[seat] >= 0:
            banked += t.public_goals[s.goals[s.seat_goal[seat]]].points
    holo = sum(m.holo for m in s.monuments if m.alive and m.area == seat and m.complete and m.holo)
    mates = tuple((p, objectives_of(t, s.options.advanced_missions, s.mission[p])) for p in areas if p != seat) \
        if n > 1 else ()
    return Position(t, seat, n, areas, mons, list(s.hands[seat]), objectives, rounds_left, banked,
                    list(s.coins[seat]), holo, solo, mates=mates)


# ---------------------------------------------------------------- multiplayer value

def colour_bonus(t: Tables, fixed: list[int]) -> int:
    counts = [0] * 5
    for c in fixed:
        if c != WILD:
            counts[c] += 1
    wild = sum(1 for c in fixed if c == WILD)
    if wild:  # wilds join the biggest group (the client offers the best-scoring colours)
        best = max(range(5), key=lambda c: counts[c])
        counts[best] += wild
    return sum(t.colour_bonus.get(k, 0) for k in counts if k >= 2)


def _expected_bonus(t: Tables, fixed: list[int], remaining: int, pc: float) -> float:
    """Colour bonus expected when ``remaining`` sections are added, each matching the main colour
    with probability ``pc`` (else a colour of its own)."""
    if remaining <= 0:
        return float(colour_bonus(t, fixed))
    table = tuple(sorted(t.colour_bonus.items()))
    return _expected_bonus_cached(table, tuple(fixed), remaining, pc)


@lru_cache(maxsize=8192)
def _expected_bonus_cached(table: tuple, fixed: tuple, remaining: int, pc: float) -> float:
    bonus = dict(table)
    counts = [0] * 5
    for c in fixed:
        if c != WILD:
            counts[c] += 1
    wild = sum(1 for c in fixed if c == WILD)
    main = max(range(5), key=lambda c: counts[c])
    base = counts[main] + wild
    others = sum(bonus.get(k, 0) for i, k in enumerate(counts) if i != main and k >= 2)
    total = 0.0
    for k in range(remaining + 1):
        pk = comb(remaining, k) * pc ** k * (1 - pc) ** (remaining - k)
        total += pk * bonus.get(min(4, base + k), 0)
    return total + others


def _objective_chance(obj: Objective, fixed: list[int], size: int, pc: float) -> float:
    """Chance that a monument with ``fixed`` colours (bottom first) ends up meeting ``obj``."""
    groups: dict = {}
    chance = 1.0
    for lvl, spec in enumerate(obj.sections):
        if spec is None:
            continue
        c = fixed[lvl] if lvl < len(fixed) else None
        if isinstance(spec, str):
            if c is None:
                chance *= pc if spec in groups else 1.0
                groups.setdefault(spec, -1)
            elif c == WILD:
                groups.setdefault(spec, -1)
            else:
                g = groups.get(spec)
                if g is None or g == -1:
                    groups[spec] = c
                elif g != c:
                    return 0.0
        else:
            if c is None:
                chance *= min(1.0, pc * len(spec) * 0.75 + 0.1)
            elif c != WILD and c not in spec:
                return 0.0
    return chance


def _mission_value(pos: Position, mons: list[Mon], completion: dict, pc: float) -> float:
    """Expected mission points: each objective takes its best candidate monument."""
    total = 0.0
    for obj in pos.objectives:
        best = 0.0
        for m in mons:
            if m.mon != obj.monument or m.area != pos.seat:
                continue
            if m.complete:
                if matches(obj, m):
                    best = 1.0
                    break
                continue
            ch = _objective_chance(obj, m.fixed, SIZES[m.mon], pc) * completion.get(m.id, 0.0)
            best = max(best, ch)
        total += best * obj.points
    return total


def _chains(pos: Position, open_mons: list[Mon]) -> tuple[dict, set]:
    """For each open monument, how many of its later sections (above the next one, which the
    seat would build at once) the hand already holds; each card serves once, taller monuments
    first. Returns ({monument id: count}, cards used)."""
    t = pos.t
    used: set = set()
    out: dict = {}
    for m in sorted(open_mons, key=lambda m: -len(m.cards)):
        h = len(m.cards)
        k = 0
        for p in range(h + 2, SIZES[m.mon] + 1):
            found = None
            for c in pos.hand:
                if c in used:
                    continue
                if (t.end_mon[c][0] == m.mon and t.end_pos[c][0] == p) or (t.end_mon[c][1] == m.mon and t.end_pos[c][1] == p):
                    found = c
                    break
            if found is not None:
                used.add(found)
                k += 1
        out[m.id] = k
    return out, used


def value(pos: Position, prm: Params = DEFAULT) -> float:
    """Expected final points of the seat (multiplayer) - see the module docstring. With teams,
    the team's: the teammates' boards are valued the same way (without their hidden hands), so a
    card built in a teammate's area counts when it scores more there."""
    if pos.players == 1:
        return solo_value(pos, prm)
    total = _seat_value(pos, prm)
    for mate, objectives in pos.mates:
        total += _seat_value(replace(pos, seat=mate, hand=[], objectives=objectives, banked=0, holo=0,
                                     coins=[], mates=()), prm)
    return total


def _seat_value(pos: Position, prm: Params) -> float:
    t = pos.t
    own = [m for m in pos.mons if m.area == pos.seat]
    total = float(pos.banked + pos.holo)
    buddha_cols = set()
    open_mons = [m for m in own if not m.complete]
    chains, used = _chains(pos, open_mons)
    n_open = sum(1 for m in open_mons if SIZES[m.mon] - len(m.cards) - chains.get(m.id, 0) > 0)
    p = prm.p_section * min(1.0, prm.share / max(1, n_open))
    completion: dict = {}
    for m in own:
        size = SIZES[m.mon]
        if m.complete:
            if m.mon == BUDDHA:
                if m.fixed[0] != WILD:
                    buddha_cols.add(m.fixed[0])
                card, end = m.cards[-1]
                total += t.end_pts[card][end] if t.cards[card].deck != "holo" else 0
            else:
                card, end = m.cards[-1]
                total += t.end_pts[card][end] + colour_bonus(t, m.fixed)
            continue
        h = len(m.cards)
        card, end = m.cards[-1]
        now = t.end_pts[card][end]
        need = size - h - chains.get(m.id, 0)
        q = p_at_least(need, pos.rounds_left, p)
        completion[m.id] = q
        finish = top_mean(t, m.mon) + _expected_bonus(t, m.fixed, size - h, prm.p_colour)
        # if it stays unfinished it scores roughly the section it reaches
        stay = now
        total += q * finish + (1 - q) * stay
    total += len(buddha_cols) * t.buddha_new_colour
    total += _mission_value(pos, own, completion, prm.p_colour)
    # hand cards not already counted in a chain
    for c in pos.hand:
        if c in used:
            continue
        best = prm.hold_other
        for e in (0, 1):
            mt, ps = t.end_mon[c][e], t.end_pos[c][e]
            if mt == BUDDHA:
                col = t.end_col[c][e]
                best = max(best, prm.hold_buddha * (t.end_pts[c][e] + (1 if col != WILD and col not in buddha_cols else 0)))
            elif ps == 1:
                best = max(best, prm.hold_start)
            elif any(m.mon == mt and len(m.cards) < ps for m in open_mons):
                best = max(best, prm.hold_next)
        total += best if pos.rounds_left > 0 or t.end_pos[c][0] == 1 else 0.0
    if pos.coins:
        total += prm.coin_keep * max(pos.coins) if len(pos.coins) > 1 else pos.coins[0]
    return total


# ---------------------------------------------------------------- solo value

def _solo_colour(m) -> int:
    return next((c for c in m.fixed if c != WILD), WILD)


def solo_value(pos: Position, prm: Params = DEFAULT) -> float:
    """Solo: progress toward the win check. Each Durbar Square has five slots - its Mission's four
    objectives and one free fifth - and one colour per monument; a complete monument that fills no
    slot wastes a colour, an open one is worth its chance-weighted share of the slot it aims at."""
    total = 0.0
    p = min(0.9, prm.p_section * 1.4)
    open_mons = [m for m in pos.mons if not m.complete]
    chains, used = _chains(pos, open_mons)
    done_pairs = {(m.mon, m.fixed[0]) for m in pos.mons if m.complete}
    for sq in (0, 1):
        done = [m for m in pos.mons if m.area == sq and m.complete]
        cols = {m.fixed[0] for m in done}
        objs = pos.solo_missions[sq] if sq < len(pos.solo_missions) else ()
        met: set = set()
        used_mons: set = set()
        for i, o in enumerate(objs):  # greedy: each complete monument meets one objective
            for m in done:
                if m.id not in used_mons and matches(o, m):
                    met.add(i)
                    used_mons.add(m.id)
                    break
        extra = len(done) - len(used_mons)
        total += 25 * len(met) + (12 if extra >= 1 else 0) - 30 * max(0, extra - 1)
        fifth_free = extra == 0
        # open monuments: per unmet objective (and the fifth slot) the best candidate counts in
        # full and the runner-up a little (a second chance); the rest only ties up cards
        slots = [(i, o) for i, o in enumerate(objs) if i not in met]
        if fifth_free:
            slots.append((-1, None))
        claimed: set = set()
        for i, o in slots:
            cands = []
            for m in open_mons:
                if m.area != sq or m.id in claimed or (o is not None and m.mon != o.monument):
                    continue
                col = _solo_colour(m)
                if col != WILD and (col in cols or (m.mon, col) in done_pairs):
                    continue
                size = SIZES[m.mon]
                chance = _objective_chance(o, m.fixed, size, 0.6) if o is not None else 0.5
                need = size - len(m.cards) - chains.get(m.id, 0)
                q = p_at_least(need, pos.rounds_left, p)
                cands.append((chance * (4.0 * len(m.cards) + 21.0 * q), m.id))
            cands.sort(reverse=True)
            for k, (v, mid) in enumerate(cands[:2]):
                claimed.add(mid)
                total += v if k == 0 else 0.2 * v
        for m in open_mons:
            if m.area == sq and m.id not in claimed:
                total -= 1.0 * len(m.cards)
    for c in pos.hand:
        if c not in used:
            total += 0.8
    return total
