"""The flow of a game: the state advances by itself until someone must decide.

``pending(state) -> Decision | None`` (None once the game is over) tells who decides what;
``Decision.choices()`` is the full list of legal choices; ``apply(state, choice) -> list[Event]``
checks the choice (``IllegalChoice`` with a reason, state untouched) and runs the game on to the
next decision. Phases (``state.phase``) that need a decision: bid, manipulate, return, build
(also placing a bought / holofoil card and fixing wild colours), discard, power, power_discard,
leftover, storage. A card that must be built now (``must_place``) and a completed monument's
wilds (``wild_queue``) are decided first, whatever the phase. Everything else runs automatically inside ``advance``. The legal choices of
each kind are generated in ``legal.py``.
"""
from __future__ import annotations

from game.i18n import N_

from .choices import well_formed
from .legal import choices_for
from .messages import render
from .moves import HANDLERS, exchange
from .rounds import advance, fall_debris  # noqa: F401  (fall_debris: the solo aftershock, for tests and positions)
from .state import GameState


class IllegalChoice(ValueError):
    """A choice that is not legal now; the state is unchanged. ``str()`` is the reason."""


KIND_PROMPTS = {  # message ids (messages.py); Decision.message() adds the details
    "bid": N_("Place a coin on a bid spot"),
    "manipulate": N_("Jump or swap your coin, or keep it"),
    "return": N_("Choose the drawn card to put under the red deck"),
    "build": N_("Build cards from your hand, then finish"),
    "place": N_("Place the card you must build now"),
    "wild_colour": N_("Choose the colours of the wild sections"),
    "discard": N_("Discard down to your hand limit"),
    "power": N_("Use your architect's power before spending your leftover coin?"),
    "power_discard": N_("Discard 1 card"),
    "leftover": N_("Spend your leftover coin"),
    "storage": N_("Choose the 2 market cards for the Storage"),
}


class Decision:
    """Who decides (``player``), what (``kind``), a prompt and the full list of legal choices."""
    __slots__ = ("player", "kind", "_s", "_choices", "_set")

    def __init__(self, s: GameState, player: int, kind: str):
        self.player, self.kind, self._s = player, kind, s
        self._choices = None
        self._set = None

    def message(self) -> tuple:
        """The prompt as a message (id + parameters, ``messages.py``), worded by the presentation."""
        s, k, p = self._s, self.kind, self.player
        if k == "bid" and s.players == 2:
            return N_("Place a coin on a bid spot (bid {n} of 2)"), {
                "n": 1 + sum(1 for q in s.order[:s.turn_index] if q == p)}
        if k == "bid" and s.players == 1:
            return N_("Place a coin on a bid spot (the coin must beat the debris on its spot)"), {}
        if k == "discard":
            return N_("Discard down to your hand limit of {limit} ({n} to go)"), {
                "limit": s.hand_limit(p), "n": len(s.hands[p]) - s.hand_limit(p)}
        if k == "leftover" and s.coins[p]:
            if s.bhairavs_left:
                return N_("Spend your leftover coin ({coin}): points, a discard or a Bhairav"), {"coin": s.coins[p][0]}
            return N_("Spend your leftover coin ({coin}): points or a discard"), {"coin": s.coins[p][0]}
        if k == "wild_colour":
            return N_("Choose the colours of the wild sections of your {mon}"), {
                "mon": s.monuments[s.wild_queue[0][0]].mon}
        return KIND_PROMPTS[k], {}

    @property
    def prompt(self) -> str:
        """The prompt in English (``render(self.message())``)."""
        return render(self.message())

    def choices(self) -> list:
        if self._choices is None:
            self._choices = choices_for(self._s, self.kind, self.player)
        return self._choices

    def is_legal(self, choice) -> bool:
        """One of the offered choices by type and value (``choices.well_formed``), not merely equal."""
        if not well_formed(choice):
            return False
        if self._set is None:
            self._set = set(self.choices())
        return choice in self._set

    def __repr__(self) -> str:
        return f"Decision(player={self.player}, kind={self.kind!r})"


# ---------------------------------------------------------------- pending / apply

def pending(s: GameState) -> Decision | None:
    if s._decision is not None:
        return s._decision
    if not s.started:
        s.started = True
        advance(s, [])
    if s.over:
        return None
    ph = s.phase
    if s.wild_queue:
        d = Decision(s, s.wild_queue[0][1], "wild_colour")
    elif s.must_place:
        d = Decision(s, s.seat, "place")
    elif ph in ("bid", "manipulate"):
        d = Decision(s, s.order[s.turn_index], ph)
    else:
        d = Decision(s, s.seat, ph)
    s._decision = d
    return d


def start(s: GameState) -> list:
    """Runs the opening (round 1 set-up) and returns its events; ``pending`` does it silently."""
    if s.started:
        return []
    s.started = True
    ev: list = []
    advance(s, ev)
    return ev


def _why(s: GameState, d: Decision, choice) -> str:
    kinds = sorted({c.kind for c in d.choices()})
    if not well_formed(choice):
        return (f"{_short(choice)} is not a choice object (use one of Decision.choices(): plain ints, "
                f"the right class); it is player {d.player + 1}'s {d.kind.replace('_', ' ')} decision")
    k = choice.kind
    who = f"player {d.player + 1}'s {d.kind.replace('_', ' ')} decision"
    if k not in kinds:
        return f"a {k!r} choice is not possible now: it is {who} (possible: {', '.join(kinds)})"
    if k == "bid":
        if choice.coin not in s.coins[d.player]:
            return f"coin {choice.coin} is not available to player {d.player + 1}"
        return "that bid spot is taken, not in use, or its debris needs a higher coin"
    if k == "build":
        return "that card cannot be built there (not in hand, wrong monument type, or not the next section)"
    return f"{choice!r} is not among the legal choices for {who}"


def _short(x) -> str:
    try:
        text = repr(x)
    except Exception:  # a hostile __repr__
        text = f"a {type(x).__name__}"
    return text if len(text) <= 60 else text[:57] + "..."


def apply(s: GameState, choice) -> list:
    """Applies a legal choice and runs on to the next decision; returns the events."""
    d = pending(s)
    if d is None:
        raise IllegalChoice("the game is over")
    try:
        ok = d.is_legal(choice)
    except Exception:  # an unhashable or hostile object: refused like any other
        ok = False
    if not ok:
        raise IllegalChoice(_why(s, d, choice))
    ev: list = []
    s.history.append(choice)
    s._decision = None
    if choice.kind == "exchange":
        exchange(s, d.player, choice, ev)  # solo Extreme: at any decision; the same decision follows
    else:
        HANDLERS[d.kind](s, d.player, choice, ev)
    advance(s, ev)
    return ev


def describe_state(s: GameState) -> str:
    """A short debugging summary."""
    return (f"round {s.round} phase {s.phase} first P{s.first + 1} red {len(s.red)} blue {len(s.blue)} "
            f"discards {len(s.discards)} hands {[len(h) for h in s.hands]} monuments {len(s.monuments)}")
