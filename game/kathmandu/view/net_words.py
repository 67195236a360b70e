"""What the window says about online play: the server's error codes and the join form's problems
in the player's words (the protocol sends message ids; docs/dev/NET-PROTOCOL.md). No pygame."""
from __future__ import annotations

from game.i18n import N_, _

#: error code -> one line (``str.format`` fields from the error's parameters)
WORDS = {
    "bad_address": N_("That is not an address: type it as host:port, e.g. 192.168.1.20:8765."),
    "bad_port": N_("The port must be a number from 1 to 65535."),
    "bad_code": N_("A table code has 10 letters and digits (no 0, O, 1, I or L)."),
    "no_code": N_("Type the table code the host gave you."),
    "refused": N_("Nothing answers at {address}: no game is hosted there (the connection was refused)."),
    "timeout": N_("{address} did not answer in time. Check the address and the network."),
    "unknown_host": N_("No computer called {host} could be found."),
    "unreachable": N_("Cannot reach {address}: {why}"),
    "not_a_server": N_("{address} is not a Durbar game server."),
    "cannot_host": N_("Cannot host on port {port}: {why}"),
    "no_such_table": N_("There is no table with that code on this server."),
    "table_full": N_("That table is full: every seat has a player."),
    "seat_taken": N_("That seat is taken."),
    "server_full": N_("The server is full. Try again later."),
    "bad_version": N_("The server runs another version of Durbar."),
    "seat_lost": N_("Your seat was given to a bot: you were away longer than the table waits."),
    "replaced": N_("This seat was opened in another window."),
    "stale_turn": N_("The table had moved on: your move was not sent."),
    "not_your_turn": N_("It is not your turn."),
    "illegal_choice": N_("That move is not allowed now."),
    "nothing_to_undo": N_("Nothing to undo."),
    "rate_limited": N_("Too many moves at once: slow down a little."),
    "game_over": N_("The game is over."),
    "solo_offline": N_("A solo game is played on this computer only: choose 2 to 6 players to host."),
    "no_friend_seat": N_("Make at least one more seat Human: those seats are for the friends who join."),
}


def error_words(code: str, params: dict) -> str:
    words = WORDS.get(code)
    if words is None:
        return _("The server refused that ({code}).").format(code=code)
    try:
        return _(words).format_map(_Fields(params))
    except (IndexError, ValueError):
        return _(words)


class _Fields(dict):
    def __missing__(self, key: str) -> str:
        return "?"
