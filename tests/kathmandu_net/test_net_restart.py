"""A server that stops and starts again resumes its tables from its store: the same table code,
the same seats and tokens, the game where it was; a damaged file does not stop the others."""
from __future__ import annotations

import random

import pytest

from game.kathmandu.net.client import ServerError, play_seat
from game.kathmandu.net.store import TableStore

from .helpers import client, run, server, table


def test_a_restarted_server_resumes_the_table_and_the_seat_plays_on(tmp_path):
    store = TableStore(tmp_path / "tables")

    async def main():
        async with server(store=store) as srv:
            code, host_token = await table(srv, ["human", "bot:random", "bot:random"])
            a = await client(srv)
            await a.join(code, name="  Asha\x07 ")
            await play_seat(a, random.Random(1), stop_after=5)
            history = list(srv.rooms[code].table.state.history)
            token = a.token
            await a.close()
        assert (tmp_path / "tables" / f"{code}.json").is_file()
        (tmp_path / "tables" / "BROKEN.json").write_text("{not json")
        async with server(store=store) as srv:
            t = srv.rooms[code].table
            # committed choices come back (a build not yet Done is not kept; bots may have played on since)
            n = min(len(history), len(t.state.history))
            assert n >= 3 and t.state.history[:n] == history[:n]
            assert [s.name for s in t.seats] == ["Asha", "", ""]
            other = await client(srv)
            with pytest.raises(ServerError) as err:
                await other.resume(code, 0, "not-the-token")
            assert err.value.code == "bad_token"
            await other.close()
            a = await client(srv)
            await a.resume(code, 0, token)
            await a.wait_view()
            await play_seat(a, random.Random(2))
            assert srv.rooms[code].table.state.over and a.view.over
            await a.close()
    run(main())


def test_a_kept_table_holds_only_committed_choices_and_no_seed_leaks_to_clients(tmp_path):
    store = TableStore(tmp_path)

    async def main():
        async with server(store=store) as srv:
            code, _ = await table(srv, ["human", "bot:random"], seed=99)
            a = await client(srv)
            await a.join(code)
            await play_seat(a, random.Random(4), stop_after=2)
            await a.close()
            await srv.flush()
            doc_text = (tmp_path / f"{code}.json").read_text()
            assert '"seed": 99' in doc_text  # the store keeps what replays the game ...
            assert all('"seed"' not in f for f in a.frames)  # ... the clients never see it
    run(main())
