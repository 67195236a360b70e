"""Teaching on screen: a card the first time a block, the Nemesis or a goal kind appears in the
campaign (whatever the level set), How to play with everything met so far, the level-complete
picture showing the level's own goals."""
from __future__ import annotations

import pygame
import pytest

from game.relics.kinds import FLOORS, RECORDS
from game.relics.view import teach
from game.relics.view.campaign import Campaign


@pytest.fixture(scope="module")
def campaign():
    return Campaign()


def _levels(campaign):
    return [(lid, campaign.level(lid)) for lid in campaign.ids if not isinstance(campaign.level(lid), str)]


def test_each_topic_is_taught_once_at_its_first_level(campaign):
    first = teach.firsts(campaign)
    assert "nemesis" in first and "goal:gem" in first
    seen: dict[str, str] = {}
    for lid, level in _levels(campaign):
        for t in teach.new_topics(campaign, lid, level):
            assert t.key not in seen, f"{t.key} taught twice ({seen.get(t.key)} and {lid})"
            seen[t.key] = lid
    # the Nemesis and every goal kind the campaign uses get their card where they first appear
    for key, lid in first.items():
        if key.startswith("goal:") or key == "nemesis":
            if key == "goal:nemesis" and first.get("nemesis") == lid:
                continue   # his own card says how to defeat him
            assert seen.get(key) == lid
    # every floor's block at the floor's first level
    for lid, level in _levels(campaign):
        if level.level == 1 and level.floor in FLOORS:
            assert seen.get(f"block:{FLOORS[level.floor].id}") == lid


def test_the_nemesis_card_says_how_he_is_beaten_and_what_he_blocks():
    from game.i18n import _

    text = _(teach.nemesis_topic().text)
    assert "from any height" in text and "cannot step onto his space" in text and "pushed at him stops" in text


def test_each_new_block_card_speaks_only_of_what_its_floor_has_met():
    names = {r.id: r for r in RECORDS}
    for rec in RECORDS:
        later = [r for r in RECORDS if r.floor > rec.floor]
        words = rec.card_text.lower()
        for other in later:
            for word in {other.id, other.name.lower(), other.plural.lower()} - {""}:
                assert word not in words, f"the {rec.id} card speaks of {word} (floor {other.floor})"
    assert "fire" not in names["boulder"].card_text.lower() and "pool" not in names["boulder"].card_text.lower()


def test_how_to_play_shows_every_block_the_nemesis_and_goals_met_so_far(campaign):
    levels = _levels(campaign)
    lid, level = levels[-1]
    keys = [t.key for t in teach.met_topics(campaign, lid, level)]
    floors = {lv.floor for _i, lv in levels}
    for rec in RECORDS:
        if rec.floor in floors:
            assert f"block:{rec.id}" in keys
    assert "nemesis" in keys and "goal:gem" in keys
    lid1, level1 = levels[0]
    keys1 = [t.key for t in teach.met_topics(campaign, lid1, level1)]
    assert not any(k.startswith("block:") and k != f"block:{FLOORS[level1.floor].id}" for k in keys1)


def test_opening_the_nemesis_level_shows_his_card_then_the_board(app, campaign):
    from game.relics.view.cards import Card
    from game.relics.view.play import PlayScene

    lid = teach.firsts(campaign)["nemesis"]
    scene = PlayScene(app, campaign.paths[lid], level_id=lid)
    app.start(scene)
    app.advance(3)
    titles = []
    while isinstance(app.stack.top, Card) and len(titles) < 5:
        titles.append(app.stack.top.title)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
        app.advance(3)
    assert "The Nemesis" in titles and "Defeat the Nemesis" not in titles
    assert app.stack.top is scene


def test_the_level_complete_picture_shows_the_levels_goals(campaign):
    from game.relics.model import Goal

    pics = {}
    for _lid, level in _levels(campaign):
        pics.setdefault(tuple(level.goals), teach.goals_picture(level))
    gem_only = next((p for g, p in pics.items() if g == (Goal.GEM,)), None)
    two = next((p for g, p in pics.items() if len(g) == 2), None)
    assert gem_only is not None and two is not None
    assert two.get_width() > gem_only.get_width() * 1.5     # two goals side by side
