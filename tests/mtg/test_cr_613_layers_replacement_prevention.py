"""Interaction of continuous effects (CR 613), replacement effects (CR 614) and prevention
effects (CR 615), played through spells and permanents."""

from __future__ import annotations

from engine.games.mtg.base import DAMAGE, LIFE
from engine.games.mtg.layers import Continuous
from tests.mtg.cr_helpers import cid, do, names, pass_until, position, prompt_kind, refusal


def test_copy_effects_apply_first_and_give_the_copiable_values_CR_613_1a_CR_613_2_CR_613_2c() -> None:
    """Mirror Twin pumped by Wild Surge, then becoming a copy of Trampling Elk: layer 1 (the
    copy) is applied before layer 7c (the +3/+3), so it is a 7/6 Elk with trample; a token copy
    of it made by Twin Echo copies only the copiable values after layer 1: a plain 4/3."""
    # Checks CR 613.1a, CR 613.2, CR 613.2c
    state = position({"P1": {"battlefield": ["Gemelo Especular", "Alce Arrollador", "Isla", "Isla", "Isla", "Isla", "Isla",
                                             "Bosque"],
                             "hand": ["Crecimiento Salvaje", "Eco Gemelo"]}, "P2": {}})
    twin = cid(state, "Gemelo Especular")
    do(state, "cast Crecimiento Salvaje", "target Gemelo Especular", "pass", "P2: pass")
    do(state, "activate Gemelo Especular", "target Alce Arrollador", "pass", "P2: pass")
    assert state.defn(twin).name == "Alce Arrollador" and state.power_toughness(twin) == (7, 6) and state.has(twin, "trample")
    do(state, "cast Eco Gemelo", "target Gemelo Especular@P1.campo.1", "pass", "P2: pass")
    token = max(state.tokens)
    assert state.defn(token).name == "Alce Arrollador" and state.power_toughness(token) == (4, 3)


def test_the_sublayers_of_layer_7_come_in_order_CR_613_4() -> None:
    """Growing Legion (7a: */* = creatures you control, two) becomes 0/1 (7b), gets +3/+3 (7c)
    and has its power and toughness switched (7d), whatever order the effects were created."""
    # Checks CR 613.4
    state = position({"P1": {"battlefield": ["Legión Creciente", "Oso Musgoso"]}, "P2": {}})
    legion = cid(state, "Legión Creciente")
    assert state.power_toughness(legion) == (2, 2)
    on = frozenset((legion,))
    state.continuous = (Continuous("switch", on, 1), Continuous("mod_pt", on, 2, value=(3, 3)), Continuous("set_pt", on, 3, value=(0, 1)))
    state.invalidate_statics()
    assert state.power_toughness(legion) == (4, 3)


def test_an_effect_may_override_another_by_timestamp_CR_613_9_CR_613_7() -> None:
    """Sky Standard-Bearer gives flying; Runic Silence, later, removes all abilities: no flying
    (the +1/+1 stays: it is the Standard-Bearer's ability, not the bear's). The other order (silenced first, the Standard-Bearer entering later) leaves flying."""
    # Checks CR 613.9, CR 613.7
    state = position({"P1": {"battlefield": ["Oso Musgoso", "Estandarte del Cielo", "Isla", "Isla"], "hand": ["Silencio Rúnico"]},
                      "P2": {}})
    bear = cid(state, "Oso Musgoso")
    assert state.has(bear, "flying")
    do(state, "cast Silencio Rúnico", "target Oso Musgoso", "pass", "P2: pass")
    assert not state.has(bear, "flying") and state.power_toughness(bear) == (3, 3)  # the +1/+1 is the Bearer's
    state = position({"P1": {"battlefield": ["Oso Musgoso", "Isla", "Isla", "Llanura", "Llanura", "Isla", "Isla"],
                             "hand": ["Silencio Rúnico", "Estandarte del Cielo"]}, "P2": {}})
    bear = cid(state, "Oso Musgoso")
    do(state, "cast Silencio Rúnico", "target Oso Musgoso", "pass", "P2: pass")
    do(state, "cast Estandarte del Cielo", "pass", "P2: pass")
    assert state.has(bear, "flying") and state.power_toughness(bear) == (3, 3)


def test_a_permanent_gets_its_timestamp_as_it_enters_and_the_later_control_effect_wins_CR_613_7d_CR_613_1b() -> None:
    """Two Mind Yokes on the same bear: the one that entered later decides its controller."""
    # Checks CR 613.7d, CR 613.1b
    state = position({"P1": {"battlefield": ["Isla"] * 5, "hand": ["Yugo Mental"]},
                      "P2": {"battlefield": ["Isla"] * 5 + ["Oso Musgoso"], "hand": ["Yugo Mental"]}})
    bear = cid(state, "Oso Musgoso")
    do(state, "cast Yugo Mental", "target Oso Musgoso", "pass", "P2: pass")
    first = cid(state, "Yugo Mental", 0)
    assert state._card(bear).controller == 0
    while state.turn_player != 1 or state.phase != "principal1":
        do(state, "pass")
    do(state, "P2: cast Yugo Mental", "P2: target Oso Musgoso", "P2: pass", "pass")
    second = cid(state, "Yugo Mental", 1)
    assert state.timestamps[second] > state.timestamps[first]
    assert state._card(bear).controller == 1


def test_replacement_effects_wait_for_the_event_and_last_while_their_source_does_CR_614_1_CR_614_3() -> None:
    """Brimming Chalice: every life gain while it is on the battlefield is doubled, the first
    and the next (it is a shield, not used up)."""
    # Checks CR 614.1, CR 614.3
    state = position({"P1": {"battlefield": ["Cáliz Rebosante", "Llanura", "Llanura"],
                             "hand": ["Bálsamo Sereno", "Bálsamo Sereno"]}, "P2": {}})
    do(state, "cast Bálsamo Sereno", "pass", "P2: pass")
    assert state.counters[0][LIFE] == 24
    do(state, "cast Bálsamo Sereno", "pass", "P2: pass")
    assert state.counters[0][LIFE] == 28


def test_regeneration_replaces_destruction_CR_614_8() -> None:
    """Mire Troll regenerates, then blocks a 4/3 and is dealt lethal damage: instead of being
    destroyed it is tapped, its damage removed and it is removed from combat."""
    # Checks CR 614.8
    state = position({"P1": {"battlefield": ["Alce Arrollador"]}, "P2": {"battlefield": ["Trol de la Ciénaga", "Pantano"]}},
                     step="atacantes")
    troll = cid(state, "Trol de la Ciénaga")
    do(state, "attack Alce Arrollador", "done", "pass", "P2: pass",
       "P2: block Alce Arrollador with Trol de la Ciénaga", "P2: done", "pass", "P2: activate Trol de la Ciénaga", "P2: pass", "pass")
    while state.step != "dano" or prompt_kind(state) != "prioridad":
        do(state, "assign 3 to Trol de la Ciénaga" if prompt_kind(state) == "asignar" else "pass")
    assert state.on_battlefield(troll) and state._card(troll).rotated
    assert not state._card(troll).counters.get(DAMAGE) and troll not in [b for b, _a in state.blockers]


def test_prevention_shields_last_until_used_up_or_the_turn_ends_CR_615_1_CR_615_3() -> None:
    """Mist Veil prevents the next 3 damage to P1 this turn: a 2-damage Spark is prevented,
    of the next one 1 is prevented and 1 dealt; a third is dealt in full."""
    # Checks CR 615.1, CR 615.3
    state = position({"P1": {"battlefield": ["Llanura"], "hand": ["Velo de Niebla"]},
                      "P2": {"battlefield": ["Montaña"] * 3, "hand": ["Chispa Ígnea"] * 3}})
    do(state, "cast Velo de Niebla", "target P1", "pass", "P2: pass")
    lives = []
    for _ in range(3):
        do(state, "pass", "P2: cast Chispa Ígnea", "P2: target P1", "P2: pass", "pass")
        lives.append(state.counters[0][LIFE])
        while state.turn_player == 0 and state.phase == "principal1" and state.prompt.player == 1:
            do(state, "P2: pass")
    assert lives == [20, 19, 17]


def test_preventing_the_next_damage_of_a_source_prevents_one_instance_CR_615_8() -> None:
    """Healing Reflection chooses Twin Champion (double strike): its first-strike damage to P1
    is prevented (and P1 gains that much), its regular damage is dealt."""
    # Checks CR 615.8
    state = position({"P1": {"battlefield": ["Llanura"] * 3, "hand": ["Reflejo Sanador"]}, "P2": {"battlefield": ["Campeón Gemelo"]}},
                     step="atacantes", turn_player="P2")
    do(state, "P2: attack Campeón Gemelo", "P2: done", "P2: pass", "cast Reflejo Sanador", "pass", "P2: pass",
       "source Campeón Gemelo")
    pass_until(state, "dano_primero")
    assert state.counters[0][LIFE] == 22  # 2 prevented and gained
    pass_until(state, "fin_combate")
    assert state.counters[0][LIFE] == 20  # the second instance is dealt
    assert names(state, 0, "cementerio") == ["Reflejo Sanador"]


def test_token_and_counter_replacements_apply_to_what_a_resolving_effect_makes_CR_614_16() -> None:
    """Forest Echoes doubles the tokens Call the Militia creates; Stubborn Bark adds one to the
    +1/+1 counter New Sap puts."""
    # Checks CR 614.16
    state = position({"P1": {"battlefield": ["Ecos del Bosque", "Corteza Tenaz", "Oso Musgoso", "Llanura", "Llanura", "Llanura",
                                             "Bosque"],
                             "hand": ["Llamada a la Milicia", "Savia Nueva"]}, "P2": {}})
    do(state, "cast Llamada a la Milicia", "pass", "P2: pass")
    assert len(state.tokens) == 4
    do(state, "cast Savia Nueva", "target Oso Musgoso", "pass", "P2: pass")
    assert state._card(cid(state, "Oso Musgoso")).counters.get("+1/+1") == 2


def test_a_replacement_of_a_sources_damage_redirects_it_CR_614_2_CR_614_9() -> None:
    """Amber Stele: the next time the chosen source (Igneous Spark) would deal damage to the
    bear, it deals it to Amber Stele's controller instead."""
    # Checks CR 614.2, CR 614.9
    state = position({"P1": {"battlefield": ["Estela de Ámbar", "Oso Musgoso", "Llanura"]},
                      "P2": {"battlefield": ["Montaña"], "hand": ["Chispa Ígnea"]}}, step="final")
    do(state, "pass", "P2: cast Chispa Ígnea", "P2: target Oso Musgoso", "P2: pass", "activate Estela de Ámbar", "target Oso Musgoso")
    while state.prompt.kind != "fuente":
        do(state, "pass")
    do(state, "source Chispa Ígnea")
    while state.chain.links:
        do(state, "pass")
    bear = cid(state, "Oso Musgoso")
    assert state.on_battlefield(bear) and not state._card(bear).counters.get(DAMAGE) and state.counters[0][LIFE] == 18


def _crimson_circle(dye: bool) -> int:
    """P1's life after P2's Reckless Goblin attacks, P1 having chosen it for Crimson Circle's
    shield, and (``dye``) P2 having made it blue afterwards."""
    state = position({"P1": {"battlefield": ["Círculo Carmesí", "Llanura"]},
                      "P2": {"battlefield": ["Trasgo Impetuoso", "Isla"], "hand": ["Tinte Celeste"]}},
                     step="atacantes", turn_player="P2")
    do(state, "P2: attack Trasgo Impetuoso", "P2: done", "P2: pass", "activate Círculo Carmesí", "pass", "P2: pass",
       "source Trasgo Impetuoso")
    if dye:
        do(state, "P2: cast Tinte Celeste", "P2: target Trasgo Impetuoso", "P2: pass", "pass")
    pass_until(state, "fin_combate")
    return state.counters[0][LIFE]


def test_a_shield_against_a_chosen_red_source_checks_its_colour_when_damage_comes_CR_609_7b_CR_615_2_CR_615_9() -> None:
    """Crimson Circle: the next time a red source of P1's choice would deal damage to P1 this
    turn, prevent it. The chosen Goblin's damage is prevented; made blue before it deals
    damage, it no longer has the quality and its damage is dealt."""
    # Checks CR 609.7b, CR 615.2, CR 615.9
    assert _crimson_circle(dye=False) == 20
    assert _crimson_circle(dye=True) == 19


def test_a_replacement_whose_event_never_happens_does_nothing_CR_614_7() -> None:
    """Magma Tongue: 4 damage and "if that creature would die this turn, exile it instead" on a
    creature pumped to 5/7: it survives, nothing is exiled."""
    # Checks CR 614.7
    state = position({"P1": {"battlefield": ["Montaña", "Montaña", "Bosque"], "hand": ["Lengua de Magma", "Crecimiento Salvaje"]},
                      "P2": {"battlefield": ["Guardián de Raíces"]}})
    keeper = cid(state, "Guardián de Raíces")
    do(state, "cast Crecimiento Salvaje", "target Guardián de Raíces", "pass", "P2: pass")
    do(state, "cast Lengua de Magma", "target Guardián de Raíces", "pass", "P2: pass")
    assert state.on_battlefield(keeper) and state._card(keeper).counters.get(DAMAGE) == 4
    assert names(state, 1, "exilio") == []


def test_the_choice_of_an_entering_replacement_is_made_before_it_enters_CR_614_12a() -> None:
    """Pond Shapeshifter ("you may have it enter as a copy"): while its controller chooses what
    to copy, it is not yet on the battlefield."""
    # Checks CR 614.12a
    state = position({"P1": {"battlefield": ["Isla"] * 4, "hand": ["Cambiaformas del Estanque"]},
                      "P2": {"battlefield": ["Alce Arrollador"]}})
    shifter = cid(state, "Cambiaformas del Estanque")
    do(state, "cast Cambiaformas del Estanque", "pass", "P2: pass")
    assert prompt_kind(state) == "copia" and not state.on_battlefield(shifter)
    do(state, "copy Alce Arrollador")
    assert state.on_battlefield(shifter) and state.power_toughness(shifter) == (4, 3)


def test_a_self_replacement_effect_is_part_of_its_spell_CR_614_15() -> None:
    """Dissolution counters the Spark and, instead of its owner's graveyard, exiles it."""
    # Checks CR 614.15
    state = position({"P1": {"battlefield": ["Isla"] * 3, "hand": ["Disolución"]},
                      "P2": {"battlefield": ["Montaña"], "hand": ["Chispa Ígnea"]}}, step="final")
    do(state, "pass", "P2: cast Chispa Ígnea", "P2: target P1", "P2: pass", "cast Disolución", "target Chispa Ígnea", "pass",
       "P2: pass")
    assert names(state, 1, "exilio") == ["Chispa Ígnea"] and names(state, 1, "cementerio") == []
    assert state.counters[0][LIFE] == 20


def test_rules_changing_effects_must_attack_CR_613_11_CR_508_1() -> None:
    """Thirsty Berserker "attacks each combat if able": declaring no attackers is refused."""
    # Checks CR 613.11, CR 508.1
    state = position({"P1": {"battlefield": ["Berserker Sediento"]}, "P2": {}}, step="atacantes")
    assert refusal(state, "done") == "CR 508.1d"
    do(state, "attack Berserker Sediento", "done")
    assert state.attackers


def test_a_static_protection_checks_the_source_as_the_damage_comes_CR_609_7c() -> None:
    """Dawn Paladin (protection from red) blocks a Reckless Goblin made blue by Sky Dye: the
    damage of a source that is no longer red is not prevented."""
    # Checks CR 609.7c
    state = position({"P1": {"battlefield": ["Trasgo Impetuoso", "Isla"], "hand": ["Tinte Celeste"]},
                      "P2": {"battlefield": ["Paladín del Alba"]}}, step="inicio_combate")
    do(state, "cast Tinte Celeste", "target Trasgo Impetuoso", "pass", "P2: pass", "pass", "P2: pass")
    do(state, "attack Trasgo Impetuoso", "done", "pass", "P2: pass", "P2: block Trasgo Impetuoso with Paladín del Alba", "P2: done")
    pass_until(state, "fin_combate")
    assert state._card(cid(state, "Paladín del Alba")).counters.get(DAMAGE) == 1


def test_effects_apply_to_permanents_only_CR_609_2_CR_403_2() -> None:
    """Heatwave's "each creature" does not touch creature cards in hands or graveyards."""
    # Checks CR 609.2, CR 403.2
    state = position({"P1": {"battlefield": ["Montaña"] * 3, "hand": ["Ola de Calor", "Oso Musgoso"], "graveyard": ["Lobezno del Claro"]},
                      "P2": {"battlefield": ["Guardián de Raíces"]}})
    do(state, "cast Ola de Calor", "pass", "P2: pass")
    assert state._card(cid(state, "Guardián de Raíces")).counters.get(DAMAGE) == 1
    assert not state._card(cid(state, "Oso Musgoso")).counters and not state._card(cid(state, "Lobezno del Claro")).counters
