"""Instructions about what an earlier instruction did (engine/games/mtg/this_way.py, CR 608.2c,
608.2h), with Kaldheim's Smashing Success, Renegade Reaper, Skull Raid, Provoke the Trolls, Crush
the Weak, Ravenform and Bind the Monster loaded from the card data."""

from __future__ import annotations

from engine.games.mtg.base import LIFE
from engine.games.mtg.oracle import compile_text
from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import cid, do, names, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _khm(name: str) -> None:
    assert real_card(SETS["KHM"], name).program.automated, name


def _resolve(state: MtgState) -> None:
    while state.chain.links or state.triggers:
        do(state, "pass")


def test_smashing_success_makes_a_treasure_only_for_an_artifact_CR_608_2c() -> None:
    # CR 608.2c, CR 701.7a, CR 111.10a
    _khm("Smashing Success")
    real_card(SETS["LEA"], "Jade Monolith")
    for victim, treasures in (("Jade Monolith", 1), ("Isla", 0)):
        state = mtg_state({"hand": ["Smashing Success"], "battlefield": ["Montaña"] * 4}, {"battlefield": [victim]})
        do(state, "cast Smashing Success", f"target {victim}", "pass", "pass")
        assert victim in names(state, 1, "cementerio")
        assert sum(1 for c in state.battlefield(0) if state.defn(c).name_en == "Treasure Token") == treasures, victim


def test_smashing_success_refuses_a_creature_CR_601_2c() -> None:
    # CR 601.2c, CR 115.1: "target artifact or land"
    _khm("Smashing Success")
    state = mtg_state({"hand": ["Smashing Success"], "battlefield": ["Montaña"] * 4}, {"battlefield": ["Oso Musgoso", "Isla"]})
    do(state, "cast Smashing Success")
    assert refusal(state, "target Oso Musgoso") == "CR 601.2c"


def test_renegade_reaper_gains_life_when_an_angel_is_milled_CR_608_2c() -> None:
    # CR 608.2c, CR 701.13a
    _khm("Renegade Reaper")
    real_card(SETS["ISD"], "Angel of Flight Alabaster")
    for library, life in ((["Isla", "Isla", "Angel of Flight Alabaster", "Isla", "Pantano"], 24),
                          (["Isla", "Isla", "Isla", "Isla", "Angel of Flight Alabaster"], 20)):
        state = mtg_state({"hand": ["Renegade Reaper"], "battlefield": ["Pantano"] * 3, "library": library})
        do(state, "cast Renegade Reaper")
        _resolve(state)
        assert len(state.ids(0, "cementerio")) == 4 and state.counters[0][LIFE] == life, library


def test_skull_raid_draws_the_difference_CR_701_8a() -> None:
    # CR 608.2c, CR 701.8a: a player discards as many as they can
    _khm("Skull Raid")
    state = mtg_state({"hand": ["Skull Raid"], "battlefield": ["Pantano"] * 4, "library": ["Isla"] * 3},
                      {"hand": ["Oso Musgoso"]})
    do(state, "cast Skull Raid", "target P2", "pass", "pass", "discard Oso Musgoso")
    assert names(state, 1, "cementerio") == ["Oso Musgoso"] and names(state, 0, "mano") == ["Isla"]
    state = mtg_state({"hand": ["Skull Raid"], "battlefield": ["Pantano"] * 4, "library": ["Isla"] * 3},
                      {"hand": ["Oso Musgoso", "Isla", "Pantano"]})
    do(state, "cast Skull Raid", "target P2", "pass", "pass")
    assert state.prompt.player == 1  # the opponent chooses what to discard
    do(state, "discard Isla", "discard Pantano")
    assert names(state, 1, "mano") == ["Oso Musgoso"] and names(state, 0, "mano") == []


def test_provoke_the_trolls_pumps_only_a_creature_dealt_damage_CR_608_2c() -> None:
    # CR 608.2c, CR 120.3
    _khm("Provoke the Trolls")
    real_card(SETS["LEA"], "Craw Wurm")
    state = mtg_state({"hand": ["Provoke the Trolls"], "battlefield": ["Montaña"] * 4, "library": ["Isla"] * 3},
                      {"battlefield": ["Craw Wurm"]})
    do(state, "cast Provoke the Trolls", "target Craw Wurm", "pass", "pass")
    assert state.power_toughness(cid(state, "Craw Wurm")) == (11, 4)
    state = mtg_state({"hand": ["Provoke the Trolls"], "battlefield": ["Montaña"] * 4, "library": ["Isla"] * 3})
    do(state, "cast Provoke the Trolls", "target P2", "pass", "pass")
    assert state.counters[1][LIFE] == 17


def test_crush_the_weak_exiles_what_it_damaged_if_it_would_die_this_turn_CR_614_1a() -> None:
    # CR 614.1a, CR 608.2c: the creatures dealt damage by it, for the rest of the turn
    _khm("Crush the Weak")
    real_card(SETS["LEA"], "Craw Wurm")
    state = mtg_state({"hand": ["Crush the Weak", "Chispa Ígnea"], "battlefield": ["Montaña"] * 4},
                      {"battlefield": ["Oso Musgoso", "Craw Wurm"]})
    do(state, "cast Crush the Weak", "pass", "pass")
    assert names(state, 1, "exilio") == ["Oso Musgoso"] and names(state, 1, "cementerio") == []
    do(state, "cast Chispa Ígnea", "target Craw Wurm", "pass", "pass")  # 2 + 2 damage: it would die
    assert sorted(names(state, 1, "exilio")) == ["Craw Wurm", "Oso Musgoso"]


def test_ravenform_gives_the_exiled_creatures_controller_a_bird_CR_608_2h() -> None:
    # CR 608.2h, CR 111.2, CR 701.11a
    _khm("Ravenform")
    state = mtg_state({"hand": ["Ravenform"], "battlefield": ["Isla"] * 3}, {"battlefield": ["Oso Musgoso"]})
    do(state, "cast Ravenform", "target Oso Musgoso", "pass", "pass")
    assert names(state, 1, "exilio") == ["Oso Musgoso"]
    birds = [c for c in state.battlefield(1) if c in state.tokens]
    assert len(birds) == 1 and state.has(birds[0], "flying") and state.power_toughness(birds[0]) == (1, 1)
    assert not [c for c in state.battlefield(0) if c in state.tokens]


def test_bind_the_monster_taps_and_bites_its_controller_CR_120_3() -> None:
    # CR 120.3, CR 608.2c: the enchanted creature deals the damage, equal to its power
    _khm("Bind the Monster")
    real_card(SETS["LEA"], "Craw Wurm")
    state = mtg_state({"hand": ["Bind the Monster"], "battlefield": ["Isla"]}, {"battlefield": ["Craw Wurm"]})
    do(state, "cast Bind the Monster", "target Craw Wurm", "pass", "pass")
    _resolve(state)
    wurm = cid(state, "Craw Wurm")
    assert state.is_tapped(wurm) and state.counters[0][LIFE] == 14 and state.counters[1][LIFE] == 20


def test_this_way_sentences_need_what_they_look_back_at_CR_608_2c() -> None:
    # CR 608.2c: a sentence about "this way" with nothing before it is not read
    sorcery = frozenset({"sorcery"})
    assert not compile_text("If an artifact is destroyed this way, create a Treasure token.", "Test", sorcery).automated
    assert not compile_text("Draw a card. If fewer than two cards were discarded this way, you draw cards equal to the "
                            "difference.", "Test", sorcery).automated
    made = compile_text("Destroy target creature. Its controller creates a 3/3 green Beast creature token.", "Test", sorcery)
    assert [e.op for e in made.abilities[0].effects] == ["controller_noted", "destroy", "token_for_controller"]


def test_path_to_the_world_tree_does_everything_it_says_CR_608_2c() -> None:
    # CR 608.2c: in order; CR 111.2: "You create a 2/2 green Bear creature token"; CR 115.6: up to one target
    assert real_card(SETS["KHM"], "Path to the World Tree").program.automated
    lands = ["Llanura", "Isla", "Pantano", "Montaña", "Bosque", "Bosque", "Bosque"]
    state = mtg_state({"battlefield": ["Path to the World Tree", *lands], "library": ["Isla"] * 3},
                      {"battlefield": ["Oso Musgoso"]})
    do(state, "activate Path to the World Tree", "target P2", "target Oso Musgoso", "pass", "pass")
    assert state.counters[0][LIFE] == 22 and len(state.ids(0, "mano")) == 2 and state.counters[1][LIFE] == 18
    assert names(state, 1, "cementerio") == ["Oso Musgoso"] and "Path to the World Tree" in names(state, 0, "cementerio")
    assert [state.defn(c).name for c in state.battlefield(0) if c in state.tokens] == ["Ficha Oso"]
