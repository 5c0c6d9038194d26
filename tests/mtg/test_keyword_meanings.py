"""Afterlife (CR 702.135a) and outlast (CR 702.107a): keywords read as the abilities they stand
for; partner (CR 702.124a), a rule of deck construction. No card with them is in shared/testdata's
sets, so the cards are built here from the Oracle text of Guilds of Ravnica's Ministrant of
Obligation, Khans of Tarkir's Disowned Ancestor, Commander 2016's Ravos, Soultender and
Mirrodin's Frogmite (affinity for artifacts, CR 702.41a)."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.formats.records import CardRecord
from engine.games.mtg.base import PLUS
from engine.games.mtg.keyword_meanings import PARTNER
from tests.mtg.own_cards import adopt, own_card
from tests.mtg.states import card_id, mtg_state, play

MINISTRANT = "Afterlife 2 (When this creature dies, create two 1/1 white and black Spirit creature tokens with flying.)"
ANCESTOR = "Outlast {1}{B} ({1}{B}, {T}: Put a +1/+1 counter on this creature. Outlast only as a sorcery.)"


def test_afterlife_makes_flying_spirits_as_it_dies_CR_702_135a() -> None:
    adopt("Ministrant of Obligation", "Creature — Human Cleric", "{2}{W}", MINISTRANT, "2", "1")
    state = mtg_state({"hand": ["Chispa Ígnea"], "battlefield": ["Montaña", "Ministrant of Obligation"]})
    ministrant = card_id(state, "Ministrant of Obligation")
    play(state, "cast Chispa Ígnea", "target Ministrant of Obligation", "pass", "pass")
    assert state.zone_name_of(ministrant) == "cementerio"
    assert [link.source for link in state.chain.links] == [ministrant]  # CR 702.135a: a triggered ability
    play(state, "pass", "pass")
    spirits = [c for c in state.battlefield(0) if state.defn(c).is_creature]
    assert len(spirits) == 2
    for spirit in spirits:
        defn = state.defn(spirit)
        assert set(defn.colors) == {"W", "B"} and "flying" in defn.program.keywords
        assert state.power_toughness(spirit) == (1, 1)


def test_outlast_puts_a_counter_at_sorcery_speed_only_CR_702_107a() -> None:
    adopt("Disowned Ancestor", "Creature — Spirit Warrior", "{B}", ANCESTOR, "0", "4")
    state = mtg_state({"battlefield": ["Pantano", "Pantano", "Disowned Ancestor"], "hand": ["Chispa Ígnea"]})
    ancestor = card_id(state, "Disowned Ancestor")
    state._card(ancestor).marks["since"] = -1  # controlled since before this turn (CR 302.6)
    state._legal = None
    play(state, "activate Disowned Ancestor")
    assert state._card(ancestor).rotated  # {T} is part of the cost
    play(state, "pass", "pass")
    assert state._card(ancestor).counters.get(PLUS) == 1 and state.power_toughness(ancestor) == (1, 5)  # CR 702.107a
    state = mtg_state({"battlefield": ["Pantano", "Pantano", "Montaña", "Disowned Ancestor"], "hand": ["Chispa Ígnea"]})
    ancestor = card_id(state, "Disowned Ancestor")
    state._card(ancestor).marks["since"] = -1
    play(state, "cast Chispa Ígnea", "target P2")
    with pytest.raises(IllegalActionError) as refused:
        play(state, "activate Disowned Ancestor")  # a spell on the stack: not as a sorcery
    assert refused.value.rule is not None and refused.value.rule.id == "CR 602.5d"
    assert not state._card(ancestor).counters.get(PLUS)


RAVOS = ("Flying\nOther creatures you control get +1/+1.\nAt the beginning of your upkeep, you may return target creature "
         "card from your graveyard to your hand.\nPartner (You can have two commanders if both have partner.)")


def test_partner_is_a_deck_rule_with_nothing_to_do_in_the_game_CR_702_124a() -> None:
    record = CardRecord(game="mtg", name="Ravos, Soultender", oracle_id="test-ravos", type_line="Legendary Creature — Human Cleric",
                        cost="{2}{W}{B}", text=RAVOS, stats={"power": "2", "toughness": "3"}, colors=("W", "B"))
    ravos = own_card(record)
    assert ravos is not None and ravos.program.automated  # CR 702.124a: every line plays, partner before the game
    partner = [a for a in ravos.program.abilities if a.static == PARTNER]
    assert len(partner) == 1 and not partner[0].effects
    state = mtg_state({"battlefield": ["Ravos, Soultender", "Oso Musgoso"]})
    bear = card_id(state, "Oso Musgoso")
    assert state.power_toughness(bear) == (3, 3)  # its other abilities play


FROGMITE = "Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)"


def test_affinity_for_artifacts_costs_one_less_for_each_artifact_you_control_CR_702_41a() -> None:
    adopt("Frogmite", "Artifact Creature — Frog", "{4}", FROGMITE, "2", "2")
    swords = ["Espada de Hierro Viejo"] * 4
    state = mtg_state({"hand": ["Frogmite"], "battlefield": swords}, {"battlefield": ["Espada de Hierro Viejo"]})
    play(state, "cast Frogmite", "pass", "pass")  # CR 702.41a: four artifacts you control, {4} less: free
    assert state.on_battlefield(card_id(state, "Frogmite"))
    state = mtg_state({"hand": ["Frogmite"], "battlefield": swords[:3]}, {"battlefield": swords})
    with pytest.raises(IllegalActionError) as refused:  # three of yours (another player's don't count): {1} to pay
        play(state, "cast Frogmite")
    assert refused.value.rule is not None and refused.value.rule.id == "CR 601.2h"
    state = mtg_state({"hand": ["Frogmite"], "battlefield": [*swords[:3], "Montaña"]})
    play(state, "cast Frogmite")
    assert [state.defn(c).name for c in state.battlefield(0) if state._card(c).rotated] == ["Montaña"]  # CR 702.41a
