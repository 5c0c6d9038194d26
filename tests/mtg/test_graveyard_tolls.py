"""Exiling cards from one's graveyard, with something else to do when one can't
(engine/games/mtg/graveyard_tolls.py), with Kaldheim's Egon, God of Death loaded from the card data:
"At the beginning of your upkeep, exile two cards from your graveyard. If you can't, sacrifice
CARDNAME and draw a card." — CR 608.2c, 406.3; a modal double-faced card whose both faces play
(CR 712)."""

from __future__ import annotations

import pytest

from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import do, names
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state

EGON = "Egon, God of Death // Throne of Death"  # its record
FRONT = "Egon, God of Death"


def _upkeep(graveyard: list[str]) -> MtgState:
    """P1's next upkeep, Egon's trigger resolving."""
    egon = real_card(SETS["KHM"], EGON)
    assert egon.program.automated and egon.back is not None and egon.back.program.automated  # both faces
    state = mtg_state({"battlefield": [FRONT], "graveyard": graveyard, "hand": ["Isla"], "library": ["Isla"] * 6},
                      {"library": ["Isla"] * 6})
    turn = state.turn
    while not (state.turn > turn and state.turn_player == 0 and state.chain.links):
        do(state, "pass" if state.prompt.kind == "prioridad" else "done")
    do(state, "pass", "pass")
    return state


def test_two_cards_chosen_are_exiled_and_egon_stays_CR_608_2c() -> None:
    # CR 608.2c, CR 406.3
    state = _upkeep(["Oso Musgoso", "Lobezno del Claro", "Bosque"])
    assert state.prompt.kind == "buscar" and state.prompt.player == 0
    island = state.ids(0, "mano")[0]
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("exile", 0, (island,)))
    assert refused.value.rule.id == "CR 608.2c"  # a card of the hand, not of the graveyard
    do(state, "exile Oso Musgoso", "exile Bosque")
    assert names(state, 0, "cementerio") == ["Lobezno del Claro"] and sorted(names(state, 0, "exilio")) == ["Bosque", "Oso Musgoso"]
    assert names(state, 0, "campo") == [FRONT]


def test_with_one_card_none_is_exiled_egon_is_sacrificed_and_a_card_drawn_CR_608_2c() -> None:
    # CR 608.2c, CR 701.17a
    state = _upkeep(["Oso Musgoso"])
    assert state.step == "mantenimiento" and not state.chain.links  # still the upkeep: no draw step yet
    assert names(state, 0, "exilio") == []  # fewer than two: none exiled
    assert state.battlefield(0) == [] and sorted(names(state, 0, "cementerio")) == [FRONT, "Oso Musgoso"]
    assert len(state.ids(0, "mano")) == 1 + 1  # the Island and the card drawn
