"""Target phrases that name creature types (engine/games/mtg/type_targets.py), CR 115.1 and
205.3m, with Innistrad's Victim of Night, Urgent Exorcism and Avacynian Priest loaded from the
card data; a choice the phrase excludes is refused citing CR 601.2c."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _targets(state: MtgState) -> set[str]:
    return {state.action_to_string(a) for a in state.legal_actions() if a.kind == "target"}


def test_victim_of_night_spares_vampires_CR_205_3m() -> None:
    # CR 205.3m, CR 115.1
    assert real_card(SETS["ISD"], "Victim of Night").program.automated
    real_card(SETS["ISD"], "Stromkirk Noble")
    state = mtg_state({"hand": ["Victim of Night"], "battlefield": ["Pantano", "Pantano"]},
                      {"battlefield": ["Stromkirk Noble", "Oso Musgoso"]})
    _do(state, "cast Victim of Night")
    assert _targets(state) == {"target Oso Musgoso"}
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(state.parse_action("target Stromkirk Noble", 0))
    assert refused.value.rule.id == "CR 601.2c"
    _do(state, "target Oso Musgoso", "pass", "pass")
    assert state.zone_name_of(card_id(state, "Oso Musgoso")) == "cementerio"


def test_urgent_exorcism_takes_a_spirit_or_an_enchantment() -> None:
    # CR 115.1
    assert real_card(SETS["ISD"], "Urgent Exorcism").program.automated
    real_card(SETS["ISD"], "Voiceless Spirit")
    real_card(SETS["LEA"], "Crusade")
    state = mtg_state({"hand": ["Urgent Exorcism"], "battlefield": ["Llanura", "Llanura"]},
                      {"battlefield": ["Voiceless Spirit", "Oso Musgoso", "Crusade"]})
    _do(state, "cast Urgent Exorcism")
    assert _targets(state) == {"target Voiceless Spirit", "target Crusade"}


def test_avacynian_priest_taps_only_non_humans() -> None:
    assert real_card(SETS["ISD"], "Avacynian Priest").program.automated
    state = mtg_state({"battlefield": ["Avacynian Priest", "Llanura"]},
                      {"battlefield": ["Avacynian Priest", "Oso Musgoso"]})
    priest = state.battlefield(0)[0]
    state.apply_action(next(a for a in state.legal_actions() if a.kind == "activate" and a.cards == (priest,)))
    assert _targets(state) == {"target Oso Musgoso"}
