"""Fetching a basic land (CR 701.19) with Evolving Wilds, loaded from the Cockatrice AFR file."""

from __future__ import annotations

from tests.mtg.real_cards import TESTDATA, real_card
from tests.mtg.states import card_id, mtg_state

AFR = TESTDATA / "cockatrice-xml" / "AFR.xml"


def _activated():  # type: ignore[no-untyped-def]
    assert real_card(AFR, "Evolving Wilds").program.automated
    state = mtg_state({"battlefield": ["Evolving Wilds"], "library": ["Oso Musgoso", "Isla", "Bosque", "Bosque"]})
    state.apply_action(state.parse_action("activate Evolving Wilds", 0))
    assert state.zone_name_of(card_id(state, "Evolving Wilds")) == "cementerio"  # sacrificed as a cost
    state.apply_action(state.parse_action("pass", 0))
    state.apply_action(state.parse_action("pass", 1))
    return state


def test_evolving_wilds_finds_a_basic_land_tapped_and_shuffles_CR_701_19a() -> None:
    state = _activated()
    assert state.prompt is not None and state.prompt.kind == "buscar"
    options = {state.action_to_string(a) for a in state.legal_actions()}
    assert options == {"find Isla", "find Bosque", "done"}  # one Forest of two, never the Bear
    state.apply_action(state.parse_action("find Isla", 0))
    island = card_id(state, "Isla")
    assert state.zone_name_of(island) == "campo" and state._card(island).rotated
    assert len(state.ids(0, "biblioteca")) == 3


def test_a_search_may_find_nothing_CR_701_19b() -> None:
    state = _activated()
    state.apply_action(state.parse_action("done", 0))
    assert state.battlefield(0) == [] and len(state.ids(0, "biblioteca")) == 4


def test_demonic_tutor_must_find_a_card_and_puts_it_into_the_hand_CR_701_19b() -> None:
    # CR 701.19b: "a card" names no quality, so one is found while the library has any
    from tests.mtg.real_cards import SETS

    assert real_card(SETS["LEA"], "Demonic Tutor").program.automated
    state = mtg_state({"hand": ["Demonic Tutor"], "battlefield": ["Pantano", "Pantano"],
                       "library": ["Oso Musgoso", "Isla", "Bosque"]})
    for text in ("cast Demonic Tutor", "pass", "pass"):
        state.apply_action(state.parse_action(text, state.prompt.player))
    assert state.prompt is not None and state.prompt.text_en == "Search your library for a card"
    assert {state.action_to_string(a) for a in state.legal_actions()} == {"find Oso Musgoso", "find Isla", "find Bosque"}
    state.apply_action(state.parse_action("find Oso Musgoso", 0))
    assert [state.defn(c).name for c in state.ids(0, "mano")] == ["Oso Musgoso"] and len(state.ids(0, "biblioteca")) == 2
