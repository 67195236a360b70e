"""Floor and level select: five floor tabs, ten level tiles each (locked / open / solved, best
result against par, a little map of the board), keyboard, gamepad and mouse.
"""
from __future__ import annotations

import math

import pygame

from game.i18n import _
from game.relics.kinds import RECORDS
from game.relics.progress import norm_id
from game.relics.view.campaign import FLOOR_COUNT, display_id, floor_name, shared
from game.relics.view.sprites import bank
from game.shell.actions import Action, ActionEvent, PointerEvent
from game.shell.scene import Scene
from game.ui import theme

COLS = 5
TILE = (216, 232)
GAP = 20
GRID_TOP = 200
TAB_Y = 128
BACK_RECT = pygame.Rect(24, 24, 120, 44)
KIND_COLOURS = {r.id: r.colour for r in RECORDS}


class SelectScene(Scene):
    ambient_fps = 0

    def __init__(self, app, floor: int | None = None, focus: str | None = None) -> None:
        super().__init__(app)
        self.campaign, self.progress = shared(app)
        ids = self.campaign.ids
        start = self.progress.next_open(ids) or self.progress.last or (ids[0] if ids else None)
        self.floor = floor or (int(start.split("-")[0]) if start and "-" in start else 1)
        self.index = 0
        if start in ids and int(start.split("-")[0]) == self.floor:
            self.index = self.campaign.on_floor(self.floor).index(start)
        if focus is not None:
            self.focus_level(focus)
        #: where the pointer was first seen: a mouse resting on a tile does not take the cursor
        #: until it moves (SDL reports its position when the window opens or the screen changes)
        self._pointer_rest: tuple[int, int] | None = None
        self._pointer_moved = False
        self.hover: int | None = None
        self.hover_tab: int | None = None
        self.hover_back = False
        self.t = 0.0
        self.message: tuple[str, float] | None = None
        self._thumbs: dict[str, pygame.Surface] = {}
        self._bg: pygame.Surface | None = None
        self._icons = bank(64)

    # ------------------------------------------------------------------ geometry
    def tile_rect(self, i: int) -> pygame.Rect:
        cw = self.app.canvas_size[0]
        total = COLS * TILE[0] + (COLS - 1) * GAP
        x0 = (cw - total) // 2
        return pygame.Rect(x0 + (i % COLS) * (TILE[0] + GAP), GRID_TOP + (i // COLS) * (TILE[1] + GAP), *TILE)

    def tab_rect(self, floor: int) -> pygame.Rect:
        cw = self.app.canvas_size[0]
        w, gap = 216, 12
        total = FLOOR_COUNT * w + (FLOOR_COUNT - 1) * gap
        return pygame.Rect((cw - total) // 2 + (floor - 1) * (w + gap), TAB_Y, w, 50)

    def level_ids(self) -> list[str]:
        return self.campaign.on_floor(self.floor)

    def status(self, lid: str) -> str:
        return self.progress.status(lid, self.campaign.ids)

    # ------------------------------------------------------------------ input
    def handle(self, event) -> bool:
        if isinstance(event, PointerEvent):
            return self._pointer(event)
        if not isinstance(event, ActionEvent) or not event.pressed:
            return False
        a = event.action
        n = len(self.level_ids())
        if a is Action.LEFT:
            self._focus(self.index - 1 if self.index % COLS else self.index)
            if self.index % COLS == 0 and not event.repeat and self.index == 0:
                pass
        elif a is Action.RIGHT:
            self._focus(min(n - 1, self.index + 1) if (self.index + 1) % COLS else self.index)
        elif a is Action.UP:
            self._focus(self.index - COLS if self.index >= COLS else self.index)
        elif a is Action.DOWN:
            self._focus(self.index + COLS if self.index + COLS < n else self.index)
        elif a in (Action.NEXT, Action.ROTATE):
            self.set_floor(self.floor + 1)
        elif a in (Action.PREV,) or a is getattr(Action, "ROTATE_BACK", None):
            self.set_floor(self.floor - 1)
        elif a is Action.CONFIRM:
            self.open(self.index)
        elif a is Action.BACK or a is Action.MENU:
            self.back()
        else:
            return False
        return True

    def focus_level(self, level_id: str) -> None:
        """Put the cursor on ``level_id`` (and its floor), e.g. the next level after a win."""
        lid = norm_id(level_id)
        if lid not in self.campaign.ids:
            return
        self.floor = int(lid.split("-")[0])
        self.index = self.campaign.on_floor(self.floor).index(lid)
        self._pointer_rest, self._pointer_moved = None, False

    def on_resume(self) -> None:
        self._pointer_rest, self._pointer_moved = None, False

    def _focus(self, i: int) -> None:
        if i != self.index:
            self.index = i
            theme.feedback("focus")

    def _pointer(self, event: PointerEvent) -> bool:
        if event.kind == "move":
            self.hover = next((i for i in range(len(self.level_ids())) if self.tile_rect(i).collidepoint(event.pos)),
                              None)
            self.hover_back = BACK_RECT.collidepoint(event.pos)
            self.hover_tab = next((f for f in range(1, FLOOR_COUNT + 1) if self.tab_rect(f).collidepoint(event.pos)),
                                  None)
            if self._pointer_rest is None:
                self._pointer_rest = event.pos
            elif event.pos != self._pointer_rest:
                self._pointer_moved = True
            if self._pointer_moved and self.hover is not None:
                self.index = self.hover
            return True
        if event.kind == "down" and event.button == 1:
            if BACK_RECT.collidepoint(event.pos):
                self.back()
                return True
            for f in range(1, FLOOR_COUNT + 1):
                if self.tab_rect(f).collidepoint(event.pos):
                    self.set_floor(f)
                    return True
            for i in range(len(self.level_ids())):
                if self.tile_rect(i).collidepoint(event.pos):
                    self.index = i
                    self.open(i)
                    return True
            return True
        if event.kind == "down" and event.button == 3:
            self.back()
            return True
        return True

    def set_floor(self, floor: int) -> None:
        if not 1 <= floor <= FLOOR_COUNT or floor == self.floor:
            return
        if not self.progress.floor_open(floor, self.campaign.ids):
            theme.feedback("error")
            self.say(_("Floor {floor} opens when you finish the last level of floor {before}").format(
                floor=floor, before=floor - 1))
            return
        self.floor = floor
        self.index = 0
        ids = self.level_ids()
        for i, lid in enumerate(ids):
            if self.status(lid) == "open":
                self.index = i
                break
        theme.feedback("click")

    def say(self, text: str) -> None:
        self.message = (text, self.t + 2.5)

    def open(self, i: int) -> None:
        ids = self.level_ids()
        if not 0 <= i < len(ids):
            return
        lid = ids[i]
        if self.status(lid) == "locked":
            theme.feedback("error")
            prev = ids[i - 1] if i > 0 else None
            self.say(_("Solve level {id} first").format(id=display_id(prev)) if prev else
                     _("Finish the floor before this one first"))
            return
        level = self.campaign.level(lid)
        if isinstance(level, str):
            theme.feedback("error")
            self.say(level)
            return
        from game.relics.view.play import PlayScene

        theme.feedback("confirm")
        self.app.push(PlayScene(self.app, self.campaign.paths[lid], level_id=lid), fade=True)

    def back(self) -> None:
        theme.feedback("back")
        if len(self.app.stack) > 1:
            self.app.pop()
        else:
            self.app.go_title()

    def update(self, dt: float) -> None:
        self.t += dt

    def is_busy(self) -> bool:
        return bool(self.message and self.message[1] > self.t)

    def on_language(self) -> None:
        self._bg = None  # the painted background holds the game's name

    # ------------------------------------------------------------------ drawing
    def _background(self) -> pygame.Surface:
        if self._bg is None:
            w, h = self.app.canvas_size
            bg = theme.vertical_gradient((w, h), [(0.0, (40, 24, 20)), (0.6, (62, 36, 26)), (1.0, (26, 16, 14))])
            lat = pygame.Surface((w, h), pygame.SRCALPHA)
            for x in range(-h, w + h, 48):
                pygame.draw.line(lat, (255, 220, 170, 10), (x, 0), (x + h // 2, h), 2)
                pygame.draw.line(lat, (255, 220, 170, 10), (x, 0), (x - h // 2, h), 2)
            bg.blit(lat, (0, 0))
            theme.draw_text(bg, _("Relics of Rajavihara"), (w // 2, 26), size=theme.H1, bold=True, serif=True,
                            shadow=True, anchor="midtop", color=theme.BRASS_LIGHT)
            self._bg = bg.convert() if pygame.display.get_surface() else bg
        return self._bg

    def thumb(self, lid: str) -> pygame.Surface | None:
        if lid in self._thumbs:
            return self._thumbs[lid]
        level = self.campaign.level(lid)
        if isinstance(level, str):
            return None
        s = max(8, min(22, 180 // level.width, 96 // level.height))
        surf = pygame.Surface((level.width * s + 4, level.height * s + 4), pygame.SRCALPHA)
        pygame.draw.rect(surf, (60, 40, 28), surf.get_rect(), border_radius=4)
        for y in range(level.height):
            for x in range(level.width):
                st = level.stack(x, y)
                r = pygame.Rect(2 + x * s, 2 + y * s, s - 1, s - 1)
                if st:
                    col = KIND_COLOURS.get(st[-1].value, (150, 150, 150))
                    col = theme.lerp_color(col, (255, 250, 230), min(0.4, 0.12 * (len(st) - 1)))
                else:
                    col = (196, 164, 122)
                pygame.draw.rect(surf, col, r)
                c = r.center
                if (x, y) == level.adventurer:
                    pygame.draw.circle(surf, (64, 168, 72), c, s // 3)
                    pygame.draw.circle(surf, (20, 40, 20), c, s // 3, 1)
                elif (x, y) == level.nemesis:
                    pygame.draw.circle(surf, (236, 124, 36), c, s // 3)
                    pygame.draw.circle(surf, (60, 30, 10), c, s // 3, 1)
                elif (x, y) in level.gems:
                    q = s // 3
                    pygame.draw.polygon(surf, (226, 42, 104), [(c[0], c[1] - q), (c[0] + q, c[1]), (c[0], c[1] + q),
                                                               (c[0] - q, c[1])])
        self._thumbs[lid] = surf
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._background(), (0, 0))
        ids_all = self.campaign.ids
        solved = sum(1 for i in ids_all if self.progress.is_solved(i))
        theme.draw_text(surface, _("Choose a level  ·  {solved} of {total} solved").format(
                            solved=solved, total=len(ids_all)), (640, 88),
                        size=theme.SMALL, color=theme.TEXT_DIM, anchor="midtop")
        for f in range(1, FLOOR_COUNT + 1):
            self._draw_tab(surface, f)
        ids = self.level_ids()
        if not ids:
            theme.draw_text(surface, _("No levels found in levels/"), (640, 360), size=theme.H3, anchor="center")
        for i, lid in enumerate(ids):
            self._draw_tile(surface, i, lid)
        from game.ui.widgets import draw_row

        draw_row(surface, BACK_RECT, "", None, hovered=self.hover_back, style="row")
        theme.draw_text(surface, _("< Title"), BACK_RECT.center, size=theme.SMALL, bold=True, anchor="center")
        pad = self.app.input.last_source == "gamepad"
        hints = (_("D-pad choose  ·  A play  ·  LB RB floor  ·  B back") if pad else
                 _("Arrows choose  ·  Enter play  ·  PgUp PgDn floor  ·  Esc back"))
        theme.draw_text(surface, hints, (640, 706), size=theme.TINY, color=theme.TEXT_DIM, anchor="midbottom")
        if self.message and self.message[1] > self.t:
            img = theme.text(self.message[0], theme.BODY, theme.CREAM, bold=True)
            box = img.get_rect(center=(640, 676)).inflate(36, 16)
            pygame.draw.rect(surface, (24, 14, 10), box, border_radius=box.h // 2)
            pygame.draw.rect(surface, theme.VERMILION, box, 3, border_radius=box.h // 2)
            surface.blit(img, img.get_rect(center=box.center))

    def _draw_tab(self, surface, f: int) -> None:
        r = self.tab_rect(f)
        is_open = self.progress.floor_open(f, self.campaign.ids)
        current = f == self.floor
        fill = theme.WOOD_LIGHT if current or self.hover_tab == f else theme.WOOD_DARK
        theme.panel(surface, r, fill=fill, rim=theme.BRASS_LIGHT if current else theme.BRASS_DARK, radius=10,
                    shadow=False)
        ids = self.campaign.on_floor(f)
        done = sum(1 for i in ids if self.progress.is_solved(i))
        colour = theme.CREAM if is_open else theme.TEXT_DIM
        theme.draw_text(surface, _("FLOOR {floor}").format(floor=f), (r.x + 14, r.y + 7), size=theme.TINY - 3, bold=True,
                        color=theme.BRASS_LIGHT if is_open else theme.TEXT_DIM)
        theme.draw_text(surface, floor_name(f), (r.x + 14, r.bottom - 6), size=theme.SMALL, bold=True,
                        color=colour, anchor="bottomleft")
        if not is_open:
            _padlock(surface, (r.right - 22, r.centery), 0.8)
        elif ids:
            theme.draw_text(surface, f"{done}/{len(ids)}", (r.right - 12, r.centery), size=theme.TINY,
                            color=theme.JADE if done == len(ids) else theme.BRASS, bold=True, anchor="midright")

    def _draw_tile(self, surface, i: int, lid: str) -> None:
        r = self.tile_rect(i)
        status = self.status(lid)
        focused = i == self.index
        fill = {"locked": (38, 26, 22), "open": theme.WOOD, "solved": (52, 70, 46)}[status]
        if focused and status != "locked":
            fill = theme.lerp_color(fill, (255, 230, 180), 0.12)
        theme.panel(surface, r, fill=fill, rim=theme.BRASS_LIGHT if focused else theme.BRASS_DARK, radius=12)
        if focused:
            theme.focus_ring(surface, r, self.t, radius=12)
        level = self.campaign.level(lid)
        theme.draw_text(surface, display_id(lid), (r.x + 14, r.y + 10), size=theme.H3, bold=True,
                        serif=True, color=theme.CREAM if status != "locked" else theme.TEXT_DIM)
        if status == "locked":
            _padlock(surface, (r.centerx, r.centery + 10), 1.6)
            theme.draw_text(surface, _("locked"), (r.centerx, r.bottom - 14), size=theme.TINY, color=theme.TEXT_DIM,
                            anchor="midbottom")
            return
        if isinstance(level, str):
            theme.draw_text(surface, _("broken map"), (r.centerx, r.centery), size=theme.SMALL,
                            color=theme.VERMILION, anchor="center")
            return
        title = theme.wrap(_(level.title) if level.title else lid, theme.TINY, r.w - 24, bold=True)[:2]
        for j, line in enumerate(title):
            theme.draw_text(surface, line, (r.x + 14, r.y + 50 + j * 18), size=theme.TINY, bold=True,
                            color=theme.PARCHMENT)
        th = self.thumb(lid)
        if th is not None:
            surface.blit(th, th.get_rect(midtop=(r.centerx, r.y + 92)))
        rec = self.progress.best(lid)
        if status == "solved" and rec is not None:
            par = level.par
            star = par is not None and rec.pushes <= par
            txt = f"{rec.pushes}/{rec.steps}" + ("  " + _("par {n}").format(n=par) if par is not None else "")
            theme.draw_text(surface, txt, (r.x + 14, r.bottom - 12), size=theme.TINY, color=(200, 236, 200),
                            bold=True, anchor="bottomleft")
            _check(surface, (r.right - 24, r.y + 24))
            if star:
                _star(surface, (r.right - 24, r.bottom - 22), 9 + math.sin(self.t * 3) * 0.5)
        else:
            par = _("par {n}").format(n=level.par) if level.par is not None else ""
            theme.draw_text(surface, (_("open") + "  " + par).rstrip(), (r.x + 14, r.bottom - 12), size=theme.TINY, color=theme.BRASS,
                            bold=True, anchor="bottomleft")


def _padlock(surface, center, k: float) -> None:
    x, y = center
    body = pygame.Rect(0, 0, int(18 * k), int(14 * k))
    body.center = (x, y + int(4 * k))
    pygame.draw.arc(surface, theme.TEXT_DIM, pygame.Rect(x - 7 * k, y - 12 * k, 14 * k, 18 * k), 0, math.pi,
                    max(2, int(3 * k)))
    pygame.draw.rect(surface, theme.TEXT_DIM, body, border_radius=int(3 * k))
    pygame.draw.circle(surface, (30, 20, 16), (x, y + int(4 * k)), max(2, int(2 * k)))


def _check(surface, center) -> None:
    x, y = center
    pygame.draw.circle(surface, theme.JADE, center, 13)
    pygame.draw.lines(surface, (240, 255, 240), False, [(x - 6, y), (x - 2, y + 5), (x + 7, y - 5)], 3)


def _star(surface, center, r: float) -> None:
    x, y = center
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.45
        pts.append((x + math.cos(a) * rr, y + math.sin(a) * rr))
    pygame.draw.polygon(surface, theme.SAFFRON, pts)
    pygame.draw.polygon(surface, (90, 50, 10), pts, 1)


def select_for(app, level_id: str | None = None) -> SelectScene:
    scene = SelectScene(app)
    if level_id:
        lid = norm_id(level_id)
        if "-" in lid:
            scene.floor = int(lid.split("-")[0])
            scene.focus_level(lid)
    return scene
