"""A player made to search their library for a card to put on top (engine/games/mtg/targeted_tutor.py),
with Kaldheim's Varragoth, Bloodsky Sire loaded from the card data: "Boast — {1}{B}: Target player
searches their library for a card, then shuffles and puts that card on top." — CR 701.19a, 701.20a,
702.142a."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import cid, do, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _boasting() -> MtgState:
    """Varragoth attacked; its boast aimed at P2 is resolving."""
    assert real_card(SETS["KHM"], "Varragoth, Bloodsky Sire").program.automated
    state = mtg_state({"battlefield": ["Varragoth, Bloodsky Sire", "Pantano", "Pantano"], "library": ["Isla"] * 4},
                      {"library": ["Isla", "Isla", "Oso Musgoso", "Isla", "Isla"]})
    assert refusal(state, "activate Varragoth, Bloodsky Sire") == "CR 702.142a"  # it has not attacked this turn
    while state.prompt.kind != "atacantes":
        do(state, "pass")
    do(state, "attack Varragoth, Bloodsky Sire", "done", "activate Varragoth, Bloodsky Sire", "target P2", "pass", "pass")
    return state


def test_the_target_player_chooses_and_the_card_ends_on_top_CR_701_19a() -> None:
    # CR 701.19a, CR 701.20a, CR 401.1
    state = _boasting()
    assert state.prompt.kind == "buscar" and state.prompt.player == 1  # the searcher is the target player
    do(state, "P2: find Oso Musgoso")
    top = state.ids(1, "biblioteca")[0]
    assert state.defn(top).name == "Oso Musgoso" and len(state.ids(1, "biblioteca")) == 5
    assert not state._card(top).known & 1 and state._card(top).known & 2  # P2 knows it, P1 does not
    assert not any(state._card(c).known & 2 for c in state.ids(1, "biblioteca")[1:])  # the rest was shuffled
    assert state.prompt.kind == "prioridad"
