"""Madness (CR 702.35a): a card with madness being discarded is exiled instead, and its owner may
cast it from exile for its madness cost, or it goes to their graveyard. No card with madness is in
shared/testdata's sets, so the cards are built here from the Oracle text of printed cards: Fiery
Temper and Basking Rootwalla (Torment), and the discards come from Mind Rot (Alpha's
successors' Oracle text) and Tormenting Voice (an additional cost)."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.core.actions import Action
from engine.formats.records import CardRecord
from engine.games.mtg.base import LIFE
from engine.games.mtg.madness import MADNESS, madness_line
from engine.games.mtg.state import MtgState
from tests.mtg.own_cards import own_card
from tests.mtg.states import card_id, legal, mtg_state, play

TEMPER = "Fiery Temper deals 3 damage to any target.\nMadness {R} (If you discard this card, discard it into exile. When " \
    "you do, cast it for its madness cost or put it into your graveyard.)"
ROOTWALLA = "{1}{G}: Basking Rootwalla gets +2/+2 until end of turn. Activate only once each turn.\nMadness {0} (If you " \
    "discard this card, discard it into exile. When you do, cast it for its madness cost or put it into your graveyard.)"


def _cards() -> None:
    records = [
        CardRecord(game="mtg", name="Fiery Temper", oracle_id="test-fiery-temper", type_line="Instant", cost="{1}{R}{R}", text=TEMPER),
        CardRecord(game="mtg", name="Basking Rootwalla", oracle_id="test-basking-rootwalla", type_line="Creature — Lizard",
                   cost="{2}{G}", text=ROOTWALLA, stats={"power": "1", "toughness": "1"}),
        CardRecord(game="mtg", name="Mind Rot", oracle_id="test-mind-rot", type_line="Sorcery", cost="{2}{B}",
                   text="Target player discards two cards."),
        CardRecord(game="mtg", name="Tormenting Voice", oracle_id="test-tormenting-voice", type_line="Sorcery", cost="{1}{R}",
                   text="As an additional cost to cast this spell, discard a card.\nDraw two cards."),
    ]
    for record in records:
        card = own_card(record)
        assert card is not None and card.program.automated, record.name


def _mind_rot(p2_lands: list[str]) -> MtgState:
    """P1 casts Mind Rot on P2, who holds Fiery Temper and a Forest, and both pass: P2 discards both."""
    _cards()
    state = mtg_state({"hand": ["Mind Rot"], "battlefield": ["Pantano"] * 3},
                      {"hand": ["Fiery Temper", "Bosque"], "battlefield": p2_lands})
    play(state, "cast Mind Rot")
    if state.prompt is not None and state.prompt.kind == "objetivo":
        play(state, "target P2")
    play(state, "pass")
    play(state, "pass")
    assert state.prompt is not None and state.prompt.kind == "descartar" and state.prompt.player == 1
    play(state, "discard Fiery Temper")  # CR 701.8a: P2 chooses the cards, one at a time
    play(state, "discard Bosque")
    return state


def test_madness_line_CR_702_35a() -> None:
    ability = madness_line("Madness {1}{R}")
    assert ability is not None and ability.trigger == MADNESS and ability.optional and str(ability.cost) == "{1}{R}"
    assert madness_line("Madness") is None and madness_line("Madness {Q}") is None


def test_a_discarded_madness_card_is_exiled_and_cast_for_its_madness_cost_CR_702_35a() -> None:
    state = _mind_rot(["Montaña"] * 3)
    temper = card_id(state, "Fiery Temper")
    assert state.zone_name_of(card_id(state, "Bosque")) == "cementerio"  # the other discard: to the graveyard
    assert state.zone_name_of(temper) == "exilio"  # CR 702.35a: exiled instead
    assert [link.source for link in state.chain.links] == [temper]  # the trigger (CR 603.3), Mind Rot done
    play(state, "pass")
    play(state, "pass")
    assert state.prompt is not None and state.prompt.kind == "quizas" and state.prompt.player == 1
    assert legal(state) == {"yes", "no"}
    play(state, "yes")  # CR 702.35a: cast it now, though an instant at any time (during the resolution)
    play(state, "target P1")
    assert state.zone_name_of(temper) == "pila"
    assert state.prompt is not None and state.prompt.player == 0  # CR 117.3b: after the resolution, the active player
    assert sum(state._card(c).rotated for c in state.battlefield(1)) == 1  # CR 702.35b: {R}, not {1}{R}{R}
    life = state.counters[0][LIFE]
    while state.chain.links:
        play(state, "pass")
    assert state.counters[0][LIFE] == life - 3
    assert state.zone_name_of(temper) == "cementerio"


def test_declining_puts_it_into_the_graveyard_CR_702_35a() -> None:
    state = _mind_rot(["Montaña"])
    temper = card_id(state, "Fiery Temper")
    play(state, "pass")
    play(state, "pass")
    play(state, "no")
    assert state.zone_name_of(temper) == "cementerio" and not state.chain.links


def test_casting_it_without_the_madness_cost_is_refused_CR_702_35b() -> None:
    state = _mind_rot(["Bosque"])  # no red mana for {R}
    temper = card_id(state, "Fiery Temper")
    play(state, "pass")
    play(state, "pass")
    assert legal(state) == {"no"}
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("yes", 1))
    assert refused.value.rule.id == "CR 702.35b"
    play(state, "no")
    assert state.zone_name_of(temper) == "cementerio"


def test_the_trigger_does_nothing_once_the_card_left_exile_CR_400_7() -> None:
    state = _mind_rot(["Montaña"])
    temper = card_id(state, "Fiery Temper")
    state.move(temper, state.zone(1, "biblioteca"))  # a new object: not the one exiled this way
    play(state, "pass")
    play(state, "pass")
    assert legal(state) == {"no"}
    play(state, "no")
    assert state.zone_name_of(temper) == "biblioteca"


def test_discarded_as_a_cost_its_creature_enters_for_madness_zero_CR_702_35a() -> None:
    """Tormenting Voice discards Basking Rootwalla as its additional cost (CR 601.2h): the madness
    trigger goes on the stack above the spell and resolves first; the Lizard is cast for {0}."""
    _cards()
    state = mtg_state({"hand": ["Tormenting Voice", "Basking Rootwalla"], "battlefield": ["Montaña"] * 2,
                       "library": ["Bosque", "Bosque"]})
    voice, rootwalla = card_id(state, "Tormenting Voice"), card_id(state, "Basking Rootwalla")
    play(state, "cast Tormenting Voice")
    if state.prompt is not None and state.prompt.kind == "descartar_coste":
        play(state, "discard Basking Rootwalla")
    assert state.zone_name_of(rootwalla) == "exilio"
    assert [link.source for link in state.chain.links] == [voice, rootwalla]  # CR 603.3: the trigger on top
    play(state, "pass")
    play(state, "pass")
    play(state, "yes")  # cast for {0}: a creature spell, during the resolution (not at sorcery speed)
    assert state.zone_name_of(rootwalla) == "pila"
    assert [link.source for link in state.chain.links] == [voice, rootwalla]
    play(state, "pass")
    play(state, "pass")
    assert state.zone_name_of(rootwalla) == "campo"
    assert not state._card(rootwalla).marks.get(MADNESS)  # a new object on the battlefield (CR 400.7)
    play(state, "pass")
    play(state, "pass")
    assert [state.defn(c).name for c in state.ids(0, "mano")] == ["Bosque", "Bosque"]
