"""Splice onto Arcane (CR 702.47a): as an Arcane spell is cast, cards with splice may be revealed
from the hand; the spell gains their text and their splice costs are added. No card with splice or
Arcane is in shared/testdata's sets, so Glacial Ray (Champions of Kamigawa) is built here from its
Oracle text."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.base import LIFE
from engine.games.mtg.splice import SPLICE, SPLICE_PROMPT, splice_line
from engine.games.mtg.state import MtgState
from tests.mtg.own_cards import adopt
from tests.mtg.states import legal, mtg_state, play

RAY = "Glacial Ray deals 2 damage to any target.\nSplice onto Arcane {1}{R} (As you cast an Arcane spell, you may reveal " \
    "this card from your hand and pay its splice cost. If you do, add this card's effects to that spell.)"


def _ray() -> None:
    adopt("Glacial Ray", "Instant — Arcane", "{1}{R}", RAY)


def _rays(state: MtgState) -> list[int]:
    return [c for c in state.ids(0, "mano") if state.defn(c).name == "Glacial Ray"]


def test_splice_line_CR_702_47a() -> None:
    ability = splice_line("Splice onto Arcane {1}{R}")
    assert ability is not None and ability.static == SPLICE and str(ability.cost) == "{1}{R}"
    assert splice_line("Splice onto Arcane") is None


def test_a_spliced_glacial_ray_adds_its_damage_and_stays_in_hand_CR_702_47a() -> None:
    _ray()
    state = mtg_state({"hand": ["Glacial Ray", "Glacial Ray"], "battlefield": ["Montaña"] * 4})
    cast, kept = _rays(state)
    state.apply_action(next(a for a in state.legal_actions() if a.kind == "cast" and a.cards == (cast,)))
    assert state.prompt is not None and state.prompt.kind == SPLICE_PROMPT  # CR 601.2b: announced as it is cast
    assert legal(state) == {"splice Glacial Ray", "done"}
    play(state, "splice Glacial Ray")
    play(state, "target P2")  # the spell's own target, then the gained text's (CR 702.47d)
    play(state, "target P2")
    assert all(state._card(c).rotated for c in state.battlefield(0))  # {1}{R} + splice {1}{R} (CR 601.2f)
    assert state.ids(0, "mano") == [kept] and state._card(kept).known == 0b11  # revealed, still in the hand
    play(state, "pass")
    play(state, "pass")
    assert state.counters[1][LIFE] == 16  # 2 from the spell, 2 from the spliced text
    assert state.zone_name_of(cast) == "cementerio" and state.zone_name_of(kept) == "mano"


def test_without_the_mana_for_its_splice_cost_nothing_is_offered_CR_601_2h() -> None:
    _ray()
    state = mtg_state({"hand": ["Glacial Ray", "Glacial Ray"], "battlefield": ["Montaña"] * 3})
    play(state, "cast Glacial Ray")
    assert state.prompt is not None and state.prompt.kind == "objetivo"
    play(state, "target P2")
    play(state, "pass")
    play(state, "pass")
    assert state.counters[1][LIFE] == 18 and len(_rays(state)) == 1


def test_splicing_the_same_card_twice_is_refused_CR_702_47b() -> None:
    _ray()
    state = mtg_state({"hand": ["Glacial Ray"] * 3, "battlefield": ["Montaña"] * 6})
    cast, first, second = _rays(state)
    state.apply_action(next(a for a in state.legal_actions() if a.kind == "cast" and a.cards == (cast,)))
    state.apply_action(next(a for a in state.legal_actions() if a.kind == "splice" and a.cards == (first,)))
    assert state.prompt is not None and state.prompt.kind == SPLICE_PROMPT
    assert [a.cards for a in state.legal_actions() if a.kind == "splice"] == [(second,)]
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(type(state.legal_actions()[0])("splice", 0, (first,)))
    assert refused.value.rule.id == "CR 702.47b"
    play(state, "done")
    assert state.prompt is not None and state.prompt.kind == "objetivo"


def test_a_spell_that_is_not_arcane_gets_no_splice_CR_702_47a() -> None:
    _ray()
    state = mtg_state({"hand": ["Chispa Ígnea", "Glacial Ray"], "battlefield": ["Montaña"] * 4})
    play(state, "cast Chispa Ígnea")
    assert state.prompt is not None and state.prompt.kind != SPLICE_PROMPT


def test_the_spell_resolves_while_a_spliced_target_is_legal_CR_608_2b() -> None:
    """Glacial Ray at P2's Oso Musgoso, its spliced copy at P2: the bear leaves before it resolves;
    one spell with a legal target left still resolves (CR 608.2b), and the bear's 2 are not dealt."""
    _ray()
    state = mtg_state({"hand": ["Glacial Ray", "Glacial Ray"], "battlefield": ["Montaña"] * 4}, {"battlefield": ["Oso Musgoso"]})
    cast, _kept = _rays(state)
    state.apply_action(next(a for a in state.legal_actions() if a.kind == "cast" and a.cards == (cast,)))
    play(state, "splice Glacial Ray")
    play(state, "target Oso Musgoso")
    play(state, "target P2")
    bear = next(c for c in state.battlefield(1) if state.defn(c).name == "Oso Musgoso")
    state.move(bear, state.zone(1, "mano"))  # gone: an illegal target (CR 608.2b)
    events = list(state.apply_action(state.parse_action("pass", 0))) + list(state.apply_action(state.parse_action("pass", 1)))
    assert state.counters[1][LIFE] == 18
    assert any(e.kind == "resolve" for e in events) and not any(e.kind == "fizzle" for e in events)
