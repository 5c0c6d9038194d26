"""The oracle-text compiler: common English rules-text templates into engine abilities.

``compile_text`` reads a card's text line by line. A line is a keyword list, a mana ability, an
activated ability (``COST: EFFECT``), a trigger (``When … enters``, ``When … dies``,
``Whenever … attacks``, ``At the beginning of your upkeep/end step``), a static bonus (anthems,
auras and equipment) or, on instants and sorceries, the spell's effect. Whatever it cannot read
is kept in ``Program.unparsed``: the card still plays, and its text is resolved by hand.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Callable

from engine.games.mtg.abilities import KEYWORDS, PROTECTION, Ability, Effect, LineReader, Program, Token
from engine.games.mtg.faces import each_upkeep_condition
from engine.games.mtg.flip import flip_sentence
from engine.games.mtg.auras import aura_line
from engine.games.mtg.alone_limits import alone_line
from engine.games.mtg.back_references import refer_back, settled
from engine.games.mtg.foretell import foretell_line, foretell_trigger_line
from engine.games.mtg.activation_limits import limited_line
from engine.games.mtg.activation_costs import activation_cost_line
from engine.games.mtg.ante import ante_program
from engine.games.mtg.boast import boast_line
from engine.games.mtg.block_limits import block_limit_line
from engine.games.mtg.cast_triggers import cast_trigger_line
from engine.games.mtg.target_triggers import self_target_lines, target_trigger_line
from engine.games.mtg.granted_abilities import granted_line
from engine.games.mtg.chosen_type import chosen_type_line
from engine.games.mtg.conditional_statics import conditional_line
from engine.games.mtg.counted_bonuses import counted_line, counted_pump_patterns, counted_x_patterns
from engine.games.mtg.spell_costs import spell_cost_line
from engine.games.mtg.revealed_cards import revealed_line
from engine.games.mtg.dies_exile import dies_exile_line
from engine.games.mtg.destroyed_this_way import destroyed_line
from engine.games.mtg.graveyard_casting import graveyard_cast_line
from engine.games.mtg.graveyard_abilities import graveyard_ability_line
from engine.games.mtg.cycling import cycle_trigger_line, cycling_line
from engine.games.mtg.madness import madness_line
from engine.games.mtg.convoke import convoke_line
from engine.games.mtg.escape import escape_line
from engine.games.mtg.unearth import unearth_line
from engine.games.mtg.cumulative_upkeep import cumulative_line
from engine.games.mtg.level_up import join_levels, level_band_line, level_up_line
from engine.games.mtg.suspend import suspend_line
from engine.games.mtg.ninjutsu import ninjutsu_line
from engine.games.mtg.splice import splice_line
from engine.games.mtg.activation_bans import activation_ban_line
from engine.games.mtg.attack_or_block import attack_or_block_line
from engine.games.mtg.player_hexproof import player_hexproof_line
from engine.games.mtg.graveyard_triggers import graveyard_trigger_line
from engine.games.mtg.no_life_gain import no_life_gain_line
from engine.games.mtg.crew import crew_line
from engine.games.mtg.curses import curse_line, curse_static_line
from engine.games.mtg.death_triggers import death_trigger_line
from engine.games.mtg.enter_triggers import enter_trigger_line
from engine.games.mtg.damage_triggers import damage_trigger_line
from engine.games.mtg.land_conditions import land_condition_line
from engine.games.mtg.keywords import keyword_lines
from engine.games.mtg.bloodthirst import bloodthirst_line
from engine.games.mtg.buyback import buyback_line
from engine.games.mtg.counter_deaths import counter_keyword_line
from engine.games.mtg.echo import echo_line
from engine.games.mtg.evoke import evoke_line
from engine.games.mtg.storm import storm_line
from engine.games.mtg.cascade import cascade_line
from engine.games.mtg.bestow import bestow_line
from engine.games.mtg.lands import land_line
from engine.games.mtg.morbid import morbid_line
from engine.games.mtg.turn_counts import gained_trigger_line
from engine.games.mtg.resolution_costs import paid_line
from engine.games.mtg.sagas import chapter_line
from engine.games.mtg.this_turn_triggers import this_turn_line
from engine.games.mtg.land_difference import LAND_CARD_ANY_GRAVEYARD
from engine.games.mtg.treasure import sacrifice_mana_line
from engine.games.mtg.trigger_conditions import conditional_trigger_line, draw_step_line
from engine.games.mtg.one_color_mana import one_color_mana_line
from engine.games.mtg.combat_doom import doom_line
from engine.games.mtg.land_types import land_type_line
from engine.games.mtg.that_player import that_player_line
from engine.games.mtg.damaged_deaths import damaged_death_line
from engine.games.mtg.attack_permissions import enchant_type_line, permission_line
from engine.games.mtg.mana_triggers import mana_trigger_line
from engine.games.mtg.tap_triggers import tap_trigger_line
from engine.games.mtg.lure import lure_line
from engine.games.mtg.copy_entering import copy_line
from engine.games.mtg.tribal import TYPE_PROTECTION, protection_from_type, tribal_line
from engine.games.mtg.untap_limits import untap_limit_line
from engine.games.mtg.untap_one import untap_one_line
from engine.games.mtg.x_targets import SPELL_MV_X
from engine.games.mtg.half_bonuses import half_bonus_line
from engine.games.mtg.next_end_step import PHRASE as END_DOOM_PHRASE, TOUGHNESS_BELOW_POWER, end_doom_line
from engine.games.mtg.enchanted_dies import enchanted_dies_line
from engine.games.mtg.sole_aura import sole_aura_line
from engine.games.mtg.group_anthems import group_anthem_line
from engine.games.mtg.type_targets import PHRASES as TYPE_PHRASES, type_kind
from engine.games.mtg.graveyard_targets import PHRASE as GRAVEYARD_PHRASE, graveyard_kind
from engine.games.mtg.typed_targets import PHRASE as TYPED_PHRASE, typed_kind
from engine.games.mtg.died_power import died_power_line
from engine.games.mtg.shared_types import shared_type_line
from engine.games.mtg.creature_taps import creature_tap_line
from engine.games.mtg.spell_order import order_line
from engine.games.mtg.enchanted_leaves import enchanted_leaves_line
from engine.games.mtg.mana import CostError, ManaCost, parse_cost
from engine.games.mtg.oracle_replacement import MODIFIERS, modified, replacement_line
from engine.games.mtg.multikicker import multikicker_line
from engine.games.mtg.morph import morph_line
from engine.games.mtg.keyword_meanings import meaning_line
from engine.games.mtg.requirements import aura_requirement_line, requirement_static

BASIC_MANA = {"plains": "W", "island": "U", "swamp": "B", "mountain": "R", "forest": "G"}
_REMINDER = re.compile(r"\s*\([^)]*\)")
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
            "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20}
_NUM = r"(?P<n>\d+|X|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen" \
    r"|seventeen|eighteen|nineteen|twenty)"
_SELF = r"(?:CARDNAME|this creature|this artifact|this enchantment|this permanent|it)"
TAPPED = "tapped"  # a token created tapped ("create two tapped 2/2 black Zombie creature tokens")

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


class _Sentence:
    """Parses one effect sentence into effects, numbering targets as it goes."""

    def __init__(self) -> None:
        self.targets: list[str] = []

    def target(self, phrase: str) -> tuple[str, int]:
        kind = TARGETS.get(phrase.lower()) or type_kind(phrase) or graveyard_kind(phrase) or typed_kind(phrase)  # CR 205.3m, 115.1
        if kind is None:
            raise ValueError(f"target phrase not known: {phrase!r}")
        self.targets.append(kind)
        return kind, len(self.targets) - 1

    def parse(self, text: str) -> list[Effect] | None:
        text = text.strip().rstrip(".").strip()
        if not text:
            return []
        for pattern, build in self._patterns():
            match = re.fullmatch(pattern, text, re.IGNORECASE)
            if match:
                result = build(match)
                if result is not None:
                    return result
        return None

    def _patterns(self) -> list[tuple[str, Builder]]:
        """Every sentence form, in the order they are tried (the first that reads a sentence wins)."""
        from engine.games.mtg.joined_instructions import joined_patterns

        return [*self._effect_patterns(), *self._more_effect_patterns(), *self._basic_patterns(),
                *self._player_and_pump_patterns(),
                *joined_patterns(self)]  # CR 608.2c: "You gain 2 life and draw two cards" (last: each side on its own)

    def _effect_patterns(self) -> list[tuple[str, Builder]]:
        """The patterns of effects with a module of their own (first half): "this way", random
        damage, exile until, conditions, top cards, edicts, graveyards, tutors, sweepers, impulse
        draws, chosen targets, continuous effects (``oracle_layers``) and divided damage."""
        from engine.games.mtg.this_way import this_way_patterns
        from engine.games.mtg.shared_types import shared_type_patterns
        from engine.games.mtg.random_damage import random_damage_patterns
        from engine.games.mtg.exile_until import exile_until_patterns
        from engine.games.mtg.kin_targets import kin_patterns
        from engine.games.mtg.counter_removal import counter_removal_patterns
        from engine.games.mtg.top_or_bottom import top_or_bottom_patterns
        from engine.games.mtg.oracle_layers import sentence_patterns
        from engine.games.mtg.oracle_damage import damage_patterns
        from engine.games.mtg.conditional_effects import conditional_patterns
        from engine.games.mtg.top_cards import top_card_patterns
        from engine.games.mtg.targeted_player import targeted_player_patterns
        from engine.games.mtg.edicts import edict_patterns
        from engine.games.mtg.self_exile import self_exile_patterns
        from engine.games.mtg.graveyard_exile import graveyard_exile_patterns
        from engine.games.mtg.that_creature import that_creature_patterns
        from engine.games.mtg.chosen_targets import chosen_target_patterns
        from engine.games.mtg.graveyard_puts import graveyard_put_patterns
        from engine.games.mtg.greatest_power import greatest_power_patterns
        from engine.games.mtg.targeted_tutor import tutor_patterns
        from engine.games.mtg.type_sweepers import sweeper_patterns
        from engine.games.mtg.land_difference import land_difference_patterns
        from engine.games.mtg.impulse import impulse_patterns
        from engine.games.mtg.kept_mana import kept_mana_patterns
        from engine.games.mtg.graveyard_tolls import toll_patterns
        from engine.games.mtg.card_type_reveal import card_type_patterns
        from engine.games.mtg.graveyard_shuffles import graveyard_shuffle_patterns
        from engine.games.mtg.named_search import named_search_patterns

        return [
            *this_way_patterns(self),  # CR 608.2c: "If an artifact is destroyed this way, …", "Its controller creates …"
            *shared_type_patterns(self),  # CR 608.2h: "the greatest number of creatures you control that have a creature type in common"
            *random_damage_patterns(),  # CR 608.2d: "it deals 7 damage to a creature an opponent controls chosen at random"
            *exile_until_patterns(self, _TARGET),  # CR 610.3: "exile target creature until CARDNAME leaves the battlefield"
            *kin_patterns(self),  # CR 601.2c: "two target creature cards that share a creature type"
            *counter_removal_patterns(self, _TARGET),  # CR 608.2d: "Remove X counters from target permanent, where X is …"
            *top_or_bottom_patterns(self, _TARGET),  # CR 608.2d: "The owner of target … puts it on the top or bottom of their library"
            *conditional_patterns(self),  # CR 608.2c: "If this spell was foretold, scry 2", "Otherwise, …"
            *top_card_patterns(self),  # CR 401.5: "Look at the top three cards of your library. Put one of them …"
            *targeted_player_patterns(),  # CR 608.2c: "That player discards a card" after "target player"
            *edict_patterns(self),  # CR 701.17a: "Each player sacrifices two creatures"
            *self_exile_patterns(),  # CR 608.2m: "Exile CARDNAME."
            *graveyard_exile_patterns(),  # CR 406.3: "exile a creature card from your graveyard"
            *graveyard_put_patterns(),  # CR 608.2d: "You may put an Elf or Tyvar card from your graveyard onto the battlefield"
            *greatest_power_patterns(self),  # CR 608.2d: "Exile a creature with the greatest power among creatures target opponent controls"
            *tutor_patterns(self),  # CR 701.19a: "Target player searches their library for a card, then shuffles and puts that card on top"
            *sweeper_patterns(),  # CR 120.3: "CARDNAME deals 4 damage to each non-Giant creature and each planeswalker"
            *land_difference_patterns(self),  # CR 608.2h: "create a number of … tokens … equal to the difference"
            *impulse_patterns(),  # CR 601.3: "Exile the top card of your library. You may play that card this turn."
            *kept_mana_patterns(),  # CR 106.3: "Add {R} for each Berserker you control"
            *toll_patterns(self),  # CR 608.2c: "exile two cards from your graveyard. If you can't, …"
            *card_type_patterns(self),  # CR 608.2d: "choose a card type, then reveal the top two cards of your library"
            *graveyard_shuffle_patterns(self),  # CR 701.20a: "Choose three cards in each graveyard. Their owners shuffle …"
            *named_search_patterns(),  # CR 701.19a: "Search your library for a card named Halvar, God of Battle or an Equipment card"
            *chosen_target_patterns(self, _TARGET, _keyword_list),  # CR 115.1: "Choose target … and target …. Then those creatures fight"
            *that_creature_patterns(self, _TARGET),  # CR 701.12a: "Then that creature fights up to one target creature"
            *sentence_patterns(self),  # CR 611–616, 707: continuous, control, copy and prevention effects
            *damage_patterns(self),  # CR 601.2d: damage divided among targets
        ]

    def _more_effect_patterns(self) -> list[tuple[str, Builder]]:
        """The patterns of effects with a module of their own (second half): kicker and counted
        amounts, snow spent, untapping, searches, auras, curses, block limits, team effects,
        Treasures, exchanges, colours, X pumps, extra turns, shuffles, mass taps, sacrifices."""
        from engine.games.mtg.multikicker import kick_patterns
        from engine.games.mtg.per_count import per_count_patterns
        from engine.games.mtg.snow_spent import spent_patterns
        from engine.games.mtg.next_untap import next_untap_patterns
        from engine.games.mtg.search import search_patterns
        from engine.games.mtg.auras import aura_patterns
        from engine.games.mtg.curses import curse_patterns
        from engine.games.mtg.token_attach import token_attach_patterns
        from engine.games.mtg.block_limits import this_turn_patterns
        from engine.games.mtg.oracle_team import team_patterns
        from engine.games.mtg.treasure import treasure_patterns
        from engine.games.mtg.random_returns import random_return_patterns
        from engine.games.mtg.same_name import same_name_patterns
        from engine.games.mtg.exchanges import exchange_patterns
        from engine.games.mtg.attack_or_block import other_tribe_patterns
        from engine.games.mtg.player_hexproof import curse_patterns_on_you
        from engine.games.mtg.color_change import recolor_patterns
        from engine.games.mtg.x_pumps import x_pump_patterns
        from engine.games.mtg.extra_turns import extra_turn_patterns
        from engine.games.mtg.that_player import that_player_patterns
        from engine.games.mtg.shuffle_in import shuffle_in_patterns
        from engine.games.mtg.mass_tap import mass_tap_patterns
        from engine.games.mtg.sacrificed_value import sacrificed_patterns
        from engine.games.mtg.enchanted_dies import bond_patterns
        from engine.games.mtg.other_sacrifice import other_sacrifice_patterns
        from engine.games.mtg.tap_or_untap import tap_or_untap_patterns
        from engine.games.mtg.their_lands import their_lands_patterns

        return [
            *kick_patterns(self),  # CR 702.33e: "for each time it was kicked"
            *per_count_patterns(self),  # CR 608.2h: "for each creature card in your graveyard"
            *spent_patterns(self),  # CR 107.4h: "Scry X, where X is the amount of {S} spent to cast this spell"
            *next_untap_patterns(self),  # CR 502.3: "That permanent doesn't untap during its controller's next untap step"
            *search_patterns(),  # CR 701.23: "search your library for a basic land card, …"
            *aura_patterns(),  # "enchanted creature gets +1/+1 until end of turn"
            *curse_patterns(),  # "that player" of an upkeep trigger of the enchanted player
            *token_attach_patterns(self),  # CR 701.3a: "create a … token, then attach CARDNAME to it"
            *this_turn_patterns(self),  # CR 509.1b: "target creature can't block this turn"
            *team_patterns(_keyword_list),  # "put a +1/+1 counter on each creature you control"
            *treasure_patterns(self),  # CR 111.10a: "create a Treasure token"
            *random_return_patterns(),  # CR 609.3: "return a Zombie card at random from your graveyard to your hand"
            *counted_pump_patterns(self, _TARGET),  # CR 608.2h: "gets +X/+X until end of turn, where X is the number of …"
            *same_name_patterns(self),  # CR 201.2a: "Exile target creature and all other creatures with the same name …"
            *counted_x_patterns(self),  # CR 107.3a: "create X … tokens, where X is half the number of Zombies you control"
            *exchange_patterns(),  # CR 701.10g: "Exchange your life total with CARDNAME's toughness"
            *other_tribe_patterns(),  # CR 611.2c: "other Humans you control get +1/+1 until end of turn"
            *curse_patterns_on_you(),  # CR 701.7a: "destroy all Curses attached to you"
            *recolor_patterns(self),  # CR 105.3, 611.2a: "Target spell or permanent becomes red"
            *x_pump_patterns(self, _TARGET),  # CR 107.3a: "Target creature gets +X/+0 until end of turn"
            *extra_turn_patterns(),  # CR 500.7: "Take an extra turn after this one"
            *that_player_patterns(),  # "that player" of a trigger about a player (``that_player``)
            *shuffle_in_patterns(self),  # CR 701.20a: "Each player shuffles their hand and graveyard into their library"
            *mass_tap_patterns(self),  # CR 701.26a, 106.4: "Tap all lands target player controls"
            *sacrificed_patterns(),  # CR 608.2h: "Add an amount of {B} equal to the sacrificed creature's mana value"
            *bond_patterns(),  # CR 608.2h: Creature Bond's "damage equal to that creature's toughness"
            *other_sacrifice_patterns(),  # CR 701.17a, 608.2c: "sacrifice a creature other than CARDNAME. If you can't, …"
            *tap_or_untap_patterns(self, _TARGET),  # CR 608.2d: "You may tap or untap target artifact, creature, or land"
            *their_lands_patterns(),  # CR 608.2h: Karma's "equal to the number of Swamps they control"
        ]

    def _basic_patterns(self) -> list[tuple[str, Builder]]:
        """The common effects on cards written here: damage, draw, destroy, regenerate, return,
        exile, bounce, tap and counter."""
        return [
            (_SELF + r" deals " + _NUM + r" damage to " + _TARGET, self._damage_target),
            (_SELF + r" deals " + _NUM + r" damage to (?P<w>each creature|each opponent|each player|you|each creature without flying|each other creature)",
             self._damage_each),
            (r"(?:you )?draw " + _NUM + r" cards?", lambda m: [Effect("draw", *_n(m["n"]), who="you")]),
            (r"(?P<s>target player|target opponent|each player|each opponent) draws? " + _NUM + r" cards?", self._subject("draw")),
            (r"(?P<s>you|target player|target opponent|each player|each opponent) draws? " + _NUM + r" cards? and (?:you )?loses? "
             + _NUM.replace("?P<n>", "?P<m>") + r" life", self._draw_and_lose),
            (r"(?P<s>target player|target opponent|each opponent|each player) loses " + _NUM + r" life and you gain "
             + _NUM.replace("?P<n>", "?P<m>") + r" life", self._lose_and_gain),
            (r"destroy " + _TARGET + r"(?P<r>\. it can't be regenerated)?", self._single("destroy")),
            (r"(?:it|they) can't be regenerated", lambda m: [Effect("no_regen")]),
            (r"its controller gains life equal to its power", lambda m: [Effect("gain_power")]),
            (r"regenerate " + _SELF, lambda m: [Effect("regenerate", who="self")]),
            (r"regenerate enchanted creature", lambda m: [Effect("regenerate", who="enchanted")]),
            (r"untap enchanted creature", lambda m: [Effect("untap", who="enchanted")]),  # Instill Energy
            (r"regenerate " + _TARGET, self._single("regenerate")),
            (r"untap " + _SELF, lambda m: [Effect("untap", who="self")]),
            (r"sacrifice " + _SELF, lambda m: [Effect("sacrifice", who="self")]),  # CR 701.17a
            (r"transform (?:" + _SELF + r"|him|her)", lambda m: [Effect("transform", who="self")]),  # CR 701.28a
            (r"(?:if you control \w+ or more creatures, )?flip (?:CARDNAME|it)", lambda m: flip_sentence(m[0])),  # CR 710.2
            (r"add (?P<m>(?:\{[WUBRGC]\})+)", lambda m: [Effect("add_mana", keyword=m["m"].upper())]),
            (r"return " + _TARGET + r" to your hand", self._single("return_hand")),
            (r"return " + _TARGET + r" to the battlefield(?: under your control)?", self._single("return_battlefield")),
            (r"look at " + _TARGET + r"'s hand", self._single("look_hand")),  # CR 701.16d
            (r"each player discards their hand, then draws seven cards",
             lambda m: [Effect("discard_hand", who="each_player"), Effect("draw", 7, who="each_player")]),
            (_SELF + r" deals " + _NUM + r" damage to " + _TARGET + r" and " + _NUM.replace("?P<n>", "?P<m>") + r" damage to you",
             self._damage_and_you),
            (_SELF + r" deals " + _NUM + r" damage to (?P<w>each creature|each creature without flying|each creature with flying) and each player",
             self._damage_each_and_players),
            (r"destroy all (?P<w>(?:artifacts|creatures|enchantments|lands), (?:(?:artifacts|creatures|enchantments|lands), )*"
             r"and (?:artifacts|creatures|enchantments|lands))",  # at the same time (CR 701.7a, 603.10a)
             lambda m: [Effect("destroy", who="all_" + "+".join(re.findall(r"[a-z]+s", m["w"].lower().replace(" and ", " "))))]),
            (r"destroy all (?P<w>creatures|artifacts|enchantments|lands|plains|islands|swamps|mountains|forests)",
             lambda m: [Effect("destroy", who="all_" + m["w"].lower())]),
            (r"exile " + _TARGET, self._single("exile")),
            (r"return " + _TARGET + r" to its owner's hand", self._single("bounce")),
            (r"put " + _TARGET + r" on top of its owner's library", self._single("library_top")),  # CR 401.1, 400.7
            (r"tap " + _TARGET, self._single("tap")),
            (r"untap " + _TARGET, self._single("untap")),
            (r"counter " + _TARGET, self._single("counter_spell")),
        ]

    def _player_and_pump_patterns(self) -> list[tuple[str, Builder]]:
        """The common effects on players (life, mill, scry, discard), fights, pumps, grants,
        +1/+1 counters and creature tokens."""
        from engine.games.mtg.block_limits import NOT_BLOCKED

        return [
            (r"(?P<s>you|target player|target opponent|each opponent|each player) (?:gain|gains) " + _NUM + r" life", self._subject("gain_life")),
            (r"(?P<s>you|target player|target opponent|each opponent|each player) (?:lose|loses) " + _NUM + r" life", self._subject("lose_life")),
            (r"(?P<s>target player|target opponent|each opponent|each player) mills " + _NUM + r" cards?", self._subject("mill")),
            (r"mill " + _NUM + r" cards?", lambda m: [Effect("mill", *_n(m["n"]), who="you")]),
            (r"scry " + _NUM, lambda m: [Effect("scry", *_n(m["n"]), who="you")]),
            (r"surveil " + _NUM, lambda m: [Effect("surveil", *_n(m["n"]), who="you")]),  # CR 701.42a
            (r"(?:you )?discard " + _NUM + r" cards?", lambda m: [Effect("discard", *_n(m["n"]), who="you")]),
            (r"(?:you )?discard " + _NUM + r" cards? at random", lambda m: [Effect("discard", *_n(m["n"]), who="you", keyword="random")]),
            (r"return " + _SELF + r" to its owner's hand", lambda m: [Effect("bounce", who="self")]),
            (_TARGET + r" fights " + _TARGET.replace("?P<t>", "?P<u>"), self._fight),
            (r"CARDNAME fights " + _TARGET, self._single("fight_source")),  # CR 701.12a: the source and the target
            (r"have (?:it|CARDNAME) (?P<e>deal .+)", lambda m: self.parse("CARDNAME " + m["e"].replace("deal", "deals", 1))),  # CR 603.5
            (r"(?P<s>target player|target opponent|each opponent|each player) discards? " + _NUM + r" cards?(?P<r> at random)?",
             self._discard),
            (_TARGET + r" gets (?P<p>[+-]\d+)/(?P<q>[+-]\d+) until end of turn", self._pump_target),
            (_TARGET + r" gets (?P<p>[+-]\d+)/(?P<q>[+-]\d+) and gains (?P<k>[a-z ,]+) until end of turn", self._pump_grant_target),
            (_SELF + r" gets (?P<p>[+-]\d+)/(?P<q>[+-]\d+) until end of turn",
             lambda m: [Effect("pump", who="self", power=_pt(m["p"]), toughness=_pt(m["q"]))]),
            (r"CARDNAME gets (?P<p>[+-]\d+)/(?P<q>[+-]\d+) and gains (?P<k>[a-z ,]+) until end of turn", self._pump_grant_self),
            (r"tap it", lambda m: [Effect("tap", target="LAST")]),  # the previous sentence's object, else the source
            (r"CARDNAME can't be blocked this turn", lambda m: [Effect(NOT_BLOCKED, who="self")]),  # CR 509.1b
            (r"CARDNAME becomes a (?P<p>\d+)/(?P<q>\d+) creature with (?P<k>[a-z ,]+?)(?P<all> and all creature types)? until end of turn",
             self._animate_self),  # CR 613.1d, 613.4b: a man-land
            (r"creatures you control gain (?P<k>[a-z ,-]+) until end of turn", self._grant_yours),  # CR 611.2c; "non-Human"
            (r"creatures you control get (?P<p>[+-]\d+)/(?P<q>[+-]\d+) until end of turn",
             lambda m: [Effect("pump", who="creatures_you_control", power=_pt(m["p"]), toughness=_pt(m["q"]))]),
            (_TARGET + r" gains (?P<k>[a-z ]+) until end of turn", self._grant_target),
            (_SELF + r" gains (?P<k>[a-z ]+) until end of turn", self._grant_self),
            (r"put " + _NUM + r" \+1/\+1 counters? on " + _TARGET, self._counters_target),
            (r"put " + _NUM + r" \+1/\+1 counters? on " + _SELF, lambda m: [Effect("add_counters", *_n(m["n"]), who="self")]),
            (r"create " + _NUM + r" (?P<tap>tapped )?(?P<p>\d+)/(?P<q>\d+) (?P<c>(?:white|blue|black|red|green|colorless)(?: and (?:white|blue|black|red|green))?) (?P<sub>[A-Z][a-z]+(?: (?!artifact )[A-Z][a-z]+)?) (?P<a>artifact )?creature tokens?(?: with (?P<k>[a-z ,]+?))?(?: named (?P<name>[A-Z][A-Za-z' ]+))?",
             self._token),
            (r"you create (?P<r>.+ tokens?(?: with [a-z ,]+)?)", lambda m: self.parse("Create " + m["r"])),  # CR 111.2
        ]

    def _damage_target(self, m: re.Match[str]) -> list[Effect]:
        amount, x = _n(m["n"])
        kind, slot = self.target(m["t"])
        return [Effect("damage", amount, x, kind, slot)]

    def _damage_and_you(self, m: re.Match[str]) -> list[Effect]:
        first = self._damage_target(m)
        amount, x = _n(m["m"])
        return first + [Effect("damage", amount, x, who="you")]

    def _damage_each_and_players(self, m: re.Match[str]) -> list[Effect]:
        amount, x = _n(m["n"])
        who = {"each creature": "each_creature", "each creature without flying": "each_creature_without_flying",
               "each creature with flying": "each_creature_with_flying"}[m["w"].lower()]
        return [Effect("damage", amount, x, who=who), Effect("damage", amount, x, who="each_player")]

    def _damage_each(self, m: re.Match[str]) -> list[Effect]:
        amount, x = _n(m["n"])
        who = {"each creature": "each_creature", "each opponent": "each_opponent", "each player": "each_player",
               "you": "you", "each creature without flying": "each_creature_without_flying",
               "each other creature": "each_other_creature"}[m["w"].lower()]
        return [Effect("damage", amount, x, who=who)]

    def _subject(self, op: str) -> Builder:
        def build(m: re.Match[str]) -> list[Effect]:
            amount, x = _n(m["n"])
            subject = m["s"].lower()
            if subject.startswith("target"):
                kind, slot = self.target(subject)
                return [Effect(op, amount, x, kind, slot)]
            return [Effect(op, amount, x, who=_SUBJECTS[subject])]
        return build

    def _draw_and_lose(self, m: re.Match[str]) -> list[Effect]:
        """"Target player draws a card and loses 1 life": both about the same player."""
        (draw,) = self._subject("draw")(m) or []
        amount, x = _n(m["m"])
        return [draw, replace(draw, op="lose_life", amount=amount, x=x)]

    def _lose_and_gain(self, m: re.Match[str]) -> list[Effect]:
        """"Target player loses 1 life and you gain 1 life": one after the other (CR 608.2c)."""
        (lose,) = self._subject("lose_life")(m) or []
        amount, x = _n(m["m"])
        return [lose, Effect("gain_life", amount, x, who="you")]

    def _fight(self, m: re.Match[str]) -> list[Effect]:
        """CR 701.12a: each deals damage equal to its power to the other."""
        first, one = self.target(m["t"])
        second, two = self.target(m["u"])
        return [Effect("fight", target=first, slot=one, amount=two), Effect("fight_other", target=second, slot=two)]

    def _discard(self, m: re.Match[str]) -> list[Effect]:
        effects = self._subject("discard")(m)
        assert effects is not None
        return [replace(e, keyword="random") for e in effects] if m["r"] else effects

    def _single(self, op: str) -> Builder:
        def build(m: re.Match[str]) -> list[Effect]:
            kind, slot = self.target(m["t"])
            return [Effect(op, target=kind, slot=slot)]
        return build

    def _pump_target(self, m: re.Match[str]) -> list[Effect]:
        kind, slot = self.target(m["t"])
        return [Effect("pump", target=kind, slot=slot, power=_pt(m["p"]), toughness=_pt(m["q"]))]

    def _pump_grant_target(self, m: re.Match[str]) -> list[Effect] | None:
        keywords = _keyword_list(m["k"])
        if keywords is None:
            return None
        kind, slot = self.target(m["t"])
        return [Effect("pump", target=kind, slot=slot, power=_pt(m["p"]), toughness=_pt(m["q"]))] + [
            Effect("grant", target=kind, slot=slot, keyword=k) for k in keywords]

    def _grant_target(self, m: re.Match[str]) -> list[Effect] | None:
        keywords = _keyword_list(m["k"])
        if keywords is None:
            return None
        kind, slot = self.target(m["t"])
        return [Effect("grant", target=kind, slot=slot, keyword=k) for k in keywords]

    def _grant_yours(self, m: re.Match[str]) -> list[Effect] | None:
        keywords = _keyword_list(m["k"])
        if keywords is None:
            return None
        return [Effect("grant", who="creatures_you_control", keyword=k) for k in keywords]

    def _pump_grant_self(self, m: re.Match[str]) -> list[Effect] | None:
        """"CARDNAME gets +2/+0 and gains indestructible until end of turn" (CR 611.2c)."""
        keywords = _keyword_list(m["k"])
        if keywords is None:
            return None
        return [Effect("pump", who="self", power=_pt(m["p"]), toughness=_pt(m["q"]))] + [
            Effect("grant", who="self", keyword=k) for k in keywords]

    def _animate_self(self, m: re.Match[str]) -> list[Effect] | None:
        """"CARDNAME becomes a 4/3 creature with vigilance and all creature types until end of turn":
        "all creature types" is what changeling gives (CR 702.73a), granted with the rest."""
        keywords = _keyword_list(m["k"])
        if keywords is None:
            return None
        return [Effect("add_types", who="self", keyword="creature"),
                Effect("set_pt", who="self", power=int(m["p"]), toughness=int(m["q"]))] + [
            Effect("grant", who="self", keyword=k) for k in keywords + (("changeling",) if m["all"] else ())]

    def _grant_self(self, m: re.Match[str]) -> list[Effect] | None:
        keywords = _keyword_list(m["k"])
        if keywords is None:
            return None
        return [Effect("grant", who="self", keyword=k) for k in keywords]

    def _counters_target(self, m: re.Match[str]) -> list[Effect]:
        amount, x = _n(m["n"])
        kind, slot = self.target(m["t"])
        return [Effect("add_counters", amount, x, kind, slot)]

    def _token(self, m: re.Match[str]) -> list[Effect] | None:
        amount, x = _n(m["n"])
        keywords: tuple[str, ...] = ()
        if m["k"]:
            found = _keyword_list(m["k"])
            if found is None:
                return None
            keywords = found
        colors = "".join({"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}.get(c, "")
                         for c in m["c"].lower().split(" and "))
        token = Token(m["name"] or m["sub"], colors, m["sub"], int(m["p"]), int(m["q"]), keywords, artifact=bool(m["a"]))
        return [Effect("token", amount, x, token=token, keyword=TAPPED if m["tap"] else "")]  # CR 111.1, 110.5b


def _then(sentence: _Sentence, text: str) -> list[Effect] | None:
    """A sentence of instructions joined by ", then" (CR 608.2c), each read on its own."""
    pieces = re.split(r",? then ", text.strip().rstrip("."), flags=re.IGNORECASE)
    if len(pieces) < 2:
        return None
    effects: list[Effect] = []
    for piece in pieces:
        parsed = sentence.parse(piece)
        if parsed is None:
            return None
        effects.extend(parsed)
    return effects


def _effects(text: str) -> tuple[tuple[Effect, ...], tuple[str, ...]] | None:
    """A sequence of effect sentences, or ``None`` when one of them is not understood."""
    sentence = _Sentence()
    effects: list[Effect] = []
    parts = [p for p in re.split(r"(?<=\.)\s+", text.strip()) if p]
    for part in parts:
        parsed = sentence.parse(part)
        if parsed is None:  # "Scry 2, then draw a card": instructions in order (CR 608.2c)
            parsed = _then(sentence, part)
        if parsed is None:  # "up to two target creatures" (CR 115.6)
            parsed = up_to(sentence, part)
        if parsed is not None:  # "Otherwise, …", "That player …" refer to the sentences before (CR 608.2c)
            parsed = refer_back(effects, parsed)
        if parsed is None:
            return None
        for effect in parsed:
            if effect.target == "LAST":  # "that creature", "it": the previous sentence's target
                if effects and effects[-1].target:
                    effect = replace(effect, target=effects[-1].target, slot=effects[-1].slot)
                elif effect.op in ("grant", "untap", "pump", "tap"):  # "it" with no target before: the source itself
                    effect = replace(effect, target="", who="self")
                else:
                    return None
            if effect.op in MODIFIERS:  # a sentence that changes the previous one (CR 615.5, 614.1a)
                changed = modified(effects[-1], effect) if effects else None
                if changed is None:
                    return None
                effects[-1] = changed
                continue
            if effect.op in ("no_regen", "gain_power"):  # about the previous sentence's target
                if effect.op == "no_regen" and effects and effects[-1].op == "destroy" and effects[-1].who.startswith("all_"):
                    effects[-1] = replace(effects[-1], keyword="no_regen")  # "Destroy all creatures. They can't be regenerated."
                    continue
                if not effects or not effects[-1].target:
                    return None
                last = effects[-1]
                if effect.op == "no_regen":
                    effects[-1] = replace(last, keyword="no_regen")
                else:  # life from its power before it leaves (CR 608.2h: last known information)
                    effects.insert(len(effects) - 1, Effect("gain_power", target=last.target, slot=last.slot))
            else:
                effects.append(effect)
    if not effects or not settled(effects):  # nothing left half said (a look says what becomes of every card)
        return None
    return tuple(effects), tuple(sentence.targets)


def _cost(text: str) -> tuple[ManaCost, bool, bool] | None:
    """An activation cost: mana symbols, {T}, "Sacrifice CARDNAME" (comma separated)."""
    mana = ""
    tap = sacrifice = False
    for part in (p.strip() for p in text.split(",")):
        if part == "{T}":
            tap = True
        elif re.fullmatch(r"sacrifice " + _SELF, part, re.IGNORECASE):
            sacrifice = True
        elif re.fullmatch(r"(\{[^}]+\})+", part):
            mana += part
        else:
            return None
    try:
        return (parse_cost(mana) if mana else ManaCost()), tap, sacrifice
    except CostError:
        return None


_MANA = re.compile(r"\{T\}: Add (?P<m>(?:\{[WUBRGC]\})+|\{[WUBRGC]\}(?:, \{[WUBRGC]\})*,? or \{[WUBRGC]\}|one mana of any color)\.?",
                   re.IGNORECASE)
_TRIGGER = re.compile(
    r"(?:(?:when|whenever) " + _SELF + r" (?P<e>enters(?: the battlefield)?|dies|attacks|deals combat damage to a player)"
    r"|at the beginning of (?P<s>your upkeep|your end step|the end step))"
    r",\s*(?P<rest>.+)", re.IGNORECASE)
_STATIC = re.compile(
    r"(?P<who>(?:other )?(?:creatures|[A-Z][a-z]+ creatures|[A-Z][a-z]+s) you control|enchanted creature|equipped creature) "
    r"(?:gets? (?P<p>[+-]\d+)/(?P<q>[+-]\d+))?(?: and )?(?:ha(?:ve|s) (?P<k>[a-z ,]+))?\.?", re.IGNORECASE)


def _mana_options(text: str) -> tuple[str, ...]:
    if text.lower() == "one mana of any color":
        return tuple("WUBRG")
    symbols = re.findall(r"\{([WUBRGC])\}", text.upper())
    if " or " in text.lower():
        return tuple(symbols)
    return ("".join(symbols),)


Line = tuple[str, object]
"""A read line: ("keywords", tuple) / ("enchant", kind) / ("ability", Ability) / ("abilities", tuple)."""
_NOT_MINE: Line = ("", None)
"""What a group of forms answers for a line none of its forms reads (``None``: read, and refused)."""


def _line(line: str, is_spell: bool) -> Line | None:
    """One line as ("keywords", tuple) / ("enchant", kind) / ("ability", Ability), or ``None``: the
    groups of forms below, tried in this order (the first that reads the line, or refuses it, wins)."""

    def again(text: str) -> Line | None:  # a trigger's or a condition's own effect text
        return _line(text, is_spell)

    for group in _FORMS:
        found = group(line, is_spell, again)
        if found is not _NOT_MINE:
            return found
    return None


def _spell_and_trigger_lines(line: str, is_spell: bool, again: LineReader) -> Line | None:
    """Spell lines (modes, kicker, costs), conditional and draw-step triggers, attack, death,
    enter and damage triggers, and what is cast or activated from a graveyard."""
    special = spell_line(line, is_spell)  # modes, kicker, flashback, costs, ward
    if special is None:  # CR 603.4, 504.2: "if CARDNAME is untapped", "at the beginning of your draw step"
        conditioned = conditional_trigger_line(line, again) or draw_step_line(
            line, again)
        special = None if conditioned is None else ("ability", conditioned)
    if special is not None:
        return special
    fights = attack_or_block_line(line, again)  # CR 508.3a, 509.3a
    if fights is not None:
        return "ability", fights
    hexproof = player_hexproof_line(line) or no_life_gain_line(line)  # CR 702.11c, 119.7: "Your opponents can't gain life."
    if hexproof is not None:
        return "ability", hexproof
    ban = activation_ban_line(line)  # CR 602.5: "Activated abilities of artifacts can't be activated."
    if ban is not None:
        return "ability", ban
    graveyard = graveyard_cast_line(line) or graveyard_ability_line(line) or cycling_line(line) or madness_line(line) \
        or ninjutsu_line(line) or splice_line(line)  # CR 601.3, 113.6f, 113.6m: "… from your graveyard"; 702.29a, 702.35a, 702.47a, 702.49a: in the hand
    if graveyard is not None:
        return "ability", graveyard
    destroyed = destroyed_line(line, is_spell)  # CR 701.7a: "Destroy all enchantments. You gain 1 life for each …"
    if destroyed is not None:
        return "ability", destroyed
    died = dies_exile_line(line, again)  # CR 400.7e: "When CARDNAME dies, exile it, then …"
    if died is not None:
        return "ability", died
    revealed = revealed_line(line, is_spell)  # CR 701.16a: "Reveal the top four cards … Put all land cards …"
    if revealed is not None:
        return "ability", revealed
    damaged = damage_trigger_line(line, again)  # CR 603.2: "Whenever CARDNAME is dealt damage"
    if damaged is not None:
        return "ability", damaged
    delayed = this_turn_line(line, again)  # CR 603.7b: "III — Whenever an Elf … attacks this turn"
    if delayed is not None:
        return "abilities", delayed
    chapter = chapter_line(line, again)  # CR 714.2b: "II — Scry 3."
    if chapter is not None:
        return "ability", chapter
    enters = enter_trigger_line(line, again)  # CR 603.2: "Whenever another Human enters …"
    if enters is not None:
        return "ability", enters
    dies = death_trigger_line(line, again)  # CR 603.10a: "Whenever another creature dies"
    if dies is None:  # CR 603.4: "When CARDNAME dies, if its power was 3 or greater, …"
        dies = died_power_line(line, again) or shared_type_line(line, again) \
            or order_line(line, again) \
            or enchanted_leaves_line(line, again) \
            or cycle_trigger_line(line, again)  # "When enchanted creature leaves …", "When you cycle CARDNAME"
    if dies is not None:
        return "ability", dies
    return _NOT_MINE


def _event_trigger_lines(line: str, is_spell: bool, again: LineReader) -> Line | None:
    """Triggers on other events (curses, boast, targeting, casting, tapping, paying), granted
    abilities, land types and delayed destruction."""
    curse = curse_line(line, again) or curse_static_line(line)  # enchanted player's upkeep, creatures
    if curse is not None:
        return "ability", curse
    boast = boast_line(line, again)  # CR 702.142a
    if boast is not None:
        return "ability", boast
    aimed = target_trigger_line(line, again)  # CR 603.2: "becomes the target of a spell …"
    if aimed is not None:
        return "ability", aimed
    aimed_at = self_target_lines(line, again)  # "Whenever CARDNAME attacks or becomes the target of a spell"
    if aimed_at is not None:
        return "abilities", aimed_at
    granted = granted_line(line, again)  # CR 613.1f: "Treasures you control have "…""
    if granted is not None:
        return "ability", granted
    cast = cast_trigger_line(line, again)  # CR 603.2: "Whenever a player casts a white spell"
    if cast is not None:
        return "ability", cast
    bonded = enchanted_dies_line(line, again)  # CR 603.10a: "When enchanted creature dies, …"
    if bonded is not None:
        return "ability", bonded
    doomed = end_doom_line(line, again)  # CR 603.7: "Destroy that creature at the beginning of the next end step"
    if doomed is not None:
        return "abilities", doomed
    paid = paid_line(line, again)  # CR 118.12: "you may pay {1}. If you do, …"
    if paid is not None:
        return "ability", paid
    yard = graveyard_trigger_line(line, again)  # CR 113.6b: "… or if CARDNAME is in your graveyard"
    if yard is not None:
        return "ability", yard
    morbid = morbid_line(line, again) or gained_trigger_line(
        line, again)  # "if a creature died this turn", "if you gained 4 or more life this turn"
    if morbid is not None:
        return "ability", morbid
    tapped = mana_trigger_line(line, again) or tap_trigger_line(
        line, again)  # CR 106.12a: "is tapped for mana", "becomes tapped"
    if tapped is None:  # CR 603.2: "Whenever CARDNAME becomes tapped", "Whenever a Dwarf you control becomes tapped"
        tapped = creature_tap_line(line, again)
    if tapped is not None:
        return "ability", tapped
    damaged = damaged_death_line(line, again)  # "a creature dealt damage by CARDNAME this turn dies"
    if damaged is not None:
        return "ability", damaged
    about = that_player_line(line, again)  # "…, that player discards a card at random"
    if about is not None:
        return "ability", about
    retype = land_type_line(line)  # CR 305.7: "Enchanted land is a Swamp", "All Mountains are Plains"
    if retype is not None:
        return "ability", retype
    doomed = doom_line(line)  # CR 509.3d, 603.7: "destroy that creature at end of combat"
    if doomed is not None:
        return "abilities", doomed
    return _NOT_MINE


def _keyword_ability_lines(line: str, is_spell: bool, again: LineReader) -> Line | None:
    """Keyword abilities with numbers or costs (CR 702), keyword lists, enchant, equip and
    loyalty abilities (CR 606)."""
    numbered = keyword_lines(line) or counter_keyword_line(line)  # bushido, soulshift, persist (CR 702.45a, 702.46a, 702.79a)
    evoke = evoke_line(line) or bestow_line(line)  # CR 702.74a, 702.103a
    if evoke is not None:
        return "abilities", evoke
    stormed = storm_line(line) or cascade_line(line)  # CR 702.40a, 702.85a
    if stormed is not None:
        return "ability", stormed
    bought = buyback_line(line)  # CR 702.27a
    if bought is not None:
        return "ability", bought
    echo = echo_line(line, again)  # CR 702.30a
    if echo is not None:
        return "ability", echo
    thirst = bloodthirst_line(line)  # CR 702.54a
    if thirst is not None:
        return "ability", thirst
    if numbered is not None:
        return "abilities", tuple(numbered)
    unearthed = unearth_line(line) or suspend_line(line)  # CR 702.84a, 702.62a
    if unearthed is not None:
        return "abilities", unearthed
    leveled = level_up_line(line) or level_band_line(line, _keyword_list)  # CR 702.87a, 711.2
    if leveled is not None:
        return "ability", leveled
    cast_help = convoke_line(line) or escape_line(line) \
        or cumulative_line(line, again)  # CR 702.51a, 702.138a, 702.24a
    if cast_help is not None:
        return "ability", cast_help
    crew = crew_line(line)  # CR 702.122a: "Crew N"
    if crew is not None:
        return "ability", crew
    foretold = foretell_line(line) or foretell_trigger_line(line, again) \
        or morph_line(line, again) \
        or meaning_line(line, again)  # CR 702.143a, 603.2, 702.37a, 708.8; 702.135a, 702.107a
    if foretold is not None:
        return "ability", foretold
    land = land_line(line)  # check lands, painlands
    if land is not None:
        return "ability", land
    keywords = _keyword_list(line.rstrip("."))
    if keywords is not None:
        return "keywords", keywords
    enchant_type = enchant_type_line(line)  # CR 303.4a: "Enchant Wall"
    if enchant_type is not None:
        return "enchant", enchant_type
    permission = permission_line(line) or lure_line(line) or copy_line(line)  # CR 702.3b, 509.1c, 707.9b
    if permission is not None:
        return "ability", permission
    enchant = re.fullmatch(r"enchant (creature|artifact|land|enchantment|permanent|player)", line, re.IGNORECASE)
    if enchant:
        return "enchant", enchant[1].lower()
    equip = re.fullmatch(r"equip (?P<c>(?:\{[^}]+\})+)", line, re.IGNORECASE)
    if equip:
        try:
            cost = parse_cost(equip["c"])
        except CostError:
            return None
        return "ability", Ability("activated", line, (Effect("attach", target="creature_you_control"),),
                                  ("creature_you_control",), cost, sorcery=True, attach=True)
    loyalty = re.fullmatch(r"(?:\[(?P<s>[+−-]?)(?P<n>\d+)\]|(?P<t>[+−-])(?P<m>\d+)|(?P<z>0)): (?P<e>.+)", line)
    if loyalty:  # CR 606: "[+1]: …", "[−2]: …", activated as a sorcery, once a turn
        parsed = _effects(loyalty["e"])
        if parsed is None:
            return None
        sign, number = (loyalty["s"], loyalty["n"]) if loyalty["n"] else (loyalty["t"] or "", loyalty["m"] or "0")
        amount = int(number) * (-1 if sign in ("−", "-") else 1)
        return "ability", Ability("activated", line, parsed[0], parsed[1], sorcery=True, loyalty=amount)
    return _NOT_MINE


def _static_and_mana_lines(line: str, is_spell: bool, again: LineReader) -> Line | None:
    """Layered statics (CR 613), replacements (CR 614), mana abilities (CR 605) and the simple
    "CARDNAME …" restrictions."""
    from engine.games.mtg.oracle_layers import static_line

    layered = static_line(line)  # CR 613.1b, 614.1a, 707.5
    if layered is not None:
        return "ability", layered
    replacing = replacement_line(line)  # CR 614.1a, 614.11: draws, life, tokens, counters
    if replacing is not None:
        return "ability", replacing
    kicker = multikicker_line(line)  # CR 702.33c
    if kicker is not None:
        return "ability", kicker
    treasure = sacrifice_mana_line(line) or one_color_mana_line(line)  # CR 111.10a, 605.1a: "Add three mana of any one color"
    if treasure is not None:
        return "ability", treasure
    mana = _MANA.fullmatch(line)
    if mana:
        return "ability", Ability("mana", line, tap=True, mana=_mana_options(mana["m"]))
    if re.fullmatch(r"CARDNAME enters(?: the battlefield)? tapped\.?", line):
        return "ability", Ability("static", line, static="etb_tapped")
    if re.fullmatch(r"CARDNAME doesn't untap during your untap step\.?", line):
        return "ability", Ability("static", line, static="no_untap")
    if re.fullmatch(r"CARDNAME can't block\.?", line):
        return "ability", Ability("static", line, static="cant_block")
    if re.fullmatch(r"CARDNAME can't be blocked\.?", line):
        return "ability", Ability("static", line, static="unblockable")
    return _NOT_MINE


def _anthem_and_limit_lines(line: str, is_spell: bool, again: LineReader) -> Line | None:
    """Anthems and conditional statics (CR 613.4c, 611.3a), untap, block and attack limits
    (CR 502.3, 509.1b, 508.1d), cost changes and entering with counters."""
    chosen = chosen_type_line(line, _keyword_list)  # CR 614.12, 607.2: "As CARDNAME enters, choose a creature type"
    if chosen is not None:
        return "ability", chosen
    conditional = conditional_line(line, _keyword_list)  # CR 611.3a: "as long as you control a Swamp"
    if conditional is not None:
        return "ability", conditional
    land = land_condition_line(line, again)  # CR 508.1c, 603.8: Sea Serpent
    if land is not None:
        return "ability", land
    group = group_anthem_line(line, _keyword_list)  # CR 613.4c: "Creature tokens you control get +1/+1"
    if group is not None:
        return "ability", group
    untapping = untap_limit_line(line) or untap_one_line(line)  # CR 502.3, 614.10: Stasis, Meekstone, Winter Orb
    if untapping is not None:
        return "ability", untapping
    limit = block_limit_line(line)  # CR 509.1b: "can't be blocked by Walls", "can't block creatures with power 2 or greater"
    if limit is not None:
        return "ability", limit
    alone = alone_line(line)  # CR 509.1b: "CARDNAME can't block alone."
    if alone is not None:
        return "ability", alone
    forced = aura_requirement_line(line)  # CR 508.1d: "Enchanted creature gets +2/+2 and attacks each combat if able"
    if forced is not None:
        return "abilities", forced
    required = requirement_static(line)  # CR 508.1d, 509.1c
    if required:
        return "ability", Ability("static", line, static=required)
    counters = re.fullmatch(r"CARDNAME enters(?: the battlefield)? with " + _NUM + r" \+1/\+1 counters? on it\.?", line)
    if counters and counters["n"] != "X":  # CR 614.1c
        return "ability", Ability("static", line, static="etb_counters", power=_n(counters["n"])[0])
    colour = re.fullmatch(r"(?P<c>white|blue|black|red|green) creatures get (?P<p>[+-]\d+)/(?P<q>[+-]\d+)\.?", line, re.IGNORECASE)
    if colour:
        letter = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}[colour["c"].lower()]
        return "ability", Ability("static", line, static="color_anthem", mana=(letter,), power=_pt(colour["p"]),
                                  toughness=_pt(colour["q"]))
    ward = aura_line(line, _keyword_list)  # CR 702.16c: "This effect doesn't remove CARDNAME."
    if ward is not None:
        return "ability", ward
    costs = spell_cost_line(line)  # CR 601.2f: "Creature spells you cast cost {2} less to cast"
    if costs is not None:
        return "ability", costs
    sole = sole_aura_line(line, _keyword_list)  # CR 303.4c: "Enchanted land has indestructible and can't be enchanted by other Auras"
    if sole is not None:
        return "abilities", tuple(sole)
    halves = half_bonus_line(line)  # CR 613.4c, 107.1a: Aspect of Wolf's "+X/+Y, where X is half the number of …"
    if halves is not None:
        return "abilities", halves
    counted = counted_line(line, _keyword_list)  # CR 613.4c: "gets +X/+X, where X is the number of …"
    if counted is not None:
        return "abilities", counted
    lord = tribal_line(line, _keyword_list)  # CR 613.4c: "Other Elves you control get +1/+1"
    if lord is not None:
        return "ability", lord
    static = _STATIC.fullmatch(line)
    if static and (static["p"] or static["k"]):
        keywords = _keyword_list(static["k"]) if static["k"] else ()
        if keywords is None:
            return None
        who = static["who"].lower()
        kind = "attached" if who.startswith(("enchanted", "equipped")) else "anthem"
        if kind == "anthem" and not re.fullmatch(r"(other )?creatures you control", who):
            return None
        power, toughness = (_pt(static["p"]), _pt(static["q"])) if static["p"] else (0, 0)
        return "ability", Ability("static", line, static=kind, other=who.startswith("other"), power=power,
                                  toughness=toughness, keywords=keywords)
    return _NOT_MINE


def _trigger_and_activated_lines(line: str, is_spell: bool, again: LineReader) -> Line | None:
    """The general forms: "When/Whenever/At …, effect" triggers (CR 603.1) and "cost: effect"
    activated abilities (CR 602.1), and a spell's own text (CR 608.2)."""
    upkeep = each_upkeep_condition(line)  # CR 603.4: "At the beginning of each upkeep, if …"
    if upkeep:
        parsed = _effects(upkeep[1][0].upper() + upkeep[1][1:])
        if parsed is None:
            return None
        return "ability", Ability("triggered", line, parsed[0], parsed[1], trigger="each_upkeep", condition=upkeep[0])
    trigger = _TRIGGER.fullmatch(line)
    if trigger:
        event = (trigger["e"] or trigger["s"]).lower()
        kind = {"dies": "dies", "attacks": "attacks", "your upkeep": "upkeep", "your end step": "end_step",
                "the end step": "each_end_step", "deals combat damage to a player": "combat_damage_player"}.get(event, "etb")
        rest = trigger["rest"]
        optional = rest.lower().startswith("you may ")
        if optional:  # CR 603.5: "you may" — the choice is made on resolution
            rest = rest[len("you may "):]
            parsed = _effects(rest) or _effects("you " + rest)
        else:
            parsed = _effects(rest[0].upper() + rest[1:])
        if parsed is None:
            return None
        return "ability", Ability("triggered", line, parsed[0], parsed[1], trigger=kind, optional=optional)
    costed = activation_cost_line(line, again)  # CR 602.2b, 118.8: "Sacrifice a creature: …"
    if costed is not None:
        return "ability", costed
    limited = limited_line(line, again) if ":" in line else None  # CR 602.5b, 602.5d
    if limited is not None:
        return "ability", limited
    if ":" in line and not is_spell:
        cost_text, _, effect_text = line.partition(":")
        activation = _cost(cost_text.strip())
        parsed = _effects(effect_text)
        if activation is None or parsed is None:
            return None
        return "ability", Ability("activated", line, parsed[0], parsed[1], *activation)
    if is_spell:
        parsed = _effects(line)
        if parsed is not None:
            return "ability", Ability("spell", line, parsed[0], parsed[1])
    return None


_FORMS = (_spell_and_trigger_lines, _event_trigger_lines, _keyword_ability_lines, _static_and_mana_lines, _anthem_and_limit_lines, _trigger_and_activated_lines)
"""The groups of line forms, in the order they are tried."""


def prepare(text: str, name: str) -> list[str]:
    """The lines of a card's text with reminder text removed and its name as ``CARDNAME``."""
    lines = []
    short = name.split(",")[0].strip()
    names = [n for n in dict.fromkeys((name, short, name.removeprefix("A-"), short.removeprefix("A-"))) if n]
    names.sort(key=len, reverse=True)  # a rebalanced "A-" card's text names it without the prefix
    for raw in text.replace("\\n", "\n").splitlines():
        line = _REMINDER.sub("", raw).strip()
        if not line:
            continue
        for each in names:
            line = line.replace(each, "CARDNAME")
        lines.append(line.replace("’", "'"))
    return lines


def compile_text(text: str, name: str, types: frozenset[str]) -> Program:
    """The ``Program`` of a card from its English rules text."""
    is_spell = bool(types & {"instant", "sorcery"})
    keywords: set[str] = set()
    abilities: list[Ability] = []
    unparsed: list[str] = []
    enchant = ""
    prowess = Ability("triggered", "Prowess", (Effect("pump", who="self", power=1, toughness=1),), trigger="cast_noncreature")
    lines = join_levels(join_modes(prepare(text, name)))  # CR 711.2: a leveler's striations, one line each
    ante = ante_program(lines)  # CR 407.3: removed from the deck, Tapete never plays for ante
    if ante is not None:
        return ante
    for line in lines:
        result = _line(line, is_spell)
        if result is None:
            unparsed.append(line)
        elif result[0] == "keywords":
            keywords.update(result[1])  # type: ignore[arg-type]
            if "prowess" in result[1]:  # type: ignore[operator]
                abilities.append(prowess)  # CR 702.108a
        elif result[0] == "enchant":
            enchant = str(result[1])
        elif result[0] == "abilities":
            abilities.extend(result[1])  # type: ignore[arg-type]
        else:
            ability = result[1]
            assert isinstance(ability, Ability)
            abilities.append(ability)
    spells = [a for a in abilities if a.kind == "spell"]
    if len(spells) > 1 and any(s.modes for s in spells):  # a modal spell with more text: by hand
        unparsed.extend(s.text for s in spells)
        abilities = [a for a in abilities if a.kind != "spell"]
    elif len(spells) > 1:  # one spell ability, targets numbered across its lines (CR 601.2c)
        effects: list[Effect] = []
        targets: list[str] = []
        for spell in spells:
            effects.extend(replace(e, slot=e.slot + len(targets)) if e.target else e for e in spell.effects)
            targets.extend(spell.targets)
        merged = Ability("spell", "\n".join(s.text for s in spells), tuple(effects), tuple(targets))
        abilities = [a for a in abilities if a.kind != "spell"]
        abilities.append(merged)
    for subtype, color in BASIC_MANA.items():  # CR 305.6: basic land types have intrinsic mana abilities
        if subtype in types and "land" in types and not any(a.mana == (color,) for a in abilities):
            abilities.append(Ability("mana", f"{{T}}: Add {{{color}}}.", tap=True, mana=(color,)))
    if "aura" in types and not enchant and not any(line.lower().startswith("enchant ") for line in unparsed):
        unparsed.append("(an Aura without an «Enchant» line)")  # CR 303.4a: what it may enchant is unknown
    return Program(frozenset(keywords), tuple(abilities), enchant, tuple(unparsed))


from engine.games.mtg.oracle_spells import join_modes, spell_line, up_to  # noqa: E402  (it reads this module's templates)
