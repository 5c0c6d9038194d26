"""What an image lookup asks for: one printing of one card, as the other tools name it.

A ``Printing`` carries every key a tool may file an image under: the game, the card's name (the
English name for Magic and Yu-Gi-Oh!, as Cockatrice, Forge, XMage and EDOPro write it), the set
and collector number, the game code (a Yu-Gi-Oh! passcode, a SiX code), the MTGJSON ``uuid``
(Cockatrice's provider id), the Magic layout and face names (split cards, double faces), the
Forge art index and whether it is a token. ``local_name`` is the name Tapete shows (Spanish for
the shipped cards), which a plain folder may use too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from cardimages.faces import FaceData
from cardimages.frames import face_style
from engine.core.cards import CardDef
from engine.formats.records import CardRecord

#: Magic layouts whose faces are two halves printed on one side (Forge joins their names).
SPLIT_LAYOUTS = frozenset({"split", "aftermath", "fuse"})
#: Magic layouts with a back face printed on its own side (each side is its own image).
DOUBLE_FACED_LAYOUTS = frozenset({"transform", "modal_dfc", "meld", "double_faced_token", "reversible_card", "flip"})

_SET_NUMBER = re.compile(r"^([A-Za-z0-9]{2,6})-([0-9A-Za-z★*†]+)$")


@dataclass(frozen=True)
class Printing:
    """One printing of a card, with every name and code an image may be filed under."""

    game: str
    name: str
    set_code: str = ""
    number: str = ""
    code: str = ""
    uuid: str = ""
    layout: str = ""
    faces: tuple[str, ...] = ()
    art_index: int = 0
    is_token: bool = False
    local_name: str = ""

    @property
    def front_name(self) -> str:
        """The name of the side shown face up: the front face of a double-faced card."""
        if self.faces and self.layout in DOUBLE_FACED_LAYOUTS:
            return self.faces[0]
        if "//" in self.name and self.layout not in SPLIT_LAYOUTS and self.layout:
            return self.name.split("//")[0].strip()
        return self.name

    @property
    def passcode(self) -> str:
        """A Yu-Gi-Oh! passcode as EDOPro names its files: decimal, no leading zeros."""
        digits = self.code if self.code.isdigit() else self.number if self.number.isdigit() else ""
        return str(int(digits)) if digits else ""


def printing_of_record(record: CardRecord, art_index: int = 0, local_name: str = "") -> Printing:
    """The printing a catalogue record names (``uuid``, layout and faces from its ``extra``)."""
    extra: dict[str, Any] = record.extra if isinstance(record.extra, dict) else {}
    faces = tuple(str(face.get("name", "")) for face in extra.get("faces", []) if isinstance(face, dict) and face.get("name"))
    identifiers = extra.get("identifiers")
    identifiers = identifiers if isinstance(identifiers, dict) else {}
    code = record.number
    if face_style(record.game).printing_id == "passcode" and not code.isdigit():
        code = str(identifiers.get("passcode", "")) or code
    return Printing(
        game=record.game, name=record.name, set_code=record.set_code, number=record.number, code=code,
        uuid=str(extra.get("uuid", "") or ""), layout=str(extra.get("layout", "") or ""), faces=faces,
        art_index=art_index, is_token=record.is_token, local_name=local_name,
    )


def printing_of_face(face: FaceData) -> Printing:
    """The printing a drawn face stands for: a Magic code such as ``10E-31`` names its set and
    number when the face has no set of its own."""
    by_number = face_style(face.game).printing_id == "set number"
    set_code, number = face.set_code, face.code if by_number else ""
    if by_number and not set_code and (match := _SET_NUMBER.match(face.code)):
        set_code, number = match.group(1).upper(), match.group(2)
    return Printing(game=face.game, name=face.name, set_code=set_code, number=number, code=face.code)


def collector_order(number: str) -> tuple[str, int, str]:
    """A sort key for collector numbers in the order sets list them: ``2 < 10 < 116a < 116b``."""
    match = re.match(r"^(\D*)(\d+)(.*)$", number)
    if match is None:
        return (number, -1, "")
    return (match.group(1), int(match.group(2)), match.group(3))


def printing_of_card(defn: CardDef, record: CardRecord | None = None, lang: str = "es") -> Printing:
    """The printing a card at the table shows: the catalogue record it was adopted from (the deck
    line's set and number), else the card's own English name and code (a Yu-Gi-Oh! card by its
    passcode, a Magic code such as ``TAC-001`` as set and number)."""
    shown = defn.display_name(lang)
    if record is not None:
        return printing_of_record(record, local_name=shown)
    code = str(getattr(defn, "passcode", "") or defn.code)
    face = printing_of_face(FaceData(defn.game, defn.code, defn.name_en or defn.name))
    return Printing(defn.game, defn.name_en or defn.name, face.set_code, face.number, code, is_token=defn.is_token,
                    local_name=shown)
