"""Durbar's colours: a Nepali temple palette (carved dark wood, brass, brick, vermilion), and the
one way both games mix two colours (``lerp_color``), darken / lighten one (``shade``) or pick
ink that reads on one (``ink_on``)."""
from __future__ import annotations

# palette -------------------------------------------------------------------------
NIGHT = (18, 12, 14)          # deepest background
WOOD_DARK = (43, 27, 20)      # carved wood in shadow
WOOD = (74, 46, 30)           # panels
WOOD_LIGHT = (112, 72, 44)    # raised wood, hover
BRICK = (128, 50, 36)         # temple brick
VERMILION = (196, 58, 38)     # sindoor red: danger, accents
SAFFRON = (232, 145, 40)      # marigold: highlights
BRASS = (201, 160, 82)        # rims, focus ring
BRASS_LIGHT = (240, 208, 128)
BRASS_DARK = (130, 96, 44)
CREAM = (246, 234, 208)       # text on wood
PARCHMENT = (226, 208, 170)
TEXT_DIM = (184, 160, 128)
JADE = (74, 150, 112)         # success
LAPIS = (52, 92, 160)         # information
SKY_TOP = (34, 22, 48)        # dusk sky
SKY_MID = (120, 52, 52)
SKY_LOW = (232, 136, 64)
SHADOW = (0, 0, 0)
PANEL = (44, 30, 24)          # a plain dark panel (the Kathmandu table's boxes) ...
PANEL_EDGE = (112, 82, 52)    # ... and its edge
#: the five prayer-flag colours, in their traditional order (blue, white, red, green, yellow)
FLAG_COLOURS = ((46, 96, 178), (236, 232, 220), (196, 52, 40), (40, 140, 84), (236, 190, 48))


def lerp_color(a, b, t: float) -> tuple[int, int, int]:
    """The colour ``t`` of the way from ``a`` to ``b`` (``t`` clamped to 0..1; truncated to ints)."""
    t = 0.0 if t < 0 else 1.0 if t > 1 else t
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]


def shade(colour, k: float) -> tuple[int, int, int]:
    """``colour`` with each channel multiplied by ``k`` (below 1 darker, above lighter), rounded, kept in 0..255."""
    return tuple(max(0, min(255, round(c * k))) for c in colour)  # type: ignore[return-value]


def ink_on(colour) -> tuple[int, int, int]:
    """Dark or light ink, whichever reads on ``colour`` (by its perceived brightness)."""
    r, g, b = colour
    return (30, 24, 20) if (r * 299 + g * 587 + b * 114) / 1000 > 150 else (250, 246, 236)
