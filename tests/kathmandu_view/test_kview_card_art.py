"""The card art table and the card renderer."""
import json

import pytest

from game.kathmandu.view.art import ART_PATH, ArtError, load_art, parse_art


def test_every_colour_has_its_own_symbol():
    art = load_art()
    symbols = [art.colours[c].symbol for c in ("blue", "white", "red", "green", "yellow", "wild")]
    assert len(set(symbols)) == 6


def test_every_monument_has_one_slice_per_section():
    art = load_art()
    assert {m: art.monuments[m].sections for m in art.monuments} == {"buddha": 1, "shrine": 2, "stupa": 3, "pagoda": 4}


@pytest.mark.parametrize("mutate,needle", [
    (lambda a: a["colours"]["red"].update(symbol="nope"), "colours.red.symbol"),
    (lambda a: a["colours"]["red"].update(symbol="drop"), "own symbol"),
    (lambda a: a["monuments"]["stupa"]["slices"].pop(), "stupa"),
    (lambda a: a["colours"]["blue"].update(fill=[1, 2]), "colours.blue.fill"),
    (lambda a: a.pop("decks"), "decks"),
])
def test_broken_table_names_the_key(mutate, needle):
    raw = json.loads(ART_PATH.read_text())
    mutate(raw)
    with pytest.raises(ArtError) as err:
        parse_art(raw)
    assert needle in str(err.value)


def test_renderer_caches_and_records_faces():
    import pygame
    pygame.init()
    from game.kathmandu.view.cards import CardRenderer
    r = CardRenderer()
    sec = dict(monument="pagoda", position=2, colour="green", points=3)
    card = dict(id="B17", deck="blue", diamond=False, ends=[sec, dict(sec, monument="shrine", position=1)])
    r.begin_frame()
    a = r.card(card, (80, 120))
    assert r.card(card, (80, 120)) is a
    assert r.faces == {"B17"}
    r.begin_frame()
    r.back("blue", True, (80, 120))
    assert r.faces == set() and r.backs_drawn == 1
    # the two colours differ in pixels and in symbol
    g = r.end(sec, (80, 60))
    y = r.end(dict(sec, colour="yellow"), (80, 60))
    assert pygame.image.tobytes(g, "RGBA") != pygame.image.tobytes(y, "RGBA")
    r.set_symbols(False)
    g2 = r.end(sec, (80, 60))
    assert pygame.image.tobytes(g, "RGBA") != pygame.image.tobytes(g2, "RGBA")
