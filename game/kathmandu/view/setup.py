"""What the new-game screen and the command line decide before a table opens. No pygame.

A ``TableSetup`` is the game options plus who sits at each seat (a person or a bot level).
It round-trips through plain dicts so the last choices can be remembered in the settings.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from game.i18n import N_
from game.kathmandu.options import EXPERTISE, TEAM_LAYOUTS, GameOptions, OptionError, parse_options

SEAT_KINDS = ("human", "easy", "normal", "hard")
#: message ids, translated where drawn
SEAT_LABELS = {"human": N_("Human"), "easy": N_("Bot - Easy"), "normal": N_("Bot - Normal"), "hard": N_("Bot - Hard")}


@dataclass
class TableSetup:
    options: GameOptions = field(default_factory=lambda: GameOptions(players=4))
    seats: list[str] = field(default_factory=lambda: ["human", "normal", "normal", "normal"])
    names: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.fit()

    def fit(self) -> None:
        """Keep one seat per player (new seats are Normal bots; solo is always a person)."""
        n = self.options.players
        self.seats = (list(self.seats) + ["normal"] * n)[:n]
        self.names = [self.default_name(i) for i in range(n)]

    def default_name(self, i: int) -> str:
        kind = self.seats[i]
        if kind == "human":
            return f"Player {i + 1}"
        return f"{kind.capitalize()} bot {i + 1}"

    @property
    def humans(self) -> list[int]:
        return [i for i, k in enumerate(self.seats) if k == "human"]

    def teams_of(self) -> list[int] | None:
        """Team number per seat (seats alternate teams), or None without teams."""
        t = self.options.teams
        if not t:
            return None
        count = len(t.split("v"))
        return [i % count for i in range(self.options.players)]

    def to_dict(self) -> dict:
        return {"options": self.options.to_dict(), "seats": list(self.seats)}

    @staticmethod
    def from_dict(raw: dict) -> "TableSetup":
        if not isinstance(raw, dict):
            raise OptionError("a table setup must be an object")
        opts = GameOptions.from_dict(raw.get("options", {}))
        seats = [s for s in raw.get("seats", []) if s in SEAT_KINDS]
        return TableSetup(opts, seats or ["human"])

    def with_options(self, **changes) -> "TableSetup":
        return TableSetup(replace(self.options, **changes), list(self.seats))

    def check(self) -> str | None:
        """None if this makes a game, else one line saying why not."""
        try:
            self.options.validate()
        except OptionError as exc:
            return str(exc)
        return None


def new_seed(rng: random.Random | None = None) -> int:
    return (rng or random.Random()).randrange(1, 10**6)


def setup_from_args(args) -> TableSetup | None:
    """A setup from ``--players/--humans/--solo/--bots/--options/--seed/--autoplay``, or None when the
    command line asks for none of them (then the new-game screen opens). Raises OptionError."""
    players = getattr(args, "players", None)
    humans = getattr(args, "humans", None)
    solo = getattr(args, "solo", None)
    words = getattr(args, "options", None)
    autoplay = bool(getattr(args, "autoplay", False))
    seed = getattr(args, "seed", None)
    bots = getattr(args, "bots", None)
    if players is None and humans is None and solo is None and not autoplay and not words and not bots:
        return None
    if solo is not None:
        level = str(solo).lower()
        if level not in EXPERTISE:
            raise OptionError(f"--solo takes one of {', '.join(EXPERTISE)}, got {solo!r}")
        if players not in (None, 1):
            raise OptionError("--solo is a one-player game (leave out --players or use --players 1)")
        players = 1
    players = 4 if players is None else players
    if not 1 <= players <= 6:
        raise OptionError(f"--players must be 1-6, got {players}")
    seed = new_seed() if seed is None else int(seed)
    opts = parse_options(words or [], players=players, seed=seed)
    if solo is not None:
        opts = replace(opts, expertise=str(solo).lower()).validate()
    if humans is None:
        humans = 0 if autoplay else 1
    if autoplay:
        humans = 0
    if not 0 <= humans <= players:
        raise OptionError(f"--humans must be 0-{players}, got {humans}")
    levels = _bot_levels(bots)
    seats = []
    for i in range(players):
        if i < humans:
            seats.append("human")
        else:
            seats.append(levels[(i - humans) % len(levels)])
    if players == 1 and not autoplay:
        seats = ["human"]
    return TableSetup(opts, seats)


def _bot_levels(bots) -> list[str]:
    if not bots:
        return ["normal"]
    out = []
    for word in str(bots).replace(",", " ").split():
        w = word.lower()
        if w == "random":
            w = "easy"
        if w not in SEAT_KINDS or w == "human":
            raise OptionError(f"--bots takes easy, normal or hard (comma separated), got {word!r}")
        out.append(w)
    if not out:  # "--bots ,,," names no level at all
        raise OptionError("--bots takes easy, normal or hard (comma separated), got no level")
    return out


TEAM_CHOICES = {n: [None] + [t for t, p in TEAM_LAYOUTS.items() if p == n] for n in range(1, 7)}
