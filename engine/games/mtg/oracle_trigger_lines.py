"""Line forms of triggered and activated abilities: spell lines, conditional, event and delayed
triggers (CR 603), and the general "When …, effect" and "cost: effect" forms (CR 602.1), with
the activation cost they read."""

from __future__ import annotations

import re

from engine.games.mtg.abilities import Ability, LineReader
from engine.games.mtg.faces import each_upkeep_condition
from engine.games.mtg.activation_limits import limited_line
from engine.games.mtg.activation_costs import activation_cost_line
from engine.games.mtg.boast import boast_line
from engine.games.mtg.cast_triggers import cast_trigger_line
from engine.games.mtg.target_triggers import self_target_lines, target_trigger_line
from engine.games.mtg.granted_abilities import granted_line
from engine.games.mtg.revealed_cards import revealed_line
from engine.games.mtg.dies_exile import dies_exile_line
from engine.games.mtg.destroyed_this_way import destroyed_line
from engine.games.mtg.graveyard_casting import graveyard_cast_line
from engine.games.mtg.graveyard_abilities import graveyard_ability_line
from engine.games.mtg.cycling import cycle_trigger_line, cycling_line
from engine.games.mtg.madness import madness_line
from engine.games.mtg.ninjutsu import ninjutsu_line
from engine.games.mtg.splice import splice_line
from engine.games.mtg.activation_bans import activation_ban_line
from engine.games.mtg.attack_or_block import attack_or_block_line
from engine.games.mtg.player_hexproof import player_hexproof_line
from engine.games.mtg.graveyard_triggers import graveyard_trigger_line
from engine.games.mtg.no_life_gain import no_life_gain_line
from engine.games.mtg.curses import curse_line, curse_static_line
from engine.games.mtg.death_triggers import death_trigger_line
from engine.games.mtg.enter_triggers import enter_trigger_line
from engine.games.mtg.damage_triggers import damage_trigger_line
from engine.games.mtg.morbid import morbid_line
from engine.games.mtg.turn_counts import gained_trigger_line
from engine.games.mtg.resolution_costs import paid_line
from engine.games.mtg.sagas import chapter_line
from engine.games.mtg.this_turn_triggers import this_turn_line
from engine.games.mtg.trigger_conditions import conditional_trigger_line, draw_step_line
from engine.games.mtg.combat_doom import doom_line
from engine.games.mtg.land_types import land_type_line
from engine.games.mtg.that_player import that_player_line
from engine.games.mtg.damaged_deaths import damaged_death_line
from engine.games.mtg.mana_triggers import mana_trigger_line
from engine.games.mtg.tap_triggers import tap_trigger_line
from engine.games.mtg.next_end_step import end_doom_line
from engine.games.mtg.enchanted_dies import enchanted_dies_line
from engine.games.mtg.died_power import died_power_line
from engine.games.mtg.shared_types import shared_type_line
from engine.games.mtg.creature_taps import creature_tap_line
from engine.games.mtg.spell_order import order_line
from engine.games.mtg.enchanted_leaves import enchanted_leaves_line
from engine.games.mtg.mana import CostError, ManaCost, parse_cost
from engine.games.mtg.oracle_words import Line, NOT_MINE, _SELF
from engine.games.mtg.oracle_sentences import _effects
from engine.games.mtg.oracle_spells import spell_line


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


_TRIGGER = re.compile(
    r"(?:(?:when|whenever) " + _SELF + r" (?P<e>enters(?: the battlefield)?|dies|attacks|deals combat damage to a player)"
    r"|at the beginning of (?P<s>your upkeep|your end step|the end step))"
    r",\s*(?P<rest>.+)", re.IGNORECASE)


def spell_and_trigger_lines(line: str, is_spell: bool, again: LineReader) -> Line | None:
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
    return NOT_MINE


def event_trigger_lines(line: str, is_spell: bool, again: LineReader) -> Line | None:
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
    return NOT_MINE


def trigger_and_activated_lines(line: str, is_spell: bool, again: LineReader) -> Line | None:
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
