"""What the table shows on a Magic card (``MtgBase._card_markers``): tapped, summoning sick,
attacking or blocking, its keywords, transformed or flipped, on an adventure, a token, merged,
a copy of a spell, resolved by hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.cards import Card
from engine.games.mtg.bestow import is_bestowed
from engine.games.mtg.faces import ADVENTURING, TRANSFORMED
from engine.games.mtg.flip import FLIPPED
from engine.games.mtg.mutate import MARKER as MERGED

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase


def card_markers(state: "MtgBase", card: Card) -> tuple[str, ...]:
    """The markers of ``card`` as its observation lists them."""
    from engine.games.mtg.spell_copies import SPELL_COPY  # (spell_copies builds on the base module)

    markers = []
    if state.on_battlefield(card.id):
        if card.rotated:
            markers.append("girada")
        if state.defn(card.id).is_creature and state.is_sick(card.id):
            markers.append("mareo")
        attacking = {a for a, _ in state.attackers}
        if card.id in attacking:
            markers.append("atacando")
        if any(b == card.id for b, _ in state.blockers):
            markers.append("bloqueando")
        markers.extend(sorted(f"kw:{k}" for k in state.keywords(card.id)))
    if card.id in state.fronts and not state.fronts[card.id].modal \
            and not is_bestowed(state, card.id):  # CR 701.28g, 710.3: transformed or flipped (not bestowed, CR 702.103b)
        markers.append(FLIPPED if state.fronts[card.id].flips else TRANSFORMED)
    if ADVENTURING in card.marks:  # CR 715.3d: exiled on an adventure, castable from exile
        markers.append(ADVENTURING)
    if card.defn.is_token:
        markers.append("ficha")
    if MERGED in card.marks:  # CR 727.2: a merged permanent (mutated, CR 702.140c)
        markers.append(MERGED)
    if SPELL_COPY in card.marks:  # CR 707.10: a copy of a spell (storm's, CR 702.40a)
        markers.append(SPELL_COPY)
    if not state.defn(card.id).program.automated:
        markers.append("manual")
    return tuple(markers)
