"""Persist (CR 702.79a), undying (CR 702.93a) and modular (CR 702.43a): keywords about the
counters a creature had as it died (CR 603.10a). Shared/testdata has only Unstable's Garbage
Elemental variants with undying (their other lines are jokes on the rules), so the cards are built
here from the Oracle text of printed cards: Kitchen Finks (Shadowmoor), Young Wolf (Dark Ascension), Arcbound
Worker (Darksteel)."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.base import DAMAGE, MINUS, PLUS
from engine.games.mtg.counter_deaths import counter_keyword_line
from engine.games.mtg.state import MtgState
from tests.mtg.own_cards import adopt
from tests.mtg.states import card_id, mtg_state, play

FINKS = ("When Kitchen Finks enters the battlefield, you gain 2 life.\nPersist (When this creature dies, if it had no "
         "-1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)")
WOLF = ("Undying (When this creature dies, if it had no +1/+1 counters on it, return it to the battlefield under its "
        "owner's control with a +1/+1 counter on it.)")
WORKER = ("Modular 1 (This creature enters the battlefield with a +1/+1 counter on it. When it dies, you may put its "
          "+1/+1 counters on target artifact creature.)")


def _kill(state: MtgState, name: str, damage: int) -> int:
    """Mark ``damage`` on ``name`` and cast Chispa Ígnea (1 damage) at it, resolving it."""
    victim = card_id(state, name)
    state._card(victim).counters[DAMAGE] = damage
    play(state, "cast Chispa Ígnea", f"target {name}", "pass", "pass")
    return victim


def test_keyword_lines_CR_702_79a_CR_702_93a_CR_702_43a() -> None:
    persist, = counter_keyword_line("Persist") or []  # CR 702.79a, CR 702.93a, CR 702.43a: the abilities they mean
    assert persist.trigger == "dies" and persist.condition == "died_without:" + MINUS
    assert (counter_keyword_line("Undying") or [])[0].condition == "died_without:" + PLUS
    static, dies = counter_keyword_line("Modular 2") or []
    assert static.static == "etb_counters" and static.power == 2 and dies.optional and dies.targets == ("artifact_creature",)
    assert counter_keyword_line("Modular X") is None and counter_keyword_line("Persisting") is None


def test_persist_returns_it_with_a_minus_counter_once_CR_702_79a() -> None:
    adopt("Kitchen Finks", "Creature — Ouphe", "{1}{G}{W}", FINKS, "3", "2")
    state = mtg_state({"hand": ["Chispa Ígnea", "Chispa Ígnea"], "battlefield": ["Montaña", "Montaña", "Kitchen Finks"]})
    finks = _kill(state, "Kitchen Finks", 1)
    assert state.zone_name_of(finks) == "cementerio"
    assert [link.source for link in state.chain.links] == [finks]  # CR 702.79a: persist on the stack
    play(state, "pass", "pass")
    assert state.on_battlefield(finks) and state._card(finks).counters.get(MINUS) == 1
    assert state.power_toughness(finks) == (2, 1)
    play(state, "pass", "pass")  # its enters trigger: you gain 2 life
    _kill(state, "Kitchen Finks", 0)  # it dies again with a -1/-1 counter on it: persist does not trigger
    assert state.zone_name_of(finks) == "cementerio" and not state.chain.links


def test_undying_returns_it_with_a_plus_counter_CR_702_93a() -> None:
    adopt("Young Wolf", "Creature — Wolf", "{G}", WOLF, "1", "1")
    state = mtg_state({"hand": ["Chispa Ígnea", "Chispa Ígnea"], "battlefield": ["Montaña", "Montaña", "Young Wolf"]})
    wolf = _kill(state, "Young Wolf", 0)
    play(state, "pass", "pass")
    assert state.on_battlefield(wolf) and state.power_toughness(wolf) == (2, 2)  # CR 702.93a: with a +1/+1 counter
    _kill(state, "Young Wolf", 1)
    assert state.zone_name_of(wolf) == "cementerio" and not state.chain.links  # CR 603.4: it had a +1/+1 counter


def test_undying_does_nothing_once_the_card_left_the_graveyard_CR_400_7() -> None:
    adopt("Young Wolf", "Creature — Wolf", "{G}", WOLF, "1", "1")
    state = mtg_state({"hand": ["Chispa Ígnea"], "battlefield": ["Montaña", "Young Wolf"]})
    wolf = _kill(state, "Young Wolf", 0)
    state.move(wolf, state.zone(0, "exilio"))  # exiled in response: a new object (CR 400.7, CR 702.93a)
    play(state, "pass", "pass")
    assert state.zone_name_of(wolf) == "exilio"


STINGER = "Flying\nModular 1 (This creature enters the battlefield with a +1/+1 counter on it. When it dies, you may put " \
    "its +1/+1 counters on target artifact creature.)"


def test_modular_enters_with_counters_and_moves_them_on_death_CR_702_43a() -> None:
    adopt("Arcbound Worker", "Artifact Creature — Construct", "{1}", WORKER, "0", "0")
    adopt("Arcbound Stinger", "Artifact Creature — Insect", "{2}", STINGER, "0", "0")
    state = mtg_state({"hand": ["Arcbound Worker", "Chispa Ígnea"],
                       "battlefield": ["Montaña", "Montaña", {"card": "Arcbound Stinger", "counters": {PLUS: 1}},
                                       "Oso Musgoso"]})
    stinger = card_id(state, "Arcbound Stinger")
    play(state, "cast Arcbound Worker", "pass", "pass")
    worker = card_id(state, "Arcbound Worker")
    assert state.on_battlefield(worker) and state.power_toughness(worker) == (1, 1)  # CR 702.43a: enters with 1 counter
    state._card(worker).counters[PLUS] = 3  # grown since
    state._card(worker).counters[DAMAGE] = 2  # and hurt: Chispa Ígnea's 1 damage kills it
    play(state, "cast Chispa Ígnea", "target Arcbound Worker", "pass", "pass")
    assert state.zone_name_of(worker) == "cementerio"
    options = {state.action_to_string(a) for a in state.legal_actions()}
    assert options == {"target Arcbound Stinger"}  # an artifact creature: not Oso Musgoso, not the dead Worker
    play(state, "target Arcbound Stinger", "pass", "pass", "yes")
    assert state._card(stinger).counters.get(PLUS) == 4  # one for each +1/+1 counter it had as it died


def test_modular_refuses_a_creature_that_is_not_an_artifact_CR_702_43a() -> None:
    adopt("Arcbound Worker", "Artifact Creature — Construct", "{1}", WORKER, "0", "0")
    adopt("Arcbound Stinger", "Artifact Creature — Insect", "{2}", STINGER, "0", "0")
    state = mtg_state({"hand": ["Chispa Ígnea"], "battlefield": [
        "Montaña", {"card": "Arcbound Worker", "counters": {PLUS: 1}}, {"card": "Arcbound Stinger", "counters": {PLUS: 1}},
        "Oso Musgoso"]})
    play(state, "cast Chispa Ígnea", "target Arcbound Worker", "pass", "pass")
    assert state.prompt is not None and state.prompt.kind == "objetivo"
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(state.parse_action("target Oso Musgoso", 0))
    assert refused.value.rule.id == "CR 702.43a"
