""""Exile a creature card from your graveyard" as an instruction, most often the cost of a
reflexive "you may …. If you do, …" (CR 118.12, 406.3): "When CARDNAME enters the battlefield, you
may exile a creature card from your graveyard. If you do, exile target artifact or enchantment an
opponent controls." (Masked Vandal), "… return target artifact or enchantment card from your
graveyard to your hand." (Master Skald).

``graveyard_exile_patterns`` reads the sentence into ``EXILE_FROM_GRAVEYARD`` (``keyword``: the
card type); as it resolves the player chooses one such card of their graveyard — with the search
prompt (``buscar``, ``exile CARD``; the state's ``searching`` holds ``"gyexile:<type>"``) unless
there is only one kind to choose — and it is exiled. ``has_card`` tells whether the cost can be
paid (CR 118.3).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.core.actions import Action, Prompt
from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.state import MtgState

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
EXILE_FROM_GRAVEYARD = "exile_from_graveyard_choice"
PREFIX = "gyexile:"


def graveyard_exile_patterns() -> list[tuple[str, Builder]]:
    """The sentence template of this module (``oracle_sentences._Sentence``)."""
    return [(r"exile an? (?P<t>creature|artifact|land|instant|sorcery|enchantment) card from your graveyard",
             lambda m: [Effect(EXILE_FROM_GRAVEYARD, 1, who="you", keyword=m["t"].lower())])]


def _cards(state: "MtgState", player: int, kind: str) -> list[int]:
    return [c for c in state.ids(player, "cementerio") if kind in state.defn(c).types]


def has_card(state: "MtgState", player: int, kind: str) -> bool:
    """CR 118.3: whether ``player`` has such a card to exile."""
    return bool(_cards(state, player, kind))


def exile_from_graveyard(state: "MtgState", player: int, kind: str) -> None:
    """``player`` exiles a card of ``kind`` from their graveyard: asked which when they differ."""
    cards = _cards(state, player, kind)
    if len(state.distinct(cards)) == 1:
        state.move(cards[0], state.zone(player, "exilio"), kind="exile")
    elif cards:
        state.searching = (player, PREFIX + kind)


def is_graveyard_exile(where: str) -> bool:
    return where.startswith(PREFIX)


def graveyard_exile_prompt(state: "MtgState", player: int, where: str) -> Prompt:
    kind = where[len(PREFIX):]
    return Prompt("buscar", player, "Exilia una carta de tu cementerio", tuple(_cards(state, player, kind)),
                  text_en=f"Exile a {kind} card from your graveyard")


def graveyard_exile_actions(state: "MtgState", player: int, where: str) -> list[Action]:
    return [Action("exile", player, (c,)) for c in state.distinct(_cards(state, player, where[len(PREFIX):]))]


def finish_graveyard_exile(state: "MtgState", action: Action, player: int) -> None:
    state.searching = None
    state.move(action.cards[0], state.zone(player, "exilio"), kind="exile")


__all__ = ["EXILE_FROM_GRAVEYARD", "exile_from_graveyard", "finish_graveyard_exile", "graveyard_exile_actions",
           "graveyard_exile_patterns", "graveyard_exile_prompt", "has_card", "is_graveyard_exile"]
