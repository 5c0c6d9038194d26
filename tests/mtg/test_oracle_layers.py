"""Oracle templates of continuous, control, copy, replacement and prevention effects."""

from __future__ import annotations

import pytest

from engine.games.mtg.oracle import compile_text


def _program(text: str, types: str = "instant", name: str = "Test Card"):  # type: ignore[no-untyped-def]
    return compile_text(text, name, frozenset(types.split()))


def _ops(text: str, types: str = "instant") -> list[tuple[str, str, int, int, str]]:
    program = _program(text, types)
    assert program.automated, program.unparsed
    return [(e.op, e.target or e.who, e.power, e.toughness, e.keyword) for a in program.abilities for e in a.effects]


@pytest.mark.parametrize("text, ops", [
    ("Target creature has base power and toughness 0/1 until end of turn.", [("set_pt", "creature", 0, 1, "")]),
    ("Target creature becomes a 0/1 until end of turn.", [("set_pt", "creature", 0, 1, "")]),
    ("Target creature loses all abilities until end of turn.", [("lose_all", "creature", 0, 0, "")]),
    ("Target creature loses all abilities and has base power and toughness 1/1 until end of turn.",
     [("lose_all", "creature", 0, 0, ""), ("set_pt", "creature", 1, 1, "")]),
    ("Switch target creature's power and toughness until end of turn.", [("switch", "creature", 0, 0, "")]),
    ("Target land becomes a 3/3 creature until end of turn. It's still a land.",
     [("add_types", "land", 0, 0, "creature"), ("set_pt", "land", 3, 3, "")]),
])
def test_power_toughness_and_ability_templates_CR_613_4b_613_1f(text: str, ops: list[tuple[str, str, int, int, str]]) -> None:
    """CR 613.4b (set base power/toughness), 613.1f (lose abilities), 613.4d (switch), 613.1d (type)."""
    assert _ops(text) == ops


@pytest.mark.parametrize("text, colors", [
    ("Target creature becomes blue until end of turn.", "U"),
    ("Target creature becomes black and red until end of turn.", "B+R"),
])
def test_colour_templates_CR_613_1e(text: str, colors: str) -> None:
    """CR 613.1e: colour-changing effects."""
    assert _ops(text) == [("color", "creature", 0, 0, colors)]


def test_self_base_power_template_CR_613_4b() -> None:
    assert _ops("{1}: Test Card has base power and toughness 4/4 until end of turn.", "creature") == [("set_pt", "self", 4, 4, "")]


def test_threaten_template_CR_613_1b_613_6() -> None:
    """CR 613.6 (Ejemplo): gain control (layer 2), untap, gains haste (layer 6) — all the same target."""
    text = "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn."
    assert _ops(text, "sorcery") == [("control", "creature", 0, 0, ""), ("untap", "creature", 0, 0, ""),
                                     ("grant", "creature", 0, 0, "haste")]
    assert _ops("Gain control of target creature.", "sorcery") == [("control", "creature", 0, 0, "forever")]


def test_it_still_means_the_creature_itself_without_a_target() -> None:
    """"it gains flying" in a trigger of its own: the creature itself."""
    assert _ops("Whenever Test Card attacks, it gains flying until end of turn.", "creature") == [("grant", "self", 0, 0, "flying")]


@pytest.mark.parametrize("text, op, target, amount", [
    ("Prevent the next 3 damage that would be dealt to any target this turn.", "prevent", "any", 3),
    ("Prevent the next 2 damage that would be dealt to target creature this turn.", "prevent", "creature", 2),
    ("Prevent all combat damage that would be dealt this turn.", "fog", "", 0),
])
def test_prevention_templates_CR_615_1a(text: str, op: str, target: str, amount: int) -> None:
    """CR 615.1a, 615.7: prevention effects."""
    (ability,) = _program(text).abilities
    (effect,) = ability.effects
    assert (effect.op, effect.target, effect.amount) == (op, target, amount)


def test_exile_instead_refers_to_the_damaged_creature_CR_614_1a() -> None:
    """CR 614.1a: "If that creature would die this turn, exile it instead" — the same target."""
    text = "Test Card deals 4 damage to target creature. If that creature would die this turn, exile it instead."
    assert [(op, t) for op, t, *_ in _ops(text, "sorcery")] == [("damage", "creature"), ("exile_instead", "creature")]
    assert not _program("If that creature would die this turn, exile it instead.").automated  # no creature named


@pytest.mark.parametrize("text, types, static", [
    ("If Test Card would die, exile it instead.", "creature", "die_exile"),
    ("Enchant creature\nYou control enchanted creature.", "enchantment aura", "control_attached"),
    ("You may have Test Card enter the battlefield as a copy of any creature on the battlefield.", "creature", "etb_copy"),
    ("Prevent all damage that would be dealt to Test Card.", "creature", "prevent_self"),
    ("Skip your draw step.", "enchantment", "skip_draw"),
    ("Enchant artifact\nYou control enchanted artifact.", "enchantment aura", "control_attached"),
    ("Enchant creature\nPrevent all combat damage that would be dealt to and dealt by enchanted creature.",
     "enchantment aura", "fog_attached"),
])
def test_static_replacement_control_and_copy_lines_CR_614_613_1b_707_5(text: str, types: str, static: str) -> None:
    """CR 614.1a, 614.1b, 615.1a (replacement and prevention), 613.1b (control), 707.5 (enter as a copy)."""
    program = _program(text, types)
    assert program.automated and [a.static for a in program.abilities] == [static]


def test_becomes_a_copy_template_CR_707_1() -> None:
    assert _ops("{1}{U}: Test Card becomes a copy of target creature until end of turn.", "creature") == [
        ("become_copy", "creature", 0, 0, "")]


@pytest.mark.parametrize("text, count, both", [
    ("Test Card's power and toughness are each equal to the number of Swamps you control.", "land:swamp", 1),
    ("Test Card's power and toughness are each equal to the number of creatures named Test Card on the battlefield.", "named", 1),
    ("Test Card's power and toughness are each equal to the number of non-Wall creatures you control.", "nonwall", 1),
    ("Test Card's power and toughness are each equal to the number of cards in your hand.", "hand", 1),
    ("Test Card's power and toughness are each equal to the number of creature cards in your graveyard.", "graveyard_creatures", 1),
    ("Test Card's power is equal to the number of creatures you control.", "creatures", 0),
])
def test_characteristic_defining_power_CR_604_3_613_4a(text: str, count: str, both: int) -> None:
    """CR 604.3, 613.4a: a "*" creature whose power (and toughness) a static ability defines plays."""
    from engine.games.mtg.cards import make_card

    card = make_card("X", "Test Card", "Creature — Horror", "{2}{B}", text, power="*", toughness="*" if both else "2")
    (ability,) = card.program.abilities
    assert card.program.automated and (ability.static, ability.count, ability.toughness) == ("cda", count, both)


@pytest.mark.parametrize("text, who, amount", [
    ("{3}, {T}: Prevent the next 2 damage that would be dealt to you this turn.", "you", 2),
    ("{R}: Prevent the next 1 damage that would be dealt to Test Card this turn.", "self", 1),
])
def test_prevent_to_you_or_itself_CR_615_7(text: str, who: str, amount: int) -> None:
    (ability,) = _program(text, "creature").abilities
    (effect,) = ability.effects
    assert (effect.op, effect.who, effect.amount) == ("prevent", who, amount)


def test_control_for_as_long_as_CR_611_2b() -> None:
    text = "{3}{B}{B}: Gain control of target creature for as long as you control Test Card."
    assert _ops(text, "creature") == [("control", "creature", 0, 0, "source")]


def test_colour_of_your_choice_is_asked_on_resolution_CR_608_2d() -> None:
    """CR 608.2d, 105.4: chosen while it resolves; the instructions after it wait (CR 608.2c)."""
    assert _ops("Target creature becomes the color of your choice until end of turn.") == [
        ("color_choice", "creature", 0, 0, "")]
    then_draw = _program("Target creature becomes the color of your choice until end of turn. Draw a card.")
    assert then_draw.automated
    assert [e.op for e in then_draw.abilities[0].effects] == ["color_choice", "draw"]


def test_token_copy_template_CR_707_2() -> None:
    assert _ops("Create a token that's a copy of target creature you control.") == [
        ("token_copy", "creature_you_control", 0, 0, "")]
