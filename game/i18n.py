"""Words through gettext: the one place every user-facing string is translated.

Use ``_("Undo")`` where a string is shown, ``ngettext("{n} point", "{n} points", n)`` for counts,
and ``N_("Undo")`` to mark a string kept in a module-level table: mark it where it is defined and
call ``_()`` on it where it is drawn, so switching language applies at once without a restart.
Format after translating (``_("Round {n}").format(n=3)``) so translators can move the
placeholders. Pure: importing this never imports pygame, and cores may use ``N_`` only.
"""

from __future__ import annotations

import gettext as _gettext
import threading

DOMAIN = "durbar"
LANGUAGES: tuple[str, ...] = ("en", "ja")

_lock = threading.Lock()
_translation: _gettext.NullTranslations = _gettext.NullTranslations()
_language = "en"
_listeners: list = []


def current_language() -> str:
    return _language


def install(translation: _gettext.NullTranslations, language: str) -> None:
    """Make ``translation`` the active catalogue and tell the listeners (caches of drawn text)."""
    global _translation, _language
    with _lock:
        _translation = translation
        _language = language
    for listener in list(_listeners):
        listener(language)


def on_change(listener) -> None:
    """Call ``listener(language)`` after every language switch (e.g. to drop cached text)."""
    _listeners.append(listener)


def _(message: str) -> str:
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translation.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _translation.pgettext(context, message)


def N_(message: str) -> str:
    """Mark ``message`` for extraction without translating it now."""
    return message
