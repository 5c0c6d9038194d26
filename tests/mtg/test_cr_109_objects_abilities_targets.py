"""Objects, abilities, targets, priority, costs and damage (CR 109–122), checked through the
demo cards."""

from __future__ import annotations

from engine.games.mtg.base import DAMAGE, LIFE, LOYALTY, PLUS
from tests.mtg.cr_helpers import cid, do, names, next_turn, pass_until, position, prompt_kind, refusal, where


def test_you_means_the_controller_CR_109_5() -> None:
    """P1 steals P2's Dawn Herald ("Whenever it attacks, you gain 1 life") and attacks with it:
    P1, its controller, gains the life, not its owner."""
    # Checks CR 109.5
    state = position({"P1": {"battlefield": ["Montaña"] * 3, "hand": ["Grito de Traición"]}, "P2": {"battlefield": ["Heraldo del Alba"]}})
    do(state, "cast Grito de Traición", "target Heraldo del Alba", "pass", "P2: pass")
    pass_until(state, "atacantes")
    do(state, "attack Heraldo del Alba", "done", "pass", "P2: pass")
    assert state.counters[0][LIFE] == 21 and state.counters[1][LIFE] == 20


def test_a_permanents_characteristics_are_the_printed_ones_as_modified_CR_110_3_CR_110_5c_CR_302_4c() -> None:
    """The bear is printed 2/2; under Guard Captain it is 3/3; tapped, it stays tapped until
    something untaps it (its controller's untap step)."""
    # Checks CR 110.3, CR 110.5c, CR 302.4c
    state = position({"P1": {"battlefield": ["Capitana de la Guardia", {"card": "Oso Musgoso", "tapped": True}]}, "P2": {}})
    bear = cid(state, "Oso Musgoso")
    assert (state.defn(bear).power, state.defn(bear).toughness) == (2, 2) and state.power_toughness(bear) == (3, 3)
    next_turn(state)
    assert state._card(bear).rotated  # through P2's turn
    next_turn(state)
    assert not state._card(bear).rotated


def test_a_spell_belongs_to_its_cards_owner_and_has_its_characteristics_CR_112_2_CR_112_3() -> None:
    # Checks CR 112.2, CR 112.3
    state = position({"P1": {}, "P2": {"battlefield": ["Montaña"], "hand": ["Chispa Ígnea"]}}, step="final")
    do(state, "pass", "P2: cast Chispa Ígnea", "P2: target P1")
    spark = state._card(cid(state, "Chispa Ígnea"))
    assert spark.owner == 1 and state.chain.links[-1].controller == 1 and state.defn(spark.id).colors == ("R",)


def test_objects_may_have_several_abilities_of_several_kinds_CR_113_1a_CR_113_2_CR_113_2c_CR_113_2d_CR_610_1() -> None:
    """Shadeweb Spider has reach and deathtouch; Wild Surge makes a continuous effect, Igneous
    Spark a one-shot one."""
    # Checks CR 113.1a, CR 113.2, CR 113.2c, CR 113.2d, CR 610.1
    state = position({"P1": {"battlefield": ["Araña Tejesombras", "Oso Musgoso", "Bosque", "Montaña"],
                             "hand": ["Crecimiento Salvaje", "Chispa Ígnea"]}, "P2": {}})
    assert {"reach", "deathtouch"} <= state.keywords(cid(state, "Araña Tejesombras"))
    do(state, "cast Crecimiento Salvaje", "target Oso Musgoso", "pass", "P2: pass")
    assert state.power_toughness(cid(state, "Oso Musgoso")) == (5, 5) and state.continuous
    do(state, "cast Chispa Ígnea", "target P2", "pass", "P2: pass")
    assert state.counters[1][LIFE] == 18 and len(state.continuous) == 1  # the damage left no lasting effect


def test_an_additional_cost_is_an_ability_of_the_card_CR_113_2b_CR_118_8a() -> None:
    """Burning Bargain's "As an additional cost, discard a card": it cannot be cast with nothing
    else in hand, and is paid by discarding."""
    # Checks CR 113.2b, CR 118.8a
    state = position({"P1": {"battlefield": ["Montaña", "Montaña"], "hand": ["Trato Ardiente"]}, "P2": {}})
    assert refusal(state, "cast Trato Ardiente") == "CR 118.8"
    state = position({"P1": {"battlefield": ["Montaña", "Montaña"], "hand": ["Trato Ardiente", "Isla"]}, "P2": {}})
    do(state, "cast Trato Ardiente")
    while prompt_kind(state) != "prioridad":
        do(state, "discard Isla")
    assert names(state, 0, "cementerio") == ["Isla"]


def test_mana_and_loyalty_abilities_CR_113_4_CR_113_5_CR_122_1e_CR_605_1_CR_605_2_CR_306_5d() -> None:
    # Checks CR 113.4, CR 113.5, CR 122.1e, CR 605.1, CR 605.2, CR 306.5d
    state = position({"P1": {"battlefield": ["Guardiana de la Veta", {"card": "Ignara, Tejedora de Ascuas", "counters": {"lealtad": 3}}]},
                      "P2": {"battlefield": ["Oso Musgoso"]}})
    do(state, "tap Guardiana de la Veta")
    assert state.pools[0] == {"C": 1} and not state.chain.links  # a mana ability: no stack
    keeper = cid(state, "Guardiana de la Veta")  # tapped, it cannot make mana, and its ability is still a mana ability
    assert state._card(keeper).rotated and [a.kind for a in state.defn(keeper).program.abilities] == ["mana"]
    ignara = state.defn(cid(state, "Ignara, Tejedora de Ascuas"))
    assert [a.loyalty for a in ignara.program.abilities] == [1, -2]  # its loyalty abilities
    do(state, "activate Ignara, Tejedora de Ascuas #2", "target Oso Musgoso")
    assert state._card(cid(state, "Ignara, Tejedora de Ascuas")).counters[LOYALTY] == 1  # [−2] as its cost


def test_a_characteristic_defining_ability_works_everywhere_CR_113_6a() -> None:
    # Checks CR 113.6a
    state = position({"P1": {"battlefield": ["Oso Musgoso", "Lobezno del Claro"], "graveyard": ["Legión Creciente"]}, "P2": {}})
    assert state.power_toughness(cid(state, "Legión Creciente")) == (2, 2)


def test_abilities_on_the_stack_are_not_spells_CR_113_9() -> None:
    """Negation ("Counter target spell") cannot target Healing Draught's ability on the stack."""
    # Checks CR 113.9
    state = position({"P1": {"battlefield": ["Poción Curativa", "Bosque"]}, "P2": {"battlefield": ["Isla", "Isla"], "hand": ["Negación"]}})
    do(state, "activate Poción Curativa", "pass")
    assert refusal(state, "P2: cast Negación") == "CR 601.2c"


def test_effects_add_and_remove_abilities_all_instances_CR_113_10_CR_113_10b() -> None:
    """Sheltering Mist gives the bear hexproof; under Sky Standard-Bearer it has flying, and
    Runic Silence removes every instance of flying it has (one printed on the Griffin, one
    granted)."""
    # Checks CR 113.10, CR 113.10b
    state = position({"P1": {"battlefield": ["Grifo Vigía", "Estandarte del Cielo", "Isla", "Isla", "Isla"],
                             "hand": ["Silencio Rúnico", "Bruma Protectora"]}, "P2": {}})
    griffin = cid(state, "Grifo Vigía")
    do(state, "cast Bruma Protectora", "target Grifo Vigía", "pass", "P2: pass")
    assert state.has(griffin, "hexproof") and state.has(griffin, "flying")
    do(state, "cast Silencio Rúnico", "target Grifo Vigía", "pass", "P2: pass")
    assert not state.has(griffin, "flying") and not state.has(griffin, "vigilance") and not state.has(griffin, "hexproof")


def test_what_targets_CR_115_1a_CR_115_1b_CR_115_1c() -> None:
    """An instant with "target" (Igneous Spark), an Aura spell (Oakshield) and an activated
    ability with "target creature" (Mirror Twin's) each ask for their targets."""
    # Checks CR 115.1a, CR 115.1b, CR 115.1c
    for move in ("cast Chispa Ígnea", "cast Escudo de Robles", "activate Gemelo Especular"):
        state = position({"P1": {"battlefield": ["Montaña", "Bosque", "Bosque", "Isla", "Isla", "Gemelo Especular", "Oso Musgoso"],
                                 "hand": ["Chispa Ígnea", "Escudo de Robles"]}, "P2": {}})
        do(state, move)
        assert prompt_kind(state) == "objetivo", move


def test_only_permanents_unless_the_spell_says_otherwise_CR_115_2() -> None:
    """Igneous Spark's "any target" offers creatures and players, never the graveyard's card;
    Ossuary Return's "target creature card from your graveyard" offers exactly that."""
    # Checks CR 115.2
    state = position({"P1": {"battlefield": ["Montaña", "Pantano", "Oso Musgoso"], "graveyard": ["Lobezno del Claro"],
                             "hand": ["Chispa Ígnea", "Regreso del Osario"]}, "P2": {}})
    do(state, "cast Chispa Ígnea")
    options = {state.action_to_string(a) for a in state.legal_actions()}
    assert "target Oso Musgoso" in options and "target Lobezno del Claro" not in options
    state = position({"P1": {"battlefield": ["Pantano", "Oso Musgoso"], "graveyard": ["Lobezno del Claro"], "hand": ["Regreso del Osario"]},
                      "P2": {}})
    do(state, "cast Regreso del Osario")
    assert {state.action_to_string(a) for a in state.legal_actions()} == {"target Lobezno del Claro"}


def test_untargeted_effects_reach_what_cannot_be_targeted_CR_115_10_CR_115_10a() -> None:
    """Heatwave deals 1 damage to each creature, the hexproof ones included."""
    # Checks CR 115.10, CR 115.10a
    state = position({"P1": {"battlefield": ["Montaña"] * 3, "hand": ["Ola de Calor"]}, "P2": {"battlefield": ["Guardián de Raíces"]}})
    keeper = cid(state, "Guardián de Raíces")
    state.add_continuous("keywords", frozenset((keeper,)), keeper, "turn", ("hexproof",))
    do(state, "cast Ola de Calor", "pass", "P2: pass")
    assert state._card(keeper).counters.get(DAMAGE) == 1


def test_a_player_gets_priority_after_a_special_action_CR_116_3_CR_117_1c() -> None:
    # Checks CR 116.3, CR 117.1c
    state = position({"P1": {"hand": ["Bosque"]}, "P2": {}})
    do(state, "play Bosque")
    assert prompt_kind(state) == "prioridad" and state.prompt.player == 0


def test_rules_act_without_priority_CR_117_2_CR_117_2a_CR_117_2b_CR_117_2c_CR_117_2d() -> None:
    """A trigger (the Chrysalis dying), a static anthem, a turn-based draw and a state-based
    action all happen with nobody given priority for them."""
    # Checks CR 117.2, CR 117.2a, CR 117.2b, CR 117.2c, CR 117.2d
    state = position({"P1": {"battlefield": ["Capitana de la Guardia", "Oso Musgoso", {"card": "Crisálida del Eco", "damage": 1}],
                             "library": ["Isla"]}, "P2": {}}, step="mantenimiento", turn=3)
    assert state.power_toughness(cid(state, "Oso Musgoso")) == (3, 3)
    assert names(state, 0, "cementerio") == [] and state.power_toughness(cid(state, "Crisálida del Eco")) == (2, 2)
    do(state, "pass", "P2: pass")
    assert names(state, 0, "mano") == ["Isla"] and where(state)[:2] == ("inicio", "robar")


def test_paying_life_CR_118_3b() -> None:
    """Ravenous Pact ({R/P}) paid with 2 life when there is no red mana: 2 are subtracted."""
    # Checks CR 118.3b
    state = position({"P1": {"battlefield": ["Oso Musgoso"], "hand": ["Pacto Voraz"]}, "P2": {}})
    do(state, "cast Pacto Voraz")
    while prompt_kind(state) != "prioridad":
        do(state, "target Oso Musgoso")
    assert state.counters[0][LIFE] == 18


def test_a_generic_reduction_leaves_the_coloured_part_CR_118_7a() -> None:
    """Glade Offering ({2}{G}, {1} less) still needs {G}: two Mountains cannot pay it."""
    # Checks CR 118.7a
    state = position({"P1": {"battlefield": ["Montaña", "Montaña", "Oso Musgoso"], "hand": ["Ofrenda del Claro"]}, "P2": {}})
    assert refusal(state, "cast Ofrenda del Claro") == "CR 601.2h"


def test_combat_and_spell_damage_and_lifelink_CR_120_2a_CR_120_2b_CR_120_3f_CR_120_7() -> None:
    """Devout Cleric's combat damage and Igneous Spark's damage both reach P2; the Cleric, the
    source, has lifelink: its controller gains that much."""
    # Checks CR 120.2a, CR 120.2b, CR 120.3f, CR 120.7
    state = position({"P1": {"battlefield": ["Clérigo Devoto", "Montaña"], "hand": ["Chispa Ígnea"]}, "P2": {}}, step="atacantes")
    do(state, "attack Clérigo Devoto", "done")
    pass_until(state, "fin_combate")
    assert state.counters[1][LIFE] == 18 and state.counters[0][LIFE] == 22
    do(state, "cast Chispa Ígnea", "target P2", "pass", "P2: pass")
    assert state.counters[1][LIFE] == 16 and state.counters[0][LIFE] == 22


def test_damage_does_not_destroy_and_stays_until_cleanup_CR_120_5_CR_120_6() -> None:
    """Rootwarden dealt 2 is not destroyed (toughness 4) and keeps the damage until the cleanup;
    then Heatwave's 1 more is not enough either, but 2 + 1 + Spark's 2 is."""
    # Checks CR 120.5, CR 120.6
    state = position({"P1": {"battlefield": ["Montaña"] * 4, "hand": ["Chispa Ígnea", "Ola de Calor"]},
                      "P2": {"battlefield": ["Guardián de Raíces"]}})
    keeper = cid(state, "Guardián de Raíces")
    do(state, "cast Chispa Ígnea", "target Guardián de Raíces", "pass", "P2: pass")
    assert state.on_battlefield(keeper) and state._card(keeper).counters[DAMAGE] == 2
    do(state, "cast Ola de Calor", "pass", "P2: pass")
    assert state.on_battlefield(keeper) and state._card(keeper).counters[DAMAGE] == 3


def test_zero_damage_is_no_damage_CR_120_8() -> None:
    """Stromkirk Patrol made a 0/1 by Moss Shape attacks unblocked: it deals no damage, so its
    "deals combat damage to a player" ability does not trigger."""
    # Checks CR 120.8
    from tests.mtg.real_cards import SETS, real_card

    assert real_card(SETS["ISD"], "Stromkirk Patrol").program.automated
    state = position({"P1": {"battlefield": ["Stromkirk Patrol", "Bosque"], "hand": ["Forma de Musgo"]}, "P2": {}}, step="atacantes")
    do(state, "attack Stromkirk Patrol", "done", "cast Forma de Musgo", "target Stromkirk Patrol", "pass", "P2: pass")
    pass_until(state, "fin_combate")
    assert state.counters[1][LIFE] == 20 and not state._card(cid(state, "Stromkirk Patrol")).counters.get(PLUS)
    assert not state.chain.links


def test_a_permanent_entering_with_counters_gets_them_as_it_enters_CR_122_6a() -> None:
    # Checks CR 122.6a
    state = position({"P1": {"battlefield": ["Bosque"] * 3, "hand": ["Hidra Joven"]}, "P2": {}})
    do(state, "cast Hidra Joven", "pass", "P2: pass")
    hydra = cid(state, "Hidra Joven")
    assert state._card(hydra).counters.get(PLUS) == 3 and state.on_battlefield(hydra)


def test_descriptions_of_objects_name_their_zone_CR_109_2_CR_109_2a_CR_109_2b() -> None:
    """"Target tapped creature" (Verdict) means a permanent on the battlefield, not a creature
    card in a graveyard; "creature card from your graveyard" (Ossuary Return) a card there;
    "target spell" (Negation) a spell on the stack."""
    # Checks CR 109.2, CR 109.2a, CR 109.2b
    state = position({"P1": {"battlefield": ["Llanura", "Llanura"], "hand": ["Veredicto"], "graveyard": ["Oso Musgoso"]},
                      "P2": {"battlefield": [{"card": "Lobezno del Claro", "tapped": True}]}})
    do(state, "cast Veredicto")
    assert {state.action_to_string(a) for a in state.legal_actions()} == {"target Lobezno del Claro"}
    state = position({"P1": {"battlefield": ["Pantano", "Lobezno del Claro"], "graveyard": ["Oso Musgoso"], "hand": ["Regreso del Osario"]},
                      "P2": {}})
    do(state, "cast Regreso del Osario")
    assert {state.action_to_string(a) for a in state.legal_actions()} == {"target Oso Musgoso"}
    state = position({"P1": {"battlefield": ["Isla", "Isla", "Oso Musgoso"], "hand": ["Negación"]},
                      "P2": {"battlefield": ["Montaña"], "hand": ["Chispa Ígnea"]}}, step="final")
    do(state, "pass", "P2: cast Chispa Ígnea", "P2: target Oso Musgoso", "P2: pass", "cast Negación")
    assert {state.action_to_string(a) for a in state.legal_actions()} == {"target Chispa Ígnea"}


def test_you_is_not_a_target_CR_115_10b() -> None:
    """Serene Balm ("You gain 2 life") asks for no target and needs none."""
    # Checks CR 115.10b
    state = position({"P1": {"battlefield": ["Llanura"], "hand": ["Bálsamo Sereno"]}, "P2": {}})
    do(state, "cast Bálsamo Sereno")
    assert prompt_kind(state) == "prioridad" and state.chain.links[-1].targets == ()
    do(state, "pass", "P2: pass")
    assert state.counters[0][LIFE] == 22
