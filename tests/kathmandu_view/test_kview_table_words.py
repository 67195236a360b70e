"""What the table says and shows about cards, coins and monuments, on stated positions."""
from game.kathmandu.position import position
from game.kathmandu.view.session import Session
from game.kathmandu.view.setup import TableSetup

from .kview_driver import MousePlayer


def _table(app, state, seats):
    from game.kathmandu.view.table import TableScene

    setup = TableSetup(state.options, seats)
    table = TableScene(app, setup, session=Session(setup, state))
    app.start(table)
    app.advance(3)
    return table


def test_the_leftover_menu_says_what_a_bhairav_costs_and_that_there_are_no_discards(app):
    # "spend it to buy a Bhairav (cost 3)": coin 4 buys one and the 1 left over is a point
    s = position({"players": 4, "options": "bhairav", "round": 4, "phase": "leftover",
                  "coins": [[4], [3], [2], [1]], "discards": []})
    table = _table(app, s, ["human", "easy", "easy", "easy"])
    menu = table.menu
    assert menu is not None and menu.kind == "leftover"
    assert menu.note() == "No discards to buy"
    from game.kathmandu.view.choice_words import ChoiceWords
    words = ChoiceWords(table.model, table.names, table.viewer)
    labels = [words.text(c) for c in menu.choices]
    assert "Buy the blue Bhairav (and +1 point)" in labels
    assert "Take 4 points (the coin's value)" in labels
    # played through the menu with the mouse
    MousePlayer(app, table)._picker_click(menu.choices[1])
    assert table.session.state.bhairav[0] == menu.choices[1].colour  # (the bots may have moved on since)


def test_a_built_holofoil_buddha_shows_what_it_scored(app):
    # a holofoil Buddha scores 1 point per holofoil Buddha built so far, itself included
    s = position({"players": 4, "options": "holo", "phase": "build", "turn": 0, "hands": [[], [], [], []],
                  "monuments": [{"area": 1, "cards": ["H1"]}, {"area": 0, "cards": ["H2"]}]})
    table = _table(app, s, ["human", "easy", "easy", "easy"])
    col = next(c for c in table.columns() if c.mon is not None)
    tip = table.tip_at(col.level_rect(0).center)[0]
    assert "2 points" in tip.splitlines()[0] and "0 points" not in tip
    from game.kathmandu.view.opponents import monument_label
    mate = table.model.seats[1].monuments[0]
    assert monument_label(mate) == "Buddha ·1"


def test_card_choices_name_the_card_and_its_points(app):
    from game.kathmandu.choices import ReturnCard
    from game.kathmandu.view.choice_words import ChoiceWords
    from game.kathmandu.view.log_words import card_faces

    s = position({"players": 4, "phase": "build", "turn": 0, "hands": [["B17"], [], [], []]})
    table = _table(app, s, ["human", "easy", "easy", "easy"])
    card = s.hands[0][0]
    faces = card_faces(card)
    a, b = s.tables.cards[card].ends
    assert f"{a.colour} {a.monument.capitalize()}" in faces and "pt" in faces
    words = ChoiceWords(table.model, table.names, 0)
    assert words.text(ReturnCard(card)) == f"Put the {faces} under the red deck"


def test_in_solo_an_objective_is_named_by_its_square_not_by_a_player(app):
    # solo has one player with two Durbar Squares: "completes Square 2's Buddha objective",
    # never "Player 2's" (there is no Player 2)
    from game.kathmandu.view.choice_words import ChoiceWords

    s = position({"players": 1, "options": "expertise=easy", "phase": "build", "turn": 0, "hands": [[]]})
    table = _table(app, s, ["human"])
    words = ChoiceWords(table.model, table.names, table.viewer)
    assert words.whose(0) == "Square 1's" and words.whose(1) == "Square 2's"
    assert "Player" not in words.whose(1)
