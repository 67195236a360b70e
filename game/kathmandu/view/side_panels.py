"""The side panels of the table: missions, public goals, the solo checklist and the game log
(painted into cached layers; the log follows the animations). Plain painters of
(surface, model, layout, look, ...); ``view`` is the viewer's PlayerView."""
from __future__ import annotations

import pygame

from game.i18n import _, current_language
from game.kathmandu.scoring import matches
from game.kathmandu.view.boards import draw_mission, draw_objective
from game.ui.fonts import text
from game.ui.text_layout import wrap
from game.kathmandu.view.layout import TableLayout
from game.kathmandu.view.look import Look
from game.kathmandu.view.model import TableModel
from game.kathmandu.view.paint import GOLD, GOOD, INK, MUTED, seat_colour
from game.ui.shapes import plain_panel
from game.kathmandu.view.log_words import checklist_lines


def mission_pool(tables, advanced: bool):
    return tables.advanced_missions if advanced else tables.missions


def paint_side(surface, m: TableModel, L: TableLayout, look: Look, view, *, advanced: bool, expertise: str,
               version: int) -> None:
    """Missions, goals (and solo: the checklist at the left), cached until the model changes."""
    layer, pos = side_layer(surface.get_size(), m, L, look, view, advanced=advanced, expertise=expertise,
                            version=version)
    surface.blit(layer, pos)


def side_layer(screen: tuple[int, int], m: TableModel, L: TableLayout, look: Look, view, *, advanced: bool,
               expertise: str, version: int) -> tuple[pygame.Surface, tuple[int, int]]:
    """The cached layer of the side panels and where it goes (the same surface while unchanged)."""
    key = ("right", version, look.viewer, look.renderer.symbols)
    layer = look.layers.get("right")
    if layer is None or layer[0] != key:
        # the model changed: repaint only if what these panels show did (PERF-FINDINGS 18)
        sig = _shown(m, look, view, advanced, expertise)
        if layer is not None and sig == layer[3]:
            layer = (key,) + layer[1:]
        else:
            sub = pygame.Surface(screen, pygame.SRCALPHA)
            _paint_right(sub, m, L, look, view, advanced, expertise)
            box = (L.right.union(L.left) if m.n == 1 else L.right).inflate(8, 8)
            layer = (key, sub.subsurface(box).copy(), box.topleft, sig)
        look.layers["right"] = layer
    return layer[1], layer[2]


def _shown(m: TableModel, look: Look, view, advanced: bool, expertise: str) -> tuple:
    """Everything the mission, goal and checklist panels show: the same tuple, the same picture."""
    done = repr([x for x in view.monuments if x.complete])
    solo = (tuple(view.missions), repr(view.checklist_items()), view.bag_count, view.blue_count) if m.n == 1 else ()
    return (m.n, look.viewer, m.seats[look.viewer].mission, repr(m.goals), done, solo, advanced, expertise,
            look.renderer.symbols, current_language())


def _paint_right(surface, m: TableModel, L: TableLayout, look: Look, view, advanced: bool, expertise: str) -> None:
    r = look.renderer
    t = look.tables
    pool = mission_pool(t, advanced)
    if m.n == 1:
        missions = view.missions
        h = (L.missions.h - 6) // 2
        for q in (0, 1):
            mi = missions[q] if q < len(missions) else None
            rect = pygame.Rect(L.missions.x, L.missions.y + q * (h + 6), L.missions.w, h)
            mission = pool[mi] if mi is not None and mi >= 0 else None
            done = [mm for mm in view.monuments if mm.area == q and mm.complete]
            met = [any(matches(o, x) for x in done) for o in mission.objectives] if mission else []
            title = _("Square {q} - Mission {id}").format(q=q + 1, id=mission.id if mission else "")
            draw_mission(surface, r, mission, rect, met, title)
    else:
        me = m.seats[look.viewer]
        mission = pool[me.mission] if me.mission is not None else None
        done = [x for x in view.monuments if x.area == look.viewer and x.complete]
        met = [any(matches(o, x) for x in done) for o in mission.objectives] if mission else []
        title = _("Your Mission {id}").format(id=mission.id) if mission else _("Your Mission")
        draw_mission(surface, r, mission, L.missions, met, title)
    if m.goals:
        plain_panel(surface, L.goals, fill=(56, 50, 40), edge=(200, 190, 160), radius=10, alpha=240)
        surface.blit(text(_("Public Goals (one each)"), 12, (240, 230, 200), True), (L.goals.x + 10, L.goals.y + 6))
        y = L.goals.y + 26
        for gi, claims in m.goals:
            goal = t.public_goals[gi]
            row = pygame.Rect(L.goals.x + 8, y, L.goals.w - 16, 34)
            pygame.draw.rect(surface, (40, 36, 30), row, border_radius=6)
            for j, obj in enumerate(goal.objectives):
                draw_objective(surface, r, obj, pygame.Rect(row.x + 4 + j * 44, row.y + 2, 40, 30))
            pt = text(f"+{goal.points}", 16, GOLD, True)
            surface.blit(pt, pt.get_rect(midright=(row.right - 8, row.centery)))
            for k, s in enumerate(claims):
                pygame.draw.circle(surface, seat_colour(s), (row.right - 50 - k * 14, row.centery), 6)
            y += 38
    if m.n == 1:
        _paint_solo_left(surface, L, view, expertise)


def _paint_solo_left(surface, L: TableLayout, view, expertise: str) -> None:
    rect = L.left
    plain_panel(surface, rect, fill=(44, 32, 46), edge=(140, 84, 180), radius=12, alpha=240)
    surface.blit(text(_("Win checklist"), 16, (230, 210, 255), True), (rect.x + 12, rect.y + 10))
    surface.blit(text(_("Expertise: {level}").format(level=_(expertise.capitalize())), 12, MUTED, True), (rect.x + 12, rect.y + 32))
    y = rect.y + 56
    for line, ok in checklist_lines(view.checklist_items()):
        pygame.draw.circle(surface, GOOD if ok else (110, 90, 100), (rect.x + 20, y + 8), 7)
        if ok:
            pygame.draw.lines(surface, (20, 40, 20), False,
                              [(rect.x + 16, y + 8), (rect.x + 19, y + 11), (rect.x + 24, y + 5)], 2)
        parts = wrap(line, 12, rect.w - 44)
        for i, part in enumerate(parts):
            surface.blit(text(part, 12, INK if ok else MUTED), (rect.x + 34, y + i * 15))
        y += 15 * len(parts) + 6
    y += 10
    surface.blit(text(_("Debris in the bag: {n}").format(n=view.bag_count), 12, MUTED, True), (rect.x + 12, y))
    y += 18
    surface.blit(text(_("Blue deck: {n} cards").format(n=view.blue_count), 12, MUTED, True), (rect.x + 12, y))


def paint_log(surface, L: TableLayout, look: Look, log: list[tuple[int, str]], shown: int, scroll: int) -> int:
    """The last ``shown`` lines of the log, ``scroll`` lines back; returns the scroll kept in range."""
    layer, pos, scroll = log_layer(L, look, log, shown, scroll)
    surface.blit(layer, pos)
    return scroll


def log_layer(L: TableLayout, look: Look, log: list[tuple[int, str]], shown: int,
              scroll: int) -> tuple[pygame.Surface, tuple[int, int], int]:
    """The cached layer of the log, where it goes, and the scroll kept in range."""
    rect = L.log
    key = ("log", shown, scroll, tuple(rect), look.viewer)
    layer = look.layers.get("log")
    if layer is None or layer[0] != key:
        sub = _log_ground(look, rect.size).copy()
        scroll = _paint_log(sub, pygame.Rect(2, 2, rect.w, rect.h), look.n, log[:shown], scroll, panel=False)
        layer = (("log", shown, scroll, tuple(rect), look.viewer), sub, scroll)
        look.layers["log"] = layer
    else:
        _warm_next_line(look, rect, log, shown)
    return layer[1], (rect.x - 2, rect.y - 2), layer[2]


def _warm_next_line(look: Look, rect: pygame.Rect, log: list[tuple[int, str]], shown: int) -> None:
    """On a frame that does not repaint the log, wrap and render the next line reported but not
    shown yet (a move's lines appear one by one as their animations start), as ``_paint_log``
    will: the frame that shows it then finds its parts cached (PERF-FINDINGS 20). Never on the
    frame the lines arrive (the move's own frame), and one line a frame."""
    held = look.layers.get("log warm")
    if held is None or held[0] != len(log):  # new lines this frame: from the next frame on
        look.layers["log warm"] = (len(log), shown)
        return
    i = max(held[1], shown)
    if i >= len(log):
        return
    for seat, part in _log_rows(*log[i], rect.w):
        _log_text(seat, part)
    look.layers["log warm"] = (len(log), i + 1)


def _log_rows(seat: int, line: str, width: int) -> list[tuple[int, str]]:
    """A log line wrapped to the log's width: (its seat, first part), then (-2, each further part)."""
    return [(seat if i == 0 else -2, part) for i, part in enumerate(wrap(line, 11, width - 30))]


def _log_text(seat: int, part: str) -> pygame.Surface:
    """A wrapped part of a log line, rendered (cached): a continuation is a lighter ink."""
    return text(part, 11, INK if seat != -2 else (220, 210, 190))


def _log_ground(look: Look, size: tuple[int, int]) -> pygame.Surface:
    """The log's layer with only its panel painted (each repaint starts from a copy)."""
    key = ("log ground", tuple(size))
    img = look.layers.get(key)
    if img is None:
        img = pygame.Surface((size[0] + 8, size[1] + 8), pygame.SRCALPHA)
        _log_panel(img, pygame.Rect(2, 2, size[0], size[1]))
        look.layers[key] = img
    return img


def _log_panel(surface, rect: pygame.Rect) -> None:
    plain_panel(surface, rect, fill=(36, 26, 22), edge=(112, 82, 52), radius=10, alpha=240)


def _paint_log(surface, rect: pygame.Rect, n: int, log: list[tuple[int, str]], scroll: int,
               panel: bool = True) -> int:
    if panel:
        _log_panel(surface, rect)
    surface.blit(text(_("Game log"), 12, GOLD, True), (rect.x + 10, rect.y + 6))
    lines: list[tuple[int, str]] = [row for seat, line in log for row in _log_rows(seat, line, rect.w)]
    per = (rect.h - 30) // 14
    scroll = min(scroll, max(0, len(lines) - per))
    end = len(lines) - scroll
    y = rect.y + 24
    for seat, part in lines[max(0, end - per):end]:
        if seat >= 0 and n > 1:
            pygame.draw.circle(surface, seat_colour(seat), (rect.x + 10, y + 7), 4)
        surface.blit(_log_text(seat, part), (rect.x + 18, y))
        y += 14
    if scroll:
        surface.blit(text(_("scrolled back {n} lines").format(n=scroll), 10, MUTED), (rect.right - 130, rect.y + 7))
    return scroll
