"""The words the oracle's readers share: numbers, self-references, target phrases and their target
kinds, subjects, keyword lists; and the shapes of what they read (``Builder``, ``Line``)."""

from __future__ import annotations

import re
from typing import Callable

from engine.games.mtg.abilities import KEYWORDS, PROTECTION, Effect
from engine.games.mtg.land_difference import LAND_CARD_ANY_GRAVEYARD
from engine.games.mtg.tribal import TYPE_PROTECTION, protection_from_type
from engine.games.mtg.x_targets import SPELL_MV_X
from engine.games.mtg.next_end_step import PHRASE as END_DOOM_PHRASE, TOUGHNESS_BELOW_POWER
from engine.games.mtg.type_targets import PHRASES as TYPE_PHRASES
from engine.games.mtg.graveyard_targets import PHRASE as GRAVEYARD_PHRASE
from engine.games.mtg.typed_targets import PHRASE as TYPED_PHRASE

_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
            "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20}
_NUM = r"(?P<n>\d+|X|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen" \
    r"|seventeen|eighteen|nineteen|twenty)"
_SELF = r"(?:CARDNAME|this creature|this artifact|this enchantment|this permanent|it)"
#: target phrases → target kinds (``is_legal_target`` in rules_targets knows each kind)
TARGETS = {
    "any target": "any",
    "target creature or player": "creature_or_player",
    "target creature or planeswalker": "creature_or_planeswalker",
    "target player or planeswalker": "player_or_planeswalker",
    "target planeswalker": "planeswalker",
    "target player": "player",
    "target opponent": "opponent",
    "target creature": "creature",
    "target creature you control": "creature_you_control",
    "target creature you don't control": "creature_opponent",
    "target creature an opponent controls": "creature_opponent",
    "target attacking creature": "attacking_creature",
    "target blocking creature": "blocking_creature",
    "target attacking or blocking creature": "combat_creature",
    "target tapped creature": "tapped_creature",
    "target untapped creature": "untapped_creature",
    "target nonblack creature": "nonblack_creature",
    "target nonwhite creature": "nonwhite_creature",
    "target nonartifact, nonblack creature": "nonartifact_nonblack_creature",
    "target artifact, creature, or land": "artifact_creature_or_land",
    "target white spell": "W_spell", "target blue spell": "U_spell", "target black spell": "B_spell",
    "target red spell": "R_spell", "target green spell": "G_spell",
    "target white permanent": "W_permanent", "target blue permanent": "U_permanent",
    "target black permanent": "B_permanent", "target red permanent": "R_permanent",
    "target green permanent": "G_permanent",
    "target creature card from your graveyard": "creature_card_graveyard",
    "target card from your graveyard": "card_graveyard",
    "target wall": "Wall",
    "target creature with flying": "flying_creature",
    "target artifact": "artifact",
    "target enchantment": "enchantment",
    "target artifact or enchantment": "artifact_or_enchantment",
    "target artifact or enchantment an opponent controls": "artifact_or_enchantment_opponent",
    "target land": "land",
    "target nonland permanent": "nonland_permanent",
    "target nonland permanent an opponent controls": "nonland_permanent_opponent",
    "target permanent": "permanent",
    "target spell or permanent": "spell_or_permanent",  # CR 115.1 (``color_change``)
    "target spell": "spell",
    "target creature spell": "creature_spell",
    "target noncreature spell": "noncreature_spell",
    "target instant or sorcery spell": "instant_sorcery_spell",
    "target noncreature permanent": "noncreature_permanent",
    "target artifact or enchantment spell": "artifact_enchantment_spell",
    "target artifact or creature": "artifact_or_creature",
    "target artifact or creature an opponent controls": "artifact_or_creature_opponent",
    "target artifact, enchantment, or creature with flying": "artifact_enchantment_flying_creature",
    "target snow land": "snow_land",
    "target snow land you control": "snow_land_you_control",
    "target token you control": "token_you_control",
    **{f"target spell with mana value {n} or greater": f"spell_mv_ge{n}" for n in range(1, 10)},
    "target spell with mana value x": SPELL_MV_X,  # ``x_targets``, CR 601.2b
    END_DOOM_PHRASE: TOUGHNESS_BELOW_POWER,  # Stone Giant (``next_end_step``)
    "target spirit card from your graveyard": "spirit_card_graveyard:99",  # of any mana value (``keywords``)
    "target card from a graveyard": "card_any_graveyard",
    "target land card from a graveyard": LAND_CARD_ANY_GRAVEYARD,  # ``land_difference``
    "target exiled card with flashback you own": "exiled_flashback_card_you_own",  # ``targets.EXILED_FLASHBACK``
    **{f"target creature with power {n} or greater": f"creature_power_ge{n}" for n in range(1, 10)},
    **{f"target creature with power {n} or less": f"creature_power_le{n}" for n in range(0, 10)},
}
_TARGET = "(?P<t>" + "|".join([*sorted((re.escape(k) for k in TARGETS), key=len, reverse=True), *TYPE_PHRASES,
                               GRAVEYARD_PHRASE, TYPED_PHRASE]) + ")"
_SUBJECTS = {"you": "you", "each opponent": "each_opponent", "each player": "each_player",
             "target player": "player", "target opponent": "opponent", "that player": "controller_of_target"}


def _n(text: str) -> tuple[int, bool]:
    if text == "X":
        return 0, True
    return (int(text), False) if text.isdigit() else (_NUMBERS[text.lower()], False)


def _pt(text: str) -> int:
    return int(text.replace("+", ""))


def _keyword_list(line: str) -> tuple[str, ...] | None:
    items = [item.strip().lower() for item in re.split(r",|;| and ", line) if item.strip()]
    items = [PROTECTION.get(item) or protection_from_type(item) or item for item in items]  # CR 702.16a: "from Zombies"
    if items and all(item in KEYWORDS or item in PROTECTION.values() or item.startswith(TYPE_PROTECTION) for item in items):
        return tuple(items)
    return None


Builder = Callable[[re.Match[str]], "list[Effect] | None"]
Line = tuple[str, object]
"""A read line: ("keywords", tuple) / ("enchant", kind) / ("ability", Ability) / ("abilities", tuple)."""
NOT_MINE: Line = ("", None)
"""What a group of forms answers for a line none of its forms reads (``None``: read, and refused)."""
