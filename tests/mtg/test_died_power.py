"""The power a creature died with (engine/games/mtg/died_power.py), with Kaldheim's Deathknell
Berserker loaded from the card data: CR 603.4, 603.10a, 608.2h."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import cid, do, names
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _berserker(hand: list[str]) -> MtgState:
    assert real_card(SETS["KHM"], "Deathknell Berserker").program.automated
    real_card(SETS["LEA"], "Giant Growth")
    real_card(SETS["LEA"], "Lightning Bolt")
    return mtg_state({"hand": hand, "battlefield": ["Deathknell Berserker", "Bosque"]},
                     {"hand": ["Lightning Bolt", "Lightning Bolt"], "battlefield": ["Montaña", "Montaña"]})


def _bolted(state: MtgState, times: int) -> list[str]:
    for _ in range(times):
        do(state, "pass", "P2: cast Lightning Bolt", "target Deathknell Berserker", "pass", "pass")
    while state.chain.links or state.triggers:
        do(state, "pass")
    assert "Deathknell Berserker" in names(state, 0, "cementerio")
    return sorted(state.defn(c).name for c in state.battlefield(0) if c in state.tokens)


def test_deathknell_berserker_remembers_the_power_it_died_with_CR_603_10a() -> None:
    # CR 603.10a, CR 603.4: the power it had on the battlefield (Giant Growth's +3/+3), not its printed 2
    state = _berserker(["Giant Growth"])
    do(state, "cast Giant Growth", "target Deathknell Berserker", "pass", "pass")
    assert state.power_toughness(cid(state, "Deathknell Berserker")) == (5, 5)
    assert _bolted(state, 2) == ["Ficha Berserker Zombie"]


def test_deathknell_berserker_with_its_printed_power_makes_nothing_CR_603_4() -> None:
    # CR 603.4: the condition is false, the ability does not trigger
    state = _berserker([])
    assert _bolted(state, 1) == [] and not state.chain.links
