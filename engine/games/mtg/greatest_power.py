"""Exiling the strongest creature of a player (CR 608.2d, 208.3): "III — Exile a creature with the
greatest power among creatures target opponent controls." (Fall of the Impostor).

``greatest_power_patterns`` reads the sentence into ``EXILE_GREATEST`` about its target player. As
it resolves, the creatures that player controls with the greatest power now are found; with one
(or only identical ones) it is exiled, otherwise the ability's controller chooses among the tied
ones with the search prompt (``buscar``, ``choose CARD``; the state's ``searching`` holds
``"greatest:<player>"``). Another creature is refused (CR 608.2c: only what the text allows).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Callable

from engine.core.actions import Action, Prompt
from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.state import MtgState

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
EXILE_GREATEST = "exile_greatest_power"
PREFIX = "greatest:"


def greatest_power_patterns(sentence: Any) -> list[tuple[str, Builder]]:
    """The sentence template of this module (``sentence``: the oracle's ``_Sentence``, for the target)."""
    def build(m: re.Match[str]) -> list[Effect]:
        kind, slot = sentence.target(m["t"])
        return [Effect(EXILE_GREATEST, 1, target=kind, slot=slot)]

    return [(r"exile a creature with the greatest power among creatures (?P<t>target opponent|target player) controls", build)]


def strongest(state: "MtgState", player: int) -> list[int]:
    """CR 208.3: the creatures ``player`` controls whose power is the greatest now."""
    creatures = list(state.creatures(player))
    if not creatures:
        return []
    powers = {c: state.power_toughness(c)[0] for c in creatures}
    top = max(powers.values())
    return [c for c in creatures if powers[c] == top]


def exile_greatest(state: "MtgState", player: int, controller: int) -> None:
    """Exile ``player``'s strongest creature: ``controller`` chooses among several (CR 608.2d)."""
    found = strongest(state, player)
    if len(state.distinct(found)) == 1:
        state.move(found[0], state.owner_zone(found[0], "exilio"), kind="exile")
    elif found:
        state.searching = (controller, f"{PREFIX}{player}")


def is_greatest(where: str) -> bool:
    return where.startswith(PREFIX)


def greatest_prompt(state: "MtgState", player: int, where: str) -> Prompt:
    return Prompt("buscar", player, "Exilia una de las criaturas con la mayor fuerza",
                  tuple(strongest(state, int(where[len(PREFIX):]))), text_en="Exile one of the creatures with the greatest power")


def greatest_actions(state: "MtgState", player: int, where: str) -> list[Action]:
    return [Action("choose", player, (c,)) for c in state.distinct(strongest(state, int(where[len(PREFIX):])))]


def finish_greatest(state: "MtgState", action: Action) -> None:
    state.searching = None
    state.move(action.cards[0], state.owner_zone(action.cards[0], "exilio"), kind="exile")


__all__ = ["EXILE_GREATEST", "exile_greatest", "finish_greatest", "greatest_actions", "greatest_power_patterns", "greatest_prompt",
           "is_greatest", "strongest"]
