"""The owner of a permanent puts it on the top or the bottom of their library, as they choose
(CR 608.2d: a choice the effect gives another player is made by that player as it resolves;
CR 401.1, 400.7): "The owner of target nonland permanent puts it on the top or bottom of their
library." (Kaldheim's Run Ashore).

``top_or_bottom_patterns`` reads the sentence into ``TOP_OR_BOTTOM``; as it resolves ``ask``
pauses the resolution (``state.placing``) and asks the owner (prompt ``PROMPT``, ``yes``: the
top, ``no``: the bottom); ``answer`` puts the card there.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.core.actions import Action, Prompt
from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.oracle_sentences import _Sentence

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
TOP_OR_BOTTOM = "top_or_bottom"
PROMPT = "arriba_o_abajo"


def top_or_bottom_patterns(sentence: "_Sentence", target: str) -> list[tuple[str, Builder]]:
    """"The owner of target … puts it on the top or bottom of their library" (``target``: the
    oracle's target phrase pattern)."""

    def build(m: re.Match[str]) -> list[Effect]:
        kind, slot = sentence.target(m["t"])
        return [Effect(TOP_OR_BOTTOM, target=kind, slot=slot)]

    return [(r"the owner of " + target + r" puts it on the top or bottom of their library", build)]


def ask(state: "MtgBase", card_id: int) -> None:
    """CR 608.2d: the permanent's owner chooses now."""
    if state.on_battlefield(card_id):
        state.placing = (state._card(card_id).owner, card_id)


def placing_prompt(state: "MtgBase") -> Prompt:
    assert state.placing is not None
    owner, card_id = state.placing
    name = state._card_name(card_id)
    return Prompt(PROMPT, owner, f"¿Pones {name} encima de tu biblioteca? (si no, debajo)", (card_id,),
                  text_en=f"Put {name} on top of your library? (no: on the bottom)")


def placing_actions(player: int) -> list[Action]:
    return [Action("yes", player), Action("no", player)]


def answer(state: "MtgBase", top: bool) -> None:
    """CR 401.1: on top of the owner's library, or at the bottom."""
    assert state.placing is not None
    owner, card_id = state.placing
    state.placing = None
    if state.on_battlefield(card_id):
        state.move(card_id, state.zone(owner, "biblioteca"), bottom=not top, kind="library")


__all__ = ["PROMPT", "TOP_OR_BOTTOM", "answer", "ask", "placing_actions", "placing_prompt", "top_or_bottom_patterns"]
