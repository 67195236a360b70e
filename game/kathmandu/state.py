"""The whole game state of Reviving Kathmandu (public and private), and ``new_game``.

Plain mutable Python with ints and lists (cheap to copy: ``state.copy()``). Cards are indices
into ``Tables.cards``; decks are lists whose END is the top; index 0 is the bottom. The random
generator lives inside the state, so a seed and the list of choices give the same game.
The flow (``pending``/``apply``) lives in ``engine.py``; scoring in ``scoring.py``.
"""
from __future__ import annotations

import random

from .data import SIZES, Tables, load_tables
from .options import TEAM_LAYOUTS, GameOptions


class Monument:
    """A monument in a player's area (or a solo Durbar Square).

    ``cards`` lists (card, end) bottom first; ``fixed`` holds the colour of each level (a wild
    level holds WILD until its colour is fixed at completion). ``holo`` is the value of a holofoil
    Buddha (set when built). ``alive`` is False once a solo monument is taken down.
    """
    __slots__ = ("id", "area", "mon", "cards", "fixed", "complete", "holo", "alive")

    def __init__(self, mid: int, area: int, mon: int):
        self.id = mid
        self.area = area
        self.mon = mon
        self.cards: list[tuple[int, int]] = []
        self.fixed: list[int] = []
        self.complete = False
        self.holo = 0
        self.alive = True

    @property
    def size(self) -> int:
        return SIZES[self.mon]

    def copy(self) -> "Monument":
        m = Monument.__new__(Monument)
        m.id, m.area, m.mon, m.complete, m.holo, m.alive = self.id, self.area, self.mon, self.complete, self.holo, self.alive
        m.cards = list(self.cards)
        m.fixed = list(self.fixed)
        return m

    def __repr__(self) -> str:
        return f"Monument({self.id}, area={self.area}, mon={self.mon}, cards={self.cards}, complete={self.complete})"


class GameState:
    __slots__ = (
        "options", "tables", "rng", "players", "round", "first", "phase", "order", "turn_index", "seat",
        "red", "blue", "discards", "box", "market", "bid_seat", "bid_coin", "face_up",
        "hands", "coins", "spent", "monuments", "leftover_pts", "bhairav", "bhairav_pts", "bhairavs_left",
        "architect", "mission", "goals", "goal_claims", "seat_goal", "holo_count", "team", "quota",
        "won_cards", "drawn", "wild_queue", "must_place", "after_place", "power_step", "history",
        "over", "solo_won", "stacks", "bag", "squares_missions", "last_bid", "reroll", "lost_reason",
        "half_rounds", "limit_extra", "started", "_decision", "setup", "next_die", "known",
    )

    def copy(self) -> "GameState":
        s = GameState.__new__(GameState)
        for name in GameState.__slots__:
            setattr(s, name, getattr(self, name))
        s.rng = random.Random()
        s.rng.setstate(self.rng.getstate())
        for name in ("order", "red", "blue", "discards", "box", "market", "bid_seat", "bid_coin", "leftover_pts",
                     "bhairav", "bhairav_pts", "bhairavs_left", "goal_claims", "seat_goal", "won_cards", "wild_queue",
                     "history", "bag", "last_bid", "must_place", "after_place"):
            v = getattr(self, name)
            setattr(s, name, list(v) if v is not None else None)
        s.hands = [list(h) for h in self.hands]
        s.coins = [list(c) for c in self.coins]
        s.spent = [list(c) for c in self.spent]
        s.known = [list(k) for k in self.known]
        s.drawn = list(self.drawn)
        s.goal_claims = [list(c) for c in self.goal_claims]
        s.stacks = [list(x) for x in self.stacks]
        s.monuments = [m.copy() for m in self.monuments]
        s._decision = None
        return s

    def invalidate(self) -> None:
        """Forget the cached pending decision: call it after editing a copy by hand (the bots'
        determinization deals hidden cards anew); the next ``pending()`` asks the rules again."""
        self._decision = None

    # convenience wrappers (the flow lives in engine.py)
    def pending(self):
        from .engine import pending
        return pending(self)

    def choices(self) -> list:
        d = self.pending()
        return d.choices() if d else []

    def apply(self, choice) -> list:
        from .engine import apply
        return apply(self, choice)

    def scores(self):
        from .scoring import scores
        return scores(self)

    @property
    def solo(self) -> bool:
        return self.players == 1

    def hand_limit(self, seat: int) -> int:
        return self.tables.hand_limit + self.limit_extra[seat]

    def teammates(self, seat: int) -> list[int]:
        """Seats whose areas ``seat`` may build in (itself first)."""
        if self.team is None:
            return [seat]
        return [seat] + [p for p in range(self.players) if p != seat and self.team[p] == self.team[seat]]

    def six_cards(self) -> bool:
        """Market and bid spots in 6-card mode (5-6 players; solo from round 2)."""
        return self.players >= 5 or (self.players == 1 and self.round >= 2)

    def live_monuments(self, area: int) -> list[Monument]:
        return [m for m in self.monuments if m.alive and m.area == area]


def _teams(options: GameOptions) -> list[int] | None:
    if not options.teams:
        return None
    k = {"2v2": 2, "3v3": 2, "2v2v2": 3}[options.teams]
    assert TEAM_LAYOUTS[options.teams] == options.players
    return [p % k for p in range(options.players)]


def new_game(options: GameOptions, tables: Tables | None = None) -> GameState:
    """A fresh game, set up by the rulebook for the player count and options (validated)."""
    options.validate()
    t = tables or load_tables()
    s = GameState.__new__(GameState)
    s.options, s.tables, s.players = options, t, options.players
    s.rng = rng = random.Random(options.seed)
    n = s.players
    s.round, s.phase, s.order, s.turn_index, s.seat = 1, "round_start", [], 0, 0
    s.team = _teams(options)
    s.box = []
    cards = t.cards
    red = [c.index for c in cards if c.deck == "red"]
    blue = [c.index for c in cards if c.deck == "blue" and (n >= 5 or n == 1 or not c.diamond)]
    s.box += [c.index for c in cards if c.deck == "blue" and c.index not in blue]
    holo = [c.index for c in cards if c.deck == "holo"]
    if options.holo:
        for h in holo:
            colour = cards[h].ends[0].colour
            swap = next((b for b in blue if any(e.monument == "buddha" and e.colour == colour for e in cards[b].ends)), None)
            if swap is not None:
                blue.remove(swap)
                s.box.append(swap)
            blue.append(h)
    else:
        s.box += holo
    rainbow = [c.index for c in cards if c.deck == "rainbow"]
    if options.rainbow:
        red += rainbow
    else:
        s.box += rainbow
    if n == 1:
        s.box += red
        red = []
    rng.shuffle(red)
    rng.shuffle(blue)
    s.red, s.blue, s.discards = red, blue, []
    s.market = [-1] * len(t.spaces)
    s.bid_seat = [-1] * len(t.spots)
    s.bid_coin = [-1] * len(t.spots)
    s.face_up = options.bidding == "open" or options.bidding == "mixed"
    s.hands = [[] for _ in range(n)]
    s.known = [[] for _ in range(n)]  # per seat: the cards of its hand everyone saw it take (see moves.to_hand)
    s.coins = [list(t.coins) for _ in range(n)]
    s.spent = [[] for _ in range(n)]
    s.monuments = []
    s.leftover_pts = [0] * n
    s.bhairav = [-1] * n
    s.bhairav_pts = [0] * n
    s.bhairavs_left = [b.colour for b in t.bhairavs] if options.bhairav else []
    # architects: random, only those allowed for the player count
    s.architect = [None] * n
    if options.architects and n >= 2:
        allowed = [a for a in t.architects if a.min_players <= n]
        rng.shuffle(allowed)
        s.architect = [a.power for a in allowed[:n]]
        if len(allowed) < n:  # cannot happen with the six architects
            raise ValueError("not enough architects for the player count")
    s.limit_extra = [1 if a == "hand_limit_four" else 0 for a in s.architect]
    # missions (solo: two, without overlapping colour conditions; see solo.py)
    pool = t.advanced_missions if options.advanced_missions else t.missions
    order = list(range(len(pool)))
    rng.shuffle(order)
    if n == 1:
        from .solo import pick_missions
        s.mission = pick_missions(pool, order)
    else:
        s.mission = order[:n]
    s.squares_missions = s.mission
    # public goals: players minus 1
    if options.public_goals and n >= 2:
        g = list(range(len(t.public_goals)))
        rng.shuffle(g)
        s.goals = g[:n - 1]
    else:
        s.goals = []
    s.goal_claims = [[] for _ in s.goals]
    s.seat_goal = [-1] * n
    s.holo_count = 0
    s.quota = 4 if n == 2 else 2
    s.won_cards = []
    s.drawn = []
    s.wild_queue = []
    s.must_place = []
    s.after_place = None
    s.power_step = None
    s.history = []
    s.over = False
    s.solo_won = False
    s.lost_reason = ""
    s.stacks = [[] for _ in t.spots]  # solo: debris colours (0-4) and purple coins (10 + value), bottom first
    s.bag = [c for c in range(5) for _ in range(5)] if n == 1 else []
    s.last_bid = [-1] * n
    s.reroll = 0
    s.half_rounds = 2 if n == 2 else 4
    s.first = rng.randrange(n)
    s.started = False
    s._decision = None
    s.next_die = None  # solo: a side the next aftershock shows (a stated position); None = roll the die
    pool_ids = [m.id for m in pool]
    s.setup = {
        "first_player": s.first,
        "missions": [pool_ids[i] for i in s.mission],
        "architects": [next((a.name for a in t.architects if a.power == pw), None) for pw in s.architect],
        "public_goals": [t.public_goals[g].id for g in s.goals],
        "teams": list(s.team) if s.team else None,
        "blue_deck": len(s.blue), "red_deck": len(s.red),
    }
    return s
