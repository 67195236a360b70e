"""The table as a player meets it: teammates' monuments, finished games kept, resumed logs, words."""
import json

from game.kathmandu.options import parse_options
from game.kathmandu.view.setup import TableSetup

from .kview_driver import MousePlayer, open_table, play_to_end


class TeammateRebuilder(MousePlayer):
    """Prefers rebuilding a section of a teammate's monument whenever the core offers one."""

    def __init__(self, *a, **kw) -> None:
        super().__init__(*a, **kw)
        self.rebuilt_for_mate = 0

    def pick(self, kind, choices):
        t = self.table
        mates = [c for c in choices if c.kind == "reconstruct" and t.owner_of(c.monument) != t.viewer]
        if mates:
            self.rebuilt_for_mate += 1
            self.wanted = mates[0]
            return mates[0]
        return super().pick(kind, choices)


def test_teams_rebuild_a_teammates_monument_with_the_mouse(app, durbar_home):
    # "Teams: you may build in a teammate's area": a card dropped on the teammate's board offers
    # every legal placement there, the rebuilding of their sections too (not only a new monument)
    opts = parse_options(["teams=2v2,reconstruction"], players=4, seed=3)
    table = open_table(app, TableSetup(opts, ["human", "easy", "human", "easy"]))
    player = TeammateRebuilder(app, table, seed=2, build_bias=0.9)
    for _ in range(2000):
        player.settle()
        if table.ended or player.rebuilt_for_mate:
            break
        if app.stack.top is not table:
            player.click((640, 360))  # the hand-off screen
            continue
        player.act()  # asserts the choice was played through the mouse
    assert player.rebuilt_for_mate, "no teammate's section was ever offered for rebuilding"
    assert table.session.state.history[-1] == player.wanted  # that very rebuilding, not a new monument
    assert any("rebuilds" in line for _s, line in table.session.log)


def test_a_finished_game_is_kept_and_the_final_table_can_be_seen(app, durbar_home):
    from game.kathmandu.record import replay
    from game.kathmandu.view.overlays import EndScene
    from game.kathmandu.view.routes import GAMES_DIR

    opts = parse_options([], players=2, seed=11)
    table = open_table(app, TableSetup(opts, ["human", "easy"]))
    play_to_end(app, table, MousePlayer(app, table, seed=5))
    app.advance(3)
    assert isinstance(app.stack.top, EndScene)
    games = list((durbar_home / GAMES_DIR[0] / GAMES_DIR[1]).glob("*.json"))
    assert len(games) == 1
    rec = json.loads(games[0].read_text())
    assert replay(rec).history == table.session.state.history  # the core's replayable record
    assert rec["table"]["seats"] == ["human", "easy"]
    # "View table" closes the results; "Back to results" brings them back
    end = app.stack.top
    app.advance(1)
    view = next(r for r, lab, _fn in end.buttons if lab == "View table")
    MousePlayer(app, table).click(view.center)
    app.advance(2)
    assert app.stack.top is table
    player = MousePlayer(app, table)
    player.button("Back to results")
    app.advance(2)
    assert isinstance(app.stack.top, EndScene)


def test_resuming_keeps_the_whole_log(app, durbar_home):
    from game.kathmandu.view.routes import resume_scene

    opts = parse_options([], players=3, seed=8)
    table = open_table(app, TableSetup(opts, ["human", "easy", "easy"]))
    player = MousePlayer(app, table, seed=1)
    for _ in range(12):
        player.settle()
        player.act()
    player.settle()
    before = [line for _s, line in table.session.log]
    resumed = resume_scene(app)
    lines = [line for _s, line in resumed.session.log]
    assert lines[-1].startswith("Game resumed")
    assert lines[:-1] == before[:len(lines) - 1]
    assert len(lines) - 1 >= len(before) - 3  # at most the uncommitted steps of a build are not in the save
    assert lines[0] == before[0]
