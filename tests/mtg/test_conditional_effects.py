"""Instructions followed only if something is true as they resolve (engine/games/mtg/
conditional_effects.py, CR 608.2c) with Kaldheim's Poison the Cup (CR 702.143c), Cosmos Elixir
(CR 103.4) and Frost Bite, loaded from the card data."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.base import LIFE
from engine.games.mtg.conditional_effects import starting_life
from engine.games.mtg.oracle import compile_text
from engine.games.mtg.state import MtgState
from tests.mtg.own_cards import own_position
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _to_my_turn(state: MtgState) -> None:
    """To P1's precombat main phase of their next turn, no attacks declared."""
    while state.turn_player == 0:
        _do(state, "done" if state.prompt.kind == "atacantes" else "pass")
    while state.turn_player != 0 or state.step_index != 3 or state.prompt.player != 0:
        _do(state, "done" if state.prompt.kind in ("atacantes", "bloqueadores") else "pass")


def _cup(foretell: bool) -> MtgState:
    """Poison the Cup ({1}{B}{B}, foretell {1}{B}) cast at P2's Grizzly Bears, foretold or from the hand."""
    assert real_card(SETS["KHM"], "Poison the Cup").program.automated
    state = mtg_state({"hand": ["Poison the Cup"], "battlefield": ["Pantano"] * 3,
                       "library": ["Isla", "Bosque", "Montaña", "Llanura"]}, {"battlefield": ["Oso Musgoso"]})
    if foretell:
        _do(state, "foretell Poison the Cup")
        _to_my_turn(state)
    _do(state, "cast Poison the Cup", "target Oso Musgoso", "pass", "pass")
    assert state.zone_name_of(card_id(state, "Oso Musgoso")) == "cementerio"
    return state


def test_poison_the_cup_scries_only_if_it_was_foretold_CR_702_143c() -> None:
    # CR 702.143c, CR 608.2c, CR 701.18a
    assert _cup(foretell=False).prompt.kind == "prioridad"  # no scry
    state = _cup(foretell=True)
    assert state.scry is not None and len(state.scry[1]) == 2  # scry 2: it was a foretold card


def test_a_foretold_cup_is_not_cast_the_turn_it_was_foretold_CR_702_143a() -> None:
    # CR 702.143a
    real_card(SETS["KHM"], "Poison the Cup")
    state = mtg_state({"hand": ["Poison the Cup"], "battlefield": ["Pantano"] * 5}, {"battlefield": ["Oso Musgoso"]})
    _do(state, "foretell Poison the Cup")
    with pytest.raises(IllegalActionError) as refused:
        _do(state, "cast Poison the Cup")
    assert refused.value.rule.id == "CR 702.143a"


def _elixir_end_step(life: int, fmt: str = "") -> MtgState:
    """Cosmos Elixir's end-step trigger resolved for P1 at ``life``."""
    assert real_card(SETS["KHM"], "Cosmos Elixir").program.automated
    setup = {"step": "principal2", "turn_player": "P1",
             "P1": {"battlefield": ["Cosmos Elixir"], "life": life, "library": ["Isla", "Bosque"]}, "P2": {}}
    state = own_position(setup, 1, "<test>", "")
    assert isinstance(state, MtgState)
    state.setup.params["format"] = fmt
    while state.step != "final" or not state.chain.links:
        _do(state, "pass")
    _do(state, "pass", "pass")
    return state


def test_cosmos_elixir_draws_above_the_starting_life_total_CR_103_4() -> None:
    # CR 103.4, CR 608.2c
    state = _elixir_end_step(21)
    assert len(state.ids(0, "mano")) == 1 and state.counters[0][LIFE] == 21
    state = _elixir_end_step(20)  # not greater: otherwise, 2 life
    assert len(state.ids(0, "mano")) == 0 and state.counters[0][LIFE] == 22


def test_the_starting_life_total_is_the_formats_CR_103_4c() -> None:
    # CR 103.4c, CR 103.4d
    assert (starting_life("", 2), starting_life("commander", 4), starting_life("brawl", 2), starting_life("brawl", 3)) == (20, 40, 25, 30)
    state = _elixir_end_step(30, "commander")  # above 20 but not above Commander's 40
    assert len(state.ids(0, "mano")) == 0 and state.counters[0][LIFE] == 32


def _frost_bite(snow_lands: int) -> MtgState:
    assert real_card(SETS["KHM"], "Frost Bite").program.automated
    real_card(SETS["KHM"], "Snow-Covered Mountain")
    real_card(SETS["LEA"], "Hill Giant")
    lands = ["Snow-Covered Mountain"] * snow_lands + ["Montaña"] * (3 - snow_lands)
    state = mtg_state({"hand": ["Frost Bite"], "battlefield": lands}, {"battlefield": ["Hill Giant"]})
    _do(state, "cast Frost Bite", "target Hill Giant", "pass", "pass")
    return state


def test_frost_bite_deals_three_with_three_snow_permanents_CR_608_2c() -> None:
    # CR 608.2c, CR 205.4g
    two = _frost_bite(2)
    giant = card_id(two, "Hill Giant")  # a 3/3: 2 damage leaves it alive
    assert two.zone_name_of(giant) == "campo" and two._card(giant).counters.get("dano") == 2
    three = _frost_bite(3)
    assert three.zone_name_of(card_id(three, "Hill Giant")) == "cementerio"


def test_otherwise_and_instead_need_a_sentence_to_refer_to_CR_608_2c() -> None:
    # CR 608.2c
    alone = compile_text("Otherwise, you gain 2 life.", "Test", frozenset({"sorcery"}))
    assert not alone.automated
    instead = compile_text("Draw a card. If you control three or more snow permanents, it deals 3 damage instead.", "Test",
                           frozenset({"sorcery"}))
    assert not instead.automated  # "instead" of damage, and there is none before


def _tide(returned: str) -> MtgState:
    assert real_card(SETS["KHM"], "Return Upon the Tide").program.automated
    real_card(SETS["KHM"], "Jaspera Sentinel")  # an Elf Rogue
    state = mtg_state({"hand": ["Return Upon the Tide"], "battlefield": ["Pantano"] * 5, "graveyard": [returned]})
    _do(state, "cast Return Upon the Tide", f"target {returned}", "pass", "pass")
    assert state.zone_name_of(card_id(state, returned)) == "campo"
    return state


def test_return_upon_the_tide_makes_elves_only_for_an_elf_CR_608_2h() -> None:
    # CR 608.2c, CR 608.2h, CR 205.3m
    elves = [state.defn(c).name for state in [_tide("Jaspera Sentinel")] for c in state.battlefield(0) if c in state.tokens]
    assert len(elves) == 2 and all("Elf" in name for name in elves)
    bear = _tide("Oso Musgoso")
    assert not [c for c in bear.battlefield(0) if c in bear.tokens]
    assert not compile_text("Draw a card. If it's an Elf, create a Treasure token.", "Test", frozenset({"sorcery"})).automated
