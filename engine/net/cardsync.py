"""The card data in use: its hash for the handshake, and the definitions a client lacks.

A definition travels as its dataclass fields, tagged (``$dc`` dataclass, ``$t`` tuple, ``$fs``
frozen set, ``$m`` dict, ``$mp`` read-only mapping). Decoding only builds dataclasses from
``engine.`` modules already loaded — never imports a module, never runs anything else — so a
hostile host can send wrong cards (which the end-of-duel re-check then exposes) but no code.

The host offers the whole catalogue of the game, never the decks in use: what a client
receives says nothing about the cards the opponent plays.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
import sys
from types import MappingProxyType
from typing import Any, Iterable, Iterator

from engine.core.cards import CardDatabase, CardDef
from engine.net.schema import ProtocolError

CHUNK_BYTES = 256 * 1024


def encode_value(value: Any, strict: bool = True) -> Any:
    """``value`` as tagged JSON; with ``strict`` off, a type we cannot send becomes its ``repr``
    (good enough to hash, never sent)."""
    if isinstance(value, enum.Enum):
        kind = type(value)
        return {"$e": f"{kind.__module__}:{kind.__qualname__}", "v": encode_value(value.value, strict)}
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        cls = type(value)
        return {"$dc": f"{cls.__module__}:{cls.__qualname__}",  # fields derived in __post_init__ are made again
                "f": {f.name: encode_value(getattr(value, f.name), strict) for f in dataclasses.fields(value) if f.init}}
    if isinstance(value, tuple):
        return {"$t": [encode_value(v, strict) for v in value]}
    if isinstance(value, list):
        return [encode_value(v, strict) for v in value]
    if isinstance(value, frozenset):
        items = [encode_value(v, strict) for v in value]
        return {"$fs": sorted(items, key=lambda v: json.dumps(v, sort_keys=True))}
    if isinstance(value, MappingProxyType):
        return {"$mp": [[encode_value(k, strict), encode_value(v, strict)] for k, v in value.items()]}
    if isinstance(value, dict):
        return {"$m": [[encode_value(k, strict), encode_value(v, strict)] for k, v in value.items()]}
    if not strict:
        return {"$repr": repr(value)}
    raise TypeError(f"no sé enviar un valor {type(value).__name__}")


def _resolve(name: str) -> Any:
    module_name, _, qualname = name.partition(":")
    target: Any = sys.modules.get(module_name) if module_name.startswith("engine.") else None
    for part in qualname.split("."):
        target = getattr(target, part, None)
    return target


def _dataclass(name: str) -> type:
    target = _resolve(name)
    if not isinstance(target, type) or not dataclasses.is_dataclass(target):
        raise ProtocolError("malformed", f"tipo de carta desconocido «{name[:80]}»")
    return target


def decode_value(data: Any, depth: int = 0) -> Any:
    if depth > 40:
        raise ProtocolError("malformed", "definición de carta demasiado anidada")
    if data is None or isinstance(data, (str, int, float, bool)):
        return data
    if isinstance(data, list):
        return [decode_value(v, depth + 1) for v in data]
    if not isinstance(data, dict) or len(data) not in (1, 2):
        raise ProtocolError("malformed", "definición de carta mal formada")
    try:
        if "$dc" in data:
            cls = _dataclass(str(data["$dc"]))
            return cls(**{str(k): decode_value(v, depth + 1) for k, v in data["f"].items()})
        if "$e" in data:
            cls = _resolve(str(data["$e"]))
            if not isinstance(cls, type) or not issubclass(cls, enum.Enum):
                raise ProtocolError("malformed", "enumeración desconocida")
            return cls(decode_value(data["v"], depth + 1))
        if "$t" in data:
            return tuple(decode_value(v, depth + 1) for v in data["$t"])
        if "$fs" in data:
            return frozenset(decode_value(v, depth + 1) for v in data["$fs"])
        if "$mp" in data:
            return MappingProxyType({decode_value(k, depth + 1): decode_value(v, depth + 1) for k, v in data["$mp"]})
        if "$m" in data:
            return {decode_value(k, depth + 1): decode_value(v, depth + 1) for k, v in data["$m"]}
    except (TypeError, ValueError, AttributeError) as exc:
        raise ProtocolError("malformed", f"definición de carta mal formada: {exc}") from None
    raise ProtocolError("malformed", "definición de carta mal formada")


def card_digest(card: CardDef) -> str:
    text = json.dumps(encode_value(card, strict=False), sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def catalog(cards: CardDatabase) -> list[list[str]]:
    """``[code, digest]`` of every card of ``cards``, sorted by code."""
    return sorted([card.code, card_digest(card)] for card in cards)


def catalog_hash(cards: CardDatabase) -> str:
    """The hash of a game's whole card data, exchanged in the handshake."""
    return hashlib.sha256(json.dumps(catalog(cards), separators=(",", ":")).encode()).hexdigest()


def missing(cards: CardDatabase, offered: list[list[str]]) -> list[str]:
    """The codes of ``offered`` this side lacks or knows differently."""
    mine = {code: digest for code, digest in catalog(cards)}
    return [code for code, digest in offered if mine.get(code) != digest]


def definitions(cards: CardDatabase, codes: list[str]) -> list[Any]:
    """The sendable definitions of ``codes`` (unknown codes, and cards holding values that
    cannot travel, are left out: the client then reports them missing)."""
    return encode_cards(cards.by_code(code) for code in codes if code in cards)


def encode_cards(cards: Iterable[CardDef]) -> list[Any]:
    """The sendable definitions of ``cards`` (one holding values that cannot travel is left
    out: the client then reports it missing)."""
    out = []
    for card in cards:
        try:
            out.append(encode_value(card))
        except TypeError:
            continue
    return out


def chunks(items: list[Any], limit: int = CHUNK_BYTES) -> Iterator[list[Any]]:
    """``items`` in runs whose JSON stays under ``limit`` bytes."""
    run: list[Any] = []
    size = 0
    for item in items:
        length = len(json.dumps(item, ensure_ascii=False).encode())
        if run and size + length > limit:
            yield run
            run, size = [], 0
        run.append(item)
        size += length
    if run or not items:
        yield run


def install(cards: CardDatabase, defs: list[Any]) -> CardDatabase:
    """``cards`` and the received definitions (a new database: the table's, never the game's)."""
    received = [decode_value(d) for d in defs]
    for card in received:
        if not isinstance(card, CardDef) or card.game != cards.game:
            raise ProtocolError("malformed", "una definición recibida no es una carta de este juego")
    return cards.with_cards(received)
