"""Hostile and malformed requests are refused with an error to that client and nothing changes;
what reaches a seat holds nothing private of another seat (boardgame.io #889, #840, #429, #399)."""
from __future__ import annotations

import asyncio
import json
import random
import re

from game.kathmandu.net import protocol
from game.kathmandu.net.client import play_seat

from .helpers import client, run, server, table


def _snapshot(t):
    s = t.state
    return (t.turn, [list(h) for h in s.hands], list(s.bid_seat), list(s.bid_coin),
            [list(c) for c in s.coins], [s2.token for s2 in t.seats], t.pending().player)


async def _refused(c, frame) -> str:
    await c.send_raw(frame)
    msg = await c.expect("error")
    return msg["code"]


def test_malformed_wrong_type_out_of_turn_and_replayed_requests_change_nothing():
    async def main():
        async with server() as srv:
            code, _ = await table(srv, ["human", "human", "bot:random"])
            a, b = await client(srv), await client(srv)
            await a.join(code)
            await b.join(code)
            await a.wait_view()
            t = srv.rooms[code].table
            mover, other = (a, b) if t.pending().player == a.seat else (b, a)
            while mover.view is None or mover.view.turn != t.turn:
                await asyncio.sleep(0.01)
            turn = t.turn
            good = mover.view.choices[0]
            base = {"v": 1, "type": "choose", "table": code, "seat": mover.seat, "token": mover.token, "turn": turn,
                    "choice": good}

            def frame(**over):
                return json.dumps({**base, **over})
            before = _snapshot(t)
            bad = {
                "not json {": "bad_json", "[1, 2]": "not_an_object", '"text"': "not_an_object",
                json.dumps({**base, "v": 2}): "bad_version", json.dumps({**base, "type": "rm -rf"}): "unknown_type",
                frame(turn="0"): "bad_field", frame(turn=True): "bad_field", frame(seat=0.0): "bad_field",
                frame(choice=[good]): "bad_field", frame(extra=1): "unknown_field",
                json.dumps({k: v for k, v in base.items() if k != "token"}): "missing_field",
                frame(choice={**good, "kind": "teleport"}): "bad_choice",
                frame(choice={**good, "surprise": 1}): "bad_choice",
                frame(choice={"kind": "bid", "spot": 0, "coin": 1}): "bad_choice",  # spot as an index
                frame(choice={"kind": "bid", "spot": "N1", "coin": 1.0}): "bad_choice",
                frame(choice={"kind": "bid", "spot": "N1", "coin": True}): "bad_choice",
                frame(choice={"kind": "bid", "spot": "N1", "coin": 99}): "illegal_choice",
                frame(choice={"kind": "done"}): "illegal_choice",
                frame(turn=turn + 1): "stale_turn",
                frame(token="A" * 32): "bad_token",
                frame(token=other.token): "bad_token",  # another seat's token
                frame(table="NOSUCHTABL"): "no_such_table",
                frame(seat=other.seat, token=other.token): "not_joined",  # a stolen token, another socket
                frame(seat=7): "no_such_seat",
            }
            for text, code_expected in bad.items():
                assert await _refused(mover, text) == code_expected, text
                assert _snapshot(t) == before, text
            await mover.send_raw(b"\x00binary")
            assert (await mover.expect("error"))["code"] == "binary_frame"
            # out of turn: the other seat (if it is not its decision) is refused
            if t.pending().player != other.seat:
                await other.choose(good, turn)
                assert (await other.expect("error"))["code"] in ("not_your_turn", "illegal_choice")
                assert _snapshot(t) == before
            # the genuine choice is accepted once; its replay is refused
            accepted = frame(choice=good, id=77)
            await mover.send_raw(accepted)
            await mover.expect("view")
            assert t.turn == turn + 1
            after = _snapshot(t)
            assert await _refused(mover, accepted) == "stale_turn"
            assert _snapshot(t) == after
            await mover.send("ping")
            assert (await mover.expect("pong"))["type"] == "pong"  # the connection lives on
            await a.close()
            await b.close()
    run(main())


def test_huge_frame_closes_only_that_connection_and_changes_nothing():
    async def main():
        async with server() as srv:
            code, _ = await table(srv, ["human", "bot:random"])
            a = await client(srv)
            await a.join(code)
            await a.wait_view()
            t = srv.rooms[code].table
            before = _snapshot(t)
            intruder = await client(srv)
            await intruder.send_raw("x" * (protocol.MAX_MESSAGE + 1))
            await asyncio.wait_for(intruder.closed.wait(), 5)
            assert intruder.ws.close_code == 1009  # message too big
            assert _snapshot(t) == before
            await play_seat(a, random.Random(1))  # the seat plays on
            assert t.state.over
            await a.close()
    run(main())


def test_flood_is_rate_limited_per_connection():
    async def main():
        async with server(rate=5, burst=5) as srv:
            c = await client(srv)
            for _ in range(20):
                await c.send("ping")
            codes = []
            for _ in range(20):
                msg = await c.expect("pong", "error")
                codes.append(msg.get("code", "pong"))
            assert codes.count("pong") >= 5 and "rate_limited" in codes
            await c.close()
    run(main())


def test_unauthenticated_connection_never_receives_the_state_when_the_seat_connects():
    """boardgame.io #889: a socket that did not authenticate got the state when the real seat joined."""
    async def main():
        async with server(reconnect_limit=30) as srv:
            code, _ = await table(srv, ["human", "bot:random", "bot:random"])
            lurker = await client(srv)
            await lurker.send("resume", table=code, seat=0, token="guess")
            assert (await lurker.expect("error"))["code"] == "bad_token"
            a = await client(srv)
            await a.join(code)
            await a.wait_view()
            token = a.token
            a.kill()
            await asyncio.sleep(0.2)
            again = await client(srv)
            await again.resume(code, 0, token)
            await again.wait_view()
            await play_seat(again, random.Random(2), stop_after=3)
            await asyncio.sleep(0.2)
            kinds = [json.loads(f)["type"] for f in lurker.frames]
            assert kinds == ["welcome", "error"]
            assert not any(code in f and '"view"' in f for f in lurker.frames)
            await lurker.close()
            await again.close()
    run(main())


def test_requests_naming_another_seat_without_its_token_are_refused():
    """boardgame.io #840: a sync request for another player's id returned that player's state."""
    async def main():
        async with server() as srv:
            code, _ = await table(srv, ["human", "human"])
            a, b = await client(srv), await client(srv)
            await a.join(code)
            await b.join(code)
            await a.wait_view()
            for kind in ("state", "log"):
                await a.send(kind, table=code, seat=1, token=a.token)
                assert (await a.expect("error"))["code"] == "bad_token"
                await a.send(kind, table=code, seat=1, token="")
                assert (await a.expect("error"))["code"] == "bad_token"
                await a.send_raw(protocol.request(kind, table=code, seat=1))
                assert (await a.expect("error"))["code"] == "missing_field"
            await a.send("state", table=code, seat=0, token=a.token)
            mine = await a.expect("view")
            assert mine["view"]["seat"] == 0
            await a.close()
            await b.close()
    run(main())


def _public_cards(frames: list[str]) -> set[str]:
    """Every card a public view (market, discards, monuments) ever showed."""
    seen = set()
    for f in frames:
        m = json.loads(f)
        if m["type"] == "view":
            v = m["view"]
            seen.update(c for c in v["market"] + v["discards"] if c)
            seen.update(c for mon in v["monuments"] for c, _ in mon["cards"])
    return seen


def test_frames_to_a_seat_and_its_log_hold_nothing_private_of_another_seat():
    """Every byte sent to seat A (views, events, log) against seat B's private cards and face-down
    coins; the seed (which fixes the deck order) and the decks never travel (boardgame.io #399)."""
    async def main():
        async with server() as srv:
            code, _ = await table(srv, ["human", "human", "bot:random", "bot:random"], seed=11)
            a, b, watcher = await client(srv), await client(srv), await client(srv)
            await a.join(code)
            await b.join(code)
            await watcher.spectate(code)
            await asyncio.gather(play_seat(a, random.Random(3)), play_seat(b, random.Random(4)))
            await a.send("log", table=code, seat=a.seat, token=a.token)
            await a.expect("log")
            await asyncio.sleep(0.2)
            b_hand = set()
            for f in b.frames:
                m = json.loads(f)
                if m["type"] == "view":
                    b_hand.update(m["view"]["hand"])
            private_b = b_hand - _public_cards(watcher.frames)  # B's cards never shown in public
            assert private_b, "the game dealt B no private card: the test would prove nothing"
            a_bytes = "".join(a.frames)
            for card in private_b:
                assert f'"{card}"' not in a_bytes
            # face-down coins: B's own frames carry its values; A's never do
            placed = r'"seat":%d,"spot":"[A-Z0-9]+","coin":(\d+|null),"face_up":false' % b.seat
            assert any(v != "null" for v in re.findall(placed, "".join(b.frames)))
            assert set(re.findall(placed, a_bytes)) == {"null"}
            for f in a.frames:
                m = json.loads(f)
                if m["type"] == "view" and not m["view"]["face_up"]:
                    assert all(bid["coin"] is None for bid in m["view"]["bids"] if bid["seat"] == b.seat)
            for f in a.frames + watcher.frames:
                assert '"seed"' not in f and '"history"' not in f
                assert '"red":[' not in f and '"blue":[' not in f
            assert a.token not in "".join(b.frames + watcher.frames)
            await a.close()
            await b.close()
            await watcher.close()
    run(main())


def test_a_spectator_that_stops_reading_does_not_stall_the_table():
    async def main():
        async with server() as srv:
            code, _ = await table(srv, ["human", "bot:random", "bot:random"])
            slow = await client(srv)
            await slow.spectate(code)
            slow.ws.transport.pause_reading()  # a frozen client: never reads again
            a = await client(srv)
            await a.join(code)
            await play_seat(a, random.Random(9), timeout=20)
            assert srv.rooms[code].table.state.over
            slow.kill()
            await a.close()
    run(main())


def test_bad_table_requests_are_refused_and_create_nothing():
    async def main():
        async with server() as srv:
            c = await client(srv)
            cases = [
                dict(players=7, seats=["human"] * 7), dict(players=1, seats=["human"]),
                dict(players=3, seats=["human", "bot:random"]), dict(players=2, seats=["human", "bot:skynet"]),
                dict(players=2, seats=["human", 5]), dict(players=2, seats=["human", "human"], options=["warp"]),
                dict(players=2, seats=["human", "human"], options=[3]),
            ]
            for fields in cases:
                await c.send("create", **fields)
                assert (await c.expect("error"))["code"] in ("bad_players", "bad_seats", "bad_options"), fields
            assert srv.rooms == {}
            await c.close()
    run(main())
