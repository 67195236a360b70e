"""What happened, for animation and the game log.

Events are immutable ``NamedTuple``s with a ``kind``. ``seat`` is -1 when no player is meant.
``Event.message()`` is the log line as data - a message id and parameters (``messages.py``) that
the window words in the player's language; ``Event.text()`` is its English rendering (records,
the command line, tests).
Cards drawn into a hand (``RedDrawn.cards``, ``CardsCollected.cards``) are private to their seat:
``text()`` never names them, and a screen shown to other people must not either.
"""
from __future__ import annotations

from typing import NamedTuple

from game.i18n import N_

from .messages import render


# CoinSpent.use: what a leftover coin bought (the one source of these codes)
USE_POINTS, USE_BUY, USE_BHAIRAV = "points", "buy", "bhairav"
# GameState.lost_reason (kept word for word in records) for a solo defeat
LOST_BLUE_DECK, LOST_NO_COIN = "the blue deck ran out", "no coin could be placed"


def _text(self) -> str:
    """The English log line (``render(self.message())``)."""
    return render(self.message())


class RoundStarted(NamedTuple):
    round: int
    seat: int  # first player
    kind: str = "round_started"
    text = _text

    def message(self):
        return N_("Round {round} begins; {player} is first player"), {"round": self.round, "player": self.seat}


class MarketDealt(NamedTuple):
    cards: tuple  # ((space index, card index), ...)
    seat: int = -1
    kind: str = "market_dealt"
    text = _text

    def message(self):
        return N_("Market: {cards}"), {"cards": [c for _, c in self.cards]}


class CoinPlaced(NamedTuple):
    seat: int
    spot: int
    coin: int
    face_up: bool
    kind: str = "coin_placed"
    text = _text

    def message(self):
        if self.face_up:
            return N_("{player} bids coin {coin} on {spot}"), {"player": self.seat, "coin": self.coin, "spot": self.spot}
        return N_("{player} bids a coin face down on {spot}"), {"player": self.seat, "spot": self.spot}


class BidJumped(NamedTuple):
    seat: int
    spot: int
    to: int
    kind: str = "bid_jumped"
    text = _text

    def message(self):
        return N_("{player} moves their coin from {spot} to {to_spot}"), {"player": self.seat, "spot": self.spot,
                                                                            "to_spot": self.to}


class BidSwapped(NamedTuple):
    seat: int
    spot: int
    old: int
    new: int
    face_up: bool
    kind: str = "bid_swapped"
    text = _text

    def message(self):
        if self.face_up:
            return N_("{player} swaps coin {old} on {spot} for coin {new}"), {
                "player": self.seat, "old": self.old, "spot": self.spot, "new": self.new}
        return N_("{player} swaps their coin on {spot}"), {"player": self.seat, "spot": self.spot}


class BidsRevealed(NamedTuple):
    bids: tuple  # ((spot, seat, coin, value), ...) value includes Sara's +1
    seat: int = -1
    kind: str = "bids_revealed"
    text = _text

    def message(self):
        items = [(N_("{sep}{spot}={coin}{extra} P{seat}"), {"sep": ", " if i else "", "spot": s, "coin": c,
                                                            "extra": f"+{v - c}" if v != c else "", "seat": p + 1})
                 for i, (s, p, c, v) in enumerate(self.bids)]
        return N_("Bids: {bids}"), {"bids": items or ""}


class CardAwarded(NamedTuple):
    card: int
    seat: int
    spot: int
    space: int
    reason: str  # "only bidder", "highest", "nearer", "long edge", "turn order"
    kind: str = "card_awarded"
    text = _text

    def message(self):
        return N_("{player} wins {card} from {spot} ({reason})"), {
            "player": self.seat, "card": self.card, "spot": self.spot, "reason": (self.reason, {})}


class RedDrawn(NamedTuple):
    seat: int
    cards: tuple  # private to seat
    kind: str = "red_drawn"
    text = _text

    def message(self):
        return (N_("{player} draws {n} card from the red deck"), N_("{player} draws {n} cards from the red deck"),
                "n"), {"player": self.seat, "n": len(self.cards)}


class RedReshuffled(NamedTuple):
    count: int
    seat: int = -1
    kind: str = "red_reshuffled"
    text = _text

    def message(self):
        return N_("The {count} discards are shuffled into a new red deck"), {"count": self.count}


class PowerDrew(NamedTuple):
    """Liliana / Charles drew one card more than needed (``keep`` of ``cards``); a ``ReturnCard``
    decision follows. The cards are private to ``seat``."""
    seat: int
    architect: str  # "Liliana" / "Charles"
    cards: tuple
    keep: int
    kind: str = "power_drew"
    text = _text

    def message(self):
        return N_("{player} ({architect}) draws {n} cards from the red deck to keep {keep}"), {
            "player": self.seat, "architect": self.architect, "n": len(self.cards), "keep": self.keep}


class CardReturned(NamedTuple):
    seat: int
    card: int  # private (goes face down under the red deck)
    drawn: int = 0  # how many cards the architect's power drew (2 or 3)
    kind: str = "card_returned"
    text = _text

    def message(self):
        if self.drawn:
            return N_("{player} returns a card (of the {drawn} drawn) under the red deck"), {
                "player": self.seat, "drawn": self.drawn}
        return N_("{player} returns a card under the red deck"), {"player": self.seat}


class LeftoversUnderRed(NamedTuple):
    cards: tuple
    seat: int = -1
    kind: str = "leftovers_under_red"
    text = _text

    def message(self):
        if not self.cards:
            return N_("Left in the market, under the red deck: none"), {}
        return N_("Left in the market, under the red deck: {cards}"), {"cards": list(self.cards)}


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
    text = _text

    def message(self):
        from .data import load_tables
        colour = load_tables().end_col[self.card][self.end]
        p = {"player": self.seat, "card": self.card, "colour": colour, "mon": self.mon_type, "level": self.level}
        if self.area == self.seat:
            return N_("{player} builds {card} ({colour} {mon} section {level})"), p
        return N_("{player} builds {card} ({colour} {mon} section {level}) in area {area_no}"), dict(
            p, area_no=self.area + 1)


class MonumentCompleted(NamedTuple):
    seat: int
    area: int
    monument: int
    mon_type: int
    top: int
    colour_bonus: int
    buddha_colour: int
    kind: str = "monument_completed"
    text = _text

    def message(self):
        extra = []
        if self.colour_bonus:
            extra.append((N_(" + {n} colour bonus"), {"n": self.colour_bonus}))
        if self.buddha_colour:
            extra.append((N_(" + {n} new Buddha colour"), {"n": self.buddha_colour}))
        return N_("Area {area_no} completes a {mon}: {top} points{extra}"), {
            "area_no": self.area + 1, "mon": self.mon_type, "top": self.top, "extra": extra or ""}


class WildsFixed(NamedTuple):
    seat: int
    monument: int
    colours: tuple  # per level, bottom first (the fixed colours of every wild section)
    kind: str = "wilds_fixed"
    text = _text

    def message(self):
        return N_("{player} fixes the wilds of monument {monument}: {colours}"), {
            "player": self.seat, "monument": self.monument, "colours": list(self.colours)}


class Reconstructed(NamedTuple):
    seat: int
    monument: int
    level: int
    old: int
    new: int
    end: int
    kind: str = "reconstructed"
    text = _text

    def message(self):
        return N_("{player} replaces {old_card} with {card} in monument {monument}"), {
            "player": self.seat, "old_card": self.old, "card": self.new, "monument": self.monument}


class CardDiscarded(NamedTuple):
    seat: int
    card: int
    kind: str = "card_discarded"
    text = _text

    def message(self):
        return N_("{player} discards {card}"), {"player": self.seat, "card": self.card}


class CoinSpent(NamedTuple):
    seat: int
    coin: int
    use: str  # USE_POINTS, USE_BUY (a discard) or USE_BHAIRAV
    points: int
    kind: str = "coin_spent"
    text = _text

    def message(self):
        p = {"player": self.seat, "coin": self.coin, "points": self.points}
        if self.use == USE_POINTS:
            return N_("{player} converts leftover coin {coin} into {points} points"), p
        if self.use == USE_BHAIRAV:
            if self.points:
                return N_("{player} spends leftover coin {coin} to buy a Bhairav (+{points} point)"), p
            return N_("{player} spends leftover coin {coin} to buy a Bhairav"), p
        return N_("{player} spends leftover coin {coin} to buy a discard"), p


class DiscardBought(NamedTuple):
    seat: int
    card: int
    kind: str = "discard_bought"
    text = _text

    def message(self):
        return N_("{player} buys {card} from the discards"), {"player": self.seat, "card": self.card}


class BhairavBought(NamedTuple):
    seat: int
    colour: int
    kind: str = "bhairav_bought"
    text = _text

    def message(self):
        return N_("{player} buys the {colour} Bhairav"), {"player": self.seat, "colour": self.colour}


class PowerUsed(NamedTuple):
    seat: int
    architect: str
    card: int  # the card taken from the discards (Sophie) or -1 (hidden red draw)
    kind: str = "power_used"
    text = _text

    def message(self):
        if self.card >= 0:
            return N_("{player} uses {architect}'s power and takes {card}"), {
                "player": self.seat, "architect": self.architect, "card": self.card}
        return N_("{player} uses {architect}'s power"), {"player": self.seat, "architect": self.architect}


class GoalScored(NamedTuple):
    seat: int
    goal: str
    points: int
    kind: str = "goal_scored"
    text = _text

    def message(self):
        return N_("{player} completes Public Goal {goal}: {points} points"), {
            "player": self.seat, "goal": self.goal, "points": self.points}


class MarkerPassed(NamedTuple):
    seat: int
    kind: str = "marker_passed"
    text = _text

    def message(self):
        return N_("The first-player marker passes to {player}"), {"player": self.seat}


class CoinsReset(NamedTuple):
    seat: int = -1
    kind: str = "coins_reset"
    text = _text

    def message(self):
        return N_("Everyone takes back all five coins"), {}


class DieRolled(NamedTuple):
    side: str
    seat: int = 0
    kind: str = "die_rolled"
    text = _text

    def message(self):
        return N_("Aftershock! The die shows {side}"), {"side": self.side}


class DebrisFell(NamedTuple):
    spot: int
    colour: int
    height: int
    seat: int = 0
    kind: str = "debris_fell"
    text = _text

    def message(self):
        return N_("{colour} debris falls on {spot} (stack {height})"), {
            "colour": (_COLOUR_CAP[self.colour], {}), "spot": self.spot, "height": self.height}


class CoinRecovered(NamedTuple):
    spot: int
    coin: int
    seat: int = 0
    kind: str = "coin_recovered"
    text = _text

    def message(self):
        return N_("Debris knocks coin {coin} off {spot}: it is back in hand"), {"coin": self.coin, "spot": self.spot}


class DebrisCleared(NamedTuple):
    colour: int
    spots: tuple  # spots that lost debris
    count: int
    seat: int = 0
    kind: str = "debris_cleared"
    text = _text

    def message(self):
        return N_("{count} {colour} debris cleared and returned to the bag"), {"count": self.count,
                                                                               "colour": self.colour}


class MonumentAbandoned(NamedTuple):
    monument: int
    cards: tuple
    seat: int = 0
    kind: str = "monument_abandoned"
    text = _text

    def message(self):
        return N_("Monument {monument} is taken down ({n} cards discarded)"), {"monument": self.monument,
                                                                              "n": len(self.cards)}


class CardsExchanged(NamedTuple):
    give: tuple
    take: int
    seat: int = 0
    kind: str = "cards_exchanged"
    text = _text

    def message(self):
        return N_("Extreme power: {given_card} and {other_card} discarded, {card} taken"), {
            "given_card": self.give[0], "other_card": self.give[1], "card": self.take}


class CardsStored(NamedTuple):
    cards: tuple
    discarded: tuple
    seat: int = 0
    kind: str = "cards_stored"
    text = _text

    def message(self):
        if not self.cards:
            return N_("Storage: empty"), {}
        return N_("Storage: {cards}"), {"cards": list(self.cards)}


class CardsCollected(NamedTuple):
    seat: int
    cards: tuple
    kind: str = "cards_collected"
    text = _text

    def message(self):
        return N_("{player} takes {cards}"), {"player": self.seat, "cards": list(self.cards)}


class GameOver(NamedTuple):
    totals: tuple  # per seat
    winners: tuple  # seats (teams: every seat of the winning team(s))
    won: bool  # solo: the win check passed
    seat: int = -1
    level: str = ""  # solo win: the level of expertise achieved ("easy" .. "extreme")
    reason: str = ""  # solo defeat: "blue_deck" (the market could not open) or "no_coin"
    round: int = 0  # the last round played (solo defeat "blue_deck": the round the deck ran out in)
    kind: str = "game_over"
    text = _text

    def message(self):
        if len(self.totals) == 1:
            if self.won:
                return N_("You restored both Durbar Squares: victory at the {level} level!"), {
                    "level": (_level_word(self.level), {})}
            if self.reason == "no_coin":
                return N_("No coin could be placed: defeat"), {}
            return N_("The blue deck ran out in round {round}: defeat"), {"round": self.round}
        totals = ", ".join(f"P{i + 1} {t}" for i, t in enumerate(self.totals))
        return (N_("Game over: {players} wins ({totals})"), N_("Game over: {players} win ({totals})"), "n"), {
            "players": list(self.winners), "totals": totals, "n": len(self.winners)}


_COLOUR_CAP = (N_("Blue"), N_("White"), N_("Red"), N_("Green"), N_("Yellow"))
# the reasons a card is awarded (CardAwarded.reason), marked for the catalogue
REASONS = (N_("only bidder"), N_("highest"), N_("nearer"), N_("long edge"), N_("turn order"))


def _level_word(level: str) -> str:
    from .solo import LEVEL_WORDS
    return LEVEL_WORDS.get(level, level)


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
