"""Choosing a card type, then revealing the top cards of one's library (CR 205.2a, 701.16a, 608.2d):
"At the beginning of your end step, choose a card type, then reveal the top two cards of your
library. Put all cards of the chosen type revealed this way into your hand and the rest on the
bottom of your library in any order." (Alrund, God of the Cosmos).

``card_type_patterns`` reads the first sentence into ``CHOOSE_AND_REVEAL`` (how many in ``amount``)
and the second, only after it, as what that effect does. As it resolves the player chooses the
type with the search prompt (``buscar``, ``type creature``; ``searching`` holds
``"cardtype:<amount>:<source>"``); then every player sees the top cards (CR 701.16a), those of the
chosen type go to the hand and the player puts the rest on the bottom one at a time
(``top_cards.ORDER``). A word that is not a card type is refused (CR 608.2c).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Callable

from engine.core.actions import Action, Event, Prompt
from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.state import MtgState

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
CHOOSE_AND_REVEAL = "choose_type_reveal_top"
PREFIX = "cardtype:"
#: CR 205.2a: the card types a card in a library may have
CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "land", "planeswalker", "sorcery")
_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5}
_FLAG = "card_type_chosen"  # set on the oracle's sentence reader once the first sentence was read


def card_type_patterns(sentence: Any) -> list[tuple[str, Builder]]:
    """The sentence templates of this module (``sentence``: the oracle's ``_Sentence``)."""
    def choose(m: re.Match[str]) -> list[Effect]:
        setattr(sentence, _FLAG, True)
        return [Effect(CHOOSE_AND_REVEAL, _COUNTS[m["n"].lower()], who="you")]

    def sort(m: re.Match[str]) -> list[Effect] | None:
        return [] if getattr(sentence, _FLAG, False) else None  # done by the effect before

    return [(r"choose a card type, then reveal the top (?P<n>two|three|four|five) cards of your library", choose),
            (r"put all cards of the chosen type revealed this way into your hand and the rest on the bottom of your library "
             r"in any order", sort)]


def ask_card_type(state: "MtgState", player: int, amount: int, source: int) -> None:
    """CR 608.2d: ``player`` chooses a card type as the ability resolves."""
    state.searching = (player, f"{PREFIX}{amount}:{source}")


def is_card_type_choice(where: str) -> bool:
    return where.startswith(PREFIX)


def card_type_prompt(state: "MtgState", player: int, where: str) -> Prompt:
    source = int(where.split(":")[2])
    return Prompt("buscar", player, "Elige un tipo de carta", (source,), text_en="Choose a card type")


def card_type_actions(player: int, where: str) -> list[Action]:
    source = int(where.split(":")[2])
    return [Action("type", player, (source,), choice=kind) for kind in CARD_TYPES]


def finish_card_type(state: "MtgState", action: Action, player: int, where: str) -> None:
    """CR 701.16a: the top cards are revealed; those of the chosen type go to the hand, and the
    player orders the rest on the bottom of their library."""
    from engine.games.mtg.top_cards import ORDER

    state.searching = None
    kind = str(action.choice)
    top = list(state.ids(player, "biblioteca")[:int(where.split(":")[1])])
    everyone = (1 << state.num_players) - 1
    for cid in top:
        state._card(cid).known |= everyone
        state.emit(Event("reveal", player, cid, state.defn(cid).name))
    rest = [cid for cid in top if kind not in state.defn(cid).types]
    for cid in top:
        if cid not in rest:
            state.move(cid, state.owner_zone(cid, "mano"), kind="draw_choice")
    if len(rest) > 1:  # in any order: one at a time
        state.searching = (player, ORDER + ",".join(map(str, rest)))
    elif rest:
        state.move(rest[0], state.owner_zone(rest[0], "biblioteca"), bottom=True, keep_state=True)


__all__ = ["CARD_TYPES", "CHOOSE_AND_REVEAL", "ask_card_type", "card_type_actions", "card_type_patterns", "card_type_prompt",
           "finish_card_type", "is_card_type_choice"]
