"""The side panels of the table: missions, public goals, the solo checklist and the game log
(painted into cached layers; the log follows the animations).

A mixin of ``TableScene`` (``game.kathmandu.view.table``): it uses the scene's state.
"""
from __future__ import annotations

import pygame

from game.kathmandu.scoring import matches
from game.kathmandu.view.boards import draw_objective
from game.kathmandu.view.fonts import text, wrap
from game.kathmandu.view.log_words import checklist_lines
from game.kathmandu.view.paint import GOLD, GOOD, INK, MUTED, blit_panel, seat_colour


class TablePanels:
    def _draw_right(self, surface) -> None:
        key = ("right", self.model_version, self.viewer, self.renderer.symbols)
        layer = self._layers.get("right")
        if layer is None or layer[0] != key:
            sub = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._paint_right(sub)
            box = self.layout.right.union(self.layout.left) if self.n == 1 else self.layout.right
            box = box.inflate(8, 8)
            layer = (key, sub.subsurface(box).copy(), box.topleft)
            self._layers["right"] = layer
        surface.blit(layer[1], layer[2])
        self._draw_log(surface)

    def _paint_right(self, surface) -> None:
        L = self.layout
        m = self.model
        r = self.renderer
        t = self.t_tables
        pool = t.advanced_missions if self.opts.advanced_missions else t.missions
        me = m.seats[self.viewer]
        view_mons = self._monument_objs(self.viewer if self.n > 1 else None)
        if self.n == 1:
            missions = self.session.view(0).missions
            h = (L.missions.h - 6) // 2
            for q in (0, 1):
                mi = missions[q] if q < len(missions) else None
                rect = pygame.Rect(L.missions.x, L.missions.y + q * (h + 6), L.missions.w, h)
                mission = pool[mi] if mi is not None and mi >= 0 else None
                done = [mm for mm in self._monument_objs(None) if mm.area == q and mm.complete]
                met = [any(matches(o, x) for x in done) for o in mission.objectives] if mission else []
                self._mission_panel(surface, mission, rect, met, f"Square {q + 1} - Mission {mission.id if mission else ''}")
        else:
            mission = pool[me.mission] if me.mission is not None else None
            done = [x for x in view_mons if x.complete]
            met = [any(matches(o, x) for x in done) for o in mission.objectives] if mission else []
            self._mission_panel(surface, mission, L.missions, met, "Your Mission" + (f" {mission.id}" if mission else ""))
        if m.goals:
            blit_panel(surface, L.goals, fill=(56, 50, 40), edge=(200, 190, 160), radius=10, alpha=240)
            surface.blit(text("Public Goals (one each)", 12, (240, 230, 200), True), (L.goals.x + 10, L.goals.y + 6))
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
        if self.n == 1:
            self._draw_solo_left(surface)

    def _monument_objs(self, area: int | None) -> list:
        v = self.session.view(self.viewer)
        return [x for x in v.monuments if area is None or x.area == area]

    def _mission_panel(self, surface, mission, rect, met, title) -> None:
        from game.kathmandu.view.boards import draw_mission
        draw_mission(surface, self.renderer, mission, rect, met, title)

    def _draw_solo_left(self, surface) -> None:
        L = self.layout
        v = self.session.view(0)
        rect = L.left
        blit_panel(surface, rect, fill=(44, 32, 46), edge=(140, 84, 180), radius=12, alpha=240)
        surface.blit(text("Win checklist", 16, (230, 210, 255), True), (rect.x + 12, rect.y + 10))
        surface.blit(text(f"Expertise: {self.opts.expertise}", 12, MUTED, True), (rect.x + 12, rect.y + 32))
        y = rect.y + 56
        for line, ok in checklist_lines(v.checklist_items()):
            pygame.draw.circle(surface, GOOD if ok else (110, 90, 100), (rect.x + 20, y + 8), 7)
            if ok:
                pygame.draw.lines(surface, (20, 40, 20), False, [(rect.x + 16, y + 8), (rect.x + 19, y + 11), (rect.x + 24, y + 5)], 2)
            parts = wrap(line, 12, rect.w - 44)
            for i, part in enumerate(parts):
                surface.blit(text(part, 12, INK if ok else MUTED), (rect.x + 34, y + i * 15))
            y += 15 * len(parts) + 6
        y += 10
        surface.blit(text(f"Debris in the bag: {v.bag_count}", 12, MUTED, True), (rect.x + 12, y))
        y += 18
        surface.blit(text(f"Blue deck: {v.blue_count} cards", 12, MUTED, True), (rect.x + 12, y))

    def _draw_log(self, surface) -> None:
        rect = self.layout.log
        shown = len(self.session.log) if not (self.anims.busy or self.dirty) else min(self.log_shown, len(self.session.log))
        key = ("log", shown, self.log_scroll, tuple(rect), self.viewer)
        layer = self._layers.get("log")
        if layer is None or layer[0] != key:
            sub = pygame.Surface((rect.w + 8, rect.h + 8), pygame.SRCALPHA)
            self._paint_log(sub, pygame.Rect(2, 2, rect.w, rect.h), shown)
            layer = (key, sub)
            self._layers["log"] = layer
        surface.blit(layer[1], (rect.x - 2, rect.y - 2))

    def _paint_log(self, surface, rect: pygame.Rect, shown: int) -> None:
        blit_panel(surface, rect, fill=(36, 26, 22), edge=(112, 82, 52), radius=10, alpha=240)
        surface.blit(text("Game log", 12, GOLD, True), (rect.x + 10, rect.y + 6))
        lines: list[tuple[int, str]] = []
        for seat, line in self.session.log[:shown]:
            for i, part in enumerate(wrap(line, 11, rect.w - 30)):
                lines.append((seat if i == 0 else -2, part))
        per = (rect.h - 30) // 14
        self.log_scroll = min(self.log_scroll, max(0, len(lines) - per))
        end = len(lines) - self.log_scroll
        shown = lines[max(0, end - per):end]
        y = rect.y + 24
        for seat, part in shown:
            if seat >= 0 and self.n > 1:
                pygame.draw.circle(surface, seat_colour(seat), (rect.x + 10, y + 7), 4)
            surface.blit(text(part, 11, INK if seat != -2 else (220, 210, 190)), (rect.x + 18, y))
            y += 14
        if self.log_scroll:
            surface.blit(text(f"scrolled back {self.log_scroll} lines", 10, MUTED), (rect.right - 130, rect.y + 7))
