"""Sound effects, made procedurally at run time (no sample files, nothing to license).

    app.audio.play("click")          # see SOUNDS for the names
    app.audio.play("step", volume=0.5)

Every sound is synthesised on its first use (a few milliseconds) and cached; the App warms the
cache in a background thread after the first frame. Without a sound device (mixer init fails)
every call is a silent no-op, so nothing depends on audio. Volumes come from the settings
(``effects_volume``, ``music_volume``) and follow them live.
"""
from __future__ import annotations

import math
import os
import random
import threading
from array import array
from contextlib import contextmanager
from typing import Callable

#: name -> what it is for (games may use any of these)
SOUNDS: dict[str, str] = {
    "click": "a button or menu entry was chosen (wood tick)",
    "focus": "focus moved in a menu (soft tick)",
    "confirm": "a choice was confirmed (two rising brass notes)",
    "back": "a screen was closed (two falling notes)",
    "error": "not allowed (low double buzz)",
    "step": "the adventurer steps",
    "push": "a block slides (stone scrape)",
    "thud": "a block lands",
    "fall": "something falls (whistle, then thud)",
    "burn": "fire burns something (sizzle)",
    "splash": "something drops into water",
    "gem": "a gem is taken (chime)",
    "card": "a card is dealt or moved (paper flick)",
    "coin": "points or money (two bright pings)",
    "fanfare": "a level or game is won",
    "bell": "a temple bell (title, round start)",
    "undo": "a move taken back (quick reverse swish)",
}


@contextmanager
def _quiet_stderr():
    """ALSA prints to fd 2 when there is no sound card; keep the player's terminal clean."""
    if os.name != "posix":
        yield
        return
    try:
        saved = os.dup(2)
        devnull = os.open(os.devnull, os.O_WRONLY)
    except OSError:
        yield
        return
    try:
        os.dup2(devnull, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(devnull)


class Synth:
    """Tiny additive / noise synthesiser producing 16-bit sample arrays. No pygame needed."""

    def __init__(self, rate: int) -> None:
        self.rate = rate
        self.rng = random.Random(1234)

    def buf(self, seconds: float) -> list[float]:
        return [0.0] * max(1, int(self.rate * seconds))

    def tone(self, out: list[float], start: float, dur: float, freq: float, amp: float,
             decay: float = 8.0, attack: float = 0.004, harmonics: tuple[float, ...] = (1.0,),
             glide: float = 0.0) -> None:
        """Add a decaying tone. ``glide``: the frequency change over the note, in Hz."""
        r = self.rate
        i0 = int(start * r)
        n = min(int(dur * r), len(out) - i0)
        phase = [0.0] * len(harmonics)
        two_pi = 2 * math.pi
        for i in range(n):
            t = i / r
            env = (t / attack if t < attack else 1.0) * math.exp(-decay * t)
            f = freq + glide * (t / dur)
            s = 0.0
            for k, h in enumerate(harmonics):
                phase[k] += two_pi * f * (k + 1) / r
                s += h * math.sin(phase[k])
            out[i0 + i] += amp * env * s

    def bell(self, out: list[float], start: float, dur: float, freq: float, amp: float, decay: float = 3.0) -> None:
        """Inharmonic partials of a bell / chime."""
        for ratio, a, d in ((1.0, 1.0, 1.0), (2.76, 0.5, 1.7), (5.40, 0.25, 2.6), (8.93, 0.12, 3.5)):
            self.tone(out, start, dur, freq * ratio, amp * a, decay=decay * d, attack=0.002)

    def noise(self, out: list[float], start: float, dur: float, amp: float, decay: float = 20.0,
              smooth: float = 0.0, attack: float = 0.002, crackle: float = 0.0) -> None:
        """Add noise; ``smooth`` 0..0.99 is a one-pole low-pass (higher = darker)."""
        r = self.rate
        i0 = int(start * r)
        n = min(int(dur * r), len(out) - i0)
        rnd = self.rng.random
        y = 0.0
        for i in range(n):
            t = i / r
            env = (t / attack if t < attack else 1.0) * math.exp(-decay * t)
            x = rnd() * 2 - 1
            if crackle and rnd() < crackle:
                x *= 4.0
            y = smooth * y + (1 - smooth) * x
            out[i0 + i] += amp * env * y

    def to_bytes(self, samples: list[float], channels: int, size: int, *, fade: bool = True) -> bytes:
        peak = max(1e-6, max(abs(s) for s in samples))
        gain = min(1.0, 0.9 / peak) * 32767
        # soft fade-out over the last 5 ms avoids clicks (not for loops: they flow into their start)
        tail = min(len(samples), int(self.rate * 0.005)) if fade else 0
        for i in range(tail):
            samples[-1 - i] *= i / tail
        if size == 8 or size == -8:  # unusual; keep it simple
            data = array("b", (max(-127, min(127, int(s * gain / 256))) for s in samples))
        else:
            data = array("h", (max(-32767, min(32767, int(s * gain))) for s in samples))
        if channels > 1:
            wide = array(data.typecode, [0]) * (len(data) * channels)
            for c in range(channels):
                wide[c::channels] = data
            data = wide
        return data.tobytes()


def _recipes(s: Synth) -> dict[str, Callable[[], list[float]]]:
    def click():
        o = s.buf(0.06)
        s.noise(o, 0, 0.03, 0.5, decay=140, smooth=0.3)
        s.tone(o, 0, 0.06, 1400, 0.5, decay=70)
        s.tone(o, 0, 0.06, 520, 0.35, decay=60)
        return o

    def focus():
        o = s.buf(0.04)
        s.tone(o, 0, 0.04, 2200, 0.25, decay=120)
        s.noise(o, 0, 0.02, 0.08, decay=200, smooth=0.5)
        return o

    def confirm():
        o = s.buf(0.32)
        brass = (1.0, 0.55, 0.35, 0.2, 0.1)
        s.tone(o, 0.0, 0.16, 587.3, 0.35, decay=14, attack=0.01, harmonics=brass)
        s.tone(o, 0.08, 0.24, 880.0, 0.4, decay=10, attack=0.01, harmonics=brass)
        return o

    def back():
        o = s.buf(0.26)
        soft = (1.0, 0.3, 0.1)
        s.tone(o, 0.0, 0.14, 659.3, 0.3, decay=16, harmonics=soft)
        s.tone(o, 0.07, 0.19, 493.9, 0.3, decay=14, harmonics=soft)
        return o

    def error():
        o = s.buf(0.3)
        buzz = (1.0, 0.6, 0.45, 0.3, 0.2)
        s.tone(o, 0.0, 0.11, 155, 0.35, decay=12, harmonics=buzz)
        s.tone(o, 0.14, 0.14, 146, 0.35, decay=12, harmonics=buzz)
        return o

    def step():
        o = s.buf(0.09)
        s.noise(o, 0, 0.09, 0.6, decay=55, smooth=0.85)
        s.tone(o, 0, 0.06, 120, 0.3, decay=60)
        return o

    def push():
        o = s.buf(0.28)
        s.noise(o, 0, 0.28, 0.6, decay=7, smooth=0.7, attack=0.03, crackle=0.05)
        s.tone(o, 0, 0.25, 70, 0.2, decay=8, attack=0.03)
        return o

    def thud():
        o = s.buf(0.3)
        s.tone(o, 0, 0.3, 68, 0.9, decay=16, glide=-20, harmonics=(1.0, 0.3))
        s.noise(o, 0, 0.08, 0.4, decay=50, smooth=0.9)
        return o

    def fall():
        o = s.buf(0.62)
        s.tone(o, 0, 0.36, 900, 0.25, decay=3, glide=-600, attack=0.02)
        s.tone(o, 0.36, 0.26, 62, 0.9, decay=15, glide=-15, harmonics=(1.0, 0.3))
        s.noise(o, 0.36, 0.1, 0.4, decay=45, smooth=0.9)
        return o

    def burn():
        o = s.buf(0.7)
        s.noise(o, 0, 0.7, 0.45, decay=3.5, smooth=0.05, attack=0.05, crackle=0.03)
        s.noise(o, 0, 0.7, 0.25, decay=4, smooth=0.92, attack=0.02)
        return o

    def splash():
        o = s.buf(0.6)
        s.noise(o, 0, 0.6, 0.7, decay=7, smooth=0.35, attack=0.005)
        s.noise(o, 0.03, 0.4, 0.4, decay=9, smooth=0.8, crackle=0.02)
        s.tone(o, 0, 0.12, 260, 0.2, decay=30, glide=300)
        return o

    def gem():
        o = s.buf(0.9)
        s.bell(o, 0.0, 0.9, 1318.5, 0.35, decay=4)
        s.bell(o, 0.09, 0.8, 1975.5, 0.3, decay=4)
        return o

    def card():
        o = s.buf(0.1)
        s.noise(o, 0, 0.1, 0.5, decay=45, smooth=0.1, attack=0.01)
        return o

    def coin():
        o = s.buf(0.45)
        s.tone(o, 0.0, 0.2, 987.8, 0.35, decay=14, harmonics=(1.0, 0.2))
        s.tone(o, 0.07, 0.38, 1318.5, 0.4, decay=9, harmonics=(1.0, 0.2))
        return o

    def fanfare():
        o = s.buf(1.3)
        brass = (1.0, 0.6, 0.4, 0.25, 0.12)
        for i, (t, f) in enumerate(((0.0, 392.0), (0.13, 493.9), (0.26, 587.3), (0.42, 784.0))):
            s.tone(o, t, 1.3 - t, f, 0.3, decay=3.5 if i == 3 else 9, attack=0.012, harmonics=brass)
        s.bell(o, 0.42, 0.85, 1568.0, 0.12, decay=3)
        return o

    def bell():
        o = s.buf(1.6)
        s.bell(o, 0, 1.6, 392.0, 0.5, decay=1.6)
        s.tone(o, 0, 1.6, 196.0, 0.2, decay=1.8)
        return o

    def undo():
        o = s.buf(0.14)
        s.noise(o, 0, 0.14, 0.3, decay=18, smooth=0.6, attack=0.04)
        s.tone(o, 0, 0.12, 700, 0.2, decay=20, glide=-300)
        return o

    return {"click": click, "focus": focus, "confirm": confirm, "back": back, "error": error,
            "step": step, "push": push, "thud": thud, "fall": fall, "burn": burn, "splash": splash,
            "gem": gem, "card": card, "coin": coin, "fanfare": fanfare, "bell": bell, "undo": undo}


MUSIC: dict[str, str] = {
    "valley": "a tanpura drone with a singing bowl, looping (title and menus)",
}
MUSIC_RATE = 22050
#: part of the cache file names: change it when a sound recipe or the music changes
CACHE_VERSION = "v1"


def _resonator(freq: float, seconds: float, rate: int, decay: float, amp: float = 1.0) -> list[float]:
    """A struck, exponentially decaying sine from a two-pole recursion (cheap: no sin per sample)."""
    n = int(seconds * rate)
    w = 2 * math.pi * freq / rate
    r = math.exp(-decay / rate)
    c1, c2 = 2 * r * math.cos(w), -r * r
    y1, y2 = amp * math.sin(w), 0.0
    out = [0.0] * n
    for i in range(n):
        out[i] = y1
        y1, y2 = c1 * y1 + c2 * y2, y1
    return out


def _pluck(freq: float, seconds: float, rate: int, rng: random.Random, loss: float = 0.9985) -> list[float]:
    """A Karplus-Strong string (the tanpura's long, bright ring)."""
    period = max(2, int(rate / freq))
    ring = [rng.uniform(-1, 1) for _ in range(period)]
    n = int(seconds * rate)
    out = [0.0] * n
    j = 0
    for i in range(n):
        nxt = j + 1 if j + 1 < period else 0
        v = ring[j]
        ring[j] = loss * 0.5 * (v + ring[nxt])
        out[i] = v
        j = nxt
    fade = int(0.3 * rate)
    for i in range(fade):
        out[n - 1 - i] *= i / fade
    return out


def compose_valley(rate: int = MUSIC_RATE) -> list[float]:
    """The title music: four tanpura strings (Pa, Sa', Sa', low Sa) and a singing bowl, 17.6 s,
    rendered so that its end flows into its start (sounds that ring past the end wrap around)."""
    rng = random.Random(2024)
    cycle, cycles = 4.4, 4
    length = int(cycle * cycles * rate)
    out = [0.0] * length
    sa = 130.81
    strings = {"pa": _pluck(sa * 0.75, 4.2, rate, rng), "sa2": _pluck(sa, 4.2, rate, rng),
               "sa": _pluck(sa / 2, 4.4, rate, rng, loss=0.999)}
    order = (("pa", 0.0, 0.55), ("sa2", 0.95, 0.5), ("sa2", 1.9, 0.45), ("sa", 2.85, 0.7))

    def mix(wave: list[float], start: float, amp: float) -> None:
        i0 = int(start * rate) % length
        first = min(len(wave), length - i0)
        out[i0:i0 + first] = [a + amp * b for a, b in zip(out[i0:i0 + first], wave[:first])]
        if first < len(wave):  # wrap the tail to the beginning: a seamless loop
            rest = wave[first:]
            out[:len(rest)] = [a + amp * b for a, b in zip(out[:len(rest)], rest)]

    for c in range(cycles):
        for name, offset, amp in order:
            mix(strings[name], c * cycle + offset + rng.uniform(-0.02, 0.02), amp * rng.uniform(0.9, 1.05))
    bowl = [0.0] * int(7.0 * rate)
    for ratio, a, d in ((1.0, 1.0, 0.45), (2.71, 0.45, 0.8), (5.15, 0.18, 1.4)):
        part = _resonator(sa * 2 * ratio, 7.0, rate, d, a)
        bowl = [x + y for x, y in zip(bowl, part)]
    mix(bowl, 0.0, 0.22)
    mix(bowl, cycle * 2, 0.16)
    peak = max(1e-6, max(abs(x) for x in out))
    return [x * 0.55 / peak for x in out]


class Audio:
    """``play(name)`` and volumes. ``enabled`` is False when there is no usable sound device."""

    def __init__(self, settings=None, *, enabled: bool = True) -> None:
        self.settings = settings
        self.enabled = False
        self._sounds: dict = {}
        self._lock = threading.Lock()
        self._format = (22050, -16, 1)
        self.played: list[str] = []  # the last names played (tests, debugging); kept short
        self._music: dict = {}
        self._music_wanted: str | None = None
        self._music_playing: str | None = None
        self._music_channel = None
        if not enabled:  # the music calls and apply_volumes still work (silently)
            return
        try:
            import pygame

            with _quiet_stderr():
                if not pygame.mixer.get_init():
                    pygame.mixer.pre_init(44100, -16, 2, 512)
                    pygame.mixer.init()
            init = pygame.mixer.get_init()
            if init:
                self._format = init
                pygame.mixer.set_num_channels(16)
                self.enabled = True
        except Exception:  # no device, no driver, no mixer module: play silently
            self.enabled = False
        self._synth = Synth(self._format[0])
        self._recipes = _recipes(self._synth)
        if self.enabled:
            try:
                import pygame

                pygame.mixer.set_reserved(1)
                self._music_channel = pygame.mixer.Channel(0)
            except Exception:
                self._music_channel = None

    @property
    def effects_volume(self) -> float:
        return self.settings.effects_volume if self.settings is not None else 0.8

    def sound(self, name: str):
        """The pygame Sound for ``name`` (synthesised on first use), or None when silent/unknown."""
        if not self.enabled:
            return None
        with self._lock:
            snd = self._sounds.get(name)
            if snd is None:
                recipe = self._recipes.get(name)
                if recipe is None:
                    return None
                import pygame

                freq, size, channels = self._format
                data = self._cached(f"sfx-{name}", lambda: self._synth.to_bytes(recipe(), channels, size))
                snd = pygame.mixer.Sound(buffer=data)
                self._sounds[name] = snd
            return snd

    def play(self, name: str, volume: float = 1.0) -> None:
        """Play an effect at ``volume`` x the player's effects volume. Unknown names are ignored."""
        self.played.append(name)
        del self.played[:-20]
        vol = self.effects_volume * volume
        if not self.enabled or vol <= 0.001:
            return
        snd = self.sound(name)
        if snd is None:
            return
        snd.set_volume(min(1.0, vol))
        snd.play()

    # music --------------------------------------------------------------------------
    @property
    def music_volume(self) -> float:
        return self.settings.music_volume if self.settings is not None else 0.6

    def play_music(self, name: str = "valley") -> None:
        """Loop a piece of music (fading in); it starts as soon as it has been composed."""
        self._music_wanted = name
        if not self.enabled or self._music_channel is None or self._music_playing == name:
            return
        snd = self._music.get(name)
        if snd is None:
            return  # the preload thread starts it when ready
        self.apply_volumes()
        self._music_channel.play(snd, loops=-1, fade_ms=1800)
        self._music_playing = name

    def stop_music(self, fade_ms: int = 700) -> None:
        self._music_wanted = None
        if self._music_channel is not None and self._music_playing:
            self._music_channel.fadeout(fade_ms)
        self._music_playing = None

    @property
    def music_playing(self) -> str | None:
        return self._music_playing

    def apply_volumes(self) -> None:
        """Follow the settings (the App calls this when a volume changes)."""
        if self._music_channel is not None:
            self._music_channel.set_volume(min(1.0, self.music_volume))

    def _cached(self, key: str, make: Callable[[], bytes]) -> bytes:
        """Mixer-ready bytes from the user's cache folder, or made now and stored there.

        Synthesis is pure Python (~0.6 s for all effects, ~0.3 s for the music); later starts
        only read the files. Bump CACHE_VERSION when a recipe changes.
        """
        freq, size, channels = self._format
        path = None
        try:
            from game.shell.paths import data_path

            path = data_path("cache", f"{key}-{CACHE_VERSION}-{freq}-{size}-{channels}.raw")
            if path.exists():
                data = path.read_bytes()
                if data:
                    return data
        except OSError:
            path = None
        data = make()
        if path is not None:
            try:
                tmp = path.with_name(path.name + f".{os.getpid()}.tmp")
                tmp.write_bytes(data)
                os.replace(tmp, path)
            except OSError:
                pass
        return data

    def _music_bytes(self, name: str) -> bytes:
        """Compose (or read back from the cache) the music as mixer-ready bytes."""
        freq, size, channels = self._format

        def make() -> bytes:
            samples = compose_valley(MUSIC_RATE)
            if freq != MUSIC_RATE:  # resampling to the mixer's rate
                k = MUSIC_RATE / freq
                n = int(len(samples) / k)
                last = len(samples) - 1
                samples = [samples[min(last, int(i * k))] for i in range(n)]
            return Synth(freq).to_bytes(samples, channels, size, fade=False) if samples else b""

        return self._cached(f"music-{name}", make)

    def _load_music(self, name: str) -> None:
        if name in self._music or name not in MUSIC:
            return
        import pygame

        self._music[name] = pygame.mixer.Sound(buffer=self._music_bytes(name))
        if self._music_wanted == name:
            self.play_music(name)

    def preload(self, names=None) -> threading.Thread | None:
        """Synthesise sounds (and compose the music) in a background thread."""
        if not self.enabled:
            return None

        def work():
            try:
                self._load_music("valley")
            except Exception:
                pass
            for n in names or list(self._recipes):
                try:
                    self.sound(n)
                except Exception:
                    pass

        th = threading.Thread(target=work, name="durbar-audio-preload", daemon=True)
        th.start()
        return th


def export_wavs(folder: str, rate: int = 44100) -> list[str]:
    """Write every effect and the music as 16-bit mono WAV files (to listen to them, or to use
    them elsewhere: they are made here, so they carry no third-party licence)."""
    import wave

    os.makedirs(folder, exist_ok=True)
    synth = Synth(rate)
    out = []
    pieces = {name: recipe for name, recipe in _recipes(synth).items()}
    pieces["music-valley"] = lambda: compose_valley(MUSIC_RATE)
    for name, make in pieces.items():
        samples = make()
        r = MUSIC_RATE if name.startswith("music-") else rate
        data = Synth(r).to_bytes(samples, 1, -16, fade=not name.startswith("music-"))
        path = os.path.join(folder, f"{name}.wav")
        with wave.open(path, "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(r)
            w.writeframes(data)
        out.append(path)
    return out


if __name__ == "__main__":  # python -m game.shell.audio OUT_FOLDER
    import sys

    if len(sys.argv) != 2:
        print("usage: python -m game.shell.audio OUT_FOLDER   (writes every sound as a WAV file)")
        raise SystemExit(2)
    for p in export_wavs(sys.argv[1]):
        print(p)
