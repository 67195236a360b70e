"""A Kathmandu position, stated in public terms (as FEN states a chess position).

``position(spec) -> GameState`` builds a game at a given point from a dict (or its JSON text) and
validates it, raising ``PositionError`` with a one-line reason. Tests and bug reports use it
instead of editing the state's lists; ``describe(state)`` gives the spec back for a state in a
supported phase. A game built from a position keeps the spec in its record's ``setup``, so its
record replays (``record.replay``).

Every key is optional. Cards are catalogue ids ("R01", "B17", "H2"); an end is chosen with a
suffix ("B17.1") when both ends could fit. Decks are listed TOP FIRST. Seats are 0-based.

- ``players`` (4), ``seed`` (0), ``options``: ``--options`` words ("holo,architects" or a list).
- ``round`` (1), ``first`` (first player), ``phase``: "round_start" (nothing dealt yet),
  "bid" (default), "build" or "leftover"; ``turn``: who decides (bid: follows from the bids
  placed; build: default the first player; leftover: default the first in coin order, starting
  at Liu's / Sophie's power when that player has it). Monument ids are renumbered from 0.
- ``market``: {space: card} ("s1".."s6"); in "bid" without it the market is dealt from the blue deck.
- ``hands``: [[cards] per seat]; ``known``: [[cards] per seat]: the cards of that hand the
  others saw it take face up (default none); ``discards``: [cards], oldest first.
- ``red`` / ``blue``: the whole deck (cards of that deck not placed anywhere go back to the box);
  ``red_top`` / ``blue_top``: these cards on top, the seed's shuffle below.
- ``coins``: [[unspent coins off the mat] per seat] (default all five); ``bids``: {spot: [seat,
  coin]}; a coin in neither is spent.
- ``monuments``: [{"area": seat (solo: square 0/1), "cards": [bottom first], "type": "stupa"
  (when the first card could start two types), "colours": ["red", ...] (one per level: the
  colour each wild section counts as; needed once a monument with wilds is complete)}].
- ``architects``: [name or None per seat] ("Liliana", ...); ``missions``: [ids per seat / solo
  square]; ``goals``: [Public Goal ids]; ``goal_claims``: {goal id: [seats]};
  ``bhairav``: [colour or None per seat]; ``leftover_points``: [points per seat].
- Solo: ``stacks``: {spot: ["red", "coin 2", ...] bottom first}; ``die``: the side ("N", "S",
  "E", "W") the next aftershock shows.

>>> s = position({"players": 4, "seed": 1, "phase": "build", "turn": 2,
...               "hands": [[], [], ["R01", "B17"], []],
...               "monuments": [{"area": 2, "cards": ["R05"]}]})
>>> s.pending().kind, s.pending().player
('build', 2)
>>> [s.tables.cards[c].id for c in s.hands[2]]
['R01', 'B17']
>>> position({"players": 4, "bids": {"N1": [0, 7]}})
Traceback (most recent call last):
...
game.kathmandu.position.PositionError: bids: coin 7 of player 1 is not one of the coins 0-4
>>> s = position({"players": 1, "options": "expertise=extreme", "round": 3, "die": "N",
...               "stacks": {"N1": ["red", "coin 2"]}, "phase": "round_start"})
>>> from game.kathmandu.engine import start
>>> [e.kind for e in start(s)][:4]
['round_started', 'market_dealt', 'die_rolled', 'coin_recovered']
"""
from __future__ import annotations

import json
from collections import Counter

from .data import COLOURS, MONUMENTS, WILD
from .moves import seats_from
from .options import GameOptions, OptionError, parse_options
from .rounds import advance
from .solo import COIN, SIDE_ORDER
from .state import GameState, Monument, new_game

PHASES = ("round_start", "bid", "build", "leftover")
KEYS = {"players", "seed", "options", "round", "first", "phase", "turn", "market", "hands", "known", "discards", "red", "blue",
        "red_top", "blue_top", "coins", "bids", "monuments", "architects", "missions", "goals", "goal_claims",
        "bhairav", "leftover_points", "stacks", "die"}


class PositionError(ValueError):
    """A position that is not a possible game; the message is one line."""


def position(spec: dict | str) -> GameState:
    """The game at the position ``spec`` (a dict or its JSON text); ``PositionError`` if it is not one."""
    if isinstance(spec, str):
        try:
            spec = json.loads(spec)
        except ValueError as exc:
            raise PositionError(f"not JSON: {exc}") from None
    if not isinstance(spec, dict):
        raise PositionError("a position is an object of keys (players, round, phase, hands, ...)")
    unknown = sorted(str(k) for k in set(spec) - KEYS)
    if unknown:
        raise PositionError(f"unknown key(s): {', '.join(unknown)} (known: {', '.join(sorted(KEYS))})")
    try:
        s = _build(spec)
    except PositionError:
        raise
    except OptionError as exc:
        raise PositionError(f"options: {exc}") from None
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
        raise PositionError(f"malformed position ({type(exc).__name__}: {exc})") from None
    from .audit import audit
    problems = audit(s)
    if problems:
        raise PositionError(problems[0])
    s.setup = dict(s.setup, position=json.loads(json.dumps(spec)))
    return s


# ---------------------------------------------------------------- reading the spec

class _Reader:
    def __init__(self, s: GameState):
        self.s, self.t = s, s.tables
        self.placed: Counter = Counter()

    def card(self, word, where: str, place: bool = True) -> int:
        """The card a word names; ``place``: it is put somewhere (a card is placed once)."""
        cid = str(word).partition(".")[0]
        if cid not in self.t.card_index:
            raise PositionError(f"{where}: unknown card {word!r}")
        c = self.t.card_index[cid]
        if not place:
            return c
        self.placed[c] += 1
        if self.placed[c] > 1:
            raise PositionError(f"{where}: card {cid} is placed twice")
        return c

    def cards(self, words, where: str) -> list[int]:
        if not isinstance(words, list):
            raise PositionError(f"{where}: expected a list of cards")
        return [self.card(w, where) for w in words]

    def seat(self, v, where: str, n: int | None = None) -> int:
        n = self.s.players if n is None else n
        if type(v) is not int or not 0 <= v < n:
            raise PositionError(f"{where}: seat {v!r} is not 0-{n - 1}")
        return v

    def per_seat(self, v, where: str) -> list:
        if not isinstance(v, list) or len(v) != self.s.players:
            raise PositionError(f"{where}: expected a list with one entry per seat ({self.s.players})")
        return v

    def colour(self, v, where: str) -> int:
        if v not in COLOURS:
            raise PositionError(f"{where}: unknown colour {v!r} (one of {', '.join(COLOURS)})")
        return COLOURS.index(v)

    def spot(self, v, where: str) -> int:
        if v not in self.t.spot_index:
            raise PositionError(f"{where}: unknown bid spot {v!r}")
        return self.t.spot_index[v]


def _options(spec: dict) -> GameOptions:
    players, seed = spec.get("players", 4), spec.get("seed", 0)
    if type(players) is not int or type(seed) is not int:
        raise PositionError("players and seed must be whole numbers")
    words = spec.get("options", [])
    return parse_options([words] if isinstance(words, str) else list(words), players, seed)


def _build(spec: dict) -> GameState:
    s = new_game(_options(spec))
    s.started = True
    t, n = s.tables, s.players
    r = _Reader(s)
    rnd = spec.get("round", 1)
    last = 99 if n == 1 else t.rounds
    if type(rnd) is not int or not 1 <= rnd <= last:
        raise PositionError(f"round {rnd!r} is not 1-{last}")
    s.round = rnd
    if "first" in spec:
        s.first = r.seat(spec["first"], "first")
    phase = spec.get("phase", "bid")
    if phase not in PHASES:
        raise PositionError(f"phase {phase!r} is not one of {', '.join(PHASES)}")

    # cards: read every placement, pull those cards out of the seed's zones, then place them
    hands = [r.cards(h, f"hands[{i}]") for i, h in enumerate(r.per_seat(spec["hands"], "hands"))] \
        if "hands" in spec else None
    market = {}
    for sid, w in (spec.get("market") or {}).items():
        space = next((sp for sp in t.spaces if sp.id == sid), None)
        if space is None:
            raise PositionError(f"market: unknown space {sid!r} (s1-s6)")
        market[space.index] = r.card(w, f"market {sid}")
    discards = r.cards(spec["discards"], "discards") if "discards" in spec else None
    decks = {k: r.cards(spec[k], k) for k in ("red", "blue", "red_top", "blue_top") if k in spec}
    mons = [_read_monument(r, m, i) for i, m in enumerate(spec.get("monuments") or [])]
    in_box = [t.cards[c].id for c in r.placed if c in s.box]
    if in_box:
        raise PositionError(f"card {in_box[0]} is not in this game (not used with these players and options)")
    for zone in (s.red, s.blue, s.discards, s.box):
        zone[:] = [c for c in zone if c not in r.placed]
    s.market = [-1] * len(t.spaces)
    for k, deck in (("red", "red"), ("blue", "blue")):
        if k in decks:
            s.box.extend(getattr(s, deck))
            setattr(s, deck, list(reversed(decks[k])))
        if k + "_top" in decks:
            getattr(s, deck).extend(reversed(decks[k + "_top"]))
    for space, c in market.items():
        s.market[space] = c
    if hands is not None:
        s.hands = hands
    s.known = [[] for _ in range(n)]
    if "known" in spec:
        for p, words in enumerate(r.per_seat(spec["known"], "known")):
            if not isinstance(words, list):
                raise PositionError(f"known[{p}]: expected a list of cards")
            for w in words:
                c = r.card(w, f"known[{p}]", place=False)  # a card of the hand, not placed again
                if c not in s.hands[p] or c in s.known[p]:
                    raise PositionError(f"known[{p}]: {w!r} is not a card of hands[{p}]")
                s.known[p].append(c)
    if discards is not None:
        s.discards = discards
    for m in mons:
        m.id = len(s.monuments)
        s.monuments.append(m)
    holos = [m for m in s.monuments if t.cards[m.cards[-1][0]].deck == "holo"]
    for i, m in enumerate(holos, 1):
        m.holo = i
    s.holo_count = len(holos)

    _read_people(r, spec)
    if n == 1:
        _read_solo(r, spec)
    else:
        _read_coins(r, spec)
    _set_phase(r, spec, phase, "market" in spec)
    return s


def _read_monument(r: _Reader, raw, i: int) -> Monument:
    t, where = r.t, f"monuments[{i}]"
    if not isinstance(raw, dict) or not raw.get("cards"):
        raise PositionError(f"{where}: expected {{\"area\": seat, \"cards\": [...]}}")
    area = r.seat(raw.get("area", 0), f"{where} area", 2 if r.s.players == 1 else None)
    words = raw["cards"]
    cards = r.cards(words, where)
    mtype = raw.get("type")
    if mtype is not None and mtype not in MONUMENTS:
        raise PositionError(f"{where}: unknown type {mtype!r} (one of {', '.join(MONUMENTS)})")
    ends = []
    for lvl, (c, w) in enumerate(zip(cards, words), 1):
        _, dot, e = str(w).partition(".")
        fits = [x for x in t.ends_of[c] if t.end_pos[c][x] == lvl
                and (mtype is None or t.end_mon[c][x] == MONUMENTS.index(mtype))
                and (not ends or t.end_mon[c][x] == t.end_mon[cards[0]][ends[0]])]
        if dot:
            if e not in ("0", "1") or int(e) not in fits:
                raise PositionError(f"{where}: {w} cannot be section {lvl} here")
            fits = [int(e)]
        if not fits:
            raise PositionError(f"{where}: {t.cards[c].id} has no section {lvl} that continues this monument")
        if len({t.end_mon[c][x] for x in fits}) > 1:
            raise PositionError(f"{where}: {t.cards[c].id} could start two monument types: add \"type\" or .end")
        ends.append(fits[0])
    m = Monument(-1, area, t.end_mon[cards[0]][ends[0]])
    m.cards = list(zip(cards, ends))
    if len(cards) > m.size:
        raise PositionError(f"{where}: a {MONUMENTS[m.mon]} has {m.size} sections, not {len(cards)}")
    m.fixed = [t.end_col[c][e] for c, e in m.cards]
    cols = raw.get("colours")
    if cols is not None:
        if not isinstance(cols, list) or len(cols) != len(cards):
            raise PositionError(f"{where}: colours needs one colour per section")
        for lvl, name in enumerate(cols):
            c = r.colour(name, f"{where} colours")
            if m.fixed[lvl] != WILD and m.fixed[lvl] != c:
                raise PositionError(f"{where}: section {lvl + 1} is {COLOURS[m.fixed[lvl]]}, not {name}")
            m.fixed[lvl] = c
    m.complete = len(cards) == m.size
    if m.complete and WILD in m.fixed and not (r.s.players == 1 and set(m.fixed) != {WILD}):
        raise PositionError(f"{where}: a complete monument with wilds needs \"colours\" (what each wild counts as)")
    if r.s.players == 1 and m.complete:
        solid = {c for c in m.fixed if c != WILD}
        if len(solid) != 1:
            raise PositionError(f"{where}: a solo monument is one solid colour")
        m.fixed = [solid.pop()] * len(m.fixed)
    return m


def _read_people(r: _Reader, spec: dict) -> None:
    s, t = r.s, r.t
    if "architects" in spec:
        names = {a.name: a for a in t.architects}
        arch = []
        for i, name in enumerate(r.per_seat(spec["architects"], "architects")):
            if name is None:
                arch.append(None)
            elif name not in names:
                raise PositionError(f"architects[{i}]: unknown architect {name!r} ({', '.join(names)})")
            elif names[name].min_players > s.players:
                raise PositionError(f"architects[{i}]: {name} is for {names[name].min_players}+ players")
            else:
                arch.append(names[name].power)
        named = [a for a in arch if a]
        if len(set(named)) != len(named):
            raise PositionError("architects: each Architect card exists once")
        s.architect = arch
        s.limit_extra = [1 if a == "hand_limit_four" else 0 for a in arch]
    if "missions" in spec:
        from .objectives import mission_pool
        pool = [m.id for m in mission_pool(s)]
        ids = spec["missions"]
        if not isinstance(ids, list) or len(ids) != (2 if s.players == 1 else s.players):
            raise PositionError("missions: one Mission id per seat (solo: per square)")
        for i in ids:
            if i not in pool:
                raise PositionError(f"missions: unknown Mission {i!r} with these options")
        s.mission = [pool.index(i) for i in ids]
        s.squares_missions = s.mission
    if "goals" in spec:
        ids = [g.id for g in t.public_goals]
        for g in spec["goals"]:
            if g not in ids:
                raise PositionError(f"goals: unknown Public Goal {g!r}")
        if len(spec["goals"]) != len(s.goals) or len(set(spec["goals"])) != len(spec["goals"]):
            raise PositionError(f"goals: {len(s.goals)} different Public Goals in this game (players minus 1, "
                                "with the public-goals option)")
        s.goals = [ids.index(g) for g in spec["goals"]]
        s.goal_claims = [[] for _ in s.goals]
    for gid, seats in (spec.get("goal_claims") or {}).items():
        gi = next((k for k, g in enumerate(s.goals) if t.public_goals[g].id == gid), None)
        if gi is None:
            raise PositionError(f"goal_claims: {gid!r} is not a goal in play")
        for p in seats:
            p = r.seat(p, "goal_claims")
            if s.seat_goal[p] >= 0:
                raise PositionError(f"goal_claims: player {p + 1} has completed a Public Goal already")
            s.goal_claims[gi].append(p)
            s.seat_goal[p] = gi
    if "bhairav" in spec:
        if not s.options.bhairav:
            raise PositionError("bhairav: the game is not played with the Bhairav option")
        cols = [None if c is None else r.colour(c, "bhairav") for c in r.per_seat(spec["bhairav"], "bhairav")]
        taken = [c for c in cols if c is not None]
        if len(set(taken)) != len(taken):
            raise PositionError("bhairav: each Bhairav exists once")
        s.bhairav = [-1 if c is None else c for c in cols]
        s.bhairavs_left = [c for c in s.bhairavs_left if c not in taken]
    if "leftover_points" in spec:
        s.leftover_pts = [int(v) for v in r.per_seat(spec["leftover_points"], "leftover_points")]


def _coin_list(v, where: str, coins) -> list[int]:
    if not isinstance(v, list) or any(type(c) is not int for c in v):
        raise PositionError(f"{where}: expected a list of coin values")
    left = Counter(coins)
    for c in v:
        if left[c] <= 0:
            raise PositionError(f"{where}: coin {c} is not one of the coins {min(coins)}-{max(coins)} "
                                "(or is there twice)")
        left[c] -= 1
    return sorted(v)


def _read_coins(r: _Reader, spec: dict) -> None:
    s, t = r.s, r.t
    unspent = [list(t.coins) for _ in range(s.players)]
    if "coins" in spec:
        unspent = [_coin_list(v, f"coins[{i}]", t.coins) for i, v in enumerate(r.per_seat(spec["coins"], "coins"))]
    on_mat = [[] for _ in range(s.players)]
    for sid, bid in (spec.get("bids") or {}).items():
        spot = r.spot(sid, "bids")
        if not isinstance(bid, list) or len(bid) != 2:
            raise PositionError(f"bids: {sid} needs [seat, coin]")
        p, coin = r.seat(bid[0], "bids"), bid[1]
        if coin not in t.coins or type(coin) is not int:
            raise PositionError(f"bids: coin {coin!r} of player {p + 1} is not one of the coins "
                                f"{min(t.coins)}-{max(t.coins)}")
        if s.six_cards() is False and t.spots[spot].targets4 is None:
            raise PositionError(f"bids: spot {sid} is not used with 4 market cards")
        s.bid_seat[spot], s.bid_coin[spot] = p, coin
        s.last_bid[p] = spot
        on_mat[p].append(coin)
    for p in range(s.players):
        if "coins" not in spec:
            for c in on_mat[p]:
                if c in unspent[p]:
                    unspent[p].remove(c)
        rest = Counter(t.coins) - Counter(unspent[p]) - Counter(on_mat[p])
        if sum((Counter(unspent[p]) + Counter(on_mat[p]) - Counter(t.coins)).values()):
            raise PositionError(f"coins: player {p + 1} bids a coin that is also unspent")
        s.coins[p] = unspent[p]
        s.spent[p] = sorted(rest.elements())


def _read_solo(r: _Reader, spec: dict) -> None:
    s, t = r.s, r.t
    coins = list(t.coins) if "coins" not in spec else _coin_list(spec["coins"][0] if spec["coins"] and isinstance(
        spec["coins"][0], list) else spec["coins"], "coins", t.coins)
    bag = Counter({c: 5 for c in range(5)})
    s.stacks = [[] for _ in t.spots]
    used = Counter()
    for sid, items in (spec.get("stacks") or {}).items():
        spot = r.spot(sid, "stacks")
        st = []
        for k, item in enumerate(items):
            word = str(item)
            if word.startswith("coin "):
                if k != len(items) - 1:
                    raise PositionError(f"stacks: {sid}: a purple coin is always on top of its stack")
                v = int(word[5:])
                used[v] += 1
                st.append(COIN + v)
            else:
                c = r.colour(word, f"stacks {sid}")
                bag[c] -= 1
                if bag[c] < 0:
                    raise PositionError(f"stacks: more than 5 {word} debris")
                st.append(c)
        s.stacks[spot] = st
    if "coins" not in spec:
        coins = sorted((Counter(t.coins) - used).elements())
    if Counter(coins) + used != Counter(t.coins):
        raise PositionError("coins: the purple coins in hand and on the stacks are not 0-4 once each")
    s.coins[0] = coins
    s.bag = sorted(bag.elements())
    if "die" in spec:
        if spec["die"] not in SIDE_ORDER:
            raise PositionError(f"die: {spec['die']!r} is not one of {', '.join(SIDE_ORDER)}")
        s.next_die = spec["die"]


def _set_phase(r: _Reader, spec: dict, phase: str, market_given: bool) -> None:
    s, t = r.s, r.t
    turn = spec.get("turn")
    if phase == "round_start":
        if any(c >= 0 for c in s.market) and s.players > 1:
            raise PositionError("round_start: the market is dealt by the round itself (give no market)")
        s.phase = "round_start"
        s.started = False  # start() (or pending()) runs the round's opening
        return
    seats = seats_from(s, s.first)
    if phase == "bid":
        if s.players == 1:
            if not market_given:
                _deal(s)
            s.order, s.turn_index, s.phase = [0], 0, "bid"
            from .legal import bid_choices
            if not bid_choices(s, 0):
                raise PositionError("bid: no purple coin can be placed (no coin left, or debris everywhere)")
            return
        if not market_given:
            _deal(s)
        b = s.options.bidding
        s.face_up = b == "open" or (b == "mixed" and s.round <= 4)
        s.order = [seats[0], seats[1], seats[1], seats[0]] if s.players == 2 else seats
        placed = Counter(p for p in s.bid_seat if p >= 0)
        s.turn_index = sum(placed.values())
        if s.turn_index >= len(s.order):
            raise PositionError("bid: every bid is placed already")
        if Counter(s.order[:s.turn_index]) != placed:
            raise PositionError(f"bid: with first player {s.first + 1}, the bids placed so far must be by "
                                + ", ".join(f"player {p + 1}" for p in s.order[:s.turn_index]))
        if turn is not None and r.seat(turn, "turn") != s.order[s.turn_index]:
            raise PositionError(f"turn: player {s.order[s.turn_index] + 1} bids next, not player {turn + 1}")
        s.phase = "bid"
        for p in range(s.players):
            if len(s.hands[p]) > s.hand_limit(p):
                raise PositionError(f"hands[{p}]: {len(s.hands[p])} cards at bidding, over the limit {s.hand_limit(p)}")
        return
    if any(p >= 0 for p in s.bid_seat):
        raise PositionError(f"{phase}: bids are on the mat only in the bid phase")
    if phase == "build":
        s.order = seats
        s.seat = r.seat(turn, "turn") if turn is not None else (0 if s.players == 1 else seats[0])
        s.turn_index = s.order.index(s.seat) if s.players > 1 else 0
        s.after_place = None
        s.phase = "build"
        return
    # leftover: the coin phase after every half; highest coin first
    if s.players == 1 or s.round % s.half_rounds:
        raise PositionError(f"leftover: coins are spent after rounds {', '.join(str(k) for k in range(s.half_rounds, t.rounds + 1, s.half_rounds))}")
    if any(len(c) > 1 for c in s.coins):
        raise PositionError("leftover: each player has at most 1 coin left")
    rank = {p: i for i, p in enumerate(seats)}
    s.order = sorted(range(s.players), key=lambda p: (-(s.coins[p][0] if s.coins[p] else -1), rank[p]))
    with_coin = [p for p in s.order if s.coins[p]]
    if not with_coin:
        raise PositionError("leftover: nobody has a coin left")
    who = r.seat(turn, "turn") if turn is not None else with_coin[0]
    if who not in with_coin:
        raise PositionError(f"turn: player {who + 1} has no leftover coin")
    for p in s.order[:s.order.index(who)]:
        if s.coins[p]:
            raise PositionError(f"turn: player {p + 1} (a higher coin) spends before player {who + 1}")
    s.turn_index = s.order.index(who) - 1
    s.phase = "leftover_next"
    advance(s, [])


def _deal(s: GameState) -> None:
    """The market as the round's opening deals it (the engine's rule: 4 spaces up to 4 players, solo
    too - its Storage is filled by Clear the Market, not by the deal)."""
    for sp in s.tables.spaces:
        if (sp.storage or sp.label4 is None) and s.players <= 4:
            continue
        if s.market[sp.index] < 0 and s.blue:
            s.market[sp.index] = s.blue.pop()


# ---------------------------------------------------------------- the other way

def describe(s: GameState) -> dict:
    """The spec of ``s`` (a state in the bid, build or leftover phase): ``position(describe(s))``
    rebuilds the same hands, decks, market, coins, bids, monuments and people (not the random
    generator's future)."""
    t = s.tables
    cid = lambda c: t.cards[c].id  # noqa: E731
    phase = {"bid": "bid", "build": "build", "leftover": "leftover", "power": "leftover",
             "round_start": "round_start"}.get(s.phase)
    if phase is None or s.must_place or s.wild_queue:
        raise PositionError(f"describe: phase {s.phase!r} cannot be stated (bid, build, leftover or round_start)")
    o = s.options
    out: dict = {"players": s.players, "seed": o.seed, "options": o.words(), "round": s.round, "first": s.first,
                 "phase": phase}
    if phase != "round_start":
        out["turn"] = s.order[s.turn_index] if phase == "bid" else s.seat
    out["market"] = {t.spaces[i].id: cid(c) for i, c in enumerate(s.market) if c >= 0}
    out["hands"] = [[cid(c) for c in h] for h in s.hands]
    if any(s.known):
        out["known"] = [[cid(c) for c in k] for k in s.known]
    out["discards"] = [cid(c) for c in s.discards]
    out["red"] = [cid(c) for c in reversed(s.red)]
    out["blue"] = [cid(c) for c in reversed(s.blue)]
    out["monuments"] = [{"area": m.area, "cards": [f"{cid(c)}.{e}" for c, e in m.cards],
                         "colours": [COLOURS[c] if c != WILD else None for c in m.fixed]}
                        for m in s.monuments if m.alive]
    for m in out["monuments"]:
        if None in m["colours"]:
            del m["colours"]
    from .objectives import mission_pool
    out["missions"] = [mission_pool(s)[i].id for i in s.mission]
    if s.players == 1:
        out["coins"] = list(s.coins[0])
        out["stacks"] = {t.spots[i].id: [f"coin {x - COIN}" if x >= COIN else COLOURS[x] for x in st]
                         for i, st in enumerate(s.stacks) if st}
        return out
    out["coins"] = [list(c) for c in s.coins]
    out["bids"] = {t.spots[i].id: [p, s.bid_coin[i]] for i, p in enumerate(s.bid_seat) if p >= 0}
    names = {a.power: a.name for a in t.architects}
    out["architects"] = [names.get(a) for a in s.architect]
    if s.goals:
        out["goals"] = [t.public_goals[g].id for g in s.goals]
        out["goal_claims"] = {t.public_goals[s.goals[i]].id: list(cl) for i, cl in enumerate(s.goal_claims) if cl}
    if o.bhairav:
        out["bhairav"] = [COLOURS[c] if c >= 0 else None for c in s.bhairav]
    out["leftover_points"] = list(s.leftover_pts)
    return out


__all__ = ["position", "describe", "PositionError", "PHASES"]
