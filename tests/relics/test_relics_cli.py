"""``python main.py levels check|solve|replay``: exit codes, rows, par written into the map."""
import subprocess
import sys

import json

from game.relics import quality, tools
from game.relics.loader import load_level
from game.relics.model import Kind
from game.relics.solver import solve
from tests.conftest import ROOT
from tests.relics.tmxfix import write

GOOD = "A c . ccG\n. . . .\n. . . ."


def run(*args):
    return subprocess.run([sys.executable, "main.py", *map(str, args)], cwd=ROOT, capture_output=True, text=True)


def lines_of(fn, *args, **kw):
    out: list[str] = []
    code = fn(*args, out=out.append, **kw)
    return code, out


def test_solve_prints_lurd_and_length(tmp_path):
    path = write(tmp_path, "m.tmx", GOOD)
    r = run("levels", "solve", path)
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["Rrrr", "1/3"]


def test_solve_unsolvable_and_invalid(tmp_path):
    code, out = lines_of(tools.solve_cmd, str(write(tmp_path, "u.tmx", "A . cccG\n. . .\n. . .")))
    assert code == 1 and "unsolvable" in out[0]
    code, out = lines_of(tools.solve_cmd, str(tmp_path / "none.tmx"))
    assert code == 3 and len(out) == 1


def test_replay_exit_codes(tmp_path):
    path = str(write(tmp_path, "m.tmx", GOOD))
    assert lines_of(tools.replay, path, "R r r r")[0] == 0
    code, out = lines_of(tools.replay, path, "Rr")
    assert code == 1 and "Get the Gem 0/1" in out[0]
    code, out = lines_of(tools.replay, path, "R rr L")
    assert code == 2 and out == ["levels replay: move 3 (L) is illegal: there is no block at your height to push"]
    code, out = lines_of(tools.replay, path, "R x")
    assert code == 2 and "move 1 is illegal" in out[0]
    code, out = lines_of(tools.replay, path, "Rrrrl")
    assert code == 2 and "move 4 (l) is illegal: the level is already complete" in out[0]


def test_replay_on_a_broken_map_is_exit_3_without_traceback(tmp_path):
    (tmp_path / "bad.tmx").write_text("<map")
    r = run("levels", "replay", tmp_path / "bad.tmx", "R")
    assert r.returncode == 3 and "Traceback" not in r.stdout + r.stderr
    assert "bad.tmx" in r.stdout and len(r.stdout.strip().splitlines()) == 1


def test_check_leaves_maps_untouched_and_reports_a_differing_par(tmp_path):
    a = write(tmp_path, "a.tmx", GOOD, props={"goals": "gem", "title": "Alpha"})
    b = write(tmp_path, "b.tmx", GOOD, props={"goals": "gem", "title": "Beta", "par": 9, "hint": "x"})
    before = (a.read_bytes(), b.read_bytes())
    code, out = lines_of(tools.check, [str(a), str(b)])
    assert code == 0 and (a.read_bytes(), b.read_bytes()) == before
    assert any("b: par in the file is 9 but the fewest pushes is 1" in line and "--write-par" in line for line in out)
    assert any("a: par in the file is -" in line for line in out)
    r = run("levels", "check", a, b)
    assert r.returncode == 0 and (a.read_bytes(), b.read_bytes()) == before and "--write-par" in r.stdout


def test_check_write_par_writes_missing_and_wrong_par_and_says_so(tmp_path):
    a = write(tmp_path, "a.tmx", GOOD, props={"goals": "gem", "title": "Alpha"})
    b = write(tmp_path, "b.tmx", GOOD, props={"goals": "gem", "title": "Beta", "par": 9, "hint": "x"})
    before_b = b.read_text()
    code, out = lines_of(tools.check, [str(a), str(b)], write_pars=True)
    assert code == 0, out
    assert any("a: wrote par 1" in line and "(missing)" in line for line in out)
    assert any("b: wrote par 1" in line and "(was 9)" in line for line in out)
    assert load_level(a).par == 1 and load_level(b).par == 1
    # only the par line changed
    diff = [(x, y) for x, y in zip(before_b.splitlines(), b.read_text().splitlines()) if x != y]
    assert diff == [('  <property name="par" type="int" value="9"/>', '  <property name="par" type="int" value="1"/>')]
    assert len(before_b.splitlines()) == len(b.read_text().splitlines())
    row = [line for line in out if line.startswith("a ")][0]
    assert "Alpha" in row and "1/3" in row and "3c 1G" in row
    # a second run finds nothing to write
    code, out = lines_of(tools.check, [str(a), str(b)], write_pars=True)
    assert code == 0 and not any("wrote par" in line for line in out)
    r = run("levels", "check", "--write-par", a)
    assert r.returncode == 0 and "wrote par" not in r.stdout


def test_par_goes_into_the_map_properties_after_editor_settings(tmp_path):
    path = write(tmp_path, "e.tmx", GOOD, props={"goals": "gem", "title": "T"})
    text = path.read_text()
    m = text.index(">", text.index("<map ")) + 1
    path.write_text(text[:m] + '\n <editorsettings>\n  <export target="x.json" format="json"/>\n </editorsettings>'
                    + text[m:])
    tools.write_par(path, 2)
    out = path.read_text()
    assert out.count("<properties>") == 1
    assert '  <property name="goals" value="gem"/>\n  <property name="par" type="int" value="2"/>\n' \
           '  <property name="title" value="T"/>' in out
    assert load_level(path).par == 2


def test_check_map_without_properties_block_gets_one(tmp_path):
    path = write(tmp_path, "c.tmx", GOOD, props={})
    text = path.read_text().replace("<map ", "<map ", 1)
    path.write_text(text)
    tools.write_par(path, 4)
    assert '<property name="par" type="int" value="4"/>' in path.read_text()


def test_check_fails_on_invalid_or_unsolvable(tmp_path):
    good = write(tmp_path, "g.tmx", GOOD)
    bad = write(tmp_path, "x.tmx", "A cw .\n. . G\n. . .")
    code, out = lines_of(tools.check, [str(good), str(bad)])
    assert code == 1 and any(line.startswith("INVALID") and "x.tmx" in line and "layer z2" in line for line in out)
    uns = write(tmp_path, "u.tmx", "A . cccG\n. . .\n. . .")
    code, out = lines_of(tools.check, [str(uns)])
    assert code == 1 and any("UNSOLVABLE" in line for line in out)


def test_check_reports_whether_the_new_block_is_needed(tmp_path):
    # floor 2: a rolling boulder defeats the Nemesis in one push; with no boulder allowed to roll
    # the level is lost or longer (the check looks past the level's par for that version's own par)
    boulder = write(tmp_path, "2-01.tmx", "cA cb c c N\n. . . . .\n. . . . .", props={"goals": "nemesis"})
    code, out = lines_of(tools.check, [str(boulder)])
    row = [line for line in out if line.startswith("2-01")][0]
    rolled = solve(load_level(boulder), without=Kind.BOULDER.code)
    assert rolled.status != "solved" or rolled.pushes > 1
    assert row.endswith("yes (unsolvable without a roll)" if rolled.status == "unsolvable"
                        else f"yes (par {rolled.pushes} without a roll)")
    # floor 5: the goal is to fill a pool, impossible if no block sinks
    water = write(tmp_path, "5-01.tmx", "A c w\n. . .\n. . .",
                  props={"goals": "destroy", "destroy_kind": "water", "destroy_count": 1})
    code, out = lines_of(tools.check, [str(water)])
    assert "yes (unsolvable if no block sinks)" in [line for line in out if line.startswith("5-01")][0]
    # floor 3: ice that is only used as a crate would be
    ice = write(tmp_path, "3-01.tmx", "A i . ccG\n. . . .\n. . . .")
    code, out = lines_of(tools.check, [str(ice)])
    assert "no (won in par 1 without a slide)" in [line for line in out if line.startswith("3-01")][0]


def test_a_pool_is_needed_because_a_block_must_sink_not_because_a_crate_there_would_be_a_step(tmp_path):
    # the pools cut the board in two; the only way over is to sink the crate. With the pools
    # turned into crates the Gem was climbed to without a push ("par 0 with crates"): the check now
    # asks whether the level can be won with no block sinking, and says so
    lv = write(tmp_path, "5-01.tmx", "A c w . cG\n. . w . .\n. . w . .")
    assert solve(load_level(lv)).pushes == 1
    assert solve(quality.with_crates(load_level(lv), Kind.WATER)).pushes == 0  # the old, misleading test
    code, out = lines_of(tools.check, [str(lv)])
    assert [line for line in out if line.startswith("5-01")][0].endswith("yes (unsolvable if no block sinks)")


def test_a_fire_is_needed_when_the_way_on_is_to_burn_a_crate(tmp_path):
    # the ice must melt with the fire to open the way (with a crate for the fire, the ice and
    # the crate were a stair over to the Gem: "par 0 with crates")
    lv = write(tmp_path, "4-01.tmx", "A i f G\n. cc cc cc\n. cc cc cc")
    r = solve(load_level(lv))
    assert r.solved
    without = solve(load_level(lv), without=Kind.FIRE.code)
    code, out = lines_of(tools.check, [str(lv)])
    row = [line for line in out if line.startswith("4-01")][0]
    assert r.pushes == 1 and without.status == "unsolvable"
    assert solve(quality.with_crates(load_level(lv), Kind.FIRE)).pushes == 0  # the old, misleading test
    assert row.endswith("yes (unsolvable if no fire burns or goes out)")



def test_check_table_stays_aligned_with_long_cells_and_json_has_the_figures(tmp_path):
    long = write(tmp_path, "1-02.tmx", GOOD, props={"goals": "gem", "par": 1,
                                                     "title": "A Title Much Longer Than The Others Are"})
    many = write(tmp_path, "1-03.tmx", "A c c c c c\nc c . . . .\nc c c . . ccG\n. . . . . .", props={"goals": "gem"})
    code, out = lines_of(tools.check, [str(long), str(many)], write_pars=True)
    rows = [line for line in out if line[:5] in ("id   ", "1-02 ", "1-03 ")]
    assert len(rows) == 3
    head = rows[0]
    for col in ("title", "pieces", "goals", "overlap", "needs-new-block"):  # left-aligned: same start
        at = head.index(col)
        assert all(row[at - 2:at] == "  " and row[at] != " " for row in rows), (col, rows)
    for col in ("par", "positions", "dead", "solutions", "greedy"):  # right-aligned: same end
        end = head.index(col) + len(col)
        assert all(row[end - 1] != " " and row[end:end + 2] == "  " for row in rows), (col, rows)
    assert "A Title Much Longer Than The Others Are" in rows[1]
    code, out = lines_of(tools.check, [str(long)], as_json=True, summary=True)
    doc = json.loads("\n".join(out))
    q = doc["levels"][0]["quality"]
    assert doc["levels"][0]["pushes"] == 1 and q["par"] == 1 and q["states"] >= 1
    assert set(q) >= {"dead_fraction", "first_pushes", "solutions", "random", "greedy", "overlap", "greedy_wins"}
    assert isinstance(doc["violations"], list) and len(doc["thresholds"]) == len(quality.THRESHOLDS)


def test_check_folder_and_subprocess(tmp_path):
    write(tmp_path, "1-01.tmx", GOOD)
    r = run("levels", "check", tmp_path)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "1-01" in r.stdout and "states per CPU second" in r.stdout


def test_relics_window_refuses_an_empty_level_or_map_and_a_folder(tmp_path, capsys):
    # '--level ""' used to open the level select as if no level had been given; a folder for
    # --map was "no such map file"
    from argparse import Namespace

    from game.relics.cli import _play

    cases = [(Namespace(level="", map=None, autoplay=False), "--level needs a level name"),
             (Namespace(level=None, map="", autoplay=False), "--map needs the path of a .tmx file"),
             (Namespace(level=None, map=str(tmp_path), autoplay=False), "a folder, not a map file")]
    for args, words in cases:
        assert _play(args) == 2
        err = capsys.readouterr().err
        assert words in err and len(err.strip().splitlines()) == 1
