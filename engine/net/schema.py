"""Every message of the protocol and the fields it may carry, checked explicitly.

A message is a JSON object with a ``type``. ``decode`` turns a frame's bytes into a checked
message or raises ``ProtocolError`` (code ``malformed`` or ``unknown``) naming the problem and
where it is; nothing else is ever raised, whatever the bytes. Unknown fields are refused too,
so a message means exactly one thing.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from typing import Any, Callable, Mapping

from engine.net.compression import METHODS
from engine.net.framing import MAX_FRAME


class ProtocolError(Exception):
    """A message that breaks the protocol: ``code`` is sent back in the error reply, with
    ``seq`` when the broken message was a numbered request (so its sender stops waiting)."""

    def __init__(self, code: str, message: str, seq: int | None = None) -> None:
        self.code = code
        self.message = message
        self.seq = seq
        super().__init__(f"{code}: {message}")


Check = Callable[[Any, str], None]


def _fail(path: str, problem: str) -> ProtocolError:
    return ProtocolError("malformed", f"{path}: {problem}")


def string(max_len: int = 200, pattern: str | None = None) -> Check:
    compiled = re.compile(pattern) if pattern else None

    def check(value: Any, path: str) -> None:
        if not isinstance(value, str):
            raise _fail(path, "se esperaba texto")
        if len(value) > max_len:
            raise _fail(path, f"texto de {len(value)} caracteres (máximo {max_len})")
        if compiled is not None and not compiled.fullmatch(value):
            raise _fail(path, "formato no válido")

    return check


def integer(lo: int = 0, hi: int = 2**31) -> Check:
    def check(value: Any, path: str) -> None:
        if not isinstance(value, int) or isinstance(value, bool):
            raise _fail(path, "se esperaba un entero")
        if not lo <= value <= hi:
            raise _fail(path, f"{value} fuera de [{lo}, {hi}]")

    return check


def number(value: Any, path: str) -> None:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise _fail(path, "se esperaba un número")


def boolean(value: Any, path: str) -> None:
    if not isinstance(value, bool):
        raise _fail(path, "se esperaba true o false")


def anything(value: Any, path: str) -> None:
    """Any JSON value (decoded later by code that checks it as it reads)."""


def json_object(value: Any, path: str) -> None:
    if not isinstance(value, dict):
        raise _fail(path, "se esperaba un objeto")


def nullable(check: Check) -> Check:
    def inner(value: Any, path: str) -> None:
        if value is not None:
            check(value, path)

    return inner


def one_of(*checks: Check) -> Check:
    def inner(value: Any, path: str) -> None:
        problems = []
        for check in checks:
            try:
                check(value, path)
                return
            except ProtocolError as exc:
                problems.append(exc.message)
        raise _fail(path, " o ".join(problems))

    return inner


def list_of(item: Check, max_len: int = 1000) -> Check:
    def check(value: Any, path: str) -> None:
        if not isinstance(value, list):
            raise _fail(path, "se esperaba una lista")
        if len(value) > max_len:
            raise _fail(path, f"lista de {len(value)} elementos (máximo {max_len})")
        for i, element in enumerate(value):
            item(element, f"{path}[{i}]")

    return check


def dict_of(key: Check, val: Check, max_len: int = 100) -> Check:
    def check(value: Any, path: str) -> None:
        if not isinstance(value, dict):
            raise _fail(path, "se esperaba un objeto")
        if len(value) > max_len:
            raise _fail(path, f"objeto de {len(value)} claves (máximo {max_len})")
        for k, v in value.items():
            key(k, f"{path}.<clave>")
            val(v, f"{path}.{k}")

    return check


def field_problem(exc: ProtocolError, root: str) -> str:
    """A refusal about ``root`` (a file's record) as «field»: problem, for messages about files."""
    place, _, problem = exc.message.partition(": ")
    field = place[len(root) + 1:] if place.startswith(root + ".") else ""
    return f"campo «{field}»: {problem}" if field else problem


@dataclass(frozen=True)
class Opt:
    """A field that may be left out (or be ``null``)."""

    check: Check


def record(**fields: Check | Opt) -> Check:
    """An object with exactly these fields (``Opt`` ones may be missing)."""

    def check(value: Any, path: str) -> None:
        if not isinstance(value, dict):
            raise _fail(path, "se esperaba un objeto")
        extra = set(value) - set(fields)
        if extra:
            raise _fail(path, f"campos desconocidos {sorted(extra)[:5]}")
        for name, spec in fields.items():
            if isinstance(spec, Opt):
                if value.get(name) is not None:
                    spec.check(value[name], f"{path}.{name}")
            elif name not in value:
                raise _fail(path, f"falta el campo «{name}»")
            else:
                spec(value[name], f"{path}.{name}")

    return check


HEX64 = string(64, r"[0-9a-f]{64}")
NAME = string(40)
CODE = string(64)
SEAT = integer(0, 7)
SEQ = integer(0, 2**53)
CARD_ID = integer(0, 100_000)
#: A target: a card id, or a player coded ``-1 - seat`` (MTG targets and attacks players, CR 115.1, 506.3).
TARGET = integer(-8, 100_000)

ACTION = record(
    kind=string(60, r"\S+"),
    player=SEAT,
    cards=list_of(CARD_ID, 400),
    targets=list_of(TARGET, 400),
    choice=Opt(one_of(string(1000), integer(-(2**31), 2**31))),
)
GESTURE = record(
    card=Opt(CARD_ID),
    onto_card=Opt(CARD_ID),
    onto_zone=Opt(string(60)),
    button=Opt(string(300)),  # a button names its action in notation (YGO: "set X tributing Y")
    selection=Opt(list_of(CARD_ID, 400)),
)
DECK = dict_of(string(20, r"[\w-]+"), list_of(CODE, 500), 8)
#: The records of a player's own cards its deck uses (``Game.own_records``).
OWN_CARDS = list_of(json_object, 500)

#: What a client may send to the host.
TO_HOST: Mapping[str, Check] = {
    "hello": record(
        app=string(20), protocol=integer(), game=string(20), card_hash=HEX64, name=NAME,
        role=string(10, "player|spectator"), token=Opt(string(64, r"[0-9a-f]+")), mac=Opt(HEX64),
        compression=Opt(string(10, "|".join(METHODS))),
    ),
    "want_cards": record(codes=list_of(CODE, 100_000)),
    "commit": record(duel=integer(1, 99), commitment=HEX64),
    "reveal": record(duel=integer(1, 99), secret=HEX64, deck=DECK, first_player=Opt(SEAT),
                     cards=Opt(OWN_CARDS)),
    "action": record(seq=SEQ, action=ACTION),
    "gesture": record(seq=SEQ, gesture=GESTURE),
    "text": record(seq=SEQ, text=string(300)),
    "chat": record(text=string(500)),
    "undo_request": record(),
    "undo_answer": record(accept=boolean),
    "ping": record(t=number),
    "pong": record(t=number),
    "bye": record(),
}

#: What the host may send to a client.
TO_CLIENT: Mapping[str, Check] = {
    "challenge": record(
        app=string(20), protocol=integer(), game=string(20), card_hash=HEX64, nonce=HEX64,
        password=boolean, room=json_object,
    ),
    "welcome": record(seat=Opt(SEAT), token=Opt(string(64)), room=json_object, seats=list_of(NAME, 8)),
    "error": record(code=string(20), message=string(2000), seq=Opt(SEQ)),
    "catalog": record(part=integer(), parts=integer(1), cards=list_of(list_of(string(64), 2), 200_000)),
    "cards": record(defs=list_of(json_object, 100_000)),
    "commit_request": record(duel=integer(1, 99), chooser=Opt(SEAT)),
    "commitments": record(duel=integer(1, 99), commitments=list_of(HEX64, 8), started=Opt(boolean)),
    "update": record(
        duel=integer(1, 99), n=integer(), obs=json_object, events=list_of(json_object, 10_000),
        legal=list_of(json_object, 100_000), log=list_of(string(2000), 1000),
    ),
    "ack": record(seq=SEQ, n=integer()),
    "reveal": record(
        duel=integer(1, 99), secrets=list_of(HEX64, 8), decks=list_of(DECK, 8), params=json_object,
        actions=list_of(json_object, 1_000_000), cards=Opt(list_of(OWN_CARDS, 8)),
        choices=Opt(list_of(nullable(SEAT), 8)),
    ),
    "result": record(
        duel=integer(1, 99), winner=Opt(SEAT), reason=string(2000), match_over=boolean, match_winner=Opt(SEAT),
        wins=list_of(integer(), 8),
    ),
    "chat": record(seat=Opt(SEAT), name=NAME, text=string(500)),
    "peer": record(seat=SEAT, name=NAME, connected=boolean),
    "undo_request": record(seat=SEAT),
    "undo_answer": record(accept=boolean),
    "ping": record(t=number),
    "pong": record(t=number),
    "bye": record(reason=string(2000)),
}


def decode(payload: bytes, schemas: Mapping[str, Check]) -> dict[str, Any]:
    """The checked message ``payload`` holds (see the module docstring)."""
    if len(payload) > MAX_FRAME:
        raise ProtocolError("oversize", f"mensaje de {len(payload)} bytes (máximo {MAX_FRAME})")
    try:
        message = json.loads(payload.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise ProtocolError("malformed", f"UTF-8 inválido en el byte {exc.start}") from None
    except RecursionError:
        raise ProtocolError("malformed", "JSON demasiado anidado") from None
    except ValueError as exc:
        raise ProtocolError("malformed", f"JSON inválido: {exc}") from None
    if not isinstance(message, dict):
        raise ProtocolError("malformed", "el mensaje no es un objeto JSON")
    kind = message.get("type")
    if not isinstance(kind, str):
        raise ProtocolError("malformed", "falta «type»")
    check = schemas.get(kind)
    if check is None:
        raise ProtocolError("unknown", f"tipo de mensaje desconocido «{kind[:40]}»")
    body = {k: v for k, v in message.items() if k != "type"}
    try:
        check(body, kind)
        if _ESCAPED_SURROGATE.search(payload):
            _encodable(body, kind)
    except ProtocolError as exc:
        seq = body.get("seq")
        if isinstance(seq, int) and not isinstance(seq, bool) and 0 <= seq <= 2**53:
            exc.seq = seq  # a numbered request: answer its number
        raise
    body["type"] = kind
    return body


#: The only way a JSON text carries a UTF-16 surrogate (UTF-8 cannot): an escape such as \ud800.
_ESCAPED_SURROGATE = re.compile(rb"\\u[dD][89a-fA-F]")


def _encodable(body: Any, kind: str) -> None:
    """Refuse text that is not Unicode (a lone UTF-16 surrogate): it could never be sent on."""
    try:
        json.dumps(body, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise _fail(kind, "texto con un sustituto UTF-16 suelto (no es Unicode válido)") from None


def encode(message: Mapping[str, Any]) -> bytes:
    """The bytes of a message (compact UTF-8 JSON)."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8")
