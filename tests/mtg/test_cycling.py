"""Cycling (CR 702.29a): "Cycling [cost]" means "[Cost], Discard this card: Draw a card", activated
only while the card is in its owner's hand. No card with cycling is in shared/testdata's sets, so
the card is built here from the Oracle text of Urza's Saga's Drifting Meadow."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.cycling import FROM_HAND, cycling_line
from tests.mtg.own_cards import adopt
from tests.mtg.states import card_id, mtg_state, play

MEADOW = "Drifting Meadow enters the battlefield tapped.\n{T}: Add {W}.\nCycling {2} ({2}, Discard this card: Draw a card.)"


def _meadow() -> None:
    adopt("Drifting Meadow", "Land", "", MEADOW)


def test_cycling_line_CR_702_29a() -> None:
    ability = cycling_line("Cycling {2}")
    assert ability is not None and ability.static == FROM_HAND and ability.effects[0].op == "draw"  # CR 702.29a
    assert cycling_line("Cycling {X}{U}") is not None and cycling_line("Cycling") is None


def test_cycling_discards_it_and_draws_a_card_CR_702_29a() -> None:
    _meadow()
    state = mtg_state({"hand": ["Drifting Meadow"], "battlefield": ["Montaña", "Montaña"],
                       "library": ["Oso Musgoso", "Chispa Ígnea"]})
    meadow = card_id(state, "Drifting Meadow")
    assert "activate Drifting Meadow" in {state.action_to_string(a) for a in state.legal_actions()}
    play(state, "activate Drifting Meadow")
    assert state.zone_name_of(meadow) == "cementerio"  # discarded as the cost is paid (CR 702.29a, CR 602.2b)
    assert [link.source for link in state.chain.links] == [meadow]
    play(state, "pass")
    play(state, "pass")
    hand = [state.defn(c).name for c in state.ids(0, "mano")]
    assert len(hand) == 1 and not state.chain.links
    assert all(state._card(c).rotated for c in state.battlefield(0))  # {2} paid with both Mountains


def test_cycling_is_refused_from_the_battlefield_CR_702_29a() -> None:
    _meadow()
    state = mtg_state({"battlefield": ["Drifting Meadow", "Montaña", "Montaña"], "library": ["Oso Musgoso"]})
    assert "activate Drifting Meadow" not in {state.action_to_string(a) for a in state.legal_actions()}
    with pytest.raises(IllegalActionError) as refused:
        play(state, "activate Drifting Meadow")
    assert refused.value.rule.id == "CR 702.29a"


def test_cycling_is_refused_without_the_mana_CR_602_2() -> None:
    _meadow()
    state = mtg_state({"hand": ["Drifting Meadow"], "battlefield": ["Montaña"], "library": ["Oso Musgoso"]})
    with pytest.raises(IllegalActionError) as refused:
        play(state, "activate Drifting Meadow")
    assert refused.value.rule.id == "CR 602.2"
    assert state.zone_name_of(card_id(state, "Drifting Meadow")) == "mano"


ABOMINATION = "{B}: Regenerate Twisted Abomination.\nSwampcycling {2} ({2}, Discard this card: Search your library for a " \
    "Swamp card, reveal it, put it into your hand, then shuffle.)"


def test_swampcycling_finds_a_swamp_CR_702_29e() -> None:
    """Onslaught's Twisted Abomination: its swampcycling offers the Swamp, not the Mountain."""
    adopt("Twisted Abomination", "Creature — Zombie Mutant", "{5}{B}", ABOMINATION, "5", "3")
    state = mtg_state({"hand": ["Twisted Abomination"], "battlefield": ["Montaña", "Montaña"],
                       "library": ["Montaña", "Pantano", "Oso Musgoso"]})
    play(state, "activate Twisted Abomination")
    play(state, "pass")
    play(state, "pass")
    assert state.prompt is not None and state.prompt.kind == "buscar"
    options = {state.action_to_string(a) for a in state.legal_actions()}
    assert options == {"find Pantano", "done"}  # CR 702.29e: a Swamp card, or none (CR 701.19b)
    play(state, "find Pantano")
    assert [state.defn(c).name for c in state.ids(0, "mano")] == ["Pantano"]
    assert state.zone_name_of(card_id(state, "Twisted Abomination")) == "cementerio"


def test_cycling_is_a_button_while_a_drag_casts_the_card_CR_702_29a() -> None:
    """Twisted Abomination in hand with six lands: casting it and swampcycling it are both legal and
    take different gestures (a drag to the stack casts; cycling is a button)."""
    adopt("Twisted Abomination", "Creature — Zombie Mutant", "{5}{B}", ABOMINATION, "5", "3")
    state = mtg_state({"hand": ["Twisted Abomination"], "battlefield": ["Pantano"] * 6})
    legal = {state.action_to_string(a): a for a in state.legal_actions()}
    cast, cycle = legal["cast Twisted Abomination"], legal["activate Twisted Abomination"]
    assert state.gesture(cast).onto_zone == "pila"  # CR 702.29a
    assert state.gesture(cycle).button == "activate #2"  # its 2nd ability


FAITH = "You gain 6 life.\nCycling {1}{W} ({1}{W}, Discard this card: Draw a card.)\nWhen you cycle Renewed Faith, you may gain 2 life."


def test_when_you_cycle_it_triggers_from_the_graveyard_CR_702_29c() -> None:
    """Onslaught's Renewed Faith: cycled, its trigger (CR 702.29c) resolves first, then the draw."""
    adopt("Renewed Faith", "Instant", "{2}{W}", FAITH)
    state = mtg_state({"hand": ["Renewed Faith"], "battlefield": ["Llanura", "Llanura"], "library": ["Oso Musgoso"]})
    faith = card_id(state, "Renewed Faith")
    life = state.life(0)
    play(state, "activate Renewed Faith")
    assert [link.source for link in state.chain.links] == [faith, faith]  # CR 702.29c: the trigger above the cycling
    play(state, "pass")
    play(state, "pass")
    play(state, "yes")  # "you may gain 2 life"
    assert state.life(0) == life + 2 and not state.ids(0, "mano")
    play(state, "pass")
    play(state, "pass")
    assert [state.defn(c).name for c in state.ids(0, "mano")] == ["Oso Musgoso"]
