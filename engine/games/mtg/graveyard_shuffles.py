"""The snow cards of The Three Seasons: "II — Return up to two target snow permanent cards from your
graveyard to your hand." (CR 115.6, 205.4g: optional targets, snow and a permanent card both) and
"III — Choose three cards in each graveyard. Their owners shuffle those cards into their libraries."
(CR 608.2c, 701.20a).

``graveyard_shuffle_patterns`` reads the return into that many optional graveyard targets
(``graveyard_targets``: ``snow&permanent``, every word required) each returned to the hand.

``graveyard_shuffle_patterns`` reads the first sentence into ``CHOOSE_IN_GRAVEYARDS`` (how many in
``amount``) and the second, only after it, as what that effect does. As it resolves the ability's
controller chooses, graveyard by graveyard in turn order (APNAP), that many cards of each — all of
them when there are no more, without a question when they are alike — with the search prompt
(``buscar``, ``find CARD``; ``searching`` holds ``"gyshuffle:<amount>:<players left>:<chosen>"``);
then each owner shuffles the chosen cards into their library. A card of another graveyard, or one
already chosen, is refused (CR 608.2c).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Callable

from engine.core.actions import Action, Event, Prompt
from engine.games.mtg.abilities import Effect
from engine.games.mtg.graveyard_targets import PREFIX as GRAVEYARD

if TYPE_CHECKING:
    from engine.games.mtg.state import MtgState

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
CHOOSE_IN_GRAVEYARDS = "choose_in_each_graveyard"
PREFIX = "gyshuffle:"
_UP_TO = {"one": 1, "two": 2, "three": 3}
_COUNTS = {"a card": 1, "one card": 1, "two cards": 2, "three cards": 3, "four cards": 4}
_FLAG = "graveyards_chosen"  # set on the oracle's sentence reader once the first sentence was read


def graveyard_shuffle_patterns(sentence: Any) -> list[tuple[str, Builder]]:
    """The sentence templates of this module (``sentence``: the oracle's ``_Sentence``)."""
    def choose(m: re.Match[str]) -> list[Effect]:
        setattr(sentence, _FLAG, True)
        return [Effect(CHOOSE_IN_GRAVEYARDS, _COUNTS[m["n"].lower()], who="you")]

    def shuffle(m: re.Match[str]) -> list[Effect] | None:
        return [] if getattr(sentence, _FLAG, False) else None  # done by the effect before

    def snow_return(m: re.Match[str]) -> list[Effect]:
        effects = []
        for _ in range(_UP_TO[m["n"].lower()]):
            sentence.targets.append(f"{GRAVEYARD}0:{m['a'].lower()}&{m['b'].lower()}:?")  # CR 115.6: "up to"
            effects.append(Effect("return_hand", target=sentence.targets[-1], slot=len(sentence.targets) - 1))
        return effects

    return [(r"return up to (?P<n>one|two|three) target (?P<a>snow) (?P<b>permanent|creature|land|artifact) cards? "
             r"from your graveyard to your hand", snow_return),
            (r"choose (?P<n>a card|one card|two cards|three cards|four cards) in each graveyard", choose),
            (r"their owners shuffle those cards into their libraries", shuffle)]


def _ids(text: str) -> list[int]:
    return [int(c) for c in text.split(",") if c]


def choose_in_graveyards(state: "MtgState", controller: int, amount: int) -> None:
    """CR 608.2c: ``controller`` chooses ``amount`` cards in each graveyard, in APNAP order."""
    _advance(state, controller, amount, list(state.apnap()), [])


def _remaining(state: "MtgState", player: int, chosen: list[int]) -> list[int]:
    return [c for c in state.ids(player, "cementerio") if c not in chosen]


def _advance(state: "MtgState", controller: int, amount: int, players: list[int], chosen: list[int]) -> None:
    """Choose on as far as there is a choice to make; then the owners shuffle."""
    while players:
        player = players[0]
        remaining = _remaining(state, player, chosen)
        left = amount - sum(1 for c in chosen if c in state.ids(player, "cementerio"))
        if left > 0 and len(remaining) > left and len(state.distinct(remaining)) > 1:
            state.searching = (controller, f"{PREFIX}{amount}:{','.join(map(str, players))}:{','.join(map(str, chosen))}")
            return
        if left > 0:  # no more than left, or all alike: no question
            chosen += remaining[:left]
        players.pop(0)
    state.searching = None
    for player in sorted({state._card(c).owner for c in chosen}):
        library = state.zone(player, "biblioteca")
        for cid in chosen:
            if state._card(cid).owner == player:
                state.move(cid, library, kind="shuffle")
        state.shuffle(library)  # CR 701.20a
        state.emit(Event("shuffle", player))


def is_graveyard_shuffle(where: str) -> bool:
    return where.startswith(PREFIX)


def _parts(where: str) -> tuple[int, list[int], list[int]]:
    amount, players, chosen = where[len(PREFIX):].split(":")
    return int(amount), _ids(players), _ids(chosen)


def graveyard_shuffle_prompt(state: "MtgState", controller: int, where: str) -> Prompt:
    _amount, players, chosen = _parts(where)
    name = f"P{players[0] + 1}"
    return Prompt("buscar", controller, f"Elige una carta del cementerio de {name}", tuple(_remaining(state, players[0], chosen)),
                  text_en=f"Choose a card in {name}'s graveyard")


def graveyard_shuffle_actions(state: "MtgState", controller: int, where: str) -> list[Action]:
    from engine.games.mtg.top_cards import find_actions

    _amount, players, chosen = _parts(where)
    remaining = _remaining(state, players[0], chosen)
    return find_actions(state, controller, state.distinct(remaining), remaining)


def finish_graveyard_shuffle(state: "MtgState", action: Action, controller: int, where: str) -> None:
    amount, players, chosen = _parts(where)
    _advance(state, controller, amount, players, chosen + [action.cards[0]])


__all__ = ["CHOOSE_IN_GRAVEYARDS", "choose_in_graveyards", "finish_graveyard_shuffle", "graveyard_shuffle_actions",
           "graveyard_shuffle_patterns", "graveyard_shuffle_prompt", "is_graveyard_shuffle"]
