"""An effect that sets a characteristic is not an ability (CR 113.12), and the results damage
may have (CR 120.3), with the demo cards."""

from __future__ import annotations

from engine.games.mtg.base import DAMAGE, LIFE
from tests.mtg.cr_helpers import cid, do, position


def test_a_colour_set_by_an_effect_is_not_an_ability_CR_113_12() -> None:
    """Sky Dye makes the bear blue; Runic Silence then takes all its abilities: it is still blue."""
    # Checks CR 113.12
    state = position({"P1": {"battlefield": ["Oso Musgoso", "Isla", "Isla", "Isla"], "hand": ["Tinte Celeste", "Silencio Rúnico"]},
                      "P2": {}})
    bear = cid(state, "Oso Musgoso")
    do(state, "cast Tinte Celeste", "target Oso Musgoso", "pass", "P2: pass")
    do(state, "cast Silencio Rúnico", "target Oso Musgoso", "pass", "P2: pass")
    assert state.defn(bear).colors == ("U",)


def test_the_results_of_damage_CR_120_3() -> None:
    """Igneous Spark's 2 damage: to a player, 2 life lost; to a creature, 2 damage marked; to a
    planeswalker, 2 loyalty counters removed."""
    # Checks CR 120.3
    state = position({"P1": {"battlefield": ["Montaña"] * 3, "hand": ["Chispa Ígnea"] * 3},
                      "P2": {"battlefield": ["Guardián de Raíces", {"card": "Ignara, Tejedora de Ascuas", "counters": {"lealtad": 3}}]}})
    for target in ("P2", "Guardián de Raíces", "Ignara, Tejedora de Ascuas"):
        do(state, "cast Chispa Ígnea", f"target {target}", "pass", "P2: pass")
    assert state.counters[1][LIFE] == 18
    assert state._card(cid(state, "Guardián de Raíces")).counters[DAMAGE] == 2
    assert state._card(cid(state, "Ignara, Tejedora de Ascuas")).counters["lealtad"] == 1
