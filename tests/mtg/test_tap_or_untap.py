"""Tapping or untapping a target, chosen as the spell resolves (engine/games/mtg/tap_or_untap.py),
with Alpha's Twiddle loaded from the card data: "You may tap or untap target artifact, creature,
or land." — CR 608.2d, 701.26a."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import cid, do, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _twiddle(bear_tapped: bool) -> tuple[MtgState, int]:
    assert real_card(SETS["LEA"], "Twiddle").program.automated
    state = mtg_state({"hand": ["Twiddle"], "battlefield": ["Isla"]},
                      {"battlefield": [{"card": "Oso Musgoso", "tapped": bear_tapped}]})
    do(state, "cast Twiddle", "target Oso Musgoso", "pass", "pass")
    return state, cid(state, "Oso Musgoso")


def test_twiddle_taps_an_untapped_creature_CR_608_2d() -> None:
    # CR 608.2d, CR 701.26a
    state, bear = _twiddle(False)
    assert state.prompt.kind == "girar_o_enderezar" and state.prompt.player == 0 and state.prompt.text_en == "Tap Oso Musgoso?"
    do(state, "yes")
    assert state.is_tapped(bear) and state.zone_name_of(cid(state, "Twiddle")) == "cementerio"


def test_twiddle_untaps_a_tapped_creature_or_does_nothing_CR_608_2d() -> None:
    # CR 608.2d
    state, bear = _twiddle(True)
    assert state.prompt.text_en == "Untap Oso Musgoso?"
    assert refusal(state, "pass") == "CR 117.1"  # the choice is made now, nobody has priority
    do(state, "yes")
    assert not state.is_tapped(bear)
    state, bear = _twiddle(True)
    do(state, "no")  # "you may": neither
    assert state.is_tapped(bear) and state.zone_name_of(cid(state, "Twiddle")) == "cementerio"
