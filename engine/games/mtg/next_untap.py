"""A permanent kept tapped through one untap step (CR 502.3: effects can keep permanents of the
active player from untapping): "Tap target artifact or creature an opponent controls. That
permanent doesn't untap during its controller's next untap step." (Berg Strider, with "If {S} was
spent to cast this spell" before it), "When CARDNAME enters the battlefield, artifacts and creatures
target opponent controls don't untap during that player's next untap step." (Icebreaker Kraken).

``next_untap_patterns`` reads the sentence into a ``FREEZE`` effect about the previous sentence's
target (``LAST``, settled by the oracle's ``_effects``) or about a target player's permanents of
some types (``keyword``: ``artifact|creature``, ``freeze_all``); ``freeze`` marks the permanent and
``thaw`` — called as its controller's untap step begins — returns the marked permanents of that
player, which stay tapped this once, and forgets the marks. A permanent that changes zones is a
new object and forgets it too (CR 400.7).
"""

from __future__ import annotations

import re
from itertools import compress
from operator import attrgetter, methodcaller
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.oracle_sentences import _Sentence

FREEZE = "freeze"  # the effect op
_TYPES = {"artifacts": "artifact", "creatures": "creature", "lands": "land"}
_MARK = "sin_enderezar"  # the card mark: it doesn't untap during its controller's next untap step
_MARKS = attrgetter("marks")
_MARKED = methodcaller("get", _MARK)  # a permanent's mark, read from its marks
Builder = Callable[[re.Match[str]], "list[Effect] | None"]


def next_untap_patterns(sentence: "_Sentence") -> list[tuple[str, Builder]]:
    """"That permanent / it doesn't untap during its controller's next untap step" and "artifacts
    and creatures target opponent controls don't untap during that player's next untap step"
    (``oracle_sentences._Sentence``)."""

    def theirs(m: re.Match[str]) -> list[Effect]:
        kind, slot = sentence.target(m["t"])
        types = "|".join(_TYPES[w] for w in re.split(r",? and |, ", m["k"].lower()))
        return [Effect(FREEZE, target=kind, slot=slot, keyword=types)]

    return [(r"(?:that (?:creature|permanent|artifact|land)|it) doesn't untap during its controller's next untap step",
             lambda m: [Effect(FREEZE, target="LAST")]),
            (r"(?P<k>(?:artifacts|creatures|lands)(?:,? and (?:artifacts|creatures|lands))*) (?P<t>target opponent|target player) "
             r"controls don't untap during that player's next untap step", theirs)]


def freeze(state: "MtgBase", card_id: int) -> None:
    """The permanent doesn't untap during its controller's next untap step (CR 502.3)."""
    if state.on_battlefield(card_id):
        state._card(card_id).marks[_MARK] = True


def freeze_all(state: "MtgBase", player: int, types: str) -> None:
    """CR 502.3: ``player``'s permanents of one of ``types`` (``artifact|creature``) stay tapped
    in that player's next untap step (those there now: CR 611.2c)."""
    wanted = set(types.split("|"))
    for cid in state.battlefield(player):
        if wanted & state.defn(cid).types:
            freeze(state, cid)


def thaw(state: "MtgBase", player: int) -> frozenset[int]:
    """CR 502.3: ``player``'s permanents that stay tapped in this untap step; their marks are spent."""
    field, cards = state.battlefield(player), state.cards  # every untap step asks: the marks read in one pass
    kept = frozenset(compress(field, map(_MARKED, map(_MARKS, map(cards.__getitem__, field)))))
    for cid in kept:
        del state._card(cid).marks[_MARK]
    return kept


__all__ = ["FREEZE", "freeze", "freeze_all", "next_untap_patterns", "thaw"]
