"""The headless level tools behind ``python main.py levels check|solve|replay`` (DESIGN.md).

Each returns the process exit code and prints through ``out`` (one line per message). Nothing
here imports pygame.
"""
from __future__ import annotations

import dataclasses
import re
import time
from pathlib import Path
from typing import Callable, Iterable, Optional

from game.relics.loader import LEVELS_DIR, LevelError, campaign_paths, load_level
from game.relics.model import Goal, Kind, Level
from game.relics.moves import NotationError, parse_lurd
from game.relics.solver import DEFAULT_MAX_STATES, SolveResult, solve
from game.relics.state import IllegalMove, State

Out = Callable[[str], None]


def pieces_text(level: Level) -> str:
    """E.g. ``5c 2b 1G N`` (blocks by kind, gems, the Nemesis)."""
    parts = [f"{level.count(k)}{k.letter}" for k in Kind if level.count(k)]
    parts.append(f"{len(level.gems)}G")
    if level.nemesis is not None:
        parts.append("N")
    return " ".join(parts)


def goals_text(level: Level) -> str:
    out = []
    for g in level.goals:
        if g is Goal.DESTROY and level.destroy_kind is not None:
            out.append(f"destroy {level.destroy_count} {level.destroy_kind.value}")
        else:
            out.append(g.value)
    return "+".join(out)


def _expand(paths: Iterable[str]) -> list[Path]:
    found: list[Path] = []
    for p in paths:
        path = Path(p)
        if path.is_dir():
            found += sorted(path.rglob("*.tmx"))
        else:
            found.append(path)
    return found


# --- the needs-new-block analysis ------------------------------------------------------------

def with_crates(level: Level, kind: Kind) -> Level:
    """The same level with every block of ``kind`` replaced by a crate (a pool by a crate on z1)."""
    stacks = tuple(tuple(Kind.CRATE if k is kind else k for k in st) for st in level.stacks)
    return dataclasses.replace(level, stacks=stacks)


def needs_new_block(level: Level, result: SolveResult, max_states: int) -> str:
    kind = level.new_kind
    if kind is None or level.count(kind) == 0:
        return "-" if kind is None else f"no ({kind.value}: none on the board)"
    crates = with_crates(level, kind)
    if result.moves is not None:
        s = State(crates)
        try:
            for m in result.moves:
                s.push(m)
            same_works = s.is_complete()
        except IllegalMove:
            same_works = False
        if same_works:
            return "no (the same solution works with crates)"
    # only as deep as the level's own par: enough to tell "same", "easier" and "harder or impossible"
    r = solve(crates, max_states=max_states, max_pushes=result.pushes)
    if r.status == "unsolvable":
        return "yes (unsolvable with crates)"
    if r.status == "limit":
        if r.notes:
            n = result.pushes
            return f"yes (no solution within {n} push{'es' if n != 1 else ''} with crates)"
        return "unknown (crate version too big to search)"
    if r.pushes != result.pushes:
        return f"yes (par {r.pushes} with crates)"
    return "yes (same par with crates, other moves)"


# --- writing par into a map ------------------------------------------------------------------

_MAP_TAG = re.compile(r"<map\b[^>]*>")


def write_par(path: Path, par: int) -> None:
    """Set the map property ``par`` in a .tmx, editing the text so the rest stays byte-identical."""
    write_int_property(path, "par", par)


def write_int_property(path: Path, name: str, value: int) -> None:
    """Set the int map property ``name`` in a .tmx, editing the text so the rest stays byte-identical."""
    text = path.read_text(encoding="utf-8")
    m = _MAP_TAG.search(text)
    if not m:
        raise LevelError(str(path), f"cannot write {name}: no <map> element")
    after = m.end()
    rest = text[after:]
    # the map's own <properties> is its first child (after <editorsettings>, when Tiled wrote one)
    pm = re.match(r"(\s*<editorsettings>.*?</editorsettings>)?(\s*)<properties>(.*?)</properties>", rest, re.S)
    if pm:
        block_start = after + pm.start(3)
        block = pm.group(3)
        prop = re.search(rf'<property\s+name="{name}"[^>]*/>', block)
        new_prop = f'<property name="{name}" type="int" value="{value}"/>'
        if prop:
            block = block[:prop.start()] + new_prop + block[prop.end():]
        else:
            indent = "  "
            lines = list(re.finditer(r'(\n[ \t]*)<property\s+name="([^"]*)"', block))
            if lines:
                indent = lines[0].group(1)
                pos = None
                for lm in lines:  # Tiled keeps map properties sorted by name
                    if lm.group(2) > name:
                        pos = lm.start()
                        break
                if pos is None:
                    close = block.rstrip()
                    pos = len(close)
                block = block[:pos] + f"{indent}{new_prop}" + block[pos:]
            else:
                block = f"\n  {new_prop}\n " + block.lstrip()
        text = text[:block_start] + block + text[block_start + len(pm.group(3)):]
    else:
        text = text[:after] + f'\n <properties>\n  <property name="{name}" type="int" value="{value}"/>\n </properties>' \
            + text[after:]
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)


# --- the commands --------------------------------------------------------------------------

def check(paths: list[str], out: Out = print, max_states: int = DEFAULT_MAX_STATES, fix_par: bool = True) -> int:
    """Validate and solve maps, one row each; write missing or wrong pars. Exit 1 on any failure."""
    if paths:
        files = _expand(paths)
    else:
        files = campaign_paths()
        if not files:
            out(f"levels check: no campaign levels found under {LEVELS_DIR}")
            return 1
    failures = 0
    total_states = 0
    total_seconds = 0.0
    total_cpu = 0.0
    header = f"{'id':<8} {'title':<24} {'pieces':<16} {'goals':<22} {'par':>4} {'pushes/steps':>12} " \
             f"{'states':>8} {'seconds':>8}  needs-new-block"
    out(header)
    notes: list[str] = []
    for path in files:
        try:
            level = load_level(path)
        except LevelError as exc:
            out(f"INVALID  {exc}")
            failures += 1
            continue
        r = solve(level, max_states=max_states)
        total_states += r.states_explored
        total_seconds += r.seconds
        total_cpu += r.cpu_seconds
        par_text = "-" if level.par is None else str(level.par)
        if r.solved:
            ps = f"{r.pushes}/{r.steps}"
        else:
            ps = "UNSOLVABLE" if r.status == "unsolvable" else "LIMIT"
            failures += 1
        nb = needs_new_block(level, r, max_states) if (r.solved and level.new_kind is not None) else "-"
        out(f"{level.id:<8} {level.title[:24]:<24} {pieces_text(level):<16} {goals_text(level)[:22]:<22} "
            f"{par_text:>4} {ps:>12} {r.states_explored:>8} {r.seconds:>8.3f}  {nb}")
        if not r.solved:
            notes.append(f"{level.id}: {r.describe()}")
        elif level.par != r.pushes:
            if fix_par:
                try:
                    write_par(Path(path), r.pushes)
                    if load_level(path).par != r.pushes:
                        raise LevelError(str(path), "par did not read back")
                    was = "missing" if level.par is None else f"was {level.par}"
                    notes.append(f"{level.id}: wrote par {r.pushes} into {path} ({was})")
                except (OSError, LevelError) as exc:
                    notes.append(f"{level.id}: could not write par {r.pushes} into {path}: {exc}")
                    failures += 1
            else:
                notes.append(f"{level.id}: par is {par_text} but the fewest pushes is {r.pushes}")
    for n in notes:
        out(n)
    rate = total_states / total_cpu if total_cpu > 0 else 0.0
    out(f"{len(files)} map(s), {failures} problem(s); solver: {total_states} states in {total_seconds:.2f} s "
        f"({total_cpu:.2f} s CPU, {rate:,.0f} states per CPU second)")
    return 1 if failures else 0


def solve_cmd(path: str, out: Out = print, max_states: int = DEFAULT_MAX_STATES) -> int:
    try:
        level = load_level(path)
    except LevelError as exc:
        out(f"levels solve: {exc}")
        return 3
    r = solve(level, max_states=max_states)
    if not r.solved:
        out(f"levels solve: {level.id}: {r.describe()}")
        return 1
    out(r.lurd)
    out(f"{r.pushes}/{r.steps}")
    return 0


def replay(path: str, moves_text: str, out: Out = print) -> int:
    """Exit 0 completed, 1 legal but incomplete, 2 at the first illegal move, 3 invalid map."""
    try:
        level = load_level(path)
    except LevelError as exc:
        out(f"levels replay: {exc}")
        return 3
    s = State(level)
    index = 0
    for ch in moves_text:
        if ch.isspace():
            continue
        try:
            move = parse_lurd(ch)[0]
        except NotationError as exc:
            out(f"levels replay: move {index} is illegal: {exc}")
            return 2
        reason = s.why_illegal(move)
        if reason is not None:
            if s.is_complete():
                reason = "the level is already complete"
            out(f"levels replay: move {index} ({ch}) is illegal: {reason}")
            return 2
        s.push(move)
        index += 1
    if s.is_complete():
        out(f"completed: {s.pushes}/{s.steps} (pushes/steps)")
        return 0
    left = ", ".join(g.text for g in s.goal_progress() if not g.done)
    out(f"legal but not complete after {index} moves ({s.pushes}/{s.steps}); still to do: {left}")
    return 1
