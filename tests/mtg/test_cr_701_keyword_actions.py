"""Keyword actions (CR 701): activate, attach, cast, counter, destroy, discard, exile, fight,
mill, play, regenerate, sacrifice, scry, search, tap, surveil — each as the rulebook defines it."""

from __future__ import annotations

from engine.games.mtg.base import DAMAGE, LIFE
from tests.mtg.cr_helpers import cid, do, names, position, prompt_kind, refusal


def test_only_the_controller_activates_an_ability_CR_701_2_CR_701_2a() -> None:
    """Healing Draught's ability: P2 cannot activate it; P1 puts it on the stack paying its costs."""
    # Checks CR 701.2, CR 701.2a
    state = position({"P1": {"battlefield": ["Poción Curativa", "Bosque"]}, "P2": {"battlefield": ["Bosque"]}}, step="final")
    do(state, "pass")
    assert refusal(state, "P2: activate Poción Curativa") == "CR 701.2a"  # not P2's to activate
    state = position({"P1": {"battlefield": ["Poción Curativa", "Bosque"]}, "P2": {}})
    do(state, "activate Poción Curativa")
    assert state.chain.links[-1].controller == 0 and names(state, 0, "cementerio") == ["Poción Curativa"]


def test_attaching_elsewhere_gives_a_new_timestamp_and_unattaching_leaves_it_on_the_battlefield_CR_701_3_CR_701_3c_CR_701_3d() -> None:
    # Checks CR 701.3, CR 701.3c, CR 701.3d
    state = position({"P1": {"battlefield": ["Oso Musgoso", "Lobezno del Claro", {"card": "Espada de Hierro Viejo", "attached": "Oso Musgoso"},
                                             "Bosque", "Bosque"]},
                      "P2": {"battlefield": ["Montaña"], "hand": ["Chispa Ígnea"]}})
    sword, cub = cid(state, "Espada de Hierro Viejo"), cid(state, "Lobezno del Claro")
    before = state.timestamps[sword]
    do(state, "activate Espada de Hierro Viejo", "target Lobezno del Claro", "pass", "P2: pass")
    assert state._card(sword).attached_to == cub and state.timestamps[sword] > before
    do(state, "pass", "P2: pass")  # to combat: P2 may act
    do(state, "pass", "P2: cast Chispa Ígnea", "P2: target Lobezno del Claro", "P2: pass", "pass")
    assert names(state, 0, "cementerio") == ["Lobezno del Claro"]
    assert state.on_battlefield(sword) and state._card(sword).attached_to is None


def test_a_countered_spell_gives_nothing_back_CR_701_5_CR_701_5b() -> None:
    """Negation counters the Spark: it goes to the graveyard, the Mountain stays tapped."""
    # Checks CR 701.5, CR 701.5b
    state = position({"P1": {"battlefield": ["Isla", "Isla"], "hand": ["Negación"]},
                      "P2": {"battlefield": ["Montaña"], "hand": ["Chispa Ígnea"]}}, step="final")
    do(state, "pass", "P2: cast Chispa Ígnea", "P2: target P1", "P2: pass", "cast Negación", "target Chispa Ígnea", "pass",
       "P2: pass")
    assert names(state, 1, "cementerio") == ["Chispa Ígnea"] and state._card(cid(state, "Montaña")).rotated
    assert state.counters[0][LIFE] == 20


def test_cast_moves_the_card_to_the_stack_and_pays_CR_701_4_CR_701_4a_CR_701_4b() -> None:
    # Checks CR 701.4, CR 701.4a, CR 701.4b
    state = position({"P1": {"battlefield": ["Bosque", "Bosque"], "hand": ["Oso Musgoso"]}, "P2": {}})
    bear = cid(state, "Oso Musgoso")
    do(state, "cast Oso Musgoso")
    assert state.zone_name_of(bear) == "pila" and all(state._card(c).rotated for c in state.battlefield(0))


def test_tokens_are_created_on_the_battlefield_CR_701_6() -> None:
    # Checks CR 701.6
    state = position({"P1": {"battlefield": ["Llanura"] * 3, "hand": ["Llamada a la Milicia"]}, "P2": {}})
    do(state, "cast Llamada a la Milicia", "pass", "P2: pass")
    assert len(state.tokens) == 2 and all(state.on_battlefield(t) and state._card(t).controller == 0 for t in state.tokens)


def test_destroy_and_regeneration_CR_701_7_CR_701_7b_CR_701_7c_CR_701_15_CR_701_15c() -> None:
    """A regeneration shield replaces Verdict's destruction (the Troll survives, tapped); Final
    Sentence says it can't be regenerated: the shield could still be made, but the Troll dies."""
    # Checks CR 701.7, CR 701.7b, CR 701.7c, CR 701.15, CR 701.15c
    state = position({"P1": {"battlefield": [{"card": "Trol de la Ciénaga", "tapped": True}, "Pantano"]},
                      "P2": {"battlefield": ["Llanura", "Llanura"], "hand": ["Veredicto"]}}, step="final")
    troll = cid(state, "Trol de la Ciénaga")
    do(state, "activate Trol de la Ciénaga", "pass", "P2: pass")
    do(state, "pass", "P2: cast Veredicto", "P2: target Trol de la Ciénaga", "P2: pass", "pass")
    assert state.on_battlefield(troll) and state._card(troll).rotated
    state = position({"P1": {"battlefield": ["Trol de la Ciénaga", "Pantano"]},
                      "P2": {"battlefield": ["Pantano", "Pantano"], "hand": ["Sentencia Final"]}}, step="final")
    do(state, "activate Trol de la Ciénaga", "pass", "P2: pass")
    do(state, "pass", "P2: cast Sentencia Final", "P2: target Trol de la Ciénaga", "P2: pass", "pass")
    assert names(state, 0, "cementerio") == ["Trol de la Ciénaga"]


def test_the_discarding_player_chooses_unless_it_is_at_random_CR_701_8_CR_701_8b() -> None:
    # Checks CR 701.8, CR 701.8b
    state = position({"P1": {"battlefield": ["Pantano", "Pantano"], "hand": ["Susurro Amargo"]},
                      "P2": {"hand": ["Isla", "Bosque", "Montaña"]}})
    do(state, "cast Susurro Amargo", "target P2", "pass", "P2: pass")
    assert prompt_kind(state) == "descartar" and state.prompt.player == 1
    do(state, "P2: discard Montaña", "P2: discard Isla")
    assert names(state, 1, "mano") == ["Bosque"]


def test_exile_moves_the_object_to_the_exile_zone_CR_701_11_CR_701_11a() -> None:
    # Checks CR 701.11, CR 701.11a
    state = position({"P1": {"battlefield": ["Llanura"] * 3, "hand": ["Edicto Doble"]},
                      "P2": {"battlefield": [{"card": "Oso Musgoso", "tapped": True}]}})
    do(state, "cast Edicto Doble")
    while prompt_kind(state) != "prioridad":
        options = {state.action_to_string(a) for a in state.legal_actions()}
        do(state, "mode 2" if "mode 2" in options else "done" if "done" in options else "target Oso Musgoso")
    do(state, "pass", "P2: pass")
    assert names(state, 1, "exilio") == ["Oso Musgoso"]


def test_fight_damage_is_not_combat_damage_CR_701_12_CR_701_12d() -> None:
    """Forest Truce prevents all combat damage this turn; a fight afterwards still deals its
    damage (and the lifelinker's controller gains)."""
    # Checks CR 701.12, CR 701.12d
    state = position({"P1": {"battlefield": ["Clérigo Devoto", "Bosque", "Bosque", "Bosque"], "hand": ["Duelo Salvaje", "Tregua del Bosque"]},
                      "P2": {"battlefield": ["Guardián de Raíces"]}})
    do(state, "cast Tregua del Bosque", "pass", "P2: pass")
    do(state, "cast Duelo Salvaje", "target Clérigo Devoto", "target Guardián de Raíces", "pass", "P2: pass")
    assert state._card(cid(state, "Guardián de Raíces")).counters.get(DAMAGE) == 2 and state.counters[0][LIFE] == 22
    assert "Clérigo Devoto" in names(state, 0, "cementerio")


def test_milling_more_than_the_library_mills_what_there_is_CR_701_13_CR_701_13b() -> None:
    # Checks CR 701.13, CR 701.13b
    state = position({"P1": {"battlefield": ["Isla", "Isla"], "hand": ["Corriente del Olvido"]}, "P2": {"library": ["Isla", "Bosque"]}})
    do(state, "cast Corriente del Olvido", "target P2", "pass", "P2: pass")
    assert sorted(names(state, 1, "cementerio")) == ["Bosque", "Isla"] and state.outcome is None


def test_playing_a_land_puts_it_onto_the_battlefield_CR_701_14_CR_701_14a_CR_305_2a_CR_305_2b() -> None:
    # Checks CR 701.14, CR 701.14a, CR 305.2a, CR 305.2b
    state = position({"P1": {"hand": ["Bosque", "Isla"]}, "P2": {}})
    do(state, "play Bosque")
    assert names(state, 0, "campo") == ["Bosque"] and not state.chain.links
    assert refusal(state, "play Isla") == "CR 305.2"


def test_sacrifice_moves_your_permanent_to_its_owners_graveyard_CR_701_17() -> None:
    # Checks CR 701.17
    state = position({"P1": {"battlefield": ["Poción Curativa", "Bosque"]}, "P2": {}})
    do(state, "activate Poción Curativa")
    assert names(state, 0, "cementerio") == ["Poción Curativa"]


def test_scry_and_surveil_CR_701_18_CR_701_42() -> None:
    """Cliff Seer scries 2: one card to the bottom; Mist Lookout surveils 2: one to the graveyard."""
    # Checks CR 701.18, CR 701.42
    state = position({"P1": {"battlefield": ["Isla", "Isla"], "hand": ["Vidente del Acantilado"],
                             "library": ["Bosque", "Montaña", "Isla"]}, "P2": {}})
    do(state, "cast Vidente del Acantilado", "pass", "P2: pass")
    while prompt_kind(state) != "adivinar":
        do(state, "pass")
    do(state, "bottom Bosque", "done")
    assert names(state, 0, "biblioteca")[0] == "Montaña" and names(state, 0, "biblioteca")[-1] == "Bosque"
    state = position({"P1": {"battlefield": ["Isla"], "hand": ["Vigía de Niebla"], "library": ["Bosque", "Montaña", "Isla"]}, "P2": {}})
    do(state, "cast Vigía de Niebla", "pass", "P2: pass")
    do(state, "graveyard Bosque", "done")
    assert sorted(names(state, 0, "cementerio")) == ["Bosque", "Vigía de Niebla"] and names(state, 0, "mano") == ["Montaña"]


def test_only_untapped_permanents_are_tapped_for_mana_CR_701_21_CR_701_21a() -> None:
    # Checks CR 701.21, CR 701.21a
    state = position({"P1": {"battlefield": [{"card": "Bosque", "tapped": True}, "Isla"]}, "P2": {}})
    assert refusal(state, "tap Bosque") == "CR 602.2"
    do(state, "tap Isla")
    assert state._card(cid(state, "Isla")).rotated and state.pools[0] == {"U": 1}


def test_attaching_to_what_it_is_already_attached_to_does_nothing_CR_701_3b() -> None:
    """Equip on the creature the Sword already equips: no new timestamp, no attach event."""
    # Checks CR 701.3b
    state = position({"P1": {"battlefield": ["Oso Musgoso", {"card": "Espada de Hierro Viejo", "attached": "Oso Musgoso"},
                                             "Bosque", "Bosque"]}, "P2": {}})
    sword = cid(state, "Espada de Hierro Viejo")
    before = state.timestamps[sword]
    do(state, "activate Espada de Hierro Viejo", "target Oso Musgoso", "pass")
    events = state.apply_action(state.parse_action("pass", 1))
    assert state.timestamps[sword] == before and not [e for e in events if e.kind == "attach"]
    assert state._card(sword).attached_to == cid(state, "Oso Musgoso")


def test_searching_a_library_for_a_basic_land_CR_701_19_CR_701_19a_CR_701_19b() -> None:
    """Evolving Wilds (Cockatrice AFR file): the player looks through the library and may take
    one basic land of each kind there (never the bear), or find nothing."""
    # Checks CR 701.19, CR 701.19a, CR 701.19b
    from tests.mtg.real_cards import TESTDATA, real_card

    assert real_card(TESTDATA / "cockatrice-xml" / "AFR.xml", "Evolving Wilds").program.automated
    state = position({"P1": {"battlefield": ["Evolving Wilds"], "library": ["Oso Musgoso", "Isla", "Bosque", "Bosque"]}, "P2": {}})
    do(state, "activate Evolving Wilds", "pass", "P2: pass")
    assert {state.action_to_string(a) for a in state.legal_actions()} == {"find Isla", "find Bosque", "done"}
    do(state, "done")
    assert state.battlefield(0) == [] and len(state.ids(0, "biblioteca")) == 4
