"""Colour-changing effects without a duration: "Target spell or permanent becomes red." (the
Laces of Alpha, CR 105.3, 611.2a, 613.1e).

``recolor_patterns`` reads the sentence into a ``recolor`` effect (``keyword``: the new colours,
``+``-joined). Resolved, it is a continuous effect of layer 5 that replaces the object's colours
(CR 105.3) and lasts for the rest of the game (CR 611.2a) — on a permanent, or on a spell: the
characteristics of a spell on the stack change too (``spell_defns``), and those of a permanent
spell carry over to the permanent it becomes (CR 400.7a). A spell that leaves the stack any
other way is a new object (CR 400.7): ``forget_spell`` drops what applied to it.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Callable, Iterable

from engine.games.mtg.abilities import COLOR_WORDS, Effect
from engine.games.mtg.cards import MtgCard

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.layers import Continuous
    from engine.games.mtg.oracle_sentences import _Sentence

RECOLOR = "recolor"
SPELL_OR_PERMANENT = "spell_or_permanent"
"""The target kind of "target spell or permanent" (CR 115.1: a spell on the stack, or a permanent)."""
_COLORS = r"(?P<c>(?:white|blue|black|red|green)(?: and (?:white|blue|black|red|green))?)"
Builder = Callable[[re.Match[str]], "list[Effect] | None"]


def recolor_patterns(sentence: "_Sentence") -> list[tuple[str, Builder]]:
    """"Target spell or permanent becomes red" (no "until end of turn": CR 611.2a)."""

    def build(m: re.Match[str]) -> list[Effect]:
        kind, slot = sentence.target(m["t"])
        colors = "+".join(COLOR_WORDS[w] for w in m["c"].lower().split(" and "))
        return [Effect(RECOLOR, target=kind, slot=slot, keyword=colors)]

    return [(r"(?P<t>target spell or permanent|target permanent|target creature) becomes " + _COLORS, build)]


def recolor(state: "MtgBase", source: int, subject: int, colors: str) -> None:
    """CR 105.3, 611.2a, 613.1e: ``subject`` (on the battlefield or the stack) is ``colors`` from now on."""
    if state.on_battlefield(subject) or state.zone_name_of(subject) == "pila":
        state.add_continuous("color", frozenset((subject,)), source, "", tuple(colors.split("+")))


def spell_defns(state: "MtgBase", effects: Iterable["Continuous"]) -> dict[int, "MtgCard"]:
    """CR 400.7a, 613.1e: the colours of spells on the stack as changed by resolved effects
    (in timestamp order, CR 613.7)."""
    found: dict[int, MtgCard] = {}
    for effect in sorted(effects, key=lambda e: e.timestamp):
        if effect.op != "color":
            continue
        for cid in effect.affected:
            card = state.cards[cid]
            if card is not None and state.zone_name_of(cid) == "pila":
                defn = found.get(cid, card.defn)
                assert isinstance(defn, MtgCard)
                found[cid] = replace(defn, colors=tuple(effect.value))
    return found


def forget_spell(state: "MtgBase", card_id: int, dest: int) -> None:
    """CR 400.7, 400.7a: a spell leaving the stack other than onto the battlefield is a new
    object; the effects that changed it end."""
    from engine.games.mtg.layers import without

    if state.zone_table[dest][1].name != "campo" and any(card_id in e.affected for e in state.continuous):
        state.continuous = without(state.continuous, card_id)
        state.invalidate_statics()


__all__ = ["RECOLOR", "SPELL_OR_PERMANENT", "forget_spell", "recolor", "recolor_patterns", "spell_defns"]
