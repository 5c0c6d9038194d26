"""Fixtures for the store tests: a fresh store per test and a small catalogue."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterator

import pytest

from engine.formats.records import CardRecord
from engine.store import Store


def card(name: str, set_code: str = "TST", number: str = "1", game: str = "mtg", **fields: Any) -> CardRecord:
    """A printing with sensible defaults (oracle id: the name)."""
    fields.setdefault("oracle_id", name)
    return CardRecord(game=game, name=name, set_code=set_code, number=number, **fields)


SAMPLE = [
    card("Lightning Bolt", "LEA", "161", type_line="Instant", cost="{R}", mana_value=1.0, colors=("R",),
         text="Lightning Bolt deals 3 damage to any target.", rarity="common", names={"es": "Relámpago"},
         extra={"identifiers": {"mtgoId": "12345"}}),
    card("Lightning Bolt", "M10", "146", type_line="Instant", cost="{R}", mana_value=1.0, colors=("R",),
         text="Lightning Bolt deals 3 damage to any target.", rarity="common", image_path="/img/m10-146.jpg"),
    card("Serra Angel", "LEA", "39", type_line="Creature — Angel", cost="{3}{W}{W}", mana_value=5.0, colors=("W",),
         text="Flying, vigilance", stats={"power": "4", "toughness": "4"}, names={"es": "Ángel de Serra"}),
    card("Ángel Guardián", "TAU", "TAU-005", game="six", oracle_id="TAU-005", type_line="Unidad — Ángel", cost="3",
         mana_value=3.0, text="Al Jugar: gana 2 de vida.", names={"en": "Guardian Angel"}),
    card("Delver of Secrets // Insectile Aberration", "ISD", "51", type_line="Creature — Human Wizard",
         cost="{U}", mana_value=1.0, colors=("U",), text="At the beginning of your upkeep, look at the top card."),
    card("Soldier", "TM10", "1", type_line="Token Creature — Soldier", is_token=True, text=""),
    card("Dark Magician", "LOB", "LOB-005", game="ygo", oracle_id="46986414", type_line="Spellcaster / Normal",
         stats={"atk": "2500", "def": "2100", "level": "7"}, text="The ultimate wizard.",
         extra={"codes": ["46986414"]}),
    card("Dark Magician", "", "38033121", game="ygo", oracle_id="46986414", type_line="Spellcaster / Normal",
         stats={"atk": "2500", "def": "2100", "level": "7"}, text="The ultimate wizard (alternate art)."),
]


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store(tmp_path / "tapete.sqlite") as opened:
        yield opened


@pytest.fixture
def stocked(store: Store) -> Store:
    """A store holding ``SAMPLE``."""
    store.import_cards(SAMPLE, source="sample")
    return store
