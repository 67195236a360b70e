"""One interaction per kind of decision (see ``base.Interaction``); ``interaction_for`` picks it."""
from __future__ import annotations

from game.kathmandu.view.interactions.base import Interaction
from game.kathmandu.view.interactions.cards import BuildPlay, DiscardPlay
from game.kathmandu.view.interactions.coins import BidPlay, ManipulatePlay
from game.kathmandu.view.interactions.market import LeftoverPlay, MenuPlay, StoragePlay

PLAYS: dict[str, type[Interaction]] = {k: cls for cls in (BidPlay, ManipulatePlay, BuildPlay, DiscardPlay, StoragePlay,
                                                            MenuPlay, LeftoverPlay) for k in cls.kinds}


def interaction_for(table, decision) -> Interaction:
    """The interaction that plays ``decision`` at ``table`` (an unknown kind gets the menu of its choices)."""
    return PLAYS.get(decision.kind, MenuPlay)(table, decision)


__all__ = ["Interaction", "PLAYS", "interaction_for"]
