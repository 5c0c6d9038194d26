"""Exiling cards from one's graveyard, with something else to do when one can't (CR 608.2c, 609.3,
406.3): "At the beginning of your upkeep, exile two cards from your graveyard. If you can't,
sacrifice CARDNAME and draw a card." (Egon, God of Death).

``toll_patterns`` reads "exile two cards from your graveyard" (``EXILE_CARDS``) and, only after it
in the same text, "If you can't, …": the instructions that follow, each with the condition
``COULD_NOT``. As the exile resolves, with fewer cards than it asks for none is exiled (the card's
rulings: it cannot be done); otherwise the player chooses them one by one with the search prompt
(``buscar``, ``exile CARD``; ``searching`` holds ``"gytoll:<cards left>"``) unless they are all
alike. Whether it could be done is recorded for the rest of the turn as a continuous entry
``COULD_NOT`` of the source (no affected object: the layer system passes it by, the cleanup step
ends it), since the source may be gone by then — "If Egon leaves the battlefield before its
triggered ability resolves, you'll still … draw a card if you can't".
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Callable

from engine.core.actions import Action, Prompt
from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.state import MtgState

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
EXILE_CARDS = "exile_cards_from_graveyard"
COULD_NOT = "could_not_exile"  # the condition of "If you can't, …", and the op of its record
PREFIX = "gytoll:"
_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5}
_FLAG = "toll_before"  # set on the oracle's sentence reader once the exile was read


def toll_patterns(sentence: Any) -> list[tuple[str, Builder]]:
    """The sentence templates of this module (``sentence``: the oracle's ``_Sentence``)."""
    def exile(m: re.Match[str]) -> list[Effect]:
        setattr(sentence, _FLAG, True)
        return [Effect(EXILE_CARDS, _COUNTS[m["n"].lower()], who="you")]

    def otherwise(m: re.Match[str]) -> list[Effect] | None:
        if not getattr(sentence, _FLAG, False):
            return None  # "If you can't" of another instruction
        rest = sentence.parse(m["rest"])
        return [replace(e, condition=COULD_NOT) for e in rest] if rest and not any(e.condition for e in rest) else None

    return [(r"exile (?P<n>two|three|four|five) cards from your graveyard", exile),
            (r"if you can't, (?P<rest>.+)", otherwise)]


def exile_cards(state: "MtgState", player: int, amount: int, source: int) -> None:
    """``player`` exiles ``amount`` cards of their graveyard, chosen; none when there are fewer."""
    state.continuous = tuple(e for e in state.continuous if not (e.op == COULD_NOT and e.source == source))
    graveyard = state.ids(player, "cementerio")
    if len(graveyard) < amount:
        state.add_continuous(COULD_NOT, frozenset(), source, "turn")
        return
    _next(state, player, amount)


def _next(state: "MtgState", player: int, left: int) -> None:
    graveyard = list(state.ids(player, "cementerio"))
    while left and len(state.distinct(graveyard)) == 1:  # nothing to choose
        state.move(graveyard.pop(), state.zone(player, "exilio"), kind="exile")
        left -= 1
    state.searching = (player, f"{PREFIX}{left}") if left else None


def could_not(state: "MtgBase", source: int) -> bool:
    """CR 608.2c: whether the exile of ``source``'s ability just before could not be done."""
    return any(e.op == COULD_NOT and e.source == source for e in state.continuous)


def is_toll(where: str) -> bool:
    return where.startswith(PREFIX)


def toll_prompt(state: "MtgState", player: int, where: str) -> Prompt:
    left = where[len(PREFIX):]
    return Prompt("buscar", player, f"Exilia una carta de tu cementerio (faltan {left})", tuple(state.ids(player, "cementerio")),
                  text_en=f"Exile a card from your graveyard ({left} left)")


def toll_actions(state: "MtgState", player: int) -> list[Action]:
    return [Action("exile", player, (c,)) for c in state.distinct(list(state.ids(player, "cementerio")))]


def finish_toll(state: "MtgState", action: Action, player: int, where: str) -> None:
    state.move(action.cards[0], state.zone(player, "exilio"), kind="exile")
    _next(state, player, int(where[len(PREFIX):]) - 1)


__all__ = ["COULD_NOT", "EXILE_CARDS", "could_not", "exile_cards", "finish_toll", "is_toll", "toll_actions", "toll_patterns",
           "toll_prompt"]
