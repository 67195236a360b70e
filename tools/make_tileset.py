"""Draw the Relics tileset: 64x64 PNGs for each block kind and piece, and ``levels/tiles/relics.tsx``.

    python -m tools.make_tileset            # writes levels/tiles/*.png and relics.tsx

Each picture is drawn at 4x with pygame and smooth-scaled down (anti-aliased edges). The .tsx is
a "collection of images" tileset: tile ids 0..7 are crate, boulder, ice, fire, water (blocks, for
the z layers) and adventurer, nemesis, gem (for tile objects in the ``pieces`` layer); every other
kind of ``assets/relics/blocks.json`` follows them (ids never move: maps store them). A kind with
no drawing here gets the game's own sprite of it. The ``kind`` enum of ``levels/relics.tiled-project`` is
rewritten to list them. Every tile
has the string property ``kind``; the piece tiles also carry their object type, so a tile object
placed from them is typed automatically. The loader never depends on tile ids, only on ``kind``.
"""
from __future__ import annotations

import math
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402  (a tool, not part of the pure core)

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "levels" / "tiles"
SIZE = 64
S = 4  # supersampling
BIG = SIZE * S

PIECES = ("adventurer", "nemesis", "gem")


#: a map stores tile ids, so these never move: a kind added later gets the next free id after them
FIRST_TILES = ("crate", "boulder", "ice", "fire", "water", "adventurer", "nemesis", "gem")


def _tiles() -> tuple[str, ...]:
    from game.relics.kinds import RECORDS  # every block kind

    return FIRST_TILES + tuple(r.id for r in RECORDS if r.id not in FIRST_TILES)


TILES = _tiles()


def _surf() -> pygame.Surface:
    return pygame.Surface((BIG, BIG), pygame.SRCALPHA)


def _shade(c, f):
    return tuple(max(0, min(255, int(v * f))) for v in c[:3]) + tuple(c[3:])


def _poly(s, color, pts):
    pygame.draw.polygon(s, color, [(x * S, y * S) for x, y in pts])


def crate() -> pygame.Surface:
    s = _surf()
    wood, dark, light = (176, 118, 62), (104, 64, 30), (214, 160, 96)
    pygame.draw.rect(s, dark, (2 * S, 2 * S, 60 * S, 60 * S), border_radius=4 * S)
    pygame.draw.rect(s, wood, (6 * S, 6 * S, 52 * S, 52 * S), border_radius=2 * S)
    rng = random.Random(3)
    for i in range(5):  # planks with grain
        y = (6 + i * 10.4) * S
        pygame.draw.line(s, _shade(wood, 0.78), (6 * S, y), (58 * S, y), S)
        for _ in range(3):
            gx = rng.randint(8, 52) * S
            pygame.draw.line(s, _shade(wood, 0.88), (gx, y + 3 * S), (gx + rng.randint(4, 9) * S, y + 3 * S), S)
    # frame and the diagonal brace
    for r in ((6, 6, 52, 7), (6, 51, 52, 7), (6, 6, 7, 52), (51, 6, 7, 52)):
        pygame.draw.rect(s, light, [v * S for v in r])
        pygame.draw.rect(s, dark, [v * S for v in r], S)
    _poly(s, light, [(13, 46), (18, 51), (51, 18), (46, 13)])
    pygame.draw.polygon(s, dark, [(x * S, y * S) for x, y in [(13, 46), (18, 51), (51, 18), (46, 13)]], S)
    for x, y in ((9.5, 9.5), (54.5, 9.5), (9.5, 54.5), (54.5, 54.5)):  # nails
        pygame.draw.circle(s, (70, 60, 55), (x * S, y * S), 1.6 * S)
        pygame.draw.circle(s, (200, 190, 180), (x * S - S // 2, y * S - S // 2), 0.6 * S)
    return s


def boulder() -> pygame.Surface:
    s = _surf()
    cx, cy, r = 32 * S, 34 * S, 27 * S
    pygame.draw.circle(s, (40, 36, 34, 110), (cx + 2 * S, cy + 3 * S), r)  # shadow
    for i in range(r, 0, -S):  # shaded sphere: light from the upper left
        t = i / r
        col = (int(90 + 95 * (1 - t)), int(86 + 90 * (1 - t)), int(82 + 84 * (1 - t)))
        off = (1 - t) * 9 * S
        pygame.draw.circle(s, col, (cx - off, cy - off), i)
    pygame.draw.circle(s, (52, 48, 46), (cx, cy), r, 2 * S)
    rng = random.Random(11)
    for _ in range(7):  # speckles
        a, d = rng.uniform(0, 6.28), rng.uniform(0, 20) * S
        pygame.draw.circle(s, (120, 114, 108), (cx + math.cos(a) * d, cy + math.sin(a) * d), rng.uniform(1, 2.2) * S)
    pygame.draw.lines(s, (70, 64, 60), False, [(cx + 6 * S, cy - 14 * S), (cx + 2 * S, cy - 6 * S),
                                                 (cx + 7 * S, cy + 1 * S), (cx + 4 * S, cy + 8 * S)], S + 2)
    pygame.draw.ellipse(s, (235, 232, 226, 150), (cx - 18 * S, cy - 20 * S, 12 * S, 8 * S))
    return s


def ice() -> pygame.Surface:
    s = _surf()
    body = (150, 215, 245, 175)
    pygame.draw.rect(s, body, (4 * S, 4 * S, 56 * S, 56 * S), border_radius=6 * S)
    _poly(s, (205, 240, 255, 190), [(4, 10), (10, 4), (54, 4), (60, 10), (48, 16), (16, 16)])  # top face
    _poly(s, (110, 180, 225, 170), [(48, 16), (60, 10), (60, 54), (48, 60)])  # side face
    pygame.draw.rect(s, (235, 250, 255, 230), (4 * S, 4 * S, 56 * S, 56 * S), S + 1, border_radius=6 * S)
    for x0 in (16, 26):  # shine streaks
        pygame.draw.line(s, (255, 255, 255, 200), (x0 * S, 48 * S), ((x0 + 14) * S, 24 * S), 2 * S)
    pygame.draw.line(s, (255, 255, 255, 140), (12 * S, 40 * S), (18 * S, 30 * S), S)
    pygame.draw.lines(s, (90, 160, 210, 200), False, [(38 * S, 56 * S), (34 * S, 46 * S), (40 * S, 40 * S)], S)
    return s


def fire() -> pygame.Surface:
    s = _surf()
    pygame.draw.ellipse(s, (60, 30, 20, 120), (10 * S, 52 * S, 44 * S, 9 * S))  # scorch
    layers = [((200, 40, 20), 1.0), ((240, 110, 20), 0.78), ((255, 200, 60), 0.52), ((255, 245, 200), 0.28)]
    for color, k in layers:
        pts = []
        n = 40
        for i in range(n + 1):
            t = i / n  # around a flame outline: tongues at the top
            ang = math.pi * t
            x = 32 - math.cos(ang) * 24 * k
            base = 58
            height = (46 * k) * (0.55 + 0.45 * abs(math.sin(ang * 3 + 0.4))) * math.sin(ang) ** 0.6
            pts.append((x, base - height))
        pts.append((32 + 24 * k, 58))
        pts.append((32 - 24 * k, 58))
        _poly(s, color, pts)
    for x, y, r in ((20, 14, 1.6), (44, 10, 1.3), (36, 6, 1.0)):  # sparks
        pygame.draw.circle(s, (255, 210, 90), (x * S, y * S), r * S)
    return s


def water() -> pygame.Surface:
    s = _surf()
    pygame.draw.rect(s, (96, 78, 58), (0, 0, BIG, BIG), border_radius=6 * S)  # stone rim
    pygame.draw.rect(s, (28, 92, 160), (4 * S, 4 * S, 56 * S, 56 * S), border_radius=4 * S)
    for i in range(56 * S):  # depth gradient
        t = i / (56 * S)
        pygame.draw.line(s, (int(40 + 30 * t), int(120 - 40 * t), int(190 - 40 * t)), (4 * S, 4 * S + i),
                         (60 * S - 1, 4 * S + i))
    for row, y in enumerate((16, 30, 44)):
        pts = [((6 + i) * S, (y + 2.5 * math.sin((i + row * 7) / 4.5)) * S) for i in range(0, 53)]
        pygame.draw.lines(s, (180, 225, 250), False, pts, S + 1)
    pygame.draw.rect(s, (60, 48, 36), (4 * S, 4 * S, 56 * S, 56 * S), S, border_radius=4 * S)
    return s


def meeple(color) -> pygame.Surface:
    s = _surf()
    dark = _shade(color, 0.55)
    light = _shade(color, 1.25)
    pygame.draw.ellipse(s, (0, 0, 0, 90), (14 * S, 54 * S, 36 * S, 8 * S))
    outline = [(32, 4), (40, 8), (42, 16), (38, 22), (56, 28), (58, 36), (42, 36), (48, 58), (36, 58), (32, 46),
               (28, 58), (16, 58), (22, 36), (6, 36), (8, 28), (26, 22), (22, 16), (24, 8)]
    _poly(s, dark, [(x + 1, y + 1) for x, y in outline])
    _poly(s, color, outline)
    pygame.draw.circle(s, color, (32 * S, 13 * S), 9.5 * S)
    pygame.draw.circle(s, light, (29 * S, 10 * S), 3.5 * S)
    pygame.draw.polygon(s, dark, [(x * S, y * S) for x, y in outline], S + 1)
    return s


def adventurer() -> pygame.Surface:
    return meeple((70, 170, 70))


def nemesis() -> pygame.Surface:
    return meeple((235, 125, 30))


def gem() -> pygame.Surface:
    s = _surf()
    pygame.draw.ellipse(s, (0, 0, 0, 80), (16 * S, 52 * S, 32 * S, 7 * S))
    top, mid, bot = 14, 26, 54
    crown = [(18, top), (46, top), (56, mid), (32, bot), (8, mid)]
    _poly(s, (200, 20, 60), crown)
    _poly(s, (240, 80, 110), [(18, top), (46, top), (40, mid), (24, mid)])
    _poly(s, (255, 150, 170), [(18, top), (24, mid), (8, mid)])
    _poly(s, (170, 10, 45), [(46, top), (56, mid), (40, mid)])
    _poly(s, (150, 0, 40), [(40, mid), (56, mid), (32, bot)])
    _poly(s, (225, 50, 85), [(24, mid), (40, mid), (32, bot)])
    pygame.draw.polygon(s, (90, 0, 25), [(x * S, y * S) for x, y in crown], S + 1)
    pygame.draw.circle(s, (255, 255, 255), (22 * S, 19 * S), 2 * S)
    for x, y in ((50, 8), (12, 40)):  # sparkle
        pygame.draw.line(s, (255, 250, 220), ((x - 3) * S, y * S), ((x + 3) * S, y * S), S)
        pygame.draw.line(s, (255, 250, 220), (x * S, (y - 3) * S), (x * S, (y + 3) * S), S)
    return s


DRAW = {"crate": crate, "boulder": boulder, "ice": ice, "fire": fire, "water": water,
        "adventurer": adventurer, "nemesis": nemesis, "gem": gem}


def from_game_art(kind: str) -> pygame.Surface:
    """A kind with no editor drawing of its own: the game's own sprite of it (its art lives in
    ``game/relics/view/sprites.py``), fitted into the tile."""
    from game.relics.view.sprites import bank

    img = bank(BIG // 2).block(kind)
    k = min((BIG - 8 * S) / img.get_width(), (BIG - 8 * S) / img.get_height())
    img = pygame.transform.smoothscale(img, (int(img.get_width() * k), int(img.get_height() * k)))
    s = _surf()
    s.blit(img, img.get_rect(center=(BIG // 2, BIG // 2)))
    return s


def draw(name: str) -> pygame.Surface:
    return DRAW[name]() if name in DRAW else from_game_art(name)


def project_text(text: str) -> str:
    """``levels/relics.tiled-project`` with its ``kind`` enum listing every tile's kind."""
    import json

    project = json.loads(text)
    for t in project["propertyTypes"]:
        if t["name"] == "kind":
            t["values"] = list(TILES)
    return json.dumps(project, indent=4) + "\n"


def tsx_text() -> str:
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             f'<tileset version="1.8" tiledversion="1.8.2" name="relics" tilewidth="{SIZE}" tileheight="{SIZE}" '
             f'tilecount="{len(TILES)}" columns="0">',
             ' <grid orientation="orthogonal" width="1" height="1"/>']
    for i, name in enumerate(TILES):
        typ = f' type="{name}"' if name in PIECES else ""
        lines.append(f' <tile id="{i}"{typ}>')
        lines.append('  <properties>')
        lines.append(f'   <property name="kind" type="string" propertytype="kind" value="{name}"/>')
        lines.append('  </properties>')
        lines.append(f'  <image width="{SIZE}" height="{SIZE}" source="{name}.png"/>')
        lines.append(' </tile>')
    lines.append('</tileset>')
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m tools.make_tileset",
                                     description="draw the Relics tileset (64x64 PNGs and relics.tsx)")
    parser.add_argument("out", nargs="?", type=Path, default=OUT, metavar="FOLDER",
                        help=f"where to write them (default: {OUT.relative_to(ROOT)})")
    out = parser.parse_args(sys.argv[1:] if argv is None else argv).out
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        parser.error(f"cannot write to {out}: {exc.strerror or exc}")
    if not pygame.display.get_init():
        pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    for name in TILES:
        big = draw(name)
        small = pygame.transform.smoothscale(big, (SIZE, SIZE))
        pygame.image.save(small, str(out / f"{name}.png"))
    (out / "relics.tsx").write_text(tsx_text(), encoding="utf-8")
    project = out.parent / "relics.tiled-project"
    if project.is_file():  # the kind enum of the Tiled project beside the tiles
        project.write_text(project_text(project.read_text(encoding="utf-8")), encoding="utf-8")
    print(f"wrote {len(TILES)} tiles and relics.tsx to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
