"""Teaching on screen: what the player meets for the first time gets a card, and How to play (F1)
shows everything met so far.

Topics: each block kind (its record's card), the Nemesis, and the three goal kinds. "First" is
by campaign order: the first level of a floor brings its block, the first level with a Nemesis
brings his card, the first level with a goal kind explains it - whatever the level set is (the
firsts are found by reading the campaign in order, once per campaign). A level already solved
opens without cards; How to play reads them all again. The level-complete picture shows the
goals the level had (``goals_picture``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

import pygame

from game.i18n import N_, _, ngettext
from game.relics.kinds import BY_ID, FLOORS, RECORDS
from game.relics.model import Goal, Kind, Level
from game.relics.progress import floor_and_level
from game.relics.view.cards import Card, card_picture
from game.relics.view.sprites import bank
from game.shell.actions import Action, ActionEvent, PointerEvent
from game.shell.scene import Scene
from game.ui import theme
from game.ui.widgets import Button, MenuList

RULES_TEXT = N_("Reach the goals on the right. Walk onto a space at your height, climb one level up or drop "
                "one level down. Push the block in front of you at your own height one space (hold the push "
                "key, or click it) - you can never pull. Stuck? Undo as often as you like, or reset.")
NEMESIS_TITLE = N_("The Nemesis")
NEMESIS_TEXT = N_("The Nemesis guards these halls. He blocks your way: you cannot step onto his space, and a "
                  "block pushed at him stops in front of him. Drop a block on him from any height - push one "
                  "off a ledge above him, or roll it over an edge - and he is defeated.")
GOAL_TITLE = {Goal.GEM: N_("Get the Gem"), Goal.NEMESIS: N_("Defeat the Nemesis"), Goal.DESTROY: N_("Destroy blocks")}
GOAL_TEXT = {
    Goal.GEM: N_("Step onto a Gem to take it; the level asks for every Gem on the board. Until you take it, a "
                 "Gem stops a pushed block like any piece, and no block may fall onto it."),
    Goal.NEMESIS: N_("This level is won when a block lands on the Nemesis. Find a block you can push off a "
                     "height above him - any height will do."),
    Goal.DESTROY: N_("This level is won by destroying blocks of one kind: the goal on the right names the kind "
                     "and how many, and counts each one as it goes."),
}


@dataclass(frozen=True)
class Topic:
    key: str                  # "block:crate", "nemesis", "goal:gem" ...
    label: str                # msgid: its entry in How to play
    title: str                # msgid
    text: str                 # msgid
    heading: str = ""         # already translated
    picture: str = ""         # a block kind, "nemesis" or "gem"


def block_topic(rec) -> Topic:
    return Topic(f"block:{rec.id}", rec.plural, rec.card_title, rec.card_text,
                 _("FLOOR {floor}  ·  NEW BLOCK").format(floor=rec.floor), rec.id)


def nemesis_topic() -> Topic:
    return Topic("nemesis", NEMESIS_TITLE, NEMESIS_TITLE, NEMESIS_TEXT, _("A NEW FOE"), "nemesis")


def goal_topic(goal: Goal) -> Topic:
    return Topic(f"goal:{goal.value}", GOAL_TITLE[goal], GOAL_TITLE[goal], GOAL_TEXT[goal], _("A NEW GOAL"),
                 "gem" if goal is Goal.GEM else "nemesis" if goal is Goal.NEMESIS else "")


def level_topics(level: Level) -> list[str]:
    """The topic keys a level shows, in teaching order (its floor's block, the Nemesis, its goals)."""
    keys = []
    rec = FLOORS.get(level.floor)
    if rec is not None:
        keys.append(f"block:{rec.id}")
    for r in RECORDS:
        if level.count(Kind(r.id)) and f"block:{r.id}" not in keys:
            keys.append(f"block:{r.id}")
    if level.nemesis is not None:
        keys.append("nemesis")
    keys += [f"goal:{g.value}" for g in level.goals]
    return keys


def firsts(campaign) -> dict[str, str]:
    """topic key -> the first campaign level (in order) that shows it (read once, then cached)."""
    got = getattr(campaign, "_teach_firsts", None)
    if got is None:
        got = {}
        for lid in campaign.ids:
            level = campaign.level(lid)
            if isinstance(level, str):
                continue  # a broken map teaches nothing
            for key in level_topics(level):
                got.setdefault(key, lid)
        campaign._teach_firsts = got
    return got


def topic(key: str) -> Optional[Topic]:
    kind, _sep, name = key.partition(":")
    if kind == "block":
        rec = next((r for r in RECORDS if r.id == name), None)
        return block_topic(rec) if rec is not None else None
    if kind == "nemesis":
        return nemesis_topic()
    if kind == "goal":
        return goal_topic(Goal(name))
    return None


def new_topics(campaign, level_id: str, level: Level) -> list[Topic]:
    """What this level shows for the first time in the campaign. The floor's block comes at the
    floor's first level; a Nemesis card makes the "Defeat the Nemesis" goal card unnecessary."""
    first = firsts(campaign)
    fl = floor_and_level(level_id)
    keys = [k for k in level_topics(level) if first.get(k) == level_id and not k.startswith("block:")]
    rec = FLOORS.get(fl[0]) if fl else None
    if fl and fl[1] == 1 and rec is not None:
        keys.insert(0, f"block:{rec.id}")
    if "nemesis" in keys and "goal:nemesis" in keys:
        keys.remove("goal:nemesis")
    return [t for t in (topic(k) for k in keys) if t is not None]


def met_topics(campaign, level_id: Optional[str], level: Level) -> list[Topic]:
    """Everything met up to this level (in the campaign), or on this map (outside it)."""
    keys = list(level_topics(level))
    if campaign is not None and level_id in getattr(campaign, "ids", ()):
        upto = campaign.ids.index(level_id)
        keys += [k for k, lid in firsts(campaign).items() if campaign.ids.index(lid) <= upto]
    blocks = sorted({k for k in keys if k.startswith("block:")},
                    key=lambda k: next(r.code for r in RECORDS if f"block:{r.id}" == k))
    rest = [k for k in ("nemesis", "goal:gem", "goal:nemesis", "goal:destroy") if k in keys]
    return [t for t in (topic(k) for k in blocks + rest) if t is not None]


def topic_picture(t: Topic, size: int = 150, level: Optional[Level] = None) -> Optional[pygame.Surface]:
    if t.picture in ("nemesis", "gem"):
        return piece_picture(t.picture, size)
    if t.picture:
        return card_picture(t.picture, size)
    if t.key == "goal:destroy" and level is not None and level.destroy_kind is not None:
        return destroyed_picture(level.destroy_kind.value, size)
    return None


def destroyed_picture(kind: str, size: int = 150) -> pygame.Surface:
    """A block of ``kind`` crossed out (a Destroy goal)."""
    pic = card_picture(kind, size).copy()
    w, h = pic.get_size()
    for a, b in (((0.2, 0.3), (0.8, 0.85)), ((0.8, 0.3), (0.2, 0.85))):
        pygame.draw.line(pic, (60, 16, 8), (w * a[0], h * a[1]), (w * b[0], h * b[1]), 11)
        pygame.draw.line(pic, theme.VERMILION, (w * a[0], h * a[1]), (w * b[0], h * b[1]), 7)
    return pic


def topic_text(t: Topic, level: Optional[Level] = None) -> str:
    """The topic's words, translated; a Destroy goal also says what this level asks."""
    text = _(t.text)
    if t.key == "goal:destroy" and level is not None and level.destroy_kind is not None:
        rec = BY_ID.get(level.destroy_kind.value)
        goal = _(rec.destroy_words) if rec is not None else level.destroy_kind.value
        n = level.destroy_count
        text += " " + ngettext("This level: {goal}, {n} block.", "This level: {goal}, {n} blocks.", n).format(
            goal=goal, n=n)
    return text


def piece_picture(name: str, size: int = 150) -> pygame.Surface:
    """The Nemesis with a crate about to drop on him, or a glowing Gem, on a floor tile."""
    b = bank(size)
    surf = pygame.Surface((size + 20, int(size * 2.3)), pygame.SRCALPHA)
    base_y = surf.get_height() - b.tile_h - 6
    surf.blit(b.floor_tile(0), (10, base_y))
    img = b.gem(3) if name == "gem" else b.meeple("nemesis")
    surf.blit(img, (10, base_y + b.tile_h - img.get_height()))
    if name == "nemesis":
        crate = b.block("crate").copy()
        crate.set_alpha(230)
        surf.blit(crate, (10, base_y + b.tile_h - img.get_height() - crate.get_height() + b.tile_h // 3))
        ax = 10 + b.tile_w // 2
        ay = base_y + b.tile_h - img.get_height() - b.tile_h // 4
        pygame.draw.polygon(surf, theme.SAFFRON, [(ax - 9, ay - 12), (ax + 9, ay - 12), (ax, ay)])
    return surf.subsurface(surf.get_bounding_rect()).copy()


def topic_card(app, t: Topic, on_close: Callable[[], None], level: Optional[Level] = None) -> Card:
    return Card(app, _(t.title), topic_text(t, level), [(_("Let's go"), on_close)], heading=t.heading,
                picture=topic_picture(t, level=level), width=820, on_back=0)


def show_new(app, campaign, level_id: str, level: Level) -> bool:
    """Push the cards of what this level shows first, one after the other. True if any."""
    todo = new_topics(campaign, level_id, level)

    def next_card() -> None:
        if todo:
            app.push(topic_card(app, todo.pop(0), next_card, level))

    shown = bool(todo)
    next_card()
    return shown


class HowToPlay(Scene):
    """F1 / How to play: the rules, every block met so far, the Nemesis and the goals, one page each."""

    transparent = True

    def __init__(self, app, topics: list[Topic], level: Optional[Level] = None) -> None:
        super().__init__(app)
        self.level = level
        self.pages = [Topic("rules", N_("Moving and pushing"), N_("How to play"), RULES_TEXT)] + topics
        cw, ch = app.canvas_size
        # message ids: the rows translate themselves as they draw (a language switch re-words them)
        items = [Button(p.label, (lambda: None), sound="click") for p in self.pages]
        items.append(Button(N_("Back to the level"), self._close, sound="click"))
        n = len(items)
        self.rect = pygame.Rect(0, 0, 1060, min(640, max(420, 60 + n * 62)))
        self.rect.center = (cw // 2, ch // 2)
        row_h = min(54, (self.rect.h - 60 - 8 * (n - 1)) // n)
        self.menu = MenuList(items, pygame.Rect(self.rect.x + 28, self.rect.y + 30, 300, n * (row_h + 8)),
                             spacing=8, style="row", on_back=self._close, item_height=row_h)
        self._pictures: dict[str, Optional[pygame.Surface]] = {}
        self.t = 0.0

    def _close(self) -> None:
        self.app.pop(self)

    @property
    def page(self) -> Topic:
        return self.pages[min(self.menu.focus, len(self.pages) - 1)]

    def handle(self, event) -> bool:
        if isinstance(event, ActionEvent) and event.action in (Action.MENU, Action.HELP) and event.pressed:
            self._close()
            return True
        if isinstance(event, (ActionEvent, PointerEvent)):
            self.menu.handle(event)
        return True  # modal

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        theme.dim(surface, 160)
        theme.panel(surface, self.rect, alpha=248)
        self.menu.draw(surface, self.app.time)
        page = self.page
        x = self.rect.x + 360
        right = self.rect.right - 36
        y = self.rect.y + 30
        theme.draw_text(surface, book_heading(page), (x, y), size=theme.TINY, color=theme.BRASS_LIGHT, bold=True)
        y += 24
        theme.draw_text(surface, _(page.title), (x, y), size=theme.H2, bold=True, serif=True, shadow=True)
        y += 66
        if page.key not in self._pictures:
            self._pictures[page.key] = topic_picture(page, 130, self.level)
        pic = self._pictures[page.key]
        tx = x
        if pic is not None:
            surface.blit(pic, (x, y))
            tx = x + pic.get_width() + 26
        theme.draw_paragraph(surface, topic_text(page, self.level), pygame.Rect(tx, y, right - tx, self.rect.bottom - y - 30),
                             size=theme.BODY, color=theme.PARCHMENT)


def book_heading(t: Topic) -> str:
    """A page's small heading in How to play: what kind of thing it is."""
    kind, _sep, name = t.key.partition(":")
    if kind == "block":
        rec = BY_ID.get(name)
        return _("FLOOR {floor}  ·  BLOCK").format(floor=rec.floor) if rec is not None else ""
    if kind == "nemesis":
        return _("YOUR FOE")
    if kind == "goal":
        return _("GOAL")
    return _("RELICS OF RAJAVIHARA")


def how_to_play(app, campaign, level_id: Optional[str], level: Optional[Level]) -> HowToPlay:
    return HowToPlay(app, met_topics(campaign, level_id, level) if level is not None else [], level)


def goals_picture(level: Level, star: bool = False, size: int = 120) -> pygame.Surface:
    """The level-complete picture: the goals the level had - a Gem, the Nemesis under his block,
    the destroyed kind - side by side (a gold star when the level was solved at par)."""
    pics = []
    for g in level.goals:
        if g is Goal.GEM:
            pics.append(piece_picture("gem", size))
        elif g is Goal.NEMESIS:
            pics.append(piece_picture("nemesis", size))
        elif g is Goal.DESTROY and level.destroy_kind is not None:
            pics.append(destroyed_picture(level.destroy_kind.value, size))
    if not pics:
        pics.append(piece_picture("gem", size))
    scale = min(1.0, 190 / max(p.get_height() for p in pics), 300 / sum(p.get_width() + 8 for p in pics))
    pics = [pygame.transform.smoothscale(p, (max(1, int(p.get_width() * scale)), max(1, int(p.get_height() * scale))))
            for p in pics]
    w = sum(p.get_width() for p in pics) + 8 * (len(pics) - 1) + (30 if star else 0)
    h = max(p.get_height() for p in pics) + (20 if star else 0)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    x = 0
    for p in pics:
        surf.blit(p, (x, h - p.get_height()))
        x += p.get_width() + 8
    if star:
        import math

        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            r = 24 if i % 2 == 0 else 10
            pts.append((w - 26 + math.cos(a) * r, 26 + math.sin(a) * r))
        pygame.draw.polygon(surf, theme.SAFFRON, pts)
        pygame.draw.polygon(surf, (90, 50, 10), pts, 2)
    return surf
