"""Ante cards (CR 407): Tapete never plays for ante.

Playing for ante is an optional variant (CR 407.1) that Tapete does not offer. The few cards
that add or remove cards from the ante zone say "Remove CARDNAME from your deck before playing
if you're not playing for ante" (CR 407.3); outside an ante game they may not be in a deck or a
sideboard, nor be brought into the game. So:

- ``ante_program`` compiles such a card whole: its only ability in a Tapete game is that
  removal (``static="ante"``); its ante instructions can never apply, as the card never enters
  a game that is not played for ante.
- ``ante_violations`` refuses it in a deck or sideboard of every format, citing CR 407.3.
- ``playable`` leaves it out of the cards a game starts with (a deck checked no further, with
  ``allow_illegal_decks``, still plays without it).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Iterable

from engine.core.deck import Violation
from engine.core.errors import Rule
from engine.core.text import Text
from engine.games.mtg.abilities import Ability, Program

if TYPE_CHECKING:
    from engine.formats.records import ResolvedDeck

ANTE = "ante"
"""The static ability of an ante card (CR 407.3)."""
ANTE_RULE = Rule("CR 407.3", "Si no se juega con apuesta, las cartas que dicen «Retira [esta carta] de tu mazo antes de jugar si no "
                             "estás jugando con apuesta» no pueden estar en el mazo ni en el sideboard.",
                 "When not playing for ante, cards that say \"Remove [this card] from your deck before playing if you're not "
                 "playing for ante\" can't be in a deck or sideboard.")
_LINE = re.compile(r"Remove CARDNAME from your deck before playing if you're not playing for ante\.?", re.IGNORECASE)
_TEXT = re.compile(r"Remove .+? from your deck before playing if you(?:'|’)re not playing for ante"
                   r"|Retira .+? de tu mazo antes de jugar si no est[aá]s jugando con apuesta", re.IGNORECASE)
_SECTIONS = ("main", "side", "commander")


def ante_program(lines: Iterable[str]) -> Program | None:
    """CR 407.3: the program of a card whose text has the ante removal line, else ``None``."""
    found = next((line for line in lines if _LINE.fullmatch(line)), None)
    if found is None:
        return None
    return Program(abilities=(Ability("static", found, static=ANTE),))


def is_ante_text(text: str) -> bool:
    """Whether a card's rules text (English or Spanish, its name unreplaced) has the ante line."""
    return _TEXT.search(text) is not None


def ante_violations(deck: "ResolvedDeck") -> list[Violation]:
    """CR 407.3: each ante card in the deck, sideboard or command zone, with its line."""
    found = []
    for section in _SECTIONS:
        for index, (_count, card) in enumerate(deck.sections.get(section, [])):
            if is_ante_text(card.text):
                found.append(Violation(ANTE_RULE, Text(f"«{card.name}» es una carta de apuesta y Tapete no juega con apuesta",
                                                       f"«{card.name}» is an ante card and Tapete does not play for ante"),
                                       deck.line_of(section, index)))
    return found


def playable(program: Program) -> bool:
    """CR 407.3: a card removed from the deck before playing (Tapete never plays for ante)."""
    return not program.has_static(ANTE)


__all__ = ["ANTE", "ANTE_RULE", "ante_program", "ante_violations", "is_ante_text", "playable"]
