"""An Aura granting protection that "doesn't remove" itself (CR 702.16n), with Limited Edition
Alpha's White Ward from the shared card data."""

from __future__ import annotations

from tests.mtg.cr_helpers import cid, do, names, position, refusal
from tests.mtg.real_cards import SETS, real_card


def test_white_ward_stays_while_other_white_auras_fall_off_CR_702_16n() -> None:
    """White Ward ("Enchanted creature has protection from white. This effect doesn't remove
    White Ward.") stays on the bear; Spectral Possession, another white Aura, is put into the
    graveyard; a white spell cannot target the bear."""
    # Checks CR 702.16n
    assert real_card(SETS["LEA"], "White Ward").program.automated
    state = position({"P1": {"battlefield": [{"card": "Oso Musgoso", "tapped": True}, {"card": "White Ward", "attached": "Oso Musgoso"},
                                             {"card": "Posesión Espectral", "attached": "Oso Musgoso"},
                                             {"card": "Lobezno del Claro", "tapped": True}]},
                      "P2": {"battlefield": ["Llanura", "Llanura"], "hand": ["Veredicto"]}}, step="final")
    bear = cid(state, "Oso Musgoso")
    assert state.has(bear, "protection:W") and state._card(cid(state, "White Ward")).attached_to == bear
    assert names(state, 0, "cementerio") == ["Posesión Espectral"]
    do(state, "pass", "P2: cast Veredicto")
    assert refusal(state, "P2: target Oso Musgoso") == "CR 702.16b"
