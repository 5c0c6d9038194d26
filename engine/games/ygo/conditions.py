"""Why an effect cannot be activated now, beyond the chain's Spell Speeds (``EffectsMixin.effect_problem``):
when a spell or trap card may be activated (YGO CartasMagicas, CartasDeTrampa), what the effect answers (its
``when``: CartasDeTrampa.7, CuadroDeReferenciaRapida.9), the conditions its text states, its costs
(CartasDeMonstruosDeEfecto.6) and whether its operations have anything to do (Cartas.2)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from engine.core.cards import Card, Op
from engine.core.errors import Rule
from engine.core.text import Text
from engine.games.ygo import (counters, effect_negation, fusion, ritual_ops, summon_lock, summon_negation, summons, textops, token_ops,
                              turn_limits, union_ops)
from engine.games.ygo.costs import picks_payable
from engine.games.ygo.base import FIELD_ZONES, SPELL_COUNTER
from engine.games.ygo.cards import Effect, YgoCard
from engine.games.ygo.rules import rule

if TYPE_CHECKING:
    from engine.games.ygo.effects import EffectsMixin

#: What a negating card answers, by its ``when``: (the kind of card activated, only the opponent's, words).
ACTIVATIONS = {"activation": ("", False, ("una Mágica o Trampa", "a Spell or Trap")),
               "opponent_activation": ("", True, ("una Mágica o Trampa del adversario", "an opponent's Spell or Trap")),
               "spell_activation": ("spell", False, ("una Mágica", "a Spell")),
               "trap_activation": ("trap", False, ("una Trampa", "a Trap")),
               "opponent_spell_activation": ("spell", True, ("una Mágica del adversario", "an opponent's Spell")),
               "opponent_trap_activation": ("trap", True, ("una Trampa del adversario", "an opponent's Trap")),
               "monster_activation": ("monster", False, ("el efecto de un monstruo", "an Effect Monster's effect")),
               "any_activation": ("any", False, ("una carta o el efecto de un monstruo", "a card or an Effect Monster's effect")),
               "any_effect": ("all", False, ("una carta o un efecto", "a card or an effect")),
               "opponent_any_effect": ("all", True, ("una carta o un efecto del adversario", "an opponent's card or effect")),
               "opponent_any_activation": ("any", True, ("una carta o el efecto de un monstruo del adversario",
                                                         "an opponent's card or Effect Monster's effect")),
               "opponent_monster_activation": ("monster", True, ("el efecto de un monstruo del adversario",
                                                                 "an opponent's Effect Monster's effect")),
               "equip_activation": ("spell:equip", False, ("una Mágica de Equipo", "an Equip Spell")),
               "counter_activation": ("trap:counter", False, ("una Trampa de Contraefecto", "a Counter Trap")),
               "zone_monster_activation": ("monster", False, ("el efecto de un monstruo en la mano o el Cementerio",
                                                                "a monster effect in the hand or the GY")),
               "summon_activation": ("any", False, ("una carta o el efecto de un monstruo que Invoca de forma Especial",
                                                    "a card or an Effect Monster's effect that Special Summons"))}

#: The chain link a negating card answers: a card's activation, or a monster's effect (Divine Wrath).
LINK_ANSWERED = {False: "card", True: "effect"}


def answers_link(when: str, link_kind: str, source: YgoCard | None) -> bool:
    """Whether what a negating card answers (``ACTIVATIONS``) is a chain link of ``link_kind`` activated by
    ``source``: "any" answers a card's activation or an Effect Monster's effect; "spell:equip" names the kind and
    the sub of the card (YGO CartasDeTrampa.7)."""
    kind = ACTIVATIONS[when][0]
    source_kind = source.kind if source is not None else ""
    if kind == "all":  # "a Spell/Trap/monster effect": any chain link
        return True
    if kind == "any":
        return link_kind == "card" or link_kind == "effect" and source_kind == "monster"
    if ":" in kind:
        return link_kind == "card" and source is not None and f"{source.kind}:{source.sub}" == kind
    return link_kind == LINK_ANSWERED[kind == "monster"] and (not kind or source_kind == kind)


MAIN_PHASES = ("main1", "main2")

#: The open window an effect answering something needs (YGO CartasDeTrampa.7, CuadroDeReferenciaRapida.9).
ANSWERED_WINDOWS = {"opponent_summon": "summoned", "opponent_summoning": "summoning", "summoning": "summoning", "opponent_attack": "attack",
                    "any_attack": "attack"}

#: What answers any Summon (Normal, Flip or Special: 激流葬 Torrential Tribute), and the windows it opens.
ANY_SUMMONS = ("any_summon", "opponent_any_summon")

SUMMONED_WINDOWS = ("summoned", "special_summoned")


def card_timing_problem(state: EffectsMixin, card: Card, defn: YgoCard, zone: str, player: int, context: str) -> Rule | None:
    """Why a spell or trap card in ``zone`` cannot be activated now: when its type allows."""
    own_turn = player == state.turn_player
    if zone == "mano" and turn_limits.placed_problem(defn) is not None:  # "only by the effect of "X"" (Cartas.2)
        return turn_limits.placed_problem(defn)
    if defn.keywords and summon_lock.activation_problem(state, defn, player) is not None:  # (Cartas.2)
        return summon_lock.activation_problem(state, defn, player)
    if defn.keywords and state.unique_problem(card.id, player) is not None:  # "only 1 face-up "X"" (Cartas.2)
        return state.unique_problem(card.id, player)
    if defn.kind == "trap":
        if zone == "mano":
            return rule("PhasesDelJuego.35")
        if turn_limits.trap_lock_problem(state, player) is not None:  # "… cannot activate Trap Cards" (Cartas.2)
            return turn_limits.trap_lock_problem(state, player)
        if card.marks.get("set") == state.turn:
            return rule("CartasDeTrampa.1")
    elif defn.sub == "quickplay":
        if zone == "mano" or card.marks.get("set") == state.turn:
            if not own_turn or state.phase not in ("main1", "main2", "battle"):
                return rule("CartasMagicas.15")
            if zone != "mano":
                return rule("CartasMagicas.15", Text("no el turno en que se colocó", "not in the turn it was set"))
    else:
        if defn.sub == "field" and not own_turn:
            return rule("CartasMagicas.13")
        if not own_turn or state.phase not in MAIN_PHASES or context != "main":
            return rule("CartasMagicas.1")
    if zone == "mano" and defn.sub != "field" and state.spell_count(player) >= 5:
        return rule("AreaDeJuego.8")
    if "no_activation" in card.marks and card.marks["no_activation"] == state.turn:  # "… cannot be activated this turn" (泉之精灵)
        return rule("Cartas.2", Text("esta carta no se puede activar este turno", "this card cannot be activated this turn"))
    if zone in ("magias", "campo_magico") and card.face_up:
        return rule("PalabrasClave.1", Text("la carta ya está activada", "the card is already activated"))
    return None


def condition_problem(state: EffectsMixin, card_id: int, player: int, effect: Effect) -> Rule | None:
    when = effect.when
    if when is None:  # most effects answer nothing in particular
        pass
    elif when == "opponent_summon":
        summon = state.last_summon
        if state.window_reason != ANSWERED_WINDOWS[when] or summon is None or summon[1] == player or not state.is_monster_on_field(summon[0]):
            return rule("CartasDeTrampa.7", Text("responde a la invocación de un monstruo del adversario",
                                                 "it answers the Summon of an opponent's monster"))
        if effect.min_atk is not None and state.stats(summon[0])[0] < effect.min_atk:
            return rule("Cartas.2", Text(f"el monstruo invocado necesita al menos {effect.min_atk} ATK",
                                     f"the summoned monster needs at least {effect.min_atk} ATK"))
    elif when == "any_attack":
        if state.window_reason != "attack" or state.attacker is None or not state.is_monster_on_field(state.attacker):
            return rule("CuadroDeReferenciaRapida.9", Text("responde a la declaración de un ataque",
                                                           "it answers the declaration of an attack"))
    elif when in ANY_SUMMONS:
        summon = state.last_summon
        if state.window_reason not in SUMMONED_WINDOWS or summon is None or not state.is_monster_on_field(summon[0]) \
                or when == "opponent_any_summon" and summon[1] == player:
            return rule("Cartas.2", Text("la carta responde a la Invocación de un monstruo" + (" del adversario" if when != "any_summon" else ""),
                                         "the card answers the Summon of " + ("a monster" if when == "any_summon" else "an opponent's monster")))
    elif when in summon_negation.WHENS:
        problem = summon_negation.summoning_problem(state, player, effect)
        if problem is not None:
            return problem
    elif when == "opponent_attack":
        attacker = state.attacker
        if state.window_reason != ANSWERED_WINDOWS[when] or attacker is None or not state.is_monster_on_field(attacker) \
                or state._card(attacker).controller == player:
            return rule("CuadroDeReferenciaRapida.9", Text("responde a un ataque del adversario",
                                                           "it answers an attack by the opponent"))
    elif when in ACTIVATIONS:
        top = state.chain.links[-1] if state.chain.links else None
        source = state.defn(top.source) if top is not None and state.cards[top.source] is not None else None
        if top is None or not answers_link(when, top.kind, source) or (ACTIVATIONS[when][1] and top.controller == player) \
                or when == "summon_activation" and not summon_negation.special_summons(state.effect_of(top.source, top.effect)) \
                or when == "zone_monster_activation" and not effect_negation.used_in_hand_or_graveyard(state, top.source, top.effect):
            return rule("CartasDeTrampa.7", Text("responde a la activación de " + ACTIVATIONS[when][2][0],
                                                 "it answers the activation of " + ACTIVATIONS[when][2][1]))
    elif when == "own_main_or_opponent_battle":
        mine = player == state.turn_player and state.phase in MAIN_PHASES
        theirs = player != state.turn_player and state.phase == "battle"
        if not (mine or theirs):
            return rule("Cartas.2", Text("en tu Main Phase o en la Battle Phase del adversario",
                                         "in your Main Phase or the opponent's Battle Phase"))
    costs = effect.costs
    if costs and any(cost.name == "tribute_self" for cost in costs) and not state.is_monster_on_field(card_id):
        return rule("CartasDeMonstruosDeEfecto.6")
    mill = sum(int(cost.get("count", 1)) for cost in costs if cost.name == "mill") if costs else 0
    if mill and len(state.ids(player, "mazo")) < mill:
        return rule("CartasDeMonstruosDeEfecto.6")
    if costs and not picks_payable(state, player, card_id, costs):
        return rule("CartasDeMonstruosDeEfecto.6")
    for condition in effect.conditions:
        if not state._condition_holds(card_id, player, condition):
            if condition in CONDITION_RULES:  # a condition the rulebook states itself
                return rule(CONDITION_RULES[condition])
            return rule("Cartas.2", Text("no se cumple la condición que pone la carta",
                                         "the condition the card states is not met"))
    if effect.cost_lp and state.lp(player) < effect.cost_lp:
        return rule("CartasDeMonstruosDeEfecto.6")
    if effect.cost_discard or costs and effect.cost_to_deck:
        others = [c for c in state.ids(player, "mano") if c != card_id]
        if len(others) < effect.cost_discard + effect.cost_to_deck:
            return rule("CartasDeMonstruosDeEfecto.6")
    if effect.target is not None and len(state.target_candidates(effect, player, card_id)) < effect.target.count:
        return rule("Cartas.2", Text("no hay ningún objetivo válido", "there is no valid target"))
    for op in effect.ops:
        problem = op_problem(state, card_id, player, op, effect)
        if problem is not None:
            return problem
    return None


def op_problem(state: EffectsMixin, card_id: int, player: int, op: Op, effect: Effect) -> Rule | None:
    name = op.name
    if name == "summon_self" and not textops.may_summon(state, card_id, card_id):
        return rule("Cartas.2", Text("esta carta no se puede Invocar de forma especial así",
                                     "this card cannot be Special Summoned this way"))
    if name == "summon_self" and state.unique_problem(card_id, player) is not None:
        return state.unique_problem(card_id, player)
    if name == "summon_self" and turn_limits.special_problem(state, card_id, player) is not None:
        return turn_limits.special_problem(state, card_id, player)
    if name in ("special_summon", "token", "control", "summon_self") and not state.monster_room(player):
        return rule("ControlDeUnMonstruoDelAdversario.4" if name == "control" else "AreaDeJuego.4")
    if name == "fusion" and not fusion.fusion_options(state, player, card_id, op):
        return rule("CartasDeMonstruosFusion.3")
    if name == "ritual" and not ritual_ops.ritual_options(state, player, card_id, op):
        return rule("CartasDeMonstrusDeRitual.3")
    if name == "extra_summon" and not summons.may_summon_any(state, player):
        return rule("PhasesDelJuego.11", Text("no tienes ningún monstruo que invocar", "you have no monster to summon"))
    if name == "destroy" and op.get("what") in ("opponent_monsters", "all_monsters"):
        pool = state.monsters(state.opponent(player)) if op.get("what") == "opponent_monsters" else state.all_monsters()
        if not pool:
            return rule("Cartas.2", Text("no hay monstruos que destruir", "there are no monsters to destroy"))
    if name == "destroy_all" and not textops.field_matches(state, player, op, card_id):
        return rule("Cartas.2", Text("no hay ninguna carta como las que el texto destruye",
                                     "there is no card such as the text destroys"))
    if name == "negate_attack" and state.attacker is None:
        return rule("CuadroDeReferenciaRapida.9")
    if name in ("search", "summon_from", "send_from") and not textops.candidates(state, player, op, card_id):
        return rule("Cartas.2", Text("no hay ninguna carta como la que nombra el texto",
                                     "there is no card such as the text names"))
    if name == "summon_from" and not state.monster_room(player, [card_id] if effect.costs else []) \
            and not any(o.name == "tribute" for o in effect.ops):
        return rule("AreaDeJuego.4")
    return compiled_op_problem(state, card_id, player, op, effect)


def compiled_op_problem(state: EffectsMixin, card_id: int, player: int, op: Op, effect: Effect) -> Rule | None:
    """Why an operation of a compiled text leaves its effect nothing to do now (YGO Cartas.2: the
    card does what it says, and is not activated to do nothing), or a cost of its effect cannot be
    paid (CartasDeMonstruosDeEfecto.6: Spell Counters to remove)."""
    for cost in effect.costs:
        if cost.name == "remove_counters" and state._card(card_id).counters.get(SPELL_COUNTER, 0) < int(cost.get("count", 1)):
            return rule("CartasDeMonstruosDeEfecto.6", Text("no hay bastantes Contadores de Magia que retirar",
                                                            "there are not enough Spell Counters to remove"))
    name = op.name
    if name in union_ops.NAMES:
        return union_ops.problem(state, card_id, player, op)
    if name == "reload" and not [c for c in state.ids(player, "mano") if c != card_id]:
        return rule("Cartas.2", Text("no tienes cartas en la mano que devolver", "you have no cards in hand to return"))
    if name == "return_all" and not [c for c in textops.field_matches(state, player, op, card_id) if c != card_id]:
        return rule("Cartas.2", Text("no hay ninguna carta como las que el texto devuelve",
                                     "there is no card such as the text returns"))
    if name == "destroy_extreme" and not textops.extreme_monsters(state, player, op):
        return rule("Cartas.2", Text("no hay ningún monstruo boca arriba como el que el texto destruye",
                                     "there is no face-up monster such as the text destroys"))
    if name == "add_counter_pick" and not counters.counter_pick_options(state, card_id):
        return rule("Cartas.2", Text("no hay otra carta boca arriba que pueda recibir Contadores de Magia",
                                     "there is no other face-up card that can hold Spell Counters"))
    if name == "damage_count" and not textops.count_cards(state, player, card_id, json.loads(str(op.get("spec")))):
        return rule("Cartas.2", Text("no hay ninguna carta como las que el texto cuenta", "there is no card such as the text counts"))
    if name == "swap_control" and not (state.monsters(player) and state.monsters(state.opponent(player))):
        return rule("Cartas.2", Text("cada jugador necesita un monstruo que cambiar",
                                     "each player needs a monster to switch"))
    if name == "positions_all" and not textops.face_up_monsters(state):
        return rule("Cartas.2", Text("no hay monstruos boca arriba", "there are no face-up monsters"))
    return None

#: Conditions of a compiled text that a rule of the rulebook states, and that rule (a refusal cites it).
CONDITION_RULES = {"control_room": "ControlDeUnMonstruoDelAdversario.4", "monster_room": "AreaDeJuego.4"}


def condition_holds(state: EffectsMixin, card_id: int, player: int, condition: str) -> bool:
    """Whether a condition of a compiled text holds now, beyond those ``EffectsMixin`` knows: "with N
    Spell Counters on this card" (``counters:N``, also what removing N as a cost needs)."""
    if condition in turn_limits.CONDITIONS:  # "the turn you activate this card, you cannot …"
        return turn_limits.holds(state, card_id, player, condition)
    if condition.startswith(effect_negation.LINK_INCLUDES):  # "when an activation that includes … " (Ash Blossom)
        return effect_negation.link_includes(state, condition)
    if condition.startswith(effect_negation.LINK_TARGETS):  # "… that targets a face-up Zombie monster" (图坦假面)
        return effect_negation.link_targets(state, condition)
    if condition.startswith("opponent_monsters_min:"):  # "if your opponent controls N or more monsters"
        return len(state.monsters(state.opponent(player))) >= int(condition.split(":", 1)[1])
    if condition == "control_room":  # a monster to take needs a free Monster Zone (ControlDeUnMonstruoDelAdversario.4)
        return state.monster_room(player)
    if condition == "monster_room":  # a Trap Monster comes to the Monster Zone itself: it needs a free one
        return state.monster_room(player)
    if condition == "main_phase":  # "activate only during either player's Main Phase"
        return state.phase in MAIN_PHASES
    if condition == "self_defense":  # "while this card is in face-up Defense Position"
        return state.is_monster_on_field(card_id) and state._card(card_id).face_up and state._card(card_id).rotated
    if condition == "fewer_monsters":  # "if your opponent controls more monsters than you do"
        return len(state.monsters(state.opponent(player))) > len(state.monsters(player))
    if condition == "self_attack":  # "change this face-up Attack Position card to Defense Position"
        return state.is_monster_on_field(card_id) and state.in_attack(card_id)
    if condition == "special_summoned_this_turn":  # "the turn this card was Special Summoned" (summon_triggers marks it)
        return state._card(card_id).marks.get("summoned_special") == state.turn
    if condition.startswith("lp_below:"):  # "if you have less than N LP"
        return state.lp(player) < int(condition.split(":", 1)[1])
    if condition == "battle_phase":  # "activated during the Battle Phase"
        return state.phase == "battle"
    if condition == "main1":  # "only during Main Phase 1"
        return state.phase == "main1"
    if condition == "opponent_turn":  # "during your opponent's turn"
        return player != state.turn_player
    if condition == "own_turn":  # "during your turn"
        return player == state.turn_player
    if condition.startswith("counters:"):
        return state._card(card_id).counters.get(SPELL_COUNTER, 0) >= int(condition.split(":", 1)[1])
    if condition == "hand":  # "shuffle 1 card from your hand into the Deck": a card to shuffle
        return bool(state.ids(player, "mano"))
    if condition == "attacks_defense":  # "if this card attacks a Defense Position monster"
        target = state.attack_target
        return card_id == state.attacker and target is not None and state.is_monster_on_field(target) and state._card(target).rotated
    if condition == "battled":  # "after damage calculation, if this card battled an opponent's monster"
        return card_id in (state.attacker, state.attack_target) and None not in (state.attacker, state.attack_target)
    if condition == "attacked_face_down":  # "if this face-down card is attacked"
        return card_id == state.attack_target and state._card(card_id).marks.get("flipped_by_attack") == state.turn
    if condition == "direct_attack":  # "when an opponent's monster declares a direct attack"
        return state.attacker is not None and state.attack_target is None
    if condition.startswith("summoned_min_atk:"):  # "when … Summons a monster with N or more ATK"
        summon = state.last_summon
        return summon is not None and state.is_monster_on_field(summon[0]) \
            and state.stats(summon[0])[0] >= int(condition.split(":", 1)[1])
    if condition.startswith("gy_names:"):  # "N or more "X" monsters with different names in your GY"
        _, count, part = condition.split(":", 2)
        names = {state.defn(cid).name for cid in state.ids(player, "cementerio")
                 if state.defn(cid).is_monster and part in state.defn(cid).name}
        return len(names) >= int(count)
    if condition == "attacked":  # "destroyed by an attack of an opponent's monster": it was the attack's target
        return card_id == state.attack_target and state.attacker is not None
    if condition == "no_opponent_monsters":  # "if your opponent controls no monsters"
        return not state.monsters(state.opponent(player))
    if condition == "only_opponent_cards":  # "if your opponent controls a card and you control none"
        def cards(side: int) -> bool:
            return any(state.ids(side, zone) for zone in FIELD_ZONES)
        return cards(state.opponent(player)) and not cards(player)
    if condition.startswith("has_n:"):  # "if you control N or more face-up … monsters" (the slots of ``field_has``)
        _, count, spec = condition.split(":", 2)
        return len(textops.field_has(state, player, card_id, json.loads(spec))) >= int(count)
    raise ValueError(f"condición desconocida: {condition}")
