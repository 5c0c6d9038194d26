"""Counters "put" on an object include those it enters with (CR 122.6)."""

from __future__ import annotations

from tests.mtg.cr_helpers import cid, do, position


def test_entering_with_counters_is_putting_counters_CR_122_6() -> None:
    """Stubborn Bark ("If one or more +1/+1 counters would be put on a creature you control,
    that many plus one") also applies to Young Hydra entering with three: it has four."""
    # Checks CR 122.6
    state = position({"P1": {"battlefield": ["Corteza Tenaz", "Bosque", "Bosque", "Bosque"], "hand": ["Hidra Joven"]}, "P2": {}})
    do(state, "cast Hidra Joven", "pass", "P2: pass")
    hydra = cid(state, "Hidra Joven")
    assert state._card(hydra).counters.get("+1/+1") == 4 and state.power_toughness(hydra) == (4, 4)
