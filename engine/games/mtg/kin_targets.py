"""Two targets that must share a creature type (CR 601.2c: the player chooses a legal set of
targets; CR 205.3m: creature types; CR 702.73a: a changeling has every one): "Return two target
creature cards that share a creature type from your graveyard to your hand." (Kaldheim's Raise the
Draugr).

``kin_patterns`` reads the sentence into two targets of the kind ``KIN``; ``kin_fits`` tells
whether a card in its controller's graveyard may be chosen: a creature card with a kin in that
graveyard for the first target, one sharing a creature type with the first for the second
(``pending``: the targets chosen so far, while the spell is being put on the stack).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.cards import MtgCard
    from engine.games.mtg.oracle_sentences import _Sentence

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
KIN = "creature_card_graveyard_kin"


def kin_patterns(sentence: "_Sentence") -> list[tuple[str, Builder]]:
    """The sentence template of this module (``oracle_sentences._Sentence``)."""

    def build(m: re.Match[str]) -> list[Effect]:
        sentence.targets.extend((KIN, KIN))
        first = len(sentence.targets) - 2
        return [Effect("return_hand", target=KIN, slot=first), Effect("return_hand", target=KIN, slot=first + 1)]

    return [(r"return two target creature cards that share a creature type from your graveyard to your hand", build)]


def _types(defn: "MtgCard") -> frozenset[str] | None:
    """Its creature types; ``None`` for every one (changeling)."""
    return None if "changeling" in defn.program.keywords else frozenset(defn.subtypes)


def _kin(one: "MtgCard", other: "MtgCard") -> bool:
    first, second = _types(one), _types(other)
    if first is None:
        return second is None or bool(second)
    return bool(first) if second is None else bool(first & second)


def kin_fits(state: "MtgBase", target: int, controller: int, source: int) -> bool:
    """Whether the card ``target`` (in ``controller``'s graveyard, its owner) may be chosen for a
    ``KIN`` target of ``source``: while the targets are chosen, after those chosen so far; as the
    spell resolves, any creature card (CR 608.2b: each target is checked again on its own)."""
    defn = state.defn(target)
    if not defn.is_creature:
        return False
    choosing = state.pending is not None and state.pending.source == source
    if not choosing and state.zone_name_of(source) == "pila":  # resolving (CR 608.2b)
        return True
    pending = tuple(state.pending.targets) if choosing else ()
    if pending:  # the second: it shares a creature type with the first
        return pending[0] != target and _kin(state.defn(pending[0]), defn)
    return any(other != target and state.defn(other).is_creature and _kin(defn, state.defn(other))
               for other in state.ids(controller, "cementerio"))


__all__ = ["KIN", "kin_fits", "kin_patterns"]
