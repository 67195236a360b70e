"""Reviving Kathmandu: a pure rules core (no pygame) and, in ``view/``, its presentation.

Core modules: ``data`` (the tables in assets/kathmandu, validated), ``options`` (GameOptions and the
--options words), ``state`` (GameState, new_game), ``engine`` (pending / apply / events flow),
``legal`` (the legal choices of each decision), ``choices`` and ``events`` (what players do and
what happens), ``scoring``, ``solo`` (solo rules and win check), ``player_view`` (what one player
may know), ``record`` (JSON game records and replay), ``audit`` (conservation checks),
``simulate`` (headless games), ``deckgen`` and ``balance`` (the card table's generator and its
calibration). ``bots/`` holds the bots; ``cli`` the command line.
"""
