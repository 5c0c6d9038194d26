"""Tapete's own deck format: a plain text list with sections.

    # Coro Celestial
    game = six
    name = Coro Celestial

    [main]
    2 Ángel Guardián
    1x Bruja Invocadora
    [mana]
    6 Maná Ámbar

A card line is ``N Name``, ``Nx Name`` or just ``Name`` (one copy); a name may also be a card
code. Lines starting with ``#`` are comments. Every unknown card is reported with its line.
"""

from __future__ import annotations

import re
from pathlib import Path

from engine.core.cards import normalize_name
from engine.core.deck import Deck, DeckEntry
from engine.core.errors import LoadError
from engine.core.game import Game
from engine.core.textfiles import read_text

_HEADER = re.compile(r"^\[(?P<section>[^\]]+)\]$")
_SETTING = re.compile(r"^(?P<key>game|name|juego|nombre)\s*[=:]\s*(?P<value>.+)$", re.IGNORECASE)
_CARD = re.compile(r"^(?:(?P<count>\d+)\s*[xX]?\s+)?(?P<name>\S.*?)\s*$")

SECTION_ALIASES = {
    "main": "main", "principal": "main", "mazo": "main", "mazo principal": "main", "deck": "main",
    "mana": "mana", "mazo de mana": "mana",
    "limbo": "limbo",
    "support": "support", "apoyo": "support", "mazo de apoyo": "support",
    "side": "side", "sideboard": "side",
    "extra": "extra", "fusion": "extra",
}


def parse_deck(text: str, game: Game, source: str = "<texto>") -> Deck:
    """Parse deck text for ``game``; ``LoadError`` lists every bad line, nothing half loaded."""
    name = Path(source).stem if source != "<texto>" else "Mazo"
    declared_game: str | None = None
    section = "main"
    sections: dict[str, list[DeckEntry]] = {}
    problems: list[tuple[int, str]] = []
    for number, raw in enumerate(text.replace("\r\n", "\n").split("\n"), start=1):
        line = raw.strip().lstrip("\ufeff")
        if not line or line.startswith("#") or line.startswith("//"):
            continue
        header = _HEADER.match(line)
        if header:
            key = normalize_name(header["section"])
            if key not in SECTION_ALIASES or SECTION_ALIASES[key] not in game.deck_sections():
                allowed = ", ".join(game.deck_sections())
                problems.append((number, f"sección desconocida [{header['section']}] (usa {allowed})"))
                section = key
            else:
                section = SECTION_ALIASES[key]
            continue
        setting = _SETTING.match(line)
        if setting:
            key = setting["key"].lower()
            if key in ("game", "juego"):
                declared_game = setting["value"].strip().lower()
            else:
                name = setting["value"].strip()
            continue
        card_line = _CARD.match(line)
        assert card_line is not None
        count = int(card_line["count"]) if card_line["count"] else 1
        ref = card_line["name"]
        card = game.cards.find(ref)
        if count <= 0:
            problems.append((number, f"cantidad inválida {count}"))
        elif card is None:
            hint = game.cards.suggestions(ref)
            extra = f" (¿quisiste decir {', '.join(hint)}?)" if hint else ""
            problems.append((number, f"carta desconocida «{ref}»{extra}"))
        else:
            sections.setdefault(section, []).append(DeckEntry(count, card, number))
    if declared_game is not None and declared_game != game.name:
        problems.insert(0, (1, f"el mazo es del juego «{declared_game}», no de «{game.name}»"))
    if problems:
        detail = "; ".join(f"línea {n}: {p}" for n, p in problems)
        raise LoadError(source, detail, problems[0][0])
    return Deck(game.name, name, sections, source)


def load_deck(path: str | Path, game: Game) -> Deck:
    """Read a deck file in Tapete's format."""
    return parse_deck(read_text(path), game, str(path))


def deck_to_text(deck: Deck) -> str:
    """Write a deck in Tapete's format (round-trips through ``parse_deck``)."""
    lines = [f"game = {deck.game}", f"name = {deck.name}"]
    for section, entries in deck.sections.items():
        lines.append("")
        lines.append(f"[{section}]")
        lines.extend(f"{e.count} {e.card.name}" for e in entries)
    return "\n".join(lines) + "\n"
