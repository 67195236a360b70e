"""Messages of the online protocol, version 1 (docs/dev/NET-PROTOCOL.md): parsing and checking what a
client sends, building what the server sends. Pure (no sockets); errors are codes + parameters."""
from __future__ import annotations

import json

VERSION = 1
MAX_MESSAGE = 64 * 1024  # bytes a client may send in one frame (websockets ``max_size``)

#: request type -> {field: (type(s), required)}
REQUESTS = {
    "ping": {},
    "create": {"players": (int, True), "seats": (list, True), "options": (list, False), "seed": (int, False)},
    "join": {"table": (str, True), "seat": (int, False), "name": (str, False)},
    "resume": {"table": (str, True), "seat": (int, True), "token": (str, True)},
    "spectate": {"table": (str, True)},
    "choose": {"table": (str, True), "seat": (int, True), "token": (str, True), "turn": (int, True),
               "choice": (dict, True)},
    "state": {"table": (str, True), "seat": (int, True), "token": (str, True)},
    "log": {"table": (str, True), "seat": (int, True), "token": (str, True)},
    "undo": {"table": (str, True), "seat": (int, True), "token": (str, True), "turn": (int, True)},
    "hand_to_bot": {"table": (str, True), "host_token": (str, True), "seat": (int, True), "bot": (str, False)},
}


class NetError(Exception):
    """A refused request: ``code`` (a message id for the client) and ``params``."""

    def __init__(self, code: str, **params):
        super().__init__(code)
        self.code = code
        self.params = params


def parse(frame) -> dict:
    """The request in a text frame, checked field by field; ``NetError`` for anything else."""
    if not isinstance(frame, str):
        raise NetError("binary_frame")
    try:
        msg = json.loads(frame)
    except (ValueError, RecursionError):
        raise NetError("bad_json") from None
    if type(msg) is not dict:
        raise NetError("not_an_object")
    if msg.get("v") != VERSION or type(msg.get("v")) is not int:
        raise NetError("bad_version", expected=VERSION)
    kind = msg.get("type")
    if type(kind) is not str or kind not in REQUESTS:
        raise NetError("unknown_type")
    spec = REQUESTS[kind]
    for field, (typ, required) in spec.items():
        if field not in msg:
            if required:
                raise NetError("missing_field", field=field)
            continue
        v = msg[field]
        if type(v) is not typ or (typ is str and len(v) > 200):
            raise NetError("bad_field", field=field)
    extra = set(msg) - set(spec) - {"v", "type", "id"}
    if extra:
        raise NetError("unknown_field", field=sorted(extra)[0][:30])
    if "id" in msg and (type(msg["id"]) is not int or not 0 <= msg["id"] < 2 ** 53):
        raise NetError("bad_field", field="id")
    return msg


def dump(kind: str, **fields) -> str:
    return json.dumps({"v": VERSION, "type": kind, **fields}, separators=(",", ":"))


def error(code: str, params: dict | None = None, ref=None) -> str:
    return dump("error", code=code, params=params or {}, ref=ref)


def request(kind: str, **fields) -> str:
    """A client's request frame."""
    return dump(kind, **fields)
