"""The kathmandu window mode on the command line: bad arguments are one line, autoplay ends with 0."""
import json

from game.cli import main


def test_bad_arguments_are_one_line(capsys):
    for argv in (["kathmandu", "--solo", "impossible"], ["kathmandu", "--players", "9"],
                 ["kathmandu", "--players", "4", "--options", "nonsense"],
                 ["kathmandu", "--players", "3", "--humans", "5"],
                 ["kathmandu", "--players", "4", "--bots", "genius"]):
        assert main(argv) == 2
        err = capsys.readouterr().err.strip()
        assert err.count("\n") == 0 and "error" in err and "Traceback" not in err


def test_autoplay_plays_to_the_end_screen_and_exits_0(durbar_home, tmp_path):
    durbar_home.mkdir(parents=True, exist_ok=True)
    (durbar_home / "settings.json").write_text(json.dumps({"version": 1, "animation_speed": "instant"}))
    shot = tmp_path / "end.png"
    code = main(["kathmandu", "--players", "2", "--autoplay", "--bots", "easy", "--seed", "3",
                 "--frames", "100000", "--screenshot", str(shot)])
    assert code == 0
    assert shot.exists() and shot.stat().st_size > 10000


def test_bots_with_no_level_is_refused():
    import pytest

    from game.kathmandu.options import OptionError
    from game.kathmandu.view.setup import _bot_levels

    with pytest.raises(OptionError, match="--bots"):
        _bot_levels(",,,")
