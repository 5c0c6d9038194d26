"""The operations compiled card texts use besides the scripted ones: search the Deck, Special
Summon from a zone, send from the Deck to the Graveyard, add a target to the hand, change a
target's position (YGO Cartas.2: each does what the card says), and the filters that pick cards.

Registered in ``base.OPS`` and ``base.ANSWERS`` by importing this module (``effects`` does).
"""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Mapping

from engine.core.actions import Action, Event
from engine.core.cards import Op
from engine.core.errors import Rule
from engine.core.text import Text
from engine.games.ygo.base import ANSWERS, OPS, TASKS, Run
from engine.games.ygo.cards import YgoCard
from engine.games.ygo.rules import rule

if TYPE_CHECKING:
    from engine.games.ygo.effects import EffectsMixin

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


def summon_marks(op: Op) -> tuple[str, ...]:
    """What a summoning effect's text says of the monster it brings out (YGO Cartas.2): its effects
    negated (``effects_negated``), banished when it leaves the field (``banish_on_leave``)."""
    return tuple(mark for mark in ("effects_negated", "banish_on_leave") if op.get(mark))


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
    elif op.name == "summon_from":
        position = str(op.get("position", ""))
        if position:
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
    else:
        state.ask_tribute(run, prompt.data[2], prompt.data[3] + action.cards)


@OPS.on("to_hand")
def _op_to_hand(state: EffectsMixin, run: Run, op: Op) -> None:
    """Add the targeted card (from the Graveyard, or the field) to its owner's hand."""
    for cid in state.live_targets(run):
        state.leave_field_to(cid, "mano")


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
                monster_only = ("attribute", "not_attribute", "races")
                if any(key in op.args for key in monster_only) and not card.face_up:
                    continue  # a face-down monster shows no Attribute or Type
                if "attribute" in op.args and defn.attribute != op.get("attribute"):
                    continue
                if "not_attribute" in op.args and defn.attribute == op.get("not_attribute"):
                    continue
                if "races" in op.args and defn.race not in tuple(op.get("races")):
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

def op_problem(state: EffectsMixin, card_id: int, player: int, op: Op) -> Rule | None:
    """Why an operation of a compiled text leaves its effect nothing to do now (YGO Cartas.2: the
    card does what it says, and is not activated to do nothing)."""
    name = op.name
    if name == "reload" and not [c for c in state.ids(player, "mano") if c != card_id]:
        return rule("Cartas.2", Text("no tienes cartas en la mano que devolver", "you have no cards in hand to return"))
    if name == "return_all" and not [c for c in field_matches(state, player, op, card_id) if c != card_id]:
        return rule("Cartas.2", Text("no hay ninguna carta como las que el texto devuelve",
                                     "there is no card such as the text returns"))
    if name == "positions_all" and not _face_up_monsters(state):
        return rule("Cartas.2", Text("no hay monstruos boca arriba", "there are no face-up monsters"))
    return None


def condition_holds(state: EffectsMixin, card_id: int, player: int, condition: str) -> bool:
    """Whether a condition of a compiled text holds now, beyond those ``EffectsMixin`` knows."""
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
    if action.kind == "yes":
        _ask_destroy_pick(state, run, op)


# ---------------------------------------------------------------------------------- more operations

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
