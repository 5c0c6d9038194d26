"""The operations of compiled texts that ask a question as they resolve: choose a card the text names from
the Deck, hand or Graveyard (search, Special Summon, send), "(then,) you can …", excavate, switch control,
choose a card to destroy (YGO Cartas.2: each does what the card says) — and the ``elegir`` answer that
carries every such choice out.

Registered in ``base.OPS``, ``base.TASKS`` and ``base.ANSWERS`` by importing this module (``effects`` does).
"""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING, Any, cast

from engine.core.actions import Action, Event
from engine.core.cards import Op
from engine.games.ygo import counters, fusion, ritual_ops, textops, upkeep
from engine.games.ygo.base import ANSWERS, OPS, TASKS, Run
from engine.games.ygo.tasks import RunEffect, ShuffleDeck

if TYPE_CHECKING:
    from engine.games.ygo.effects import EffectsMixin
    from engine.games.ygo.state import YgoState


def _ask_pick(state: EffectsMixin, run: Run, op: Op) -> None:
    options = textops.candidates(state, run.player, op, run.source)
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
    elif op.name == "hand_pick":  # "then discard 1 card" (common_ops)
        state.send_to_graveyard(card_id, kind=str(op.get("how")))
    elif op.name == "add_counter_pick":
        counters.add_counters(state, card_id, int(op.get("count", 1)))
    elif op.name == "summon_from":
        position = str(op.get("position", ""))
        if position == "set":  # Special Summoned in face-down Defense Position, known to its controller
            state.place_monster(card_id, player, False, True, "special_summon")
            state.emit(Event("set", player, card_id, None, hidden_from=frozenset({state.opponent(player)})))
        elif position:
            state.place_monster(card_id, player, True, position == "defense", "special_summon")
            state.special_summoned(card_id, player, textops.summon_marks(op))
        else:
            if came_from == "mazo":  # shuffled once the monster has left it (a shuffle deals the Deck's identities anew)
                state.then(ShuffleDeck(player))
            state.ask_position(player, card_id, textops.summon_marks(op))
            return
    if came_from == "mazo":
        state.shuffle(state.zone(player, "mazo"))  # the Deck is shuffled after it is searched


@TASKS.on(ShuffleDeck)
def _t_shuffle_deck(state: EffectsMixin, task: ShuffleDeck) -> None:
    player = task.player
    state.shuffle(state.zone(player, "mazo"))


@ANSWERS.on("elegir")
def _answer_elegir(state: EffectsMixin, prompt: Any, action: Action) -> None:
    purpose, run = prompt.data[0], prompt.data[1]
    if purpose == "pick":
        state.sender = run.player  # the card is moved by that effect, as if chosen inside it (chain._t_run)
        picked(state, run, prompt.data[2], action.cards[0])
        state.sender = None
    elif purpose == "fusion":
        fusion.fuse(state, run, prompt.data[2], action.cards[0])
    elif purpose == "fusion_material":
        fusion.fuse(state, run, prompt.data[2], prompt.data[3], prompt.data[4] + action.cards)
    elif purpose == "destroy":
        state.send_to_graveyard(action.cards[0])
    elif purpose == "set":
        cast("YgoState", state).set_card(action.cards[0], run.player)
    elif purpose == "excavate":
        excavated(state, run, prompt.data[3], action.cards[0])
    elif purpose == "to_deck":
        state.move(action.cards[0], state.zone(run.player, "mazo"), kind="return")
        state.shuffle(state.zone(run.player, "mazo"))
    elif purpose == "upkeep":
        upkeep.paid(state, run, action.cards[0])
    elif purpose == "swap":
        swap_chosen(state, run, prompt.data[2], prompt.data[3] + action.cards)
    else:  # the Ritual Monster or one of its Tributes
        ritual_ops.answered(state, prompt.data, action.cards[0])


def stop_run(state: EffectsMixin, run: Run) -> None:
    """What the effect does after this operation does not happen ("do A, then B": without A, no B)."""
    for i in range(len(state.tasks) - 1, -1, -1):
        task = state.tasks[i]
        if isinstance(task, RunEffect) and task.run == run:
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


@OPS.on("hand_to_deck")
def _op_hand_to_deck(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Shuffle 1 card from your hand into the Deck" (Card Trader): its controller picks it as it resolves."""
    hand = state.ids(run.player, "mano")
    if hand:
        state.ask("elegir", run.player, ("Elige la carta que vuelve al Deck", "Choose the card shuffled into the Deck"),
                  tuple(hand), ("to_deck", run))
    else:
        stop_run(state, run)  # "…, then draw 1": without it, no draw


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


def destroy_pick_options(state: EffectsMixin, run: Run, op: Op) -> list[int]:
    """The cards "choose 1 … on the field and destroy it" may choose (not targeted)."""
    args = dict(op.args)
    args.pop("optional", None)
    return textops.field_matches(state, run.player, Op("destroy_pick", MappingProxyType(args)), -1)


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


@OPS.on("destroy_extreme")
def _op_destroy_extreme(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Destroy the 1 face-up monster your opponent controls with the lowest ATK": not targeted; with a tie
    its controller's opponent (the player resolving it) chooses among them."""
    found = textops.extreme_monsters(state, run.player, op)
    if len(found) == 1:
        state.send_to_graveyard(found[0])
    elif found:
        state.ask("elegir", run.player, ("Elige la carta que se destruye", "Choose the card to destroy"),
                  tuple(found), ("destroy", run, op))
