"""Lords (engine/games/mtg/tribal.py) with real cards: CR 613.4c (power/toughness) and 613.1f
(abilities), CR 611.3a (the creatures affected change as they come and go)."""

from __future__ import annotations

from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def test_other_merfolk_of_every_player_get_the_bonus_and_islandwalk() -> None:
    lord = real_card(SETS["LEA"], "Lord of Atlantis")
    real_card(SETS["LEA"], "Merfolk of the Pearl Trident")
    assert lord.program.automated
    state = mtg_state({"battlefield": ["Lord of Atlantis", "Merfolk of the Pearl Trident", "Oso Musgoso"]},
                      {"battlefield": ["Merfolk of the Pearl Trident"]})
    lord_id, mine, bear = state.battlefield(0)
    (theirs,) = state.battlefield(1)
    assert state.power_toughness(lord_id) == (2, 2)  # "other"
    assert state.power_toughness(mine) == (2, 2) and state.power_toughness(theirs) == (2, 2)
    assert "islandwalk" in state.keywords(theirs) and "islandwalk" not in state.keywords(bear)
    assert state.power_toughness(bear) == (2, 2)  # a Bear, not a Merfolk: as printed
    state.move(lord_id, state.zone(0, "cementerio"))
    assert state.power_toughness(theirs) == (1, 1)


def test_other_elves_you_control_only() -> None:
    tactician = real_card(SETS["KHM"], "Canopy Tactician")
    real_card(SETS["KHM"], "Jaspera Sentinel")
    assert tactician.program.automated
    state = mtg_state({"battlefield": ["Canopy Tactician", "Jaspera Sentinel"]}, {"battlefield": ["Jaspera Sentinel"]})
    _tactician, mine = state.battlefield(0)
    (theirs,) = state.battlefield(1)
    assert state.power_toughness(mine) == (2, 3) and state.power_toughness(theirs) == (1, 2)


def test_a_changeling_is_every_creature_type_CR_702_73a() -> None:
    real_card(SETS["KHM"], "Canopy Tactician")
    mistwalker = real_card(SETS["KHM"], "Mistwalker")
    assert mistwalker.program.automated and "changeling" in mistwalker.program.keywords
    state = mtg_state({"battlefield": ["Canopy Tactician", "Mistwalker"]})
    _tactician, walker = state.battlefield(0)
    assert state.power_toughness(walker) == (2, 5)  # a 1/4, an Elf among its types
