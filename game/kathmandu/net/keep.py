"""The seats this computer holds at online tables, kept in the user data folder
(``kathmandu/online-seats.json``) so a closed window can reconnect and get its seat back. No pygame.

One entry per table address (``HOST:PORT/CODE``): the seat, its secret token, when it was used;
the name the player goes by and the last address typed are kept too. At most ``KEEP`` tables.
"""
from __future__ import annotations

import time

from game.shell.paths import data_path
from game.shell.storage import load_json, save_json

FILE = ("kathmandu", "online-seats.json")
KEEP = 20


def _path():
    return data_path(*FILE)


def _check(doc) -> None:
    if not isinstance(doc, dict) or not isinstance(doc.get("seats", {}), dict):
        raise ValueError("not a list of seats")


def _load() -> dict:
    doc = load_json(_path(), {"seats": {}}, validate=_check).data
    doc.setdefault("seats", {})
    return doc


def recall(key: str) -> tuple[int, str] | None:
    entry = _load()["seats"].get(key)
    if isinstance(entry, dict) and isinstance(entry.get("seat"), int) and isinstance(entry.get("token"), str):
        return entry["seat"], entry["token"]
    return None


def remember(key: str, seat: int, token: str) -> None:
    doc = _load()
    doc["seats"][key] = {"seat": seat, "token": token, "at": time.time()}
    newest = sorted(doc["seats"].items(), key=lambda kv: -float(kv[1].get("at", 0)))[:KEEP]
    doc["seats"] = dict(newest)
    save_json(_path(), doc)


def forget(key: str) -> None:
    doc = _load()
    if doc["seats"].pop(key, None) is not None:
        save_json(_path(), doc)


def last_entry() -> dict:
    """{"address", "name"} as last typed on the join form (empty strings at first)."""
    doc = _load()
    return {"address": str(doc.get("address", "")), "name": str(doc.get("name", ""))}


def remember_entry(address: str, name: str) -> None:
    doc = _load()
    doc["address"], doc["name"] = address, name
    save_json(_path(), doc)
