"""Magic: The Gathering deck construction, the one validator of the game (the table, LAN, the
deck editor and ``tapete-cli deck validate`` ask it): Constructed (CR 100.2a, 100.4a), Limited (CR 100.2b),
Commander (CR 903.3, 903.5, 702.124) and its Brawl option (CR 903.12), tokens (CR 108.2b) and ban lists (CR 100.6).

Card text overrides the copy limit (a card's text wins over the rules): "A deck can have any
number of cards named …" removes it and "A deck can have up to seven cards named …" sets it;
the English and Spanish wordings are recognised.
"""

from __future__ import annotations

import re

from engine.core.cards import normalize_name
from engine.core.deck import Violation
from engine.core.errors import Rule
from engine.core.text import Text
from engine.formats.carddata.mtg import identity_from, sorted_colors
from engine.formats.decks.errors import DeckFormatError
from engine.formats.records import CardRecord, ResolvedDeck
from engine.formats.validation.banlist import BanList
from engine.games.mtg.ante import ante_violations
from engine.formats.validation.common import Copies, banned, by_name, count_copies, other_sections, size, tokens, too_many

CONSTRUCTED_MIN = Rule("CR 100.2a", "Un mazo Construido tiene al menos 60 cartas y no más de cuatro con el mismo nombre en inglés, salvo las tierras básicas.",
                        "A Constructed deck has at least 60 cards and no more than four with the same English name, other than basic lands.")
SIDEBOARD = Rule("CR 100.4a", "En Construido el sideboard tiene hasta quince cartas y el límite de cuatro se aplica al mazo y al sideboard juntos.",
                  "In Constructed the sideboard has up to fifteen cards, and the limit of four applies to the deck and sideboard together.")
LIMITED_MIN = Rule("CR 100.2b", "Un mazo Limitado tiene al menos 40 cartas.",
                    "A Limited deck has at least 40 cards.")
DECK = Rule("CR 100.2", "Cada jugador juega con su mazo (y, en Construido, su sideboard).",
             "Each player plays with their own deck (and, in Constructed, their sideboard).")
TOKENS = Rule("CR 108.2b", "Las fichas no son cartas.",
               "Tokens are not cards.")
BANLIST = Rule("CR 100.6", "Las reglas de torneo pueden limitar o prohibir cartas.",
                "Tournament rules may restrict or ban cards.")
COMMANDER = Rule("CR 903.3", "Cada mazo tiene una criatura legendaria designada como su comandante.",
                  "Each deck has a legendary creature designated as its commander.")
CAN_BE_COMMANDER = Rule("CR 903.3a", "Una carta que dice que puede ser tu comandante puede serlo.",
                         "A card that says it can be your commander can be.")
COMMANDER_SIZE = Rule("CR 903.5a", "Un mazo Commander tiene exactamente 100 cartas, incluido su comandante.",
                       "A Commander deck has exactly 100 cards, its commander included.")
SINGLETON = Rule("CR 903.5b", "Salvo las tierras básicas, cada carta de un mazo Commander tiene un nombre en inglés distinto.",
                  "Other than basic lands, each card in a Commander deck has a different English name.")
IDENTITY = Rule("CR 903.5c", "Una carta va en un mazo Commander solo si su identidad de color está en la del comandante.",
                 "A card goes in a Commander deck only if its color identity is within the commander's.")
BASIC_TYPES = Rule("CR 903.5d", "Una carta con un tipo de tierra básica va solo si cada color de maná que podría producir está en la identidad del comandante.",
                    "A card with a basic land type goes only if each color of mana it could produce is in the commander's color identity.")
PARTNERS = Rule("CR 702.124a", "Las habilidades de camarada permiten designar dos comandantes, cada una con sus requisitos.",
                 "Partner abilities allow two commanders to be designated, each with its own requirements.")
BRAWL_COMMANDER = Rule("CR 903.12c", "En Brawl el comandante es un planeswalker legendario o una criatura legendaria.",
                       "In Brawl the commander is a legendary planeswalker or a legendary creature.")
BRAWL_SIZE = Rule("CR 903.12d", "Un mazo de Brawl tiene exactamente 60 cartas, incluido su comandante.",
                  "A Brawl deck has exactly 60 cards, its commander included.")
BRAWL_BASICS = Rule("CR 903.12e", "Con un comandante incoloro, el mazo de Brawl puede tener tierras básicas de un solo tipo.",
                    "With a colourless commander, a Brawl deck may hold basic lands of one basic land type.")
TWO_AT_MOST = Rule("CR 702.124g", "Ninguna habilidad de camarada permite más de dos comandantes.",
                    "No partner ability allows more than two commanders.")

FORMATS = {
    "constructed": "constructed", "construido": "constructed", "standard": "constructed", "estandar": "constructed",
    "pioneer": "constructed", "modern": "constructed", "legacy": "constructed", "vintage": "constructed",
    "pauper": "constructed", "limited": "limited", "limitado": "limited", "draft": "limited", "sealed": "limited",
    "commander": "commander", "edh": "commander", "brawl": "brawl",
}
"""Format names accepted (normalized) → the construction rules that apply; for ``""`` see ``rules_for``."""

_BASIC_MANA = {"plains": "W", "island": "U", "swamp": "B", "mountain": "R", "forest": "G",
               "llanura": "W", "isla": "U", "pantano": "B", "montana": "R", "bosque": "G"}
BASIC_LAND_TYPES = ("plains", "island", "swamp", "mountain", "forest", "llanura", "isla", "pantano", "montana", "bosque")
_ANY_NUMBER = re.compile(r"a deck can have any number of cards named|un mazo puede tener cualquier (?:cantidad|numero) de cartas llamadas")
_UP_TO = re.compile(r"(?:a deck can have up to|un mazo puede tener hasta) (?P<n>\w+) (?:cards|cartas) (?:named|llamadas)")
_NUMBERS = {word: n for n, words in enumerate([(), ("one", "una", "un"), ("two", "dos"), ("three", "tres"), ("four", "cuatro"),
            ("five", "cinco"), ("six", "seis"), ("seven", "siete"), ("eight", "ocho"), ("nine", "nueve"), ("ten", "diez")]) for word in words}
_REMINDER = re.compile(r"\([^)]*\)")


def _types(card: CardRecord) -> str:
    """The normalized part of the type line before the dash (supertypes and card types)."""
    return normalize_name(card.type_line.split("—")[0])


def is_basic_land(card: CardRecord) -> bool:
    types = _types(card)
    return ("basic" in types or "basica" in types) and ("land" in types or "tierra" in types)


def copy_limit(card: CardRecord, default: int) -> int | None:
    """How many copies a deck may hold (``None``: any number): basic lands and cards whose
    text says so are exempt from ``default``."""
    text = normalize_name(card.text)
    if is_basic_land(card) or _ANY_NUMBER.search(text):
        return None
    up_to = _UP_TO.search(text)
    if up_to:
        word = up_to["n"]
        return int(word) if word.isdigit() else _NUMBERS.get(word, default)
    return default


def _keywords(card: CardRecord) -> set[str]:
    """The card's text lines and their comma-separated items, reminder text removed and
    normalized (a whole line too, as in "Partner with Toothy, Imaginative Friend")."""
    lines = [normalize_name(line).replace("’", "'") for line in _REMINDER.sub("", card.text).splitlines()]
    return {item.strip() for line in lines for item in (line, *line.split(","))}


def _is_legendary_creature(card: CardRecord) -> bool:
    types = _types(card)
    return ("legendary" in types and "creature" in types) or ("criatura" in types and "legendaria" in types)


def _can_be_commander(card: CardRecord) -> bool:
    text = normalize_name(card.text)
    return "can be your commander" in text or "puede ser tu comandante" in text


def _is_background(card: CardRecord) -> bool:
    return any(word in normalize_name(card.type_line) for word in ("background", "trasfondo"))


def _partners(first: CardRecord, second: CardRecord) -> bool:
    """Whether two cards may be commanders together (CR 702.124h–m)."""
    one, two = _keywords(first), _keywords(second)
    if any(word in two for word in one if word in ("partner", "camarada", "friends forever") or word.startswith("partner—")):
        return True
    if f"partner with {normalize_name(second.name)}" in one and f"partner with {normalize_name(first.name)}" in two:
        return True
    if f"camarada de {normalize_name(second.name)}" in one and f"camarada de {normalize_name(first.name)}" in two:
        return True
    for chooser, other in ((one, second), (two, first)):
        if ("choose a background" in chooser or "elige un trasfondo" in chooser) and _is_background(other):
            return True
        if "doctor's companion" in chooser and "time lord doctor" in normalize_name(other.type_line):
            return True
    return False


def subtypes(card: CardRecord) -> list[str]:
    """The subtypes of a card's type line, normalized (after ``—``, or Cockatrice's `` - ``)."""
    for dash in ("—", " - "):
        if dash in card.type_line:
            return normalize_name(card.type_line.partition(dash)[2]).split()
    return []


def color_identity(card: CardRecord) -> tuple[str, ...]:
    """The card's colour identity as its data says it, else worked out from its cost, rules
    text and colours, every face included (CR 903.4, 903.4d): data without it (Cockatrice's)
    must not make an off-colour card look colourless."""
    if card.color_identity:
        return card.color_identity
    faces = card.extra.get("faces") or []
    parts = [(card.cost, card.text, card.colors)] + [(f.get("cost", ""), f.get("text", ""), f.get("colors", ())) for f in faces]
    basic = [_BASIC_MANA[word] for word in subtypes(card) if word in _BASIC_MANA]  # CR 903.5d: the mana a basic land type makes
    return sorted_colors([*basic, *(color for cost, text, colors in parts for color in identity_from(cost, text, colors))])


def rules_for(deck: ResolvedDeck, fmt: str) -> str | None:
    """The construction rules ``fmt`` names (``None`` for an unknown format); with no format,
    Commander's for a deck that has a commander section, else Constructed's."""
    if not normalize_name(fmt):
        return "commander" if deck.sections.get("commander") else "constructed"
    return FORMATS.get(normalize_name(fmt))


def _brawl_basics(deck: ResolvedDeck) -> list[Violation]:
    """CR 903.12e: a colourless commander's Brawl deck may hold basic lands of one basic land type."""
    kinds = sorted({word for _count, card in deck.sections.get("main", []) if is_basic_land(card)
                    for word in subtypes(card) if word in BASIC_LAND_TYPES})
    if len(kinds) <= 1:
        return []
    return [Violation(BRAWL_BASICS, Text(f"tierras básicas de varios tipos ({', '.join(kinds)}) con un comandante incoloro",
                                         f"basic lands of several types ({', '.join(kinds)}) with a colourless commander"))]


def _commander_checks(deck: ResolvedDeck, brawl: bool = False) -> list[Violation]:
    commanders = [card for count, card in deck.sections.get("commander", []) for _ in range(count)]
    if not commanders:
        return [Violation(COMMANDER, Text("el mazo no tiene comandante (sección commander)",
                                          "the deck has no commander (commander section)"))]
    if len(commanders) > 2:
        return [Violation(TWO_AT_MOST, Text(f"el mazo tiene {len(commanders)} comandantes; como máximo son dos",
                                            f"the deck has {len(commanders)} commanders; two at most"))]
    found = []
    pair_ok = len(commanders) == 2 and _partners(*commanders)
    if len(commanders) == 2 and not pair_ok:
        first, second = commanders[0].name, commanders[1].name
        found.append(Violation(PARTNERS, Text(f"«{first}» y «{second}» no tienen habilidades de camarada que les permitan ser comandantes juntos",
                                              f"«{first}» and «{second}» have no partner abilities that let them be commanders together")))
    for card in commanders:
        if brawl and "legendary" in _types(card) and "planeswalker" in _types(card):
            continue  # CR 903.12c: a legendary planeswalker may lead a Brawl deck
        if not (_is_legendary_creature(card) or _can_be_commander(card) or (pair_ok and _is_background(card))):
            found.append(Violation(COMMANDER, Text(f"«{card.name}» no es una criatura legendaria ni dice que puede ser tu comandante ({card.type_line})",
                                                   f"«{card.name}» is not a legendary creature and does not say it can be your commander ({card.type_line})")))
    identity = {color for card in commanders for color in color_identity(card)}
    if brawl and not identity:
        found += _brawl_basics(deck)
    for index, (count, card) in enumerate(deck.sections.get("main", [])):
        if brawl and not identity and is_basic_land(card):
            continue  # CR 903.12e (one basic land type: _brawl_basics)
        outside = sorted(set(color_identity(card)) - identity)
        if outside:
            basic_type = any(word in subtypes(card) for word in BASIC_LAND_TYPES)
            found.append(Violation(BASIC_TYPES if basic_type else IDENTITY,
                                   Text(f"«{card.name}» tiene identidad de color {''.join(outside)} fuera de la del comandante ({''.join(sorted(identity)) or 'incolora'})",
                                        f"«{card.name}» has color identity {''.join(outside)} outside the commander's ({''.join(sorted(identity)) or 'colorless'})"),
                                   deck.line_of("main", index)))
    return found


def validate(deck: ResolvedDeck, fmt: str = "", banlist: BanList | None = None) -> list[Violation]:
    """Every violation of the construction rules of ``fmt`` (by default, ``rules_for``'s)."""
    rules = rules_for(deck, fmt)
    if rules is None:
        raise DeckFormatError(Text(f"formato de Magic desconocido «{fmt}» (formatos: {', '.join(FORMATS)})",
                                   f"unknown Magic format «{fmt}» (formats: {', '.join(FORMATS)})"))
    found = other_sections(deck, ("main", "side", "commander", "maybe"), DECK) + tokens(deck, TOKENS) + ante_violations(deck)
    if rules in ("commander", "brawl"):
        total = deck.count("main") + deck.count("commander")
        wanted = 60 if rules == "brawl" else 100  # CR 903.12d, 903.5a
        if total != wanted:
            found.append(Violation(BRAWL_SIZE if rules == "brawl" else COMMANDER_SIZE,
                                   Text(f"el mazo tiene {total} cartas contando el comandante y debe tener exactamente {wanted}",
                                        f"the deck has {total} cards counting the commander and must have exactly {wanted}")))
        found += _commander_checks(deck, brawl=rules == "brawl")
        copies = count_copies(deck, ("commander", "main"), by_name)
        found += too_many(copies, lambda card: copy_limit(card, 1), lambda entry: SINGLETON)
    elif rules == "limited":
        found += size(deck, "main", Text("el mazo", "the deck"), LIMITED_MIN, low=40)
        copies = count_copies(deck, ("main", "side"), by_name)
    else:
        found += size(deck, "main", Text("el mazo", "the deck"), CONSTRUCTED_MIN, low=60)
        found += size(deck, "side", Text("el sideboard", "the sideboard"), SIDEBOARD, high=15)
        copies = count_copies(deck, ("main", "side", "commander"), by_name)

        def rule(entry: Copies) -> Rule:
            return SIDEBOARD if "side" in entry.sections else CONSTRUCTED_MIN

        found += too_many(copies, lambda card: copy_limit(card, 4), rule)
    return found + banned(copies, banlist, BANLIST)
