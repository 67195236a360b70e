"""The window's table scene playing an online seat (``RemoteSession``): a real server on 127.0.0.1
(in the window's network thread, as a host runs it), the real client code, the mouse. A whole game
against bots; Undo of build steps through the server; the join flow's errors."""
from __future__ import annotations

import time

import pytest

from game.kathmandu.net.link import Address, JoinError, NetLink, parse_address
from game.kathmandu.view.remote_session import RemoteSession
from game.kathmandu.view.table import TableScene

from ..kathmandu_view.kview_driver import MousePlayer, make_app


@pytest.fixture
def app():
    a = make_app()
    yield a
    a.close()


def _host(players=3, seats=None, seed=5, options=()):
    link = NetLink()
    seats = seats or ["human"] + ["bot:random"] * (players - 1)
    out = link.submit(link.host_table(0, players, seats, list(options), name="Asha", seed=seed,
                                      bind="127.0.0.1")).result(20)
    address = Address("127.0.0.1", out["port"], out["code"])
    return link, address, out


def _wait(app, until, limit=30.0):
    end = time.monotonic() + limit
    while time.monotonic() < end:
        app.advance(1)
        if until():
            return
        time.sleep(0.002)
    raise AssertionError("the online table did not move on")


def test_an_online_seat_plays_a_whole_game_through_the_table_scene(app):
    link, address, out = _host()
    session = RemoteSession(link, address, out, host_token=out["host_token"])
    table = TableScene(app, session.setup, session=session)
    app.start(table)
    assert table.viewer == 0 and session.setup.names[0] == "Asha"
    player = MousePlayer(app, table, seed=3)
    moves = 0
    while not table.ended:
        _wait(app, lambda: table.ended or table.my_decision() is not None)
        if table.ended:
            break
        d = table.my_decision()
        turn = session.data["turn"]
        choice = player.pick(d.kind, list(d.choices()))
        player.perform(d.kind, choice)
        _wait(app, lambda: session.data["turn"] != turn)  # the server took the move and sent the view
        moves += 1
    assert moves > 15 and session.over
    assert [s.total for s in session.state.scores()] == [s["total"] for s in session.data["scores"]]
    assert len(session.log) > 50  # the log was written from the server's events
    app.advance(5)
    assert type(app.stack.top).__name__ == "EndScene"
    app.stack.clear()  # the table leaves: its link (and the hosted server) close


def test_undo_takes_back_a_build_step_on_the_server(app):
    link, address, out = _host(players=2, seed=8)
    session = RemoteSession(link, address, out, host_token=out["host_token"])
    table = TableScene(app, session.setup, session=session)
    app.start(table)
    player = MousePlayer(app, table, seed=1)
    server_table = link.server.rooms[address.code].table
    for _ in range(200):
        _wait(app, lambda: table.ended or table.my_decision() is not None)
        d = table.my_decision()
        builds = [c for c in d.choices() if c.kind == "build"]
        if d.kind == "build" and builds:
            hand = list(session.view(0).hand)
            turn = session.data["turn"]
            player.perform("build", builds[0])
            _wait(app, lambda: session.data["turn"] != turn)
            assert builds[0].card not in session.view(0).hand and session.can_undo()
            turn = session.data["turn"]
            player.button("Undo")
            _wait(app, lambda: session.data["turn"] != turn)
            assert session.view(0).hand == hand and server_table.state.hands[0] == hand
            break
        turn = session.data["turn"]
        player.perform(d.kind, player.pick(d.kind, list(d.choices())))
        _wait(app, lambda: session.data["turn"] != turn)
    else:
        raise AssertionError("no build came up")
    app.stack.clear()


def test_joining_says_why_it_cannot(tmp_path):
    link, address, out = _host(players=2, seats=["human", "human"])
    other = NetLink()
    try:
        with pytest.raises(JoinError) as err:
            other.submit(other.join_table(Address("127.0.0.1", address.port, "ABCDEFGHJK"))).result(20)
        assert err.value.code == "no_such_table"
        joined = other.submit(other.join_table(address, name="Bikram")).result(20)
        assert joined["seat"] == 1 and joined["view"]["view"]["seat"] == 1
        third = NetLink()
        with pytest.raises(JoinError) as err:
            third.submit(third.join_table(address)).result(20)
        assert err.value.code == "table_full"
        third.close()
        port = address.port
    finally:
        other.close()
        link.close()
    nobody = NetLink()
    with pytest.raises(JoinError) as err:  # the host closed: nothing listens there any more
        nobody.submit(nobody.join_table(Address("127.0.0.1", port, address.code))).result(20)
    assert err.value.code == "refused"
    nobody.close()
    for text, code in (("", "bad_address"), ("host:port", "bad_port"), ("1.2.3.4:99999", "bad_port"),
                       ("1.2.3.4:8765/XYZ", "bad_code"), ("a b:1", "bad_address")):
        with pytest.raises(JoinError) as err:
            parse_address(text)
        assert err.value.code == code, text
    assert parse_address("ws://10.0.0.2:9000/abcde-fghjk") == Address("10.0.0.2", 9000, "ABCDEFGHJK")
    assert parse_address("myhost") == Address("myhost", 8765, "")


def test_the_host_sees_who_joined_by_name_and_the_game_so_far_in_the_log(app):
    link, address, out = _host(players=2, seats=["human", "human"])
    session = RemoteSession(link, address, out, host_token=out["host_token"])
    table = TableScene(app, session.setup, session=session)
    app.start(table)
    assert session.log and "Round 1" in session.log[0][1]  # the deal happened before the host sat down
    assert "Player 2 to join" in session.waiting_words() or session.decision().player == 0
    assert session.missing() == [1]
    friend = NetLink()
    try:
        friend.submit(friend.join_table(address, name="Bikram")).result(20)
        _wait(app, lambda: table.names[1] == "Bikram")
        assert table.look.names[1] == "Bikram" and session.missing() == []
    finally:
        friend.close()
        app.stack.clear()
