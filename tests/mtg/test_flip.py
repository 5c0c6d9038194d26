"""Flip cards (CR 710) from real card data: named by their normal half, flipped one way."""

from __future__ import annotations

from engine.games.mtg.faces import transform
from tests.mtg.real_cards import SCRYFALL_TEST, real_card
from tests.mtg.states import card_id, mtg_state

EGGWATCHER = "Orochi Eggwatcher // Shidako, Broodmistress"


def test_a_flip_card_is_its_normal_half_CR_710_2() -> None:
    card = real_card(SCRYFALL_TEST, EGGWATCHER)
    assert card.name == "Orochi Eggwatcher" and card.flips and card.back is not None
    assert (card.power, card.toughness, card.mana_value) == (1, 1, 3)
    assert (card.back.name, card.back.power, card.back.toughness) == ("Shidako, Broodmistress", 3, 3)
    assert card.back.colors == ("G",) and card.back.mana_value == 3  # CR 710.1c: colour and cost unchanged


def _eggwatcher_with(creatures: int):  # type: ignore[no-untyped-def]
    real_card(SCRYFALL_TEST, EGGWATCHER)
    state = mtg_state({"battlefield": ["Orochi Eggwatcher"] + ["Oso Musgoso"] * creatures + ["Bosque"] * 3})
    return state, card_id(state, "Orochi Eggwatcher")


def _activate_and_resolve(state, eggwatcher: int) -> None:  # type: ignore[no-untyped-def]
    state.apply_action(state.parse_action("activate Orochi Eggwatcher", 0))
    while state.prompt is not None and state.prompt.kind == "prioridad" and state.chain.links:
        state.apply_action(state.parse_action("pass", state.prompt.player))


def test_it_flips_when_the_condition_holds_and_never_back_CR_710_4() -> None:
    state, eggwatcher = _eggwatcher_with(8)  # with the new Snake: ten creatures
    _activate_and_resolve(state, eggwatcher)
    assert state.defn(eggwatcher).name == "Shidako, Broodmistress"
    assert state.power_toughness(eggwatcher) == (3, 3) and state.defn(eggwatcher).colors == ("G",)
    assert "invertida" in state.observation(0).card(eggwatcher).markers  # CR 710.3
    assert not transform(state, eggwatcher)  # CR 710.4: no way back
    assert state.defn(eggwatcher).name == "Shidako, Broodmistress"
    state.move(eggwatcher, state.zone(0, "mano"))  # CR 710.4: it forgets being flipped
    assert state.defn(eggwatcher).name == "Orochi Eggwatcher"


def test_it_stays_unflipped_below_ten_creatures() -> None:
    state, eggwatcher = _eggwatcher_with(7)
    _activate_and_resolve(state, eggwatcher)
    assert len(state.creatures(0)) == 9
    assert state.defn(eggwatcher).name == "Orochi Eggwatcher"
