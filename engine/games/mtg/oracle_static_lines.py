"""Line forms of static and mana abilities: layered statics and replacements (CR 613, 614), mana
abilities (CR 605), anthems, conditional statics and the limits on untapping, blocking and
attacking."""

from __future__ import annotations

import re

from engine.games.mtg.abilities import Ability, LineReader
from engine.games.mtg.auras import aura_line
from engine.games.mtg.alone_limits import alone_line
from engine.games.mtg.block_limits import block_limit_line
from engine.games.mtg.chosen_type import chosen_type_line
from engine.games.mtg.conditional_statics import conditional_line
from engine.games.mtg.counted_bonuses import counted_line
from engine.games.mtg.spell_costs import spell_cost_line
from engine.games.mtg.land_conditions import land_condition_line
from engine.games.mtg.treasure import sacrifice_mana_line
from engine.games.mtg.one_color_mana import one_color_mana_line
from engine.games.mtg.tribal import tribal_line
from engine.games.mtg.untap_limits import untap_limit_line
from engine.games.mtg.untap_one import untap_one_line
from engine.games.mtg.half_bonuses import half_bonus_line
from engine.games.mtg.sole_aura import sole_aura_line
from engine.games.mtg.group_anthems import group_anthem_line
from engine.games.mtg.oracle_replacement import replacement_line
from engine.games.mtg.multikicker import multikicker_line
from engine.games.mtg.requirements import aura_requirement_line, requirement_static
from engine.games.mtg.oracle_words import _keyword_list, Line, _n, NOT_MINE, _NUM, _pt

_MANA = re.compile(r"\{T\}: Add (?P<m>(?:\{[WUBRGC]\})+|\{[WUBRGC]\}(?:, \{[WUBRGC]\})*,? or \{[WUBRGC]\}|one mana of any color)\.?",
                   re.IGNORECASE)
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


def static_and_mana_lines(line: str, is_spell: bool, again: LineReader) -> Line | None:
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
    return NOT_MINE


def anthem_and_limit_lines(line: str, is_spell: bool, again: LineReader) -> Line | None:
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
    return NOT_MINE
