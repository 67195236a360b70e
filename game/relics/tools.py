"""The headless level tools behind ``python main.py levels check|solve|replay`` (DESIGN.md).

Each returns the process exit code and prints through ``out`` (one line per message). Nothing
here imports pygame.
"""
from __future__ import annotations

import re
import sys
import time
from pathlib import Path
from typing import Callable, Iterable, Optional

from game.relics.loader import LEVELS_DIR, LevelError, campaign_paths, load_level
from game.relics.model import Goal, Kind, Level
from game.relics.moves import NotationError, parse_lurd
from game.relics.quality import THRESHOLDS, measure, needs_new_block, violations, with_crates  # noqa: F401
from game.relics.solver import DEFAULT_MAX_STATES, solve
from game.relics.state import State

CHECK_MAX_NODES = 200_000
"""The push graph's cap in ``levels check`` (a level with more positions says so: "N+")."""

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
        try:
            is_dir = path.is_dir()
        except OSError:  # a name too long: load_level says so in its row
            is_dir = False
        if is_dir:
            found += sorted(path.rglob("*.tmx"))
        else:
            found.append(path)
    return found


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

def _fmt_share(o) -> str:
    return f"{o.partner} {o.share:.0%} {o.shared}" if o.partner else "-"


def _fmt(v, spec: str = "") -> str:
    return "-" if v is None else format(v, spec)


def _quality_cells(q) -> list[str]:
    sols = "-" if q.solutions is None else (f"{q.solutions}+" if q.solutions_capped else str(q.solutions))
    states = f"{q.states}+" if q.capped else str(q.states)
    return [states, _fmt(q.dead_fraction, ".2f"), _fmt(q.first_pushes), sols, _fmt(q.random, ".1%"),
            _fmt(q.greedy, ".0%"), _fmt_share(q.overlap)]


_COLUMNS = (("id", "<"), ("title", "<"), ("pieces", "<"), ("goals", "<"), ("par", ">"), ("pushes/steps", ">"),
            ("states", ">"), ("seconds", ">"), ("positions", ">"), ("dead", ">"), ("first", ">"),
            ("solutions", ">"), ("random", ">"), ("greedy", ">"), ("overlap", "<"), ("needs-new-block", "<"))


def table(rows: list[list[str]]) -> list[str]:
    """Rows of cells as aligned text lines (every column as wide as its widest cell)."""
    head = [c for c, _ in _COLUMNS]
    widths = [max(len(r[i]) for r in [head] + rows) for i in range(len(head))]
    out = []
    for r in [head] + rows:
        cells = [f"{v:{a}{w}}" for v, (_, a), w in zip(r, _COLUMNS, widths)]
        out.append("  ".join(cells[:-1]) + "  " + r[-1])
    return out


def _campaign_levels() -> list[Level]:
    out = []
    for p in campaign_paths():
        try:
            out.append(load_level(p))
        except LevelError:
            pass
    return out


def check(paths: list[str], out: Out = print, max_states: int = DEFAULT_MAX_STATES, write_pars: bool = False,
          as_json: bool = False, quality: bool = True, summary: bool = False,
          max_nodes: int = CHECK_MAX_NODES) -> int:
    """Validate, solve and measure maps, one row each (figures: ``game.relics.quality``). Pars that
    differ from the file's are reported; only ``write_pars`` writes them. ``summary`` adds the
    campaign thresholds each level misses. Exit 1 on any problem (invalid, unsolvable, par not written)."""
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
    notes: list[str] = []
    rows: list[list[str]] = []
    records: list[dict] = []
    qualities = []
    campaign = _campaign_levels() if quality else []
    progress = sys.stderr.isatty() and not as_json  # the table comes at the end: say where we are
    for n, path in enumerate(files, 1):
        if progress:
            sys.stderr.write(f"\rlevels check: {n}/{len(files)} {Path(path).stem} ...\x1b[K")
            sys.stderr.flush()
        try:
            level = load_level(path)
        except LevelError as exc:
            rows.append([f"INVALID  {exc}"])
            records.append({"path": str(path), "status": "invalid", "error": str(exc)})
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
        q = None
        if quality and r.solved:
            others = [lv for lv in campaign if lv.id != level.id]
            q = measure(level, campaign=others, result=r, max_nodes=max_nodes)
            qualities.append(q)
            notes += [f"{level.id}: {n}" for n in q.notes]
        nb = q.needs_new_block if q is not None else (
            needs_new_block(level, r) if (r.solved and level.new_kind is not None) else "-")
        cells = [level.id, level.title, pieces_text(level), goals_text(level), par_text, ps,
                 str(r.states_explored), f"{r.seconds:.3f}"]
        cells += _quality_cells(q) if q is not None else ["-"] * 7
        rows.append(cells + [nb])
        rec = {"id": level.id, "path": str(path), "title": level.title, "pieces": pieces_text(level),
               "goals": goals_text(level), "file_par": level.par, "status": r.status,
               "pushes": r.pushes if r.solved else None, "steps": r.steps if r.solved else None,
               "lurd": r.lurd if r.solved else None, "solver_states": r.states_explored,
               "seconds": round(r.seconds, 3), "needs_new_block": nb,
               "quality": q.as_dict() if q is not None else None}
        records.append(rec)
        if not r.solved:
            notes.append(f"{level.id}: {r.describe()}")
        elif level.par != r.pushes:
            if write_pars:
                try:
                    write_par(Path(path), r.pushes)
                    if load_level(path).par != r.pushes:
                        raise LevelError(str(path), "par did not read back")
                    was = "missing" if level.par is None else f"was {level.par}"
                    notes.append(f"{level.id}: wrote par {r.pushes} into {path} ({was})")
                    rec["par_written"] = r.pushes
                except (OSError, LevelError) as exc:
                    notes.append(f"{level.id}: could not write par {r.pushes} into {path}: {exc}")
                    failures += 1
            else:
                notes.append(f"{level.id}: par in the file is {par_text} but the fewest pushes is {r.pushes} "
                             f"(levels check --write-par writes it)")
                rec["par_differs"] = True
    if progress:
        sys.stderr.write("\r\x1b[K")
    broken = violations(qualities) if (summary and qualities) else []
    rate = total_states / total_cpu if total_cpu > 0 else 0.0
    last = (f"{len(files)} map(s), {failures} problem(s); solver: {total_states} states in {total_seconds:.2f} s "
            f"({total_cpu:.2f} s CPU, {rate:,.0f} states per CPU second)")
    if as_json:
        import json

        doc = {"levels": records, "notes": notes, "problems": failures, "solver_states": total_states,
               "solver_cpu_seconds": round(total_cpu, 3), "states_per_cpu_second": round(rate)}
        if summary:
            doc["thresholds"] = list(THRESHOLDS)
            doc["violations"] = broken
        out(json.dumps(doc, indent=1))
        return 1 if failures else 0
    good = [r for r in rows if len(r) > 1]
    lines = table(good) if good else []
    body = iter(lines[1:])
    out(lines[0] if lines else "id")
    for r in rows:
        out(next(body) if len(r) > 1 else r[0])
    for n in notes:
        out(n)
    if summary:
        out(f"quality: {len(broken)} threshold violation(s) over {len(qualities)} level(s)"
            + (":" if broken else " (every threshold met)"))
        for line in broken:
            out(f"  {line}")
    out(last)
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
