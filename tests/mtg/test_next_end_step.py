"""Destroying a target at the beginning of the next end step (engine/games/mtg/next_end_step.py)
with Alpha's Stone Giant loaded from the card data: "{T}: Target creature you control with
toughness less than CARDNAME's power gains flying until end of turn. Destroy that creature at the
beginning of the next end step." — CR 603.7a, 603.7b, 513.1."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import cid, do, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _giant() -> MtgState:
    assert real_card(SETS["LEA"], "Stone Giant").program.automated
    return mtg_state({"battlefield": ["Stone Giant", "Oso Musgoso", "Alce Arrollador"]}, {"battlefield": ["Oso Musgoso"]})


def test_stone_giant_throws_a_small_creature_it_dies_at_the_end_step_CR_603_7a() -> None:
    # CR 603.7a, CR 513.1
    state = _giant()
    bear = next(c for c in state.battlefield(0) if state.defn(c).name == "Oso Musgoso")
    do(state, "activate Stone Giant", "target Oso Musgoso@P1.campo.2", "pass", "pass")
    assert "flying" in state.keywords(bear) and state.on_battlefield(bear)
    while state.step != "final" or state.chain.links or state.triggers:
        do(state, "done" if state.prompt.kind == "atacantes" else "pass")
    assert state.zone_name_of(bear) == "cementerio"
    assert state.on_battlefield(cid(state, "Stone Giant"))


def test_only_a_creature_you_control_with_less_toughness_CR_601_2c() -> None:
    # CR 601.2c
    state = _giant()
    do(state, "activate Stone Giant")
    options = set(state.prompt.options)
    assert options == {next(c for c in state.battlefield(0) if state.defn(c).name == "Oso Musgoso")}  # not the Elk, not theirs
    assert refusal(state, "target Alce Arrollador") == "CR 601.2c"


def _whelp_pumped(times: int) -> tuple[MtgState, int]:
    assert real_card(SETS["LEA"], "Dragon Whelp").program.automated
    state = mtg_state({"battlefield": ["Dragon Whelp", *["Montaña"] * 4]})
    whelp = cid(state, "Dragon Whelp")
    for _ in range(times):
        do(state, "activate Dragon Whelp", "pass", "pass")
    assert state.power_toughness(whelp) == (2 + times, 3)
    while state.step != "final" or state.chain.links or state.triggers:
        do(state, "done" if state.prompt.kind == "atacantes" else "pass")
    return state, whelp


def test_dragon_whelp_pumped_four_times_is_sacrificed_at_the_end_step_CR_603_7a() -> None:
    # CR 603.7a, CR 608.2c
    state, whelp = _whelp_pumped(4)
    assert state.zone_name_of(whelp) == "cementerio"


def test_dragon_whelp_pumped_three_times_stays_CR_608_2c() -> None:
    # CR 608.2c
    state, whelp = _whelp_pumped(3)
    assert state.on_battlefield(whelp)
