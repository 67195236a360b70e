"""Game records: JSON with the options (seed inside), every choice in order and the final scores.

``record(state)`` -> dict; ``replay(record)`` -> the final ``GameState`` (raises ``RecordError`` with
the index of the first choice that does not apply, or when the replayed scores differ).
"""
from __future__ import annotations

from .choices import NotationError, notation, parse_choice
from .engine import IllegalChoice, apply, pending
from .options import GameOptions, OptionError
from .scoring import scores, team_totals, winners
from .state import GameState, new_game

FORMAT = "durbar-kathmandu-record"


class RecordError(ValueError):
    pass


def result(s: GameState) -> dict:
    sc = scores(s)
    out = {"scores": [b.to_dict() for b in sc], "winners": winners(s, sc), "rounds": s.round if s.over else s.round}
    if s.team is not None:
        out["teams"] = list(s.team)
        out["team_totals"] = {str(k): v for k, v in team_totals(s, sc).items()}
    if s.players == 1:
        out["won"] = s.solo_won
        if s.solo_won:
            from .solo import achieved_level
            out["level"] = achieved_level(s)
        if s.lost_reason:
            out["lost"] = s.lost_reason
    return out


def same_result(replayed: dict, recorded: dict) -> bool:
    """Does a replayed result agree with a recorded one? Keys a record written before they existed
    (a solo win's "level") are not required."""
    return all(replayed.get(k) == v for k, v in recorded.items()) and set(recorded) >= set(replayed) - {"level"}


def record(s: GameState) -> dict:
    return {
        "format": FORMAT, "version": 1,
        "options": s.options.to_dict(),
        "setup": s.setup,
        "choices": [notation(c) for c in s.history],
        "over": s.over,
        "result": result(s) if s.over else None,
    }


def replay(rec: dict) -> GameState:
    if not isinstance(rec, dict) or rec.get("format") != FORMAT:
        raise RecordError(f"not a Kathmandu game record (format must be {FORMAT!r})")
    try:
        opts = GameOptions.from_dict(rec.get("options"))
    except (OptionError, TypeError) as exc:
        raise RecordError(f"bad options: {exc}") from None
    setup = rec.get("setup")
    if isinstance(setup, dict) and "position" in setup:  # a game started from a stated position
        from .position import PositionError, position
        try:
            s = position(setup["position"])
        except PositionError as exc:
            raise RecordError(f"bad position: {exc}") from None
        if s.options != opts:
            raise RecordError("the record's options do not match its position")
    else:
        s = new_game(opts)
    if setup is not None and setup != s.setup:
        raise RecordError("the record's setup does not match its options and seed")
    choices = rec.get("choices")
    if not isinstance(choices, list):
        raise RecordError("choices must be a list")
    for i, text in enumerate(choices):
        if pending(s) is None:
            raise RecordError(f"choice {i} ({text!r}): the game is already over")
        try:
            apply(s, parse_choice(str(text)))
        except (NotationError, IllegalChoice) as exc:
            raise RecordError(f"choice {i} ({text!r}): {exc}") from None
    if rec.get("result") is not None:
        pending(s)
        if not isinstance(rec["result"], dict) or not same_result(result(s), rec["result"]):
            raise RecordError("the replayed game ends with different scores than the record")
    return s
