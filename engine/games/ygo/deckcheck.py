"""Yu-Gi-Oh! deck construction, the one validator of the game: the table, LAN, the deck editor,
``tapete-cli deck validate`` and scenarios all ask it.

From the rulebook (YGO PreparacionDeTuMazoDeJuego, CreacionDelMazo, CartasDeMonstruosFusion.2,
FichasDeMonstruo.1, CartasPoderosas.5) and the limits of the clients players use (YGOPro/EDOPro:
the Deck at most 60, the Fusion Deck at most 15). Copies are counted by the original passcode
(alternative arts count together) across the Deck, the Side Deck and the Fusion Deck. Formats:
``advanced`` (the default) applies a Forbidden and Limited list as written; ``traditional``
turns its forbidden cards into limited ones.

It reads an engine ``Deck`` of this game's cards (``validate``) or a deck of catalogue records
(``validate_records``); both become the same ``DeckCard`` lines first.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from engine.core.cards import normalize_name
from engine.core.deck import Deck, Violation
from engine.core.text import Text
from engine.formats.decks.errors import DeckFormatError
from engine.formats.records import CardRecord, ResolvedDeck
from engine.formats.validation.banlist import BanList
from engine.games.ygo.cards import YgoCard
from engine.games.ygo.rules import rule

MAIN_MIN, MAIN_MAX = 40, 60  # the rulebook's minimum; the maximum of the clients players use
EXTRA_MAX = 15  # the Fusion (extra) Deck of the clients players use
SIDE_SIZE = 15
COPIES = 3
SECTIONS = ("main", "extra", "side")
FORMATS = {"advanced": "advanced", "avanzado": "advanced", "traditional": "traditional", "tradicional": "traditional"}
EXTRA_KINDS = {"fusion", "synchro", "sincronia", "xyz", "link"}


@dataclass(frozen=True)
class DeckCard:
    """What construction needs to know of a card: its name, what counts as the same card, the
    names and codes a ban list may use, and whether it is a Fusion Deck monster or a token."""

    name: str
    identity: str
    keys: tuple[str, ...]
    fusion_deck: bool
    token: bool
    type_line: str = ""


@dataclass(frozen=True)
class DeckRow:
    """``count`` copies of ``card`` in a section, from ``line`` of the deck file."""

    count: int
    card: DeckCard
    line: int | None


def is_extra_monster(card: CardRecord) -> bool:
    """Whether a catalogue card belongs in the Fusion/extra deck (a Fusion, Synchro, Xyz or Link
    monster), from a type line like ``Monster/Effect/Fusion — Dragon/DARK``."""
    kinds = {normalize_name(part) for part in card.type_line.split("—")[0].replace("/", " ").split()}
    return bool(kinds & EXTRA_KINDS)


def from_record(card: CardRecord) -> DeckCard:
    return DeckCard(card.name, card.oracle_id or normalize_name(card.name), (card.name, *card.names.values(), card.oracle_id),
                    is_extra_monster(card), card.is_token, card.type_line)


def from_card(card: YgoCard) -> DeckCard:
    return DeckCard(card.name, card.passcode or card.code, (card.name, card.name_en, card.code, card.passcode),
                    card.is_extra, card.is_token, card.card_type)


def validate(deck: Deck, banlist: BanList | None = None, fmt: str = "") -> list[Violation]:
    """Every violation of the construction rules in an engine ``deck``, each citing its rule."""
    sections = {section: [DeckRow(e.count, from_card(e.card), e.line) for e in entries if isinstance(e.card, YgoCard)]
                for section, entries in deck.sections.items()}
    return check(sections, fmt, banlist)


def validate_records(deck: ResolvedDeck, fmt: str = "", banlist: BanList | None = None) -> list[Violation]:
    """Every violation of the construction rules in a deck of catalogue records."""
    sections = {section: [DeckRow(count, from_record(card), deck.line_of(section, index))
                          for index, (count, card) in enumerate(entries)]
                for section, entries in deck.sections.items()}
    return check(sections, fmt, banlist)


def check(sections: Mapping[str, Sequence[DeckRow]], fmt: str = "", banlist: BanList | None = None) -> list[Violation]:
    """The construction rules over a deck's lines, in the order a player fixes them: sections,
    tokens, sizes, where Fusion monsters go, copies, the list."""
    rules = FORMATS.get(normalize_name(fmt) or "advanced")
    if rules is None:
        raise DeckFormatError(Text(f"formato de Yu-Gi-Oh! desconocido «{fmt}» (formatos: {', '.join(FORMATS)})",
                                   f"unknown Yu-Gi-Oh! format «{fmt}» (formats: {', '.join(FORMATS)})"))

    def count(section: str) -> int:
        return sum(entry.count for entry in sections.get(section, ()))

    def first_line(section: str) -> int | None:
        return next((entry.line for entry in sections.get(section, ())), None)

    found: list[Violation] = []
    for section, entries in sections.items():
        if entries and section not in SECTIONS:
            found.append(Violation(rule("PreparacionDeTuMazoDeJuego.3", Text(f"sección desconocida «{section}» (main, extra, side)",
                                                                             f"unknown section «{section}» (main, extra, side)")),
                                   Text(f"la sección «{section}» no existe en Yu-Gi-Oh! (main, extra, side); tiene {count(section)} cartas",
                                        f"the section «{section}» does not exist in Yu-Gi-Oh! (main, extra, side); it has {count(section)} cards"),
                                   first_line(section)))
    for section, entries in sections.items():
        for entry in entries:
            if entry.card.token:
                found.append(Violation(rule("FichasDeMonstruo.1"), Text(f"«{entry.card.name}» es una ficha y no va en el mazo ({section})",
                                                                         f"«{entry.card.name}» is a token and does not go in the deck ({section})"),
                                       entry.line))
    main = count("main")
    if main < MAIN_MIN:
        found.append(Violation(rule("PreparacionDeTuMazoDeJuego.2"), Text(f"el Mazo tiene {main} cartas y necesita al menos {MAIN_MIN}",
                                                                           f"the Deck has {main} cards and needs at least {MAIN_MIN}"),
                               first_line("main")))
    elif main > MAIN_MAX:
        found.append(Violation(rule("PreparacionDeTuMazoDeJuego.2", Text(f"hasta {MAIN_MAX} en los clientes que se usan",
                                                                          f"up to {MAIN_MAX} in the clients in use")),
                               Text(f"el Mazo tiene {main} cartas y admite hasta {MAIN_MAX}",
                                    f"the Deck has {main} cards and takes up to {MAIN_MAX}"), first_line("main")))
    extra = count("extra")
    if extra > EXTRA_MAX:
        found.append(Violation(rule("CartasDeMonstruosFusion.2", Text(f"hasta {EXTRA_MAX} en los clientes que se usan",
                                                                      f"up to {EXTRA_MAX} in the clients in use")),
                               Text(f"el Mazo de Fusión tiene {extra} cartas y admite hasta {EXTRA_MAX}",
                                    f"the Fusion Deck has {extra} cards and takes up to {EXTRA_MAX}"), first_line("extra")))
    side = count("side")
    if side not in (0, SIDE_SIZE):
        found.append(Violation(rule("PreparacionDeTuMazoDeJuego.5"),
                               Text(f"el Mazo de Apoyo tiene {side} cartas: exactamente {SIDE_SIZE} o ninguna",
                                    f"the Side Deck has {side} cards: exactly {SIDE_SIZE} or none"), first_line("side")))
    found += _fusion_deck(sections)
    return found + _copies(sections, banlist, traditional=rules == "traditional")


def _fusion_deck(sections: Mapping[str, Sequence[DeckRow]]) -> list[Violation]:
    """YGO CartasDeMonstruosFusion.2: Fusion monsters (and the other extra ones) go in the
    Fusion Deck and nothing else does."""
    found = []
    for entry in sections.get("main", ()):
        if entry.card.fusion_deck and not entry.card.token:
            found.append(Violation(rule("CartasDeMonstruosFusion.2"),
                                   Text(f"«{entry.card.name}» es un monstruo del Mazo de Fusión y no va en el Mazo ({entry.card.type_line})",
                                        f"«{entry.card.name}» is a Fusion Deck monster and does not go in the Deck ({entry.card.type_line})"),
                                   entry.line))
    for entry in sections.get("extra", ()):
        if not entry.card.fusion_deck and not entry.card.token:
            found.append(Violation(rule("CartasDeMonstruosFusion.2"),
                                   Text(f"«{entry.card.name}» no es un monstruo de Fusión, Sincronía, Xyz ni Enlace ({entry.card.type_line})",
                                        f"«{entry.card.name}» is not a Fusion, Synchro, Xyz or Link monster ({entry.card.type_line})"),
                                   entry.line))
    return found


@dataclass
class _Copies:
    card: DeckCard
    count: int
    sections: dict[str, int]
    lines: list[int]

    def where(self) -> Text:
        es = ", ".join(f"{n} en {section}" for section, n in self.sections.items())
        en = ", ".join(f"{n} in {section}" for section, n in self.sections.items())
        if len(self.lines) > 1:
            listed = ", ".join(map(str, self.lines))
            es, en = f"{es}; líneas {listed}", f"{en}; lines {listed}"
        return Text(es, en)


def _copies(sections: Mapping[str, Sequence[DeckRow]], banlist: BanList | None, traditional: bool) -> list[Violation]:
    """YGO PreparacionDeTuMazoDeJuego.7: at most 3 copies over the Deck, the Side Deck and the
    Fusion Deck; CartasPoderosas.5: fewer when the Forbidden and Limited list says so."""
    copies: dict[str, _Copies] = {}
    for section in ("main", "side", "extra"):
        for entry in sections.get(section, ()):
            seen = copies.setdefault(entry.card.identity, _Copies(entry.card, 0, {}, []))
            seen.count += entry.count
            seen.sections[section] = seen.sections.get(section, 0) + entry.count
            if entry.line is not None:
                seen.lines.append(entry.line)
    found = []
    for seen in copies.values():
        line = seen.lines[0] if seen.lines else None
        if seen.count > COPIES:
            where = seen.where()
            found.append(Violation(rule("PreparacionDeTuMazoDeJuego.7"),
                                   Text(f"{seen.count} copias de «{seen.card.name}» ({where.es}); el máximo es {COPIES}",
                                        f"{seen.count} copies of «{seen.card.name}» ({where.en}); the most is {COPIES}"), line))
    for seen in copies.values():
        listed = banlist.limit_of(seen.card.keys) if banlist is not None else None
        if banlist is None or listed is None:
            continue
        allowed = max(listed, 1) if traditional else listed
        if seen.count > allowed:
            state = Text("prohibida", "banned") if allowed == 0 else Text(f"limitada a {allowed}", f"limited to {allowed}")
            found.append(Violation(rule("CartasPoderosas.5"), Text(
                f"«{seen.card.name}» está {state.es} en la lista «{banlist.name}» y el mazo tiene {seen.count}",
                f"«{seen.card.name}» is {state.en} on the list «{banlist.name}» and the deck has {seen.count}"),
                seen.lines[0] if seen.lines else None))
    return found

