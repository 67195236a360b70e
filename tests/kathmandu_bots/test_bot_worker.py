"""Bots think in a worker process: same choices as in-process, and a broken worker never stalls
or breaks the table (it is replaced, and the Normal bot's choice is played)."""
from __future__ import annotations

import os
import random
import signal

import pytest

from game.kathmandu import engine
from game.kathmandu.bots import make_bot
from game.kathmandu.bots import worker as worker_mod
from game.kathmandu.bots.hard import HardBot
from game.kathmandu.bots.normal import NormalBot
from game.kathmandu.bots.worker import BotProcess
from game.kathmandu.options import parse_options
from game.kathmandu.player_view import view_for
from game.kathmandu.state import new_game

from .slow_bots import CrashingBot, SleepyBot


@pytest.fixture(scope="module")
def pool():
    p = BotProcess()
    assert p.start()
    yield p
    p.stop()


def _positions(players: int, words: str, seed: int, count: int):
    """``count`` decision points of a game played by random choices."""
    s = new_game(parse_options(words, players=players, seed=seed))
    engine.start(s)
    rng = random.Random(seed)
    out = []
    while not s.over and len(out) < count:
        d = engine.pending(s)
        if len(d.choices()) > 1 and rng.random() < 0.5:
            out.append(s.copy())
        engine.apply(s, rng.choice(d.choices()))
    return out


@pytest.mark.parametrize("players,words", [(4, ""), (1, "expertise=easy"), (4, "senior-architects")])
def test_worker_choice_equals_in_process_choice(pool, players, words):
    bots = [make_bot("easy"), NormalBot(), HardBot(iterations=6)]
    for i, s in enumerate(_positions(players, words, seed=11, count=9)):
        bot = bots[i % len(bots)]
        seat = engine.pending(s).player
        local = bot.decide(view_for(s.copy(), seat), random.Random(i))
        ticket = pool.submit(bot, view_for(s.copy(), seat), random.Random(i))
        assert ticket.wait(60)
        assert not ticket.fell_back, ticket.error
        assert ticket.result == local and type(ticket.result) is type(local)


def test_killed_worker_is_replaced_and_its_decision_still_answered(pool):
    s = _positions(4, "", seed=3, count=1)[0]
    seat = engine.pending(s).player
    first = pool.pid
    ticket = pool.submit(HardBot(seconds=20.0), view_for(s.copy(), seat), random.Random(1))
    os.kill(first, signal.SIGKILL)
    assert ticket.wait(30)
    assert ticket.fell_back
    assert ticket.result == NormalBot().decide(view_for(s.copy(), seat), random.Random(1))
    again = pool.submit(NormalBot(), view_for(s.copy(), seat), random.Random(2))
    assert again.wait(60) and not again.fell_back
    assert pool.pid != first and pool.alive


def test_overrunning_bot_is_stopped_and_normal_plays(pool, monkeypatch, caplog):
    monkeypatch.setattr(worker_mod, "GRACE", 0.5)
    s = _positions(4, "", seed=5, count=1)[0]
    seat = engine.pending(s).player
    with caplog.at_level("WARNING", logger="durbar.bots"):
        ticket = pool.submit(SleepyBot(), view_for(s.copy(), seat), random.Random(4))
        assert ticket.wait(30)
    assert ticket.fell_back and ticket.error is None
    assert ticket.result in engine.pending(s).choices()
    assert "overran" in caplog.text


def test_crashing_worker_falls_back_to_normal(pool):
    s = _positions(1, "expertise=easy", seed=8, count=1)[0]
    seat = engine.pending(s).player
    ticket = pool.submit(CrashingBot(), view_for(s.copy(), seat), random.Random(6))
    assert ticket.wait(30)
    assert ticket.fell_back
    assert ticket.result == NormalBot().decide(view_for(s.copy(), seat), random.Random(6))


def test_stop_ends_the_process():
    p = BotProcess()
    assert p.start()
    proc = p._proc
    p.stop()
    assert not proc.is_alive() and not p.alive


def test_a_request_carries_the_rules_tables_as_a_reference_not_a_copy():
    from game.kathmandu.data import load_tables

    s = _positions(4, "", seed=5, count=1)[0]
    view = view_for(s.copy(), engine.pending(s).player)
    data = worker_mod._dumps((1, NormalBot(), view, random.Random(1)))
    _rid, _bot, back, _rng = worker_mod._loads(data)
    tables = load_tables()
    assert back._s.tables is tables, "the tables travelled by value (a copy came out)"
