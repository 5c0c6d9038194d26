"""Target kinds read from Kaldheim cards' text (oracle.TARGETS, targets.is_legal): "target spell
with mana value 4 or greater" (Disdainful Stroke, CR 202.3) and "target snow land" (Sculptor of
Winter, CR 205.4g), loaded from the card data; CR 115.1."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _targets(state: MtgState) -> set[str]:
    return {state.action_to_string(a) for a in state.legal_actions() if a.kind == "target"}


def test_disdainful_stroke_counters_only_mana_value_four_or_more_CR_202_3() -> None:
    # CR 202.3, CR 115.1
    assert real_card(SETS["KHM"], "Disdainful Stroke").program.automated
    real_card(SETS["LEA"], "Wrath of God")
    state = mtg_state({"hand": ["Wrath of God", "Chispa Ígnea", "Disdainful Stroke"],
                       "battlefield": ["Llanura"] * 4 + ["Montaña", "Isla", "Isla"]})
    _do(state, "cast Wrath of God", "cast Chispa Ígnea", "target P2", "cast Disdainful Stroke")
    assert _targets(state) == {"target Wrath of God"}
    _do(state, "target Wrath of God", "pass", "pass")
    assert state.zone_name_of(next(c for c in state.ids(0, "cementerio") if state.defn(c).name == "Wrath of God")) == "cementerio"
    assert [state.defn(link.source).name for link in state.chain.links] == ["Chispa Ígnea"]


def test_sculptor_of_winter_untaps_a_snow_land_CR_205_4g() -> None:
    # CR 205.4g
    assert real_card(SETS["KHM"], "Sculptor of Winter").program.automated
    real_card(SETS["KHM"], "Snow-Covered Forest")
    state = mtg_state({"battlefield": ["Sculptor of Winter", {"card": "Snow-Covered Forest", "tapped": True},
                                       {"card": "Bosque", "tapped": True}]})
    _do(state, "activate Sculptor of Winter")
    assert _targets(state) == {"target Snow-Covered Forest"}
