"""Scoring: monument completion, objectives (missions, public goals), the per-player breakdown.

Scores are derived from the state (monuments, the few counters of points taken during play), so a
reconstruction adjusts them by itself and ``total`` is always the sum of the parts.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from itertools import permutations

from .data import WILD, Objective

BUDDHA = 0


@dataclass
class ScoreBreakdown:
    seat: int
    top_cards: int = 0  # points printed on the top card of completed monuments
    colour_bonus: int = 0  # 2/4/8 for 2/3/4 like-coloured sections of a complete monument
    buddha_colours: int = 0  # 1 per Buddha colour built
    holo: int = 0  # holofoil Buddhas: worth the count built so far when built
    incomplete_tops: int = 0  # game end: top card of incomplete monuments
    missions: int = 0  # game end: objectives met
    leftover_coins: int = 0  # leftover coins turned into points (incl. the 1 of a 4 spent on a Bhairav)
    bhairav: int = 0  # game end: sections matching the Bhairav
    public_goals: int = 0
    solo_monuments: int = 0  # solo: complete monuments (0-10)
    solo_objectives: int = 0  # solo: mission objectives met (0-8)

    @property
    def total(self) -> int:
        return sum(getattr(self, f.name) for f in fields(self) if f.name != "seat")

    def parts(self) -> dict:
        return {f.name: getattr(self, f.name) for f in fields(self) if f.name != "seat"}

    def to_dict(self) -> dict:
        d = self.parts()
        d["total"] = self.total
        return d


def colour_bonus(t, fixed: list[int]) -> int:
    if len(fixed) < 2:
        return 0
    counts = [0] * 5
    for c in fixed:
        if c != WILD:
            counts[c] += 1
    return sum(t.colour_bonus.get(k, 0) for k in counts if k >= 2)


def top_points(s, m) -> int:
    card, end = m.cards[-1]
    return s.t.end_pts[card][end]


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


def mission_points(s, seat: int) -> int:
    mission = (s.t.advanced_missions if s.options.advanced_missions else s.t.missions)[s.mission[seat]]
    done = [m for m in s.monuments if m.alive and m.area == seat and m.complete]
    return sum(o.points for o in mission.objectives if any(matches(o, m) for m in done))


def breakdown(s, seat: int, final: bool | None = None) -> ScoreBreakdown:
    if final is None:
        final = s.over
    t = s.t
    b = ScoreBreakdown(seat)
    if s.n == 1:
        from .solo import solo_progress
        b.solo_monuments, b.solo_objectives = solo_progress(s)
        return b
    buddha_cols = set()
    bh = s.bhairav[seat]
    for m in s.monuments:
        if m.area != seat or not m.alive:
            continue
        if m.complete:
            if m.holo:
                b.holo += m.holo
            else:
                b.top_cards += top_points(s, m)
            if m.mon == BUDDHA:
                if m.fixed[0] != WILD:
                    buddha_cols.add(m.fixed[0])
            else:
                b.colour_bonus += colour_bonus(t, m.fixed)
            if final and bh >= 0:
                b.bhairav += sum(1 for (card, end) in m.cards if t.end_col[card][end] == bh)
        elif final and m.cards:
            b.incomplete_tops += top_points(s, m)
    b.buddha_colours = len(buddha_cols) * t.buddha_new_colour
    b.leftover_coins = s.leftover_pts[seat] + s.bhairav_pts[seat]
    if s.seat_goal[seat] >= 0:
        b.public_goals = t.public_goals[s.goals[s.seat_goal[seat]]].points
    if final:
        b.missions = mission_points(s, seat)
    return b


def scores(s, final: bool | None = None) -> list[ScoreBreakdown]:
    return [breakdown(s, p, final) for p in range(s.n)]


def team_totals(s, score_list=None) -> dict[int, int]:
    """Team index -> total (teams only; empty dict without teams)."""
    if s.team is None:
        return {}
    score_list = score_list or scores(s)
    out: dict[int, int] = {}
    for b in score_list:
        out[s.team[b.seat]] = out.get(s.team[b.seat], 0) + b.total
    return out


def winners(s, score_list=None) -> list[int]:
    """Seats that win (ties share the win; with teams, every seat of the best team(s))."""
    score_list = score_list or scores(s)
    if s.n == 1:
        return [0] if s.solo_won else []
    if s.team is not None:
        tt = team_totals(s, score_list)
        best = max(tt.values())
        return [p for p in range(s.n) if tt[s.team[p]] == best]
    best = max(b.total for b in score_list)
    return [b.seat for b in score_list if b.total == best]


def completion_parts(s, m) -> tuple[int, int, int]:
    """(top, colour bonus, new Buddha colour point) of a just-completed monument."""
    top = m.holo if m.holo else top_points(s, m)
    if m.mon == BUDDHA:
        c = m.fixed[0]
        seen = any(o is not m and o.alive and o.area == m.area and o.complete and o.mon == BUDDHA and o.fixed[0] == c
                   for o in s.monuments)
        return top, 0, (0 if seen or c == WILD else s.t.buddha_new_colour)
    return top, colour_bonus(s.t, m.fixed), 0
