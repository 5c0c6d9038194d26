"""Casting spells, activating and triggering abilities, static and mana abilities, resolving
(CR 601–608)."""

from __future__ import annotations

from engine.games.mtg.base import LIFE, LOYALTY
from tests.mtg.cr_helpers import cid, do, names, pass_until, position, prompt_kind, refusal, where


def test_a_spell_is_proposed_paid_and_then_cast_with_priority_back_CR_601_2_CR_601_2h_CR_601_2i() -> None:
    """CR 601.2: the card moves to the stack, its target is chosen and its cost paid (the
    Mountain taps); 601.2i: once cast, its controller, who had priority, gets it again."""
    # Checks CR 601.2, CR 601.2h, CR 601.2i
    state = position({"P1": {"battlefield": ["Montaña"], "hand": ["Chispa Ígnea"]}, "P2": {}})
    spark, mountain = cid(state, "Chispa Ígnea"), cid(state, "Montaña")
    do(state, "cast Chispa Ígnea")
    assert state.zone_name_of(spark) == "pila" and prompt_kind(state) == "objetivo"
    do(state, "target P2")
    assert [link.source for link in state.chain.links] == [spark] and state._card(mountain).rotated
    assert where(state) == ("principal1", None, 0, 0) and prompt_kind(state) == "prioridad"


def test_cast_triggers_trigger_once_the_spell_is_cast_CR_601_2i_CR_603_2_CR_603_3_CR_702_108() -> None:
    """Ember Monk's prowess triggers when the noncreature spell becomes cast; the trigger goes
    on the stack above the spell the next time a player would receive priority and resolves
    first."""
    # Checks CR 601.2i, CR 603.2, CR 603.3, CR 702.108
    state = position({"P1": {"battlefield": ["Monje de la Brasa", "Montaña"], "hand": ["Chispa Ígnea"]}, "P2": {}})
    monk, spark = cid(state, "Monje de la Brasa"), cid(state, "Chispa Ígnea")
    do(state, "cast Chispa Ígnea", "target P2")
    assert [link.source for link in state.chain.links] == [spark, monk]
    do(state, "pass", "P2: pass")
    assert state.power_toughness(monk) == (2, 3) and [link.source for link in state.chain.links] == [spark]


def test_an_illegal_proposal_goes_back_to_before_it_CR_601_2e() -> None:
    """Verdict needs a tapped creature: with none the cast is refused and nothing changed (the
    card stays in hand, no mana spent)."""
    # Checks CR 601.2e
    state = position({"P1": {"battlefield": ["Llanura", "Llanura"], "hand": ["Veredicto"]}, "P2": {"battlefield": ["Oso Musgoso"]}})
    assert refusal(state, "cast Veredicto") == "CR 601.2c"
    assert names(state, 0, "mano") == ["Veredicto"] and not any(state._card(c).rotated for c in state.battlefield(0))


def test_mana_abilities_are_activated_before_paying_CR_601_2g_CR_118_3a() -> None:
    """The player taps the Mountain for {R} first; the spell's cost is then paid from the pool
    and the other land stays untapped."""
    # Checks CR 601.2g, CR 118.3a
    state = position({"P1": {"battlefield": ["Montaña", "Montaña"], "hand": ["Chispa Ígnea"]}, "P2": {}})
    first, second = state.battlefield(0)
    do(state, f"tap Montaña@P1.campo.1 for R")
    assert state.pools[0] == {"R": 1}
    do(state, "cast Chispa Ígnea", "target P2")
    assert state.pools[0].get("R", 0) == 0 and state._card(first).rotated and not state._card(second).rotated


def test_an_activation_cost_is_everything_before_the_colon_CR_602_1a_CR_602_2a() -> None:
    """Healing Draught "{1}, {T}, Sacrifice: You gain 4 life": the mana, the tap and the
    sacrifice are all paid; the ability is an object on top of the stack, controlled by the
    player who activated it, and resolves without its source."""
    # Checks CR 602.1a, CR 602.2a
    state = position({"P1": {"battlefield": ["Bosque", "Poción Curativa"], "hand": []}, "P2": {}})
    forest = cid(state, "Bosque")
    do(state, "activate Poción Curativa")
    assert names(state, 0, "cementerio") == ["Poción Curativa"] and state._card(forest).rotated
    link = state.chain.links[-1]
    assert link.kind == "ability" and link.controller == 0
    do(state, "pass", "P2: pass")
    assert state.counters[0][LIFE] == 24 and not state.chain.links


def test_a_tap_ability_of_a_new_creature_cannot_be_activated_CR_602_5_CR_602_5a() -> None:
    # Checks CR 602.5, CR 602.5a
    state = position({"P1": {"battlefield": [{"card": "Guardiana de la Veta", "sick": True}]}, "P2": {}})
    assert refusal(state, "tap Guardiana de la Veta") == "CR 302.6"
    state = position({"P1": {"battlefield": ["Guardiana de la Veta"]}, "P2": {}})
    do(state, "tap Guardiana de la Veta")
    assert state.pools[0] == {"C": 1}


def test_equip_is_activated_only_as_a_sorcery_CR_602_5d_CR_602_1b() -> None:
    # Checks CR 602.5d, CR 602.1b
    state = position({"P1": {"battlefield": ["Oso Musgoso", "Espada de Hierro Viejo", "Bosque", "Bosque"]}, "P2": {}},
                     step="inicio_combate")
    assert refusal(state, "activate Espada de Hierro Viejo") == "CR 702.6a"
    state = position({"P1": {"battlefield": ["Oso Musgoso", "Espada de Hierro Viejo", "Bosque", "Bosque"]}, "P2": {}})
    do(state, "activate Espada de Hierro Viejo", "target Oso Musgoso")
    assert state.chain.links and state.chain.links[-1].kind == "ability"


def test_triggers_happen_when_nothing_may_be_cast_and_belong_to_the_sources_controller_CR_603_2a_CR_603_3a_CR_603_6c_CR_603_10_CR_109_4b() -> None:
    """P2's Echo Chrysalis dies in P1's combat damage step: its leaves-the-battlefield ability
    (it "looks back" at the creature that died) triggers although P2 could cast no sorcery, and
    P2 controls it."""
    # Checks CR 603.2a, CR 603.3a, CR 603.6c, CR 603.10, CR 109.4b
    state = position({"P1": {"battlefield": ["Alce Arrollador"]}, "P2": {"battlefield": ["Crisálida del Eco"], "hand": ["Ola de Calor"]}},
                     step="atacantes")
    do(state, "attack Alce Arrollador", "done", "pass", "P2: pass", "P2: block Alce Arrollador with Crisálida del Eco", "P2: done")
    while state.step != "dano" or prompt_kind(state) != "prioridad":
        if prompt_kind(state) == "asignar":
            do(state, "assign 1 to Crisálida del Eco")
        else:
            do(state, "pass")
    chrysalis = cid(state, "Crisálida del Eco")
    assert [(link.source, link.controller) for link in state.chain.links] == [(chrysalis, 1)]


def test_one_event_with_several_occurrences_triggers_each_CR_603_2c() -> None:
    """Heatwave kills two Echo Chrysalises at once: each one's "when it dies" triggers once."""
    # Checks CR 603.2c
    state = position({"P1": {"battlefield": ["Montaña", "Montaña", "Montaña"], "hand": ["Ola de Calor"]},
                      "P2": {"battlefield": ["Crisálida del Eco", "Crisálida del Eco"]}})
    do(state, "cast Ola de Calor", "pass", "P2: pass")
    assert len(state.chain.links) == 2 and {link.source for link in state.chain.links} == set(
        cid(state, "Crisálida del Eco", n) for n in (0, 1))
    while state.chain.links:
        do(state, "pass")
    assert len([c for c in state.battlefield(1) if state.defn(c).name.startswith("Insect")
                or state.defn(c).name_en.startswith("Insect")]) == 2


def test_static_abilities_apply_while_their_permanent_is_on_the_battlefield_CR_604_2_CR_611_3_CR_611_3b() -> None:
    """Guard Captain's "other creatures you control get +1/+1" applies at once, without the
    stack, and stops when the Captain leaves."""
    # Checks CR 604.2, CR 611.3, CR 611.3b
    state = position({"P1": {"battlefield": ["Oso Musgoso", "Capitana de la Guardia"]},
                      "P2": {"battlefield": ["Isla", "Isla"], "hand": ["Reflujo"]}}, step="final")
    bear = cid(state, "Oso Musgoso")
    assert state.power_toughness(bear) == (3, 3)
    do(state, "pass", "P2: cast Reflujo", "P2: target Capitana de la Guardia", "P2: pass", "pass")
    assert state.power_toughness(bear) == (2, 2)


def test_an_auras_static_ability_does_not_target_CR_604_4() -> None:
    """Oakshield's bonus reaches a creature with shroud (it cannot be targeted, yet it is
    modified by the Aura attached to it)."""
    # Checks CR 604.4
    state = position({"P1": {"battlefield": ["Oso Musgoso", {"card": "Escudo de Robles", "attached": "Oso Musgoso"}]}, "P2": {}})
    bear = cid(state, "Oso Musgoso")
    state.add_continuous("keywords", frozenset((bear,)), bear, "turn", ("shroud",))
    assert state.power_toughness(bear) == (4, 4) and state.has(bear, "trample")


def test_a_spell_that_adds_mana_is_not_a_mana_ability_CR_605_5b() -> None:
    """Night Offering ("Add {B}{B}{B}") is cast and uses the stack: the opponent gets priority
    before the mana is added."""
    # Checks CR 605.5b
    state = position({"P1": {"battlefield": ["Pantano"], "hand": ["Ofrenda Nocturna"]}, "P2": {}})
    do(state, "cast Ofrenda Nocturna")
    assert [link.source for link in state.chain.links] == [cid(state, "Ofrenda Nocturna")] and not state.pools[0]
    do(state, "pass")
    assert where(state)[3] == 1
    do(state, "P2: pass")
    assert state.pools[0] == {"B": 3}


def test_a_loyalty_ability_pays_its_loyalty_cost_on_activation_CR_606_1_CR_606_2_CR_606_4() -> None:
    """Ignara's [+1]: the loyalty counter is put on as the cost, before the ability resolves."""
    # Checks CR 606.1, CR 606.2, CR 606.4
    state = position({"P1": {"battlefield": [{"card": "Ignara, Tejedora de Ascuas", "counters": {"lealtad": 3}}]}, "P2": {}})
    ignara = cid(state, "Ignara, Tejedora de Ascuas")
    do(state, "activate Ignara, Tejedora de Ascuas #1")
    assert state._card(ignara).counters[LOYALTY] == 4 and state.chain.links and state.counters[1][LIFE] == 20
    do(state, "pass", "P2: pass")
    assert state.counters[1][LIFE] == 19


def test_an_instant_goes_to_the_graveyard_as_the_last_step_of_resolving_CR_608_2_CR_608_2n() -> None:
    # Checks CR 608.2, CR 608.2n
    state = position({"P1": {"battlefield": ["Montaña"], "hand": ["Chispa Ígnea"]}, "P2": {}})
    do(state, "cast Chispa Ígnea", "target P2", "pass", "P2: pass")
    assert state.counters[1][LIFE] == 18 and names(state, 0, "cementerio") == ["Chispa Ígnea"] and not state.chain.links


def test_a_permanent_spell_enters_under_its_controllers_control_CR_608_3a_CR_110_4b() -> None:
    # Checks CR 608.3a, CR 110.4b
    state = position({"P1": {"battlefield": ["Bosque", "Bosque"], "hand": ["Oso Musgoso"]}, "P2": {}})
    do(state, "cast Oso Musgoso", "pass", "P2: pass")
    bear = cid(state, "Oso Musgoso")
    assert state.on_battlefield(bear) and state._card(bear).controller == 0


def test_an_aura_spell_enters_attached_to_its_target_CR_608_3c() -> None:
    # Checks CR 608.3c
    state = position({"P1": {"battlefield": ["Bosque", "Bosque", "Oso Musgoso"], "hand": ["Escudo de Robles"]},
                      "P2": {"battlefield": ["Lobezno del Claro"]}})
    do(state, "cast Escudo de Robles", "target Lobezno del Claro", "pass", "P2: pass")
    shield, cub = cid(state, "Escudo de Robles"), cid(state, "Lobezno del Claro")
    assert state._card(shield).attached_to == cub and state._card(shield).controller == 0
    assert state.power_toughness(cub) == (4, 3)


def test_entering_with_counters_or_tapped_is_static_not_a_trigger_CR_603_6d() -> None:
    """Young Hydra enters with three +1/+1 counters and Shaded Grove enters tapped: nothing
    goes on the stack, the permanent is already so when it appears."""
    # Checks CR 603.6d
    state = position({"P1": {"battlefield": ["Bosque", "Bosque", "Bosque"], "hand": ["Hidra Joven", "Arboleda Umbría"]}, "P2": {}})
    do(state, "cast Hidra Joven", "pass", "P2: pass")
    hydra = cid(state, "Hidra Joven")
    assert state.on_battlefield(hydra) and state.power_toughness(hydra) == (3, 3) and not state.chain.links
    do(state, "play Arboleda Umbría")
    assert state._card(cid(state, "Arboleda Umbría")).rotated and not state.chain.links


def test_beginning_of_step_abilities_trigger_as_the_step_begins_CR_603_2b() -> None:
    # Checks CR 603.2b
    state = position({"P1": {}, "P2": {"battlefield": ["Aldeana Inquieta"]}}, step="enderezar")
    assert state.step == "mantenimiento" and len(state.chain.links) == 1


def test_a_characteristic_defining_ability_works_in_every_zone_CR_604_3() -> None:
    """Growing Legion's */* counts the creatures its owner controls in the hand too, and on
    the battlefield counts itself."""
    # Checks CR 604.3
    state = position({"P1": {"battlefield": ["Oso Musgoso", "Llanura", "Llanura", "Llanura"], "hand": ["Legión Creciente"]}, "P2": {}})
    legion = cid(state, "Legión Creciente")
    assert state.power_toughness(legion) == (1, 1)
    do(state, "cast Legión Creciente", "pass", "P2: pass")
    assert state.power_toughness(legion) == (2, 2)


def test_characteristics_are_modified_as_the_permanent_enters_CR_603_6b_CR_611_3c() -> None:
    """Wellspring Hydra for X = 0 is 0/0; with Sap Rampart (+0/+2) on the battlefield it is
    never a 0/0 there and survives."""
    # Checks CR 603.6b, CR 611.3c
    state = position({"P1": {"battlefield": ["Muralla de Savia", "Bosque"], "hand": ["Hidra del Manantial"]}, "P2": {}})
    do(state, "cast Hidra del Manantial", "x 0", "pass", "P2: pass")
    hydra = cid(state, "Hidra del Manantial")
    assert state.on_battlefield(hydra) and state.power_toughness(hydra) == (0, 2)
    state = position({"P1": {"battlefield": ["Bosque"], "hand": ["Hidra del Manantial"]}, "P2": {}})
    do(state, "cast Hidra del Manantial", "x 0", "pass", "P2: pass")
    assert names(state, 0, "cementerio") == ["Hidra del Manantial"]


def test_an_effect_does_as_much_of_the_impossible_as_it_can_CR_609_3_CR_101_3() -> None:
    """Bitter Whisper makes a player with one card discard two: that card is discarded."""
    # Checks CR 609.3, CR 101.3
    state = position({"P1": {"battlefield": ["Pantano", "Pantano"], "hand": ["Susurro Amargo"]}, "P2": {"hand": ["Isla"]}})
    do(state, "cast Susurro Amargo", "target P2", "pass", "P2: pass")
    while prompt_kind(state) == "descartar":
        do(state, "P2: discard Isla")
    assert names(state, 1, "mano") == [] and names(state, 1, "cementerio") == ["Isla"]


def test_a_prevented_event_triggers_nothing_CR_603_2h() -> None:
    """Stromkirk Patrol (Innistrad): "Whenever it deals combat damage to a player, put a +1/+1
    counter on it" does not trigger when Forest Truce prevents all combat damage."""
    # Checks CR 603.2h
    from tests.mtg.real_cards import SETS, real_card

    assert real_card(SETS["ISD"], "Stromkirk Patrol").program.automated
    state = position({"P1": {"battlefield": ["Stromkirk Patrol"]}, "P2": {"battlefield": ["Bosque"], "hand": ["Tregua del Bosque"]}},
                     step="atacantes")
    do(state, "attack Stromkirk Patrol", "done", "pass", "P2: cast Tregua del Bosque", "P2: pass", "pass")
    pass_until(state, "fin_combate")
    assert state.counters[1][LIFE] == 20 and not state._card(cid(state, "Stromkirk Patrol")).counters.get("+1/+1")


def test_a_trigger_without_a_legal_target_is_removed_CR_603_3d() -> None:
    """Thousand-legged Kami's soulshift with no Spirit card in the graveyard: nothing to target,
    the trigger leaves the stack without asking."""
    # Checks CR 603.3d
    from tests.mtg.test_cr_702_keywords import _adopt

    _adopt("Thousand-legged Kami", "Creature — Spirit", "{6}{G}{G}", "Soulshift 7", "6", "6")
    state = position({"P1": {"battlefield": [{"card": "Thousand-legged Kami", "damage": 5}, "Montaña"], "hand": ["Chispa Ígnea"],
                             "graveyard": ["Oso Musgoso"]}, "P2": {}})
    do(state, "cast Chispa Ígnea", "target Thousand-legged Kami", "pass", "P2: pass")
    assert prompt_kind(state) == "prioridad" and not state.chain.links
    assert sorted(names(state, 0, "cementerio")) == sorted(["Oso Musgoso", "Chispa Ígnea", "Thousand-legged Kami"])


def test_a_static_ability_that_works_on_the_stack_CR_604_5_CR_113_6g() -> None:
    """Toski, Bearer of Secrets (Kaldheim) "can't be countered": Negation resolves and does
    nothing to it; Toski then resolves."""
    # Checks CR 604.5, CR 113.6g
    from tests.mtg.real_cards import SETS, real_card

    assert real_card(SETS["KHM"], "Toski, Bearer of Secrets").program.has_static("uncounterable")
    state = position({"P1": {"hand": ["Toski, Bearer of Secrets"], "battlefield": ["Bosque"] * 4},
                      "P2": {"hand": ["Negación"], "battlefield": ["Isla", "Isla"]}})
    do(state, "cast Toski, Bearer of Secrets", "pass", "P2: cast Negación", "P2: target Toski, Bearer of Secrets", "P2: pass", "pass")
    assert names(state, 1, "cementerio") == ["Negación"] and state.zone_name_of(cid(state, "Toski, Bearer of Secrets")) == "pila"
    do(state, "pass", "P2: pass")
    assert state.on_battlefield(cid(state, "Toski, Bearer of Secrets"))
