"""Yu-Gi-Oh! deck construction, from the rulebook (``shared/rules/yu-gi-oh.txt``) and the
limits of the clients players use (YGOPro/EDOPro: main at most 60, Fusion/extra deck at most 15).

Copies are counted by ``oracle_id`` (the original passcode), so alternative arts count together,
across the main, side and Fusion decks. Formats: ``advanced`` (the default) applies a ban list
as written; ``traditional`` turns its forbidden cards into limited ones.
"""

from __future__ import annotations

from engine.core.cards import normalize_name
from engine.core.deck import Violation
from engine.core.errors import Rule
from engine.core.text import Text
from engine.formats.decks.errors import DeckFormatError
from engine.formats.records import CardRecord, ResolvedDeck
from engine.formats.validation.banlist import BanList
from engine.formats.validation.common import banned, by_oracle, count_copies, other_sections, size, tokens, too_many

DECK = Rule("YGO Preparación del mazo", "El Mazo tiene un mínimo de 40 cartas (y hasta 60 en YGOPro/EDOPro).",
            "The Deck has at least 40 cards (and up to 60 in YGOPro/EDOPro).")
SIDE = Rule("YGO Mazo de Apoyo", "El Mazo de Apoyo tiene exactamente 15 cartas al empezar la partida, o no se usa.",
            "The Side Deck has exactly 15 cards at the start of the match, or none is used.")
FUSION = Rule("YGO Mazo de Fusión", "Los Monstruos de Fusión (y los demás del Extra Deck) van en el Mazo de Fusión, separado del Mazo "
              "y sin contar en sus 40; hasta 15 cartas en YGOPro/EDOPro.",
              "Fusion Monsters (and the other Extra Deck monsters) go in the Fusion Deck, apart from the Deck "
              "and not counted in its 40; up to 15 cards in YGOPro/EDOPro.")
COPIES = Rule("YGO Creación del Mazo", "Hasta 3 copias de la misma carta entre el Mazo, el Mazo de Apoyo y el Mazo de Fusión.",
              "Up to 3 copies of the same card among the Deck, the Side Deck and the Fusion Deck.")
BANLIST = Rule("YGO Cartas Prohibidas y Limitadas", "Las cartas prohibidas, limitadas y semilimitadas restringen cuántas copias van en el mazo.",
               "Forbidden, limited and semi-limited cards restrict how many copies go in the deck.")
TOKENS = Rule("YGO Fichas de Monstruo", "Las fichas no son cartas reales y no se incluyen en el Mazo.",
              "Tokens are not real cards and are not included in the Deck.")

MAIN_MIN, MAIN_MAX, EXTRA_MAX, SIDE_SIZE, COPIES_MAX = 40, 60, 15, 15, 3
EXTRA_KINDS = {"fusion", "synchro", "sincronia", "xyz", "link"}
FORMATS = {"advanced": "advanced", "avanzado": "advanced", "traditional": "traditional", "tradicional": "traditional"}


def is_extra_monster(card: CardRecord) -> bool:
    """Whether a card belongs in the Fusion/extra deck (a Fusion, Synchro, Xyz or Link monster),
    from a type line like ``Monster/Effect/Fusion — Dragon/DARK``."""
    kinds = {normalize_name(part) for part in card.type_line.split("—")[0].replace("/", " ").split()}
    return bool(kinds & EXTRA_KINDS)


def validate(deck: ResolvedDeck, fmt: str = "", banlist: BanList | None = None) -> list[Violation]:
    """Every violation of the Yu-Gi-Oh! construction rules, each citing its rule."""
    rules = FORMATS.get(normalize_name(fmt) or "advanced")
    if rules is None:
        raise DeckFormatError(Text(f"formato de Yu-Gi-Oh! desconocido «{fmt}» (formatos: {', '.join(FORMATS)})",
                                   f"unknown Yu-Gi-Oh! format «{fmt}» (formats: {', '.join(FORMATS)})"))
    found = other_sections(deck, ("main", "extra", "side"), DECK) + tokens(deck, TOKENS)
    found += size(deck, "main", Text("el Mazo", "the Deck"), DECK, MAIN_MIN, MAIN_MAX)
    found += size(deck, "extra", Text("el Mazo de Fusión", "the Fusion Deck"), FUSION, high=EXTRA_MAX)
    if deck.count("side"):
        found += size(deck, "side", Text("el Mazo de Apoyo", "the Side Deck"), SIDE, SIDE_SIZE, SIDE_SIZE)
    for index, (_, card) in enumerate(deck.sections.get("main", [])):
        if is_extra_monster(card):
            found.append(Violation(FUSION, Text(f"«{card.name}» es un monstruo del Mazo de Fusión y no va en el Mazo ({card.type_line})",
                                                f"«{card.name}» is a Fusion Deck monster and does not go in the Deck ({card.type_line})"),
                                   deck.line_of("main", index)))
    for index, (_, card) in enumerate(deck.sections.get("extra", [])):
        if not is_extra_monster(card):
            found.append(Violation(FUSION, Text(f"«{card.name}» no es un monstruo de Fusión, Sincronía, Xyz ni Enlace ({card.type_line})",
                                                f"«{card.name}» is not a Fusion, Synchro, Xyz or Link monster ({card.type_line})"),
                                   deck.line_of("extra", index)))
    copies = count_copies(deck, ("main", "side", "extra"), by_oracle)
    found += too_many(copies, lambda card: COPIES_MAX, lambda entry: COPIES)
    return found + banned(copies, banlist, BANLIST, (lambda limit: max(limit, 1)) if rules == "traditional" else (lambda limit: limit))
