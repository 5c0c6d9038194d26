"""Abilities that trigger when another creature dies (engine/games/mtg/death_triggers.py), with
Innistrad's Unruly Mob and Falkenrath Noble loaded from the card data: CR 700.4 (dies), 603.10a
(leaves-the-battlefield abilities look back in time: a watcher dying in the same wrath sees the
others, and itself)."""

from __future__ import annotations

from engine.games.mtg.base import LIFE, PLUS
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _spark(state: MtgState, target: int) -> None:
    """P1 casts Igneous Spark at the creature ``target`` (of two Bears, the one asked for), and it resolves."""
    _do(state, "cast Chispa Ígnea")
    state.apply_action(next(a for a in state.legal_actions() if a.targets == (target,)))
    _do(state, "pass", "pass")


def test_unruly_mob_grows_when_another_creature_you_control_dies() -> None:
    # CR 700.4, CR 603.6c
    assert real_card(SETS["ISD"], "Unruly Mob").program.automated
    state = mtg_state({"hand": ["Chispa Ígnea", "Chispa Ígnea"], "battlefield": ["Unruly Mob", "Oso Musgoso", "Montaña", "Montaña"]},
                      {"battlefield": ["Oso Musgoso"]})
    mob = card_id(state, "Unruly Mob")
    theirs = state.battlefield(1)[0]
    _spark(state, theirs)
    assert state.zone_name_of(theirs) == "cementerio" and not state.chain.links  # an opponent's creature: no trigger
    assert state._card(mob).counters.get(PLUS, 0) == 0
    mine = next(c for c in state.battlefield(0) if state.defn(c).name == "Oso Musgoso")
    _spark(state, mine)
    assert len(state.chain.links) == 1  # its trigger
    _do(state, "pass", "pass")
    assert state._card(mob).counters.get(PLUS, 0) == 1 and state.power_toughness(mob) == (2, 2)


def test_falkenrath_noble_sees_every_creature_of_a_wrath_and_itself_CR_603_10a() -> None:
    # CR 603.10a, CR 603.3b
    assert real_card(SETS["ISD"], "Falkenrath Noble").program.automated
    real_card(SETS["LEA"], "Wrath of God")
    state = mtg_state({"hand": ["Wrath of God"], "battlefield": ["Llanura"] * 4 + ["Oso Musgoso"]},
                      {"battlefield": ["Falkenrath Noble", "Oso Musgoso"]})
    _do(state, "cast Wrath of God", "pass", "pass")
    assert not state.creatures(0) and not state.creatures(1)
    triggers = 0
    while state.prompt.kind == "objetivo":  # Falkenrath Noble's controller targets a player for each
        _do(state, "target P1")
        triggers += 1
    assert triggers == 3  # the two Bears and the Noble itself, whatever order they died in
    while state.chain.links:
        _do(state, "pass")
    assert state.counters[0][LIFE] == 17 and state.counters[1][LIFE] == 23
