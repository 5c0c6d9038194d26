"""The golden rules (CR 101): a card's text over the rules, "can't" over "can" or "must"."""

from __future__ import annotations

from tests.mtg.cr_helpers import cid, do, position, refusal


def test_card_text_wins_over_the_rules_CR_101_1() -> None:
    """Creature spells are cast only in your main phase (CR 117.1a), but Shadow Ambusher's flash
    lets it be cast in the opponent's end step; a bear without it cannot."""
    # Checks CR 101.1
    state = position({"P1": {}, "P2": {"hand": ["Emboscador Sombrío", "Oso Musgoso"], "battlefield": ["Bosque"] * 4}}, step="final")
    do(state, "pass")
    assert refusal(state, "P2: cast Oso Musgoso") == "CR 117.1a"
    do(state, "P2: cast Emboscador Sombrío")
    assert [link.source for link in state.chain.links] == [cid(state, "Emboscador Sombrío")]


def test_cant_wins_over_must_CR_101_2() -> None:
    """Thirsty Berserker "attacks each combat if able"; given defender ("can't attack"), it does
    not attack, and declaring no attackers is allowed."""
    # Checks CR 101.2
    state = position({"P1": {"battlefield": ["Berserker Sediento", "Oso Musgoso"]}, "P2": {}}, step="inicio_combate")
    berserker = cid(state, "Berserker Sediento")
    state.add_continuous("keywords", frozenset((berserker,)), berserker, "turn", ("defender",))
    do(state, "pass", "P2: pass")
    assert refusal(state, "attack Berserker Sediento") == "CR 702.3b"
    do(state, "done")
    assert state.attackers == ()


def test_a_source_of_your_choice_may_be_a_spell_on_the_stack_CR_109_2c() -> None:
    """Healing Reflection's "a source of your choice" offers the Igneous Spark on the stack as
    well as permanents: chosen, its damage to P1 is prevented."""
    # Checks CR 109.2c
    state = position({"P1": {"battlefield": ["Llanura"] * 3, "hand": ["Reflejo Sanador"]},
                      "P2": {"battlefield": ["Montaña"], "hand": ["Chispa Ígnea"]}}, step="final")
    do(state, "pass", "P2: cast Chispa Ígnea", "P2: target P1", "P2: pass", "cast Reflejo Sanador", "pass", "P2: pass")
    assert "source Chispa Ígnea" in {state.action_to_string(a) for a in state.legal_actions()}
    do(state, "source Chispa Ígnea")
    while state.chain.links:
        do(state, "pass")
    assert state.counters[0]["vidas"] == 22


def test_a_spell_is_cast_only_where_a_rule_or_effect_allows_CR_601_3() -> None:
    """From the graveyard, Tide Echo (flashback) may be cast; Igneous Spark, with nothing that
    allows it, may not."""
    # Checks CR 601.3
    state = position({"P1": {"battlefield": ["Isla"] * 4 + ["Montaña"], "graveyard": ["Eco de la Marea", "Chispa Ígnea"]}, "P2": {}})
    casts = {state.action_to_string(a) for a in state.legal_actions() if a.kind == "cast"}
    assert "cast Eco de la Marea" in casts and not any("Chispa" in c for c in casts)
