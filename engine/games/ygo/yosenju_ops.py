"""What the 妖仙兽 Yosenju texts make the battle do (``cardtext.zh_yosenju``; YGO Cartas.2 over the rulebook):

- "this card can attack directly; the battle damage it inflicts that way is halved" (``direct_half``): a direct
  attack made while the opponent controls monsters inflicts half its ATK (DeterminacionDelDano.24);
- "when a "X" monster you control, other than this card, inflicts battle damage to your opponent: …" (the trigger
  ``ally_battle_damage``, with the keyword ``ally_damage:X`` naming the monsters), started after damage calculation
  as "when this card inflicts battle damage" is (``battle._damage_triggers``, CartasDeMonstruosDeEfecto.7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.tasks import Task
from engine.games.ygo import conditions
from engine.games.ygo.tasks import OfferTrigger, StartTrigger

if TYPE_CHECKING:
    from engine.games.ygo.effects import EffectsMixin

DIRECT_HALF, ALLY_DAMAGE, ALLY_TRIGGER = "direct_half", "ally_damage", "trigger:ally_battle_damage"


def direct_damage(state: EffectsMixin, attacker: int, defender: int, atk: int) -> int:
    """The battle damage of a direct attack: half, when it attacks directly by its text past the defender's monsters."""
    if state.says(DIRECT_HALF) and state.monsters(defender) and state.has_keyword(attacker, DIRECT_HALF):
        return atk // 2
    return atk


def ally_damage_tasks(state: EffectsMixin, battled: tuple[tuple[int | None, int, int], ...]) -> list[Task]:
    """The "when another "X" monster you control inflicts battle damage" effects of the face-up monsters beside each
    monster of the battle (``battled``: it, the player it may have hurt, their LP before) whose opponent lost LP."""
    if not state.says(ALLY_TRIGGER):
        return []
    tasks: list[Task] = []
    for cid, hurt, before in battled:
        if cid is None or state.lp(hurt) >= before or not state.is_monster_on_field(cid):
            continue
        controller, name = state._card(cid).controller, state.defn(cid).name
        for other in state.monsters(controller):
            defn = state.defn(other)
            if other == cid or not state._card(other).face_up or not defn.automated or state.effects_negated(other):
                continue
            named = [w.split(":", 1)[1] for w in defn.keywords if w.startswith(ALLY_DAMAGE + ":")]
            if not any(part in name for part in named):
                continue
            for index, effect in defn.effects_for("ally_battle_damage"):
                if conditions.condition_problem(state, other, controller, effect) is None \
                        and state._once_problem(other, controller, effect) is None:
                    tasks.append((OfferTrigger if effect.optional else StartTrigger)(other, controller, index))
    return tasks
