"""Corrupt settings, Relics progress and Kathmandu saves (wrong types, lone surrogates, NULs, huge
numbers, deep nesting, bytes that are not UTF-8 or not JSON): the game reads them as a clear
one-line message or a valid result, keeps every good value, and the next save succeeds.
Issue 18, items 3 and 4, and the guard against the whole class."""
from __future__ import annotations

import json
import random
import tempfile
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from game.relics.progress import Progress
from game.shell.settings import DEFAULT_KEYS, Settings
from tests.reliability.fuzz import factor, fuzz, one_line

NASTY_TEXT = st.one_of(
    st.sampled_from(["\ud800", "a\udfffb", "\x00", "a\x00b", "\ufffd", "", " ", "\n", "left shift", "1-01", "9-99",
                     "\u0915\u093e\u0920\u092e\u093e\u0921\u094c\u0902", "x" * 5000, "alt+return", "+"]),
    st.text(max_size=8),
)
NUMBERS = st.one_of(st.integers(-10 ** 30, 10 ** 30), st.floats(allow_nan=True, allow_infinity=True),
                    st.sampled_from([0, 1, -1, 999_999, 1_000_000, 2 ** 63, True, False]))
SCALARS = st.one_of(st.none(), st.booleans(), NUMBERS, NASTY_TEXT)
JSONISH = st.recursive(SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                        st.dictionaries(NASTY_TEXT, inner, max_size=4)),
                       max_leaves=12)


def deep(n: int) -> str:
    return "[" * n + "]" * n


def as_file(value) -> bytes:
    """JSON text the way a damaged or hand-edited file holds it (surrogates as \\ud800 escapes)."""
    try:
        return json.dumps(value, ensure_ascii=True).encode("ascii")
    except ValueError:
        return b"{"


RAW = st.one_of(
    st.binary(max_size=40),
    st.sampled_from([b"", b"{", b"\xff\xfe{}", b'{"keys": {"up": ["\xe9"]}}', deep(100).encode(),
                     deep(100_000).encode(), b'{"music_volume": 1e999}', b'{"levels": {"1-01": {"pushes": 1e400}}}',
                     b'{"version": ' + b"9" * 5000 + b"}", b"\x00\x00\x00", b"null", b"[]", b'"text"']),
)

_DIR = Path(tempfile.mkdtemp(prefix="durbar-filefuzz-"))
_n = [0]


def fresh(name: str) -> Path:
    _n[0] += 1
    folder = _DIR / str(_n[0])
    folder.mkdir()
    return folder / name


def _settings_doc(draw) -> dict:
    doc = {}
    for key in draw(st.lists(st.sampled_from(["fullscreen", "window_size", "music_volume", "effects_volume",
                                              "animation_speed", "colour_symbols", "keys", "pad", "version",
                                              "relics.last_level", "kathmandu.seats", "language"]), max_size=6)):
        if key in ("keys", "pad"):
            doc[key] = draw(st.dictionaries(st.sampled_from(list(DEFAULT_KEYS) + ["\ud800", "x"]),
                                            st.one_of(st.lists(NASTY_TEXT, max_size=3), JSONISH), max_size=5))
        else:
            doc[key] = draw(JSONISH)
    return doc


def check_settings(path: Path) -> None:
    s = Settings(path)
    if s.problem is not None:
        one_line(s.problem)
    v = s.values
    assert isinstance(s.fullscreen, bool) and isinstance(s.colour_symbols, bool)
    w, h = s.window_size
    assert 640 <= w <= 10000 and w * 9 == h * 16
    assert 0.0 <= s.music_volume <= 1.0 and 0.0 <= s.effects_volume <= 1.0
    assert s.anim_factor >= 0.0
    for table in ("keys", "pad"):
        for action, names in v[table].items():
            for n in names:
                assert isinstance(n, str) and "\x00" not in n and n.isprintable()
                n.encode("utf-8")
    kept = json.loads(json.dumps(v, ensure_ascii=True))  # what the player has now
    s.set("music_volume", 0.25)  # the next save succeeds ...
    assert s.save_error is None, s.save_error
    again = Settings(path)
    assert again.problem is None and again.music_volume == 0.25
    kept["music_volume"] = 0.25
    assert json.loads(json.dumps(again.values, ensure_ascii=True)) == kept  # ... and nothing was lost


@fuzz(300)
@given(st.data())
def test_a_corrupt_settings_file_reads_as_settings_and_saves_again(data):
    path = fresh("settings.json")
    if data.draw(st.booleans()):
        path.write_bytes(as_file(_settings_doc(data.draw)))
    else:
        path.write_bytes(data.draw(RAW))
    check_settings(path)


def check_progress(path: Path, good: dict) -> None:
    p = Progress(path)
    if p.problem is not None:
        one_line(p.problem)
    for lid, (pushes, steps) in good.items():  # every good record survives a damaged neighbour
        rec = p.best(lid)
        assert rec is not None and (rec.pushes, rec.steps) == (pushes, steps), (lid, p.data)
    assert p.record("1-01", 3, 7) in (True, False)
    assert p.problem is None or "Could not save" not in p.problem, p.problem
    again = Progress(path)
    assert again.problem is None and again.is_solved("1-01")
    for lid in good:
        assert again.is_solved(lid)
    if again.last is not None:
        again.last.encode("utf-8")


@fuzz(300)
@given(st.data())
def test_a_corrupt_progress_file_keeps_the_good_records_and_saves_again(data):
    path = fresh("relics-progress.json")
    good = data.draw(st.dictionaries(st.sampled_from(["1-02", "2-05", "3-10", "5-01"]),
                                     st.tuples(st.integers(0, 999_999), st.integers(0, 999_999)), max_size=3))
    how = data.draw(st.sampled_from(["doc", "raw", "doc"]))
    if how == "raw":
        path.write_bytes(data.draw(RAW))
        good = {}
    else:
        levels = {k: {"pushes": p, "steps": s} for k, (p, s) in good.items()}
        for key, rec in data.draw(st.dictionaries(NASTY_TEXT, JSONISH, max_size=3)).items():
            levels.setdefault(key, rec)
            if key in good or any(key.strip().replace(" ", "") == g for g in good):
                good.pop(key, None)
        good = {k: v for k, v in good.items() if levels.get(k) == {"pushes": v[0], "steps": v[1]}}
        doc = {"version": data.draw(JSONISH), "levels": levels, "last": data.draw(JSONISH),
               "ending_seen": data.draw(JSONISH)}
        path.write_bytes(as_file(doc))
    check_progress(path, good)


def test_bindings_with_lone_surrogates_or_nuls_never_reach_the_level_screen(app, durbar_home):
    """Issue 18 item 3: the file is cleaned on load, and the Relics level draws its controls."""
    from game.relics.loader import campaign_paths
    from game.relics.view.play import PlayScene

    path = durbar_home / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"keys": {"undo": ["\\ud800"], "reset": ["a\\u0000b", "r"], "hint": ["h\\udfff"]}}')
    s = Settings(path)
    assert s.keys_for("undo") == DEFAULT_KEYS["undo"]  # nothing usable was left: the default stays
    assert s.keys_for("reset") == ["r"] and s.keys_for("hint") == DEFAULT_KEYS["hint"]
    app.settings = s
    app.input.settings = s
    app.input.rebuild()
    level = campaign_paths()[0]
    app.start(PlayScene(app, level, level_id=level.stem))
    app.advance(5)  # the HUD draws every binding's label
    s.set("music_volume", 0.5)
    assert s.save_error is None


def test_strings_that_cannot_be_utf8_never_make_a_save_raise(durbar_home):
    """Issue 18 item 4: surrogates kept from a file (or set by code) and unwritable values."""
    path = durbar_home / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"relics.last_level": "\\ud800", "kathmandu.name": "a\\udfffb\\u0000"}')
    s = Settings(path)
    assert s.get("relics.last_level") == "\ufffd" and s.get("kathmandu.name") == "a\ufffdb"
    s.set("relics.note", "\udc80 from a file name")  # set by code: saved with escapes, never raising
    assert s.save_error is None and Settings(path).problem is None
    s.set("relics.bad", {1, 2})  # not JSON at all: a message, not an exception
    assert s.save_error and "Could not save settings" in s.save_error
    prog = durbar_home / "relics-progress.json"
    prog.write_text('{"version": 1, "levels": {"1-01": {"pushes": 2, "steps": 5}, "\\ud800": '
                    '{"pushes": 1, "steps": 1}}, "last": "\\udfff"}')
    p = Progress(prog)
    assert p.is_solved("1-01")
    p.record("1-02", 4, 9)
    again = Progress(prog)
    assert again.problem is None and again.is_solved("1-02") and again.is_solved("1-01")


def test_a_kathmandu_table_save_survives_corruption(durbar_home):
    """A real save, damaged many ways: read as a save or set aside in one line; the next save works."""
    from game.kathmandu.record import RecordError
    from game.kathmandu.saves import read_save, write_save
    from game.kathmandu.view.session import Session
    from game.kathmandu.options import GameOptions
    from game.kathmandu.view.setup import TableSetup

    session = Session(TableSetup(GameOptions(players=3, seed=4), ["human", "easy", "easy"]))
    rng = random.Random(1)
    for _ in range(12):
        d = session.state.pending() if hasattr(session.state, "pending") else None
        if d is None:
            break
        session.state.apply(rng.choice(d.choices()))
    good = session.save_doc()
    path = durbar_home / "kathmandu" / "table-save.json"
    cases = 0
    assert len(good["record"].get("choices", good["record"].get("history", [1]))) >= 1
    for seed in range(60 * factor()):
        r = random.Random(seed)
        doc = json.loads(json.dumps(good))
        _damage(doc, r)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(as_file(doc) if seed % 7 else r.choice([b"{", b"\xff", deep(50_000).encode()]))
        loaded, problem = read_save(path)
        if problem is not None:
            one_line(problem)
        if loaded is not None:
            try:
                Session.from_save(loaded)
            except (RecordError, KeyError, TypeError, ValueError) as exc:  # what resume_scene catches
                one_line(" ".join(str(exc).split()) or type(exc).__name__)
        write_save(good, path)  # the next save succeeds
        assert read_save(path)[1] is None
        cases += 1
    assert cases == 60 * factor()


def _damage(doc, r: random.Random, depth: int = 0) -> None:
    """Replace, delete or retype one value somewhere in the document."""
    node = doc
    for _ in range(r.randint(1, 4)):
        kids = list(node.items()) if isinstance(node, dict) else list(enumerate(node)) if isinstance(node, list) else []
        if not kids:
            break
        key, child = r.choice(kids)
        if not isinstance(child, (dict, list)) or r.random() < 0.3:
            choice = r.choice(["del", "str", "num", "surrogate", "nul", "none", "list", "huge"])
            if choice == "del":
                del node[key]
            else:
                node[key] = {"str": "x", "num": -1, "surrogate": "\ud800", "nul": "a\x00b", "none": None,
                             "list": [[[]]], "huge": 10 ** 40}[choice]
            return
        node = child
