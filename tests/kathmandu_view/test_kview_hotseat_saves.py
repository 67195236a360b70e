"""Hot-seat privacy checked on drawn frames, and save / resume in the middle of a round."""
import json

from game.kathmandu.options import GameOptions
from game.kathmandu.saves import read_save, save_path
from game.kathmandu.view.setup import TableSetup

from .kview_driver import MousePlayer, make_app, open_table


def _check_frame(table, app):
    """What the last drawn frame showed must be what the viewer may know."""
    state = table.session.state
    visible = app.stack.visible()
    if table not in visible:
        return "covered"
    if table.anims.busy or table.dirty:
        return "moving"
    viewer = table.viewer
    faces = table.renderer.faces
    for seat in table.setup.humans:
        if seat == viewer:
            continue
        secret = {state.tables.cards[c].id for c in state.hands[seat]}
        assert not (faces & secret), f"seat {seat}'s hand drawn for seat {viewer}: {faces & secret}"
    if not state.face_up:
        for sid, seat, value in table.coins_drawn:
            if seat != viewer:
                assert value is None, f"{seat}'s face-down bid on {sid} drawn face up for {viewer}"
    return "steady"


def test_hot_seat_never_draws_another_humans_hand_or_bids(app):
    setup = TableSetup(GameOptions(players=4, seed=21), ["human", "human", "easy", "easy"])
    table = open_table(app, setup)
    player = MousePlayer(app, table, seed=5)
    handoffs = 0
    viewers = set()
    steady = 0
    for _ in range(400):
        for _f in range(3000):
            app.advance(1)
            kind = _check_frame(table, app)
            steady += kind == "steady"
            top = app.stack.top
            if table.ended or type(top).__name__ == "HandOffScene" or (top is table and table.my_decision()):
                break
            if table.worker is not None:
                table.worker.wait(10)
        if table.ended:
            break
        top = app.stack.top
        if type(top).__name__ == "HandOffScene":
            handoffs += 1
            assert table not in app.stack.visible()  # the table is not drawn under the hand-off
            player.click((640, 360))
            app.advance(1)
            assert table.viewer == top.seat
            continue
        d = table.my_decision()
        assert d.player == table.viewer
        viewers.add(table.viewer)
        player.act()
        app.advance(1)
        _check_frame(table, app)
    assert table.ended
    assert handoffs >= 8 and viewers == {0, 1}
    assert steady > 50


def test_save_and_resume_mid_round(app, durbar_home):
    from game.kathmandu.view.routes import resume_scene

    setup = TableSetup(GameOptions(players=3, seed=8), ["human", "easy", "easy"])
    table = open_table(app, setup)
    player = MousePlayer(app, table, seed=3, build_bias=1.0)
    # play into the first build phase and make one build step (not confirmed)
    while True:
        player.settle()
        d = table.my_decision()
        builds = [c for c in d.choices() if c.kind == "build"]
        if d.kind == "build" and builds:
            committed = len(table.session.state.history)
            player.perform("build", builds[0])
            app.advance(1)
            break
        player.act()
    assert table.session.can_undo()
    doc, problem = read_save()
    assert problem is None and doc is not None
    assert len(doc["record"]["choices"]) == committed  # the unconfirmed build step is not saved
    assert save_path().is_relative_to(durbar_home)
    # undo takes the step back on screen
    hand_before_undo = len(table.model.seats[0].hand)
    player.button("Undo")
    app.advance(2)
    assert len(table.model.seats[0].hand) == hand_before_undo + 1
    assert len(table.session.state.history) == committed
    # resume in a fresh table: same game, same hand
    resumed = resume_scene(app)
    assert resumed is not None
    assert [str(c) for c in resumed.session.state.history] == [str(c) for c in table.session.state.history]
    assert resumed.model.seats[0].hand == table.model.seats[0].hand
    assert resumed.model.market == table.model.market
    # and it plays on to the end
    app.stack.clear()
    app.start(resumed)
    app.advance(2)
    from .kview_driver import play_to_end
    play_to_end(app, resumed, MousePlayer(app, resumed, seed=4))
    assert resumed.session.over
    assert not save_path().exists()  # a finished game leaves no save behind


def test_corrupt_save_is_set_aside(app, durbar_home):
    from game.kathmandu.view.routes import resume_scene

    path = save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json")
    assert resume_scene(app) is None
    assert not path.exists()
    assert any(p.name.startswith(path.name + ".corrupt") for p in path.parent.iterdir())
    # a record that does not replay is set aside too
    path.write_text(json.dumps({"version": 1, "seats": ["human", "easy"], "record": {"format": "nope"}}))
    assert resume_scene(app) is None
    assert not path.exists()


def test_hot_seat_opens_behind_a_hand_off(app):
    """The first person's mission and hand are not on screen before they sit down."""
    setup = TableSetup(GameOptions(players=2, seed=4), ["human", "human"])
    table = open_table(app, setup)
    app.advance(1)
    assert type(app.stack.top).__name__ == "HandOffScene"
    assert table not in app.stack.visible()
    single = TableSetup(GameOptions(players=2, seed=4), ["human", "easy"])
    app2 = make_app()
    try:
        t2 = open_table(app2, single)
        app2.advance(1)
        assert app2.stack.top is t2
    finally:
        app2.close()
