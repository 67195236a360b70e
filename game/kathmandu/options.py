"""Game options of Reviving Kathmandu: one descriptor table, ``OPTIONS``, and what it feeds.

Each ``OptionSpec`` row says everything about one option: its ``GameOptions`` field, its
``--options`` word, its new-game label and tip (message ids marked with ``N_``, translated where
drawn), whether solo uses it and the player counts it needs. Parsing (``parse_options``),
validation (``GameOptions.validate``), ``GameOptions.words()``, the new-game toggles
(``toggles()``) and the ``simulate --options`` help (``options_help()``) all read the table, so a
new option is one row here, one field in ``GameOptions`` and its rule in the engine.

``parse_options(["open-bidding,manipulation", "teams=2v2"], players=4)`` reads the ``--options``
words (comma or space separated). ``GameOptions`` is frozen; ``validate()`` raises ``OptionError``
with a one-line reason.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace

from game.i18n import N_

TEAM_LAYOUTS = {"2v2": 4, "3v3": 6, "2v2v2": 6}
EXPERTISE = ("easy", "medium", "hard", "extreme")
BIDDING = ("closed", "open", "mixed")


@dataclass(frozen=True)
class OptionSpec:
    """One option. A flag when ``values`` is empty (its word turns it on); otherwise a choice among
    ``values`` (the first is the default), spelled ``word=value`` or by one of ``spell``'s words."""
    field: str  # the GameOptions field
    word: str  # the --options word (a choice: the key before "=")
    label: str  # N_() message id: the new-game toggle / row name
    help: str  # N_() message id: one line for the tip and the command-line help
    solo_ok: bool = False  # may be on in a solo game
    min_players: int = 1
    max_players: int = 6
    values: tuple = ()
    spell: dict = field(default_factory=dict)  # value -> its own word ("open" -> "open-bidding")
    aliases: dict = field(default_factory=dict)  # more words -> value ("open" -> "open")
    value_help: dict = field(default_factory=dict)  # value -> N_() tip of that value's chip

    @property
    def default(self):
        return self.values[0] if self.values else False

    @property
    def flag(self) -> bool:
        return not self.values

    def allowed(self, players: int) -> bool:
        """May this option be on (a choice: other than its default) with ``players`` players?"""
        if players == 1 and not self.solo_ok:
            return False
        return self.min_players <= players <= self.max_players

    def word_for(self, value) -> str:
        if self.flag:
            return self.word
        return self.spell.get(value, f"{self.word}={value}")

    def synopsis(self) -> str:
        """The word(s) as the help text lists them: "manipulation", "teams=2v2|3v3|2v2v2"."""
        if self.flag:
            return self.word
        if self.spell:
            return ", ".join(self.spell[v] for v in self.values if v in self.spell)
        return f"{self.word}={'|'.join(str(v) for v in self.values if v is not None)}"


OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("bidding", "bidding", N_("Bidding"), N_("bids face up, or face up in the first half only"),
               min_players=2, values=BIDDING,
               spell={"open": "open-bidding", "mixed": "mixed-bidding", "closed": "closed-bidding"},
               aliases={"open": "open", "mixed": "mixed"},
               value_help={"closed": N_("Bids face down, revealed together"), "open": N_("Bids face up"),
                           "mixed": N_("Bids face up in the first half, face down in the second")}),
    OptionSpec("manipulation", "manipulation", N_("Bid manipulation"),
               N_("bid manipulation (jump or swap, in reverse order)"), min_players=2),
    OptionSpec("reconstruction", "reconstruction", N_("Reconstruction"),
               N_("replace a built card with one from the hand"), min_players=2),
    OptionSpec("teams", "teams", N_("Teams"), N_("team play (seats alternate teams)"),
               values=(None,) + tuple(TEAM_LAYOUTS)),  # which counts: TEAM_LAYOUTS
    OptionSpec("expertise", "expertise", N_("Solo level of expertise"), N_("solo level of expertise"),
               solo_ok=True, max_players=1, values=EXPERTISE, aliases={v: v for v in EXPERTISE},
               value_help={"easy": N_("Fifth monuments: a Buddha in each square"),
                           "medium": N_("Fifth monuments: at least 4 cards in all"),
                           "hard": N_("Fifth monuments: at least 6 cards in all"),
                           "extreme": N_("Fifth monuments: two Pagodas; discard 2 cards to take 1 discard")}),
    OptionSpec("architects", "architects", N_("Architects"), N_("Senior Architects: one Architect per player"),
               min_players=2),
    OptionSpec("public_goals", "public-goals", N_("Public goals"),
               N_("Senior Architects: Public Goals (players minus 1)"), min_players=2),
    OptionSpec("advanced_missions", "advanced-missions", N_("Advanced missions"),
               N_("Senior Architects: Advanced Missions instead of Missions (also solo)"), solo_ok=True),
    OptionSpec("bhairav", "bhairav", N_("Bhairav"), N_("Bhairav mini expansion"), min_players=2),
    OptionSpec("holo", "holo", N_("Holofoil Buddhas"), N_("holofoil Buddha promo"), solo_ok=True),
    OptionSpec("rainbow", "rainbow", N_("Rainbow wilds"), N_("Rainbow promo (10 wilds in the red deck)"),
               min_players=2),
)
SPECS = {spec.field: spec for spec in OPTIONS}

#: words that set several options at once
PRESETS = {
    "senior-architects": (N_("architects + public-goals + advanced-missions"),
                          {"architects": True, "public_goals": True, "advanced_missions": True}),
    "advanced": (N_("mixed-bidding + manipulation + reconstruction"),
                 {"bidding": "mixed", "manipulation": True, "reconstruction": True}),
}

#: every --options word (a choice's "key=a|b") -> its help line (English message ids)
OPTION_WORDS = {spec.synopsis(): spec.help for spec in OPTIONS}
OPTION_WORDS.update({w: h for w, (h, _c) in PRESETS.items()})


def options_help() -> str:
    """The ``--options`` help line: every word, from the table."""
    return "comma list: " + ", ".join(OPTION_WORDS)


def toggles() -> list[OptionSpec]:
    """The on/off options, in table order (the new-game screen's toggles)."""
    return [spec for spec in OPTIONS if spec.flag]


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
        if type(p) is not int or not 1 <= p <= 6:
            raise OptionError(f"players must be 1-6, got {p!r}")
        if type(self.seed) is not int:
            raise OptionError(f"seed must be a whole number, got {self.seed!r}")
        for spec in OPTIONS:
            v = getattr(self, spec.field)
            if spec.flag:
                if type(v) is not bool:
                    raise OptionError(f"{spec.word} must be true or false, got {v!r}")
            elif v not in spec.values:
                raise OptionError(f"{spec.word} must be one of {', '.join(str(x) for x in spec.values if x)}, "
                                  f"got {v!r}")
        off = [spec for spec in OPTIONS if getattr(self, spec.field) != spec.default and not spec.allowed(p)]
        if p == 1 and any(not s.solo_ok for s in off):
            bad = ", ".join("open/mixed bidding" if s.field == "bidding" else s.word_for(getattr(self, s.field))
                            for s in off if not s.solo_ok)
            raise OptionError(f"solo does not use {bad} (the rulebook's solo has no opponents, "
                              "red deck or leftover coins)")
        for spec in off:
            if spec.max_players == 1:
                raise OptionError(f"{spec.word} is a solo option (use --players 1)")
            raise OptionError(f"{spec.word_for(getattr(self, spec.field))} needs "
                              f"{spec.min_players}-{spec.max_players} players")
        if self.teams is not None and TEAM_LAYOUTS[self.teams] != p:
            raise OptionError(f"teams {self.teams} needs {TEAM_LAYOUTS[self.teams]} players, not {p}")
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
            raise OptionError(f"unknown option field(s): {', '.join(sorted(map(str, unknown)))}")
        return GameOptions(**raw).validate()

    def words(self) -> list[str]:
        """The ``--options`` words that give these options (players and seed aside)."""
        return [spec.word_for(getattr(self, spec.field)) for spec in OPTIONS
                if getattr(self, spec.field) != spec.default]

    def for_players(self, players: int) -> "GameOptions":
        """These options for another player count: what that count cannot use goes back to its default
        (teams too, unless the layout fits)."""
        changes = {spec.field: spec.default for spec in OPTIONS if not spec.allowed(players)}
        if self.teams is not None and TEAM_LAYOUTS[self.teams] != players:
            changes["teams"] = None
        return replace(self, players=players, **changes)


def _word_table() -> dict[str, tuple[str, object]]:
    out: dict[str, tuple[str, object]] = {}
    for spec in OPTIONS:
        if spec.flag:
            out[spec.word] = (spec.field, True)
            continue
        for v in spec.values:
            if v is not None:
                out[f"{spec.word}={v}"] = (spec.field, v)
        for v, w in spec.spell.items():
            out[w] = (spec.field, v)
        for w, v in spec.aliases.items():
            out[w] = (spec.field, v)
    return out


_WORDS = _word_table()


def parse_options(words: list[str] | str | None, players: int = 4, seed: int = 0) -> GameOptions:
    """Options from ``--options`` words; raises ``OptionError`` naming the first bad word."""
    if isinstance(words, str):
        words = [words]
    opts = GameOptions(players=players, seed=seed)
    changes: dict = {}
    for chunk in words or []:
        for word in chunk.replace(",", " ").split():
            w = word.strip().lower()
            if w in _WORDS:
                name, value = _WORDS[w]
                changes[name] = value
            elif w in PRESETS:
                changes.update(PRESETS[w][1])
            else:
                key, _, value = w.partition("=")
                spec = next((s for s in OPTIONS if not s.flag and s.word == key), None)
                if spec is not None and value:  # a value the table does not know: validate() names it
                    changes[spec.field] = value
                    continue
                raise OptionError(f"unknown option {word!r} (known: {', '.join(OPTION_WORDS)})")
    return replace(opts, **changes).validate()
