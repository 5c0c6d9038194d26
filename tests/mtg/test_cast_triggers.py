"""Abilities that trigger on casting a spell (engine/games/mtg/cast_triggers.py), CR 603.2 and
601.2i, with Kaldheim's Clarion Spirit ("Whenever you cast your second spell each turn") and
Alpha's Verduran Enchantress ("Whenever you cast an enchantment spell, you may draw a card"),
loaded from the card data."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _tokens(state: MtgState) -> list[str]:
    return [state.defn(c).name for c in state.battlefield(0) if c in state.tokens]


def test_clarion_spirit_triggers_on_the_second_spell_only_CR_603_2() -> None:
    # CR 601.2i, CR 603.3
    assert real_card(SETS["KHM"], "Clarion Spirit").program.automated
    state = mtg_state({"hand": ["Chispa Ígnea"] * 3, "battlefield": ["Clarion Spirit"] + ["Montaña"] * 3})
    _do(state, "cast Chispa Ígnea", "target P2")
    assert len(state.chain.links) == 1  # the first spell
    _do(state, "pass", "pass", "cast Chispa Ígnea", "target P2")
    assert len(state.chain.links) == 2  # the second: its trigger on the stack above it (CR 603.3)
    _do(state, "pass", "pass")  # the trigger resolves first
    assert len(state.chain.links) == 1 and _tokens(state) == ["Ficha Espíritu"] and state.keywords(state.battlefield(0)[-1]) >= {"flying"}
    _do(state, "pass", "pass", "cast Chispa Ígnea", "target P2")
    assert len(state.chain.links) == 1  # the third spell
    _do(state, "pass", "pass")
    assert state.counters[1]["vidas"] == 14 and len(_tokens(state)) == 1


def test_an_opponents_second_spell_does_not_count() -> None:
    # CR 603.2
    real_card(SETS["KHM"], "Clarion Spirit")
    state = mtg_state({"hand": ["Chispa Ígnea"] * 2, "battlefield": ["Montaña"] * 2},
                      {"battlefield": ["Clarion Spirit"]})
    _do(state, "cast Chispa Ígnea", "target P2", "pass", "pass", "cast Chispa Ígnea", "target P2")
    assert len(state.chain.links) == 1


def test_verduran_enchantress_may_draw_on_an_enchantment_spell() -> None:
    # CR 603.2, CR 603.5
    assert real_card(SETS["LEA"], "Verduran Enchantress").program.automated
    real_card(SETS["LEA"], "Holy Strength")
    state = mtg_state({"hand": ["Holy Strength", "Chispa Ígnea"], "battlefield": ["Verduran Enchantress", "Llanura", "Montaña"]})
    _do(state, "cast Chispa Ígnea", "target P2")
    assert len(state.chain.links) == 1  # an instant
    _do(state, "pass", "pass", "cast Holy Strength", "target Verduran Enchantress")
    hand = len(state.ids(0, "mano"))
    _do(state, "pass", "pass")
    assert state.prompt.kind == "quizas"  # CR 603.5: chosen as it resolves
    _do(state, "yes")
    assert len(state.ids(0, "mano")) == hand + 1


def test_vega_draws_for_a_spell_cast_from_exile_not_from_the_hand_CR_601_2a() -> None:
    # CR 601.2a, CR 603.2, CR 702.143a
    from tests.mtg.test_conditional_effects import _to_my_turn

    assert real_card(SETS["KHM"], "Vega, the Watcher").program.automated
    real_card(SETS["KHM"], "Demon Bolt")
    state = mtg_state({"hand": ["Demon Bolt", "Chispa Ígnea"], "battlefield": ["Vega, the Watcher"] + ["Montaña"] * 3,
                       "library": ["Isla"] * 6}, {"battlefield": ["Oso Musgoso"], "library": ["Isla"] * 6})
    _do(state, "foretell Demon Bolt", "cast Chispa Ígnea", "target P2")
    assert len(state.chain.links) == 1  # from the hand: no trigger
    _do(state, "pass", "pass")
    _to_my_turn(state)
    hand = len(state.ids(0, "mano"))
    _do(state, "cast Demon Bolt", "target Oso Musgoso")  # from exile, for its foretell cost
    assert len(state.chain.links) == 2  # Vega's trigger above the spell (CR 603.3)
    _do(state, "pass", "pass")
    assert len(state.ids(0, "mano")) == hand + 1
