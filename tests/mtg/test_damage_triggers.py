"""Abilities that trigger on damage (engine/games/mtg/damage_triggers.py), CR 603.2 and 120.3,
with Alpha's Fungusaur ("Whenever CARDNAME is dealt damage, put a +1/+1 counter on it") and
Kaldheim's Toski, Bearer of Secrets ("Whenever a creature you control deals combat damage to a
player, draw a card"), loaded from the card data."""

from __future__ import annotations

from engine.games.mtg.base import PLUS
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def test_fungusaur_grows_when_it_is_dealt_damage_CR_603_2() -> None:
    # CR 603.2, CR 120.3e
    assert real_card(SETS["LEA"], "Fungusaur").program.automated
    state = mtg_state({"battlefield": ["Fungusaur"]}, {"battlefield": ["Oso Musgoso"]})
    fungusaur, bear = card_id(state, "Fungusaur"), card_id(state, "Oso Musgoso")
    state.deal_damage(bear, 1, fungusaur, 1)
    _do(state, "pass")  # the next priority: the trigger is put on the stack (CR 603.3)
    while state.chain.links:
        _do(state, "pass")
    assert state._card(fungusaur).counters.get(PLUS, 0) == 1 and state.power_toughness(fungusaur) == (3, 3)


def test_toski_draws_when_a_creature_of_yours_deals_combat_damage_to_a_player() -> None:
    # CR 510.2, CR 603.2
    assert real_card(SETS["KHM"], "Toski, Bearer of Secrets").program.automated
    state = mtg_state({"battlefield": ["Toski, Bearer of Secrets", "Oso Musgoso"]})
    hand = len(state.ids(0, "mano"))
    while state.prompt.kind != "atacantes":
        _do(state, "pass")
    _do(state, "attack Oso Musgoso", "attack Toski, Bearer of Secrets", "done")
    while state.step != "fin_combate":
        _do(state, "pass")
    assert len(state.ids(0, "mano")) == hand + 2  # one card for each creature that dealt combat damage


def test_goldvein_pick_makes_a_treasure_when_its_creature_hits_a_player_CR_603_2() -> None:
    # CR 603.2, CR 510.2, CR 111.10a, CR 301.5
    assert real_card(SETS["KHM"], "Goldvein Pick").program.automated
    state = mtg_state({"battlefield": ["Goldvein Pick", "Oso Musgoso", "Montaña", "Montaña"]})
    _do(state, "activate Goldvein Pick", "target Oso Musgoso", "pass", "pass")  # equip {1}
    bear = card_id(state, "Oso Musgoso")
    assert state._card(card_id(state, "Goldvein Pick")).attached_to == bear and state.power_toughness(bear) == (3, 3)
    while state.prompt.kind != "atacantes":
        _do(state, "pass")
    _do(state, "attack Oso Musgoso", "done")
    while not any(c in state.tokens for c in state.battlefield(0)) and state.step != "fin_combate":
        _do(state, "done" if state.prompt.kind == "bloqueadores" else "pass")
    assert state.counters[1]["vidas"] == 17
    assert [state.defn(c).name for c in state.battlefield(0) if c in state.tokens] == ["Ficha Tesoro"]
