"""Exiling the strongest creature of a player (engine/games/mtg/greatest_power.py), with Kaldheim's
Fall of the Impostor loaded from the card data: "III — Exile a creature with the greatest power
among creatures target opponent controls." — CR 608.2d, 208.3, 608.2c."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import cid, do, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _play_on(state: MtgState) -> None:
    """Pass, declare no attackers or blockers and put Fall's counters on P1's Glade Cub, until
    chapter III asks for the opponent to target."""
    while not (state.prompt.kind == "objetivo" and cid(state, "Lobezno del Claro") not in state.prompt.options):
        if state.prompt.kind == "objetivo":
            do(state, "target Lobezno del Claro")
        else:
            do(state, "pass" if state.prompt.kind == "prioridad" else "done")


def _chapter_three(theirs: list[str]) -> MtgState:
    assert real_card(SETS["KHM"], "Fall of the Impostor").program.automated
    real_card(SETS["KHM"], "Grizzled Outrider")
    real_card(SETS["KHM"], "Duskwielder")
    state = mtg_state({"hand": ["Fall of the Impostor"], "battlefield": ["Bosque", "Llanura", "Llanura", "Lobezno del Claro"],
                       "library": ["Isla"] * 8}, {"battlefield": theirs, "library": ["Isla"] * 8})
    do(state, "cast Fall of the Impostor", "pass", "pass")
    _play_on(state)
    do(state, "target P2", "pass", "pass")
    return state


def test_the_one_strongest_creature_is_exiled_CR_208_3() -> None:
    # CR 208.3, CR 608.2d, CR 714.2b
    state = _chapter_three(["Oso Musgoso", "Grizzled Outrider"])
    assert state.zone_name_of(cid(state, "Grizzled Outrider")) == "exilio"
    assert state.on_battlefield(cid(state, "Oso Musgoso"))
    assert state.power_toughness(cid(state, "Lobezno del Claro"))[0] == 2 + 2  # chapters I and II


def test_among_tied_creatures_the_controller_chooses_CR_608_2d() -> None:
    # CR 608.2d, CR 608.2c
    state = _chapter_three(["Oso Musgoso", "Guardián de Raíces", "Duskwielder"])
    assert state.prompt.kind == "buscar" and state.prompt.player == 0
    assert {state.action_to_string(a) for a in state.legal_actions()} == {"choose Oso Musgoso", "choose Guardián de Raíces"}
    assert refusal(state, "choose Duskwielder") == "CR 608.2c"  # power 1: not the greatest
    do(state, "choose Guardián de Raíces")
    assert state.zone_name_of(cid(state, "Guardián de Raíces")) == "exilio"
    assert state.on_battlefield(cid(state, "Oso Musgoso")) and state.on_battlefield(cid(state, "Duskwielder"))
