"""The catalogue's records that the core's games take: ``CardRecord`` (one printing of a card from
any card-data source, for any game: what importers produce, the store keeps, a game adopts and a
replay or a LAN deck carries) and ``ResolvedDeck`` (a deck whose lines were matched to such
records, which a game's deck rules check), with ``DeckLine`` (a deck file's line as written).

Deck files, collections and the catalogue lookups that make them are ``engine.formats``'s
(``engine.formats.records``).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from engine.core.text import Text


@dataclass
class CardRecord:
    """One printing of a card, as an importer reads it.

    ``oracle_id`` identifies the card across printings (MTG: the oracle id, else the name;
    Yu-Gi-Oh!: the passcode of the original card, following ``alias``; SiX: the card code).
    ``number`` is the collector number or printing code. ``stats`` holds printed numbers as
    text (MTG ``power``/``toughness``/``loyalty``/``defense``, Yu-Gi-Oh! ``atk``/``def``/
    ``level``/``rank``/``link``, SiX ``fuerza``/``defensa``). ``names`` maps a language code
    to a localized name. ``image_path`` is a local file, never a URL fetched at run time.
    ``extra`` keeps everything else the source says (layout, faces, identifiers, race…).
    """

    game: str
    name: str
    oracle_id: str
    set_code: str = ""
    set_name: str = ""
    number: str = ""
    type_line: str = ""
    cost: str = ""
    mana_value: float | None = None
    colors: tuple[str, ...] = ()
    color_identity: tuple[str, ...] = ()
    text: str = ""
    stats: dict[str, str] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)
    rarity: str = ""
    image_path: str = ""
    is_token: bool = False
    extra: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON data (a replay carries the records of the player's own cards it uses)."""
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> "CardRecord":
        """The record ``to_dict`` wrote; ``ValueError`` names the field that is missing or not
        of its type (a replay or a LAN peer sends these)."""
        names = {f.name for f in dataclasses.fields(cls)}
        if not isinstance(data, dict) or not isinstance(data.get("name"), str) or not isinstance(data.get("game"), str):
            raise ValueError(Text("un registro de carta necesita «game» y «name»", "a card record needs «game» and «name»"))
        unknown = sorted(set(data) - names)
        if unknown:
            listed = ', '.join(f'«{key}»' for key in unknown[:5])
            raise ValueError(Text(f"campos desconocidos en un registro de carta: {listed}",
                                  f"unknown fields in a card record: {listed}"))
        if "oracle_id" not in data:
            raise ValueError(Text(f"al registro de carta «{data['name'][:80]}» le falta «oracle_id»",
                                  f"the card record «{data['name'][:80]}» lacks «oracle_id»"))
        values = dict(data)
        for key, value in values.items():
            if not _FIELD_CHECKS[key](value):
                kind = _FIELD_KINDS[key]
                raise ValueError(Text(f"el campo «{key}» de «{values['name'][:80]}» no es {kind.es}",
                                      f"the field «{key}» of «{values['name'][:80]}» is not {kind.en}"))
        for key in ("colors", "color_identity"):
            values[key] = tuple(values.get(key) or ())
        return cls(**values)


def _text(value: Any) -> bool:
    return isinstance(value, str)


def _texts(value: Any) -> bool:
    return isinstance(value, (list, tuple)) and all(isinstance(item, str) for item in value)


def _text_map(value: Any) -> bool:
    return isinstance(value, dict) and all(isinstance(item, str) for item in value.values())


def _number(value: Any) -> bool:
    return value is None or (isinstance(value, (int, float)) and not isinstance(value, bool))


def _face(value: Any) -> bool:
    """A face of a multi-face card as ``carddata.mtg.face`` writes it."""
    return isinstance(value, dict) and all(_text(value.get(key, "")) for key in ("name", "cost", "type_line", "text")) \
        and _text_map(value.get("stats", {})) and _texts(value.get("colors", []))


def _extra(value: Any) -> bool:
    """Any JSON object, with the lists the games read (``faces``, ``types``) of their shape."""
    return isinstance(value, dict) and _texts(value.get("types", [])) and (
        isinstance(value.get("faces", []), list) and all(_face(face) for face in value.get("faces", [])))


_FIELD_CHECKS = {
    "game": _text, "name": _text, "oracle_id": _text, "set_code": _text, "set_name": _text, "number": _text,
    "type_line": _text, "cost": _text, "mana_value": _number, "colors": _texts, "color_identity": _texts,
    "text": _text, "stats": _text_map, "names": _text_map, "rarity": _text, "image_path": _text,
    "is_token": lambda value: isinstance(value, bool), "extra": _extra,
}
_TEXTS = Text("una lista de textos", "a list of texts")
_TEXT_MAP = Text("un objeto de textos", "an object of texts")
_FIELD_KINDS = {
    **{key: Text("un texto", "a text") for key, check in _FIELD_CHECKS.items() if check is _text},
    "mana_value": Text("un número", "a number"), "colors": _TEXTS, "color_identity": _TEXTS,
    "stats": _TEXT_MAP, "names": _TEXT_MAP, "is_token": Text("true o false", "true or false"),
    "extra": Text("un objeto (con «faces» y «types» de su forma)", "an object (with «faces» and «types» of their shape)"),
}


@dataclass
class DeckLine:
    """One line of a deck file: a count and whatever names the card."""

    count: int
    name: str = ""
    set_code: str = ""
    number: str = ""
    code: str = ""  # a game code: Yu-Gi-Oh! passcode, MTGO CatID, SiX code
    line: int | None = None
    finish: str = ""  # one of FINISHES: "", "foil", "etched"
    art: str = ""  # Forge's art index of the printing (``Name|SET|2``), not a collector number
    category: str = ""  # the player's categories of the line, comma-separated (Archidekt's "[Ramp,Draw]")


@dataclass
class ResolvedDeck:
    """A deck whose lines were matched to cards: ``sections`` maps a section to
    ``(count, card)`` pairs; ``unknown`` keeps the lines that matched nothing. ``lines``, when
    the deck came from a file, gives each section's entries their line numbers (same order)."""

    game: str
    name: str
    sections: dict[str, list[tuple[int, CardRecord]]] = field(default_factory=dict)
    unknown: list[DeckLine] = field(default_factory=list)
    format: str = ""
    lines: dict[str, list[int | None]] = field(default_factory=dict, compare=False)  # provenance only

    def line_of(self, section: str, index: int) -> int | None:
        """The file line of the ``index``-th entry of ``section`` (``None`` when unknown)."""
        numbers = self.lines.get(section, [])
        return numbers[index] if index < len(numbers) else None

    def count(self, section: str) -> int:
        return sum(count for count, _ in self.sections.get(section, []))
