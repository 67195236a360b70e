"""Solo advice: the hint key shows the planner's target on the Durbar Squares and picks its move."""
from __future__ import annotations

import pygame
import pytest

from game.kathmandu.bots import solo_plan
from game.kathmandu.options import GameOptions
from game.kathmandu.view.setup import TableSetup
from game.shell.actions import Action

from .kview_driver import open_table


def _press_hint(app):
    key = pygame.key.key_code(app.settings.keys_for(Action.HINT.value)[0])
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    app.advance(1)
    job = app.stack.top.adviser.job
    if job is not None:  # thought in a thread: let it finish, then the table shows it
        assert job.wait(60)
    app.advance(2)


def test_hint_in_solo_picks_the_planners_move_and_enter_plays_it(app, tmp_path):
    table = open_table(app, TableSetup(GameOptions(players=1, seed=3, expertise="easy"), ["human"]))
    for _ in range(50):
        if table.my_decision() is not None:
            break
        app.advance(5)
    view = table.session.view(0)
    expected = solo_plan.choose(view, view.choices(), solo_plan.HARD)
    _press_hint(app)
    advice = table.adviser.current
    assert advice is not None, table.message 
    assert advice.choice == expected
    assert advice.target is not None and len(advice.target.squares) == 2
    cands = table.keyboard_moves()
    assert table.kb_active and cands[table.kb_index] == expected
    assert "Advice" in table.message
    before = len(table.session.state.history)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.advance(5)
    assert len(table.session.state.history) > before
    assert table.session.state.history[before] == expected
    # the game moved on: the old advice is no longer drawn
    assert table.adviser.current is None


def _press(app, key, uni=""):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=uni, scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=uni, scancode=0))


def test_a_whole_solo_game_played_by_advice_alone_reaches_the_end(app):
    # the player presses only the hint key and Enter: every decision of the game has advice
    # that Enter plays (no dead end), and at the end the hint key says the game is over
    table = open_table(app, TableSetup(GameOptions(players=1, seed=3, expertise="easy"), ["human"]))
    for _ in range(3000):
        if table.ended:
            break
        if table.my_decision() is None or table.anims.busy:
            app.advance(5)
            continue
        before = len(table.session.state.history)
        _press_hint(app)
        assert table.adviser.current is not None and table.adviser.current.choice is not None, table.message
        _press(app, pygame.K_RETURN, "\r")
        app.advance(3)
        assert len(table.session.state.history) > before, "Enter did not play the advised move"
    assert table.ended
    assert table.session.state.solo_won   # seed 3 at Easy: the advice alone wins it
    table.adviser.ask()   # the hint key on the final table
    assert "game is over" in table.message


def test_with_a_gamepad_back_asks_for_advice_a_plays_it_and_the_prompts_name_the_pad(app):
    # a virtual SDL game controller attached in-process: Back is the hint, A plays the advice,
    # and once the pad is in use the table's prompts name its buttons, not H and Enter
    from tests.relics_view import vpad

    if not vpad.available():
        pytest.skip("SDL virtual joysticks unavailable")
    pad = vpad.VirtualPad()
    try:
        app.advance(2)
        table = open_table(app, TableSetup(GameOptions(players=1, seed=3, expertise="easy"), ["human"]))

        def tap(name):
            pad.press(name)
            app.advance(1)
            pad.release(name)
            app.advance(1)

        played = 0
        for _ in range(3000):
            if table.ended or played == 12:
                break
            if table.my_decision() is None or table.anims.busy:
                app.advance(5)
                continue
            before = len(table.session.state.history)
            tap("back")
            if table.adviser.job is not None:
                assert table.adviser.job.wait(60)
            app.advance(2)
            advice = table.adviser.current
            assert advice is not None and advice.choice is not None, table.message
            assert app.input.last_source == "gamepad"
            shown = _painted_words(app, table)
            assert "Advice: press Back" in shown and "A: play it" in shown, shown
            assert "press H" not in shown and "Enter: play it" not in shown
            tap("a")
            app.advance(3)
            assert len(table.session.state.history) > before, "A did not play the advised move"
            assert table.session.state.history[before] == advice.choice
            played += 1
        assert played == 12
    finally:
        pad.unplug()
        pygame.event.clear()


def _painted_words(app, table) -> str:
    """The advice key line and the keyboard-play label as the table paints them on a frame."""
    from game.kathmandu.view import advice as advice_mod, prompt_bar

    seen: list[str] = []
    real_a, real_p = advice_mod.text, prompt_bar.text

    def rec(real):
        def text(s, *a, **k):
            seen.append(s)
            return real(s, *a, **k)
        return text

    advice_mod.text, prompt_bar.text = rec(real_a), rec(real_p)
    try:
        table.draw(pygame.Surface(app.size if hasattr(app, "size") else (1280, 720)))
    finally:
        advice_mod.text, prompt_bar.text = real_a, real_p
    return " | ".join(seen)
