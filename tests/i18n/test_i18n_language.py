"""The language a player gets: chosen in Settings and remembered, the system's at first launch,
--lang / DURBAR_LANG for one run, and a switch that re-words the screen at once."""
import gettext

import pytest

from game import i18n
from game.i18n import _, ngettext


@pytest.mark.parametrize("env, expected", [
    ({"LANG": "ja_JP.UTF-8"}, "ja"),
    ({"LANGUAGE": "ja:en", "LANG": "en_GB.UTF-8"}, "ja"),
    ({"LC_ALL": "ja_JP.eucJP"}, "ja"),
    ({"LANG": "en_US.UTF-8"}, "en"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({"LANG": "C"}, "en"),
    ({}, "en"),
])
def test_system_language_is_japanese_only_where_the_system_says_so(env, expected, monkeypatch):
    monkeypatch.setattr("sys.platform", "linux")
    assert i18n.system_language(env) == expected


def test_choice_order_is_override_then_saved_then_system():
    ja_system = {"LANG": "ja_JP.UTF-8"}
    assert i18n.choose_language("", environ=ja_system) == "ja"            # first launch
    assert i18n.choose_language("en", environ=ja_system) == "en"          # the player chose
    assert i18n.choose_language("en", "ja", environ={}) == "ja"           # --lang ja
    assert i18n.choose_language("en", environ={"DURBAR_LANG": "ja"}) == "ja"
    assert i18n.choose_language("xx", environ={"DURBAR_LANG": "zz"}) == "en"


def test_japanese_catalogue_loads_with_the_standard_library_alone():
    t = gettext.translation(i18n.DOMAIN, str(i18n.LOCALE_DIR), languages=["ja"])
    assert t.gettext("Settings") == "設定"
    assert i18n.set_language("ja") is None
    assert _("Settings") == "設定"
    assert ngettext("{n} gamepad", "{n} gamepads", 3).format(n=3) == "ゲームパッド3台"
    assert _("a message nobody wrote") == "a message nobody wrote"
    i18n.set_language("en")
    assert _("Settings") == "Settings"
    assert ngettext("{n} gamepad", "{n} gamepads", 3) == "{n} gamepads"


def test_a_missing_catalogue_falls_back_to_english_with_a_reason(monkeypatch, tmp_path):
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    problem = i18n.set_language("ja")
    assert i18n.current_language() == "en" and "using English" in problem


def test_listeners_hear_every_switch():
    heard = []
    i18n.on_change(heard.append)
    i18n.set_language("ja")
    i18n.set_language("en")
    assert heard[-2:] == ["ja", "en"]


def test_settings_remember_the_language_and_refuse_nonsense(durbar_home):
    from game.shell.settings import Settings

    s = Settings()
    assert s.language == ""
    s.set("language", "ja")
    assert Settings().language == "ja"
    (durbar_home / "settings.json").write_text('{"language": "klingon"}')
    assert Settings().language == ""


def test_first_launch_on_a_japanese_system_opens_in_japanese(monkeypatch):
    from game.shell.app import App

    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    app = App(headless=True, audio=False)
    try:
        assert i18n.current_language() == "ja"
        assert app.settings.language == ""  # nothing chosen yet: a later system change is followed
    finally:
        app.close()


def test_switching_in_settings_rewords_the_open_screens_at_once(app):
    from game.shell.settings_scene import SettingsScene
    from game.shell.title import TitleScene
    from game.ui import theme

    title = TitleScene(app)
    app.start(title)
    app.open_settings()
    app.advance(2)
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    row = settings.menu.items[1]
    assert row.label == "Language" and row.value_text() == "English"
    theme.take_overflows()
    row.adjust(1)                       # English -> 日本語, as Right on the row does
    app.advance(2)
    assert i18n.current_language() == "ja" and app.settings.language == "ja"
    assert row.value_text() == "日本語"
    assert settings.menu.focused.tooltip and _(settings.menu.focused.tooltip) != settings.menu.focused.tooltip
    app.pop(settings)
    app.advance(2)
    assert _(title.menu.items[3].label) == "設定"
    assert theme.take_overflows() == []
