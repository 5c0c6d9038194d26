"""A player made to search their library for a card to put on top (CR 701.19a, 701.20a):
"Boast — {1}{B}: Target player searches their library for a card, then shuffles and puts that
card on top." (Varragoth, Bloodsky Sire).

``tutor_patterns`` reads the sentence into the search effect (``search_basic``, ``keyword``
``top:any``) about its target player: that player — not the ability's controller — chooses the
card with the search prompt (``buscar``, ``find CARD``; only they see their library, CR 701.19a),
then ``finish_on_top`` shuffles the rest and puts the card on top (CR 701.20a, 401.1).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Callable

from engine.core.actions import Action, Event
from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.state import MtgState

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
ON_TOP = "top"  # where the found card goes (``search`` keyword ``top:any``)


def tutor_patterns(sentence: Any) -> list[tuple[str, Builder]]:
    """The sentence template of this module (``sentence``: the oracle's ``_Sentence``, for the target)."""
    def build(m: re.Match[str]) -> list[Effect]:
        kind, slot = sentence.target(m["t"])
        return [Effect("search_basic", target=kind, slot=slot, keyword=f"{ON_TOP}:any")]

    return [(r"(?P<t>target player|target opponent) searches their library for a card, then shuffles and puts that card on top",
             build)]


def finish_on_top(state: "MtgState", action: Action, player: int) -> None:
    """CR 701.20a, 401.1: the rest of the library is shuffled, then the found card is on top of
    it (only its owner knows which it is: the shuffle forgets the others' identities)."""
    state.searching = None
    library = state.zone(player, "biblioteca")
    found = action.cards[0] if action.kind == "find" else None
    if found is not None:
        state.zones[library].remove(found)  # kept out of the shuffle, still in the library
    state.shuffle(library)
    state.emit(Event("shuffle", player))
    if found is not None:
        state.zones[library].insert(0, found)


__all__ = ["ON_TOP", "finish_on_top", "tutor_patterns"]
