"""The play screen's side panel: level title, goals with live progress, pushes / steps / par,
the buttons (undo, reset, hint, rotate, plan, menu) and the control hints for the device in use.

The panel is painted in two layers, each cached: the body (title, goals, par and best, tip,
controls) is repainted only when one of those changes; a move changes only the pushes / steps
values and the buttons, which are drawn on a copy of the body (a move's first frame paid ~1-1.5 ms
of CPU for the whole panel, issue 17).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, replace

import pygame

from game.i18n import _
from game.ui import theme
from game.ui.text_layout import ellipsize
from game.ui.widgets import draw_row

PANEL = pygame.Rect(900, 14, 366, 692)
#: the gamepad buttons shown under the panel's buttons when the player uses a pad
PAD_KEYS = {"undo": "B", "reset": "Y", "hint": "Back", "rotate": "RB", "plan": "X", "menu": "Start"}


#: where the panel's buttons begin (panel coordinates): the tip above them must end before it
BUTTONS_TOP = 380


def _fit_tip(tip: str, width: int, height: int) -> tuple[int, int, list[str]]:
    """(font size, line step, lines) of a level's tip in ``height`` pixels: the panel's small size
    while it fits, then one or two sizes smaller, and only then cut with an ellipsis - so a long
    hint (3-10's, in Japanese too) is read whole rather than stopping mid-sentence."""
    for size, step in ((theme.TINY, 19), (theme.TINY - 1, 17), (theme.TINY - 2, 16)):
        lines = theme.wrap(tip, size, width)
        if len(lines) * step <= height:
            return size, step, lines
    keep = max(1, height // step)
    lines = lines[:keep]
    lines[-1] = ellipsize(lines[-1], size, width, more=True)
    return size, step, lines


@dataclass(frozen=True)
class HudInfo:
    heading: str                          # "FLOOR 1  ·  LEVEL 3" or "YOUR MAP"
    title: str
    goals: tuple[tuple[str, str, bool], ...]  # (goal kind, text, done)
    pushes: int
    steps: int
    par: int | None
    best: tuple[int, int] | None
    tip: str
    source: str                           # keyboard | mouse | gamepad
    rotation: int
    plan: bool
    can_undo: bool
    hint_busy: bool
    destroy_kind: str | None = None
    par_searching: bool = False           # a map being edited: its par is being worked out


@dataclass
class HudButton:
    name: str      # the action it triggers
    label: str
    key: str       # key / button label shown under it
    rect: pygame.Rect


def goal_words(message: tuple) -> str:
    """A goal's progress line (``GoalProgress.message``) in the player's language: "Get the Gem 0/1"."""
    msgid, params = message
    params = {k: _(v) if k == "words" else v for k, v in params.items()}  # destroy_words: a content text
    return _(msgid).format(**params)


def _dir_keys(keys) -> str:
    names = [keys(a) for a in ("up", "left", "down", "right")]
    if names == ["Up", "Left", "Down", "Right"]:
        return _("Arrows")
    return " ".join(names)


def control_lines(source: str, keys, alt_keys=None) -> list[tuple[str, str]]:
    """(keys, what they do) for the device the player is using."""
    if source == "gamepad":
        return [(_("D-pad / stick"), _("step: move, climb, drop")), (_("hold A / LB + dir"), _("push the block in front")),
                ("B", _("undo")), ("Y", _("reset (undoable)")), (_("tap LB / RB"), _("rotate the view")),
                ("X", _("plan view")), (_("Back"), _("hint")), (_("Start"), _("pause menu"))]
    k = keys
    dirs = _dir_keys(keys)
    if alt_keys:
        dirs = f"{dirs} / {alt_keys}"
    return [(dirs, _("step: move, climb, drop")), (_("{key} + dir").format(key=k("push")), _("push the block in front")),
            (f"{k('undo')} / {k('redo')}", _("undo / redo")), (k("reset"), _("reset (undoable)")),
            (f"{k('rotate_back')} / {k('rotate')}", _("rotate the view")), (k("view"), _("plan view")),
            (k("hint"), _("hint")), (_("Click"), _("walk there / push a block"))]


class Hud:
    def __init__(self, icons) -> None:
        self.icons = icons   # a SpriteBank at icon size
        self._cache: pygame.Surface | None = None
        self._info: HudInfo | None = None
        self._body: pygame.Surface | None = None     # the panel without the live counters and buttons
        self._body_key: HudInfo | None = None
        self._counted: tuple | None = None             # (pushes, steps, par) of the last frame
        self._shown: tuple | None = None               # ((surface, composed panel, counters), drawn) last drawn
        self._over: tuple | None = None                # (what was under it, the panel, both composed)
        self._counters_y = 0
        self.buttons: list[HudButton] = []
        self.tip_cut = False                      # the level's tip did not fit its box (shown with "…")
        self.tip_rect: pygame.Rect | None = None  # where it is on the screen
        self.hover: str | None = None
        self.flash: tuple[str, float] | None = None   # (goal text, time) for the "done" glow
        self.alt_keys: str | None = None               # e.g. "WASD" when those are bound too

    def invalidate(self) -> None:
        """Paint the whole panel afresh at the next draw (e.g. key bindings changed)."""
        self._cache = self._body = None

    def layout_buttons(self, keys) -> None:
        names = [("undo", _("Undo"), keys("undo")), ("reset", _("Reset"), keys("reset")),
                 ("hint", _("Hint"), keys("hint")), ("rotate", _("Rotate"), keys("rotate")),
                 ("plan", _("Plan"), keys("view")), ("menu", _("Menu"), keys("menu"))]
        self.buttons = []
        bw, bh, gap = 102, 38, 10
        x0 = PANEL.x + 18
        y0 = PANEL.y + BUTTONS_TOP
        for i, (name, label, key) in enumerate(names):
            r = pygame.Rect(x0 + (i % 3) * (bw + gap), y0 + (i // 3) * (bh + 22), bw, bh)
            self.buttons.append(HudButton(name, label, key, r))

    def button_at(self, pos) -> str | None:
        for b in self.buttons:
            if b.rect.collidepoint(pos):
                return b.name
        return None

    # ---------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface, info: HudInfo, keys, t: float, under=None,
             kept: bool = False) -> list[pygame.Rect]:
        """Blit the cached panel; it is repainted only when what it shows (or the hover) changes.

        ``under``: (key, source) when ``surface`` was left without the panel's rectangle by the
        board (whose static layer ``source`` holds the pixels that belong there, see
        ``BoardRenderer.draw``'s skip): the panel is composed over those pixels once per key and
        panel and copied in, opaque, instead of alpha-blended every frame (0.5 ms of CPU).
        ``kept``: the caller knows ``surface`` still holds, in the panel's rectangle, what this
        draw put there in the frame before: when that is this frame's picture too (the same
        composed panel, the same counters), nothing is drawn. Returns the rectangles drawn in."""
        thinking = 1 + int(t * 3) % 3 if info.hint_busy else 0
        # a move changes only the two counters (and Undo's state): they are drawn over the cached
        # panel every frame from cached text, so a move repaints nothing (it cost 1-2 ms of CPU)
        key = (replace(info, pushes=0, steps=0), self.hover, thinking)
        if key != self._info or self._cache is None:
            self._cache = self._paint(info, keys)
            self._paint_buttons(self._cache, info, thinking)
            self._info = key
        counted = (info.pushes, info.steps, info.par)
        if counted == self._counted:
            self._warm_counters(info)
        self._counted = counted
        if under is None:
            self._shown = None
            surface.blit(self._cache, PANEL.topleft)
        else:
            key, source = under
            got = self._over
            if got is None or got[0] != key or got[1] is not self._cache:
                over = source.subsurface(PANEL).copy()   # the pixels under the panel, the panel on them
                over.blit(self._cache, (0, 0))
                got = self._over = (key, self._cache, over)
            shown = (surface, got[2], info.pushes, info.steps, info.par)
            last = self._shown
            if kept and last is not None and all(a is b for a, b in zip(last[0][:2], shown[:2])) \
                    and last[0][2:] == shown[2:]:
                return last[1]   # the panel on the screen is this frame's already
            surface.blit(got[2], PANEL.topleft)
        drawn = [PANEL] + self._paint_counters(surface, info, PANEL.topleft)
        if under is not None:
            self._shown = (shown, drawn)
        return drawn

    def _warm_counters(self, info: HudInfo) -> None:
        """Render the values the next move shows (pushes and steps one up) on a frame where they
        did not change: a move's first frame then finds their text cached (0.2 ms of CPU)."""
        for value, name in ((info.pushes + 1, "PUSHES"), (info.steps + 1, "STEPS")):
            theme.text(str(value), theme.H3, self._counter_colour(info, name, value), True)

    def _paint_buttons(self, surf: pygame.Surface, info: HudInfo, thinking: int) -> None:
        for b in self.buttons:
            r = b.rect.move(-PANEL.x, -PANEL.y)
            enabled = not (b.name == "undo" and not info.can_undo)
            label = b.label
            if b.name == "hint" and thinking:
                label = _("Thinking") + "." * thinking
            if b.name == "plan" and info.plan:
                label = _("3D view")
            draw_row(surf, r, "", None, hovered=self.hover == b.name, enabled=enabled, style="row")
            theme.draw_text(surf, label, r.center, size=theme.SMALL, bold=True,
                            color=theme.CREAM if enabled else theme.TEXT_DIM, anchor="center")
            key = PAD_KEYS.get(b.name, b.key) if info.source == "gamepad" else b.key
            theme.draw_text(surf, key, (r.centerx, r.bottom + 2), size=theme.TINY - 3,
                            color=theme.TEXT_DIM, anchor="midtop")

    def _paint(self, info: HudInfo, keys) -> pygame.Surface:
        """A fresh copy of the panel's body for ``info`` (painted again only when it changed)."""
        body_key = replace(info, pushes=0, steps=0, can_undo=False, hint_busy=False)
        if body_key != self._body_key or self._body is None:
            self._body = self._paint_body(info, keys)
            self._body_key = body_key
        return self._body.copy()   # only when the body, the hover or a button changes (not per move)

    def _counter_boxes(self) -> list[pygame.Rect]:
        x, w = 18, PANEL.w - 42
        bw = (w - 16) // 3
        return [pygame.Rect(x + i * (bw + 8), self._counters_y, bw, 70) for i in range(3)]

    def _paint_counters(self, surf: pygame.Surface, info: HudInfo,
                        at: tuple[int, int] = (0, 0)) -> list[pygame.Rect]:
        """The two values a move changes, in their boxes (``at``: where the panel's corner is on
        ``surf``); where they went."""
        drawn = []
        for r, value, name in zip(self._counter_boxes(), (str(info.pushes), str(info.steps)), ("PUSHES", "STEPS")):
            r = r.move(at)
            colour = self._counter_colour(info, name, info.pushes)
            drawn.append(theme.draw_text(surf, value, (r.centerx, r.top + 22), size=theme.H3, color=colour,
                                         bold=True, anchor="midtop"))
        return drawn

    @staticmethod
    def _counter_colour(info: HudInfo, name: str, pushes: int):
        if name == "PUSHES" and info.par is not None and pushes > info.par:
            return theme.SAFFRON
        return theme.CREAM

    def _paint_body(self, info: HudInfo, keys) -> pygame.Surface:
        surf = pygame.Surface(PANEL.size, pygame.SRCALPHA)
        theme.panel(surf, pygame.Rect(0, 0, PANEL.w - 6, PANEL.h - 8), alpha=236, shadow=False)
        x, w = 18, PANEL.w - 42
        y = 16
        theme.draw_text(surf, info.heading, (x, y), size=theme.TINY, color=theme.BRASS_LIGHT, bold=True)
        y += 22
        for line in theme.wrap(_(info.title), theme.H3, w, bold=True, serif=True)[:2]:
            theme.draw_text(surf, line, (x, y), size=theme.H3, bold=True, serif=True, shadow=True)
            y += 34
        y += 6
        pygame.draw.line(surf, theme.BRASS_DARK, (x, y), (x + w, y), 1)
        y += 10
        theme.draw_text(surf, _("GOALS"), (x, y), size=theme.TINY, color=theme.BRASS, bold=True)
        y += 22
        for kind, text, done in info.goals:
            self._goal_row(surf, pygame.Rect(x, y, w, 38), kind, text, done, info.destroy_kind)
            y += 42
        y += 4
        pygame.draw.line(surf, theme.BRASS_DARK, (x, y), (x + w, y), 1)
        y += 10
        # counters
        par = (_("par {n}").format(n=info.par) if info.par is not None else
               _("finding par...") if info.par_searching else _("no par yet"))
        boxes = [("PUSHES", _("PUSHES"), None, par),   # the live values: _paint_counters
                 ("STEPS", _("STEPS"), None, ""),
                 ("BEST", _("BEST"), f"{info.best[0]}/{info.best[1]}" if info.best else "-", _("pushes/steps"))]
        self._counters_y = y
        for r, (name, label, value, sub) in zip(self._counter_boxes(), boxes):
            pygame.draw.rect(surf, (30, 18, 12, 170), r, border_radius=8)
            pygame.draw.rect(surf, theme.BRASS_DARK, r, 1, border_radius=8)
            theme.draw_text(surf, label, (r.centerx, r.top + 6), size=theme.TINY - 2, color=theme.BRASS,
                            bold=True, anchor="midtop")
            if value is not None:
                theme.draw_text(surf, value, (r.centerx, r.top + 22), size=theme.H3, color=theme.CREAM, bold=True,
                                anchor="midtop")
            if sub:
                theme.draw_text(surf, sub, (r.centerx, r.bottom - 4), size=theme.TINY - 3, color=theme.TEXT_DIM,
                                anchor="midbottom")
        y += 82
        self.tip_cut, self.tip_rect = False, None
        if info.tip:
            size, step, lines = _fit_tip(info.tip, w - 16, BUTTONS_TOP - 8 - y - 14)
            box = pygame.Rect(x, y, w, 14 + step * len(lines))
            # a tip cut short opens whole on a click on it (or a second press of Hint: hints.request)
            self.tip_cut, self.tip_rect = lines[-1].endswith("…"), box.move(PANEL.topleft)
            pygame.draw.rect(surf, (60, 40, 24, 200), box, border_radius=8)
            for i, line in enumerate(lines):
                theme.draw_text(surf, line, (x + 8, y + 7 + step * i), size=size, color=theme.PARCHMENT)
            y = box.bottom + 8
        # controls (below the buttons)
        cy = 500
        pygame.draw.line(surf, theme.BRASS_DARK, (x, cy - 8), (x + w, cy - 8), 1)
        theme.draw_text(surf, _("CONTROLS"), (x, cy), size=theme.TINY - 2, color=theme.BRASS, bold=True)
        cy += 20
        for i, (k, what) in enumerate(control_lines(info.source, keys, self.alt_keys)[:8]):
            yy = cy + i * 19
            theme.draw_text(surf, k, (x + 128, yy), size=theme.TINY - 2, color=theme.BRASS_LIGHT, bold=True,
                            anchor="topright")
            theme.draw_text(surf, what, (x + 138, yy), size=theme.TINY - 2, color=theme.PARCHMENT)
        return surf

    def _goal_row(self, surf, r: pygame.Rect, kind: str, text: str, done: bool, destroy_kind) -> None:
        pygame.draw.rect(surf, (40, 70, 44, 200) if done else (30, 18, 12, 160), r, border_radius=8)
        pygame.draw.rect(surf, theme.JADE if done else theme.BRASS_DARK, r, 1, border_radius=8)
        icon = None
        if kind == "gem":
            icon = self.icons.gem(0)
        elif kind == "nemesis":
            icon = self.icons.meeple("nemesis")
        elif kind == "destroy" and destroy_kind:
            icon = self.icons.fire(0) if destroy_kind == "fire" else (
                self.icons.water(0) if destroy_kind == "water" else self.icons.block(destroy_kind))
        if icon is not None:
            k = (r.h - 4) / icon.get_height()
            img = pygame.transform.smoothscale(icon, (max(1, int(icon.get_width() * k)), r.h - 4))
            surf.blit(img, img.get_rect(midleft=(r.x + 4, r.centery)))
        theme.draw_text(surf, text, (r.x + 44, r.centery), size=theme.SMALL, anchor="midleft",
                        color=theme.CREAM if not done else (210, 240, 210))
        # check box
        bx = pygame.Rect(r.right - 30, r.centery - 11, 22, 22)
        pygame.draw.rect(surf, (20, 12, 8), bx, border_radius=5)
        pygame.draw.rect(surf, theme.BRASS, bx, 2, border_radius=5)
        if done:
            pygame.draw.lines(surf, (140, 230, 140), False,
                              [(bx.x + 4, bx.centery), (bx.x + 9, bx.bottom - 5), (bx.right - 4, bx.y + 4)], 4)


def draw_compass(surface: pygame.Surface, center: tuple[int, int], labels: dict[str, str], plan: bool) -> pygame.Rect:
    """Which key goes which way on screen: arrows along the board's diagonals (or straight in plan).
    Returns the rectangle it drew in."""
    cx, cy = center
    drawn = [pygame.draw.circle(surface, (20, 12, 8, 150), center, 50)]
    drawn.append(pygame.draw.circle(surface, theme.BRASS_DARK, center, 50, 2))
    dirs = {"up": (0.87, -0.5), "right": (0.87, 0.5), "down": (-0.87, 0.5), "left": (-0.87, -0.5)}
    if plan:
        dirs = {"up": (0, -1), "right": (1, 0), "down": (0, 1), "left": (-1, 0)}
    for name, (dx, dy) in dirs.items():
        tip = (cx + dx * 34, cy + dy * 34)
        base = (cx + dx * 12, cy + dy * 12)
        ang = math.atan2(dy, dx)
        wing = [(tip[0] - math.cos(ang - 0.5) * 10, tip[1] - math.sin(ang - 0.5) * 10),
                (tip[0] - math.cos(ang + 0.5) * 10, tip[1] - math.sin(ang + 0.5) * 10)]
        drawn.append(pygame.draw.line(surface, theme.BRASS_LIGHT, base, tip, 3))
        drawn.append(pygame.draw.polygon(surface, theme.BRASS_LIGHT, [tip, *wing]))
        lx, ly = cx + dx * 47, cy + dy * 47
        img = theme.text(labels.get(name, name), theme.TINY - 2, theme.CREAM, bold=True, shadow=True)
        drawn.append(surface.blit(img, img.get_rect(center=(lx + dx * 8, ly + dy * 4))))
    return drawn[0].unionall(drawn[1:])


def draw_message(surface: pygame.Surface, text: str, kind: str, midbottom: tuple[int, int],
                 alpha: int = 255) -> pygame.Rect:
    """A short line in a pill under the board ("can't climb two levels", "Goal complete")."""
    colour = {"warn": theme.VERMILION, "good": theme.JADE}.get(kind, theme.LAPIS)
    img = theme.text(text, theme.BODY, theme.CREAM, bold=True)
    box = img.get_rect(midbottom=midbottom).inflate(36, 18)
    pill = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(pill, (24, 14, 10, 225), pill.get_rect(), border_radius=box.h // 2)
    pygame.draw.rect(pill, colour, pill.get_rect(), 3, border_radius=box.h // 2)
    pill.blit(img, img.get_rect(center=(box.w // 2, box.h // 2)))
    if alpha < 255:
        pill.set_alpha(alpha)
    return surface.blit(pill, box)


def draw_map_problem(surface: pygame.Surface, area: pygame.Rect, error: str, watching: bool) -> None:
    """The loader's message for a broken map, over the (dimmed) board."""
    veil = pygame.Surface(area.size, pygame.SRCALPHA)
    veil.fill((10, 4, 4, 170))
    surface.blit(veil, area)
    box = pygame.Rect(0, 0, area.w - 100, 250)
    box.center = area.center
    theme.panel(surface, box, rim=theme.VERMILION)
    theme.draw_text(surface, _("This map has a problem"), (box.centerx, box.top + 22), size=theme.H3, bold=True,
                    serif=True, anchor="midtop", color=theme.CREAM)
    theme.draw_paragraph(surface, error, pygame.Rect(box.x + 30, box.y + 74, box.w - 60, 110),
                         size=theme.SMALL, color=theme.SAFFRON)
    if watching:
        theme.draw_text(surface, _("Fix it in Tiled and save: the level reloads by itself."),
                        (box.centerx, box.bottom - 22), size=theme.SMALL, color=theme.TEXT_DIM, anchor="midbottom")


def draw_waiting_panel(surface: pygame.Surface, name: str, menu_key: str) -> None:
    """The side panel while a map has never loaded yet."""
    theme.panel(surface, PANEL, alpha=236)
    theme.draw_text(surface, _("YOUR MAP"), (PANEL.x + 18, PANEL.y + 16), size=theme.TINY, color=theme.BRASS_LIGHT,
                    bold=True)
    theme.draw_text(surface, name, (PANEL.x + 18, PANEL.y + 40), size=theme.H3, bold=True, serif=True)
    theme.draw_paragraph(surface, _("Waiting for a valid map. Press {key} for the menu.").format(key=menu_key),
                         pygame.Rect(PANEL.x + 18, PANEL.y + 90, PANEL.w - 40, 80), size=theme.SMALL,
                         color=theme.TEXT_DIM)


def draw_scene_panel(surface: pygame.Surface, scene, under=None, kept: bool = False) -> list[pygame.Rect]:
    """The play screen's panel, compass and view label, from the scene's session and settings;
    the rectangles it drew in."""
    from game.relics.progress import floor_and_level
    from game.relics.view.controls import BOARD_AREA, key_label_for

    st, lv = scene.state, scene.level
    fl = floor_and_level(scene.level_id) if scene.campaign else None
    heading = (_("FLOOR {floor}  ·  LEVEL {level}").format(floor=fl[0], level=fl[1]) if fl else
               _("YOUR MAP  ·  {name}").format(name=scene.path.name))
    best = None
    if scene.campaign:
        from game.relics.view.campaign import shared

        rec = shared(scene.app)[1].best(scene.level_id)
        best = (rec.pushes, rec.steps) if rec else None
    source = scene.source
    searching = scene.par_worker is not None and not scene.par_worker.done
    info = HudInfo(heading=heading, title=lv.title or scene.path.stem,
                   goals=scene.shown_goals(),
                   pushes=st.pushes, steps=st.steps, par=scene.par, best=best,
                   tip=scene.tip_text(), source=source, rotation=scene.renderer.rotation,
                   plan=scene.renderer.plan, can_undo=bool(st.history), hint_busy=scene.hints.busy,
                   destroy_kind=lv.destroy_kind.value if lv.destroy_kind is not None else None,
                   par_searching=searching)
    drawn = scene.hud.draw(surface, info, lambda a: key_label_for(scene.app, a), scene.t, under, kept)
    labels = {a: key_label_for(scene.app, a) for a in ("up", "down", "left", "right")}
    if source == "gamepad":
        labels = {"up": _("Up"), "down": _("Down"), "left": _("Left"), "right": _("Right")}
    drawn.append(draw_compass(surface, (BOARD_AREA.left + 70, BOARD_AREA.bottom - 66), labels, scene.renderer.plan))
    view = _("PLAN VIEW") if scene.renderer.plan else _("VIEW TURNED {degrees}°").format(
        degrees=scene.renderer.rotation * 90)
    drawn.append(theme.draw_text(surface, view, (BOARD_AREA.left + 150, BOARD_AREA.bottom - 10), size=theme.TINY - 3,
                                 color=theme.TEXT_DIM, bold=True, anchor="bottomleft"))
    return drawn
