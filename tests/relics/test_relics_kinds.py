"""The block-kind records (assets/relics/blocks.json): one place for every fact about a kind."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.relics import kinds
from game.relics.model import BOX_LIMITS, KINDS, NEW_KIND_OF_FLOOR, Kind
from game.relics.textmap import parse_board
from tests.relics.helpers import board, reason

ROOT = Path(__file__).resolve().parents[2]


def test_every_kind_has_one_record_and_the_model_follows_it():
    assert [k.value for k in KINDS] == [r.id for r in kinds.RECORDS]
    for k in KINDS:
        r = k.record
        assert k.code == r.code and k.letter == r.letter and k.floor == r.floor
        assert BOX_LIMITS[k.value] == r.box and NEW_KIND_OF_FLOOR[r.floor] is k
        assert k.standable == r.standable and k.pushable == r.pushable
    assert len({r.floor for r in kinds.RECORDS}) == len(kinds.RECORDS)


def test_text_map_letters_come_from_the_records():
    lv = parse_board("A " + " ".join(r.letter for r in kinds.RECORDS if not r.pool))
    assert [lv.stack(i + 1, 0) for i in range(len(KINDS) - 1)] == [(k,) for k in KINDS if not k.record.pool]
    assert board("A c b").render().split() == ["A", "c", "b"]


def test_refusals_are_the_records_words():
    assert reason("A b", "r") == Kind.BOULDER.record.refuse_step
    assert reason("A f", "r") == Kind.FIRE.record.refuse_step
    assert reason("A w", "r") == Kind.WATER.record.refuse_step
    assert reason("A f .", "R") == Kind.FIRE.record.refuse_push


def test_destroy_goal_words_come_from_the_record():
    s = board("A c f", goals="destroy", destroy="crate:1")
    assert s.goal_progress()[0].text == f"{Kind.CRATE.record.destroy_words} 0/1"


def _write(tmp_path: Path, records: list[dict]) -> Path:
    p = tmp_path / "blocks.json"
    p.write_text(json.dumps({"kinds": records}), encoding="utf-8")
    return p


def test_malformed_records_are_refused_with_the_kind_named(tmp_path):
    raw = json.loads(kinds.BLOCKS_JSON.read_text(encoding="utf-8"))["kinds"]
    bad = [dict(r) for r in raw]
    bad[1]["letter"] = bad[0]["letter"]
    with pytest.raises(kinds.KindsError, match="letter"):
        kinds.load(_write(tmp_path, bad))
    bad = [dict(r) for r in raw]
    del bad[2]["motion"]
    with pytest.raises(kinds.KindsError, match="ice"):
        kinds.load(_write(tmp_path, bad))
    bad = [dict(r) for r in raw]
    bad[3].pop("refuse_push")
    with pytest.raises(kinds.KindsError, match="refuse_push"):
        kinds.load(_write(tmp_path, bad))


CASES = (("A c . ccG", None), (". . c . .\nA c . . ccG\n. . . c .", None),
         ("A c . f\n. . c .\n. . . .", "crate:2"), (". c . .\nA . c w\n. . . ccG", None))

_SIXTH = r'''
import json, pathlib, sys
real = pathlib.Path.read_text
data = json.loads(real(pathlib.Path(sys.argv[1])))
sixth = dict(data["kinds"][0], id="sandstone", letter="s", floor=6, name="Sandstone", plural="Sandstone",
             **json.loads(sys.argv[3]))
data["kinds"].append(sixth)
pathlib.Path.read_text = lambda self, *a, **k: json.dumps(data) if self.name == "blocks.json" else real(self, *a, **k)
from dataclasses import replace
from game.relics import kinds
if sixth.get("behaviour"):  # a behaviour the rules need not know ("test-noop"): let them load
    assert kinds.PLAIN[-1] is False and kinds.having("test-noop")[-1] and not any(kinds.having("test-noop")[:-1])
    full, kinds.RECORDS = kinds.RECORDS, tuple(replace(r, behaviour=frozenset()) for r in kinds.RECORDS)
    from game.relics import rules
    kinds.RECORDS = full
from game.relics.solver import ONE_SPACE, solve
from game.relics.textmap import parse_board
assert ONE_SPACE[0] and ONE_SPACE[-1] == (not sixth.get("behaviour"))
out = []
for text, destroy in json.loads(sys.argv[2]):
    r = solve(parse_board(text.replace("c", "s"), goals="destroy" if destroy else None,
                          destroy=destroy and destroy.replace("crate", "sandstone")))
    out.append([r.status, r.pushes, r.steps])
print(json.dumps(out))
'''


def _solved_with_a_sixth_kind(**fields) -> tuple[list, list]:
    """CASES solved with a crate-like sixth kind (and ``fields``) in place of the crates, and as crates."""
    out = subprocess.run([sys.executable, "-c", _SIXTH, str(kinds.BLOCKS_JSON), json.dumps(CASES), json.dumps(fields)],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    from game.relics.solver import solve
    crates = [solve(parse_board(t, goals="destroy" if d else None, destroy=d)) for t, d in CASES]
    assert all(r.solved and r.pushes >= 1 for r in crates)
    return json.loads(out.stdout), [[r.status, r.pushes, r.steps] for r in crates]


def test_a_sixth_kind_is_one_record():
    """A sixth record that behaves like a crate plays and solves exactly like a crate: nothing
    in the rules or the solver is sized for five kinds or keyed on a kind's code."""
    sixth, crates = _solved_with_a_sixth_kind()
    assert sixth == crates


def test_a_kind_with_more_behaviour_goes_through_the_rules_in_the_solver():
    """A kind whose record names a behaviour takes the rules' full path (no crate shortcut, no
    pruning); one that behaves like a crate solves exactly like a crate that way too."""
    sixth, crates = _solved_with_a_sixth_kind(behaviour=["test-noop"])
    assert sixth == crates


def test_a_behaviour_the_rules_do_not_implement_is_refused_in_one_line(tmp_path):
    from dataclasses import replace

    from game.relics import rules

    raw = json.loads(kinds.BLOCKS_JSON.read_text(encoding="utf-8"))["kinds"]
    odd = [dict(r) for r in raw]
    odd[0]["behaviour"] = "crumbles"  # a word, not a list
    with pytest.raises(kinds.KindsError, match="behaviour must be a list"):
        kinds.load(_write(tmp_path, odd))
    records = (replace(kinds.RECORDS[0], behaviour=frozenset({"levitates"})),) + kinds.RECORDS[1:]
    with pytest.raises(kinds.KindsError, match="levitates"):
        rules.check_behaviours(records)
    rules.check_behaviours()  # today's records are fine
