"""Subtypes of each card type (CR 301–307), basic lands, the postcombat main phase, and a few
rules of priority and payment, with the demo cards."""

from __future__ import annotations

from engine.games.mtg.base import LIFE
from tests.mtg.cr_helpers import cid, do, names, pass_until, position, prompt_kind, refusal


def test_subtypes_follow_the_long_dash_CR_301_3_CR_302_3_CR_303_3_CR_305_5_CR_306_3() -> None:
    """Artifact — Equipment, Creature — Human Wizard (two creature types), Enchantment — Aura,
    Basic Land — Forest, Legendary Planeswalker — Ignara."""
    # Checks CR 301.3, CR 302.3, CR 303.3, CR 305.5, CR 306.3
    state = position({"P1": {"hand": ["Espada de Hierro Viejo", "Mago de la Marea", "Escudo de Robles", "Bosque",
                                      "Ignara, Tejedora de Ascuas"]}, "P2": {}})
    subtypes = {name: state.defn(cid(state, name)).subtypes for name in
                ("Espada de Hierro Viejo", "Mago de la Marea", "Escudo de Robles", "Bosque", "Ignara, Tejedora de Ascuas")}
    assert subtypes == {"Espada de Hierro Viejo": ("equipment",), "Mago de la Marea": ("human", "wizard"),
                        "Escudo de Robles": ("aura",), "Bosque": ("forest",), "Ignara, Tejedora de Ascuas": ("ignara",)}


def test_a_land_with_the_basic_supertype_is_a_basic_land_CR_305_8() -> None:
    """Forest is basic; Shaded Grove is a land but not basic."""
    # Checks CR 305.8
    state = position({"P1": {"hand": ["Bosque", "Arboleda Umbría"]}, "P2": {}})
    assert "basic" in state.defn(cid(state, "Bosque")).supertypes
    grove = state.defn(cid(state, "Arboleda Umbría"))
    assert "land" in grove.types and "basic" not in grove.supertypes


def test_the_main_phase_after_combat_is_the_postcombat_one_CR_505_1a() -> None:
    # Checks CR 505.1a
    state = position({"P1": {"battlefield": ["Oso Musgoso"]}, "P2": {}}, step="atacantes")
    do(state, "done")
    pass_until(state, "principal2")
    assert state.phase == "principal2" and state.turn_player == 0


def test_mana_abilities_with_priority_on_the_opponents_turn_CR_117_1d() -> None:
    # Checks CR 117.1d
    state = position({"P1": {"battlefield": ["Isla"]}, "P2": {}}, step="final", turn_player="P2")
    do(state, "P2: pass")
    do(state, "tap Isla")
    assert state.pools[0] == {"U": 1}


def test_a_resolving_spell_asks_for_choices_CR_117_2e() -> None:
    """Bitter Whisper: as it resolves, P2 (not holding priority) chooses the cards to discard."""
    # Checks CR 117.2e
    state = position({"P1": {"battlefield": ["Pantano", "Pantano"], "hand": ["Susurro Amargo"]}, "P2": {"hand": ["Isla", "Bosque", "Montaña"]}})
    do(state, "cast Susurro Amargo", "target P2", "pass", "P2: pass")
    assert prompt_kind(state) == "descartar" and state.prompt.player == 1


def test_each_payment_pays_for_one_thing_CR_118_10() -> None:
    """One Mountain pays for one Igneous Spark: the second cannot be cast with it."""
    # Checks CR 118.10
    state = position({"P1": {"battlefield": ["Montaña"], "hand": ["Chispa Ígnea", "Chispa Ígnea"]}, "P2": {}})
    do(state, "cast Chispa Ígnea@P1.mano.1", "target P2")
    assert refusal(state, "cast Chispa Ígnea") == "CR 601.2h"
    do(state, "pass", "P2: pass")
    assert state.counters[1][LIFE] == 18 and names(state, 0, "mano") == ["Chispa Ígnea"]



def test_trample_on_a_planeswalker_never_reaches_the_player_CR_702_19f() -> None:
    """Trampling Elk attacks Ignara (1 loyalty), blocked by Glade Cub: 1 to the Cub, 3 to Ignara;
    the damage beyond Ignara's loyalty does not go to P2."""
    # Checks CR 702.19f
    state = position({"P1": {"battlefield": ["Alce Arrollador"]},
                      "P2": {"battlefield": [{"card": "Ignara, Tejedora de Ascuas", "counters": {"lealtad": 1}}, "Lobezno del Claro"]}},
                     step="atacantes")
    do(state, "attack Alce Arrollador at Ignara, Tejedora de Ascuas", "done", "pass", "P2: pass",
       "P2: block Alce Arrollador with Lobezno del Claro", "P2: done")
    while state.step != "fin_combate":
        do(state, "assign 1 to Lobezno del Claro" if prompt_kind(state) == "asignar" else "pass")
    assert state.counters[1][LIFE] == 20
    assert sorted(names(state, 1, "cementerio")) == ["Ignara, Tejedora de Ascuas", "Lobezno del Claro"]


def test_an_attacker_stays_attacking_when_its_planeswalker_is_gone_CR_506_4c() -> None:
    """Twin Champion (double strike) attacks Ignara (2 loyalty): its first-strike damage puts her
    in the graveyard; it is still an attacking creature, and its regular damage goes nowhere
    (not to P2)."""
    # Checks CR 506.4c
    state = position({"P1": {"battlefield": ["Campeón Gemelo"]},
                      "P2": {"battlefield": [{"card": "Ignara, Tejedora de Ascuas", "counters": {"lealtad": 2}}]}}, step="atacantes")
    champion = cid(state, "Campeón Gemelo")
    do(state, "attack Campeón Gemelo at Ignara, Tejedora de Ascuas", "done")
    pass_until(state, "dano_primero")
    assert names(state, 1, "cementerio") == ["Ignara, Tejedora de Ascuas"]
    assert [a for a, _d in state.attackers] == [champion]
    pass_until(state, "fin_combate")
    assert state.counters[1][LIFE] == 20 and [a for a, _d in state.attackers] == [champion]
