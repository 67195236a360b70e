"""Search for Relics boards with long, narrow optimal solutions (candidates for hand curation).

Simulated-annealing over boards: start from a random (or given) board inside a floor's piece
budget, mutate it (move / add / remove / retype a block, move a piece), score each solvable
board with the core solver and keep an archive of every distinct (up to symmetry) candidate.

    python -m tools.levelgen.gen --floor 2 --goals gem --seconds 300 --seed 1 --out /tmp/f2.jsonl

Score: par dominates, then solver effort (log of states explored), minus a small cost per
piece; boards that keep their par when the floor's new block does not do its own thing (no roll,
slide, burn or sinking) are kept out of the archive (they do not teach the new block).
"""
from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from .core import solve_spec, solve_without
from .spec import BOX, Spec

STANDABLE = {"crate", "ice"}
PUSHABLE = {"crate", "boulder", "ice"}
NEW_KIND = {2: "boulder", 3: "ice", 4: "fire", 5: "water"}


@dataclass
class Profile:
    floor: int
    budget: dict[str, int]  # max blocks of each kind
    goals: tuple[str, ...]
    gems: int = 1
    nemesis: bool = False
    destroy_kind: str = ""
    destroy_count: int = 0
    max_height: int = 3
    min_new: int = 1  # at least this many of the floor's new block
    size: int = 6
    max_blocks: int = 14
    max_states: int = 60_000
    fixed: dict = field(default_factory=dict)
    gem_min_height: int = 0
    nem_min_height: int = 0

    @property
    def new(self) -> str | None:
        return NEW_KIND.get(self.floor)


def floor_budget(floor: int, crates: int = 10, boulders: int = 3, ice: int = 3, fire: int = 2, water: int = 2):
    b = {"crate": crates, "boulder": 0, "ice": 0, "fire": 0, "water": 0}
    if floor >= 2:
        b["boulder"] = boulders
    if floor >= 3:
        b["ice"] = ice
    if floor >= 4:
        b["fire"] = fire
    if floor >= 5:
        b["water"] = water
    return b


# ---------------------------------------------------------------- board construction helpers
def can_put(stack: tuple[str, ...], kind: str, max_h: int) -> bool:
    if len(stack) >= max_h:
        return False
    if stack and stack[-1] in ("fire", "water"):
        return False
    if kind == "water":
        return not stack
    if kind == "fire":
        return not stack or stack[-1] == "boulder"
    return True


def can_stand_piece(stack: tuple[str, ...], piece: str) -> bool:
    if stack and stack[-1] in ("fire", "water"):
        return False
    if piece == "adventurer" and stack and stack[-1] == "boulder":
        return False
    return True


def counts(stacks: dict) -> dict[str, int]:
    out = {k: 0 for k in BOX}
    for s in stacks.values():
        for k in s:
            out[k] += 1
    return out


def valid(spec: Spec, prof: Profile) -> bool:
    sm = spec.stack_map()
    c = counts(sm)
    if any(c[k] > prof.budget.get(k, 0) for k in c):
        return False
    if sum(c.values()) > prof.max_blocks:
        return False
    if prof.new and c[prof.new] < prof.min_new:
        return False
    for s in sm.values():
        if len(s) > prof.max_height:
            return False
        for i, k in enumerate(s):
            if k == "water" and (i != 0 or len(s) > 1):
                return False
            if k == "fire" and (i + 1 != len(s) or (i > 0 and s[i - 1] != "boulder")):
                return False
    pieces = [spec.adventurer] + ([spec.nemesis] if spec.nemesis else []) + list(spec.gems)
    if len(set(pieces)) != len(pieces):
        return False
    if not can_stand_piece(sm.get(spec.adventurer, ()), "adventurer"):
        return False
    for p in pieces[1:]:
        if not can_stand_piece(sm.get(p, ()), "other"):
            return False
    if any(len(sm.get(g, ())) < prof.gem_min_height for g in spec.gems):
        return False
    if spec.nemesis is not None and len(sm.get(spec.nemesis, ())) < prof.nem_min_height:
        return False
    return True


def random_spec(prof: Profile, rng: random.Random) -> Spec:
    n = prof.size
    cells = [(x, y) for y in range(n) for x in range(n)]
    for _ in range(1000):
        stacks: dict = {}
        nblocks = rng.randint(max(2, prof.max_blocks // 3), prof.max_blocks)
        pool = []
        for k, m in prof.budget.items():
            pool += [k] * m
        need = [prof.new] * prof.min_new if prof.new else []
        chosen = need + rng.sample([p for p in pool], min(len(pool), max(0, nblocks - len(need))))
        for k in chosen:
            for _ in range(30):
                c = rng.choice(cells)
                s = stacks.get(c, ())
                if can_put(s, k, prof.max_height):
                    stacks[c] = s + (k,)
                    break
        spec = place_pieces(Spec.make(n, n, stacks, (0, 0), goals=prof.goals, destroy_kind=prof.destroy_kind,
                                      destroy_count=prof.destroy_count, floor=prof.floor), prof, rng)
        if spec is not None and valid(spec, prof):
            return spec
    raise RuntimeError("could not build a random board for this profile")


def place_pieces(spec: Spec, prof: Profile, rng: random.Random) -> Spec | None:
    sm = spec.stack_map()
    cells = [(x, y) for y in range(spec.height) for x in range(spec.width)]
    rng.shuffle(cells)
    used = set()
    adv = next((c for c in cells if can_stand_piece(sm.get(c, ()), "adventurer")), None)
    if adv is None:
        return None
    used.add(adv)
    gems = []
    for _ in range(prof.gems):
        g = next((c for c in cells if c not in used and can_stand_piece(sm.get(c, ()), "gem")
                  and len(sm.get(c, ())) >= prof.gem_min_height), None)
        if g is None:
            return None
        gems.append(g)
        used.add(g)
    nem = None
    if prof.nemesis:
        nem = next((c for c in cells if c not in used and can_stand_piece(sm.get(c, ()), "nemesis")
                    and len(sm.get(c, ())) >= prof.nem_min_height), None)
        if nem is None:
            return None
    return Spec.make(spec.width, spec.height, sm, adv, nemesis=nem, gems=tuple(gems), goals=spec.goals,
                     destroy_kind=spec.destroy_kind, destroy_count=spec.destroy_count, floor=spec.floor)


def mutate(spec: Spec, prof: Profile, rng: random.Random) -> Spec:
    sm = spec.stack_map()
    n = spec.width
    cells = [(x, y) for y in range(spec.height) for x in range(n)]
    adv, nem, gems = spec.adventurer, spec.nemesis, list(spec.gems)
    op = rng.random()
    nonempty = [c for c in cells if sm.get(c)]
    if op < 0.30 and nonempty:  # move a top block elsewhere (often nearby)
        a = rng.choice(nonempty)
        k = sm[a][-1]
        b = rng.choice(cells) if rng.random() < 0.5 else _near(a, n, rng)
        if a != b and can_put(sm.get(b, ()), k, prof.max_height):
            sm[a] = sm[a][:-1]
            sm[b] = sm.get(b, ()) + (k,)
    elif op < 0.42:  # add a block
        pool = [k for k, m in prof.budget.items() if m > 0]
        k = rng.choice(pool)
        b = rng.choice(cells)
        if can_put(sm.get(b, ()), k, prof.max_height):
            sm[b] = sm.get(b, ()) + (k,)
    elif op < 0.54 and nonempty:  # remove a top block
        a = rng.choice(nonempty)
        sm[a] = sm[a][:-1]
    elif op < 0.62 and nonempty:  # retype a block
        a = rng.choice(nonempty)
        s = list(sm[a])
        i = rng.randrange(len(s))
        s[i] = rng.choice([k for k, m in prof.budget.items() if m > 0])
        sm[a] = tuple(s)
    elif op < 0.74:  # move the adventurer
        adv = rng.choice(cells) if rng.random() < 0.5 else _near(adv, n, rng)
    elif op < 0.90 and gems:  # move a gem
        i = rng.randrange(len(gems))
        gems[i] = rng.choice(cells) if rng.random() < 0.5 else _near(gems[i], n, rng)
    elif nem is not None:
        nem = rng.choice(cells) if rng.random() < 0.5 else _near(nem, n, rng)
    else:  # swap two stacks
        a, b = rng.sample(cells, 2)
        sm[a], sm[b] = sm.get(b, ()), sm.get(a, ())
    return Spec.make(spec.width, spec.height, sm, adv, nemesis=nem, gems=tuple(gems), goals=spec.goals,
                     destroy_kind=spec.destroy_kind, destroy_count=spec.destroy_count, floor=spec.floor)


def _near(c, n, rng):
    x, y = c
    x = min(n - 1, max(0, x + rng.choice((-1, 0, 1))))
    y = min(n - 1, max(0, y + rng.choice((-1, 0, 1))))
    return (x, y)


# ---------------------------------------------------------------- scoring
@dataclass
class Scored:
    spec: Spec
    score: float
    par: int
    steps: int
    states: int
    lurd: str
    crate_par: int | None  # par with the new block kept from its own behaviour (None = unsolvable/limit)
    crate_status: str
    segments: int = 0


def segments(lurd: str) -> int:
    """Pushes that are not just 'the same push again after following the block one step':
    a long straight shove counts once, so the score rewards decisions, not distance."""
    n = 0
    prev = ""
    i = 0
    moves = lurd
    last_push_at = -10
    for i, ch in enumerate(moves):
        if ch.isupper():
            if not (prev == ch and i - last_push_at == 2 and moves[i - 1] == ch.lower()):
                n += 1
            prev = ch
            last_push_at = i
    return n


def evaluate(spec: Spec, prof: Profile, cache: dict) -> Scored | None:
    key = spec.canonical()
    if key in cache:
        return cache[key]
    res = solve_spec(spec, prof.max_states)
    out = None
    if res.status == "solved" and res.pushes:
        crate_par, crate_status = None, "-"
        new_ok = True
        if prof.new:
            r2 = solve_without(spec, prof.new, prof.max_states)
            crate_status = r2.status
            crate_par = r2.pushes if r2.status == "solved" else None
            new_ok = r2.status != "solved" or r2.pushes != res.pushes
        if new_ok:
            pieces = spec.piece_count()
            seg = segments(res.lurd)
            score = (seg * 3.0 + res.pushes * 0.8 + math.log2(res.states + 1) - 0.3 * pieces + 0.01 * res.steps
                     + (1.0 if crate_status in ("unsolvable", "limit") else 0.0))
            out = Scored(spec, score, res.pushes, res.steps, res.states, res.lurd, crate_par, crate_status, seg)
    cache[key] = out
    return out


def search(prof: Profile, seconds: float, seed: int, out: Path, restart_iters: int = 400,
           seeds: list[Spec] | None = None, par_max: int = 99) -> None:
    rng = random.Random(seed)
    cache: dict = {}
    archive: dict = {}
    t_end = time.time() + seconds
    runs = 0
    while time.time() < t_end:
        runs += 1
        cur = None
        for _ in range(50):
            s0 = rng.choice(seeds) if seeds else random_spec(prof, rng)
            cur = evaluate(s0, prof, cache)
            if cur:
                break
            # try a few random mutations of an unsolvable seed
        if cur is None:
            continue
        temp = 2.0
        for it in range(restart_iters):
            if time.time() > t_end:
                break
            cand_spec = mutate(cur.spec, prof, rng)
            if rng.random() < 0.3:
                cand_spec = mutate(cand_spec, prof, rng)
            if not valid(cand_spec, prof):
                continue
            cand = evaluate(cand_spec, prof, cache)
            if cand is None or cand.par > par_max:
                continue
            archive[cand.spec.canonical()] = cand
            d = cand.score - cur.score
            if d >= 0 or rng.random() < math.exp(d / temp):
                cur = cand
            temp = max(0.2, temp * 0.995)
        best = max(archive.values(), key=lambda s: s.score, default=None)
        if best:
            print(f"run {runs}: archive {len(archive)} best par {best.par} states {best.states}", file=sys.stderr)
        _dump(archive, out)
    _dump(archive, out)


def _dump(archive: dict, out: Path) -> None:
    rows = sorted(archive.values(), key=lambda s: -s.score)
    tmp = out.with_suffix(".tmp")
    with tmp.open("w") as f:
        for s in rows:
            f.write(json.dumps({
                "score": round(s.score, 2), "par": s.par, "seg": s.segments, "steps": s.steps, "states": s.states,
                "pieces": s.spec.piece_count(), "crate_par": s.crate_par, "crate_status": s.crate_status,
                "goals": list(s.spec.goals), "destroy_kind": s.spec.destroy_kind,
                "destroy_count": s.spec.destroy_count, "picture": s.spec.picture(), "lurd": s.lurd,
            }) + "\n")
    tmp.replace(out)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--floor", type=int, required=True)
    ap.add_argument("--goals", default="gem")
    ap.add_argument("--gems", type=int, default=None)
    ap.add_argument("--nemesis", action="store_true")
    ap.add_argument("--destroy", default="", help="KIND:COUNT")
    ap.add_argument("--crates", type=int, default=10)
    ap.add_argument("--boulders", type=int, default=3)
    ap.add_argument("--ice", type=int, default=3)
    ap.add_argument("--fire", type=int, default=2)
    ap.add_argument("--water", type=int, default=2)
    ap.add_argument("--max-blocks", type=int, default=14)
    ap.add_argument("--max-height", type=int, default=3)
    ap.add_argument("--max-states", type=int, default=60_000)
    ap.add_argument("--gem-min-height", type=int, default=0)
    ap.add_argument("--nem-min-height", type=int, default=0)
    ap.add_argument("--par-max", type=int, default=99)
    ap.add_argument("--iters", type=int, default=400)
    ap.add_argument("--seconds", type=float, default=120)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--from", dest="seed_file", help="a text file of seed boards (Spec.parse pictures, blank-line separated)")
    ap.add_argument("--out", type=Path, required=True)
    a = ap.parse_args(argv)
    goals = tuple(g for g in a.goals.split(",") if g)
    dk, dc = (a.destroy.split(":") + ["0"])[:2] if a.destroy else ("", "0")
    prof = Profile(
        floor=a.floor, budget=floor_budget(a.floor, a.crates, a.boulders, a.ice, a.fire, a.water), goals=goals,
        gems=a.gems if a.gems is not None else (1 if "gem" in goals else 0),
        nemesis=a.nemesis or "nemesis" in goals, destroy_kind=dk, destroy_count=int(dc),
        max_height=a.max_height, max_blocks=a.max_blocks, max_states=a.max_states,
        gem_min_height=a.gem_min_height, nem_min_height=a.nem_min_height,
    )
    seeds = None
    if a.seed_file:
        text = Path(a.seed_file).read_text()
        seeds = [Spec.parse([l for l in block.splitlines() if l.strip()], goals=goals, destroy_kind=dk,
                            destroy_count=int(dc), floor=a.floor)
                 for block in text.split("\n\n") if block.strip()]
    search(prof, a.seconds, a.seed, a.out, a.iters, seeds, a.par_max)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
