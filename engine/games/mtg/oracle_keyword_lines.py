"""Line forms of keyword abilities (CR 702): keywords with numbers or costs, keyword lists,
enchant, equip and loyalty abilities (CR 606)."""

from __future__ import annotations

import re

from engine.games.mtg.abilities import Ability, Effect, LineReader
from engine.games.mtg.foretell import foretell_line, foretell_trigger_line
from engine.games.mtg.convoke import convoke_line
from engine.games.mtg.escape import escape_line
from engine.games.mtg.unearth import unearth_line
from engine.games.mtg.cumulative_upkeep import cumulative_line
from engine.games.mtg.level_up import level_band_line, level_up_line
from engine.games.mtg.suspend import suspend_line
from engine.games.mtg.crew import crew_line
from engine.games.mtg.keywords import keyword_lines
from engine.games.mtg.bloodthirst import bloodthirst_line
from engine.games.mtg.buyback import buyback_line
from engine.games.mtg.counter_deaths import counter_keyword_line
from engine.games.mtg.echo import echo_line
from engine.games.mtg.evoke import evoke_line
from engine.games.mtg.storm import storm_line
from engine.games.mtg.cascade import cascade_line
from engine.games.mtg.bestow import bestow_line
from engine.games.mtg.mutate import mutate_line, mutates_line
from engine.games.mtg.lands import land_line
from engine.games.mtg.attack_permissions import enchant_type_line, permission_line
from engine.games.mtg.lure import lure_line
from engine.games.mtg.copy_entering import copy_line
from engine.games.mtg.mana import CostError, parse_cost
from engine.games.mtg.morph import morph_line
from engine.games.mtg.keyword_meanings import meaning_line
from engine.games.mtg.oracle_words import _keyword_list, Line, NOT_MINE
from engine.games.mtg.oracle_sentences import _effects


def keyword_ability_lines(line: str, is_spell: bool, again: LineReader) -> Line | None:
    """Keyword abilities with numbers or costs (CR 702), keyword lists, enchant, equip and
    loyalty abilities (CR 606)."""
    numbered = keyword_lines(line) or counter_keyword_line(line)  # bushido, soulshift, persist (CR 702.45a, 702.46a, 702.79a)
    evoke = evoke_line(line) or bestow_line(line) or mutate_line(line)  # CR 702.74a, 702.103a, 702.140a
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
        or morph_line(line, again) or mutates_line(line, again) \
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
    return NOT_MINE
