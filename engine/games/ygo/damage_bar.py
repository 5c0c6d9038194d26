"""Damage a player takes, and the texts that make it 0 for a turn: "this turn, all damage you take becomes 0" (光子栗子
Photon Kuriboh) and "until the end of this turn, all battle damage you take becomes 0" (羽翼栗子球 Winged Kuriboh).

Every loss of LP that is damage (battle damage, YGO DeterminacionDelDano; an effect's, Cartas.2) goes through
``take_damage``; paying LP as a cost does not (it is no damage). The bar is kept per player as the turn it holds and
whether it bars all damage or battle damage only (``YgoBase.damage_barred``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.cards import Op
from engine.games.ygo.base import OPS, Run

if TYPE_CHECKING:
    from engine.games.ygo.base import YgoBase
    from engine.games.ygo.effects import EffectsMixin


def barred(state: YgoBase, player: int, battle: bool) -> bool:
    """Whether the damage ``player`` would take now (battle damage when ``battle``) becomes 0."""
    turn, every = state.damage_barred[player]
    return turn == state.turn and (every or battle)


def take_damage(state: YgoBase, player: int, amount: int, battle: bool = False) -> None:
    """``player`` takes ``amount`` damage (battle damage when ``battle``), unless a text made it 0 this turn."""
    if not barred(state, player, battle):
        state.change_lp(player, -amount)


@OPS.on("no_damage")
def _op_no_damage(state: EffectsMixin, run: Run, op: Op) -> None:
    """"This turn, all (battle) damage you take becomes 0" (YGO Cartas.2): a bar on all damage stays one when a bar
    on battle damage is added the same turn."""
    turn, every = state.damage_barred[run.player]
    every = op.get("scope") == "all" or every and turn == state.turn
    state.damage_barred = tuple((state.turn, every) if p == run.player else bar
                                for p, bar in enumerate(state.damage_barred))
