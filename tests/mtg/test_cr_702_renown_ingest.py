"""Renown (CR 702.112) and ingest (CR 702.115), with Topan Freeblade and Mist Intruder built
from their Oracle text (not in shared/testdata)."""

from __future__ import annotations

from tests.mtg.cr_helpers import cid, do, names, next_turn, pass_until, position
from tests.mtg.own_cards import adopt


def _attack(state, name: str) -> None:  # type: ignore[no-untyped-def]
    pass_until(state, "atacantes")
    do(state, f"attack {name}", "done")
    pass_until(state, "fin_combate")


def test_renown_puts_counters_once_and_the_creature_stays_renowned_CR_702_112_CR_702_112a_CR_702_112b() -> None:
    """Topan Freeblade (Vigilance, renown 1) deals combat damage: one +1/+1 counter and it is
    renowned; its next combat damage, a turn later, adds no more (CR 603.4 checked again as the
    trigger resolves)."""
    # Checks CR 702.112, CR 702.112a, CR 702.112b
    adopt("Topan Freeblade", "Creature — Human Soldier", "{1}{W}", "Vigilance\nRenown 1", "2", "2")
    state = position({"P1": {"battlefield": ["Topan Freeblade"]}, "P2": {}}, step="inicio_combate")
    blade = cid(state, "Topan Freeblade")
    _attack(state, "Topan Freeblade")
    assert state._card(blade).counters.get("+1/+1") == 1 and state.counters[1]["vidas"] == 18
    next_turn(state)
    next_turn(state)
    _attack(state, "Topan Freeblade")
    assert state._card(blade).counters.get("+1/+1") == 1 and state.counters[1]["vidas"] == 15


def test_ingest_exiles_the_top_card_of_the_damaged_player_CR_702_115_CR_702_115a() -> None:
    """Mist Intruder (Devoid, flying, ingest) deals combat damage to P2: P2 exiles the top card
    of their library."""
    # Checks CR 702.115, CR 702.115a
    adopt("Mist Intruder", "Creature — Eldrazi Drone", "{1}{U}", "Devoid\nFlying\nIngest", "1", "2")
    state = position({"P1": {"battlefield": ["Mist Intruder"]}, "P2": {"library": ["Isla", "Bosque"]}}, step="inicio_combate")
    _attack(state, "Mist Intruder")
    assert names(state, 1, "exilio") == ["Isla"] and names(state, 1, "biblioteca") == ["Bosque"]
    assert state.defn(cid(state, "Mist Intruder")).colors == ()
