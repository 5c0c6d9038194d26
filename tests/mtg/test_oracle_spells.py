"""Oracle templates for casting choices and costs, and choices in the middle of a resolution:
one test per compiled template (and the forms it must leave to be played by hand)."""

from __future__ import annotations

import pytest

from engine.games.mtg.mana import parse_cost
from engine.games.mtg.oracle import compile_text
from engine.games.mtg.resolution import Cast, as_cast


def _program(text: str, types: str = "sorcery", name: str = "Test Card"):  # type: ignore[no-untyped-def]
    return compile_text(text, name, frozenset(types.split()))


@pytest.mark.parametrize("text, ops", [
    ("Scry 2, then draw a card.", ["scry", "draw"]),
    ("Surveil 2, then draw a card.", ["surveil", "draw"]),
    ("Discard a card, then draw a card.", ["discard", "draw"]),
    ("Draw two cards, then discard a card.", ["draw", "discard"]),
    ("Each player discards a card.\nDraw a card.", ["discard", "draw"]),
    ("Scry 1.\nTest Card deals 2 damage to any target.", ["scry", "damage"]),
])
def test_choices_before_other_instructions_CR_608_2c(text: str, ops: list[str]) -> None:
    """CR 608.2c: instructions in order; a player's choice may come before the last one."""
    program = _program(text)
    assert program.automated
    (ability,) = program.abilities
    assert [e.op for e in ability.effects] == ops


def test_surveil_template_CR_701_42a() -> None:
    (ability,) = _program("Surveil 3.").abilities
    (effect,) = ability.effects
    assert (effect.op, effect.amount, effect.who) == ("surveil", 3, "you")


def test_choose_one_CR_700_2() -> None:
    """CR 700.2, 700.2f: the modes, each with its own targets."""
    program = _program("Choose one —\n• Target player gains 3 life.\n• Destroy target red permanent.", "instant")
    (ability,) = program.abilities
    assert program.automated and ability.choose == (1, 1)
    assert [m.targets for m in ability.modes] == [("player",), ("R_permanent",)]
    assert [e.op for e in ability.modes[1].effects] == ["destroy"]


@pytest.mark.parametrize("head, choose", [("Choose two —", (2, 2)), ("Choose one or both —", (1, 2)),
                                          ("Choose one or more —", (1, 3))])
def test_choose_several_CR_700_2d(head: str, choose: tuple[int, int]) -> None:
    text = head + "\n• Draw a card.\n• You gain 2 life.\n• Target player mills two cards."
    (ability,) = _program(text).abilities
    assert ability.choose == choose and len(ability.modes) == 3


def test_modes_merge_with_their_targets_numbered_in_order_CR_700_2d() -> None:
    """The chosen modes happen in printed order, targets numbered across them (CR 601.2c)."""
    program = _program("Choose two —\n• Test Card deals 1 damage to any target.\n• Draw a card.\n"
                       "• Tap target creature.")
    spell = program.abilities[0]
    merged = as_cast(program, spell, (0, Cast((2, 0))))
    assert [e.op for e in merged.effects] == ["damage", "tap"] and merged.targets == ("any", "creature")
    assert [e.slot for e in merged.effects] == [0, 1]


def test_a_mode_that_is_not_understood_leaves_the_card_by_hand() -> None:
    program = _program("Choose one —\n• Draw a card.\n• Exchange life totals with target player.")
    assert not program.automated


def test_kicker_CR_702_33a_and_if_kicked_CR_702_33e() -> None:
    program = _program("Kicker {2}{R}\nTest Card deals 2 damage to any target.\nIf this spell was kicked, draw a card.",
                       "instant")
    assert program.automated
    kicker = next(a for a in program.abilities if a.static == "kicker")
    assert kicker.cost == parse_cost("{2}{R}")
    kicked = next(a for a in program.abilities if a.kind == "kicked")
    assert [e.op for e in kicked.effects] == ["draw"]
    spell = program.of_kind("spell")[0][1]
    assert [e.op for e in as_cast(program, spell, (0, Cast(kicked=True))).effects] == ["damage", "draw"]
    assert [e.op for e in as_cast(program, spell, (0, Cast())).effects] == ["damage"]


def test_flashback_CR_702_34a() -> None:
    program = _program("Draw a card.\nFlashback {2}{U} (You may cast this card from your graveyard for its "
                       "flashback cost. Then exile it.)", "instant")
    assert program.automated
    (flashback,) = [a for a in program.abilities if a.static == "flashback"]
    assert flashback.cost == parse_cost("{2}{U}")


def test_flashback_only_on_instants_and_sorceries() -> None:
    assert not _program("Flashback {2}{U}", "creature").automated


@pytest.mark.parametrize("text, op, amount", [
    ("As an additional cost to cast this spell, sacrifice a creature.", "sacrifice", 1),
    ("As an additional cost to cast this spell, discard a card.", "discard", 1),
    ("As an additional cost to cast this spell, pay 3 life.", "lose_life", 3),
    ("As an additional cost to cast this spell, exile a creature card from your graveyard.", "exile_from_graveyard", 1),
])
def test_additional_costs_CR_118_8(text: str, op: str, amount: int) -> None:
    program = _program(text + "\nDraw two cards.")
    assert program.automated
    (cost,) = [a for a in program.abilities if a.static == "additional_cost"]
    assert [(e.op, e.amount) for e in cost.effects] == [(op, amount)]


def test_unknown_additional_cost_is_played_by_hand() -> None:
    assert not _program("As an additional cost to cast this spell, tap an untapped creature you control.").automated


@pytest.mark.parametrize("text, change", [("This spell costs {1} less to cast.", -1),
                                          ("This spell costs {2} more to cast.", 2)])
def test_cost_changes_CR_601_2f(text: str, change: int) -> None:
    (ability,) = [a for a in _program(text + "\nDraw a card.").abilities if a.kind == "static"]
    assert ability.static == "cost_change" and ability.power == change


def test_conditional_cost_reduction_is_read() -> None:
    """CR 601.2f: "if you control a Giant" is checked as the cost is determined (``spell_costs``)."""
    program = _program("This spell costs {3} less to cast if you control a Giant.\nDraw a card.")
    assert program.automated and [(a.static, a.power, a.count) for a in program.abilities if a.kind == "static"] == [
        ("cost_change_if_control", -3, "giant")]


@pytest.mark.parametrize("text, op", [
    ("Tap up to two target creatures.", "tap"),
    ("Up to two target creatures each get +1/+1 until end of turn.", "pump"),
    ("Put a +1/+1 counter on each of up to two target creatures.", "add_counters"),
    ("Return up to one target creature to its owner's hand.", "bounce"),
])
def test_up_to_targets_CR_115_6(text: str, op: str) -> None:
    """CR 115.6, 601.2c: "up to N" targets are optional slots (marked ``?``)."""
    (ability,) = _program(text, "instant").abilities
    assert all(kind.endswith("?") for kind in ability.targets)
    assert {e.op for e in ability.effects} == {op}
    assert sorted(e.slot for e in ability.effects) == list(range(len(ability.targets)))


def test_ward_mana_CR_702_21a() -> None:
    (ward,) = _program("Ward {2}", "creature").abilities
    assert ward.kind == "triggered" and ward.trigger == "ward" and ward.cost == parse_cost("{2}")


def test_ward_pay_life_CR_702_21a() -> None:
    (ward,) = _program("Ward—Pay 3 life.", "creature").abilities
    assert ward.trigger == "ward" and ward.cost is None and [(e.op, e.amount) for e in ward.effects] == [("lose_life", 3)]


def test_alternative_cost_CR_118_9() -> None:
    program = _program("You may pay {1}{R} rather than pay this spell's mana cost.\nDraw a card.")
    (alternative,) = [a for a in program.abilities if a.static == "alternative_cost"]
    assert program.automated and alternative.cost == parse_cost("{1}{R}")


def test_any_number_of_targets_CR_601_2c() -> None:
    from engine.games.mtg.up_to_targets import ANY_NUMBER

    (ability,) = _program("Tap any number of target creatures.", "instant").abilities
    assert ability.targets == ("creature?",) * ANY_NUMBER and len(ability.effects) == ANY_NUMBER


@pytest.mark.parametrize("text, kind", [
    ("When Test Card enters, choose one —\n• Draw a card.\n• Target player mills two cards.", "triggered"),
    ("{1}, {T}: Choose one —\n• You gain 2 life.\n• Tap target creature.", "activated"),
])
def test_modal_abilities_CR_700_2a_700_2b(text: str, kind: str) -> None:
    program = _program(text, "creature")
    (ability,) = program.abilities
    assert program.automated and ability.kind == kind and len(ability.modes) == 2 and not ability.effects
