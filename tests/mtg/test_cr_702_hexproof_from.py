"""Hexproof from a colour (numbered CR 702.16i in our rulebook; 702.11d–e in the English one),
with Knight of Grace built from its Oracle text (not in shared/testdata)."""

from __future__ import annotations

from engine.formats.records import CardRecord
from tests.mtg.cr_helpers import do, position, refusal
from tests.mtg.own_cards import own_card


def _knight() -> None:
    record = CardRecord(game="mtg", name="Knight of Grace", oracle_id="test-Knight of Grace", type_line="Creature — Human Knight",
                        cost="{1}{W}", stats={"power": "2", "toughness": "2"},
                        text="First strike\nHexproof from black\nKnight of Grace gets +1/+0 as long as any player controls a "
                             "black permanent.")
    knight = own_card(record)
    assert knight is not None and "hexproof:B" in knight.program.keywords  # type: ignore[attr-defined]


def test_hexproof_from_a_colour_stops_only_the_opponents_spells_of_that_colour_CR_702_16i() -> None:
    """P2's black Final Sentence cannot target the Knight; P2's red Igneous Spark can."""
    # Checks CR 702.16i
    _knight()
    state = position({"P1": {"battlefield": ["Knight of Grace", "Oso Musgoso"]},
                      "P2": {"battlefield": ["Pantano", "Pantano", "Montaña"], "hand": ["Sentencia Final", "Chispa Ígnea"]}},
                     step="final")
    do(state, "pass", "P2: cast Sentencia Final")
    assert refusal(state, "P2: target Knight of Grace") == "CR 702.16i"
    state = position({"P1": {"battlefield": ["Knight of Grace"]},
                      "P2": {"battlefield": ["Montaña"], "hand": ["Chispa Ígnea"]}}, step="final")
    do(state, "pass", "P2: cast Chispa Ígnea", "P2: target Knight of Grace")


def test_its_own_controller_may_target_it_with_that_colour_CR_702_16i() -> None:
    # Checks CR 702.16i
    _knight()
    state = position({"P1": {"battlefield": ["Knight of Grace", "Pantano", "Pantano"], "hand": ["Sentencia Final"]}, "P2": {}})
    do(state, "cast Sentencia Final", "target Knight of Grace")


def test_losing_abilities_loses_hexproof_from_CR_702_11e() -> None:
    """Runic Silence takes the Knight's abilities: Final Sentence can target it then."""
    # Checks CR 702.11e
    _knight()
    state = position({"P1": {"battlefield": ["Knight of Grace"]},
                      "P2": {"battlefield": ["Pantano", "Pantano", "Isla", "Isla"], "hand": ["Sentencia Final", "Silencio Rúnico"]}},
                     step="final")
    do(state, "pass", "P2: cast Silencio Rúnico", "P2: target Knight of Grace", "P2: pass", "pass", "pass")
    do(state, "P2: cast Sentencia Final", "P2: target Knight of Grace", "P2: pass", "pass")
    assert state.outcome is None and not any(state.defn(c).name == "Knight of Grace" for c in state.battlefield(0))
