"""Searching a library for a basic land card (CR 701.19): "Search your library for a basic land
card, put it onto the battlefield tapped, then shuffle" (Evolving Wilds, Terramorphic Expanse)
and "…, reveal it, put it into your hand, then shuffle".

The effect ``search_basic`` (``keyword``: ``tapped``, ``untapped`` or ``hand``) pauses the
resolution (CR 608.2c) with the prompt ``buscar``: the player chooses one of the basic lands in
their library, or none (CR 701.19b: a search for a card with a stated quality need not find
it); then the library is shuffled.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.core.actions import Action, Event, Prompt
from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.state import MtgState

_WHERE = {"onto the battlefield tapped": "tapped", "onto the battlefield": "untapped", "into your hand": "hand"}
_SENTENCE = (r"search your library for a basic land card,(?: reveal it,)? put (?:it|that card) "
             r"(?P<w>onto the battlefield tapped|onto the battlefield|into your hand),? then shuffle(?: your library)?")


def search_patterns() -> list[tuple[str, Callable[[re.Match[str]], list[Effect]]]]:
    """The sentence templates of this module (``oracle._Sentence``)."""
    return [(_SENTENCE, lambda m: [Effect("search_basic", who="you", keyword=_WHERE[m["w"].lower()])])]


def start_search(state: "MtgState", player: int, where: str) -> None:
    """CR 701.19a: ``player`` looks through their library; what they may find is asked next."""
    state.searching = (player, where)
    for cid in _basics(state, player):  # the searcher sees the cards they may choose
        state._card(cid).known |= 1 << player


def search_prompt(state: "MtgState") -> Prompt:
    assert state.searching is not None
    player = state.searching[0]
    return Prompt("buscar", player, "Busca en tu biblioteca una carta de tierra básica",
                  tuple(_basics(state, player)), text_en="Search your library for a basic land card")


def search_actions(state: "MtgState", player: int) -> list[Action]:
    """One of each basic land in the library, or none (CR 701.19b)."""
    return [Action("find", player, (c,)) for c in state.distinct(_basics(state, player))] + [Action("done", player)]


def finish_search(state: "MtgState", action: Action) -> None:
    """Put the chosen card where the effect says, then shuffle (CR 701.20a)."""
    assert state.searching is not None
    player, where = state.searching
    state.searching = None
    if action.kind == "find":
        card = action.cards[0]
        if where == "hand":
            state.move(card, state.zone(player, "mano"), kind="search")
        else:
            state.move(card, state.zone(player, "campo"), kind="search")
            if where == "tapped":
                state.tap(card)
    state.shuffle(state.zone(player, "biblioteca"))
    state.emit(Event("shuffle", player))


def _basics(state: "MtgState", player: int) -> list[int]:
    return [c for c in state.ids(player, "biblioteca")
            if state.defn(c).is_land and "basic" in state.defn(c).supertypes]


__all__ = ["finish_search", "search_actions", "search_patterns", "search_prompt", "start_search"]
