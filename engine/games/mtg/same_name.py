"""Objects with the same name (CR 201.2, 201.2a): "Exile target creature and all other creatures
with the same name as that creature" (Sever the Bloodline).

``same_name_patterns`` reads the sentence into an ``EXILE_SAME_NAME`` effect on the target;
``exile_same_name`` follows it: the target and every other creature on the battlefield whose
English name is the target's (CR 201.2: a card's name is its English name) are exiled at once.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.oracle_sentences import _Sentence

EXILE_SAME_NAME = "exile_same_name"
Builder = Callable[[re.Match[str]], "list[Effect] | None"]


def same_name_patterns(sentence: "_Sentence") -> list[tuple[str, Builder]]:
    """The sentence as its effect (``oracle_sentences._Sentence``)."""

    def build(m: re.Match[str]) -> list[Effect]:
        kind, slot = sentence.target("target creature")
        return [Effect(EXILE_SAME_NAME, target=kind, slot=slot)]

    return [(r"exile target creature and all other creatures with the same name as that creature", build)]


def english_name(state: "MtgBase", card_id: int) -> str:
    defn = state.defn(card_id)
    return defn.name_en or defn.name


def exile_same_name(state: "MtgBase", target: int) -> None:
    """CR 201.2a: the target and the other creatures that share its name go to exile."""
    if not state.on_battlefield(target):
        return
    name = english_name(state, target)
    for cid in [target, *(c for c in state.creatures() if c != target and english_name(state, c) == name)]:
        state.move(cid, state.owner_zone(cid, "exilio"), kind="exile")


__all__ = ["EXILE_SAME_NAME", "exile_same_name", "same_name_patterns"]
