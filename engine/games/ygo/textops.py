"""The operations compiled card texts use besides the scripted ones: search the Deck, Special
Summon from a zone, send from the Deck to the Graveyard, add a target to the hand, change a
target's position (YGO Cartas.2: each does what the card says), and the filters that pick cards.

Registered in ``base.OPS`` and ``base.ANSWERS`` by importing this module (``effects`` does).
"""

from __future__ import annotations

import json
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Mapping, cast

from engine.core.actions import Action, Event
from engine.core.cards import Op
from engine.core.errors import Rule
from engine.core.text import Text
from engine.games.ygo.base import ANSWERS, FIELD_ZONES, OPS, SPELL_COUNTER, TASKS, Activation, Run
from engine.games.ygo.cards import Effect, YgoCard
from engine.games.ygo.rules import rule

if TYPE_CHECKING:
    from engine.games.ygo.base import YgoBase
    from engine.games.ygo.effects import EffectsMixin
    from engine.games.ygo.state import YgoState

#: Where an operation picks from, by what the text says.
ZONES = ("mano", "mazo", "cementerio")


def matches(defn: YgoCard, args: Mapping[str, Any]) -> bool:
    """Whether a card is one the text names: by name, a part of its name (an archetype), kind,
    Type, Attribute, highest Level, "other than X"."""
    if "name" in args and defn.name != args["name"]:
        return False
    if "name_has" in args and str(args["name_has"]) not in defn.name:
        return False
    if "other" in args and defn.name == args["other"]:
        return False
    kind = args.get("kind", "")
    if kind == "spell_trap":
        if defn.kind not in ("spell", "trap"):
            return False
    elif kind and defn.kind != kind:
        return False
    if "sub" in args and defn.sub != args["sub"]:
        return False
    if "race" in args and defn.race != args["race"]:
        return False
    if "attribute" in args and defn.attribute != args["attribute"]:
        return False
    for key, value in (("max_atk", defn.atk), ("max_def", defn.defense)):
        if key in args and not (defn.is_monster and value <= int(args[key])):
            return False
    for key, value in (("min_atk", defn.atk), ("min_def", defn.defense)):
        if key in args and not (defn.is_monster and value >= int(args[key])):
            return False
    if "level" in args and not (defn.is_monster and defn.level == int(args["level"])):
        return False
    if "min_level" in args and not (defn.is_monster and defn.level >= int(args["min_level"])):
        return False
    if args.get("holds_counters") and "spell_counters" not in defn.keywords:
        return False  # "a card that can hold Spell Counters"
    return "max_level" not in args or (defn.is_monster and defn.level <= int(args["max_level"]))


def may_special_summon(defn: YgoCard, zone: str = "", by: str = "") -> bool:
    """YGO Cartas.2: a text saying the card cannot be Special Summoned (or only by Fusion, only by
    the effect of "X", or not from the Deck) keeps other effects from summoning it; Fusion
    Monsters come out of the Fusion Deck only by Fusion. ``by``: the card whose effect summons."""
    limits = defn.summon_limit
    if zone == "mazo" and "not_from_deck" in limits:
        return False
    if any(limit.startswith("effect_only:") and limit != f"effect_only:{by}" for limit in limits):
        return False
    return defn.is_monster and not defn.is_extra and not limits & {"no_special", "fusion_only"}


def bind(state: EffectsMixin, run: Run, card_id: int, op: Op) -> None:
    """"When this card leaves the field, destroy that monster; when that monster is destroyed (leaves the
    field), destroy this card": the card resolving remembers the monster it Special Summoned
    (``YgoBase.release_bound`` keeps the promise) — as it is placed, or as its position is asked, whose
    answer places it."""
    if op.get("bound") and state.on_field(run.source):
        state._card(run.source).marks["bound"] = (card_id, op.get("bound"))


def summon_marks(op: Op) -> tuple[str, ...]:
    """What a summoning effect's text says of the monster it brings out (YGO Cartas.2): its effects
    negated (``effects_negated``), banished when it leaves the field (``banish_on_leave``), it cannot
    attack this turn (``no_attack_turn``) or at all (``no_attack``), destroyed in this turn's End Phase
    (``destroy_at_end``, ``end_phase``)."""
    return tuple(mark for mark in ("effects_negated", "banish_on_leave", "no_attack_turn", "no_attack", "destroy_at_end")
                 if op.get(mark))


def candidates(state: EffectsMixin, player: int, op: Op, source: int = -1) -> list[int]:
    """The cards of ``player``'s zones ``op`` may pick."""
    found = []
    for zone in op.get("zones", ("mazo",)):
        for cid in state.ids(player, zone):
            defn = state.defn(cid)
            if cid == source or not matches(defn, op.args):
                continue
            if op.name == "summon_from" and (not may_special_summon(defn, zone, state.defn(source).name if source >= 0 else "")
                                             or state.unique_problem(cid, player) is not None):
                continue
            found.append(cid)
    return found


def _ask_pick(state: EffectsMixin, run: Run, op: Op) -> None:
    options = candidates(state, run.player, op, run.source)
    if options and (op.name != "summon_from" or state.monster_room(run.player)):
        for cid in options:  # the player looks through their own Deck for the card
            state._card(cid).known |= 1 << run.player
        state.ask("elegir", run.player, ("Elige la carta", "Choose the card"), tuple(state.distinct(options)),
                  ("pick", run, op))


@OPS.on("search")
def _op_search(state: EffectsMixin, run: Run, op: Op) -> None:
    """Add a card the text names from the Deck to the hand, shown to the opponent."""
    _ask_pick(state, run, op)


@OPS.on("summon_from")
def _op_summon_from(state: EffectsMixin, run: Run, op: Op) -> None:
    """Special Summon a monster the text names from the hand, Deck or Graveyard (YGO
    PhasesDelJuego.31)."""
    _ask_pick(state, run, op)


@OPS.on("send_from")
def _op_send_from(state: EffectsMixin, run: Run, op: Op) -> None:
    """Send a card the text names from the Deck to the Graveyard."""
    _ask_pick(state, run, op)


def picked(state: EffectsMixin, run: Run, op: Op, card_id: int) -> None:
    """What happens to the card chosen for ``op``."""
    player = run.player
    came_from = state.zone_of(card_id)
    if op.name == "search":
        state.move(card_id, state.zone(player, "mano"), kind="search")
        state._card(card_id).known = (1 << state.num_players) - 1  # a searched card is shown
        state.emit(Event("search", player, card_id, state.defn(card_id).name))
        state.check_exodia(player)
    elif op.name == "send_from":
        state.send_to_graveyard(card_id, kind="send")
    elif op.name == "add_counter_pick":
        add_counters(state, card_id, int(op.get("count", 1)))
    elif op.name == "summon_from":
        position = str(op.get("position", ""))
        if position == "set":  # Special Summoned in face-down Defense Position, known to its controller
            state.place_monster(card_id, player, False, True, "special_summon")
            state.emit(Event("set", player, card_id, None, hidden_from=frozenset({state.opponent(player)})))
        elif position:
            state.place_monster(card_id, player, True, position == "defense", "special_summon")
            state.special_summoned(card_id, player, summon_marks(op))
        else:
            if came_from == "mazo":  # shuffled once the monster has left it (a shuffle deals the Deck's identities anew)
                state.then(("shuffle_deck", player))
            state.ask_position(player, card_id, summon_marks(op))
            return
    if came_from == "mazo":
        state.shuffle(state.zone(player, "mazo"))  # the Deck is shuffled after it is searched


@TASKS.on("shuffle_deck")
def _t_shuffle_deck(state: EffectsMixin, player: int) -> None:
    state.shuffle(state.zone(player, "mazo"))


@ANSWERS.on("elegir")
def _answer_elegir(state: EffectsMixin, prompt: Any, action: Action) -> None:
    purpose, run = prompt.data[0], prompt.data[1]
    if purpose == "pick":
        picked(state, run, prompt.data[2], action.cards[0])
    elif purpose == "fusion":
        state.fuse(run, action.cards[0])
    elif purpose == "destroy":
        state.send_to_graveyard(action.cards[0])
    elif purpose == "set":
        cast("YgoState", state).set_card(action.cards[0], run.player)
    elif purpose == "excavate":
        excavated(state, run, prompt.data[3], action.cards[0])
    elif purpose == "to_deck":
        state.move(action.cards[0], state.zone(run.player, "mazo"), kind="return")
        state.shuffle(state.zone(run.player, "mazo"))
    elif purpose == "swap":
        swap_chosen(state, run, prompt.data[2], prompt.data[3] + action.cards)
    else:
        state.ask_tribute(run, prompt.data[2], prompt.data[3] + action.cards)


@OPS.on("to_hand")
def _op_to_hand(state: EffectsMixin, run: Run, op: Op) -> None:
    """Add the targeted card (from the Graveyard, or the field) to its owner's hand ("it cannot be activated
    this turn": marked so, ``no_activation``)."""
    for cid in state.live_targets(run):
        state.leave_field_to(cid, "mano")
        if op.get("locked"):
            state._card(cid).marks["no_activation"] = state.turn


@OPS.on("position")
def _op_position(state: EffectsMixin, run: Run, op: Op) -> None:
    """Change a monster's battle position (the target, or this card) (a face-down one is flipped face-up in
    Attack Position, its Flip Effect activating: YGO CartasDeMonstruosDeEfecto.1)."""
    for cid in state.what(run, str(op.get("what", "target"))):
        if not state.is_monster_on_field(cid):
            continue
        card = state._card(cid)
        if not card.face_up:
            card.face_up = True
            card.rotated = False
            card.known = (1 << state.num_players) - 1
            state.emit(Event("flip", card.controller, cid, card.defn.name, amount=1))
            state.trigger_flip(cid, card.controller)
        else:
            card.rotated = not card.rotated
            state.emit(Event("position", card.controller, cid, card.defn.name, amount=int(card.rotated)))


@OPS.on("summon_self")
def _op_summon_self(state: EffectsMixin, run: Run, op: Op) -> None:
    """Special Summon this card from the hand or the Graveyard, where its effect was used (YGO
    PhasesDelJuego.31)."""
    source = run.source
    if state.zone_of(source) not in ("mano", "cementerio") or not state.monster_room(run.player):
        return
    position = str(op.get("position", ""))
    if position:
        state.place_monster(source, run.player, True, position == "defense", "special_summon")
        state.special_summoned(source, run.player, summon_marks(op))
    else:
        state.ask_position(run.player, source, summon_marks(op))


@OPS.on("set_face_down")
def _op_set_face_down(state: EffectsMixin, run: Run, op: Op) -> None:
    """Change a face-up monster to face-down Defense Position (the target, or this card): known
    again only to its controller, its Flip Effect ready to activate when flipped (YGO PalabrasClave.2)."""
    for cid in state.what(run, str(op.get("what", "target"))):
        card = state._card(cid)
        if not state.is_monster_on_field(cid) or not card.face_up:
            continue
        card.face_up = False
        card.rotated = True
        card.known = 1 << card.controller
        card.modifiers = ()  # what applied to it face-up no longer does
        card.marks.pop("effects_negated", None)  # nor a negation of its effects (YGO Cartas.2)
        card.marks.pop("gemini", None)  # a Gemini monster is a Normal Monster again
        card.counters.pop(SPELL_COUNTER, None)  # nor its Spell Counters
        state.emit(Event("position", card.controller, cid, None, amount=1,
                         hidden_from=frozenset({state.opponent(card.controller)})))


@OPS.on("mill")
def _op_mill(state: EffectsMixin, run: Run, op: Op) -> None:
    """Send the top cards of a Deck to the Graveyard (as many as there are)."""
    players = {"self": (run.player,), "opponent": (state.opponent(run.player),),
               "both": (run.player, state.opponent(run.player))}[str(op.get("who", "self"))]
    for player in players:
        for cid in state.ids(player, "mazo")[:int(op.get("count", 1))]:
            state.send_to_graveyard(cid, kind="send")


def field_matches(state: EffectsMixin, player: int, op: Op, source: int) -> list[int]:
    """The cards on the field an operation on "all the …" names, seen from ``player``: side,
    zone, kind, face-up or Set, position, Attribute (or not it), Types, other than ``source``."""
    sides = {"own": (player,), "opponent": (state.opponent(player),), "any": (player, state.opponent(player))}[str(op.get("side", "any"))]
    zones = {"monstruos": ("monstruos",), "magias": ("magias", "campo_magico"),
             "field": ("monstruos", "magias", "campo_magico")}[str(op.get("zone", "monstruos"))]
    found = []
    for side in sides:
        for zone in zones:
            for cid in state.ids(side, zone):
                card = state._card(cid)
                defn = state.defn(cid)
                if cid == source and op.get("not_self"):
                    continue
                if "kind" in op.args and defn.kind != op.get("kind"):
                    continue
                if "face_up" in op.args and card.face_up != op.get("face_up"):
                    continue
                if "position" in op.args and (not card.face_up or card.rotated != (op.get("position") == "defense")):
                    continue
                monster_only = ("attribute", "not_attribute", "races", "level")
                if any(key in op.args for key in monster_only) and not card.face_up:
                    continue  # a face-down monster shows no Attribute or Type
                if "attribute" in op.args and defn.attribute != op.get("attribute"):
                    continue
                if "not_attribute" in op.args and defn.attribute == op.get("not_attribute"):
                    continue
                if "races" in op.args and defn.race not in tuple(op.get("races")):
                    continue
                if "level" in op.args and defn.level != int(op.get("level", 0)):
                    continue
                found.append(cid)
    return found


@OPS.on("destroy_all")
def _op_destroy_all(state: EffectsMixin, run: Run, op: Op) -> None:
    """Destroy every card on the field the text names (``field_matches``), all at once."""
    for cid in field_matches(state, run.player, op, run.source):
        if state.cards[cid] is not None and state.on_field(cid):
            state.send_to_graveyard(cid)


@OPS.on("discard_random")
def _op_discard_random(state: EffectsMixin, run: Run, op: Op) -> None:
    """The opponent discards cards of their hand at random (the game's seeded random stream)."""
    player = state.opponent(run.player)
    for _ in range(int(op.get("count", 1))):
        hand = state.ids(player, "mano")
        if not hand:
            return
        state.send_to_graveyard(hand[state.rng.below(len(hand))], kind="discard")


def field_has(state: EffectsMixin, player: int, source: int, args: Mapping[str, Any]) -> list[int]:
    """The face-up cards of a side of the field (seen from ``player``) a condition names (``side``,
    ``not_self`` and the slots of ``matches``)."""
    sides = {"own": (player,), "opponent": (state.opponent(player),), "any": (player, state.opponent(player))}[str(args["side"])]
    zones = ("monstruos",) if args.get("kind") == "monster" else ("monstruos", "magias", "campo_magico")
    return [cid for side in sides for zone in zones for cid in state.ids(side, zone)
            if state._card(cid).face_up and not (cid == source and args.get("not_self")) and matches(state.defn(cid), args)]


@OPS.on("to_deck")
def _op_to_deck(state: EffectsMixin, run: Run, op: Op) -> None:
    """Shuffle the targeted cards into their owners' Decks (a Fusion Monster into the Fusion Deck:
    YGO CartasDeMonstruosFusion.2)."""
    for cid in state.live_targets(run):
        owner = state._card(cid).owner
        extra = state.defn(cid).is_extra
        state.leave_field_to(cid, "fusion" if extra else "mazo")
        if not extra:
            state.shuffle(state.zone(owner, "mazo"))


# ---------------------------------------------------------------------------------- checks of compiled texts

def op_problem(state: EffectsMixin, card_id: int, player: int, op: Op, effect: Effect) -> Rule | None:
    """Why an operation of a compiled text leaves its effect nothing to do now (YGO Cartas.2: the
    card does what it says, and is not activated to do nothing), or a cost of its effect cannot be
    paid (CartasDeMonstruosDeEfecto.6: Spell Counters to remove)."""
    for cost in effect.costs:
        if cost.name == "remove_counters" and state._card(card_id).counters.get(SPELL_COUNTER, 0) < int(cost.get("count", 1)):
            return rule("CartasDeMonstruosDeEfecto.6", Text("no hay bastantes Contadores de Magia que retirar",
                                                            "there are not enough Spell Counters to remove"))
    name = op.name
    if name == "reload" and not [c for c in state.ids(player, "mano") if c != card_id]:
        return rule("Cartas.2", Text("no tienes cartas en la mano que devolver", "you have no cards in hand to return"))
    if name == "return_all" and not [c for c in field_matches(state, player, op, card_id) if c != card_id]:
        return rule("Cartas.2", Text("no hay ninguna carta como las que el texto devuelve",
                                     "there is no card such as the text returns"))
    if name == "destroy_extreme" and not extreme_monsters(state, player, op):
        return rule("Cartas.2", Text("no hay ningún monstruo boca arriba como el que el texto destruye",
                                     "there is no face-up monster such as the text destroys"))
    if name == "add_counter_pick" and not counter_pick_options(state, card_id):
        return rule("Cartas.2", Text("no hay otra carta boca arriba que pueda recibir Contadores de Magia",
                                     "there is no other face-up card that can hold Spell Counters"))
    if name == "damage_count" and not count_cards(state, player, card_id, json.loads(str(op.get("spec")))):
        return rule("Cartas.2", Text("no hay ninguna carta como las que el texto cuenta", "there is no card such as the text counts"))
    if name == "swap_control" and not (state.monsters(player) and state.monsters(state.opponent(player))):
        return rule("Cartas.2", Text("cada jugador necesita un monstruo que cambiar",
                                     "each player needs a monster to switch"))
    if name == "positions_all" and not _face_up_monsters(state):
        return rule("Cartas.2", Text("no hay monstruos boca arriba", "there are no face-up monsters"))
    return None


#: Conditions of a compiled text that a rule of the rulebook states, and that rule (a refusal cites it).
CONDITION_RULES = {"control_room": "ControlDeUnMonstruoDelAdversario.4"}


def condition_holds(state: EffectsMixin, card_id: int, player: int, condition: str) -> bool:
    """Whether a condition of a compiled text holds now, beyond those ``EffectsMixin`` knows: "with N
    Spell Counters on this card" (``counters:N``, also what removing N as a cost needs)."""
    if condition.startswith("opponent_monsters_min:"):  # "if your opponent controls N or more monsters"
        return len(state.monsters(state.opponent(player))) >= int(condition.split(":", 1)[1])
    if condition == "control_room":  # a monster to take needs a free Monster Zone (ControlDeUnMonstruoDelAdversario.4)
        return state.monster_room(player)
    if condition == "fewer_monsters":  # "if your opponent controls more monsters than you do"
        return len(state.monsters(state.opponent(player))) > len(state.monsters(player))
    if condition == "self_attack":  # "change this face-up Attack Position card to Defense Position"
        return state.is_monster_on_field(card_id) and state.in_attack(card_id)
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
    raise ValueError(f"condición desconocida: {condition}")


def stop_run(state: EffectsMixin, run: Run) -> None:
    """What the effect does after this operation does not happen ("do A, then B": without A, no B)."""
    for i in range(len(state.tasks) - 1, -1, -1):
        task = state.tasks[i]
        if task[0] == "run" and task[1] == run:
            del state.tasks[i]
            return


def ask_may(state: EffectsMixin, run: Run, op: Op, question: tuple[str, str]) -> None:
    """"(Then,) you can …" inside an effect: its controller says yes or no as it resolves."""
    state.ask("disparar", run.player, question, (run.source,), ("may", run, op))


def may_answered(state: EffectsMixin, prompt: Any, action: Action) -> None:
    _, run, op = prompt.data
    if action.kind == "yes" and op.name == "set_from_hand":
        options = set_options(state, run.player)
        if options:
            state.ask("elegir", run.player, ("Elige la carta que colocas", "Choose the card to Set"), options, ("set", run, op))
    elif action.kind == "yes":
        _ask_destroy_pick(state, run, op)


# ---------------------------------------------------------------------------------- more operations

@OPS.on("hand_to_deck")
def _op_hand_to_deck(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Shuffle 1 card from your hand into the Deck" (Card Trader): its controller picks it as it resolves."""
    hand = state.ids(run.player, "mano")
    if hand:
        state.ask("elegir", run.player, ("Elige la carta que vuelve al Deck", "Choose the card shuffled into the Deck"),
                  tuple(hand), ("to_deck", run))
    else:
        stop_run(state, run)  # "…, then draw 1": without it, no draw


@OPS.on("shelter")
def _op_shelter(state: EffectsMixin, run: Run, op: Op) -> None:
    """"This turn, your monsters cannot be destroyed by battle, and you take no battle damage" (Waboku: YGO
    Cartas.2 over DeterminacionDelDano)."""
    state.sheltered = tuple(state.turn if p == run.player else t for p, t in enumerate(state.sheltered))


@OPS.on("summons_allowed")
def _op_summons_allowed(state: EffectsMixin, run: Run, op: Op) -> None:
    """"This turn, you can Normal Summon/Set up to N times" (Double Summon): the Normal Summons made before it
    count among them; a second such card adds none (YGO Cartas.2 over PhasesDelJuego.11)."""
    if run.player != state.turn_player:
        return
    allowed = state.summons_allowed[1] if state.summons_allowed[0] == state.turn else 1
    state.summons_allowed = (state.turn, max(allowed, int(op.get("count", 2))))
    state.normal_summoned = not state.summons_left()


@OPS.on("damage_count")
def _op_damage_count(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Inflict N damage to your opponent for each …": counted as it resolves (``count_cards``)."""
    count = count_cards(state, run.player, run.source, json.loads(str(op.get("spec"))))
    if count:
        state.change_lp(state.opponent(run.player), -int(op.get("amount", 0)) * count)


@OPS.on("gain_count")
def _op_gain_count(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Gain N LP for each …": counted as it resolves (``count_cards``)."""
    count = count_cards(state, run.player, run.source, json.loads(str(op.get("spec"))))
    if count:
        state.change_lp(run.player, int(op.get("amount", 0)) * count)


def set_options(state: EffectsMixin, player: int) -> tuple[int, ...]:
    """The Spells and Traps in ``player``'s hand that can be Set now (a zone free: YGO AreaDeJuego.8)."""
    room = state.spell_count(player) < 5
    return tuple(state.distinct(cid for cid in state.ids(player, "mano") if state.defn(cid).kind in ("spell", "trap")
                                and (room or state.defn(cid).sub == "field")))


@OPS.on("set_from_hand")
def _op_set_from_hand(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Then, you can Set 1 Spell/Trap from your hand" (Dust Tornado): asked as it resolves."""
    if set_options(state, run.player):
        ask_may(state, run, op, ("¿Colocas una Mágica o Trampa de tu mano?", "Set a Spell or Trap from your hand?"))


@OPS.on("gain_if_destroyed")
def _op_gain_if_destroyed(state: EffectsMixin, run: Run, op: Op) -> None:
    """"If destroyed by this effect, your opponent gains N LP" (Soul Taker): only when the target went to the GY."""
    if run.targets and all(state.cards[cid] is not None and state.zone_of(cid) == "cementerio" for cid in run.targets):
        state.change_lp(state.opponent(run.player), int(op.get("amount", 0)))


def lone_target_negates(state: EffectsMixin, card_id: int) -> bool:
    """Whether ``card_id`` is a face-up monster whose text says "negate the effects of Effect Monsters that target
    only this card" (Chaos Command Magician) and applies now."""
    return state.is_monster_on_field(card_id) and "negates_lone_targeting" in state.defn(card_id).keywords \
        and state._card(card_id).face_up and not state.effects_negated(card_id)


@OPS.on("excavate")
def _op_excavate(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Excavate the top N cards of your Deck, add 1 of them to your hand, and place the rest on the bottom" (Crystal
    Seer): both players see them (YGO Cartas.2)."""
    top = tuple(state.ids(run.player, "mazo")[:int(op.get("count", 2))])
    if not top:
        return
    for cid in top:
        state._card(cid).known = (1 << state.num_players) - 1
    state.ask("elegir", run.player, ("Elige la carta que añades a tu mano", "Choose the card to add to your hand"),
              tuple(state.distinct(top)), ("excavate", run, op, top))


def excavated(state: EffectsMixin, run: Run, top: tuple[int, ...], chosen: int) -> None:
    """The excavated card chosen goes to the hand, the others to the bottom of the Deck in the same order."""
    state.move(chosen, state.zone(run.player, "mano"), kind="search")
    state._card(chosen).known = (1 << state.num_players) - 1
    for cid in top:
        if cid != chosen and state.zone_of(cid) == "mazo":
            state.move(cid, state.zone(run.player, "mazo"), bottom=True)


@OPS.on("swap_control")
def _op_swap_control(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Each player chooses 1 monster they control and switches control of them" (Creature Swap): chosen as it
    resolves, its controller first; neither can change its battle position this turn (YGO Cartas.2,
    ControlDeUnMonstruoDelAdversario.2)."""
    swap_chosen(state, run, op, ())


def swap_chosen(state: EffectsMixin, run: Run, op: Op, chosen: tuple[int, ...]) -> None:
    """Ask the next player to choose a monster of theirs for the swap, or swap the two chosen."""
    players = (run.player, state.opponent(run.player))
    if len(chosen) < 2:
        chooser = players[len(chosen)]
        options = tuple(state.distinct(state.monsters(chooser)))
        if options:
            state.ask("elegir", chooser, ("Elige el monstruo que cambia de control", "Choose the monster that switches control"),
                      options, ("swap", run, op, chosen))
        return
    for cid, new in zip(chosen, reversed(players)):
        card = state._card(cid)
        state.move(cid, state.zone(new, "monstruos"), face_up=card.face_up, keep_state=True, kind="control")
        card.controller = new
        card.known |= 1 << new
        card.marks.pop("control_until_end", None)  # switched for good
        if op.get("lock"):
            card.marks["pos"] = state.turn  # YGO PhasesDelJuego.19: as if changed this turn


@OPS.on("skip_draws")
def _op_skip_draws(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Skip your next N Draw Phases" (Reckless Greed): its next N Draw Phases draw nothing."""
    count = int(op.get("count", 1))
    state.draws_skipped = tuple(n + count if p == run.player else n for p, n in enumerate(state.draws_skipped))


@OPS.on("graveyard_to_hand")
def _op_graveyard_to_hand(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Return this card (from the Graveyard) to the hand", shown to both (it came from the Graveyard)."""
    if state.zone_of(run.source) == "cementerio":
        state.move(run.source, state.zone(state._card(run.source).owner, "mano"), kind="search")
        state._card(run.source).known = (1 << state.num_players) - 1


def sent_by_opponent(state: EffectsMixin, card_id: int, came_from: str) -> None:
    """A card sent from its owner's hand (or Deck) to the Graveyard by an effect its opponent's card is resolving:
    its "when this card is sent … by an opponent's card effect" Trigger Effects start (YGO CartasDeMonstruosDeEfecto.7)."""
    owner = state._card(card_id).owner
    defn = state.defn(card_id)
    if state.sender == owner or not defn.automated or state.zone_of(card_id) != "cementerio":
        return
    triggers = ("opponent_sent_hand", "opponent_sent_hand_deck") if came_from == "mano" else ("opponent_sent_hand_deck",)
    for trigger in triggers:
        for index, _effect in defn.effects_for(trigger):
            state.then(("graveyard_trigger", card_id, owner, index))


def destroyed_by_opponent(state: EffectsMixin, card_id: int, controller: int, kind: str) -> None:
    """A monster ``controller`` controlled was destroyed by its opponent — by battle with their monster, or by an
    effect their card was resolving — and is in the Graveyard: its "when this card is destroyed by your opponent
    and sent to the GY" Trigger Effects start (YGO CartasDeMonstruosDeEfecto.7). A token is gone as it leaves the
    field (FichasDeMonstruo.3): nothing of it starts."""
    if state.cards[card_id] is None:
        return
    defn = state.defn(card_id)
    if not defn.automated or state.zone_of(card_id) != "cementerio" \
            or kind != "battle" and (state.sender is None or state.sender == controller):
        return
    for index, _effect in defn.effects_for("destroyed_by_opponent"):
        state.then(("graveyard_trigger", card_id, state._card(card_id).owner, index))


@OPS.on("self_to_deck")
def _op_self_to_deck(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Shuffle this card into the Deck": from the Graveyard, into its owner's Deck."""
    if state.zone_of(run.source) == "cementerio":
        owner = state._card(run.source).owner
        state.move(run.source, state.zone(owner, "mazo"), kind="to_deck")
        state.shuffle(state.zone(owner, "mazo"))


@TASKS.on("graveyard_trigger")
def _t_graveyard_trigger(state: EffectsMixin, card_id: int, player: int, index: int) -> None:
    """A Trigger Effect of a card in the Graveyard starts (it must: the text says no "you can")."""
    if state.zone_of(card_id) != "cementerio":
        return
    state.mark_used(card_id, player, index)
    state.emit(Event("activate", player, card_id, state.defn(card_id).name, amount=index))
    state.then(("activate", Activation(card_id, player, index, is_card=False, speed=1)), ("chain",))


def offer_instead_of_draw(state: EffectsMixin, player: int) -> bool:
    """YGO Cartas.2 over PhasesDelJuego.3: a card in ``player``'s Graveyard whose text says "you can add this
    card to your hand instead of conducting your normal draw" is offered before the draw (``True``: asked)."""
    found = [cid for cid in state.ids(player, "cementerio") if "draw_instead" in state.defn(cid).keywords]
    if not found:
        return False
    name = state.defn(found[0]).name
    state.ask("disparar", player, (f"¿Añades «{name}» del Cementerio a tu mano en lugar de robar?",
                                   f"Add «{name}» from your Graveyard to your hand instead of drawing?"),
              (found[0],), ("instead", found[0]))
    return True


def instead_answered(state: EffectsMixin, prompt: Any, action: Action) -> None:
    """Yes: the card goes from the Graveyard to the hand and there is no normal draw; no: the normal draw."""
    card_id = prompt.data[1]
    if action.kind == "yes" and state.zone_of(card_id) == "cementerio":
        state.move(card_id, state.zone(action.player, "mano"), kind="search")
        state._card(card_id).known = (1 << state.num_players) - 1  # it came from the Graveyard, seen by both
    else:
        state.draw(action.player)


@OPS.on("mark_self")
def _op_mark_self(state: EffectsMixin, run: Run, op: Op) -> None:
    """"This turn, this card can attack directly": a keyword of this card for this turn (``YgoBase.has_keyword``)."""
    if state.is_monster_on_field(run.source) and state._card(run.source).face_up:
        state._card(run.source).marks[str(op.get("word"))] = state.turn


@OPS.on("reload")
def _op_reload(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Shuffle your entire hand into the Deck, then draw the same number of cards" (Reload)."""
    hand = [c for c in state.ids(run.player, "mano") if c != run.source]
    for cid in hand:
        state.leave_field_to(cid, "mazo")
    state.shuffle(state.zone(run.player, "mazo"))
    if hand:
        state.draw(run.player, len(hand))


@OPS.on("damage_atk")
def _op_damage_atk(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Inflict damage to your opponent equal to that monster's ATK" (the target's ATK as it is now)."""
    for cid in state.live_targets(run):
        state.change_lp(state.opponent(run.player), -state.stats(cid)[0])


@OPS.on("gain_atk")
def _op_gain_atk(state: EffectsMixin, run: Run, op: Op) -> None:
    """"You gain LP equal to that monster's ATK"."""
    for cid in state.live_targets(run):
        state.change_lp(run.player, state.stats(cid)[0])


@OPS.on("return_all")
def _op_return_all(state: EffectsMixin, run: Run, op: Op) -> None:
    """Return every card on the field the text names (``field_matches``) to its owner's hand, all
    at once (a Fusion Monster to the Fusion Deck: YGO CartasDeMonstruosFusion.5); the card resolving
    is not one of them."""
    for cid in field_matches(state, run.player, op, run.source):
        if cid != run.source and state.cards[cid] is not None and state.on_field(cid):
            state.leave_field_to(cid, "mano")


@OPS.on("tribute")
def _op_tribute(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Tribute that monster (you control), and …": what follows only if it was (YGO Cartas.2)."""
    live = [cid for cid in state.live_targets(run) if state._card(cid).controller == run.player]
    for cid in live:
        state.send_to_graveyard(cid, kind="tribute")
    if not live:
        stop_run(state, run)


def _face_up_monsters(state: EffectsMixin) -> list[int]:
    return [cid for cid in state.all_monsters() if state._card(cid).face_up]


@OPS.on("positions_all")
def _op_positions_all(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Change the battle positions of all face-up monsters on the field" (Attack to Defense and
    back, face-up)."""
    for cid in _face_up_monsters(state):
        card = state._card(cid)
        card.rotated = not card.rotated
        state.emit(Event("position", card.controller, cid, card.defn.name, amount=int(card.rotated)))


def destroy_pick_options(state: EffectsMixin, run: Run, op: Op) -> list[int]:
    """The cards "choose 1 … on the field and destroy it" may choose (not targeted)."""
    args = dict(op.args)
    args.pop("optional", None)
    return field_matches(state, run.player, Op("destroy_pick", MappingProxyType(args)), -1)


@OPS.on("destroy_pick")
def _op_destroy_pick(state: EffectsMixin, run: Run, op: Op) -> None:
    """"(You can) choose 1 card on the field and destroy it": chosen as the effect resolves, not
    targeted; "you can" asks first."""
    if not destroy_pick_options(state, run, op):
        return
    if op.get("optional"):
        ask_may(state, run, op, ("¿Eliges una carta para destruirla?", "Choose a card to destroy?"))
    else:
        _ask_destroy_pick(state, run, op)


def _ask_destroy_pick(state: EffectsMixin, run: Run, op: Op) -> None:
    options = destroy_pick_options(state, run, op)
    if options:
        state.ask("elegir", run.player, ("Elige la carta que se destruye", "Choose the card to destroy"),
                  tuple(options), ("destroy", run, op))


# ---------------------------------------------------------------------------------- Spell Counters


def counter_rules(defn: YgoCard) -> tuple[int, int | None, int]:
    """What a card's text says of its Spell Counters (its ``keywords``): how many it gets each time a
    Spell Card is activated, the most it holds (``None``: no limit), the ATK each gives it."""
    gain, most, atk = 0, None, 0
    for word in defn.keywords:
        key, _, value = word.partition(":")
        if key == "counter_gain":
            gain = int(value)
        elif key == "counter_max":
            most = int(value)
        elif key == "atk_per_counter":
            atk = int(value)
    return gain, most, atk


def holds_counters(state: EffectsMixin, card_id: int) -> bool:
    """A face-up card on the field whose text places Spell Counters on it (YGO Cartas.2)."""
    card = state._card(card_id)
    return state.on_field(card_id) and card.face_up and "spell_counters" in state.defn(card_id).keywords \
        and not state.effects_negated(card_id)


def add_counters(state: EffectsMixin, card_id: int, count: int) -> None:
    """Place Spell Counters on a card that holds them, up to the most its text allows."""
    if not holds_counters(state, card_id):
        return
    card = state._card(card_id)
    most = counter_rules(state.defn(card_id))[1]
    now = card.counters.get(SPELL_COUNTER, 0)
    placed = min(now + count, most) if most is not None else now + count
    if placed > now:
        card.counters[SPELL_COUNTER] = placed
        state.emit(Event("counter", card.controller, card_id, state.defn(card_id).name, amount=placed - now))


def spell_resolved(state: EffectsMixin, source: int) -> None:
    """A Spell Card's activation resolved: the face-up cards whose text says "each time a Spell Card
    is activated, place a Spell Counter on this card" get theirs; "… its controller gains N LP" (Spell
    Absorption, not for its own activation) gain them; "each time you activate a Normal Spell Card, inflict N
    damage" (Rapid-Fire Magician) burns."""
    for player in range(state.num_players):
        for zone in ("monstruos", "magias", "campo_magico"):
            for cid in state.ids(player, zone):
                keywords = state.defn(cid).keywords
                if not keywords:
                    continue
                gain = counter_rules(state.defn(cid))[0]
                if gain:
                    add_counters(state, cid, gain)
                if cid != source and state._card(cid).face_up:
                    for word in keywords:
                        if word.startswith("spell_gain:"):
                            state.change_lp(player, int(word.split(":", 1)[1]))
                        elif word.startswith("normal_spell_burn:") and _own_normal_spell(state, source, player) \
                                and not state.effects_negated(cid):
                            state.change_lp(state.opponent(player), -int(word.split(":", 1)[1]))


def _own_normal_spell(state: EffectsMixin, source: int, player: int) -> bool:
    """Whether ``source`` is a Normal Spell Card ``player`` activated (Rapid-Fire Magician's "each time you
    activate a Normal Spell Card")."""
    defn = state.defn(source)
    return (defn.kind, defn.sub) == ("spell", "normal") and state._card(source).controller == player


#: A cost of a card picked as the effect is activated: how it is paid, what its controller is asked.
PICK_QUESTIONS = {"discard": ("Descarta una carta como coste", "Discard a card as the cost"),
                  "send": ("Manda una carta de tu mano al Cementerio como coste", "Send a card from your hand to the GY as the cost"),
                  "tribute": ("Sacrifica un monstruo como coste", "Tribute a monster as the cost")}


def picked_costs(costs: tuple[Op, ...]) -> tuple[Op, ...]:
    """The costs of an effect that pick a card of the hand or the field ("discard 1 "X" monster",
    "send 1 Level 2 or lower monster from your hand to the GY", "Tribute 1 Cyberse monster")."""
    return tuple(cost for cost in costs if cost.name == "pick_cost")


def cost_options(state: EffectsMixin, player: int, source: int, cost: Op) -> list[int]:
    """The cards that may pay a picked cost: of the hand (not the card being used) or the monsters
    ``player`` controls (the card itself among them), as the text names them."""
    pool = state.ids(player, "mano") if cost.get("zone") == "mano" else state.monsters(player)
    named = {key: value for key, value in cost.args.items() if key not in ("zone", "how")}
    return [cid for cid in pool if (cid != source or cost.get("zone") != "mano") and matches(state.defn(cid), named)]


def picks_payable(state: EffectsMixin, player: int, source: int, costs: tuple[Op, ...]) -> bool:
    """Whether every picked cost can be paid, each with a card of its own (YGO CartasDeMonstruosDeEfecto.6)."""
    taken: set[int] = set()
    for cost in picked_costs(costs):
        options = [cid for cid in cost_options(state, player, source, cost) if cid not in taken]
        if not options:
            return False
        taken.add(options[0])
    return True


def pay_picked(state: EffectsMixin, card_id: int, cost: Op) -> None:
    """Pay a picked cost with the card chosen: discarded, sent from the hand or Tributed."""
    state.send_to_graveyard(card_id, kind=str(cost.get("how")))


def counter_pick_options(state: EffectsMixin, source: int) -> list[int]:
    """The face-up cards on the field other than ``source`` that can hold Spell Counters."""
    return [cid for player in range(state.num_players) for zone in ("monstruos", "magias", "campo_magico")
            for cid in state.ids(player, zone) if cid != source and holds_counters(state, cid)]


@OPS.on("add_counter_pick")
def _op_add_counter_pick(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Place N Spell Counters on another face-up card that can hold them": chosen as it resolves, not targeted."""
    options = counter_pick_options(state, run.source)
    if options:
        state.ask("elegir", run.player, ("Elige la carta que recibe el contador", "Choose the card that gets the counter"),
                  tuple(options), ("pick", run, op))


def pay_cost(state: EffectsMixin, source: int, cost: Op) -> None:
    """The costs of compiled texts besides those ``EffectsMixin`` pays: "remove N Spell Counters
    from this card" (YGO CartasDeMonstruosDeEfecto.6); a card whose text says "when there are no Spell
    Counters on this card, destroy it" is destroyed when the last is removed (Cartas.2)."""
    if cost.name == "remove_counters":
        card = state._card(source)
        card.counters[SPELL_COUNTER] = card.counters.get(SPELL_COUNTER, 0) - int(cost.get("count", 1))
        if card.counters[SPELL_COUNTER] <= 0:
            del card.counters[SPELL_COUNTER]
        state.emit(Event("counter", card.controller, source, state.defn(source).name, amount=-int(cost.get("count", 1))))
        if SPELL_COUNTER not in card.counters and "no_counters_destroyed" in state.defn(source).keywords:
            state.send_to_graveyard(source)


@OPS.on("add_counter")
def _op_add_counter(state: EffectsMixin, run: Run, op: Op) -> None:
    """Place Spell Counters on this card or the target (one that can hold them)."""
    for cid in state.what(run, str(op.get("what", "self"))):
        add_counters(state, cid, int(op.get("count", 1)))


@OPS.on("add_counter_all")
def _op_add_counter_all(state: EffectsMixin, run: Run, op: Op) -> None:
    """Place Spell Counters on every face-up card on the field that can hold them."""
    for player in range(state.num_players):
        for zone in ("monstruos", "magias", "campo_magico"):
            for cid in state.ids(player, zone):
                add_counters(state, cid, int(op.get("count", 1)))


# ---------------------------------------------------------------------------------- cards that last some turns

def stays(state: EffectsMixin, card_id: int) -> bool:
    """"This card stays on the field after activation, and is destroyed during your opponent's Nth End
    Phase" (a Normal Spell's text, YGO Cartas.2 over CartasMagicas.3): it stays, counting the turns."""
    turns = next((int(w.split(":", 1)[1]) for w in state.defn(card_id).keywords if w.startswith("stays:")), 0)
    if turns:
        state._card(card_id).marks["turns_left"] = turns
    return bool(turns)


def end_phase(state: EffectsMixin) -> None:
    """The End Phase of a turn: a card that stays some of its controller's opponent's turns counts
    this one if it is theirs, and is destroyed at the last; a monster an effect Special Summoned "to be
    destroyed during the End Phase" this turn is destroyed (YGO Cartas.2)."""
    for cid in state.all_monsters():
        if state._card(cid).marks.get("destroy_at_end") == state.turn:
            state.send_to_graveyard(cid)
    for player in range(state.num_players):
        if player == state.turn_player:
            continue
        for cid in list(state.ids(player, "magias")):
            card = state._card(cid)
            if "turns_left" in card.marks and card.face_up:
                card.marks["turns_left"] -= 1
                if card.marks["turns_left"] <= 0:
                    state.send_to_graveyard(cid)


def attacks_forbidden(state: EffectsMixin, player: int) -> bool:
    """Whether a face-up card of the opponent's says "your opponent's monsters cannot declare an attack"."""
    return any(state._card(cid).face_up and "opponent_no_attack" in state.defn(cid).keywords
               for cid in state.ids(state.opponent(player), "magias"))


# ---------------------------------------------------------------------------------- boosts by a count

def count_cards(state: YgoBase, player: int, source: int, spec: Mapping[str, Any]) -> int:
    """How many cards a "for each …" clause counts, seen from ``player`` (``cardtext.zh_board.count_spec``):
    on the field (a monster's Type, Attribute or name only face-up), in the Graveyard or the hand."""
    sides = {"own": (player,), "opponent": (state.opponent(player),), "any": (player, state.opponent(player))}[str(spec["side"])]
    names = spec.get("names")
    shown = ("race", "attribute", "name_has", "names")
    found = 0
    distinct: set[str] = set()  # "… monsters with different names" count each name once
    for side in sides:
        for zone in spec["zones"]:
            for place in ("monstruos", "magias", "campo_magico") if zone == "field" else (zone,):
                for cid in state.ids(side, place):
                    card = state._card(cid)
                    if cid == source and spec.get("not_self") or (spec.get("face_up") or any(k in spec for k in shown)) \
                            and zone == "field" and not card.face_up:
                        continue
                    defn = state.defn(cid)
                    if names and defn.name not in names or not matches(defn, spec):
                        continue
                    found += 1
                    distinct.add(defn.name)
    return len(distinct) if spec.get("distinct") else found


def per_count(state: YgoBase, card_id: int, keywords: frozenset[str], holder: int) -> tuple[int, int]:
    """The ATK and DEF that "gains N for each …" clauses of a card's text (``per:<stat>:<N>:<spec>``)
    give now, counted from the side of ``holder``'s controller (the card itself, or the Equip Spell)."""
    atk = defense = 0
    player = state._card(holder).controller
    for word in keywords:
        if word.startswith("per:"):
            _, stat, amount, spec = word.split(":", 3)
            value = int(amount) * count_cards(state, player, holder, json.loads(spec))
            atk += value if stat != "def" else 0
            defense += value if stat != "atk" else 0
    return atk, defense


def protected(state: YgoBase, card_id: int) -> bool:
    """Whether another face-up monster of its controller's says "your opponent cannot target other
    <Type> monsters for attacks" of this face-up monster's Type (``protects:<Type>``)."""
    card = state._card(card_id)
    if not card.face_up:
        return False
    if "shielded_by_others" in state.defn(card_id).keywords and not state.effects_negated(card_id) \
            and any(cid != card_id for cid in state.monsters(card.controller)):
        return True  # "… cannot target this card for attacks while you control another monster"
    race = state.defn(card_id).race
    return any(cid != card_id and state._card(cid).face_up and f"protects:{race}" in state.defn(cid).keywords
               and not state.effects_negated(cid) for cid in state.monsters(card.controller))


def unshielded(state: EffectsMixin, found: list[int]) -> list[int]:
    """``found`` without the face-up monsters a face-up monster's text keeps from being targeted by card
    effects: "neither player can target "X" monsters" (``shields:X``, YGO Cartas.2)."""
    cards = state.cards  # read straight: asked for every targeted effect at every listing
    parts = [word[8:] for player in range(state.num_players) for cid in state.ids(player, "monstruos")
             for word in cards[cid].defn.keywords  # type: ignore[union-attr]  # a card in its zone
             if word.startswith("shields:") and state._card(cid).face_up and not state.effects_negated(cid)]
    if not parts:
        return found
    return [cid for cid in found if not (state.zone_of(cid) == "monstruos" and state._card(cid).face_up
                                         and any(part in state.defn(cid).name for part in parts))]


#: The keywords whose text is checked after every step (``self_destructs``, ``equip_control_lost``).
WATCHED = ("destroy_if_other:", "destroy_without:", "equip_control")


def self_destructs(state: EffectsMixin) -> None:
    """YGO Cartas.2: a face-up monster whose text says "if you control a monster that is not an "X" monster
    (``destroy_if_other:X``) / if "X" is not on the field (``destroy_without:X``), destroy this card" is destroyed
    as soon as that holds (checked after every step)."""
    for player in range(state.num_players):
        for cid in state.ids(player, "monstruos"):
            keywords = state.defn(cid).keywords
            if not keywords or not state._card(cid).face_up or state.effects_negated(cid):
                continue
            for word in keywords:
                kind, _, name = word.partition(":")
                if kind == "destroy_if_other" and any(not state._card(c).face_up or name not in state.defn(c).name
                                                      for c in state.ids(player, "monstruos")) \
                        or kind == "destroy_without" and not any(state._card(c).face_up and state.defn(c).name == name
                                                                 for side in range(state.num_players)
                                                                 for zone in FIELD_ZONES for c in state.ids(side, zone)):
                    state.send_to_graveyard(cid)
                    break


def battle_safe(state: YgoBase, card_id: int) -> bool:
    """Whether a face-up monster's text keeps it from being destroyed by battle with the monster it battled
    now: "… with a monster with N or more ATK" (``battle_safe_from_atk:N``, YGO Cartas.2), or "once per turn"
    (``battle_safe_once``: the first time each turn, which that battle uses up)."""
    card = state._card(card_id)
    if "battle_safe_once" in state.defn(card_id).keywords and card.face_up and not state.effects_negated(card_id) \
            and card.marks.get("battle_safe") != state.turn:
        card.marks["battle_safe"] = state.turn
        return True
    words = [w for w in state.defn(card_id).keywords if w.startswith("battle_safe_from_atk:")]
    if not words or not state._card(card_id).face_up or state.effects_negated(card_id):
        return False
    other = state.attack_target if card_id == state.attacker else state.attacker
    return other is not None and state.is_monster_on_field(other) and state.stats(other)[0] >= int(words[0].split(":")[1])


def equipped(state: EffectsMixin, equip: int, monster: int) -> None:
    """An Equip Card was equipped: a face-up monster whose text says "when this card is equipped with an
    Equip Card: destroy it" destroys it (``destroys_equips``); "you gain control of the equipped monster"
    (``equip_control``) moves it to the Equip Card's controller (YGO ControlDeUnMonstruoDelAdversario.2–4)."""
    card, taker = state._card(monster), state._card(equip).controller
    if "equip_control" in state.defn(equip).keywords and card.controller != taker and state.monster_room(taker):
        state.move(monster, state.zone(taker, "monstruos"), face_up=card.face_up, keep_state=True, kind="control")
        card.controller = taker
        card.known |= 1 << taker
        card.marks["control_equip"] = equip
    if "destroys_equips" in state.defn(monster).keywords and state._card(monster).face_up \
            and not state.effects_negated(monster) and state.on_field(equip):
        state.send_to_graveyard(equip)


def equip_control_lost(state: EffectsMixin) -> None:
    """A monster taken by an Equip Card ("you gain control of the equipped monster") goes back to its owner as
    soon as that card no longer equips it (YGO Cartas.2, ControlDeUnMonstruoDelAdversario.7: with no free zone
    there, it is sent to the Graveyard); checked after every step."""
    for player in range(state.num_players):
        for cid in list(state.monsters(player)):
            card = state._card(cid)
            equip = card.marks.get("control_equip")
            if equip is None or state.cards[equip] is not None and state.on_field(equip) \
                    and state._card(equip).marks.get("equip") == cid:
                continue
            del card.marks["control_equip"]
            if card.controller == card.owner:
                continue
            if state.monster_room(card.owner):
                state.move(cid, state.zone(card.owner, "monstruos"), face_up=card.face_up, keep_state=True, kind="control")
                card.controller = card.owner
            else:
                state.send_to_graveyard(cid)


def standby_gains(state: EffectsMixin) -> None:
    """"During each of your opponent's Standby Phases, they gain N LP" (Snatch Steal): said by a face-up card of the
    turn player's opponent (YGO PhasesDelJuego.5, Cartas.2)."""
    for cid in state.ids(state.opponent(state.turn_player), "magias"):
        if state._card(cid).face_up:
            for word in state.defn(cid).keywords:
                if word.startswith("opponent_standby_gain:"):
                    state.change_lp(state.turn_player, int(word.split(":", 1)[1]))


@OPS.on("destroy_banish")
def _op_destroy_banish(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Destroy 1 face-down monster and banish it" (it goes to the banished cards, not the Graveyard: YGO
    PalabrasClave.5); "if it was a Flip monster, banish every card of its name from both Decks" (both are
    shown and shuffled); "destroy and banish those monsters" (the monster just Summoned, ``what``)."""
    for cid in state.what(run, str(op.get("what", "target"))):
        name = state.defn(cid).name
        flip = "反转：" in state.defn(cid).text or bool(state.defn(cid).effects_for("flip"))
        state.leave_field_to(cid, "desterradas")
        state.emit(Event("destroy", run.player, cid, name))
        if op.get("namesakes") and flip:
            for player in range(state.num_players):
                for other in [c for c in state.ids(player, "mazo") if state.defn(c).name == name]:
                    state.leave_field_to(other, "desterradas")
                state.shuffle(state.zone(player, "mazo"))


@OPS.on("end_battle")
def _op_end_battle(state: EffectsMixin, run: Run, op: Op) -> None:
    """"End the Battle Phase" (YGO DeterminacionDelDano.41): the attack declared is not carried on — its
    Battle Step goes straight to the End Step once what answered it has resolved."""
    state.tasks = [("battle_end",) if task == ("attack_confirmed",) else task for task in state.tasks]


@OPS.on("hold")
def _op_hold(state: EffectsMixin, run: Run, op: Op) -> None:
    """"That monster loses N ATK, cannot attack and cannot change its battle position; when it leaves the field,
    destroy this card" (暗之咒缚 Shadow Spell): the Continuous Trap holds its target while both stay on the field."""
    for cid in state.live_targets(run):
        if state.on_field(run.source):
            state._card(run.source).marks["held"] = cid
            state._card(run.source).marks["held_atk"] = int(op.get("atk", 0))
            state._card(cid).marks["held_by"] = run.source


def held(state: YgoBase, card_id: int) -> bool:
    """Whether a face-up card on the field holds ``card_id`` (``_op_hold``: it cannot attack nor change its position)."""
    holder = state._card(card_id).marks.get("held_by")
    return holder is not None and state.cards[holder] is not None and state.zone_of(holder) == "magias" \
        and state._card(holder).face_up and state._card(holder).marks.get("held") == card_id


@TASKS.on("after_damage")
def _t_after_damage(state: EffectsMixin, attacker: int, target: int, flipped: int | None) -> None:
    """YGO DeterminacionDelDano.36: after damage calculation, before the destroyed monsters leave, the "after damage
    calculation" effects of the two monsters that battled start (one that is asked, "you can", is offered)."""
    if flipped is not None and state.is_monster_on_field(flipped):
        state._card(flipped).marks["flipped_by_attack"] = state.turn
    for cid in (attacker, target):
        if not state.is_monster_on_field(cid) or not state._card(cid).face_up or state.effects_negated(cid):
            continue
        player = state._card(cid).controller
        for index, effect in state.defn(cid).effects_for("after_damage"):
            if state._condition_problem(cid, player, effect) is None:
                state.then(("offer_trigger" if effect.optional else "start_trigger", cid, player, index))


@TASKS.on("before_damage")
def _t_before_damage(state: EffectsMixin, attacker: int) -> None:
    """YGO DeterminacionDelDano.32: in the Damage Step, before damage calculation, the attacking monster's "before
    damage calculation" effects start (光道武僧 艾琳 Ehren)."""
    if not state.is_monster_on_field(attacker) or not state._card(attacker).face_up or state.effects_negated(attacker):
        return
    player = state._card(attacker).controller
    for index, effect in state.defn(attacker).effects_for("before_damage"):
        if state._condition_problem(attacker, player, effect) is None:
            state.then(("offer_trigger" if effect.optional else "start_trigger", attacker, player, index))


@OPS.on("battled_to_deck")
def _op_battled_to_deck(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Shuffle that monster (the one this card attacks) into the Deck": there is no damage calculation with it
    gone (YGO CuadroDeReferenciaRapida.12)."""
    target = state.attack_target
    if target is not None and state.is_monster_on_field(target):
        owner, extra = state._card(target).owner, state.defn(target).is_extra
        state.leave_field_to(target, "fusion" if extra else "mazo")
        if not extra:
            state.shuffle(state.zone(owner, "mazo"))


@OPS.on("banish_battled")
def _op_banish_battled(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Banish both monsters that battled" (异次元的女战士 D.D. Warrior Lady: YGO PalabrasClave.5)."""
    for cid in (state.attacker, state.attack_target):
        if cid is not None and state.is_monster_on_field(cid):
            state.leave_field_to(cid, "desterradas")


def destroys_unbattled(state: YgoBase, attacker: int, target: int) -> bool:
    """"If this card attacks a face-up Defense Position monster, destroy it without damage calculation" (忍者头领
    佐助, ``destroys_face_up_defense``: a face-up attacker's text)."""
    card = state._card(target)
    return state.is_monster_on_field(target) and card.face_up and card.rotated and state.is_monster_on_field(attacker) \
        and state.has_keyword(attacker, "destroys_face_up_defense") and state._card(attacker).face_up


def rest(state: YgoBase, card_id: int) -> None:
    """"At the end of the Battle Phase it attacked, change this card to Defense Position; it cannot change its
    battle position until the end of your next turn" (哥布林突击部队 Goblin Attack Force)."""
    card = state._card(card_id)
    if not card.rotated:
        card.rotated = True
        state.emit(Event("position", card.controller, card_id, card.defn.name, amount=1))
    card.marks["position_locked"] = state.turn + state.num_players


@OPS.on("lock_position")
def _op_lock_position(state: EffectsMixin, run: Run, op: Op) -> None:
    """"This card cannot change its battle position until the end of your next turn" (``position_locked``:
    the last turn it holds, read by ``SummonMixin.position_problem``)."""
    if state.is_monster_on_field(run.source):
        state._card(run.source).marks["position_locked"] = state.turn + state.num_players


def extreme_monsters(state: EffectsMixin, player: int, op: Op) -> list[int]:
    """The opponent's face-up monsters (or, as the text says, those of both sides in face-up Attack
    Position) with the lowest ATK (or highest DEF, highest ATK)."""
    pool = state.all_monsters() if op.get("side") == "any" else state.monsters(state.opponent(player))
    side = [cid for cid in pool if (state.in_attack(cid) if op.get("position") == "attack" else state._card(cid).face_up)]
    if not side:
        return []
    index = 0 if op.get("stat") == "atk" else 1
    values = {cid: state.stats(cid)[index] for cid in side}
    best = min(values.values()) if op.get("lowest") else max(values.values())
    return [cid for cid in side if values[cid] == best]


@OPS.on("destroy_extreme")
def _op_destroy_extreme(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Destroy the 1 face-up monster your opponent controls with the lowest ATK": not targeted; with a tie
    its controller's opponent (the player resolving it) chooses among them."""
    found = extreme_monsters(state, run.player, op)
    if len(found) == 1:
        state.send_to_graveyard(found[0])
    elif found:
        state.ask("elegir", run.player, ("Elige la carta que se destruye", "Choose the card to destroy"),
                  tuple(found), ("destroy", run, op))


def equip_count(state: YgoBase, monster: int) -> int:
    """How many Equip Cards are equipped to ``monster``."""
    return sum(state._card(cid).marks.get("equip") == monster for player in range(state.num_players)
               for cid in state.ids(player, "magias"))


def equipped_with(state: YgoBase, monster: int, word: str) -> bool:
    """Whether a face-up Equip Card equipped to ``monster`` says ``word`` of it ("the equipped monster cannot
    be destroyed by battle")."""
    return any(state._card(cid).marks.get("equip") == monster and state._card(cid).face_up and word in state.defn(cid).keywords
               for player in range(state.num_players) for cid in state.ids(player, "magias"))
