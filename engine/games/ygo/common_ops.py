"""Operations of the generic effect sentences of compiled texts (``cardtext.zh_common``): "return it to the top of the
Deck", "then discard 1 card" (YGO Cartas.2: each does what the card says) — and the Trigger Effects of a card sent to
the Graveyard by a card effect (``effect_sent``).

Registered in ``base.OPS`` by importing this module (``effects`` does).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.cards import Op
from engine.games.ygo.base import OPS, Activation, Run
from engine.games.ygo.tasks import Activate, OfferActivation

if TYPE_CHECKING:
    from engine.games.ygo.effects import EffectsMixin


@OPS.on("to_deck_top")
def _op_to_deck_top(state: EffectsMixin, run: Run, op: Op) -> None:
    """Place the targeted cards on top of their owners' Decks, unshuffled (a Fusion Monster goes to the Fusion Deck
    instead: YGO CartasDeMonstruosFusion.2); who saw the card keeps knowing it."""
    for cid in state.live_targets(run):
        state.leave_field_to(cid, "fusion" if state.defn(cid).is_extra else "mazo")


@OPS.on("hand_pick")
def _op_hand_pick(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Discard 1 card" (or "send 1 card from your hand to the GY") as the effect resolves: its controller chooses
    the card of their hand (``pick_ops.picked`` carries it out); with an empty hand nothing happens."""
    hand = [cid for cid in state.ids(run.player, "mano") if cid != run.source]
    if hand:
        question = ("Elige la carta que descartas", "Choose the card to discard") if op.get("how") == "discard" \
            else ("Elige la carta de tu mano que mandas al Cementerio", "Choose the card of your hand to send to the GY")
        state.ask("elegir", run.player, question, tuple(state.distinct(hand)), ("pick", run, op))


#: "If this card is sent to the GY by a card effect" (from anywhere) and "… destroyed by a card effect and sent to the
#: GY" (from the field): the triggers ``effect_sent`` starts.
BY_EFFECT = {"effect_to_graveyard", "effect_destroyed_to_graveyard"}


def effect_sent(state: EffectsMixin, card_id: int, kind: str, was_on_field: bool) -> None:
    """A card an effect being resolved sent to the Graveyard (``EffectsMixin.send_to_graveyard`` tells, the sender
    known): its "sent / destroyed by a card effect" Trigger Effects start at once, as the other Graveyard triggers do
    (``YgoBase._sent_to_graveyard``; YGO CartasDeMonstruosDeEfecto.7: one that says "you can" is offered first)."""
    if state.cards[card_id] is None or state.zone_of(card_id) != "cementerio" or not state.defn(card_id).automated:
        return
    for index, effect in enumerate(state.defn(card_id).effects):
        if effect.trigger == "effect_to_graveyard" \
                or effect.trigger == "effect_destroyed_to_graveyard" and kind == "destroy" and was_on_field:
            act = Activation(card_id, state._card(card_id).owner, index, immediate=True, is_card=False)
            state.tasks.append(OfferActivation(act, False) if effect.optional else Activate(act))


def sent_this_turn_end(state: EffectsMixin) -> None:
    """YGO DeterminacionDelDano.45 (the End Phase), Cartas.2: "during the End Phase of the turn this card was sent to
    the GY, you can …" — each such effect of a card sent to a Graveyard this turn is offered to its owner (the turn
    player's first), as the turn's other End Phase effects start (``triggers._t_end_triggers``)."""
    for player in (state.opponent(state.turn_player), state.turn_player) if state.says("trigger:end_sent_turn") else ():
        for cid in reversed(state.ids(player, "cementerio")):
            if state._card(cid).marks.get("to_gy") == state.turn and state.defn(cid).automated:
                for index, _effect in reversed(state.defn(cid).effects_for("end_sent_turn")):
                    state.tasks.append(OfferActivation(Activation(cid, player, index, is_card=False), True))
