"""The paired end-of-game comparison (tools.kathmandu_fork) plays every configuration from one
shared position, with the game's and the bots' random generators copied: where the game is
forked does not change a game played by one setting throughout."""
from tools.kathmandu_fork import play


def test_a_fork_copies_the_whole_position_and_both_random_generators():
    cfg = {"iterations": 2}
    for g in range(2):
        early = play((g, 0, 1, [cfg, cfg]))
        late = play((g, 0, 8, [cfg, cfg]))
        assert early[0] == early[1] == late[0] == late[1]
