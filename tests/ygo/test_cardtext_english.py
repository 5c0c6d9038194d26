"""The English wording table: classic-era cards of the shared goat-entries.cdb (English text)
compile to the same effects as the same cards in the shared Chinese cards.cdb, and play."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.formats.carddata.ygopro import read_ygopro_cdb
from engine.games.ygo.cardtext import compile_text
from engine.games.ygo.cdb import card_from_record
from engine.scenario import run_file
from tests.helpers import SHARED

GOAT = SHARED / "testdata" / "ygo-cdb" / "goat-entries.cdb"
CDB = SHARED / "testdata" / "ygo-cdb" / "cards.cdb"
pytestmark = pytest.mark.skipif(not (GOAT.exists() and CDB.exists()), reason="shared/testdata is not beside the checkout")


def _texts(path: Path, wanted: set[str]) -> dict[str, tuple[str, str, str]]:
    """(kind, sub, text) of the cards of a cdb whose passcode (or alias) is wanted."""
    found = {}
    for record in read_ygopro_cdb(path):
        code = str(record.extra.get("alias") or record.number)
        card = card_from_record(record)
        if card is not None and code in wanted:
            found[code] = (card.kind, card.sub, record.text)
    return found


def test_english_and_chinese_texts_of_a_card_mean_the_same() -> None:
    # Rush Recklessly, Reinforcements, Reinforcement of the Army, Terraforming, Snake Fang
    codes = {"70046172", "17814387", "32807846", "73628505", "596051"}
    english, chinese = _texts(GOAT, codes), _texts(CDB, codes)
    assert set(english) == set(chinese) == codes
    for code in sorted(codes):
        en, zh = compile_text(*english[code]), compile_text(*chinese[code])
        assert en is not None and zh is not None, code
        assert en[0]["effects"] == zh[0]["effects"], (code, english[code][2], chinese[code][2])


@pytest.mark.parametrize(("code", "english"), [
    ("24508238", "You can discard this card to the GY, then target 1 card in your opponent's GY; banish it. "
                 "You can use this effect during either player's turn."),  # D.D. Crow
    ("79814787", 'If this card is sent to the GY: Add 1 "Blue-Eyes White Dragon" from your Deck to your hand.'),  # White Stone
    ("56410040", "If you control no monsters, you can Special Summon this card (from your hand)."),  # Junk Forward
])
def test_psct_english_means_what_the_chinese_text_does(code: str, english: str) -> None:
    (kind, sub, chinese), = _texts(CDB, {code}).values()
    en, zh = compile_text(kind, sub, english), compile_text(kind, sub, chinese)
    assert en is not None and zh is not None
    # the same meaning; a card named in the text is named in each language
    assert repr(en[0]["effects"]).replace("Blue-Eyes White Dragon", "青眼白龙") == repr(zh[0]["effects"])


def test_the_english_text_is_read_clause_by_clause() -> None:
    compiled = compile_text("spell", "normal", "Discard 1 card, then target 1 monster on the field; destroy that target.")
    assert compiled is not None
    (effect,) = compiled[0]["effects"]
    assert (effect.cost_discard, effect.target.side, [op.name for op in effect.ops]) == (1, "any", ["destroy"])
    assert compile_text("spell", "normal", "Destroy that target.") is None  # nothing targeted
    assert compile_text("spell", "normal", "Draw 2 cards. Your opponent skips their next Draw Phase.") is None


def _play(tmp_path: Path, setup: str, steps: str) -> None:
    path = tmp_path / "card.toml"
    path.write_text(f'[scenario]\ngame = "ygo"\nname = "english card text"\n\n[setup]\ncard_data = "{GOAT}"\n'
                    f'{setup}\n{steps}', encoding="utf-8")
    result = run_file(path)
    assert result.passed, [failure.en for failure in result.failures]


def test_reinforcement_of_the_army_in_english(tmp_path: Path) -> None:
    # "Add 1 Level 4 or lower Warrior-Type monster from your Deck to your hand. Then shuffle your Deck."
    _play(tmp_path, '[setup.P1]\nhand = ["Reinforcement of the Army (GOAT)"]\ndeck = ["Caballero de Hierro", "Mantis Segadora"]',
          '[[step]]\ndo = "activate Reinforcement of the Army (GOAT)"\n[[step]]\n'
          'expect = { legal = ["choose Caballero de Hierro"], not_legal = ["choose Mantis Segadora"] }\n'
          '[[step]]\ndo = "choose Caballero de Hierro"\n[[step]]\nexpect = { zones = { "P1.mano" = ["Caballero de Hierro"] } }')


def test_rush_recklessly_in_english(tmp_path: Path) -> None:
    # "Increase 1 face-up monster's ATK by 700 points until the end of this turn."
    _play(tmp_path, '[setup.P1]\nhand = ["Rush Recklessly (GOAT)"]\nmonsters = ["Caballero de Hierro"]',
          '[[step]]\ndo = "activate Rush Recklessly (GOAT)"\n[[step]]\ndo = "target Caballero de Hierro"\n'
          '[[step]]\nexpect = { cards = [{ card = "Caballero de Hierro", atk = 2500 }] }')
