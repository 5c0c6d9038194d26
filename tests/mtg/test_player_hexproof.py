"""A player with hexproof and the Curses on a player (engine/games/mtg/player_hexproof.py, CR 702.11c,
303.4) with Innistrad's Witchbane Orb loaded from the card data: "When CARDNAME enters the
battlefield, destroy all Curses attached to you." and "You have hexproof."."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.base import LIFE, player_code
from engine.games.mtg.curses import enchant_player
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def test_witchbane_orb_destroys_the_curses_on_its_controller_CR_701_7a() -> None:
    assert real_card(SETS["ISD"], "Witchbane Orb").program.automated
    real_card(SETS["ISD"], "Curse of the Nightly Hunt")
    state = mtg_state({"hand": ["Witchbane Orb", "Curse of the Nightly Hunt"], "battlefield": ["Isla"] * 4},
                      {"hand": ["Curse of the Nightly Hunt"]})
    (mine,), (theirs,) = [[c for c in state.ids(p, "mano") if state.defn(c).name != "Witchbane Orb"] for p in (0, 1)]
    for curse, player in ((mine, 0), (theirs, 1)):
        state.move(curse, state.zone(player, "campo"))
        enchant_player(state, curse, player_code(1 - player))  # each on the other player
    _do(state, "cast Witchbane Orb", "pass", "pass")
    while state.chain.links:
        _do(state, "pass")
    assert state.zone_name_of(theirs) == "cementerio"  # attached to the Orb's controller
    assert state.on_battlefield(mine)  # attached to the opponent


def test_witchbane_orb_gives_its_controller_hexproof_CR_702_11c() -> None:
    real_card(SETS["ISD"], "Witchbane Orb")
    state = mtg_state({"battlefield": ["Witchbane Orb"], "hand": ["Chispa Ígnea"], "library": ["Isla"] * 2},
                      {"battlefield": ["Montaña"], "hand": ["Chispa Ígnea"], "library": ["Isla"] * 2})
    _do(state, "pass")  # P2 gets priority in P1's main phase
    state.apply_action(state.parse_action("cast Chispa Ígnea", 1))
    assert "target P1" not in {state.action_to_string(a) for a in state.legal_actions()}
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(state.parse_action("target P1", 1))
    assert refused.value.rule.id == "CR 702.11c"
    state.apply_action(state.parse_action("target P2", 1))  # its own controller may target themselves


def test_the_orbs_controller_may_target_themselves() -> None:
    real_card(SETS["ISD"], "Witchbane Orb")
    state = mtg_state({"battlefield": ["Witchbane Orb", "Montaña"], "hand": ["Chispa Ígnea"]})
    _do(state, "cast Chispa Ígnea", "target P1", "pass", "pass")
    assert state.counters[0][LIFE] == 18  # its own spell may target its controller
