"""``python main.py kathmandu serve``: a real server process on 127.0.0.1, played through by a client."""
from __future__ import annotations

import asyncio
import random
import re
import subprocess
import sys
from pathlib import Path

from game.kathmandu.net.client import Client, play_seat

ROOT = Path(__file__).resolve().parents[2]


def _start(*words):
    return subprocess.Popen([sys.executable, "main.py", "kathmandu", "serve", *words], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_serve_hosts_a_table_a_client_creates_and_plays_to_the_end():
    proc = _start("--port", "0", "--host", "127.0.0.1")
    try:
        line = proc.stdout.readline()
        port = int(re.search(r"ws://127\.0\.0\.1:(\d+)", line).group(1))

        async def main():
            host = await Client(f"ws://127.0.0.1:{port}").connect()
            made = await host.create(2, ["human", "bot:random"], ["open-bidding"], seed=5)
            assert re.fullmatch(r"[A-Z2-9]{10}", made["table"])
            await host.join(made["table"])
            await play_seat(host, random.Random(1))
            assert host.view.over
            await host.close()
        asyncio.run(asyncio.wait_for(main(), 60))
    finally:
        proc.terminate()
        out, err = proc.communicate(timeout=10)
    assert "Server stopped." in out and "Traceback" not in err


def test_serve_refuses_a_bad_port_and_a_port_in_use_with_one_line():
    bad = subprocess.run([sys.executable, "main.py", "kathmandu", "serve", "--port", "http"], cwd=ROOT,
                         capture_output=True, text=True, timeout=30)
    assert bad.returncode == 2 and bad.stderr.strip().endswith("--port must be a number, got 'http'")
    first = _start("--port", "0")
    try:
        port = re.search(r":(\d+) ", first.stdout.readline()).group(1)
        second = subprocess.run([sys.executable, "main.py", "kathmandu", "serve", "--port", port], cwd=ROOT,
                                capture_output=True, text=True, timeout=30)
        assert second.returncode == 2
        assert len(second.stderr.strip().splitlines()) == 1 and f"cannot listen on 127.0.0.1:{port}" in second.stderr
    finally:
        first.terminate()
        first.communicate(timeout=10)
