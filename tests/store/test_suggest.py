"""The closest names to an unknown deck line: typos, accents, case, Spanish and English names,
words typed short; the names follow the catalogue as it changes."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.formats.carddata.detect import open_card_data
from engine.store import Store
from tests.store.conftest import card

TESTDATA = Path(__file__).resolve().parents[3] / "shared" / "testdata"


def test_a_typo_finds_the_card(stocked: Store) -> None:
    assert stocked.closest_names("Lightnig Blot", "mtg")[0] == "Lightning Bolt"
    assert stocked.closest_names("serra angle", "mtg")[0] == "Serra Angel"


def test_accents_and_case_aside_in_spanish_and_english(stocked: Store) -> None:
    assert stocked.closest_names("ANGEL DE SERA", "mtg")[0] == "Ángel de Serra"
    assert stocked.closest_names("relampgo", "mtg") == ["Relámpago"]
    assert stocked.closest_names("angel guardian", "six")[0] == "Ángel Guardián"
    assert stocked.closest_names("Guardian Angle", "six")[0] == "Guardian Angel"


def test_words_typed_short_start_the_name(stocked: Store) -> None:
    assert stocked.closest_names("bolt", "mtg")[0] == "Lightning Bolt"
    assert stocked.closest_names("delver", "mtg")[0] == "Delver of Secrets"  # a face is a name


def test_only_the_game_asked_for_and_nothing_far(stocked: Store) -> None:
    assert "Dark Magician" not in stocked.closest_names("Dark Magican", "mtg")
    assert stocked.closest_names("Dark Magican", "ygo") == ["Dark Magician"]
    assert stocked.closest_names("Zzyzx Qwop", "mtg") == []
    assert stocked.closest_names("", "mtg") == []
    assert stocked.closest_names("bolt", "mtg", limit=0) == []


def test_each_name_once_and_at_most_the_limit(store: Store) -> None:
    store.import_cards([card(f"Goblin {kind}", "TST", str(i)) for i, kind in enumerate(
        ["Guide", "Guides", "Guider", "Guidance", "Glider", "Grinder", "Gunner"])], source="t")
    store.import_cards([card("Goblin Guide", "TS2", "1")], source="t2")
    names = store.closest_names("goblin guid", "mtg", limit=3)
    assert len(names) == 3 and len(set(names)) == 3 and names[0] == "Goblin Guide"


def test_names_follow_the_catalogue_as_it_changes(tmp_path: Path) -> None:
    with Store(tmp_path / "s.sqlite") as reader, Store(tmp_path / "s.sqlite") as writer:
        assert reader.closest_names("Llanowar Elfs", "mtg") == []
        writer.import_cards([card("Llanowar Elves", "M19", "314")], source="t")  # another connection writes
        assert reader.closest_names("Llanowar Elfs", "mtg") == ["Llanowar Elves"]
        reader.import_cards([card("Llanowar Elder", "M19", "315")], source="t")  # and this one
        assert set(reader.closest_names("Llanowar Eld", "mtg")) >= {"Llanowar Elder"}


@pytest.mark.skipif(not (TESTDATA / "mtgjson-set" / "KHM.json").exists(), reason="../shared/testdata absent")
def test_a_real_set_offers_the_card_meant(store: Store) -> None:
    fmt, records = open_card_data(TESTDATA / "mtgjson-set" / "KHM.json")
    store.import_cards(records, source=fmt)
    assert store.closest_names("Goldspan Dragn", "mtg")[0] == "Goldspan Dragon"
    assert "Goldspan Dragon" in store.closest_names("goldspan", "mtg")
    assert store.closest_names("Koma Cosmos Serpent", "mtg")[0] == "Koma, Cosmos Serpent"
