"""Every bot finishes seeded games in every mode with legal choices; they see only their view;
they are deterministic for a seed; a decision always returns (fallback, budget, cancel)."""
from __future__ import annotations

import random
import threading
import time

import pytest

from game.kathmandu.bots import BOTS, make_bot
from game.kathmandu.bots.base import BaseBot
from game.kathmandu.bots.budget import Budget
from game.kathmandu.bots.easy import EasyBot
from game.kathmandu.bots.hard import HardBot
from game.kathmandu.bots.normal import NormalBot
from game.kathmandu.engine import apply, pending
from game.kathmandu.options import parse_options
from game.kathmandu.player_view import view_for
from game.kathmandu.state import new_game

from .helpers_bots import play, rewrite_hidden


@pytest.fixture(autouse=True)
def strict_bots(monkeypatch):
    """A bot exception must fail the test instead of being hidden by the fallback."""
    monkeypatch.setenv("DURBAR_BOTS_STRICT", "1")


def small_hard() -> HardBot:
    return HardBot(seconds=None, iterations=1, width=3)


MODES = [
    ([], 4), ([], 3), ([], 2), ([], 5), ([], 6),
    (["teams=2v2"], 4), (["teams=2v2v2"], 6),
    (["advanced"], 4), (["open-bidding", "manipulation"], 2),
    (["senior-architects", "bhairav", "holo", "rainbow"], 4),
    (["senior-architects", "bhairav", "reconstruction"], 5),
    (["expertise=easy"], 1), (["expertise=extreme", "advanced-missions", "holo"], 1),
]


@pytest.mark.parametrize("words,players", MODES, ids=[f"{p}p-{'+'.join(w) or 'base'}" for w, p in MODES])
def test_every_bot_finishes_games_in_every_mode(words, players):
    mixes = [[make_bot("random"), EasyBot(), NormalBot(), small_hard()],
             [small_hard(), NormalBot(), EasyBot()]]
    for seed, bots in enumerate(mixes):
        s = play(words, players, 100 + seed, bots)
        assert s.over


@pytest.mark.parametrize("name", ["easy", "normal", "hard"])
def test_each_bot_alone_in_solo_and_base(name):
    bot = small_hard() if name == "hard" else make_bot(name)
    for seed in range(3):
        assert play([], 4, 300 + seed, [bot]).over
        assert play(["expertise=medium"], 1, 300 + seed, [bot]).over


def _positions(words, players, seeds, every=7):
    """Mid-game states (with a pending decision) from games between Easy bots."""
    out = []
    for seed in seeds:
        s = new_game(parse_options(words, players, seed))
        rng = random.Random(seed)
        bot = EasyBot()
        k = 0
        while (d := pending(s)) is not None:
            if k % every == 0:
                out.append(s.copy())
            apply(s, bot.decide(view_for(s, d.player), rng))
            k += 1
    return out


@pytest.mark.parametrize("name", sorted(BOTS))
def test_bots_see_only_their_view(name):
    """Changing what a seat cannot know (other hands, decks, face-down coins, RNG) changes nothing."""
    bot = small_hard() if name == "hard" else make_bot(name)
    states = _positions([], 4, [1, 2], every=9) + _positions(["teams=2v2", "manipulation"], 4, [3], every=11) \
        + _positions([], 2, [4], every=9)
    checked = 0
    for i, s in enumerate(states):
        d = pending(s)
        seat = d.player
        first = bot.decide(view_for(s, seat), random.Random(i))
        for j in range(2):
            s2 = rewrite_hidden(s, seat, random.Random(1000 * i + j))
            again = bot.decide(view_for(s2, seat), random.Random(i))
            assert again == first, f"{name} changed its mind at {d.kind} when hidden parts changed"
        checked += 1
    assert checked > 40


def test_rewrite_hidden_really_changes_hidden_parts():
    s = _positions([], 4, [5], every=13)[3]
    seat = pending(s).player
    s2 = rewrite_hidden(s, seat, random.Random(9))
    others = [p for p in range(4) if p != seat]
    assert [s.hands[p] for p in others] + [s.red, s.blue] != [s2.hands[p] for p in others] + [s2.red, s2.blue]
    assert s.hands[seat] == s2.hands[seat] and s.monuments[0].cards == s2.monuments[0].cards


@pytest.mark.parametrize("name", sorted(BOTS))
def test_bots_are_deterministic_for_a_seed(name):
    def game(seed):
        bot = small_hard() if name == "hard" else make_bot(name)
        s = play([], 3, seed, [bot, EasyBot(), bot])
        return [str(c) for c in s.history]
    assert game(11) == game(11)


def test_tournament_is_deterministic_for_a_seed():
    from game.kathmandu.bots.tournament import build_bots, run_tournament
    opts = parse_options([], 4, 0)
    names = ["hard", "normal", "easy", "random"]

    def once():
        stats, _ = run_tournament(opts, names, 3, 42, build_bots(names, None, 1))
        return {k: (v.win_share, v.score_sum, len(v.times)) for k, v in stats.items()}
    assert once() == once()


class _Broken(BaseBot):
    name = "broken"

    def choose(self, view, choices, rng, budget):
        raise RuntimeError("bug in a bot")


class _Illegal(BaseBot):
    name = "illegal"

    def choose(self, view, choices, rng, budget):
        return ("not", "a", "choice")


def test_a_failing_bot_still_answers_legally(monkeypatch):
    monkeypatch.delenv("DURBAR_BOTS_STRICT", raising=False)
    for bot in (_Broken(), _Illegal()):
        s = play([], 4, 7, [bot])
        assert s.over


def test_hard_respects_its_time_budget():
    """The budget is CPU time of the thinking thread: measured the same way, so a loaded machine
    (which stretches the wall clock) cannot make this fail."""
    s = _positions([], 4, [8], every=1)
    bids = [x for x in s if pending(x).kind == "bid"][:4]
    bot = HardBot(seconds=0.05)
    for st in bids:
        view = view_for(st, pending(st).player)
        c0 = time.thread_time()
        ch = bot.decide(view, random.Random(0))
        took = time.thread_time() - c0
        assert pending(st).is_legal(ch)
        assert took < 0.05 + 0.5  # one sample may finish after the deadline; never an unbounded wait


def test_the_budget_counts_thinking_not_waiting():
    """A thread that waits (as a search does while other programs hold the cores) spends no budget;
    one that computes does. Each thread is measured from its own first question."""
    b = Budget(0.05)
    assert not b.spent()
    time.sleep(0.2)  # 0.2 s of wall clock, no CPU
    assert not b.spent() and b.remaining() > 0.0
    end = time.thread_time() + 0.08
    while time.thread_time() < end:
        pass
    assert b.spent()
    other = {}
    th = threading.Thread(target=lambda: other.setdefault("spent", b.spent()))
    th.start()
    th.join(10)
    assert other["spent"] is False  # a fresh thread has thought nothing yet
    assert Budget(10.0, wall=0.0).spent()  # the table's wall cap still stops an overloaded search


def test_fixed_iterations_ignore_the_clock():
    """``--hard-iterations K``: K samples whatever the time, so a tiny or a huge budget decides alike."""
    positions = [x for x in _positions([], 4, [12], every=1) if pending(x).kind in ("bid", "build")][:6]
    for st in positions:
        view = view_for(st, pending(st).player)
        quick = HardBot(seconds=1e-9, iterations=3).decide(view, random.Random(3))
        slow = HardBot(seconds=None, iterations=3).decide(view, random.Random(3))
        assert quick == slow


def test_hard_can_be_cancelled_from_another_thread():
    st = next(x for x in _positions([], 4, [9], every=1) if pending(x).kind == "bid")
    view = view_for(st, pending(st).player)
    bot = HardBot(seconds=None)  # no deadline: only the cancel stops it
    budget = Budget(None)
    out = {}
    worker = threading.Thread(target=lambda: out.setdefault("choice", bot.decide(view, random.Random(1), budget)))
    worker.start()
    time.sleep(0.05)
    budget.cancel()
    worker.join(timeout=10)
    assert not worker.is_alive()
    assert pending(st).is_legal(out["choice"])


def test_one_bot_object_serves_several_threads():
    st = next(x for x in _positions([], 4, [10], every=1) if pending(x).kind == "bid")
    view = view_for(st, pending(st).player)
    bot = HardBot(seconds=None, iterations=2)
    expected = bot.decide(view, random.Random(5))
    results = []
    threads = [threading.Thread(target=lambda: results.append(bot.decide(view, random.Random(5)))) for _ in range(3)]
    for th in threads:
        th.start()
    for th in threads:
        th.join(timeout=30)
    assert results == [expected] * 3
