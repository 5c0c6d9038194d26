"""Transforming double-faced cards (CR 712, 701.28): oracle templates, set files and real card data."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.errors import LoadError
from engine.formats.carddata import open_card_data
from engine.games.mtg.cards import from_record, load_set
from engine.games.mtg.oracle import compile_text
from tests.helpers import SHARED
from tests.mtg.own_cards import own_position

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
    assert any(line.startswith("back face: ") for line in garruk.program.unparsed)


KHM = SHARED / "testdata" / "mtgjson-set" / "KHM.json"


@pytest.mark.skipif(not KHM.exists(), reason="shared/testdata is not beside the checkout")
def test_kaldheim_modal_double_faced_cards_CR_712_3() -> None:
    _fmt, records = open_card_data(KHM)
    cards = {r.name: from_record(r) for r in records if r.game == "mtg"}
    path = cards["Barkchannel Pathway // Tidechannel Pathway"]
    assert path.modal and path.back is not None and path.program.automated
    assert path.program.abilities[0].mana == ("G",) and path.back.program.abilities[0].mana == ("U",)
    god = cards["Alrund, God of the Cosmos // Hakka, Whispering Raven"]
    assert god.modal and god.back is not None and god.back.cost_text == "{1}{U}"  # CR 712.8f: its own cost
    assert god.back.mana_value == 2 and god.mana_value == 5


def test_a_modal_permanent_does_not_transform_CR_712_9() -> None:
    from engine.core import get_game
    from engine.games.mtg.faces import transform
    from engine.games.mtg.state import MtgState

    setup = {"P1": {"battlefield": ["Senda del Musgo"]}}
    state = own_position(setup, 1, "<test>", "")
    assert isinstance(state, MtgState)
    (path,) = state.battlefield(0)
    assert not transform(state, path)
    assert state.defn(path).name == "Senda del Musgo"


def test_the_back_face_has_a_gesture_and_a_notation_CR_712_11b() -> None:
    from engine.core import get_game
    from engine.games.mtg.gestures import gesture
    from engine.games.mtg.state import MtgState

    setup = {"P1": {"hand": ["Diosa del Umbral"], "battlefield": ["Montaña", "Montaña"]}}
    state = own_position(setup, 1, "<test>", "")
    assert isinstance(state, MtgState)
    (back,) = [a for a in state.legal_actions() if a.choice == "back"]
    assert state.action_to_string(back) == "cast Diosa del Umbral as Lanza del Umbral"
    assert state.parse_action("cast Diosa del Umbral as Threshold Spear", 0) == back
    assert gesture(state, back).button == "cast as Lanza del Umbral"
    with pytest.raises(Exception):
        state.parse_action("cast Diosa del Umbral as Otra Cara", 0)


FOUR_C = SHARED / "testdata" / "scryfall-json" / "4c_cards.jsonl"


@pytest.mark.skipif(not FOUR_C.exists(), reason="shared/testdata is not beside the checkout")
def test_split_cards_from_scryfall_CR_709_4() -> None:
    _fmt, records = open_card_data(FOUR_C)
    (wear,) = [from_record(r) for r in records if r.name == "Wear // Tear"]
    assert wear.halves is not None and [h.name for h in wear.halves] == ["Wear", "Tear"]
    assert wear.mana_value == 3 and wear.colors == ("R", "W")  # CR 709.4b: the combined cost
    assert wear.types == {"instant"}
    assert wear.halves[1].program.abilities[0].targets == ("enchantment",)
    assert not wear.program.automated  # fuse is not played yet: the card is resolved by hand
    assert any(line.startswith("Wear: Fuse") for line in wear.program.unparsed)


def test_a_split_card_in_a_set_file_needs_both_halves(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text('[set]\ncode = "X"\nname = "X"\ngame = "mtg"\n[[card]]\ncode = "X-1"\nname = "A // B"\ntype = "Instant // Instant"\n'
                    '[card.left]\nname = "A"\ntype = "Instant"\n', encoding="utf-8")
    with pytest.raises(LoadError) as error:
        load_set(path)
    assert "left" in str(error.value) and error.value.line is not None


def test_an_adventurer_card_in_a_set_file_CR_715_2() -> None:
    from engine.core import get_game

    knight = get_game("mtg").cards.find("Caballera Andante")
    assert knight is not None and knight.adventure is not None  # type: ignore[attr-defined]
    assert knight.adventure.name == "Rescate Audaz" and knight.adventure.mana_value == 1  # type: ignore[attr-defined]
    assert knight.mana_value == 3 and knight.program.keywords == {"vigilance"}  # type: ignore[attr-defined]


def test_an_adventurer_record_gets_its_adventure_CR_715_2() -> None:
    from engine.formats.records import CardRecord

    faces = [{"name": "Bonecrusher Giant", "cost": "{2}{R}", "type_line": "Creature — Giant", "stats": {"power": "4", "toughness": "3"},
              "text": "Whenever Bonecrusher Giant becomes the target of a spell, Bonecrusher Giant deals 2 damage to that spell's controller."},
             {"name": "Stomp", "cost": "{1}{R}", "type_line": "Instant — Adventure", "stats": {},
              "text": "Damage can't be prevented this turn. Stomp deals 2 damage to any target."}]
    record = CardRecord(game="mtg", name="Bonecrusher Giant // Stomp", oracle_id="bonecrusher", set_code="ELD", number="115", type_line="Creature — Giant // Instant — Adventure",
                        cost="{2}{R} // {1}{R}", extra={"layout": "adventure", "faces": faces})
    giant = from_record(record)
    assert giant.name == "Bonecrusher Giant" and giant.mana_value == 3 and giant.power == 4
    assert giant.adventure is not None and giant.adventure.name == "Stomp" and giant.adventure.types == {"instant"}
    assert not giant.program.automated
