"""Negating a monster's effects for the turn ("that monster's effects are negated until the end of this turn":
Breakthrough Skill, Effect Veiler, Forbidden Chalice).

The monster keeps the mark ``NEGATED_TURN`` (the turn) while it stays face-up on the field: ``YgoBase.effects_negated``
answers yes for it that turn — it activates nothing, its keywords and boosts do not apply (YGO Cartas.2,
CartasDeMonstruosDeEfecto.5). It forgets the mark when it leaves the field or is turned face-down, as it forgets any
negation of its effects.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.actions import Event
from engine.core.cards import Op
from engine.games.ygo.base import NEGATED_TURN, OPS, Run

if TYPE_CHECKING:
    from engine.games.ygo.effects import EffectsMixin


@OPS.on("negate_effects")
def _op_negate_effects(state: EffectsMixin, run: Run, op: Op) -> None:
    """The face-up monsters ``op`` names (the target) have their effects negated until the end of the turn."""
    for cid in state.what(run, str(op.get("what", "target"))):
        card = state._card(cid)
        if state.is_monster_on_field(cid) and card.face_up:
            card.marks[NEGATED_TURN] = state.turn
            state.emit(Event("effects_negated", run.player, cid, state._card_name(cid)))
