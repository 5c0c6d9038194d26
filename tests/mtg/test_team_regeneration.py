""""Regenerate all Werewolf creatures you control" (oracle_team, CR 701.15a) with Innistrad's Full
Moon's Rise loaded from the card data: a shield on each Werewolf its controller controls as it
resolves, none on other creatures."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state

SHEPHERD = "Gatstaf Shepherd // Gatstaf Howler"


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def test_full_moons_rise_regenerates_only_your_werewolves_CR_701_15a() -> None:
    assert real_card(SETS["ISD"], "Full Moon's Rise").program.automated
    shepherd = real_card(SETS["ISD"], SHEPHERD).name
    state = mtg_state({"battlefield": ["Full Moon's Rise", shepherd, "Oso Musgoso"]}, {"battlefield": [shepherd]})
    mine, bear = card_id(state, shepherd), card_id(state, "Oso Musgoso")
    (theirs,) = state.battlefield(1)
    assert state.power_toughness(mine) == (3, 2) and "trample" in state.keywords(mine)  # its first line
    _do(state, "activate Full Moon's Rise", "pass", "pass")
    assert state.zone_name_of(card_id(state, "Full Moon's Rise")) == "cementerio"  # sacrificed as the cost
    for creature in (mine, bear, theirs):
        state.destroy(creature)
    assert state.on_battlefield(mine) and state.is_tapped(mine)  # regenerated: tapped instead (CR 701.15a)
    assert state.zone_name_of(bear) == "cementerio"  # not a Werewolf
    assert state.zone_name_of(theirs) == "cementerio"  # not one you control


def test_a_regenerated_werewolf_still_dies_when_it_cannot_be_regenerated_CR_701_15c() -> None:
    real_card(SETS["ISD"], "Full Moon's Rise")
    shepherd = real_card(SETS["ISD"], SHEPHERD).name
    state = mtg_state({"battlefield": ["Full Moon's Rise", shepherd]})
    mine = card_id(state, shepherd)
    _do(state, "activate Full Moon's Rise", "pass", "pass")
    state.destroy(mine, regenerable=False)
    assert state.zone_name_of(mine) == "cementerio"
