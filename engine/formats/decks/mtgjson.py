"""MTGJSON v5 deck files (read only): ``{"meta": …, "data": {name, commander[], mainBoard[],
sideBoard[], tokens[]}}``, each board entry a full card object plus ``count``.

Lines keep ``name``, ``setCode``, ``number``, the finish (``isFoil``, ``isEtched``) and the MTGO
id (``identifiers.mtgoId``) as the code. ``tokens`` are the tokens sold with the product, not deck cards; any other non-empty board
(``planes``, ``schemes``…) is refused, since Tapete has no such sections.
"""

from __future__ import annotations

from typing import Any

from engine.core.errors import LoadError
from engine.core.problems import Problems
from engine.core.text import Text
from engine.core.textfiles import parse_json
from engine.formats.decks.lines import TEXT_SOURCE, source_stem
from engine.formats.records import DeckLine, DeckList

BOARDS = {"commander": "commander", "mainBoard": "main", "sideBoard": "side"}
NOT_CARDS = ("tokens",)


def is_deck(data: Any) -> bool:
    """Whether decoded JSON is an MTGJSON deck (its ``data`` has a ``mainBoard``)."""
    return isinstance(data, dict) and isinstance(data.get("data"), dict) and "mainBoard" in data["data"]


def parse(text: str, source: str = TEXT_SOURCE) -> DeckList:
    """Parse an MTGJSON deck file; ``LoadError`` names the JSON error's line or every bad entry."""
    data = parse_json(text.lstrip("\ufeff"), source)
    if not is_deck(data):
        raise LoadError(source, Text("no es un mazo de MTGJSON (falta data.mainBoard)",
                                     "not an MTGJSON deck (data.mainBoard is missing)"))
    body = data["data"]
    deck = DeckList(name=str(body.get("name") or source_stem(source)), game="mtg")
    for key in ("code", "type", "releaseDate"):
        if body.get(key):
            deck.meta[key.lower()] = str(body[key])
    problems = Problems(source)
    for key, board in body.items():
        if not isinstance(board, list) or key in NOT_CARDS or not board:
            continue
        if key not in BOARDS:
            problems.add(None, Text(f"la sección «{key}» ({len(board)} entradas) no existe en Tapete",
                                    f"the section «{key}» ({len(board)} entries) does not exist in Tapete"))
            continue
        for index, card in enumerate(board):
            count = card.get("count") if isinstance(card, dict) else None
            if not isinstance(card, dict) or not isinstance(card.get("name"), str) or not isinstance(count, int) or isinstance(count, bool) or count <= 0:
                problems.add(None, Text(f"{key}[{index}] no es una carta con name y count",
                                        f"{key}[{index}] is not a card with name and count"))
                continue
            identifiers = card.get("identifiers")
            mtgo_id = identifiers.get("mtgoId") if isinstance(identifiers, dict) else None
            finish = "etched" if card.get("isEtched") is True else "foil" if card.get("isFoil") is True else ""
            deck.sections.setdefault(BOARDS[key], []).append(DeckLine(
                count, card["name"], str(card.get("setCode") or ""), str(card.get("number") or ""), str(mtgo_id or ""),
                finish=finish))
    problems.raise_if_any()
    return deck
