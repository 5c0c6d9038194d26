"""CR 111.4: a token the effect does not name is called its subtypes plus "Ficha" / "Token",
each in its language; the Spanish creature types are those CR 205.3m lists."""

from __future__ import annotations

import json
import re

import pytest

from engine.games.mtg.abilities import Token
from engine.games.mtg.creature_types import CREATURE_TYPES_ES, creature_types_es
from engine.games.mtg.token_cards import token_names
from engine.games.mtg.treasure import treasure_card
from tests.helpers import SHARED

RULEBOOK = SHARED / "rules" / "magic-the-gathering-cr-es.txt"
SETS = SHARED / "testdata" / "mtgjson-set"


def test_the_rulebooks_example_names_a_dwarf_berserker_token() -> None:
    # CR 111.4, Ejemplo: "Crea dos fichas de criatura Berserker Enano rojas 2/1" -> "Ficha Berserker Enano"
    token = Token("Dwarf Berserker", "R", "Dwarf Berserker", 2, 1)
    assert token_names(token) == ("Ficha Berserker Enano", "Dwarf Berserker Token")


def test_a_named_token_keeps_its_name_and_an_untranslated_type_its_word() -> None:
    assert token_names(Token("Marit Lage", "B", "Avatar", 20, 20)) == ("Marit Lage", "Marit Lage")
    assert creature_types_es("Elf Warrior") == "Guerrero Elfo"
    assert creature_types_es("Faerie Spy") == "Spy Hada"  # a type the table lacks keeps its English word


def test_the_treasure_is_a_ficha_tesoro() -> None:
    # CR 205.3g: "Tesoro" is the Spanish artifact type
    card = treasure_card()
    assert (card.name, card.name_en) == ("Ficha Tesoro", "Treasure Token")


@pytest.mark.skipif(not RULEBOOK.exists(), reason="the shared rulebooks are absent")
def test_every_spanish_creature_type_is_one_cr_205_3m_lists() -> None:
    text = RULEBOOK.read_text(encoding="utf-8")
    listed = re.sub(r"\s+", " ", text[text.index("205.3m Las criaturas"):text.index("205.3n")]).replace("- ", "-")
    words = {w.strip(" ().") for w in re.split(r",| y ", listed.split("son una palabra:")[1])}
    assert len(words) > 250
    assert sorted(set(CREATURE_TYPES_ES.values()) - words) == []


@pytest.mark.skipif(not SETS.exists(), reason="the shared MTGJSON sets are absent")
def test_the_spanish_types_agree_with_the_printed_spanish_cards() -> None:
    """Each creature of the shared sets with one creature type and a Spanish printing: its
    Spanish type line says that type as the table does."""
    compared = 0
    for path in sorted(SETS.glob("*.json")):
        for card in json.loads(path.read_text(encoding="utf-8"))["data"]["cards"]:
            subtypes = card.get("subtypes", [])
            if "Creature" not in card.get("types", []) or len(subtypes) != 1 or subtypes[0] not in CREATURE_TYPES_ES:
                continue
            for foreign in card.get("foreignData", []):
                if foreign.get("language") == "Spanish" and "—" in (foreign.get("type") or ""):
                    assert foreign["type"].split("—")[1].strip() == CREATURE_TYPES_ES[subtypes[0]], card["name"]
                    compared += 1
    assert compared > 40
