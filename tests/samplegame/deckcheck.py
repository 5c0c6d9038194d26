"""The sample game's one deck validator (Muestra 5), for engine decks and catalogue records."""

from __future__ import annotations

from collections import Counter

from engine.core.banlist import BanList
from engine.core.deck import Deck, Violation
from engine.core.records import ResolvedDeck
from engine.core.text import Text
from engine.formats.decks.errors import DeckFormatError
from tests.samplegame.rules import rule

MIN_CARDS, MAX_COPIES = 10, 2


def _check(names: Counter[str], banlist: BanList | None) -> list[Violation]:
    problems = []
    total = sum(names.values())
    if total < MIN_CARDS:
        problems.append(Violation(rule("5"), Text(f"el mazo tiene {total} cartas (mínimo {MIN_CARDS})",
                                                  f"the deck has {total} cards (at least {MIN_CARDS})")))
    for name, count in sorted(names.items()):
        limit = MAX_COPIES if banlist is None else min(MAX_COPIES, banlist.limit_of((name,)) or MAX_COPIES)
        if count > limit:
            problems.append(Violation(rule("5"), Text(f"{count} copias de «{name}» (máximo {limit})",
                                                      f"{count} copies of «{name}» (at most {limit})")))
    return problems


def validate(deck: Deck, banlist: BanList | None = None) -> list[Violation]:
    return _check(Counter(card.name for card in deck.section("main")), banlist)


def validate_records(deck: ResolvedDeck, fmt: str = "", banlist: BanList | None = None) -> list[Violation]:
    if fmt:
        raise DeckFormatError(Text(f"el juego de muestra no tiene el formato «{fmt}»", f"the sample game has no format «{fmt}»"))
    names: Counter[str] = Counter()
    for count, record in deck.sections.get("main", []):
        names[record.name] += count
    return _check(names, banlist)
