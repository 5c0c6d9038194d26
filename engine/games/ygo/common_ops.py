"""Operations of the generic effect sentences of compiled texts (``cardtext.zh_common``): "return it to the top of the
Deck", "then discard 1 card" (YGO Cartas.2: each does what the card says).

Registered in ``base.OPS`` by importing this module (``effects`` does).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.cards import Op
from engine.games.ygo.base import OPS, Run

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
