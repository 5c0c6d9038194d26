"""Cascade (CR 702.85a): "When you cast this spell, exile cards from the top of your library until you
exile a nonland card whose mana value is less than this spell's mana value. You may cast that card
without paying its mana cost if the resulting spell's mana value is less than this spell's mana
value. Then put all cards exiled this way that weren't cast on the bottom of your library in a random
order."

The only card with cascade in shared/testdata (Unstable's Garbage Elemental) has a line the engine
does not play (a die roll), so Bloodbraid Elf (Alara Reborn) is built from its Oracle text; the
cards it cascades into are Alpha's, read from shared/testdata."""

from __future__ import annotations

import pytest

from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.games.mtg.base import LIFE
from engine.games.mtg.cascade import CASCADE, PROMPT, cascade_line
from engine.games.mtg.cast_triggers import CAST_THIS
from engine.games.mtg.oracle import compile_text
from engine.games.mtg.state import MtgState
from tests.mtg.own_cards import adopt
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, legal, mtg_state, play


def _cascade(library: list[str]) -> MtgState:
    """P1 casts Bloodbraid Elf (mana value 4) with ``library`` on top of their library (then five
    Plains); the cascade trigger resolves."""
    adopt("Bloodbraid Elf", "Creature — Elf Berserker", "{2}{R}{G}", "Haste\nCascade (When you cast this spell, exile cards "
          "from the top of your library until you exile a nonland card that costs less. You may cast it without paying its mana "
          "cost. Put the exiled cards on the bottom of your library in a random order.)", "3", "2")
    for name in ("Lightning Bolt", "Shivan Dragon", "Terror", "Hill Giant"):
        real_card(SETS["LEA"], name)
    state = mtg_state({"hand": ["Bloodbraid Elf"], "battlefield": ["Montaña", "Montaña", "Bosque", "Bosque"],
                       "library": library + ["Llanura"] * 5}, {"hand": ["Isla"]})
    play(state, "cast Bloodbraid Elf")
    play(state, "pass")
    play(state, "pass")
    return state


def test_cascade_line_CR_702_85a() -> None:
    ability = cascade_line("Cascade")  # CR 702.85a: it triggers as the spell is cast
    assert ability is not None and ability.trigger == CAST_THIS and ability.effects[0].op == CASCADE
    assert cascade_line("Cascade 2") is None
    twice = compile_text("Cascade\nCascade", "Twice", frozenset({"creature"}))
    assert [a.trigger for a in twice.abilities] == [CAST_THIS, CAST_THIS]  # CR 702.85c: each instance triggers


def test_it_exiles_until_a_cheaper_nonland_card_and_casts_it_free_CR_702_85a() -> None:
    state = _cascade(["Bosque", "Shivan Dragon", "Hill Giant", "Lightning Bolt", "Terror"])
    bolt, dragon, giant = card_id(state, "Lightning Bolt"), card_id(state, "Shivan Dragon"), card_id(state, "Hill Giant")
    assert state.prompt is not None and state.prompt.kind == PROMPT and state.prompt.player == 0
    assert [state.defn(c).name for c in state.ids(0, "exilio")] == ["Bosque", "Shivan Dragon", "Hill Giant", "Lightning Bolt"]
    assert card_id(state, "Terror") in state.ids(0, "biblioteca")  # CR 702.85a: it stopped at the first hit
    forest = state.ids(0, "exilio")[0]
    assert legal(state) == {"yes", "no"}
    untapped = sum(not state._card(c).rotated for c in state.battlefield(0))
    play(state, "yes")
    play(state, "target P2")  # an instant or not, cast now: during the trigger's resolution
    assert state.zone_name_of(bolt) == "pila"
    assert sum(not state._card(c).rotated for c in state.battlefield(0)) == untapped  # CR 118.9: no mana paid
    assert state.spells_cast == (2, 0)  # it was cast (CR 601.2i)
    library = state.ids(0, "biblioteca")
    assert set(library[-3:]) == {dragon, giant, forest} and not state.ids(0, "exilio")
    while state.chain.links:
        play(state, "pass")
    assert state.counters[1][LIFE] == 17
    assert state.zone_name_of(card_id(state, "Bloodbraid Elf")) == "campo"


def test_declined_the_card_goes_to_the_bottom_too_CR_702_85a() -> None:
    state = _cascade(["Shivan Dragon", "Lightning Bolt"])
    play(state, "no")
    library = state.ids(0, "biblioteca")
    assert {state.defn(c).name for c in library[-2:]} == {"Shivan Dragon", "Lightning Bolt"}  # CR 702.85a
    assert [state.defn(c).name for c in library[:5]] == ["Llanura"] * 5
    assert [link.source for link in state.chain.links] == [card_id(state, "Bloodbraid Elf")]


def test_a_card_of_equal_mana_value_is_passed_over_CR_702_85a() -> None:
    state = _cascade(["Hill Giant", "Terror"])  # Hill Giant costs 4, as much as the Elf
    assert state.prompt is not None and state.prompt.options == (card_id(state, "Terror"),)  # CR 702.85a: "less than"


def test_a_hit_with_no_legal_target_cannot_be_cast_CR_601_2c() -> None:
    state = _cascade(["Terror"])  # no creature on the battlefield to destroy: the Elf is still a spell
    assert legal(state) == {"no"}
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("yes", 0))
    assert refused.value.rule.id == "CR 601.2c"
    play(state, "no")
    assert state.zone_name_of(card_id(state, "Terror")) == "biblioteca"


def test_no_hit_puts_every_card_back_at_the_bottom_CR_702_85a() -> None:
    state = _cascade(["Shivan Dragon"])  # then only Plains: nothing cheaper that is not a land
    assert state.prompt is None or state.prompt.kind != PROMPT
    assert len(state.ids(0, "biblioteca")) == 6 and not state.ids(0, "exilio")  # CR 702.85a


def test_the_opponent_sees_what_was_exiled_but_not_the_order_at_the_bottom_CR_401_2() -> None:
    state = _cascade(["Shivan Dragon", "Hill Giant", "Lightning Bolt"])
    seen = state.observation(1).zone("P1.exilio")
    assert [c.name for c in seen.cards] == ["Shivan Dragon", "Hill Giant", "Lightning Bolt"]  # exiled face up
    assert all(c.code is None for c in state.observation(1).zone("P1.mano").cards)
    play(state, "no")
    for viewer in (0, 1):  # CR 401.2: the random order at the bottom is known to nobody
        assert all(c.code is None for c in state.observation(viewer).zone("P1.biblioteca").cards)
