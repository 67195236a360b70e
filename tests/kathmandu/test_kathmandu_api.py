"""Bad input, hidden information, the command line."""
import json
import subprocess
import sys

import pytest

from game.kathmandu.choices import Bid, Build, Discard, Done, label, notation, parse_choice
from game.kathmandu.data import COLOURS, load_tables
from game.kathmandu.engine import IllegalChoice, apply, pending, start
from game.kathmandu.options import GameOptions, OptionError, parse_options
from game.kathmandu.player_view import view_for
from game.kathmandu.record import record
from tests.conftest import ROOT

from .helpers import game

T = load_tables()
SPOT = T.spot_index


def snapshot(s):
    return (record(s), [list(h) for h in s.hands], list(s.red), list(s.blue), list(s.market), list(s.bid_seat),
            list(s.bid_coin), [list(c) for c in s.coins], s.phase, s.rng.getstate(), len(s.monuments))


def test_illegal_choices_are_rejected_with_a_reason_and_change_nothing():
    s = game(4)
    start(s)
    before = snapshot(s)
    for bad, words in ((Done(), "'done' choice is not possible now"), (Bid(SPOT["N1"], 7), "coin 7 is not available"),
                       (Bid(SPOT["N3"], 1), "spot is taken, not in use"), ("bid N1 1", "not a choice object"),
                       (Build(0, 0, -1, 0), "not possible now")):
        with pytest.raises(IllegalChoice, match=words):
            apply(s, bad)
        assert snapshot(s) == before
    apply(s, Bid(SPOT["N1"], 1))
    before = snapshot(s)
    with pytest.raises(IllegalChoice, match="taken"):
        apply(s, Bid(SPOT["N1"], 2))
    assert snapshot(s) == before


def test_illegal_build_and_discard():
    s = game(4, seed=2)
    start(s)
    for _ in range(4):
        apply(s, pending(s).choices()[0])
    d = pending(s)
    assert d.kind == "build"
    before = snapshot(s)
    not_mine = next(c for c in range(len(T.cards)) if c not in s.hands[d.player])
    with pytest.raises(IllegalChoice, match="cannot be built"):
        apply(s, Build(not_mine, 0, -1, d.player))
    with pytest.raises(IllegalChoice):
        apply(s, Build(s.hands[d.player][0], 0, -1, (d.player + 1) % 4))  # not a teammate
    with pytest.raises(IllegalChoice):
        apply(s, Discard(s.hands[d.player][0]))
    assert snapshot(s) == before


def test_game_over_rejects_choices():
    from .helpers import play_random
    import random
    s = game(3)
    play_random(s, random.Random(1))
    with pytest.raises(IllegalChoice, match="over"):
        apply(s, Done())


def test_options_validation():
    with pytest.raises(OptionError, match="players must be 1-6"):
        GameOptions(players=7).validate()
    with pytest.raises(OptionError, match="needs 6 players"):
        parse_options(["teams=3v3"], 4)
    with pytest.raises(OptionError, match="solo does not use manipulation"):
        parse_options(["manipulation"], 1)
    with pytest.raises(OptionError, match="unknown option 'fast'"):
        parse_options(["fast"], 4)
    with pytest.raises(OptionError, match="expertise is a solo option"):
        parse_options(["expertise=hard"], 3)
    o = parse_options(["senior-architects,bhairav", "holo"], 5, 9)
    assert o.architects and o.public_goals and o.advanced_missions and o.bhairav and o.holo and o.seed == 9
    assert parse_options(o.words(), 5, 9) == o


def test_view_hides_other_hands_face_down_bids_and_deck_order():
    s = game(4, seed=4)
    start(s)
    apply(s, Bid(SPOT["N1"], 3))
    v1 = view_for(s, 1)
    assert v1.bids == [(SPOT["N1"], 0, None)]
    assert view_for(s, 0).bids == [(SPOT["N1"], 0, 3)]
    assert v1.coins_left(0) == [0, 1, 2, 3, 4]  # the face-down coin is not revealed
    assert view_for(s, 0).coins_left(0) == [0, 1, 2, 4]
    assert not hasattr(v1, "red") and not hasattr(v1, "hands")
    assert v1.red_count == len(s.red)
    assert v1.pending() is not None and view_for(s, 2).pending() is None and view_for(s, 2).choices() == []
    for _ in range(3):
        apply(s, pending(s).choices()[0])
    v = view_for(s, 2)
    assert v.hand == s.hands[2] and v.hand_sizes == [len(h) for h in s.hands]


def test_open_bidding_shows_values():
    s = game(4, words=["open-bidding"])
    start(s)
    ev = apply(s, Bid(SPOT["N1"], 3))
    assert ev[0].face_up and "coin 3" in ev[0].text()
    assert view_for(s, 1).bids == [(SPOT["N1"], 0, 3)]


def test_mixed_bidding_face_up_then_down():
    import random
    s = game(3, words=["mixed-bidding"])
    start(s)
    seen = {}
    rng = random.Random(0)
    while pending(s):
        ch = pending(s).choices()
        for e in apply(s, ch[rng.randrange(len(ch))]):
            if e.kind == "coin_placed":
                seen.setdefault(s.round, set()).add(e.face_up)
    assert all(seen[r] == {True} for r in range(1, 5)) and all(seen[r] == {False} for r in range(5, 9))


def test_notation_round_trip_and_labels():
    s = game(4, words=["reconstruction"], seed=3)
    import random
    rng = random.Random(3)
    start(s)
    kinds = set()
    while pending(s):
        for c in pending(s).choices():
            assert parse_choice(notation(c)) == c
            assert label(c)
            kinds.add(c.kind)
        ch = pending(s).choices()
        apply(s, ch[rng.randrange(len(ch))])
    assert {"bid", "build", "done", "discard", "points", "buy", "wild", "reconstruct"} <= kinds


def run(*args):
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True, timeout=120)


def test_cli_simulate_summary_and_json():
    out = run("kathmandu", "simulate", "--players", "3", "--games", "4", "--seed", "7", "--options", "bhairav,holo")
    assert out.returncode == 0, out.stderr
    assert "games 4" in out.stdout and "games/second" in out.stdout and "seat 3" in out.stdout
    out = run("kathmandu", "simulate", "--players", "1", "--games", "3", "--json", "--options", "expertise=hard")
    lines = out.stdout.strip().splitlines()
    assert out.returncode == 0 and len(lines) == 3
    rec = json.loads(lines[0])
    out2 = run("kathmandu", "simulate", "--players", "6", "--games", "3", "--check", "--options", "teams=2v2v2,advanced")
    assert out2.returncode == 0 and "3 games audited and replayed exactly" in out2.stdout
    assert rec["result"]["scores"][0]["total"] == sum(v for k, v in rec["result"]["scores"][0].items() if k != "total")


@pytest.mark.parametrize("args,words", [
    (["--players", "0"], "--players must be 1-6"),
    (["--games", "x"], "--games must be a whole number"),
    (["--options", "teams=2v2", "--players", "3"], "needs 4 players"),
    (["--bots", "random,random"], "--bots: give 1 name or 4 names"),
    (["--bots", "genius"], "unknown bot 'genius'"),
    (["--seed", "9" * 30], "--seed must be between -4611686018427387904 and 4611686018427387904"),
])
def test_cli_simulate_bad_arguments(args, words):
    out = run("kathmandu", "simulate", *args)
    assert out.returncode == 2
    assert words in out.stderr and "Traceback" not in out.stderr and len(out.stderr.strip().splitlines()) == 1


def test_cli_kathmandu_window_mode_still_parses():
    from game.cli import build_parser
    a = build_parser().parse_args(["kathmandu", "--players", "3", "--frames", "2"])
    assert a.players == 3 and a.frames == 2 and a.handler.__name__ == "_play"
    a = build_parser().parse_args(["kathmandu", "simulate", "--players", "2"])
    # the parser holds a stand-in (the engine is imported only when the tool runs, issue 17)
    assert a.tool[0] == "simulate" and a.tool_args == ["--players", "2"]


def test_the_cli_parser_does_not_import_the_engine():
    import subprocess
    import sys
    code = ("import sys; from game.cli import build_parser; build_parser(); "
            "print(sorted(m for m in sys.modules if m.startswith(('game.kathmandu.', 'pygame'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "['game.kathmandu.cli']"


def test_copy_is_independent_for_ui_undo():
    import random
    s = game(4, seed=12, words=["reconstruction"])
    rng = random.Random(12)
    start(s)
    for _ in range(40):
        ch = pending(s).choices()
        apply(s, ch[rng.randrange(len(ch))])
    before = snapshot(s)
    c = s.copy()
    for _ in range(30):
        d = pending(c)
        if d is None:
            break
        ch = d.choices()
        apply(c, ch[rng.randrange(len(ch))])
    assert snapshot(s) == before


def test_wild_colours_best_scoring_choice_first():
    from game.kathmandu.choices import Build, WildColours
    from .helpers import section
    top = section("red", "shrine", 2, "green")
    s = game(4, seed=1, phase="build", turn=1, hands=[[], [top.split(".")[0]], [], []],
             monuments=[{"area": 1, "cards": [section("blue", "shrine", 1, "wild")]}])
    apply(s, Build(T.card_index[top.split(".")[0]], int(top[-1]), 0, 1))
    d = pending(s)
    assert d.kind == "wild_colour" and len(d.choices()) == 5
    assert d.choices()[0] == WildColours(0, (COLOURS.index("green"),))  # green pairs with the green top
    ev = apply(s, d.choices()[0])
    done = [e for e in ev if e.kind == "monument_completed"][0]
    assert done.colour_bonus == 2


def test_start_returns_the_opening_events():
    s = game(5)
    ev = start(s)
    kinds = [e.kind for e in ev]
    assert kinds == ["round_started", "market_dealt"] and len(ev[1].cards) == 6
    assert start(s) == []
    s = game(1)
    kinds = [e.kind for e in start(s)]
    assert kinds[:3] == ["round_started", "market_dealt", "die_rolled"] and len(s.market) == 6


def test_cli_simulate_reports_broken_tables_in_one_line(tmp_path):
    import os
    import shutil
    from game.kathmandu.data import ASSETS
    folder = tmp_path / "assets"
    shutil.copytree(ASSETS, folder)
    (folder / "layouts.json").write_text('{"spaces": []}')
    env = dict(os.environ, DURBAR_KATHMANDU_ASSETS=str(folder))
    out = subprocess.run([sys.executable, "main.py", "kathmandu", "simulate", "--games", "1"], cwd=ROOT,
                         capture_output=True, text=True, env=env, timeout=60)
    assert out.returncode == 2 and "layouts.json" in out.stderr and "Traceback" not in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1


def test_events_for_a_viewer_hide_private_values():
    from game.kathmandu.events import for_viewer
    s = game(4, seed=4)
    start(s)
    ev = apply(s, Bid(SPOT["N1"], 3))
    assert for_viewer(ev, 1)[0].coin == -1 and for_viewer(ev, 0)[0].coin == 3
    for _ in range(3):
        ev = apply(s, pending(s).choices()[0])
    drawn = [e for e in ev if e.kind == "red_drawn"]
    assert drawn
    for e in drawn:
        mine = [x for x in for_viewer(ev, e.seat) if x.kind == "red_drawn" and x.seat == e.seat][0]
        other = [x for x in for_viewer(ev, (e.seat + 1) % 4) if x.kind == "red_drawn" and x.seat == e.seat][0]
        assert mine.cards == e.cards and set(other.cards) == {-1}


def test_prompts_say_what_to_do():
    import random
    for n, words in ((2, ()), (4, ("bhairav",)), (1, ())):
        s = game(n, seed=2, words=words)
        rng = random.Random(2)
        start(s)
        seen = set()
        while pending(s):
            d = pending(s)
            assert d.prompt and isinstance(d.prompt, str)
            seen.add(d.prompt.split(" (")[0][:20])
            ch = d.choices()
            apply(s, ch[rng.randrange(len(ch))])
        assert len(seen) >= 3
    s = game(2)
    start(s)
    assert pending(s).prompt.endswith("(bid 1 of 2)")
    apply(s, pending(s).choices()[0])
    assert pending(s).prompt.endswith("(bid 1 of 2)")
    apply(s, pending(s).choices()[0])
    assert pending(s).prompt.endswith("(bid 2 of 2)")


def test_cli_kathmandu_window_refuses_bots_with_no_names():
    # "--bots ,,," ended in ZeroDivisionError in the table setup
    out = run("kathmandu", "--players", "4", "--bots", ",,,", "--frames", "2")
    assert out.returncode == 2 and "Traceback" not in out.stderr
    assert "--bots takes easy, normal or hard" in out.stderr and len(out.stderr.strip().splitlines()) == 1
