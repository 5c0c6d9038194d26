"""What a compiled card text forbids for the rest of a turn once it is activated (YGO Cartas.2): the conditions it
needs to be activated and the costs that set the ban (``cardtext.zh_limits`` writes them).

- "You cannot conduct your Battle Phase the turn you activate this card": not activated once the player's Battle
  Phase was conducted (``YgoBase.battle_conducted``); activated, the player has no Battle Phase that turn
  (``YgoBase.battle_barred``, PhasesDelJuego.37).
- "This card cannot attack the turn you activate this effect": not activated by a monster that attacked this turn;
  activated, it does not attack this turn (its ``no_attack_turn`` mark, CuadroDeReferenciaRapida.8).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.cards import Op

if TYPE_CHECKING:
    from engine.games.ygo.effects import EffectsMixin

BATTLE_NOT_CONDUCTED = "battle_not_conducted"
NOT_ATTACKED = "not_attacked_this_turn"
BAR_BATTLE = "bar_battle"
NO_ATTACK_SELF = "no_attack_self"
CONDITIONS = frozenset({BATTLE_NOT_CONDUCTED, NOT_ATTACKED})
COSTS = frozenset({BAR_BATTLE, NO_ATTACK_SELF})


def holds(state: EffectsMixin, card_id: int, player: int, condition: str) -> bool:
    """Whether one of ``CONDITIONS`` holds now."""
    if condition == BATTLE_NOT_CONDUCTED:  # (Main Phase 2 comes after the Battle Phase: CuadroDeReferenciaRapida)
        return state.battle_conducted[player] != state.turn \
            and not (player == state.turn_player and state.phase in ("battle", "main2"))
    return state._card(card_id).marks.get("attacked") != state.turn


def pay(state: EffectsMixin, source: int, cost: Op) -> None:
    """Set the ban one of ``COSTS`` says, for the rest of this turn."""
    if cost.name == BAR_BATTLE:
        player = state._card(source).controller
        state.battle_barred = tuple(state.turn if p == player else t for p, t in enumerate(state.battle_barred))
    elif state.is_monster_on_field(source):
        state._card(source).marks["no_attack_turn"] = state.turn
