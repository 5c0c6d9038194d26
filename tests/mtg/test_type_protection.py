"""Protection from creature types (tribal.protection_from_type, base.protected_from), CR 702.16a,
702.16f, with Innistrad's Elite Inquisitor ("Protection from Vampires, from Werewolves, and from
Zombies") loaded from the card data."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.base import DAMAGE
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def test_elite_inquisitor_cant_be_blocked_by_a_vampire_CR_702_16f() -> None:
    # CR 702.16a, CR 702.16f
    assert real_card(SETS["ISD"], "Elite Inquisitor").program.automated
    real_card(SETS["ISD"], "Stromkirk Noble")
    state = mtg_state({"battlefield": ["Elite Inquisitor"]}, {"battlefield": ["Stromkirk Noble", "Oso Musgoso"]})
    while state.prompt.kind != "atacantes":
        _do(state, "pass")
    _do(state, "attack Elite Inquisitor", "done", "pass", "pass")
    assert {state.action_to_string(a) for a in state.legal_actions() if a.kind == "block"} == {
        "block Elite Inquisitor with Oso Musgoso"}
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(state.parse_action("block Elite Inquisitor with Stromkirk Noble", 1))
    assert refused.value.rule.id == "CR 702.16f"


def test_a_zombies_damage_to_it_is_prevented_CR_702_16e() -> None:
    # CR 702.16e
    real_card(SETS["ISD"], "Elite Inquisitor")
    real_card(SETS["ISD"], "Walking Corpse")
    state = mtg_state({"battlefield": ["Elite Inquisitor"]}, {"battlefield": ["Walking Corpse"]})
    inquisitor, corpse = card_id(state, "Elite Inquisitor"), card_id(state, "Walking Corpse")
    state.fight(corpse, inquisitor)
    assert state._card(inquisitor).counters.get(DAMAGE, 0) == 0 and state._card(corpse).counters.get(DAMAGE, 0) == 2
