"""Write each Relics map's opening view: the rotation that hides least, as the map property ``view``.

    python -m tools.write_view                  # every campaign level in levels/
    python -m tools.write_view levels/floor-2   # the maps in a folder (and its sub-folders)
    python -m tools.write_view 1-04.tmx --check # say what would change, write nothing (exit 1 if any)

The view is computed from the level's opening position by ``game.relics.view.occlusion.best_view``
(the painter's order: how much of every stack top, column, pool and piece the stacks in front
hide, pieces and pools weighing most). A map without ``view`` opens in the same computed view, so
writing it only fixes the choice in the file (and lets a designer override it by hand). Only the
``view`` property changes; the rest of the file stays byte-identical. No pygame.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.i18n import _  # noqa: E402
from game.relics.loader import LevelError, campaign_paths, load_level  # noqa: E402
from game.relics.tools import write_int_property  # noqa: E402
from game.relics.view.occlusion import best_view  # noqa: E402


def maps(paths: list[str]) -> list[Path]:
    if not paths:
        return campaign_paths()
    out: list[Path] = []
    for raw in paths:
        p = Path(raw)
        out.extend(sorted(p.rglob("*.tmx")) if p.is_dir() else [p])
    return out


def write_views(paths: list[Path], check: bool = False, out=print) -> int:
    """Write (or with ``check`` only report) every map's best view; the number that differed."""
    changed = 0
    for path in paths:
        try:
            level = load_level(path)
        except LevelError as exc:
            out(str(exc))
            changed += 1
            continue
        view = best_view(level)
        if level.view == view:
            continue
        changed += 1
        was = _("none") if level.view is None else str(level.view)
        if not check:
            write_int_property(path, "view", view)
        out(_("{name}  view {view} (was {was})").format(name=path.name, view=view, was=was))
    return changed


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.write_view", description=__doc__.split("\n")[0])
    ap.add_argument("paths", nargs="*", help=_("maps or folders (default: the campaign in levels/)"))
    ap.add_argument("--check", action="store_true", help=_("write nothing; exit 1 when a view would change"))
    args = ap.parse_args(argv)
    found = maps(args.paths)
    if not found:
        print(_("no maps found"))
        return 1
    changed = write_views(found, check=args.check)
    if not changed:
        print(_("{n} maps: every view is already the best").format(n=len(found)))
    return 1 if (changed and args.check) else 0


if __name__ == "__main__":
    raise SystemExit(main())
