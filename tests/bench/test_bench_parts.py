"""The bench's own logic, without timing anything: merging repeated runs, the Relics move script."""
from __future__ import annotations

from game.benchmarks.report import Row, median_rows
from game.benchmarks.scenes import scripted_moves
from game.relics.state import State
from game.relics.textmap import parse_board


def test_median_rows_takes_the_median_of_each_figure():
    runs = [[Row("S", "a", "thing", v, "ms", 8.0, extra={"p50": v / 2, "frames": 300})] for v in (9.0, 3.0, 4.0)]
    runs[1].append(Row("S", "b", "only once", 1.5, "%"))
    merged = {r.key: r for r in median_rows(runs)}
    assert merged["a"].value == 4.0 and merged["a"].status == "PASS"
    assert merged["a"].extra["p50"] == 2.0 and merged["a"].extra["runs"] == [9.0, 3.0, 4.0]
    assert merged["b"].value == 1.5
    assert [r.key for r in median_rows(runs)] == ["a", "b"]


def test_median_rows_keeps_a_part_that_never_measured():
    from game.benchmarks.report import missing

    runs = [[missing("S", "k", "table", "not landed", "ms", 8.0)] for _ in range(2)]
    (row,) = median_rows(runs)
    assert row.value is None and row.status == "N/A"


def test_scripted_moves_push_and_never_finish_the_level():
    level = parse_board("A . c . . .\n. c . b . .\n. . i . . G\n. c . . c .", goals="gem")
    moves = scripted_moves(level, count=30, seed=3)
    assert len(moves) >= 10
    assert sum(1 for m in moves if m.is_push) >= 3
    st = State.from_level(level)
    for mv in moves:
        assert st.why_illegal(mv) is None
        st.push(mv)
        assert not st.is_complete()
    assert scripted_moves(level, count=30, seed=3) == moves  # the same walk every run
