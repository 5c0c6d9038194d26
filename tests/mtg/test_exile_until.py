"""Exile until the source leaves the battlefield (engine/games/mtg/exile_until.py) and protection
from creatures of a type, with Kaldheim's Sigrid, God-Favored loaded from the card data:
CR 610.3, 702.16."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import cid, do, names, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _sigrid_in_combat() -> MtgState:
    """P1's Bear and Wolf attack; P2 flashes in Sigrid, whose trigger asks for its target."""
    assert real_card(SETS["KHM"], "Sigrid, God-Favored").program.automated
    real_card(SETS["LEA"], "Lightning Bolt")
    state = mtg_state({"hand": ["Lightning Bolt"], "battlefield": ["Oso Musgoso", "Lobezno del Claro", "Montaña"]},
                      {"hand": ["Sigrid, God-Favored"], "battlefield": ["Llanura"] * 3 + ["Oso Musgoso"]})
    while state.prompt.kind != "atacantes":
        do(state, "pass")
    do(state, "attack Oso Musgoso@P1.campo.1", "done", "pass", "P2: cast Sigrid, God-Favored", "pass", "pass")
    return state


def test_sigrid_exiles_an_attacker_until_she_leaves_CR_610_3c() -> None:
    # CR 610.3, CR 610.3c: the card returns under its owner's control when Sigrid leaves the battlefield, a new object
    state = _sigrid_in_combat()
    do(state, "target Oso Musgoso@P1.campo.1", "pass", "pass")
    assert names(state, 0, "exilio") == ["Oso Musgoso"] and not state.attackers
    do(state, "cast Lightning Bolt", "target Sigrid, God-Favored", "pass", "pass")
    assert "Sigrid, God-Favored" in names(state, 1, "cementerio")
    assert sorted(names(state, 0, "campo")) == ["Lobezno del Claro", "Montaña", "Oso Musgoso"] and not state.attackers


def test_sigrid_targets_only_an_attacking_or_blocking_creature_CR_601_2c() -> None:
    # CR 601.2c, CR 603.3d: the Wolf stayed home and P2's Bear is not blocking yet
    state = _sigrid_in_combat()
    assert refusal(state, "target Lobezno del Claro") == "CR 601.2c"
    assert refusal(state, "target Oso Musgoso@P2.campo.4") == "CR 601.2c"


def test_sigrid_leaving_first_exiles_nothing_CR_610_3b() -> None:
    # CR 610.3b: Sigrid left before her triggered ability resolved: the creature is not exiled at all
    state = _sigrid_in_combat()
    do(state, "target Oso Musgoso@P1.campo.1", "cast Lightning Bolt", "target Sigrid, God-Favored", "pass", "pass")
    assert "Sigrid, God-Favored" in names(state, 1, "cementerio")
    do(state, "pass", "pass")
    assert names(state, 0, "exilio") == [] and state.attackers


def test_protection_from_god_creatures_CR_702_16a() -> None:
    # CR 702.16a: protection from creatures of a type covers those creatures, nothing else of theirs
    sigrid = real_card(SETS["KHM"], "Sigrid, God-Favored")
    assert {"first strike", "protection:type:creature-god"} <= set(sigrid.program.keywords)
    real_card(SETS["KHM"], "Kolvori, God of Kinship // The Ringhart Crest")
    state = mtg_state({"battlefield": ["Sigrid, God-Favored", "Oso Musgoso"]},
                      {"battlefield": ["Kolvori, God of Kinship"]})
    god = next(c for c in state.battlefield(1))
    assert state.defn(god).is_creature and "god" in state.defn(god).subtypes
    assert state.protected_from(cid(state, "Sigrid, God-Favored"), god)
    assert not state.protected_from(cid(state, "Oso Musgoso"), god)
