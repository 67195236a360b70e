"""Objectives: does a complete monument meet a Mission / Public Goal objective, and which of a
player's (or a solo square's) objectives are met. The one place scoring, solo and the wild-colour
valuation match objectives; it imports nothing of the game but the tables' types.
"""
from __future__ import annotations

from itertools import permutations

from .data import WILD, Objective


def matches(obj: Objective, m) -> bool:
    """Does complete monument ``m`` meet objective ``obj``? (wilds count as their fixed colour)"""
    if m.mon != obj.monument or not m.complete:
        return False
    groups: dict = {}
    for spec, c in zip(obj.sections, m.fixed):
        if spec is None:
            continue
        if c == WILD:
            return False
        if isinstance(spec, str):
            if groups.setdefault(spec, c) != c:
                return False
        elif c not in spec:
            return False
    return True


def match_all(objectives, monuments) -> bool:
    """Each objective met by a different complete monument (small brute force)."""
    cands = [[i for i, m in enumerate(monuments) if matches(o, m)] for o in objectives]
    if any(not c for c in cands):
        return False
    if len(objectives) == 1:
        return True
    idx = list({i for c in cands for i in c})
    for perm in permutations(idx, len(objectives)):
        if all(perm[k] in cands[k] for k in range(len(objectives))):
            return True
    return False


def mission_pool(s) -> tuple:
    return s.tables.advanced_missions if s.options.advanced_missions else s.tables.missions


def mission_of(s, seat: int):
    """The Mission of ``seat`` (solo: of Durbar Square ``seat``)."""
    return mission_pool(s)[s.mission[seat]]


def complete_in(s, area: int) -> list:
    return [m for m in s.monuments if m.alive and m.area == area and m.complete]


def met_objectives(s, seat: int, monuments=None) -> list[int]:
    """Indices of the objectives of ``seat``'s Mission met by its complete monuments (each objective
    scores once; one monument may meet several, as in the base game's scoring)."""
    done = complete_in(s, seat) if monuments is None else monuments
    return [i for i, o in enumerate(mission_of(s, seat).objectives) if any(matches(o, m) for m in done)]


def mission_points(s, seat: int) -> int:
    objs = mission_of(s, seat).objectives
    return sum(objs[i].points for i in met_objectives(s, seat))


def best_goal(s, monuments, open_goals=None) -> int:
    """Index (into ``s.goals``) of the richest open Public Goal ``monuments`` meet, or -1 (a monument
    with an unfixed wild meets none). ``open_goals``: the indices open at this check (default: the
    goals nobody has claimed yet)."""
    t = s.tables
    best = -1
    done = [m for m in monuments if WILD not in m.fixed]
    if open_goals is None:
        open_goals = [gi for gi, claims in enumerate(s.goal_claims) if not claims]
    for gi in open_goals:
        g = t.public_goals[s.goals[gi]]
        if match_all(g.objectives, done) and (best < 0 or g.points > t.public_goals[s.goals[best]].points):
            best = gi
    return best
