"""Deck construction for Souls in Xtinction (SiX 2.8, 3.1, 3.2, 3.4, 5.1, 12.1) and ban lists: the
one validator of the game (the table, LAN, the deck editor and ``tapete-cli deck validate``)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from engine.core.cards import CardDatabase, CardDef, normalize_name
from engine.core.deck import Deck, Violation
from engine.core.errors import LoadError
from engine.core.game import Game
from engine.core.text import Text
from engine.core.textfiles import find_line, read_text
from engine.formats.decks.errors import DeckFormatError
from engine.formats.game_cards import to_engine_deck
from engine.formats.records import ResolvedDeck
from engine.formats.validation.banlist import BanList
from engine.formats.validation.banlist import load_banlist as read_banlist
from engine.games.six.cards import SixCard
from engine.games.six.rules import rule

MAIN_SIZE = 40
MANA_SIZE = 6
LIMBO_MAX = 6
SUPPORT_MAX = 9
COPIES = 2


def load_banlist(path: str | Path, cards: CardDatabase) -> BanList:
    """Read a ban list (``engine.formats.validation.banlist``) whose every card SiX knows and
    whose limits are 0, 1 or 2; its entries come back keyed by card code."""
    text = read_text(path)
    listing = read_banlist(path, "six")
    limits: dict[str, int] = {}
    for ref, limit in listing.entries.items():
        line = find_line(text, ref)
        card = cards.find(ref)
        if card is None:
            raise LoadError(str(path), Text(f"carta desconocida «{ref}»", f"unknown card «{ref}»"), line)
        if not 0 <= limit <= COPIES:
            raise LoadError(str(path), Text(f"el límite de «{ref}» debe ser 0, 1 o 2",
                                            f"the limit of «{ref}» must be 0, 1 or 2"), line)
        limits[card.code] = limit
    return BanList(listing.name, "six", limits)


def by_code(banlist: BanList, cards: CardDatabase) -> tuple[BanList, list[str]]:
    """``banlist`` keyed by the codes of the cards it names (by name or code), and the names of
    those SiX does not know."""
    limits: dict[str, int] = {}
    missing: list[str] = []
    for ref, limit in banlist.entries.items():
        card = cards.find(ref)
        if card is None:
            missing.append(ref)
        else:
            limits[card.code] = limit
    return BanList(banlist.name, "six", limits), missing


def validate_records(game: Game, deck: ResolvedDeck, fmt: str = "", banlist: BanList | None = None) -> list[Violation]:
    """The SiX violations of a deck of catalogue records: its cards (by code, the ``oracle_id``
    of a SiX record, or name) and the ban list's entries are looked up in ``game``'s cards."""
    if normalize_name(fmt):
        raise DeckFormatError(Text(f"Souls in Xtinction tiene un solo formato; «{fmt}» no existe",
                                   f"Souls in Xtinction has a single format; «{fmt}» does not exist"))
    engine_deck = to_engine_deck(game, deck)
    if banlist is not None:
        banlist, missing = by_code(banlist, game.cards)
        if missing:
            raise DeckFormatError(Text(f"cartas que Souls in Xtinction no conoce: {', '.join(missing)}",
                                       f"cards Souls in Xtinction does not know: {', '.join(missing)}"))
    return validate(engine_deck, banlist)


def validate(deck: Deck, banlist: BanList | None = None) -> list[Violation]:
    """Every violation of the SiX construction rules in ``deck``, each citing its rule."""
    problems: list[Violation] = []

    def first_line(section: str, code: str | None = None) -> int | None:
        for entry in deck.sections.get(section, []):
            if code is None or entry.card.code == code:
                return entry.line
        return None

    for section, entries in deck.sections.items():
        for entry in entries:
            card = entry.card
            if not isinstance(card, SixCard):
                continue
            if card.is_token:
                problems.append(Violation(rule("5.1.1"), Text(f"«{card.name}» es una ficha y no va en ningún mazo",
                                                               f"«{card.name}» is a token and goes in no deck"), entry.line))
            elif section == "main" and (card.kind == "mana" or card.limbo):
                what = "Maná" if card.kind == "mana" else "Limbo"
                problems.append(Violation(rule("3.1.5"), Text(f"«{card.name}» es una carta de {what} y no va en el mazo principal",
                                                               f"«{card.name}» is a {what} card and does not go in the main deck"), entry.line))
            elif section == "mana" and card.kind != "mana":
                problems.append(Violation(rule("3.2.2"), Text(f"«{card.name}» no es una carta de Maná",
                                                              f"«{card.name}» is not a Mana card"), entry.line))
            elif section == "limbo" and not card.limbo:
                problems.append(Violation(rule("5.1.2"), Text(f"«{card.name}» no es una carta de Limbo",
                                                              f"«{card.name}» is not a Limbo card"), entry.line))

    main = deck.count("main")
    if main != MAIN_SIZE:
        problems.append(Violation(rule("3.1.1"), Text(f"el mazo principal tiene {main} cartas y debe tener exactamente {MAIN_SIZE}",
                                                       f"the main deck has {main} cards and must have exactly {MAIN_SIZE}"), first_line("main")))
    mana = deck.count("mana")
    if mana != MANA_SIZE:
        problems.append(Violation(rule("3.2.2"), Text(f"el mazo de Maná tiene {mana} cartas y debe tener exactamente {MANA_SIZE}",
                                                       f"the mana deck has {mana} cards and must have exactly {MANA_SIZE}"), first_line("mana")))
    limbo = deck.count("limbo")
    if limbo > LIMBO_MAX:
        problems.append(Violation(rule("3.4.4"), Text(f"el Limbo tiene {limbo} cartas y admite de 0 a {LIMBO_MAX}",
                                                       f"the Limbo has {limbo} cards and takes 0 to {LIMBO_MAX}"), first_line("limbo")))
    support = deck.count("support")
    if support > SUPPORT_MAX:
        problems.append(Violation(rule("12.1"), Text(f"el mazo de apoyo tiene {support} cartas y admite de 0 a {SUPPORT_MAX}",
                                                      f"the support deck has {support} cards and takes 0 to {SUPPORT_MAX}"), first_line("support")))
    for section, clause in (("main", "2.8.1"), ("limbo", "3.4.5")):
        cards = deck.section(section)
        counts = Counter(c.code for c in cards)
        first: dict[str, CardDef] = {}  # the first copy of each code (its name goes in the message)
        for c in cards:
            first.setdefault(c.code, c)
        for code, count in counts.items():
            card = first[code]
            if count > COPIES:
                problems.append(Violation(rule(clause), Text(f"{count} copias de «{card.name}» ({code}); el máximo es {COPIES}",
                                                              f"{count} copies of «{card.name}» ({code}); the most is {COPIES}"),
                                          first_line(section, code)))
            limit = banlist.limit_of((code,)) if banlist is not None else None
            if banlist is not None and limit is not None and count > limit:
                state = Text("prohibida", "banned") if limit == 0 else Text(f"limitada a {limit}", f"limited to {limit}")
                problems.append(Violation(rule("3.1.7" if section == "main" else "3.4.5"),
                                          Text(f"«{card.name}» está {state.es} en la lista «{banlist.name}»",
                                               f"«{card.name}» is {state.en} on the list «{banlist.name}»"), first_line(section, code)))
    unknown = set(deck.sections) - {"main", "mana", "limbo", "support"}
    for section in sorted(unknown):
        problems.append(Violation(rule("5.1.1"), Text(f"sección desconocida «{section}» (main, mana, limbo, support)",
                                                       f"unknown section «{section}» (main, mana, limbo, support)"), first_line(section)))
    return problems
