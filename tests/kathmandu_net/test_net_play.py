"""Whole online games through a real server on 127.0.0.1: remote scripted seats and server bots,
a client killed mid-round that reconnects with its token, a dropped seat handed to a bot."""
from __future__ import annotations

import asyncio
import random

import pytest

from game.kathmandu.net.client import Client, ServerError, play_seat

from .helpers import client, run, server, table


def test_whole_game_two_remote_seats_and_two_bots():
    async def main():
        async with server() as srv:
            code, _ = await table(srv, ["human", "bot:random", "human", "bot:easy"])
            a, b = await client(srv), await client(srv)
            assert await a.join(code) == 0
            assert await b.join(code) == 2
            na, nb = await asyncio.gather(play_seat(a, random.Random(1)), play_seat(b, random.Random(2)))
            state = srv.rooms[code].table.state
            assert state.over and na > 10 and nb > 10
            # both clients saw the final scores the server computed
            assert a.view.scores == b.view.scores == [x.total for x in state.scores()]
            await a.close()
            await b.close()
    run(main())


def test_two_player_table_of_remote_seats_only():
    async def main():
        async with server() as srv:
            code, _ = await table(srv, ["human", "human"], options=["open-bidding"])
            a, b = await client(srv), await client(srv)
            await a.join(code)
            await b.join(code)
            await asyncio.gather(play_seat(a, random.Random(3)), play_seat(b, random.Random(4)))
            assert srv.rooms[code].table.state.over
    run(main())


def test_client_killed_mid_round_reconnects_with_its_token_and_finishes():
    async def main():
        async with server(reconnect_limit=30) as srv:
            code, _ = await table(srv, ["human", "bot:random", "bot:random"])
            a = await client(srv)
            await a.join(code)
            await play_seat(a, random.Random(5), stop_after=6)
            token, turn = a.token, srv.rooms[code].table.turn
            a.kill()
            await asyncio.sleep(0.3)
            t = srv.rooms[code].table
            assert not t.seats[0].connected and t.seats[0].kind == "human"
            assert t.turn == turn and not t.state.over  # the table waits for the seat
            again = await client(srv)
            await again.resume(code, 0, token)
            await again.wait_view()
            await play_seat(again, random.Random(6))
            assert t.state.over and t.seats[0].kind == "human"
            await again.close()
    run(main())


def test_dropped_seat_becomes_a_bot_after_the_limit_and_its_token_stops_working():
    async def main():
        async with server(reconnect_limit=0.3) as srv:
            code, _ = await table(srv, ["human", "human", "bot:random"])
            a, b = await client(srv), await client(srv)
            await a.join(code)
            await b.join(code)
            played = asyncio.ensure_future(play_seat(b, random.Random(8)))
            await play_seat(a, random.Random(7), stop_after=3)
            token = a.token
            a.kill()
            await played  # the game finishes: a bot took seat 0 after 0.3 s
            t = srv.rooms[code].table
            assert t.state.over and t.seats[0].kind == "bot" and t.seats[0].token is None
            late = await client(srv)
            with pytest.raises(ServerError) as err:
                await late.resume(code, 0, token)  # boardgame.io #429: the old token is dead
            assert err.value.code == "bad_token"
            await late.close()
            await b.close()
    run(main())


def test_host_hands_a_seat_to_a_bot_and_the_old_token_is_refused():
    async def main():
        async with server() as srv:
            code, host_token = await table(srv, ["human", "bot:random"])
            a = await client(srv)
            await a.join(code)
            await a.wait_view()
            host = await client(srv)
            await host.send("hand_to_bot", table=code, host_token="x" * 32, seat=0)
            assert (await host.expect("error"))["code"] == "bad_token"
            assert srv.rooms[code].table.seats[0].kind == "human"
            await host.send("hand_to_bot", table=code, host_token=host_token, seat=0, bot="random")
            lost = await a.expect("error")
            assert lost["code"] == "seat_lost"
            await a.send("state", table=code, seat=0, token=a.token)
            assert (await a.expect("error"))["code"] == "bad_token"
            for _ in range(200):
                if srv.rooms[code].table.state.over:
                    break
                await asyncio.sleep(0.05)
            assert srv.rooms[code].table.state.over  # bots finish the game
            await a.close()
            await host.close()
    run(main())


def test_a_second_join_takes_the_next_free_seat_and_a_full_table_refuses():
    async def main():
        async with server() as srv:
            code, _ = await table(srv, ["bot:random", "human", "human"])
            c1, c2, c3 = await client(srv), await client(srv), await client(srv)
            assert await c1.join(code) == 1
            with pytest.raises(ServerError) as err:
                await c2.join(code, seat=1)
            assert err.value.code == "seat_taken"
            assert await c2.join(code) == 2
            with pytest.raises(ServerError) as err:
                await c3.join(code)
            assert err.value.code == "table_full"
            with pytest.raises(ServerError) as err:
                await c3.join("ABCDEFGHJK")
            assert err.value.code == "no_such_table"
            for c in (c1, c2, c3):
                await c.close()
    run(main())


def test_a_client_that_moves_to_another_table_leaves_its_seat_on_the_reconnect_clock():
    async def main():
        async with server(reconnect_limit=0.2) as srv:
            first, _ = await table(srv, ["human", "bot:random"])
            second, _ = await table(srv, ["human", "bot:random"])
            c = await client(srv)
            await c.join(first)
            await c.join(second)
            await play_seat(c, random.Random(1))
            for _ in range(100):
                if srv.rooms[first].table.state.over:
                    break
                await asyncio.sleep(0.05)
            assert srv.rooms[first].table.seats[0].kind == "bot" and srv.rooms[first].table.state.over
            await c.close()
    run(main())
