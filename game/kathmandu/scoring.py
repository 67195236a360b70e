"""Scoring: monument completion, objectives (missions, public goals), the per-player breakdown.

Scores are derived from the state (monuments, the few counters of points taken during play), so a
reconstruction adjusts them by itself and ``total`` is always the sum of the parts.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from .data import WILD
from .objectives import best_goal, match_all, matches, met_objectives, mission_of, mission_points  # noqa: F401

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
    return s.tables.end_pts[card][end]


def breakdown(s, seat: int, final: bool | None = None) -> ScoreBreakdown:
    if final is None:
        final = s.over
    t = s.tables
    b = ScoreBreakdown(seat)
    if s.players == 1:
        from .solo import solo_progress  # solo imports objectives only; lazy to keep import order free
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
    return [breakdown(s, p, final) for p in range(s.players)]


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
    if s.players == 1:
        return [0] if s.solo_won else []
    if s.team is not None:
        tt = team_totals(s, score_list)
        best = max(tt.values())
        return [p for p in range(s.players) if tt[s.team[p]] == best]
    best = max(b.total for b in score_list)
    return [b.seat for b in score_list if b.total == best]


def completion_parts(s, m) -> tuple[int, int, int]:
    """(top, colour bonus, new Buddha colour point) of a just-completed monument."""
    top = m.holo if m.holo else top_points(s, m)
    if m.mon == BUDDHA:
        c = m.fixed[0]
        seen = any(o is not m and o.alive and o.area == m.area and o.complete and o.mon == BUDDHA and o.fixed[0] == c
                   for o in s.monuments)
        return top, 0, (0 if seen or c == WILD else s.tables.buddha_new_colour)
    return top, colour_bonus(s.tables, m.fixed), 0


@dataclass(frozen=True)
class ObjectiveGain:
    """An objective a wild-colour choice completes: ``source`` "mission" (``ident`` = the Mission's id,
    ``index`` = the objective's place on it) or "goal" (``ident`` = the Public Goal's id, ``index`` -1)."""
    source: str
    ident: str
    index: int
    monument: int  # the objective's monument type (a goal: the completed monument's type)
    points: int


@dataclass(frozen=True)
class WildValue:
    """What fixing a completed monument's wilds to some colours is worth to the area's owner:
    ``points`` = ``completion`` (top card + colour bonus + new Buddha colour) + every gain in
    ``objectives`` (Mission objectives newly met, a Public Goal newly met)."""
    points: int
    completion: int
    objectives: tuple = ()


def wild_value(s, choice) -> WildValue:
    """The worth of a ``WildColours`` choice to the owner of the monument's area (not solo)."""
    m = s.monuments[choice.monument]
    owner = m.area
    levels = [i for i, c in enumerate(m.fixed) if c == WILD]
    others = [o for o in s.monuments if o is not m and o.alive and o.area == owner and o.complete]
    saved = list(m.fixed)
    try:
        before_met = set(met_objectives(s, owner, others + [m]))
        before_goal = best_goal(s, others + [m]) if s.goals and s.seat_goal[owner] < 0 else -1
        for lvl, c in zip(levels, choice.colours):
            m.fixed[lvl] = c
        top, bonus, bud = completion_parts(s, m)
        gains = []
        mission = mission_of(s, owner)
        for i in met_objectives(s, owner, others + [m]):
            if i not in before_met:
                o = mission.objectives[i]
                gains.append(ObjectiveGain("mission", mission.id, i, o.monument, o.points))
        if s.goals and s.seat_goal[owner] < 0:
            after_goal = best_goal(s, others + [m])
            if after_goal >= 0 and after_goal != before_goal:
                g = s.tables.public_goals[s.goals[after_goal]]
                had = s.tables.public_goals[s.goals[before_goal]].points if before_goal >= 0 else 0
                if g.points > had:
                    gains.append(ObjectiveGain("goal", g.id, -1, m.mon, g.points - had))
    finally:
        m.fixed = saved
    completion = top + bonus + bud
    return WildValue(completion + sum(g.points for g in gains), completion, tuple(gains))
