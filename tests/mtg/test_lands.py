"""Non-basic land templates (engine/games/mtg/lands.py): check lands (CR 614.1c) and a mana
ability with a mana cost with Innistrad's real cards, painlands (CR 605.3b) with Tenth Edition's
text."""

from __future__ import annotations

import pytest

from engine.core import get_game
from engine.core.errors import IllegalActionError
from engine.formats.records import CardRecord
from engine.games.mtg.base import LIFE
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state
from tests.mtg.own_cards import own_card


def _play(battlefield: list[str], land: str) -> bool:
    """Whether ``land`` played from the hand next to ``battlefield`` enters tapped."""
    state = mtg_state({"hand": [land], "battlefield": battlefield})
    state.apply_action(state.parse_action(f"play {land}", 0))
    return state._card(card_id(state, land)).rotated


def test_a_check_land_enters_untapped_with_a_land_of_its_types_CR_614_1c() -> None:
    retreat = real_card(SETS["ISD"], "Clifftop Retreat")
    assert retreat.program.automated
    assert not _play(["Montaña"], "Clifftop Retreat")
    assert not _play(["Llanura"], "Clifftop Retreat")
    assert _play(["Bosque", "Isla"], "Clifftop Retreat")
    assert _play([], "Clifftop Retreat")


def test_a_check_land_makes_either_colour() -> None:
    real_card(SETS["ISD"], "Sulfur Falls")
    state = mtg_state({"battlefield": ["Sulfur Falls"]})
    legal = {state.action_to_string(a) for a in state.legal_actions()}
    assert {"tap Sulfur Falls for U", "tap Sulfur Falls for R"} <= legal


def _wastes() -> None:
    text = "{T}: Add {C}.\n{T}: Add {W} or {U}. Adarkar Wastes deals 1 damage to you."
    record = CardRecord(game="mtg", name="Adarkar Wastes", oracle_id="test-adarkar-wastes", type_line="Land", text=text)
    assert own_card(record) is not None


def test_a_painland_deals_damage_for_coloured_mana_only_CR_605_3b() -> None:
    _wastes()
    state = mtg_state({"battlefield": ["Adarkar Wastes", "Adarkar Wastes"]})
    assert state.defn(state.battlefield(0)[0]).program.automated
    state.apply_action(state.parse_action("tap Adarkar Wastes for C", 0))
    assert state.counters[0][LIFE] == 20 and state.pools[0] == {"C": 1}
    state.apply_action(state.parse_action("tap Adarkar Wastes@P1.campo.2 for W", 0))
    assert state.counters[0][LIFE] == 19 and state.pools[0] == {"C": 1, "W": 1}


def test_a_painland_pays_a_coloured_cost_and_hurts() -> None:
    _wastes()
    state = mtg_state({"hand": ["Chispa Ígnea"], "battlefield": ["Adarkar Wastes", "Montaña"]})
    state.apply_action(state.parse_action("cast Chispa Ígnea", 0))
    assert state.counters[0][LIFE] == 20  # {R} from the Mountain: the Wastes stay untapped


def test_a_mana_ability_with_a_mana_cost_pays_it_first_CR_605_3b() -> None:
    grotto = real_card(SETS["ISD"], "Shimmering Grotto")  # {T}: Add {C}. / {1}, {T}: Add one mana of any color.
    assert grotto.program.automated and grotto.mana_options == ("C",)  # auto-payment uses the free one only
    state = mtg_state({"battlefield": ["Shimmering Grotto", "Montaña"]})
    legal = {state.action_to_string(a) for a in state.legal_actions()}
    assert {"tap Shimmering Grotto for C", "tap Shimmering Grotto for U"} <= legal
    state.apply_action(state.parse_action("tap Shimmering Grotto for U", 0))
    assert state.pools[0] == {"U": 1} and all(state._card(c).rotated for c in state.battlefield(0))


def test_without_mana_for_its_cost_it_is_refused_CR_602_2() -> None:
    real_card(SETS["ISD"], "Shimmering Grotto")
    state = mtg_state({"battlefield": ["Shimmering Grotto"]})
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(state.parse_action("tap Shimmering Grotto for U", 0))
    assert refused.value.rule.id == "CR 602.2"
    state.apply_action(state.parse_action("tap Shimmering Grotto for C", 0))
    assert state.pools[0] == {"C": 1}
