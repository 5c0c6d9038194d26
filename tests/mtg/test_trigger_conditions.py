"""Intervening "if" clauses about the source or the battlefield and the draw step's triggers
(engine/games/mtg/trigger_conditions.py), CR 603.4, 504.2, with Alpha's Howling Mine, Mana Vault
and Pestilence loaded from the card data."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import cid, do, names, where
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _advance(state: MtgState, step: str, turn_player: int) -> None:
    """Everyone passes (declining "you may", declaring no attackers) until ``turn_player``'s ``step``."""
    for _ in range(80):
        if (state.step or state.phase) == step and state.turn_player == turn_player:
            return
        kind = state.prompt.kind
        do(state, "no" if kind == "quizas" else "done" if kind in ("atacantes", "bloqueadores") else "pass")
    raise AssertionError(f"{step} never reached (at {where(state)})")


def _to_draw_step(state: MtgState) -> None:
    """From P1's first main phase to P2's draw step."""
    _advance(state, "robar", 1)


def test_howling_mine_gives_each_player_an_additional_card_CR_504_2() -> None:
    # CR 504.1, CR 504.2, CR 603.3
    assert real_card(SETS["LEA"], "Howling Mine").program.automated
    state = mtg_state({"battlefield": ["Howling Mine"], "library": ["Isla"] * 5}, {"library": ["Bosque"] * 5})
    _to_draw_step(state)
    assert state.turn_player == 1 and len(state.ids(1, "mano")) == 1  # the turn's draw (CR 504.1), the trigger waits
    assert [state.defn(link.source).name for link in state.chain.links] == ["Howling Mine"]
    do(state, "pass", "pass")
    assert names(state, 1, "mano") == ["Bosque", "Bosque"]  # that player: the one whose draw step it is
    assert not state.ids(0, "mano")


def test_a_tapped_howling_mine_does_not_trigger_CR_603_4() -> None:
    # CR 603.4
    real_card(SETS["LEA"], "Howling Mine")
    state = mtg_state({"battlefield": ["Howling Mine"]}, {"library": ["Bosque"] * 5})
    state._card(cid(state, "Howling Mine")).rotated = True
    _to_draw_step(state)
    assert not state.triggers and not state.chain.links
    do(state, "pass", "pass")
    assert names(state, 1, "mano") == ["Bosque"]  # only the turn's draw


def test_mana_vault_hurts_its_controller_only_while_tapped_CR_603_4() -> None:
    # CR 603.4, CR 504.2
    assert real_card(SETS["LEA"], "Mana Vault").program.automated
    state = mtg_state({"battlefield": ["Mana Vault"], "library": ["Isla"] * 5}, {"battlefield": ["Mana Vault"], "library": ["Bosque"] * 5})
    vault = cid(state, "Mana Vault", 1)
    assert state._card(vault).owner == 1
    state._card(vault).rotated = True  # it doesn't untap during its controller's untap step
    _to_draw_step(state)  # P2 declined to pay {4} in the upkeep: the Vault stays tapped
    assert [(state.defn(link.source).name, link.controller) for link in state.chain.links] == [("Mana Vault", 1)]
    do(state, "pass", "pass")
    assert state.life(1) == 19 and state.life(0) == 20  # P1's untapped Vault never triggers


def test_pestilence_is_sacrificed_at_an_end_step_with_no_creatures_CR_603_4() -> None:
    # CR 603.4, CR 513.1a
    assert real_card(SETS["LEA"], "Pestilence").program.automated
    state = mtg_state({"battlefield": ["Pestilence", "Oso Musgoso"] + ["Pantano"] * 4})
    _advance(state, "final", 0)
    assert not state.triggers and not state.chain.links  # a creature is on the battlefield: no trigger
    _advance(state, "principal1", 1)
    assert "Pestilence" in names(state, 0, "campo")
    _advance(state, "principal1", 0)
    do(state, "activate Pestilence", "pass", "pass", "activate Pestilence", "pass", "pass")  # the Bear dies
    assert not state.creatures() and "Pestilence" in names(state, 0, "campo")
    _advance(state, "final", 0)
    do(state, "pass", "pass")
    assert "Pestilence" in names(state, 0, "cementerio")
