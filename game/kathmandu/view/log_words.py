"""The game log in a player's words. No pygame.

The core's ``Event.text()`` names cards by their catalogue id ("B17") and monuments by number
("monument 22"): right for records, wrong for people at a table. Here every card is named by
what is printed on it ("a Shrine / Pagoda card", "a red Stupa 2/3") and every monument by whose
it is ("Player 2's green Stupa"). Bid spots keep their mat labels (N1, W2...), which the mat
shows. Events without cards or monuments fall back to the core's text with names put in.
Private information stays private: a line never names a card that ``Event.text()`` hides.
"""
from __future__ import annotations

import re
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


#: the score breakdown's parts (``ScoreBreakdown.parts()`` keys) by name, for the end screen and the tooltips
BREAKDOWN_ROWS = [
    ("top_cards", N_("Top cards of complete monuments")),
    ("colour_bonus", N_("Colour bonuses")),
    ("buddha_colours", N_("New Buddha colours")),
    ("holo", N_("Holofoil Buddhas")),
    ("incomplete_tops", N_("Tops of incomplete monuments")),
    ("missions", N_("Mission objectives")),
    ("leftover_coins", N_("Leftover coins")),
    ("bhairav", N_("Bhairav")),
    ("public_goals", N_("Public goals")),
]


#: the monument types by name, translated where drawn (``mon_words``)
MON_NAMES = {"buddha": N_("Buddha"), "shrine": N_("Shrine"), "stupa": N_("Stupa"), "pagoda": N_("Pagoda")}


def _col(c: int) -> str:
    return _("wild") if c == WILD else _(COLOURS[c])


def colour_words(colour: str) -> str:
    """A colour by its id ("red", "wild") in the player's language."""
    return _(colour)


#: the colour symbols (``card_art.json`` "symbol") by name, as the F1 rules name them
SYMBOL_WORDS = {"ring": N_("ring"), "cloud": N_("cloud"), "flame": N_("flame"), "drop": N_("drop"),
                "square": N_("square"), "star": N_("star")}


def symbol_words(symbol: str) -> str:
    return _(SYMBOL_WORDS[symbol]) if symbol in SYMBOL_WORDS else symbol


def mon_words(monument: str) -> str:
    """A monument type by its id ("stupa") in the player's language: "Stupa"."""
    return _(MON_NAMES[monument]) if monument in MON_NAMES else monument.capitalize()


def mon_name(mon: int) -> str:
    return mon_words(MONUMENTS[mon])


def mon_fill(monument: str, built: int, size: int) -> str:
    """"Pagoda 1/4": a monument type and how many of its sections are built (or the section's place)."""
    return _("{monument} {n}/{size}").format(monument=mon_words(monument), n=built, size=size)


def section_words(card: int, end: int) -> str:
    """One end of a card: "yellow Buddha", "red Stupa 2/3"."""
    sec = load_tables().cards[card].ends[end]
    size = SIZES[MONUMENTS.index(sec.monument)]
    mon = mon_words(sec.monument) if size == 1 else mon_fill(sec.monument, sec.position, size)
    return _("{colour} {monument}").format(colour=colour_words(sec.colour), monument=mon)


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
    return _("{a} / {b} card").format(a=mon_words(a.monument), b=mon_words(b.monument))


#: the names the new-game screen gives its seats (``TableSetup.default_name``), worded where drawn
SEAT_NAME = re.compile(r"(Player|Easy bot|Normal bot|Hard bot) (\d+)")
SEAT_NAME_WORDS = {"Player": N_("Player {n}"), "Easy bot": N_("Easy bot {n}"), "Normal bot": N_("Normal bot {n}"),
                   "Hard bot": N_("Hard bot {n}")}


def seat_name(names: Sequence[str], seat: int) -> str:
    """The name at ``seat`` in the player's language: "Player 2" and "Normal bot 3" (the default names
    a saved game keeps) are translated; a name someone typed is shown as it is."""
    name = names[seat] if 0 <= seat < len(names) else f"Player {seat + 1}"
    m = SEAT_NAME.fullmatch(name)
    return _(SEAT_NAME_WORDS[m.group(1)]).format(n=m.group(2)) if m else name


def architect_words(name: str) -> str:
    """An architect's name ("Liliana") in the player's language."""
    return _(name)


def cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def possessive(name: str, thing: str) -> str:
    """"Priya's Stupa", "your Stupa" (``name`` is the worded name; the solo player is "You")."""
    if name == _("You"):
        return _("your {thing}").format(thing=thing)
    return _("{name}'s {thing}").format(name=name, thing=thing)


class LogWords:
    """Turns events into log lines; ``state`` is the game after the events (monuments exist)."""

    def __init__(self, names: Sequence[str], solo: bool) -> None:
        self.names = list(names)
        self.solo = solo

    def name(self, seat: int) -> str:
        if self.solo:
            return _("You")
        return seat_name(self.names, seat)

    def area(self, area: int) -> str:
        return _("Square {q}").format(q=area + 1) if self.solo else self.name(area)

    def monument(self, state, mid: int, by: int = -1) -> str:
        """"Player 2's green Stupa" (the colour when every fixed section shares it); "their
        Stupa" when ``by`` (the player acting) owns it."""
        try:
            m = state.monuments[mid]
        except (IndexError, AttributeError, TypeError):
            return _("a monument")
        cols = {c for c in m.fixed if c != WILD}
        what = mon_name(m.mon)
        if len(cols) == 1:
            what = _("{colour} {monument}").format(colour=_col(next(iter(cols))), monument=what)
        if self.solo:
            return _("the {monument} in Square {q}").format(monument=what, q=m.area + 1)
        if m.area == by:
            return _("their {thing}").format(thing=what)
        return possessive(self.area(m.area), what)

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
        return render(message, _, ngettext, self.name, _card_name)

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
            return _("Round {round} begins").format(round=e.round)
        return _("Round {round} begins; {player} is first player").format(round=e.round, player=self.name(e.seat))

    def _coin_placed(self, e, state) -> str:
        t = load_tables()
        who = self.name(e.seat)
        spot = t.spots[e.spot].id
        if e.face_up or self.solo:
            if who == _("You"):
                return _("You bid coin {coin} on {spot}").format(coin=e.coin, spot=spot)
            return _("{who} bids coin {coin} on {spot}").format(who=who, coin=e.coin, spot=spot)
        if who == _("You"):
            return _("You bid a coin face down on {spot}").format(spot=spot)
        return _("{who} bids a coin face down on {spot}").format(who=who, spot=spot)

    def _market_dealt(self, e, state) -> str:
        n = len(e.cards)
        return ngettext("{n} new card in the market", "{n} new cards in the market", n).format(n=n)

    def _bids_revealed(self, e, state) -> str:
        t = load_tables()
        parts = []
        for spot, seat, coin, value in e.bids:
            if value != coin:
                parts.append(_("{who} {coin} (+{extra} Sara) on {spot}").format(
                    who=self.name(seat), coin=coin, extra=value - coin, spot=t.spots[spot].id))
            else:
                parts.append(_("{who} {coin} on {spot}").format(who=self.name(seat), coin=coin, spot=t.spots[spot].id))
        return _("Bids revealed: ") + _(", ").join(parts) if parts else _("No bids")

    def _card_awarded(self, e, state) -> str:
        t = load_tables()
        reason = _(e.reason)  # the core's reason ids ("only bidder", "highest"...) are in the catalogue
        return _("{who} wins the {card} from {spot} ({reason})").format(
            who=self.name(e.seat), card=card_words(e.card), spot=t.spots[e.spot].id, reason=reason)

    def _leftovers_under_red(self, e, state) -> str:
        n = len(e.cards)
        if not n:
            return _("The market is empty")
        return ngettext("{n} card left in the market goes under the red deck",
                        "{n} cards left in the market go under the red deck", n).format(n=n)

    def _card_built(self, e, state) -> str:
        sec = section_words(e.card, e.end)
        who = self.name(e.seat)
        if self.solo:
            return _("You build a {section} in Square {q}").format(section=sec, q=e.area + 1)
        holo = " " + ngettext("(holofoil: {n} point)", "(holofoil: {n} points)", e.holo).format(n=e.holo) \
            if getattr(e, "holo", 0) else ""
        if e.area == e.seat:
            return _("{who} builds a {section}").format(who=who, section=sec) + holo
        return _("{who} builds a {section} in {name}'s area").format(who=who, section=sec, name=self.area(e.area)) + holo

    def _monument_completed(self, e, state) -> str:
        if self.solo:  # solo monuments score no points: they count towards the win check
            return _("{monument} is complete").format(monument=cap(self.monument(state, e.monument)))
        extra = " " + _("+ {n} colour bonus").format(n=e.colour_bonus) if e.colour_bonus else ""
        extra += " " + _("+ {n} new Buddha colour").format(n=e.buddha_colour) if e.buddha_colour else ""
        return _("{monument} is complete: {points}{extra}").format(
            monument=cap(self.monument(state, e.monument)),
            points=ngettext("{n} point", "{n} points", e.top).format(n=e.top), extra=extra)

    def _wilds_fixed(self, e, state) -> str:
        return _("{who} fixes the wilds of {monument}: {colours}").format(
            who=self.name(e.seat), monument=self.monument(state, e.monument, e.seat),
            colours=_(", ").join(_col(c) for c in e.colours))

    def _reconstructed(self, e, state) -> str:
        return _("{who} rebuilds level {level} of {monument} with a {section}").format(
            who=self.name(e.seat), level=e.level, monument=self.monument(state, e.monument, e.seat),
            section=section_words(e.new, e.end))

    def _card_discarded(self, e, state) -> str:
        return _("{who} discards a {card}").format(who=self.name(e.seat), card=card_words(e.card))

    def _discard_bought(self, e, state) -> str:
        return _("{who} buys a {card} from the discards").format(who=self.name(e.seat), card=card_words(e.card))

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
            who=self.name(e.seat), n=n, architect=architect_words(e.architect), keep=e.keep)

    def _card_returned(self, e, state) -> str:
        if getattr(e, "drawn", 0):
            return _("{who} returns 1 of the {n} cards drawn under the red deck").format(who=self.name(e.seat), n=e.drawn)
        return _("{who} returns a card under the red deck").format(who=self.name(e.seat))

    def _power_used(self, e, state) -> str:
        if e.card >= 0:
            return _("{who} uses {architect}'s power and takes a {card}").format(
                who=self.name(e.seat), architect=architect_words(e.architect), card=card_words(e.card))
        return _("{who} uses {architect}'s power").format(who=self.name(e.seat), architect=architect_words(e.architect))

    def _monument_abandoned(self, e, state) -> str:
        n = len(e.cards)
        return ngettext("{monument} is taken down ({n} card discarded)", "{monument} is taken down ({n} cards discarded)",
                        n).format(monument=cap(self.monument(state, e.monument)), n=n)

    def _cards_exchanged(self, e, state) -> str:
        return _("Extreme power: a {a} and a {b} discarded, a {take} taken").format(
            a=card_words(e.give[0]), b=card_words(e.give[1]), take=card_words(e.take))

    def _cards_stored(self, e, state) -> str:
        if not e.cards:
            return _("The Storage is empty")
        return _("Storage: {cards}").format(cards=_(", ").join(card_words(c) for c in e.cards))

    def _cards_collected(self, e, state) -> str:
        return _("You take {cards}").format(cards=_(", ").join(card_words(c) for c in e.cards))

    def _game_over(self, e, state) -> str:
        if len(e.totals) == 1:
            if e.won:
                return _("You restored both Durbar Squares: victory at the {level} level!").format(
                    level=_(e.level.capitalize()))
            if e.reason == "blue_deck":
                return _("The blue deck ran out in round {round}: defeat").format(round=e.round)
            return self.worded(e.message())
        w = _(" and ").join(self.name(s) for s in e.winners)
        totals = _(", ").join(_("{who} {total}").format(who=self.name(i), total=t) for i, t in enumerate(e.totals))
        if len(e.winners) == 1:
            return _("Game over: {players} wins ({totals})").format(players=w, totals=totals)
        return _("Game over: {players} win ({totals})").format(players=w, totals=totals)


def words(message) -> str:
    """A core message (a prompt, a checklist line) in the player's language."""
    return render(message, _, ngettext, card=_card_name)


def _card_name(card: int) -> str:
    """A card inside a core message: what is printed on it ("Shrine / Pagoda card"); "?" when hidden."""
    return card_words(card) if card >= 0 else "?"


def checklist_lines(items) -> list[tuple[str, bool]]:
    """The solo checklist (``PlayerView.checklist_items``) worded: (line, met)."""
    return [(words(msg), ok) for msg, ok in items]
