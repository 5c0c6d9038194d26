"""Card types (CR 300–307): artifacts and Equipment, creatures, enchantments and Auras,
instants, lands, planeswalkers and sorceries, as the engine plays them."""

from __future__ import annotations

from engine.games.mtg.base import DAMAGE, LIFE
from tests.mtg.cr_helpers import cid, do, names, pass_until, position, refusal


def test_an_artifact_creature_is_both_CR_300_2() -> None:
    """Untamed Colossus is an artifact and a creature: Druid's Decision may destroy it as an
    artifact; it also attacks as a creature."""
    # Checks CR 300.2
    state = position({"P1": {"battlefield": ["Bosque", "Bosque"], "hand": ["Decisión del Druida"]},
                      "P2": {"battlefield": ["Coloso Indómito"]}})
    colossus = cid(state, "Coloso Indómito")
    assert {"artifact", "creature"} <= set(state.defn(colossus).types)
    do(state, "cast Decisión del Druida", "mode 2")
    assert "target Coloso Indómito" in {state.action_to_string(a) for a in state.legal_actions()}


def test_artifacts_are_cast_like_sorceries_and_enter_the_battlefield_CR_301_1_CR_301_2() -> None:
    # Checks CR 301.1, CR 301.2
    state = position({"P1": {"battlefield": ["Bosque"], "hand": ["Poción Curativa"]}, "P2": {}}, step="inicio_combate")
    assert refusal(state, "cast Poción Curativa") == "CR 117.1a"
    state = position({"P1": {"battlefield": ["Bosque"], "hand": ["Poción Curativa"]}, "P2": {}})
    do(state, "cast Poción Curativa", "pass", "P2: pass")
    potion = cid(state, "Poción Curativa")
    assert state.on_battlefield(potion) and state._card(potion).controller == 0


def test_equipment_is_cast_as_an_artifact_and_modifies_the_equipped_creature_CR_301_5_CR_301_5b_CR_301_5f() -> None:
    # Checks CR 301.5, CR 301.5b, CR 301.5f
    state = position({"P1": {"battlefield": ["Bosque"] * 3, "hand": ["Espada de Hierro Viejo"]}, "P2": {"battlefield": ["Oso Musgoso"]}})
    do(state, "cast Espada de Hierro Viejo", "pass", "P2: pass")
    sword = cid(state, "Espada de Hierro Viejo")
    assert state.on_battlefield(sword) and state._card(sword).attached_to is None
    state = position({"P1": {"battlefield": ["Oso Musgoso", {"card": "Espada de Hierro Viejo", "attached": "Oso Musgoso"}]}, "P2": {}})
    assert state.power_toughness(cid(state, "Oso Musgoso")) == (4, 2)


def test_equipment_and_equipped_creature_may_have_different_controllers_CR_301_5d() -> None:
    """Cry of Betrayal takes P2's equipped bear: the Sword stays P2's and still equips it."""
    # Checks CR 301.5d
    state = position({"P1": {"battlefield": ["Montaña"] * 3, "hand": ["Grito de Traición"]},
                      "P2": {"battlefield": ["Oso Musgoso", {"card": "Espada de Hierro Viejo", "attached": "Oso Musgoso"}]}})
    bear, sword = cid(state, "Oso Musgoso"), cid(state, "Espada de Hierro Viejo")
    do(state, "cast Grito de Traición", "target Oso Musgoso", "pass", "P2: pass")
    assert state._card(bear).controller == 0 and state._card(sword).controller == 1
    assert state._card(sword).attached_to == bear and state.power_toughness(bear) == (4, 2)


def test_creatures_enter_have_power_and_toughness_attack_and_block_CR_302_2_CR_302_4_CR_302_4a_CR_302_4b_CR_302_5() -> None:
    """A 4/3 blocked by a 2/4: each deals damage equal to its power; the 2/4 dies from damage equal
    to its toughness, the 4/3 survives 2."""
    # Checks CR 302.2, CR 302.4, CR 302.4a, CR 302.4b, CR 302.5
    state = position({"P1": {"battlefield": ["Alce Arrollador"]}, "P2": {"battlefield": ["Guardián de Raíces"]}}, step="atacantes")
    do(state, "attack Alce Arrollador", "done", "pass", "P2: pass", "P2: block Alce Arrollador with Guardián de Raíces", "P2: done")
    while state.step != "fin_combate":
        do(state, "assign 4 to Guardián de Raíces" if state.prompt.kind == "asignar" else "pass")
    assert names(state, 1, "cementerio") == ["Guardián de Raíces"]
    assert state._card(cid(state, "Alce Arrollador")).counters.get(DAMAGE) == 2
    state = position({"P1": {"battlefield": ["Bosque", "Bosque"], "hand": ["Oso Musgoso"]}, "P2": {}})
    do(state, "cast Oso Musgoso", "pass", "P2: pass")
    assert state.on_battlefield(cid(state, "Oso Musgoso"))


def test_damage_to_a_creature_is_marked_and_stays_until_cleanup_CR_302_7() -> None:
    # Checks CR 302.7
    state = position({"P1": {"battlefield": ["Guardián de Raíces"]}, "P2": {"battlefield": ["Montaña"], "hand": ["Chispa Ígnea"]}},
                     step="final")
    keeper = cid(state, "Guardián de Raíces")
    do(state, "pass", "P2: cast Chispa Ígnea", "P2: target Guardián de Raíces", "P2: pass", "pass")
    assert state._card(keeper).counters.get(DAMAGE) == 2 and state.power_toughness(keeper) == (2, 4)


def test_enchantments_are_cast_like_sorceries_and_enter_the_battlefield_CR_303_1_CR_303_2() -> None:
    # Checks CR 303.1, CR 303.2
    state = position({"P1": {"battlefield": ["Bosque", "Bosque"], "hand": ["Muralla de Savia"]}, "P2": {}}, step="final")
    assert refusal(state, "cast Muralla de Savia") == "CR 117.1a"
    state = position({"P1": {"battlefield": ["Bosque", "Bosque"], "hand": ["Muralla de Savia"]}, "P2": {}})
    do(state, "cast Muralla de Savia", "pass", "P2: pass")
    assert state.on_battlefield(cid(state, "Muralla de Savia"))


def test_an_aura_enters_attached_and_its_controller_may_differ_from_the_hosts_CR_303_4_CR_303_4e_CR_303_4m() -> None:
    # Checks CR 303.4, CR 303.4e, CR 303.4m
    state = position({"P1": {"battlefield": ["Bosque", "Bosque"], "hand": ["Escudo de Robles"]}, "P2": {"battlefield": ["Oso Musgoso"]}})
    do(state, "cast Escudo de Robles", "target Oso Musgoso", "pass", "P2: pass")
    shield, bear = cid(state, "Escudo de Robles"), cid(state, "Oso Musgoso")
    assert state._card(shield).attached_to == bear and state._card(shield).controller == 0 and state._card(bear).controller == 1
    assert state.power_toughness(bear) == (4, 4) and state.has(bear, "trample")  # "enchanted creature" is the host


def test_an_aura_on_what_it_cannot_enchant_goes_to_the_graveyard_CR_303_4c() -> None:
    """Oakshield (Enchant creature) on a Forest made a 3/3 creature until end of turn: when the
    Forest stops being a creature, the Aura is put into its owner's graveyard."""
    # Checks CR 303.4c
    state = position({"P1": {"battlefield": ["Bosque"] * 4, "hand": ["Despertar de la Tierra", "Escudo de Robles"]}, "P2": {}})
    forest = cid(state, "Bosque")
    do(state, "cast Despertar de la Tierra", "target Bosque@P1.campo.1", "pass", "P2: pass")
    do(state, "cast Escudo de Robles", "target Bosque@P1.campo.1", "pass", "P2: pass")
    assert state._card(cid(state, "Escudo de Robles")).attached_to == forest
    while state.turn_player == 0:
        do(state, "pass")
    assert sorted(names(state, 0, "cementerio")) == ["Despertar de la Tierra", "Escudo de Robles"]


def test_instants_and_sorceries_follow_their_text_then_go_to_the_graveyard_CR_304_2_CR_307_2() -> None:
    # Checks CR 304.2, CR 307.2
    state = position({"P1": {"battlefield": ["Isla"] * 3, "hand": ["Visión Clara"], "library": ["Bosque", "Isla", "Montaña"]}, "P2": {}})
    do(state, "cast Visión Clara", "pass", "P2: pass")
    assert sorted(names(state, 0, "mano")) == ["Bosque", "Isla"] and names(state, 0, "cementerio") == ["Visión Clara"]
    state = position({"P1": {"battlefield": ["Montaña"], "hand": ["Chispa Ígnea"]}, "P2": {}})
    do(state, "cast Chispa Ígnea", "target P2", "pass", "P2: pass")
    assert state.counters[1][LIFE] == 18 and names(state, 0, "cementerio") == ["Chispa Ígnea"]


def test_putting_a_land_onto_the_battlefield_is_not_playing_one_CR_305_4_CR_305_2a() -> None:
    """Evolving Wilds (Cockatrice AFR file) puts a basic land onto the battlefield: that is no
    land play, so the player still plays one this turn (one land played so far: none)."""
    # Checks CR 305.4, CR 305.2a
    from tests.mtg.real_cards import TESTDATA, real_card

    assert real_card(TESTDATA / "cockatrice-xml" / "AFR.xml", "Evolving Wilds").program.automated
    state = position({"P1": {"battlefield": ["Evolving Wilds"], "hand": ["Montaña"], "library": ["Isla", "Oso Musgoso"]}, "P2": {}})
    do(state, "activate Evolving Wilds", "pass", "P2: pass", "find Isla")
    assert names(state, 0, "campo") == ["Isla"] and state.lands_played == 0
    do(state, "play Montaña")
    assert sorted(names(state, 0, "campo")) == ["Isla", "Montaña"]


def test_planeswalkers_are_cast_as_sorceries_and_enter_with_their_printed_loyalty_CR_306_1_CR_306_2_CR_306_5_CR_306_5a_CR_306_5c() -> None:
    # Checks CR 306.1, CR 306.2, CR 306.5, CR 306.5a, CR 306.5c
    state = position({"P1": {"battlefield": ["Montaña"] * 4, "hand": ["Ignara, Tejedora de Ascuas"]}, "P2": {}}, step="final")
    assert refusal(state, "cast Ignara, Tejedora de Ascuas") == "CR 117.1a"
    state = position({"P1": {"battlefield": ["Montaña"] * 4, "hand": ["Ignara, Tejedora de Ascuas"]}, "P2": {}})
    ignara = cid(state, "Ignara, Tejedora de Ascuas")
    assert state.defn(ignara).loyalty == 3  # in the hand: the printed loyalty
    do(state, "cast Ignara, Tejedora de Ascuas", "pass", "P2: pass")
    assert state.on_battlefield(ignara) and state._card(ignara).counters["lealtad"] == 3
    do(state, "activate Ignara, Tejedora de Ascuas #1")
    assert state._card(ignara).counters["lealtad"] == 4  # on the battlefield: its loyalty counters


def test_planeswalkers_can_be_attacked_and_die_at_zero_loyalty_CR_306_6_CR_306_9() -> None:
    # Checks CR 306.6, CR 306.9
    state = position({"P1": {"battlefield": ["Alce Arrollador"]},
                      "P2": {"battlefield": [{"card": "Ignara, Tejedora de Ascuas", "counters": {"lealtad": 3}}]}}, step="atacantes")
    do(state, "attack Alce Arrollador at Ignara, Tejedora de Ascuas", "done")
    pass_until(state, "fin_combate")
    assert names(state, 1, "cementerio") == ["Ignara, Tejedora de Ascuas"] and state.counters[1][LIFE] == 20
