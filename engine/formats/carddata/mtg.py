"""Magic conventions shared by the MTGJSON, Scryfall and Cockatrice importers.

A multi-face card (transform, modal, split, flip, adventure…) is one record named
``"Front // Back"``. Its cost joins the faces' non-empty costs with ``" // "``, its type line
and text join every face (``" // "`` and ``"\\n//\\n"``), its colours are the union of the
faces' colours, its stats are the front face's, and ``extra["faces"]`` keeps each face.
Colours are sorted letters (``("B", "W")``), as MTGJSON and Scryfall write them.
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Mapping, Sequence


STAT_KEYS = ("power", "toughness", "loyalty", "defense")

_COST_SYMBOL = re.compile(r"[WUBRGCSXYZ]/[WUBRGCP]|2/[WUBRG]|\d+|[WUBRGCSXYZ]")


def sorted_colors(colors: Iterable[str]) -> tuple[str, ...]:
    """Colour letters without repeats, sorted."""
    return tuple(sorted({c for c in colors if c}))


def stats_of(card: Mapping[str, Any]) -> dict[str, str]:
    """The printed power, toughness, loyalty and defense a card object has, as text."""
    return {key: str(card[key]) for key in STAT_KEYS if card.get(key) not in (None, "")}


def face(name: str, cost: str, type_line: str, text: str, stats: dict[str, str],
         colors: Sequence[str], **more: Any) -> dict[str, Any]:
    """One face of a multi-face card, as ``extra["faces"]`` keeps it."""
    return {"name": name, "cost": cost, "type_line": type_line, "text": text, "stats": stats,
            "colors": list(colors), **more}


def joined_faces(faces: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The card-level cost, type line, text, colours and stats of a multi-face card."""
    return {
        "cost": " // ".join(f["cost"] for f in faces if f["cost"]),
        "type_line": " // ".join(f["type_line"] for f in faces),
        "text": "\n//\n".join(f["text"] for f in faces),
        "colors": sorted_colors(c for f in faces for c in f["colors"]),
        "stats": dict(faces[0]["stats"]) if faces else {},
    }


def braced_cost(cost: str) -> str:
    """A Cockatrice cost (``"2WW"``, ``"4W/BW/B"``) in braces (``"{2}{W}{W}"``); a cost
    already in braces, or one that does not read as mana symbols, is returned unchanged."""
    cost = cost.strip()
    if not cost or "{" in cost:
        return cost
    symbols = _COST_SYMBOL.findall(cost)
    if "".join(symbols) != cost:
        return cost
    return "".join(f"{{{symbol}}}" for symbol in symbols)


_MANA_SYMBOL = re.compile(r"\{([^{}]+)\}")
_REMINDER = re.compile(r"\([^()]*\)")
COLORS = "WUBRG"


def identity_from(cost: str, text: str, colors: Iterable[str] = ()) -> tuple[str, ...]:
    """A card's colour identity (CR 903.4) from what it prints: the colours of the mana symbols
    in its mana cost and rules text (hybrid and Phyrexian symbols give each of their colours),
    reminder text aside (CR 903.4c), and its colours (a colour indicator, CR 204, or a
    characteristic-defining ability, CR 604.3). For data that does not say it (Cockatrice's
    files leave ``<coloridentity>`` out); the faces of one card are joined by the caller
    (CR 903.4d)."""
    found = set(colors) & set(COLORS)
    for symbol in _MANA_SYMBOL.findall(cost + " " + _REMINDER.sub("", text)):
        found.update(part for part in symbol.upper().split("/") if part in COLORS)
    return sorted_colors(found)


def rarity(text: str) -> str:
    """A rarity in MTGJSON's words (``"Mythic Rare"`` → ``"mythic"``)."""
    word = text.strip().lower()
    return "mythic" if word == "mythic rare" else word
