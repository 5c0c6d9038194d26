"""Alpha's Instill Energy loaded from the card data: "Enchanted creature can attack as though it had
haste." (engine/games/mtg/attack_permissions.py, CR 302.6) and "{0}: Untap enchanted creature.
Activate only during your turn and only once each turn." (activation_limits, CR 602.5b)."""

from __future__ import annotations

from tests.mtg.cr_helpers import cid, do, next_turn, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def test_instill_energy_lets_a_new_creature_attack_and_untaps_it_once_CR_602_5b() -> None:
    # CR 302.6, CR 602.5b, CR 508.1f
    assert real_card(SETS["LEA"], "Instill Energy").program.automated
    state = mtg_state({"hand": ["Oso Musgoso", "Instill Energy"], "battlefield": ["Bosque"] * 3})
    do(state, "cast Oso Musgoso", "pass", "pass", "cast Instill Energy", "target Oso Musgoso", "pass", "pass")
    bear = cid(state, "Oso Musgoso")
    assert state.is_sick(bear)  # it came under P1's control this turn
    while state.prompt.kind != "atacantes":
        do(state, "pass")
    do(state, "attack Oso Musgoso", "done")  # as though it had haste
    assert state._card(bear).rotated
    do(state, "activate Instill Energy", "pass", "pass")
    assert not state._card(bear).rotated
    assert refusal(state, "activate Instill Energy") == "CR 602.5b"  # only once each turn
    next_turn(state)
    while state.prompt.player != 0:
        do(state, "pass")
    assert refusal(state, "activate Instill Energy") == "CR 602.5b"  # only during its controller's turn
