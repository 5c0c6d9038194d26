"""Type-changing effects that keep the old types (CR 205.1b), base power and toughness
(CR 208.4), with the demo cards."""

from __future__ import annotations

from tests.mtg.cr_helpers import cid, do, position


def test_a_land_made_a_creature_is_still_a_land_CR_205_1b() -> None:
    """Earth Awakening: "Target land becomes a 3/3 creature until end of turn. It's still a
    land." — the Forest is both, with its land type."""
    # Checks CR 205.1b
    state = position({"P1": {"battlefield": ["Bosque", "Bosque", "Bosque"], "hand": ["Despertar de la Tierra"]}, "P2": {}})
    do(state, "cast Despertar de la Tierra", "target Bosque@P1.campo.1", "pass", "P2: pass")
    forest = cid(state, "Bosque")
    assert {"land", "creature"} <= set(state.defn(forest).types) and state.defn(forest).subtypes[0] == "forest"


def test_setting_base_power_and_toughness_leaves_modifications_CR_208_4_CR_208_4a() -> None:
    """Wild Surge's +3/+3, then Moss Shape's "becomes a 0/1": the 0/1 is the base the +3/+3
    modifies — a 3/4."""
    # Checks CR 208.4, CR 208.4a
    state = position({"P1": {"battlefield": ["Oso Musgoso", "Bosque", "Bosque"], "hand": ["Crecimiento Salvaje", "Forma de Musgo"]},
                      "P2": {}})
    bear = cid(state, "Oso Musgoso")
    do(state, "cast Crecimiento Salvaje", "target Oso Musgoso", "pass", "P2: pass")
    do(state, "cast Forma de Musgo", "target Oso Musgoso", "pass", "P2: pass")
    assert state.power_toughness(bear) == (3, 4)
