"""The 时械神 Timelord family and its kin (``cardtext.zh_timelords``): what their texts make the engine do.

- "this card cannot be destroyed by battle or card effects" (``effect_indestructible``, with ``battle_indestructible``)
  and "any battle damage you (both players) take from battles involving this card becomes 0" (``battle_damage_zero``);
- "at the end of the Battle Phase, if this card battled: …" (the ``battle_end`` trigger, started in the End Step of
  the Battle Phase, YGO DeterminacionDelDano.41–42);
- what their effects do: cards returned to the Deck from the field ("return this card to the Deck" in the Standby
  Phase), Life Points halved or set, damage equal to the difference of the Life Points.

Each is the card's text overriding the rulebook (YGO Cartas.2); registered in ``base.OPS`` by importing this module
(``effects`` does).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.cards import Op
from engine.core.tasks import Task
from engine.games.ygo import conditions, damage_bar
from engine.games.ygo.base import OPS, Run
from engine.games.ygo.tasks import OfferTrigger, StartTrigger

if TYPE_CHECKING:
    from engine.games.ygo.base import YgoBase
    from engine.games.ygo.effects import EffectsMixin

#: The keyword of "battle damage … from battles involving this card becomes 0": whose (``self``: its controller,
#: ``both``: either player, ``self_attack``: its controller, while it is in Attack Position).
DAMAGE_ZERO = "battle_damage_zero"
#: The keyword of "this card cannot be destroyed by card effects".
EFFECT_SAFE = "effect_indestructible"


def spared(state: YgoBase, player: int) -> bool:
    """Whether the battle damage ``player`` would take in the battle being calculated becomes 0: one of the two
    monsters of the battle says so (YGO Cartas.2 over DeterminacionDelDano.4–22)."""
    if not state.says(DAMAGE_ZERO):
        return False
    for cid in (state.attacker, state.attack_target):
        if cid is None or not state.is_monster_on_field(cid) or not state._card(cid).face_up:
            continue
        for word in state.defn(cid).keywords:
            if word.startswith(DAMAGE_ZERO + ":") and state.has_keyword(cid, word):
                whose = word.split(":", 1)[1]
                mine = state._card(cid).controller == player
                if whose == "both" or mine and (whose == "self" or whose == "self_attack" and state.in_attack(cid)):
                    return True
    return False


def effect_safe(state: EffectsMixin, card_id: int) -> bool:
    """Whether a face-up monster is not destroyed by the card effect being resolved ("cannot be destroyed by card
    effects": YGO Cartas.2)."""
    return state.says(EFFECT_SAFE) and state.sender is not None and state.is_monster_on_field(card_id) \
        and state._card(card_id).face_up and state.has_keyword(card_id, EFFECT_SAFE)


def battle_end_tasks(state: EffectsMixin) -> list[Task]:
    """YGO DeterminacionDelDano.41–42, CartasDeMonstruosDeEfecto.7: in the End Step of the Battle Phase, the "at the
    end of the Battle Phase, if this card battled" effects of the face-up monsters that battled this turn start, the
    turn player's first; one that says "you can" is offered."""
    if not state.says("trigger:battle_end"):
        return []
    tasks: list[Task] = []
    for player in (state.turn_player, state.opponent(state.turn_player)):
        for cid in state.monsters(player):
            card = state._card(cid)
            if card.marks.get("battled") != state.turn or not card.face_up or not state.defn(cid).automated \
                    or state.effects_negated(cid):
                continue
            for index, effect in state.defn(cid).effects_for("battle_end"):
                if conditions.condition_problem(state, cid, player, effect) is None:
                    tasks.append((OfferTrigger if effect.optional else StartTrigger)(cid, player, index))
    return tasks


@OPS.on("field_to_deck")
def _op_field_to_deck(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Return this card / all Spells and Traps your opponent controls / all cards your opponent controls to the
    Deck": shuffled into their owners' Decks (a Fusion Monster into the Fusion Deck, CartasDeMonstruosFusion.2); with
    ``redraw``, the opponent then draws as many as went back to their own Deck."""
    gone = 0
    owners = set()
    for cid in list(state.what(run, str(op.get("what", "self")))):
        owner, extra = state._card(cid).owner, state.defn(cid).is_extra
        state.leave_field_to(cid, "fusion" if extra else "mazo")
        if not extra:
            owners.add(owner)
            gone += owner == state.opponent(run.player)
    for owner in sorted(owners):
        state.shuffle(state.zone(owner, "mazo"))
    if op.get("redraw") and gone:
        state.draw(state.opponent(run.player), gone)


@OPS.on("halve_lp")
def _op_halve_lp(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Your opponent's LP become half" (rounded up: they lose the half rounded down)."""
    player = state.opponent(run.player)
    state.change_lp(player, -(state.lp(player) // 2))


@OPS.on("set_lp")
def _op_set_lp(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Your LP become 4000"."""
    state.change_lp(run.player, int(op.get("amount", 0)) - state.lp(run.player))


@OPS.on("damage_difference")
def _op_damage_difference(state: EffectsMixin, run: Run, op: Op) -> None:
    """"If you have less LP than your opponent, inflict damage to them equal to the difference"."""
    opponent = state.opponent(run.player)
    difference = state.lp(opponent) - state.lp(run.player)
    if difference > 0:
        damage_bar.take_damage(state, opponent, difference)
