"""The oracle-text compiler: one test per template it compiles (and some it must not)."""

from __future__ import annotations

import pytest

from engine.games.mtg.cards import make_card
from engine.games.mtg.oracle import compile_text


def _program(text: str, types: str = "creature", name: str = "Test Card"):  # type: ignore[no-untyped-def]
    return compile_text(text, name, frozenset(types.split()))


@pytest.mark.parametrize("text, keywords", [
    ("Flying", {"flying"}),
    ("Flying, vigilance", {"flying", "vigilance"}),
    ("First strike", {"first strike"}),
    ("Double strike", {"double strike"}),
    ("Deathtouch, lifelink", {"deathtouch", "lifelink"}),
    ("Trample\nHaste", {"trample", "haste"}),
    ("Reach", {"reach"}),
    ("Defender", {"defender"}),
    ("Menace", {"menace"}),
    ("Hexproof", {"hexproof"}),
    ("Indestructible", {"indestructible"}),
    ("Flash", {"flash"}),
    ("Flying (This creature can't be blocked except by creatures with flying or reach.)", {"flying"}),
])
def test_keyword_lines_CR_702(text: str, keywords: set[str]) -> None:
    """CR 702: keyword abilities, reminder text ignored."""
    program = _program(text)
    assert program.keywords == keywords and program.automated


@pytest.mark.parametrize("text, mana", [
    ("{T}: Add {G}.", ("G",)),
    ("{T}: Add {C}{C}.", ("CC",)),
    ("{T}: Add {W} or {U}.", ("W", "U")),
    ("{T}: Add one mana of any color.", tuple("WUBRG")),
])
def test_mana_abilities_CR_605(text: str, mana: tuple[str, ...]) -> None:
    """CR 605.1a: "{T}: Add …" is a mana ability."""
    (ability,) = _program(text, "land").abilities
    assert ability.kind == "mana" and ability.tap and ability.mana == mana


def test_basic_land_types_have_intrinsic_mana_abilities_CR_305_6() -> None:
    """CR 305.6: a Forest has "{T}: Add {G}." even when its text is only reminder text."""
    card = make_card("X", "Forest", "Basic Land — Forest", "", "({T}: Add {G}.)")
    assert [a.mana for a in card.program.abilities] == [("G",)] and card.program.automated


@pytest.mark.parametrize("text, op, amount, target", [
    ("Test Card deals 3 damage to any target.", "damage", 3, "any"),
    ("Test Card deals 2 damage to target creature.", "damage", 2, "creature"),
    ("Test Card deals 4 damage to target player or planeswalker.", "damage", 4, "player_or_planeswalker"),
    ("Destroy target creature.", "destroy", 0, "creature"),
    ("Destroy target artifact.", "destroy", 0, "artifact"),
    ("Destroy target nonblack creature. It can't be regenerated.", "destroy", 0, "nonblack_creature"),
    ("Exile target creature.", "exile", 0, "creature"),
    ("Return target creature to its owner's hand.", "bounce", 0, "creature"),
    ("Counter target spell.", "counter_spell", 0, "spell"),
    ("Counter target creature spell.", "counter_spell", 0, "creature_spell"),
    ("Tap target creature.", "tap", 0, "creature"),
    ("Target player draws two cards.", "draw", 2, "player"),
    ("Target player loses 3 life.", "lose_life", 3, "player"),
    ("Target creature gets +3/+3 until end of turn.", "pump", 0, "creature"),
    ("Put two +1/+1 counters on target creature.", "add_counters", 2, "creature"),
    ("Target player mills three cards.", "mill", 3, "player"),
])
def test_targeted_spell_templates_CR_115(text: str, op: str, amount: int, target: str) -> None:
    """CR 115.1: "target" words become targets chosen on casting."""
    (ability,) = _program(text, "instant").abilities
    (effect,) = ability.effects
    assert ability.kind == "spell" and ability.targets == (target,)
    assert (effect.op, effect.amount, effect.target, effect.slot) == (op, amount, target, 0)


@pytest.mark.parametrize("text, op, who, amount", [
    ("Draw a card.", "draw", "you", 1),
    ("Draw three cards.", "draw", "you", 3),
    ("You gain 4 life.", "gain_life", "you", 4),
    ("Each opponent loses 2 life.", "lose_life", "each_opponent", 2),
    ("Test Card deals 1 damage to each creature.", "damage", "each_creature", 1),
    ("Test Card deals 2 damage to each opponent.", "damage", "each_opponent", 2),
    ("Destroy all creatures.", "destroy", "all_creatures", 0),
    ("Creatures you control get +1/+1 until end of turn.", "pump", "creatures_you_control", 0),
])
def test_untargeted_spell_templates(text: str, op: str, who: str, amount: int) -> None:
    (ability,) = _program(text, "sorcery").abilities
    (effect,) = ability.effects
    assert ability.targets == () and (effect.op, effect.who, effect.amount) == (op, who, amount)


def test_x_damage_CR_107_3() -> None:
    """CR 107.3: X in the text is the value chosen on casting."""
    (ability,) = _program("Test Card deals X damage to any target.", "sorcery").abilities
    assert ability.effects[0].x


def test_two_targets_in_one_spell_are_numbered_CR_601_2c() -> None:
    (ability,) = _program("Test Card deals 2 damage to target creature.\nYou gain 2 life.\nTap target creature.", "instant").abilities
    assert ability.targets == ("creature", "creature")
    assert [e.slot for e in ability.effects if e.target] == [0, 1]


def test_tokens_CR_111() -> None:
    """CR 111.1: "Create two 1/1 white Soldier creature tokens with flying."."""
    (ability,) = _program("Create two 1/1 white Soldier creature tokens with flying.", "sorcery").abilities
    (effect,) = ability.effects
    assert effect.op == "token" and effect.amount == 2
    assert effect.token is not None and (effect.token.power, effect.token.toughness, effect.token.colors) == (1, 1, "W")
    assert effect.token.keywords == ("flying",)


@pytest.mark.parametrize("text, trigger", [
    ("When Test Card enters the battlefield, draw a card.", "etb"),
    ("When Test Card enters, you gain 2 life.", "etb"),
    ("When this creature enters, draw a card.", "etb"),
    ("When Test Card dies, each opponent loses 1 life.", "dies"),
    ("Whenever Test Card attacks, it gets +1/+0 until end of turn.", "attacks"),
    ("Whenever Test Card attacks, Test Card gets +1/+0 until end of turn.", "attacks"),
    ("At the beginning of your upkeep, you lose 1 life.", "upkeep"),
    ("At the beginning of your end step, draw a card.", "end_step"),
])
def test_triggered_abilities_CR_603(text: str, trigger: str | None) -> None:
    """CR 603.1: "when", "whenever" and "at" begin triggered abilities."""
    program = _program(text)
    if trigger is None:
        assert not program.automated  # "it" is not understood yet: left to manual play
        return
    (ability,) = program.abilities
    assert ability.kind == "triggered" and ability.trigger == trigger and program.automated


def test_activated_abilities_with_tap_and_sacrifice_CR_602() -> None:
    """CR 602.1: "[Cost]: [Effect]."."""
    (ability,) = _program("{1}, {T}, Sacrifice Test Card: Test Card deals 2 damage to any target.", "artifact").abilities
    assert ability.kind == "activated" and ability.tap and ability.sacrifice
    assert ability.cost is not None and ability.cost.generic == 1
    (firebreathing,) = _program("{R}: Test Card gets +1/+0 until end of turn.").abilities
    assert firebreathing.effects[0].who == "self" and firebreathing.effects[0].power == 1


def test_statics_anthems_auras_and_equipment_CR_611_3() -> None:
    (anthem,) = _program("Creatures you control get +1/+1.", "enchantment").abilities
    assert (anthem.static, anthem.other, anthem.power, anthem.toughness) == ("anthem", False, 1, 1)
    (lord,) = _program("Other creatures you control get +1/+1.").abilities
    assert lord.other
    aura = _program("Enchant creature\nEnchanted creature gets +2/+2 and has flying.", "enchantment aura")
    assert aura.enchant == "creature" and aura.abilities[0].keywords == ("flying",) and aura.automated
    equipment = _program("Equipped creature gets +1/+1.\nEquip {2}", "artifact equipment")
    assert [a.kind for a in equipment.abilities] == ["static", "activated"]
    assert equipment.abilities[1].sorcery and equipment.abilities[1].attach


@pytest.mark.parametrize("text", [
    "Choose one —\n• Target player gains 2 life.",
    "Test Card can't be blocked except by two or more Walls.",
    "Protection from the chosen color",
    "Test Card can't block creatures with power 2 or greater unless it's untapped.",
])
def test_unknown_lines_are_kept_for_manual_play(text: str) -> None:
    program = _program(text)
    assert not program.automated and program.unparsed


def test_variable_power_is_not_automated() -> None:
    card = make_card("X", "Test Card", "Creature — Avatar", "{2}{G}", "", power="*", toughness="*")
    assert not card.program.automated


@pytest.mark.parametrize("text, op, who, target", [
    ("{B}: Regenerate Test Card.", "regenerate", "self", ""),
    ("{G}: Regenerate enchanted creature.", "regenerate", "enchanted", ""),
    ("{1}: Untap Test Card.", "untap", "self", ""),
])
def test_activated_self_templates_CR_701_15(text: str, op: str, who: str, target: str) -> None:
    """CR 701.15a: "Regenerate [permanent]" and other effects on the source itself."""
    (ability,) = _program(text).abilities
    (effect,) = ability.effects
    assert (ability.kind, effect.op, effect.who, effect.target) == ("activated", op, who, target)


def test_cant_be_regenerated_marks_the_destruction() -> None:
    (ability,) = _program("Destroy target nonartifact, nonblack creature. It can't be regenerated.", "instant").abilities
    assert ability.effects[0].keyword == "no_regen" and ability.targets == ("nonartifact_nonblack_creature",)


def test_life_equal_to_power_comes_before_the_exile() -> None:
    (ability,) = _program("Exile target creature. Its controller gains life equal to its power.", "instant").abilities
    assert [e.op for e in ability.effects] == ["gain_power", "exile"]
    assert {e.slot for e in ability.effects} == {0}


@pytest.mark.parametrize("text, ops", [
    ("Add {B}{B}{B}.", ["add_mana"]),
    ("Return target creature card from your graveyard to your hand.", ["return_hand"]),
    ("Return target creature card from your graveyard to the battlefield.", ["return_battlefield"]),
    ("Each player discards their hand, then draws seven cards.", ["discard_hand", "draw"]),
    ("Test Card deals 1 damage to any target and 1 damage to you.", ["damage", "damage"]),
    ("Test Card deals X damage to each creature without flying and each player.", ["damage", "damage"]),
    ("Destroy all Plains.", ["destroy"]),
    ("Scry 2.", ["scry"]),
])
def test_more_spell_templates(text: str, ops: list[str]) -> None:
    (ability,) = _program(text, "sorcery").abilities
    assert [e.op for e in ability.effects] == ops


def test_scry_before_another_instruction_CR_608_2c() -> None:
    """CR 608.2c: a choice no longer has to be the last instruction (the resolution pauses)."""
    program = _program("Scry 1.\nDraw a card.", "instant")
    assert program.automated and [e.op for e in program.abilities[0].effects] == ["scry", "draw"]


@pytest.mark.parametrize("text, static", [
    ("Test Card enters the battlefield tapped.", "etb_tapped"),
    ("Test Card enters tapped.", "etb_tapped"),
    ("Test Card doesn't untap during your untap step.", "no_untap"),
    ("Black creatures get +1/+1.", "color_anthem"),
])
def test_more_statics(text: str, static: str) -> None:
    (ability,) = _program(text, "land").abilities
    assert ability.static == static


def test_prowess_and_landwalk_CR_702_108_CR_702_14() -> None:
    """CR 702.108a: prowess is a triggered ability; CR 702.14: landwalk is a keyword."""
    program = _program("Prowess\nSwampwalk")
    assert program.keywords == {"prowess", "swampwalk"}
    (ability,) = program.abilities
    assert ability.trigger == "cast_noncreature" and ability.effects[0].power == 1


@pytest.mark.parametrize("text, keyword", [
    ("Target player discards two cards.", ""),
    ("Each opponent discards a card.", ""),
    ("Target player discards a card at random.", "random"),
])
def test_discard_templates_CR_701_8a(text: str, keyword: str) -> None:
    """CR 701.8a: discarding; a chosen discard pauses the resolution (CR 608.2c)."""
    (ability,) = _program(text, "sorcery").abilities
    (effect,) = ability.effects
    assert effect.op == "discard" and effect.keyword == keyword
    assert _program("Target player discards a card.\nDraw a card.", "sorcery").automated  # CR 608.2c


def test_loyalty_abilities_CR_606() -> None:
    """CR 606.4: "[+N]: …" and "[−N]: …" (the real minus sign) are loyalty abilities."""
    program = _program("[+1]: Test Card deals 1 damage to each opponent.\n[−3]: Destroy target creature.", "planeswalker")
    assert [(a.kind, a.loyalty, a.sorcery) for a in program.abilities] == [("activated", 1, True), ("activated", -3, True)]
    assert program.abilities[1].targets == ("creature",)


@pytest.mark.parametrize("text, keywords", [
    ("Fear", {"fear"}),
    ("Intimidate", {"intimidate"}),
    ("Protection from red", {"protection:R"}),
    ("Flying, protection from black", {"flying", "protection:B"}),
])
def test_evasion_and_protection_keywords_CR_702_16(text: str, keywords: set[str]) -> None:
    """CR 702.16a (protection from a colour), 702.13 (intimidate), 702.36 (fear)."""
    assert _program(text).keywords == keywords


@pytest.mark.parametrize("text, static", [
    ("Test Card can't block.", "cant_block"),
    ("Test Card can't be blocked.", "unblockable"),
    ("Test Card enters the battlefield with two +1/+1 counters on it.", "etb_counters"),
])
def test_blocking_restrictions_and_entering_with_counters(text: str, static: str) -> None:
    (ability,) = _program(text).abilities
    assert ability.static == static


def test_fight_CR_701_12() -> None:
    (ability,) = _program("Target creature you control fights target creature you don't control.", "sorcery").abilities
    assert ability.targets == ("creature_you_control", "creature_opponent")
    assert [e.op for e in ability.effects] == ["fight", "fight_other"]
