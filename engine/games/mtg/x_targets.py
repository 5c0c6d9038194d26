"""Targets that depend on the value of X (CR 601.2b, 601.2c, 107.3): "Counter target spell with
mana value X." (Alpha's Spell Blast).

X is announced before targets are chosen (CR 601.2b), so the target kind ``SPELL_MV_X`` accepts
a spell whose mana value is the X announced for its source — while it is being cast
(``state.pending``), on the stack (its stack object keeps X) and again as it resolves
(``state.resolving_x``, CR 608.2b).
``x_allowed`` keeps the values of X offered to those with a spell to target (CR 601.2c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

SPELL_MV_X = "spell_mv_x"


def announced_x(state: "MtgBase", source: int) -> int | None:
    """The X announced for ``source`` (being cast or on the stack), or ``None`` before it is."""
    pending: Any = state.pending
    if pending is not None and pending.source == source:
        return pending.x if isinstance(pending.x, int) else None
    for link in state.chain.links:
        if link.source == source and link.kind == "spell":
            return int(link.data[0]) if link.data else 0
    resolving, x = state.resolving_x
    if resolving == source and state.zone_name_of(source) == "pila":  # resolving: off the stack's list, not yet moved
        return x
    return None


def mana_value_fits(state: "MtgBase", spell: int, controller: int, source: int) -> bool:
    """CR 202.3: the spell's mana value is X; before X is announced, one that ``controller`` can
    pay X for (CR 601.2b, 601.2h)."""
    x = announced_x(state, source)
    if x is not None:
        return state.defn(spell).mana_value == x
    caster: Any = state
    cost = caster.total_cost(source).with_x(state.defn(spell).mana_value)
    return bool(caster._payable(controller, cost, caster._sources_for(controller)))


def x_allowed(state: "MtgBase", specs: tuple[str, ...], source: int, x: int) -> bool:
    """Whether announcing ``x`` leaves a spell to target (CR 601.2c) when a target asks for X."""
    if SPELL_MV_X not in specs:
        return True
    return any(c != source and state.defn(c).mana_value == x for c in state.ids(None, "pila"))


__all__ = ["SPELL_MV_X", "announced_x", "mana_value_fits", "x_allowed"]
