"""Messages of the rules core: a message id and its parameters, worded by whoever shows them.

The core never builds a sentence for a player. Events (``Event.message()``), prompts
(``Decision.message()``) and the solo checklist (``solo.checklist_items``) carry a *message*:
``(msgid, params)``, where ``msgid`` is an English template marked with ``N_`` (or a
``(singular, plural, count_param)`` triple for ngettext) and ``params`` are data. The parameter's
NAME says what kind of value it is, so a presentation can word it in its own language:

- ``player``, ``area`` (and lists ``players``): a seat number, 0-based;
- ``card`` (and ``*_card``) / ``cards``: card indices (-1: a hidden card); ``spot`` (and ``*_spot``):
  a bid spot index;
- ``colour`` / ``colours``: colour indices (5 = wild); ``mon``: a monument type index;
- a nested message ``(msgid, params)`` (or a list of them, joined): worded the same way;
- anything else (numbers, ids such as "M01"): shown as it is.

``render(message)`` gives the English line the records and the command line use (``Event.text()``);
the window calls ``render(message, translate=_, ngettext=ngettext, name=its_namer)``.
"""
from __future__ import annotations

from typing import Callable

from game.i18n import N_

from .data import COLOURS, MONUMENTS, WILD, load_tables

Message = tuple  # (msgid | (singular, plural, count_param), params)

# the words render() translates inside a message: colours, monument types, the list joint (for the catalogue)
WORDS = (N_("blue"), N_("white"), N_("red"), N_("green"), N_("yellow"), N_("wild"),
         N_("buddha"), N_("shrine"), N_("stupa"), N_("pagoda"), N_(" and "))


def _same(s: str) -> str:
    return s


def _ngettext(s: str, p: str, n: int) -> str:
    return s if n == 1 else p


def default_name(seat: int) -> str:
    return f"Player {seat + 1}"


def colour_word(c: int) -> str:
    """The colour's message id ("wild" for a wild)."""
    return "wild" if c == WILD else COLOURS[c]


def render(message: Message, translate: Callable[[str], str] = _same, ngettext=_ngettext,
           name: Callable[[int], str] = default_name, card: Callable[[int], str] | None = None) -> str:
    """The message worded: ``translate`` the msgid and every colour / monument word, ``name`` the seats,
    ``card`` the cards (default: catalogue ids), then ``format`` the parameters in."""
    msgid, params = message
    if card is None:
        cards = load_tables().cards
        card = lambda c: cards[c].id if c >= 0 else "?"  # noqa: E731
    spots = load_tables().spots

    def word(key: str, v):
        if isinstance(v, tuple) and len(v) == 2 and isinstance(v[1], dict):
            return render(v, translate, ngettext, name, card)
        if isinstance(v, list) and v and isinstance(v[0], tuple) and len(v[0]) == 2 and isinstance(v[0][1], dict):
            return "".join(render(m, translate, ngettext, name, card) for m in v)
        if key in ("player", "area"):
            return name(v)
        if key == "players":
            return translate(" and ").join(name(p) for p in v)
        if key == "card" or key.endswith("_card"):
            return card(v)
        if key == "cards":
            return ", ".join(card(c) for c in v)
        if key == "spot" or key.endswith("_spot"):
            return spots[v].id
        if key == "colour":
            return translate(colour_word(v))
        if key == "colours":
            return ", ".join(translate(colour_word(c)) for c in v)
        if key == "mon":
            return translate(MONUMENTS[v])
        return v

    if isinstance(msgid, tuple):
        singular, plural, count = msgid
        template = ngettext(singular, plural, params[count])
        if template in (singular, plural):  # the catalogue holds the two forms as plain ids (N_ marks them so)
            template = translate(singular if params[count] == 1 else plural)
    else:
        template = translate(msgid)
    return template.format(**{k: word(k, v) for k, v in params.items()})
