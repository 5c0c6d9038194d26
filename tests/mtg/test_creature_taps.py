"""Abilities that trigger when a permanent other than a land becomes tapped
(engine/games/mtg/creature_taps.py), with Kaldheim's Warchanter Skald, Immersturm Predator and
Magda, Brazen Outlaw loaded from the card data: CR 603.2, 603.4, 701.21a."""

from __future__ import annotations

from engine.games.mtg.base import PLUS
from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import cid, do, names, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _tokens(state: MtgState, player: int) -> list[str]:
    return sorted(state.defn(c).name for c in state.battlefield(player) if c in state.tokens)


def _resolve(state: MtgState) -> None:
    while state.chain.links or state.triggers:
        do(state, "pass")


def test_warchanter_skald_makes_a_dwarf_when_it_attacks_equipped_CR_603_4() -> None:
    # CR 603.2, CR 508.1f: attacking taps it; CR 603.4: only if it's enchanted or equipped
    assert real_card(SETS["KHM"], "Warchanter Skald").program.automated
    real_card(SETS["KHM"], "Goldvein Pick")
    for equipped in (True, False):
        state = mtg_state({"battlefield": ["Warchanter Skald", "Goldvein Pick", "Montaña"]})
        if equipped:
            do(state, "activate Goldvein Pick", "target Warchanter Skald", "pass", "pass")  # equip {1}
        while state.prompt.kind != "atacantes":
            do(state, "pass")
        do(state, "attack Warchanter Skald", "done")
        _resolve(state)
        assert state.is_tapped(cid(state, "Warchanter Skald"))
        assert _tokens(state, 0) == (["Ficha Berserker Enano"] if equipped else []), equipped


def test_immersturm_predator_eats_a_card_whenever_it_becomes_tapped_CR_701_21a() -> None:
    # CR 701.21a: tapped by its own ability's "Tap it."; CR 115.6: up to one target card from a graveyard
    assert real_card(SETS["KHM"], "Immersturm Predator").program.automated
    state = mtg_state({"battlefield": ["Immersturm Predator", "Oso Musgoso"]}, {"graveyard": ["Lobezno del Claro"]})
    predator = cid(state, "Immersturm Predator")
    do(state, "activate Immersturm Predator", "sacrifice Oso Musgoso", "pass", "pass")
    assert state.is_tapped(predator)
    do(state, "target Lobezno del Claro", "pass", "pass")
    assert names(state, 1, "exilio") == ["Lobezno del Claro"] and state._card(predator).counters.get(PLUS) == 1
    assert state.has(predator, "indestructible")


def test_magda_makes_treasure_for_each_dwarf_of_hers_tapped_CR_603_2() -> None:
    # CR 603.2: a Dwarf of hers tapped for a cost; an opponent's Dwarf tapped does not count
    real_card(SETS["KHM"], "Magda, Brazen Outlaw")
    real_card(SETS["KHM"], "Axgard Cavalry")
    state = mtg_state({"battlefield": ["Magda, Brazen Outlaw", "Axgard Cavalry", "Oso Musgoso"]},
                      {"battlefield": ["Axgard Cavalry"]})
    mine, theirs = "Axgard Cavalry@P1.campo.2", "Axgard Cavalry@P2.campo.1"
    do(state, f"activate {mine}", "target Oso Musgoso")
    _resolve(state)
    assert _tokens(state, 0) == ["Ficha Tesoro"]
    do(state, "pass", f"P2: activate {theirs}", f"target {theirs}")
    _resolve(state)
    assert _tokens(state, 0) == ["Ficha Tesoro"] and _tokens(state, 1) == []
    assert refusal(state, f"activate {mine}") == "CR 602.2"  # tapped: its {T} cost can't be paid again
