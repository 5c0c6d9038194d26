"""Aura templates (engine/games/mtg/auras.py) with Limited Edition Alpha's White Ward and
Blessing, loaded from the card data."""

from __future__ import annotations

from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _enchant(aura: str, lands: int) -> tuple[object, int, int]:
    assert real_card(SETS["LEA"], aura).program.automated
    real_card(SETS["LEA"], "White Knight")
    state = mtg_state({"hand": [aura], "battlefield": ["White Knight"] + ["Llanura"] * lands})
    for text in [f"cast {aura}", "target White Knight", "pass", "pass"]:
        state.apply_action(state.parse_action(text, state.prompt.player))
    return state, card_id(state, aura), card_id(state, "White Knight")


def test_white_ward_protects_from_white_and_stays_CR_702_16c() -> None:
    state, ward, knight = _enchant("White Ward", 1)
    assert "protection:W" in state.keywords(knight)
    assert state.zone_name_of(ward) == "campo" and state._card(ward).attached_to == knight  # CR 704.5m spared


def test_blessing_pumps_the_enchanted_creature() -> None:
    state, blessing, knight = _enchant("Blessing", 3)
    state.apply_action(state.parse_action("activate Blessing", 0))
    state.apply_action(state.parse_action("pass", 0))
    state.apply_action(state.parse_action("pass", 1))
    assert state.power_toughness(knight) == (3, 3)


def test_claustrophobia_taps_and_holds_down_CR_502_3() -> None:
    assert real_card(SETS["ISD"], "Claustrophobia").program.automated
    state = mtg_state({"hand": ["Claustrophobia"], "battlefield": ["Isla"] * 3}, {"battlefield": ["Oso Musgoso", "Bosque"]})
    for text in ["cast Claustrophobia", "target Oso Musgoso", "pass", "pass", "pass", "pass"]:
        state.apply_action(state.parse_action(text, state.prompt.player))  # the Aura, then its trigger
    bear, forest = card_id(state, "Oso Musgoso"), card_id(state, "Bosque")
    assert state._card(bear).rotated
    state._card(forest).rotated = True
    while state.turn_player == 0:  # to P2's turn: its untap step has happened
        state.apply_action(state.parse_action("pass", state.prompt.player))
    assert state._card(bear).rotated and not state._card(forest).rotated
