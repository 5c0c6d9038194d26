"""Entering as a copy of an artifact, with an exception (engine/games/mtg/copy_entering.py),
CR 707.5, 707.9b, 614.1c, with Alpha's Copy Artifact, Howling Mine and Clone loaded from the card
data."""

from __future__ import annotations

from tests.mtg.cr_helpers import cid, do
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def test_copy_artifact_enters_as_an_enchantment_copy_of_an_artifact_CR_707_9b() -> None:
    # CR 707.5, CR 707.9b, CR 614.1c
    assert real_card(SETS["LEA"], "Copy Artifact").program.automated
    real_card(SETS["LEA"], "Howling Mine")
    state = mtg_state({"hand": ["Copy Artifact"], "battlefield": ["Isla", "Isla"]},
                      {"battlefield": ["Howling Mine", "Oso Musgoso"]})
    do(state, "cast Copy Artifact", "pass", "pass")
    assert state.prompt.kind == "copia" and "artifact" in state.prompt.text_en
    options = {state.action_to_string(a) for a in state.legal_actions()}
    assert options == {"copy Howling Mine", "no"}  # artifacts only: not the Bear
    do(state, "copy Howling Mine")
    copy = cid(state, "Copy Artifact")
    defn = state.defn(copy)
    assert defn.name == "Howling Mine" and defn.types == frozenset({"artifact", "enchantment"})
    assert [a.trigger for a in defn.program.abilities if a.kind == "triggered"] == ["each_draw_step"]


def test_clone_still_copies_creatures_only_CR_707_5() -> None:
    # CR 707.5
    real_card(SETS["LEA"], "Clone")
    real_card(SETS["LEA"], "Howling Mine")
    state = mtg_state({"hand": ["Clone"], "battlefield": ["Isla"] * 4}, {"battlefield": ["Howling Mine", "Oso Musgoso"]})
    do(state, "cast Clone", "pass", "pass")
    assert {state.action_to_string(a) for a in state.legal_actions()} == {"copy Oso Musgoso", "no"}
    assert "creature" in state.prompt.text_en
    do(state, "copy Oso Musgoso")
    assert state.defn(cid(state, "Clone")).types == frozenset({"creature"})  # no exception
