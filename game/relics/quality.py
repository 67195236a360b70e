"""Level-quality figures from the whole push-state graph (``game.relics.graph``), for designers.

``measure(level, campaign=levels)`` returns a ``Quality``: par and steps, reachable positions,
dead fraction, solution freedom (push-optimal first pushes, push-optimal solutions), naive players
(random playouts, a greedy player), layout overlap with the rest of the campaign, and whether the
level needs its floor's new block. ``violations(qualities)`` checks a campaign against the
thresholds of issue 12 (``THRESHOLDS``). ``levels/README.md`` ("Quality figures") explains what
each figure means for a designer. Pure and deterministic (seeded by the level id); no pygame.

Definitions (positions are graph nodes: a board plus the Adventurer's walking area):

- *dead fraction*: share of the reachable positions from which the level can no longer be won.
- *first pushes*: distinct pushes (block, direction) that start some push-optimal solution (a Gem
  taken on the way before the first push is looked through).
- *solutions*: push-optimal solutions as distinct sequences of macro moves (a push is a block and
  a direction; taking a Gem at a different moment counts as another sequence), counted up to
  ``SOLUTION_CAP`` (then reported as ``SOLUTION_CAP``, ``solutions_capped``).
- *random*: share of ``PLAYOUTS`` playouts that win within 2 x par pushes, each move drawn
  uniformly among the position's macro moves (every push, and taking any Gem in reach).
- *greedy*: a player who takes a goal Gem whenever one is in reach, else makes the push whose
  result has the smallest *goal distance* (below), ties broken at random; it gives up after
  2 x par pushes or on coming back to a position already seen. ``greedy`` is its success over
  ``GREEDY_RUNS`` seeded runs (the same for all runs when no tie ever came up).
  Goal distance = the sum over the unmet goals of: Gems, for each Gem left, the fewest
  ``|dx| + |dy| + climb`` from a cell of the walking area to the Gem's cell (climb: how many levels
  the Gem's cell is higher than that cell plus one); Nemesis, the fewest ``|dx| + |dy|`` from a
  pushable block above his head level to his cell; destroy N, the N smallest ``|dx| + |dy|``
  from a block to destroy to its nearest destroyer (a fire or a pool for blocks, a smothering or
  melting block for fires, a pushable block for pools); a missing item counts ``2 (w + h)``.
- *overlap*: the other campaign level sharing the most block cells (the spaces ``(x, y, z)``
  filled by a block at the start, pools included, whatever the kind) under the best of the 8
  symmetries of its board (mirrors and quarter turns in its own frame, no shifting); ``share`` =
  shared cells / the block cells of the level with more blocks.
"""
from __future__ import annotations

import dataclasses
import random
import zlib
from dataclasses import dataclass, field
from typing import Iterable, Optional, Sequence

from game.relics import rules as R
from game.relics.graph import DEFAULT_MAX_NODES, WIN, PushGraph
from game.relics.kinds import COUNT, FIRE_EFFECT, HOT, POOL, PUSHABLE
from game.relics.model import Goal, Kind, Level, symmetric_cell
from game.relics.solver import SolveResult, solve
from game.relics.state import IllegalMove, State

SOLUTION_CAP = 1000
PLAYOUTS = 1000
GREEDY_RUNS = 100
CRATE_STATES = 200_000  # budget of the search without the new block's behaviour (needs-the-new-block)
DEEPER_STATES = 30_000  # ... and past par, only to name that version's own par (the verdict is known by then)


@dataclass(frozen=True)
class Overlap:
    partner: str   # the other level's id ("" when there is no other level)
    shared: int    # block cells in common under the best symmetry
    share: float   # shared / the block cells of the level with more blocks


@dataclass
class Quality:
    id: str
    floor: int
    par: Optional[int]            # None: unsolvable or unknown
    steps: Optional[int]
    states: int                   # reachable positions (graph nodes)
    capped: bool                  # the graph stopped at ``max_nodes``: figures marked None are unknown
    dead_fraction: Optional[float]
    first_pushes: Optional[int]
    solutions: Optional[int]
    solutions_capped: bool
    random: Optional[float]       # random playouts' success (0..1)
    greedy: Optional[float]       # greedy player's success (0..1)
    overlap: Overlap
    needs_new_block: str          # "-" (floor 1), "yes (...)", "no (...)" or "unknown (...)"
    solver_states: int = 0
    seconds: float = 0.0
    notes: list[str] = field(default_factory=list)

    @property
    def greedy_wins(self) -> Optional[bool]:
        return None if self.greedy is None else self.greedy >= 0.5

    def as_dict(self) -> dict:
        d = dataclasses.asdict(self)
        d["greedy_wins"] = self.greedy_wins
        return d


# --- solution freedom ------------------------------------------------------------------------

def _optimal_edges(g: PushGraph, u: int) -> list[tuple[int, int, int]]:
    """(edge number among u's, successor, cost) of the edges of u on a push-optimal way to a win."""
    du = g.dist[u]
    dist = g.dist
    return [(e, v, c) for e, (v, c) in enumerate(g.out_edges(u)) if dist[v] >= 0 and dist[v] + c == du]


def count_solutions(g: PushGraph, cap: int = SOLUTION_CAP) -> int:
    """Push-optimal solutions from the start as distinct macro sequences, at most ``cap``."""
    if g.start == WIN:
        return 1
    if g.dist[g.start] < 0:
        return 0
    memo: dict[int, int] = {WIN: 1}
    stack = [g.start]
    while stack:
        u = stack[-1]
        if u in memo:
            stack.pop()
            continue
        todo = [v for _e, v, _c in _optimal_edges(g, u) if v not in memo]
        if todo:
            stack.extend(todo)
            continue
        memo[u] = min(cap, sum(memo[v] for _e, v, _c in _optimal_edges(g, u)))
        stack.pop()
    return memo[g.start]


def first_pushes(g: PushGraph) -> int:
    """Distinct pushes (block cell, direction) that begin a push-optimal solution."""
    if g.start == WIN or g.dist[g.start] < 0:
        return 0
    found: set[tuple[int, int]] = set()
    todo, seen = [g.start], {g.start}
    while todo:
        u = todo.pop()
        bd = g.board_of(u)
        moves = g.moves_of(bd)
        for e, v, c in _optimal_edges(g, u):
            mv = moves[e]
            if c:
                found.add((bd.nbr[mv.cell][mv.d], mv.d))
            elif v != WIN and v not in seen:  # a Gem taken first: look at the pushes after it
                seen.add(v)
                todo.append(v)
    return len(found)


# --- naive players ---------------------------------------------------------------------------

def _seed(level: Level, salt: str) -> int:
    return zlib.crc32(f"{level.id}:{salt}".encode())


def random_success(g: PushGraph, budget: int, playouts: int = PLAYOUTS, seed: int = 0) -> float:
    """Share of random playouts (uniform macro moves) that win within ``budget`` pushes."""
    if g.start == WIN:
        return 1.0
    rng = random.Random(seed)
    out_edges = g.out_edges
    wins = 0
    for _ in range(playouts):
        u, pushes = g.start, 0
        while True:
            edges = out_edges(u)
            if not edges:
                break
            u, c = edges[rng.randrange(len(edges))]
            pushes += c
            if pushes > budget:
                break
            if u == WIN:
                wins += 1
                break
    return wins / playouts


def goal_distance(bd: R.Board, area: int) -> int:
    """The greedy player's plain distance to the goals (see the module text)."""
    w, h = bd.w, bd.h
    far = 2 * (w + h)
    stacks = bd.stacks
    total = 0

    def man(a: int, b: int) -> int:
        return abs(a % w - b % w) + abs(a // w - b // w)

    if Goal.GEM in bd.goals:
        cells = [c for c in range(w * h) if area >> c & 1]
        for gm in bd.gems:
            if gm < 0:
                continue
            hg = len(stacks[gm])
            total += min((man(c, gm) + max(0, hg - len(stacks[c]) - 1) for c in cells), default=far)
    if Goal.NEMESIS in bd.goals and not bd.nem_defeated and bd.nem >= 0:
        head = len(stacks[bd.nem]) + 1
        high = [c for c in range(w * h) if any(PUSHABLE[k] for k in stacks[c][head:])]
        total += min((man(c, bd.nem) for c in high), default=far)
    if Goal.DESTROY in bd.goals and bd.destroy_kind >= 0:
        need = bd.destroy_count - bd.destroyed[bd.destroy_kind]
        if need > 0:
            total += _destroy_distance(bd, bd.destroy_kind, need, man, far)
    return total


def _destroy_distance(bd: R.Board, dk: int, need: int, man, far: int) -> int:
    n = bd.w * bd.h
    pools = [c for c in range(n) if bd.pools >> c & 1]
    holds = [c for c in range(n) for _k in range(sum(1 for k in bd.stacks[c] if k == dk))]
    if dk == POOL:
        targets, destroyers = pools, [c for c in range(n) if any(PUSHABLE[k] for k in bd.stacks[c])]
    elif HOT[dk]:
        targets = holds
        destroyers = [c for c in range(n) if any(FIRE_EFFECT[k] in ("smother", "melt") for k in bd.stacks[c])]
    else:
        targets = holds
        fires = [c for c in range(n) if any(HOT[k] for k in bd.stacks[c])] if FIRE_EFFECT[dk] else []
        destroyers = pools + fires
    ds = sorted(min((man(t, d) for d in destroyers), default=far) for t in targets)
    ds += [far] * max(0, need - len(ds))
    return sum(ds[:need])


def greedy_success(g: PushGraph, budget: int, runs: int = GREEDY_RUNS, seed: int = 0) -> float:
    """Success of the greedy player over ``runs`` seeded runs (ties broken at random)."""
    if g.start == WIN:
        return 1.0
    gem_goal = Goal.GEM in g.space.root.goals
    memo: dict[int, int] = {}

    def dist_of(v: int) -> int:
        d = memo.get(v)
        if d is None:
            d = memo[v] = goal_distance(g.board_of(v), g.areas[v])
        return d

    rng = random.Random(seed)
    wins = 0
    for run in range(runs):
        tied = False
        u, pushes, seen = g.start, 0, {g.start}
        won = False
        while pushes <= budget:
            edges = g.out_edges(u)
            if not edges:
                break
            gems = [v for v, c in edges if c == 0]
            if gem_goal and gems:
                v = gems[0]
            else:
                pushes_ = [v for v, c in edges if c == 1]
                if not pushes_:
                    break
                if WIN in pushes_:
                    v = WIN
                else:
                    best = min(dist_of(v) for v in pushes_)
                    ties = [v for v in pushes_ if dist_of(v) == best]
                    tied = tied or len(set(ties)) > 1
                    v = ties[0] if len(ties) == 1 else rng.choice(ties)
                pushes += 1
                if pushes > budget:
                    break
            if v == WIN:
                won = True
                break
            if v in seen:
                break
            seen.add(v)
            u = v
        wins += won
        if not tied:  # every run would play the same moves
            return float(won)
    return wins / runs


# --- layout overlap --------------------------------------------------------------------------

Space3 = tuple[int, int, int]


def block_cells(level: Level) -> frozenset[Space3]:
    """The spaces ``(x, y, z)`` the level's blocks fill at the start (a pool fills z = 0)."""
    w = level.width
    return frozenset((i % w, i // w, z) for i, st in enumerate(level.stacks) for z in range(len(st)))


def _symmetries(cells: Iterable[Space3], w: int, h: int) -> list[frozenset[Space3]]:
    cells = list(cells)
    return [frozenset((*symmetric_cell((x, y), w, h, t), z) for x, y, z in cells) for t in range(8)]


def overlap(a: Level, b: Level) -> tuple[int, float]:
    """(shared block cells, share) of two levels under the best symmetry of b's board; the share
    is of the level with more blocks (so both layouts are mostly the same)."""
    ca, cb = block_cells(a), block_cells(b)
    if not ca or not cb:
        return 0, 0.0
    shared = max(len(ca & img) for img in _symmetries(cb, b.width, b.height))
    return shared, shared / max(len(ca), len(cb))


def worst_overlap(level: Level, campaign: Sequence[Level]) -> Overlap:
    """The other level most like this one (a pair sharing 5 or more cells ranks first)."""
    best = Overlap("", 0, 0.0)
    for other in campaign:
        if other.id == level.id:
            continue
        shared, share = overlap(level, other)
        if (shared >= 5, share, shared) > (best.shared >= 5, best.share, best.shared):
            best = Overlap(other.id, shared, share)
    return best


# --- needs the new block ---------------------------------------------------------------------

def with_crates(level: Level, kind: Kind) -> Level:
    """The same level with every block of ``kind`` replaced by a crate (a pool by a crate on z1)."""
    stacks = tuple(tuple(Kind.CRATE if k is kind else k for k in st) for st in level.stacks)
    return dataclasses.replace(level, stacks=stacks)


def _without_words(kind: Kind) -> str:
    """How the checker says "without the kind's own behaviour" (blocks.json: pool, hot, motion)."""
    rec = kind.record
    if rec.pool:
        return "if no block sinks"
    if rec.hot:
        return "if no fire burns or goes out"
    return f"without a {rec.motion}"


def needs_new_block(level: Level, result: SolveResult, max_states: int = CRATE_STATES) -> str:
    """Does the level need its floor's new block to do what only it does? The level is searched
    again with those pushes left out (``rules.uses_kind``: no block sinks in a pool, no fire burns
    or goes out, no boulder rolls, no ice slides): "yes (unsolvable if no block sinks)", "yes (par
    N without a roll)", or "no (won in par without a slide)". (Turning the new blocks into crates
    was no test for a pool or a fire, or a boulder you cannot climb: the crate is a step they are
    not, so a level often came out "par 0 with crates".)"""
    kind = level.new_kind
    if kind is None or level.count(kind) == 0:
        return "-" if kind is None else f"no ({kind.value}: none on the board)"
    if not result.solved:
        return "-"
    code, words = kind.code, _without_words(kind)
    r = solve(level, max_states=max_states, max_pushes=result.pushes, without=code)  # cheap: only as deep as par
    if r.solved:
        return f"no (won in par {r.pushes} {words})"
    if r.status == "limit" and r.notes:  # no solution within par: look deeper for its own par
        r = solve(level, max_states=min(max_states, DEEPER_STATES), without=code)
        if r.status == "limit":
            return f"yes (par > {result.pushes} {words})"
    if r.status == "unsolvable":
        return f"yes (unsolvable {words})"
    if r.status == "limit":
        return f"unknown (too big to search {words})"
    return f"yes (par {r.pushes} {words})"


# --- everything ------------------------------------------------------------------------------

def measure(level: Level, campaign: Sequence[Level] = (), graph: Optional[PushGraph] = None,
            result: Optional[SolveResult] = None, max_nodes: int = DEFAULT_MAX_NODES) -> Quality:
    """Every quality figure of a level (``campaign``: the levels to compare layouts with)."""
    import time

    t0 = time.perf_counter()
    r = result if result is not None else solve(level)
    g = graph if graph is not None else PushGraph(level, max_nodes=max_nodes).build()
    notes: list[str] = []
    par = g.pushes_to_win(g.start)
    known = par is not None  # optimal ways from the start are all inside the graph
    if par is None and r.solved:
        par = r.pushes
    if r.solved and par != r.pushes:
        notes.append(f"graph par {par} differs from the solver's {r.pushes}")
    if g.capped:
        notes.append(f"graph capped at {g.size} positions: dead fraction unknown"
                     + ("" if known else ", solution counts unknown"))
    size = g.size
    dead = None if g.capped else (sum(1 for u in range(1, size + 1) if g.dist[u] == -1) / size if size else 0.0)
    budget = 2 * par if par is not None else 0
    sols = count_solutions(g) if known and par is not None else None
    q = Quality(
        id=level.id, floor=level.floor, par=par, steps=r.steps if r.solved else None, states=size,
        capped=g.capped, dead_fraction=dead,
        first_pushes=first_pushes(g) if known and par is not None else None,
        solutions=sols, solutions_capped=sols is not None and sols >= SOLUTION_CAP,
        random=random_success(g, budget, seed=_seed(level, "random")) if par is not None else 0.0,
        greedy=greedy_success(g, budget, seed=_seed(level, "greedy")) if par is not None else 0.0,
        overlap=worst_overlap(level, campaign), needs_new_block=needs_new_block(level, r),
        solver_states=r.states_explored, notes=notes)
    q.seconds = time.perf_counter() - t0
    return q


# --- the campaign thresholds (issue 12) ------------------------------------------------------

THRESHOLDS = (
    "after each floor's first level: greedy success < 50% and random success < 10%",
    "every level but 1-01 has par >= 3",
    "a level with par >= 8 has fewer than 100 push-optimal solutions",
    "no two levels share >= 60% of their block cells when they share >= 5",
    "within each floor par rises (one dip allowed); each floor's last three have par >= 10 (floor 5's last >= 20)",
    "at least 20 of 50 levels (two in five) have a single push-optimal first push",
    "each level on floors 2-5 needs its floor's new block",
)


def _level_no(q: Quality) -> int:
    try:
        return int(q.id.split("-")[1])
    except (IndexError, ValueError):
        return 0


def violations(qualities: Sequence[Quality]) -> list[str]:
    """Every threshold the campaign misses, one line each (empty when it meets them all)."""
    out: list[str] = []
    floors: dict[int, list[Quality]] = {}
    for q in sorted(qualities, key=lambda q: (q.floor, _level_no(q))):
        floors.setdefault(q.floor, []).append(q)
    for qs in floors.values():
        for q in qs:
            if _level_no(q) == 1:
                continue
            if q.greedy is None or q.greedy >= 0.5:
                out.append(f"{q.id}: greedy success {_pct(q.greedy)} (must be < 50%)")
            if q.random is None or q.random >= 0.10:
                out.append(f"{q.id}: random success {_pct(q.random)} (must be < 10%)")
    for q in qualities:
        if q.id != "1-01" and (q.par is None or q.par < 3):
            out.append(f"{q.id}: par {q.par} (must be >= 3)")
        if q.par is not None and q.par >= 8 and (q.solutions is None or q.solutions >= 100):
            n = "unknown" if q.solutions is None else (f"{q.solutions}+" if q.solutions_capped else q.solutions)
            out.append(f"{q.id}: par {q.par} with {n} push-optimal solutions (must be < 100)")
    seen_pairs = set()
    for q in qualities:
        o = q.overlap
        pair = tuple(sorted((q.id, o.partner)))
        if o.partner and o.shared >= 5 and o.share >= 0.6 and pair not in seen_pairs:
            seen_pairs.add(pair)
            out.append(f"{pair[0]}/{pair[1]}: share {o.shared} block cells ({o.share:.0%}; must be < 60%)")
    for f, qs in floors.items():
        if len(qs) < 4:  # a few levels of a floor checked alone: no finale to judge
            continue
        pars = [q.par if q.par is not None else -1 for q in qs]
        dips = sum(1 for a, b in zip(pars, pars[1:]) if b < a)
        if dips > 1:
            out.append(f"floor {f}: par dips {dips} times ({' '.join(map(str, pars))}; one dip allowed)")
        for q in qs[-3:]:
            need = 20 if (f == 5 and q is qs[-1]) else 10
            if q.par is None or q.par < need:
                out.append(f"{q.id}: par {q.par} among floor {f}'s last three (must be >= {need})")
    single = sum(1 for q in qualities if q.first_pushes == 1)
    need = 20 if len(qualities) >= 50 else -(-2 * len(qualities) // 5)  # 20 of 50: two in five
    if single < need:
        out.append(f"campaign: {single} of {len(qualities)} level(s) with a single push-optimal first push "
                   f"(must be >= {need})")
    for q in qualities:
        if 2 <= q.floor <= 5 and not q.needs_new_block.startswith("yes"):
            out.append(f"{q.id}: needs its floor's new block: {q.needs_new_block}")
    return out


def _pct(v: Optional[float]) -> str:
    return "unknown" if v is None else f"{v:.0%}"
