"""Saved Relics progress: records, unlocking in order, atomic saves, a corrupt file moved aside."""
from __future__ import annotations

import json

from game.relics.progress import PROGRESS_FILE, Progress, norm_id
from game.shell.paths import data_path

CAMPAIGN = [f"{f}-{l:02d}" for f in (1, 2) for l in range(1, 11)]


def test_ids_are_normalised():
    assert norm_id("1-1") == norm_id("1-01") == "1-01"
    assert norm_id("my-map") == "my-map"


def test_record_keeps_the_best_and_survives_a_reload():
    p = Progress()
    assert p.record("1-1", 5, 30) is True
    assert p.record("1-01", 6, 10) is False        # more pushes: not better
    assert p.record("1-01", 5, 20) is True         # same pushes, fewer steps
    again = Progress()
    assert again.problem is None
    assert again.is_solved("1-1")
    assert (again.best("1-01").pushes, again.best("1-01").steps) == (5, 20)
    assert again.last == "1-01"
    on_disk = json.loads(data_path(PROGRESS_FILE).read_text())
    assert on_disk["levels"]["1-01"] == {"pushes": 5, "steps": 20}


def test_levels_unlock_in_order_and_a_floor_end_opens_the_next_floor():
    p = Progress()
    assert p.status("1-01", CAMPAIGN) == "open"
    assert p.status("1-02", CAMPAIGN) == "locked"
    assert not p.floor_open(2, CAMPAIGN)
    for i in range(1, 10):
        p.record(f"1-{i:02d}", 1, 1)
    assert p.status("1-10", CAMPAIGN) == "open"
    assert p.status("2-01", CAMPAIGN) == "locked"
    p.record("1-10", 1, 1)
    assert p.status("1-10", CAMPAIGN) == "solved"
    assert p.floor_open(2, CAMPAIGN) and p.status("2-01", CAMPAIGN) == "open"
    assert p.next_open(CAMPAIGN) == "2-01"
    assert p.status("my-own-map", CAMPAIGN) == "open"


def test_a_corrupt_progress_file_is_moved_aside_with_a_message():
    path = data_path(PROGRESS_FILE)
    path.write_text("{ this is not json", encoding="utf-8")
    p = Progress()
    assert p.problem and "reset" in p.problem
    assert p.moved_to is not None and p.moved_to.exists()
    assert p.moved_to.read_text(encoding="utf-8") == "{ this is not json"
    assert not path.exists() or json.loads(path.read_text())  # nothing half-written
    assert p.solved_count == 0
    p.record("1-01", 2, 3)
    assert Progress().problem is None and Progress().is_solved("1-01")


def test_a_progress_file_with_wrong_types_is_treated_as_corrupt():
    path = data_path(PROGRESS_FILE)
    path.write_text(json.dumps({"version": 1, "levels": {"1-01": {"pushes": "many", "steps": 3}}}))
    p = Progress()
    assert p.problem and p.moved_to is not None
    assert not p.is_solved("1-01")


def test_one_damaged_record_costs_only_that_level():
    path = data_path(PROGRESS_FILE)
    raw = json.dumps({"version": 1, "last": "1-03", "levels": {
        "1-01": {"pushes": 2, "steps": 9}, "1-02": {"pushes": "x"}, "1-03": 5,
        "1-04": {"pushes": True, "steps": 1}, "1-05": {"pushes": 4, "steps": 10},
        "1-06": {"pushes": 10 ** 23, "steps": 5}}})
    path.write_text(raw)
    p = Progress()
    assert p.is_solved("1-01") and p.is_solved("1-05") and p.best("1-05").pushes == 4
    assert not any(p.is_solved(f"1-0{i}") for i in (2, 3, 4, 6))
    assert p.problem and "4 damaged" in p.problem and "1-02" in p.problem
    assert p.moved_to is not None and p.moved_to.read_text() == raw  # the old file is kept
    again = Progress()  # the cleaned file was saved: no message the second time
    assert again.problem is None and again.solved_count == 2 and "_dropped" not in again.data


def test_corrupt_progress_is_reported_in_the_game():
    from game.relics.view.campaign import shared
    from game.shell.app import App

    data_path(PROGRESS_FILE).write_text("[1, 2", encoding="utf-8")
    app = App(headless=True, audio=False)
    try:
        _campaign, progress = shared(app)
        assert progress.problem
        assert any(progress.problem in t.text for t in app.toasts.items)
    finally:
        app.close()
