"""Cards in the graveyard as targets (engine/games/mtg/graveyard_targets.py, CR 115.1) with
Kaldheim's Elderfang Ritualist and Shepherd of the Cosmos, loaded from the card data."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _to_target(state: MtgState) -> None:
    """Until the trigger is put on the stack and its target is asked for (CR 603.3d)."""
    while state.prompt.kind != "objetivo":
        _do(state, "pass")


def _options(state: MtgState) -> set[str]:
    return {state.action_to_string(a) for a in state.legal_actions()}


def test_elderfang_ritualist_returns_another_elf_card_CR_115_1() -> None:
    # CR 115.1, CR 603.10a, CR 400.7
    assert real_card(SETS["KHM"], "Elderfang Ritualist").program.automated
    real_card(SETS["KHM"], "Jaspera Sentinel")  # an Elf
    state = mtg_state({"battlefield": ["Elderfang Ritualist"], "graveyard": ["Jaspera Sentinel", "Oso Musgoso"]})
    ritualist = card_id(state, "Elderfang Ritualist")
    state.destroy(ritualist)
    _to_target(state)
    assert _options(state) == {"target Jaspera Sentinel"}  # an Elf card, not itself (another), not the Bear
    _do(state, "target Jaspera Sentinel", "pass", "pass")
    assert [state.defn(c).name for c in state.ids(0, "mano")] == ["Jaspera Sentinel"]


def _shepherd(graveyard: list[str]) -> MtgState:
    assert real_card(SETS["KHM"], "Shepherd of the Cosmos").program.automated
    real_card(SETS["LEA"], "Hill Giant")
    state = mtg_state({"hand": ["Shepherd of the Cosmos"], "battlefield": ["Llanura"] * 6, "graveyard": graveyard})
    _do(state, "cast Shepherd of the Cosmos", "pass", "pass")
    _to_target(state)
    return state


def test_shepherd_returns_a_permanent_card_of_mana_value_two_or_less_CR_202_3() -> None:
    # CR 202.3, CR 115.1, CR 110.1
    state = _shepherd(["Oso Musgoso", "Hill Giant", "Isla"])
    assert _options(state) == {"target Oso Musgoso", "target Isla"}  # a land is a permanent card of mana value 0
    with pytest.raises(IllegalActionError) as refused:
        _do(state, "target Hill Giant")  # mana value 4
    assert refused.value.rule.id == "CR 601.2c"
    _do(state, "target Oso Musgoso", "pass", "pass")
    assert state.zone_name_of(card_id(state, "Oso Musgoso")) == "campo"
