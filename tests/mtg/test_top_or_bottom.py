"""A permanent put on the top or the bottom of its owner's library, as the owner chooses
(engine/games/mtg/top_or_bottom.py), with Kaldheim's Run Ashore ("Choose one or both", CR 700.2)
loaded from the card data: CR 608.2d, 401.1."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import do, names, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _run_ashore(*moves: str) -> MtgState:
    assert real_card(SETS["KHM"], "Run Ashore").program.automated
    state = mtg_state({"hand": ["Run Ashore"], "battlefield": ["Isla"] * 6},
                      {"battlefield": ["Oso Musgoso", "Lobezno del Claro"], "library": ["Isla", "Pantano"]})
    do(state, "cast Run Ashore", *moves)
    do(state, "pass", "pass")
    return state


def test_the_owner_chooses_the_top_or_the_bottom_CR_608_2d() -> None:
    # CR 608.2d: the owner, not the spell's controller, is asked
    for answer, library in (("yes", ["Oso Musgoso", "Isla", "Pantano"]), ("no", ["Isla", "Pantano", "Oso Musgoso"])):
        state = _run_ashore("mode 1", "done", "target Oso Musgoso")
        assert state.prompt.kind == "arriba_o_abajo" and state.prompt.player == 1
        assert state.prompt.text_en == "Put Oso Musgoso on top of your library? (no: on the bottom)"
        assert refusal(state, "P1: pass") == "CR 117.1"  # the choice is the owner's, made now
        do(state, f"P2: {answer}")
        assert names(state, 1, "biblioteca") == library, answer
        assert "Run Ashore" in names(state, 0, "cementerio")


def test_both_modes_CR_700_2() -> None:
    # CR 700.2, CR 700.2d: one or both, each with its own target
    state = _run_ashore("mode 1", "mode 2", "target Oso Musgoso", "target Lobezno del Claro")
    do(state, "P2: yes")
    assert names(state, 1, "biblioteca")[0] == "Oso Musgoso" and names(state, 1, "mano") == ["Lobezno del Claro"]
    assert names(state, 1, "campo") == []
