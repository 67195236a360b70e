"""Draws any Kathmandu card from its data plus the card art table, and caches the result.

A card has two ends; each end shows one monument section (monument, position from the
bottom, colour or wild, points). An end face has: the deck's background, the monument banner
(upper left, as on the printed card) with the section's place ("2/4"), the section's slice of
the monument silhouette in the section's colour, the points badge and the colour's symbol.
Wilds show the prayer-flag stripes behind a dark silhouette and the star symbol.

Every face request is recorded in ``faces`` (card ids) so tests can check what a frame
showed; call ``begin_frame()`` at the start of each frame.
"""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.i18n import _, current_language
from game.kathmandu.view.art import CardArt, load_art
from game.ui.fonts import font
from game.ui.theme import lerp_color

SS = 3  # supersampling factor for smooth edges
#: painted faces kept (a table warms ~700-900 when it opens: ``face_warm``); beyond it the cache starts afresh
CACHE_LIMIT = 2500


def section_fields(section: Any) -> tuple[str, int, str, int]:
    """(monument, position, colour, points) of a section object, dict or such a tuple."""
    if isinstance(section, tuple) and not hasattr(section, "_fields") and len(section) == 4:
        return section
    if isinstance(section, dict):
        return (section["monument"], int(section["position"]), section["colour"], int(section.get("points", 0)))
    return (section.monument, int(section.position), section.colour, int(getattr(section, "points", 0)))


def card_fields(card: Any) -> tuple[Any, str, bool, tuple[Any, Any]]:
    """(id, deck, diamond, (end_a, end_b)) of a card object or dict."""
    if isinstance(card, dict):
        return card["id"], card.get("deck", "blue"), bool(card.get("diamond", False)), tuple(card["ends"])
    return card.id, getattr(card, "deck", "blue"), bool(getattr(card, "diamond", False)), tuple(card.ends)




class CardRenderer:
    def __init__(self, art: CardArt | None = None, symbols: bool = True) -> None:
        self.art = art or load_art()
        self.symbols = symbols
        self._cache: dict[tuple, pygame.Surface] = {}
        #: an end's background (deck, wild stripes, border) at its supersampled size: the same for
        #: every end of that deck and size, so painted once and copied (a third of an end's cost)
        self._grounds: dict[tuple, pygame.Surface] = {}
        self.faces: set[Any] = set()
        self.backs_drawn = 0

    # frame bookkeeping ---------------------------------------------------
    def begin_frame(self) -> None:
        self.faces = set()
        self.backs_drawn = 0

    def note_faces(self, ids) -> None:
        """A cached layer containing these faces was blitted this frame."""
        self.faces.update(ids)

    def set_symbols(self, on: bool) -> None:
        if on != self.symbols:
            self.symbols = on
            self._cache.clear()

    def forget_other_languages(self) -> None:
        """Drop the faces painted in another language (they hold words): after a language change."""
        lang = current_language()
        for key in [k for k in self._cache if k[0] != lang]:
            del self._cache[key]

    def forget_ends(self, sizes, grounds: bool = False) -> None:
        """Drop the ends painted at ``sizes`` (those only a whole card is composed from, once the
        cards are painted: memory); ``grounds``: the kept end backgrounds too."""
        sizes = {tuple(z) for z in sizes}
        for key in [k for k in self._cache if k[1][0] == "end" and k[1][2] in sizes]:
            del self._cache[key]
        if grounds:
            self._grounds.clear()

    def has(self, key: tuple) -> bool:
        """Whether the face ``key`` (as ``_get`` is asked for it) is painted already."""
        return (current_language(), key) in self._cache

    def _get(self, key, make):
        key = (current_language(), key)  # a face holds words (its monument's name)
        surf = self._cache.get(key)
        if surf is None:
            if len(self._cache) > CACHE_LIMIT:
                self._cache.clear()
            surf = make()
            if pygame.display.get_surface() is not None:
                surf = surf.convert_alpha()
            self._cache[key] = surf
        return surf

    # public drawing --------------------------------------------------------
    def end(self, section: Any, size: tuple[int, int], deck: str = "blue", card_id: Any = None,
            wild_as: str | None = None, points: int | None = None) -> pygame.Surface:
        """One end of a card (also a built section on a board). Records ``card_id`` as shown.
        ``points`` replaces the printed value (a holofoil Buddha scores as it is built, not its 0)."""
        if card_id is not None:
            self.faces.add(card_id)
        fields = section_fields(section)
        if points is not None:
            fields = fields[:3] + (points,)
        key = ("end", fields, size, deck, wild_as)
        return self._get(key, lambda: self._draw_end(fields, size, deck, wild_as))

    def card(self, card: Any, size: tuple[int, int], landscape: bool = False, flipped: bool = False,
             points: int | None = None) -> pygame.Surface:
        """The whole card face: both ends (portrait: one above the other; landscape: side by side).

        ``flipped`` puts the second end first (the end that would be built is the first one);
        ``points`` replaces the printed value of both ends (a holofoil Buddha: what it would score).
        """
        cid, deck, diamond, ends = card_fields(card)
        self.faces.add(cid)
        a, b = (ends[1], ends[0]) if flipped else (ends[0], ends[1])
        if points is not None:
            a, b = section_fields(a)[:3] + (points,), section_fields(b)[:3] + (points,)
        key = ("card", section_fields(a), section_fields(b), size, landscape, deck)
        return self._get(key, lambda: self._draw_card(a, b, size, landscape, deck))

    def back(self, deck: str, diamond: bool, size: tuple[int, int]) -> pygame.Surface:
        self.backs_drawn += 1
        return self._get(("back", deck, diamond, size), lambda: self._draw_back(deck, diamond, size))

    def symbol(self, colour: str, size: int, ring: bool = True) -> pygame.Surface:
        """A colour's symbol on a round badge (used by missions, goals, tooltips, wild choices)."""
        return self._get(("sym", colour, size, ring), lambda: self._draw_symbol_badge(colour, size, ring))

    def monument_icon(self, monument: str, colour: str | None, size: tuple[int, int],
                      colours: tuple[str | None, ...] | None = None) -> pygame.Surface:
        """The full silhouette of a monument (all slices stacked), for missions and goals.

        ``colours`` gives one colour per section from the bottom (None = any colour, grey).
        """
        n = self.art.monuments[monument].sections
        cols = tuple(colours) if colours is not None else tuple([colour] * n)
        return self._get(("icon", monument, cols, size), lambda: self._draw_icon(monument, cols, size))

    # drawing ---------------------------------------------------------------
    def _poly(self, surf, shape, rect, colours) -> None:
        x, y, w, h = rect
        pts = [(x + px * w, y + py * h) for px, py in shape.points]
        pygame.draw.polygon(surf, colours[shape.tone], pts)

    def _slice(self, surf, monument: str, position: int, colour: str, rect, outline: bool = True) -> None:
        m = self.art.monuments[monument]
        if colour in self.art.mission_tones:
            tones = self.art.mission_tones[colour]
        else:
            c = self.art.colour(colour)
            tones = {"fill": c.fill, "dark": c.dark, "light": c.light}
        shapes = m.slices[max(0, min(m.sections, position) - 1)]
        if outline:
            x, y, w, h = rect
            shadow = {"fill": (40, 28, 20), "dark": (40, 28, 20), "light": (40, 28, 20)}
            for off in ((-SS, 0), (SS, 0), (0, -SS), (0, SS)):
                for s in shapes:
                    self._poly(surf, s, (x + off[0], y + off[1], w, h), shadow)
        for s in shapes:
            self._poly(surf, s, rect, tones)

    def _symbol(self, surf, colour: str, rect, ink) -> None:
        c = self.art.colour(colour)
        for s in self.art.symbols[c.symbol]:
            self._poly(surf, s, rect, {"fill": ink, "dark": ink, "light": ink})

    def _badge_symbol(self, surf, colour: str, centre, radius) -> None:
        c = self.art.colour(colour)
        cx, cy = centre
        pygame.draw.circle(surf, (40, 28, 20), (cx, cy), radius + SS)
        if colour == "wild":
            stripes = self.art.wild_stripes
            for i, col in enumerate(stripes):
                a0 = 2 * math.pi * i / len(stripes)
                a1 = 2 * math.pi * (i + 1) / len(stripes)
                pts = [(cx, cy)] + [(cx + radius * math.cos(a0 + (a1 - a0) * k / 6),
                                     cy + radius * math.sin(a0 + (a1 - a0) * k / 6)) for k in range(7)]
                pygame.draw.polygon(surf, col, pts)
            pygame.draw.circle(surf, c.fill, (cx, cy), int(radius * 0.72))
        else:
            pygame.draw.circle(surf, c.fill, (cx, cy), radius)
        r = radius * 0.62
        self._symbol(surf, colour, (cx - r, cy - r, 2 * r, 2 * r), c.ink)

    def _ground(self, size: tuple[int, int], deck_name: str, wild: bool, radius: int) -> pygame.Surface:
        """A new supersampled end surface with its background painted (a copy of the cached one)."""
        key = (size, deck_name, wild, radius)
        base = self._grounds.get(key)
        if base is None:
            if len(self._grounds) > 48:
                self._grounds.clear()
            base = pygame.Surface(size, pygame.SRCALPHA)
            self._background(base, deck_name, wild, radius)
            self._grounds[key] = base
        return base.copy()

    def _background(self, surf, deck_name: str, wild: bool, radius: int) -> None:
        w, h = surf.get_size()
        d = self.art.deck(deck_name)
        body = pygame.Surface((w, h), pygame.SRCALPHA)
        for yy in range(0, h, SS):
            pygame.draw.rect(body, lerp_color(d["top"], d["bottom"], yy / max(1, h)), (0, yy, w, SS))
        step = max(6 * SS, w // 6)
        for k in range(-h, w + h, step):  # a quiet lattice, like the printed card's texture
            pygame.draw.line(body, d["pattern"], (k, 0), (k + h, h), SS // 2 + 1)
            pygame.draw.line(body, d["pattern"], (k + h, 0), (k, h), SS // 2 + 1)
        if wild or d.get("rainbow"):
            stripes = self.art.wild_stripes
            band = max(1, h // (len(stripes) * 2))
            for i in range(len(stripes) * 2):
                col = lerp_color(stripes[i % len(stripes)], (255, 255, 255), 0.35)
                pygame.draw.rect(body, col, (0, i * band, w, band))
        if d.get("shine"):
            for k in range(0, w + h, 9 * SS):
                pygame.draw.line(body, (255, 255, 255), (k, 0), (k - h // 2, h), 2 * SS)
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
        body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(body, (0, 0))
        border = d["border"]
        if d.get("rainbow"):
            border = (96, 64, 120)
        pygame.draw.rect(surf, border, (0, 0, w, h), max(SS, w // 40), border_radius=radius)

    def _draw_end(self, fields, size, deck: str, wild_as: str | None) -> pygame.Surface:
        monument, position, colour, points = fields
        w, h = size[0] * SS, size[1] * SS
        wild = colour == "wild"
        radius = max(2, min(w, h) // 10)
        surf = self._ground((w, h), deck, wild, radius)
        m = self.art.monuments.get(monument)
        compact = size[1] < 44 or size[0] < 44
        pad = max(2, w // 16)
        # monument banner, upper left
        banner_h = 0 if compact else max(10 * SS, h // 6)
        txt, label = None, ""
        if banner_h:
            base = _(m.label) if m else monument
            room = w - 2 * (min(w, h) // 6) - 2 * pad - SS
            txt = None
            for label in ((f"{base} {position}/{m.sections}", base) if m and m.sections > 1 else (base,)):
                for fs in range(max(7, banner_h // SS - 3), 6, -1):
                    cand = font(fs, True).render(label, True, self.art.banner["text"])
                    if cand.get_width() * SS <= room:
                        txt = pygame.transform.smoothscale_by(cand, SS)
                        break
                if txt is not None:
                    break
            if txt is None:
                txt = pygame.transform.smoothscale_by(font(7, True).render(base[:4], True, self.art.banner["text"]), SS)
            bw = min(room + 2 * pad, txt.get_width() + 3 * pad)
            pygame.draw.rect(surf, self.art.banner["fill"], (0, pad, bw, banner_h),
                             border_top_right_radius=banner_h // 2, border_bottom_right_radius=banner_h // 2)
            surf.blit(txt, (pad + SS, pad + (banner_h - txt.get_height()) // 2),
                      area=pygame.Rect(0, 0, bw - pad - SS, txt.get_height()))
        written = txt is not None and banner_h and m is not None and m.sections > 1 and str(position) in label
        # the section's place in its monument: pips on the right edge (bottom first), and written
        # out ("3/4") at the foot when the banner could not hold it
        if m and m.sections > 1 and written:
            pr = max(2 * SS, min(w, h) // 18)
            px = w - pad // 2 - pr - SS
            for k in range(m.sections):
                py = h - pad // 2 - pr - SS - k * (2 * pr + SS * 2)
                pygame.draw.circle(surf, self.art.banner["fill"], (px, py), pr + SS)
                pygame.draw.circle(surf, self.art.badge["fill"] if k + 1 == position else (150, 140, 130), (px, py), pr)
        # silhouette slice
        top = pad + banner_h + (pad // 2 if banner_h else 0)
        bottom = h - pad
        avail_h = bottom - top
        sw = min(w - 2 * pad, int(avail_h * 1.25))
        sx = (w - sw) // 2
        colour_for_art = wild_as if (wild and wild_as) else colour
        if m:
            self._slice(surf, monument, position, colour_for_art, (sx, top, sw, avail_h))
        if m and m.sections > 1 and not written:  # over the silhouette: never hidden
            fs = max(7, min(w, h) // (4 * SS))
            lv = pygame.transform.smoothscale_by(font(fs, True).render(f"{position}/{m.sections}", True,
                                                                      self.art.banner["text"]), SS)
            lr = lv.get_rect(bottomright=(w - pad // 2 - SS, h - pad // 2))
            pygame.draw.rect(surf, self.art.banner["fill"], lr.inflate(2 * SS, 0), border_radius=2 * SS)
            surf.blit(lv, lr)
        # points badge, upper right
        r = max(5 * SS, min(w, h) // (5 if compact else 6))
        bx, by = w - r - pad // 2 - SS, r + pad // 2 + SS
        pygame.draw.circle(surf, self.art.badge["ring"], (bx, by), r + SS)
        pygame.draw.circle(surf, self.art.badge["fill"], (bx, by), r)
        f = font(max(7, int(r * 1.2 / SS)), True)
        pt = pygame.transform.smoothscale_by(f.render(str(points), True, self.art.badge["text"]), SS)
        surf.blit(pt, pt.get_rect(center=(bx, by + SS // 2)))
        # colour symbol, lower left (and the chosen colour of a fixed wild)
        if self.symbols or wild:
            sr = max(5 * SS, min(w, h) // (5 if compact else 6))
            self._badge_symbol(surf, "wild" if wild else colour, (sr + pad // 2 + SS, h - sr - pad // 2 - SS), sr)
            if wild and wild_as and self.symbols:
                self._badge_symbol(surf, wild_as, (sr * 3 + pad + SS, h - sr - pad // 2 - SS), int(sr * 0.8))
        return pygame.transform.smoothscale(surf, size)

    def _draw_card(self, a, b, size, landscape: bool, deck: str) -> pygame.Surface:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        if landscape:
            ew = w // 2
            surf.blit(self._get(("end", section_fields(a), (ew, h), deck, None),
                                lambda: self._draw_end(section_fields(a), (ew, h), deck, None)), (0, 0))
            surf.blit(self._get(("end", section_fields(b), (w - ew, h), deck, None),
                                lambda: self._draw_end(section_fields(b), (w - ew, h), deck, None)), (ew, 0))
            pygame.draw.line(surf, (60, 40, 30), (ew, 3), (ew, h - 4), 1)
        else:
            eh = h // 2
            surf.blit(self._get(("end", section_fields(a), (w, eh), deck, None),
                                lambda: self._draw_end(section_fields(a), (w, eh), deck, None)), (0, 0))
            surf.blit(self._get(("end", section_fields(b), (w, h - eh), deck, None),
                                lambda: self._draw_end(section_fields(b), (w, h - eh), deck, None)), (0, eh))
            pygame.draw.line(surf, (60, 40, 30), (3, eh), (w - 4, eh), 1)
        return surf

    def _draw_back(self, deck: str, diamond: bool, size) -> pygame.Surface:
        w, h = size[0] * SS, size[1] * SS
        b = self.art.backs.get(deck) or self.art.backs["blue"]
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(2, min(w, h) // 12)
        pygame.draw.rect(surf, (30, 20, 14), (0, 0, w, h), border_radius=radius)
        pygame.draw.rect(surf, b["fill"], (SS, SS, w - 2 * SS, h - 2 * SS), border_radius=radius)
        inset = max(3 * SS, min(w, h) // 10)
        pygame.draw.rect(surf, b["inner"], (inset, inset, w - 2 * inset, h - 2 * inset), border_radius=radius)
        pygame.draw.rect(surf, b["ornament"], (inset, inset, w - 2 * inset, h - 2 * inset), SS, border_radius=radius)
        cx, cy = w // 2, h // 2
        rr = min(w, h) // 3
        for k in range(8):  # a lotus mandala
            ang = math.pi * k / 4
            px, py = cx + rr * 0.55 * math.cos(ang), cy + rr * 0.55 * math.sin(ang)
            pygame.draw.circle(surf, b["ornament"], (px, py), rr * 0.42, SS)
        pygame.draw.circle(surf, b["ornament"], (cx, cy), rr, SS)
        pygame.draw.circle(surf, b["ornament"], (cx, cy), rr // 3)
        if diamond:
            d = self.art.backs["diamond"]
            dw = min(w, h) // 4
            ox, oy = cx - dw // 2, inset + SS * 2
            pts = [(ox + px * dw, oy + py * dw) for px, py in d["shape"]]
            pygame.draw.polygon(surf, d["ring"], [(x, y) for x, y in pts], 0)
            inner = [(cx + (x - cx) * 0.7, oy + dw / 2 + (y - oy - dw / 2) * 0.7) for x, y in pts]
            pygame.draw.polygon(surf, d["fill"], inner)
        return pygame.transform.smoothscale(surf, size)

    def _draw_symbol_badge(self, colour: str, size: int, ring: bool) -> pygame.Surface:
        s = size * SS
        surf = pygame.Surface((s, s), pygame.SRCALPHA)
        self._badge_symbol(surf, colour, (s // 2, s // 2), s // 2 - SS)
        return pygame.transform.smoothscale(surf, (size, size))

    def _draw_icon(self, monument: str, cols, size) -> pygame.Surface:
        m = self.art.monuments[monument]
        w, h = size[0] * SS, size[1] * SS
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        n = m.sections
        # every slice keeps its shape (about 1.3 wide per 1 high; a one-piece Buddha about square),
        # so a Buddha in a tall box sits at the foot instead of being stretched to the box's height
        aspect = 1.3 if n > 1 else 1.0
        sh = min(h / n, w / aspect)
        sw = min(w, sh * aspect)
        x = (w - sw) / 2
        for pos in range(1, n + 1):
            col = cols[pos - 1] if pos - 1 < len(cols) else None
            y = h - pos * sh
            self._slice(surf, monument, pos, col or "any", (x, y, sw, sh))
        return pygame.transform.smoothscale(surf, size)
