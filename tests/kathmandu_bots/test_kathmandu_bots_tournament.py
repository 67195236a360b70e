"""``kathmandu tournament``: the table, --json, rotating seats, and one-line errors with exit 2."""
from __future__ import annotations

import json

import pytest

from game.cli import main
from game.kathmandu.bots.tournament import BotStats, run_tournament
from game.kathmandu.options import parse_options


def test_tournament_table_and_json(capsys):
    assert main(["kathmandu", "tournament", "--players", "4", "--games", "4", "--seed", "3",
                 "--bots", "easy,random,random,random"]) == 0
    out = capsys.readouterr().out
    assert "win share" in out and "ms p95" in out and "easy" in out and "random" in out
    assert main(["kathmandu", "tournament", "--players", "3", "--games", "3", "--seed", "1",
                 "--bots", "hard,normal,easy", "--hard-iterations", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 3 and set(data["per_bot"]) == {"hard", "normal", "easy"}
    shares = sum(d["win_share"] for d in data["per_bot"].values())
    assert shares == pytest.approx(1.0, abs=1e-3)
    for d in data["per_bot"].values():
        assert d["decisions"] > 0 and 0 <= d["ms_p50"] <= d["ms_p95"] <= d["ms_p99"]
        lo, hi = d["win_share_95"]
        assert 0.0 <= lo <= d["win_share"] <= hi <= 1.0 and hi - lo > 0.2  # 3 games say little


def test_the_interval_narrows_with_more_games():
    from game.kathmandu.bots.tournament import interval
    lo, hi = interval(0.42, 1000)
    assert 0.389 < lo < 0.392 and 0.450 < hi < 0.453
    wide = interval(0.42, 100)
    assert wide[0] < lo and wide[1] > hi
    assert interval(0.0, 300)[0] == 0.0 and interval(0.0, 300)[1] > 0.0


def test_solo_tournament_reports_win_rate(capsys):
    assert main(["kathmandu", "tournament", "--players", "1", "--games", "2", "--bots", "easy",
                 "--options", "expertise=medium", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert "solo_win_rate" in data["per_bot"]["easy"]


def test_seats_rotate():
    opts = parse_options([], 4, 0)
    stats, _ = run_tournament(opts, ["easy", "random", "random", "random"], 4, 0)
    assert stats["easy"].seat_games == 4 and stats["random"].seat_games == 12


@pytest.mark.parametrize("argv,needle", [
    (["--games", "x"], "--games must be a whole number"),
    (["--games", "0"], "--games must be 1"),
    (["--players", "7"], "--players must be 1-6"),
    (["--bots", "easy,nobody,easy,easy"], "unknown bot 'nobody'"),
    (["--players", "3", "--bots", "easy,normal"], "give 1 name or 3 names"),
    (["--hard-budget-ms", "-5"], "--hard-budget-ms must be"),
    (["--jobs", "0"], "--jobs must be"),
    (["--options", "teleport"], "--options"),
])
def test_bad_arguments_give_one_line_and_exit_2(capsys, argv, needle):
    assert main(["kathmandu", "tournament", *argv]) == 2
    err = capsys.readouterr().err.strip()
    assert needle in err and "\n" not in err and "Traceback" not in err


def test_percentiles():
    st = BotStats("x", times=[i / 1000 for i in range(1, 101)])
    assert st.percentile(0.5) == pytest.approx(50.5, abs=1)
    assert st.percentile(0.95) == pytest.approx(95, abs=1.1)
    assert BotStats("y").percentile(0.9) == 0.0


def test_parallel_jobs_play_the_same_games_as_one():
    """--jobs splits the games between processes: the figures are those of one process."""
    from game.kathmandu.bots.tournament import run_parallel
    opts = parse_options([], 4, 0)
    names = ["normal", "easy", "easy", "easy"]
    one, _ = run_tournament(opts, names, 6, 3)
    two, _ = run_parallel(opts, names, 6, 3, jobs=2)
    for name in ("normal", "easy"):
        assert (two[name].seat_games, two[name].win_share, two[name].score_sum) == \
               (one[name].seat_games, one[name].win_share, one[name].score_sum)
        assert len(two[name].times) == len(one[name].times)


def test_jobs_on_the_command_line(capsys):
    assert main(["kathmandu", "tournament", "--games", "4", "--bots", "normal,easy,easy,easy",
                 "--jobs", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["jobs"] == 2 and data["per_bot"]["easy"]["copies"] == 3
