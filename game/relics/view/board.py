"""The isometric board: a cached static layer plus the few things that move, drawn in painter's order.

``BoardRenderer.rebuild(picture, hidden)`` paints the floor layer (backdrop, plinth, back wall,
floor tiles, pools, soft shadows) and the static layer (floor layer + every resting block and
piece, + the low front wall) once. Each frame ``draw`` blits the static layer and then, for every
*dynamic* sprite (moving pieces handed in by the animator, fire, gems, pool ripples), repairs its
screen rectangle: restore the floor there, redraw - clipped to the rectangle - every sprite that
touches it, in painter's order. So a frame costs one big blit plus a handful of small ones, and
moving pieces are hidden correctly behind whatever stands in front of them.

Painter's key of a sprite: ``(depth, z, order)`` where depth = u + v of the nearest view cell it
touches (a moving sprite between two cells takes the nearer one), z its height and order 0 for
blocks, 1 for standing pieces.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.relics.kinds import RECORDS
from game.relics.view import hall, iso, occlusion, plan, xray
from game.relics.view.picture import BoardPicture, Cell
from game.relics.view.sprites import SpriteBank, bank

FRONT = 10_000  # painter's depth of the front wall: after everything on the board
POOL_ID = next(r.id for r in RECORDS if r.pool)   # the pool kind ("water")
FADED_ALPHA = 100.0  # a stack in front of what the player looks at fades to this
FADE_TIME = 0.18


@dataclass
class Sprite:
    """One thing to draw: a surface at a screen position with its painter's key."""

    key: tuple
    surf: pygame.Surface
    pos: tuple[int, int]
    ident: object = None
    cell: object = None    # the space of a resting block (its stack can fade)

    @property
    def rect(self) -> pygame.Rect:
        return self.surf.get_rect(topleft=self.pos)


@dataclass
class Mover:
    """A piece or block drawn by the animator at a fractional position (board coordinates)."""

    ident: object          # block id (int) or piece name (str)
    kind: str              # crate / boulder / ice / fire / adventurer / nemesis / gem
    x: float
    y: float
    z: float
    alpha: int = 255
    scale: float = 1.0
    tint: tuple[int, int, int] | None = None


def _clamp(v: float, lo: float, hi: float) -> float:
    return lo if v < lo else hi if v > hi else v


class BoardRenderer:
    """Draws a ``BoardPicture`` isometrically (or as a plan) inside ``area`` of the canvas."""

    def __init__(self, canvas_size: tuple[int, int], area: pygame.Rect) -> None:
        self.canvas_size = canvas_size
        self.area = pygame.Rect(area)
        self.rotation = 0
        self.plan = False
        self.proj: iso.Projection | None = None
        self.bank: SpriteBank | None = None
        self.picture: BoardPicture | None = None
        self.hidden: set = set()
        self.floor_layer: pygame.Surface | None = None
        self.static_layer: pygame.Surface | None = None
        self.static: list[Sprite] = []
        self.animated: list[tuple[str, Cell, int, int]] = []  # (what, cell, z, seed)
        self._max_h = 3
        self._backdrop: pygame.Surface | None = None
        self._base: tuple | None = None
        self._floor_clip: tuple | None = None
        self._front: tuple | None = None
        self._buffers: dict[str, pygame.Surface] = {}
        self._static_from: tuple | None = None   # (floor surface, its version, the sprites painted on it)
        self._floor_changed: list[pygame.Rect] | None = None   # where the last floor repaint changed it
        # what the floor buffer holds (its base layer and (pools, stack heights), see hall.paint_floor)
        # and the soft shadows painted for that base layer
        self._floor_src: pygame.Surface | None = None
        self._floor_key: tuple | None = None
        self._shadows = None   # hall.ShadowPainter: the soft shadows, repainted where stacks change
        # x-ray and fading (see occlusion): the measure of the board as drawn, what is outlined
        # (target -> share hidden), the block sprites by cell, the space the pointer shows and the
        # stacks fading: cell -> (start time, alpha from, alpha to)
        self.measure: occlusion.Measure | None = None
        self.outlined: dict = {}
        self.hidden_share: dict = {}
        self.outlined_now: set = set()
        self._all_static: list[Sprite] = []
        self.focus_cell: Cell | None = None     # the space the pointer shows (markers.hover)
        self.pointer_seen: Cell | None = None   # a hidden thing's space whose outline is under the pointer
        self._by_cell: dict[Cell, list[Sprite]] = {}
        self._fading: dict[Cell, tuple[float, float, float]] = {}
        self._faded_out: frozenset = frozenset()   # the cells left out of the static layer
        self._now = 0.0
        # a serial of the static layer's pixels inside ``watch`` (the play screen's panel rests on
        # them: it is composed over them once, see hud.Hud.draw)
        self.watch: pygame.Rect | None = None
        self.watch_serial = 0
        self.skipped: pygame.Rect | None = None   # what the last draw left out of its static blit
        # where the static layer changed since the last draw (None: all of it, or a new layer), the
        # layer that draw blitted and the rectangles it repaired over it (see draw's ``reuse``)
        self.static_dirty: list[pygame.Rect] | None = None
        self._drew_layer: pygame.Surface | None = None
        self.repaired: list[pygame.Rect] = []

    # ------------------------------------------------------------------ set-up
    def configure(self, width: int, height: int, max_height: int) -> None:
        """Fix the projection for a level (the tallest stack it can reach sets the scale)."""
        self._max_h = max(2, max_height)
        self._project(width, height)

    def _project(self, width: int, height: int) -> None:
        self.proj = iso.fit(width, height, self._max_h, (self.area.x, self.area.y, self.area.w, self.area.h),
                            self.rotation)
        self.bank = bank(self.proj.tile_w)

    def set_rotation(self, rotation: int) -> None:
        self.rotation = rotation % 4
        if self.proj is not None:
            self._project(self.proj.width, self.proj.height)

    # ------------------------------------------------------------------ layers
    def rebuild(self, picture: BoardPicture, hidden: set | None = None) -> None:
        """Repaint the cached layers for ``picture`` without the things in ``hidden`` (they move)."""
        self.picture = picture
        self.hidden = set(hidden or ())
        if self.proj is None or (self.proj.width, self.proj.height) != (picture.width, picture.height):
            self.configure(picture.width, picture.height, picture.max_height() + 1)
        if self.plan:
            plan.rebuild(self, picture)
            return
        self.floor_layer = self._paint_floor(picture)
        self._all_static, self.animated = self._collect(picture)
        self.measure = occlusion.Measure(occlusion.Layout.from_picture(picture, self.hidden), self.rotation)
        self._all_static += self._xray_sprites(picture)
        self._update_fade(self._now, force=True)

    def _layer_static(self) -> None:
        """The static layer: the floor and every resting sprite but those of the fading stacks.

        Kept from one rebuild to the next: only the rectangles of the sprites that went or came
        (a sprite is the same when it is the same surface at the same place and painter's key)
        and those where the floor changed are restored from the floor and painted again, every
        sprite that touches them drawn clipped there in painter's order. Outside them the layer
        is what a full repaint would give: the same floor under the same sprites in the same order."""
        out = self._faded_out
        self.static = [s for s in self._all_static if getattr(s, "cell", None) not in out]
        ordered = sorted(self.static, key=lambda s: s.key)
        floor, version = self.floor_layer, getattr(self, "_floor_version", 0)
        layer, last = self._buffers.get("static"), self._static_from
        regions = None
        if (layer is not None and last is not None and last[0] is floor and layer.get_size() == floor.get_size()
                and last[1] in (version, version - 1)):
            changed = [] if last[1] == version else self._floor_changed
            if changed is not None:
                regions = _changed_regions(last[2], ordered, changed)
        if regions is None:
            layer = self._buffer("static", floor)
            layer.blits([(s.surf, s.pos) for s in ordered], doreturn=False)
            self.watch_serial += 1
            self.static_dirty = None
        elif regions:
            if self.watch is not None and self.watch.collidelist(regions) >= 0:
                self.watch_serial += 1
            if self.static_dirty is not None:
                self.static_dirty += regions
            rects = [s.rect for s in ordered]
            clip = layer.get_clip()
            for region in regions:
                layer.set_clip(region)
                layer.blit(floor, region, region)
                layer.blits([(s.surf, s.pos) for s, r in zip(ordered, rects) if r.colliderect(region)],
                            doreturn=False)
            layer.set_clip(clip)
        self._static_from = (floor, version, ordered)
        self.static_layer = layer

    def _buffer(self, name: str, source: pygame.Surface) -> pygame.Surface:
        """A long-lived surface holding a copy of ``source`` (no new 1280x720 allocation per move)."""
        buf = self._buffers.get(name)
        if buf is None or buf.get_size() != source.get_size():
            buf = source.copy()
            self._buffers[name] = buf
        else:
            buf.blit(source, (0, 0))
        return buf

    def _backdrop_surface(self) -> pygame.Surface:
        return hall.backdrop(self)

    def _paint_floor(self, pic: BoardPicture) -> pygame.Surface:
        return hall.paint_floor(self, pic)

    def _front_wall(self) -> Sprite:
        surf, pos = hall.front_wall(self)
        return Sprite((FRONT, 0, 0), surf, pos, "front-wall")

    def _screen(self, u: float, v: float, z: float) -> tuple[float, float]:
        return hall.screen(self, u, v, z)

    # sprites ------------------------------------------------------------------
    def _key(self, x: float, y: float, z: float, order: int) -> tuple:
        p = self.proj
        u, v = p.to_view(x, y)
        depth = math.ceil(u - 1e-6) + math.ceil(v - 1e-6)
        return (depth, z, order)

    def block_sprite(self, kind: str, bid: int, x: float, y: float, z: float, frame: int = 0) -> Sprite:
        p, b = self.proj, self.bank
        if kind == "fire":
            surf = b.fire(frame + bid * 3)
        else:
            surf = b.block_at(kind, bid, int(z))
        pos = p.sprite_pos(x, y, z, surf.get_height())
        return Sprite(self._key(x, y, z, 0), surf, pos, bid)

    def piece_sprite(self, name: str, x: float, y: float, z: float, frame: int = 0) -> Sprite:
        p, b = self.proj, self.bank
        if name.startswith("gem"):
            surf = b.gem(frame)
        else:
            surf = b.meeple(name)
        pos = p.sprite_pos(x, y, z, surf.get_height())
        return Sprite(self._key(x, y, z, 1), surf, pos, name)

    def _collect(self, pic: BoardPicture) -> tuple[list[Sprite], list]:
        static: list[Sprite] = []
        animated: list = []
        self._by_cell = {}
        self._fires: dict[Cell, list[Sprite]] = {}
        for (x, y), st in pic.stacks.items():
            for z, (bid, kind) in enumerate(st):
                if bid in self.hidden:
                    continue
                if kind == "fire":
                    animated.append(("fire", (x, y), z, bid))
                    self._fires[(x, y)] = [self.block_sprite(kind, bid, x, y, z)]  # what it hides
                else:
                    spr = self.block_sprite(kind, bid, x, y, z)
                    spr.cell = (x, y)
                    static.append(spr)
                    self._by_cell.setdefault((x, y), []).append(spr)
        for name, (cell, z) in pic.piece_positions().items():
            if name in self.hidden:
                continue
            if name.startswith("gem"):
                animated.append((name, cell, z, int(name[-1]) * 7))
            else:
                static.append(self.piece_sprite(name, cell[0], cell[1], z))
        for cell, pid in pic.pools.items():
            if ("pool", cell) not in self.hidden and pid not in self.hidden:
                animated.append(("pool", cell, 0, pid))
        static.append(self._front_wall())
        return static, animated

    # x-ray and fading -----------------------------------------------------------
    def _xray_sprites(self, pic: BoardPicture) -> list[Sprite]:
        """Outlines, baked into the static layer, of the resting things that the stacks in front
        hide (``occlusion.OUTLINE_AT`` of them or more): stacks, pools, the Adventurer, the Nemesis.
        Gems glint (they change every frame): ``_xray`` outlines them as it draws."""
        m = self.measure
        lay = m.layout
        self.outlined = {}
        self.hidden_share = {}
        pieces = {s.ident: s for s in self._all_static if s.ident in ("adventurer", "nemesis")}
        out: list[Sprite] = []
        for target in occlusion.targets(lay):
            share, per = m.hidden_by(target)
            kind = target[0] if isinstance(target, tuple) else target
            if share < (occlusion.COLUMN_OUTLINE_AT if kind == "column" else occlusion.OUTLINE_AT):
                continue
            self.hidden_share[target] = share
            cell = occlusion.target_cell(lay, target)
            if kind in ("top", "column"):
                if ("stack", cell) in self.outlined:
                    continue
                st = [k for bid, k in pic.stacks.get(cell, ()) if bid not in self.hidden]
                per = {**m.hidden_by(("top", cell))[1], **m.hidden_by(("column", cell))[1]}
                surf, pos = xray.stack_picture(self.proj, cell, len(st), xray.colour_of(st[-1]))
                target = ("stack", cell)
            elif kind == "pool":
                surf, pos = xray.pool_picture(self.proj, cell, xray.colour_of(POOL_ID))
            elif kind in pieces:
                spr = pieces[kind]
                surf, pos = xray.piece_picture(spr.surf, _mask(spr.surf), xray.colour_of(kind)), spr.pos
            else:
                continue
            occluders = [(o.surf, o.pos, _mask(o.surf)) for c in per
                         for o in self._by_cell.get(c, []) + self._fires.get(c, [])]
            clipped = xray.clip_hidden(surf, pos, occluders)
            if clipped is not None:
                self.outlined[target] = share
                out.append(Sprite((FRONT, 1, len(out)), clipped, pos, ("xray", target)))
        return out

    def _wanted_fade(self) -> frozenset:
        """The stacks that fade: those in front of the Adventurer, and of what the pointer shows."""
        m = self.measure
        if m is None or self.plan:
            return frozenset()
        key = (id(m), self.focus_cell, self.pointer_seen)
        if getattr(self, "_want_key", None) == key:
            return self._want
        cells: set = set()
        if "adventurer" in m.layout.pieces:
            share, per = m.hidden_by("adventurer")
            if share >= occlusion.FADE_AT:
                cells |= {c for c, k in per.items() if k >= 0.05}
        looked_at = {self.focus_cell, self.pointer_seen} - {None}
        for target in self.hidden_share:
            if occlusion.target_cell(m.layout, target) in looked_at:
                cells |= set(m.hidden_by(target)[1])
        self._want_key, self._want = key, frozenset(cells)
        return self._want

    def _alpha(self, cell: Cell, time: float) -> float:
        t0, a0, a1 = self._fading[cell]
        k = _clamp((time - t0) / FADE_TIME, 0.0, 1.0)
        return a0 + (a1 - a0) * k

    def _update_fade(self, time: float, force: bool = False) -> None:
        want = self._wanted_fade()
        for c in want:
            if c not in self._fading or self._fading[c][2] != FADED_ALPHA:
                a = self._alpha(c, time) if c in self._fading else 255.0
                self._fading[c] = (time, a, FADED_ALPHA)
        for c in list(self._fading):
            if c not in want:
                if self._fading[c][2] != 255:
                    self._fading[c] = (time, self._alpha(c, time), 255.0)
                elif time - self._fading[c][0] >= FADE_TIME:
                    del self._fading[c]
        out = frozenset(self._fading)
        if force or out != self._faded_out:
            self._faded_out = out
            self._layer_static()

    def _fading_sprites(self, time: float) -> list[Sprite]:
        out = []
        for c in self._faded_out:
            a = int(self._alpha(c, time)) // 8 * 8
            for s in self._by_cell.get(c, ()):
                out.append(Sprite(s.key, _faded(s.surf, a), s.pos, s.ident))
        return out

    def busy(self, time: float) -> bool:
        """True while a stack fades in or out (the scene keeps drawing at full rate)."""
        return any(time - t0 < FADE_TIME for t0, _a, _b in self._fading.values())

    def _animated_sprites(self, time: float) -> list[Sprite]:
        out = []
        p, b = self.proj, self.bank
        for i, (bu, bv) in enumerate(hall.brazier_spots(self)):
            surf = b.brazier_flame(int(time * 12) + i * 3)
            bx, by = self._screen(bu, bv, iso.BACK_WALL_H + 0.12)
            out.append(Sprite((-10, 0, 0), surf, (round(bx - surf.get_width() / 2),
                                                  round(by - surf.get_height() + surf.get_height() * 0.2))))
        for what, (x, y), z, seed in self.animated:
            if what == "fire":
                out.append(self.block_sprite("fire", seed, x, y, z, int(time * 12)))
            elif what == "pool":
                surf = b.water(int(time * 10) + seed)
                sx, sy = p.cell_top(x, y, 0)
                out.append(Sprite((math.ceil(sum(p.to_view(x, y))), -1, 0), surf,
                                  (round(sx - p.tile_w / 2), round(sy)), ("pool", (x, y))))
            else:
                out.append(self.piece_sprite(what, x, y, z, int(time * 14) + seed))
        return out

    def mover_sprite(self, m: Mover, time: float) -> Sprite:
        if m.kind == "pool":
            p = self.proj
            surf = self.bank.water(int(time * 10))
            sx, sy = p.cell_top(m.x, m.y, 0)
            s = Sprite((math.ceil(sum(p.to_view(m.x, m.y))), -1, 0), surf, (round(sx - p.tile_w / 2), round(sy)))
        elif m.kind in ("adventurer", "nemesis") or m.kind.startswith("gem"):
            s = self.piece_sprite(m.kind if not m.kind.startswith("gem") else "gem", m.x, m.y, m.z, int(time * 14))
        else:
            s = self.block_sprite(m.kind, m.ident if isinstance(m.ident, int) else 0, m.x, m.y, m.z,
                                  int(time * 12))
            if m.kind == "boulder":  # it turns as it rolls: an eighth of a turn per half space
                u, v = self.proj.to_view(m.x, m.y)
                s.surf = self.bank.boulder_rolling(int(round((u + v) * 4)))
        if m.kind.startswith("gem") or m.kind in ("adventurer", "nemesis"):
            s.key = (s.key[0], s.key[1], 1)
        surf = s.surf
        if m.scale != 1.0 or m.alpha < 255 or m.tint is not None:
            surf = surf.copy()
            if m.tint is not None:
                surf.fill((*m.tint, 0), special_flags=pygame.BLEND_RGBA_ADD)
            if m.scale != 1.0:
                w, h = surf.get_size()
                sw, sh = max(1, round(w * m.scale)), max(1, round(h * m.scale))
                surf = pygame.transform.smoothscale(surf, (sw, sh))
                s.pos = (s.pos[0] + (w - sw) // 2, s.pos[1] + (h - sh))
            if m.alpha < 255:
                surf.fill((255, 255, 255, int(_clamp(m.alpha, 0, 255))), special_flags=pygame.BLEND_RGBA_MULT)
        s.surf = surf
        s.ident = m.ident
        return s

    # ------------------------------------------------------------------ drawing
    def draw(self, target: pygame.Surface, time: float, movers: list[Mover] = (), extra: list[Sprite] = (),
             skip: pygame.Rect | None = None, reuse: list[pygame.Rect] | None = None) -> None:
        """Blit the static layer, then repair the rectangles of everything that moves or flickers.

        ``skip``: a rectangle the caller covers afterwards with something opaque made from the
        static layer's pixels there (the play screen's panel, see ``hud.Hud.draw``): it is left
        out of the blit unless something moving reaches into it; ``self.skipped`` says which.
        ``reuse``: when ``target`` still holds this renderer's last frame, the rectangles where it
        differs from the static layer blitted then (what was drawn over it, by this draw -
        ``self.repaired`` - and by the caller): only those, and where the static layer changed
        since, are blitted again (the full-screen blit was 0.5-0.8 ms of CPU a frame)."""
        self.skipped = None
        self.repaired = []
        if self.plan:
            self._drew_layer = None
            plan.draw(self, target, movers)
            return
        if self.static_layer is None:
            return
        self._now = time
        self._update_fade(time)
        dynamic = self._animated_sprites(time) + [self.mover_sprite(m, time) for m in movers] + list(extra)
        dynamic += self._fading_sprites(time)
        layer = self.static_layer
        w, h = layer.get_size()
        whole = pygame.Rect(0, 0, w, h)
        dirty = [whole]
        if reuse is not None and self.static_dirty is not None and self._drew_layer is layer:
            dirty = hall.merge_rects([r.clip(whole) for r in list(reuse) + self.static_dirty if r.colliderect(whole)])
        self.static_dirty = []
        self._drew_layer = layer
        if skip is not None and skip.collidelist([d.rect for d in dynamic]) < 0:
            parts = [pygame.Rect(0, 0, skip.x, h), pygame.Rect(skip.right, 0, w - skip.right, h),
                     pygame.Rect(skip.x, 0, skip.w, skip.y), pygame.Rect(skip.x, skip.bottom, skip.w, h - skip.bottom)]
            for r in dirty:
                for part in parts:
                    piece = r.clip(part)
                    if piece.w and piece.h:
                        target.blit(layer, piece, piece)
            self.skipped = skip
        else:
            for r in dirty:
                target.blit(layer, r, r)
        everything = sorted(self.static + dynamic, key=lambda s: s.key)
        rects = [s.rect for s in everything]
        if dynamic:
            regions = hall.merge_rects([d.rect for d in dynamic])
            self.repaired = regions
            clip = target.get_clip()
            for region in regions:
                target.set_clip(region)
                target.blit(self.floor_layer, region.topleft, region)
                target.blits([(s.surf, s.pos) for s, r in zip(everything, rects) if r.colliderect(region)],
                             doreturn=False)
            target.set_clip(clip)
        self._xray(target, everything, dynamic, rects)

    def _xray(self, target: pygame.Surface, everything: list[Sprite], dynamic: list[Sprite],
              rects: list[pygame.Rect] | None = None) -> None:
        """Outline the moving and glinting pieces (Adventurer, Nemesis, Gems) where something in front
        hides them (the resting ones are outlined in the static layer, see ``_xray_sprites``)."""
        self.outlined_now = set()
        moving = {id(d) for d in dynamic}
        if rects is None:
            rects = [s.rect for s in everything]
        for i, s in enumerate(everything):
            if id(s) not in moving or not isinstance(s.ident, str) or s.key[0] < 0:
                continue
            if s.ident not in ("adventurer", "nemesis") and not s.ident.startswith("gem"):
                continue
            rect = rects[i]
            front = [(o, (o.pos[0] - s.pos[0], o.pos[1] - s.pos[1])) for o, r in zip(everything[i + 1:], rects[i + 1:])
                     if o.ident != s.ident and r.colliderect(rect) and o.key[0] < FRONT]
            pic = _hidden_picture(s, front)
            if pic is not None:
                target.blit(pic, s.pos)
                self.outlined_now.add(s.ident)

    # ------------------------------------------------------------------ picking
    def pick(self, pos: tuple[int, int]) -> Cell | None:
        if self.picture is None or self.proj is None:
            return None
        if self.plan:
            return plan.pick(self, pos)
        front = self.proj.pick(pos, self.picture.heights())
        seen = self._xray_pick(pos)
        self.pointer_seen = seen   # an outline under the pointer: what hides it fades (see _wanted_fade)
        if front is not None and iso.point_in_polygon(pos, self.top_diamond(front)):
            return front  # a top face in plain sight is what the pointer means
        return seen if seen is not None else front

    def _xray_pick(self, pos) -> Cell | None:
        """The nearest outlined (hidden) thing whose outline is under ``pos``."""
        m = self.measure
        if m is None:
            return None
        best = None
        for target in getattr(self, "hidden_share", {}):
            if isinstance(target, tuple) and target[0] == "column":
                continue
            poly = occlusion.target_polygon(self.proj, m.layout, target)
            if iso.point_in_polygon(pos, poly):
                cell = occlusion.target_cell(m.layout, target)
                if best is None or self.proj.depth(*cell) > self.proj.depth(*best):
                    best = cell
        return best

    def top_diamond(self, cell: Cell) -> list[tuple[float, float]]:
        h = self.picture.height_at(cell) if self.picture else 0
        return self.proj.diamond(cell[0], cell[1], h)

    def floor_centre(self) -> tuple[float, float]:
        """The screen point of the middle of the floor (what the view turns about)."""
        vw, vh = self.proj.view_size
        return self._screen(vw / 2, vh / 2, 0)

    # ------------------------------------------------------------------ plan view
    def plan_rect(self, x: float, y: float) -> pygame.Rect:
        return plan.rect(self, x, y)


_MASKS: dict[int, tuple[pygame.Surface, pygame.mask.Mask]] = {}


def _mask(surf: pygame.Surface) -> pygame.mask.Mask:
    got = _MASKS.get(id(surf))
    if got is None or got[0] is not surf:
        if len(_MASKS) > 400:  # one-off surfaces (fading pieces) must not pile up
            _MASKS.clear()
        got = (surf, pygame.mask.from_surface(surf, 60))
        _MASKS[id(surf)] = got
    return got[1]


_SILHOUETTES: dict[tuple, tuple] = {}


def _hidden_picture(s: Sprite, front: list[tuple[Sprite, tuple[int, int]]]) -> pygame.Surface | None:
    """The x-ray silhouette of the part of ``s`` hidden by ``front`` (sprites drawn after it, with
    their offsets from it), or None when less than a sliver is hidden. Cached by what is drawn
    where: a piece standing still (or a gem glinting through its frames) costs a lookup."""
    key = (id(s.surf), s.ident, tuple((id(o.surf), off) for o, off in front))
    got = _SILHOUETTES.get(key)
    if got is not None and got[0] is s.surf and all(a is o.surf for a, (o, _off) in zip(got[1], front)):
        return got[2]
    mask = _mask(s.surf)
    hidden: pygame.mask.Mask | None = None
    for o, offset in front:
        omask = _mask(o.surf)
        if mask.overlap(omask, offset):
            part = mask.overlap_mask(omask, offset)
            if hidden is None:
                hidden = part
            else:
                hidden.draw(part, (0, 0))
    pic = None
    if hidden is not None and hidden.count() > 30:
        pic = xray.silhouette(hidden, xray.colour_of(s.ident))
    if len(_SILHOUETTES) >= 160:
        _SILHOUETTES.pop(next(iter(_SILHOUETTES)))
    _SILHOUETTES[key] = (s.surf, tuple(o.surf for o, _off in front), pic)
    return pic


_FADED: dict[tuple[int, int], tuple[pygame.Surface, pygame.Surface]] = {}


def _faded(surf: pygame.Surface, alpha: int) -> pygame.Surface:
    """``surf`` see-through (cached per surface and alpha step)."""
    if alpha >= 255:
        return surf
    got = _FADED.get((id(surf), alpha))
    if got is None or got[0] is not surf:
        if len(_FADED) > 600:
            _FADED.clear()
        out = surf.copy()
        out.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
        got = (surf, out)
        _FADED[(id(surf), alpha)] = got
    return got[1]


def _changed_regions(before: list[Sprite], after: list[Sprite], floor_changed: list[pygame.Rect]):
    """Where a static layer painted with the sprites ``before`` (in painter's order) must be
    repainted to hold ``after``: the rectangles of the sprites that went or came, and those of
    ``floor_changed``, merged. None when the sprites both hold are not drawn in the same order
    (then all of it is repainted)."""
    def sig(s: Sprite) -> tuple:
        return (id(s.surf), s.pos, s.key)

    was = {sig(s): s for s in before}
    now = {sig(s): s for s in after}
    if len(was) != len(before) or len(now) != len(after):
        return None   # the same sprite twice: not worth the care
    kept_before = [k for k in was if k in now]
    kept_after = [k for k in now if k in was]
    if kept_before != kept_after or any(was[k].surf is not now[k].surf for k in kept_after):
        return None
    rects = [s.rect for k, s in was.items() if k not in now] + [s.rect for k, s in now.items() if k not in was]
    return hall.merge_rects(rects + list(floor_changed))
