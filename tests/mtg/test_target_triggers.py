""""Whenever a permanent you control becomes the target of a spell or ability an opponent
controls, …" (engine/games/mtg/target_triggers.py, CR 603.2, 115.1) with Kaldheim's Battle
Mammoth, loaded from the card data."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _mammoth() -> MtgState:
    assert real_card(SETS["KHM"], "Battle Mammoth").program.automated
    return mtg_state({"hand": ["Chispa Ígnea", "Chispa Ígnea"], "battlefield": ["Montaña", "Montaña", "Oso Musgoso"]},
                     {"battlefield": ["Battle Mammoth"], "library": ["Isla", "Isla"]})


def test_battle_mammoth_may_draw_when_an_opponent_targets_it_CR_603_2() -> None:
    # CR 603.2, CR 603.3, CR 603.5, CR 115.1
    state = _mammoth()
    _do(state, "cast Chispa Ígnea", "target Battle Mammoth")
    assert len(state.chain.links) == 2 and state.chain.links[-1].controller == 1  # its trigger above the spell
    while state.prompt.kind != "quizas":
        _do(state, "pass")
    assert state.prompt.player == 1
    _do(state, "yes")
    assert len(state.ids(1, "mano")) == 1


def test_no_trigger_for_other_targets_CR_603_2() -> None:
    # CR 603.2
    state = _mammoth()
    _do(state, "cast Chispa Ígnea", "target Oso Musgoso")  # P1's own creature
    assert len(state.chain.links) == 1
    _do(state, "pass", "pass", "cast Chispa Ígnea", "target P2")  # a player, not a permanent
    assert len(state.chain.links) == 1
