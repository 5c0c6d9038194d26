""""Exile CARDNAME." as an instruction (CR 608.2m, 406.3): a resolving instant or sorcery that
exiles itself leaves the stack then, not for its owner's graveyard (Alrund's Epiphany, CR 608.2n
puts only a spell still on the stack there); a permanent's ability exiles the permanent.

``self_exile_patterns`` reads the sentence into the effect ``EXILE_SELF``; ``exile_self`` moves the
source to its owner's exile if it is still on the stack or the battlefield (CR 400.7: a new
object elsewhere is not it).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.effects import EffectsMixin

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
EXILE_SELF = "exile_self"


def self_exile_patterns() -> list[tuple[str, Builder]]:
    """The sentence template of this module (``oracle_sentences._Sentence``)."""
    return [(r"exile CARDNAME", lambda m: [Effect(EXILE_SELF)])]


def exile_self(state: "EffectsMixin", source: int) -> None:
    """CR 608.2m: the source goes to its owner's exile from the stack or the battlefield."""
    if state.cards[source] is not None and state.zone_name_of(source) in ("pila", "campo"):
        state.move(source, state.owner_zone(source, "exilio"), kind="exile")


__all__ = ["EXILE_SELF", "exile_self", "self_exile_patterns"]
