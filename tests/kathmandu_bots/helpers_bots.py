"""Shared helpers for the bot tests: playing seeded games and hiding-part rewrites."""
from __future__ import annotations

import random

from game.kathmandu.engine import apply, pending
from game.kathmandu.options import parse_options
from game.kathmandu.player_view import view_for
from game.kathmandu.state import new_game


def play(words, players: int, seed: int, bots: list, budget_factory=None, check=None):
    """One game; ``bots[seat]`` decides each decision from its own view. Asserts every choice is legal."""
    s = new_game(parse_options(words, players, seed))
    rng = random.Random(seed * 31 + 7)
    steps = 0
    while True:
        d = pending(s)
        if d is None:
            return s
        view = view_for(s, d.player)
        bot = bots[d.player % len(bots)]
        ch = bot.decide(view, rng, budget_factory()) if budget_factory else bot.decide(view, rng)
        assert d.is_legal(ch), f"{bot.name} chose an illegal {ch!r} for {d.kind}"
        if check:
            check(s, d, ch)
        apply(s, ch)
        steps += 1
        assert steps < 20000, "the game does not end"


def rewrite_hidden(s, viewer: int, rng: random.Random):
    """A copy of ``s`` that differs from it only in what ``viewer`` cannot know: the other hands
    (but for the cards each was seen to take face up: ``GameState.known``), the deck orders and contents (blue-backed cards stay in the blue deck), the coins under the
    other players' face-down bids, and the game's random generator."""
    t = s.tables
    s2 = s.copy()
    others = [p for p in range(s.players) if p != viewer]
    pool = [c for p in others for c in s2.hands[p] if c not in s2.known[p]] + list(s2.red)
    blue = list(s2.blue)
    rng.shuffle(blue)
    # swap some blue-backed hidden cards between the blue deck and the rest
    rng.shuffle(pool)
    for i, c in enumerate(pool):
        if t.cards[c].deck == "blue" and blue and rng.random() < 0.5:
            j = rng.randrange(len(blue))
            pool[i], blue[j] = blue[j], pool[i]
    k = 0
    for p in others:
        n = len(s2.hands[p]) - len(s2.known[p])
        s2.hands[p] = list(s2.known[p]) + pool[k:k + n]
        k += n
    s2.red = pool[k:]
    s2.blue = blue
    if not s2.face_up:
        for p in others:
            for sp, seat in enumerate(s2.bid_seat):
                if seat == p and s2.coins[p]:
                    j = rng.randrange(len(s2.coins[p]))
                    s2.coins[p][j], s2.bid_coin[sp] = s2.bid_coin[sp], s2.coins[p][j]
                    s2.coins[p].sort()
    s2.rng = random.Random(rng.random())
    s2.history = []
    s2.invalidate()
    return s2
