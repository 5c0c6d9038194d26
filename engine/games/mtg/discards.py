"""Discarding (CR 701.8a): a card moves from its owner's hand to their graveyard. Every discard
of the engine goes through ``discard`` — an effect's ("discard a card", at random, the whole
hand), a cost's ("Discard a card", cycling's "Discard this card"), the cleanup step's down to the
maximum hand size (CR 514.1) — so that what replaces a discard applies to all of them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.mtg.madness import exile_instead

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase


def discard(state: "MtgBase", card_id: int) -> None:
    """CR 701.8a: ``card_id`` goes from its owner's hand to its owner's graveyard (CR 702.35a: a
    card with madness to exile instead)."""
    if exile_instead(state, card_id):
        return
    state.move(card_id, state.owner_zone(card_id, "cementerio"), kind="discard")


__all__ = ["discard"]
