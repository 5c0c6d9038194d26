"""Ninjutsu (CR 702.49a): from the hand, once blockers are declared, return an unblocked attacker
you control to its owner's hand and put the card onto the battlefield tapped and attacking. No card
with ninjutsu is in shared/testdata's sets, so Ninja of the Deep Hours (Betrayers of Kamigawa) is
built here from its Oracle text."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.base import LIFE
from engine.games.mtg.ninjutsu import NINJUTSU, ninjutsu_line
from engine.games.mtg.state import MtgState
from tests.mtg.own_cards import adopt, own_position
from tests.mtg.states import card_id, legal, play

NINJA = "Ninjutsu {1}{U} ({1}{U}, Return an unblocked attacker you control to hand: Put this card onto the battlefield " \
    "from your hand tapped and attacking.)\nWhenever Ninja of the Deep Hours deals combat damage to a player, you may draw a card."


def _ninja() -> None:
    adopt("Ninja of the Deep Hours", "Creature — Human Ninja", "{3}{U}", NINJA, "2", "2")


def _refused(state: MtgState, text: str) -> str:
    with pytest.raises(IllegalActionError) as refused:
        play(state, text)
    return refused.value.rule.id


def _attack(blocked: bool = False) -> MtgState:
    """P1 attacks with Oso Musgoso, the Ninja in hand and two Islands at hand; P2 blocks it with
    Guardián de Raíces when ``blocked``. Returned in the declare blockers step, P1 to act."""
    _ninja()
    p1 = {"hand": ["Ninja of the Deep Hours"], "battlefield": ["Oso Musgoso", "Isla", "Isla"], "library": ["Isla"] * 3}
    state = own_position({"step": "atacantes", "P1": p1, "P2": {"battlefield": ["Guardián de Raíces"] if blocked else []}})
    bears = [c for c in state.battlefield(0) if state.defn(c).name == "Oso Musgoso"]
    play(state, "attack Oso Musgoso")
    play(state, "done")
    while state.step == "atacantes" and state.prompt is not None and state.prompt.kind == "prioridad":
        play(state, "pass")
    if blocked:
        assert state.prompt is not None and state.prompt.kind == "bloqueadores"
        state.apply_action(state.parse_action("block Oso Musgoso with Guardián de Raíces", 1))
        play(state, "done")
    assert state.step == "bloqueadores" and state.prompt is not None and state.prompt.kind == "prioridad"
    assert state.attackers and state.attackers[0][0] == bears[0]
    return state


def test_ninjutsu_line_CR_702_49a() -> None:
    ability = ninjutsu_line("Ninjutsu {1}{U}")
    assert ability is not None and ability.kind == "activated" and ability.effects[0].op == NINJUTSU
    assert str(ability.cost) == "{1}{U}" and len(ability.costs) == 1
    assert ninjutsu_line("Ninjutsu") is None


def test_ninjutsu_swaps_an_unblocked_attacker_for_the_ninja_CR_702_49a() -> None:
    state = _attack()
    ninja, bear = card_id(state, "Ninja of the Deep Hours"), state.attackers[0][0]
    actions = {state.action_to_string(a): a for a in state.legal_actions()}
    assert state.gesture(actions["activate Ninja of the Deep Hours"]).button == "activate #1"  # in the hand: a button, as cycling
    play(state, "activate Ninja of the Deep Hours")
    assert state.prompt is not None and state.prompt.kind == "devolver_coste"
    assert legal(state) == {"choose Oso Musgoso"}
    play(state, "choose Oso Musgoso")
    assert state.zone_name_of(bear) == "mano"  # CR 702.49a: returned as the cost is paid
    assert state._card(ninja).known == 0b11  # CR 702.49b: revealed while the ability is on the stack
    assert [link.source for link in state.chain.links] == [ninja]
    play(state, "pass")
    play(state, "pass")
    assert state.zone_name_of(ninja) == "campo" and state._card(ninja).rotated  # tapped and attacking
    assert state.attackers == ((ninja, state.attackers[0][1]),) and ninja not in state.blocked  # CR 702.49c: unblocked
    life, hand = state.counters[1][LIFE], len(state.ids(0, "mano"))
    for _ in range(6):  # to combat damage: the Ninja deals 2 and its trigger draws a card
        if state.prompt is not None and state.prompt.kind == "quizas":
            play(state, "yes")
            break
        play(state, "pass")
    assert state.counters[1][LIFE] == life - 2
    while state.chain.links:
        play(state, "pass")
    assert len(state.ids(0, "mano")) == hand + 1


def test_ninjutsu_before_blockers_are_declared_is_refused_CR_702_49c() -> None:
    """In the main phase, and in the declare attackers step, no creature is unblocked yet (CR 509.1h)."""
    _ninja()
    state = own_position({"P1": {"hand": ["Ninja of the Deep Hours"], "battlefield": ["Oso Musgoso", "Isla", "Isla"]}})
    assert "activate Ninja of the Deep Hours" not in legal(state)
    assert _refused(state, "activate Ninja of the Deep Hours") == "CR 702.49c"
    state = own_position({"step": "atacantes", "P1": {"hand": ["Ninja of the Deep Hours"],
                                                      "battlefield": ["Oso Musgoso", "Isla", "Isla"]}})
    play(state, "attack Oso Musgoso")
    play(state, "done")  # no blocker: the active player gets priority in the declare attackers step first
    assert state.step == "atacantes" and state.attackers
    assert _refused(state, "activate Ninja of the Deep Hours") == "CR 702.49c"


def test_ninjutsu_with_only_a_blocked_attacker_is_refused_CR_702_49c() -> None:
    state = _attack(blocked=True)
    assert "activate Ninja of the Deep Hours" not in legal(state)
    assert _refused(state, "activate Ninja of the Deep Hours") == "CR 702.49c"


def test_ninjutsu_from_the_battlefield_is_refused_CR_702_49a() -> None:
    _ninja()
    state = own_position({"P1": {"battlefield": ["Ninja of the Deep Hours", "Isla", "Isla"]}})
    assert _refused(state, "activate Ninja of the Deep Hours") == "CR 702.49a"


def test_ninjutsu_without_the_mana_is_refused_CR_602_2() -> None:
    _ninja()
    p1 = {"hand": ["Ninja of the Deep Hours"], "battlefield": ["Oso Musgoso", "Isla"]}
    state = own_position({"step": "atacantes", "P1": p1})
    play(state, "attack Oso Musgoso")
    play(state, "done")
    while state.step == "atacantes":
        play(state, "pass")
    assert state.step == "bloqueadores"
    assert _refused(state, "activate Ninja of the Deep Hours") == "CR 602.2"
