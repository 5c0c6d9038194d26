"""Foretell given to the cards in one's hand (engine/games/mtg/foretell.py), with Kaldheim's Dream
Devourer loaded from the card data: "Each nonland card in your hand without foretell has foretell.
Its foretell cost is equal to its mana cost reduced by {2}." and "Whenever you foretell a card,
CARDNAME gets +2/+0 until end of turn." — CR 702.143a, 116.2h, 601.2f, 603.2."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import cid, do, names, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _foretold() -> MtgState:
    """P1 foretold Grizzled Outrider ({4}{G}) with Dream Devourer's foretell."""
    assert real_card(SETS["KHM"], "Dream Devourer").program.automated
    real_card(SETS["KHM"], "Grizzled Outrider")
    state = mtg_state({"battlefield": ["Dream Devourer", "Montaña", "Montaña", "Bosque"], "hand": ["Grizzled Outrider", "Isla"],
                       "library": ["Isla"] * 6}, {"library": ["Isla"] * 6})
    assert refusal(state, "foretell Isla") == "CR 116.2h"  # a land: not given foretell
    do(state, "foretell Grizzled Outrider")
    return state


def test_a_card_without_foretell_is_foretold_and_the_devourer_grows_CR_603_2() -> None:
    # CR 702.143a, CR 116.2h, CR 603.2
    state = _foretold()
    assert names(state, 0, "exilio") == ["Grizzled Outrider"] and not state._card(state.ids(0, "exilio")[0]).face_up
    do(state, "pass", "pass")  # the trigger resolves
    assert state.power_toughness(cid(state, "Dream Devourer")) == (2, 3)


def test_it_is_cast_later_for_its_mana_cost_less_two_CR_601_2f() -> None:
    # CR 702.143a, CR 601.2f
    state = _foretold()
    outrider = cid(state, "Grizzled Outrider")
    turn = state.turn
    while not (state.turn > turn and state.turn_player == 0 and state.phase == "principal1" and state.prompt.kind == "prioridad"):
        do(state, "pass" if state.prompt.kind == "prioridad" else "done")
    do(state, "cast Grizzled Outrider", "pass", "pass")  # {2}{G} with three lands
    assert state.on_battlefield(outrider) and all(state._card(c).rotated for c in state.battlefield(0) if state.defn(c).is_land)
