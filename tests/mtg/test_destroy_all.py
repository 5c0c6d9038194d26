"""«Destroy all creatures. They can't be regenerated.» (Wrath of God, Limited Edition Alpha):
the second sentence is about every object the first destroys (CR 701.7a, 701.15a)."""

from __future__ import annotations

from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def test_wrath_of_god_destroys_a_regenerating_creature_CR_701_15a() -> None:
    wrath = real_card(SETS["LEA"], "Wrath of God")
    assert wrath.program.automated
    (spell,) = wrath.program.abilities
    assert [(e.op, e.who, e.keyword) for e in spell.effects] == [("destroy", "all_creatures", "no_regen")]
    state = mtg_state({"hand": ["Wrath of God"], "battlefield": ["Llanura"] * 4},
                      {"battlefield": ["Trol de la Ciénaga", "Pantano", "Oso Musgoso"]})
    state.apply_action(state.parse_action("cast Wrath of God", 0))
    state.apply_action(state.parse_action("pass", 0))
    state.apply_action(state.parse_action("activate Trol de la Ciénaga", 1))  # a regeneration shield in response
    while state.chain.links:
        state.apply_action(state.parse_action("pass", state.prompt.player))
    assert state.zone_name_of(card_id(state, "Trol de la Ciénaga")) == "cementerio"
    assert state.zone_name_of(card_id(state, "Oso Musgoso")) == "cementerio"


def test_nevinyrrals_disk_destroys_artifacts_creatures_and_enchantments_at_once() -> None:
    # CR 701.7a: one instruction, all at the same time; lands stay
    assert real_card(SETS["LEA"], "Nevinyrral's Disk").program.automated
    real_card(SETS["LEA"], "Crusade")
    state = mtg_state({"battlefield": ["Nevinyrral's Disk", "Oso Musgoso", "Crusade", "Bosque"]},
                      {"battlefield": ["Oso Musgoso"]})
    for text in ("activate Nevinyrral's Disk", "pass", "pass"):
        state.apply_action(state.parse_action(text, state.prompt.player))
    assert [state.defn(c).name for c in state.battlefield()] == ["Bosque"]
    assert sorted(state.defn(c).name for c in state.ids(0, "cementerio")) == ["Crusade", "Nevinyrral's Disk", "Oso Musgoso"]
