"""What happened, for animation and the game log (``Event.text()`` is one log line).

Events are immutable ``NamedTuple``s with a ``kind``. ``seat`` is -1 when no player is meant.
Cards drawn into a hand (``RedDrawn.cards``, ``CardsCollected.cards``) are private to their seat:
``text()`` never names them, and a screen shown to other people must not either.
"""
from __future__ import annotations

from typing import NamedTuple

from .data import COLOURS, MONUMENTS, WILD, load_tables


# CoinSpent.use: what a leftover coin bought (the one source of these codes)
USE_POINTS, USE_BUY, USE_BHAIRAV = "points", "buy", "bhairav"
# GameState.lost_reason (kept word for word in records) for a solo defeat
LOST_BLUE_DECK, LOST_NO_COIN = "the blue deck ran out", "no coin could be placed"


def _c(i: int) -> str:
    return load_tables().cards[i].id


def _s(i: int) -> str:
    return load_tables().spots[i].id


def _p(seat: int) -> str:
    return f"Player {seat + 1}"


def _col(c: int) -> str:
    return "wild" if c == WILD else COLOURS[c]


class RoundStarted(NamedTuple):
    round: int
    seat: int  # first player
    kind: str = "round_started"

    def text(self) -> str:
        return f"Round {self.round} begins; {_p(self.seat)} is first player"


class MarketDealt(NamedTuple):
    cards: tuple  # ((space index, card index), ...)
    seat: int = -1
    kind: str = "market_dealt"

    def text(self) -> str:
        return "Market: " + ", ".join(_c(c) for _, c in self.cards)


class CoinPlaced(NamedTuple):
    seat: int
    spot: int
    coin: int
    face_up: bool
    kind: str = "coin_placed"

    def text(self) -> str:
        v = f"coin {self.coin}" if self.face_up else "a coin face down"
        return f"{_p(self.seat)} bids {v} on {_s(self.spot)}"


class BidJumped(NamedTuple):
    seat: int
    spot: int
    to: int
    kind: str = "bid_jumped"

    def text(self) -> str:
        return f"{_p(self.seat)} moves their coin from {_s(self.spot)} to {_s(self.to)}"


class BidSwapped(NamedTuple):
    seat: int
    spot: int
    old: int
    new: int
    face_up: bool
    kind: str = "bid_swapped"

    def text(self) -> str:
        if self.face_up:
            return f"{_p(self.seat)} swaps coin {self.old} on {_s(self.spot)} for coin {self.new}"
        return f"{_p(self.seat)} swaps their coin on {_s(self.spot)}"


class BidsRevealed(NamedTuple):
    bids: tuple  # ((spot, seat, coin, value), ...) value includes Sara's +1
    seat: int = -1
    kind: str = "bids_revealed"

    def text(self) -> str:
        return "Bids: " + ", ".join(f"{_s(s)}={c}" + (f"+{v - c}" if v != c else "") + f" P{p + 1}"
                                    for s, p, c, v in self.bids)


class CardAwarded(NamedTuple):
    card: int
    seat: int
    spot: int
    space: int
    reason: str  # "only bidder", "highest", "nearer", "long edge", "turn order"
    kind: str = "card_awarded"

    def text(self) -> str:
        return f"{_p(self.seat)} wins {_c(self.card)} from {_s(self.spot)} ({self.reason})"


class RedDrawn(NamedTuple):
    seat: int
    cards: tuple  # private to seat
    kind: str = "red_drawn"

    def text(self) -> str:
        n = len(self.cards)
        return f"{_p(self.seat)} draws {n} card{'s' if n != 1 else ''} from the red deck"


class RedReshuffled(NamedTuple):
    count: int
    seat: int = -1
    kind: str = "red_reshuffled"

    def text(self) -> str:
        return f"The {self.count} discards are shuffled into a new red deck"


class PowerDrew(NamedTuple):
    """Liliana / Charles drew one card more than needed (``keep`` of ``cards``); a ``ReturnCard``
    decision follows. The cards are private to ``seat``."""
    seat: int
    architect: str  # "Liliana" / "Charles"
    cards: tuple
    keep: int
    kind: str = "power_drew"

    def text(self) -> str:
        return (f"{_p(self.seat)} ({self.architect}) draws {len(self.cards)} cards from the red deck "
                f"to keep {self.keep}")


class CardReturned(NamedTuple):
    seat: int
    card: int  # private (goes face down under the red deck)
    drawn: int = 0  # how many cards the architect's power drew (2 or 3)
    kind: str = "card_returned"

    def text(self) -> str:
        of = f" (of the {self.drawn} drawn)" if self.drawn else ""
        return f"{_p(self.seat)} returns a card{of} under the red deck"


class LeftoversUnderRed(NamedTuple):
    cards: tuple
    seat: int = -1
    kind: str = "leftovers_under_red"

    def text(self) -> str:
        return "Left in the market, under the red deck: " + (", ".join(_c(c) for c in self.cards) or "none")


class CardBuilt(NamedTuple):
    seat: int  # who built
    area: int  # whose area (solo: square)
    card: int
    end: int
    monument: int
    mon_type: int
    level: int
    holo: int = 0  # a holofoil Buddha: the points it scores (the number built so far, itself included)
    kind: str = "card_built"

    def text(self) -> str:
        sec = load_tables().cards[self.card].ends[self.end]
        where = "" if self.area == self.seat else f" in area {self.area + 1}"
        return (f"{_p(self.seat)} builds {_c(self.card)} ({sec.colour} {MONUMENTS[self.mon_type]} section {self.level})"
                f"{where}")


class MonumentCompleted(NamedTuple):
    seat: int
    area: int
    monument: int
    mon_type: int
    top: int
    colour_bonus: int
    buddha_colour: int
    kind: str = "monument_completed"

    def text(self) -> str:
        extra = f" + {self.colour_bonus} colour bonus" if self.colour_bonus else ""
        extra += f" + {self.buddha_colour} new Buddha colour" if self.buddha_colour else ""
        return f"Area {self.area + 1} completes a {MONUMENTS[self.mon_type]}: {self.top} points{extra}"


class WildsFixed(NamedTuple):
    seat: int
    monument: int
    colours: tuple  # per level, bottom first (the fixed colours of every wild section)
    kind: str = "wilds_fixed"

    def text(self) -> str:
        return f"{_p(self.seat)} fixes the wilds of monument {self.monument}: {', '.join(_col(c) for c in self.colours)}"


class Reconstructed(NamedTuple):
    seat: int
    monument: int
    level: int
    old: int
    new: int
    end: int
    kind: str = "reconstructed"

    def text(self) -> str:
        return f"{_p(self.seat)} replaces {_c(self.old)} with {_c(self.new)} in monument {self.monument}"


class CardDiscarded(NamedTuple):
    seat: int
    card: int
    kind: str = "card_discarded"

    def text(self) -> str:
        return f"{_p(self.seat)} discards {_c(self.card)}"


class CoinSpent(NamedTuple):
    seat: int
    coin: int
    use: str  # USE_POINTS, USE_BUY (a discard) or USE_BHAIRAV
    points: int
    kind: str = "coin_spent"

    def text(self) -> str:
        if self.use == USE_POINTS:
            return f"{_p(self.seat)} converts leftover coin {self.coin} into {self.points} points"
        what = "buy a Bhairav" if self.use == USE_BHAIRAV else "buy a discard"
        return f"{_p(self.seat)} spends leftover coin {self.coin} to {what}" + (
            f" (+{self.points} point)" if self.points else "")


class DiscardBought(NamedTuple):
    seat: int
    card: int
    kind: str = "discard_bought"

    def text(self) -> str:
        return f"{_p(self.seat)} buys {_c(self.card)} from the discards"


class BhairavBought(NamedTuple):
    seat: int
    colour: int
    kind: str = "bhairav_bought"

    def text(self) -> str:
        return f"{_p(self.seat)} buys the {COLOURS[self.colour]} Bhairav"


class PowerUsed(NamedTuple):
    seat: int
    architect: str
    card: int  # the card taken from the discards (Sophie) or -1 (hidden red draw)
    kind: str = "power_used"

    def text(self) -> str:
        got = f" and takes {_c(self.card)}" if self.card >= 0 else ""
        return f"{_p(self.seat)} uses {self.architect}'s power{got}"


class GoalScored(NamedTuple):
    seat: int
    goal: str
    points: int
    kind: str = "goal_scored"

    def text(self) -> str:
        return f"{_p(self.seat)} completes Public Goal {self.goal}: {self.points} points"


class MarkerPassed(NamedTuple):
    seat: int
    kind: str = "marker_passed"

    def text(self) -> str:
        return f"The first-player marker passes to {_p(self.seat)}"


class CoinsReset(NamedTuple):
    seat: int = -1
    kind: str = "coins_reset"

    def text(self) -> str:
        return "Everyone takes back all five coins"


class DieRolled(NamedTuple):
    side: str
    seat: int = 0
    kind: str = "die_rolled"

    def text(self) -> str:
        return f"Aftershock! The die shows {self.side}"


class DebrisFell(NamedTuple):
    spot: int
    colour: int
    height: int
    seat: int = 0
    kind: str = "debris_fell"

    def text(self) -> str:
        return f"{COLOURS[self.colour].capitalize()} debris falls on {_s(self.spot)} (stack {self.height})"


class CoinRecovered(NamedTuple):
    spot: int
    coin: int
    seat: int = 0
    kind: str = "coin_recovered"

    def text(self) -> str:
        return f"Debris knocks coin {self.coin} off {_s(self.spot)}: it is back in hand"


class DebrisCleared(NamedTuple):
    colour: int
    spots: tuple  # spots that lost debris
    count: int
    seat: int = 0
    kind: str = "debris_cleared"

    def text(self) -> str:
        return f"{self.count} {COLOURS[self.colour]} debris cleared and returned to the bag"


class MonumentAbandoned(NamedTuple):
    monument: int
    cards: tuple
    seat: int = 0
    kind: str = "monument_abandoned"

    def text(self) -> str:
        return f"Monument {self.monument} is taken down ({len(self.cards)} cards discarded)"


class CardsExchanged(NamedTuple):
    give: tuple
    take: int
    seat: int = 0
    kind: str = "cards_exchanged"

    def text(self) -> str:
        return f"Extreme power: {_c(self.give[0])} and {_c(self.give[1])} discarded, {_c(self.take)} taken"


class CardsStored(NamedTuple):
    cards: tuple
    discarded: tuple
    seat: int = 0
    kind: str = "cards_stored"

    def text(self) -> str:
        return "Storage: " + (", ".join(_c(c) for c in self.cards) or "empty")


class CardsCollected(NamedTuple):
    seat: int
    cards: tuple
    kind: str = "cards_collected"

    def text(self) -> str:
        return f"{_p(self.seat)} takes " + ", ".join(_c(c) for c in self.cards)


class GameOver(NamedTuple):
    totals: tuple  # per seat
    winners: tuple  # seats (teams: every seat of the winning team(s))
    won: bool  # solo: the win check passed
    seat: int = -1
    level: str = ""  # solo win: the level of expertise achieved ("easy" .. "extreme")
    reason: str = ""  # solo defeat: "blue_deck" (the market could not open) or "no_coin"
    round: int = 0  # the last round played (solo defeat "blue_deck": the round the deck ran out in)
    kind: str = "game_over"

    def text(self) -> str:
        if len(self.totals) == 1:
            if self.won:
                return f"You restored both Durbar Squares: victory at the {self.level.capitalize()} level!"
            if self.reason == "no_coin":
                return "No coin could be placed: defeat"
            return f"The blue deck ran out in round {self.round}: defeat"
        w = " and ".join(_p(s) for s in self.winners)
        return f"Game over: {w} win{'s' if len(self.winners) == 1 else ''} (" + ", ".join(
            f"P{i + 1} {t}" for i, t in enumerate(self.totals)) + ")"


def for_viewer(events, seat: int) -> list:
    """The events as player ``seat`` may see them: other players' face-down coins and private cards
    become -1 (hot-seat screens and bots should show these, not the raw list)."""
    out = []
    for e in events:
        k = e.kind
        if e.seat != seat:
            if k == "coin_placed" and not e.face_up:
                e = e._replace(coin=-1)
            elif k == "bid_swapped" and not e.face_up:
                e = e._replace(old=-1, new=-1)
            elif k == "red_drawn":
                e = e._replace(cards=tuple(-1 for _ in e.cards))
            elif k == "card_returned":
                e = e._replace(card=-1)
            elif k == "power_drew":
                e = e._replace(cards=tuple(-1 for _ in e.cards))
        out.append(e)
    return out
