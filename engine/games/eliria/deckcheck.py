"""Eliria deck construction (Eliria 4): any size, at most one card of each name."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core.cards import normalize_name
from engine.core.deck import Deck, Violation
from engine.core.text import Text
from engine.games.eliria.rules import rule


def validate(deck: Deck, banlist: Any = None) -> list[Violation]:
    """Every violation of the construction rules in ``deck``, each citing its rule."""
    problems: list[Violation] = []
    for section, entries in deck.sections.items():
        if section != "main":
            problems.append(Violation(rule("4", Text("un jugador usa un solo mazo", "a player uses one deck")),
                                      Text(f"sección desconocida «{section}» (solo main)",
                                           f"unknown section «{section}» (main only)"),
                                      entries[0].line if entries else None))
    names: Counter[str] = Counter()
    first: dict[str, Any] = {}
    for entry in deck.sections.get("main", []):
        if entry.card.is_token:
            problems.append(Violation(rule("14", Text("los tokens no necesitan estar en el mazo y no forman parte de él",
                                                      "tokens need not be in the deck and are no part of it")),
                                      Text(f"«{entry.card.name}» es un token", f"«{entry.card.name}» is a token"), entry.line))
            continue
        key = normalize_name(entry.card.name)
        names[key] += entry.count
        first.setdefault(key, entry)
    for key, count in names.items():
        if count > 1:
            entry = first[key]
            problems.append(Violation(rule("4"), Text(f"{count} cartas se llaman «{entry.card.name}»; el máximo es 1",
                                                       f"{count} cards are called «{entry.card.name}»; the most is 1"), entry.line))
    if banlist is not None:
        limits = getattr(banlist, "limits", {})
        for entry in deck.sections.get("main", []):
            if limits.get(entry.card.code, 1) < entry.count:
                problems.append(Violation(rule("4", Text("lista de prohibidas del torneo", "the tournament's banned list")),
                                          Text(f"«{entry.card.name}» está prohibida",
                                               f"«{entry.card.name}» is banned"), entry.line))
    return problems
