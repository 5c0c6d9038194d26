"""Targets that depend on the value of X (engine/games/mtg/x_targets.py) with Alpha's Spell Blast
loaded from the card data: "Counter target spell with mana value X." — CR 601.2b, 601.2c, 202.3."""

from __future__ import annotations

from engine.games.mtg.base import LIFE
from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import cid, do, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _blast_ready(islands: int) -> MtgState:
    """P1 has a Bear (mana value 2) and a Spark (1) on the stack; P2 holds Spell Blast."""
    assert real_card(SETS["LEA"], "Spell Blast").program.automated
    state = mtg_state({"hand": ["Oso Musgoso", "Chispa Ígnea"], "battlefield": ["Bosque", "Bosque", "Montaña"]},
                      {"hand": ["Spell Blast"], "battlefield": ["Isla"] * islands})
    do(state, "cast Oso Musgoso", "cast Chispa Ígnea", "target P2", "pass")
    return state


def test_x_is_announced_for_a_spell_to_target_CR_601_2b() -> None:
    # CR 601.2b, CR 601.2c
    state = _blast_ready(3)
    do(state, "cast Spell Blast")
    assert state.prompt.kind == "x" and sorted(a.choice for a in state.legal_actions()) == [1, 2]  # no spell of mana value 0
    do(state, "x 1")
    assert refusal(state, "target Oso Musgoso") == "CR 601.2c"  # mana value 2, not X
    do(state, "target Chispa Ígnea", "pass", "pass")
    assert state.zone_name_of(cid(state, "Chispa Ígnea")) == "cementerio" and state.counters[1][LIFE] == 20  # countered


def test_x_too_dear_for_the_spell_offers_only_what_can_be_paid_CR_601_2h() -> None:
    # CR 601.2c, CR 601.2h
    state = _blast_ready(2)
    do(state, "cast Spell Blast")
    assert sorted(a.choice for a in state.legal_actions()) == [1]  # {2}{U} for the Bear is more than two Islands
