"""Abilities that trigger when a land is tapped for mana (engine/games/mtg/mana_triggers.py),
CR 106.12a, 605.1b, 605.4a, with Alpha's Wild Growth, Gauntlet of Might, Mana Flare and Manabarbs
loaded from the card data."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import cid, do, next_turn
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _tap(state: MtgState, card: int) -> None:
    """Tap the land ``card`` for its mana (its only option)."""
    (action,) = [a for a in state.legal_actions() if a.kind == "tap" and a.cards == (card,)]
    state.apply_action(action)


def test_wild_growth_adds_an_additional_green_at_once_CR_605_4a() -> None:
    # CR 106.12a, CR 605.1b, CR 605.4a
    assert real_card(SETS["LEA"], "Wild Growth").program.automated
    state = mtg_state({"hand": ["Wild Growth"], "battlefield": ["Bosque", "Bosque"]})
    do(state, "cast Wild Growth", "target Bosque", "pass", "pass")
    enchanted = state._card(cid(state, "Wild Growth")).attached_to
    other = next(c for c in state.battlefield(0) if state.defn(c).name == "Bosque" and c != enchanted)
    next_turn(next_turn(state))  # P1's next turn: both Forests untapped
    _tap(state, enchanted)
    assert state.pools[0] == {"G": 2} and not state.chain.links and state.prompt.player == 0  # no stack
    _tap(state, other)
    assert state.pools[0] == {"G": 3}  # the other Forest: no more


def test_gauntlet_of_might_adds_red_for_mountains_only_CR_106_12a() -> None:
    # CR 106.12a, CR 605.4a
    assert real_card(SETS["LEA"], "Gauntlet of Might").program.automated
    state = mtg_state({"battlefield": ["Gauntlet of Might", "Montaña", "Bosque"]}, {"battlefield": ["Montaña"]})
    _tap(state, cid(state, "Montaña"))
    assert state.pools[0] == {"R": 2}
    do(state, "tap Bosque")
    assert state.pools[0] == {"R": 2, "G": 1}


def test_mana_flare_doubles_the_type_the_land_made_CR_106_12a() -> None:
    # CR 106.12a, CR 605.4a
    assert real_card(SETS["LEA"], "Mana Flare").program.automated
    real_card(SETS["LEA"], "Tundra")
    state = mtg_state({"battlefield": ["Mana Flare", "Tundra"]})
    do(state, "tap Tundra for U")
    assert state.pools[0] == {"U": 2}


def test_manabarbs_hurts_whoever_taps_a_land_for_mana_CR_603_2() -> None:
    # CR 106.12a, CR 603.2, CR 603.3
    assert real_card(SETS["LEA"], "Manabarbs").program.automated
    state = mtg_state({"battlefield": ["Manabarbs", "Montaña", "Montaña"], "hand": ["Oso Musgoso"]},
                      {"battlefield": ["Bosque"]})
    _tap(state, cid(state, "Montaña"))
    assert [state.defn(link.source).name for link in state.chain.links] == ["Manabarbs"]  # uses the stack
    do(state, "pass", "pass")
    assert state.life(0) == 19 and state.life(1) == 20
    assert state.pools[0] == {"R": 1}  # the mana stays until the step ends (CR 106.4)
