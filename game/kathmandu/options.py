"""Game options of Reviving Kathmandu and their command-line spelling.

``GameOptions`` is frozen; ``validate()`` raises ``OptionError`` with a one-line reason.
``parse_options(["open-bidding,manipulation", "teams=2v2"], players=4)`` reads the ``--options``
words (comma or space separated; see ``OPTION_WORDS``).
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, replace

TEAM_LAYOUTS = {"2v2": 4, "3v3": 6, "2v2v2": 6}
EXPERTISE = ("easy", "medium", "hard", "extreme")
BIDDING = ("closed", "open", "mixed")

OPTION_WORDS = {
    "open-bidding": "bids face up",
    "mixed-bidding": "bids face up in the first half, face down in the second",
    "manipulation": "bid manipulation (jump or swap, in reverse order)",
    "reconstruction": "replace a built card with one from the hand",
    "teams=2v2|3v3|2v2v2": "team play (seats alternate teams)",
    "expertise=easy|medium|hard|extreme": "solo level of expertise",
    "architects": "Senior Architects: one Architect per player",
    "public-goals": "Senior Architects: Public Goals (players minus 1)",
    "advanced-missions": "Senior Architects: Advanced Missions instead of Missions (also solo)",
    "senior-architects": "architects + public-goals + advanced-missions",
    "bhairav": "Bhairav mini expansion",
    "holo": "holofoil Buddha promo",
    "rainbow": "Rainbow promo (10 wilds in the red deck)",
}
OPTION_WORDS["advanced"] = "mixed-bidding + manipulation + reconstruction"


class OptionError(ValueError):
    """Options that do not make a game; the message is one line."""


@dataclass(frozen=True)
class GameOptions:
    players: int = 4
    teams: str | None = None
    bidding: str = "closed"
    manipulation: bool = False
    reconstruction: bool = False
    expertise: str = "easy"
    architects: bool = False
    public_goals: bool = False
    advanced_missions: bool = False
    bhairav: bool = False
    holo: bool = False
    rainbow: bool = False
    seed: int = 0

    @property
    def solo(self) -> bool:
        return self.players == 1

    @property
    def two_player(self) -> bool:
        return self.players == 2

    def validate(self) -> "GameOptions":
        p = self.players
        if not isinstance(p, int) or not 1 <= p <= 6:
            raise OptionError(f"players must be 1-6, got {p!r}")
        if self.teams is not None:
            if self.teams not in TEAM_LAYOUTS:
                raise OptionError(f"teams must be one of {', '.join(TEAM_LAYOUTS)}, got {self.teams!r}")
            if TEAM_LAYOUTS[self.teams] != p:
                raise OptionError(f"teams {self.teams} needs {TEAM_LAYOUTS[self.teams]} players, not {p}")
        if self.bidding not in BIDDING:
            raise OptionError(f"bidding must be one of {', '.join(BIDDING)}, got {self.bidding!r}")
        if self.expertise not in EXPERTISE:
            raise OptionError(f"expertise must be one of {', '.join(EXPERTISE)}, got {self.expertise!r}")
        if not isinstance(self.seed, int):
            raise OptionError(f"seed must be a whole number, got {self.seed!r}")
        if self.solo:
            bad = [name for name, on in (("open/mixed bidding", self.bidding != "closed"),
                                         ("manipulation", self.manipulation), ("reconstruction", self.reconstruction),
                                         ("architects", self.architects), ("public-goals", self.public_goals),
                                         ("bhairav", self.bhairav), ("rainbow", self.rainbow)) if on]
            if bad:
                raise OptionError(f"solo does not use {', '.join(bad)} (the rulebook's solo has no opponents, "
                                  "red deck or leftover coins)")
        else:
            if self.expertise != "easy":
                raise OptionError("expertise is a solo option (use --players 1)")
            if self.architects and p < 2:
                raise OptionError("architects need 2-6 players")
        return self

    def to_dict(self) -> dict:
        return asdict(self)

    @staticmethod
    def from_dict(raw: dict) -> "GameOptions":
        if not isinstance(raw, dict):
            raise OptionError("options must be an object")
        known = set(GameOptions.__dataclass_fields__)
        unknown = set(raw) - known
        if unknown:
            raise OptionError(f"unknown option field(s): {', '.join(sorted(unknown))}")
        return GameOptions(**raw).validate()

    def words(self) -> list[str]:
        """The ``--options`` words that give these options (players and seed aside)."""
        out = []
        if self.bidding != "closed":
            out.append(f"{self.bidding}-bidding")
        for flag, word in ((self.manipulation, "manipulation"), (self.reconstruction, "reconstruction"),
                           (self.architects, "architects"), (self.public_goals, "public-goals"),
                           (self.advanced_missions, "advanced-missions"), (self.bhairav, "bhairav"),
                           (self.holo, "holo"), (self.rainbow, "rainbow")):
            if flag:
                out.append(word)
        if self.teams:
            out.append(f"teams={self.teams}")
        if self.solo and self.expertise != "easy":
            out.append(f"expertise={self.expertise}")
        return out


def parse_options(words: list[str] | str | None, players: int = 4, seed: int = 0) -> GameOptions:
    """Options from ``--options`` words; raises ``OptionError`` naming the first bad word."""
    if isinstance(words, str):
        words = [words]
    opts = GameOptions(players=players, seed=seed)
    changes: dict = {}
    for chunk in words or []:
        for word in chunk.replace(",", " ").split():
            w = word.strip().lower()
            key, _, value = w.partition("=")
            if w in ("open-bidding", "open"):
                changes["bidding"] = "open"
            elif w in ("mixed-bidding", "mixed"):
                changes["bidding"] = "mixed"
            elif w == "closed-bidding":
                changes["bidding"] = "closed"
            elif w in ("manipulation", "reconstruction", "architects", "bhairav", "holo", "rainbow"):
                changes[w] = True
            elif w in ("public-goals", "advanced-missions"):
                changes[w.replace("-", "_")] = True
            elif w == "senior-architects":
                changes.update(architects=True, public_goals=True, advanced_missions=True)
            elif w == "advanced":
                changes.update(bidding="mixed", manipulation=True, reconstruction=True)
            elif key == "teams" and value:
                changes["teams"] = value
            elif key == "expertise" and value:
                changes["expertise"] = value
            elif w in EXPERTISE:
                changes["expertise"] = w
            else:
                raise OptionError(f"unknown option {word!r} (known: {', '.join(OPTION_WORDS)})")
    return replace(opts, **changes).validate()
