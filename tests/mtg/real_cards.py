"""Real cards from the card data in ``shared/testdata``, known to the Magic game for a test."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pytest

from engine.core import get_game
from engine.formats.carddata import open_card_data
from engine.formats.records import CardRecord
from engine.games.mtg.cards import MtgCard
from tests.helpers import SHARED
from tests.mtg.own_cards import own_card

TESTDATA = SHARED / "testdata"
SETS = {code: TESTDATA / "mtgjson-set" / f"{code}.json" for code in ("LEA", "ISD", "KHM", "UST")}
SCRYFALL_TEST = TESTDATA / "scryfall-json" / "test_cards.jsonl"


@lru_cache(maxsize=None)
def _records(path: Path) -> dict[str, CardRecord]:
    _fmt, records = open_card_data(path)
    return {r.name: r for r in records if r.game == "mtg" and not r.is_token}


def real_card(path: Path, name: str) -> MtgCard:
    """The card ``name`` (its record's name) of the card-data file ``path``, adopted by the
    Magic game so that scenario setups and notation know it; the test is skipped when the
    shared test data is not beside the checkout."""
    if not path.exists():
        pytest.skip(f"{path} is not beside the checkout")
    card = own_card(_records(path)[name])
    assert isinstance(card, MtgCard)
    return card
