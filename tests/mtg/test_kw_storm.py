"""Storm (CR 702.40a): "When you cast this spell, copy it for each other spell that was cast before
it this turn. If the spell has any targets, you may choose new targets for any of the copies."
Copies of spells (CR 707.10): not cast, they carry the original's decisions, and a copy anywhere but
the stack ceases to exist (CR 707.10a, 704.5e); new targets (CR 707.10c).

Crow Storm (Unstable, from shared/testdata) is the real card; Grapeshot (Scourge, built from its
Oracle text: no card with storm and a target is in the shared sets) checks the new targets."""

from __future__ import annotations

import pytest

from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.games.mtg.base import LIFE, player_code
from engine.games.mtg.cast_triggers import CAST_THIS
from engine.games.mtg.oracle import compile_text
from engine.games.mtg.spell_copies import PROMPT, SPELL_COPY
from engine.games.mtg.state import MtgState
from engine.games.mtg.storm import STORM, storm_line
from tests.mtg.own_cards import adopt
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, legal, mtg_state, play


def _grapeshot() -> None:
    adopt("Grapeshot", "Sorcery", "{1}{R}", "Grapeshot deals 1 damage to any target.\nStorm (When you cast this spell, copy it "
          "for each spell cast before it this turn. You may choose new targets for the copies.)")
    adopt("Gladecover Scout", "Creature — Elf Scout", "{G}", "Hexproof", "1", "1")


def _bolt(state: MtgState, target: str = "P2") -> None:
    play(state, "cast Lightning Bolt")
    play(state, f"target {target}")


def test_storm_line_CR_702_40a() -> None:
    ability = storm_line("Storm")  # CR 702.40a: a triggered ability that works on the stack
    assert ability is not None and ability.trigger == CAST_THIS and ability.effects[0].op == STORM
    assert storm_line("Stormscape") is None
    twice = compile_text("Storm\nStorm", "Twice", frozenset({"sorcery"}))
    assert [a.trigger for a in twice.abilities] == [CAST_THIS, CAST_THIS]  # CR 702.40b: each instance triggers


def test_crow_storm_is_copied_for_each_spell_cast_before_it_CR_702_40a() -> None:
    crow = real_card(SETS["UST"], "Crow Storm")
    assert crow.program.automated  # its whole text plays
    real_card(SETS["LEA"], "Lightning Bolt")
    state = mtg_state({"hand": ["Lightning Bolt", "Lightning Bolt", "Crow Storm"], "battlefield": ["Montaña"] * 2 + ["Isla"] * 3})
    _bolt(state)
    play(state, "pass")
    play(state, "pass")
    _bolt(state)
    play(state, "pass")
    play(state, "pass")  # two spells before it this turn, both resolved (a sorcery waits for an empty stack)
    storm = card_id(state, "Crow Storm")
    play(state, "cast Crow Storm")
    assert state.spells_cast == (3, 0)
    assert [link.source for link in state.chain.links][-2:] == [storm, storm]  # the spell, its storm trigger above it
    play(state, "pass")
    play(state, "pass")  # the trigger resolves: two copies on top of the stack
    copies = [link.source for link in state.chain.links if link.kind == "spell" and link.source != storm
              and state.defn(link.source).name == "Crow Storm"]
    assert len(copies) == 2 and all(state._card(c).marks.get(SPELL_COPY) for c in copies)
    assert state.spells_cast == (3, 0)  # CR 707.10: a copy is not cast
    while state.chain.links:
        play(state, "pass")
    crows = [c for c in state.battlefield(0) if state.defn(c).name == "Storm Crow"]
    assert len(crows) == 3  # CR 702.40a: the original and its two copies each made a Bird
    assert all(state.cards[c] is None for c in copies)  # CR 707.10a, 704.5e: gone once off the stack
    assert [state.defn(c).name for c in state.ids(0, "cementerio")].count("Crow Storm") == 1  # only the card
    assert state.counters[1][LIFE] == 20 - 6


def test_first_spell_of_the_turn_makes_no_copy_CR_702_40a() -> None:
    real_card(SETS["UST"], "Crow Storm")
    state = mtg_state({"hand": ["Crow Storm"], "battlefield": ["Isla"] * 3})
    play(state, "cast Crow Storm")
    while state.chain.links:
        play(state, "pass")
    assert [state.defn(c).name for c in state.battlefield(0)].count("Storm Crow") == 1  # CR 702.40a: none before it


def test_a_spell_cast_in_response_is_not_before_it_CR_702_40a() -> None:
    """Cast after the storm spell (in response to its trigger), a spell does not add a copy."""
    real_card(SETS["UST"], "Crow Storm")
    real_card(SETS["LEA"], "Lightning Bolt")
    state = mtg_state({"hand": ["Crow Storm"], "battlefield": ["Isla"] * 3},
                      {"hand": ["Lightning Bolt"], "battlefield": ["Montaña"]})
    play(state, "cast Crow Storm")
    play(state, "pass")  # P2 gets priority with the trigger on the stack
    play(state, "cast Lightning Bolt")
    play(state, "target P1")
    while state.chain.links:
        play(state, "pass")
    assert [state.defn(c).name for c in state.battlefield(0)].count("Storm Crow") == 1  # CR 702.40a: "before it"


def _grapeshot_copy() -> MtgState:
    """P1 bolts P2, then casts Grapeshot at P2: its storm trigger resolves into one copy, and P1
    is asked for the copy's target (CR 707.10c)."""
    _grapeshot()
    real_card(SETS["LEA"], "Lightning Bolt")
    real_card(SETS["LEA"], "Llanowar Elves")
    state = mtg_state({"hand": ["Lightning Bolt", "Grapeshot", "Isla"], "battlefield": ["Montaña"] * 3},
                      {"hand": ["Isla", "Isla"], "battlefield": ["Gladecover Scout", "Llanowar Elves"]})
    _bolt(state)
    play(state, "pass")
    play(state, "pass")
    play(state, "cast Grapeshot")
    play(state, "target P2")
    play(state, "pass")
    play(state, "pass")
    assert state.prompt is not None and state.prompt.kind == PROMPT and state.prompt.player == 0
    return state


def test_the_copy_may_get_a_new_legal_target_CR_707_10c() -> None:
    state = _grapeshot_copy()
    elves, scout = card_id(state, "Llanowar Elves"), card_id(state, "Gladecover Scout")
    offered = legal(state)
    assert "target P2" in offered and "target P1" in offered  # the target as it is, or another
    assert any("Llanowar Elves" in a for a in offered)
    assert not any("Gladecover Scout" in a for a in offered)  # hexproof: not a legal new target
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("target", 0, targets=(scout,)))
    assert refused.value.rule.id == "CR 702.11b"  # hexproof is what forbids it
    hand_card = state.ids(1, "mano")[0]
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("target", 0, targets=(hand_card,)))
    assert refused.value.rule.id == "CR 707.10c"  # a changed target must be legal
    state.apply_action(Action("target", 0, targets=(elves,)))
    copy = state.chain.links[-1]
    assert state._card(copy.source).marks.get(SPELL_COPY) and copy.targets == (elves,)
    while state.chain.links:
        play(state, "pass")
    assert state.zone_name_of(elves) == "cementerio"  # the copy: 1 damage to the Elves
    assert state.counters[1][LIFE] == 20 - 3 - 1  # Bolt and the original Grapeshot


def test_keeping_the_target_keeps_it_CR_707_10c() -> None:
    state = _grapeshot_copy()
    play(state, "target P2")
    while state.chain.links:
        play(state, "pass")
    assert state.counters[1][LIFE] == 20 - 3 - 2


def test_the_opponent_sees_the_copies_but_not_the_hand_CR_707_10() -> None:
    """The copies and their targets are public (the stack is a public zone, CR 400.2); the
    caster's hand stays hidden to the opponent while the copy's new target is chosen."""
    state = _grapeshot_copy()
    view = state.observation(1)
    stack = [link for link in view.chain if link.name == "Grapeshot"]
    assert len(stack) == 2 and stack[-1].targets == (player_code(1),)  # the spell and its copy, with its target
    assert view.prompt is not None and view.prompt.kind == PROMPT
    hand = view.zone("P1.mano")
    assert hand.count == 1 and all(c.code is None for c in hand.cards)  # the Isla P1 holds stays hidden
    assert {c.name for c in state.observation(0).zone("P1.mano").cards} == {"Isla"}
