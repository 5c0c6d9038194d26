"""Several mana of one colour (engine/games/mtg/one_color_mana.py), CR 106.1a, 605.1a, 605.3b,
with Alpha's Black Lotus loaded from the card data."""

from __future__ import annotations

from engine.games.mtg.oracle import compile_text
from tests.mtg.cr_helpers import cid, do, names
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def test_black_lotus_is_sacrificed_for_three_mana_of_one_color_CR_605_3b() -> None:
    # CR 106.1a, CR 605.1a, CR 605.3b, CR 701.17a
    assert real_card(SETS["LEA"], "Black Lotus").program.automated
    state = mtg_state({"battlefield": ["Black Lotus"], "hand": ["Oso Musgoso"]})
    offered = {state.action_to_string(a) for a in state.legal_actions() if a.kind == "tap"}
    assert offered == {f"tap Black Lotus for {c * 3}" for c in "WUBRG"}  # all three of one colour
    assert not any(a.kind == "cast" for a in state.legal_actions())  # never spent by automatic payment
    do(state, "tap Black Lotus for GGG")
    assert state.pools[0] == {"G": 3} and "Black Lotus" in names(state, 0, "cementerio")
    assert state.prompt.kind == "prioridad" and state.prompt.player == 0 and not state.chain.links  # no stack
    do(state, "cast Oso Musgoso")
    assert state.zone_name_of(cid(state, "Oso Musgoso")) == "pila" and state.pools[0] == {"G": 1}


def test_one_color_mana_lines_compile_CR_106_1a() -> None:
    # CR 106.1a
    (ability,) = compile_text("{T}: Add two mana of any one color.", "Test", frozenset({"land"})).abilities
    assert ability.kind == "mana" and ability.mana == ("WW", "UU", "BB", "RR", "GG") and not ability.sacrifice
