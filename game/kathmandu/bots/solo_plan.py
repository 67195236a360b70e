"""The solo planner: one joint target for both Durbar Squares, and its cost from what the player sees.

A *target* names, for each Durbar Square, five monuments - the four its Mission asks for and a
fifth - with the five colours used once each, no (type, colour) in both squares, the fifth
monuments sized for the chosen level of expertise, and every complete monument of the square
among them (the win check counts exactly five). Its *cost* is what is still missing, section by
section: a section held in the hand costs nothing (each card serves once, two-ended cards at
one end only), a card in the Storage a little (a bid next round can take it), and any other
section by how likely it is to come out of the blue deck in the rounds left - counted from the
deck's composition (every blue card not yet seen: hand, market, Storage, discards, monuments),
never its order. A target that needs more sections than the rounds left can bring in is
penalised; one needing a section no unseen card has is nearly impossible.

``evaluate`` returns minus a soft minimum over the cheapest targets (keeping several targets open
is worth a little); the bots choose, at every solo decision, the choice whose result evaluates
best (see :func:`choose`). Everything reads a ``PlayerView`` only. Nothing here imports pygame.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, permutations

from ..data import SIZES, WILD
from .common import after, spot_targets
from .position import Mon, objectives_of

IMPOSSIBLE = 25.0  # the cost of a section no unseen card provides
EXCHANGED = 1.2  # Extreme: a section in the discard pile (two hand cards fetch it with the exchange)
STORED = 0.35  # the cost of a section waiting in the Storage
# Extreme: a card left in the Storage still takes one of next round's two picks, and one not left
# there is in reach anyway (it goes to the discard pile, which the exchange reaches): it costs what a
# sure pick costs (100 games: 9 wins and 4.7 sections missing at the end, 7 and 5.0 at 0.35)
STORED_EXTREME = 1.0
EXCHANGE_MARGIN = 0.5  # how much an exchange must lower the target's cost outside the Build phase
HELD = 0.3  # the cost of a section in the hand (still to build; it takes a hand space)
ALTERNATIVES = 0.15  # weight of the other cheap targets (keeping options open)
WON = 50.0
FIFTH_SIZES = {  # (fifth in square 1, fifth in square 2) allowed per level of expertise
    "easy": lambda a, b: True,
    "medium": lambda a, b: a + b >= 4,
    "hard": lambda a, b: a + b >= 6,
    "extreme": lambda a, b: a == 4 and b == 4,
}


@dataclass(frozen=True)
class Config:
    """How hard the planner thinks: Hard looks at more targets and plans the Storage in its bids."""
    targets: int = 8  # joint targets kept for the soft minimum
    per_square: int = 30  # square options paired when joining the two squares
    storage_lookahead: bool = True  # bids value the best Storage pair left behind
    tau: float = 1.0  # temperature of the soft minimum


@dataclass(frozen=True)
class Target:
    """A joint target: its cost, per square the five (monument type, colour) pairs, and the hand
    cards it builds with."""
    cost: float
    squares: tuple
    uses: tuple


HARD = Config()
NORMAL = Config(targets=1, per_square=12, storage_lookahead=False)


def _allowed(obj) -> frozenset:
    """Colours a solid monument may have to meet ``obj`` (solo monuments are one colour)."""
    cols = frozenset(range(5))
    for spec in obj.sections:
        if isinstance(spec, frozenset):
            cols &= spec
    return cols


@lru_cache(maxsize=256)
def _square_perms(allowed: tuple) -> tuple:
    """Colour assignments (objective 1-4, fifth) that meet the four objectives' colours."""
    return tuple(p for p in permutations(range(5)) if all(p[i] in allowed[i] for i in range(4)))


class Plan:
    """What the planner knows at one decision: built from a view, then asked about variations."""

    def __init__(self, view, cfg: Config = HARD):
        self.cfg = cfg
        t = self.t = view.tables
        self.expertise = view.options.expertise or "easy"
        self.fits = FIFTH_SIZES.get(self.expertise, FIFTH_SIZES["easy"])
        # fifth monument types that can be part of a winning pair (Extreme: Pagodas only)
        self.fifths = tuple(f for f in range(4) if any(self.fits(SIZES[f], SIZES[g]) or self.fits(SIZES[g], SIZES[f])
                                                        for g in range(4)))
        self.objs = [objectives_of(t, view.options.advanced_missions, m) for m in view.missions]
        self.types = [tuple(o.monument for o in objs) for objs in self.objs]
        self.allowed = [tuple(_allowed(o) for o in objs) for objs in self.objs]
        self.mons = [Mon.of(m) for m in view.monuments if getattr(m, "alive", True)]
        self.hand = list(view.hand)
        self.market = list(view.market)
        self.storage_spaces = [i for i, sp in enumerate(t.spaces) if sp.storage]
        self.discards = list(view.discards)
        self.extreme = self.expertise == "extreme"
        seen = set(self.hand) | {c for c in self.market if c >= 0} | set(self.discards)
        seen |= {c for m in self.mons for c, _e in m.cards}
        deck = [c.index for c in t.cards if c.deck == "blue" and c.index not in seen]
        self.deck_size = max(1, view.blue_count)
        before_collect = view.phase in ("debris", "bid", "solo_bid_check", "round_start")
        self.rounds_left = view.blue_count // 4 + (1 if before_collect else 0)
        self.supply: dict = {}
        for c in deck:
            for e in t.ends_of[c]:
                key = (t.end_mon[c][e], t.end_pos[c][e], t.end_col[c][e])
                self.supply[key] = self.supply.get(key, 0) + 1
        self._card_keys: dict = {}
        self._memo: dict = {}
        self._uncovered_cache: dict = {}
        self._square_cache: dict = {}
        self.in_discards: set = set()
        if self.extreme:
            for c in self.discards:
                for e in t.ends_of[c]:
                    self.in_discards.add((t.end_mon[c][e], t.end_pos[c][e], t.end_col[c][e]))

    # ---------------------------------------------------------------- sections
    def _keys(self, card: int) -> frozenset:
        """The sections ``card`` can be, as (type, position, colour) with WILD for a wild end."""
        keys = self._card_keys.get(card)
        if keys is None:
            t = self.t
            keys = frozenset((t.end_mon[card][e], t.end_pos[card][e], t.end_col[card][e]) for e in t.ends_of[card])
            self._card_keys[card] = keys
        return keys

    def _provides(self, card: int, mon: int, pos: int, col: int) -> bool:
        keys = self._keys(card)
        return (mon, pos, col) in keys or (mon, pos, WILD) in keys

    def _uncovered(self, mon: int, pos: int, col: int) -> float:
        key = (mon, pos, col)
        cost = self._uncovered_cache.get(key)
        if cost is None:
            cost = self._uncovered_cache[key] = self._uncovered_cost(mon, pos, col)
        return cost

    def _uncovered_cost(self, mon: int, pos: int, col: int) -> float:
        k = self.supply.get((mon, pos, col), 0) + self.supply.get((mon, pos, WILD), 0)
        fetch = self._fetchable(mon, pos, col)
        if k == 0:
            return EXCHANGED if fetch else IMPOSSIBLE
        draws = min(self.deck_size, 4 * max(1, self.rounds_left))
        p_seen = 1.0 - (1.0 - k / self.deck_size) ** draws
        cost = 1.0 + 3.0 * (1.0 - p_seen)
        return min(cost, EXCHANGED) if fetch else cost

    def _fetchable(self, mon: int, pos: int, col: int) -> bool:
        """Extreme: "you may discard 2 cards from your hand to retrieve 1 card from the discard pile"."""
        return (mon, pos, col) in self.in_discards or (mon, pos, WILD) in self.in_discards

    # ---------------------------------------------------------------- one monument
    def _needs(self, mons: list, q: int, mon: int, col: int) -> tuple | None:
        """The sections still missing for a ``mon`` of colour ``col`` in square ``q``: the tallest
        open monument that can become it, else a new one. None when it is already complete."""
        best_h = 0
        for m in mons:
            if m.area != q or m.mon != mon:
                continue
            mc = next((c for c in m.fixed if c != WILD), WILD)
            if m.complete:
                if mc in (col, WILD):  # a complete all-wild monument takes its colour later
                    return None
                continue
            if mc in (col, WILD):
                best_h = max(best_h, len(m.cards))
        return tuple((mon, p, col) for p in range(best_h + 1, SIZES[mon] + 1))

    # ---------------------------------------------------------------- evaluation
    def evaluate(self, mons: list, hand: list, storage: list = ()) -> float:
        """Minus the soft minimum of the cheapest joint targets' costs (higher is better)."""
        costs = self.target_costs(mons, hand, storage)
        if not costs:
            return -200.0
        tau = self.cfg.tau
        lo = costs[0]
        if lo <= 0.0:
            return WON  # every section of a target is built: the win check is met
        return -lo + ALTERNATIVES * math.log(sum(math.exp(-(c - lo) / tau) for c in costs))

    def target_costs(self, mons: list, hand: list, storage: list = ()) -> list[float]:
        return [found[0] for found in self._targets(mons, hand, storage)]

    def best_target(self) -> "Target | None":
        """The cheapest joint target from the view's own position (for advice on the table)."""
        found = self._targets(self.mons, self.hand)
        if not found:
            return None
        cost, used, pairs0, pairs1 = found[0]
        squares = []
        for q, pairs in ((0, pairs0), (1, pairs1)):
            squares.append(tuple(sorted(pairs)))
        return Target(cost, tuple(squares), tuple(used))

    def _targets(self, mons: list, hand: list, storage=()) -> list[tuple]:
        """The cheapest joint targets as (cost, hand cards they use - most needed first -,
        square 1's and square 2's (type, colour) pairs)."""
        key = (tuple(sorted((m.area, m.mon, tuple(m.fixed), m.complete) for m in mons)),
               tuple(sorted(hand)), tuple(sorted(storage)))
        found = self._memo.get(key)
        if found is None:
            found = self._memo[key] = self._search(mons, hand, storage)
        return found

    def _search(self, mons: list, hand: list, storage) -> list[tuple]:
        quick = {}  # (q, mon, col) -> (approximate cost, needed sections) with any hand card
        t = self.t
        hand_keys = set()
        for c in hand:
            hand_keys |= self._keys(c)
        for q in (0, 1):
            for mon in range(4):
                for col in range(5):
                    need = self._needs(mons, q, mon, col)
                    if need is None:
                        quick[(q, mon, col)] = (0.0, ())
                        continue
                    cost = 0.0
                    for (mt, p, c) in need:
                        if (mt, p, c) in hand_keys or (mt, p, WILD) in hand_keys:
                            cost += HELD
                            continue
                        cost += self._uncovered(mt, p, c)
                    quick[(q, mon, col)] = (cost, need)
        options = [self._square_options(mons, q, quick) for q in (0, 1)]
        joint = []
        for f0, opts0 in options[0].items():
            for f1, opts1 in options[1].items():
                if not self.fits(SIZES[f0], SIZES[f1]):
                    continue
                for c0, pairs0 in opts0:
                    for c1, pairs1 in opts1:
                        if pairs0 & pairs1:
                            continue
                        joint.append((c0 + c1, pairs0, pairs1))
                        break  # the cheapest compatible partner of this square-1 option
        joint.sort(key=lambda x: x[0])
        out = [self._exact(quick, p0, p1, hand, storage) + (p0, p1) for _c, p0, p1 in joint[: self.cfg.targets + 4]]
        out.sort(key=lambda x: x[0])
        return out[: self.cfg.targets]

    def _square_options(self, mons: list, q: int, quick: dict) -> dict:
        """Per fifth type: the cheapest colour assignments of square ``q`` as (cost, {(type, colour)})."""
        if q >= len(self.types):
            return {}
        types = self.types[q]
        complete = {(m.mon, next((c for c in m.fixed if c != WILD), WILD)) for m in mons if m.area == q and m.complete}
        complete = {(mt, c) for mt, c in complete if c != WILD}  # all-wild: any colour of its type
        key = (q, frozenset(complete), tuple(quick[(q, mt, col)][0] for mt in range(4) for col in range(5)))
        out = self._square_cache.get(key)
        if out is None:
            out = self._square_cache[key] = self._square_options_of(q, types, complete, quick)
        return out

    def _square_options_of(self, q: int, types: tuple, complete: set, quick: dict) -> dict:
        out = {}
        for fifth in self.fifths:
            slot_types = types + (fifth,)
            opts = []
            for perm in _square_perms(self.allowed[q]):
                pairs = frozenset(zip(slot_types, perm))
                if not complete <= pairs:
                    continue
                cost = sum(quick[(q, mt, col)][0] for mt, col in zip(slot_types, perm))
                opts.append((cost, pairs))
            opts.sort(key=lambda x: x[0])
            if opts:
                out[fifth] = opts[: self.cfg.per_square]
        return out

    def _exact(self, quick: dict, pairs0, pairs1, hand: list, storage) -> tuple[float, list]:
        """The target's cost with every hand / Storage card used once (scarce sections first),
        and the hand cards it uses, the one covering the scarcest section first."""
        needed = []
        for q, pairs in ((0, pairs0), (1, pairs1)):
            for mon, col in pairs:
                needed.extend(quick[(q, mon, col)][1])
        used: list = []
        if not needed:
            return 0.0, used
        base = [self._uncovered(*s) for s in needed]
        order = sorted(range(len(needed)), key=lambda i: -base[i])
        free_hand = list(hand)
        free_store = list(storage)
        cost = 0.0
        uncovered = 0
        for i in order:
            mon, pos, col = needed[i]
            card = next((c for c in free_hand if self._provides(c, mon, pos, col)), None)
            if card is not None:
                free_hand.remove(card)
                used.append(card)
                cost += HELD
                continue
            card = next((c for c in free_store if self._provides(c, mon, pos, col)), None)
            if card is not None:
                free_store.remove(card)
                cost += STORED_EXTREME if self.extreme else STORED
                uncovered += 1
                continue
            cost += base[i]
            uncovered += 2 if self.extreme and base[i] == EXCHANGED and self._fetchable(mon, pos, col) else 1
        capacity = 2 * self.rounds_left
        if self.extreme:  # hand cards no section needs can be given for an exchange
            capacity += len(free_hand)
        cost += 6.0 * max(0, uncovered - capacity) + 0.8 * max(0.0, uncovered - 0.75 * capacity)
        return cost, used

    # ---------------------------------------------------------------- the hand limit
    def capped(self, mons: list, hand: list, storage: list = (), limit: int = 3) -> float:
        """The evaluation after discarding down to ``limit``: the cards the cheapest target uses
        are kept (scarcest section first), then the ones the runner-up targets use."""
        if len(hand) <= limit:
            return self.evaluate(mons, hand, storage)
        keep: list = []
        for _cost, used, _p0, _p1 in self._targets(mons, hand, storage):
            for c in used:
                if c not in keep and len(keep) < limit:
                    keep.append(c)
        rest = [c for c in hand if c not in keep]
        keep += rest[: limit - len(keep)]
        return self.evaluate(mons, keep, storage)


# ---------------------------------------------------------------- choosing

def choose(view, choices: list, cfg: Config = HARD):
    """The solo choice whose result the planner rates best (None: not a decision it plans)."""
    kind = view.pending().kind
    plan = Plan(view, cfg)
    if kind != "build":  # Extreme: "at any time, you may discard 2 cards ... to retrieve 1"
        swap = _exchange(plan, choices)
        if swap is not None:
            return swap
    if kind == "bid":
        return _bid(view, plan, choices)
    if kind == "build":
        return _build(view, plan, choices)
    if kind in ("discard", "power_discard"):
        return max(choices, key=lambda ch: (plan.evaluate(plan.mons, [c for c in plan.hand if c != ch.card]), -ch.card))
    if kind == "storage":
        return max(choices, key=lambda ch: plan.evaluate(plan.mons, plan.hand, list(ch.cards)))
    if kind == "wild_colour":
        pos = _pos(view)
        return max(choices, key=lambda ch: plan.evaluate(after(pos, ch).mons, plan.hand))
    if kind == "place":
        pos = _pos(view)
        return max(choices, key=lambda ch: plan.evaluate(after(pos, ch).mons, _after_hand(plan, ch)))
    return None


def _pos(view):
    from .position import from_view
    return from_view(view)


def _after_hand(plan: Plan, ch) -> list:
    hand = list(plan.hand)
    if getattr(ch, "card", None) in hand:
        hand.remove(ch.card)
    return hand


def _promising(plan: Plan, swaps: list, mons: list, hand: list) -> list:
    """The exchanges worth costing. An Extreme Build offers hand pairs x the whole discard pile -
    hundreds of exchanges late in a game, each a full target search - so: one card per distinct
    set of sections taken (cards with the same sections cost alike), only a card some cheap
    target still needs, and per card taken the 3 give pairs the plan would miss least (a hand
    card's worth: the evaluation lost without it)."""
    wanted = set()
    for _cost, _used, pairs0, pairs1 in plan._targets(mons, hand):
        for q, pairs in ((0, pairs0), (1, pairs1)):
            for mon, col in pairs:
                for mt, pos, c in plan._needs(mons, q, mon, col) or ():
                    wanted.add((mt, pos, c))
                    wanted.add((mt, pos, WILD))
    by_take: dict = {}
    takes: dict = {}
    for ch in swaps:
        by_take.setdefault(ch.take, []).append(ch)
        keys = plan._keys(ch.take)
        if keys & wanted:
            takes.setdefault(keys, ch.take)
    # what each hand card is worth to the plan: the evaluation lost without it
    now = plan.evaluate(mons, hand)
    loss = {c: now - plan.evaluate(mons, [x for x in hand if x != c]) for c in set(hand)}
    out = []
    for take in sorted(takes.values()):
        pairs = sorted(by_take[take], key=lambda ch: (loss.get(ch.give1, 0.0) + loss.get(ch.give2, 0.0),
                                                        ch.give1, ch.give2))
        out.extend(pairs[:3])
    return out


def _exchange(plan: Plan, choices: list):
    """The Extreme exchange that lowers the target's cost by a clear margin, if any."""
    swaps = [ch for ch in choices if ch.kind == "exchange"]
    if not swaps:
        return None
    now = plan.evaluate(plan.mons, plan.hand)
    best, best_v = None, now + EXCHANGE_MARGIN
    for ch in _promising(plan, swaps, plan.mons, plan.hand):
        hand = [c for c in plan.hand if c not in (ch.give1, ch.give2)] + [ch.take]
        v = plan.evaluate(plan.mons, hand)
        if v > best_v:
            best, best_v = ch, v
    return best


def _bid(view, plan: Plan, choices: list):
    spots: dict = {}
    for ch in choices:
        if ch.kind == "bid":
            spots.setdefault(ch.spot, []).append(ch)
    best, best_v = None, None
    for spot, bids in spots.items():
        got = [plan.market[s] for s, _d, _l in (spot_targets(view, spot) or ()) if plan.market[s] >= 0]
        hand = plan.hand + got
        if plan.cfg.storage_lookahead:
            left = [c for i, c in enumerate(plan.market) if c >= 0 and c not in got
                    and i not in plan.storage_spaces]
            pairs = list(combinations(left, 2)) or [()]
            v = max(plan.capped(plan.mons, hand, list(p), limit=5) for p in pairs)
        else:
            v = plan.capped(plan.mons, hand, limit=5)
        coin = min(b.coin for b in bids)  # the coin that beats the debris at the least cost
        v -= 0.02 * coin
        if best_v is None or v > best_v:
            best_v, best = v, next(b for b in bids if b.coin == coin)
    return best


def _build(view, plan: Plan, choices: list):
    pos = _pos(view)
    done = next((c for c in choices if c.kind == "done"), None)
    best, best_v = done, plan.capped(plan.mons, plan.hand) + 1e-6
    for ch in choices:
        if ch.kind not in ("build", "abandon"):
            continue
        nxt = after(pos, ch)
        v = plan.capped(nxt.mons, nxt.hand)
        if ch.kind == "build" and (ch.monument >= 0 or SIZES[plan.t.end_mon[ch.card][ch.end]] == 1
                                   or len(plan.hand) > 3):
            v += 0.05  # at equal cost, build on: a complete monument clears its colour's debris
        elif ch.kind == "abandon":
            v -= 0.5
        if v > best_v:
            best, best_v = ch, v
    swaps = [ch for ch in choices if ch.kind == "exchange"]
    for ch in _promising(plan, swaps, plan.mons, plan.hand) if swaps else ():
        nxt = after(pos, ch)
        v = plan.capped(nxt.mons, nxt.hand)
        if v > best_v:
            best, best_v = ch, v
    return best
