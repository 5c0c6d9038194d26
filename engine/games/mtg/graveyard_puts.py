"""Putting a card of a subtype from one's graveyard onto the battlefield, if its controller wants
(CR 608.2c, 608.2d, 110.2): "I — Mill three cards. You may put an Elf or Tyvar card from your
graveyard onto the battlefield." (Harald Unites the Elves).

``graveyard_put_patterns`` reads the sentence into ``PUT_FROM_GRAVEYARD`` (``keyword``: the
subtypes, ``elf|tyvar``). As it resolves the player chooses one such card of their graveyard or
none ("you may") with the search prompt (``buscar``: ``find CARD`` or ``done``; the state's
``searching`` holds ``"gyput:<subtypes>"``); the card enters under their control. A card of
another kind is refused (CR 608.2c: only what the instruction allows).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.core.actions import Action, Prompt
from engine.games.mtg.abilities import Effect
from engine.games.mtg.tribal import creature_type, has_creature_type

if TYPE_CHECKING:
    from engine.games.mtg.state import MtgState

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
PUT_FROM_GRAVEYARD = "put_from_graveyard_choice"
PREFIX = "gyput:"


def graveyard_put_patterns() -> list[tuple[str, Builder]]:
    """The sentence template of this module (``oracle_sentences._Sentence``)."""
    def build(m: re.Match[str]) -> list[Effect] | None:
        kinds = [m["a"], *([m["b"]] if m["b"] else [])]
        if any(k.lower() in ("creature", "permanent", "land", "artifact", "enchantment") for k in kinds):
            return None
        return [Effect(PUT_FROM_GRAVEYARD, 1, who="you", keyword="|".join(creature_type(k) for k in kinds))]

    return [(r"you may put an? (?P<a>[A-Z][a-z]+)(?: or (?P<b>[A-Z][a-z]+))? card from your graveyard onto the battlefield", build)]


def _cards(state: "MtgState", player: int, kinds: str) -> list[int]:
    return [c for c in state.ids(player, "cementerio") if has_creature_type(state.defn(c), kinds)]


def put_from_graveyard(state: "MtgState", player: int, kinds: str) -> None:
    """CR 608.2d: ``player`` is asked which card of ``kinds`` to put onto the battlefield, if any."""
    cards = _cards(state, player, kinds)
    if cards:
        for cid in cards:
            state._card(cid).known |= 1 << player
        state.searching = (player, PREFIX + kinds)


def is_graveyard_put(where: str) -> bool:
    return where.startswith(PREFIX)


def graveyard_put_prompt(state: "MtgState", player: int, where: str) -> Prompt:
    kinds = where[len(PREFIX):]
    named = " o ".join(k.capitalize() for k in kinds.split("|"))
    return Prompt("buscar", player, f"Puedes poner en el campo de batalla una carta de {named} de tu cementerio",
                  tuple(_cards(state, player, kinds)),
                  text_en=f"You may put a {' or '.join(k.capitalize() for k in kinds.split('|'))} card from your graveyard "
                          "onto the battlefield")


def graveyard_put_actions(state: "MtgState", player: int, where: str) -> list[Action]:
    from engine.games.mtg.top_cards import find_actions

    cards = _cards(state, player, where[len(PREFIX):])
    return find_actions(state, player, state.distinct(cards), cards) + [Action("done", player)]


def finish_graveyard_put(state: "MtgState", action: Action, player: int) -> None:
    """CR 110.2: the chosen card enters under the control of the player who put it there."""
    state.searching = None
    if action.kind == "find":
        state.move(action.cards[0], state.zone(player, "campo"), kind="put")


__all__ = ["PUT_FROM_GRAVEYARD", "finish_graveyard_put", "graveyard_put_actions", "graveyard_put_patterns", "graveyard_put_prompt",
           "is_graveyard_put", "put_from_graveyard"]
