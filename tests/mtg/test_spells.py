"""Casting choices and costs beyond the demo cards: ward against an activated ability
(CR 702.21a), refusals of the new choices, a modal spell's X (CR 601.2b), and how the
total cost is fixed (CR 601.2f)."""

from __future__ import annotations

from itertools import count
from pathlib import Path

import pytest

from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.games.mtg.cards import make_card
from engine.games.mtg.state import MtgState
from engine.scenario import build_state, load_scenario


_CODES = count(1)


def _state(tmp_path: Path, setup: str) -> MtgState:
    path = tmp_path / "s.toml"
    path.write_text('[scenario]\ngame = "mtg"\n' + setup, encoding="utf-8")
    data, raw = load_scenario(path)
    state = build_state(path, data, raw)
    assert isinstance(state, MtgState)
    return state


def _add(state: MtgState, player: int, zone: str, oracle: str, type_line: str, cost: str = "", **stats: str) -> int:
    """A card of our own (its text calls it «Test Card») put straight into ``zone``: defined in
    the state (``State.create_card``), never in Magic's card database, which every later test reads."""
    defn = make_card(f"TEST-SPELLS-{next(_CODES)}", f"Prueba {len(state.cards)}", type_line, cost, oracle, name_en="Test Card",
                     **stats)
    card = state.create_card(defn, player, state.zone(player, zone))
    state._card(card).marks["since"] = -1  # under its controller's control since before the turn
    state._legal = None  # the legal actions are listed again
    return card


def _do(state: MtgState, text: str, player: int | None = None) -> None:
    state.apply_action(state.parse_action(text, player))


def test_ward_counters_an_activated_ability_CR_702_21a(tmp_path: Path) -> None:
    state = _state(tmp_path, '[setup.P2]\nbattlefield = ["Centinela Rúnica"]\n')
    pinger = _add(state, 0, "campo", "{T}: Test Card deals 1 damage to any target.", "Creature — Wizard", "{U}",
                  power="1", toughness="1")
    state.apply_action(Action("activate", 0, (pinger,), choice=0))
    _do(state, "target Centinela Rúnica")
    assert [link.kind for link in state.chain.links] == ["ability", "ability"]  # the ability, then ward
    _do(state, "pass")
    _do(state, "pass")
    assert state.prompt is not None and state.prompt.kind == "rebatir"
    assert [a.kind for a in state.legal_actions()] == ["no"]  # no mana left to pay {1}
    _do(state, "no")
    assert state.chain.links == ()  # CR 701.5a: the ability is countered: it leaves the stack
    sentinel = state.ids(1, "campo")[0]
    assert not state._card(sentinel).counters


def test_refused_choices_name_their_rule(tmp_path: Path) -> None:
    state = _state(tmp_path, '[setup.P1]\nhand = ["Decisión del Druida", "Trato Ardiente", "Isla"]\n'
                   'battlefield = ["Bosque", "Bosque", "Montaña", "Montaña", "Oso Musgoso"]\n')
    _do(state, "cast Decisión del Druida")
    before = state.state_hash()
    with pytest.raises(IllegalActionError) as refused:
        _do(state, "mode 2")  # no artifact or enchantment to target (CR 700.2a)
    assert refused.value.rule.id == "CR 700.2a" and state.state_hash() == before
    _do(state, "mode 1")
    _do(state, "target Oso Musgoso")
    _do(state, "pass")
    _do(state, "pass")
    _do(state, "cast Trato Ardiente")
    bear = state.ids(0, "campo")[-1]
    with pytest.raises(IllegalActionError) as refused:  # not in the hand: it cannot pay the cost (CR 118.8)
        state.apply_action(Action("discard", 0, (bear,)))
    assert refused.value.rule.id == "CR 118.8"


def test_modal_choice_comes_before_x_and_targets_CR_601_2b(tmp_path: Path) -> None:
    state = _state(tmp_path, '[setup.P1]\nbattlefield = ["Montaña", "Montaña", "Montaña"]\n')
    spell = _add(state, 0, "mano", "Choose one —\n• Test Card deals X damage to any target.\n• You gain X life.",
                 "Sorcery", "{X}{R}")
    state.apply_action(Action("cast", 0, (spell,)))
    assert state.prompt is not None and state.prompt.kind == "modo"
    _do(state, "mode 2")
    assert state.prompt.kind == "x"
    _do(state, "x 2")
    _do(state, "pass")
    _do(state, "pass")
    assert state.life(0) == 22 and state.zone_name_of(spell) == "cementerio"


def test_cost_reduction_never_goes_below_zero_CR_601_2f(tmp_path: Path) -> None:
    state = _state(tmp_path, "")
    spell = _add(state, 0, "mano", "This spell costs {3} less to cast.\nDraw a card.", "Instant", "{1}{U}")
    assert str(state.total_cost(spell)) == "{U}"
    free = _add(state, 0, "mano", "This spell costs {2} less to cast.\nDraw a card.", "Instant", "{1}")
    assert state.total_cost(free).mana_value == 0
    assert Action("cast", 0, (free,)) in state.legal_actions()


def test_kicker_and_increase_add_up_CR_601_2f(tmp_path: Path) -> None:
    state = _state(tmp_path, "")
    spell = _add(state, 0, "mano", "Kicker {1}{G}\nThis spell costs {1} more to cast.\nDraw a card.", "Sorcery", "{G}")
    assert str(state.total_cost(spell, kicked=True)) == "{2}{G}{G}"
    assert str(state.total_cost(spell)) == "{1}{G}"


def test_pay_life_as_an_additional_cost_CR_118_8_and_119_4(tmp_path: Path) -> None:
    state = _state(tmp_path, '[setup.P1]\nlife = 4\nbattlefield = ["Pantano"]\n')
    spell = _add(state, 0, "mano", "As an additional cost to cast this spell, pay 3 life.\nDraw a card.", "Sorcery", "{B}")
    _do(state, "cast " + state.defn(spell).name)
    assert state.life(0) == 1  # paid as the spell is cast (CR 601.2h)
    _do(state, "pass")
    _do(state, "pass")
    poor = _add(state, 0, "mano", "As an additional cost to cast this spell, pay 3 life.\nDraw a card.", "Instant")
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("cast", 0, (poor,)))
    assert refused.value.rule.id == "CR 119.4"


def test_alternative_cost_CR_118_9(tmp_path: Path) -> None:
    """CR 118.9, 601.2b: announced while casting; CR 118.9c: the mana cost itself is unchanged;
    CR 118.9d: cost reductions apply to the alternative cost too."""
    state = _state(tmp_path, '[setup.P1]\nbattlefield = ["Montaña", "Montaña", "Montaña", "Montaña"]\n')
    text = "You may pay {2}{R} rather than pay this spell's mana cost.\nThis spell costs {1} less to cast.\nDraw a card."
    spell = _add(state, 0, "mano", text, "Sorcery", "{5}{R}")
    assert str(state.total_cost(spell, alternative=True)) == "{1}{R}"
    state.apply_action(Action("cast", 0, (spell,)))  # {4}{R} can't be paid with four lands: only the alternative
    assert state.prompt is not None and state.prompt.kind == "alternativo"
    assert [a.kind for a in state.legal_actions()] == ["yes"]
    _do(state, "yes")
    assert sum(1 for c in state.ids(0, "campo") if state.is_tapped(c)) == 2
    assert state.defn(spell).mana_value == 6  # CR 118.9c
    _do(state, "pass")
    _do(state, "pass")
    assert state.zone_name_of(spell) == "cementerio" and len(state.ids(0, "mano")) == 1


def test_any_number_of_targets_CR_601_2c(tmp_path: Path) -> None:
    state = _state(tmp_path, '[setup.P1]\nbattlefield = ["Isla", "Oso Musgoso"]\n[setup.P2]\nbattlefield = ["Lobezno del Claro"]\n')
    spell = _add(state, 0, "mano", "Tap any number of target creatures.", "Instant", "{U}")
    state.apply_action(Action("cast", 0, (spell,)))
    _do(state, "target Oso Musgoso")
    _do(state, "target Lobezno del Claro")
    assert state.prompt is not None and state.prompt.kind == "prioridad"  # nothing left to choose
    _do(state, "pass")
    _do(state, "pass")
    assert all(state.is_tapped(c) for c in state.creatures())


def test_modal_triggered_ability_CR_700_2b(tmp_path: Path) -> None:
    """CR 700.2b: the mode is chosen as the trigger is put on the stack; its targets then."""
    state = _state(tmp_path, '[setup.P1]\nbattlefield = ["Bosque", "Bosque"]\n[setup.P2]\nbattlefield = ["Oso Musgoso"]\n')
    text = "When Test Card enters, choose one —\n• You gain 2 life.\n• Tap target creature."
    creature = _add(state, 0, "mano", text, "Creature — Elf", "{1}{G}", power="1", toughness="1")
    state.apply_action(Action("cast", 0, (creature,)))
    _do(state, "pass")
    _do(state, "pass")
    assert state.prompt is not None and state.prompt.kind == "modo"
    _do(state, "mode 2")
    assert state.prompt.kind == "objetivo"
    _do(state, "target Oso Musgoso")
    _do(state, "pass")
    _do(state, "pass")
    assert state.is_tapped(state.ids(1, "campo")[0]) and state.life(0) == 20


def test_modal_trigger_without_a_possible_mode_leaves_the_stack_CR_700_2b(tmp_path: Path) -> None:
    state = _state(tmp_path, '[setup.P1]\nbattlefield = ["Bosque", "Bosque"]\n')
    text = "When Test Card enters, choose one —\n• Tap target creature an opponent controls.\n• Destroy target artifact."
    creature = _add(state, 0, "mano", text, "Creature — Elf", "{1}{G}", power="1", toughness="1")
    state.apply_action(Action("cast", 0, (creature,)))
    _do(state, "pass")
    _do(state, "pass")  # it enters; no mode has a legal target: the trigger is removed
    assert state.prompt is not None and state.prompt.kind == "prioridad" and not state.chain.links
    assert state.on_battlefield(creature)


def test_modal_activated_ability_CR_700_2a(tmp_path: Path) -> None:
    state = _state(tmp_path, '[setup.P1]\nlife = 10\nbattlefield = ["Isla"]\n')
    source = _add(state, 0, "campo", "{T}: Choose one —\n• You gain 2 life.\n• Draw a card.", "Artifact", "{2}")
    state.apply_action(Action("activate", 0, (source,), choice=0))
    assert state.prompt is not None and state.prompt.kind == "modo"
    _do(state, "mode 1")
    _do(state, "pass")
    _do(state, "pass")
    assert state.life(0) == 12 and state.is_tapped(source)
