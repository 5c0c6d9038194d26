"""The tests' own Magic cards (built from Oracle text, or read from the card data in
shared/testdata): the game remembers none of them (a player's own cards travel with the setup and
the state), so the tests keep them here and the positions they build know them."""

from __future__ import annotations

from typing import Any, Mapping

from engine.core import get_game
from engine.core.deck import DeckEntry
from engine.formats.records import CardRecord
from engine.games.mtg.cards import MtgCard
from engine.games.mtg.state import MtgState

#: The cards the tests have made so far, by code.
KNOWN: dict[str, DeckEntry] = {}


def own_card(record: CardRecord) -> MtgCard | None:
    """Magic's card for ``record`` (``None`` when it cannot play it), known to the positions
    built from now on (``own_position``)."""
    card = get_game("mtg").card_for(record)
    if card is not None:
        KNOWN[card.code] = DeckEntry(1, card, record=record)
    assert card is None or isinstance(card, MtgCard)
    return card


def adopt(name: str, type_line: str, cost: str, text: str, power: str | None = None,
          toughness: str | None = None) -> MtgCard:
    """A card built from its Oracle text (for cards no set in shared/testdata has), known to the
    positions built from now on; all of its text must be automated."""
    stats = {"power": power, "toughness": toughness} if power is not None and toughness is not None else {}
    record = CardRecord(game="mtg", name=name, oracle_id=f"test-{name}", type_line=type_line, cost=cost, text=text,
                        stats=stats)
    card = own_card(record)
    assert card is not None and card.program.automated
    return card


def own_position(setup: Mapping[str, Any], seed: int | str = 1, path: str = "test", text: str = "") -> MtgState:
    """The position ``setup`` describes (``Game.scenario_state``), knowing the tests' own cards."""
    state = get_game("mtg").scenario_state(setup, seed, path, text, list(KNOWN.values()))
    assert isinstance(state, MtgState)
    return state
