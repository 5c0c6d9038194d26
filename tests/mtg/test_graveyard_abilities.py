"""Activated abilities that work from the graveyard (engine/games/mtg/graveyard_abilities.py) and
"Other snow and Zombie creatures you control get +1/+1" (group_anthems.py), with Kaldheim's Narfi,
Betrayer King loaded from the card data (CR 113.6m, 107.4h, 602.2, 613.4c)."""

from __future__ import annotations

import pytest

from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state

NARFI = "Narfi, Betrayer King"
ACTIVATE = f'activate "{NARFI}"'  # a name with a comma is quoted in the notation


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _narfi(where: str, lands: str = "Snow-Covered Swamp") -> MtgState:
    assert real_card(SETS["KHM"], NARFI).program.automated
    real_card(SETS["KHM"], "Snow-Covered Swamp")
    return mtg_state({where: [NARFI], "battlefield": [lands] * 3} if where != "battlefield"
                     else {"battlefield": [NARFI, *[lands] * 3]})


def _actions(state: MtgState) -> set[str]:
    return {state.action_to_string(a) for a in state.legal_actions()}


def test_narfi_returns_from_the_graveyard_tapped_CR_113_6m() -> None:
    # CR 113.6m, CR 107.4h, CR 602.2: three snow Swamps pay {S}{S}{S}
    state = _narfi("graveyard")
    narfi = card_id(state, NARFI)
    assert ACTIVATE in _actions(state)
    _do(state, ACTIVATE)
    assert state.zone_name_of(narfi) == "cementerio"  # it is still there while the ability waits on the stack
    _do(state, "pass", "pass")
    assert narfi in state.battlefield(0) and state.is_tapped(narfi)


def test_narfi_gone_from_the_graveyard_does_not_return_CR_400_7() -> None:
    # CR 400.7: exiled in response, it is a new object the ability does not find
    state = _narfi("graveyard")
    narfi = card_id(state, NARFI)
    _do(state, ACTIVATE)
    state.move(narfi, state.zone(0, "exilio"))
    _do(state, "pass", "pass")
    assert state.zone_name_of(narfi) == "exilio" and not state.chain.links


def test_narfi_on_the_battlefield_cannot_use_it_CR_113_6m() -> None:
    # CR 113.6m: the ability functions only in the graveyard
    state = _narfi("battlefield")
    assert not any(a.startswith("activate") for a in _actions(state))
    with pytest.raises(IllegalActionError) as refused:
        _do(state, ACTIVATE)
    assert refused.value.rule.id == "CR 113.6m"


def test_narfi_in_an_opponents_graveyard_is_not_yours_to_return_CR_113_6m() -> None:
    # CR 113.6m: "from your graveyard" — the opponent's Narfi is not in your graveyard
    real_card(SETS["KHM"], NARFI)
    real_card(SETS["KHM"], "Snow-Covered Swamp")
    state = mtg_state({"battlefield": ["Snow-Covered Swamp"] * 3}, {"graveyard": [NARFI]})
    assert not any(a.startswith("activate") for a in _actions(state))
    with pytest.raises(IllegalActionError) as refused:  # the notation names only your own: the action by hand
        state.apply_action(Action("activate", 0, (card_id(state, NARFI),), choice=1))
    assert refused.value.rule.id == "CR 113.6m"


def test_narfi_needs_mana_from_snow_sources_CR_107_4h() -> None:
    # CR 107.4h: Swamps that are not snow pay no {S}
    state = _narfi("graveyard", lands="Pantano")
    assert not any(a.startswith("activate") for a in _actions(state))
    with pytest.raises(IllegalActionError) as refused:
        _do(state, ACTIVATE)
    assert refused.value.rule.id == "CR 107.4h"


def test_narfi_gives_other_snow_and_zombie_creatures_plus_one_CR_613_4c() -> None:
    # CR 613.4c, CR 205.4g, CR 205.3m: a snow creature, a Zombie; not a bear, not itself, not the opponent's
    real_card(SETS["KHM"], NARFI)
    real_card(SETS["KHM"], "Priest of the Haunted Edge")
    real_card(SETS["KHM"], "Draugr Recruiter")
    state = mtg_state({"battlefield": [NARFI, "Priest of the Haunted Edge", "Draugr Recruiter", "Oso Musgoso"]},
                      {"battlefield": ["Draugr Recruiter"]})
    pt = {state.defn(c).name: state.power_toughness(c) for c in state.battlefield(0)}
    assert pt == {NARFI: (4, 3), "Priest of the Haunted Edge": (1, 5), "Draugr Recruiter": (4, 4), "Oso Musgoso": (2, 2)}
    assert state.power_toughness(state.battlefield(1)[0]) == (3, 3)
