"""What the table says about each kind of decision, in one record per kind. No pygame.

The core names a decision by its kind ("bid", "manipulate", ...). Every word the table shows
about a kind - what another player is doing ("is bidding"), what the hand-off screen tells the
next person ("time to place a bid"), the title of the menu of its choices, the phase shown in
the header - and whether a person may take its steps back until "Done" live here, so a new
kind is one row. The play of each kind is its interaction (``game.kathmandu.view.interactions``).
Strings are marked with ``N_`` and translated where they are drawn.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.i18n import N_, _


@dataclass(frozen=True)
class DecisionKind:
    kind: str
    doing: str  # "{who} is bidding..." (someone else's turn)
    handoff: str  # "time to place a bid" (hot-seat hand-off)
    title: str = ""  # the menu of its choices, when it has one
    undoable: bool = False  # a person's steps are taken back by Undo until they are done


KINDS: dict[str, DecisionKind] = {k.kind: k for k in (
    DecisionKind("bid", N_("{who} is bidding..."), N_("place a bid")),
    DecisionKind("manipulate", N_("{who} may jump or swap a coin..."), N_("manipulate your bid")),
    DecisionKind("build", N_("{who} is building..."), N_("build"), N_("Where should the card go?"), undoable=True),
    DecisionKind("place", N_("{who} is building..."), N_("build"), N_("Where should the card go?"), undoable=True),
    DecisionKind("wild_colour", N_("{who} is choosing wild colours..."), N_("choose wild colours"),
                 N_("Choose the colours of the wild sections"), undoable=True),
    DecisionKind("discard", N_("{who} is discarding..."), N_("discard")),
    DecisionKind("power_discard", N_("{who} is discarding..."), N_("discard")),
    DecisionKind("leftover", N_("{who} is spending a leftover coin..."), N_("spend your leftover coin"),
                 N_("Spend your leftover coin")),
    DecisionKind("power", N_("{who} considers an architect power..."), N_("use your architect"),
                 N_("Use your architect's power?")),
    DecisionKind("return", N_("{who} returns a card..."), N_("return a card"),
                 N_("Put one of the drawn cards under the red deck")),
    DecisionKind("storage", N_("{who} fills the Storage..."), N_("fill the Storage")),
)}

#: the header's name for each phase of the core (``GameState.phase``)
PHASES = {"bid": N_("Bidding"), "manipulate": N_("Bid manipulation"), "build": N_("Building"), "discard": N_("Building"),
          "leftover": N_("Leftover coins"), "power": N_("Leftover coins"), "power_discard": N_("Leftover coins"),
          "return": N_("Collecting"), "storage": N_("Clearing the market"),
          # the phases between decisions (the header shows them while bots play or the game is over)
          "collect": N_("Collecting"), "solo_collect": N_("Collecting"), "draw": N_("Collecting"),
          "after_build": N_("Building"), "leftover_next": N_("Leftover coins"), "solo_bid_check": N_("Bidding"),
          "debris": N_("Debris falls"), "round_start": N_("New round"), "round_end": N_("End of the round"),
          "solo_round_end": N_("End of the round"), "over": N_("Game over")}

#: decision kinds whose build steps a person may take back until "done" (the session's undo)
UNDOABLE_KINDS = tuple(k for k, v in KINDS.items() if v.undoable)


def doing(kind: str, who: str) -> str:
    """"Priya is bidding...": what the table says while someone else decides."""
    rec = KINDS.get(kind)
    return _(rec.doing).format(who=who) if rec else _("{who} is thinking...").format(who=who)


def handoff(kind: str | None) -> str:
    rec = KINDS.get(kind or "")
    return _(rec.handoff) if rec else _("play")


def menu_title(kind: str, fallback: str) -> str:
    rec = KINDS.get(kind)
    return _(rec.title) if rec and rec.title else fallback


def phase_name(phase: str) -> str:
    p = PHASES.get(phase)
    return _(p) if p else phase.replace("_", " ").capitalize()
