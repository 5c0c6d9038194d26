"""An Aura's trigger on its creature's damage (engine/games/mtg/damage_triggers.py, CR 603.2, 603.5)
with Innistrad's Curiosity loaded from the card data: "Whenever enchanted creature deals damage to an
opponent, you may draw a card" — an opponent of the Aura's controller."""

from __future__ import annotations

from engine.games.mtg.base import LIFE
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _attack(state: MtgState) -> None:
    while state.prompt.kind != "atacantes":
        _do(state, "pass")
    _do(state, "attack Oso Musgoso", "done")
    while state.prompt.kind not in ("quizas", "opcional") and state.step not in ("final", "fin_combate"):
        _do(state, "done" if state.prompt.kind == "bloqueadores" else "pass")


def test_curiosity_draws_when_the_creature_hits_an_opponent_CR_603_2() -> None:
    assert real_card(SETS["ISD"], "Curiosity").program.automated
    state = mtg_state({"battlefield": ["Oso Musgoso", {"card": "Curiosity", "attached": "Oso Musgoso"}],
                       "library": ["Isla"] * 3})
    hand = len(state.ids(0, "mano"))
    _attack(state)
    assert state.may is not None  # CR 603.5: "you may" asked as it resolves
    _do(state, "yes")
    assert len(state.ids(0, "mano")) == hand + 1 and state.counters[1][LIFE] == 18


def test_curiosity_does_not_trigger_on_damage_to_its_own_controller() -> None:
    real_card(SETS["ISD"], "Curiosity")
    state = mtg_state({"battlefield": ["Oso Musgoso"], "library": ["Isla"] * 3},
                      {"battlefield": [{"card": "Curiosity", "attached": "Oso Musgoso"}], "library": ["Isla"] * 3})
    _attack(state)
    # P2's Curiosity on P1's Bear: the Bear hits P2, who is no opponent of the Aura's controller
    assert state.may is None and state.ids(1, "mano") == [] and state.counters[1][LIFE] == 18
