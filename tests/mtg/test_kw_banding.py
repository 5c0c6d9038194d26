"""Banding (CR 702.22) with Alpha's Benalish Hero, Mesa Pegasus and Timber Wolves (read from
shared/testdata): bands are declared with the attackers (702.22c, 702.22d), blocking one member
blocks the band (702.22h), and the other side divides the combat damage (702.22j, 702.22k)."""

from __future__ import annotations

import pytest

from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.core.gestures import Gesture
from engine.games.mtg.abilities import KEYWORDS
from engine.games.mtg.base import DAMAGE, LIFE
from engine.games.mtg.gestures import gesture, intended
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, legal, mtg_state, play


def _attack(p1: list[str], p2: list[str]) -> MtgState:
    """P1's creatures (all of Alpha) ready to attack P2."""
    for name in set(p1 + p2):
        assert real_card(SETS["LEA"], name).program.automated, name
    state = mtg_state({"battlefield": p1}, {"battlefield": p2})
    while state.prompt is not None and state.prompt.kind != "atacantes":
        play(state, "pass")
    return state


def test_banding_is_a_keyword_the_engine_plays_CR_702_22a() -> None:
    assert "banding" in KEYWORDS
    assert real_card(SETS["LEA"], "Mesa Pegasus").program.keywords == frozenset({"flying", "banding"})


def test_a_band_is_declared_with_the_attackers_CR_702_22c() -> None:
    state = _attack(["Benalish Hero", "Grizzly Bears", "Hill Giant"], [])
    play(state, "attack Benalish Hero", "attack Grizzly Bears", "attack Hill Giant")
    offered = {a for a in legal(state) if a.startswith("band")}
    assert offered == {"band Benalish Hero with Grizzly Bears", "band Benalish Hero with Hill Giant"}  # not two without banding
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("band", 0, (card_id(state, "Grizzly Bears"),), (card_id(state, "Hill Giant"),)))
    assert refused.value.rule.id == "CR 702.22c"
    play(state, "band Benalish Hero with Grizzly Bears")
    assert not any(a.startswith("band") for a in legal(state))  # the band has its one creature without banding
    with pytest.raises(IllegalActionError) as refused:
        play(state, "band Benalish Hero with Hill Giant")
    assert refused.value.rule.id == "CR 702.22c"


def test_blocking_one_member_blocks_the_band_CR_702_22h() -> None:
    """As in the example of CR 702.22h: Birds of Paradise (flying) blocks Mesa Pegasus (flying),
    banded with Timber Wolves; the Wolves are blocked by the Birds too."""
    state = _attack(["Mesa Pegasus", "Timber Wolves"], ["Birds of Paradise"])
    play(state, "attack Mesa Pegasus", "attack Timber Wolves", "band Mesa Pegasus with Timber Wolves", "done", "pass", "pass")
    pegasus, wolves, blocker = card_id(state, "Mesa Pegasus"), card_id(state, "Timber Wolves"), card_id(state, "Birds of Paradise")
    play(state, "block Mesa Pegasus with Birds of Paradise", "done")
    assert {a for b, a in state.blockers if b == blocker} == {pegasus, wolves}  # CR 702.22h
    assert state.blocked >= {pegasus, wolves}


def test_the_defending_player_divides_damage_blocked_by_banding_CR_702_22j() -> None:
    """Hill Giant (3/3) is blocked by Benalish Hero (banding) and Grizzly Bears: P2, not P1, divides
    its 3 damage — here all of it to the Hero, keeping the Bears alive."""
    state = _attack(["Hill Giant"], ["Benalish Hero", "Grizzly Bears"])
    play(state, "attack Hill Giant", "done", "pass", "pass")
    giant = card_id(state, "Hill Giant")
    play(state, "block Hill Giant with Benalish Hero", "block Hill Giant with Grizzly Bears", "done")
    while state.prompt is not None and state.prompt.kind != "asignar":
        play(state, "pass")
    assert state.prompt is not None and state.prompt.player == 1  # CR 702.22j: the defending player
    hero = card_id(state, "Benalish Hero")
    state.apply_action(Action("assign", 1, (giant,), (hero,), choice=3))
    assert state.zone_name_of(hero) == "cementerio" and state.zone_name_of(card_id(state, "Grizzly Bears")) == "campo"
    assert state.zone_name_of(giant) == "cementerio"  # both blockers hit back: 1 + 2 damage


def test_a_blocker_of_a_band_has_its_damage_divided_by_the_attacker_CR_702_22k() -> None:
    """Hill Giant blocks Benalish Hero, banded with Timber Wolves: it blocks both (702.22h) and P1,
    the active player, divides its 3 damage between them (702.22k)."""
    state = _attack(["Benalish Hero", "Timber Wolves"], ["Hill Giant"])
    play(state, "attack Benalish Hero", "attack Timber Wolves", "band Benalish Hero with Timber Wolves", "done", "pass", "pass")
    play(state, "block Benalish Hero with Hill Giant", "done")
    while state.prompt is not None and state.prompt.kind != "asignar":
        play(state, "pass")
    giant, hero, wolves = card_id(state, "Hill Giant"), card_id(state, "Benalish Hero"), card_id(state, "Timber Wolves")
    assert state.prompt is not None and state.prompt.player == 0 and state.prompt.options[0] == giant  # CR 702.22k
    state.apply_action(Action("assign", 0, (giant,), (hero,), choice=0))  # all 3 to the Wolves (the rest, CR 510.1d)
    assert state.zone_name_of(hero) == "campo" and state.zone_name_of(wolves) == "cementerio"
    assert state._card(giant).counters.get(DAMAGE) == 2 and state.counters[1][LIFE] == 20


def test_a_band_attacks_one_player_CR_702_22d() -> None:
    state = _attack(["Benalish Hero", "Timber Wolves"], [])
    play(state, "attack Benalish Hero", "attack Timber Wolves")
    hero, wolves = card_id(state, "Benalish Hero"), card_id(state, "Timber Wolves")
    assert state.band_problem(0, hero, wolves) is None
    state.attackers = ((hero, -2), (wolves, 99))  # the Wolves as if attacking a planeswalker (none in Alpha)
    problem = state.band_problem(0, hero, wolves)
    assert problem is not None and problem.id == "CR 702.22d"


def test_a_band_is_one_attacker_dropped_on_another_CR_702_22c() -> None:
    state = _attack(["Benalish Hero", "Timber Wolves"], [])
    play(state, "attack Benalish Hero", "attack Timber Wolves")
    hero, wolves = card_id(state, "Benalish Hero"), card_id(state, "Timber Wolves")
    band = next(a for a in state.legal_actions() if a.kind == "band")
    assert gesture(state, band) == Gesture(hero, onto_card=wolves)
    assert intended(state, 0, Gesture(wolves, onto_card=hero)) == band  # either way round



def test_a_trampler_blocked_by_banding_deals_what_the_defender_chooses_CR_702_22j() -> None:
    """War Mammoth (3/3 trample) blocked by Benalish Hero: P2 divides its damage and may put all of
    it on the Hero, none on themselves — not the lethal-first split of trample (702.19b)."""
    state = _attack(["War Mammoth"], ["Benalish Hero"])
    play(state, "attack War Mammoth", "done", "pass", "pass", "block War Mammoth with Benalish Hero", "done")
    while state.prompt is not None and state.prompt.kind != "asignar":
        play(state, "pass")
    assert state.prompt is not None and state.prompt.player == 1
    assert legal(state) == {f"assign {n} to Benalish Hero" for n in range(4)}
    play(state, "assign 3 to Benalish Hero")
    assert state.counters[1][LIFE] == 20 and state.zone_name_of(card_id(state, "Benalish Hero")) == "cementerio"
