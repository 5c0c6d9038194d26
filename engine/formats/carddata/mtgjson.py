"""MTGJSON v5 card data: set files, AllPrintings and deck files, streamed with ijson.

The file is read as a stream of parser events. Every card object of a card array (a set file's
``data.cards`` and ``data.tokens``, AllPrintings' ``data.<SET>.cards``/``tokens``, a deck file's
``data.mainBoard``, ``sideBoard``, ``commander``…) is built alone and turned into a record at
once, so memory is bounded by one set's records whatever the size of the file. MTGJSON writes a
set's ``name`` after its cards, so a set's records are yielded when the set ends.

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
from pathlib import Path
from typing import Any, Iterator

import ijson  # type: ignore[import-untyped]

from engine.core.errors import LoadError
from engine.core.problems import thousands
from engine.core.text import Text
from engine.formats.carddata.jsonstream import events, json_source
from engine.formats.carddata.mtg import face, joined_faces, sorted_colors, stats_of
from engine.formats.languages import language_code
from engine.formats.records import CardRecord

#: Arrays of card objects; the first two are a set's, the others a deck file's boards.
CARD_ARRAYS = ("cards", "tokens", "mainBoard", "sideBoard", "commander", "displayCommander", "planes", "schemes")
_EXTRA_KEYS = ("artist", "finishes", "keywords")
MAX_SET_CARDS = 50_000
"""The most printings one set (or deck file) may hold: its records wait for its end (The List,
the largest, has about 3,000)."""


def read_mtgjson(path: str | Path) -> Iterator[CardRecord]:
    """Every printing in an MTGJSON v5 set, AllPrintings or deck file, set by set."""
    path = Path(path)
    containers: dict[str, _Container] = {}
    seen_cards = False
    with json_source(path) as source:
        stream = events(source)
        for prefix, event, value in stream:
            if event == "start_array":
                parent, _, key = prefix.rpartition(".")
                if key in CARD_ARRAYS and _is_container(parent):
                    seen_cards = True
                    box = containers.setdefault(parent, _Container(str(path), parent))
                    items = ijson.items(_until_end(stream, prefix), prefix + ".item")
                    for index, card in enumerate(items):
                        box.add(card, key, index)
            elif event == "string":
                parent, _, key = prefix.rpartition(".")
                if key in ("code", "name") and _is_container(parent):
                    containers.setdefault(parent, _Container(str(path), parent)).meta[key] = value
            elif event == "end_map" and prefix in containers:
                yield from containers.pop(prefix).records()
    if not seen_cards:
        raise LoadError(str(path), Text("no es un archivo MTGJSON: no hay data.cards, data.<SET>.cards ni data.mainBoard",
                                        "not an MTGJSON file: there is no data.cards, data.<SET>.cards or data.mainBoard"))


def _is_container(prefix: str) -> bool:
    """``data`` (a set or deck file) or ``data.<SET>`` (AllPrintings)."""
    return prefix == "data" or (prefix.startswith("data.") and "." not in prefix[5:])


def _until_end(events: Iterator[tuple[str, str, Any]], array: str) -> Iterator[tuple[str, str, Any]]:
    """The events of the array at ``array``, up to (not including) its end."""
    for item in events:
        if item[1] == "end_array" and item[0] == array:
            return
        yield item


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

    def add(self, card: Any, array: str, index: int) -> None:
        where = f"{self.prefix}.{array}[{index}]"
        if len(self.entries) >= MAX_SET_CARDS:
            raise LoadError(self.path, Text(f"{where}: más de {thousands(MAX_SET_CARDS)} cartas en un set; no es un archivo de MTGJSON",
                                 f"{where}: more than {thousands(MAX_SET_CARDS, 'en')} cards in a set; not an MTGJSON file"))
        if not isinstance(card, dict) or not isinstance(card.get("name"), str) or not card["name"].strip():
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
        names={language_code(fd["language"]): fd["name"] for fd in card.get("foreignData") or () if fd.get("name")},
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
