"""Saga chapters of Kaldheim's Harald Unites the Elves, loaded from the card data: "I — Mill three
cards. You may put an Elf or Tyvar card from your graveyard onto the battlefield." (graveyard_puts,
CR 608.2d), "II — Put a +1/+1 counter on each Elf you control." (oracle_team, CR 122.1) and "III —
Whenever an Elf you control attacks this turn, target creature an opponent controls gets -1/-1
until end of turn." (this_turn_triggers: a delayed trigger for the turn, CR 603.7b), and The
Bloodsky Massacre's "II — Whenever a Berserker attacks this turn, you draw a card and you lose 1
life." (anyone's Berserker)."""

from __future__ import annotations

import pytest

from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.games.mtg.base import LIFE
from engine.games.mtg.state import MtgState
from engine.games.mtg.this_turn_triggers import DELAYED
from tests.mtg.cr_helpers import cid, do, names, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _next_main(state: MtgState) -> None:
    """Play on to P1's first priority in their next precombat main phase."""
    turn = state.turn
    while not (state.turn > turn and state.turn_player == 0 and state.phase == "principal1" and state.prompt.kind == "prioridad"):
        do(state, "pass" if state.prompt.kind == "prioridad" else "done")


def _harald() -> MtgState:
    """Harald Unites the Elves cast and its chapter I resolving: P1 milled Duskwielder and two Islands."""
    for name in ("Harald Unites the Elves", "A-Harald Unites the Elves"):
        assert real_card(SETS["KHM"], name).program.automated
    real_card(SETS["KHM"], "Grizzled Outrider")
    real_card(SETS["KHM"], "Duskwielder")
    state = mtg_state({"hand": ["Harald Unites the Elves"],
                       "battlefield": ["Bosque", "Bosque", "Pantano", "Pantano", "Grizzled Outrider", "Alce Arrollador"],
                       "library": ["Duskwielder", "Isla", "Isla"] + ["Isla"] * 8},
                      {"battlefield": ["Oso Musgoso"], "library": ["Isla"] * 8})
    do(state, "cast Harald Unites the Elves", "pass", "pass", "pass", "pass")
    return state


def test_chapter_one_puts_an_elf_milled_onto_the_battlefield_CR_608_2d() -> None:
    # CR 608.2d, CR 701.13a
    state = _harald()
    assert sorted(names(state, 0, "cementerio")) == ["Duskwielder", "Isla", "Isla"]
    assert state.prompt.kind == "buscar" and state.prompt.player == 0
    assert {state.action_to_string(a) for a in state.legal_actions()} == {"find Duskwielder", "done"}
    island = next(c for c in state.ids(0, "cementerio") if state.defn(c).name == "Isla")
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("find", 0, (island,)))
    assert refused.value.rule.id == "CR 608.2c"  # not an Elf or Tyvar card
    do(state, "find Duskwielder")
    assert state.on_battlefield(cid(state, "Duskwielder")) and state._card(cid(state, "Duskwielder")).controller == 0


def test_chapter_one_may_put_nothing_CR_608_2d() -> None:
    # CR 608.2d
    state = _harald()
    do(state, "done")
    assert "Duskwielder" in names(state, 0, "cementerio") and state.prompt.kind == "prioridad"


def test_chapters_two_and_three_grow_the_elves_and_shrink_a_blocker_each_attack_CR_603_7b() -> None:
    # CR 122.1, CR 603.7a, CR 603.7b, CR 714.4
    state = _harald()
    do(state, "find Duskwielder")
    outrider, dusk, moose = cid(state, "Grizzled Outrider"), cid(state, "Duskwielder"), cid(state, "Alce Arrollador")
    _next_main(state)
    do(state, "pass", "pass")  # chapter II
    assert state.power_toughness(outrider) == (6, 6) and state.power_toughness(dusk) == (2, 3)
    assert not state._card(moose).counters.get("+1/+1")  # not an Elf
    _next_main(state)
    do(state, "pass", "pass")  # chapter III; the Saga is then sacrificed, its trigger stays for the turn
    assert state.zone_name_of(cid(state, "Harald Unites the Elves")) == "cementerio"
    assert any(e.op == DELAYED for e in state.continuous)
    while state.prompt.kind != "atacantes":
        do(state, "pass")
    theirs = cid(state, "Oso Musgoso")
    do(state, "attack Grizzled Outrider", "attack Alce Arrollador", "done")  # the Moose is no Elf: one trigger
    assert state.prompt.kind == "objetivo"
    assert refusal(state, "target Alce Arrollador") == "CR 601.2c"  # "a creature an opponent controls"
    do(state, "target Oso Musgoso")
    do(state, "pass", "pass")
    assert state.power_toughness(theirs) == (1, 1)
    _next_main(state)
    assert not any(e.op == DELAYED for e in state.continuous)  # CR 514.2: it lasted the turn


def test_bloodsky_massacre_draws_for_each_attacking_berserker_CR_603_7b() -> None:
    # CR 603.7b, CR 603.7e
    massacre = real_card(SETS["KHM"], "The Bloodsky Massacre")
    assert [a.count for a in massacre.program.abilities if a.trigger == "chapter"] == ["1", "2", "3"]
    real_card(SETS["KHM"], "Duskwielder")
    state = mtg_state({"hand": ["The Bloodsky Massacre"], "battlefield": ["Montaña", "Montaña", "Pantano", "Duskwielder"],
                       "library": ["Isla"] * 8}, {"library": ["Isla"] * 8})
    do(state, "cast The Bloodsky Massacre", "pass", "pass", "pass", "pass")  # chapter I: a 2/3 Demon Berserker
    _next_main(state)
    do(state, "pass", "pass")  # chapter II
    hand = len(state.ids(0, "mano"))
    while state.prompt.kind != "atacantes":
        do(state, "pass")
    do(state, "attack Duskwielder", "attack Ficha Berserker Demonio", "done")
    while state.chain.links or state.triggers or state.prompt.kind == "orden":
        do(state, "pass" if state.prompt.kind == "prioridad" else f"stack {state.prompt.options[0]}")
    assert len(state.ids(0, "mano")) == hand + 2 and state.counters[0][LIFE] == 18
