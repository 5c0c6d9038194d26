"""Searching a library for a card by its name or by a subtype (engine/games/mtg/named_search.py), with
Kaldheim's Forging the Tyrite Sword loaded from the card data: "III — Search your library for a card
named Halvar, God of Battle or an Equipment card, reveal it, put it into your hand, then shuffle."
— CR 701.19a, 701.19b, 201.2."""

from __future__ import annotations

import pytest

from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import do, names
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state

HALVAR = "Halvar, God of Battle"


def _chapter_three() -> MtgState:
    assert real_card(SETS["KHM"], "Forging the Tyrite Sword").program.automated
    real_card(SETS["KHM"], "Halvar, God of Battle // Sword of the Realms")
    real_card(SETS["KHM"], "Goldvein Pick")
    state = mtg_state({"hand": ["Forging the Tyrite Sword"], "battlefield": ["Montaña", "Llanura", "Llanura"],
                       "library": ["Isla"] * 4 + [HALVAR, "Goldvein Pick", "Oso Musgoso"]}, {"library": ["Isla"] * 6})
    do(state, "cast Forging the Tyrite Sword", "pass", "pass", "pass", "pass")
    for _ in range(2):
        turn = state.turn
        while not (state.turn > turn and state.turn_player == 0 and state.phase == "principal1" and state.chain.links):
            do(state, "pass" if state.prompt.kind == "prioridad" else "done")
        do(state, "pass", "pass")
    return state


def test_the_god_or_an_equipment_is_found_CR_701_19a() -> None:
    # CR 701.19a, CR 201.2
    state = _chapter_three()
    assert state.prompt.kind == "buscar" and state.prompt.player == 0
    assert {state.action_to_string(a) for a in state.legal_actions()} == {f"find \"{HALVAR}\"", "find Goldvein Pick", "done"}
    bear = next(c for c in state.ids(0, "biblioteca") if state.defn(c).name == "Oso Musgoso")
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("find", 0, (bear,)))
    assert refused.value.rule.id == "CR 701.19a"  # neither that name nor an Equipment
    do(state, f"find \"{HALVAR}\"")
    assert HALVAR in names(state, 0, "mano") and "Goldvein Pick" in names(state, 0, "biblioteca")
