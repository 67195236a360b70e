"""Search around a hand-drawn seed board for a level that meets issue 12's figures.

Hill-climbing with restarts over mutations of the seed (``gen.mutate``): each candidate is
solved (cheap), and only one whose par is in range gets the full push-state figures
(``game.relics.quality.measure``, the figures of ``levels check``), new block included.

    nice -n 10 python -m tools.levelgen.search --floor 2 --goals nemesis --par 6 9 \
        --seconds 120 --seed 3 --out /tmp/s.jsonl < seed.txt

Score: par (up to the top of the range) counts double; missing a threshold costs 10 each
(greedy >= 50%, random >= 10%, >= 100 optimal solutions at par >= 8, new block not needed);
a single optimal first push is worth 3; every piece costs 0.3.  The archive (JSON lines, best
first) is what a designer curates by hand.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

from .core import solve_spec, to_level
from .gen import Profile, floor_budget, mutate, valid
from game.relics.quality import measure as core_measure
from .spec import Spec


def score(par: int, f, lo: int, hi: int, new_ok: bool, pieces: int) -> float:
    s = 2.0 * min(par, hi) - (3.0 * (par - hi) if par > hi else 0.0)
    s -= 10 * (f.greedy >= 0.5) + 10 * (f.random >= 0.10) + 10 * (par >= 8 and (f.solutions or 0) >= 100)
    s -= 10 * (not new_ok)
    s -= 4 * (par < lo)
    s += 3 * (f.first_pushes == 1)
    s -= 0.3 * pieces
    s -= 3 * f.random + 2 * f.greedy
    return s


def evaluate(spec: Spec, prof: Profile, lo: int, hi: int, cache: dict, cap: int):
    key = spec.canonical()
    if key in cache:
        return cache[key]
    out = None
    r = solve_spec(spec, max_states=prof.max_states)
    if r.status == "solved" and r.pushes and r.pushes < lo:
        # below the range: the solver's par alone leads the climb (no graph yet)
        out = (2.0 * r.pushes - 30 - 0.3 * spec.piece_count(), None, True, r.lurd)
    elif r.status == "solved" and r.pushes and r.pushes <= hi + 3:
        f = core_measure(to_level(spec), max_nodes=cap)
        if f.par is not None and not f.capped and f.greedy is not None:
            new_ok = prof.new is None or f.needs_new_block.startswith("yes")
            out = (score(f.par, f, lo, hi, new_ok, spec.piece_count()), f, new_ok, r.lurd)
    cache[key] = out
    return out


def run(prof: Profile, seeds: list[Spec], lo: int, hi: int, seconds: float, seed: int, out: Path,
        cap: int = 25_000, iters: int = 40) -> None:
    rng = random.Random(seed)
    cache: dict = {}
    archive: dict = {}
    t_end = time.time() + seconds
    cur, cur_score = None, -99.0
    while time.time() < t_end:
        if cur is None or rng.random() < 0.25:
            cur = rng.choice(seeds)
            cs = evaluate(cur, prof, lo, hi, cache, cap)
            cur_score = cs[0] if cs else -99
            if cs and cs[1] is not None:
                archive[cur.canonical()] = (cur, cs)
        for _ in range(iters):
            if time.time() > t_end:
                break
            cand = mutate(cur, prof, rng)
            if rng.random() < 0.3:
                cand = mutate(cand, prof, rng)
            if not valid(cand, prof):
                continue
            ev = evaluate(cand, prof, lo, hi, cache, cap)
            if ev is None:
                continue
            if ev[1] is not None:
                archive[cand.canonical()] = (cand, ev)
            if ev[0] >= cur_score - (0.5 if rng.random() < 0.2 else 0):
                cur, cur_score = cand, ev[0]
        _dump(archive, out)
        best = max(archive.values(), key=lambda t: t[1][0], default=None)
        if best:
            print(f"archive {len(archive)} best {best[1][0]:.1f} par {best[1][1].par} cur {cur_score:.1f}",
                  file=sys.stderr, flush=True)
    _dump(archive, out)


def _dump(archive: dict, out: Path) -> None:
    rows = sorted(archive.values(), key=lambda t: -t[1][0])[:60]
    with out.open("w") as fh:
        for spec, (s, f, new_ok, lurd) in rows:
            if f is None:
                continue
            d = f.as_dict()
            d.pop("overlap", None)
            fh.write(json.dumps({"score": round(s, 2), **d, "new_ok": new_ok, "pieces": spec.piece_count(),
                                 "picture": spec.picture(), "lurd": lurd}) + "\n")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--floor", type=int, required=True)
    ap.add_argument("--goals", default="gem")
    ap.add_argument("--destroy", default="")
    ap.add_argument("--par", type=int, nargs=2, default=(5, 9))
    ap.add_argument("--max-blocks", type=int, default=12)
    ap.add_argument("--max-height", type=int, default=3)
    ap.add_argument("--max-states", type=int, default=40_000)
    ap.add_argument("--cap", type=int, default=25_000)
    ap.add_argument("--crates", type=int, default=8)
    ap.add_argument("--boulders", type=int, default=3)
    ap.add_argument("--ice", type=int, default=3)
    ap.add_argument("--fire", type=int, default=2)
    ap.add_argument("--water", type=int, default=3)
    ap.add_argument("--seconds", type=float, default=120)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", type=Path, required=True)
    a = ap.parse_args(argv)
    goals = tuple(g for g in a.goals.split(",") if g)
    dk, dc = (a.destroy.split(":") if a.destroy else ("", "0"))
    text = sys.stdin.read()
    seeds = [Spec.parse([l for l in b.splitlines() if l.strip() and not l.startswith("#")], goals=goals,
                        destroy_kind=dk, destroy_count=int(dc), floor=a.floor)
             for b in text.split("\n\n") if b.strip()]
    g0 = seeds[0]
    prof = Profile(floor=a.floor, budget=floor_budget(a.floor, a.crates, a.boulders, a.ice, a.fire, a.water),
                   goals=goals, gems=len(g0.gems), nemesis=g0.nemesis is not None, destroy_kind=dk,
                   destroy_count=int(dc), max_height=a.max_height, max_blocks=a.max_blocks,
                   max_states=a.max_states)
    run(prof, seeds, a.par[0], a.par[1], a.seconds, a.seed, a.out, a.cap)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
