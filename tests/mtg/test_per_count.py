"""Effects repeated "for each" of something counted as they resolve (engine/games/mtg/per_count.py),
CR 608.2h, with Innistrad's Gnaw to the Bone and Kaldheim's Elven Ambush loaded from the card data."""

from __future__ import annotations

from engine.games.mtg.base import LIFE
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def test_gnaw_to_the_bone_counts_creature_cards_in_your_graveyard_CR_608_2h() -> None:
    # CR 608.2h
    assert real_card(SETS["ISD"], "Gnaw to the Bone").program.automated
    state = mtg_state({"hand": ["Gnaw to the Bone"], "battlefield": ["Bosque"] * 3,
                       "graveyard": ["Oso Musgoso", "Oso Musgoso", "Isla"]}, {"graveyard": ["Oso Musgoso"]})
    _do(state, "cast Gnaw to the Bone", "pass", "pass")
    assert state.counters[0][LIFE] == 24  # two creature cards of yours: the Island and the opponent's Bear do not count


def test_elven_ambush_makes_a_warrior_for_each_elf_you_control() -> None:
    # CR 608.2h: counted as it resolves
    assert real_card(SETS["KHM"], "Elven Ambush").program.automated
    real_card(SETS["KHM"], "Jaspera Sentinel")
    state = mtg_state({"hand": ["Elven Ambush"], "battlefield": ["Bosque"] * 4 + ["Jaspera Sentinel", "Jaspera Sentinel", "Oso Musgoso"]},
                      {"battlefield": ["Jaspera Sentinel"]})
    _do(state, "cast Elven Ambush", "pass", "pass")
    assert len([c for c in state.battlefield(0) if c in state.tokens]) == 2
