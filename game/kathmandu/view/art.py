"""The card art table (``assets/kathmandu/card_art.json``): loaded and checked, no pygame.

The look of every card is data: a background per deck, one silhouette slice per monument
section (stacked slices of a monument make its whole picture), a symbol for every colour so
nothing depends on telling colours apart, the points badge and the backs. A broken table gives
one clear line naming the key, never a traceback.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
ART_PATH = ROOT / "assets" / "kathmandu" / "card_art.json"

Colour = tuple[int, int, int]
TONES = ("fill", "dark", "light")


class ArtError(ValueError):
    """The card art table is broken; the message names the file and the key."""


@dataclass(frozen=True)
class Shape:
    points: tuple[tuple[float, float], ...]
    tone: str


@dataclass(frozen=True)
class ColourArt:
    name: str
    label: str
    element: str
    symbol: str
    fill: Colour
    dark: Colour
    light: Colour
    ink: Colour


@dataclass(frozen=True)
class MonumentArt:
    name: str
    label: str
    sections: int
    slices: tuple[tuple[Shape, ...], ...]


@dataclass(frozen=True)
class CardArt:
    colours: dict[str, ColourArt]
    symbols: dict[str, tuple[Shape, ...]]
    monuments: dict[str, MonumentArt]
    decks: dict[str, dict[str, Any]]
    wild_stripes: tuple[Colour, ...]
    badge: dict[str, Colour]
    banner: dict[str, Colour]
    backs: dict[str, dict[str, Any]]
    mission_tones: dict[str, dict[str, Colour]]

    def colour(self, name: str) -> ColourArt:
        return self.colours.get(name) or self.colours["wild"]

    def deck(self, name: str) -> dict[str, Any]:
        return self.decks.get(name) or self.decks["blue"]


def _rgb(value: Any, where: str) -> Colour:
    if (not isinstance(value, list) or len(value) != 3
            or not all(isinstance(c, int) and 0 <= c <= 255 for c in value)):
        raise ArtError(f"{where}: expected [r, g, b] with 0-255 values, got {value!r}")
    return (value[0], value[1], value[2])


def _shapes(items: Any, where: str) -> tuple[Shape, ...]:
    if not isinstance(items, list) or not items:
        raise ArtError(f"{where}: expected a non-empty list of shapes")
    out = []
    for i, item in enumerate(items):
        pts = item.get("poly") if isinstance(item, dict) else None
        tone = item.get("tone", "fill") if isinstance(item, dict) else None
        if not isinstance(pts, list) or len(pts) < 3:
            raise ArtError(f"{where}[{i}]: a shape needs \"poly\" with at least 3 points")
        if tone not in TONES:
            raise ArtError(f"{where}[{i}]: tone must be one of {', '.join(TONES)}, got {tone!r}")
        clean = []
        for p in pts:
            if (not isinstance(p, list) or len(p) != 2
                    or not all(isinstance(v, (int, float)) and -0.01 <= v <= 1.01 for v in p)):
                raise ArtError(f"{where}[{i}]: points are [x, y] inside the unit box, got {p!r}")
            clean.append((float(p[0]), float(p[1])))
        out.append(Shape(tuple(clean), tone))
    return tuple(out)


def parse_art(raw: Any, source: str = "card_art.json") -> CardArt:
    if not isinstance(raw, dict):
        raise ArtError(f"{source}: the top level must be an object")
    try:
        symbols = {name: _shapes(shapes, f"{source}: symbols.{name}") for name, shapes in raw["symbols"].items()}
        colours: dict[str, ColourArt] = {}
        for name, c in raw["colours"].items():
            w = f"{source}: colours.{name}"
            if c.get("symbol") not in symbols:
                raise ArtError(f"{w}.symbol: unknown symbol {c.get('symbol')!r}")
            colours[name] = ColourArt(name, str(c["label"]), str(c.get("element", "")), c["symbol"],
                                      _rgb(c["fill"], f"{w}.fill"), _rgb(c["dark"], f"{w}.dark"),
                                      _rgb(c["light"], f"{w}.light"), _rgb(c["ink"], f"{w}.ink"))
        for needed in ("blue", "white", "red", "green", "yellow", "wild"):
            if needed not in colours:
                raise ArtError(f"{source}: colours.{needed} is missing")
        used = [c.symbol for n, c in colours.items()]
        if len(set(used)) != len(used):
            raise ArtError(f"{source}: every colour needs its own symbol (some share one)")
        monuments = {}
        for name, m in raw["monuments"].items():
            w = f"{source}: monuments.{name}"
            slices = tuple(_shapes(s, f"{w}.slices[{i}]") for i, s in enumerate(m["slices"]))
            if len(slices) != int(m["sections"]):
                raise ArtError(f"{w}: {m['sections']} sections but {len(slices)} slices")
            monuments[name] = MonumentArt(name, str(m["label"]), int(m["sections"]), slices)
        for needed in ("buddha", "shrine", "stupa", "pagoda"):
            if needed not in monuments:
                raise ArtError(f"{source}: monuments.{needed} is missing")
        decks = {}
        for name, d in raw["decks"].items():
            w = f"{source}: decks.{name}"
            decks[name] = dict(d, top=_rgb(d["top"], w + ".top"), bottom=_rgb(d["bottom"], w + ".bottom"),
                               border=_rgb(d["border"], w + ".border"), pattern=_rgb(d["pattern"], w + ".pattern"))
        for needed in ("blue", "red"):
            if needed not in decks:
                raise ArtError(f"{source}: decks.{needed} is missing")
        backs = {}
        for name, b in raw["backs"].items():
            w = f"{source}: backs.{name}"
            backs[name] = {k: (_rgb(v, f"{w}.{k}") if k != "shape" else v) for k, v in b.items()}
        stripes = tuple(_rgb(c, f"{source}: wild_stripes") for c in raw["wild_stripes"])
        badge = {k: _rgb(v, f"{source}: badge.{k}") for k, v in raw["badge"].items()}
        banner = {k: _rgb(v, f"{source}: banner.{k}") for k, v in raw["banner"].items()}
        tones = {name: {k: _rgb(v, f"{source}: mission_tones.{name}.{k}") for k, v in t.items()}
                 for name, t in raw["mission_tones"].items()}
    except KeyError as exc:
        raise ArtError(f"{source}: missing key {exc.args[0]!r}") from None
    except (AttributeError, TypeError) as exc:
        raise ArtError(f"{source}: wrong shape of data ({exc})") from None
    return CardArt(colours, symbols, monuments, decks, stripes, badge, banner, backs, tones)


_CACHE: dict[str, CardArt] = {}


def load_art(path: Path | str = ART_PATH) -> CardArt:
    key = str(path)
    if key not in _CACHE:
        try:
            raw = json.loads(Path(path).read_text(encoding="utf-8"))
        except OSError as exc:
            raise ArtError(f"{Path(path).name}: cannot read ({exc.strerror})") from None
        except ValueError as exc:
            raise ArtError(f"{Path(path).name}: not valid JSON ({exc})") from None
        _CACHE[key] = parse_art(raw, Path(path).name)
    return _CACHE[key]
