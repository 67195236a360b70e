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


def test_valley_music_is_a_full_non_silent_loop():
    from game.shell.audio import compose_valley

    rate = 6000
    x = compose_valley(rate)
    assert len(x) == int(4.4 * 4 * rate)
    assert 0.3 < max(abs(v) for v in x) <= 0.56
    # no silent stretch anywhere in the loop (checked per half second)
    half = rate // 2
    for i in range(0, len(x) - half, half):
        assert max(abs(v) for v in x[i:i + half]) > 0.02, i / rate


def test_music_starts_when_composed_and_follows_the_volume(monkeypatch):
    import pygame

    import game.shell.audio as audio_mod

    monkeypatch.setattr(audio_mod, "compose_valley", lambda rate=0: [0.1, -0.1] * 2000)
    s = Settings()
    a = Audio(s)
    try:
        if not a.enabled:
            return
        a.play_music("valley")
        assert a.music_playing is None  # not composed yet: wanted, started when ready
        a._load_music("valley")
        assert a.music_playing == "valley"
        s.set("music_volume", 0.25, save=False)
        a.apply_volumes()
        assert abs(a._music_channel.get_volume() - 0.25) < 0.01
        a.stop_music()
        assert a.music_playing is None
    finally:
        pygame.mixer.quit()


def test_effects_are_cached_in_the_data_folder(durbar_home):
    import pygame

    a = Audio(Settings())
    try:
        if not a.enabled:
            return
        a.sound("click")
        files = list((durbar_home / "cache").glob("sfx-click-*.raw"))
        assert len(files) == 1 and files[0].stat().st_size > 100
        b = Audio.__new__(Audio)  # a second start reads the file instead of synthesising
        b.__dict__.update(a.__dict__)
        b._sounds = {}
        b._recipes = {"click": lambda: (_ for _ in ()).throw(AssertionError("synthesised again"))}
        assert b.sound("click") is not None
    finally:
        pygame.mixer.quit()


def test_no_sound_device_means_silence_not_an_error(monkeypatch):
    import pygame

    def no_device(*a, **k):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    a = Audio(Settings())
    assert not a.enabled
    a.play("fanfare")
    a.play_music("valley")
    a.stop_music()
    a.apply_volumes()
    assert a.preload() is None


def test_export_writes_playable_wavs(tmp_path, monkeypatch):
    import wave

    import game.shell.audio as audio_mod

    monkeypatch.setattr(audio_mod, "compose_valley", lambda rate=0: [0.0, 0.2, -0.2] * 100)
    paths = audio_mod.export_wavs(str(tmp_path), rate=8000)
    assert len(paths) == len(SOUNDS) + 1
    with wave.open(str(tmp_path / "gem.wav")) as w:
        assert w.getframerate() == 8000 and w.getnframes() > 1000


def test_a_disabled_audio_takes_music_and_volume_calls_silently():
    from game.shell.audio import Audio

    a = Audio(None, enabled=False)
    a.apply_volumes()
    a.play_music("valley")
    a.stop_music()
    assert a.music_playing is None and not a.enabled
