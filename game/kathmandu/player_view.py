"""What one player may know: ``view_for(state, seat) -> PlayerView``.

Own hand and drawn cards; everyone's built monuments, discards, market, coins spent and left,
scores, missions, architects, Bhairavs, goals, solo debris; the sizes (never the order) of the
decks and the other hands, and the cards of the other hands they were seen to take face up
(``known_hand``); face-down bids as occupied spots without their value (own bids keep
their value). Bots get only this. ``pending()``/``choices()`` return the viewer's decision
(None / [] when someone else must decide). The view reads the live state: build a new one after
each choice rather than keeping it.
"""
from __future__ import annotations

from .engine import pending as _pending
from .scoring import ScoreBreakdown, scores


class PlayerView:
    __slots__ = ("_s", "player")

    def __init__(self, state, player: int):
        self._s = state
        self.player = player

    # --- decision for this player
    def pending(self):
        d = _pending(self._s)
        return d if d is not None and d.player == self.player else None

    def choices(self) -> list:
        d = self.pending()
        return d.choices() if d else []

    # --- public facts
    @property
    def tables(self):
        return self._s.tables

    @property
    def options(self):
        return self._s.options

    @property
    def players(self) -> int:
        return self._s.players

    @property
    def round(self) -> int:
        return self._s.round

    @property
    def phase(self) -> str:
        return self._s.phase

    @property
    def first_player(self) -> int:
        return self._s.first

    @property
    def over(self) -> bool:
        return self._s.over

    @property
    def market(self) -> list[int]:
        return list(self._s.market)

    @property
    def discards(self) -> list[int]:
        return list(self._s.discards)

    @property
    def red_count(self) -> int:
        return len(self._s.red)

    @property
    def blue_count(self) -> int:
        return len(self._s.blue)

    @property
    def hand(self) -> list[int]:
        return list(self._s.hands[self.player])

    @property
    def drawn(self) -> list[int]:
        """Cards drawn with Liliana's / Charles's power, waiting for the one to return (own only)."""
        s = self._s
        return list(s.drawn) if s.phase == "return" and s.seat == self.player else []

    @property
    def hand_sizes(self) -> list[int]:
        return [len(h) for h in self._s.hands]

    def known_hand(self, seat: int) -> list[int]:
        """The cards of ``seat``'s hand every player saw it take face up (market, discard pile) and
        not yet seen leave it; the rest of that hand came from the red deck, unseen. Own hand: all of it."""
        if seat == self.player:
            return list(self._s.hands[seat])
        return list(self._s.known[seat])

    def hand_limit(self, seat: int) -> int:
        return self._s.hand_limit(seat)

    @property
    def bids(self) -> list[tuple[int, int, int | None]]:
        """(spot, seat, coin or None when face down and not yours)."""
        s = self._s
        out = []
        for spot, seat in enumerate(s.bid_seat):
            if seat >= 0:
                coin = s.bid_coin[spot] if (s.face_up or seat == self.player) else None
                out.append((spot, seat, coin))
        return out

    @property
    def face_up(self) -> bool:
        return self._s.face_up

    def coins_left(self, seat: int) -> list[int]:
        """Unspent coins off the mat. For others during a face-down bid round, this hides which coin is out:
        it returns the coins not yet revealed as spent (the face-down ones included)."""
        s = self._s
        if seat == self.player or s.face_up or s.players == 1:
            return list(s.coins[seat])
        hidden = [s.bid_coin[sp] for sp, p in enumerate(s.bid_seat) if p == seat]
        return sorted(s.coins[seat] + hidden)

    def coins_spent(self, seat: int) -> list[int]:
        return list(self._s.spent[seat])

    @property
    def monuments(self) -> list:
        """Copies of every live monument (id, area, mon, cards [(card, end)], fixed colours, complete, holo)."""
        return [m.copy() for m in self._s.monuments if m.alive]

    def scores(self) -> list[ScoreBreakdown]:
        return scores(self._s)

    @property
    def missions(self) -> list[int]:
        return list(self._s.mission)

    @property
    def architects(self) -> list[str | None]:
        return list(self._s.architect)

    @property
    def bhairavs(self) -> list[int]:
        return list(self._s.bhairav)

    @property
    def bhairavs_left(self) -> list[int]:
        return list(self._s.bhairavs_left)

    @property
    def goals(self) -> list[int]:
        return list(self._s.goals)

    @property
    def goal_claims(self) -> list[list[int]]:
        return [list(c) for c in self._s.goal_claims]

    @property
    def teams(self) -> list[int] | None:
        return list(self._s.team) if self._s.team else None

    @property
    def holo_count(self) -> int:
        return self._s.holo_count

    # --- public counters behind the scores (an online client rebuilds the score from them)
    @property
    def leftover_points(self) -> list[int]:
        return list(self._s.leftover_pts)

    @property
    def bhairav_points(self) -> list[int]:
        return list(self._s.bhairav_pts)

    @property
    def seat_goals(self) -> list[int]:
        """The public goal each seat has claimed (-1: none yet)."""
        return list(self._s.seat_goal)

    @property
    def solo_won(self) -> bool:
        return bool(self._s.solo_won)

    @property
    def lost_reason(self) -> str:
        return self._s.lost_reason

    # --- solo
    @property
    def stacks(self) -> list[list[int]]:
        """Solo: per spot, bottom first: debris colour 0-4, or 10 + value for a purple coin."""
        return [list(x) for x in self._s.stacks]

    @property
    def bag_count(self) -> int:
        return len(self._s.bag)

    def checklist(self) -> list[tuple[str, bool]]:
        """Solo: the win check in English (line, met)."""
        from .solo import checklist
        return checklist(self._s) if self._s.players == 1 else []

    def checklist_items(self) -> list[tuple[tuple, bool]]:
        """Solo: the win check as (message, met) - message ids for the window to word."""
        from .solo import checklist_items
        return checklist_items(self._s) if self._s.players == 1 else []


def view_for(state, player: int) -> PlayerView:
    if not 0 <= player < state.players:
        raise ValueError(f"no seat {player} in a {state.players}-player game")
    return PlayerView(state, player)
