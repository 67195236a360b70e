"""The core words nothing for a player (issue 15, core part): events, prompts and the solo checklist
carry a message id + parameters; the presentation words them (here a fake "translation")."""
import random

from game.kathmandu.data import load_tables, translatable_strings
from game.kathmandu.engine import KIND_PROMPTS, apply, pending, start
from game.kathmandu.messages import render
from game.kathmandu.options import parse_options
from game.kathmandu.solo import checklist, checklist_items
from game.kathmandu.state import new_game

COMBOS = [(1, "expertise=extreme,holo"), (2, "architects,bhairav,holo,manipulation"),
          (4, "advanced,senior-architects,bhairav,holo,rainbow"), (6, "teams=3v3,public-goals")]


def fake(s: str) -> str:
    return "<" + s + ">"


def fake_plural(s: str, p: str, n: int) -> str:
    return "<" + (s if n == 1 else p) + ">"


def test_every_event_prompt_and_checklist_line_is_a_message_the_window_words():
    seen_kinds = set()
    for players, words in COMBOS:
        for seed in range(1):
            s = new_game(parse_options([words], players, seed))
            ev = start(s)
            rng = random.Random(seed)
            while True:
                for e in ev:
                    msg = e.message()
                    assert render(msg) == e.text()
                    line = render(msg, fake, fake_plural, name=lambda p: f"[{p}]")
                    assert line.startswith("<") and "Player " not in line, line  # all words come from the msgid
                    seen_kinds.add(e.kind)
                d = pending(s)
                if d is None:
                    break
                assert render(d.message()) == d.prompt
                if d.message()[0] in KIND_PROMPTS.values() or d.message()[1]:
                    assert render(d.message(), fake).startswith("<")
                if players == 1:
                    items = checklist_items(s)
                    assert [(render(m), ok) for m, ok in items] == checklist(s)
                    assert all(render(m, fake).startswith("<") for m, _ in items)
                ch = d.choices()
                ev = apply(s, ch[rng.randrange(len(ch))])
    assert len(seen_kinds) >= 25


def test_asset_texts_are_message_ids():
    t = load_tables()
    strings = {msg for _, msg in translatable_strings()}
    for a in t.architects:
        assert a.name in strings and a.text in strings
