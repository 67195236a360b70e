"""Teams: the bots value their team's total, so they build in a teammate's area when it scores more."""
from __future__ import annotations

from dataclasses import replace

from game.kathmandu.bots import position
from game.kathmandu.bots.tournament import run_tournament
from game.kathmandu.options import parse_options


def _team_games(games: int = 4):
    options = parse_options("teams=2v2", players=4, seed=0)
    stats, _secs = run_tournament(options, ["normal"] * 4, games=games, seed=0)
    return stats["normal"]


def test_normal_builds_for_teammates_and_its_teams_score_more(monkeypatch):
    aware = _team_games()
    assert aware.mate_builds > 0.15 * aware.builds, (aware.mate_builds, aware.builds)
    # the same bot blind to its teammates' boards (as it was before): fewer points per seat
    original = position.from_view
    monkeypatch.setattr(position, "from_view", lambda view, seat=None: replace(original(view, seat), mates=()))
    import game.kathmandu.bots.normal as normal
    monkeypatch.setattr(normal, "from_view", position.from_view)
    blind = _team_games()
    assert blind.score_sum < aware.score_sum, (blind.score_sum, aware.score_sum)
