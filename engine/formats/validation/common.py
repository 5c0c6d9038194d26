"""Checks every game's deck construction shares: section sizes, copies of a card, tokens,
sections a game does not have, and ban lists."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Collection

from engine.core.cards import normalize_name
from engine.core.deck import Violation
from engine.core.errors import Rule
from engine.core.text import Text
from engine.formats.records import CardRecord, ResolvedDeck
from engine.formats.validation.banlist import BanList


@dataclass
class Copies:
    """All the copies of one card in a deck: how many, per section, and the first printing."""

    card: CardRecord
    count: int = 0
    sections: dict[str, int] = field(default_factory=dict)
    lines: list[int] = field(default_factory=list)  # the deck file's lines naming it

    def where(self) -> Text:
        """Its copies per section, and the file lines when there are several."""
        es = ", ".join(f"{n} en {section}" for section, n in self.sections.items())
        en = ", ".join(f"{n} in {section}" for section, n in self.sections.items())
        if len(self.lines) > 1:
            listed = ", ".join(map(str, self.lines))
            es, en = f"{es}; líneas {listed}", f"{en}; lines {listed}"
        return Text(es, en)

    @property
    def line(self) -> int | None:
        return self.lines[0] if self.lines else None


def by_name(card: CardRecord) -> str:
    """A card's identity when rules count copies by name (MTG, Eliria, MyL)."""
    return normalize_name(card.name)


def by_oracle(card: CardRecord) -> str:
    """A card's identity across printings and alternative arts (its ``oracle_id``)."""
    return card.oracle_id or normalize_name(card.name)


def count_copies(deck: ResolvedDeck, sections: Collection[str], identity: Callable[[CardRecord], str]) -> dict[str, Copies]:
    """Copies of each card over ``sections``, keyed by ``identity``, in deck order."""
    copies: dict[str, Copies] = {}
    for section in sections:
        for index, (count, card) in enumerate(deck.sections.get(section, [])):
            entry = copies.setdefault(identity(card), Copies(card))
            entry.count += count
            entry.sections[section] = entry.sections.get(section, 0) + count
            line = deck.line_of(section, index)
            if line is not None:
                entry.lines.append(line)
    return copies


def too_many(copies: dict[str, Copies], limit: Callable[[CardRecord], int | None], rule: Callable[[Copies], Rule]) -> list[Violation]:
    """A violation for every card with more copies than ``limit`` allows (``None``: any number)."""
    found = []
    for entry in copies.values():
        allowed = limit(entry.card)
        if allowed is not None and entry.count > allowed:
            where = entry.where()
            found.append(Violation(rule(entry), Text(f"{entry.count} copias de «{entry.card.name}» ({where.es}); el máximo es {allowed}",
                                                     f"{entry.count} copies of «{entry.card.name}» ({where.en}); the most is {allowed}"),
                                   entry.line))
    return found


def banned(copies: dict[str, Copies], banlist: BanList | None, rule: Rule, adjust: Callable[[int], int] = lambda limit: limit) -> list[Violation]:
    """A violation for every card over its limit in ``banlist`` (``adjust`` maps a listed limit
    to the one that applies, as in Yu-Gi-Oh!'s Traditional format)."""
    if banlist is None:
        return []
    found = []
    for entry in copies.values():
        listed = banlist.limit(entry.card)
        if listed is not None and entry.count > adjust(listed):
            allowed = adjust(listed)
            state = Text("prohibida", "banned") if allowed == 0 else Text(f"limitada a {allowed}", f"limited to {allowed}")
            found.append(Violation(rule, Text(
                f"«{entry.card.name}» está {state.es} en la lista «{banlist.name}» y el mazo tiene {entry.count}",
                f"«{entry.card.name}» is {state.en} on the list «{banlist.name}» and the deck has {entry.count}"), entry.line))
    return found


def size(deck: ResolvedDeck, section: str, label: Text, rule: Rule, low: int | None = None, high: int | None = None) -> list[Violation]:
    """A violation when ``section`` (called ``label``) has fewer than ``low`` or more than ``high`` cards."""
    count = deck.count(section)
    if low is not None and high is not None and low == high and count != low:
        return [Violation(rule, Text(f"{label.es} tiene {count} cartas y debe tener exactamente {low}",
                                     f"{label.en} has {count} cards and must have exactly {low}"))]
    if low is not None and count < low:
        return [Violation(rule, Text(f"{label.es} tiene {count} cartas y debe tener al menos {low}",
                                     f"{label.en} has {count} cards and must have at least {low}"))]
    if high is not None and count > high:
        return [Violation(rule, Text(f"{label.es} tiene {count} cartas y admite como máximo {high}",
                                     f"{label.en} has {count} cards and takes at most {high}"))]
    return []


def tokens(deck: ResolvedDeck, rule: Rule) -> list[Violation]:
    """A violation for every token in the deck (tokens are not cards)."""
    return [Violation(rule, Text(f"«{card.name}» es una ficha y no va en el mazo ({section})",
                                 f"«{card.name}» is a token and does not go in the deck ({section})"), deck.line_of(section, index))
            for section, entries in deck.sections.items() for index, (_, card) in enumerate(entries) if card.is_token]


def other_sections(deck: ResolvedDeck, allowed: Collection[str], rule: Rule) -> list[Violation]:
    """A violation for every non-empty section the game's decks do not have."""
    return [Violation(rule, Text(f"la sección «{section}» no existe en este juego ({', '.join(allowed)}); tiene {deck.count(section)} cartas",
                                 f"the section «{section}» does not exist in this game ({', '.join(allowed)}); it has {deck.count(section)} cards"))
            for section, entries in deck.sections.items() if entries and section not in allowed]
