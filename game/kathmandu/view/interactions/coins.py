"""Coins on the mat: the bid, and the bid manipulation (jump your coin, or swap it)."""
from __future__ import annotations

from game.i18n import _
from game.kathmandu.view.interactions.base import Button, Interaction


class _CoinPlay(Interaction):
    """Pick up one of your coins (drag it, or click it then a spot)."""

    def _spot_id(self, idx: int) -> str:
        return self.table.t_tables.spots[idx].id

    def _spot_idx(self, sid: str) -> int:
        return self.table.t_tables.spot_index[sid]

    def _may_lift(self, value: int) -> bool:
        return True

    def press(self, pos) -> bool:
        t = self.table
        me = t.model.seats[t.viewer]
        for v, rect in enumerate(t.layout.coins):
            if rect.inflate(6, 6).collidepoint(pos) and v in me.coins:
                if not self._may_lift(v):
                    t.sound("error")
                    return True
                self.drag = {"what": "coin", "value": v, "pos": pos, "start": pos}
                self.selected = {"what": "coin", "value": v}
                t.sound("click")
                return True
        spot = t.geom.spot_at(pos)
        if spot is None:
            return False
        if self.selected and self.selected["what"] == "coin":
            self.drop_coin(self.selected["value"], spot)
            return True
        return self.press_spot(spot, pos)

    def press_spot(self, spot: str, pos) -> bool:
        return False

    def drop(self, drag: dict, pos) -> None:
        t = self.table
        spot = t.geom.spot_at(pos, slack=12)
        if drag["what"] == "coin":
            if spot is not None:
                self.drop_coin(drag["value"], spot, dragged=True)
            elif t.layout.own.collidepoint(pos):
                self.selected = None

    def drop_coin(self, value: int, spot: str, dragged: bool = False) -> None:
        raise NotImplementedError

    # highlights --------------------------------------------------------------------------
    def coin_glow(self, value: int) -> str | None:
        if not any(c.kind in ("bid", "swap") and c.coin == value for c in self.decision.choices()):
            return None
        sel = self.selected and self.selected["what"] == "coin" and self.selected["value"] == value
        return "selected" if sel else "pulse"

    def held_coin(self) -> int | None:
        return self.drag["value"] if self.drag and self.drag["what"] == "coin" else None

    def draw_ghost(self, surface) -> None:
        drag = self.drag
        if drag and self.moved(drag, drag["pos"]):
            img = self.table.coin_surf(self.table.viewer, drag["value"], 17)
            surface.blit(img, img.get_rect(center=drag["pos"]))


class BidPlay(_CoinPlay):
    kinds = ("bid",)

    def prompt(self) -> str:
        t = self.table
        if t.n == 2:
            return _("Your bid (two-player: two bids a round): drag a coin onto a glowing spot.")
        face = _("face up") if t.model.face_up or t.n == 1 else _("face down")
        return _("Your bid: drag a coin onto a glowing bid spot ({face}), or click a coin then a spot.").format(face=face)

    def _may_lift(self, value: int) -> bool:
        return any(c.kind == "bid" and c.coin == value for c in self.decision.choices())

    def drop_coin(self, value: int, spot: str, dragged: bool = False) -> None:
        t = self.table
        idx = self._spot_idx(spot)
        ok = [c for c in self.decision.choices() if c.kind == "bid" and c.coin == value and c.spot == idx]
        if not ok:
            t.say(self.why_not(spot, value), bad=True)
            t.sound("error")
            return
        t.apply(ok[0], dragged=dragged)

    def why_not(self, spot: str, value: int) -> str:
        m = self.table.model
        if spot in m.bids:
            return _("Spot {spot} already has a coin (one coin per spot).").format(spot=spot)
        debris = sum(1 for x in m.stacks.get(spot, []) if x < 10)
        if debris and value <= debris:
            return _("Spot {spot} holds {n} debris: your coin must be worth more than {n}.").format(spot=spot, n=debris)
        return _("Spot {spot} is not in use now.").format(spot=spot)

    def spot_glows(self) -> set[str]:
        v = None
        if self.drag and self.drag["what"] == "coin":
            v = self.drag["value"]
        elif self.selected and self.selected["what"] == "coin":
            v = self.selected["value"]
        return {self._spot_id(c.spot) for c in self.decision.choices() if c.kind == "bid" and (v is None or c.coin == v)}


class ManipulatePlay(_CoinPlay):
    kinds = ("manipulate",)

    def prompt(self) -> str:
        return _("Bid manipulation: drag your coin to another spot (jump), drop a coin on it (swap), or keep.")

    def buttons(self) -> list[Button]:
        keep = [c for c in self.decision.choices() if c.kind == "keep"]
        return [(_("Keep bids"), lambda: self.table.apply_first(keep), True)]

    def press_spot(self, spot: str, pos) -> bool:
        if self.selected and self.selected["what"] == "mycoin":
            self.jump(self.selected["spot"], spot)
            return True
        bid = self.table.model.bids.get(spot)
        if bid and bid.seat == self.table.viewer:
            self.drag = {"what": "mycoin", "spot": spot, "value": bid.coin, "pos": pos, "start": pos}
            self.selected = {"what": "mycoin", "spot": spot}
            return True
        return False

    def drop(self, drag: dict, pos) -> None:
        if drag["what"] == "mycoin":
            spot = self.table.geom.spot_at(pos, slack=12)
            if spot is not None and spot != drag["spot"]:
                self.jump(drag["spot"], spot)
            return
        super().drop(drag, pos)

    def drop_coin(self, value: int, spot: str, dragged: bool = False) -> None:
        t = self.table
        bid = t.model.bids.get(spot)
        if bid and bid.seat == t.viewer:
            idx = self._spot_idx(spot)
            t.apply_first([c for c in self.decision.choices() if c.kind == "swap" and c.spot == idx and c.coin == value])
        else:
            t.sound("error")

    def jump(self, src: str, dst: str) -> None:
        a, b = self._spot_idx(src), self._spot_idx(dst)
        self.table.apply_first([c for c in self.decision.choices() if c.kind == "jump" and c.spot == a and c.to == b])

    def spot_glows(self) -> set[str]:
        out = set()
        for c in self.decision.choices():
            if c.kind == "jump" and (not self.drag or self.drag["what"] == "mycoin"):
                out.add(self._spot_id(c.to))
            if c.kind in ("jump", "swap"):
                out.add(self._spot_id(c.spot))  # your coin there: drag it, or drop a coin on it
        return out

    def held_spot(self) -> str | None:
        return self.drag["spot"] if self.drag and self.drag["what"] == "mycoin" else None
