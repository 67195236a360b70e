"""Solo rules helpers: Mission pairs, solid colours, debris, and the win check with expertise."""
from __future__ import annotations

from itertools import combinations

from .data import COLOURS, MONUMENTS, WILD
from .scoring import match_all, matches

EXPERTISE_ORDER = ("easy", "medium", "hard", "extreme")
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


def mission_of(s, square: int):
    pool = s.t.advanced_missions if s.options.advanced_missions else s.t.missions
    return pool[s.mission[square]]


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
    return [m for m in s.monuments if m.alive and m.complete and m.area == square]


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


def checklist(s) -> list[tuple[str, bool]]:
    """The rulebook's win check, item by item (for the UI to show live)."""
    out = []
    for q in (0, 1):
        done = complete_monuments(s, q)
        mission = mission_of(s, q)
        out.append((f"Square {q + 1}: all 4 objectives of Mission {mission.id}", match_all(mission.objectives, done)))
        out.append((f"Square {q + 1}: 5 complete monuments ({len(done)})", len(done) == 5))
        out.append((f"Square {q + 1}: one monument in each colour",
                    sorted(m.fixed[0] for m in done) == [0, 1, 2, 3, 4]))
    out.append(("Every monument a solid colour", True))
    pairs = [(m.mon, m.fixed[0]) for q in (0, 1) for m in complete_monuments(s, q)]
    out.append(("No identical monument in both squares", len(pairs) == len(set(pairs))))
    level = achieved_level(s)
    need = s.options.expertise
    ok = level is not None and (need != "extreme" or level == "extreme")
    out.append((f"Fifth monuments for {need}" + (f" (met: {level})" if level else ""), ok))
    return out


def describe_monument(m) -> str:
    c = mon_colour(m)
    return f"{'wild' if c == WILD else COLOURS[c]} {MONUMENTS[m.mon]}"
