"""The game log in a player's words. No pygame.

The core's ``Event.text()`` names cards by their catalogue id ("B17") and monuments by number
("monument 22"): right for records, wrong for people at a table. Here every card is named by
what is printed on it ("a Shrine / Pagoda card", "a red Stupa 2/3") and every monument by whose
it is ("Player 2's green Stupa"). Bid spots keep their mat labels (N1, W2...), which the mat
shows. Events without cards or monuments fall back to the core's text with names put in.
Private information stays private: a line never names a card that ``Event.text()`` hides.
"""
from __future__ import annotations

from typing import Callable, Sequence

from game.i18n import N_, _, ngettext
from game.kathmandu.data import COLOURS, MONUMENTS, SIZES, WILD, load_tables
from game.kathmandu.events import USE_BHAIRAV, USE_BUY, USE_POINTS
from game.kathmandu.messages import render

Namer = Callable[[int], str]

YOU_VERBS = {v: v[:-2] if v.endswith("es") and v[:-2].endswith(("sh", "ch", "x")) else v[:-1]
             for v in ("bids", "builds", "buys", "discards", "draws", "fixes", "moves", "rebuilds", "returns",
                       "spends", "swaps", "takes", "turns", "uses", "wins", "converts", "completes", "keeps")}


#: what a leftover coin does, for the log line and the table's pop-up alike (the core's CoinSpent.use codes)
COIN_USES = {USE_POINTS: N_("turn it into points"), USE_BUY: N_("buy a discard"), USE_BHAIRAV: N_("buy a Bhairav")}


def coin_use_words(use: str) -> str:
    """"buy a discard": what a leftover coin was spent on."""
    return _(COIN_USES[use]) if use in COIN_USES else use


def _col(c: int) -> str:
    return "wild" if c == WILD else COLOURS[c]


def mon_name(mon: int) -> str:
    return MONUMENTS[mon].capitalize()


def section_words(card: int, end: int) -> str:
    """One end of a card: "yellow Buddha", "red Stupa 2/3"."""
    sec = load_tables().cards[card].ends[end]
    mon = sec.monument.capitalize()
    size = SIZES[MONUMENTS.index(sec.monument)]
    place = "" if size == 1 else f" {sec.position}/{size}"
    return f"{sec.colour} {mon}{place}"


def section_points(card: int, end: int) -> str:
    """One end with its points: "red Stupa 2/3 (4 pts)"; a holofoil Buddha scores as it is built."""
    sec = load_tables().cards[card].ends[end]
    if load_tables().cards[card].deck == "holo":
        return section_words(card, end) + " " + _("(holofoil: scores 1 per holofoil Buddha built so far)")
    return section_words(card, end) + " " + ngettext("({n} pt)", "({n} pts)", sec.points).format(n=sec.points)


def card_faces(card: int) -> str:
    """What a card is, by its ends and their points: "red Stupa 2/3 (4 pts) / blue Pagoda 1/4 (2 pts)"."""
    a, b = load_tables().cards[card].ends
    if a == b:
        return section_points(card, 0)
    return section_points(card, 0) + " / " + section_points(card, 1)


def card_words(card: int) -> str:
    """A whole card by its two ends: "Shrine / Pagoda card"."""
    a, b = load_tables().cards[card].ends
    return f"{a.monument.capitalize()} / {b.monument.capitalize()} card"


def cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def possessive(name: str) -> str:
    return "your" if name == "You" else f"{name}'s"


class LogWords:
    """Turns events into log lines; ``state`` is the game after the events (monuments exist)."""

    def __init__(self, names: Sequence[str], solo: bool) -> None:
        self.names = list(names)
        self.solo = solo

    def name(self, seat: int) -> str:
        if self.solo:
            return "You"
        return self.names[seat] if 0 <= seat < len(self.names) else f"Player {seat + 1}"

    def area(self, area: int) -> str:
        return f"Square {area + 1}" if self.solo else self.name(area)

    def monument(self, state, mid: int, by: int = -1) -> str:
        """"Player 2's green Stupa" (the colour when every fixed section shares it); "their
        Stupa" when ``by`` (the player acting) owns it."""
        try:
            m = state.monuments[mid]
        except (IndexError, AttributeError, TypeError):
            return "a monument"
        cols = {c for c in m.fixed if c != WILD}
        colour = f"{COLOURS[next(iter(cols))]} " if len(cols) == 1 else ""
        if self.solo:
            return f"the {colour}{mon_name(m.mon)} in Square {m.area + 1}"
        owner = "their" if m.area == by else possessive(self.area(m.area))
        return f"{owner} {colour}{mon_name(m.mon)}"

    def line(self, e, state) -> str:
        prev, self._prev = getattr(self, "_prev", None), e
        if e.kind == "red_drawn" and prev is not None and prev.kind == "card_returned" and prev.seat == e.seat:
            # Liliana / Charles: the draw was logged with the power; now they keep the rest
            n = len(e.cards)
            return self._you(ngettext("{who} keeps the other card", "{who} keeps the other {n} cards", n).format(
                who=self.name(e.seat), n=n))
        return self._you(self._line(e, state))

    @staticmethod
    def _you(line: str) -> str:
        """"You discards" -> "You discard" (the solo player and the hot-seat "You")."""
        if line.startswith("You "):
            head, _, rest = line[4:].partition(" ")
            base = YOU_VERBS.get(head)
            if base:
                return f"You {base} {rest}".rstrip()
        return line

    def _line(self, e, state) -> str:
        k = e.kind
        fn = getattr(self, "_" + k, None)
        if fn is not None:
            try:
                return fn(e, state)
            except Exception:  # a log line never stops the game: fall back to the core's words
                pass
        return self.fallback(self.worded(e.message()))

    def worded(self, message) -> str:
        """A core message (id + parameters) in the player's language, with the table's names."""
        return render(message, _, ngettext, self.name)

    def fallback(self, line: str) -> str:
        if self.solo:
            return (line.replace("Player 1 ", "You ").replace("Area 1 ", "Square 1 ")
                    .replace("Area 2 ", "Square 2 ").replace(" in area 2", " in Square 2")
                    .replace(" in area 1", " in Square 1"))
        for p in range(len(self.names) - 1, -1, -1):
            name = self.name(p)
            line = line.replace(f"Player {p + 1}", name).replace(f"Area {p + 1} ", f"{name} ")
            line = line.replace(f" in area {p + 1}", f" in {name}'s area")
        return line

    # one method per event kind that names cards or monuments ---------------------------
    def _round_started(self, e, state) -> str:
        if self.solo:
            return f"Round {e.round} begins"
        return f"Round {e.round} begins; {self.name(e.seat)} is first player"

    def _coin_placed(self, e, state) -> str:
        t = load_tables()
        who = self.name(e.seat)
        verb = "bid" if who == "You" else "bids"
        what = f"coin {e.coin}" if e.face_up or self.solo else "a coin face down"
        return f"{who} {verb} {what} on {t.spots[e.spot].id}"

    def _market_dealt(self, e, state) -> str:
        n = len(e.cards)
        return f"{n} new card{'s' if n != 1 else ''} in the market"

    def _bids_revealed(self, e, state) -> str:
        t = load_tables()
        parts = []
        for spot, seat, coin, value in e.bids:
            extra = f" (+{value - coin} Sara)" if value != coin else ""
            parts.append(f"{self.name(seat)} {coin}{extra} on {t.spots[spot].id}")
        return "Bids revealed: " + ", ".join(parts) if parts else "No bids"

    def _card_awarded(self, e, state) -> str:
        t = load_tables()
        return (f"{self.name(e.seat)} wins the {card_words(e.card)} from {t.spots[e.spot].id}"
                f" ({e.reason})")

    def _leftovers_under_red(self, e, state) -> str:
        n = len(e.cards)
        if not n:
            return "The market is empty"
        return f"{n} card{'s' if n != 1 else ''} left in the market go{'es' if n == 1 else ''} under the red deck"

    def _card_built(self, e, state) -> str:
        sec = section_words(e.card, e.end)
        who = self.name(e.seat)
        if self.solo:
            return f"You build a {sec} in Square {e.area + 1}"
        where = "" if e.area == e.seat else f" in {possessive(self.area(e.area))} area"
        holo = " " + ngettext("(holofoil: {n} point)", "(holofoil: {n} points)", e.holo).format(n=e.holo) \
            if getattr(e, "holo", 0) else ""
        return f"{who} builds a {sec}{where}{holo}"

    def _monument_completed(self, e, state) -> str:
        if self.solo:  # solo monuments score no points: they count towards the win check
            return f"{cap(self.monument(state, e.monument))} is complete"
        extra = f" + {e.colour_bonus} colour bonus" if e.colour_bonus else ""
        extra += f" + {e.buddha_colour} new Buddha colour" if e.buddha_colour else ""
        return _("{monument} is complete: {points}{extra}").format(
            monument=cap(self.monument(state, e.monument)),
            points=ngettext("{n} point", "{n} points", e.top).format(n=e.top), extra=extra)

    def _wilds_fixed(self, e, state) -> str:
        return f"{self.name(e.seat)} fixes the wilds of {self.monument(state, e.monument, e.seat)}: " + ", ".join(
            _col(c) for c in e.colours)

    def _reconstructed(self, e, state) -> str:
        return (f"{self.name(e.seat)} rebuilds level {e.level} of {self.monument(state, e.monument, e.seat)}"
                f" with a {section_words(e.new, e.end)}")

    def _card_discarded(self, e, state) -> str:
        return f"{self.name(e.seat)} discards a {card_words(e.card)}"

    def _discard_bought(self, e, state) -> str:
        return f"{self.name(e.seat)} buys a {card_words(e.card)} from the discards"

    def _coin_spent(self, e, state) -> str:
        who = self.name(e.seat)
        if e.use == USE_POINTS:
            return ngettext("{who} turns the leftover coin {coin} into {n} point",
                            "{who} turns the leftover coin {coin} into {n} points", e.points).format(
                who=who, coin=e.coin, n=e.points)
        line = _("{who} spends the leftover coin {coin} to {what}").format(who=who, coin=e.coin, what=coin_use_words(e.use))
        if e.points:
            line += " " + ngettext("(+{n} point)", "(+{n} points)", e.points).format(n=e.points)
        return line

    def _power_drew(self, e, state) -> str:
        n = len(e.cards)
        return _("{who} draws {n} cards from the red deck ({architect}: keeps {keep}, returns 1)").format(
            who=self.name(e.seat), n=n, architect=e.architect, keep=e.keep)

    def _card_returned(self, e, state) -> str:
        if getattr(e, "drawn", 0):
            return _("{who} returns 1 of the {n} cards drawn under the red deck").format(who=self.name(e.seat), n=e.drawn)
        return _("{who} returns a card under the red deck").format(who=self.name(e.seat))

    def _power_used(self, e, state) -> str:
        got = f" and takes a {card_words(e.card)}" if e.card >= 0 else ""
        return f"{self.name(e.seat)} uses {e.architect}'s power{got}"

    def _monument_abandoned(self, e, state) -> str:
        n = len(e.cards)
        return f"{cap(self.monument(state, e.monument))} is taken down ({n} card{'s' if n != 1 else ''} discarded)"

    def _cards_exchanged(self, e, state) -> str:
        return (f"Extreme power: a {card_words(e.give[0])} and a {card_words(e.give[1])} discarded,"
                f" a {card_words(e.take)} taken")

    def _cards_stored(self, e, state) -> str:
        if not e.cards:
            return "The Storage is empty"
        return "Storage: " + ", ".join(card_words(c) for c in e.cards)

    def _cards_collected(self, e, state) -> str:
        return "You take " + ", ".join(card_words(c) for c in e.cards)

    def _game_over(self, e, state) -> str:
        if len(e.totals) == 1:
            if e.won:
                return f"You restored both Durbar Squares: victory at the {e.level.capitalize()} level!"
            if e.reason == "blue_deck":
                return f"The blue deck ran out in round {e.round}: defeat"
            return e.text()
        w = " and ".join(self.name(s) for s in e.winners)
        verb = "wins" if len(e.winners) == 1 else "win"
        return f"Game over: {w} {verb} (" + ", ".join(
            f"{self.name(i)} {t}" for i, t in enumerate(e.totals)) + ")"


def words(message) -> str:
    """A core message (a prompt, a checklist line) in the player's language."""
    return render(message, _, ngettext)


def checklist_lines(items) -> list[tuple[str, bool]]:
    """The solo checklist (``PlayerView.checklist_items``) worded: (line, met)."""
    return [(words(msg), ok) for msg, ok in items]
