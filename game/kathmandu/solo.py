"""Solo rules helpers: Mission pairs, solid colours, debris, and the win check with expertise."""
from __future__ import annotations

from itertools import combinations

from game.i18n import N_

from .data import COLOURS, MONUMENTS, WILD
from .objectives import complete_in, match_all, matches, mission_of

EXPERTISE_ORDER = ("easy", "medium", "hard", "extreme")
LEVEL_WORDS = {"easy": N_("Easy"), "medium": N_("Medium"), "hard": N_("Hard"), "extreme": N_("Extreme")}
SIDE_ORDER = ("N", "S", "E", "W")  # the die's faces
COIN = 10  # a purple coin on a spot stack is stored as COIN + value; debris as its colour 0-4


def _list_specs(mission):
    out = set()
    for o in mission.objectives:
        for pos, spec in enumerate(o.sections):
            if isinstance(spec, frozenset):
                out |= {(o.monument, pos, c) for c in spec}
    return out


def pick_missions(pool, order: list[int]) -> list[int]:
    """The first two Missions in shuffled ``order`` whose colour conditions do not overlap."""
    for i, j in combinations(order, 2):
        if not (_list_specs(pool[i]) & _list_specs(pool[j])):
            return [i, j]
    return [order[0], order[1]]


def mon_colour(m) -> int:
    """The solid colour of a solo monument so far (WILD while it has only wilds)."""
    for c in m.fixed:
        if c != WILD:
            return c
    return WILD


def free_colours(s, mon_type: int, square: int) -> list[int]:
    """Colours a monument of ``mon_type`` may be completed in, in ``square``: one monument per colour
    per square, and no identical monument (type and colour) in the other square."""
    used = set()
    other = set()
    for m in s.monuments:
        if m.alive and m.complete:
            if m.area == square:
                used.add(m.fixed[0])
            elif m.mon == mon_type:
                other.add(m.fixed[0])
    return [c for c in range(5) if c not in used and c not in other]


def complete_monuments(s, square: int) -> list:
    return complete_in(s, square)


def fifth_candidates(s, square: int) -> list[int]:
    """Card counts of the monuments that can be the square's fifth (the other four meeting the Mission)."""
    mons = complete_monuments(s, square)
    if len(mons) != 5:
        return []
    objs = mission_of(s, square).objectives
    out = []
    for i, m in enumerate(mons):
        rest = mons[:i] + mons[i + 1:]
        if match_all(objs, rest):
            out.append(m.size)
    return out


def _max_met(objectives, monuments) -> int:
    """How many of ``objectives`` distinct complete ``monuments`` can meet at once."""
    for k in range(len(objectives), 0, -1):
        if any(match_all(sub, monuments) for sub in combinations(objectives, k)):
            return k
    return 0


def fifth_size(s, square: int) -> int:
    """Cards of the biggest complete monument of ``square`` that can be its fifth so far: one the
    Mission's objectives met there do not need (0 = none yet)."""
    mons = complete_monuments(s, square)
    objs = mission_of(s, square).objectives
    need = _max_met(objs, mons)
    best = 0
    for i, m in enumerate(mons):
        if m.size > best and _max_met(objs, mons[:i] + mons[i + 1:]) == need:
            best = m.size
    return best


def level_of(sizes: tuple[int, int]) -> str | None:
    """The level of expertise two fifth monuments of ``sizes`` cards reach (None: a square has none).
    "Easy: Your fifth Monument in each Durbar Square should be a Buddha"; "Medium: ... a total of at
    least 4 cards"; "Hard: ... at least 6 cards"; "Extreme: ... must be a Pagoda (4 cards)"."""
    a, b = sizes
    if not a or not b:
        return None
    if a == 4 and b == 4:
        return "extreme"
    return "hard" if a + b >= 6 else "medium" if a + b >= 4 else "easy"


def fifth_level(s) -> tuple[str | None, tuple[int, int]]:
    """(level, (cards in square 1's fifth, in square 2's)) the fifth monuments built so far reach."""
    sizes = (fifth_size(s, 0), fifth_size(s, 1))
    return level_of(sizes), sizes


def achieved_level(s) -> str | None:
    """The best level of expertise the two squares meet now, or None."""
    a, b = fifth_candidates(s, 0), fifth_candidates(s, 1)
    if not a or not b:
        return None
    for sq in (0, 1):
        mons = complete_monuments(s, sq)
        if len({m.fixed[0] for m in mons}) != 5:
            return None
        if any(any(c != m.fixed[0] for c in m.fixed) for m in mons):
            return None
    best = max(x + y for x in a for y in b)
    if 4 in a and 4 in b:
        return "extreme"
    if best >= 6:
        return "hard"
    if best >= 4:
        return "medium"
    return "easy"


def has_won(s) -> bool:
    level = achieved_level(s)
    if level is None:
        return False
    if s.options.expertise == "extreme":
        return level == "extreme"
    return True


def solo_progress(s) -> tuple[int, int]:
    mons = sum(len(complete_monuments(s, q)) for q in (0, 1))
    objs = 0
    for q in (0, 1):
        done = complete_monuments(s, q)
        objs += sum(1 for o in mission_of(s, q).objectives if any(matches(o, m) for m in done))
    return mons, objs


def checklist_items(s) -> list[tuple[tuple, bool]]:
    """The rulebook's win check, item by item, as (message, met) for the window to word and show live
    (``messages.py``)."""
    out = []
    for q in (0, 1):
        done = complete_monuments(s, q)
        mission = mission_of(s, q)
        sq = {"square": q + 1}
        out.append(((N_("Square {square}: all 4 objectives of Mission {mission}"), dict(sq, mission=mission.id)),
                    match_all(mission.objectives, done)))
        out.append(((N_("Square {square}: 5 complete monuments ({n})"), dict(sq, n=len(done))), len(done) == 5))
        out.append(((N_("Square {square}: one monument in each colour"), sq),
                    sorted(m.fixed[0] for m in done) == [0, 1, 2, 3, 4]))
    out.append(((N_("Every monument a solid colour"), {}), True))
    pairs = [(m.mon, m.fixed[0]) for q in (0, 1) for m in complete_monuments(s, q)]
    out.append(((N_("No identical monument in both squares"), {}), len(pairs) == len(set(pairs))))
    level = achieved_level(s)
    need = s.options.expertise
    ok = level is not None and (need != "extreme" or level == "extreme")
    reached, (a, b) = fifth_level(s)
    if reached:
        so_far = (N_("{level} ({a} + {b} cards)"), {"level": (LEVEL_WORDS[reached], {}), "a": a, "b": b})
    else:
        so_far = (N_("none yet"), {})
    out.append(((N_("Fifth monuments for {need}: so far {so_far}"), {"need": (LEVEL_WORDS[need], {}),
                                                                       "so_far": so_far}), ok))
    return out


def checklist(s) -> list[tuple[str, bool]]:
    """``checklist_items`` in English (line, met)."""
    from .messages import render
    return [(render(msg), ok) for msg, ok in checklist_items(s)]


def describe_monument(m) -> str:
    c = mon_colour(m)
    return f"{'wild' if c == WILD else COLOURS[c]} {MONUMENTS[m.mon]}"
