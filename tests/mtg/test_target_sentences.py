"""Effect sentences about a target, read from Innistrad cards loaded from the card data: "Untap
target creature. It gets +2/+4 and gains reach until end of turn" (Spidery Grasp: "it" is the
previous sentence's target, CR 608.2c, 611.2c) and "Put target creature on top of its owner's
library" (Grasp of Phantoms, CR 401.1)."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def test_spidery_grasp_untaps_and_pumps_the_same_creature() -> None:
    # CR 608.2c, CR 611.2c
    assert real_card(SETS["ISD"], "Spidery Grasp").program.automated
    state = mtg_state({"hand": ["Spidery Grasp"], "battlefield": ["Bosque"] * 3 + [{"card": "Oso Musgoso", "tapped": True}]})
    _do(state, "cast Spidery Grasp", "target Oso Musgoso", "pass", "pass")
    bear = card_id(state, "Oso Musgoso")
    assert not state.is_tapped(bear) and state.power_toughness(bear) == (4, 6) and "reach" in state.keywords(bear)


def test_grasp_of_phantoms_puts_the_creature_on_top_of_its_owners_library_CR_401_1() -> None:
    # CR 401.1
    assert real_card(SETS["ISD"], "Grasp of Phantoms").program.automated
    state = mtg_state({"hand": ["Grasp of Phantoms"], "battlefield": ["Isla"] * 4}, {"battlefield": ["Oso Musgoso"]})
    _do(state, "cast Grasp of Phantoms", "target Oso Musgoso", "pass", "pass")
    assert state.defn(state.ids(1, "biblioteca")[0]).name == "Oso Musgoso" and not state.battlefield(1)


def test_glasses_of_urza_shows_the_hand_to_its_controller_only_CR_701_16d() -> None:
    # CR 701.16d
    assert real_card(SETS["LEA"], "Glasses of Urza").program.automated
    state = mtg_state({"battlefield": ["Glasses of Urza"]}, {"hand": ["Oso Musgoso", "Isla"]})

    def seen() -> list[str | None]:  # what P1 is shown of P2's hand
        return [v.name for z in state.observation(0).zones if z.key == "P2.mano" for v in z.cards]

    assert seen() == [None, None]
    _do(state, "activate Glasses of Urza", "target P2", "pass", "pass")
    assert seen() == ["Oso Musgoso", "Isla"]
