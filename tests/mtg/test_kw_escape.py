"""Escape (CR 702.138): a card with escape may be cast from its owner's graveyard for its escape
cost, mana and other cards of that graveyard exiled, rather than its mana cost; the permanent it
becomes escaped and may enter with counters. No card with escape is in shared/testdata's sets
(CR 702.138 has no example card), so Ox of Agonas (Theros Beyond Death) is built from its Oracle
text (its enters trigger, "discard your hand, then draw three cards", is still resolved by hand); the graveyard holds Alpha's Grizzly Bears, read from the card data."""

from __future__ import annotations

import pytest

from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.formats.records import CardRecord
from engine.games.mtg.base import PLUS
from engine.games.mtg.escape import ESCAPE, ESCAPED, ESCAPES_WITH, escape_line
from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import do, refusal
from tests.mtg.own_cards import own_card
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state

OX = "When Ox of Agonas enters, discard your hand, then draw three cards.\nEscape—{R}{R}, Exile eight other cards from your " \
    "graveyard.\nOx of Agonas escapes with a +1/+1 counter on it."


def _state(graveyard: list[str], battlefield: list[str], hand: list[str] | None = None) -> MtgState:
    real_card(SETS["LEA"], "Grizzly Bears")
    ox = own_card(CardRecord(game="mtg", name="Ox of Agonas", oracle_id="test-ox-of-agonas", type_line="Creature — Ox",
                             cost="{3}{R}{R}", text=OX, stats={"power": "4", "toughness": "2"}))
    assert ox is not None and ox.program.unparsed == ("When CARDNAME enters, discard your hand, then draw three cards.",)  # by hand
    return mtg_state({"graveyard": graveyard, "battlefield": battlefield, "hand": hand or [], "library": ["Montaña"] * 5})


def _legal(state: MtgState) -> set[str]:
    return {state.action_to_string(a) for a in state.legal_actions()}


def _resolve(state: MtgState) -> None:
    for _ in range(10):
        if not state.chain.links and not state.triggers:
            return
        do(state, "pass")


def test_escape_lines_CR_702_138a() -> None:
    escape = escape_line("Escape—{R}{R}, Exile eight other cards from your graveyard.")
    assert escape is not None and escape.static == ESCAPE and str(escape.cost) == "{R}{R}" and escape.power == 8
    counters = escape_line("CARDNAME escapes with a +1/+1 counter on it.")
    assert counters is not None and counters.static == ESCAPES_WITH and counters.power == 1  # CR 702.138c
    assert escape_line("Escape—Exile eight other cards from your graveyard.") is None  # no mana: not read


def test_cast_from_the_graveyard_for_its_escape_cost_CR_702_138a() -> None:
    state = _state(["Ox of Agonas"] + ["Grizzly Bears"] * 9, ["Montaña"] * 2, hand=["Montaña"])
    ox = card_id(state, "Ox of Agonas")
    assert "cast Ox of Agonas" in _legal(state)  # CR 702.138a: {R}{R} rather than {3}{R}{R}
    do(state, "cast Ox of Agonas")
    assert state.prompt is not None and state.prompt.kind == "exiliar_coste"
    bears = state.ids(0, "cementerio")
    assert set(state.prompt.options) == set(bears) and ox not in state.prompt.options  # other cards of that graveyard
    for _ in range(8):  # CR 601.2h: one at a time; the name means a copy not chosen yet
        assert _legal(state) == {"exile Grizzly Bears"}
        do(state, "exile Grizzly Bears")
    assert len(state.ids(0, "exilio")) == 8 and len(state.ids(0, "cementerio")) == 1
    assert all(state.is_tapped(c) for c in state.ids(0, "campo"))  # the {R}{R}
    assert state.zone_name_of(ox) == "pila" and state._card(ox).marks.get(ESCAPED)
    _resolve(state)
    assert state.zone_name_of(ox) == "campo"
    assert state._card(ox).counters.get(PLUS) == 1  # CR 702.138c: it escaped with a +1/+1 counter
    assert state._card(ox).marks.get(ESCAPED)  # CR 702.138b: the permanent escaped


def test_too_few_other_cards_CR_702_138a() -> None:
    state = _state(["Ox of Agonas"] + ["Grizzly Bears"] * 7, ["Montaña"] * 5)
    assert "cast Ox of Agonas" not in _legal(state)
    assert refusal(state, "cast Ox of Agonas") == "CR 702.138a"  # seven others for eight to exile


def test_the_escape_mana_must_be_paid_CR_601_2h() -> None:
    state = _state(["Ox of Agonas"] + ["Grizzly Bears"] * 8, ["Montaña"])
    assert refusal(state, "cast Ox of Agonas") == "CR 601.2h"  # {R}{R} with one Mountain


def test_only_cards_of_that_graveyard_are_exiled_CR_702_138a() -> None:
    state = _state(["Ox of Agonas"] + ["Grizzly Bears"] * 8, ["Montaña"] * 2, hand=["Grizzly Bears"])
    do(state, "cast Ox of Agonas")
    in_hand = state.ids(0, "mano")[0]
    assert in_hand not in state.prompt.options  # type: ignore[union-attr]
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("exile", 0, (in_hand,)))
    assert refused.value.rule.id == "CR 702.138a"


def test_cast_from_the_hand_it_does_not_escape_CR_702_138b() -> None:
    state = _state(["Grizzly Bears"] * 8, ["Montaña"] * 5, hand=["Ox of Agonas"])
    ox = card_id(state, "Ox of Agonas")
    do(state, "cast Ox of Agonas")  # its mana cost {3}{R}{R}; nothing exiled
    assert not state.ids(0, "exilio") and not state._card(ox).marks.get(ESCAPED)
    _resolve(state)
    assert state.zone_name_of(ox) == "campo" and not state._card(ox).counters.get(PLUS)
