"""Static bonuses to a group of creatures (engine/games/mtg/group_anthems.py), CR 611.3a, 613.4c
and 613.1f, with Innistrad's Intangible Virtue and One-Eyed Scarecrow loaded from the card data."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def test_intangible_virtue_pumps_only_your_creature_tokens() -> None:
    # CR 613.4c, CR 613.1f
    assert real_card(SETS["ISD"], "Intangible Virtue").program.automated
    real_card(SETS["KHM"], "A-Elderleaf Mentor")
    state = mtg_state({"hand": ["A-Elderleaf Mentor"], "battlefield": ["Intangible Virtue", "Oso Musgoso"] + ["Bosque"] * 4})
    _do(state, "cast A-Elderleaf Mentor", "pass", "pass", "pass", "pass")
    (token,) = [c for c in state.battlefield(0) if c in state.tokens]
    assert state.power_toughness(token) == (2, 2) and "vigilance" in state.keywords(token)
    assert state.power_toughness(card_id(state, "Oso Musgoso")) == (2, 2) and "vigilance" not in state.keywords(card_id(state, "Oso Musgoso"))


def test_one_eyed_scarecrow_shrinks_the_opponents_fliers_CR_611_3a() -> None:
    # CR 611.3a
    assert real_card(SETS["ISD"], "One-Eyed Scarecrow").program.automated
    state = mtg_state({"battlefield": ["One-Eyed Scarecrow", "Grifo Vigía"]}, {"battlefield": ["Grifo Vigía", "Oso Musgoso"]})
    mine = state.battlefield(0)[1]
    theirs, bear = state.battlefield(1)
    assert state.power_toughness(theirs) == (1, 2) and state.power_toughness(mine) == (2, 2)
    assert state.power_toughness(bear) == (2, 2)
