"""Eliria deck construction (Eliria 4): any size, at most one card of each name, one deck; tokens
stay out of it (Eliria 14); a tournament's ban list when given. The one validator of the game: the
table, LAN, the deck editor and ``tapete-cli deck validate`` all ask it, with an engine ``Deck``
(``validate``) or a deck of catalogue records (``validate_records``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from engine.core.cards import normalize_name
from engine.core.deck import Deck, Violation
from engine.core.errors import Rule
from engine.core.text import Text
from engine.formats.decks.errors import DeckFormatError
from engine.formats.records import ResolvedDeck
from engine.formats.validation.banlist import BanList
from engine.games.eliria.rules import rule

BANLIST = Rule("Eliria lista", "Una lista de cartas prohibidas o limitadas que el torneo adopte (no está en el reglamento técnico 1.1).",
               "A list of banned or limited cards the tournament adopts (not in the technical rules 1.1).")


@dataclass(frozen=True)
class DeckRow:
    """A deck line as construction sees it: how many, the card's name, the names and codes a
    ban list may use, whether it is a token, and the file line."""

    count: int
    name: str
    keys: tuple[str, ...]
    token: bool
    line: int | None


def validate(deck: Deck, banlist: BanList | None = None) -> list[Violation]:
    """Every violation of the construction rules in an engine ``deck``, each citing its rule."""
    return check({section: [DeckRow(e.count, e.card.name, (e.card.name, e.card.name_en, e.card.code), e.card.is_token, e.line)
                            for e in entries]
                  for section, entries in deck.sections.items()}, banlist)


def validate_records(deck: ResolvedDeck, fmt: str = "", banlist: BanList | None = None) -> list[Violation]:
    """Every violation in a deck of catalogue records; Eliria has a single format."""
    if normalize_name(fmt):
        raise DeckFormatError(Text(f"Eliria tiene un solo formato; «{fmt}» no existe",
                                   f"Eliria has a single format; «{fmt}» does not exist"))
    return check({section: [DeckRow(count, card.name, (card.name, *card.names.values(), card.oracle_id), card.is_token,
                                    deck.line_of(section, index)) for index, (count, card) in enumerate(entries)]
                  for section, entries in deck.sections.items()}, banlist)


def check(sections: Mapping[str, Sequence[DeckRow]], banlist: BanList | None = None) -> list[Violation]:
    """Eliria 4, 14 and the ban list over a deck's lines."""
    problems: list[Violation] = []
    for section, rows in sections.items():
        if section != "main" and rows:
            problems.append(Violation(rule("4", Text("un jugador usa un solo mazo", "a player uses one deck")),
                                      Text(f"sección desconocida «{section}» (solo main)",
                                           f"unknown section «{section}» (main only)"), rows[0].line))
    counts: dict[str, int] = {}
    first: dict[str, DeckRow] = {}
    lines: dict[str, list[int]] = {}
    for row in sections.get("main", ()):
        if row.token:
            problems.append(Violation(rule("14", Text("los tokens no necesitan estar en el mazo y no forman parte de él",
                                                      "tokens need not be in the deck and are no part of it")),
                                      Text(f"«{row.name}» es un token", f"«{row.name}» is a token"), row.line))
            continue
        key = normalize_name(row.name)
        counts[key] = counts.get(key, 0) + row.count
        first.setdefault(key, row)
        if row.line is not None:
            lines.setdefault(key, []).append(row.line)
    for key, count in counts.items():
        if count > 1:
            row = first[key]
            listed = ", ".join(map(str, lines.get(key, [])))
            where = Text(f" (líneas {listed})", f" (lines {listed})") if len(lines.get(key, [])) > 1 else Text("", "")
            problems.append(Violation(rule("4"), Text(f"{count} cartas se llaman «{row.name}»{where.es}; el máximo es 1",
                                                       f"{count} cards are called «{row.name}»{where.en}; the most is 1"), row.line))
    for key, count in counts.items():
        row = first[key]
        limit = banlist.limit_of(row.keys) if banlist is not None else None
        if banlist is not None and limit is not None and count > limit:
            state = Text("prohibida", "banned") if limit == 0 else Text(f"limitada a {limit}", f"limited to {limit}")
            problems.append(Violation(BANLIST, Text(f"«{row.name}» está {state.es} en la lista «{banlist.name}»",
                                                     f"«{row.name}» is {state.en} on the list «{banlist.name}»"), row.line))
    return problems
