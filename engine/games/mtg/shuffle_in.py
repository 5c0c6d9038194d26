"""Shuffling cards back into the library (CR 701.20a, 401.4): "Each player shuffles their hand and
graveyard into their library, then draws seven cards." (Timetwister), "Shuffle your graveyard into
your library", "Target player shuffles their hand into their library".

``shuffle_in_patterns`` reads these sentences into ``shuffle_in`` effects (``keyword``: the zones,
``+``-joined) for each player named; ``shuffle_in`` moves the cards and shuffles (CR 701.20a).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.oracle_sentences import _Sentence

SHUFFLE_IN = "shuffle_in"
_ZONES = {"hand": "mano", "graveyard": "cementerio"}
_WHO = {"each player": "each_player", "you": "you", "": "you", "each opponent": "each_opponent"}
_SENTENCE = (r"(?P<s>each player|each opponent|target player|target opponent|you)?\s*shuffles? (?:their|your) "
             r"(?P<z>hand and graveyard|graveyard and hand|hand|graveyard) into (?:their|your) library"
             r"(?P<d>, then draws? seven cards)?")
Builder = Callable[[re.Match[str]], "list[Effect] | None"]


def shuffle_in_patterns(sentence: "_Sentence") -> list[tuple[str, Builder]]:
    """The shuffle sentences, with Timetwister's ", then draws seven cards" for the same players."""

    def build(m: re.Match[str]) -> list[Effect]:
        zones = "+".join(_ZONES[z] for z in m["z"].lower().split(" and "))
        subject = (m["s"] or "").lower()
        if subject.startswith("target"):
            kind, slot = sentence.target(subject)
            effects = [Effect(SHUFFLE_IN, target=kind, slot=slot, keyword=zones)]
            return effects + ([Effect("draw", 7, target=kind, slot=slot)] if m["d"] else [])
        who = _WHO[subject]
        return [Effect(SHUFFLE_IN, who=who, keyword=zones)] + ([Effect("draw", 7, who=who)] if m["d"] else [])

    return [(_SENTENCE, build)]


def shuffle_in(state: "MtgBase", player: int, zones: str) -> None:
    """CR 701.20a, 401.4: the cards of ``zones`` into ``player``'s library, which is then shuffled."""
    library = state.zone(player, "biblioteca")
    for name in zones.split("+"):
        for cid in list(state.ids(player, name)):
            state.move(cid, library)
    state.shuffle(library)


__all__ = ["SHUFFLE_IN", "shuffle_in", "shuffle_in_patterns"]
