"""An Aura's trigger when the creature it enchants leaves the battlefield
(engine/games/mtg/enchanted_leaves.py), with Kaldheim's Valor of the Worthy loaded from the card
data: CR 603.6c, 603.10a, 704.5m."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import do, names
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _valor(spell: str) -> MtgState:
    """Valor of the Worthy on P1's Bear; P2 casts ``spell`` at the Bear."""
    assert real_card(SETS["KHM"], "Valor of the Worthy").program.automated
    real_card(SETS["LEA"], spell)
    state = mtg_state({"hand": ["Valor of the Worthy"], "battlefield": ["Llanura", "Oso Musgoso"]},
                      {"hand": [spell], "battlefield": ["Montaña", "Isla"]})
    do(state, "cast Valor of the Worthy", "target Oso Musgoso", "pass", "pass")
    do(state, "pass", f"P2: cast {spell}", "target Oso Musgoso", "pass", "pass")
    while state.chain.links or state.triggers:
        do(state, "pass")
    return state


def test_valor_of_the_worthy_leaves_a_spirit_whatever_the_zone_CR_603_6c() -> None:
    # CR 603.6c, CR 603.10a: the Bear dies, or returns to its owner's hand: either way it left the battlefield
    for spell, zone in (("Lightning Bolt", "cementerio"), ("Unsummon", "mano")):
        state = _valor(spell)
        assert "Oso Musgoso" in names(state, 0, zone), spell
        spirits = [c for c in state.battlefield(0) if c in state.tokens]
        assert len(spirits) == 1 and state.has(spirits[0], "flying") and state.power_toughness(spirits[0]) == (1, 1)
        assert "Valor of the Worthy" in names(state, 0, "cementerio")  # CR 704.5m: the Aura goes too
