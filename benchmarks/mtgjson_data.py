"""A realistic AllPrintings-shaped MTGJSON file for the import and search benchmarks.

Built from the real set files in ``../shared/testdata/mtgjson-set`` (every field they have:
rules text, foreign names, legalities, rulings, boosters…), copied under new set codes until the
file holds the printings asked for. Each copy renames its cards with a made-up word placed in
the name (and in each face's and foreign name), so names differ from copy to copy; every third
copy reprints the cards of the copy four sets before it (the same names and oracle ids, as a
reprint set has). Every printing gets its own uuid and Scryfall id. Real text lengths, faces,
tokens and languages are kept.
"""

from __future__ import annotations

import json
import sys
import uuid
from pathlib import Path
from typing import Any

TESTDATA = Path(__file__).resolve().parents[2] / "shared" / "testdata" / "mtgjson-set"
_SYLLABLES = ("ka", "lor", "vex", "mi", "dun", "shar", "to", "bel", "quon", "ir", "zad", "en", "gul", "fa", "rhy",
              "os", "tam", "ne", "cro", "yth")
_NAMESPACE = uuid.UUID("7a5b4c1e-3d2f-4e6a-9b8c-1d2e3f4a5b6c")


def word(n: int) -> str:
    """A made-up capitalized word, different for each ``n`` below 8,000."""
    parts = [_SYLLABLES[n % 20], _SYLLABLES[n // 20 % 20], _SYLLABLES[n // 400 % 20]]
    return "".join(parts[: 2 if n < 400 else 3]).capitalize()


def _renamed(name: str, extra: str, salt: int) -> str:
    faces = name.split(" // ")
    out = []
    for face in faces:
        words = face.split(" ")
        words.insert((salt + len(face)) % (len(words) + 1), extra)
        out.append(" ".join(words))
    return " // ".join(out)


def _new_id(*parts: Any) -> str:
    return str(uuid.uuid5(_NAMESPACE, ":".join(map(str, parts))))


def _copy_card(card: dict[str, Any], code: str, names_of: int, printing: int) -> dict[str, Any]:
    extra = word(names_of)
    new = dict(card)
    new["setCode"] = code
    new["name"] = _renamed(card["name"], extra, names_of)
    if "faceName" in card:
        new["faceName"] = _renamed(card["faceName"], extra, names_of)
    new["uuid"] = _new_id("uuid", code, card.get("uuid", ""), printing)
    identifiers = dict(card.get("identifiers") or {})
    identifiers["scryfallId"] = _new_id("scryfall", code, card.get("uuid", ""), printing)
    identifiers["scryfallOracleId"] = _new_id("oracle", names_of, identifiers.get("scryfallOracleId", card["name"]))
    for key in ("multiverseId", "mtgoId", "mtgArenaId", "mtgoFoilId", "tcgplayerProductId", "cardKingdomId"):
        identifiers.pop(key, None)
    new["identifiers"] = identifiers
    new["foreignData"] = [{**fd, "name": _renamed(fd["name"], extra, names_of)} if fd.get("name") else fd
                          for fd in card.get("foreignData") or ()]
    return new


def _printings_in(data: dict[str, Any]) -> int:
    """Printings the importer yields for a set: faces of one card count once."""
    seen = set()
    for array in ("cards", "tokens"):
        for card in data.get(array, ()):
            seen.add((array, card.get("number"), card["name"]) if "side" in card else (array, card.get("uuid")))
    return len(seen)


def _names_of(copy: int, bases: int) -> int:
    """The copy whose names ``copy`` prints: every third copy reprints the one ``bases`` before."""
    while copy % 3 == 2 and copy >= bases:
        copy -= bases
    return copy


def write_allprintings(out: Path, target: int = 100_000, testdata: Path = TESTDATA) -> tuple[int, int]:
    """Write an AllPrintings-shaped file with at least ``target`` printings; (printings, sets)."""
    sources = sorted(testdata.glob("*.json"))
    if not sources:
        sys.exit(f"no MTGJSON set files in {testdata}")
    bases = [json.loads(path.read_text(encoding="utf-8"))["data"] for path in sources]
    counts = [_printings_in(data) for data in bases]
    printings = count = 0
    with out.open("w", encoding="utf-8") as handle:
        handle.write('{"meta": {"date": "2026-11-01", "version": "5.2.2+benchmark"}, "data": {')
        while printings < target:
            base = bases[count % len(bases)]
            code = f"X{count:03d}"
            names_of = _names_of(count, len(bases))
            data = dict(base)
            data["code"] = code
            data["name"] = f"{base['name']} {word(count)}"
            data["cards"] = [_copy_card(card, code, names_of, i) for i, card in enumerate(base["cards"])]
            data["tokens"] = [_copy_card(card, f"T{code}", names_of, i) for i, card in enumerate(base["tokens"])]
            handle.write(("" if count == 0 else ", ") + json.dumps(code) + ": " + json.dumps(data, ensure_ascii=False))
            printings += counts[count % len(bases)]
            count += 1
        handle.write("}}")
    return printings, count
