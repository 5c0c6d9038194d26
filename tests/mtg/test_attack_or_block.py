"""Triggers on attacking or blocking (engine/games/mtg/attack_or_block.py, CR 508.3a, 509.3a) with
Innistrad's Hamlet Captain loaded from the card data: "Whenever CARDNAME attacks or blocks, other
Humans you control get +1/+1 until end of turn"."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _pass_until(state: MtgState, kind: str) -> None:
    while state.prompt.kind != kind:
        _do(state, "pass")


def _cards() -> None:
    assert real_card(SETS["ISD"], "Hamlet Captain").program.automated
    real_card(SETS["ISD"], "Doomed Traveler")


def test_hamlet_captain_attacking_pumps_the_other_humans_CR_508_3a() -> None:
    _cards()
    state = mtg_state({"battlefield": ["Hamlet Captain", "Doomed Traveler", "Oso Musgoso"]})
    captain, traveler, bear = (card_id(state, n) for n in ("Hamlet Captain", "Doomed Traveler", "Oso Musgoso"))
    _pass_until(state, "atacantes")
    _do(state, "attack Hamlet Captain", "done")
    while state.chain.links or state.triggers:
        _do(state, "pass")
    assert state.power_toughness(traveler) == (2, 2)  # a 1/1 Human
    assert state.power_toughness(captain) == (2, 2) and state.power_toughness(bear) == (2, 2)  # "other", "Humans"


def test_hamlet_captain_blocking_triggers_too_CR_509_3a() -> None:
    _cards()
    state = mtg_state({"battlefield": ["Oso Musgoso"]}, {"battlefield": ["Hamlet Captain", "Doomed Traveler"]})
    traveler = card_id(state, "Doomed Traveler")
    _pass_until(state, "atacantes")
    _do(state, "attack Oso Musgoso", "done")
    _pass_until(state, "bloqueadores")
    _do(state, "block Oso Musgoso with Hamlet Captain", "done")
    while state.chain.links or state.triggers:
        _do(state, "pass")
    assert state.power_toughness(traveler) == (2, 2)


def test_hamlet_captain_not_in_combat_does_nothing() -> None:
    _cards()
    state = mtg_state({"battlefield": ["Hamlet Captain", "Doomed Traveler"]})
    _pass_until(state, "atacantes")
    _do(state, "done")
    assert not state.chain.links and state.power_toughness(card_id(state, "Doomed Traveler")) == (1, 1)
