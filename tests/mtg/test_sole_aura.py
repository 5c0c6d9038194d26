"""An Aura that keeps other Auras off what it enchants (engine/games/mtg/sole_aura.py) with Alpha's
Consecrate Land loaded from the card data: "Enchanted land has indestructible and can't be
enchanted by other Auras." — CR 702.12b, 303.4a, 303.4c, 704.5m."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import cid, do, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _consecrated(hand: str, *lands: str) -> MtgState:
    assert real_card(SETS["LEA"], "Consecrate Land").program.automated
    real_card(SETS["LEA"], hand)
    return mtg_state({"battlefield": ["Llanura", {"card": "Consecrate Land", "attached": "Llanura"}, *lands], "hand": [hand]})


def test_the_enchanted_land_is_indestructible_CR_702_12b() -> None:
    # CR 702.12b
    state = _consecrated("Stone Rain", *["Montaña"] * 3)
    land = cid(state, "Llanura")
    do(state, "cast Stone Rain", "target Llanura", "pass", "pass")
    assert state.on_battlefield(land) and [state.defn(c).name for c in state.ids(0, "cementerio")] == ["Stone Rain"]


def test_no_other_aura_may_target_the_land_CR_303_4a() -> None:
    # CR 303.4a, CR 601.2c
    state = _consecrated("Wild Growth", "Bosque")
    do(state, "cast Wild Growth")
    assert refusal(state, "target Llanura") == "CR 601.2c"
    do(state, "target Bosque")  # a land no Aura forbids


def test_an_aura_already_there_goes_to_the_graveyard_CR_704_5m() -> None:
    # CR 303.4c, CR 704.5m
    real_card(SETS["LEA"], "Consecrate Land")
    real_card(SETS["LEA"], "Wild Growth")
    state = mtg_state({"hand": ["Consecrate Land"],
                       "battlefield": ["Bosque", {"card": "Wild Growth", "attached": "Bosque"}, "Llanura"]})
    do(state, "cast Consecrate Land", "target Bosque", "pass", "pass")
    assert state.zone_name_of(cid(state, "Wild Growth")) == "cementerio"
    assert state._card(cid(state, "Consecrate Land")).attached_to == cid(state, "Bosque")
