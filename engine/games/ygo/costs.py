"""The costs of compiled texts besides those ``chain`` pays itself: a card picked from the hand or the
field ("discard 1 "X" monster", "Tribute 1 Cyberse monster") and Spell Counters removed (YGO
CartasDeMonstruosDeEfecto.6)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.actions import Event
from engine.core.cards import Op
from engine.games.ygo import summon_negation, textops, turn_limits
from engine.games.ygo.base import FIELD_ZONES, SPELL_COUNTER

if TYPE_CHECKING:
    from engine.games.ygo.effects import EffectsMixin

#: A cost of a card picked as the effect is activated: how it is paid, what its controller is asked.
PICK_QUESTIONS = {"discard": ("Descarta una carta como coste", "Discard a card as the cost"),
                  "send": ("Manda una carta de tu mano al Cementerio como coste", "Send a card from your hand to the GY as the cost"),
                  "tribute": ("Sacrifica un monstruo como coste", "Tribute a monster as the cost"),
                  "banish": ("Destierra una carta de tu Cementerio como coste", "Banish a card from your GY as the cost"),
                  "send_any": ("Manda una carta de tu mano o boca arriba de tu campo al Cementerio como coste",
                               "Send a card from your hand or face up from your field to the GY as the cost"),
                  "to_deck": ("Devuelve una carta de tu mano al Mazo como coste", "Return a card from your hand to the Deck as the cost"),
                  "reveal": ("Muestra una carta de tu mano como coste", "Reveal a card in your hand as the cost")}


def picked_costs(costs: tuple[Op, ...]) -> tuple[Op, ...]:
    """The costs of an effect that pick a card of the hand or the field ("discard 1 "X" monster",
    "send 1 Level 2 or lower monster from your hand to the GY", "Tribute 1 Cyberse monster")."""
    return tuple(cost for cost in costs if cost.name == "pick_cost")


def cost_options(state: EffectsMixin, player: int, source: int, cost: Op) -> list[int]:
    """The cards that may pay a picked cost: of the hand (not the card being used) or the monsters
    ``player`` controls (the card itself among them; not a monster still being summoned, which is not summoned yet:
    YGO CartasDeTrampa.7) or of their Graveyard (not the card being used), as the text names them ("face-up": not a
    Set monster)."""
    zone = cost.get("zone")
    if zone in ("mano", "cementerio"):
        pool = state.ids(player, str(zone))
    elif zone == "mano+campo":  # "from your hand or face-up field" (吸血鬼的使魔): not the card being used
        pool = [*state.ids(player, "mano"), *(cid for name in FIELD_ZONES for cid in state.ids(player, name)
                                              if state._card(cid).face_up and cid != source)]
    else:
        pool = [cid for cid in state.monsters(player) if summon_negation.MARK not in state._card(cid).marks]
    named = {key: value for key, value in cost.args.items() if key not in ("zone", "how", "face_up")}
    return [cid for cid in pool if (cid != source or zone == "monstruos") and textops.matches(state.defn(cid), named)
            and not (cost.get("face_up") and not state._card(cid).face_up)]


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
    """Pay a picked cost with the card chosen: discarded, sent from the hand, Tributed, banished from the GY
    (YGO PalabrasClave.5), shuffled from the hand into the Deck or revealed."""
    if cost.get("how") == "banish":
        state.leave_field_to(card_id, "desterradas")
    elif cost.get("how") == "reveal":  # shown to both players, it stays in the hand (Cartas.2)
        state._card(card_id).known = (1 << state.num_players) - 1
        state.emit(Event("reveal", state._card(card_id).controller, card_id, state.defn(card_id).name))
    elif cost.get("how") == "to_deck":  # shuffled into its owner's Deck
        owner = state._card(card_id).owner
        state.leave_field_to(card_id, "mazo")
        state.shuffle(state.zone(owner, "mazo"))
    else:
        state.send_to_graveyard(card_id, kind="send" if cost.get("how") == "send_any" else str(cost.get("how")))


def pay_cost(state: EffectsMixin, source: int, cost: Op) -> None:
    """The costs of compiled texts besides those ``EffectsMixin`` pays: "remove N Spell Counters
    from this card" (YGO CartasDeMonstruosDeEfecto.6); a card whose text says "when there are no Spell
    Counters on this card, destroy it" is destroyed when the last is removed (Cartas.2)."""
    if cost.name in turn_limits.COSTS:  # "… the turn you activate this card" (Cartas.2)
        turn_limits.pay(state, source, cost)
    if cost.name == "half_lp":  # "pay half your LP" (Solemn Judgment), rounded down
        player = state._card(source).controller
        state.change_lp(player, -(state.lp(player) // 2))
    if cost.name == "banish_field_self" and state.on_field(source):
        state.leave_field_to(source, "desterradas")  # "banish this card from the field" (PalabrasClave.5)
    if cost.name == "remove_counters":
        card = state._card(source)
        card.counters[SPELL_COUNTER] = card.counters.get(SPELL_COUNTER, 0) - int(cost.get("count", 1))
        if card.counters[SPELL_COUNTER] <= 0:
            del card.counters[SPELL_COUNTER]
        state.emit(Event("counter", card.controller, source, state.defn(source).name, amount=-int(cost.get("count", 1))))
        if SPELL_COUNTER not in card.counters and "no_counters_destroyed" in state.defn(source).keywords:
            state.send_to_graveyard(source)
