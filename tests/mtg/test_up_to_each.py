""""Up to two target creatures each get … and gain …" (up_to_targets.up_to, CR 115.6, 601.2c)
with Kaldheim's Karfell Kennel-Master, loaded from the card data."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def test_kennel_master_pumps_and_shields_up_to_two_creatures_CR_115_6() -> None:
    # CR 115.6, CR 601.2c, CR 611.2c
    assert real_card(SETS["KHM"], "Karfell Kennel-Master").program.automated
    real_card(SETS["LEA"], "Hill Giant")
    state = mtg_state({"hand": ["Karfell Kennel-Master"], "battlefield": ["Oso Musgoso", "Hill Giant"] + ["Pantano"] * 5})
    _do(state, "cast Karfell Kennel-Master", "pass", "pass", "target Oso Musgoso", "target Hill Giant", "pass", "pass")
    bear, giant, master = card_id(state, "Oso Musgoso"), card_id(state, "Hill Giant"), card_id(state, "Karfell Kennel-Master")
    assert state.power_toughness(bear) == (3, 2) and state.power_toughness(giant) == (4, 3)
    assert state.has(bear, "indestructible") and state.has(giant, "indestructible") and not state.has(master, "indestructible")
