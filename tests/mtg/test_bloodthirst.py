"""Bloodthirst (CR 702.54a): "If an opponent was dealt damage this turn, this permanent enters with
N +1/+1 counters on it." No card with bloodthirst is in shared/testdata's sets, so Gorehorn
Minotaurs (Guildpact) is built here from its Oracle text, and the damage comes from Shock."""

from __future__ import annotations

from engine.formats.records import CardRecord
from engine.games.mtg.base import PLUS
from engine.games.mtg.bloodthirst import BLOODTHIRST, bloodthirst_line
from engine.games.mtg.state import MtgState
from tests.mtg.own_cards import own_card
from tests.mtg.states import card_id, mtg_state

MINOTAURS = "Bloodthirst 2 (If an opponent was dealt damage this turn, this creature enters with two +1/+1 counters on it.)"


def _state(p2: dict[str, list[str]] | None = None) -> MtgState:
    records = [
        CardRecord(game="mtg", name="Gorehorn Minotaurs", oracle_id="test-gorehorn-minotaurs", type_line="Creature — Minotaur Warrior",
                   cost="{2}{R}{R}", text=MINOTAURS, stats={"power": "3", "toughness": "3"}),
        CardRecord(game="mtg", name="Shock", oracle_id="test-shock", type_line="Instant", cost="{R}",
                   text="Shock deals 2 damage to any target."),
    ]
    for record in records:
        card = own_card(record)
        assert card is not None and card.program.automated, record.name
    return mtg_state({"hand": ["Gorehorn Minotaurs", "Shock"], "battlefield": ["Montaña"] * 5}, p2)


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        assert state.prompt is not None
        state.apply_action(state.parse_action(text, state.prompt.player))


def _cast_minotaurs(state: MtgState) -> int:
    _do(state, "cast Gorehorn Minotaurs", "pass", "pass")
    minotaurs = card_id(state, "Gorehorn Minotaurs")
    assert state.zone_name_of(minotaurs) == "campo"
    return minotaurs


def test_bloodthirst_line_CR_702_54a() -> None:
    ability = bloodthirst_line("Bloodthirst 3")  # CR 702.54a: a static ability, +1/+1 counters as it enters
    assert ability is not None and ability.static == "etb_counters" and ability.power == 3 and ability.condition == BLOODTHIRST
    assert bloodthirst_line("Bloodthirst X") is None and bloodthirst_line("Bloodthirst") is None


def test_after_an_opponent_was_dealt_damage_it_enters_with_the_counters_CR_702_54a() -> None:
    state = _state()
    _do(state, "cast Shock", "target P2", "pass", "pass")
    minotaurs = _cast_minotaurs(state)
    assert state._card(minotaurs).counters.get(PLUS) == 2  # CR 702.54a, 614.1c: it enters with them
    assert state.power_toughness(minotaurs) == (5, 5)


def test_no_counters_when_no_opponent_was_dealt_damage_this_turn_CR_702_54a() -> None:
    state = _state()
    minotaurs = _cast_minotaurs(state)
    assert not state._card(minotaurs).counters.get(PLUS)  # CR 702.54a: nobody was dealt damage


def test_damage_to_its_own_controller_does_not_count_CR_702_54a() -> None:
    state = _state()
    _do(state, "cast Shock", "target P1", "pass", "pass")  # CR 702.54a: "an opponent", not you
    minotaurs = _cast_minotaurs(state)
    assert not state._card(minotaurs).counters.get(PLUS)


def test_damage_to_an_opponents_creature_does_not_count_CR_702_54a() -> None:
    state = _state({"battlefield": ["Oso Musgoso"]})
    _do(state, "cast Shock", "target Oso Musgoso", "pass", "pass")  # CR 702.54a: a player dealt damage, not a creature
    assert state.zone_name_of(card_id(state, "Oso Musgoso")) == "cementerio"
    minotaurs = _cast_minotaurs(state)
    assert not state._card(minotaurs).counters.get(PLUS)


def test_damage_dealt_in_an_earlier_turn_does_not_count_CR_702_54a() -> None:
    state = _state()
    _do(state, "cast Shock", "target P2", "pass", "pass")
    assert state.damaged[0] == state.turn
    state.turn += 1  # CR 702.54a: "this turn" is the turn in progress (CR 500.1); the record is of the one before
    minotaurs = _cast_minotaurs(state)
    assert not state._card(minotaurs).counters.get(PLUS)
