"""Transforming double-faced cards (CR 712, 701.28): oracle templates, set files and real card data."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.errors import LoadError
from engine.formats.carddata import open_card_data
from engine.games.mtg.cards import from_record, load_set
from engine.games.mtg.oracle import compile_text
from tests.helpers import SHARED

ISD = SHARED / "testdata" / "mtgjson-set" / "ISD.json"
needs_data = pytest.mark.skipif(not ISD.exists(), reason="shared/testdata is not beside the checkout")


@pytest.mark.parametrize("text, trigger, condition, optional", [
    ("At the beginning of each upkeep, if no spells were cast last turn, transform Test Card.",
     "each_upkeep", "no_spells_last_turn", False),
    ("At the beginning of each upkeep, if a player cast two or more spells last turn, transform Test Card.",
     "each_upkeep", "two_spells_last_turn", False),
    ("At the beginning of your upkeep, you may transform Test Card.", "upkeep", "", True),
])
def test_transform_triggers_CR_701_28a_CR_603_4(text: str, trigger: str, condition: str, optional: bool) -> None:
    (ability,) = compile_text(text, "Test Card", frozenset({"creature"})).abilities
    assert (ability.kind, ability.trigger, ability.condition, ability.optional) == ("triggered", trigger, condition, optional)
    assert [e.op for e in ability.effects] == ["transform"] and ability.effects[0].who == "self"


@pytest.mark.parametrize("text", ["{2}{G}: Transform Test Card.", "{B}: Transform it."])
def test_activated_transform_CR_701_28a(text: str) -> None:
    (ability,) = compile_text(text, "Test Card", frozenset({"creature"})).abilities
    assert ability.kind == "activated" and ability.effects[0].op == "transform"


def test_a_set_file_back_face_needs_a_name_and_a_type(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text('[set]\ncode = "X"\nname = "X"\ngame = "mtg"\n[[card]]\ncode = "X-1"\nname = "A"\ntype = "Creature — Elf"\n'
                    'power = 1\ntoughness = 1\n[card.back]\nname = "B"\npowr = 2\n', encoding="utf-8")
    with pytest.raises(LoadError) as error:
        load_set(path)
    assert "back" in str(error.value) and error.value.line is not None


def test_the_back_face_keeps_the_front_mana_value_CR_712_8e() -> None:
    from engine.core import get_game

    villager = get_game("mtg").cards.find("Aldeana Inquieta")
    assert villager is not None and villager.back is not None  # type: ignore[attr-defined]
    assert villager.back.name == "Loba Desatada" and villager.back.mana_value == 2  # type: ignore[attr-defined]
    assert villager.program.automated  # type: ignore[attr-defined]


@needs_data
def test_innistrad_double_faced_cards_get_both_faces_CR_712_2() -> None:
    _fmt, records = open_card_data(ISD)
    cards = {r.name: from_record(r) for r in records if r.game == "mtg"}
    delver = cards["Delver of Secrets // Insectile Aberration"]
    assert delver.name == "Delver of Secrets" and delver.back is not None
    assert (delver.back.name, delver.back.power, delver.back.toughness) == ("Insectile Aberration", 3, 2)
    assert delver.back.program.keywords == {"flying"} and delver.back.mana_value == 1
    assert not delver.program.automated  # "look at the top card … reveal" is not compiled yet
    waif = cards["Reckless Waif // Merciless Predator"]
    assert waif.program.automated and waif.back is not None and waif.back.program.automated
    assert waif.program.abilities[0].condition == "no_spells_last_turn"
    garruk = cards["Garruk Relentless // Garruk, the Veil-Cursed"]
    assert any(line.startswith("cara posterior: ") for line in garruk.program.unparsed)
