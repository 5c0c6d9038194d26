""""When this card destroys a monster by battle and sends it to the GY: inflict damage / gain LP equal to that
monster's (original) ATK, DEF, or its Level × N" (元素英雄 火焰翼侠 Flame Wingman, 守护天使 贞德, 钢针螯…): the
monster is the other one of the battle still being fought (``state.attacker`` / ``state.attack_target``: the
``battle_destroys`` trigger resolves in the Damage Step), read where it went (YGO Cartas.2,
CartasDeMonstruosDeEfecto.7). Registered in ``base.OPS`` by importing this module (``effects`` does).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.cards import Op
from engine.games.ygo import damage_bar
from engine.games.ygo.base import OPS, Run

if TYPE_CHECKING:
    from engine.games.ygo.effects import EffectsMixin


def _destroyed_value(state: EffectsMixin, run: Run, op: Op) -> int:
    """The value of the monster ``run.source`` destroyed by battle: its ATK, DEF or Level × N (0: none)."""
    attacker, target = state.attacker, state.attack_target
    other = target if run.source == attacker else attacker if run.source == target else None
    if other is None or state.cards[other] is None or state.is_monster_on_field(other):
        return 0
    defn = state.defn(other)
    stat = str(op.get("stat"))
    if stat == "level":
        return defn.level * int(op.get("times", 1))
    return defn.atk if stat == "atk" else defn.defense


@OPS.on("battled_damage")
def _op_battled_damage(state: EffectsMixin, run: Run, op: Op) -> None:
    amount = _destroyed_value(state, run, op)
    if amount:
        damage_bar.take_damage(state, state.opponent(run.player), amount)


@OPS.on("battled_gain")
def _op_battled_gain(state: EffectsMixin, run: Run, op: Op) -> None:
    amount = _destroyed_value(state, run, op)
    if amount:
        state.change_lp(run.player, amount)
