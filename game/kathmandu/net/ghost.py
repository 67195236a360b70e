"""A client's copy of an online game, rebuilt from the ``view`` it was sent (no pygame).

``ghost_state(data)`` is a ``GameState`` holding exactly what the seat may know: every public
fact of the view, its own hand, and placeholders (-1) where the server keeps a secret (other
hands, the decks' order, face-down coins). The window's table, log and results read it through
``SeatView`` - a ``PlayerView`` whose answers equal the server's own ``PlayerView`` for that seat
(tests/kathmandu_net/test_net_ghost.py checks this at every turn of whole games). The ghost is for
reading: the client never applies a choice to it; the server decides and sends the next view.
"""
from __future__ import annotations

import random

from ..data import COLOURS, MONUMENTS, WILD, load_tables
from ..options import GameOptions
from ..player_view import PlayerView
from ..state import GameState, Monument
from .codec import CodecError


def _index(table: dict, value, what: str) -> int:
    if value is None:
        return -1
    try:
        return table[value]
    except (KeyError, TypeError):
        raise CodecError(f"unknown {what} {str(value)[:20]!r}") from None


def ghost_state(d: dict) -> GameState:
    """A GameState with the view's public facts and the seat's own secrets (``CodecError`` for a
    view that does not describe a game)."""
    t = load_tables()
    try:
        options = GameOptions.from_dict({**d["options"], "seed": 0})
    except Exception as exc:  # OptionError, TypeError: the view's options are not ours
        raise CodecError(f"bad options in the view: {exc}") from None
    cards = t.card_index
    spots = {s.id: s.index for s in t.spots}
    colours = {c: i for i, c in enumerate(COLOURS)}
    colours["wild"] = WILD
    n = d["players"]
    seat = d["seat"]
    s = GameState.__new__(GameState)
    s.options, s.tables, s.players = options, t, n
    s.rng = random.Random(0)
    s.round, s.first, s.phase = d["round"], d["first"], d["phase"]
    s.order, s.turn_index, s.seat = [], 0, seat if seat >= 0 else 0
    s.red, s.blue = [-1] * d["red_count"], [-1] * d["blue_count"]
    s.discards = [_index(cards, c, "card") for c in d["discards"]]
    s.box = []
    s.market = [_index(cards, c, "card") for c in d["market"]]
    s.bid_seat = [-1] * len(t.spots)
    s.bid_coin = [-1] * len(t.spots)
    for b in d["bids"]:
        sp = _index(spots, b["spot"], "spot")
        s.bid_seat[sp] = b["seat"]
        s.bid_coin[sp] = -1 if b["coin"] is None else b["coin"]
    s.face_up = d["face_up"]
    known = d.get("known") or [[] for _ in range(n)]  # a server before known hands sends none
    if type(known) is not list or len(known) != n or any(type(k) is not list for k in known):
        raise CodecError("a view's known cards are not one list per seat")
    s.known = [[_index(cards, c, "card") for c in k] for k in known]
    s.hands = [k + [-1] * (size - len(k)) for k, size in zip(s.known, d["hand_sizes"])]
    if 0 <= seat < n:
        s.hands[seat] = [_index(cards, c, "card") for c in d["hand"]]
        s.known[seat] = []
    s.coins = [list(c["left"]) for c in d["coins"]]
    s.spent = [list(c["spent"]) for c in d["coins"]]
    mons: dict[int, Monument] = {}
    for m in d["monuments"]:
        mon = Monument(m["id"], m["area"], MONUMENTS.index(m["type"]))
        mon.cards = [(_index(cards, c, "card"), e) for c, e in m["cards"]]
        mon.fixed = [_index(colours, c, "colour") for c in m["colours"]]
        mon.complete, mon.holo = m["complete"], m["holo"]
        mons[mon.id] = mon
    s.monuments = []
    for mid in range(max(mons, default=-1) + 1):  # the core indexes monuments by id
        if mid in mons:
            s.monuments.append(mons[mid])
        else:  # an id the view does not hold (a monument taken down): kept out of every count
            gone = Monument(mid, -1, 0)
            gone.alive = False
            s.monuments.append(gone)
    s.leftover_pts = list(d["leftover_pts"])
    s.bhairav = [_index(colours, c, "colour") for c in d["bhairavs"]]
    s.bhairav_pts = list(d["bhairav_pts"])
    s.bhairavs_left = [_index(colours, c, "colour") for c in d["bhairavs_left"]]
    s.architect = list(d["architects"])
    pool = t.advanced_missions if options.advanced_missions else t.missions
    mission_ids = {m.id: i for i, m in enumerate(pool)}
    s.mission = [_index(mission_ids, m, "mission") for m in d["missions"]]
    s.squares_missions = s.mission
    goal_ids = {g.id: i for i, g in enumerate(t.public_goals)}
    s.goals = [_index(goal_ids, g, "goal") for g in d["goals"]]
    s.goal_claims = [list(c) for c in d["goal_claims"]]
    s.seat_goal = list(d["seat_goal"])
    s.holo_count = d["holo_count"]
    s.team = list(d["teams"]) if d["teams"] else None
    s.quota = 4 if n == 2 else 2
    s.won_cards, s.wild_queue, s.must_place = [], [], []
    s.drawn = [_index(cards, c, "card") for c in d.get("drawn", [])]
    s.after_place = s.power_step = None
    s.history = []
    s.over = d["over"]
    s.solo_won, s.lost_reason = d["solo_won"], d["lost_reason"]
    s.stacks = [[] for _ in t.spots]
    s.bag = []
    s.last_bid = [-1] * n
    s.reroll = 0
    s.half_rounds = 2 if n == 2 else 4
    s.limit_extra = [lim - t.hand_limit for lim in d["hand_limits"]]
    s.started = True
    s._decision = None
    s.setup = {}
    s.next_die = None
    return s


class SeatView(PlayerView):
    """The ``PlayerView`` of an online seat, read from its ghost state and the view it was sent.
    Only what the ghost holds as a placeholder is answered from the message itself."""

    __slots__ = ("_data",)

    def __init__(self, data: dict, state: GameState | None = None):
        super().__init__(state if state is not None else ghost_state(data), data["seat"])
        self._data = data

    def pending(self):
        return None  # the decision is the server's: the window reads it from the message

    def choices(self) -> list:
        return []

    def coins_left(self, seat: int) -> list[int]:
        return list(self._data["coins"][seat]["left"])

    @property
    def drawn(self) -> list[int]:
        return list(self._s.drawn)
