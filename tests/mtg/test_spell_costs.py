"""Spell costs that change with the game (engine/games/mtg/spell_costs.py, CR 601.2f, 118.7a) with
Innistrad's Heartless Summoning ("Creature spells you cast cost {2} less to cast") and Blasphemous
Act ("This spell costs {1} less to cast for each creature on the battlefield") loaded from the card
data: only the generic part is reduced, counted as the spell is cast."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _refused(state: MtgState, text: str) -> str:
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(state.parse_action(text, 0))
    return refused.value.rule.id


def test_heartless_summoning_makes_creature_spells_cheaper_CR_601_2f() -> None:
    assert real_card(SETS["ISD"], "Heartless Summoning").program.automated
    real_card(SETS["ISD"], "Walking Corpse")
    state = mtg_state({"hand": ["Walking Corpse"], "battlefield": ["Heartless Summoning", "Pantano"]})
    _do(state, "cast Walking Corpse", "pass", "pass")  # {1}{B} for {B}
    corpse = card_id(state, "Walking Corpse")
    assert state.on_battlefield(corpse) and state.power_toughness(corpse) == (1, 1)  # and -1/-1


def test_heartless_summoning_leaves_other_spells_and_other_players_alone() -> None:
    real_card(SETS["ISD"], "Heartless Summoning")
    real_card(SETS["ISD"], "Walking Corpse")
    state = mtg_state({"hand": ["Walking Corpse", "Chispa Ígnea"], "battlefield": ["Pantano"]},
                      {"battlefield": ["Heartless Summoning"]})
    corpse = card_id(state, "Walking Corpse")
    assert state.cast_costs(corpse) == [state.defn(corpse).cost]  # the opponent's Summoning
    assert _refused(state, "cast Walking Corpse") == "CR 601.2h"


def test_a_reduction_never_pays_coloured_mana_CR_118_7a() -> None:
    real_card(SETS["ISD"], "Heartless Summoning")
    real_card(SETS["ISD"], "Walking Corpse")
    state = mtg_state({"hand": ["Walking Corpse"], "battlefield": ["Heartless Summoning", "Bosque"]})
    assert str(state.cast_costs(card_id(state, "Walking Corpse"))[0]) == "{B}"
    assert _refused(state, "cast Walking Corpse") == "CR 601.2h"  # {B} is still to pay


@pytest.mark.parametrize("lands", [5, 4])
def test_blasphemous_act_costs_less_for_each_creature_CR_601_2f(lands: int) -> None:
    assert real_card(SETS["ISD"], "Blasphemous Act").program.automated
    state = mtg_state({"hand": ["Blasphemous Act"], "battlefield": ["Montaña"] * lands + ["Oso Musgoso"] * 2},
                      {"battlefield": ["Oso Musgoso"] * 2})
    assert str(state.cast_costs(card_id(state, "Blasphemous Act"))[0]) == "{4}{R}"  # {8}{R}, four creatures
    if lands == 4:
        assert _refused(state, "cast Blasphemous Act") == "CR 601.2h"
        return
    _do(state, "cast Blasphemous Act", "pass", "pass")
    assert state.creatures() == []  # 13 damage to each creature


@pytest.mark.parametrize("giant", [True, False])
def test_squash_costs_three_less_with_a_giant_CR_601_2f(giant: bool) -> None:
    assert real_card(SETS["KHM"], "Squash").program.automated
    real_card(SETS["KHM"], "Berg Strider")
    state = mtg_state({"hand": ["Squash"], "battlefield": ["Montaña"] * 2 + (["Berg Strider"] if giant else [])},
                      {"battlefield": ["Oso Musgoso"]})
    assert str(state.cast_costs(card_id(state, "Squash"))[0]) == ("{1}{R}" if giant else "{4}{R}")
    if not giant:
        assert _refused(state, "cast Squash") == "CR 601.2h"
        return
    _do(state, "cast Squash", "target Oso Musgoso", "pass", "pass")
    assert state.creatures(1) == []
