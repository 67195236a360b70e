"""A bug in a scene does not end the session: the title comes back with a message and a log."""
import pygame

from game.shell import title as title_mod
from game.shell.scene import Scene
from game.ui.dialog import Dialog
from tests.shell.conftest import key


class Broken(Scene):
    def is_busy(self):
        return True

    def update(self, dt):
        raise ZeroDivisionError("boom in update")


def test_run_recovers_to_the_title_and_logs(app, durbar_home, monkeypatch, capsys):
    seen = []

    def quit_when_title_is_back(self):
        seen.append(type(self.app.stack.top).__name__)
        self.app.quit()

    monkeypatch.setattr(title_mod.TitleScene, "on_enter", quit_when_title_is_back)
    app.settings.values["animation_speed"] = "instant"
    app.run(Broken(app))
    assert seen == ["TitleScene"]
    assert "boom in update" in (durbar_home / "crash.log").read_text()
    assert "ZeroDivisionError" in capsys.readouterr().err


def test_recover_shows_a_dialog_and_gives_up_after_repeated_failures(app):
    app.start(Broken(app))
    assert app.recover(ValueError("first"))
    assert isinstance(app.stack.top, Dialog) and "first" in app.stack.top.body
    assert isinstance(list(app.stack)[0], title_mod.TitleScene)
    assert app.recover(ValueError("second"))
    assert not app.recover(ValueError("third"))  # three in ten seconds: let it crash loudly


def test_frames_runs_never_hide_errors(app):
    app.frames_limit = 5
    assert not app.recover(ValueError("in a check"))


def test_f12_saves_a_screenshot(app, durbar_home):
    app.start(Scene(app))
    app.advance(1)
    app.post(key(pygame.K_F12))
    shots = list((durbar_home / "screenshots").glob("durbar-*.png"))
    assert len(shots) == 1 and pygame.image.load(str(shots[0])).get_size() == (1280, 720)
    assert any("Screenshot saved" in t.text for t in app.toasts.items)
