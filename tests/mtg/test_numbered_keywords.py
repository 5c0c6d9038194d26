"""Bushido (CR 702.45a) and soulshift (CR 702.46a). No card with them is in shared/testdata, so
the cards are built here from the Oracle text of Champions of Kamigawa cards."""

from __future__ import annotations

from engine.core import get_game
from engine.games.mtg.base import DAMAGE
from engine.games.mtg.keywords import keyword_lines
from engine.games.mtg.state import MtgState
from tests.mtg.states import card_id, mtg_state
from tests.mtg.own_cards import adopt, own_position


def test_lines_of_numbered_keywords() -> None:
    assert [a.trigger for a in keyword_lines("Soulshift 4, soulshift 4") or []] == ["dies", "dies"]
    assert keyword_lines("Bushido 2")[0].effects[0].power == 2  # type: ignore[index]
    assert keyword_lines("Bushido X") is None and keyword_lines("Flying, bushido 1") is None


def _block_with_retainer() -> MtgState:
    adopt("Devoted Retainer", "Creature — Human Samurai", "{W}", "Bushido 1", "1", "1")
    state = own_position({"step": "atacantes", "P1": {"battlefield": ["Oso Musgoso"]},
                                            "P2": {"battlefield": ["Devoted Retainer"]}}, 1, "<test>", "")
    assert isinstance(state, MtgState)
    state.apply_action(state.parse_action("attack Oso Musgoso", 0))
    state.apply_action(state.parse_action("done", 0))
    while state.prompt.kind != "bloqueadores":
        state.apply_action(state.parse_action("pass", state.prompt.player))
    state.apply_action(state.parse_action("block Oso Musgoso with Devoted Retainer", 1))
    state.apply_action(state.parse_action("done", 1))
    return state


def test_bushido_triggers_when_it_blocks_CR_702_45a() -> None:
    state = _block_with_retainer()
    retainer = card_id(state, "Devoted Retainer")
    assert [link.source for link in state.chain.links] == [retainer]  # on the stack once the blocks are final
    state.apply_action(state.parse_action("pass", state.prompt.player))
    state.apply_action(state.parse_action("pass", state.prompt.player))
    assert state.power_toughness(retainer) == (2, 2)


def test_soulshift_returns_a_spirit_of_that_mana_value_or_less_CR_702_46a() -> None:
    adopt("Thousand-legged Kami", "Creature — Spirit", "{6}{G}{G}", "Soulshift 7", "6", "6")
    adopt("Test Spirit Seven", "Creature — Spirit", "{5}{G}{G}", "", "5", "5")
    adopt("Test Spirit Eight", "Creature — Spirit", "{6}{G}{G}", "", "6", "6")
    state = mtg_state({"hand": ["Chispa Ígnea"], "battlefield": ["Montaña", "Thousand-legged Kami"],
                       "graveyard": ["Test Spirit Seven", "Test Spirit Eight", "Oso Musgoso"]})
    kami = card_id(state, "Thousand-legged Kami")
    state._card(kami).counters[DAMAGE] = 5  # one more point of damage kills it
    for text in ["cast Chispa Ígnea", "target Thousand-legged Kami", "pass", "pass"]:
        state.apply_action(state.parse_action(text, state.prompt.player))
    assert state.prompt is not None and state.prompt.kind == "objetivo"  # the trigger's target: the 7 only
    options = {state.action_to_string(a) for a in state.legal_actions()}
    assert options == {"target Test Spirit Seven"}
    state.apply_action(state.parse_action("target Test Spirit Seven", 0))
    state.apply_action(state.parse_action("pass", 0))
    state.apply_action(state.parse_action("pass", 1))
    state.apply_action(state.parse_action("yes", 0))  # "you may"
    assert state.zone_name_of(card_id(state, "Test Spirit Seven")) == "mano"
