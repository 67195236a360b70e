"""What the board shows on top of the pieces to help the player: the walk a click would take
(dots), the block a click would push (lit up) and its ghost where it will come to rest, the
hint's walk and push, a red space where a move was refused.

Each function returns ``Sprite`` objects with painter's keys, drawn by ``BoardRenderer.draw``
among the pieces (so a stack in front still hides a dot behind it) - except the ghost, which is
drawn over everything because hiding it would hide the answer to "where does it go?".
"""
from __future__ import annotations

from typing import Optional

import pygame

from game.i18n import _
from game.relics.kinds import BY_ID
from game.relics.moves import Move
from game.relics.view import reach
from game.relics.view.board import FRONT, BoardRenderer, Sprite
from game.relics.view.picture import BoardPicture

WALK_DOT = (255, 246, 214)
HINT_DOT = (255, 214, 110)
TARGET = (250, 240, 200)
NO_WAY = (200, 60, 40)
REFUSED = (230, 60, 40)
PLAN_WALK = (96, 60, 30)  # the plan's squares are pale sand: the walk is drawn dark on them


def marker(r: BoardRenderer, pic: BoardPicture, cell, surf: pygame.Surface, z: Optional[float] = None,
           order: float = 1.5) -> Sprite:
    """``surf`` centred on the top of the stack in ``cell`` (or at height ``z``)."""
    p = r.proj
    h = pic.height_at(cell) if z is None else z
    cx, cy = p.cell_center(cell[0], cell[1], h)
    key = r._key(cell[0], cell[1], h, 1)
    return Sprite((key[0], key[1], order), surf, (round(cx - surf.get_width() / 2), round(cy - surf.get_height() / 2)))


def diamond(r: BoardRenderer, pic: BoardPicture, cell, colour, alpha: int = 110, width: int = 0) -> Sprite:
    """A tinted diamond over the top of the stack in ``cell``."""
    p = r.proj
    h = pic.height_at(cell)
    surf = r.bank.diamond_marker(colour, alpha, width, inset=0.08)
    sx, sy = p.cell_top(cell[0], cell[1], h)
    key = r._key(cell[0], cell[1], h, 1)
    return Sprite((key[0], key[1], 0.5), surf, (round(sx - p.tile_w / 2), round(sy)))


def _push_line(pv: reach.PushPreview) -> Optional[str]:
    """"Push: the crate burns" (the block's name from its kind record), or None for a plain push."""
    if not pv.fate:
        return None
    rec = BY_ID.get(pv.kind)
    name = _(rec.name).lower() if rec is not None else pv.kind
    return _("Push: the {block} {outcome}").format(block=name, outcome=_(pv.fate))


def push_sprites(r: BoardRenderer, pv: reach.PushPreview) -> list[Sprite]:
    """The block to push lit up, and its ghost where it will come to rest."""
    (sx, sy), sz = pv.start
    lit = r.block_sprite(pv.kind, pv.block_id, sx, sy, sz)
    rec = BY_ID.get(pv.kind)
    if rec is not None and rec.pushable:
        lit.surf = r.bank.highlight(pv.kind, pv.block_id)
        lit.key = (lit.key[0], lit.key[1], 0.1)
    out = [lit]
    if pv.end is not None:
        (ex, ey), ez = pv.end
        ghost = r.block_sprite(pv.kind, pv.block_id, ex, ey, ez)
        ghost.surf = r.bank.ghost(pv.kind)
        ghost.key = (FRONT + 1, 0, 0)
        out.append(ghost)
    return out


def walk_dots(r: BoardRenderer, pic: BoardPicture, state, moves: list[Move], colour, radius: int) -> tuple[list[Sprite], object]:
    """A dot on every space the walk passes; returns the dots and the state at the walk's end."""
    st = state.copy()
    dots = []
    for mv in moves:
        st.push(mv)
        c = st.adventurer
        dots.append(marker(r, pic, c, r.bank.dot(colour, radius), z=st.height(*c)))
    return dots, st


def hover(r: BoardRenderer, pic: BoardPicture, state, cell) -> tuple[list[Sprite], Optional[str]]:
    """What hovering ``cell`` shows: a push preview, the walk there, or a red "no way" space.
    Also returns a line to say (a push with a special outcome: "the crate burns"). The renderer
    learns the space too: the stacks in front of what is there fade while the pointer shows it."""
    r.focus_cell = cell
    if cell is None:
        r.pointer_seen = None
        return [], None
    pv, _reason = reach.preview_push(state, cell)
    if pv is not None:
        say = _push_line(pv)
        return push_sprites(r, pv), say
    path = reach.walk_path(state, cell)
    if path:
        dots, _end = walk_dots(r, pic, state, path[:-1], WALK_DOT, max(5, r.bank.tile_w // 8))
        return dots + [diamond(r, pic, cell, TARGET, 120)], None
    if path is None:
        return [diamond(r, pic, cell, NO_WAY, 90)], None
    return [], None


def hint(r: BoardRenderer, pic: BoardPicture, snapshot, moves: list[Move]) -> tuple[list[Sprite], str]:
    """The solver's answer on the board: dots to the next push, then the push itself."""
    first_push = next((i for i, m in enumerate(moves) if m.is_push), None)
    walk = moves if first_push is None else moves[:first_push]
    dots, st = walk_dots(r, pic, snapshot, walk, HINT_DOT, max(6, r.proj.tile_w // 7))
    if first_push is None:
        return dots, _("Hint: the way is clear - follow the dots")
    mv = moves[first_push]
    ax, ay = st.adventurer
    pv, _why = reach.preview_push(st, (ax + mv.dir.dx, ay + mv.dir.dy))
    if pv is not None:
        dots.extend(push_sprites(r, pv))
    return dots, _("Hint: walk along the dots, then push the marked block")


def refused(r: BoardRenderer, pic: BoardPicture, cell) -> list[Sprite]:
    if not (0 <= cell[0] < pic.width and 0 <= cell[1] < pic.height):
        return []
    return [diamond(r, pic, cell, REFUSED, 150)]


def draw_plan_hover(surface: pygame.Surface, r: BoardRenderer, state, cell) -> Optional[str]:
    """The plan view's version of ``hover``: outlines on the flat squares (the iso sprites do not
    fit there). A push: the block's square and where it ends up (a cross when it is destroyed);
    a walk: dots on the way and the target; no way there: a red square. Returns the line to say."""
    if cell is None:
        return None
    pv, _reason = reach.preview_push(state, cell)
    if pv is not None:
        pygame.draw.rect(surface, TARGET, r.plan_rect(*pv.start[0]).inflate(-6, -6), 3, border_radius=6)
        if pv.end is not None:
            end = r.plan_rect(*pv.end[0]).inflate(-6, -6)
            pygame.draw.rect(surface, HINT_DOT, end, 4, border_radius=6)
            pygame.draw.circle(surface, HINT_DOT, end.center, max(4, end.width // 10))
        else:
            a = r.plan_rect(*pv.start[0])
            pygame.draw.line(surface, NO_WAY, a.topleft, a.bottomright, 4)
            pygame.draw.line(surface, NO_WAY, a.topright, a.bottomleft, 4)
        return _push_line(pv)
    path = reach.walk_path(state, cell)
    if path:
        x, y = state.adventurer
        for move in path[:-1]:
            x, y = x + move.dir.dx, y + move.dir.dy
            square = r.plan_rect(x, y)
            pygame.draw.circle(surface, PLAN_WALK, square.center, max(5, square.width // 12))
        pygame.draw.rect(surface, PLAN_WALK, r.plan_rect(*cell).inflate(-6, -6), 4, border_radius=6)
    elif path is None:
        pygame.draw.rect(surface, NO_WAY, r.plan_rect(*cell).inflate(-6, -6), 3, border_radius=6)
    return None
