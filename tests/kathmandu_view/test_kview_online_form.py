"""The join form as a player meets it: typed text (real SDL text and key events), a wrong code or
a refused address said in one line with everything typed kept, the title's entry, --join."""
from __future__ import annotations

import time

import pygame

from game.kathmandu.net.link import Address, NetLink
from game.kathmandu.view.online import JoinScene
from game.shell.title import TitleScene


def type_text(app, s: str) -> None:
    for ch in s:
        app.post(pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=ch, scancode=0))
        app.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))


def key(app, k: int, mod: int = 0) -> None:
    app.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    app.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))


def wait_for(app, cond, limit=15.0):
    end = time.monotonic() + limit
    while time.monotonic() < end and not cond():
        app.advance(1)
        time.sleep(0.005)
    assert cond()


def test_the_title_opens_the_form_and_a_bad_code_keeps_what_was_typed(app):
    title = TitleScene(app)
    app.start(title)
    for _ in range(2):
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    app.advance(30)
    form = app.stack.top
    assert isinstance(form, JoinScene)
    type_text(app, "127.0.0.1:9")
    key(app, pygame.K_TAB)
    type_text(app, "ABC")
    key(app, pygame.K_RETURN)  # both fields filled: Enter joins
    app.advance(1)
    assert app.stack.top is form and "10 letters" in form.message
    assert [f.text for f in form.fields[:2]] == ["127.0.0.1:9", "ABC"] and form.fields[1].problem
    key(app, pygame.K_BACKSPACE)
    assert form.fields[1].text == "AB" and not form.fields[1].problem


def test_a_refused_address_is_said_and_the_form_stays(app):
    form = JoinScene(app, address="127.0.0.1:1/ABCDEFGHJK", name="Asha")
    app.start(form)
    form._join()
    wait_for(app, lambda: form.message != "")
    assert app.stack.top is form and "refused" in form.message and form.fields[0].problem
    assert [f.text for f in form.fields] == ["127.0.0.1:1", "ABCDEFGHJK", "Asha"]


def test_joining_a_table_opens_the_normal_table_for_that_seat(app):
    host = NetLink()
    out = host.submit(host.host_table(0, 2, ["human", "human"], [], name="Asha", bind="127.0.0.1")).result(20)
    try:
        form = JoinScene(app, address=f"127.0.0.1:{out['port']}/{out['code']}", name="Bikram", auto=True)
        app.start(form)
        wait_for(app, lambda: type(app.stack.top).__name__ == "TableScene")
        table = app.stack.top
        assert table.session.remote and table.viewer == 1
        assert table.session.setup.names == ["Asha", "Bikram"]
        app.advance(40)
        assert table.session.waiting_words() == "" or "Asha" in table.session.waiting_words()
        app.stack.clear()
    finally:
        host.close()


def test_the_seat_comes_back_after_the_window_closed(app):
    host = NetLink()
    out = host.submit(host.host_table(0, 2, ["human", "human"], [], bind="127.0.0.1")).result(20)
    where = f"127.0.0.1:{out['port']}/{out['code']}"
    try:
        first = JoinScene(app, address=where, auto=True)
        app.start(first)
        wait_for(app, lambda: type(app.stack.top).__name__ == "TableScene")
        app.stack.clear()  # the window closes: its connection ends
        again = JoinScene(app, address=where, auto=True)
        app.start(again)
        wait_for(app, lambda: type(app.stack.top).__name__ == "TableScene")
        assert app.stack.top.viewer == 1 and "kept" in app.stack.top.message  # the same seat, by its kept token
        app.stack.clear()
    finally:
        host.close()
    assert Address("127.0.0.1", out["port"], out["code"]).text() == where


def test_the_wait_opens_the_table_once_even_while_it_fades_in(app):
    from concurrent.futures import Future

    from game.kathmandu.view.online import ConnectingScene
    done = Future()
    done.set_result({"ok": True})
    calls = []
    link = NetLink()
    try:
        scene = ConnectingScene(app, link, done, "Joining", on_done=calls.append, on_fail=lambda *a: None)
        app.start(scene)
        for _ in range(5):  # a fade keeps the scene updating for a few frames
            scene.update(1 / 60)
        assert calls == [{"ok": True}]
    finally:
        link.close()
