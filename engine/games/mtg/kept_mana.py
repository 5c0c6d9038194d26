"""Mana for each creature of a type, kept through the turn (CR 106.3, 106.4, 608.2h): "III — Add {R}
for each Berserker you control. Until end of turn, you don't lose this mana as steps and phases
end." (The Bloodsky Massacre), "Whenever you cast a spell, add {R}. Until end of turn, you don't lose
this mana …" (Birgi, God of Storytelling).

``kept_mana_patterns`` reads "Add {R} for each Berserker you control" (``ADD_PER_TYPE``, ``keyword``
``R:berserker``; counted as it resolves, changelings included); the next sentence, a modifier of
it or of a plain "Add {R}" (``oracle_replacement.MODIFIERS``), makes it ``ADD_KEPT`` (``keyword`` the
mana itself after a plain one): the mana added is recorded as a
continuous entry ``KEPT`` lasting the turn (its value: player, symbol, amount). As steps and phases
end (CR 500.4) ``kept_pool`` leaves in the pool as much of that mana as is still there, and the
record shrinks to what was kept, so mana spent is not kept again.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Effect
from engine.games.mtg.tribal import creature_type, has_creature_type

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
ADD_PER_TYPE = "add_mana_per_type"
ADD_KEPT = "add_mana_per_type_kept"
KEEP_MANA = "keep_mana"  # the modifier sentence: "Until end of turn, you don't lose this mana …"
KEEP_SENTENCE = r"until end of turn, you don't lose this mana as steps and phases end"
KEPT = "kept_mana"  # the ``op`` of the continuous entry of mana kept until end of turn


def kept_mana_patterns() -> list[tuple[str, Builder]]:
    """The sentence template of this module (``oracle_sentences._Sentence``)."""
    def build(m: re.Match[str]) -> list[Effect] | None:
        if m["t"].lower() in ("creature", "land", "permanent", "artifact"):
            return None
        return [Effect(ADD_PER_TYPE, keyword=f"{m['m'].upper()}:{creature_type(m['t'])}")]

    return [(r"add \{(?P<m>[WUBRGC])\} for each (?P<t>[A-Z][a-z]+) you control", build)]


def add_per_type(state: "MtgBase", controller: int, source: int, effect: Effect) -> None:
    """CR 106.3, 608.2h: one mana of the symbol for each creature of the type ``controller``
    controls now; kept until end of turn after the modifier sentence (CR 106.4)."""
    if ":" in effect.keyword:
        symbol, kind = effect.keyword.split(":")
        mana = symbol * sum(1 for c in state.creatures(controller) if has_creature_type(state.defn(c), kind))
    else:  # "add {R}" kept
        mana = "".join(re.findall(r"[WUBRGC]", effect.keyword))
    if not mana:
        return
    state.add_mana(controller, mana)
    if effect.op == ADD_KEPT:
        for symbol in sorted(set(mana)):
            state.add_continuous(KEPT, frozenset(), source, "turn", (controller, symbol, mana.count(symbol)))


def kept_pool(state: "MtgBase", player: int, pool: dict[str, int]) -> dict[str, int]:
    """CR 106.4: what stays in ``player``'s pool as a step or phase ends (only mana kept)."""
    kept: dict[str, int] = {}
    entries = []
    for entry in state.continuous:
        if entry.op == KEPT and entry.value[0] == player:
            _player, symbol, amount = entry.value
            stays = min(amount, pool.get(symbol, 0) - kept.get(symbol, 0))
            kept[symbol] = kept.get(symbol, 0) + stays
            entry = replace(entry, value=(player, symbol, stays))
        entries.append(entry)
    state.continuous = tuple(entries)
    return {symbol: n for symbol, n in kept.items() if n}


__all__ = ["ADD_KEPT", "ADD_PER_TYPE", "KEEP_MANA", "KEEP_SENTENCE", "KEPT", "add_per_type", "kept_mana_patterns", "kept_pool"]
