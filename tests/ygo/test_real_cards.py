"""Real cards from a YGOPro cards.cdb and the .ydk decks of shared/testdata load and play."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core import LoadError, get_game
from engine.core.deck import Deck, DeckEntry
from engine.games.ygo.cards import YgoCard
from engine.games.ygo.cdb import load_cdb, load_ydk
from tests.helpers import SHARED, random_playout

CDB = SHARED / "testdata" / "ygo-cdb" / "cards.cdb"
YDK = sorted((SHARED / "testdata" / "ydk").glob("*.ydk"))
GAME = get_game("ygo")
pytestmark = pytest.mark.skipif(not CDB.exists(), reason="shared/testdata is not beside the checkout")

BLUE_EYES, POLYMERIZATION, DARK_MAGICIAN, RAIGEKI = "89631139", "24094653", "46986414", "12580477"


@pytest.fixture(scope="module")
def cards():  # type: ignore[no-untyped-def]
    return load_cdb(CDB, [c for c in GAME.cards if isinstance(c, YgoCard)])


def card(cards, code: str) -> YgoCard:  # type: ignore[no-untyped-def]
    found = cards.by_code(code)
    assert isinstance(found, YgoCard)
    return found


def test_a_real_card_keeps_its_stats_type_attribute_and_level(cards) -> None:  # type: ignore[no-untyped-def]
    blue_eyes = card(cards, BLUE_EYES)
    assert (blue_eyes.atk, blue_eyes.defense, blue_eyes.level) == (3000, 2500, 8)
    assert (blue_eyes.kind, blue_eyes.sub, blue_eyes.race, blue_eyes.attribute) == ("monster", "normal", "Dragón", "LUZ")
    assert blue_eyes.automated and blue_eyes.tributes == 2  # YGO PhasesDelJuego.21
    polymerization = card(cards, POLYMERIZATION)
    assert polymerization.kind == "spell" and polymerization.automated
    assert [op.name for op in polymerization.effects[0].ops] == ["fusion"]
    darkfire = card(cards, "17881964")
    assert darkfire.is_extra and darkfire.automated and len(darkfire.materials) == 2


def _deck(cards, codes: list[str]) -> Deck:  # type: ignore[no-untyped-def]
    return Deck("ygo", "prueba", {"main": [DeckEntry(3, card(cards, c)) for c in codes]})


NORMALS = ["89631139", "46986414", "38033121", "15025844", "5053103", "91152256", "70781052", "6368038",
           "40374923", "87796900", "13723605", "75356564", "53293545", "11549357", "28279543", "7902349",
           "70903634", "8124921", "44519536"]


def test_normal_monsters_play_fully_automated(cards) -> None:  # type: ignore[no-untyped-def]
    codes = [c for c in NORMALS if c in cards and card(cards, c).sub == "normal"]
    assert len(codes) >= 14
    deck = _deck(cards, codes[:14])
    assert GAME.validate_deck(deck) == []
    state = random_playout(GAME.new_initial_state([deck, deck], 5), 5)
    assert state.outcome is not None
    assert not any(e for e in state.history if e.is_manual)


def test_effect_cards_not_automated_show_their_text_for_manual_resolution(cards) -> None:  # type: ignore[no-untyped-def]
    manual = next(c for c in cards if isinstance(c, YgoCard) and c.kind == "spell" and c.sub == "normal" and not c.automated)
    codes = [c for c in NORMALS if c in cards and card(cards, c).sub == "normal"][:13]
    deck = Deck("ygo", "manual", {"main": [DeckEntry(3, card(cards, c)) for c in codes] + [DeckEntry(3, manual)]})
    for seed in range(40):
        state = GAME.new_initial_state([deck, deck], seed, {"first_player": 0})
        actions = [a for a in state.legal_actions() if a.kind == "activate" and state.defn(a.cards[0]) is manual]
        if actions:
            break
    else:
        raise AssertionError("the manual spell never came to hand")
    spell = actions[0].cards[0]
    assert "manual" in state._card_markers(state._card(spell))
    events = state.apply_action(actions[0])
    shown = [e for e in events if e.kind == "manual"]
    assert shown and shown[0].text == manual.text and shown[0].card == spell
    assert state.zone_of(spell) == "cementerio"  # YGO Resumen.1: a normal spell goes once resolved


def test_ydk_decks_load_or_name_every_missing_card_and_play(cards) -> None:  # type: ignore[no-untyped-def]
    loaded, automated, total = [], 0, 0
    for path in YDK:
        try:
            deck = load_ydk(path, cards)
        except LoadError as exc:
            assert "desconocido" in str(exc) and path.name in str(exc)
            continue
        loaded.append(deck)
        for section in ("main", "extra", "side"):
            for each in deck.section(section):
                total += 1
                automated += bool(getattr(each, "automated", False))
        problems = GAME.validate_deck(deck)
        assert all(p.rule.id.startswith("YGO ") for p in problems)
    assert len(loaded) >= 20
    assert 0 < automated < total
    for seed, (first, second) in enumerate(zip(loaded, loaded[1:] + loaded[:1])):
        state = GAME.new_initial_state([first, second], seed, {"allow_illegal_decks": True})
        random_playout(state, seed)
        assert state.outcome is not None


def test_a_broken_ydk_names_the_line(tmp_path: Path, cards) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "roto.ydk"
    path.write_text("#main\n89631139\nno-es-un-codigo\n", encoding="utf-8")
    with pytest.raises(LoadError) as info:
        load_ydk(path, cards)
    assert "3" in str(info.value)
