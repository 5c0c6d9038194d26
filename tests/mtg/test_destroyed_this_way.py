"""Life for what an effect destroyed (engine/games/mtg/destroyed_this_way.py, CR 701.7a, 608.2c) with
Innistrad's Paraselene loaded from the card data: "Destroy all enchantments. You gain 1 life for
each enchantment destroyed this way" — every player's enchantments, counted once destroyed."""

from __future__ import annotations

from engine.games.mtg.base import LIFE
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def test_paraselene_gains_a_life_for_each_enchantment_destroyed_CR_701_7a() -> None:
    assert real_card(SETS["ISD"], "Paraselene").program.automated
    for name in ("Full Moon's Rise", "Wreath of Geists", "Heartless Summoning"):
        real_card(SETS["ISD"], name)
    state = mtg_state({"hand": ["Paraselene"], "battlefield": ["Llanura"] * 3 + ["Full Moon's Rise", "Oso Musgoso",
                                                                                {"card": "Wreath of Geists", "attached": "Oso Musgoso"}]},
                      {"battlefield": ["Heartless Summoning"]})
    _do(state, "cast Paraselene", "pass", "pass")
    assert [c for c in state.battlefield() if "enchantment" in state.defn(c).types] == []
    assert state.counters[0][LIFE] == 23  # three enchantments, both players'
    assert state.on_battlefield(card_id(state, "Oso Musgoso"))


def test_paraselene_with_no_enchantment_gains_nothing() -> None:
    real_card(SETS["ISD"], "Paraselene")
    state = mtg_state({"hand": ["Paraselene"], "battlefield": ["Llanura"] * 3})
    _do(state, "cast Paraselene", "pass", "pass")
    assert state.counters[0][LIFE] == 20
