"""Convoke (CR 702.51): each untapped creature its caster controls may be tapped to pay one generic
mana or one mana of its colour of the spell's total cost. No card with convoke is in
shared/testdata's sets, so Siege Wurm (the example of CR 702.51b) is built from its Oracle text;
Heartless Summoning (Innistrad, the same example) and the creatures that pay, Alpha's Grizzly
Bears, Pearled Unicorn and Juggernaut, are read from the card data."""

from __future__ import annotations

from engine.formats.records import CardRecord
from engine.games.mtg.convoke import CONVOKE, convoke_line
from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import do, refusal
from tests.mtg.own_cards import own_card
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state

WURM = "Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one " \
    "mana of that creature's color.)\nTrample"


def _state(battlefield: list[str]) -> MtgState:
    for name in ("Grizzly Bears", "Pearled Unicorn", "Juggernaut"):
        real_card(SETS["LEA"], name)
    wurm = own_card(CardRecord(game="mtg", name="Siege Wurm", oracle_id="test-siege-wurm", type_line="Creature — Wurm",
                               cost="{5}{G}{G}", text=WURM, stats={"power": "5", "toughness": "5"}))
    assert wurm is not None and wurm.program.automated and real_card(SETS["ISD"], "Heartless Summoning").program.automated
    return mtg_state({"hand": ["Siege Wurm"], "battlefield": battlefield})


def _ids(state: MtgState, name: str) -> list[int]:
    return [c.id for c in state.cards if c is not None and c.defn.name == name]


def _legal(state: MtgState) -> set[str]:
    return {state.action_to_string(a) for a in state.legal_actions()}


def test_convoke_line_CR_702_51a() -> None:
    ability = convoke_line("Convoke")
    assert ability is not None and ability.static == CONVOKE
    assert convoke_line("Convoke {2}") is None


def test_creatures_pay_what_the_lands_cannot_CR_702_51a() -> None:
    state = _state(["Bosque"] * 2 + ["Grizzly Bears"] * 2 + ["Pearled Unicorn"] * 3)
    assert "cast Siege Wurm" in _legal(state)  # CR 702.51a: two Forests and five creatures make seven
    do(state, "cast Siege Wurm")
    wurm = card_id(state, "Siege Wurm")
    assert state.zone_name_of(wurm) == "pila"
    assert all(state.is_tapped(c) for c in _ids(state, "Bosque") + _ids(state, "Grizzly Bears") + _ids(state, "Pearled Unicorn"))
    assert not state.pools[0]  # CR 702.51a: the creatures paid instead of making mana
    do(state, "pass", "pass")
    assert state.zone_name_of(wurm) == "campo"


def test_mana_is_spent_before_creatures_are_tapped_CR_702_51a() -> None:
    state = _state(["Bosque"] * 7 + ["Grizzly Bears"] * 2)
    do(state, "cast Siege Wurm")
    assert all(state.is_tapped(c) for c in _ids(state, "Bosque"))
    assert not any(state.is_tapped(c) for c in _ids(state, "Grizzly Bears"))  # "you may": none needed


def test_the_total_cost_is_fixed_first_CR_702_51b() -> None:
    # CR 702.51b's example: Heartless Summoning makes Siege Wurm cost {3}{G}{G}; two green creatures and three others pay it.
    state = _state(["Heartless Summoning", "Grizzly Bears", "Grizzly Bears", "Juggernaut", "Juggernaut", "Juggernaut"])
    assert "cast Siege Wurm" in _legal(state)
    do(state, "cast Siege Wurm")
    assert all(state.is_tapped(c) for c in _ids(state, "Grizzly Bears") + _ids(state, "Juggernaut"))
    assert state.zone_name_of(card_id(state, "Siege Wurm")) == "pila"


def test_a_creature_pays_only_its_colour_or_generic_mana_CR_702_51a() -> None:
    state = _state(["Pearled Unicorn"] * 7)  # seven white creatures: {G}{G} can't be paid with them
    assert "cast Siege Wurm" not in _legal(state)
    assert refusal(state, "cast Siege Wurm") == "CR 702.51a"
    colourless = _state(["Juggernaut"] * 7)  # a colourless creature pays generic mana only
    assert refusal(colourless, "cast Siege Wurm") == "CR 702.51a"
    greens = _state(["Grizzly Bears"] * 2 + ["Juggernaut"] * 5)
    assert "cast Siege Wurm" in _legal(greens)


def test_a_tapped_creature_cannot_convoke_CR_702_51a() -> None:
    state = _state(["Bosque"] * 5 + ["Grizzly Bears"] * 2)
    state.tap(_ids(state, "Grizzly Bears")[0])
    assert refusal(state, "cast Siege Wurm") == "CR 702.51a"  # six of seven: an untapped creature only


def test_without_creatures_it_is_the_mana_cost_CR_601_2h() -> None:
    state = _state(["Bosque"] * 6)
    assert refusal(state, "cast Siege Wurm") == "CR 601.2h"
