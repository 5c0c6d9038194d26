"""Kaldheim's The Three Seasons, loaded from the card data (engine/games/mtg/graveyard_shuffles.py):
"II — Return up to two target snow permanent cards from your graveyard to your hand." (CR 115.6,
205.4g) and "III — Choose three cards in each graveyard. Their owners shuffle those cards into their
libraries." (CR 608.2c, 701.20a)."""

from __future__ import annotations

import pytest

from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import do, names, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state

SNOW = ["Snow-Covered Forest", "Snow-Covered Island"]


def _next_main(state: MtgState) -> None:
    """Play on to P1's next precombat main phase, where the next chapter has triggered."""
    turn = state.turn
    while not (state.turn > turn and state.turn_player == 0 and state.phase == "principal1" and state.prompt.kind != "prioridad"
               or state.turn > turn and state.turn_player == 0 and state.phase == "principal1" and state.chain.links):
        do(state, "pass" if state.prompt.kind == "prioridad" else "done")


def _seasons(theirs: list[str]) -> MtgState:
    """The Three Seasons cast; chapter I milled two snow lands and a Bear."""
    assert real_card(SETS["KHM"], "The Three Seasons").program.automated
    for name in SNOW:
        real_card(SETS["KHM"], name)
    state = mtg_state({"hand": ["The Three Seasons"], "battlefield": ["Bosque", "Isla"],
                       "library": [*SNOW, "Oso Musgoso"] + ["Isla"] * 6}, {"graveyard": theirs, "library": ["Isla"] * 6})
    do(state, "cast The Three Seasons", "pass", "pass", "pass", "pass")
    assert sorted(names(state, 0, "cementerio")) == sorted(["Oso Musgoso", *SNOW])
    return state


def test_chapter_two_returns_snow_permanent_cards_only_CR_115_6() -> None:
    # CR 115.6, CR 205.4g, CR 601.2c
    state = _seasons([])
    _next_main(state)
    assert state.prompt.kind == "objetivo"
    assert refusal(state, "target Oso Musgoso") == "CR 601.2c"  # not snow
    do(state, "target Snow-Covered Forest", "target Snow-Covered Island", "pass", "pass")
    assert sorted(names(state, 0, "mano")) == sorted(["Isla", *SNOW]) and names(state, 0, "cementerio") == ["Oso Musgoso"]


def test_chapter_three_shuffles_three_cards_of_each_graveyard_back_CR_701_20a() -> None:
    # CR 608.2c, CR 701.20a
    state = _seasons(["Oso Musgoso", "Lobezno del Claro", "Montaña", "Llanura"])
    _next_main(state)
    do(state, "target Snow-Covered Forest", "done", "pass", "pass")  # one back to the hand
    _next_main(state)
    do(state, "pass", "pass")  # chapter III: P1's graveyard has only two cards, both go; P2's four are chosen among
    assert state.prompt.kind == "buscar" and state.prompt.player == 0
    island = next(c for c in state.ids(0, "cementerio") if state.defn(c).name == "Snow-Covered Island")
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("find", 0, (island,)))
    assert refused.value.rule.id == "CR 608.2c"  # already chosen, and not in P2's graveyard
    do(state, "find Oso Musgoso", "find Montaña", "find Llanura")
    assert names(state, 0, "cementerio") == ["The Three Seasons"]  # sacrificed after chapter III (CR 714.4)
    assert names(state, 1, "cementerio") == ["Lobezno del Claro"]
    assert {"Oso Musgoso", "Snow-Covered Island"} <= set(names(state, 0, "biblioteca"))
    assert {"Oso Musgoso", "Montaña", "Llanura"} <= set(names(state, 1, "biblioteca"))
