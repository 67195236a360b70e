"""Draw ``docs/par-chart.png``: the par (fewest pushes) of every campaign level, one bar per level,
coloured by floor.  The only level tool that uses pygame, headless (SDL_VIDEODRIVER=dummy).

    python -m tools.levelgen.par_chart [--out docs/par-chart.png]
"""
from __future__ import annotations

import argparse
import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FLOOR_COLOURS = [(196, 150, 92), (140, 140, 150), (110, 190, 230), (232, 110, 60), (70, 120, 210)]
FLOOR_NAMES = ["crates", "+ boulders", "+ ice", "+ fire", "+ water"]


def draw(levels: list[tuple[str, int, int]], out: Path) -> None:
    """``levels``: (id, floor, par) in campaign order."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.font.init()
    W, H = 1200, 520
    left, right, top, bottom = 70, 20, 60, 70
    surf = pygame.Surface((W, H))
    surf.fill((250, 247, 240))
    fonts = ROOT / "assets" / "fonts"
    reg = next(iter(sorted(fonts.glob("DejaVuSans.ttf"))), None)
    bold = next(iter(sorted(fonts.glob("DejaVuSans-Bold.ttf"))), reg)
    f_small = pygame.font.Font(str(reg) if reg else None, 13)
    f_title = pygame.font.Font(str(bold) if bold else None, 22)
    ink = (40, 36, 30)
    top_par = max([p for _, _, p in levels] + [5])
    ymax = ((top_par + 5) // 5) * 5
    plot_w, plot_h = W - left - right, H - top - bottom
    # grid and y labels
    for v in range(0, ymax + 1, 5):
        y = top + plot_h - plot_h * v / ymax
        pygame.draw.line(surf, (220, 214, 200), (left, y), (W - right, y), 1)
        t = f_small.render(str(v), True, ink)
        surf.blit(t, (left - 8 - t.get_width(), y - t.get_height() / 2))
    n = max(1, len(levels))
    slot = plot_w / n
    # issue 12's finale targets: each floor's last three levels at par 10 or more (floor 5's last, 20)
    target = (200, 60, 50)
    for i, (lid, floor, _par) in enumerate(levels):
        no = int(lid.split("-")[-1])
        if no >= 8:
            need = 20 if (floor == 5 and no == 10) else 10
            y = top + plot_h - plot_h * need / ymax
            x = left + i * slot
            for dx in range(0, int(slot), 6):
                pygame.draw.line(surf, target, (x + dx, y), (min(x + dx + 3, x + slot), y), 2)
    t = f_small.render("- - finale target (par 10; 5-10: 20)", True, target)
    surf.blit(t, (W - right - t.get_width(), 22))
    for i, (lid, floor, par) in enumerate(levels):
        x = left + i * slot
        h = plot_h * par / ymax
        col = FLOOR_COLOURS[(floor - 1) % len(FLOOR_COLOURS)]
        pygame.draw.rect(surf, col, pygame.Rect(round(x + slot * 0.15), round(top + plot_h - h),
                                                max(1, round(slot * 0.7)), round(h)))
        if par:
            t = f_small.render(str(par), True, ink)
            surf.blit(t, (x + slot / 2 - t.get_width() / 2, top + plot_h - h - t.get_height() - 1))
        if lid.endswith("01") or lid.endswith("-1"):
            pygame.draw.line(surf, (160, 150, 130), (x, top), (x, top + plot_h), 1)
            t = f_small.render(f"Floor {floor}: {FLOOR_NAMES[(floor - 1) % 5]}", True, ink)
            surf.blit(t, (x + 4, top + plot_h + 24))
        if i % 2 == 0:
            t = f_small.render(lid.split("-")[-1], True, (110, 100, 90))
            surf.blit(t, (x + slot / 2 - t.get_width() / 2, top + plot_h + 4))
    pygame.draw.line(surf, ink, (left, top + plot_h), (W - right, top + plot_h), 2)
    pygame.draw.line(surf, ink, (left, top), (left, top + plot_h), 2)
    title = f_title.render("Relics of Rajavihara - par (fewest pushes) per campaign level", True, ink)
    surf.blit(title, (left, 16))
    lab = f_small.render("pushes", True, ink)
    surf.blit(pygame.transform.rotate(lab, 90), (14, top + plot_h / 2 - lab.get_width() / 2))
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surf, str(out))
    pygame.font.quit()


def campaign() -> list[tuple[str, int, int]]:
    from game.relics.loader import campaign_paths, load_level

    rows = []
    for p in campaign_paths():
        lv = load_level(p)
        rows.append((f"{lv.floor}-{lv.level:02d}", lv.floor, lv.par or 0))
    return rows


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="draw the campaign par chart")
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "par-chart.png")
    a = ap.parse_args(argv)
    draw(campaign(), a.out)
    print(a.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
