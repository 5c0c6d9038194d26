"""What a compiled card text forbids for the rest of a turn once it is activated (YGO Cartas.2): the conditions it
needs to be activated and the costs that set the ban (``cardtext.zh_limits`` writes them).

- "You cannot conduct your Battle Phase the turn you activate this card": not activated once the player's Battle
  Phase was conducted (``YgoBase.battle_conducted``); activated, the player has no Battle Phase that turn
  (``YgoBase.battle_barred``, PhasesDelJuego.37).
- "This card cannot attack the turn you activate this effect": not activated by a monster that attacked this turn;
  activated, it does not attack this turn (its ``no_attack_turn`` mark, CuadroDeReferenciaRapida.8).

And how often a text lets an effect or a summon happen (``Effect.once``, ``YgoCard.summon_limit``):

- "this effect can be used up to N times per turn" (``copy:N``): counted per copy (its ``uses<i>`` mark); "the effects
  of "X" can be used up to N times per turn" (``names:N``): per player over every copy (``YgoBase.used_names``);
- "you can only Special Summon "X" once per turn" (``special_once``): per player and name, every way of Special
  Summoning counts (``special_summoned``); while it is used up no effect, procedure or Fusion lists the card;
- "… once per Duel" (``duel:<group>``): as "once per turn" by name, its key kept for the whole Duel (``with_key``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.cards import Op
from engine.core.errors import Rule
from engine.core.text import Text
from engine.games.ygo import summon_lock
from engine.games.ygo.cards import Effect, YgoCard
from engine.games.ygo.rules import rule

if TYPE_CHECKING:
    from engine.games.ygo.base import YgoBase
    from engine.games.ygo.effects import EffectsMixin

BATTLE_NOT_CONDUCTED = "battle_not_conducted"
NOT_ATTACKED = "not_attacked_this_turn"
BAR_BATTLE = "bar_battle"
NO_ATTACK_SELF = "no_attack_self"
CONDITIONS = frozenset({BATTLE_NOT_CONDUCTED, NOT_ATTACKED})
COSTS = frozenset({BAR_BATTLE, NO_ATTACK_SELF})
SPECIAL_ONCE = "special_once"
#: "once per Duel": an ``Effect.once`` by name whose ``YgoBase.used_names`` key outlives the turn (``with_key``)
DUEL = "duel:"
UNTARGETABLE = "untargetable_opponent"
TRAP_LOCK = "battle_trap_lock"
#: ``Effect.once`` prefixes: up to N uses per turn of this copy; of every copy of the player's, by name
USES, NAME_USES = "copy:", "names:"


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


def _index(state: YgoBase, card_id: int, effect: Effect) -> int:
    return next(i for i, e in enumerate(state.defn(card_id).effects) if e is effect)


def _uses_key(state: YgoBase, card_id: int, player: int) -> str:
    return f"{state.turn}:{player}:{state.defn(card_id).name}:uses#"


def _used(state: YgoBase, card_id: int, player: int, effect: Effect) -> tuple[int, int]:
    """How many times ``effect`` was used this turn (per copy, or by name over every copy of the player's), and how
    many its text allows (0: it sets no count)."""
    if effect.once.startswith(USES):
        used = state._card(card_id).marks.get(f"uses{_index(state, card_id, effect)}")
        return (used[1] if used is not None and used[0] == state.turn else 0), int(effect.once[len(USES):])
    if effect.once.startswith(NAME_USES):
        key = _uses_key(state, card_id, player)
        return sum(1 for k in state.used_names if k.startswith(key)), int(effect.once[len(NAME_USES):])
    return 0, 0


def uses_problem(state: YgoBase, card_id: int, player: int, effect: Effect) -> Rule | None:
    """YGO Cartas.2: "this effect (the effects of "X") can be used up to N times per turn" — N times this turn, by
    this copy (by ``player``'s copies of "X")."""
    used, times = _used(state, card_id, player, effect)
    if not times or used < times:
        return None
    return rule("Cartas.2", Text(f"este efecto se usa como mucho {times} veces por turno",
                                 f"this effect can be used at most {times} times per turn"))


def record_use(state: YgoBase, card_id: int, player: int, index: int) -> None:
    """One more use this turn of an effect its text counts (``uses_problem``)."""
    effect = state.defn(card_id).effects[index]
    if effect.once.startswith(USES):
        used = _used(state, card_id, player, effect)[0]
        state._card(card_id).marks[f"uses{index}"] = (state.turn, used + 1)
    elif effect.once.startswith(NAME_USES):
        used = _used(state, card_id, player, effect)[0]
        state.used_names = with_key(state, f"{_uses_key(state, card_id, player)}{used + 1}")


def with_key(state: YgoBase, key: str) -> frozenset[str]:
    """``used_names`` with ``key``: this turn's keys and the Duel's (``DUEL``) are kept, those of past turns go."""
    this_turn = f"{state.turn}:"
    return frozenset(k for k in state.used_names if k.startswith(this_turn) or k.startswith(DUEL)) | {key}


def target_problem(state: YgoBase, card_id: int, player: int) -> Rule | None:
    """YGO Cartas.2: "this card cannot be targeted by your opponent's card effects" (``untargetable_opponent``) — while
    it is face-up on the field with its effects, ``player``'s effects do not target it unless ``player`` controls it."""
    card = state._card(card_id)
    if UNTARGETABLE not in state.defn(card_id).keywords or card.controller == player or not card.face_up \
            or not state.on_field(card_id) or state.effects_negated(card_id):
        return None
    return rule("Cartas.2", Text(f"«{state.defn(card_id).name}» no puede ser objetivo de efectos del adversario",
                                 f"«{state.defn(card_id).name}» cannot be targeted by the opponent's effects"))


def trap_lock_problem(state: YgoBase, player: int) -> Rule | None:
    """YGO Cartas.2: "while this card is in the Monster Zone, your opponent cannot activate Trap Cards during the
    Battle Phase" (``battle_trap_lock``) — of a face-up monster of the other player's, with its effects."""
    if state.phase != "battle" or not state.says(TRAP_LOCK):
        return None
    other = 1 - player
    for cid in state.monsters(other):
        if TRAP_LOCK in state.defn(cid).keywords and state._card(cid).face_up and not state.effects_negated(cid):
            name = state.defn(cid).name
            return rule("Cartas.2", Text(f"«{name}» impide activar Cartas de Trampa en la Battle Phase",
                                         f"«{name}» forbids activating Trap Cards during the Battle Phase"))
    return None


def placed_problem(defn: YgoCard) -> Rule | None:
    """YGO Cartas.2: a Spell or Trap that "can only come to the field by the effect of "X"" is neither activated
    from the hand nor Set (``effect_only:X`` in its ``summon_limit``)."""
    limit = next((word for word in defn.summon_limit if word.startswith("effect_only:")), None) \
        if defn.summon_limit and defn.kind != "monster" else None
    if limit is None:
        return None
    return rule("Cartas.2", Text(f"«{defn.name}» solo llega al campo por el efecto de «{limit[12:]}»",
                                 f"«{defn.name}» comes to the field only by the effect of «{limit[12:]}»"))


def _special_key(state: YgoBase, card_id: int, player: int) -> str:
    return f"{state.turn}:{player}:special:{state.defn(card_id).name}"


def special_problem(state: YgoBase, card_id: int, player: int) -> Rule | None:
    """YGO Cartas.2: "you can only Special Summon "X" once per turn" — not again this turn by ``player``; nor anything
    the turn ``player`` activated a card saying "you cannot Summon, except by this card's effect" (``summon_lock``)."""
    if summon_lock.barred(state, player):
        return summon_lock.problem(state, player)
    if SPECIAL_ONCE in state.defn(card_id).summon_limit and _special_key(state, card_id, player) in state.used_names:
        name = state.defn(card_id).name
        return rule("Cartas.2", Text(f"«{name}» solo se Invoca de forma Especial una vez por turno",
                                     f"«{name}» can be Special Summoned only once per turn"))
    return None


def special_summoned(state: YgoBase, card_id: int, player: int) -> None:
    """Count a Special Summon of a card whose text allows one per turn (``special_problem``)."""
    if SPECIAL_ONCE in state.defn(card_id).summon_limit:
        state.used_names = state.used_names | {_special_key(state, card_id, player)}
