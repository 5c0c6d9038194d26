"""Eliria deck construction (Eliria 4): any size, at most one card of each name."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core.cards import normalize_name
from engine.core.deck import Deck, Violation
from engine.games.eliria.rules import rule


def validate(deck: Deck, banlist: Any = None) -> list[Violation]:
    """Every violation of the construction rules in ``deck``, each citing its rule."""
    problems: list[Violation] = []
    for section, entries in deck.sections.items():
        if section != "main":
            problems.append(Violation(rule("4", "un jugador usa un solo mazo"), f"sección desconocida «{section}» (solo main)",
                                      entries[0].line if entries else None))
    names: Counter[str] = Counter()
    first: dict[str, Any] = {}
    for entry in deck.sections.get("main", []):
        if entry.card.is_token:
            problems.append(Violation(rule("14", "los tokens no necesitan estar en el mazo y no forman parte de él"),
                                      f"«{entry.card.name}» es un token", entry.line))
            continue
        key = normalize_name(entry.card.name)
        names[key] += entry.count
        first.setdefault(key, entry)
    for key, count in names.items():
        if count > 1:
            entry = first[key]
            problems.append(Violation(rule("4"), f"{count} cartas se llaman «{entry.card.name}»; el máximo es 1", entry.line))
    if banlist is not None:
        limits = getattr(banlist, "limits", {})
        for entry in deck.sections.get("main", []):
            if limits.get(entry.card.code, 1) < entry.count:
                problems.append(Violation(rule("4", "lista de prohibidas del torneo"), f"«{entry.card.name}» está prohibida", entry.line))
    return problems
