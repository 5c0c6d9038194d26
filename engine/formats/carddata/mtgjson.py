"""MTGJSON v5 card data: set files, AllPrintings and deck files, streamed one set at a time.

The members of ``data`` are parsed one at a time (``jsonstream.kvitems``: orjson, or ijson's C
backend where orjson cannot; it bounds what one member may cost): a set file's or deck file's card arrays (``data.cards``
and ``data.tokens``, a deck file's ``data.mainBoard``, ``sideBoard``, ``commander``…), or one
whole set of AllPrintings (``data.<SET>`` with its ``cards``/``tokens``). Each card object is
turned into a record and the set's JSON dropped, so memory is bounded by one set whatever the
size of the file. MTGJSON writes a set's ``name`` after its cards, so a set file's records are
yielded at its end. A card array that is not a list (an object) is refused, naming it.

Mapping: ``name``; ``manaCost`` → ``cost``; ``manaValue``; ``colors``; ``colorIdentity``;
``type`` → ``type_line``; ``text``; ``power``/``toughness``/``loyalty``/``defense`` →
``stats``; ``number``; ``rarity``; ``setCode`` and the set's ``name`` (a card whose
``setCode`` differs from its set's code, such as a ``TISD`` token in ``ISD``, and every card
of a deck file get no set name); ``foreignData`` → ``names`` by language code; ``oracle_id`` is
``identifiers.scryfallOracleId``, else the name; cards of a ``tokens`` array are tokens.
``extra`` keeps ``layout``, ``uuid``, ``identifiers``, ``artist``, ``finishes`` and
``keywords``. The faces of a multi-face card (the objects with a ``side`` that share set,
number and name) become one record, as ``engine.formats.carddata.mtg`` describes; each face in
``extra["faces"]`` keeps its ``side`` and ``uuid``. A card listed twice in a deck file (main
and side) is one record.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterator

from engine.core.errors import LoadError
from engine.core.problems import thousands
from engine.core.text import Text
from engine.formats.carddata.jsonstream import json_source, kvitems
from engine.formats.carddata.mtg import face, joined_faces, sorted_colors, stats_of
from engine.formats.languages import language_code
from engine.formats.records import CardRecord

#: Arrays of card objects; the first two are a set's, the others a deck file's boards.
CARD_ARRAYS = ("cards", "tokens", "mainBoard", "sideBoard", "commander", "displayCommander", "planes", "schemes")
_EXTRA_KEYS = ("artist", "finishes", "keywords")
_language = lru_cache(maxsize=128)(language_code)  # foreignData repeats a dozen language names
MAX_SET_CARDS = 50_000
"""The most printings one set (or deck file) may hold: its records wait for its end (The List,
the largest, has about 3,000)."""


def read_mtgjson(path: str | Path) -> Iterator[CardRecord]:
    """Every printing in an MTGJSON v5 set, AllPrintings or deck file, set by set."""
    path = Path(path)
    top = _Container(str(path), "data")
    seen_cards = False
    with json_source(path) as source:
        for key, value in kvitems(source, "data"):
            if key in CARD_ARRAYS:
                seen_cards = True
                top.add_array(key, value)
            elif key in ("code", "name"):
                if isinstance(value, str):
                    top.meta[key] = value
            elif isinstance(value, dict) and any(array in value for array in CARD_ARRAYS):  # a set of AllPrintings
                seen_cards = True
                box = _Container(str(path), f"data.{key}")
                box.meta.update((meta, value[meta]) for meta in ("code", "name") if isinstance(value.get(meta), str))
                for array in CARD_ARRAYS:
                    if array in value:
                        box.add_array(array, value[array])
                del value  # the set's JSON goes before its records are used
                yield from box.records()
    if not seen_cards:
        raise LoadError(str(path), Text("no es un archivo MTGJSON: no hay data.cards, data.<SET>.cards ni data.mainBoard",
                                        "not an MTGJSON file: there is no data.cards, data.<SET>.cards or data.mainBoard"))
    yield from top.records()


class _Container:
    """The records of one set (or deck file) until it ends and its name is known."""

    def __init__(self, path: str, prefix: str) -> None:
        self.path = path
        self.prefix = prefix
        self.meta: dict[str, str] = {}
        self.is_deck = False
        self.entries: list[CardRecord | tuple[str, str, str]] = []
        self.faces: dict[tuple[str, str, str], list[tuple[str, CardRecord]]] = {}
        self.uuids: set[str] = set()

    def add_array(self, array: str, cards: Any) -> None:
        """The cards of the array ``array`` of this set (or deck file)."""
        if not isinstance(cards, list):
            what = Text("un objeto", "an object") if isinstance(cards, dict) else Text("un valor suelto", "a single value")
            raise LoadError(self.path, Text(f"{self.prefix}.{array} es {what.es}, no una lista de cartas",
                                            f"{self.prefix}.{array} is {what.en}, not a list of cards"))
        for index, card in enumerate(cards):
            self.add(card, array, index)

    def add(self, card: Any, array: str, index: int) -> None:
        if len(self.entries) >= MAX_SET_CARDS:
            where = self._where(array, index)
            raise LoadError(self.path, Text(f"{where}: más de {thousands(MAX_SET_CARDS)} cartas en un set; no es un archivo de MTGJSON",
                                 f"{where}: more than {thousands(MAX_SET_CARDS, 'en')} cards in a set; not an MTGJSON file"))
        if not isinstance(card, dict) or not isinstance(card.get("name"), str) or not card["name"].strip():
            where = self._where(array, index)
            raise LoadError(self.path, Text(f"{where}: una carta sin nombre", f"{where}: a card without a name"))
        self.is_deck = self.is_deck or array not in ("cards", "tokens")
        uuid = card.get("uuid")
        if uuid is not None:
            if uuid in self.uuids:
                return
            self.uuids.add(uuid)
        try:
            record = _record(card, array == "tokens")
        except (TypeError, AttributeError, ValueError) as exc:
            where = self._where(array, index)
            raise LoadError(self.path, Text(f"{where} ({card['name']}): dato inesperado: {exc}",
                                            f"{where} ({card['name']}): unexpected data: {exc}")) from exc
        if "side" not in card:
            self.entries.append(record)
            return
        key = (record.set_code, record.number, record.name)
        if key not in self.faces:
            self.faces[key] = []
            self.entries.append(key)
        self.faces[key].append((str(card["side"]), record))

    def _where(self, array: str, index: int) -> str:
        """The JSON path of a card, for its error (built only then, not for each of 100,000 cards)."""
        return f"{self.prefix}.{array}[{index}]"

    def records(self) -> Iterator[CardRecord]:
        code = self.meta.get("code", "")
        set_name = "" if self.is_deck else self.meta.get("name", "")
        for entry in self.entries:
            record = entry if isinstance(entry, CardRecord) else _merge(self.faces[entry])
            record.set_code = record.set_code or code
            if record.set_code == code:
                record.set_name = set_name
            yield record


def _record(card: dict[str, Any], is_token: bool) -> CardRecord:
    identifiers = card.get("identifiers") or {}
    name = card["name"]
    extra: dict[str, Any] = {"layout": card.get("layout", ""), "uuid": card.get("uuid", ""), "identifiers": dict(identifiers)}
    extra.update((key, card[key]) for key in _EXTRA_KEYS if card.get(key))
    stats = stats_of(card)
    colors = sorted_colors(card.get("colors") or ())
    cost, type_line, text = card.get("manaCost", ""), card.get("type", ""), card.get("text", "")
    if "side" in card:
        extra["face"] = face(card.get("faceName", name), cost, type_line, text, stats, colors,
                             side=str(card["side"]), uuid=card.get("uuid", ""))
    mana_value = card.get("manaValue", card.get("convertedManaCost"))
    return CardRecord(
        game="mtg",
        name=name,
        oracle_id=identifiers.get("scryfallOracleId") or name,
        set_code=card.get("setCode", ""),
        number=str(card.get("number", "")),
        type_line=type_line,
        cost=cost,
        mana_value=float(mana_value) if mana_value is not None else None,
        colors=colors,
        color_identity=sorted_colors(card.get("colorIdentity") or ()),
        text=text,
        stats=stats,
        names={_language(fd["language"]): fd["name"] for fd in card.get("foreignData") or () if fd.get("name")},
        rarity=card.get("rarity", ""),
        is_token=is_token,
        extra=extra,
    )


def _merge(sides: list[tuple[str, CardRecord]]) -> CardRecord:
    """One record for the faces of a card, front face first."""
    ordered = [record for _, record in sorted(sides, key=lambda pair: pair[0])]
    faces = [record.extra["face"] for record in ordered]
    front = ordered[0]
    joined = joined_faces(faces)
    extra = {key: value for key, value in front.extra.items() if key != "face"}
    extra["faces"] = faces
    return replace(front, cost=joined["cost"], type_line=joined["type_line"], text=joined["text"],
                   colors=joined["colors"], stats=joined["stats"], extra=extra)
