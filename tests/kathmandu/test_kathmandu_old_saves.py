"""A game saved before GameState's fields were renamed (``t`` -> ``tables``, ``n`` -> ``players``)
still resumes exactly where it was. A save holds the core's record (options, seed, every choice)
and no state field names, so nothing needs mapping; this test keeps it that way."""
import json
from pathlib import Path

from game.kathmandu.record import replay
from game.kathmandu.saves import read_save
from game.kathmandu.state import GameState

OLD = Path(__file__).parent / "data" / "save-before-field-rename.json"


def test_a_save_written_before_the_rename_resumes_at_the_same_point(tmp_path):
    fixture = json.loads(OLD.read_text(encoding="utf-8"))
    path = tmp_path / "table-save.json"
    path.write_text(json.dumps(fixture["save"]), encoding="utf-8")
    doc, problem = read_save(path)
    assert problem is None and doc is not None
    s = replay(doc["record"])
    then = fixture["then"]
    d = s.pending()
    assert (s.round, s.phase, [d.player, d.kind]) == (then["round"], then["phase"], then["pending"])
    assert s.hands == then["hands"] and s.coins == then["coins"] and s.market == then["market"]
    assert [b.total for b in s.scores()] == then["scores"]
    assert s.players == 3 and s.tables.cards  # the readable names
    assert "t" not in GameState.__slots__ and "n" not in GameState.__slots__
    assert doc["seats"] == ["human", "easy", "normal"] and doc["names"][0] == "Asha"
