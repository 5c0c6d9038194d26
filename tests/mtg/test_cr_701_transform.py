"""Transforming (CR 701.28, 712.9): only a double-faced card transforms."""

from __future__ import annotations

from tests.mtg.cr_helpers import cid, do, next_turn, position


def test_a_copy_of_a_double_faced_card_does_not_transform_CR_701_28_CR_701_28c_CR_712_9() -> None:
    """Pond Shapeshifter enters as a copy of Restless Villager: at P1's next upkeep both
    abilities resolve; the Villager becomes Unleashed She-Wolf, the Shapeshifter (a single-faced
    card) stays a Restless Villager."""
    # Checks CR 701.28, CR 701.28c, CR 712.9
    state = position({"P1": {"battlefield": ["Aldeana Inquieta"] + ["Isla"] * 4, "hand": ["Cambiaformas del Estanque"]}, "P2": {}})
    villager, shifter = cid(state, "Aldeana Inquieta"), cid(state, "Cambiaformas del Estanque")
    do(state, "cast Cambiaformas del Estanque", "pass", "P2: pass", "copy Aldeana Inquieta")
    assert state.defn(shifter).name == "Aldeana Inquieta"
    next_turn(state)  # P2's turn: spells were cast last turn, nothing triggers
    next_turn(state)
    while state.chain.links:
        do(state, "pass")
    assert state.defn(villager).name == "Loba Desatada"
    assert state.defn(shifter).name == "Aldeana Inquieta" and state.power_toughness(shifter) == (2, 2)
