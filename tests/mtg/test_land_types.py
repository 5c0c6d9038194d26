"""Effects that set a land's type (engine/games/mtg/land_types.py), CR 305.7, 613.1d, with Alpha's
Evil Presence, Conversion and Tundra loaded from the card data."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import cid, do
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _taps(state: MtgState, name: str) -> set[str]:
    return {state.action_to_string(a) for a in state.legal_actions() if a.kind == "tap" and name in state.action_to_string(a)}


def test_evil_presence_makes_a_dual_land_only_a_swamp_CR_305_7() -> None:
    # CR 305.7, CR 305.6, CR 613.1d
    assert real_card(SETS["LEA"], "Evil Presence").program.automated
    real_card(SETS["LEA"], "Tundra")
    state = mtg_state({"hand": ["Evil Presence"], "battlefield": ["Pantano"]}, {"battlefield": ["Tundra"]})
    tundra = cid(state, "Tundra")
    assert set(state.defn(tundra).subtypes) == {"plains", "island"}
    do(state, "cast Evil Presence", "target Tundra", "pass", "pass")
    defn = state.defn(tundra)
    assert defn.subtypes == ("swamp",) and defn.is_land and "nonbasic" not in defn.supertypes  # no supertype added
    assert [a.mana for a in defn.program.abilities if a.kind == "mana"] == [("B",)]  # its old mana abilities are gone
    do(state, "pass")  # P2's turn: the Tundra adds {B} alone
    while state.turn_player != 1 or state.prompt.kind != "prioridad" or state.prompt.player != 1:
        do(state, "done" if state.prompt.kind in ("atacantes", "bloqueadores") else "pass")
    assert _taps(state, "Tundra") == {"tap Tundra"}
    do(state, "tap Tundra")
    assert state.pools[1] == {"B": 1}


def test_conversion_turns_every_mountain_into_plains_CR_305_7() -> None:
    # CR 305.7, CR 611.3a, CR 613.6
    assert real_card(SETS["LEA"], "Conversion").program.automated
    state = mtg_state({"battlefield": ["Conversion", "Montaña"]}, {"battlefield": ["Montaña", "Bosque"]})
    for mountain in (cid(state, "Montaña"), cid(state, "Montaña", 1)):
        assert state.defn(mountain).subtypes == ("plains",)
        assert [a.mana for a in state.defn(mountain).program.abilities if a.kind == "mana"] == [("W",)]
    assert state.defn(cid(state, "Bosque")).subtypes == ("forest",)
    assert _taps(state, "Montaña") == {"tap Montaña@P1.campo.2"}
    do(state, "tap Montaña@P1.campo.2")
    assert state.pools[0] == {"W": 1}


def test_living_lands_makes_forests_1_1_creatures_that_are_still_lands_CR_613_4b() -> None:
    # CR 613.1d, CR 613.4b, CR 305.6
    assert real_card(SETS["LEA"], "Living Lands").program.automated
    state = mtg_state({"battlefield": ["Living Lands", "Bosque", "Isla"]}, {"battlefield": ["Bosque"]})
    forests = [cid(state, "Bosque"), cid(state, "Bosque", 1)]
    for forest in forests:
        defn = state.defn(forest)
        assert defn.is_creature and defn.is_land and defn.subtypes == ("forest",) and state.power_toughness(forest) == (1, 1)
        assert [a.mana for a in defn.program.abilities if a.kind == "mana"] == [("G",)]  # it keeps its mana ability
    assert not state.defn(cid(state, "Isla")).is_creature
    assert set(forests) <= set(state.creatures())


def test_kormus_bell_makes_swamps_black_creatures_that_can_die_CR_613_1e() -> None:
    # CR 613.1e, CR 613.4b, CR 704.5g
    assert real_card(SETS["LEA"], "Kormus Bell").program.automated
    real_card(SETS["LEA"], "Lightning Bolt")
    state = mtg_state({"battlefield": ["Kormus Bell", "Montaña"], "hand": ["Lightning Bolt"]}, {"battlefield": ["Pantano"]})
    swamp = cid(state, "Pantano")
    assert state.defn(swamp).colors == ("B",) and state.power_toughness(swamp) == (1, 1)
    do(state, "cast Lightning Bolt", "target Pantano", "pass", "pass")  # a creature now: "any target"
    assert state.zone_name_of(swamp) == "cementerio"
