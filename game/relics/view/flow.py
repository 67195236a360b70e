"""What happens when a level is won: progress is saved, the level-complete card, then the next
level - through the "advance to a new floor" card after a floor's last level, and the ending
after the campaign's last one.
"""
from __future__ import annotations

from game.i18n import _, ngettext
from game.relics.progress import floor_and_level
from game.relics.view.campaign import FLOOR_COUNT, floor_name, shared
from game.relics.view.cards import Card, card_picture
from game.relics.view.teach import goals_picture
from game.ui import theme


def level_complete(scene, pushes: int, steps: int) -> None:
    app = scene.app
    level = scene.level
    lines = []
    par = scene.par  # an edited map's fresh par, not the file's
    verdict = ""
    if par is not None:
        lines.append((_("Pushes"), _("{pushes}   (par {par})").format(pushes=pushes, par=par)))
        over = pushes - par
        verdict = (_("Under par - better than the checker!") if pushes < par else
                   _("Par - the fewest pushes possible.") if pushes == par else
                   ngettext("{n} push over par. Can you do it in {par}?",
                            "{n} pushes over par. Can you do it in {par}?", over).format(n=over, par=par))
    else:
        lines.append((_("Pushes"), str(pushes)))
    lines.append((_("Steps"), str(steps)))
    if not scene.campaign:
        app.push(Card(app, _("Level complete!"), verdict, [(_("Play again"), lambda: restart(scene)),
                                                           (_("Close"), lambda: None)],
                      heading=_("YOUR MAP  ·  {name}").format(name=scene.path.name), lines=lines, accent=theme.JADE,
                      picture=goals_picture(level)))
        return
    campaign, progress = shared(app)
    before = progress.best(scene.level_id)
    # the solver's own run (--autoplay) shows the card but is not the player's win
    new_best = progress.record(scene.level_id, pushes, steps) if not scene.autoplay else False
    if before is not None:
        best = min((before.pushes, before.steps), (pushes, steps))
        lines.append((_("Your best"), f"{best[0]} / {best[1]}" + (_("   new best!") if new_best else "")))
    fl = floor_and_level(scene.level_id)
    heading = _("FLOOR {floor}  ·  LEVEL {level}").format(floor=fl[0], level=fl[1]) if fl else ""
    nxt = campaign.next_id(scene.level_id)
    if progress.problem:
        app.toast(progress.problem, kind="warn", seconds=5.0)
    buttons = []
    if campaign.is_last(scene.level_id) and fl is not None and fl[0] >= FLOOR_COUNT:
        buttons.append((_("The ending"), lambda: ending(scene)))
    elif nxt is not None:
        if campaign.is_floor_end(scene.level_id):
            buttons.append((_("Next floor"), lambda: advance_floor(scene, nxt)))
        else:
            buttons.append((_("Next level"), lambda: open_level(scene, nxt)))
    buttons.append((_("Replay"), lambda: restart(scene)))
    buttons.append((_("Level select"), scene.to_select))
    app.push(Card(app, _("Level complete!"), verdict, buttons, heading=heading, lines=lines, accent=theme.JADE,
                  on_back=len(buttons) - 1, picture=goals_picture(level, par is not None and pushes <= par)))


def trophy(star: bool = False):
    """The Gem, big and glowing, on a little plinth (a gold star when the level was solved at par)."""
    import pygame

    from game.relics.view.sprites import bank

    b = bank(150)
    surf = pygame.Surface((170, 190), pygame.SRCALPHA)
    surf.blit(b.floor_tile(0), (10, 190 - b.tile_h - 4))
    gem = b.gem(3)
    surf.blit(gem, (10, 190 - 4 - gem.get_height() + b.tile_h // 2 - 10))
    if star:
        import math

        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            r = 26 if i % 2 == 0 else 11
            pts.append((140 + math.cos(a) * r, 30 + math.sin(a) * r))
        pygame.draw.polygon(surf, theme.SAFFRON, pts)
        pygame.draw.polygon(surf, (90, 50, 10), pts, 2)
    return surf.subsurface(surf.get_bounding_rect()).copy()


def open_level(scene, level_id: str) -> None:
    from game.relics.view.play import PlayScene

    campaign, _progress = shared(scene.app)
    scene.app.replace(PlayScene(scene.app, campaign.paths[level_id], level_id=level_id))


def restart(scene) -> None:
    from game.relics.view.play import PlayScene

    scene.app.replace(PlayScene(scene.app, scene.path, level_id=scene.level_id if scene.campaign else None,
                                watch=scene.watch, campaign=scene.campaign))


def advance_floor(scene, next_id: str) -> None:
    fl = floor_and_level(next_id)
    floor = fl[0] if fl else 0
    from game.relics.model import NEW_KIND_OF_FLOOR

    kind = NEW_KIND_OF_FLOOR.get(floor)
    text = _("The stairs lead down to floor {floor}: {name}. New blocks, new rules - the card at its first "
             "level tells you how they behave.").format(floor=floor, name=_(floor_name(floor)).lower())
    scene.app.push(Card(scene.app, _("Advance to Floor {floor}").format(floor=floor), text,
                        [(_("Enter floor {floor}").format(floor=floor), lambda: open_level(scene, next_id)),
                         (_("Level select"), scene.to_select)],
                        heading=_("A NEW FLOOR OPENS"), picture=card_picture(kind.value) if kind else None,
                        accent=theme.SAFFRON))


def ending(scene) -> None:
    _campaign, progress = shared(scene.app)
    progress.mark_ending_seen()
    text = _("The last block falls and the Nemesis is defeated for good. The relics of Rajavihara are safe, "
             "and the temple's halls are quiet again. Thank you for playing! Every level stays open: "
             "go back for par on the ones that got away.")
    buttons = [(_("Level select"), scene.to_select)]
    if hasattr(scene.app, "go_title"):
        buttons.append((_("Title screen"), scene.app.go_title))
    scene.app.push(Card(scene.app, _("The Relics are safe"), text, buttons, heading=_("THE END"),
                        picture=trophy(True), accent=theme.SAFFRON, width=820, on_back=0))
