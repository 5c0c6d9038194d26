"""Unearth (CR 702.84a): from its owner's graveyard, as a sorcery, pay the cost and the card
returns to the battlefield with haste; it is exiled at the beginning of the next end step, and
exiled instead if it would leave the battlefield any other way. No card with unearth is in
shared/testdata's sets (Innistrad only names it in a ruling of Burning Vengeance), so Dregscape
Zombie (Shards of Alara) is built from its Oracle text; Alpha's Terror and Unsummon, read from the
card data, try to move it elsewhere."""

from __future__ import annotations

import pytest

from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.formats.records import CardRecord
from engine.games.mtg.state import MtgState
from engine.games.mtg.unearth import UNEARTH, UNEARTHED, unearth_line
from tests.mtg.cr_helpers import do, refusal
from tests.mtg.own_cards import own_card
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state

ZOMBIE = "Unearth {B} ({B}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning " \
    "of the next end step or if it would leave the battlefield. Unearth only as a sorcery.)"


def _state(p1: dict[str, list[str]], p2: dict[str, list[str]] | None = None) -> MtgState:
    for name in ("Terror", "Unsummon"):
        real_card(SETS["LEA"], name)
    zombie = own_card(CardRecord(game="mtg", name="Dregscape Zombie", oracle_id="test-dregscape-zombie", type_line="Creature — Zombie",
                                 cost="{1}{B}", text=ZOMBIE, stats={"power": "2", "toughness": "1"}))
    assert zombie is not None and zombie.program.automated
    return mtg_state({"library": ["Pantano"] * 5, **p1}, {"library": ["Isla"] * 5, **(p2 or {})})


def _legal(state: MtgState) -> set[str]:
    return {state.action_to_string(a) for a in state.legal_actions()}


def _unearthed(state: MtgState) -> int:
    zombie = card_id(state, "Dregscape Zombie")
    do(state, "activate Dregscape Zombie", "pass", "pass")
    assert state.zone_name_of(zombie) == "campo"
    return zombie


def test_unearth_line_CR_702_84a() -> None:
    found = unearth_line("Unearth {1}{R}")
    assert found is not None
    activated, delayed = found
    assert activated.kind == "activated" and activated.sorcery and str(activated.cost) == "{1}{R}"
    assert activated.effects[0].op == UNEARTH and delayed.kind == "triggered"
    assert unearth_line("Unearth") is None


def test_it_returns_with_haste_CR_702_84a() -> None:
    state = _state({"graveyard": ["Dregscape Zombie"], "battlefield": ["Pantano"]})
    assert "activate Dregscape Zombie" in _legal(state)
    zombie = _unearthed(state)
    assert all(state.is_tapped(c) for c in state.ids(0, "campo") if c != zombie)  # its Swamp paid {B}
    assert state._card(zombie).marks.get(UNEARTHED)
    assert state.has(zombie, "haste") and not state.is_sick(zombie)  # CR 702.84a: "It gains haste"


def test_it_is_exiled_at_the_beginning_of_the_next_end_step_CR_702_84a() -> None:
    state = _state({"graveyard": ["Dregscape Zombie"], "battlefield": ["Pantano"]})
    zombie = _unearthed(state)
    for _ in range(40):
        if state.step == "final" or state.zone_name_of(zombie) != "campo":
            break
        legal = _legal(state)
        do(state, "pass" if "pass" in legal else "done")
    assert state.step == "final" and state.zone_name_of(zombie) == "campo"  # the trigger waits on the stack
    for _ in range(5):
        if state.zone_name_of(zombie) != "campo":
            break
        do(state, "pass")
    assert state.zone_name_of(zombie) == "exilio"


def test_leaving_any_other_way_it_is_exiled_instead_CR_702_84a() -> None:
    state = _state({"graveyard": ["Dregscape Zombie"], "battlefield": ["Pantano"]},
                   {"hand": ["Unsummon"], "battlefield": ["Isla"]})
    zombie = _unearthed(state)
    do(state, "pass", "P2: cast Unsummon", "P2: target Dregscape Zombie", "P2: pass", "pass")  # returned to its owner's hand…
    assert state.zone_name_of(zombie) == "exilio"  # …exiled instead
    assert not state.ids(0, "mano") or zombie not in state.ids(0, "mano")


def test_destroyed_it_is_exiled_instead_CR_702_84a() -> None:
    state = _state({"graveyard": ["Dregscape Zombie"], "battlefield": ["Pantano"]},
                   {"hand": ["Terror"], "battlefield": ["Pantano", "Pantano"]})
    zombie = _unearthed(state)
    do(state, "pass", "P2: cast Terror", "P2: target Dregscape Zombie", "P2: pass", "pass")
    assert state.zone_name_of(zombie) == "exilio" and zombie not in state.ids(0, "cementerio")


def test_only_as_a_sorcery_from_your_graveyard_CR_702_84a() -> None:
    state = _state({"graveyard": ["Dregscape Zombie"], "battlefield": ["Pantano"], "hand": ["Terror"]})
    zombie = card_id(state, "Dregscape Zombie")
    do(state, "pass")  # to the opponent, not in a main phase of P1 with an empty stack
    while state.prompt is not None and state.prompt.player != 0:
        do(state, "pass" if "pass" in _legal(state) else sorted(_legal(state))[0])
    if state._sorcery_timing(0):
        pytest.skip("the position did not leave P1's main phase")
    assert "activate Dregscape Zombie" not in _legal(state)
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("activate", 0, (zombie,), choice=0))
    assert refused.value.rule.id == "CR 702.84a"


def test_not_from_the_battlefield_CR_702_84a() -> None:
    state = _state({"battlefield": ["Dregscape Zombie", "Pantano"]})
    assert "activate Dregscape Zombie" not in _legal(state)
    assert refusal(state, "activate Dregscape Zombie") == "CR 702.84a"


def test_without_the_mana_CR_602_2() -> None:
    state = _state({"graveyard": ["Dregscape Zombie"], "battlefield": ["Isla"]})
    assert "activate Dregscape Zombie" not in _legal(state)
