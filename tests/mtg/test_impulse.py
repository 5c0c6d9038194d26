"""Playing cards exiled from the top of one's library (engine/games/mtg/impulse.py), with Kaldheim's
Tuskeri Firewalker ("Boast — {1}: Exile the top card of your library. You may play that card this
turn.") and Showdown of the Skalds ("I — Exile the top four cards of your library. Until the end of
your next turn, you may play those cards. II, III — Whenever you cast a spell this turn, put a +1/+1
counter on target creature you control.") loaded from the card data — CR 601.3, 305.1, 611.2b."""

from __future__ import annotations

import pytest

from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import cid, do, names, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _refused(state: MtgState, card: int) -> str:
    """The rule cited when P1 tries to cast ``card`` (the notation no longer offers it)."""
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("cast", 0, (card,)))
    return refused.value.rule.id


def _to(state: MtgState, phase: str, next_turn: bool = False) -> None:
    """Pass (declaring no attackers or blockers) to P1's priority in ``phase`` of this turn or of their next."""
    turn = state.turn
    while not (state.phase == phase and state.turn_player == 0 and state.prompt.kind == "prioridad" and state.prompt.player == 0
               and not state.chain.links and (state.turn > turn or not next_turn)):
        do(state, "pass" if state.prompt.kind == "prioridad" else "done")


def _boasted(top: str) -> MtgState:
    """Tuskeri Firewalker attacked and boasted: ``top`` exiled from P1's library."""
    assert real_card(SETS["KHM"], "Tuskeri Firewalker").program.automated
    state = mtg_state({"battlefield": ["Tuskeri Firewalker", "Montaña", "Montaña", "Bosque"], "library": [top] + ["Isla"] * 6},
                      {"library": ["Isla"] * 6})
    while state.prompt.kind != "atacantes":
        do(state, "pass")
    do(state, "attack Tuskeri Firewalker", "done", "activate Tuskeri Firewalker", "pass", "pass")
    assert names(state, 0, "exilio") == [top]
    return state


def test_a_land_exiled_is_played_as_the_land_drop_CR_305_1() -> None:
    # CR 305.1, CR 305.2, CR 601.3
    state = _boasted("Bosque")
    assert refusal(state, "play Bosque") == "CR 305.3"  # during combat: not a main phase
    _to(state, "principal2")
    do(state, "play Bosque")
    assert names(state, 0, "exilio") == [] and names(state, 0, "campo").count("Bosque") == 2


def test_a_spell_exiled_is_cast_this_turn_only_CR_611_2b() -> None:
    # CR 601.3, CR 611.2b, CR 117.1
    state = _boasted("Oso Musgoso")
    _to(state, "principal2")
    assert "cast Oso Musgoso" in {state.action_to_string(a) for a in state.legal_actions()}
    _to(state, "principal1", next_turn=True)  # P1's next turn: the permission is over
    assert _refused(state, cid(state, "Oso Musgoso")) == "CR 117.1"
    assert names(state, 0, "exilio") == ["Oso Musgoso"]


def test_showdown_lets_its_cards_be_played_until_the_end_of_the_next_turn_CR_611_2b() -> None:
    # CR 611.2b, CR 603.7b, CR 714.2b
    assert real_card(SETS["KHM"], "Showdown of the Skalds").program.automated
    state = mtg_state({"hand": ["Showdown of the Skalds"],
                       "battlefield": ["Montaña", "Montaña", "Llanura", "Llanura", "Bosque", "Lobezno del Claro"],
                       "library": ["Oso Musgoso", "Bosque", "Oso Musgoso", "Isla"] + ["Isla"] * 6}, {"library": ["Isla"] * 6})
    do(state, "cast Showdown of the Skalds", "pass", "pass", "pass", "pass")  # chapter I
    assert sorted(names(state, 0, "exilio")) == ["Bosque", "Isla", "Oso Musgoso", "Oso Musgoso"]
    do(state, "play Bosque")
    _to(state, "principal1", next_turn=True)  # P1's next turn: chapter II has triggered and resolved
    cub = cid(state, "Lobezno del Claro")
    do(state, "cast Oso Musgoso")  # from exile: chapter II's trigger goes above it
    do(state, "target Lobezno del Claro", "pass", "pass")
    assert state.power_toughness(cub)[0] == 2 + 1
    _to(state, "principal1", next_turn=True)  # the turn after: the last Bear may no longer be cast
    assert _refused(state, next(c for c in state.ids(0, "exilio") if state.defn(c).name == "Oso Musgoso")) == "CR 117.1"
