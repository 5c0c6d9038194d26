"""«This spell can't be countered.» (CR 113.6g: the ability works on the stack) with Kaldheim's
Toski, Bearer of Secrets, loaded from the card data; its other lines are played by hand."""

from __future__ import annotations

from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def test_a_counterspell_does_not_counter_it_CR_113_6g() -> None:
    toski = real_card(SETS["KHM"], "Toski, Bearer of Secrets")
    assert toski.program.has_static("uncounterable")
    state = mtg_state({"hand": ["Toski, Bearer of Secrets"], "battlefield": ["Bosque"] * 4},
                      {"hand": ["Negación"], "battlefield": ["Isla", "Isla"]})
    for text, player in [("cast Toski, Bearer of Secrets", 0), ("pass", 0), ("cast Negación", 1),
                         ("target Toski, Bearer of Secrets", 1), ("pass", 1), ("pass", 0)]:
        state.apply_action(state.parse_action(text, player))
    assert state.zone_name_of(card_id(state, "Negación")) == "cementerio"
    state.apply_action(state.parse_action("pass", 0))
    state.apply_action(state.parse_action("pass", 1))
    assert state.zone_name_of(card_id(state, "Toski, Bearer of Secrets")) == "campo"
