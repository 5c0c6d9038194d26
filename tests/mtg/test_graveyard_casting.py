"""Casting a card from its owner's graveyard (engine/games/mtg/graveyard_casting.py, CR 601.3, 113.6f)
with Innistrad's Skaab Ruinator loaded from the card data: "As an additional cost to cast this
spell, exile three creature cards from your graveyard." and "You may cast CARDNAME from your
graveyard." — not the Ruinator itself among the three (CR 601.2a: it is on the stack by then)."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _state(graveyard: list[str]) -> MtgState:
    assert real_card(SETS["ISD"], "Skaab Ruinator").program.automated
    real_card(SETS["ISD"], "Walking Corpse")
    real_card(SETS["ISD"], "Doomed Traveler")
    return mtg_state({"battlefield": ["Isla"] * 3, "graveyard": ["Skaab Ruinator", *graveyard]})


def test_skaab_ruinator_is_cast_from_the_graveyard_CR_601_3() -> None:
    state = _state(["Oso Musgoso", "Walking Corpse", "Doomed Traveler"])
    ruinator = card_id(state, "Skaab Ruinator")
    assert "cast Skaab Ruinator" in {state.action_to_string(a) for a in state.legal_actions()}
    _do(state, "cast Skaab Ruinator")
    assert state.prompt.kind == "exiliar_coste" and ruinator not in state.prompt.options
    _do(state, "exile Oso Musgoso", "exile Walking Corpse", "exile Doomed Traveler", "pass", "pass")
    assert state.on_battlefield(ruinator) and "flying" in state.keywords(ruinator)


def test_skaab_ruinator_needs_three_other_creature_cards_CR_118_8() -> None:
    state = _state(["Oso Musgoso", "Walking Corpse"])
    assert "cast Skaab Ruinator" not in {state.action_to_string(a) for a in state.legal_actions()}
    with pytest.raises(IllegalActionError) as refused:
        _do(state, "cast Skaab Ruinator")
    assert refused.value.rule.id == "CR 118.8"
