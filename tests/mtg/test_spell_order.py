"""Which spell of the turn a permanent was (engine/games/mtg/spell_order.py), with Kaldheim's
Codespell Cleric loaded from the card data: CR 603.4, 601.2i, 608.3."""

from __future__ import annotations

from engine.games.mtg.base import PLUS
from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import cid, do, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _cleric(sparks: int) -> MtgState:
    """P1 casts ``sparks`` Igneous Sparks at P2, then Codespell Cleric."""
    assert real_card(SETS["KHM"], "Codespell Cleric").program.automated
    state = mtg_state({"hand": ["Chispa Ígnea"] * sparks + ["Codespell Cleric"],
                       "battlefield": ["Montaña"] * sparks + ["Llanura", "Oso Musgoso"]})
    for _ in range(sparks):
        do(state, "cast Chispa Ígnea", "target P2", "pass", "pass")
    do(state, "cast Codespell Cleric", "pass", "pass")
    return state


def test_codespell_cleric_as_the_second_spell_CR_603_4() -> None:
    # CR 603.4: "if it was the second spell you cast this turn", true as it enters
    state = _cleric(1)
    assert state.prompt.kind == "objetivo"
    assert refusal(state, "target P2") == "CR 601.2c"  # a creature, not a player
    do(state, "target Oso Musgoso", "pass", "pass")
    assert state._card(cid(state, "Oso Musgoso")).counters.get(PLUS) == 1


def test_codespell_cleric_as_the_first_or_third_spell_does_nothing_CR_603_4() -> None:
    # CR 603.4: the condition is false, the ability does not trigger
    for sparks in (0, 2):
        state = _cleric(sparks)
        assert not state.chain.links and state.prompt.kind == "prioridad", sparks
        assert not state._card(cid(state, "Oso Musgoso")).counters.get(PLUS)
