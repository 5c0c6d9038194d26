"""Seeded mutations of a file's bytes: what a torn download, a bad disk, a hand edit or a hostile
file does to saves, decks and card data.

``mutants(data, rng, count)`` yields ``(description, bytes)`` pairs: truncations, byte flips,
inserted NULs, lone CRs, lone surrogates and quotes, huge numbers, deep nesting, repeated XML
entities and repeated chunks; JSON files also get a value of another type at a random field
(``json_paths`` and ``swapped`` give every field, for the saves' systematic run) and SQLite
card databases a cell of another type or a table less.
"""

from __future__ import annotations

import json
import re
import sqlite3
import tempfile
from contextlib import closing
from pathlib import Path
from typing import Any, Callable, Iterator

from engine.core import Rng

Mutant = tuple[str, bytes]

SURROGATE = b"\xed\xa0\x80"  # U+D800 as (invalid) UTF-8
SWAPS: tuple[Any, ...] = (None, True, -1, 1.5, 10**30, "x", "", [], {}, ["a"], {"a": 1}, "\ud800", "9" * 5000)
_DIGITS = re.compile(rb"\d+")
_HINT = re.compile(r"str\d+")
_ENTITIES = (b'<!DOCTYPE d [<!ENTITY a "aaaaaaaaaa">' + b"".join(
    b'<!ENTITY %s "%s">' % (f"a{i}".encode(), (f"&a{i - 1};" if i > 1 else "&a;").encode() * 10) for i in range(1, 9)) + b"]>")


def _at(data: bytes, rng: Rng) -> int:
    return rng.below(len(data) + 1)


def truncate(data: bytes, rng: Rng) -> Mutant:
    cut = _at(data, rng)
    return f"cortado en el byte {cut}", data[:cut]


def flip(data: bytes, rng: Rng) -> Mutant:
    out = bytearray(data)
    places = [rng.below(len(out)) for _ in range(1 + rng.below(8))] if out else []
    for place in places:
        out[place] ^= 1 << rng.below(8)
    return f"bits cambiados en {places}", bytes(out)


def insert(piece: bytes, label: str) -> Callable[[bytes, Rng], Mutant]:
    def mutate(data: bytes, rng: Rng) -> Mutant:
        where = _at(data, rng)
        return f"{label} en el byte {where}", data[:where] + piece + data[where:]

    return mutate


def huge_number(data: bytes, rng: Rng) -> Mutant:
    runs = list(_DIGITS.finditer(data))
    if not runs:
        return insert(b"9" * 5000, "número de 5.000 cifras")(data, rng)
    run = runs[rng.below(len(runs))]
    big = rng.choice([b"9" * 5000, b"1e999", b"-" + b"9" * 400, b"18446744073709551616"])
    return f"número enorme en el byte {run.start()}", data[: run.start()] + big + data[run.end():]


def deep_nesting(data: bytes, rng: Rng) -> Mutant:
    depth = 50_000
    opener, closer = rng.choice([(b"[", b"]"), (b"{\"a\":", b"}"), (b"<a>", b"</a>"), (b"a = [", b"]")])
    where = _at(data, rng)
    return f"anidado {depth} niveles en el byte {where}", data[:where] + opener * depth + closer * depth + data[where:]


def entities(data: bytes, rng: Rng) -> Mutant:
    """A DOCTYPE of nested entities after the XML declaration, the last one used in the text."""
    head_end = data.find(b"?>") + 2 if data.startswith(b"<?xml") else 0
    body = data[head_end:]
    close = body.find(b">", body.find(b"<", 1) if body.startswith(b"<") else 0)
    at = head_end + (close + 1 if close >= 0 else 0)
    return "entidades anidadas", data[:head_end] + _ENTITIES + data[head_end:at] + b"&a8;" + data[at:]


def repeat(data: bytes, rng: Rng) -> Mutant:
    start = _at(data, rng)
    chunk = data[start: start + 1 + rng.below(64)]
    times = 1 + rng.below(2000)
    return f"{times} copias de {chunk[:20]!r}", data[:start] + chunk * times + data[start:]


def type_swap(data: bytes, rng: Rng) -> Mutant | None:
    """A random field of a JSON document given a value of another type (``None`` if not JSON)."""
    try:
        doc = json.loads(data.decode("utf-8-sig"))
    except ValueError:
        return None
    paths = list(json_paths(doc, limit=2000))
    if not paths:
        return None
    path = paths[rng.below(len(paths))]
    return swapped(doc, path, rng.choice(SWAPS))


def swapped(doc: Any, path: tuple[Any, ...], value: Any) -> Mutant:
    """``doc`` as JSON bytes with the value at ``path`` replaced by ``value``."""
    copy = json.loads(json.dumps(doc))
    target = copy
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    text = json.dumps(copy, ensure_ascii=False, indent=1)
    return f"{_path_text(path)} = {json.dumps(value)[:20]}", text.encode("utf-8", "surrogatepass")


def json_paths(doc: Any, prefix: tuple[Any, ...] = (), limit: int = 10**9) -> Iterator[tuple[Any, ...]]:
    """Every field of a JSON document (object keys and list indexes), depth first, at most ``limit``."""
    stack = [(prefix, doc)]
    count = 0
    while stack and count < limit:
        path, value = stack.pop()
        children = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
        for key, child in reversed(list(children)):
            count += 1
            yield path + (key,)
            stack.append((path + (key,), child))


def _path_text(path: tuple[Any, ...]) -> str:
    return "".join(f"[{key}]" if isinstance(key, int) else f".{key}" for key in path).lstrip(".")


def cdb_swap(data: bytes, rng: Rng) -> Mutant | None:
    """A random cell of a YGOPro ``cards.cdb`` given a value of another type, or a table
    dropped (``None`` if ``data`` is not SQLite)."""
    if not data.startswith(b"SQLite format 3\x00"):
        return None
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "cards.cdb"
        path.write_bytes(data)
        with closing(sqlite3.connect(path)) as conn:
            table = rng.choice(["datas", "texts"])
            if rng.below(10) == 0:
                conn.execute(f"DROP TABLE {table}")
                description = f"sin la tabla {table}"
            else:
                columns = [row[1] for row in conn.execute(f"PRAGMA table_info({table})")]
                rows = conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
                column, value, row = rng.choice(columns), rng.choice(CELLS), rng.below(max(rows, 1))
                update = f"UPDATE {table} SET {column} = ? WHERE rowid IN (SELECT rowid FROM {table} LIMIT 1 OFFSET ?)"
                try:
                    conn.execute(update, (value, row))
                except sqlite3.IntegrityError:  # an INTEGER PRIMARY KEY takes whole numbers only
                    value = -1
                    conn.execute(update, (value, row))
                description = f"{table}.{column} = {value!r:.20}"
            conn.commit()
        return description, path.read_bytes()


def cdb_swaps(data: bytes) -> Iterator[Mutant]:
    """Every column of a YGOPro ``cards.cdb`` (its first row) given each of ``CELLS`` in turn;
    of the hint strings ``str1``…``str16`` of ``texts``, which one code reads alike, the first
    and the last."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "cards.cdb"
        for table in ("datas", "texts"):
            path.write_bytes(data)
            with closing(sqlite3.connect(path)) as conn:
                columns = [row[1] for row in conn.execute(f"PRAGMA table_info({table})")]
            strings = [column for column in columns if _HINT.fullmatch(column)]
            for column in (c for c in columns if c not in strings[1:-1]):
                for value in CELLS:
                    path.write_bytes(data)
                    with closing(sqlite3.connect(path)) as conn:
                        try:
                            conn.execute(f"UPDATE {table} SET {column} = ? WHERE rowid = (SELECT min(rowid) FROM {table})", (value,))
                        except sqlite3.IntegrityError:  # an INTEGER PRIMARY KEY takes whole numbers only
                            continue
                        conn.commit()
                    yield f"{table}.{column} = {value!r:.20}", path.read_bytes()


CELLS: tuple[Any, ...] = (None, "x", "", b"\x00\xff", -1, 1.5, 2**63 - 1, -(2**63), "9" * 5000, "\r\n" * 100)
BYTE_MUTATIONS: tuple[Callable[[bytes, Rng], Mutant], ...] = (
    truncate, flip, insert(b"\x00", "NUL"), insert(b"\r", "CR suelto"), insert(SURROGATE, "surrogate suelto"),
    insert(b"\\ud800", "\\ud800 escapado"), insert(b'"', "comillas"), huge_number, deep_nesting, entities, repeat,
)
STRUCTURAL: tuple[Callable[[bytes, Rng], Mutant | None], ...] = (type_swap, cdb_swap)


def mutants(data: bytes, rng: Rng, count: int) -> Iterator[Mutant]:
    """``count`` seeded mutants of ``data``, cycling through every kind of byte mutation; for
    JSON and SQLite files every other one changes a field or cell instead."""
    turn = rng.below(len(BYTE_MUTATIONS))
    for index in range(count):
        structural = [found for mutate in STRUCTURAL if index % 2 and (found := mutate(data, rng)) is not None]
        if structural:
            yield structural[0]
        else:
            yield BYTE_MUTATIONS[turn % len(BYTE_MUTATIONS)](data, rng)
            turn += 1
