"""Audio: every named effect synthesises; without a device everything is silent, never an error."""
from game.shell.audio import SOUNDS, Audio, Synth, _recipes
from game.shell.settings import Settings


def test_every_sound_has_a_recipe_and_renders_non_silent_samples():
    synth = Synth(8000)  # a low rate keeps the test fast; the recipes do not depend on it
    recipes = _recipes(synth)
    assert set(recipes) == set(SOUNDS)
    for name, recipe in recipes.items():
        samples = recipe()
        assert len(samples) > 100, name
        assert max(abs(s) for s in samples) > 0.05, name
        data = synth.to_bytes(samples, 2, -16)
        assert len(data) == len(samples) * 4


def test_disabled_audio_is_a_silent_no_op():
    a = Audio(Settings(), enabled=False)
    assert not a.enabled
    a.play("click")
    a.play("no-such-sound")
    assert a.sound("click") is None and a.played[-2:] == ["click", "no-such-sound"]


def test_dummy_driver_plays(monkeypatch):
    import pygame

    a = Audio(Settings())
    try:
        if a.enabled:  # the dummy audio driver from conftest
            assert a.sound("click") is not None
            a.play("click")
        a.play("nonexistent")
    finally:
        pygame.mixer.quit()
