"""What happened this turn, counted (engine/games/mtg/turn_counts.py), with Kaldheim's Inga
Rune-Eyes, Rise of the Dread Marn and Valkyrie Harbinger loaded from the card data: creatures that
died this turn (CR 700.4, 608.2c, 608.2h) and life gained this turn (CR 119.9, 603.4)."""

from __future__ import annotations

from engine.games.mtg.base import LIFE
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _wrath(bears: int) -> MtgState:
    """Inga Rune-Eyes and ``bears`` bears destroyed by Wrath of God; Inga's trigger resolved."""
    assert real_card(SETS["KHM"], "Inga Rune-Eyes").program.automated
    real_card(SETS["LEA"], "Wrath of God")
    state = mtg_state({"hand": ["Wrath of God"], "pool": "WWWW",
                       "battlefield": ["Inga Rune-Eyes", *["Oso Musgoso"] * bears]})
    _do(state, "cast Wrath of God", "pass", "pass")
    assert state.zone_name_of(card_id(state, "Inga Rune-Eyes")) == "cementerio"
    while state.chain.links or state.triggers:
        _do(state, "pass")
    return state


def test_inga_draws_three_when_three_creatures_died_this_turn_CR_608_2c() -> None:
    # CR 700.4, CR 608.2c: Inga and two bears died — Inga herself is one of the three
    hand = len(_wrath(2).ids(0, "mano"))
    assert hand == 3


def test_inga_draws_nothing_when_two_creatures_died_CR_608_2c() -> None:
    # CR 608.2c: the condition is false as the ability resolves
    assert _wrath(1).ids(0, "mano") == []


def _zombies(state: MtgState) -> list[int]:
    return [c for c in state.battlefield(0) if c in state.tokens]


def test_rise_of_the_dread_marn_counts_nontoken_creatures_that_died_CR_608_2h() -> None:
    # CR 107.3a, CR 608.2h: X counted as the spell resolves; the dead tokens do not count
    assert real_card(SETS["KHM"], "Rise of the Dread Marn").program.automated
    real_card(SETS["LEA"], "Wrath of God")
    state = mtg_state({"hand": ["Wrath of God", "Wrath of God", "Rise of the Dread Marn", "Rise of the Dread Marn"],
                       "pool": "WWWWWWWWBBBBBB"}, {"battlefield": ["Oso Musgoso", "Oso Musgoso"]})
    _do(state, "cast Wrath of God", "pass", "pass", "cast Rise of the Dread Marn", "pass", "pass")
    first = _zombies(state)
    assert len(first) == 2 and all(state.power_toughness(z) == (2, 2) for z in first)
    _do(state, "cast Wrath of God", "pass", "pass")  # the two Zombie tokens die: four creatures, two nontoken
    assert _zombies(state) == []
    _do(state, "cast Rise of the Dread Marn", "pass", "pass")
    assert len(_zombies(state)) == 2


def test_rise_of_the_dread_marn_after_no_death_makes_nothing_CR_608_2h() -> None:
    # CR 608.2h: X is 0
    real_card(SETS["KHM"], "Rise of the Dread Marn")
    state = mtg_state({"hand": ["Rise of the Dread Marn"], "pool": "BBB"})
    _do(state, "cast Rise of the Dread Marn", "pass", "pass")
    assert _zombies(state) == [] and state.zone_name_of(card_id(state, "Rise of the Dread Marn")) == "cementerio"


def _harbinger_end_step(gain: int, who: str = "P1") -> MtgState:
    """Valkyrie Harbinger's controller (or its opponent) gains ``gain`` life with Stream of Life,
    then the turn goes on to its end step and what triggered there resolves."""
    assert real_card(SETS["KHM"], "Valkyrie Harbinger").program.automated
    real_card(SETS["LEA"], "Stream of Life")
    state = mtg_state({"hand": ["Stream of Life"], "pool": "G" * (gain + 1), "battlefield": ["Valkyrie Harbinger"]})
    _do(state, "cast Stream of Life", f"x {gain}", f"target {who}", "pass", "pass")
    assert state.counters[0 if who == "P1" else 1][LIFE] == 20 + gain
    turn = state.turn
    while state.turn == turn and not (state.step == "final" and not state.chain.links and not state.triggers
                                      and _angels(state)):
        _do(state, "done" if state.prompt.kind == "atacantes" else "pass")
    return state


def _angels(state: MtgState) -> list[int]:
    return [c for c in state.battlefield(0) if c in state.tokens]


def test_valkyrie_harbinger_makes_an_angel_after_four_life_gained_CR_603_4() -> None:
    # CR 119.9, CR 603.4, CR 513.1a
    state = _harbinger_end_step(4)
    (angel,) = _angels(state)
    assert state.power_toughness(angel) == (4, 4) and state.has(angel, "flying") and state.has(angel, "vigilance")


def test_valkyrie_harbinger_not_after_three_life_CR_603_4() -> None:
    # CR 603.4: the intervening "if" is false, it does not trigger
    assert _angels(_harbinger_end_step(3)) == []


def test_valkyrie_harbinger_counts_only_its_controllers_gain_CR_603_4() -> None:
    # CR 603.4: "you gained" — the opponent's five life do not count
    assert _angels(_harbinger_end_step(5, who="P2")) == []

