"""Counting snow permanents (engine/games/mtg/snow.py, per_count.py, counted_bonuses.py, search.py)
with Kaldheim's Priest of the Haunted Edge and Spirit of the Aldergard loaded from the card data:
"-X/-X, where X is the number of snow lands you control", "+1/+0 for each other snow permanent
you control" and "search your library for a snow land card" (CR 205.4g, 613.4c, 608.2h, 701.19a)."""

from __future__ import annotations

import pytest

from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _snow_lands() -> None:
    for name in ("Snow-Covered Swamp", "Snow-Covered Forest"):
        real_card(SETS["KHM"], name)


def _priest(**setup: object) -> MtgState:
    assert real_card(SETS["KHM"], "Priest of the Haunted Edge").program.automated
    real_card(SETS["KHM"], "Inga Rune-Eyes")
    _snow_lands()
    return mtg_state({"battlefield": ["Priest of the Haunted Edge", "Snow-Covered Swamp", "Snow-Covered Swamp", "Pantano"],
                      **setup}, {"battlefield": ["Inga Rune-Eyes"]})


def test_priest_gives_minus_x_for_each_snow_land_CR_613_4c() -> None:
    # CR 205.4g, CR 608.2h, CR 613.4c: two snow lands (the Swamp that is not snow does not count)
    state = _priest()
    inga = card_id(state, "Inga Rune-Eyes")
    _do(state, "activate Priest of the Haunted Edge", "target Inga Rune-Eyes", "pass", "pass")
    assert state.zone_name_of(card_id(state, "Priest of the Haunted Edge")) == "cementerio"
    assert state.power_toughness(inga) == (1, 1)


def test_priest_count_is_fixed_as_it_resolves_CR_608_2h() -> None:
    # CR 608.2h, CR 611.2c: a snow land leaving afterwards changes nothing
    state = _priest()
    inga = card_id(state, "Inga Rune-Eyes")
    _do(state, "activate Priest of the Haunted Edge", "target Inga Rune-Eyes", "pass", "pass")
    state.move(card_id(state, "Snow-Covered Swamp"), state.zone(0, "cementerio"))
    assert state.power_toughness(inga) == (1, 1)


def test_priest_only_as_a_sorcery_CR_602_5d() -> None:
    # CR 602.5d, CR 307.1: "Activate only as a sorcery" — not while a spell is on the stack
    real_card(SETS["KHM"], "Rise of the Dread Marn")
    state = _priest(hand=["Rise of the Dread Marn"], pool="BBB")
    _do(state, "cast Rise of the Dread Marn")
    with pytest.raises(IllegalActionError) as refused:
        _do(state, "activate Priest of the Haunted Edge")
    assert refused.value.rule.id == "CR 602.5d"
    assert card_id(state, "Priest of the Haunted Edge") in state.battlefield(0)


def _spirit() -> MtgState:
    assert real_card(SETS["KHM"], "Spirit of the Aldergard").program.automated
    _snow_lands()
    return mtg_state({"hand": ["Spirit of the Aldergard"], "pool": "GGGG",
                      "library": ["Bosque", "Snow-Covered Forest", "Pantano", "Snow-Covered Swamp"]})


def test_spirit_finds_a_snow_land_CR_701_19a() -> None:
    # CR 701.19a, CR 205.4g: only the snow lands are offered
    state = _spirit()
    _do(state, "cast Spirit of the Aldergard", "pass", "pass", "pass", "pass")
    assert state.prompt.kind == "buscar"
    assert {state.action_to_string(a) for a in state.legal_actions()} == {
        "find Snow-Covered Forest", "find Snow-Covered Swamp", "done"}
    _do(state, "find Snow-Covered Swamp")
    assert [state.defn(c).name for c in state.ids(0, "mano")] == ["Snow-Covered Swamp"]


def test_spirit_cannot_find_a_land_that_is_not_snow_CR_701_19a() -> None:
    # CR 701.19a: the search finds a card that matches the description (the notation does not
    # even name a card that is not offered, so the action is built by hand)
    state = _spirit()
    _do(state, "cast Spirit of the Aldergard", "pass", "pass", "pass", "pass")
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("find", 0, (card_id(state, "Bosque"),)))
    assert refused.value.rule.id == "CR 701.19a"
    assert state.ids(0, "mano") == []


def test_spirit_gets_plus_one_for_each_other_snow_permanent_CR_613_4c() -> None:
    # CR 611.3a, CR 613.4c: itself (snow) left out; a land that is not snow does not count
    _snow_lands()
    real_card(SETS["KHM"], "Priest of the Haunted Edge")
    assert real_card(SETS["KHM"], "Spirit of the Aldergard").program.automated
    state = mtg_state({"battlefield": ["Spirit of the Aldergard", "Snow-Covered Forest", "Bosque"]},
                      {"battlefield": ["Snow-Covered Swamp"]})
    spirit = card_id(state, "Spirit of the Aldergard")
    assert state.power_toughness(spirit) == (1, 4)  # the opponent's snow land is not "you control"
    state.move(card_id(state, "Snow-Covered Swamp"), state.zone(0, "campo"))
    state.invalidate_statics()
    assert state.power_toughness(spirit) == (2, 4)
