"""Turn the events of one move into a timeline of moving sprites (and the sounds that go with it).

``Animation(before, events, speed)`` reads the board picture from before the move and the core's
events in order (``game.relics.events``) and lays out keyframes per thing that moves: the
Adventurer's hop / climb / drop, a push, falls (accelerating), rolls and slides leg by leg,
burning, melting, smothering, sinking, the Nemesis squashed, a Gem picked up. ``hidden`` lists what
the static board layer must leave out while it plays; ``movers(t)`` gives their sprites at time t.
Nothing here changes the game: the State has already moved on; this only shows how it got there.
No pygame.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from game.i18n import _
from game.relics import events as E
from game.relics.view.board import Mover
from game.relics.view.picture import BoardPicture

# designed durations at "normal" speed, in seconds
STEP = 0.17
PUSH = 0.2
FALL_BASE = 0.09
FALL_PER_LEVEL = 0.07
ROLL_LEG = 0.12
SLIDE_LEG = 0.09
VANISH = 0.32
GEM = 0.42


@dataclass
class Key:
    t: float
    x: float
    y: float
    z: float
    alpha: float = 255.0
    scale: float = 1.0
    ease: str = "smooth"   # how to reach this key from the previous one: smooth | in | linear | hop
    tint: tuple[int, int, int] | None = None


@dataclass
class Track:
    ident: object
    kind: str
    keys: list[Key] = field(default_factory=list)

    @property
    def end(self) -> float:
        return self.keys[-1].t if self.keys else 0.0

    @property
    def last(self) -> Key:
        return self.keys[-1]

    def add(self, t: float, x: float, y: float, z: float, **kw) -> None:
        self.keys.append(Key(max(t, self.end), x, y, z, **kw))

    def hold(self, t: float) -> None:
        """Stay where it is until ``t`` (so the next motion starts then, not at time 0)."""
        if t > self.end:
            k = self.last
            self.keys.append(Key(t, k.x, k.y, k.z, k.alpha, k.scale, "linear", k.tint))

    def at(self, t: float) -> Mover | None:
        ks = self.keys
        if t <= ks[0].t:
            k = ks[0]
        elif t >= ks[-1].t:
            k = ks[-1]
        else:
            k = ks[-1]
            for i in range(1, len(ks)):
                if t <= ks[i].t:
                    a, b = ks[i - 1], ks[i]
                    span = b.t - a.t
                    f = 1.0 if span <= 0 else (t - a.t) / span
                    f = _ease(b.ease, f)
                    hop = 0.0
                    if b.ease == "hop":
                        hop = 0.18 * math.sin(math.pi * ((t - a.t) / span if span > 0 else 1.0))
                    k = Key(t, a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f, a.z + (b.z - a.z) * f + hop,
                            a.alpha + (b.alpha - a.alpha) * f, a.scale + (b.scale - a.scale) * f,
                            tint=b.tint if f > 0.3 else a.tint)
                    break
        if k.alpha <= 0.5:
            return None
        return Mover(self.ident, self.kind, k.x, k.y, k.z, int(k.alpha), k.scale, k.tint)


def _ease(kind: str, f: float) -> float:
    if kind == "in":        # falling: accelerate
        return f * f
    if kind == "linear":
        return f
    if kind == "out":
        return 1 - (1 - f) * (1 - f)
    return f * f * (3 - 2 * f)  # smooth / hop


class Animation:
    """One move's events as tracks on a shared clock (seconds since the move)."""

    def __init__(self, before: BoardPicture, events: list, speed: float = 1.0) -> None:
        self.speed = speed
        self.tracks: dict[object, Track] = {}
        self.sounds: list[tuple[float, str]] = []
        self.flashes: list[tuple[float, str]] = []  # (time, text) e.g. goal completed
        self.bursts: list[tuple[float, str, tuple, float]] = []  # (time, "gem"|"nemesis", cell, z) sparkles
        self._blocks = before.block_positions()
        self._pieces = before.piece_positions()
        self._pools = dict(before.pools)
        self.cursor = 0.0
        self._prev: tuple[float, float] = (0.0, 0.0)  # (start, duration) of the previous motion
        for ev in events:
            self._event(ev)
        self.duration = max([self.cursor] + [tr.end for tr in self.tracks.values()]) if self.tracks else self.cursor
        self.sounds.sort(key=lambda s: s[0])
        self._sound_i = 0

    # ------------------------------------------------------------------ reading
    @property
    def hidden(self) -> set:
        out: set = set()
        for ident in self.tracks:
            out.add(ident)
        return out

    def movers(self, t: float) -> list[Mover]:
        out = []
        for tr in self.tracks.values():
            m = tr.at(t)
            if m is not None:
                out.append(m)
        return out

    def done(self, t: float) -> bool:
        return t >= self.duration

    def due_sounds(self, t: float) -> list[str]:
        out = []
        while self._sound_i < len(self.sounds) and self.sounds[self._sound_i][0] <= t:
            out.append(self.sounds[self._sound_i][1])
            self._sound_i += 1
        return out

    # ------------------------------------------------------------------ building
    def _d(self, seconds: float) -> float:
        return seconds * self.speed

    def _track(self, ident: object) -> Track:
        tr = self.tracks.get(ident)
        if tr is not None:
            return tr
        if isinstance(ident, int) and ident in self._blocks:
            (x, y), z, kind = self._blocks[ident]
        elif isinstance(ident, str) and ident in self._pieces:
            (x, y), z = self._pieces[ident]
            kind = "gem" if ident.startswith("gem") else ident
        elif isinstance(ident, tuple) and ident[0] == "pool":
            (x, y), z, kind = ident[1], 0, "pool"
        else:  # unknown (should not happen): a harmless invisible track
            x = y = z = 0
            kind = "crate"
        tr = Track(ident, kind)
        tr.add(0.0, x, y, z)
        self.tracks[ident] = tr
        return tr

    def _sound(self, t: float, name: str) -> None:
        self.sounds.append((t, name))

    def _motion(self, start: float, dur: float) -> None:
        self._prev = (start, dur)
        self.cursor = max(self.cursor, start + dur)

    def _event(self, ev) -> None:
        if isinstance(ev, E.Walked):
            tr = self._track("adventurer")
            t0 = max(self.cursor, tr.end)
            k = tr.last
            (fx, fy), (tx, ty) = ev.frm, ev.to
            z1 = k.z + ev.dz
            d = self._d(STEP * (1.25 if ev.dz else 1.0))
            tr.hold(t0)
            if ev.dz > 0:    # climb: straight up first (still in its own column), then across
                tr.add(t0 + d * 0.45, fx, fy, z1 + 0.2, ease="out")
                tr.add(t0 + d, tx, ty, z1, ease="smooth")
            elif ev.dz < 0:  # drop down: across first, then down
                tr.add(t0 + d * 0.5, fx + (tx - fx) * 0.85, fy + (ty - fy) * 0.85, k.z + 0.15, ease="out")
                tr.add(t0 + d, tx, ty, z1, ease="in")
                self._sound(t0 + d, "thud")
            else:
                tr.add(t0 + d, tx, ty, z1, ease="hop")
            self._sound(t0, "step")
            self._motion(t0, d)
        elif isinstance(ev, E.Pushed):
            tr = self._track(ev.block_id)
            adv = self._track("adventurer")
            t0 = max(self.cursor, tr.end)
            d = self._d(PUSH)
            (fx, fy), (tx, ty) = ev.frm, ev.to
            tr.hold(t0)
            tr.add(t0 + d, tx, ty, ev.z, ease="smooth")
            # the Adventurer leans into the push and back
            a = adv.last
            dx, dy = tx - fx, ty - fy
            if adv.end <= t0:
                adv.add(t0, a.x, a.y, a.z)
                adv.add(t0 + d * 0.4, a.x + dx * 0.14, a.y + dy * 0.14, a.z, ease="out")
                adv.add(t0 + d, a.x, a.y, a.z, ease="smooth")
            self._sound(t0, "push")
            self._motion(t0, d)
        elif isinstance(ev, E.Fell):
            tr = self._track(ev.what)
            levels = max(1, ev.from_z - ev.to_z)
            d = self._d(FALL_BASE + FALL_PER_LEVEL * levels)
            own = tr.end
            if own > 0:   # the thing itself just moved (a pushed block going over an edge)
                t0 = own
            else:         # something left from under it: it falls as soon as its support is gone
                ps, pd = self._prev
                t0 = ps + pd * 0.55
            k = tr.last
            x, y = ev.cell
            tr.add(t0, x, y, ev.from_z)
            tr.add(t0 + d, x, y, ev.to_z, ease="in")
            self._sound(t0 + d, "thud" if levels < 2 else "fall")
            self._motion(t0, d)
            del k
        elif isinstance(ev, (E.Rolled, E.Slid)):
            tr = self._track(ev.block_id)
            t = max(self.cursor, tr.end)
            leg = ROLL_LEG if isinstance(ev, E.Rolled) else SLIDE_LEG
            start = t
            tr.hold(t)
            prev_z = None
            for i, ((x, y), z) in enumerate(ev.path):
                if i == 0:
                    prev_z = z
                    continue
                vertical = z != prev_z
                d = self._d(FALL_BASE if vertical else leg)
                t += d
                tr.add(t, x, y, z, ease="in" if vertical else "linear")
                if vertical:
                    self._sound(t, "thud")
                prev_z = z
            self._sound(start, "push")
            self._motion(start, t - start)
        elif isinstance(ev, E.Burnt):
            self._vanish(ev.block_id, tint=(120, 40, 0), sound="burn")
        elif isinstance(ev, E.Melted):
            t0 = self._vanish(ev.ice_id, tint=(80, 80, 80), sound="burn")
            self._vanish(ev.fire_id, at=t0)
        elif isinstance(ev, E.Vanished):  # a kind's own behaviour took it away
            self._vanish(ev.block_id, sound="thud", shrink=True)
        elif isinstance(ev, E.Smothered):
            self._vanish(ev.fire_id, sound="burn", shrink=True)
        elif isinstance(ev, E.Sank):
            tr = self._track(ev.block_id)
            t0 = max(self.cursor, tr.end)
            d = self._d(VANISH)
            k = tr.last
            tr.add(t0, k.x, k.y, k.z)
            tr.add(t0 + d, k.x, k.y, k.z - 0.7, alpha=0, ease="in")
            pool = self._track(("pool", ev.cell))
            pool.add(t0 + d * 0.5, *ev.cell, 0)
            pool.add(t0 + d * 1.2, *ev.cell, 0, alpha=0)
            self._sound(t0, "splash")
            self._motion(t0, d)
        elif isinstance(ev, E.NemesisDefeated):
            tr = self._track("nemesis")
            t0 = max(0.0, self.cursor - self._d(0.04), tr.end)
            k = tr.last
            d = self._d(0.28)
            tr.add(t0, k.x, k.y, k.z)
            tr.add(t0 + d, k.x, k.y, k.z, alpha=0, scale=0.2, ease="out", tint=(90, 30, 0))
            self._sound(t0, "thud")
            self.flashes.append((t0, _("The Nemesis is defeated!")))
            self.bursts.append((t0, "nemesis", ev.cell, k.z))
            self._motion(t0, d)
        elif isinstance(ev, E.GemCollected):
            name = f"gem-{ev.index}"
            tr = self._track(name)
            adv = self._track("adventurer")
            t0 = max(adv.end - self._d(0.05), tr.end)
            d = self._d(GEM)
            k = tr.last
            tr.add(t0, k.x, k.y, k.z)
            tr.add(t0 + d, k.x, k.y, k.z + 1.1, alpha=0, scale=1.4, ease="out")
            self._sound(t0, "gem")
            self.bursts.append((t0, "gem", ev.cell, k.z))
            self._motion(t0, d * 0.5)
        elif isinstance(ev, E.GoalCompleted):
            self.flashes.append((self.cursor, _("Goal complete")))
        # LevelComplete and Reset have no motion: the scene handles them

    def _vanish(self, ident, tint=None, sound: str | None = None, shrink: bool = False,
                at: float | None = None) -> float:
        tr = self._track(ident)
        t0 = at if at is not None else max(self.cursor, tr.end)
        d = self._d(VANISH)
        k = tr.last
        tr.add(t0, k.x, k.y, k.z)
        tr.add(t0 + d * 0.35, k.x, k.y, k.z, tint=tint, ease="linear")
        tr.add(t0 + d, k.x, k.y, k.z, alpha=0, scale=0.5 if shrink else 0.85, tint=tint, ease="in")
        if sound:
            self._sound(t0, sound)
        self._motion(t0, d)
        return t0
