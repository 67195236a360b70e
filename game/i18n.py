"""Words through gettext: the one place every user-facing string is translated.

Use ``_("Undo")`` where a string is shown, ``ngettext("{n} point", "{n} points", n)`` for counts,
and ``N_("Undo")`` to mark a string kept in a module-level table: mark it where it is defined and
call ``_()`` on it where it is drawn, so switching language applies at once without a restart.
Format after translating (``_("Round {n}").format(n=3)``) so translators can move the
placeholders. ``pgettext("card", "Back")`` tells two meanings of one English word apart.
Pure: importing this never imports pygame, and cores may use ``N_`` only.

The catalogues are ``assets/locale/<lang>/LC_MESSAGES/durbar.mo``, compiled from the ``.po``
sources beside them by ``python -m tools.i18n compile`` and loaded with the standard library's
``gettext`` (so running the game needs nothing beyond Python). English is the message ids
themselves. ``set_language("ja")`` switches; listeners (``on_change``) drop cached text.
"""

from __future__ import annotations

import gettext as _gettext
import os
import sys
import threading
from pathlib import Path

DOMAIN = "durbar"
LANGUAGES: tuple[str, ...] = ("en", "ja")
#: each language by its own name (never translated: a player must find their language in any)
LANGUAGE_NAMES: dict[str, str] = {"en": "English", "ja": "日本語"}
LOCALE_DIR = Path(__file__).resolve().parent.parent / "assets" / "locale"
#: environment variable that forces a language for this run (tests, screenshots): DURBAR_LANG=ja
ENV_OVERRIDE = "DURBAR_LANG"

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
    if listener not in _listeners:
        _listeners.append(listener)


def load(language: str, locale_dir: Path | str | None = None) -> _gettext.NullTranslations:
    """The catalogue for ``language`` (English: the ids themselves).

    Raises ``OSError`` when the compiled catalogue is missing or unreadable.
    """
    if language == "en":
        return _gettext.NullTranslations()
    directory = str(locale_dir or LOCALE_DIR)
    try:
        return _gettext.translation(DOMAIN, directory, languages=[language])
    except (OSError, ValueError, UnicodeDecodeError) as exc:  # a damaged .mo is an OSError to us
        raise OSError(f"no readable {language} catalogue in {directory}: {exc}") from exc


def set_language(language: str) -> str | None:
    """Switch to ``language`` at once. Returns None, or one line saying why English is used instead."""
    if language not in LANGUAGES:
        install(_gettext.NullTranslations(), "en")
        return f"Unknown language {language!r}; using English"
    try:
        translation = load(language)
    except OSError as exc:
        install(_gettext.NullTranslations(), "en")
        return f"Could not load the {LANGUAGE_NAMES.get(language, language)} texts ({exc}); using English"
    install(translation, language)
    return None


def _locale_names(environ) -> list[str]:
    names: list[str] = []
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):  # gettext's own order
        value = environ.get(var)
        if value:
            names += value.split(":")
            break
    if not names and sys.platform in ("win32", "darwin"):
        import locale

        try:
            loc = locale.getlocale()[0]
        except ValueError:
            loc = None
        if loc:
            names.append(loc)
    return names


def system_language(environ=None) -> str:
    """The language the system asks for, where Durbar has it: ``"ja"`` for ja_JP.UTF-8 (or
    Windows' "Japanese_Japan"), otherwise ``"en"``."""
    for name in _locale_names(os.environ if environ is None else environ):
        code = name.split(".")[0].split("@")[0].split("_")[0].split("-")[0].lower()
        if code in ("ja", "japanese"):
            return "ja"
        if code in LANGUAGES and code != "en":
            return code
        if code and code not in ("c", "posix"):
            return "en"
    return "en"


def choose_language(saved: str | None, override: str | None = None, environ=None) -> str:
    """The language to start in: ``--lang`` / DURBAR_LANG, else the player's saved choice, else
    the system's (first launch)."""
    env = os.environ if environ is None else environ
    for candidate in (override, env.get(ENV_OVERRIDE), saved):
        if candidate and candidate in LANGUAGES:
            return candidate
    return system_language(env)


def _(message: str) -> str:
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translation.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _translation.pgettext(context, message)


def N_(message: str) -> str:
    """Mark ``message`` for extraction without translating it now."""
    return message
