"""Rows of figures, their budgets, and the two outputs: a readable table and one JSON object."""
from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from typing import Any, Optional, Sequence


class NotAvailable(Exception):
    """The subject of a measurement is not in this build (a scene or a package not landed yet)."""


@dataclass
class Row:
    """One figure: ``section`` groups rows in the table, ``key`` is the JSON name (unique)."""

    section: str
    key: str
    label: str
    value: Optional[float] = None
    unit: str = ""
    #: the figure must stay below this (None = no budget, information only)
    budget: Optional[float] = None
    #: extra figures shown beside the value (e.g. p50/p95, ratio to bare blits)
    detail: str = ""
    extra: dict = field(default_factory=dict)
    #: "not available: ..." or "error: ..." when there is no value
    note: str = ""

    @property
    def status(self) -> str:
        if self.value is None:
            return "N/A" if self.note.startswith("not available") else "ERROR"
        if self.budget is None:
            return ""
        return "PASS" if self.value < self.budget else "OVER"

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"section": self.section, "label": self.label, "value": _clean(self.value),
                             "unit": self.unit, "budget": self.budget, "status": self.status or None}
        if self.extra:
            d.update({k: _clean(v) for k, v in self.extra.items()})
        if self.note:
            d["note"] = self.note
        return d


def _clean(v: Any) -> Any:
    if isinstance(v, float):
        if math.isnan(v) or math.isinf(v):
            return None
        return round(v, 4)
    return v


def missing(section: str, key: str, label: str, why: str, unit: str = "", budget: float | None = None) -> Row:
    return Row(section, key, label, None, unit, budget, note=f"not available: {why}")


def failed(section: str, key: str, label: str, exc: BaseException, unit: str = "",
           budget: float | None = None) -> Row:
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return Row(section, key, label, None, unit, budget, note=f"error: {exc.__class__.__name__}: {text}"[:200])


def percentile(values: Sequence[float], q: float) -> float:
    """Linear-interpolated percentile (q in 0..100) of a non-empty sequence."""
    xs = sorted(values)
    if not xs:
        return float("nan")
    if len(xs) == 1:
        return xs[0]
    pos = (len(xs) - 1) * q / 100.0
    lo = int(math.floor(pos))
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)


def _fmt(v: float | None, unit: str) -> str:
    if v is None:
        return "-"
    if unit in ("ms", "s", "%", "MB", "x"):
        digits = 3 if abs(v) < 1 and unit in ("ms", "s") else (2 if abs(v) < 10 else 1)
        return f"{v:.{digits}f} {unit}"
    if abs(v) >= 100:
        return f"{v:,.0f} {unit}".strip()
    return f"{v:.2f} {unit}".strip()


def table(rows: Sequence[Row], header: str = "") -> str:
    """The readable table: one line per figure with its budget and PASS / OVER."""
    lines: list[str] = []
    if header:
        lines += [header, ""]
    w_label = max([len(r.label) for r in rows] + [10])
    section = None
    for r in rows:
        if r.section != section:
            section = r.section
            if lines and lines[-1] != "":
                lines.append("")
            lines.append(f"== {section}")
        budget = f"< {_fmt(r.budget, r.unit)}" if r.budget is not None else ""
        if r.value is None:
            lines.append(f"  {r.label:<{w_label}}  {r.note}")
            continue
        lines.append(f"  {r.label:<{w_label}}  {_fmt(r.value, r.unit):>12}  {budget:>12}  {r.status:<4}  {r.detail}"
                     .rstrip())
    over = [r for r in rows if r.status == "OVER"]
    checked = [r for r in rows if r.status in ("PASS", "OVER")]
    na = [r for r in rows if r.status == "N/A"]
    err = [r for r in rows if r.status == "ERROR"]
    lines.append("")
    summary = f"budgets: {len(checked) - len(over)}/{len(checked)} met"
    if over:
        summary += "; OVER: " + ", ".join(r.key for r in over)
    if na:
        summary += f"; {len(na)} not available"
    if err:
        summary += f"; {len(err)} errors"
    lines.append(summary)
    return "\n".join(lines)


def to_json(rows: Sequence[Row], meta: dict) -> str:
    obj: dict[str, Any] = dict(meta)
    obj["figures"] = {r.key: r.to_dict() for r in rows}
    over = [r.key for r in rows if r.status == "OVER"]
    obj["summary"] = {"budgets_checked": sum(1 for r in rows if r.status in ("PASS", "OVER")),
                      "over": over, "not_available": [r.key for r in rows if r.status == "N/A"],
                      "errors": [r.key for r in rows if r.status == "ERROR"]}
    return json.dumps(obj, indent=1)


def median_rows(runs: Sequence[Sequence[Row]]) -> list[Row]:
    """Merge repeated runs: each figure (and each numeric extra) becomes the median over the runs
    that measured it; the detail text is the one of the run closest to that median."""
    import statistics

    order: list[str] = []
    by_key: dict[str, list[Row]] = {}
    for rows in runs:
        for r in rows:
            if r.key not in by_key:
                order.append(r.key)
                by_key[r.key] = []
            by_key[r.key].append(r)
    out: list[Row] = []
    for key in order:
        got = by_key[key]
        measured = [r for r in got if r.value is not None]
        if not measured:
            out.append(got[-1])
            continue
        med = statistics.median(r.value for r in measured)
        closest = min(measured, key=lambda r: abs(r.value - med))
        extra = dict(closest.extra)
        for name, v in closest.extra.items():
            vals = [r.extra.get(name) for r in measured]
            if all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in vals):
                extra[name] = statistics.median(vals)
        extra["runs"] = [r.value for r in measured]
        detail = closest.detail + (f"  [median of {len(measured)} runs: "
                                   f"{', '.join(_fmt(r.value, closest.unit) for r in measured)}]"
                                   if len(measured) > 1 else "")
        out.append(Row(closest.section, key, closest.label, med, closest.unit, closest.budget, detail, extra))
    return out
