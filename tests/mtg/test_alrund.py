"""Kaldheim's Alrund, God of the Cosmos (and its rebalanced A- printing), loaded from the card data,
a modal double-faced card whose both faces play (CR 712): "CARDNAME gets +1/+1 for each card in your
hand and each foretold card you own in exile." (per_count, foretell: CR 613.4c, 702.143a) and "At
the beginning of your end step, choose a card type, then reveal the top two cards of your library.
Put all cards of the chosen type revealed this way into your hand and the rest on the bottom of your
library in any order." (card_type_reveal: CR 608.2d, 701.16a, 401.1)."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import cid, do, names, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state

ALRUND = "Alrund, God of the Cosmos"


def _alrund(record: str, hand: list[str], library: list[str]) -> MtgState:
    alrund = real_card(SETS["KHM"], record)
    assert alrund.program.automated and alrund.back is not None and alrund.back.program.automated
    real_card(SETS["KHM"], "Demon Bolt")
    return mtg_state({"battlefield": [alrund.name.split(" // ")[0], "Montaña", "Montaña"], "hand": hand, "library": library},
                     {"library": ["Isla"] * 6})


def test_alrund_counts_the_hand_and_the_foretold_cards_CR_613_4c() -> None:
    # CR 613.4c, CR 702.143a, CR 611.3a
    state = _alrund("Alrund, God of the Cosmos // Hakka, Whispering Raven", ["Demon Bolt", "Isla", "Isla"], ["Isla"] * 6)
    alrund = cid(state, ALRUND)
    assert state.power_toughness(alrund) == (1 + 3, 1 + 3)
    do(state, "foretell Demon Bolt")  # from the hand to exile, face down: still counted
    assert state.power_toughness(alrund) == (1 + 3, 1 + 3)
    do(state, "play Isla")
    assert state.power_toughness(alrund) == (1 + 2, 1 + 2)


def _end_step(record: str, library: list[str]) -> MtgState:
    state = _alrund(record, [], library)
    while not (state.step == "final" and state.turn_player == 0 and state.chain.links):
        do(state, "pass" if state.prompt.kind == "prioridad" else "done")
    do(state, "pass", "pass")
    return state


def test_the_chosen_type_goes_to_the_hand_the_rest_to_the_bottom_CR_701_16a() -> None:
    # CR 608.2d, CR 701.16a, CR 401.1
    state = _end_step("Alrund, God of the Cosmos // Hakka, Whispering Raven", ["Oso Musgoso", "Isla", "Bosque", "Bosque"])
    assert state.prompt.kind == "buscar" and state.prompt.player == 0
    assert refusal(state, "type dragon") == "CR 608.2c"  # a creature type, not a card type
    do(state, "type creature")
    assert names(state, 0, "mano") == ["Oso Musgoso"]
    assert names(state, 0, "biblioteca") == ["Bosque", "Bosque", "Isla"]  # the Island on the bottom
    assert all(state._card(c).known & 2 for c in state.ids(0, "biblioteca")[-1:])  # revealed to P2 too


def test_the_rebalanced_alrund_reveals_three_and_orders_the_rest_CR_401_1() -> None:
    # CR 401.1, CR 701.16a
    state = _end_step("A-Alrund, God of the Cosmos // A-Hakka, Whispering Raven",
                      ["Isla", "Oso Musgoso", "Lobezno del Claro", "Pantano"])
    do(state, "type land")
    assert names(state, 0, "mano") == ["Isla"]
    assert state.prompt.kind == "buscar"  # which of the other two goes to the bottom first
    do(state, "find Lobezno del Claro")
    assert names(state, 0, "biblioteca") == ["Pantano", "Lobezno del Claro", "Oso Musgoso"]
