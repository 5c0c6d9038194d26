"""Treasure tokens (CR 111.10a): "create a Treasure token" makes a colourless Treasure artifact
token with "{T}, Sacrifice this artifact: Add one mana of any color."

``treasure_patterns`` reads "create a Treasure token" / "create two Treasure tokens" (alone or
after another instruction joined by "and") into ``token`` effects of ``TREASURE``;
``treasure_card`` is the one shared definition of the token (CR 111.4: named "Treasure Token").
``sacrifice_mana_line`` reads its mana ability: a mana ability whose cost is {T} and sacrificing
its source (CR 605.1a, 701.17a). It carries an empty mana cost so that it is never tapped by the
automatic payment of a cost: a Treasure is spent only when its controller activates it
(``tap Treasure R``, CR 605.3a), and the mana waits in the pool for the next cost (CR 106.4).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Ability, Effect, Token
from engine.games.mtg.mana import ManaCost

if TYPE_CHECKING:
    from engine.games.mtg.cards import MtgCard
    from engine.games.mtg.oracle_sentences import _Sentence

TREASURE = Token("Treasure", "", "Treasure", 0, 0)
"""CR 111.10a: the Treasure token; ``token_cards.token_card`` makes it an artifact, not a creature."""
TREASURE_TEXT = "{T}, Sacrifice this artifact: Add one mana of any color."
_COUNT = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_CREATE = r"create (?P<n>a|one|two|three|four|five) Treasure tokens?"
_SACRIFICE_MANA = re.compile(r"\{T\}, Sacrifice (?:CARDNAME|this artifact): Add one mana of any color\.?", re.IGNORECASE)
Builder = Callable[[re.Match[str]], "list[Effect] | None"]
_CARD: list["MtgCard"] = []


def _treasures(m: re.Match[str]) -> list[Effect]:
    return [Effect("token", _COUNT[m["n"].lower()], token=TREASURE)]  # CR 111.10a, 701.6a


def treasure_patterns(sentence: "_Sentence") -> list[tuple[str, Builder]]:
    """"create a Treasure token" and "Draw two cards and create a Treasure token" (CR 608.2c: in order)."""

    def both(m: re.Match[str]) -> list[Effect] | None:
        first = sentence.parse(m["a"])
        return None if not first else [*first, *_treasures(m)]

    return [(_CREATE, _treasures), (r"(?P<a>.+?) and " + _CREATE, both)]


def sacrifice_mana_line(line: str) -> Ability | None:
    """CR 111.10a, 605.1a: "{T}, Sacrifice this artifact: Add one mana of any color." (``None`` otherwise)."""
    if _SACRIFICE_MANA.fullmatch(line.strip()) is None:
        return None
    return Ability("mana", line, tap=True, sacrifice=True, mana=tuple("WUBRG"), cost=ManaCost())


def treasure_card() -> "MtgCard":
    """The definition every Treasure token shares (CR 111.4, 111.10a)."""
    if not _CARD:
        from engine.core.terms import translate_type_line
        from engine.games.mtg.cards import make_card

        type_line = "Token Artifact — Treasure"
        # CR 111.4, 205.3g: "Tesoro" is the artifact type's Spanish name
        _CARD.append(make_card("token:Treasure", "Ficha Tesoro", type_line, "", TREASURE_TEXT, name_en="Treasure Token",
                               text_es_type=f"{translate_type_line('mtg', 'Token Artifact', 'es')} — Tesoro", colors=(),
                               is_token=True, text="Ficha de artefacto incolora Tesoro con «{T}, sacrifica este artefacto: "
                                    "agrega un maná de cualquier color.»"))
    return _CARD[0]


__all__ = ["TREASURE", "TREASURE_TEXT", "sacrifice_mana_line", "treasure_card", "treasure_patterns"]
